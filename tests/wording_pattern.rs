//! What `grundy pattern`'s reader and analysis say, in English: the
//! engine states them as messages, and these are their words.

use grundy_engine::pattern::{analyze, read, read_with, Headers, Kind};
use grundy_i18n::{say_in, with_lang, Lang};
use grundy_text::Message;

/// The headings grundy prints, in every language, as the CLI knows them.
fn known() -> Headers {
    Headers::read_by(Lang::ALL.map(|lang| move |m: &Message| say_in(lang, m)))
}

#[test]
fn malformed_lines_are_refused_in_english_with_their_line_and_column() {
    let cases: [(&str, &str, &str); 13] = [
        ("a word among numbers", "0 1 2\n1 x 0\n", "line 2, column 3: expected a value (a natural number), found \"x\""),
        ("a negative value", "0\n-1\n", "line 2, column 1: expected a value (a natural number), found \"-1\""),
        ("past 64 bits", "1 2 18446744073709551616", "line 1, column 5: 18446744073709551616 is too large: numbers are read up to 18446744073709551615 (2^64 − 1)"),
        ("a short row", "0 1 2\n1 2\n2 0 1\n", "line 2, column 3: this row has 2 entries, but the first has 3: every row of a table has as many"),
        ("a bad mark", "PNN\nNxP\n", "line 2, column 2: 'x' is not a mark: a table of marks holds P (lost for the player to move) and N or . (won)"),
        ("marks of unequal rows", "P N\nN P N\n", "line 2, column 5: this row has 3 marks, but the first has 2: every row of a table has as many"),
        ("neither", "hello 1 2\n", "line 1, column 1: expected a number or a mark P or N, found \"hello\": a table is a sequence (lines `n value`, or values) or rows of numbers or of P/N marks"),
        ("seq row label", "kayles = 0.77: G(0..=3)\n0: 0 1\n3: 2 3\n", "line 3, column 1: expected the row label 2:, found \"3:\""),
        ("seq short", "kayles = 0.77: G(0..=3)\n0: 0 1 2\nperiod 12\n", "line 2, column 9: the header says G(0..=3), but the rows hold 3 values"),
        ("csv n", "n,value\n0,0\n2,1\n", "line 3, column 1: expected n = 1 (the lines count up from 0), found 2"),
        ("csv table label", "a\\b,0,1\n0,0,1\n0,1,0\n", "line 3, column 1: expected the row label 1, found 0"),
        ("a map's header alone", "Wythoff P-positions for piles 0..8\n", "line 1, column 1: nothing under the header: expected the output of grundy wythoff --map"),
        ("a csv header alone", "# values\nn,value\n", "line 2, column 1: nothing under the header: expected n,value lines (grundy seq --csv)"),
    ];
    let known = known();
    for (name, text, expected) in cases {
        let e = read_with(text, &known).expect_err(name);
        assert_eq!(say_in(Lang::En, &e.message()), expected, "{name}");
    }
}

#[test]
fn findings_in_english() {
    let en = |m: &Message| say_in(Lang::En, m);
    let report = analyze(&read("0 1 0 1 0 1 0 1 0 1").unwrap());
    let text = with_lang(Lang::En, || grundy_i18n::read(&report.text()));
    assert!(text.contains("holds: period 2 from n = 0"), "{text}");
    let report =
        analyze(&read("0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2").unwrap());
    assert!(en(&report.findings()[0].statement).starts_with("period 3 from n = 0"));
    let report = analyze(&read("5 3 8 1 9").unwrap());
    let text = with_lang(Lang::En, || grundy_i18n::read(&report.text()));
    assert!(
        text.ends_with("no pattern found within the table\n"),
        "{text}"
    );
    // Zeros at 0, 4, 8, 14: not a progression, and the first place it fails.
    let f = analyze(&read("0 1 1 1 0 1 1 1 0 1 1 1 1 1 0 1").unwrap());
    let said = |kind: Kind| {
        let f = f.findings().iter().find(|f| f.kind == kind).unwrap();
        en(f.counterexample.as_ref().unwrap())
    };
    assert_eq!(
        said(Kind::ZerosProgression),
        "z_3 = 14, but z_0 + 3·(z_1 − z_0) = 12"
    );
    assert_eq!(
        said(Kind::ZerosBeatty),
        "z_3 = 14 needs α in [14/3, 5), but z_1 to z_2 need α in [4, 9/2)"
    );
    let f = analyze(&read("1 0 1 1 0 1 1 0 1 1 0 1").unwrap());
    let progression = f
        .findings()
        .iter()
        .find(|f| f.kind == Kind::ZerosProgression && f.holds);
    assert_eq!(
        en(&progression.unwrap().statement),
        "the zeros form an arithmetic progression: z_k = 3k + 1 for k <= 3"
    );
    assert!(en(&grundy_engine::pattern::period_rule()).contains("at least 3 times over"));
    assert_eq!(
        en(&grundy_engine::pattern::Source::Marks.describe()),
        "rows of P/N marks"
    );
}

//! The pattern finder on the engine's own tables: nim-sequences of heap
//! games, Wythoff's table and the two-pile families, a random table, and
//! malformed input.

use super::*;
use crate::heap::HeapGame;
use crate::two_pile::TwoPileRules;
use proptest::prelude::*;

fn sequence_of(game: &str, len: usize) -> Vec<u64> {
    HeapGame::parse(game)
        .unwrap()
        .sequence(len, |_| {})
        .into_iter()
        .map(u64::from)
        .collect()
}

fn list(values: &[u64]) -> String {
    values.iter().map(|v| format!("{v}\n")).collect()
}

fn grid_text(table: &[u32], n: usize) -> String {
    table
        .chunks(n)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(u32::to_string).collect();
            cells.join(" ") + "\n"
        })
        .collect()
}

fn holds(report: &Report, kind: Kind) -> Option<&Finding> {
    report.findings().iter().find(|f| f.kind == kind && f.holds)
}

#[test]
fn sequences_of_heap_games() {
    // (name, game, values, period, preperiod, saltus, zeros from the
    // preperiod on, as residues of the period)
    type Case<'a> = (&'a str, &'a str, usize, usize, usize, u64, &'a [u64]);
    let cases: [Case<'_>; 6] = [
        ("Kayles", "0.77", 300, 12, 71, 0, &[]),
        (
            "Dawson's Kayles",
            "0.07",
            400,
            34,
            53,
            0,
            &[5, 9, 21, 25, 29],
        ),
        ("subtraction {1, 3, 4}", "sub:1,3,4", 50, 7, 0, 0, &[0, 2]),
        ("subtraction {1, 2}", "sub:1,2", 30, 3, 0, 0, &[0]),
        ("Lasker's Nim", "laskers-nim", 60, 4, 1, 4, &[]),
        ("take-or-split:3", "take-or-split:3", 80, 8, 1, 8, &[]),
    ];
    for (name, game, len, period, preperiod, saltus, zeros) in cases {
        let values = sequence_of(game, len);
        let report = analyze(&read(&list(&values)).unwrap());
        let Report::Sequence(r, Source::List) = &report else {
            panic!("{name}: not a sequence")
        };
        let p = r
            .period
            .as_ref()
            .unwrap_or_else(|| panic!("{name}: no period"));
        assert_eq!(
            (p.period, p.preperiod, p.saltus),
            (period, preperiod, saltus),
            "{name}"
        );
        assert!(report.found(), "{name}");
        if let Some(f) = holds(&report, Kind::ZerosPeriodic).filter(|_| zeros.is_empty()) {
            assert_eq!(f.statement.id(), "pattern-no-periodic-zero", "{name}");
        } else if saltus == 0 {
            let f = holds(&report, Kind::ZerosPeriodic).unwrap();
            let residues = grundy_text::Arg::list(grundy_text::Join::Names, zeros);
            assert_eq!(f.statement.arg("residues"), Some(&residues), "{name}");
        }
        // The preperiod's counterexample is a true one.
        if preperiod > 0 {
            let f = &report.findings()[0];
            let c = f.counterexample.as_ref().unwrap();
            let (a, b) = (values[preperiod - 1], values[preperiod - 1 + period]);
            assert_ne!(a + saltus, b, "{name}: {c:?}");
        }
    }
}

#[test]
fn zeros_as_progressions_and_beatty_sequences() {
    // G(n) = 0 exactly at n = ⌊kφ⌋: the zeros are Beatty's, with φ in the interval.
    let wythoff: Vec<u64> = (0..200u64)
        .map(|n| {
            let hit = (0..=n).any(|k| crate::wythoff::floor_phi(&k) == Some(n));
            u64::from(!hit)
        })
        .collect();
    let report = analyze(&read(&list(&wythoff)).unwrap());
    let Report::Sequence(r, _) = &report else {
        panic!()
    };
    let Some(Beatty::Holds { lo, hi, .. }) = r.beatty else {
        panic!("{:?}", r.beatty)
    };
    assert!(lo.cmp_wythoff_slope(1).is_gt() && hi.cmp_wythoff_slope(1).is_lt());
    assert!(holds(&report, Kind::ZerosBeatty).is_some());
    // Kayles-like zeros 0, 4, 8, 14 are neither, with the first counterexample.
    let f = analyze(&read("0 1 1 1 0 1 1 1 0 1 1 1 1 1 0 1").unwrap());
    let beatty = f
        .findings()
        .iter()
        .find(|f| f.kind == Kind::ZerosBeatty)
        .unwrap();
    let c = beatty.counterexample.as_ref().unwrap();
    assert_eq!(c.id(), "pattern-beatty-counterexample");
    let text = |s: &str| Some(grundy_text::Arg::Text(s.into()));
    let args = ["k", "z", "needs_lo", "needs_hi", "lo", "hi"].map(|a| c.arg(a).cloned());
    assert_eq!(
        args,
        [
            text("3"),
            text("14"),
            text("14/3"),
            text("5"),
            text("4"),
            text("9/2")
        ]
    );
    // An arithmetic progression is said to be one.
    let f = analyze(&read("1 0 1 1 0 1 1 0 1 1 0 1").unwrap());
    let statement = &holds(&f, Kind::ZerosProgression).unwrap().statement;
    assert_eq!(statement.id(), "pattern-zeros-progression");
    assert_eq!(
        (statement.arg("formula"), statement.arg("last")),
        (text("3k + 1").as_ref(), text("3").as_ref())
    );
}

#[test]
fn two_pile_tables() {
    // (name, table, size, the slope c of b_k − a_k, pairs seen)
    let rules = |spec: &str| spec.parse::<TwoPileRules>().unwrap();
    let cases: [(&str, Vec<u32>, usize, i128, usize); 5] = [
        ("Wythoff", crate::wythoff::grundy_table(40), 40, 1, 16),
        (
            "Wythoff by the rules",
            rules("one,both").grundy_table(25),
            25,
            1,
            10,
        ),
        ("2-Wythoff", rules("one,both<2").grundy_table(40), 40, 2, 12),
        ("3-Wythoff", rules("one,both<3").grundy_table(50), 50, 3, 12),
        ("Nim", rules("one").grundy_table(12), 12, 0, 12),
    ];
    for (name, table, n, c, count) in cases {
        let report = analyze(&read(&grid_text(&table, n)).unwrap());
        let Report::Grid(g, Source::Numbers) = &report else {
            panic!("{name}: not a grid")
        };
        assert!(g.symmetric && g.mex && g.one_each, "{name}");
        assert_eq!(g.linear, Some((c, 0)), "{name}");
        assert_eq!(g.pairs.len(), count, "{name}");
        // Every pair is a P-position of the table, and of the game.
        for &(a, b) in &g.pairs {
            assert_eq!(table[a as usize * n + b as usize], 0, "{name}");
        }
        let shape = holds(&report, Kind::WythoffShape).unwrap();
        if c >= 1 {
            assert!(
                shape
                    .evidence
                    .iter()
                    .any(|e| e.id() == "pattern-shape-alpha"
                        && e.arg("inside") == Some(&grundy_text::Arg::yes(true))),
                "{name}: {shape:?}"
            );
        } else {
            assert_eq!(shape.statement.id(), "pattern-shape-nim", "{name}");
        }
    }
    // Equal amounts only: P-positions where both piles are even or one is
    // 0… whatever they are, not Wythoff's shape.
    let both = rules("both").grundy_table(12);
    let report = analyze(&read(&grid_text(&both, 12)).unwrap());
    assert!(holds(&report, Kind::WythoffShape).is_none());
}

#[test]
fn marks_and_the_edge_of_the_table() {
    // Wythoff's P-positions as marks, the pair (19, 31) beyond the edge.
    let n = 30;
    let mut text = String::new();
    for a in 0..n {
        for b in 0..n {
            let lost = !crate::wythoff::outcome(&(a as u64), &(b as u64)).first_player_wins();
            text.push(if lost { 'P' } else { 'N' });
        }
        text.push('\n');
    }
    let report = analyze(&read(&text).unwrap());
    let Report::Grid(g, Source::Marks) = &report else {
        panic!()
    };
    assert_eq!(g.cut, Some(19));
    assert_eq!(g.pairs.len(), 12);
    assert!(holds(&report, Kind::WythoffShape).is_some());
}

#[test]
fn a_random_table_has_no_pattern() {
    // A fixed linear congruential generator: the same table every run.
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = || {
        x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        (x >> 33) % 5
    };
    let n = 20;
    let text: String = (0..n)
        .map(|_| {
            let row: Vec<String> = (0..n).map(|_| next().to_string()).collect();
            row.join(" ") + "\n"
        })
        .collect();
    let report = analyze(&read(&text).unwrap());
    assert!(!report.found(), "{}", report.text());
    assert_eq!(report.text().messages().last(), Some(&no_pattern()));
    let values: Vec<u64> = (0..200).map(|_| next()).collect();
    let report = analyze(&read(&list(&values)).unwrap());
    assert!(!report.found(), "{}", report.text());
}

/// Regression (issue 42): two columns whose first did not count up by one
/// were refused as broken lines `n value`, though three columns were read
/// as a table; now two are a table too, and only counting up makes them a
/// sequence.
#[test]
fn two_columns_are_a_sequence_only_when_the_first_counts_up() {
    let cases: [(&str, &str, bool); 4] = [
        ("n from 0", "0 5\n1 6\n2 7\n", true),
        ("n from 7", "7 5\n8 6\n9 7\n", true),
        ("a gap in n", "0 5\n1 6\n3 7\n", false),
        ("a table of two columns", "5 0\n6 1\n7 2\n5 3\n", false),
    ];
    for (name, text, sequence) in cases {
        match read(text).unwrap_or_else(|e| panic!("{name}: {e}")) {
            Table::Sequence { .. } => assert!(sequence, "{name}: read as a sequence"),
            Table::Grid(g) => {
                assert!(!sequence, "{name}: read as a table");
                assert_eq!(g.columns, 2, "{name}");
            }
        }
    }
}

#[test]
fn malformed_lines_are_refused_with_their_line_and_column() {
    // What they say is checked in tests/wording_pattern.rs.
    let cases: [(&str, &str, (usize, usize, &str)); 12] = [
        (
            "a word among numbers",
            "0 1 2\n1 x 0\n",
            (2, 3, "pattern-not-natural"),
        ),
        ("a negative value", "0\n-1\n", (2, 1, "pattern-not-natural")),
        (
            "past 64 bits",
            "1 2 18446744073709551616",
            (1, 5, "pattern-too-large"),
        ),
        (
            "a short row",
            "0 1 2\n1 2\n2 0 1\n",
            (2, 3, "pattern-row-entries"),
        ),
        ("a bad mark", "PNN\nNxP\n", (2, 2, "pattern-not-a-mark")),
        (
            "marks of unequal rows",
            "P N\nN P N\n",
            (2, 5, "pattern-row-marks"),
        ),
        ("neither", "hello 1 2\n", (1, 1, "pattern-not-a-table")),
        (
            "seq row label",
            "kayles = 0.77: G(0..=3)\n0: 0 1\n3: 2 3\n",
            (3, 1, "pattern-seq-row-number"),
        ),
        (
            "seq short",
            "kayles = 0.77: G(0..=3)\n0: 0 1 2\n",
            (2, 9, "pattern-seq-count"),
        ),
        (
            "csv n",
            "n,value\n0,0\n2,1\n",
            (3, 1, "pattern-csv-count-up"),
        ),
        (
            "csv table label",
            "a\\b,0,1\n0,0,1\n0,1,0\n",
            (3, 1, "pattern-row-label"),
        ),
        // Regression (found by the pattern fuzz target): a header with no
        // rows was refused as an empty text, at no line.
        (
            "a csv header alone",
            "# values\nn,value\n",
            (2, 1, "pattern-nothing-under"),
        ),
    ];
    for (name, text, (line, column, id)) in cases {
        match read(text).expect_err(name) {
            ReadError::At {
                line: l,
                column: c,
                message,
            } => assert_eq!((l, c, message.id()), (line, column, id), "{name}"),
            ReadError::Empty => panic!("{name}: empty"),
        }
    }
    // A heading of grundy's, known as the face read it.
    let known = Headers::read_by([|m: &grundy_text::Message| m.id().to_string()]);
    let e = read_with("wythoff-map-heading\n", &known).unwrap_err();
    assert_eq!(
        e.message().arg("message"),
        Some(&grundy_text::Arg::Message(msg!(
            "pattern-nothing-under",
            source = Source::WythoffMap.describe()
        )))
    );
    assert_eq!(read("\n  \n# a comment\n"), Err(ReadError::Empty));
    // Regression: a line of separators only was taken for a row and its
    // first word looked up, which it has not; it is a blank line.
    assert_eq!(read(",,\n"), Err(ReadError::Empty));
    assert!(matches!(
        read("0 1 2\n , ,\n1 2 0\n2 0 1\n"),
        Ok(Table::Grid(_))
    ));
    assert!(read("kayles = 0.77: G(0..=1)\n,\n0: 0 1\n").is_ok());
}

#[test]
fn simplest_fractions_are_the_least_denominators() {
    for p1 in 0..30u128 {
        for q1 in 1..12u128 {
            for (p2, q2) in [(p1 + 1, q1), (p1 * 3 + 1, q1 * 3), (p1 * 7 + 2, q1 * 7)] {
                let (lo, hi) = (Ratio::new(p1, q1), Ratio::new(p2, q2));
                if lo >= hi {
                    continue;
                }
                let s = simplest_between(lo, true, Some(hi), false);
                assert!(lo <= s && s < hi);
                let brute = (1..=s.den)
                    .find_map(|q| {
                        (0..=q * 40)
                            .map(|p| Ratio::new(p, q))
                            .find(|r| lo <= *r && *r < hi)
                    })
                    .unwrap();
                assert_eq!(s, brute, "[{lo}, {hi})");
            }
        }
    }
}

/// The least period of `block`: its shortest root.
fn least_period(block: &[u64]) -> usize {
    (1..=block.len())
        .find(|&p| {
            block.len().is_multiple_of(p) && (p..block.len()).all(|i| block[i] == block[i - p])
        })
        .unwrap()
}

/// Texts near the formats: headers, labels, numbers, marks and junk.
fn near_tables() -> impl Strategy<Value = String> {
    let head = prop::sample::select(vec![
        "",
        "kayles = 0.77: G(0..=5)\n",
        "n,value\n",
        "a\\b,0,1,2\n",
        "Wythoff P-positions for piles 0..3: row = first pile\n",
    ]);
    (head, "[0-9PN.,:# x\n-]{0,60}").prop_map(|(h, body)| format!("{h}{body}"))
}

proptest! {
    #[test]
    fn any_text_is_read_or_refused_without_a_panic(text in near_tables()) {
        match read(&text) {
            Ok(table) => {
                let report = analyze(&table);
                prop_assert!(!report.text().is_empty());
            }
            Err(ReadError::At { line, column, .. }) => prop_assert!(line >= 1 && column >= 1),
            Err(ReadError::Empty) => {}
        }
    }

    #[test]
    fn reported_periods_and_preperiods_are_the_true_ones(
        pre in prop::collection::vec(0u64..4, 0..20),
        block in prop::collection::vec(0u64..4, 1..10),
        extra in 0usize..30,
    ) {
        let p = least_period(&block);
        let block = &block[..p];
        let mut values = pre.clone();
        // Long enough: the rule needs N − e >= 3p and N − e − p >= e.
        let len = (pre.len() + 3 * p).max(2 * pre.len() + p) + extra;
        while values.len() < len {
            values.push(block[(values.len() - pre.len()) % p]);
        }
        // The true preperiod: the preperiod's tail may already repeat.
        let mut e = pre.len();
        while e > 0 && values[e - 1] == values[e - 1 + p] {
            e -= 1;
        }
        let r = analyze_sequence(0, &values);
        let found = r.period.expect("a period");
        prop_assert_eq!((found.period, found.preperiod, found.saltus), (p, e, 0));
    }

    #[test]
    fn beatty_intervals_are_exact(p in 0u128..50, q in 1u128..20, len in 3usize..40, bump in 0usize..40) {
        let alpha = Ratio::new(p, q);
        let mut z: Vec<u64> = (0..len as u128).map(|k| (k * p / q) as u64).collect();
        match beatty(&z) {
            Some(Beatty::Holds { lo, hi, simplest, .. }) => {
                prop_assert!(lo <= alpha && alpha < hi);
                prop_assert!(lo <= simplest && simplest < hi);
                // The ends are tight: lo itself fits, and hi is some (z_k + 1)/k.
                prop_assert!((1..len).all(|k| (k as u128 * lo.num / lo.den) as u64 == z[k]));
            }
            other => prop_assert!(false, "{:?}", other),
        }
        // One term raised: where a slope is still claimed, it gives every
        // term; where none is, the terms before the counterexample have one.
        let k = 1 + bump % (len - 1);
        z[k] += 1 + (bump % 3) as u64;
        match beatty(&z) {
            Some(Beatty::Holds { lo, hi, .. }) => {
                prop_assert!(lo < hi);
                prop_assert!((1..len).all(|i| (i as u128 * lo.num / lo.den) as u64 == z[i]));
            }
            Some(Beatty::Fails { k: at, from: 0, before: Some((lo, _)), .. }) => {
                prop_assert!((1..at as usize).all(|i| (i as u128 * lo.num / lo.den) as u64 == z[i]));
            }
            other => prop_assert!(false, "{:?}", other),
        }
    }
}

//! What coin-turning games say, in English: their refusals, their moves'
//! descriptions (typed back as moves) and their explanations.

use grundy_engine::kinds::parse_component;

#[test]
fn bad_positions_say_what_is_wrong() {
    for (text, says) in [
        ("coins:mock=1,x", "head 2"),
        ("coins:mock=0", "numbered from 1"),
        ("coins:mock=3,3", "listed once"),
        ("coins:corners=3", "two numbers a coin"),
        ("coins:corners=3:4:5", "two numbers a coin"),
        ("coins:mock=1:2", "one number a coin"),
        ("coins:1-3Q=1", "'Q' is not a modifier"),
        ("coins:1-2x1-2x1-2x1-2=1:1:1:1", "at most 3"),
        ("coins:cornersxmock=1:1", "already a product"),
        ("coins:mock=99999999999999999999999", "too large"),
        ("coins:mock=5000", "more than 1000000 moves"),
        (
            "coins:motley=40",
            "would turn more than 50000000 coins over its moves",
        ),
        // Regressions (found by the coins fuzz target): counted by moves
        // alone, the moves of coin 3:4111111111111111 took a minute to be
        // refused, and a table of 88888888888882 coins was allocated first.
        (
            "coins:1-1x1+C=3:4111111111111111",
            "listing every move of these heads would turn more than 500000000 coins",
        ),
        (
            "coins:grunt=5,88888888888882",
            "would turn more than 50000000 coins",
        ),
    ] {
        let e = parse_component(text)
            .err()
            .unwrap_or_else(|| panic!("{text} accepted"));
        let e = grundy_i18n::say(&e.message());
        assert!(e.contains(says), "{text}: {e}");
    }
}

#[test]
fn typed_moves_are_exactly_the_legal_moves() {
    for text in [
        "coins:mock=2,5",
        "coins:ruler=3,4",
        "coins:corners=2:3,3:1",
        "coins:grunt=7",
    ] {
        let c = parse_component(text).unwrap();
        for (m, _) in c.all_moves(10_000).unwrap() {
            // The coins a move turns, as its description names them.
            let description = grundy_i18n::say(&m.description);
            let coins = description
                .trim_start_matches("turn coins ")
                .trim_start_matches("turn coin ");
            let words: Vec<&str> = coins
                .split([',', ' '])
                .filter(|w| !w.is_empty() && *w != "and")
                .collect();
            let typed = c
                .read_move(&words)
                .unwrap_or_else(|e| panic!("{text}: {words:?}: {e}"));
            assert_eq!(typed.after, m.after, "{text}: {words:?}");
        }
        // Turning a tail last, or coins the rule does not turn together.
        assert!(
            c.read_move(&["1"]).is_err() || text.contains("corners"),
            "{text}"
        );
    }
    let mock = parse_component("coins:mock=2,5").unwrap();
    for (words, says) in [
        (
            &["1", "3", "4", "5"][..],
            "does not turn those coins together",
        ),
        (&["4"], "shows tails"),
        (&["5", "5"], "named twice"),
        (&["x"], "not a coin"),
        (&[], "name the coins"),
    ] {
        let e = grundy_i18n::say(mock.read_move(words).unwrap_err().message());
        assert!(e.contains(says), "{words:?}: {e}");
    }
}

#[test]
fn explain_names_the_heads_as_they_are_written() {
    // Regression: the heads are kept padded to three coordinates inside,
    // and the explanation once showed a board's 2:3 as 2:3:0.
    for (text, heads) in [
        (
            "coins:corners=2:3,4:1",
            "Heads: 2:3 → 1, 4:1 → 4; their xor is 5.",
        ),
        ("coins:mock=1,4", "Heads: 1 → 1, 4 → 7; their xor is 6."),
        ("coins:corners3=2:2:2", "Heads: 2:2:2 → 1; their xor is 1."), // 2 ⊗ 2 ⊗ 2 = 3 ⊗ 2 = 1
    ] {
        let explained = grundy_i18n::read(&parse_component(text).unwrap().explain().unwrap());
        assert!(explained.contains(heads), "{text}: {explained}");
    }
}

#[test]
fn malformed_turning_codes_say_what_is_wrong() {
    use grundy_engine::coins::code::TurningCode;
    use grundy_i18n::{say_in, Lang};
    for (code, says) in [
        ("", "a count of coins is missing"),
        ("x", "a count of coins is missing"),
        ("0", "\"0\" is no count"),
        ("3-1", "the range 3-1 is empty"),
        ("1-3Q", "'Q' is not a modifier"),
        ("1-3C(", "C( has no closing )"),
        ("1-3C(0)", "a span of at least 1"),
        ("1CE", "exclude one another"),
        ("1-3,", "a count of coins is missing"),
        ("99999999999", "no count of coins"),
    ] {
        let e = say_in(Lang::En, &TurningCode::parse(code).unwrap_err().message());
        assert!(e.contains(says), "{code}: {e}");
    }
}

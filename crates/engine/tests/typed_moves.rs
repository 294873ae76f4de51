//! A move typed in a game's own terms (`grundy play`'s syntax) is read by
//! the game's family without listing moves; these tests check, on small
//! positions of every kind, that what it accepts is exactly the legal
//! moves: every legal move can be typed, and every typed move accepted is
//! legal.

use grundy_engine::kinds::parse_component;
use std::collections::BTreeSet;

/// Every sequence of up to three words from a small vocabulary.
fn typings() -> Vec<Vec<String>> {
    let mut vocabulary: Vec<String> = (0..=9).map(|n| n.to_string()).collect();
    vocabulary.extend(["both", "x", "-1"].map(String::from));
    typings_of(&vocabulary, 3)
}

/// Every sequence of up to `most` words from `vocabulary`.
fn typings_of(vocabulary: &[String], most: usize) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = vec![Vec::new()];
    let mut last = vec![Vec::new()];
    for _ in 0..most {
        let mut next = Vec::new();
        for w in &last {
            for v in vocabulary {
                let mut w = w.clone();
                w.push(v.clone());
                next.push(w);
            }
        }
        out.extend(next.iter().cloned());
        last = next;
    }
    out
}

#[test]
fn typed_moves_are_exactly_the_legal_moves() {
    let cases = [
        ("a nim pile", "nim=6"),
        ("an empty nim pile", "nim=0"),
        ("a bounded pile", "bounded:3=7"),
        ("a Wythoff pair", "wythoff=3,5"),
        ("a staircase", "staircase=2,1,3"),
        ("a number's divisors", "divisors=12"),
        ("one Kayles row", "kayles=7"),
        ("two Kayles rows", "kayles=3,4"),
        ("Grundy's game", "grundys-game=8"),
        ("Lasker's Nim", "laskers-nim=4,2"),
        ("a subtraction set", "sub:1,3,4=6,2"),
        ("an all-but set", "allbut:2=5"),
        ("Dawson's Kayles", "0.07=6,3"),
        ("a code that splits without taking", "4.07=7"),
        ("coins in a circle", "circle=5"),
        ("a box of stones", "boxes=12,3"),
        ("take-or-split:3", "take-or-split:3=7"),
        ("a hexadecimal code that leaves three heaps", "0.8=6"),
        (
            "a Hackenbush graph with a triangle",
            "hackenbush=1-2,2-3,3-1,3-4",
        ),
        (
            "Hackenbush with parallel edges and a loop",
            "hackenbush=1-2,1-2,2-2,2-3",
        ),
    ];
    check_typings(&cases, &typings());
}

fn check_typings(cases: &[(&str, &str)], typings: &[Vec<String>]) {
    for &(name, text) in cases {
        let c = parse_component(text).unwrap();
        let legal: BTreeSet<Vec<String>> = c
            .all_moves(10_000)
            .unwrap()
            .into_iter()
            .map(|(m, _)| m.after_numbers.iter().map(ToString::to_string).collect())
            .collect();
        let mut typed = BTreeSet::new();
        for words in typings {
            let words: Vec<&str> = words.iter().map(String::as_str).collect();
            if let Ok(m) = c.read_move(&words) {
                let after: Vec<String> = m.after_numbers.iter().map(ToString::to_string).collect();
                assert!(
                    legal.contains(&after),
                    "{name}: {words:?} is accepted but not legal"
                );
                // The position after the move is the one the move says.
                assert_eq!(c.after(&m).describe(), m.after, "{name}: {words:?}");
                typed.insert(after);
            }
        }
        assert_eq!(typed, legal, "{name}: some legal move cannot be typed");
    }
}

/// A heap far past any table is moved in at any size when the game's
/// period is proven: the typed move is checked against the rules, and the
/// value after it comes from the period.
#[test]
fn a_huge_kayles_row_takes_typed_moves() {
    let c = parse_component("kayles=100000000000000000000").unwrap();
    let m = c.read_move(&["2", "1000"]).unwrap();
    assert_eq!(m.after, "kayles=1000,99999999999999998998");
    assert!(format!("{:?}", c.read_move(&["3"]).unwrap_err().message()).contains("not-allowed"));
    assert!(
        c.read_move(&["0", "5"]).is_err(),
        "kayles cannot split without taking"
    );
}

/// Splits into three and four heaps of several heaps take four words
/// (`H N A B`, `N A B C`).
#[test]
fn typed_splits_into_more_heaps_are_exactly_the_legal_ones() {
    let vocabulary: Vec<String> = (0..=7)
        .map(|n| n.to_string())
        .chain(["x".to_string()])
        .collect();
    let cases = [
        ("take-or-split:3 on two heaps", "take-or-split:3=5,3"),
        ("take-or-split:4", "take-or-split:4=7"),
    ];
    check_typings(&cases, &typings_of(&vocabulary, 4));
    // Too many heaps named, and heaps that do not fit, are refused
    // (their words: tests/wording_heaps.rs).
    let c = parse_component("take-or-split:3=7").unwrap();
    for words in [
        &["0", "1", "1", "1"][..],
        &["0", "3", "4"],
        &["0", "0", "4"],
        &["2", "1", "2"],
        &["0", "3"],
    ] {
        assert!(c.read_move(words).is_err(), "{words:?}");
    }
    let m = c.read_move(&["0", "3", "1"]).unwrap();
    assert_eq!(m.after, "take-or-split:3=1,3,3");
    let five = parse_component("take-or-split:5=6").unwrap();
    let m = five.read_move(&["0", "1", "1", "1", "1"]).unwrap();
    assert_eq!(m.after, "take-or-split:5=1,1,1,1,2");
    let two = parse_component("take-or-split:4=9,4").unwrap();
    assert!(two.read_move(&["1", "0", "1", "1", "1", "1"]).is_err());
}

/// A date's moves are typed by name: `day` (or `d`) for the next day,
/// `month` (or `m`) for the same day of the next month.
#[test]
fn typed_calendar_moves_are_exactly_the_legal_ones() {
    let vocabulary: Vec<String> = ["day", "month", "d", "m", "year", "1", "x"]
        .map(String::from)
        .to_vec();
    let cases = [
        ("a date with both moves", "calendar=2001-10-03"),
        ("no 31 February", "calendar=2001-01-31"),
        ("the next month past the end", "calendar=2001-11-03"),
        ("the end itself", "calendar=2001-11-04"),
        ("a leap day", "calendar=2000-02-29"),
        ("an end of its own", "calendar=1999-12-31..2000-01-01"),
    ];
    check_typings(&cases, &typings_of(&vocabulary, 2));
}

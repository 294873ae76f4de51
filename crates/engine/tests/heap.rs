//! Heap games against the brute-force oracle: the generic solver on
//! positions of several heaps, with moves written out from each game's
//! rules here, independently of the engine's move lists and sequences.

use grundy_engine::heap::HeapGame;
use grundy_engine::solver::Solver;

mod common;

use common::{fibonacci, Rules};

fn games() -> Vec<(&'static str, Rules, usize)> {
    vec![
        ("nim", Rules::Subtract(Box::new(|_| true)), 30),
        ("kayles", Rules::Code(vec![0, 7, 7]), 30),
        ("dawsons-kayles", Rules::Code(vec![0, 0, 7]), 30),
        ("dawsons-chess", Rules::Code(vec![0, 1, 3, 7]), 30),
        ("treblecross", Rules::Code(vec![0, 0, 0, 7]), 30),
        ("guiles", Rules::Code(vec![0, 1, 5]), 30),
        ("0.6", Rules::Code(vec![0, 6]), 30),
        ("4.07", Rules::Code(vec![4, 0, 7]), 24),
        ("0.8", Rules::Code(vec![0, 8]), 22),
        ("0.F", Rules::Code(vec![0, 15]), 22),
        ("grundys-game", Rules::Grundys, 30),
        ("laskers-nim", Rules::Lasker, 24),
        ("fibonacci", Rules::Subtract(Box::new(fibonacci)), 40),
        (
            "sub:1,2",
            Rules::Subtract(Box::new(|s| s == 1 || s == 2)),
            40,
        ),
        (
            "sub:2,5,7",
            Rules::Subtract(Box::new(|s| [2, 5, 7].contains(&s))),
            40,
        ),
        (
            "allbut:1,3",
            Rules::Subtract(Box::new(|s| s != 1 && s != 3)),
            40,
        ),
        ("allbut:2", Rules::Subtract(Box::new(|s| s != 2)), 40),
    ]
}

#[test]
fn every_named_game_matches_the_oracle_heap_by_heap() {
    for (name, rules, max) in games() {
        let game = HeapGame::parse(name).unwrap();
        let sequence = game.sequence(max + 1, |_| {});
        let mut oracle = Solver::new(rules);
        for (n, &g) in sequence.iter().enumerate() {
            let heap = if n == 0 { vec![] } else { vec![n] };
            assert_eq!(
                u64::from(g),
                oracle.grundy(&heap).unwrap(),
                "{name}: G({n})"
            );
        }
    }
}

#[test]
fn option_lists_match_the_rules() {
    for (name, rules, max) in games() {
        let game = HeapGame::parse(name).unwrap();
        for n in 0..=max.min(20) {
            let mut listed: Vec<Vec<usize>> = Vec::new();
            game.for_each_option(n, |heaps| {
                let mut h = heaps.to_vec();
                h.sort_unstable();
                listed.push(h);
            });
            let mut expected: Vec<Vec<usize>> = rules
                .replacements(n)
                .into_iter()
                .map(|mut h| {
                    h.sort_unstable();
                    h
                })
                .collect();
            listed.sort();
            listed.dedup();
            expected.sort();
            expected.dedup();
            assert_eq!(listed, expected, "{name}: options of {n}");
        }
    }
}

/// Sprague–Grundy: a position of several heaps is worth the xor of its heaps.
#[test]
fn several_heaps_are_worth_the_xor_of_their_values() {
    for (name, rules, _) in games()
        .into_iter()
        .filter(|(n, _, _)| ["kayles", "grundys-game", "sub:2,5,7", "laskers-nim"].contains(n))
    {
        let g = HeapGame::parse(name).unwrap().sequence(13, |_| {});
        let mut oracle = Solver::new(rules);
        for a in 1..=12usize {
            for b in a..=12 {
                let value = oracle.grundy(&vec![a, b]).unwrap();
                assert_eq!(value, u64::from(g[a] ^ g[b]), "{name}: {a} + {b}");
            }
        }
    }
}

#[test]
fn periods_are_minimal_and_proofs_are_honest() {
    let cases = [
        // (game, values, period, preperiod, saltus, proven)
        ("sub:1,2", 100, Some((3, 0, 0)), true),
        ("kayles", 200, Some((12, 71, 0)), true),
        ("kayles", 167, Some((12, 71, 0)), false),
        ("kayles", 168, Some((12, 71, 0)), true),
        ("kayles", 150, None, false),
        ("grundys-game", 40, None, false),
        ("dawsons-kayles", 300, Some((34, 53, 0)), true),
        ("0.6", 100, None, false),
        ("laskers-nim", 100, Some((4, 1, 4)), false),
        ("allbut:1,3", 200, Some((2, 0, 1)), false),
        ("nim", 50, Some((1, 0, 1)), true),
        // Regression: G(0..5) of 0.004 are all 0, and the proof was claimed
        // with too few values and a preperiod of 0; G(5) = 1.
        ("0.004", 5, Some((1, 0, 0)), false),
        ("0.004", 7, None, false),
    ];
    for (name, len, expected, proven) in cases {
        let game = HeapGame::parse(name).unwrap();
        let p = game.periodicity(&game.sequence(len, |_| {}));
        let got = p.period.as_ref().map(|p| (p.period, p.preperiod, p.saltus));
        assert_eq!(got, expected, "{name} to {len}");
        assert_eq!(p.proven, proven, "{name} to {len}: {:?}", p.proof);
    }
}

/// Values after a proven period are filled from it; they must be the values
/// computed one by one.
#[test]
fn the_proven_period_shortcut_changes_no_value() {
    for name in [
        "kayles",
        "dawsons-kayles",
        "sub:2,5,7",
        "0.16",
        "guiles",
        "0.6",
    ] {
        let game = HeapGame::parse(name).unwrap();
        assert_eq!(
            game.sequence(3000, |_| {}),
            game.sequence_direct(3000),
            "{name}"
        );
    }
}

/// Every "proven" period must hold further than it was checked: for every
/// octal code of up to three digits, every prefix that claims a proof is
/// compared with the values computed one by one well beyond it.
#[test]
fn a_proven_period_is_never_contradicted_later() {
    let far = 1200;
    let mut proofs = 0;
    for code in 1..512u32 {
        let digits = [(code >> 6) & 7, (code >> 3) & 7, code & 7];
        let text = format!("0.{}{}{}", digits[0], digits[1], digits[2]);
        let Ok(game) = HeapGame::parse(&text) else {
            continue;
        };
        let full = game.sequence_direct(far);
        let lengths = (4..300).chain((300..far / 2).step_by(37));
        for len in lengths {
            let p = game.periodicity(&full[..len]);
            if !p.proven {
                continue;
            }
            let per = p.period.expect("a proof has a period");
            for n in per.preperiod.max(1)..far - per.period {
                assert_eq!(
                    full[n + per.period],
                    full[n],
                    "{text}: claimed proven at {len} values ({:?}), but G({}) != G({n})",
                    p.proof,
                    n + per.period
                );
            }
            proofs += 1;
            break;
        }
    }
    assert!(
        proofs > 100,
        "only {proofs} codes were proven periodic: the test checks too little"
    );
}

/// Regression: the period of a finite subtraction set was looked for by
/// walking back from the end once per candidate period, quadratic on the
/// long stretches of a short period that a large amount leaves (S-Nim with
/// {300000, 400000} took 15 s). It is now the first stretch of max(S)
/// values to repeat, found in linear time: for every set of amounts up to
/// 8, the proof is claimed exactly from the first length at which the
/// definition proves it, with the least period and preperiod, and never
/// before.
#[test]
fn a_subtraction_set_is_proven_periodic_exactly_when_its_window_repeats() {
    let far = 600;
    for mask in 1..256u32 {
        let set: Vec<usize> = (1..=8).filter(|s| mask & (1 << (s - 1)) != 0).collect();
        let m = *set.last().unwrap();
        let spec = format!(
            "sub:{}",
            set.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(",")
        );
        let game = HeapGame::parse(&spec).unwrap();
        let full = game.sequence_direct(far);
        // The definition: the least p whose repeat, walked back from the
        // end, spans a window of m values; its least preperiod.
        let (period, preperiod) = (1..far / 2)
            .find_map(|p| {
                let e = (0..far - p)
                    .rev()
                    .take_while(|&n| full[n + p] == full[n])
                    .last()
                    .unwrap_or(far - p);
                (far - p - e >= m).then_some((p, e))
            })
            .unwrap_or_else(|| panic!("{spec}: no period within {far} values"));
        let first = preperiod + period + m;
        assert!(2 * first <= far, "{spec}: the test looks too little far");
        for len in 1..=2 * first {
            let p = game.periodicity(&full[..len]);
            if len < first {
                assert!(!p.proven, "{spec}: proven at {len} values, before {first}");
            } else {
                assert!(p.proven, "{spec}: not proven at {len} values");
                let got = p.period.map(|p| (p.period, p.preperiod, p.saltus));
                assert_eq!(got, Some((period, preperiod, 0)), "{spec} at {len} values");
            }
        }
    }
}

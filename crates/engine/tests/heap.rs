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
        ("take-or-split:2", Rules::Lasker, 24),
        ("take-or-split:3", Rules::TakeOrSplit(3), 22),
        ("8.333…", Rules::TakeOrSplit(3), 16),
        ("take-or-split:4", Rules::TakeOrSplit(4), 20),
        ("take-or-split:5", Rules::TakeOrSplit(5), 18),
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
    for (name, rules, _) in games().into_iter().filter(|(n, _, _)| {
        [
            "kayles",
            "grundys-game",
            "sub:2,5,7",
            "laskers-nim",
            "take-or-split:3",
            "take-or-split:4",
        ]
        .contains(n)
    }) {
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
        // Take-or-split:3's closed form is its period, proven.
        ("take-or-split:3", 100, Some((8, 1, 8)), true),
        ("take-or-split:3", 3, Some((8, 1, 8)), true),
        ("take-or-split:4", 100, None, false),
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

/// The plain search of take-or-split:K from its rules, heap by heap: the
/// value of a heap is the mex, over every move (any removal, every split
/// into K non-empty heaps), of the xor of the heaps it leaves. The splits
/// are the rules' ordered ones for K <= 4, and written out here in
/// non-decreasing order for larger K, whose ordered splits are too many.
fn take_or_split_by_search(k: usize, up_to: usize) -> Vec<u32> {
    fn sorted_splits(
        rest: usize,
        parts: usize,
        min: usize,
        out: &mut Vec<Vec<usize>>,
        now: &mut Vec<usize>,
    ) {
        if parts == 1 {
            if rest >= min {
                now.push(rest);
                out.push(now.clone());
                now.pop();
            }
            return;
        }
        for a in min..=rest {
            now.push(a);
            sorted_splits(rest - a, parts - 1, a, out, now);
            now.pop();
        }
    }
    let rules = Rules::TakeOrSplit(k);
    let mut g: Vec<u32> = Vec::new();
    for n in 0..=up_to {
        let options = if k <= 4 {
            rules.replacements(n)
        } else {
            let mut out: Vec<Vec<usize>> = (0..n)
                .map(|m| if m == 0 { vec![] } else { vec![m] })
                .collect();
            sorted_splits(n, k, 1, &mut out, &mut Vec::new());
            out
        };
        let reached: std::collections::BTreeSet<u32> = options
            .iter()
            .map(|heaps| heaps.iter().fold(0, |x, &h| x ^ g[h]))
            .collect();
        g.push((0..).find(|v| !reached.contains(v)).unwrap());
    }
    g
}

/// Take-or-split:3 (HDU 5795): the closed form, which values every heap,
/// is the plain search of the rules on every heap to 100, and the engine's
/// own computation from the rules (no closed form) to 600; the residue
/// check on which its proof rests finds nothing.
#[test]
fn take_or_split_3_is_its_closed_form() {
    let game = HeapGame::parse("take-or-split:3").unwrap();
    let searched = take_or_split_by_search(3, 100);
    assert_eq!(game.sequence(101, |_| {}), searched);
    let closed: Vec<u32> = (0..=100u64)
        .map(|n| u32::try_from(grundy_engine::heap::take_or_split::value(&n).unwrap()).unwrap())
        .collect();
    assert_eq!(closed, searched);
    assert_eq!(game.sequence(600, |_| {}), game.sequence_direct(600));
    assert!(grundy_engine::heap::take_or_split::residues_that_could_reach().is_empty());
    // The closed form in words, as the explanations give it.
    for (n, &v) in searched.iter().enumerate() {
        let expected = match n % 8 {
            7 => n + 1,
            0 if n > 0 => n - 1,
            _ => n,
        };
        assert_eq!(v as usize, expected, "G({n})");
    }
}

/// Take-or-split:K for K >= 4 (and K = 2, Lasker's Nim): no closed form;
/// the values the engine computes from the rules are the plain search's.
#[test]
fn take_or_split_k_is_valued_from_the_rules() {
    for (k, up_to) in [
        (2, 80),
        (4, 64),
        (5, 64),
        (6, 64),
        (8, 64),
        (16, 64),
        (64, 70),
    ] {
        let game = HeapGame::parse(&format!("take-or-split:{k}")).unwrap();
        let searched = take_or_split_by_search(k, up_to);
        assert_eq!(game.sequence(up_to + 1, |_| {}), searched, "K = {k}");
    }
    // K = 4 leaves the pattern of K = 3: G(32) is 33.
    let four = HeapGame::parse("take-or-split:4")
        .unwrap()
        .sequence(33, |_| {});
    assert_eq!((four[15], four[16], four[31], four[32]), (16, 15, 32, 33));
}

//! The conjunctive, continued conjunctive and selective sums against a plain search of the whole
//! sum from the rules (the components' own moves, no remoteness, no
//! theory): the verdict and the complete set of winning moves, under both
//! conventions, on every sum of up to three of a pool of small positions
//! and on random larger sums.

use super::*;
use crate::component::Component;
use crate::kinds::parse_component;
use std::collections::{BTreeSet, HashMap};

/// Small positions of several families, including finished ones.
const POOL: [&str; 16] = [
    "nim=0",
    "nim=1",
    "nim=2",
    "nim=3",
    "kayles=2",
    "kayles=4",
    "kayles=5",
    "wythoff=1,2",
    "wythoff=2,2",
    "staircase=1,2",
    "bounded:2=4",
    "euclid=5,3",
    "0.07=5",
    "sub:1,3=6",
    "circle=4",
    "hackenbush=1-2,2-3,3-1",
];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rule {
    Disjunctive,
    Conjunctive,
    Continued,
    Selective,
}

/// A compound move as the search sees it: for each component moved, its
/// index and the position it leaves.
type Choice = BTreeSet<(usize, String)>;

struct Oracle {
    rule: Rule,
    convention: Convention,
    memo: HashMap<Vec<String>, bool>,
    /// Each component position's options, as the component lists them.
    options: HashMap<String, Vec<String>>,
}

impl Oracle {
    fn options(&mut self, text: &str) -> Vec<String> {
        if let Some(o) = self.options.get(text) {
            return o.clone();
        }
        let c = parse_component(text).unwrap();
        let o: Vec<String> = c
            .all_moves(usize::MAX)
            .unwrap()
            .into_iter()
            .map(|(m, _)| c.after(&m).describe())
            .collect();
        self.options.insert(text.to_string(), o.clone());
        o
    }

    /// Every move of the compound from `parts`, with the parts it leaves.
    fn moves(&mut self, parts: &[String]) -> Vec<(Choice, Vec<String>)> {
        let each: Vec<Vec<String>> = parts.iter().map(|c| self.options(c)).collect();
        if self.rule == Rule::Conjunctive && each.iter().any(|m| m.is_empty()) {
            return Vec::new();
        }
        if self.rule == Rule::Continued {
            // Every component not over moves; those over stay.
            if each.iter().all(|m| m.is_empty()) {
                return Vec::new();
            }
            let mut out: Vec<(Choice, Vec<String>)> = vec![(Choice::new(), parts.to_vec())];
            for (i, options) in each.iter().enumerate() {
                if options.is_empty() {
                    continue;
                }
                out = out
                    .into_iter()
                    .flat_map(|(key, after)| {
                        options.iter().map(move |o| {
                            let mut key = key.clone();
                            key.insert((i, o.clone()));
                            let mut after = after.clone();
                            after[i] = o.clone();
                            (key, after)
                        })
                    })
                    .collect();
            }
            return out;
        }
        if self.rule == Rule::Disjunctive {
            let mut out = Vec::new();
            for (i, options) in each.iter().enumerate() {
                for o in options {
                    let mut after = parts.to_vec();
                    after[i] = o.clone();
                    out.push((Choice::from([(i, o.clone())]), after));
                }
            }
            return out;
        }
        // Option 0 stays put (selective only), k + 1 plays move k.
        let first = usize::from(self.rule == Rule::Conjunctive);
        let mut choice = vec![first; parts.len()];
        let mut out = Vec::new();
        loop {
            if choice.iter().any(|&c| c != 0) {
                let mut key = Choice::new();
                let mut after = Vec::new();
                for (i, &c) in choice.iter().enumerate() {
                    if c == 0 {
                        after.push(parts[i].clone());
                    } else {
                        key.insert((i, each[i][c - 1].clone()));
                        after.push(each[i][c - 1].clone());
                    }
                }
                out.push((key, after));
            }
            let mut i = parts.len();
            loop {
                if i == 0 {
                    return out;
                }
                i -= 1;
                choice[i] += 1;
                if choice[i] <= each[i].len() {
                    break;
                }
                choice[i] = first;
            }
        }
    }

    fn wins(&mut self, parts: &[String]) -> bool {
        if let Some(&w) = self.memo.get(parts) {
            return w;
        }
        let moves = self.moves(parts);
        let wins = if moves.is_empty() {
            self.convention == Convention::Misere
        } else {
            moves.iter().any(|(_, after)| !self.wins(after))
        };
        self.memo.insert(parts.to_vec(), wins);
        wins
    }

    fn winning(&mut self, parts: &[String]) -> BTreeSet<Choice> {
        self.moves(parts)
            .into_iter()
            .filter(|(_, after)| !self.wins(after))
            .map(|(c, _)| c)
            .collect()
    }
}

fn choices(listed: &[CompoundMove]) -> BTreeSet<Choice> {
    listed
        .iter()
        .map(|m| {
            m.parts
                .iter()
                .map(|p| (p.component, p.after.clone()))
                .collect()
        })
        .collect()
}

fn check(texts: &[&str], oracles: &mut [Oracle; 7]) {
    let parts: Vec<Box<dyn Component>> =
        texts.iter().map(|t| parse_component(t).unwrap()).collect();
    for oracle in oracles.iter_mut() {
        let texts: Vec<String> = parts.iter().map(|c| c.describe()).collect();
        let wins = oracle.wins(&texts);
        let expected = if wins {
            oracle.winning(&texts)
        } else {
            BTreeSet::new()
        };
        let (first_player_wins, winning) = match oracle.rule {
            Rule::Conjunctive => {
                let c = conjunctive(&parts, oracle.convention, Budget::DEFAULT).unwrap();
                (c.first_player_wins, c.winning)
            }
            Rule::Continued => {
                let c = continued(&parts, oracle.convention, Budget::DEFAULT).unwrap();
                (c.first_player_wins, c.winning)
            }
            Rule::Selective => {
                let s = selective(&parts, oracle.convention, Budget::DEFAULT).unwrap();
                (s.first_player_wins, s.winning)
            }
            Rule::Disjunctive => {
                let m = misere(&parts, Budget::DEFAULT).unwrap();
                if texts.iter().all(|t| t.starts_with("nim=")) {
                    assert_eq!(m.method, MisereMethod::AntiSg, "{texts:?}: Nim piles");
                }
                // A Kayles row of 4 reaches two rows of 1: value 0, not over;
                // a row of 5 is wild (genus 4^146).
                if texts.iter().any(|t| t == "kayles=4") {
                    assert_ne!(m.method, MisereMethod::AntiSg, "{texts:?}");
                }
                if texts.iter().any(|t| t == "kayles=5") {
                    assert!(matches!(m.method, MisereMethod::Search { .. }), "{texts:?}");
                }
                (m.first_player_wins, m.winning)
            }
        };
        let name = format!("{:?} {:?} {texts:?}", oracle.rule, oracle.convention);
        assert_eq!(first_player_wins, wins, "{name}: verdict");
        assert_eq!(
            winning.count,
            BigNat::from(expected.len()),
            "{name}: count {expected:?} {:?}",
            choices(&winning.listed)
        );
        if winning.complete {
            assert_eq!(choices(&winning.listed), expected, "{name}: winning moves");
        } else {
            assert!(
                choices(&winning.listed).is_subset(&expected),
                "{name}: listed"
            );
        }
    }
}

fn oracles() -> [Oracle; 7] {
    let o = |rule, convention| Oracle {
        rule,
        convention,
        memo: HashMap::new(),
        options: HashMap::new(),
    };
    [
        o(Rule::Conjunctive, Convention::Normal),
        o(Rule::Conjunctive, Convention::Misere),
        o(Rule::Selective, Convention::Normal),
        o(Rule::Selective, Convention::Misere),
        o(Rule::Disjunctive, Convention::Misere),
        o(Rule::Continued, Convention::Normal),
        o(Rule::Continued, Convention::Misere),
    ]
}

#[test]
fn every_sum_of_up_to_three_small_positions_matches_a_search_of_the_whole_sum() {
    let mut oracles = oracles();
    for (i, a) in POOL.iter().enumerate() {
        check(&[a], &mut oracles);
        for (j, b) in POOL.iter().enumerate().skip(i) {
            check(&[a, b], &mut oracles);
            for c in &POOL[j..] {
                check(&[a, b, c], &mut oracles);
            }
        }
    }
}

#[test]
fn random_sums_of_four_components_match_a_search_of_the_whole_sum() {
    let mut oracles = oracles();
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..12 {
        let texts: Vec<&str> = (0..4).map(|_| POOL[(next() % 12) as usize]).collect();
        check(&texts, &mut oracles);
    }
}

#[test]
fn a_loopless_game_too_large_is_refused_not_guessed() {
    let big = vec![
        parse_component("nim=5").unwrap(),
        parse_component("kayles=40").unwrap(),
    ];
    let small = Budget {
        positions: 10,
        ..Budget::DEFAULT
    };
    assert_eq!(
        conjunctive(&big, Convention::Normal, small).unwrap_err(),
        TooLarge::Positions { limit: 10 }
    );
}

/// The SJ theorem against the search, on every sum of up to five Nim piles
/// of up to 4 (the condition holds: only the empty pile has value 0).
#[test]
fn the_sj_theorem_matches_a_search_on_every_sum_of_nim_piles() {
    let mut oracles = oracles();
    let oracle = &mut oracles[4];
    let mut piles = vec![0u8; 0];
    for count in 1..=5 {
        piles.clear();
        piles.resize(count, 0);
        loop {
            let texts: Vec<String> = piles.iter().map(|p| format!("nim={p}")).collect();
            let parts: Vec<Box<dyn Component>> =
                texts.iter().map(|t| parse_component(t).unwrap()).collect();
            let m = misere(&parts, Budget::DEFAULT).unwrap();
            assert_eq!(m.method, MisereMethod::AntiSg);
            let wins = oracle.wins(&texts);
            assert_eq!(m.first_player_wins, wins, "{texts:?}");
            let expected = if wins {
                oracle.winning(&texts)
            } else {
                BTreeSet::new()
            };
            assert_eq!(choices(&m.winning.listed), expected, "{texts:?}");
            // The next multiset of piles, in non-decreasing order.
            let Some(i) = piles.iter().rposition(|&p| p < 4) else {
                break;
            };
            piles[i] += 1;
            let v = piles[i];
            for p in &mut piles[i + 1..] {
                *p = v;
            }
        }
    }
}

/// Tame heap games of several kinds, each with a position of value 0 that
/// is not over (so the SJ theorem does not apply), and Nim piles.
const TAME: [&str; 10] = [
    "kayles=3",
    "kayles=4",
    "kayles=1,4",
    "0.07=6",
    "0.07=9",
    "0.137=5",
    "grundys-game=6",
    "sub:1,3,4=7",
    "nim=1",
    "nim=2",
];

/// Genus theory against the search: every sum of up to three of the tame
/// positions, and random sums of five, decided by genus theory (never by
/// the search) with the verdict and every winning move the search finds.
#[test]
fn genus_theory_matches_a_search_on_sums_of_tame_components() {
    let mut oracles = oracles();
    let oracle = &mut oracles[4];
    let mut sums: Vec<Vec<&str>> = Vec::new();
    for (i, a) in TAME.iter().enumerate() {
        sums.push(vec![a]);
        for (j, b) in TAME.iter().enumerate().skip(i) {
            sums.push(vec![a, b]);
            for c in &TAME[j..] {
                sums.push(vec![a, b, c]);
            }
        }
    }
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    for _ in 0..40 {
        let sum = (0..5)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                TAME[(state % TAME.len() as u64) as usize]
            })
            .collect();
        sums.push(sum);
    }
    let mut by_genus = 0;
    for texts in sums {
        let parts: Vec<Box<dyn Component>> =
            texts.iter().map(|t| parse_component(t).unwrap()).collect();
        let texts: Vec<String> = parts.iter().map(|c| c.describe()).collect();
        let m = misere(&parts, Budget::DEFAULT).unwrap();
        assert!(
            !matches!(m.method, MisereMethod::Search { .. }),
            "{texts:?}: {:?}",
            m.method
        );
        by_genus += usize::from(matches!(m.method, MisereMethod::Genus { .. }));
        let wins = oracle.wins(&texts);
        assert_eq!(m.first_player_wins, wins, "{texts:?}: verdict");
        let expected = if wins {
            oracle.winning(&texts)
        } else {
            BTreeSet::new()
        };
        assert_eq!(
            choices(&m.winning.listed),
            expected,
            "{texts:?}: winning moves"
        );
    }
    assert!(by_genus > 200, "{by_genus} sums decided by genus theory");
}

/// A wild component sends the sum to the search, naming where it is wild.
#[test]
fn a_wild_component_is_named_and_searched() {
    let parts: Vec<Box<dyn Component>> = ["nim=2", "kayles=5"]
        .iter()
        .map(|t| parse_component(t).unwrap())
        .collect();
    let m = misere(&parts, Budget::DEFAULT).unwrap();
    let MisereMethod::Search {
        wild_component,
        wild,
        ..
    } = m.method
    else {
        panic!("{:?}", m.method);
    };
    assert_eq!(wild_component, 1);
    assert_eq!(
        (wild.position.as_str(), wild.genus.as_str()),
        ("kayles=5", "4^146")
    );
}

/// Green Hackenbush trees (stalks, forks, two stalks of two on one root,
/// worth 0 with edges left; an empty tree) and Nim piles: each a sum of
/// parts that meet the SJ condition by their rules.
const SJ_PARTS: [&str; 10] = [
    "nim=0",
    "nim=1",
    "nim=3",
    "hackenbush=1-2",
    "hackenbush=1-2,2-3",
    "hackenbush=1-2,2-3,2-4",
    "hackenbush=1-2,2-3,1-4,4-5",
    "hackenbush=1-2,1-3,3-4,3-5",
    "hackenbush=1-2,2-3,3-4,1-5",
    "hackenbush=5-6",
];

/// A misère sum with a Hackenbush tree had been explored whole, and a tree
/// worth 0 with edges left failed the SJ condition, sending the sum to
/// genus theory or a search (and past the budget, to a refusal). The
/// trees' root branches meet the condition: every sum of up to three of
/// these is decided on the parts, with the verdict and every winning move
/// of a search of the whole sum.
#[test]
fn the_sj_theorem_on_parts_matches_a_search_on_sums_of_trees_and_piles() {
    let mut oracles = oracles();
    let oracle = &mut oracles[4];
    let mut by_parts = 0;
    for (i, a) in SJ_PARTS.iter().enumerate() {
        for (j, b) in SJ_PARTS.iter().enumerate().skip(i) {
            for c in SJ_PARTS[j..].iter().map(Some).chain([None]) {
                let written: Vec<&str> = [Some(a), Some(b), c]
                    .into_iter()
                    .flatten()
                    .copied()
                    .collect();
                let parts: Vec<Box<dyn Component>> = written
                    .iter()
                    .map(|t| parse_component(t).unwrap())
                    .collect();
                let texts: Vec<String> = parts.iter().map(|c| c.describe()).collect();
                let m = misere(&parts, Budget::DEFAULT).unwrap();
                by_parts += usize::from(matches!(m.method, MisereMethod::Parts { .. }));
                let wins = oracle.wins(&texts);
                assert_eq!(m.first_player_wins, wins, "{texts:?}: verdict");
                let expected = if wins {
                    oracle.winning(&texts)
                } else {
                    BTreeSet::new()
                };
                assert_eq!(choices(&m.winning.listed), expected, "{texts:?}: moves");
            }
        }
    }
    assert!(by_parts > 100, "{by_parts} sums decided on parts");
}

/// `sum --misere nim=100000000000000000000 nim=3` was refused as too large
/// to explore, though misère Nim's rule decides piles of any size.
#[test]
fn huge_nim_piles_under_misere_play_are_decided_by_the_rule() {
    let cases: [(&str, &[&str], bool, &[&str]); 3] = [
        (
            "a huge pile and a 3",
            &["nim=100000000000000000000", "nim=3"],
            true,
            &["nim=3"],
        ),
        (
            "two equal huge piles",
            &["nim=100000000000000000000", "nim=100000000000000000000"],
            false,
            &[],
        ),
        (
            "a huge pile and two 1s",
            &["nim=100000000000000000000", "nim=1", "nim=1"],
            true,
            &["nim=1"],
        ),
    ];
    for (name, texts, wins, afters) in cases {
        let parts: Vec<Box<dyn Component>> =
            texts.iter().map(|t| parse_component(t).unwrap()).collect();
        let m = misere(&parts, Budget::DEFAULT).unwrap();
        assert!(matches!(m.method, MisereMethod::Parts { .. }), "{name}");
        assert_eq!(m.first_player_wins, wins, "{name}");
        assert!(m.winning.complete, "{name}");
        let got: Vec<&str> = m
            .winning
            .listed
            .iter()
            .map(|w| w.parts[0].after.as_str())
            .collect();
        assert_eq!(got, afters, "{name}");
    }
}

/// The misère quotient's verdicts and winning moves against the plain
/// misère search, on every sum of up to three heaps of up to 8 (as one
/// component or several) of games wild and tame: a quotient of the heaps
/// up to a bound decides every sum of them exactly.
#[test]
fn the_misere_quotient_matches_a_search_on_every_small_sum_of_heaps() {
    let mut searched = 0;
    for code in ["0.77", "0.75", "0.44", "0.123", "0.31", "0.07", "4.7"] {
        let mut oracle = Oracle {
            rule: Rule::Disjunctive,
            convention: Convention::Misere,
            memo: HashMap::new(),
            options: HashMap::new(),
        };
        let mut sums: Vec<Vec<String>> = Vec::new();
        for a in 0..=8 {
            sums.push(vec![format!("{code}={a}")]);
            for b in a..=8 {
                sums.push(vec![format!("{code}={a}"), format!("{code}={b}")]);
                sums.push(vec![format!("{code}={a},{b}")]);
                for c in b..=8 {
                    sums.push(vec![
                        format!("{code}={a}"),
                        format!("{code}={b}"),
                        format!("{code}={c}"),
                    ]);
                    sums.push(vec![format!("{code}={a},{b}"), format!("{code}={c}")]);
                }
            }
        }
        for texts in sums {
            let parts: Vec<Box<dyn Component>> =
                texts.iter().map(|t| parse_component(t).unwrap()).collect();
            let texts: Vec<String> = parts.iter().map(|c| c.describe()).collect();
            let q = by_quotient::by_quotient(&parts).unwrap();
            let wins = oracle.wins(&texts);
            assert_eq!(q.first_player_wins, wins, "{texts:?}: verdict");
            let expected = if wins {
                oracle.winning(&texts)
            } else {
                BTreeSet::new()
            };
            assert!(q.winning.complete, "{texts:?}");
            assert_eq!(
                choices(&q.winning.listed),
                expected,
                "{texts:?}: winning moves"
            );
            assert_eq!(q.winning.count, BigNat::from(expected.len()), "{texts:?}");
            searched += 1;
        }
    }
    assert!(searched > 1000);
}

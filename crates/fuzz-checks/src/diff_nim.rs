//! The Nim family's closed forms against the generic solver, which knows
//! only the rules written here: normal and misère Nim, Moore's Nim_k
//! (normal and misère), Staircase Nim and bounded Nim on random small
//! piles, chosen by the first number: their outcome or value, and where
//! the engine lists them, their whole set of winning moves.

use grundy_engine::solver::{Convention, ImpartialGame, Solver};
use grundy_engine::{bounded_nim, misere_nim, moore, nim, staircase};
use std::collections::BTreeSet;

struct Nim;

impl ImpartialGame for Nim {
    type Position = Vec<u64>;
    fn moves(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &p) in piles.iter().enumerate() {
            for to in 0..p {
                let mut next = piles.clone();
                next[i] = to;
                out.push(next);
            }
        }
        out
    }
}

/// Moore's Nim_k: take from 1 to `k` piles at once, at least one counter
/// from each.
struct Moore(usize);

impl ImpartialGame for Moore {
    type Position = Vec<u64>;
    fn moves(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        let n = piles.len();
        for set in 1u32..(1 << n) {
            if set.count_ones() as usize > self.0
                || (0..n).any(|i| set >> i & 1 == 1 && piles[i] == 0)
            {
                continue;
            }
            // Every way to lower each pile of the set.
            let chosen: Vec<usize> = (0..n).filter(|&i| set >> i & 1 == 1).collect();
            let mut next = piles.clone();
            for &i in &chosen {
                next[i] = 0;
            }
            loop {
                out.push(next.clone());
                let Some(&i) = chosen.iter().find(|&&i| next[i] + 1 < piles[i]) else {
                    break;
                };
                next[i] += 1;
                for &j in chosen.iter().take_while(|&&j| j != i) {
                    next[j] = 0;
                }
            }
        }
        out
    }
}

/// Staircase Nim: `stairs[0]` is step 1; coins move one step down, off
/// step 1 to the floor.
struct Staircase;

impl ImpartialGame for Staircase {
    type Position = Vec<u64>;
    fn moves(&self, stairs: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &c) in stairs.iter().enumerate() {
            for moved in 1..=c {
                let mut next = stairs.clone();
                next[i] -= moved;
                if i > 0 {
                    next[i - 1] += moved;
                }
                out.push(next);
            }
        }
        out
    }
}

/// Bounded Nim: take from 1 to `k` counters from one pile.
struct Bounded(u64);

impl ImpartialGame for Bounded {
    type Position = Vec<u64>;
    fn moves(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &p) in piles.iter().enumerate() {
            for take in 1..=p.min(self.0) {
                let mut next = piles.clone();
                next[i] = p - take;
                out.push(next);
            }
        }
        out
    }
}

/// Runs the target on one input, read as `(u8, Vec<u8>)` the way
/// libFuzzer's typed target reads it: the family, then up to 4 piles
/// below 9. Panics when a closed form disagrees with the solver.
///
/// ```
/// grundy_fuzz_checks::diff_nim(&[0, 3, 5, 6]);
/// ```
pub fn diff_nim(data: &[u8]) {
    let Some(input) = crate::arbitrary_input::<(u8, Vec<u8>)>(data) else {
        return;
    };
    let (family, raw) = input;
    let piles: Vec<u64> = raw.iter().take(4).map(|&p| u64::from(p % 9)).collect();
    let k = u64::from(family / 6 % 3) + 1;
    match family % 6 {
        0 => nim_against_search(&piles, false),
        1 => nim_against_search(&piles, true),
        2 | 3 => {
            let misere = family % 6 == 3;
            let convention = if misere {
                Convention::Misere
            } else {
                Convention::Normal
            };
            let mut solver = Solver::with_convention(Moore(k as usize), convention);
            let wins = solver.is_first_player_win(&piles).unwrap();
            let outcome = if misere {
                moore::misere_outcome(&piles, k)
            } else {
                moore::outcome(&piles, k)
            };
            assert_eq!(
                outcome.first_player_wins(),
                wins,
                "Nim_{k} {piles:?} misère {misere}"
            );
            if !misere {
                let fast: BTreeSet<Vec<u64>> = moore::winning_moves(&piles, k, 1_000_000)
                    .unwrap()
                    .iter()
                    .map(|m| m.apply(&piles))
                    .collect();
                let searched: BTreeSet<Vec<u64>> =
                    solver.winning_moves(&piles).unwrap().into_iter().collect();
                assert_eq!(fast, searched, "Nim_{k} {piles:?}");
            }
        }
        4 => {
            let mut solver = Solver::new(Staircase);
            assert_eq!(
                staircase::grundy(&piles),
                solver.grundy(&piles).unwrap(),
                "stairs {piles:?}"
            );
            let fast: BTreeSet<Vec<u64>> = staircase::winning_moves(&piles)
                .iter()
                .map(|m| m.apply(&piles).expect("small"))
                .collect();
            let searched: BTreeSet<Vec<u64>> =
                solver.winning_moves(&piles).unwrap().into_iter().collect();
            assert_eq!(fast, searched, "stairs {piles:?}");
        }
        _ => {
            let mut solver = Solver::new(Bounded(k));
            let limits = vec![k; piles.len()];
            assert_eq!(
                bounded_nim::grundy(&piles, &limits),
                solver.grundy(&piles).unwrap(),
                "bounded:{k} {piles:?}"
            );
            let fast: BTreeSet<Vec<u64>> = bounded_nim::winning_moves(&piles, &limits)
                .iter()
                .map(|m| m.apply(&piles))
                .collect();
            let searched: BTreeSet<Vec<u64>> =
                solver.winning_moves(&piles).unwrap().into_iter().collect();
            assert_eq!(fast, searched, "bounded:{k} {piles:?}");
        }
    }
}

/// Nim and misère Nim: outcome, winning moves and (normal play) value.
fn nim_against_search(piles: &Vec<u64>, misere: bool) {
    let convention = if misere {
        Convention::Misere
    } else {
        Convention::Normal
    };
    let mut solver = Solver::with_convention(Nim, convention);
    let wins = solver.is_first_player_win(piles).unwrap();
    let (outcome, moves) = if misere {
        (misere_nim::outcome(piles), misere_nim::winning_moves(piles))
    } else {
        (nim::outcome(piles), nim::winning_moves(piles))
    };
    assert_eq!(
        outcome.first_player_wins(),
        wins,
        "{piles:?} misère {misere}"
    );
    let fast: BTreeSet<Vec<u64>> = moves.iter().map(|m| m.apply(piles)).collect();
    let searched: BTreeSet<Vec<u64>> = solver.winning_moves(piles).unwrap().into_iter().collect();
    assert_eq!(fast, searched, "{piles:?} misère {misere}");
    if !misere {
        let value = solver.grundy(piles).unwrap();
        assert_eq!(nim::nim_sum(piles), value, "{piles:?}");
    }
}

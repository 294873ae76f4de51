//! The Nim family's closed forms against the generic solver, which knows
//! only the rules: normal and misère Nim on random small piles, their
//! outcome and their whole set of winning moves.
#![no_main]

use grundy_engine::solver::{Convention, ImpartialGame, Solver};
use grundy_engine::{misere_nim, nim};
use libfuzzer_sys::fuzz_target;
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

fuzz_target!(|input: (bool, Vec<u8>)| {
    let (misere, raw) = input;
    let piles: Vec<u64> = raw.iter().take(4).map(|&p| u64::from(p % 9)).collect();
    let convention = if misere {
        Convention::Misere
    } else {
        Convention::Normal
    };
    let mut solver = Solver::with_convention(Nim, convention);
    let wins = solver.is_first_player_win(&piles).unwrap();
    let (outcome, moves) = if misere {
        (
            misere_nim::outcome(&piles),
            misere_nim::winning_moves(&piles),
        )
    } else {
        (nim::outcome(&piles), nim::winning_moves(&piles))
    };
    assert_eq!(
        outcome.first_player_wins(),
        wins,
        "{piles:?} misère {misere}"
    );
    let fast: BTreeSet<Vec<u64>> = moves.iter().map(|m| m.apply(&piles)).collect();
    let searched: BTreeSet<Vec<u64>> = solver.winning_moves(&piles).unwrap().into_iter().collect();
    assert_eq!(fast, searched, "{piles:?} misère {misere}");
    if !misere {
        let value = solver.grundy(&piles).unwrap();
        assert_eq!(nim::nim_sum(&piles), value, "{piles:?}");
    }
});

//! Wythoff's closed form (the golden ratio's floors) against the generic
//! solver on random pairs: outcome, the whole set of winning moves, and
//! the Grundy table.

use grundy_engine::solver::{ImpartialGame, Solver};
use grundy_engine::wythoff;
use std::collections::BTreeSet;

struct Wythoff;

impl ImpartialGame for Wythoff {
    type Position = (u64, u64);
    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        out.extend((0..a).map(|x| (x, b)));
        out.extend((0..b).map(|y| (a, y)));
        out.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
        out
    }
}

/// Runs the target on one input, read as `(u8, u8)` the way libFuzzer's
/// typed target reads it: a pair below 120. Panics when the closed form
/// disagrees with the solver.
///
/// ```
/// grundy_fuzz_checks::diff_wythoff(&[3, 5]);
/// ```
pub fn diff_wythoff(data: &[u8]) {
    let Some(input) = crate::arbitrary_input::<(u8, u8)>(data) else {
        return;
    };
    let (a, b) = (u64::from(input.0 % 120), u64::from(input.1 % 120));
    let mut solver = Solver::new(Wythoff);
    let wins = solver.is_first_player_win(&(a, b)).unwrap();
    assert_eq!(
        wythoff::outcome(&a, &b).first_player_wins(),
        wins,
        "({a}, {b})"
    );
    let fast: BTreeSet<(u64, u64)> = wythoff::winning_moves(&a, &b)
        .iter()
        .map(|m| m.apply(&a, &b))
        .collect();
    let searched: BTreeSet<(u64, u64)> =
        solver.winning_moves(&(a, b)).unwrap().into_iter().collect();
    assert_eq!(fast, searched, "({a}, {b})");
    let n = a.max(b) as usize + 1;
    if n <= 40 {
        let table = wythoff::grundy_table(n);
        let value = solver.grundy(&(a, b)).unwrap();
        assert_eq!(
            u64::from(table[a as usize * n + b as usize]),
            value,
            "({a}, {b})"
        );
    }
}

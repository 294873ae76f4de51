//! Misère Nim: Nim where whoever takes the last counter **loses**.
//!
//! Bouton's rule for misère play: while some pile has at least 2 counters,
//! play as in normal Nim (the player to move wins exactly when the nim-sum is
//! not 0); once every pile has at most 1 counter, the player to move wins
//! exactly when the number of piles of 1 is even. A winning move keeps or
//! reaches the right class: a nim-sum of 0 with a pile of 2 or more left, or
//! an odd number of single counters and nothing bigger.
//!
//! Misère Nim positions have no Grundy values that add up, so only the
//! verdict and the moves are given.

use crate::nim::{nim_sum, PileMove};
use crate::num::{one, Natural};
use crate::Outcome;
use std::fmt::Write as _;

/// Whether every pile has at most one counter (the misère endgame).
fn all_small<N: Natural>(piles: &[N]) -> bool {
    let one = one::<N>();
    piles.iter().all(|x| *x <= one)
}

fn ones<N: Natural>(piles: &[N]) -> usize {
    let one = one::<N>();
    piles.iter().filter(|x| **x == one).count()
}

/// Who wins the misère Nim position.
///
/// ```
/// use grundy_engine::{misere_nim, Outcome};
/// assert_eq!(misere_nim::outcome(&[1u64, 1]), Outcome::FirstPlayerWins);
/// assert_eq!(misere_nim::outcome(&[1u64, 1, 1]), Outcome::SecondPlayerWins);
/// assert_eq!(misere_nim::outcome::<u64>(&[]), Outcome::FirstPlayerWins);
/// assert_eq!(misere_nim::outcome(&[2u64, 2]), Outcome::SecondPlayerWins);
/// ```
pub fn outcome<N: Natural>(piles: &[N]) -> Outcome {
    Outcome::from_first_player_wins(if all_small(piles) {
        ones(piles).is_multiple_of(2)
    } else {
        !nim_sum(piles).is_zero()
    })
}

/// Every winning move, ordered by pile and then by the amount taken.
///
/// ```
/// let moves = grundy_engine::misere_nim::winning_moves(&[5u64, 1]);
/// // Take all 5: the opponent is left with the last counter and must take it.
/// assert_eq!(moves.len(), 1);
/// assert_eq!(moves[0].to, 0);
/// ```
pub fn winning_moves<N: Natural>(piles: &[N]) -> Vec<PileMove<N>> {
    let s = nim_sum(piles);
    let one = one::<N>();
    let two = N::from_u64(2);
    let big_piles = piles.iter().filter(|x| **x >= two).count();
    let total_ones = ones(piles);
    let mut moves = Vec::new();
    for (pile, x) in piles.iter().enumerate() {
        let x_is_big = *x >= two;
        let others_big = big_piles - usize::from(x_is_big);
        let mut targets: Vec<N> = Vec::new();
        // Reach nim-sum 0 while a pile of 2 or more remains.
        let to = x.xor(&s);
        if to < *x && (others_big > 0 || to >= two) {
            targets.push(to);
        }
        // Reach the endgame with an odd number of single counters.
        if others_big == 0 {
            let other_ones = total_ones - usize::from(*x == one);
            for t in [N::zero(), one.clone()] {
                let after = other_ones + usize::from(t == one);
                if t < *x && after % 2 == 1 {
                    targets.push(t);
                }
            }
        }
        targets.sort_by(|a, b| b.cmp(a));
        targets.dedup();
        moves.extend(targets.into_iter().map(|to| PileMove {
            pile,
            from: x.clone(),
            to,
        }));
    }
    moves
}

/// An explanation of the verdict and of the first winning move.
///
/// ```
/// let text = grundy_engine::misere_nim::explain(&[1u64, 1, 1]);
/// assert!(text.contains("odd number"));
/// ```
pub fn explain<N: Natural>(piles: &[N]) -> String {
    let mut out = String::new();
    let s = nim_sum(piles);
    if all_small(piles) && ones(piles) == 0 {
        let _ = writeln!(
            out,
            "No counter is left: the player to move cannot move, and under misère play the \
             player who cannot move wins (the opponent took the last counter)."
        );
    } else if all_small(piles) {
        let n = ones(piles);
        let _ = writeln!(
            out,
            "Every pile has at most 1 counter: the game is a countdown of {n} single counters, \
             taken one per move, and whoever takes the last one loses."
        );
        if n % 2 == 1 {
            let _ = writeln!(
                out,
                "{n} is an odd number, so the first player takes the last counter: the first \
                 player loses."
            );
        } else {
            let _ = writeln!(
                out,
                "{n} is even, so the second player takes the last counter: the first player wins."
            );
        }
    } else {
        let _ = writeln!(
            out,
            "Some pile has 2 or more counters, so the verdict is the same as in normal Nim: \
             the nim-sum is {s}, so the first player {}.\n\
             The winner plays normal Nim until the move that would leave only piles of 0 and 1; \
             then they leave an odd number of 1-piles instead, so the opponent takes the last \
             counter.",
            if s.is_zero() { "loses" } else { "wins" }
        );
    }
    match winning_moves(piles).first() {
        Some(m) => {
            let after = m.apply(piles);
            let why = if all_small(&after) {
                format!(
                    "it leaves an odd number of single counters ({})",
                    ones(&after)
                )
            } else {
                "it leaves nim-sum 0 with a pile of 2 or more".to_string()
            };
            let _ = writeln!(out, "Winning move: {m}: {why}.");
        }
        None if all_small(piles) && ones(piles) == 0 => {
            let _ = writeln!(
                out,
                "No counter is left: the opponent took the last one, so the player to move has \
                 already won without moving."
            );
        }
        None => {
            let _ = writeln!(out, "There is no winning move.");
        }
    }
    out
}

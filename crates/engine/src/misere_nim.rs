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
use grundy_text::{msg, Arg, Text};

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
/// let said: Vec<_> = text.messages().map(|m| m.id()).collect();
/// assert_eq!(said[1], "misere-explain-odd");
/// ```
pub fn explain<N: Natural>(piles: &[N]) -> Text {
    let mut out = Text::new();
    let s = nim_sum(piles);
    if all_small(piles) && ones(piles) == 0 {
        out.line(msg!("misere-explain-empty"));
    } else if all_small(piles) {
        let n = ones(piles);
        out.line(msg!("misere-explain-countdown", n = n));
        out.line(if n % 2 == 1 {
            msg!("misere-explain-odd", n = n)
        } else {
            msg!("misere-explain-even", n = n)
        });
    } else {
        let wins = Arg::yes(!s.is_zero());
        out.line(msg!("misere-explain-as-nim", s = s, wins = wins));
    }
    out.line(match winning_moves(piles).first() {
        Some(m) => {
            let after = m.apply(piles);
            let why = if all_small(&after) {
                msg!("misere-explain-leaves-ones", n = ones(&after))
            } else {
                msg!("misere-explain-leaves-zero")
            };
            msg!("misere-explain-move", move = m.message(), why = why)
        }
        None if all_small(piles) && ones(piles) == 0 => msg!("misere-explain-already-won"),
        None => msg!("misere-explain-no-move"),
    });
    out
}

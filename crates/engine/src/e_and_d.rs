//! E&D (eat and divide, Luogu P2148): piles in pairs; a move empties one pile
//! of a pair and divides the other pile of that pair into two non-empty
//! piles, which become the new pair. A pair (1, 1) has no move.
//!
//! The pairs are independent, so a position is worth the xor of its pairs'
//! values; a pair `(a, b)` is worth the index of the lowest bit that is 0
//! in both `a − 1` and `b − 1`. That closed form is checked against the
//! generic solver on the rules ([`Rules`]) in the tests.

use crate::num::Natural;
use crate::solver::ImpartialGame;

/// The Grundy value of the pair `(a, b)` of positive piles.
///
/// # Panics
/// If a pile is 0: the piles of E&D are positive.
///
/// ```
/// use grundy_engine::e_and_d::pair_grundy;
/// assert_eq!(pair_grundy(&1u64, &1), 0);
/// assert_eq!(pair_grundy(&1u64, &2), 1);
/// assert_eq!(pair_grundy(&2u64, &2), 1);
/// assert_eq!(pair_grundy(&3u64, &1), 0);
/// ```
pub fn pair_grundy<N: Natural>(a: &N, b: &N) -> u64 {
    assert!(!a.is_zero() && !b.is_zero(), "E&D piles are positive");
    let one = N::from_u64(1);
    let (a, b) = (a.minus(&one), b.minus(&one));
    (0..)
        .find(|&i| !a.bit(i) && !b.bit(i))
        .expect("some bit is clear in both")
}

/// E&D on one pair, by its rules: the brute-force side of the tests.
pub struct Rules;

impl ImpartialGame for Rules {
    type Position = (u32, u32);
    fn moves(&self, &(a, b): &(u32, u32)) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        for pile in [a, b] {
            for x in 1..pile {
                out.push((x, pile - x));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    #[test]
    fn the_closed_form_matches_the_rules_for_every_pair_up_to_64() {
        let mut solver = Solver::new(Rules);
        for a in 1..=64u32 {
            for b in 1..=64u32 {
                let g = solver.grundy(&(a, b)).unwrap();
                assert_eq!(pair_grundy(&u64::from(a), &u64::from(b)), g, "({a}, {b})");
            }
        }
    }
}

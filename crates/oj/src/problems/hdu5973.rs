//! HDU 5973 (Game of Taking Stones): Wythoff's game with piles up to
//! 10^100, `1`/`0` per pair until the end of input.

use crate::families::layout::until_end;
use crate::families::line_cases::LineCases;
use crate::families::wythoff::{self, pair, verdict};
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::{line, Problem};
use grundy_engine::num::{BigNat, Natural};

impl Problem {
    /// HDU 5973: Wythoff's game with piles up to 10^100, `1`/`0` per pair
    /// until the end of input.
    pub const Hdu5973: Problem = Problem::new("hdu5973", &HDU5973);
}

/// HDU 5973: pairs until the end of input, `1` or `0` each; a pile too
/// large for a machine word is answered again with arbitrary precision,
/// as the statement's 101 digits require.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, index| {
        let (a, b) = pair::<N>(sc, index)?;
        line(out, verdict(&a, &b));
        Ok(())
    })
}

/// The statement allows piles up to 10^100; random cases stay below 10^18
/// (numbers of a case are machine words), where Fibonacci differences
/// already break the double formula, and the tests answer 101 digits.
const HDU5973: LineCases = LineCases {
    limits: Limits {
        count: 2,
        cases: 1_000,
        value: 1_000_000_000_000_000_000,
    },
    shape: Shape::tuples(2),
    zeros: None,
    words: solve::<u64>,
    big: solve::<BigNat>,
    draw: wythoff::either_first,
    allows: |_| true,
    explain: wythoff::explain,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::Spec;
    use grundy_engine::num::BigNat;

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match HDU5973.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// Wythoff's game searched from its rules: a position is won when some
    /// move (any number from one pile, or the same from both) reaches a
    /// lost one.
    fn searched_table(most: usize) -> Vec<Vec<bool>> {
        let mut wins = vec![vec![false; most + 1]; most + 1];
        for a in 0..=most {
            for b in 0..=most {
                let one = (1..=a).any(|t| !wins[a - t][b]) || (1..=b).any(|t| !wins[a][b - t]);
                let both = (1..=a.min(b)).any(|t| !wins[a - t][b - t]);
                wins[a][b] = one || both;
            }
        }
        wins
    }

    #[test]
    fn every_small_pair_is_the_searched_game() {
        let wins = searched_table(60);
        let mut input = String::new();
        let mut expected = String::new();
        for (a, row) in wins.iter().enumerate() {
            for (b, &w) in row.iter().enumerate() {
                input.push_str(&format!("{a} {b}\n"));
                expected.push_str(if w { "1\n" } else { "0\n" });
            }
        }
        assert_eq!(answer(&input).unwrap(), expected);
    }

    #[test]
    fn the_sample_and_piles_of_a_hundred_digits() {
        assert_eq!(answer("2 1\n8 4\n4 7\n").unwrap(), "0\n1\n0\n");
        assert_eq!(answer("0 0\n").unwrap(), "0\n");
        // A lost pair of about 10^100, from the exact a_k = floor(k·φ):
        // (a_k, a_k + k) loses, one more stone on either pile wins.
        let k: BigNat = "1".repeat(100).parse().unwrap();
        let (a, b) = grundy_engine::wythoff::p_position(&k).unwrap();
        let (a1, b1) = (a.clone() + BigNat::from(1u8), b.clone() + BigNat::from(1u8));
        let input = format!("{a} {b}\n{b} {a}\n{a1} {b}\n{a} {b1}\n{a1} {b1}\n");
        assert_eq!(answer(&input).unwrap(), "0\n0\n1\n1\n1\n");
    }

    #[test]
    fn bad_pairs_are_refused_where_they_stand() {
        for (input, at) in [("2 x\n", "x"), ("2\n", "line 1"), ("-1 2\n", "-1")] {
            let e = answer(input).unwrap_err();
            assert!(e.contains(at), "{input:?}: {e}");
        }
    }
}

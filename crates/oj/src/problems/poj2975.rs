//! POJ 2975 (Nim): the number of winning first moves, HDU 1850's question
//! with the judge's own limits.

use crate::families::draw;
use crate::families::layout;
use crate::families::nim_family::blocks;
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::nim;
use grundy_engine::num::{BigNat, Natural};
use std::io::Write;

impl Problem {
    /// POJ 2975 (Nim): the number of winning first moves per block.
    pub const Poj2975: Problem = Problem::new("poj2975", &Poj2975);
}

/// A case is its piles.
struct Poj2975;

/// POJ 2975: blocks of `n` and n piles until `n = 0`; the number of
/// winning first moves. A move is a pile and its new size, and a pile x
/// has one exactly when x xor s < x (s the xor of all piles): the only
/// size that leaves a xor of 0. So equal piles count once each.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    blocks::<N>(sc, out, |p, out| {
        let s = nim::nim_sum(p);
        line(out, nim::winning_moves_with_sum(p, &s).count())
    })
}

impl Spec for Poj2975 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// n ≤ 1000 piles of 1 to 10^9, as the statement says; the count of
    /// blocks it does not.
    fn limits(&self) -> Limits {
        Limits {
            count: 1_000,
            cases: 100,
            value: 1_000_000_000,
        }
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            input
                .cases
                .push(draw::positive_piles(rng, count, value, tags));
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::blocks(input, out);
        out.push_str("0\n");
    }

    /// At most 1000 piles, each of 1 to 10^9.
    fn is_valid(&self, input: &Input) -> bool {
        let limits = self.limits();
        input.cases.iter().all(|c| {
            c.len() as u64 <= limits.count && c.iter().all(|p| (1..=limits.value).contains(p))
        })
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        grundy_i18n::read(&nim::explain(case))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::solver::{ImpartialGame, Solver};

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Poj2975.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// Nim as the statement plays it: piles in their places (a move is a
    /// pile and its new size, so equal piles are different moves).
    struct Piles;
    impl ImpartialGame for Piles {
        type Position = Vec<u8>;
        fn moves(&self, piles: &Vec<u8>) -> Vec<Vec<u8>> {
            let mut out = Vec::new();
            for i in 0..piles.len() {
                for left in 0..piles[i] {
                    let mut next = piles.clone();
                    next[i] = left;
                    out.push(next);
                }
            }
            out
        }
    }

    /// Every position of one to three piles of 1 to 7 (and four of 1 to
    /// 4): the moves to a position the rules' search finds lost, counted.
    #[test]
    fn every_small_position_counts_the_moves_the_rules_find() {
        let mut rules = Solver::new(Piles);
        let (mut input, mut expected) = (String::new(), String::new());
        let mut positions: Vec<Vec<u8>> = Vec::new();
        for a in 1..=7u8 {
            positions.push(vec![a]);
            for b in 1..=7 {
                positions.push(vec![a, b]);
                for c in 1..=7 {
                    positions.push(vec![a, b, c]);
                    for d in 1..=4 {
                        if a <= 4 && b <= 4 && c <= 4 {
                            positions.push(vec![a, b, c, d]);
                        }
                    }
                }
            }
        }
        for p in positions {
            let text: Vec<String> = p.iter().map(u8::to_string).collect();
            input.push_str(&format!("{}\n{}\n", p.len(), text.join(" ")));
            let winning = Piles
                .moves(&p)
                .iter()
                .filter(|next| !rules.is_first_player_win(next).unwrap())
                .count();
            expected.push_str(&format!("{winning}\n"));
        }
        input.push_str("0\n");
        assert_eq!(answer(&input).unwrap(), expected);
    }

    #[test]
    fn numbers_of_any_size_are_answered_exactly() {
        let googol = format!("1{}", "0".repeat(100));
        let out = answer(&format!("3\n{googol} {googol} 1\n2\n{googol} 1\n0\n")).unwrap();
        assert_eq!(out, "1\n1\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let cases = [
            (
                "3\n7 11\n",
                "line 2, column 5: expected pile 3 of 3 in block 1, but the input ends here",
            ),
            (
                "2\n7 seven\n0\n",
                "line 2, column 3: expected pile 2 of 2 in block 1 (a non-negative integer), found \"seven\"",
            ),
            (
                "1\n7\n0\n1\n",
                "line 4, column 1: unexpected \"1\" after the terminating 0",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(answer(input).unwrap_err(), expected, "{input:?}");
        }
    }
}

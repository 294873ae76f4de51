//! POJ 2234 (Matches Game): Nim, one case a line until the end of input.

use crate::families::{draw, layout::until_end};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, join, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::nim;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// POJ 2234 (Matches Game): Nim, `Yes`/`No` per line.
    pub const Poj2234: Problem = Problem::new("poj2234", &Poj2234);
}

/// A case is its piles.
struct Poj2234;

/// POJ 2234: lines `M p1 … pM` until the end of input; `Yes` when the
/// first player wins Nim on the piles (their xor is not 0), `No`
/// otherwise, at any size.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, case| {
        let m = sc.count(|| tr!("oj-piles-var-of-case", var = "M", case = case))?;
        let mut total = N::zero();
        for i in 1..=m {
            let pile: N =
                sc.natural(|| tr!("oj-pile-in-case", pile = i, count = m, case = case))?;
            total = total.xor(&pile);
        }
        line(out, if total.is_zero() { "No" } else { "Yes" });
        Ok(())
    })
}

impl Spec for Poj2234 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// M ≤ 20 piles of at most 10^7, as the statement says; the count of
    /// lines it does not.
    fn limits(&self) -> Limits {
        Limits {
            count: 20,
            cases: 100,
            value: 10_000_000,
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
        draw::pile_cases(rng, n_cases, count, value, true, input, tags);
    }

    fn render(&self, input: &Input, out: &mut String) {
        for c in &input.cases {
            let _ = writeln!(out, "{} {}", c.len(), join(c));
        }
    }

    /// At most 20 piles of at most 10^7.
    fn is_valid(&self, input: &Input) -> bool {
        let limits = self.limits();
        input
            .cases
            .iter()
            .all(|c| c.len() as u64 <= limits.count && c.iter().all(|&p| p <= limits.value))
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
        match Poj2234.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The statement's game: a move takes any positive number of matches
    /// from one pile; whoever takes the last match wins.
    struct Matches;
    impl ImpartialGame for Matches {
        type Position = Vec<u8>;
        fn moves(&self, piles: &Vec<u8>) -> Vec<Vec<u8>> {
            let mut out = Vec::new();
            for i in 0..piles.len() {
                for left in 0..piles[i] {
                    let mut next = piles.clone();
                    next[i] = left;
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        }
    }

    /// Every position of one to three piles of up to 7 (and four of up to
    /// 4), against a search of the rules.
    #[test]
    fn every_small_position_is_answered_as_the_rules_decide() {
        let mut rules = Solver::new(Matches);
        let (mut input, mut expected) = (String::new(), String::new());
        let mut positions: Vec<Vec<u8>> = Vec::new();
        for a in 0..=7u8 {
            positions.push(vec![a]);
            for b in 0..=7 {
                positions.push(vec![a, b]);
                for c in 0..=7 {
                    positions.push(vec![a, b, c]);
                    for d in 0..=4 {
                        if a <= 4 && b <= 4 && c <= 4 {
                            positions.push(vec![a, b, c, d]);
                        }
                    }
                }
            }
        }
        for p in positions {
            let text: Vec<String> = p.iter().map(u8::to_string).collect();
            input.push_str(&format!("{} {}\n", p.len(), text.join(" ")));
            let mut sorted = p.clone();
            sorted.sort_unstable();
            let wins = rules.is_first_player_win(&sorted).unwrap();
            expected.push_str(if wins { "Yes\n" } else { "No\n" });
        }
        assert_eq!(answer(&input).unwrap(), expected);
    }

    #[test]
    fn numbers_of_any_size_are_answered_exactly() {
        let googol = format!("1{}", "0".repeat(100));
        let out = answer(&format!("2 {googol} {googol}\n3 {googol} 1 1\n0\n")).unwrap();
        assert_eq!(out, "No\nYes\nNo\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let cases = [
            (
                "",
                "line 1, column 1: expected the number of piles M of case 1, but the input ends here",
            ),
            (
                "2 45 45\n3 3 6\n",
                "line 2, column 6: expected pile 3 of 3 in case 2, but the input ends here",
            ),
            (
                "2 45 x\n",
                "line 1, column 6: expected pile 2 of 2 in case 1 (a non-negative integer), found \"x\"",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(answer(input).unwrap_err(), expected, "{input:?}");
        }
    }
}

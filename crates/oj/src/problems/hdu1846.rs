//! Bash's game's judge format: HDU 1846 (Brave Game).

use crate::families::layout;
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};
use std::io::Write;

impl Problem {
    /// HDU 1846 (Brave Game): Bash's game, take 1 to m, `first`/`second`
    /// per line.
    pub const Hdu1846: Problem = Problem::new("hdu1846", &Hdu1846);
}

/// A case is the pair `n m`.
struct Hdu1846;

/// The statement's bound on n and m.
const LIMIT: u64 = 1_000;

/// Whether the player to move wins one pile of `n` when a move takes 1 to
/// `m`: the subtraction game of {1, …, m}, whose pile of n is worth
/// n mod (m + 1) (every smaller remainder is one take away, and a take of
/// 1 to m never keeps the remainder). `None` when m + 1 does not fit in
/// `N` (the caller retries with arbitrary precision).
fn first_wins<N: Natural>(n: &N, m: &N) -> Option<bool> {
    let period = m.checked_plus(&N::from_u64(1))?;
    Some(!n.rem(&period).is_zero())
}

/// HDU 1846: `C`, then C lines `n m`; `first` when the first player wins
/// (n is not a multiple of m + 1), `second` otherwise, at any size. A pile
/// of 0, or m = 0, leaves the first player no move, and the rule says so.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let c = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=c {
        let n: N = sc.natural(|| tr!("oj-n-of-case", case = case))?;
        let m: N = sc.natural(|| tr!("oj-take-limit-of-case", case = case))?;
        let wins = first_wins(&n, &m).ok_or(Fail::Overflow)?;
        line(out, if wins { "first" } else { "second" });
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = c))?;
    Ok(())
}

impl Spec for Hdu1846 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// C ≤ 100 and 1 ≤ n, m ≤ 1000, as the statement says.
    fn limits(&self) -> Limits {
        Limits {
            count: 2,
            cases: 100,
            value: LIMIT,
        }
    }

    fn shape(&self) -> Shape {
        Shape::tuples(2)
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        _count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            let m = rng.range(1, value);
            // The pile: anywhere, or where solutions go wrong (a multiple of
            // m + 1, one next to it, a pile the first take empties).
            let n = match rng.range(0, 4) {
                0 if m < value => {
                    tags.push("lost position");
                    (m + 1) * rng.range(1, value / (m + 1))
                }
                1 if m < value => {
                    tags.push("next to a losing size");
                    let lost = (m + 1) * rng.range(1, value / (m + 1));
                    if rng.chance(2) {
                        lost - 1
                    } else {
                        (lost + 1).min(value)
                    }
                }
                2 => {
                    tags.push("a pile of at most m");
                    rng.range(1, m)
                }
                _ => rng.range(1, value),
            };
            input.cases.push(vec![n, m]);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_lines(input, out);
    }

    /// Cases `n m` with 1 ≤ n, m ≤ 1000.
    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| c.iter().all(|v| (1..=LIMIT).contains(v)))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let (n, m) = (case[0], case[1]);
        tr!(
            "check-explain-hdu1846",
            n = n,
            m = m,
            period = m + 1,
            rest = n % (m + 1),
            wins = Arg::yes(n % (m + 1) != 0)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::solver::{ImpartialGame, Solver};

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Hdu1846.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The statement's game: one pile, a move takes 1 to m stones, whoever
    /// takes the last one wins (so whoever cannot move loses).
    struct Bash(u32);
    impl ImpartialGame for Bash {
        type Position = u32;
        fn moves(&self, &n: &u32) -> Vec<u32> {
            (1..=self.0.min(n)).map(|take| n - take).collect()
        }
    }

    /// Every pile to 120 with every m to 40 (and m = 0), against a search of
    /// the rules.
    #[test]
    fn every_small_case_is_answered_as_the_rules_decide() {
        let (mut input, mut expected) = (String::new(), String::new());
        let mut count = 0;
        for m in 0..=40u32 {
            let mut rules = Solver::new(Bash(m));
            for n in 0..=120u32 {
                input.push_str(&format!("{n} {m}\n"));
                let wins = rules.is_first_player_win(&n).unwrap();
                expected.push_str(if wins { "first\n" } else { "second\n" });
                count += 1;
            }
        }
        assert_eq!(answer(&format!("{count}\n{input}")).unwrap(), expected);
    }

    #[test]
    fn numbers_of_any_size_are_answered_exactly() {
        let googol = format!("1{}", "0".repeat(100));
        // 10^100 = 11 · (10^100 − 1)/11 + 1: one more than a multiple of 11.
        assert_eq!(
            answer(&format!("2\n{googol} 10\n{googol} 9\n")).unwrap(),
            "first\nsecond\n"
        );
        let max = u64::MAX;
        assert_eq!(answer(&format!("1\n{max} {max}\n")).unwrap(), "first\n");
        assert_eq!(answer(&format!("1\n5 {max}\n")).unwrap(), "first\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let cases = [
            (
                "2\n23 2\n4\n",
                "line 3, column 2: expected m, the most a move takes, of case 2, but the input ends here",
            ),
            (
                "1\n23 x\n",
                "line 2, column 4: expected m, the most a move takes, of case 1 (a non-negative integer), found \"x\"",
            ),
            (
                "1\n-4 3\n",
                "line 2, column 1: n of case 1 cannot be negative, found \"-4\"",
            ),
            (
                "1\n4 3\n5\n",
                "line 3, column 1: unexpected \"5\" after the last of the 1 cases",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(answer(input).unwrap_err(), expected, "{input:?}");
        }
    }
}

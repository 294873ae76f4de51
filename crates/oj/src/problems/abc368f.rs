//! AtCoder ABC 368 F (Dividing Game): the divisor game on each number,
//! `Anna`/`Bruno`.

use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, join, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::divisors::{factors, omega, LIMIT};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{join_values, tr, Arg};
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// AtCoder ABC 368 F (Dividing Game): the divisor game, `Anna`/`Bruno`.
    pub const Abc368f: Problem = Problem::new("abc368f", &Abc368f);
}

/// A case is the numbers A_1 … A_N.
struct Abc368f;

/// The statement's bound on a number.
const VALUE: u64 = 100_000;

/// `N`, then A_1 … A_N; a move replaces one A_i by a proper divisor, so
/// each number is a game of the engine's divisor family, worth Ω(A_i) (its
/// prime factors with multiplicity), and `Anna`, who moves first, wins
/// when their xor is not 0. Numbers up to the family's factoring limit are
/// answered; 0 (which every number divides) and larger ones are refused at
/// their token.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let n = sc.count(|| tr!("oj-abc368f-count"))?;
    let mut total = 0u32;
    for i in 1..=n {
        let what = || tr!("oj-abc368f-number", index = i, count = n);
        let (a, token) = sc.natural_token::<N>(what)?;
        let refuse = |why: String| Fail::Failed(sc.error_at(Some(token), why));
        match a.to_u64() {
            Some(0) => return Err(refuse(tr!("oj-abc368f-zero", what = what()))),
            Some(a) if a <= LIMIT => total ^= omega(a),
            _ => {
                return Err(refuse(tr!(
                    "oj-abc368f-too-large",
                    what = what(),
                    limit = LIMIT
                )))
            }
        }
    }
    sc.expect_end(|| tr!("oj-after-numbers", count = n))?;
    line(out, if total != 0 { "Anna" } else { "Bruno" });
    Ok(())
}

impl Spec for Abc368f {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// 1 ≤ N ≤ 10^5 and 2 ≤ A_i ≤ 10^5.
    fn limits(&self) -> Limits {
        Limits {
            count: 100_000,
            cases: 1,
            value: VALUE,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            multi: false,
            ..Shape::CASES
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
        let value = value.max(2);
        for _ in 0..n_cases {
            let n = rng.range(1, count);
            let mut a: Vec<u64> = (0..n)
                .map(|_| match rng.range(0, 6) {
                    0 => {
                        tags.push("a prime (worth 1)");
                        largest_prime_up_to(rng.range(2, value))
                    }
                    1 => {
                        tags.push("a power of two (the most prime factors)");
                        1 << rng.range(1, u64::from(value.ilog2()))
                    }
                    2 => {
                        tags.push("values at the judge's limit");
                        value
                    }
                    _ => rng.range(2, value),
                })
                .collect();
            // A number worth the xor of the others makes a lost position
            // (2^k is worth k), where the xor of the counts is what decides.
            let rest = a[1..].iter().fold(0, |x, &v| x ^ omega(v));
            if rng.chance(3) && rest >= 1 && 1u64.checked_shl(rest).is_some_and(|p| p <= value) {
                tags.push("lost position");
                a[0] = 1 << rest;
            }
            input.cases.push(a);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        let a = &input.cases[0];
        let _ = write!(out, "{}\n{}\n", a.len(), join(a));
    }

    /// Numbers from 2 to 10^5.
    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| c.iter().all(|&a| (2..=VALUE).contains(&a)))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let values: Vec<String> = case
            .iter()
            .map(|&a| {
                let primes: Vec<String> = factors(a)
                    .iter()
                    .flat_map(|&(p, e)| std::iter::repeat_n(p.to_string(), e as usize))
                    .collect();
                tr!(
                    "check-explain-abc368f-number",
                    number = a,
                    factors = primes.join(" · "),
                    value = omega(a)
                )
            })
            .collect();
        let total = case.iter().fold(0, |x, &a| x ^ omega(a));
        tr!(
            "check-explain-abc368f",
            values = join_values(&values),
            total = total,
            wins = Arg::yes(total != 0)
        )
    }
}

/// The largest prime at most `n` (`n` ≥ 2).
fn largest_prime_up_to(n: u64) -> u64 {
    (2..=n)
        .rev()
        .find(|&p| factors(p) == [(p, 1)])
        .expect("2 is prime")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Abc368f.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// Whether the player to move wins, by a search of the statement's
    /// rules (a move replaces one number by a divisor other than itself),
    /// knowing nothing of prime factors.
    fn wins(numbers: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = numbers.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut w = false;
        'moves: for i in 0..key.len() {
            for d in 1..key[i] {
                if key[i].is_multiple_of(d) {
                    let mut next = key.clone();
                    next[i] = d;
                    if !wins(&next, memo) {
                        w = true;
                        break 'moves;
                    }
                }
            }
        }
        memo.insert(key, w);
        w
    }

    /// Every position of one to three numbers up to 30 (and one to four up
    /// to 12) is answered as a search of the rules finds it.
    #[test]
    fn every_small_position_agrees_with_a_search_of_the_rules() {
        let mut memo = HashMap::new();
        let mut positions: Vec<Vec<u64>> = Vec::new();
        for a in 1..=30 {
            positions.push(vec![a]);
            for b in a..=30 {
                positions.push(vec![a, b]);
                for c in b..=30 {
                    positions.push(vec![a, b, c]);
                }
            }
        }
        for a in 1..=12u64 {
            for b in a..=12 {
                for c in b..=12 {
                    for d in c..=12 {
                        positions.push(vec![d, b, a, c]);
                    }
                }
            }
        }
        for p in positions {
            let expected = if wins(&p, &mut memo) {
                "Anna\n"
            } else {
                "Bruno\n"
            };
            let input = format!("{}\n{}\n", p.len(), join(&p));
            assert_eq!(answer(&input).unwrap(), expected, "{p:?}");
        }
    }

    #[test]
    fn numbers_past_the_statement_are_answered_to_the_factoring_limit() {
        // 2^39 is worth 39, 999999999989 (a prime) 1: 39 xor 1 = 38.
        assert_eq!(answer("2\n549755813888 999999999989\n").unwrap(), "Anna\n");
        // 10^12 = 2^12 · 5^12 is worth 24, as 2^24 is.
        assert_eq!(answer("2\n1000000000000 16777216\n").unwrap(), "Bruno\n");
        // A 1 has no move: worth 0.
        assert_eq!(answer("1\n1\n").unwrap(), "Bruno\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let e = answer("2\n4 0\n").unwrap_err();
        assert!(e.starts_with("line 2, column 3: "), "{e}");
        assert!(e.contains("A_2 of 2 is 0"), "{e}");
        let e = answer("1\n1000000000001\n").unwrap_err();
        assert!(e.starts_with("line 2, column 1: "), "{e}");
        assert!(e.contains("too large"), "{e}");
        let big = format!("1\n1{}\n", "0".repeat(30));
        assert!(answer(&big).unwrap_err().starts_with("line 2, column 1: "));
        let e = answer("2\n4 x\n").unwrap_err();
        assert!(e.starts_with("line 2, column 3: "), "{e}");
        let e = answer("1\n4 5\n").unwrap_err();
        assert!(e.starts_with("line 2, column 3: "), "{e}");
        let e = answer("3\n4 5\n").unwrap_err();
        assert!(e.starts_with("line 2, column 4: "), "{e}");
    }
}

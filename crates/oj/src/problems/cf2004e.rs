//! Codeforces 2004E (Not a Nim Problem): take y stones from a pile of x
//! with gcd(x, y) = 1, `Alice`/`Bob` per case.

use crate::families::layout;
use crate::scanner::{Fail, Scanner, Token};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{join_values, tr, Arg};
use std::io::Write;

impl Problem {
    /// Codeforces 2004E (Not a Nim Problem): the gcd game, `Alice`/`Bob`.
    pub const Cf2004e: Problem = Problem::new("cf2004e", &Cf2004e);
}

/// A case is its piles.
struct Cf2004e;

/// The statement's bound on a pile.
const VALUE: u64 = 10_000_000;

/// The largest odd pile answered: its value comes from a sieve up to the
/// largest odd pile, two bytes a number.
const LIMIT: u64 = 100_000_000;

/// The Grundy values of the odd numbers up to `max`: `values[i]` is
/// G(2i + 1). A pile of x moves to x − y for every y coprime to x, so:
/// an even pile reaches only odd piles (y must be odd) and is worth 0 (by
/// induction, as every odd pile is worth more than 0); 1 is worth 1; an odd
/// pile whose smallest prime factor is the k-th prime p reaches every value
/// below k (the piles of smaller prime factors below it) but never k (a
/// pile x − y sharing the factor p with x would make p divide y), so it is
/// worth k. The test checks this against the mex of the rules' moves for
/// every pile to 400.
fn odd_values(max: u64) -> Vec<u32> {
    let len = usize::try_from(max.div_ceil(2)).expect("a bounded pile");
    let mut values = vec![0u32; len.max(1)];
    values[0] = 1;
    // 2 is the first prime; each odd prime found is the next.
    let mut primes = 1u32;
    for i in 1..len {
        if values[i] != 0 {
            continue;
        }
        primes += 1;
        values[i] = primes;
        let p = 2 * i + 1;
        // The odd multiples of p from p², 2p apart, not yet given a
        // smaller prime factor.
        let mut j = p * p / 2;
        while j < len {
            if values[j] == 0 {
                values[j] = primes;
            }
            j += p;
        }
    }
    values
}

/// The Grundy value of a pile, from [`odd_values`].
fn value(values: &[u32], pile: u64) -> u32 {
    if pile.is_multiple_of(2) {
        0
    } else {
        values[(pile / 2) as usize]
    }
}

/// `t` cases, each `n` and n piles; `Alice`, who moves first, wins when the
/// xor of the piles' values is not 0. Even piles of any size are worth 0;
/// the odd ones are read whole first, for one sieve up to the largest.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    // Each case's piles, an even one as 0 (worth the same).
    let mut cases: Vec<Vec<u64>> = Vec::with_capacity(t.min(1 << 16));
    let mut max = 1;
    for case in 1..=t {
        let n = sc.count(|| tr!("oj-piles-var-of-case", var = "n", case = case))?;
        let mut piles = Vec::with_capacity(n.min(1 << 16));
        for i in 1..=n {
            let what = || tr!("oj-pile-in-case", pile = i, count = n, case = case);
            let (pile, token) = sc.natural_token::<N>(what)?;
            if !pile.bit(0) {
                piles.push(0);
                continue;
            }
            let pile = odd_pile(sc, &pile, token, &what)?;
            max = max.max(pile);
            piles.push(pile);
        }
        cases.push(piles);
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    let values = odd_values(max);
    for piles in cases {
        let total = piles.iter().fold(0, |x, &p| x ^ value(&values, p));
        line(out, if total != 0 { "Alice" } else { "Bob" });
    }
    Ok(())
}

/// An odd pile, if the sieve reaches it.
fn odd_pile<N: Natural>(
    sc: &Scanner<'_>,
    pile: &N,
    token: Token<'_>,
    what: &dyn Fn() -> String,
) -> Result<u64, Fail> {
    match pile.to_u64() {
        Some(p) if p <= LIMIT => Ok(p),
        _ => Err(Fail::Failed(sc.error_at(
            Some(token),
            tr!("oj-cf2004e-too-large", what = what(), limit = LIMIT),
        ))),
    }
}

impl Spec for Cf2004e {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// t ≤ 10^4, n ≤ 3·10^5 over all cases, 1 ≤ a ≤ 10^7.
    fn limits(&self) -> Limits {
        Limits {
            count: 300_000,
            cases: 10_000,
            value: VALUE,
        }
    }

    fn shape(&self) -> Shape {
        Shape::CASES
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
        // The piles of all cases together are within the judge's limit.
        let per_case = (count / n_cases.max(1)).max(1);
        let odd = |rng: &mut Rng| {
            let x = rng.range(1, value);
            if x % 2 == 1 {
                x
            } else {
                x - 1
            }
        };
        for _ in 0..n_cases {
            let n = rng.range(1, per_case);
            let mut piles: Vec<u64> = (0..n)
                .map(|_| match rng.range(0, 7) {
                    0 => {
                        tags.push("a pile of 1");
                        1
                    }
                    1 => {
                        tags.push("an even pile (worth 0)");
                        if value >= 2 {
                            2 * rng.range(1, value / 2)
                        } else {
                            1
                        }
                    }
                    2 => {
                        tags.push("an odd prime (its index among the primes)");
                        let mut x = odd(rng);
                        while x > 2 && !is_prime(x) {
                            x -= 2;
                        }
                        x
                    }
                    3 => {
                        tags.push("an odd multiple of 3 (worth 2)");
                        let k = rng.range(0, value.saturating_sub(3) / 6);
                        (3 + 6 * k).min(value)
                    }
                    4 => {
                        tags.push("values at the judge's limit");
                        value
                    }
                    _ => rng.range(1, value),
                })
                .collect();
            if rng.chance(4) && 2 * n <= per_case {
                tags.push("piles in equal pairs");
                piles.extend_from_within(..);
            }
            input.cases.push(piles);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_cases(input, out);
    }

    /// Piles from 1 to 10^7, at most 3·10^5 in all.
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().map(Vec::len).sum::<usize>() <= 300_000
            && input
                .cases
                .iter()
                .all(|c| c.iter().all(|&a| (1..=VALUE).contains(&a)))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let max = case
            .iter()
            .copied()
            .filter(|p| p % 2 == 1)
            .max()
            .unwrap_or(1);
        let values = odd_values(max.min(LIMIT));
        let worth: Vec<String> = case
            .iter()
            .map(|&p| format!("G({p}) = {}", value(&values, p)))
            .collect();
        let total = case.iter().fold(0, |x, &p| x ^ value(&values, p));
        tr!(
            "check-explain-cf2004e",
            values = join_values(&worth),
            total = total,
            wins = Arg::yes(total != 0)
        )
    }
}

fn is_prime(x: u64) -> bool {
    x >= 2
        && (2..)
            .take_while(|d| d * d <= x)
            .all(|d| !x.is_multiple_of(d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Cf2004e.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }

    /// The statement's moves from a pile of x: x − y for 1 ≤ y ≤ x with
    /// gcd(x, y) = 1.
    fn moves(x: u64) -> impl Iterator<Item = u64> {
        (1..=x).filter(move |&y| gcd(x, y) == 1).map(move |y| x - y)
    }

    /// The sieve's value of every pile to 400 is the mex of the values the
    /// rules' moves reach.
    #[test]
    fn the_sieve_agrees_with_the_mex_of_the_rules() {
        let mut g: Vec<u32> = Vec::new();
        for x in 0..=400u64 {
            let reached: Vec<u32> = moves(x).map(|m| g[m as usize]).collect();
            let mex = (0..).find(|v| !reached.contains(v)).unwrap();
            g.push(mex);
        }
        let values = odd_values(400);
        for x in 0..=400 {
            assert_eq!(value(&values, x), g[x as usize], "pile {x}");
        }
    }

    /// Whether the player to move wins, by a search of the rules over the
    /// whole position (no Grundy values).
    fn wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let w = (0..key.len()).any(|i| {
            moves(key[i]).any(|m| {
                let mut next = key.clone();
                next[i] = m;
                !wins(&next, memo)
            })
        });
        memo.insert(key, w);
        w
    }

    /// Every case of one or two piles to 40 and of three piles to 16, all
    /// in one input, is answered as the search finds it.
    #[test]
    fn every_small_position_agrees_with_a_search_of_the_rules() {
        let mut memo = HashMap::new();
        let mut cases: Vec<Vec<u64>> = Vec::new();
        for a in 1..=40 {
            cases.push(vec![a]);
            for b in a..=40 {
                cases.push(vec![b, a]);
            }
        }
        for a in 1..=16 {
            for b in a..=16 {
                for c in b..=16 {
                    cases.push(vec![a, c, b]);
                }
            }
        }
        let input = Input {
            set: vec![],
            cases: cases.clone(),
        };
        let mut text = String::new();
        Cf2004e.render(&input, &mut text);
        let expected: String = cases
            .iter()
            .map(|c| {
                if wins(c, &mut memo) {
                    "Alice\n"
                } else {
                    "Bob\n"
                }
            })
            .collect();
        assert_eq!(answer(&text).unwrap(), expected);
    }

    #[test]
    fn piles_past_the_statement_are_answered() {
        // Even piles of any size are worth 0.
        let googol = format!("1{}", "0".repeat(100));
        assert_eq!(answer(&format!("1\n2\n{googol} 1\n")).unwrap(), "Alice\n");
        assert_eq!(answer(&format!("1\n1\n{googol}\n")).unwrap(), "Bob\n");
        // 9999991, the largest prime below 10^7, against itself; 3 · 9999991
        // is worth 2, as 3 is.
        assert_eq!(answer("1\n2\n9999991 9999991\n").unwrap(), "Bob\n");
        assert_eq!(answer("1\n2\n29999973 3\n").unwrap(), "Bob\n");
        // 0 has no move.
        assert_eq!(answer("1\n1\n0\n").unwrap(), "Bob\n");
        // The sample.
        let sample = "3\n3\n3 2 9\n4\n3 3 6 1\n5\n1 2 3 4 5\n";
        assert_eq!(answer(sample).unwrap(), "Bob\nAlice\nBob\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let e = answer("1\n2\n4 100000001\n").unwrap_err();
        assert!(e.starts_with("line 3, column 3: "), "{e}");
        assert!(e.contains("odd piles up to 100000000"), "{e}");
        let big = format!("1\n1\n1{}1\n", "0".repeat(30));
        assert!(answer(&big).unwrap_err().starts_with("line 3, column 1: "));
        let e = answer("2\n1\n3\n2\n4 x\n").unwrap_err();
        assert!(e.starts_with("line 5, column 3: "), "{e}");
        let e = answer("1\n1\n3 5\n").unwrap_err();
        assert!(e.starts_with("line 3, column 3: "), "{e}");
    }
}

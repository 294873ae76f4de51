//! Codeforces 603C (Lieges of Legendre): remove a cow, or split a pile of
//! 2x into k piles of x; `Kevin`/`Nicky`.

use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, join, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{join_values, tr, Arg};
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// Codeforces 603C (Lieges of Legendre): `Kevin`/`Nicky`.
    pub const Cf603c: Problem = Problem::new("cf603c", &Cf603c);
}

/// A case is k, then the piles.
struct Cf603c;

/// The statement's bound on k and on a pile.
const VALUE: u64 = 1_000_000_000;

/// The Grundy value of a pile of `a` cows. A split of 2x leaves k piles
/// of x, worth G(x) if k is odd and 0 if it is even, so only k's parity
/// counts.
///
/// k even: 0, 1, 2 for 0, 1, 2 cows; beyond, 1 for an even pile (it
/// reaches the odd pile below, worth 0, and the split, worth 0) and 0 for
/// an odd one (it reaches only the even pile below).
///
/// k odd: 0, 1, 0, 1, 2 for 0 to 4 cows; beyond, 0 for an odd pile (its
/// one move reaches an even pile, worth more than 0), and for an even one
/// the mex of 0 (the odd pile below) and G(a / 2): 2 if G(a / 2) is 1,
/// else 1. So a pile is halved until it is odd or below 5, and the value
/// found there climbs back up the halvings.
///
/// The tests check both against the mex of the rules' moves for every
/// pile to 300 and k to 6, and whole positions against a search.
fn value<N: Natural>(a: &N, k_odd: bool) -> u32 {
    let small = a.to_u64().filter(|&a| a < 5);
    if !k_odd {
        return match small {
            Some(s @ 0..=2) => s as u32,
            _ => u32::from(!a.bit(0)),
        };
    }
    let len = a.bit_len();
    // The halvings before the pile a >> j is odd or below 5.
    let mut j = 0;
    let base = loop {
        if len - j <= 3 {
            let rest = (j..len).rev().fold(0, |v, b| 2 * v + u32::from(a.bit(b)));
            if rest < 5 {
                break [0, 1, 0, 1, 2][rest as usize];
            }
        }
        if a.bit(j) {
            break 0;
        }
        j += 1;
    };
    (0..j).fold(base, |v, _| if v == 1 { 2 } else { 1 })
}

/// `n k`, then the n piles; `Kevin`, who moves first, wins when the xor of
/// the piles' values is not 0. Only k's parity counts, so k and the piles
/// are answered at any size.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let n = sc.count(|| tr!("oj-cf603c-count"))?;
    let k: N = sc.natural(|| tr!("oj-cf603c-k"))?;
    let k_odd = k.bit(0);
    let mut total = 0;
    for i in 1..=n {
        let a: N = sc.natural(|| tr!("oj-pile-of", pile = i, count = n))?;
        total ^= value(&a, k_odd);
    }
    sc.expect_end(|| tr!("oj-after-piles", count = n))?;
    line(out, if total != 0 { "Kevin" } else { "Nicky" });
    Ok(())
}

impl Spec for Cf603c {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// 1 ≤ n ≤ 10^5, 1 ≤ k, a_i ≤ 10^9 (a case's numbers: k, then the
    /// piles).
    fn limits(&self) -> Limits {
        Limits {
            count: 100_001,
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
        for _ in 0..n_cases {
            let k = match rng.range(0, 3) {
                0 => {
                    tags.push("k = 1");
                    1
                }
                1 => {
                    tags.push("k = 2");
                    2.min(value)
                }
                _ => rng.range(1, value),
            };
            let n = rng.range(1, count.saturating_sub(1).max(1));
            let mut case = vec![k];
            for _ in 0..n {
                let a = match rng.range(0, 5) {
                    0 => {
                        tags.push("piles of 1 to 6 (the exceptions)");
                        rng.range(1, 6.min(value))
                    }
                    1 => {
                        tags.push("a power of two (the most halvings)");
                        1 << rng.range(0, u64::from(value.ilog2()))
                    }
                    2 => {
                        tags.push("three times a power of two");
                        let top = (value / 3).max(1).ilog2();
                        (3 << rng.range(0, u64::from(top))).min(value)
                    }
                    3 => {
                        tags.push("values at the judge's limit");
                        value
                    }
                    _ => rng.range(1, value),
                };
                case.push(a);
            }
            if rng.chance(4) && 2 * n < count {
                tags.push("piles in equal pairs");
                let piles = case[1..].to_vec();
                case.extend(piles);
            }
            input.cases.push(case);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        let case = &input.cases[0];
        let _ = write!(
            out,
            "{} {}\n{}\n",
            case.len() - 1,
            case[0],
            join(&case[1..])
        );
    }

    /// k and at least one pile, all from 1 to 10^9.
    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| c.len() >= 2 && c.iter().all(|&a| (1..=VALUE).contains(&a)))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let Some((&k, piles)) = case.split_first() else {
            return tr!("check-explain-not-a-case");
        };
        let k_odd = k % 2 == 1;
        let values: Vec<String> = piles
            .iter()
            .map(|&a| format!("G({a}) = {}", value(&a, k_odd)))
            .collect();
        let total = piles.iter().fold(0, |x, &a| x ^ value(&a, k_odd));
        tr!(
            "check-explain-cf603c",
            k = k,
            odd = Arg::yes(k_odd),
            values = join_values(&values),
            total = total,
            wins = Arg::yes(total != 0)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Cf603c.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// Every pile to 300, for k from 1 to 6, has the value the mex of the
    /// rules' moves gives: a − 1, and for an even a the k piles of a / 2.
    #[test]
    fn the_closed_form_agrees_with_the_mex_of_the_rules() {
        for k in 1..=6u64 {
            let mut g: Vec<u32> = vec![0];
            for a in 1..=300usize {
                let mut reached = vec![g[a - 1]];
                if a % 2 == 0 {
                    reached.push((0..k).fold(0, |x, _| x ^ g[a / 2]));
                }
                g.push((0..).find(|v| !reached.contains(v)).unwrap());
            }
            for (a, &v) in g.iter().enumerate() {
                assert_eq!(value(&(a as u64), k % 2 == 1), v, "k = {k}, a = {a}");
                let big = BigNat::from(a as u64);
                assert_eq!(value(&big, k % 2 == 1), v, "k = {k}, a = {a}");
            }
        }
    }

    /// Whether the player to move wins, by a search of the statement's
    /// rules over the whole multiset of piles (no Grundy values).
    fn wins(piles: &[u64], k: u64, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key: Vec<u64> = piles.iter().copied().filter(|&a| a > 0).collect();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut w = false;
        for i in 0..key.len() {
            let mut take = key.clone();
            take[i] -= 1;
            if !wins(&take, k, memo) {
                w = true;
                break;
            }
            if key[i].is_multiple_of(2) {
                let mut split = key.clone();
                let x = split.swap_remove(i) / 2;
                split.extend(std::iter::repeat_n(x, k as usize));
                if !wins(&split, k, memo) {
                    w = true;
                    break;
                }
            }
        }
        memo.insert(key, w);
        w
    }

    /// Every position of one to three piles up to 8, for k from 1 to 4,
    /// is answered as the search finds it.
    #[test]
    fn every_small_position_agrees_with_a_search_of_the_rules() {
        for k in 1..=4u64 {
            let mut memo = HashMap::new();
            for a in 1..=8u64 {
                for b in 0..=8 {
                    for c in 0..=8 {
                        let piles: Vec<u64> = [a, b, c].into_iter().filter(|&p| p > 0).collect();
                        let expected = if wins(&piles, k, &mut memo) {
                            "Kevin\n"
                        } else {
                            "Nicky\n"
                        };
                        let input = format!("{} {k}\n{}\n", piles.len(), join(&piles));
                        assert_eq!(answer(&input).unwrap(), expected, "{input:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn numbers_of_any_size_are_answered() {
        assert_eq!(answer("2 1\n3 4\n").unwrap(), "Kevin\n");
        assert_eq!(answer("1 2\n3\n").unwrap(), "Nicky\n");
        // 2^100 with k odd: 4 is worth 2, then 1, 2, … up 98 halvings: 2.
        let two_100 = BigNat::from(1u8) << 100;
        let k_huge = format!("1{}", "0".repeat(40));
        let k_odd = format!("{k_huge}1");
        assert_eq!(value(&two_100, true), 2);
        assert_eq!(
            answer(&format!("2 {k_odd}\n{two_100} 4\n")).unwrap(),
            "Nicky\n"
        );
        // With k even every even pile past 2 is worth 1.
        assert_eq!(
            answer(&format!("2 {k_huge}\n{two_100} 6\n")).unwrap(),
            "Nicky\n"
        );
        assert_eq!(
            answer(&format!("1 {k_huge}\n{two_100}\n")).unwrap(),
            "Kevin\n"
        );
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let e = answer("2 1\n3 x\n").unwrap_err();
        assert!(e.starts_with("line 2, column 3: "), "{e}");
        let e = answer("2 y\n3 4\n").unwrap_err();
        assert!(e.starts_with("line 1, column 3: "), "{e}");
        let e = answer("2 1\n3\n").unwrap_err();
        assert!(e.starts_with("line 2, column 2: "), "{e}");
        let e = answer("1 1\n3 4\n").unwrap_err();
        assert!(e.starts_with("line 2, column 3: "), "{e}");
    }
}

//! HDU 5795 (A Simple Nim): take or split a pile into three, a verdict per
//! case.

use crate::families::{draw, layout};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::heap::take_or_split;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{join_values, tr, Arg};
use std::io::Write;

impl Problem {
    /// HDU 5795 (A Simple Nim): take or split a pile into three, a verdict
    /// per case.
    pub const Hdu5795: Problem = Problem::new("hdu5795", &Hdu5795);
}

struct Hdu5795;

/// HDU 5795 (A Simple Nim): `T` cases of `n` and n piles; a move takes any
/// positive number from one pile or splits one pile into three non-empty
/// piles. Each pile is worth its closed form (take-or-split:3: n, but
/// 8k+7 and 8k+8 swap), at any size.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=t {
        let n = sc.count(|| tr!("oj-piles-var-of-case", var = "n", case = case))?;
        let mut total = N::zero();
        for i in 1..=n {
            let pile =
                sc.natural::<N>(|| tr!("oj-pile-in-case", pile = i, count = n, case = case))?;
            let value = take_or_split::value(&pile).ok_or(Fail::Overflow)?;
            total = total.xor(&value);
        }
        line(
            out,
            if total.is_zero() {
                "Second player wins."
            } else {
                "First player wins."
            },
        );
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    Ok(())
}

impl Spec for Hdu5795 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// Piles up to 10^9; the counts are those its accepted solutions
    /// assume (T ≤ 10, n ≤ 10^6).
    fn limits(&self) -> Limits {
        Limits {
            count: 1_000_000,
            cases: 10,
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
            // Its lost positions are not Nim's: they are made in
            // `split_piles`.
            let p = draw::piles(rng, count, value, false, tags);
            input.cases.push(split_piles(rng, p, value, tags));
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_cases(input, out);
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let g = |h: u64| take_or_split::value(&h).expect("piles below 2^64 - 1");
        let mut piles = case.to_vec();
        piles.sort_unstable();
        piles.dedup();
        let values: Vec<String> = piles
            .iter()
            .map(|&h| format!("G({h}) = {}", g(h)))
            .collect();
        let total = case.iter().fold(0, |x, &h| x ^ g(h));
        tr!(
            "check-explain-hdu5795",
            closed_form = take_or_split::closed_form(),
            proof = take_or_split::proof(),
            values = join_values(&values),
            total = total,
            wins = Arg::yes(total != 0)
        )
    }
}

/// HDU 5795's piles, from [`piles`]: some moved to 8k+7 or 8k+8, the
/// heaps whose values swap (what a solution that answers Nim gets wrong),
/// or the last pile fixed so that the values' xor is 0 (the closed form
/// swaps pairs, so it is its own inverse).
fn split_piles(
    rng: &mut Rng,
    mut p: Vec<u64>,
    value: u64,
    tags: &mut Vec<&'static str>,
) -> Vec<u64> {
    let g = |n: u64| take_or_split::value(&n).expect("below 2^64 - 1");
    match rng.range(0, 3) {
        0 if value >= 7 => {
            tags.push("piles of 8k+7 and 8k+8 (their values swap)");
            for x in p.iter_mut() {
                if rng.chance(2) {
                    let k = rng.range(0, (value - 7) / 8);
                    *x = 8 * k + 7 + u64::from(rng.chance(2) && 8 * k + 8 <= value);
                }
            }
        }
        1 if p.len() > 1 => {
            let rest = p[..p.len() - 1].iter().fold(0, |x, &h| x ^ g(h));
            if g(rest) <= value {
                tags.push("lost position");
                *p.last_mut().expect("not empty") = g(rest);
            }
        }
        _ => {}
    }
    p
}

//! Codeforces 15C (Industrial Nim): piles x, x+1, …, x+m−1 per quarry.

use crate::families::layout;
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::io::Write;

impl Problem {
    /// Codeforces 15C (Industrial Nim): piles x, x+1, …, x+m−1 per quarry.
    pub const Cf15c: Problem = Problem::new("cf15c", &Cf15c);
}

struct Cf15c;

/// The xor of 0, 1, …, n: n, 1, n + 1, 0 as n mod 4 is 0, 1, 2, 3.
fn xor_upto<N: Natural>(n: &N) -> Option<N> {
    let one = N::from_u64(1);
    Some(match (n.bit(1), n.bit(0)) {
        (false, false) => n.clone(),
        (false, true) => one,
        (true, false) => n.checked_plus(&one)?,
        (true, true) => N::zero(),
    })
}

/// `n` quarries `x m`, the piles x, x+1, …, x+m−1; `tolik` when the
/// first player wins.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let n = sc.count(|| tr!("oj-number-of-quarries"))?;
    let mut s = N::zero();
    for q in 1..=n {
        let x: N = sc.natural(|| tr!("oj-quarry-first", quarry = q, count = n))?;
        let m: N = sc.natural(|| tr!("oj-quarry-dumpers", quarry = q, count = n))?;
        if m.is_zero() {
            continue;
        }
        // The quarry's xor is xor(0..=x+m-1) xor xor(0..=x-1).
        let last = x
            .checked_plus(&m)
            .ok_or(Fail::Overflow)?
            .minus(&N::from_u64(1));
        let mut quarry = xor_upto(&last).ok_or(Fail::Overflow)?;
        if !x.is_zero() {
            quarry = quarry.xor(&xor_upto(&x.minus(&N::from_u64(1))).ok_or(Fail::Overflow)?);
        }
        s = s.xor(&quarry);
    }
    sc.expect_end(|| tr!("oj-after-last-quarries", count = n))?;
    line(out, if s.is_zero() { "bolik" } else { "tolik" });
    Ok(())
}

impl Spec for Cf15c {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 2,
            cases: 100_000,
            value: 10_000_000_000_000_000,
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
        _tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            let x = rng.range(1, value);
            let m = if rng.chance(3) {
                1
            } else {
                rng.range(1, value)
            };
            input.cases.push(vec![x, m]);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_lines(input, out);
    }

    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| c[0] >= 1 && c[1] >= 1)
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        tr!(
            "check-explain-cf15c",
            x = case[0],
            m = case[1],
            last = case[0].saturating_add(case[1] - 1)
        )
    }
}

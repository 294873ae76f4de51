//! POJ 1740 (A New Stone Game): `1`/`0` per block of piles.

use crate::families::layout;
use crate::families::nim_family::blocks;
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::new_stone::in_pairs;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};
use std::io::Write;

impl Problem {
    /// POJ 1740 (A New Stone Game): `1`/`0` per block of piles.
    pub const Poj1740: Problem = Problem::new("poj1740", &Poj1740);
}

struct Poj1740;

/// POJ 1740: blocks `n`, then `n` piles, `0` ends (as HDU 2176's); `0`
/// when the piles are in pairs of equal piles (the first player loses),
/// `1` otherwise.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    blocks::<N>(sc, out, |piles, out| {
        line(out, if in_pairs(piles) { "0" } else { "1" })
    })
}

impl Spec for Poj1740 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// The statement says n ≤ 10 and piles ≤ 100.
    fn limits(&self) -> Limits {
        Limits {
            count: 10,
            cases: 20,
            value: 100,
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
            let n = rng.range(1, count);
            let mut piles: Vec<u64> = (0..n).map(|_| rng.range(1, value)).collect();
            // Piles in pairs lose: make them common.
            if rng.chance(3) {
                tags.push("piles in pairs");
                let half = piles.len().div_ceil(2);
                piles.truncate(half);
                let copy = piles.clone();
                piles.extend(copy);
            }
            input.cases.push(piles);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::blocks(input, out);
        out.push_str("0\n");
    }

    /// Stones can only be handed to non-empty piles: none is empty.
    fn is_valid(&self, input: &Input) -> bool {
        !input.cases.iter().flatten().any(|&p| p == 0)
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        tr!("check-explain-poj1740", pairs = Arg::yes(in_pairs(case)))
    }
}

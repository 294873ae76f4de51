//! HDU 1850: the number of winning first moves in Nim.

use crate::families::nim_family::blocks;
use crate::families::{draw, layout};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::nim;
use grundy_engine::num::{BigNat, Natural};
use std::io::Write;

impl Problem {
    /// HDU 1850: the number of winning first moves in Nim.
    pub const Hdu1850: Problem = Problem::new("hdu1850", &Hdu1850);
}

struct Hdu1850;

/// Blocks of piles until `0`; the number of winning first moves.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    blocks::<N>(sc, out, |p, out| {
        let s = nim::nim_sum(p);
        line(out, nim::winning_moves_with_sum(p, &s).count())
    })
}

impl Spec for Hdu1850 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 100,
            cases: 100,
            value: 1_000_000,
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
        layout::blocks(input, out);
        out.push_str("0\n");
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        grundy_i18n::read(&grundy_engine::nim::explain(case))
    }
}

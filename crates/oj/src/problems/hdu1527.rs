//! HDU 1527 (and POJ 1067, the same problem and format): Wythoff's game,
//! `1`/`0` per pair until the end of input.

use crate::families::layout::{self, until_end};
use crate::families::wythoff::{pair, pairs, verdict};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use std::io::Write;

impl Problem {
    /// HDU 1527: Wythoff's game, `1`/`0` per pair until the end of input.
    pub const Hdu1527: Problem = Problem::new("hdu1527", &Hdu1527);
    /// POJ 1067: the same problem and format as HDU 1527.
    pub const Poj1067: Problem = Problem::new("poj1067", &Hdu1527);
}

struct Hdu1527;

/// HDU 1527 / POJ 1067: pairs until the end of input, `1` or `0` each.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, index| {
        let (a, b) = pair::<N>(sc, index)?;
        line(out, verdict(&a, &b));
        Ok(())
    })
}

impl Spec for Hdu1527 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 2,
            cases: 1_000,
            value: 1_000_000_000,
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
        pairs(rng, n_cases, value, false, input, tags);
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::lines(input, out);
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        grundy_engine::wythoff::explain(&case[0], &case[1])
    }
}

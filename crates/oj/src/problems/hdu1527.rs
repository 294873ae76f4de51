//! HDU 1527 (and POJ 1067, the same problem and format): Wythoff's game,
//! `1`/`0` per pair until the end of input.

use crate::families::layout::until_end;
use crate::families::line_cases::LineCases;
use crate::families::wythoff::{self, pair, verdict};
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::{line, Problem};
use grundy_engine::num::{BigNat, Natural};

impl Problem {
    /// HDU 1527: Wythoff's game, `1`/`0` per pair until the end of input.
    pub const Hdu1527: Problem = Problem::new("hdu1527", &HDU1527);
    /// POJ 1067: the same problem and format as HDU 1527.
    pub const Poj1067: Problem = Problem::new("poj1067", &HDU1527);
}

/// HDU 1527 / POJ 1067: pairs until the end of input, `1` or `0` each.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, index| {
        let (a, b) = pair::<N>(sc, index)?;
        line(out, verdict(&a, &b));
        Ok(())
    })
}

const HDU1527: LineCases = LineCases {
    limits: Limits {
        count: 2,
        cases: 1_000,
        value: 1_000_000_000,
    },
    shape: Shape::tuples(2),
    zeros: None,
    words: solve::<u64>,
    big: solve::<BigNat>,
    draw: wythoff::either_first,
    allows: |_| true,
    explain: wythoff::explain,
};

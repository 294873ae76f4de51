//! Luogu P2252: Wythoff's game, one pair.

use crate::families::line_cases::LineCases;
use crate::families::wythoff::{self, verdict};
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::{line, Problem};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;

impl Problem {
    /// Luogu P2252: Wythoff's game, one pair.
    pub const P2252: Problem = Problem::new("p2252", &P2252);
}

/// Luogu P2252: a single pair.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let a: N = sc.natural(|| tr!("oj-first-pile-a"))?;
    let b: N = sc.natural(|| tr!("oj-second-pile-b"))?;
    sc.expect_end(|| tr!("oj-after-pair-a-b"))?;
    line(out, verdict(&a, &b));
    Ok(())
}

/// A single pair.
const P2252: LineCases = LineCases {
    limits: Limits {
        count: 2,
        cases: 1,
        value: 1_000_000_000,
    },
    shape: Shape {
        multi: false,
        ..Shape::tuples(2)
    },
    zeros: None,
    words: solve::<u64>,
    big: solve::<BigNat>,
    draw: wythoff::either_first,
    allows: |_| true,
    explain: wythoff::explain,
};

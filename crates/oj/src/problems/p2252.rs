//! Luogu P2252: Wythoff's game, one pair.

use crate::families::layout;
use crate::families::wythoff::{pairs, verdict};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::io::Write;

impl Problem {
    /// Luogu P2252: Wythoff's game, one pair.
    pub const P2252: Problem = Problem::new("p2252", &P2252);
}

struct P2252;

/// Luogu P2252: a single pair.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let a: N = sc.natural(|| tr!("oj-first-pile-a"))?;
    let b: N = sc.natural(|| tr!("oj-second-pile-b"))?;
    sc.expect_end(|| tr!("oj-after-pair-a-b"))?;
    line(out, verdict(&a, &b));
    Ok(())
}

impl Spec for P2252 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 2,
            cases: 1,
            value: 1_000_000_000,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            multi: false,
            ..Shape::tuples(2)
        }
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

//! Luogu P2197: Nim verdicts, `Yes`/`No` per case.

use crate::families::nim_family::cases;
use crate::families::{draw, layout};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::nim;
use grundy_engine::num::{BigNat, Natural};
use std::io::Write;

impl Problem {
    /// Luogu P2197: Nim verdicts, `Yes`/`No`.
    pub const P2197: Problem = Problem::new("p2197", &P2197);
}

struct P2197;

/// `T` cases of piles; `Yes` when the first player wins Nim.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    cases::<N>(sc, out, |p, out| {
        line(
            out,
            if nim::outcome(p).first_player_wins() {
                "Yes"
            } else {
                "No"
            },
        )
    })
}

impl Spec for P2197 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 10_000,
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
        draw::pile_cases(rng, n_cases, count, value, true, input, tags);
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_cases(input, out);
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        grundy_i18n::read(&grundy_engine::nim::explain(case))
    }
}

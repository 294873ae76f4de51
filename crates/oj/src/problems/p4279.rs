//! Luogu P4279: misère Nim verdicts, `John`/`Brother` per case.

use crate::families::{draw, layout, nim_family};
use crate::spec::{buffered, Limits, Spec};
use crate::{Input, OjError, Problem, Rng};
use grundy_engine::num::BigNat;
use std::io::Write;

impl Problem {
    /// Luogu P4279: misère Nim verdicts, `John`/`Brother`.
    pub const P4279: Problem = Problem::new("p4279", &P4279);
}

struct P4279;

impl Spec for P4279 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(
            input,
            out,
            nim_family::p4279::<u64>,
            nim_family::p4279::<BigNat>,
        )
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 50,
            cases: 500,
            value: 5_000,
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
        // Nim's lost positions are not misère Nim's.
        draw::pile_cases(rng, n_cases, count, value, false, input, tags);
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_cases(input, out);
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        grundy_i18n::read(&grundy_engine::misere_nim::explain(case))
    }
}

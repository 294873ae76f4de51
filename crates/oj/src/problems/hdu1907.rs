//! HDU 1907 (John): the same problem and format as Luogu P4279, with its
//! own limits.

use crate::families::{draw, layout, nim_family};
use crate::spec::{buffered, Limits, Spec};
use crate::{Input, OjError, Problem, Rng};
use grundy_engine::num::BigNat;
use std::io::Write;

impl Problem {
    /// HDU 1907 (John): the same problem and format as Luogu P4279.
    pub const Hdu1907: Problem = Problem::new("hdu1907", &Hdu1907);
}

struct Hdu1907;

impl Spec for Hdu1907 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(
            input,
            out,
            nim_family::p4279::<u64>,
            nim_family::p4279::<BigNat>,
        )
    }

    /// T ≤ 474 cases of N ≤ 47 piles of at most 4747.
    fn limits(&self) -> Limits {
        Limits {
            count: 47,
            cases: 474,
            value: 4_747,
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

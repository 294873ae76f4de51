//! HDU 2176: Nim, every winning move as "pile before, pile after".

use crate::families::nim_family::blocks;
use crate::families::{draw, layout};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::nim;
use grundy_engine::num::{BigNat, Natural};
use std::io::Write;

impl Problem {
    /// HDU 2176: Nim, every winning move as "pile before, pile after".
    pub const Hdu2176: Problem = Problem::new("hdu2176", &Hdu2176);
}

struct Hdu2176;

/// Blocks of piles until `0`; `No`, or `Yes` and every winning move as
/// "pile before, pile after".
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    blocks::<N>(sc, out, |p, out| {
        let moves = nim::winning_moves(p);
        if moves.is_empty() {
            line(out, "No");
        } else {
            line(out, "Yes");
            for m in moves {
                line(out, format_args!("{} {}", m.from, m.to));
            }
        }
    })
}

impl Spec for Hdu2176 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 200_000,
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
        layout::blocks(input, out);
        out.push_str("0\n");
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        grundy_i18n::read(&grundy_engine::nim::explain(case))
    }
}

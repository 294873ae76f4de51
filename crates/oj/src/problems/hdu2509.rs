//! HDU 2509 (Be the Winner): misère play of taking runs of apples,
//! `Yes`/`No` per block.

use crate::families::nim_family::blocks;
use crate::families::{draw, layout};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::misere_nim;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::io::Write;

impl Problem {
    /// HDU 2509 (Be the Winner): misère play of taking runs of apples,
    /// `Yes`/`No` per block.
    pub const Hdu2509: Problem = Problem::new("hdu2509", &Hdu2509);
}

struct Hdu2509;

/// HDU 2509 (Be the Winner): rows of apples, a move takes any run of
/// consecutive apples from one row (which may split it in two), and whoever
/// takes the last apple loses. A row of n is worth n (the run-taking game,
/// 0.777…, reaches every smaller row and only pairs a + b < n, worth
/// a ⊕ b < n), and under misère play the rows decide as misère Nim's piles
/// do: checked against a misère search of the rules in the tests. Blocks
/// until the end of input; `Yes` when the first player wins.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    blocks::<N>(sc, out, |p, out| {
        line(
            out,
            if misere_nim::outcome(p).first_player_wins() {
                "Yes"
            } else {
                "No"
            },
        )
    })
}

impl Spec for Hdu2509 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// The statement gives no limits we could check; these (n ≤ 100 rows
    /// of at most 100 apples) are those its accepted solutions assume.
    fn limits(&self) -> Limits {
        Limits {
            count: 100,
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
            // A row holds one apple at least.
            let mut rows = draw::piles(rng, count, value, false, tags);
            rows.iter_mut().for_each(|r| *r = (*r).max(1));
            input.cases.push(rows);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::blocks(input, out);
    }

    /// No row is empty.
    fn is_valid(&self, input: &Input) -> bool {
        !input.cases.iter().flatten().any(|&p| p == 0)
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        tr!(
            "check-explain-hdu2509",
            rest = grundy_i18n::read(&misere_nim::explain(case))
        )
    }
}

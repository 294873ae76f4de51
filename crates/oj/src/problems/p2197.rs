//! Luogu P2197: Nim verdicts, `Yes`/`No` per case.

use crate::families::nim_family::{cases, PileCases, Piles};
use crate::scanner::{Fail, Scanner};
use crate::spec::Limits;
use crate::{line, Problem};
use grundy_engine::nim;
use grundy_engine::num::{BigNat, Natural};

impl Problem {
    /// Luogu P2197: Nim verdicts, `Yes`/`No`.
    pub const P2197: Problem = Problem::new("p2197", &P2197);
}

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

const P2197: PileCases = PileCases {
    limits: Limits {
        count: 10_000,
        cases: 10,
        value: 1_000_000_000,
    },
    layout: Piles::Counted,
    nim_lost: true,
    words: solve::<u64>,
    big: solve::<BigNat>,
    explain: nim::explain::<u64>,
};

//! Luogu P4279: misère Nim verdicts, `John`/`Brother` per case.

use crate::families::nim_family::{self, PileCases, Piles};
use crate::spec::Limits;
use crate::Problem;
use grundy_engine::num::BigNat;

impl Problem {
    /// Luogu P4279: misère Nim verdicts, `John`/`Brother`.
    pub const P4279: Problem = Problem::new("p4279", &P4279);
}

/// Counted cases, whose random piles are no lost positions of Nim (they
/// are not misère Nim's).
const P4279: PileCases = PileCases {
    limits: Limits {
        count: 50,
        cases: 500,
        value: 5_000,
    },
    layout: Piles::Counted,
    nim_lost: false,
    words: nim_family::p4279::<u64>,
    big: nim_family::p4279::<BigNat>,
    explain: grundy_engine::misere_nim::explain::<u64>,
};

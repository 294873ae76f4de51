//! HDU 1907 (John): the same problem and format as Luogu P4279, with its
//! own limits.

use crate::families::nim_family::{self, PileCases, Piles};
use crate::spec::Limits;
use crate::Problem;
use grundy_engine::num::BigNat;

impl Problem {
    /// HDU 1907 (John): the same problem and format as Luogu P4279.
    pub const Hdu1907: Problem = Problem::new("hdu1907", &HDU1907);
}

/// Luogu P4279's format; T ≤ 474 cases of N ≤ 47 piles of at most 4747.
const HDU1907: PileCases = PileCases {
    limits: Limits {
        count: 47,
        cases: 474,
        value: 4_747,
    },
    layout: Piles::Counted,
    nim_lost: false,
    words: nim_family::p4279::<u64>,
    big: nim_family::p4279::<BigNat>,
    explain: grundy_engine::misere_nim::explain::<u64>,
};

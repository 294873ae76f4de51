//! HDU 1850: the number of winning first moves in Nim.

use crate::families::nim_family::{blocks, PileCases, Piles};
use crate::scanner::{Fail, Scanner};
use crate::spec::Limits;
use crate::{line, Problem};
use grundy_engine::nim;
use grundy_engine::num::{BigNat, Natural};

impl Problem {
    /// HDU 1850: the number of winning first moves in Nim.
    pub const Hdu1850: Problem = Problem::new("hdu1850", &HDU1850);
}

/// Blocks of piles until `0`; the number of winning first moves.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    blocks::<N>(sc, out, |p, out| {
        let s = nim::nim_sum(p);
        line(out, nim::winning_moves_with_sum(p, &s).count())
    })
}

const HDU1850: PileCases = PileCases {
    limits: Limits {
        count: 100,
        cases: 100,
        value: 1_000_000,
    },
    layout: Piles::Blocks,
    nim_lost: true,
    words: solve::<u64>,
    big: solve::<BigNat>,
    explain: nim::explain::<u64>,
};

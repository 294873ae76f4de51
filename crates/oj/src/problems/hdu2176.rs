//! HDU 2176: Nim, every winning move as "pile before, pile after".

use crate::families::nim_family::{blocks, PileCases, Piles};
use crate::scanner::{Fail, Scanner};
use crate::spec::Limits;
use crate::{line, Problem};
use grundy_engine::nim;
use grundy_engine::num::{BigNat, Natural};

impl Problem {
    /// HDU 2176: Nim, every winning move as "pile before, pile after".
    pub const Hdu2176: Problem = Problem::new("hdu2176", &HDU2176);
}

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

const HDU2176: PileCases = PileCases {
    limits: Limits {
        count: 200_000,
        cases: 10,
        value: 1_000_000_000,
    },
    layout: Piles::Blocks,
    nim_lost: true,
    words: solve::<u64>,
    big: solve::<BigNat>,
    explain: nim::explain::<u64>,
};

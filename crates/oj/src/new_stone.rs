//! A New Stone Game's judge format: POJ 1740.

use crate::line;
use crate::nim_family::blocks;
use crate::scanner::{Fail, Scanner};
use grundy_engine::new_stone::in_pairs;
use grundy_engine::num::Natural;

/// POJ 1740: blocks `n`, then `n` piles, `0` ends (as HDU 2176's); `0`
/// when the piles are in pairs of equal piles (the first player loses),
/// `1` otherwise.
pub(crate) fn poj1740<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    blocks::<N>(sc, out, |piles, out| {
        line(out, if in_pairs(piles) { "0" } else { "1" })
    })
}

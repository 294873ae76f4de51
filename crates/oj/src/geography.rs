//! Geography's judge format: Luogu P4136 (谁能赢呢), the stone on the
//! corner of an n×n board moved to an adjacent square not visited before.

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::geography::square_corner_first_player_wins;
use grundy_engine::num::Natural;
use grundy_i18n::tr;

/// Luogu P4136: sides `n`, one a line, `0` ends; `Alice` when the first
/// player wins, `Bob` otherwise. The board is undirected vertex geography
/// from a corner, which the first player wins exactly when n is even (the
/// matching theorem: see
/// [`grundy_engine::geography::grid_corner_first_player_wins`]), for every
/// n of any size.
pub(crate) fn p4136<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut case = 1;
    loop {
        if case > 1 && sc.at_end() {
            return Ok(());
        }
        let (n, _) = sc.natural_token::<N>(|| tr!("oj-board-side-of-line", line = case))?;
        if n.is_zero() {
            sc.expect_end_after_terminator("0")?;
            return Ok(());
        }
        line(
            out,
            if square_corner_first_player_wins(&n) {
                "Alice"
            } else {
                "Bob"
            },
        );
        case += 1;
    }
}

//! Northcott's game's judge format: HDU 1730.

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::northcott::{Board, Row};
use grundy_engine::num::Natural;

/// HDU 1730: blocks `n m` (rows, columns), then `n` lines `Ti Ji`, the
/// columns of the first player's piece and the second player's, until the
/// end of input; `I WIN!` when the first player wins (the gaps' xor is not
/// 0), `BAD LUCK!` otherwise.
pub(crate) fn hdu1730<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut block = 1;
    while block == 1 || !sc.at_end() {
        let n = sc.count(&format!("the number of rows n of block {block}"))?;
        let columns: N = sc.natural(|| format!("the number of columns m of block {block}"))?;
        let mut rows = Vec::with_capacity(n.min(1 << 16));
        for i in 1..=n {
            let mut piece = |whose: &str| -> Result<(N, _), Fail> {
                let (c, token) =
                    sc.natural_token::<N>(|| format!("{whose} of row {i} in block {block}"))?;
                if c.is_zero() || c > columns {
                    return Err(Fail::Failed(sc.error_at(
                        Some(token),
                        format!(
                            "{whose} of row {i} in block {block} is {c}: off the board of \
                             columns 1 to {columns}"
                        ),
                    )));
                }
                Ok((c, token))
            };
            let (mine, _) = piece("the column Ti")?;
            let (theirs, token) = piece("the column Ji")?;
            if mine == theirs {
                return Err(Fail::Failed(sc.error_at(
                    Some(token),
                    format!(
                        "the column Ji of row {i} in block {block} is {theirs}, where the first \
                         player's piece stands: the two pieces of a row are on different squares"
                    ),
                )));
            }
            rows.push(Row { mine, theirs });
        }
        let board = Board::new(columns, rows).expect("every piece was checked");
        line(
            out,
            if board.value().is_zero() {
                "BAD LUCK!"
            } else {
                "I WIN!"
            },
        );
        block += 1;
    }
    Ok(())
}

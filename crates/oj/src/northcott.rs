//! Northcott's game's judge format: HDU 1730.

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::northcott::{Board, Row};
use grundy_engine::num::Natural;
use grundy_i18n::tr;

/// HDU 1730: blocks `n m` (rows, columns), then `n` lines `Ti Ji`, the
/// columns of the first player's piece and the second player's, until the
/// end of input; `I WIN!` when the first player wins (the gaps' xor is not
/// 0), `BAD LUCK!` otherwise.
pub(crate) fn hdu1730<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut block = 1;
    while block == 1 || !sc.at_end() {
        let n = sc.count(|| tr!("oj-rows-of-block", block = block))?;
        let columns: N = sc.natural(|| tr!("oj-columns-of-block", block = block))?;
        let mut rows = Vec::with_capacity(n.min(1 << 16));
        for i in 1..=n {
            let ti = || tr!("oj-column-ti", row = i, block = block);
            let ji = || tr!("oj-column-ji", row = i, block = block);
            let mut piece = |what: &dyn Fn() -> String| -> Result<(N, _), Fail> {
                let (c, token) = sc.natural_token::<N>(what)?;
                if c.is_zero() || c > columns {
                    return Err(Fail::Failed(sc.error_at(
                        Some(token),
                        tr!(
                            "oj-off-the-board",
                            what = what(),
                            column = c,
                            columns = columns
                        ),
                    )));
                }
                Ok((c, token))
            };
            let (mine, _) = piece(&ti)?;
            let (theirs, token) = piece(&ji)?;
            if mine == theirs {
                return Err(Fail::Failed(sc.error_at(
                    Some(token),
                    tr!("oj-same-square", what = ji(), column = theirs),
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

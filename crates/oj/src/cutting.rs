//! The Cutting Game's judge format: POJ 2311.

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::cutting::{Table, SIDE_LIMIT};
use grundy_engine::num::Natural;
use grundy_i18n::tr;

/// POJ 2311: sheets `W H` until the end of input; `WIN` when the first
/// player wins, `LOSE` otherwise. A sheet one square wide is answered by the
/// rules too: 1 × 1 has no cut (`LOSE`), a longer one has the winning cut
/// of a 1 × 1 piece (`WIN`).
pub(crate) fn poj2311<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut sheets = Vec::new();
    let mut index = 1;
    while index == 1 || !sc.at_end() {
        let mut side = |what: &dyn Fn() -> String| -> Result<u64, Fail> {
            let (w, token) = sc.natural_token::<N>(what)?;
            w.to_u64().filter(|&w| w <= SIDE_LIMIT).ok_or_else(|| {
                Fail::Failed(sc.error_at(
                    Some(token),
                    tr!(
                        "oj-sheet-side-too-large",
                        what = what(),
                        side = w,
                        limit = SIDE_LIMIT
                    ),
                ))
            })
        };
        let w = side(&|| tr!("oj-sheet-width", sheet = index))?;
        let h = side(&|| tr!("oj-sheet-height", sheet = index))?;
        sheets.push((w, h));
        index += 1;
    }
    let largest = sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(2);
    let table = Table::up_to(largest.max(2) as usize);
    for (w, h) in sheets {
        let wins = match (w.min(h), w.max(h)) {
            (0, _) => false,
            (1, 1) => false,
            (1, _) => true,
            (w, h) => table.value(w as usize, h as usize) != 0,
        };
        line(out, if wins { "WIN" } else { "LOSE" });
    }
    Ok(())
}

//! The Cutting Game's judge format: POJ 2311.

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::cutting::{Table, SIDE_LIMIT};
use grundy_engine::num::Natural;

/// POJ 2311: sheets `W H` until the end of input; `WIN` when the first
/// player wins, `LOSE` otherwise. A sheet one square wide is answered by the
/// rules too: 1 × 1 has no cut (`LOSE`), a longer one has the winning cut
/// of a 1 × 1 piece (`WIN`).
pub(crate) fn poj2311<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut sheets = Vec::new();
    let mut index = 1;
    while index == 1 || !sc.at_end() {
        let mut side = |which: &str| -> Result<u64, Fail> {
            let (w, token) = sc.natural_token::<N>(|| format!("the {which} of sheet {index}"))?;
            w.to_u64().filter(|&w| w <= SIDE_LIMIT).ok_or_else(|| {
                Fail::Failed(sc.error_at(
                    Some(token),
                    format!(
                        "the {which} of sheet {index} is {w}: sides up to {SIDE_LIMIT} are \
                         answered (the values come from a table over every sheet size)"
                    ),
                ))
            })
        };
        let w = side("width W")?;
        let h = side("height H")?;
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

//! Euclid's game's judge format: POJ 2348 = HDU 1525.

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::euclid;
use grundy_engine::num::Natural;
use grundy_i18n::tr;

/// POJ 2348 = HDU 1525: lines `a b` until `0 0` (or the end of input after
/// a pair); `Stan wins` when the first player (Stan) wins, `Ollie wins`
/// otherwise, at any size. A pair with one 0 is refused: the game would be
/// over before its first move (whoever reached the 0 has won), and the
/// judge's numbers are positive.
pub(crate) fn poj2348<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut index = 1;
    loop {
        if index > 1 && sc.at_end() {
            return Ok(());
        }
        let (a, first) = sc.natural_token::<N>(|| tr!("oj-first-number-of-pair", pair = index))?;
        let (b, second) =
            sc.natural_token::<N>(|| tr!("oj-second-number-of-pair", pair = index))?;
        if a.is_zero() && b.is_zero() {
            sc.expect_end_after_terminator("0 0")?;
            return Ok(());
        }
        if a.is_zero() || b.is_zero() {
            let token = if a.is_zero() { first } else { second };
            return Err(Fail::Failed(sc.error_at(
                Some(token),
                tr!("oj-euclid-zero", pair = index, a = a, b = b),
            )));
        }
        let wins = match (a.to_u64(), b.to_u64()) {
            (Some(a), Some(b)) => euclid::first_player_wins_u64(a, b),
            _ => euclid::first_player_wins(&a.to_big(), &b.to_big()),
        };
        line(out, if wins { "Stan wins" } else { "Ollie wins" });
        index += 1;
    }
}

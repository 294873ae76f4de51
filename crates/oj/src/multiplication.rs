//! The multiplication game's judge format: POJ 2505 = UVa 847 = HDU 1517.

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::multiplication;
use grundy_engine::num::Natural;
use grundy_i18n::tr;

/// POJ 2505: numbers n until the end of input; `Stan wins.` when the first
/// player (Stan, from p = 1) wins, `Ollie wins.` otherwise: Stan wins
/// exactly when n lies in (18^k, 9·18^k]. Any size is answered (the judge's
/// n is below 4294967295); n ≤ 1 is refused: p = 1 is at least n before the
/// first move, so nobody reaches it by a move (the judge's n is more than 1).
pub(crate) fn poj2505<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut index = 1;
    loop {
        if index > 1 && sc.at_end() {
            return Ok(());
        }
        let what = || tr!("oj-n-of-game", game = index);
        let (n, token) = sc.natural_token::<N>(what)?;
        let value = match n.to_u64() {
            Some(n) if n <= 1 => {
                return Err(Fail::Failed(sc.error_at(
                    Some(token),
                    tr!("oj-multiplication-n", what = what(), n = n),
                )))
            }
            Some(n) => multiplication::value_u64(n),
            None => multiplication::value(&n.to_big()),
        };
        line(
            out,
            if value != 0 {
                "Stan wins."
            } else {
                "Ollie wins."
            },
        );
        index += 1;
    }
}

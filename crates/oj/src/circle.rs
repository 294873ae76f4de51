//! Coins in a circle's judge format: POJ 2484 (A Funny Game).

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::circle::value;
use grundy_engine::num::Natural;
use grundy_i18n::tr;

/// POJ 2484: numbers of coins `n`, one a line, `0` ends; `Alice` when the
/// first player wins (1 or 2 coins), `Bob` otherwise (the second player's
/// symmetry), for every `n` of any size.
pub(crate) fn poj2484<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut case = 1;
    loop {
        if case > 1 && sc.at_end() {
            return Ok(());
        }
        let (n, _) = sc.natural_token::<N>(|| tr!("oj-coins-of-line", line = case))?;
        if n.is_zero() {
            sc.expect_end_after_terminator("0")?;
            return Ok(());
        }
        line(out, if value(&n) != 0 { "Alice" } else { "Bob" });
        case += 1;
    }
}

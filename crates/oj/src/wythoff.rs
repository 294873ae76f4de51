//! Judge formats of Wythoff's game: HDU 1527 = POJ 1067, Luogu P2252 and
//! HDU 2177.

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::num::Natural;
use grundy_engine::wythoff::{self, WythoffMove};
use grundy_i18n::tr;

/// Reads one pair `a b`; `None` at the end of input after the first pair
/// (an input without any pair is empty, not an answer).
fn pair<N: Natural>(sc: &mut Scanner<'_>, index: usize) -> Result<Option<(N, N)>, Fail> {
    if index > 1 && sc.at_end() {
        return Ok(None);
    }
    let a = sc.natural(|| tr!("oj-first-pile-of-pair", pair = index))?;
    let b = sc.natural(|| tr!("oj-second-pile-of-pair", pair = index))?;
    Ok(Some((a, b)))
}

fn verdict<N: Natural>(a: &N, b: &N) -> &'static str {
    if wythoff::outcome(a, b).first_player_wins() {
        "1"
    } else {
        "0"
    }
}

/// HDU 1527 / POJ 1067: pairs until the end of input, `1` or `0` each.
pub(crate) fn hdu1527<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut index = 1;
    while let Some((a, b)) = pair::<N>(sc, index)? {
        line(out, verdict(&a, &b));
        index += 1;
    }
    Ok(())
}

/// Luogu P2252: a single pair.
pub(crate) fn p2252<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let a: N = sc.natural(|| tr!("oj-first-pile-a"))?;
    let b: N = sc.natural(|| tr!("oj-second-pile-b"))?;
    sc.expect_end(|| tr!("oj-after-pair-a-b"))?;
    line(out, verdict(&a, &b));
    Ok(())
}

/// HDU 2177: pairs until `0 0`; `0`, or `1` and the piles left by every
/// winning move: the move from both piles first, then the positions reached
/// from one pile, without repeats, in ascending order.
pub(crate) fn hdu2177<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut index = 1;
    while let Some((a, b)) = pair::<N>(sc, index)? {
        if a.is_zero() && b.is_zero() {
            sc.expect_end_after_terminator("0 0")?;
            break;
        }
        let moves = wythoff::winning_moves(&a, &b);
        if moves.is_empty() {
            line(out, "0");
        } else {
            line(out, "1");
            let sorted = |(x, y): (N, N)| if x <= y { (x, y) } else { (y, x) };
            let mut single = Vec::new();
            for m in &moves {
                let after = sorted(m.apply(&a, &b));
                match m {
                    WythoffMove::Both { .. } => line(out, format_args!("{} {}", after.0, after.1)),
                    WythoffMove::One { .. } => single.push(after),
                }
            }
            single.sort();
            single.dedup();
            for (x, y) in single {
                line(out, format_args!("{x} {y}"));
            }
        }
        index += 1;
    }
    Ok(())
}

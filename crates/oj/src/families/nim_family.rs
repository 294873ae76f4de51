//! What the Nim family's formats share: piles read in counted cases or in
//! blocks, and misère Nim's verdicts (Luogu P4279 and HDU 1907, one format).

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::misere_nim;
use grundy_engine::num::Natural;
use grundy_i18n::tr;

/// Where a list of piles stands: in a case (counted by `T`) or in a block
/// (read until a 0 or the end of input).
#[derive(Clone, Copy)]
enum Within {
    Case(usize),
    Block(usize),
}

/// Reads `count` piles, describing each as "pile i of count in case 3" (or
/// "in block 3") on error.
fn piles<N: Natural>(sc: &mut Scanner<'_>, count: usize, within: Within) -> Result<Vec<N>, Fail> {
    // Never trust a count for an allocation: a short input must not make us
    // reserve gigabytes before failing.
    let mut piles = Vec::with_capacity(count.min(1 << 16));
    for i in 0..count {
        piles.push(sc.natural(|| match within {
            Within::Case(case) => tr!("oj-pile-in-case", pile = i + 1, count = count, case = case),
            Within::Block(block) => {
                tr!(
                    "oj-pile-in-block",
                    pile = i + 1,
                    count = count,
                    block = block
                )
            }
        })?);
    }
    Ok(piles)
}

/// Reads `T`, then `T` cases of `n` and `n` piles, answering each with
/// `answer`.
pub(crate) fn cases<N: Natural>(
    sc: &mut Scanner<'_>,
    out: &mut Vec<u8>,
    mut answer: impl FnMut(&[N], &mut Vec<u8>),
) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=t {
        let n = sc.count(|| tr!("oj-piles-of-case", case = case))?;
        let p = piles::<N>(sc, n, Within::Case(case))?;
        answer(&p, out);
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    Ok(())
}

/// Reads blocks of `m` and `m` piles until `m = 0` (or the end of input).
pub(crate) fn blocks<N: Natural>(
    sc: &mut Scanner<'_>,
    out: &mut Vec<u8>,
    mut answer: impl FnMut(&[N], &mut Vec<u8>),
) -> Result<(), Fail> {
    let mut block = 0;
    loop {
        // The end of input after a whole block ends the input as 0 does,
        // but an input with no block at all is empty, not an answer.
        if block > 0 && sc.at_end() {
            return Ok(());
        }
        block += 1;
        let m = sc.count(|| tr!("oj-piles-of-block", block = block))?;
        if m == 0 {
            sc.expect_end_after_terminator("0")?;
            return Ok(());
        }
        let p = piles::<N>(sc, m, Within::Block(block))?;
        answer(&p, out);
    }
}

/// Luogu P4279 = HDU 1907: `T` cases of piles; `John` when the first
/// player wins misère Nim, `Brother` otherwise.
pub(crate) fn p4279<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    cases::<N>(sc, out, |p, out| {
        line(
            out,
            if misere_nim::outcome(p).first_player_wins() {
                "John"
            } else {
                "Brother"
            },
        )
    })
}

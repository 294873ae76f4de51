//! What the Nim family's formats share: piles read in counted cases or in
//! blocks, misère Nim's verdicts (Luogu P4279 and HDU 1907, one format),
//! and the whole problem but its answer ([`PileCases`]).

use crate::families::draw;
use crate::families::layout::{self, until_zeros, Record};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Solver, Spec};
use crate::{line, Input, OjError, Rng};
use grundy_engine::misere_nim;
use grundy_engine::num::Natural;
use grundy_i18n::tr;
use std::io::Write;

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
    until_zeros(sc, "0", |sc, block| {
        let m = sc.count(|| tr!("oj-piles-of-block", block = block))?;
        if m == 0 {
            return Ok(Record::Zeros);
        }
        let p = piles::<N>(sc, m, Within::Block(block))?;
        answer(&p, out);
        Ok(Record::Case)
    })
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

/// How a format of the Nim family lays out its cases of piles.
#[derive(Clone, Copy)]
pub(crate) enum Piles {
    /// `T`, then each case's `n` and piles ([`cases`]).
    Counted,
    /// Blocks of `m` and piles until `m = 0` ([`blocks`]).
    Blocks,
}

/// A judge problem of the Nim family whose cases are lists of piles: all
/// it has of its own is its limits, its layout, its answer and its
/// explanation; the random piles, the writer and the retry with arbitrary
/// precision are the family's.
pub(crate) struct PileCases {
    /// The judge's limits.
    pub(crate) limits: Limits,
    /// How the cases are laid out.
    pub(crate) layout: Piles,
    /// Whether random cases may be Nim's lost positions (misère Nim's
    /// lost positions are not Nim's, so its formats draw none).
    pub(crate) nim_lost: bool,
    /// The reader and solver with machine words, retried as `big`.
    pub(crate) words: Solver,
    /// The reader and solver with arbitrary precision.
    pub(crate) big: Solver,
    /// grundy's reasoning on one case's piles.
    pub(crate) explain: fn(&[u64]) -> grundy_text::Text,
}

impl Spec for PileCases {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, self.words, self.big)
    }

    fn limits(&self) -> Limits {
        self.limits
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        draw::pile_cases(rng, n_cases, count, value, self.nim_lost, input, tags);
    }

    fn render(&self, input: &Input, out: &mut String) {
        match self.layout {
            Piles::Counted => layout::counted_cases(input, out),
            Piles::Blocks => {
                layout::blocks(input, out);
                out.push_str("0\n");
            }
        }
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        grundy_i18n::read(&(self.explain)(case))
    }
}

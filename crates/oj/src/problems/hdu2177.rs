//! HDU 2177: Wythoff's game, every winning move as the piles it leaves.

use crate::families::layout::{until_zeros, Record};
use crate::families::line_cases::LineCases;
use crate::families::wythoff::{pair, smaller_first};
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::{line, Problem};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::wythoff::{self, WythoffMove};

impl Problem {
    /// HDU 2177: Wythoff's game, every winning move as the piles it leaves.
    pub const Hdu2177: Problem = Problem::new("hdu2177", &HDU2177);
}

/// HDU 2177: pairs until `0 0`; `0`, or `1` and the piles left by every
/// winning move: the move from both piles first, then the positions reached
/// from one pile, without repeats, in ascending order.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_zeros(sc, "0 0", |sc, index| {
        let (a, b) = pair::<N>(sc, index)?;
        if a.is_zero() && b.is_zero() {
            return Ok(Record::Zeros);
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
        Ok(Record::Case)
    })
}

/// The smaller pile first, and never `0 0`, which ends the input.
const HDU2177: LineCases = LineCases {
    limits: Limits {
        count: 2,
        cases: 100,
        value: 1_000_000,
    },
    shape: Shape::tuples(2),
    zeros: Some("0 0"),
    words: solve::<u64>,
    big: solve::<BigNat>,
    draw: smaller_first,
    allows: |c| c[0] <= c[1] && (c[0], c[1]) != (0, 0),
    explain: crate::families::wythoff::explain,
};

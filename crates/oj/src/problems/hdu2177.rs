//! HDU 2177: Wythoff's game, every winning move as the piles it leaves.

use crate::families::layout::{self, until_zeros, Record};
use crate::families::wythoff::{pair, pairs};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::wythoff::{self, WythoffMove};
use std::io::Write;

impl Problem {
    /// HDU 2177: Wythoff's game, every winning move as the piles it leaves.
    pub const Hdu2177: Problem = Problem::new("hdu2177", &Hdu2177);
}

struct Hdu2177;

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

impl Spec for Hdu2177 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 2,
            cases: 100,
            value: 1_000_000,
        }
    }

    fn shape(&self) -> Shape {
        Shape::tuples(2)
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        _count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        // The smaller pile first, and never `0 0`, which ends the input.
        pairs(rng, n_cases, value, true, input, tags);
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::lines(input, out);
        out.push_str("0 0\n");
    }

    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| c[0] <= c[1] && (c[0], c[1]) != (0, 0))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        grundy_engine::wythoff::explain(&case[0], &case[1])
    }
}

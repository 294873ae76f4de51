//! The problems whose cases are lines of a fixed number of numbers (a
//! board's side, a pile, a pair, three heaps), one case a line until a
//! line of zeros or the end of input: all such a problem has of its own is
//! in [`LineCases`], the rest is here.

use crate::families::layout;
use crate::spec::{buffered, Limits, Shape, Solver, Spec};
use crate::{Input, OjError, Rng};
use std::io::Write;

/// A judge problem of one case a line: its limits, its reader and answer,
/// its random case, which cases the statement allows and its explanation.
pub(crate) struct LineCases {
    /// The judge's limits (`count` is the numbers of a line).
    pub(crate) limits: Limits,
    /// How many numbers a line holds ([`Shape::tuples`]), and whether
    /// the input holds one line only.
    pub(crate) shape: Shape,
    /// The line of zeros that ends the input (`0`, `0 0`), written after
    /// the cases; `None` where they run to the end of input.
    pub(crate) zeros: Option<&'static str>,
    /// The reader and solver with machine words, retried as `big`.
    pub(crate) words: Solver,
    /// The reader and solver with arbitrary precision.
    pub(crate) big: Solver,
    /// A random case of numbers up to `value`, naming the edge case it is,
    /// if any, in `tags`.
    pub(crate) draw: fn(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> Vec<u64>,
    /// Whether a case is as the statement promises.
    pub(crate) allows: fn(&[u64]) -> bool,
    /// grundy's reasoning on a case.
    pub(crate) explain: fn(&[u64]) -> String,
}

impl Spec for LineCases {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, self.words, self.big)
    }

    fn limits(&self) -> Limits {
        self.limits
    }

    fn shape(&self) -> Shape {
        self.shape
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
        for _ in 0..n_cases {
            input.cases.push((self.draw)(rng, value, tags));
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::lines(input, out);
        if let Some(zeros) = self.zeros {
            out.push_str(zeros);
            out.push('\n');
        }
    }

    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| (self.allows)(c))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        (self.explain)(case)
    }
}

//! What grundy knows of one judge problem, in one place: how its input is
//! read and answered, and, for `grundy check` and `grundy gen`, the judge's
//! limits, random inputs with the edge cases that break solutions, which
//! inputs the statement allows, how an input is written and how its answer
//! is explained. Each problem's file under `problems/` implements [`Spec`];
//! `grundy oj`, `check` and `gen` only loop over [`crate::Problem::ALL`].

use crate::scanner::{Fail, Scanner};
use crate::{Input, OjError, Rng};
use std::io::Write;

/// The judge's limits, or those its accepted solutions assume where the
/// statement gives none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most numbers in a case (piles, vertices, …).
    pub count: u64,
    /// The most cases in an input.
    pub cases: u64,
    /// The largest value of a number.
    pub value: u64,
}

/// How a problem's cases are shaped, for checking and shrinking inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Whether the input holds several cases (else exactly one).
    pub multi: bool,
    /// A fixed number of numbers per case (pairs, triples), if any.
    pub arity: Option<usize>,
    /// Whether cases may be empty (no piles).
    pub empty_cases: bool,
    /// Whether a case's numbers go in pairs (E&D's piles, lights), so that
    /// shrinking drops two at a time.
    pub in_pairs: bool,
}

impl Shape {
    /// Several cases of any non-zero length: the most common shape.
    pub const CASES: Shape = Shape {
        multi: true,
        arity: None,
        empty_cases: false,
        in_pairs: false,
    };

    /// Several cases of `arity` numbers each.
    pub const fn tuples(arity: usize) -> Shape {
        Shape {
            arity: Some(arity),
            ..Shape::CASES
        }
    }
}

/// One judge problem: its reader, solver and writer, and what `check`
/// needs to test a solution of it. A problem answered under several names
/// (the same statement on several judges) is one `Spec` under each name.
///
/// ```
/// use grundy_oj::{Input, Problem};
/// let spec = Problem::P2197.spec();
/// let mut out = Vec::new();
/// spec.answer(b"1\n2\n1 1\n", &mut out).unwrap();
/// assert_eq!(out, b"No\n");
/// let input = Input { set: vec![], cases: vec![vec![1, 2]] };
/// assert!(spec.is_valid(&input));
/// ```
pub trait Spec: Sync {
    /// Reads the judge's input and writes exactly the judge's expected
    /// output; nothing is written if the input is malformed.
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError>;

    /// The judge's limits.
    fn limits(&self) -> Limits;

    /// How the cases are shaped.
    fn shape(&self) -> Shape {
        Shape::CASES
    }

    /// Adds a random input's cases (`n_cases` of them, where the format has
    /// a count of cases) to `input`, with at most `count` numbers a case and
    /// values up to `value`, naming the edge cases mixed in in `tags`.
    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    );

    /// Writes the input in the judge's format.
    fn render(&self, input: &Input, out: &mut String);

    /// Whether the input's cases, already of the right [`Shape`], are as
    /// the statement promises (shrinking may propose inputs that are not:
    /// two chips on one cell, an odd E&D count, …).
    fn is_valid(&self, _input: &Input) -> bool {
        true
    }

    /// grundy's reasoning on one case of `input`.
    fn explain(&self, input: &Input, case: &[u64]) -> String;
}

/// A reader and solver of a multi-case format, writing into a buffer.
pub(crate) type Solver = fn(&mut Scanner<'_>, &mut Vec<u8>) -> Result<(), Fail>;

/// Answers a format into a buffer, first with machine words (`words`) and
/// again with arbitrary precision (`big`) if some number does not fit, and
/// writes the answer only once it is whole.
pub(crate) fn buffered(
    input: &[u8],
    out: &mut dyn Write,
    words: Solver,
    big: Solver,
) -> Result<(), OjError> {
    let attempt = |solve: Solver| -> Result<Vec<u8>, Fail> {
        let mut sc = Scanner::new(input);
        let mut answer = Vec::new();
        solve(&mut sc, &mut answer)?;
        Ok(answer)
    };
    let answer = grundy_engine::num::or_big(attempt(words), || attempt(big))?;
    out.write_all(&answer)?;
    Ok(())
}

/// The numbers joined by spaces, as the judges write them on a line.
pub(crate) fn join(v: &[u64]) -> String {
    v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

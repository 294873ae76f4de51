//! # grundy-oj
//!
//! The input and output formats of classic online-judge problems on
//! impartial games, answered exactly by `grundy-engine`. Every format takes
//! numbers of any size (`nim_product_64` too, its words fast and a number
//! of 2^64 or more by arbitrary precision), but the k-fold formats refuse a case whose
//! solution needs more than [`grundy_engine::k_fold::TERM_LIMIT`] losing
//! sizes (a pile far larger than a huge k), `poj2311` sheets wider than 400
//! and `uva1378` games of more than 10000 piles, `hdu3590` blocks whose
//! misère search is too large (or whose trees have a cycle), `hdu1524` graphs
//! with a cycle (refused at an edge of it), `abc368f` a number of 0 or above
//! the divisor family's factoring limit, `cf2004e` an odd pile above 10^8,
//! `hdu1079` a date that does not exist or is outside the game, `hdu3980`
//! an m of 0 or a line of more than 65536 beads without a proven period;
//! POJ 2348 refuses a pair with a 0 and POJ 2505 an n of 1 or less (games
//! over before their first move); malformed input is refused with an [`InputError`] that names the
//! token and its line and column, before anything is written. Its text is
//! in the current language of `grundy_i18n` (the answers are the same
//! bytes in every language), and is only made when the input is refused.
//!
//! Each problem is one file under `problems/`, a [`Spec`]: its name, its
//! reader, solver and writer, and for `grundy check` its limits, random
//! inputs, validator and explanation; what the problems of one family share
//! is under `families/`. This crate and `grundy-check` loop over
//! [`Problem::ALL`] and name no problem themselves.
//!
//! ```
//! let mut out = Vec::new();
//! grundy_oj::run(grundy_oj::Problem::P1247, b"3\n3 6 9\n", &mut out).unwrap();
//! assert_eq!(out, b"4 3\n3 6 5\n");
//! ```

#![warn(missing_docs)]

mod families;
mod input;
mod problem;
mod problems;
mod rng;
mod scanner;
mod shrink;
mod spec;
mod templates;

pub use input::Input;
pub use problem::{Problem, UnknownProblem};
pub use rng::Rng;
pub use scanner::{not_a_natural, InputError};
pub use spec::{Limits, Shape, Spec};
pub use templates::{SourceLang, Template, UnknownSourceLang};

use std::fmt;
use std::io::{self, Write};

/// Writes one line of an answer.
pub(crate) fn line(out: &mut Vec<u8>, text: impl fmt::Display) {
    use std::io::Write as _;
    writeln!(out, "{text}").expect("writing to a Vec cannot fail");
}

/// Why a judge run failed.
#[derive(Debug)]
pub enum OjError {
    /// The input is malformed; nothing was written.
    Input(InputError),
    /// Writing the answer failed.
    Io(io::Error),
}

impl fmt::Display for OjError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OjError::Input(e) => e.fmt(f),
            OjError::Io(e) => f.write_str(&grundy_i18n::tr!("oj-cannot-write", why = e)),
        }
    }
}

impl std::error::Error for OjError {}

impl From<io::Error> for OjError {
    fn from(e: io::Error) -> Self {
        OjError::Io(e)
    }
}

impl From<InputError> for OjError {
    fn from(e: InputError) -> Self {
        OjError::Input(e)
    }
}

/// Reads the judge's input from `input` and writes exactly the judge's
/// expected output to `out`. Nothing is written if the input is malformed.
///
/// ```
/// use grundy_oj::{run, Problem};
/// let mut out = Vec::new();
/// run(Problem::P2197, b"2\n2\n1 1\n2\n1 0\n", &mut out).unwrap();
/// assert_eq!(out, b"No\nYes\n");
///
/// let err = run(Problem::P2197, b"1\n2\n1 x\n", &mut Vec::new()).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 3, column 3: expected pile 2 of 2 in case 1 (a non-negative integer), found \"x\""
/// );
/// ```
pub fn run(problem: Problem, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
    problem.spec().answer(input, out)
}

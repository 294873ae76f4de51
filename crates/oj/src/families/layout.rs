//! The layouts judges share for their inputs: a count of cases first, or
//! blocks until a terminator, or a line a case.

use crate::spec::join;
use crate::Input;
use std::fmt::Write as _;

/// `T`, then each case as its length and its numbers on a line.
pub(crate) fn counted_cases(input: &Input, out: &mut String) {
    let _ = writeln!(out, "{}", input.cases.len());
    blocks(input, out);
}

/// Each case as its length and its numbers on a line.
pub(crate) fn blocks(input: &Input, out: &mut String) {
    for c in &input.cases {
        let _ = write!(out, "{}\n{}\n", c.len(), join(c));
    }
}

/// `T`, then each case's numbers on a line.
pub(crate) fn counted_lines(input: &Input, out: &mut String) {
    let _ = writeln!(out, "{}", input.cases.len());
    lines(input, out);
}

/// Each case's numbers on a line.
pub(crate) fn lines(input: &Input, out: &mut String) {
    for c in &input.cases {
        let _ = writeln!(out, "{}", join(c));
    }
}

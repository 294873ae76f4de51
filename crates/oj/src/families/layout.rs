//! The layouts judges share for their inputs: a count of cases first, or
//! blocks until a terminator, or a line a case; how each is read (records
//! until the end of input or a line of zeros) and written.

use crate::scanner::{Fail, Scanner, Token};
use crate::spec::join;
use crate::Input;
use grundy_engine::num::Natural;
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

/// What a record of a terminated layout turned out to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Record {
    /// A case, read and answered.
    Case,
    /// The line of zeros that ends the input.
    Zeros,
}

/// Reads records until the end of input: `record` reads the one numbered
/// `index` (from 1) and answers it. An input without any record is empty,
/// not an answer: the first one is always read, so that its absence is
/// named.
pub(crate) fn until_end<'a>(
    sc: &mut Scanner<'a>,
    mut record: impl FnMut(&mut Scanner<'a>, usize) -> Result<(), Fail>,
) -> Result<(), Fail> {
    until_zeros(sc, "", |sc, index| record(sc, index).map(|()| Record::Case))
}

/// Reads records until the line of zeros `zeros` ("0", "0 0", "0 0 0"),
/// after which nothing may follow, or until the end of input after a whole
/// record (judges' data often lacks the terminator): `record` reads the
/// one numbered `index` (from 1) and says whether it was the zeros. As in
/// [`until_end`], the first record is always read.
pub(crate) fn until_zeros<'a>(
    sc: &mut Scanner<'a>,
    zeros: &str,
    mut record: impl FnMut(&mut Scanner<'a>, usize) -> Result<Record, Fail>,
) -> Result<(), Fail> {
    let mut index = 1;
    loop {
        if index > 1 && sc.at_end() {
            return Ok(());
        }
        if record(sc, index)? == Record::Zeros {
            sc.expect_end_after_terminator(zeros)?;
            return Ok(());
        }
        index += 1;
    }
}

/// Reads one number a line until `0` (or the end of input after a
/// number): `what` names the number of line `index` in errors, and `case`
/// answers each other number, given with its line and token (for errors
/// found later) and free to read more of the line.
pub(crate) fn numbers_until_zero<'a, N: Natural>(
    sc: &mut Scanner<'a>,
    what: impl Fn(usize) -> String,
    mut case: impl FnMut(&mut Scanner<'a>, usize, N, Token<'a>) -> Result<(), Fail>,
) -> Result<(), Fail> {
    until_zeros(sc, "0", |sc, index| {
        let (n, token) = sc.natural_token::<N>(|| what(index))?;
        if n.is_zero() {
            return Ok(Record::Zeros);
        }
        case(sc, index, n, token)?;
        Ok(Record::Case)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scanner::InputError;

    /// The numbers read, each with its line, or the error.
    fn numbers(input: &str) -> Result<Vec<(usize, u64)>, InputError> {
        let mut sc = Scanner::new(input.as_bytes());
        let mut read = Vec::new();
        let done = numbers_until_zero::<u64>(
            &mut sc,
            |line| format!("the number of line {line}"),
            |_, line, n, _| {
                read.push((line, n));
                Ok(())
            },
        );
        match done {
            Ok(()) => Ok(read),
            Err(Fail::Failed(e)) => Err(e),
            Err(Fail::Overflow) => panic!("{input:?}: no number here is that large"),
        }
    }

    #[test]
    fn numbers_are_read_until_zero_or_the_end_of_input() {
        assert_eq!(numbers("3\n5\n0\n").unwrap(), [(1, 3), (2, 5)]);
        assert_eq!(numbers("3\n5\n").unwrap(), [(1, 3), (2, 5)]);
        assert_eq!(numbers("0").unwrap(), []);
    }

    #[test]
    fn an_empty_input_and_a_number_after_the_zero_are_refused() {
        let e = numbers("  \n").unwrap_err();
        assert_eq!((e.line, e.column, e.token.as_deref()), (1, 1, None));
        assert!(e.message.contains("the number of line 1"), "{e}");
        let e = numbers("3\n0\n4\n").unwrap_err();
        assert_eq!((e.line, e.column), (3, 1));
        assert_eq!(e.token.as_deref(), Some("4"));
        let e = numbers("3\nx\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 1));
        assert!(e.message.contains("the number of line 2"), "{e}");
    }

    #[test]
    fn until_end_reads_every_record_and_at_least_one() {
        let mut sc = Scanner::new(b"1 2\n3 4\n0 0\n");
        let mut pairs = Vec::new();
        let read = until_end(&mut sc, |sc, index| {
            let a: u64 = sc.natural(|| format!("a of {index}"))?;
            let b: u64 = sc.natural(|| format!("b of {index}"))?;
            pairs.push((index, a, b));
            Ok(())
        });
        assert!(read.is_ok());
        assert_eq!(pairs, [(1, 1, 2), (2, 3, 4), (3, 0, 0)]);
        let mut sc = Scanner::new(b"");
        let read = until_end(&mut sc, |sc, index| {
            sc.natural::<u64>(|| format!("a of {index}")).map(drop)
        });
        assert!(matches!(read, Err(Fail::Failed(e)) if e.message.contains("a of 1")));
    }
}

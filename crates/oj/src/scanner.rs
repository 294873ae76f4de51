//! Whitespace-separated tokens with their line and column, for error
//! messages that point at the offending token.

use grundy_engine::num::Natural;
use std::fmt;

/// Malformed judge input: what is wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// Line of the offending token (or of the end of input), from 1.
    pub line: usize,
    /// Column of its first character, from 1 (in bytes).
    pub column: usize,
    /// The offending token, if there is one (none at the end of input).
    pub token: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for InputError {}

/// Why reading a number stopped.
#[derive(Debug)]
pub(crate) enum Fail {
    /// The input is malformed.
    Input(InputError),
    /// A number does not fit the number type in use; the caller retries with
    /// arbitrary precision.
    Overflow,
}

impl From<InputError> for Fail {
    fn from(e: InputError) -> Self {
        Fail::Input(e)
    }
}

/// A cursor over whitespace-separated tokens.
pub(crate) struct Scanner<'a> {
    data: &'a [u8],
    pos: usize,
}

/// A token and the byte offset where it starts.
#[derive(Clone, Copy)]
pub(crate) struct Token<'a> {
    pub(crate) bytes: &'a [u8],
    pub(crate) offset: usize,
}

impl<'a> Scanner<'a> {
    pub(crate) fn new(data: &'a [u8]) -> Self {
        Scanner { data, pos: 0 }
    }

    #[inline]
    pub(crate) fn next_token(&mut self) -> Option<Token<'a>> {
        let data = self.data;
        let mut i = self.pos;
        while i < data.len() && data[i].is_ascii_whitespace() {
            i += 1;
        }
        if i == data.len() {
            self.pos = i;
            return None;
        }
        let start = i;
        while i < data.len() && !data[i].is_ascii_whitespace() {
            i += 1;
        }
        self.pos = i;
        Some(Token {
            bytes: &data[start..i],
            offset: start,
        })
    }

    /// Whether only whitespace is left.
    pub(crate) fn at_end(&mut self) -> bool {
        let save = self.pos;
        let end = self.next_token().is_none();
        self.pos = save;
        end
    }

    /// Line and column (from 1) of a byte offset.
    pub(crate) fn line_col(&self, offset: usize) -> (usize, usize) {
        let before = &self.data[..offset.min(self.data.len())];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        (line, offset - line_start + 1)
    }

    pub(crate) fn error_at(&self, token: Option<Token<'_>>, message: String) -> InputError {
        // The end of input is placed just after the last token, where the
        // missing one should have been, not on an empty line after it.
        let end = self
            .data
            .iter()
            .rposition(|b| !b.is_ascii_whitespace())
            .map_or(0, |i| i + 1);
        let offset = token.map_or(end, |t| t.offset);
        let (line, column) = self.line_col(offset);
        InputError {
            line,
            column,
            token: token.map(|t| String::from_utf8_lossy(t.bytes).into_owned()),
            message,
        }
    }

    fn expect_token(&mut self, what: &str) -> Result<Token<'a>, InputError> {
        self.next_token()
            .ok_or_else(|| self.error_at(None, format!("expected {what}, but the input ends here")))
    }

    fn not_a_number(&self, t: Token<'_>, what: &str) -> InputError {
        let text = String::from_utf8_lossy(t.bytes);
        let negative =
            t.bytes.len() > 1 && t.bytes[0] == b'-' && t.bytes[1..].iter().all(u8::is_ascii_digit);
        let message = if negative {
            format!("{what} cannot be negative, found \"{text}\"")
        } else {
            format!("expected {what} (a non-negative integer), found \"{text}\"")
        };
        self.error_at(Some(t), message)
    }

    /// Reads a natural number of type `N`; `Fail::Overflow` if it is a valid
    /// number too large for `N`. `what` describes the number for an error
    /// message and is only called on error.
    #[inline]
    pub(crate) fn natural<N: Natural>(&mut self, what: impl FnOnce() -> String) -> Result<N, Fail> {
        self.natural_token(what).map(|(v, _)| v)
    }

    /// [`Scanner::natural`], also returning the token, for errors about the
    /// number's meaning found later.
    #[inline]
    pub(crate) fn natural_token<N: Natural>(
        &mut self,
        what: impl FnOnce() -> String,
    ) -> Result<(N, Token<'a>), Fail> {
        let Some(t) = self.next_token() else {
            return Err(self
                .error_at(
                    None,
                    format!("expected {}, but the input ends here", what()),
                )
                .into());
        };
        if let Some(v) = N::parse_decimal_bytes(t.bytes) {
            return Ok((v, t));
        }
        if t.bytes.iter().all(u8::is_ascii_digit) {
            Err(Fail::Overflow)
        } else {
            Err(self.not_a_number(t, &what()).into())
        }
    }

    /// Reads a count (of piles, cases, …) that must fit in memory.
    pub(crate) fn count(&mut self, what: &str) -> Result<usize, InputError> {
        let t = self.expect_token(what)?;
        if !t.bytes.iter().all(u8::is_ascii_digit) {
            return Err(self.not_a_number(t, what));
        }
        grundy_engine::num::parse_u64(t.bytes)
            .and_then(|v| usize::try_from(v).ok())
            .ok_or_else(|| {
                self.error_at(
                    Some(t),
                    format!(
                        "{what} is too large: \"{}\"",
                        String::from_utf8_lossy(t.bytes)
                    ),
                )
            })
    }

    /// Fails if any token is left.
    pub(crate) fn expect_end(&mut self, after: &str) -> Result<(), InputError> {
        match self.next_token() {
            None => Ok(()),
            Some(t) => Err(self.error_at(
                Some(t),
                format!(
                    "unexpected \"{}\" after {after}",
                    String::from_utf8_lossy(t.bytes)
                ),
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_point_at_line_and_column() {
        let mut sc = Scanner::new(b"3\n1  x 2\n");
        assert_eq!(sc.count("the number of piles").unwrap(), 3);
        let _: u64 = match sc.natural::<u64>(|| "pile 1".into()) {
            Ok(v) => v,
            Err(_) => panic!("1 is a number"),
        };
        match sc.natural::<u64>(|| "pile 2".into()) {
            Err(Fail::Input(e)) => {
                assert_eq!((e.line, e.column), (2, 4));
                assert_eq!(e.token.as_deref(), Some("x"));
                assert!(e.message.contains("pile 2"), "{e}");
            }
            other => panic!("expected an input error, got {other:?}"),
        }
    }

    #[test]
    fn the_end_of_input_is_located_too() {
        let mut sc = Scanner::new(b"2\n5");
        sc.count("k").unwrap();
        let _ = sc.natural::<u64>(|| "pile 1".into());
        match sc.natural::<u64>(|| "pile 2 of 2".into()) {
            Err(Fail::Input(e)) => {
                assert_eq!((e.line, e.column, e.token), (2, 2, None));
                assert!(e.message.contains("ends here"));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn negative_numbers_are_named_as_such() {
        let mut sc = Scanner::new(b"-7");
        match sc.natural::<u64>(|| "a pile".into()) {
            Err(Fail::Input(e)) => assert!(e.message.contains("cannot be negative"), "{e}"),
            other => panic!("{other:?}"),
        }
    }
}

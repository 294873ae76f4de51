//! Whitespace-separated tokens with their line and column, for error
//! messages that point at the offending token.

use grundy_engine::num::Natural;
use grundy_i18n::tr;
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
        f.write_str(&tr!(
            "oj-line-column",
            line = self.line,
            column = self.column,
            message = self.message
        ))
    }
}

impl std::error::Error for InputError {}

pub use grundy_engine::num::not_a_natural;

/// Why reading or answering stopped: malformed input, or a number too large
/// for the number type in use (the caller retries with arbitrary precision,
/// [`grundy_engine::num::or_big`]).
pub(crate) type Fail = grundy_engine::num::Narrow<InputError>;

/// Whitespace as C's `isspace` (and so `cin`) knows it: space, \t, \n,
/// \v, \f and \r.
#[inline]
fn is_space(b: u8) -> bool {
    b == b' ' || (b'\t'..=b'\r').contains(&b)
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
        while i < data.len() && is_space(data[i]) {
            i += 1;
        }
        if i == data.len() {
            self.pos = i;
            return None;
        }
        let start = i;
        while i < data.len() && !is_space(data[i]) {
            i += 1;
        }
        self.pos = i;
        Some(Token {
            bytes: &data[start..i],
            offset: start,
        })
    }

    /// The fast path for the usual token: skips whitespace, then reads 1 to
    /// 20 ASCII digits of a number below 2^64 followed by whitespace or the
    /// end of input, returning the value and the token's byte range.
    /// Anything else (no token, a non-digit, a number of 2^64 or more, 21
    /// digits or more, digits glued to other characters) returns `None` and
    /// leaves the cursor where it was, for the general path
    /// ([`Scanner::natural_token`]) to read or report.
    #[inline]
    pub(crate) fn u64_fast(&mut self) -> Option<(u64, usize, usize)> {
        let data = self.data;
        let len = data.len();
        let mut i = self.pos;
        while i < len && is_space(data[i]) {
            i += 1;
        }
        let start = i;
        let (value, end) = if len - start >= 16 {
            let w1 = load8(&data[start..start + 8]);
            let n1 = digit_run(w1);
            if n1 == 0 {
                return None;
            }
            if n1 < 8 {
                (parse_up_to_8(w1, n1), start + n1)
            } else {
                let w2 = load8(&data[start + 8..start + 16]);
                let n2 = digit_run(w2);
                if n2 == 8 {
                    // 17 to 20 digits, the usual length of a random word.
                    let first16 = parse_up_to_8(w1, 8) * POW10[8] + parse_up_to_8(w2, 8);
                    if len - start < 24 {
                        scalar_u64(data, start)?
                    } else {
                        let w3 = load8(&data[start + 16..start + 24]);
                        let n3 = digit_run(w3);
                        if n3 > 4 {
                            return None;
                        }
                        // Without a branch on n3: 19 and 20 digits are
                        // equally common, and a guess between them would be
                        // wrong half the time.
                        (
                            first16
                                .checked_mul(POW10[n3])?
                                .checked_add(parse_up_to_4(w3, n3))?,
                            start + 16 + n3,
                        )
                    }
                } else if n2 == 0 {
                    (parse_up_to_8(w1, 8), start + 8)
                } else {
                    (
                        parse_up_to_8(w1, 8) * POW10[n2] + parse_up_to_8(w2, n2),
                        start + 8 + n2,
                    )
                }
            }
        } else {
            scalar_u64(data, start)?
        };
        if end < len && !is_space(data[end]) {
            return None;
        }
        self.pos = end;
        Some((value, start, end))
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
        // Columns count characters, as an editor shows them, not bytes.
        let column = String::from_utf8_lossy(&before[line_start..])
            .chars()
            .count()
            + 1;
        (line, column)
    }

    pub(crate) fn error_at(&self, token: Option<Token<'_>>, message: String) -> InputError {
        // The end of input is placed just after the last token, where the
        // missing one should have been, not on an empty line after it.
        let end = self
            .data
            .iter()
            .rposition(|b| !is_space(*b))
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

    /// The error for an input that ends where `what` should be.
    fn ends_here(&self, what: &str) -> InputError {
        self.error_at(None, tr!("oj-ends-here", what = what))
    }

    fn not_a_number(&self, t: Token<'_>, what: &str) -> InputError {
        self.error_at(
            Some(t),
            grundy_i18n::say(&not_a_natural(&String::from_utf8_lossy(t.bytes), what)),
        )
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
            return Err(self.ends_here(&what()).into());
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

    /// Reads a number below 2^64, the fast path of a format whose numbers
    /// are words in practice: `Fail::Overflow` for one of 2^64 or more, on
    /// which the format reads its input again with arbitrary precision.
    /// `what` describes the number for an error message and is only called
    /// on error.
    #[inline]
    pub(crate) fn word(&mut self, what: impl Fn() -> String) -> Result<u64, Fail> {
        if let Some((value, _, _)) = self.u64_fast() {
            return Ok(value);
        }
        self.natural(what)
    }

    /// Reads a count (of piles, cases, …) that must fit in memory. `what`
    /// describes the count for an error message and is only called on
    /// error.
    pub(crate) fn count(&mut self, what: impl FnOnce() -> String) -> Result<usize, InputError> {
        let Some(t) = self.next_token() else {
            return Err(self.ends_here(&what()));
        };
        if !t.bytes.iter().all(u8::is_ascii_digit) {
            return Err(self.not_a_number(t, &what()));
        }
        grundy_engine::num::parse_u64(t.bytes)
            .and_then(|v| usize::try_from(v).ok())
            .ok_or_else(|| {
                let text = String::from_utf8_lossy(t.bytes);
                self.error_at(
                    Some(t),
                    tr!("oj-count-too-large", what = what(), text = text),
                )
            })
    }

    /// Fails if any token is left. `after` describes what was read last
    /// ("the terminating 0") and is only called on error.
    pub(crate) fn expect_end(&mut self, after: impl FnOnce() -> String) -> Result<(), InputError> {
        match self.next_token() {
            None => Ok(()),
            Some(t) => {
                let token = String::from_utf8_lossy(t.bytes);
                Err(self.error_at(
                    Some(t),
                    tr!("oj-unexpected", token = token, after = after()),
                ))
            }
        }
    }

    /// [`Scanner::expect_end`] after the line of zeros that ends the
    /// input: `zeros` is "0", "0 0" or "0 0 0".
    pub(crate) fn expect_end_after_terminator(&mut self, zeros: &str) -> Result<(), InputError> {
        self.expect_end(|| tr!("oj-after-terminator", zeros = zeros))
    }
}

const POW10: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

#[inline]
fn load8(bytes: &[u8]) -> u64 {
    u64::from_le_bytes(bytes.try_into().expect("eight bytes"))
}

/// How many of the eight bytes of `w` (first byte lowest) are ASCII digits
/// before the first non-digit (8 if all are). A byte is flagged when it is
/// at least 0x80, below `'0'` (the subtraction borrows) or above `'9'` (the
/// addition reaches 0x80); digits neither borrow nor carry, so the lowest
/// flagged byte is exact.
#[inline]
fn digit_run(w: u64) -> usize {
    const LO: u64 = 0x3030_3030_3030_3030;
    const HI: u64 = 0x4646_4646_4646_4646;
    const TOP: u64 = 0x8080_8080_8080_8080;
    let flags = (w | w.wrapping_sub(LO) | w.wrapping_add(HI)) & TOP;
    (flags.trailing_zeros() / 8) as usize
}

/// The value of the first `n` (1 to 8) bytes of `w`, all ASCII digits: they
/// are shifted to the top, as if padded with leading zeros, and combined in
/// pairs, fours and eights.
#[inline]
fn parse_up_to_8(w: u64, n: usize) -> u64 {
    debug_assert!((1..=8).contains(&n));
    let v = (w & 0x0F0F_0F0F_0F0F_0F0F) << (8 * (8 - n));
    let v = (v.wrapping_mul(10) + (v >> 8)) & 0x00FF_00FF_00FF_00FF;
    let v = (v.wrapping_mul(100) + (v >> 16)) & 0x0000_FFFF_0000_FFFF;
    (v.wrapping_mul(10_000) + (v >> 32)) & 0xFFFF_FFFF
}

/// The value of the first `n` (0 to 4) bytes of `w`, all ASCII digits (0
/// for none), as [`parse_up_to_8`] does for 1 to 8.
#[inline]
fn parse_up_to_4(w: u64, n: usize) -> u64 {
    debug_assert!(n <= 4);
    let digits = (w & 0x0F0F_0F0F) & ((1u64 << (8 * n)) - 1);
    let v = digits << (8 * (4 - n));
    let v = (v.wrapping_mul(10) + (v >> 8)) & 0x00FF_00FF;
    (v.wrapping_mul(100) + (v >> 16)) & 0xFFFF
}

/// Up to 20 digits from `start`, one at a time; `None` if there is none or
/// the number is 2^64 or more. (A 21st digit is left in place, so the caller
/// sees a non-whitespace terminator and falls back to the general path.)
#[inline]
fn scalar_u64(data: &[u8], start: usize) -> Option<(u64, usize)> {
    let mut value = 0u64;
    let mut j = start;
    while j < data.len() && j - start < 20 {
        let d = data[j].wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        value = value.checked_mul(10)?.checked_add(u64::from(d))?;
        j += 1;
    }
    (j > start).then_some((value, j))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_point_at_line_and_column() {
        let mut sc = Scanner::new(b"3\n1  x 2\n");
        assert_eq!(sc.count(|| "the number of piles".into()).unwrap(), 3);
        let _: u64 = match sc.natural::<u64>(|| "pile 1".into()) {
            Ok(v) => v,
            Err(_) => panic!("1 is a number"),
        };
        match sc.natural::<u64>(|| "pile 2".into()) {
            Err(Fail::Failed(e)) => {
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
        sc.count(|| "k".into()).unwrap();
        let _ = sc.natural::<u64>(|| "pile 1".into());
        match sc.natural::<u64>(|| "pile 2 of 2".into()) {
            Err(Fail::Failed(e)) => {
                assert_eq!((e.line, e.column, e.token), (2, 2, None));
                assert!(e.message.contains("ends here"));
            }
            other => panic!("{other:?}"),
        }
    }

    /// The fast path either agrees with the general one or declines,
    /// leaving the cursor in place, for every length around the 8- and
    /// 16-byte words, near the end of the data and away from it.
    #[test]
    fn the_fast_path_agrees_with_the_general_one() {
        let mut tokens: Vec<String> = Vec::new();
        for len in 1..=22 {
            tokens.push("9".repeat(len));
            tokens.push("1".to_string() + &"0".repeat(len - 1));
            tokens.push("0".repeat(len));
            tokens.push("0".repeat(len - 1) + "7");
            tokens.push(
                (1..=len)
                    .map(|i| char::from(b'0' + (i % 10) as u8))
                    .collect(),
            );
        }
        tokens.extend(
            [
                "18446744073709551615",
                "18446744073709551616",
                "1x",
                "x1",
                "12-3",
                "-5",
                "12/",
                "3:",
            ]
            .map(String::from),
        );
        tokens.push("5\u{e9}".into());
        for t in &tokens {
            for (before, after) in [
                ("", ""),
                (" \n", " "),
                ("\t", "\r\n                    "),
                ("", "  0123456789012345 "),
            ] {
                let text = format!("{before}{t}{after}");
                let mut fast = Scanner::new(text.as_bytes());
                let mut general = Scanner::new(text.as_bytes());
                let expected = general.natural_token::<u64>(|| "n".into());
                match fast.u64_fast() {
                    Some((v, start, end)) => {
                        let Ok((w, tok)) = expected else {
                            panic!("{text:?}: fast path read {v}, general path failed");
                        };
                        assert_eq!(
                            (v, start, end),
                            (w, tok.offset, tok.offset + tok.bytes.len()),
                            "{text:?}"
                        );
                        assert_eq!(fast.pos, general.pos, "{text:?}");
                    }
                    None => {
                        assert_eq!(fast.pos, 0, "{text:?}");
                        // Declining is only allowed where the general path
                        // has something to say, or for 21 digits and more.
                        assert!(expected.is_err() || t.len() > 20, "{text:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn negative_numbers_are_named_as_such() {
        let mut sc = Scanner::new(b"-7");
        match sc.natural::<u64>(|| "a pile".into()) {
            Err(Fail::Failed(e)) => assert!(e.message.contains("cannot be negative"), "{e}"),
            other => panic!("{other:?}"),
        }
    }
}

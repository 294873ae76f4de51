//! Take-and-break codes: octal games such as Kayles (0.77) and Dawson's
//! Kayles (0.07), and hexadecimal games with digits above 7.
//!
//! In the code `d0.d1d2d3…`, digit `d_k` says what a move that removes `k`
//! counters from one heap may leave: bit 1, nothing (the heap had exactly
//! `k`); bit 2, one non-empty heap; bit 4, two non-empty heaps; bit 8 (in
//! hexadecimal codes), three. The digit before the point removes nothing,
//! so only its splitting bits (4, 8) mean anything.

mod cousin;
pub mod family;

use std::fmt;
use std::str::FromStr;

/// A take-and-break code.
///
/// ```
/// use grundy_engine::octal::TakeAndBreak;
/// let kayles: TakeAndBreak = "0.77".parse().unwrap();
/// assert_eq!(kayles.to_string(), "0.77");
/// assert_eq!(".770".parse::<TakeAndBreak>().unwrap(), kayles);
/// assert!("0.78".parse::<TakeAndBreak>().unwrap().is_hexadecimal());
/// assert!("0.7x".parse::<TakeAndBreak>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TakeAndBreak {
    /// `digits[k]` is the digit for removing `k` counters.
    digits: Vec<u8>,
}

/// A malformed code: what is wrong and at which character (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeError {
    /// Position of the offending character in the code, from 1.
    pub column: usize,
    /// What is wrong and what is accepted.
    pub message: grundy_text::Message,
}

/// Read by the installed reader ([`grundy_text::render`]).
impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = grundy_text::msg!(
            "code-character",
            column = self.column,
            message = self.message
        );
        f.write_str(&grundy_text::render(&said))
    }
}

impl std::error::Error for CodeError {}

impl FromStr for TakeAndBreak {
    type Err = CodeError;

    fn from_str(code: &str) -> Result<Self, CodeError> {
        let err = |column: usize, message: grundy_text::Message| CodeError { column, message };
        let Some(point) = code.find('.') else {
            return Err(err(1, grundy_text::msg!("code-no-point", code = code)));
        };
        let digit = |c: char, column: usize| {
            c.to_digit(16)
                .map(|d| d as u8)
                .ok_or_else(|| err(column, grundy_text::msg!("code-not-digit", char = c)))
        };
        let before = &code[..point];
        let d0 = match before.chars().count() {
            0 => 0,
            1 => digit(before.chars().next().expect("one character"), 1)?,
            _ => {
                return Err(err(
                    1,
                    grundy_text::msg!("code-before-point", before = before),
                ))
            }
        };
        if d0 & 3 != 0 {
            return Err(err(
                1,
                grundy_text::msg!(
                    "code-first-digit",
                    digit = format!("{d0:X}"),
                    bit = if d0 & 1 != 0 { 1 } else { 2 }
                ),
            ));
        }
        let mut digits = vec![d0];
        for (i, c) in code[point + 1..].chars().enumerate() {
            digits.push(digit(c, point + 2 + i)?);
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.iter().all(|&d| d == 0) {
            return Err(err(1, grundy_text::msg!("code-no-move", code = code)));
        }
        Ok(TakeAndBreak { digits })
    }
}

impl fmt::Display for TakeAndBreak {
    /// The normalised code: `0.77`, `4.07`, `0.F`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:X}.", self.digits[0])?;
        for d in &self.digits[1..] {
            write!(f, "{d:X}")?;
        }
        if self.digits.len() == 1 {
            f.write_str("0")?;
        }
        Ok(())
    }
}

impl TakeAndBreak {
    /// The digit for removing `k` counters (0 beyond the code).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The largest number of counters one move removes.
    pub fn max_removal(&self) -> usize {
        self.digits.len() - 1
    }

    /// Whether some digit allows a split into three heaps.
    pub fn is_hexadecimal(&self) -> bool {
        self.digits.iter().any(|&d| d & 8 != 0)
    }

    /// Calls `option` with the heaps left by every move from a heap of `n`
    /// (an empty slice when the heap is taken away), without allocating.
    ///
    /// ```
    /// use grundy_engine::octal::TakeAndBreak;
    /// let kayles: TakeAndBreak = "0.77".parse().unwrap();
    /// let mut options = Vec::new();
    /// kayles.for_each_option(3, |heaps| options.push(heaps.to_vec()));
    /// assert_eq!(options, vec![vec![2], vec![1, 1], vec![1]]);
    /// ```
    pub fn for_each_option(&self, n: usize, mut option: impl FnMut(&[usize])) {
        for (k, &d) in self.digits.iter().enumerate() {
            if k > n || d == 0 {
                continue;
            }
            let rest = n - k;
            if d & 1 != 0 && rest == 0 {
                option(&[]);
            }
            if d & 2 != 0 && rest >= 1 {
                option(&[rest]);
            }
            if d & 4 != 0 {
                for a in 1..=rest / 2 {
                    option(&[a, rest - a]);
                }
            }
            if d & 8 != 0 {
                for a in 1..=rest / 3 {
                    for b in a..=(rest - a) / 2 {
                        option(&[a, b, rest - a - b]);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_normalise_and_print_back() {
        let cases = [
            ("0.77", "0.77"),
            (".77", "0.77"),
            ("0.770", "0.77"),
            ("0.07", "0.07"),
            ("0.137", "0.137"),
            ("4.07", "4.07"),
            ("0.007", "0.007"),
            ("0.f", "0.F"),
            ("8.0", "8.0"),
            ("0.3333", "0.3333"),
        ];
        for (code, printed) in cases {
            let parsed: TakeAndBreak = code.parse().unwrap_or_else(|e| panic!("{code}: {e}"));
            assert_eq!(parsed.to_string(), printed, "{code}");
            assert_eq!(
                printed.parse::<TakeAndBreak>().unwrap(),
                parsed,
                "{code} round trip"
            );
        }
    }

    #[test]
    fn malformed_codes_say_where_and_what_is_accepted() {
        let cases = [
            ("77", 1, "code-no-point"),
            ("0.7g", 4, "code-not-digit"),
            ("12.7", 1, "code-before-point"),
            ("1.7", 1, "code-first-digit"),
            ("0.000", 1, "code-no-move"),
            ("0.", 1, "code-no-move"),
        ];
        for (code, column, id) in cases {
            let e = code.parse::<TakeAndBreak>().unwrap_err();
            assert_eq!(e.column, column, "{code}: {e:?}");
            assert_eq!(e.message.id(), id, "{code}: {e:?}");
        }
    }
}

//! Families of take-and-break codes to sweep or survey: a code written with a letter
//! for each free digit (`0.xy` is every code of two digits after the point).

use crate::octal::TakeAndBreak;
use std::fmt;

/// Why a family's pattern names no codes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FamilyError {
    /// The pattern has no `.` with digits before it and some after.
    Shape,
    /// A character that is neither an octal digit nor a letter, and where
    /// it stands (from 1).
    Character {
        /// The character.
        found: char,
        /// Its place in the pattern, from 1.
        at: usize,
    },
    /// More free digits than a sweep takes ([`MOST_FREE_DIGITS`]).
    TooMany {
        /// Free digits in the pattern.
        free: usize,
    },
    /// More codes than a sweep takes ([`MOST_CODES`]), with hexadecimal
    /// free digits.
    TooManyCodes {
        /// Codes the pattern names.
        codes: usize,
    },
}

impl fmt::Display for FamilyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FamilyError::Shape => write!(f, "a family is a code with letters for free digits"),
            FamilyError::Character { found, at } => write!(f, "{found:?} at character {at}"),
            FamilyError::TooMany { free } => write!(f, "{free} free digits"),
            FamilyError::TooManyCodes { codes } => write!(f, "{codes} codes"),
        }
    }
}

impl std::error::Error for FamilyError {}

/// The most free digits of a family (8^6 = 262144 codes).
pub const MOST_FREE_DIGITS: usize = 6;

/// The most codes of a family (8^6).
pub const MOST_CODES: usize = 1 << 18;

/// Every code of a family: each lowercase letter after the point stands for
/// any octal digit 0–7, each uppercase letter from G to Z for any
/// hexadecimal digit 0–F, digits (0–9, A–F) stand for themselves. Codes
/// whose last digit is 0 are left out (each is a shorter code), and so is a
/// code of zeros.
///
/// ```
/// use grundy_engine::octal::family::family;
/// let codes = family("0.xy").unwrap();
/// assert_eq!(codes.len(), 56);
/// assert_eq!(codes[0].to_string(), "0.01");
/// assert_eq!(codes[55].to_string(), "0.77");
/// assert_eq!(family("0.7x").unwrap().len(), 7);
/// assert!(family("0.7q!").is_err());
/// // Hexadecimal: 0.X is 0.1 to 0.F.
/// let hex = family("0.X").unwrap();
/// assert_eq!((hex.len(), hex[14].to_string()), (15, "0.F".to_string()));
/// assert_eq!(family("0.8x").unwrap().len(), 7);
/// ```
pub fn family(pattern: &str) -> Result<Vec<TakeAndBreak>, FamilyError> {
    let (before, after) = pattern.split_once('.').ok_or(FamilyError::Shape)?;
    if before.is_empty() || after.is_empty() {
        return Err(FamilyError::Shape);
    }
    for (i, c) in before.chars().enumerate() {
        if !c.is_ascii_digit() {
            return Err(FamilyError::Character {
                found: c,
                at: i + 1,
            });
        }
    }
    let offset = before.chars().count() + 2;
    // Each slot: a digit itself, or how many digits it runs through.
    let mut slots: Vec<Result<char, u32>> = Vec::new();
    for (i, c) in after.chars().enumerate() {
        match c {
            '0'..='9' | 'A'..='F' => slots.push(Ok(c)),
            c if c.is_ascii_lowercase() => slots.push(Err(8)),
            'G'..='Z' => slots.push(Err(16)),
            c => {
                return Err(FamilyError::Character {
                    found: c,
                    at: offset + i,
                })
            }
        }
    }
    let free = slots.iter().filter(|s| s.is_err()).count();
    if free > MOST_FREE_DIGITS {
        return Err(FamilyError::TooMany { free });
    }
    let count = slots
        .iter()
        .filter_map(|s| s.err())
        .fold(1usize, |n, radix| n.saturating_mul(radix as usize));
    if count > MOST_CODES {
        return Err(FamilyError::TooManyCodes { codes: count });
    }
    let mut codes = Vec::new();
    for n in 0..count {
        let mut left = n;
        let mut digits = vec![' '; slots.len()];
        // The last free digit varies fastest: codes in their order.
        for (d, slot) in digits.iter_mut().zip(&slots).rev() {
            *d = match *slot {
                Ok(c) => c,
                Err(radix) => {
                    let c = char::from_digit((left % radix as usize) as u32, radix)
                        .expect("a digit below its radix")
                        .to_ascii_uppercase();
                    left /= radix as usize;
                    c
                }
            };
        }
        if digits.last() == Some(&'0') {
            continue;
        }
        let text: String = format!("{before}.{}", digits.iter().collect::<String>());
        if let Ok(code) = text.parse() {
            codes.push(code);
        }
    }
    Ok(codes)
}

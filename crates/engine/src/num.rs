//! Natural numbers of any size: a machine-word fast path (`u64`) and
//! arbitrary precision ([`BigNat`]) behind one trait.
//!
//! Game code is written once, generically over [`Natural`]; callers run it on
//! `u64` when every number of the position fits in a machine word and on
//! [`BigNat`] otherwise. The trait only offers operations that cannot
//! overflow for operands the games produce (xor, subtraction of a smaller
//! number, remainders, bit access); additions are checked.

use dashu_int::ops::BitTest;
use dashu_int::UBig;
use std::fmt::{Debug, Display};
use std::hash::Hash;

/// The arbitrary-precision natural number type: `dashu_int::UBig`, chosen
/// by measurement against `num-bigint` and `ibig` (bench/bigint/RESULTS.md).
pub type BigNat = UBig;

/// A natural number (0, 1, 2, …) as the games of this crate need it.
///
/// ```
/// use grundy_engine::num::{BigNat, Natural};
///
/// let a = BigNat::parse_decimal("1000000000000000000000000").unwrap();
/// let b = a.xor(&BigNat::from(1u8));
/// assert_eq!(b.to_string(), "1000000000000000000000001");
/// assert_eq!(5u64.xor(&3), 6);
/// ```
pub trait Natural: Clone + Ord + Hash + Debug + Display + Send + Sync + 'static {
    /// The number zero.
    fn zero() -> Self;
    /// Converts from a machine word.
    fn from_u64(value: u64) -> Self;
    /// The value as a machine word, if it fits.
    fn to_u64(&self) -> Option<u64>;
    /// Whether this is zero.
    fn is_zero(&self) -> bool;
    /// Bitwise exclusive or (the nim-sum of two heaps).
    fn xor(&self, other: &Self) -> Self;
    /// `self - other`.
    ///
    /// # Panics
    /// If `other > self`; game code only subtracts a smaller amount.
    fn minus(&self, other: &Self) -> Self;
    /// `self + other`, or `None` if it does not fit this type.
    fn checked_plus(&self, other: &Self) -> Option<Self>;
    /// The remainder of `self` divided by `modulus` (which must not be zero).
    fn rem(&self, modulus: &Self) -> Self;
    /// Number of significant bits (0 for zero).
    fn bit_len(&self) -> u64;
    /// Whether bit `index` (bit 0 is the units bit) is set.
    fn bit(&self, index: u64) -> bool;
    /// Sets or clears bit `index`. Only called with indices below 64 for `u64`.
    fn set_bit(&mut self, index: u64, value: bool);
    /// Parses a string of ASCII decimal digits (no sign, no spaces).
    /// Returns `None` for anything else, or when the value does not fit.
    fn parse_decimal(digits: &str) -> Option<Self> {
        Self::parse_decimal_bytes(digits.as_bytes())
    }
    /// [`Natural::parse_decimal`] on bytes.
    fn parse_decimal_bytes(digits: &[u8]) -> Option<Self>;
    /// The value as an arbitrary-precision integer.
    fn to_big(&self) -> BigNat;
    /// Converts back from arbitrary precision, if the value fits.
    fn from_big(value: &BigNat) -> Option<Self>;
}

impl Natural for u64 {
    fn zero() -> Self {
        0
    }
    fn from_u64(value: u64) -> Self {
        value
    }
    fn to_u64(&self) -> Option<u64> {
        Some(*self)
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
    fn xor(&self, other: &Self) -> Self {
        self ^ other
    }
    fn minus(&self, other: &Self) -> Self {
        self - other
    }
    fn checked_plus(&self, other: &Self) -> Option<Self> {
        self.checked_add(*other)
    }
    fn rem(&self, modulus: &Self) -> Self {
        self % modulus
    }
    fn bit_len(&self) -> u64 {
        u64::from(64 - self.leading_zeros())
    }
    fn bit(&self, index: u64) -> bool {
        index < 64 && (self >> index) & 1 == 1
    }
    fn set_bit(&mut self, index: u64, value: bool) {
        assert!(index < 64, "bit {index} does not fit in a u64");
        if value {
            *self |= 1 << index;
        } else {
            *self &= !(1 << index);
        }
    }
    #[inline]
    fn parse_decimal_bytes(digits: &[u8]) -> Option<Self> {
        parse_u64(digits)
    }
    fn to_big(&self) -> BigNat {
        BigNat::from(*self)
    }
    fn from_big(value: &BigNat) -> Option<Self> {
        u64::try_from(value).ok()
    }
}

impl Natural for BigNat {
    fn zero() -> Self {
        UBig::ZERO
    }
    fn from_u64(value: u64) -> Self {
        UBig::from(value)
    }
    fn to_u64(&self) -> Option<u64> {
        u64::try_from(self).ok()
    }
    fn is_zero(&self) -> bool {
        *self == UBig::ZERO
    }
    fn xor(&self, other: &Self) -> Self {
        self ^ other
    }
    fn minus(&self, other: &Self) -> Self {
        self - other
    }
    fn checked_plus(&self, other: &Self) -> Option<Self> {
        Some(self + other)
    }
    fn rem(&self, modulus: &Self) -> Self {
        self % modulus
    }
    fn bit_len(&self) -> u64 {
        BitTest::bit_len(self) as u64
    }
    fn bit(&self, index: u64) -> bool {
        usize::try_from(index).is_ok_and(|i| BitTest::bit(self, i))
    }
    fn set_bit(&mut self, index: u64, value: bool) {
        let index = usize::try_from(index).expect("bit index fits in memory");
        if value {
            UBig::set_bit(self, index)
        } else {
            UBig::clear_bit(self, index)
        }
    }
    fn parse_decimal_bytes(digits: &[u8]) -> Option<Self> {
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let text = std::str::from_utf8(digits).expect("ASCII digits");
        UBig::from_str_radix(text, 10).ok()
    }
    fn to_big(&self) -> BigNat {
        self.clone()
    }
    fn from_big(value: &BigNat) -> Option<Self> {
        Some(value.clone())
    }
}

/// Parses ASCII decimal digits into a `u64`; `None` on an empty string, a
/// non-digit, or overflow.
///
/// ```
/// assert_eq!(grundy_engine::num::parse_u64(b"18446744073709551615"), Some(u64::MAX));
/// assert_eq!(grundy_engine::num::parse_u64(b"18446744073709551616"), None);
/// assert_eq!(grundy_engine::num::parse_u64(b"12a"), None);
/// ```
#[inline]
pub fn parse_u64(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    let mut value: u64 = 0;
    for &b in digits {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        value = value.checked_mul(10)?.checked_add(u64::from(d))?;
    }
    Some(value)
}

/// Whether `text` is a whole number written in decimal digits, of any size.
/// A parser that refuses such a number refuses it for its size alone: its
/// message says it is too large, not that it is no whole number.
///
/// ```
/// use grundy_engine::num::is_digits;
/// assert!(is_digits("99999999999999999999"));
/// assert!(!is_digits("") && !is_digits("-3") && !is_digits("1.5"));
/// ```
pub fn is_digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// Converts a `u64` to any [`Natural`]; a convenience for tests and examples.
///
/// ```
/// use grundy_engine::num::nat;
/// let n: grundy_engine::num::BigNat = nat(7);
/// assert_eq!(n.to_string(), "7");
/// ```
pub fn nat<N: Natural>(value: u64) -> N {
    N::from_u64(value)
}

/// The message for a token that should be a natural number but is not: a
/// negative number is named as such.
///
/// ```
/// use grundy_engine::num::not_a_natural;
/// assert_eq!(not_a_natural("-3", "pile 2").id(), "natural-negative");
/// assert_eq!(not_a_natural("x", "pile 2").id(), "not-a-natural");
/// ```
pub fn not_a_natural(text: &str, what: impl Into<grundy_text::Arg>) -> grundy_text::Message {
    let negative =
        text.len() > 1 && text.starts_with('-') && text[1..].bytes().all(|b| b.is_ascii_digit());
    let id = if negative {
        "natural-negative"
    } else {
        "not-a-natural"
    };
    grundy_text::Message::with(id, vec![("what", what.into()), ("text", text.into())])
}

/// Why a computation on machine words stopped short: a failure of its own,
/// or a number too large for a `u64`, which [`or_big`] answers by running the
/// computation again on [`BigNat`].
#[derive(Debug)]
pub enum Narrow<E> {
    /// A failure that arbitrary precision would not change (bad input).
    Failed(E),
    /// A number does not fit in a machine word.
    Overflow,
}

impl<E> From<E> for Narrow<E> {
    fn from(e: E) -> Self {
        Narrow::Failed(e)
    }
}

/// The answer of a computation on machine words, or, if a number overflowed
/// them, that of `big`, the same computation on [`BigNat`]. Most inputs fit
/// in machine words, so reading them twice is rare and reading them once in
/// arbitrary precision would be the slow path for all.
///
/// ```
/// use grundy_engine::num::{or_big, BigNat, Narrow, Natural};
///
/// fn sum<N: Natural>(texts: &[&str]) -> Result<String, Narrow<String>> {
///     let mut s = N::zero();
///     for t in texts {
///         let n = N::parse_decimal(t).ok_or(if t.bytes().all(|b| b.is_ascii_digit()) {
///             Narrow::Overflow
///         } else {
///             Narrow::Failed(format!("not a number: {t}"))
///         })?;
///         s = s.checked_plus(&n).ok_or(Narrow::Overflow)?;
///     }
///     Ok(s.to_string())
/// }
/// let texts = ["18446744073709551615", "1"];
/// assert_eq!(or_big(sum::<u64>(&texts), || sum::<BigNat>(&texts)).unwrap(), "18446744073709551616");
/// assert_eq!(or_big(sum::<u64>(&["x"]), || sum::<BigNat>(&["x"])).unwrap_err(), "not a number: x");
/// ```
#[inline]
pub fn or_big<T, E>(
    words: Result<T, Narrow<E>>,
    big: impl FnOnce() -> Result<T, Narrow<E>>,
) -> Result<T, E> {
    match words {
        Ok(answer) => Ok(answer),
        Err(Narrow::Failed(e)) => Err(e),
        Err(Narrow::Overflow) => match big() {
            Ok(answer) => Ok(answer),
            Err(Narrow::Failed(e)) => Err(e),
            Err(Narrow::Overflow) => unreachable!("arbitrary precision does not overflow"),
        },
    }
}

/// `1` as any [`Natural`].
///
/// ```
/// assert_eq!(grundy_engine::num::one::<u64>(), 1);
/// ```
pub fn one<N: Natural>() -> N {
    N::from_u64(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_and_small_agree_on_every_operation() {
        let values = [0u64, 1, 2, 3, 7, 8, 255, 1 << 40, u64::MAX - 1, u64::MAX];
        for &a in &values {
            let big_a = BigNat::from(a);
            assert_eq!(
                Natural::bit_len(&a),
                Natural::bit_len(&big_a),
                "bit_len {a}"
            );
            for i in 0..70 {
                assert_eq!(
                    Natural::bit(&a, i),
                    Natural::bit(&big_a, i),
                    "bit {i} of {a}"
                );
            }
            for &b in &values {
                let big_b = BigNat::from(b);
                assert_eq!(BigNat::from(a.xor(&b)), big_a.xor(&big_b));
                if b <= a {
                    assert_eq!(BigNat::from(a.minus(&b)), big_a.minus(&big_b));
                }
                if b != 0 {
                    assert_eq!(
                        BigNat::from(Natural::rem(&a, &b)),
                        Natural::rem(&big_a, &big_b)
                    );
                }
                match a.checked_plus(&b) {
                    Some(sum) => assert_eq!(BigNat::from(sum), &big_a + &big_b),
                    None => assert!(&big_a + &big_b > BigNat::from(u64::MAX)),
                }
            }
        }
        assert!(Natural::bit(&BigNat::ONE, 0));
    }

    #[test]
    fn parse_decimal_rejects_what_is_not_a_natural() {
        for bad in ["", "-1", "+1", "1.0", " 1", "1e3", "0x10"] {
            assert_eq!(<u64 as Natural>::parse_decimal(bad), None, "{bad:?}");
            assert_eq!(<BigNat as Natural>::parse_decimal(bad), None, "{bad:?}");
        }
        let googol = "1".to_string() + &"0".repeat(100);
        assert_eq!(<u64 as Natural>::parse_decimal(&googol), None);
        assert_eq!(
            <BigNat as Natural>::parse_decimal(&googol)
                .unwrap()
                .to_string(),
            googol
        );
    }
}

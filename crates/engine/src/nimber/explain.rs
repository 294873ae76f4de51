//! Why a nim-product is what it is, told at the top split of its factors
//! (`grundy nimber mul A B --explain`, and `grundy check`'s explanations).

use crate::num::{BigNat, Natural};
use grundy_text::{msg, Text};
use std::fmt::Write as _;

/// The Fermat 2-power below which `a` and `b` both lie, as its exponent's
/// exponent `k` (`F = 2^(2^k)`): the field they multiply in has `2^(2^(k+1))`
/// elements.
fn half_width(a: &BigNat, b: &BigNat) -> u64 {
    let bits = Natural::bit_len(a).max(Natural::bit_len(b)).max(1);
    // The field of 2^(2^(k+1)) elements holds numbers of up to 2^(k+1) bits.
    let mut k = 0;
    while (1u64 << (k + 1)) < bits {
        k += 1;
    }
    k
}

/// The top split of a nim-product at the Fermat 2-power F = 2^h.
struct Split {
    h: usize,
    a1: BigNat,
    a0: BigNat,
    b1: BigNat,
    b0: BigNat,
    high: BigNat,
    low: BigNat,
    mid: BigNat,
    /// m ⊕ l, the digit of F.
    top: BigNat,
    /// l ⊕ h ⊗ F/2.
    bottom: BigNat,
}

fn split(a: &BigNat, b: &BigNat) -> Split {
    let one = BigNat::from(1u8);
    let h = 1usize << half_width(a, b);
    let mask = (&one << h) - &one;
    let (a1, a0) = (a >> h, a & &mask);
    let (b1, b0) = (b >> h, b & &mask);
    let high = super::mul(&a1, &b1);
    let low = super::mul(&a0, &b0);
    let mid = super::mul(&(&a1 ^ &a0), &(&b1 ^ &b0));
    let top = &mid ^ &low;
    let bottom = &low ^ &super::mul(&high, &(&one << (h - 1)));
    Split {
        h,
        a1,
        a0,
        b1,
        b0,
        high,
        low,
        mid,
        top,
        bottom,
    }
}

/// Why `a ⊗ b` is what it is: the Fermat-power rule at the top split of the
/// two numbers, with the three half-size products it takes.
///
/// ```
/// use grundy_engine::{nimber, num::BigNat};
/// let why = nimber::explain_mul(&BigNat::from(8u8), &BigNat::from(8u8));
/// let ids: Vec<&str> = why.messages().map(|m| m.id()).collect();
/// assert_eq!(ids, ["nimber-mul-field", "nimber-mul-then", "nimber-mul-so"]);
/// let said = why.read_with(&|m| m.id().to_string());
/// assert!(said.contains("  8 = 2·F ⊕ 0"));
/// ```
pub fn explain_mul(a: &BigNat, b: &BigNat) -> Text {
    let mut out = Text::new();
    let result = &super::mul(a, b);
    let one = BigNat::from(1u8);
    if *a <= one || *b <= one {
        out.line(msg!("nimber-mul-small", a = a, b = b, result = result));
        return out;
    }
    let s = split(a, b);
    let (a1, a0, b1, b0) = (&s.a1, &s.a0, &s.b1, &s.b0);
    let f = &one << s.h;
    let half = &one << (s.h - 1);
    let square = &f ^ &half;
    out.line(msg!("nimber-mul-field", h = s.h, square = square));
    let _ = writeln!(out, "  {a} = {a1}·F ⊕ {a0}");
    let _ = writeln!(out, "  {b} = {b1}·F ⊕ {b0}");
    out.line(msg!("nimber-mul-then"));
    let _ = writeln!(out, "  h = a1 ⊗ b1 = {a1} ⊗ {b1} = {}", s.high);
    let _ = writeln!(out, "  l = a0 ⊗ b0 = {a0} ⊗ {b0} = {}", s.low);
    let _ = writeln!(
        out,
        "  m = (a1 ⊕ a0) ⊗ (b1 ⊕ b0) = {} ⊗ {} = {}",
        a1 ^ a0,
        b1 ^ b0,
        s.mid
    );
    let _ = writeln!(
        out,
        "  m ⊕ l = {top}; l ⊕ h ⊗ {half} = {bottom}",
        top = s.top,
        bottom = s.bottom,
    );
    out.line(msg!(
        "nimber-mul-so",
        a = a,
        b = b,
        top = s.top,
        f = f,
        bottom = s.bottom,
        result = result
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nimber::mul;

    /// The split the explanation shows puts the product back together:
    /// top·F ⊕ bottom is the product, for numbers of every width.
    #[test]
    fn the_explained_split_gives_the_product() {
        for (a, b) in [
            (8u64, 8u64),
            (5, 3),
            (2, 3),
            (300, 7),
            (1 << 40, 12345),
            (u64::MAX, 3),
        ] {
            let (a, b) = (BigNat::from(a), BigNat::from(b));
            let s = split(&a, &b);
            assert!(a < (BigNat::from(1u8) << (2 * s.h)), "{a} fits the field");
            let rebuilt = (&s.top << s.h) ^ &s.bottom;
            assert_eq!(rebuilt, mul(&a, &b), "{a} ⊗ {b}");
        }
    }
}

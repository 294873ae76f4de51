//! Nimber arithmetic: the field on the natural numbers whose addition is
//! xor and whose product is the mex rule
//! `a ⊗ b = mex { a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' : a' < a, b' < b }`
//! (Conway, On Numbers and Games, ch. 6). The numbers below `2^(2^k)` are a
//! subfield; a Fermat 2-power `F = 2^(2^k)` multiplies as
//! `F ⊗ F = F ⊕ F/2`, and a smaller number `x` as `F ⊗ x = F · x`. So a
//! nimber of `2n` bits is `a₁ ⊗ F ⊕ a₀` with halves of `n` bits, and
//!
//! `(a₁F ⊕ a₀) ⊗ (b₁F ⊕ b₀) = (m ⊕ l)·F ⊕ (l ⊕ h ⊗ F/2)`,
//!
//! where `h = a₁ ⊗ b₁`, `l = a₀ ⊗ b₀` and `m = (a₁ ⊕ a₀) ⊗ (b₁ ⊕ b₀)`:
//! three products of half the size, down to a table of the bytes. Machine
//! words take the fast path; numbers of any size recurse on halves of
//! words.
//!
//! ```
//! use grundy_engine::nimber;
//! assert_eq!(nimber::mul64(2, 2), 3);
//! assert_eq!(nimber::mul64(8, 8), 13);
//! assert_eq!(nimber::mul64(nimber::inv64(7).unwrap(), 7), 1);
//! let s = nimber::sqrt64(13);
//! assert_eq!(nimber::mul64(s, s), 13);
//! ```

use crate::num::{BigNat, Natural};
use std::sync::OnceLock;

mod batch;
mod explain;

pub use batch::{mul64_batch, mul64_batch_with};
pub use explain::explain_mul;

/// The products of all bytes, by the recursion from single bits.
fn byte_table() -> &'static [u8; 65536] {
    static TABLE: OnceLock<Box<[u8; 65536]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = Box::new([0u8; 65536]);
        for a in 0..256u64 {
            for b in 0..256u64 {
                t[(a * 256 + b) as usize] = mul_bits(a, b, 8, None) as u8;
            }
        }
        t
    })
}

/// `a ⊗ b` for `a, b < 2^bits`, `bits` a power of two: by halves down to
/// the bytes of `table`, or, without one (to build it), to single bits.
fn mul_bits(a: u64, b: u64, bits: u32, table: Option<&[u8; 65536]>) -> u64 {
    match (bits, table) {
        (1, _) => return a & b,
        (8, Some(t)) => return u64::from(t[(a * 256 + b) as usize]),
        _ => {}
    }
    let h = bits / 2;
    let mask = (1u64 << h) - 1;
    let (a1, a0, b1, b0) = (a >> h, a & mask, b >> h, b & mask);
    let high = mul_bits(a1, b1, h, table);
    let low = mul_bits(a0, b0, h, table);
    let mid = mul_bits(a1 ^ a0, b1 ^ b0, h, table);
    ((mid ^ low) << h) | (low ^ mul_bits(high, 1 << (h - 1), h, table))
}

/// The nim-product of two machine words.
///
/// ```
/// assert_eq!(grundy_engine::nimber::mul64(1 << 32, 1 << 32), (1 << 32) ^ (1 << 31));
/// ```
pub fn mul64(a: u64, b: u64) -> u64 {
    let bits = match a.max(b) {
        0..=0xFF => 8,
        0x100..=0xFFFF => 16,
        0x1_0000..=0xFFFF_FFFF => 32,
        _ => 64,
    };
    mul_bits(a, b, bits, Some(byte_table()))
}

/// A number type with the nim-product: machine words by [`mul64`], numbers
/// of any size by [`mul`]. The product of two numbers below `2^64` is below
/// `2^64` (they lie in a subfield), so on words it never overflows.
///
/// ```
/// use grundy_engine::nimber::NimProduct;
/// use grundy_engine::num::BigNat;
/// assert_eq!(8u64.nim_mul(&8), 13);
/// let f = BigNat::from(1u8) << 64;
/// assert_eq!(f.nim_mul(&f), &f ^ &(BigNat::from(1u8) << 63));
/// ```
pub trait NimProduct: Natural {
    /// `self ⊗ other`.
    fn nim_mul(&self, other: &Self) -> Self;
}

impl NimProduct for u64 {
    fn nim_mul(&self, other: &Self) -> Self {
        mul64(*self, *other)
    }
}

impl NimProduct for BigNat {
    fn nim_mul(&self, other: &Self) -> Self {
        mul(self, other)
    }
}

/// `a ⊗ a`.
fn square64(a: u64) -> u64 {
    mul64(a, a)
}

/// The inverse of `a` for the nim-product, `None` for 0.
///
/// ```
/// use grundy_engine::nimber::{inv64, mul64};
/// let a = 0xDEAD_BEEF_1234_5678;
/// assert_eq!(mul64(a, inv64(a).unwrap()), 1);
/// assert_eq!(inv64(0), None);
/// ```
pub fn inv64(a: u64) -> Option<u64> {
    (a != 0).then(|| inv_bits(a, 64))
}

/// The inverse in the field of `2^bits` elements, by the norm to the
/// half-size field: for `a = a₁F ⊕ a₀` the conjugate is `a₁F ⊕ (a₁ ⊕ a₀)`
/// (F's conjugate is F ⊕ 1), and `a ⊗ conj(a) = a₁² ⊗ F/2 ⊕ a₀² ⊕ a₀ ⊗ a₁`
/// lies in the half-size field.
fn inv_bits(a: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a;
    }
    let h = bits / 2;
    let mask = (1u64 << h) - 1;
    let (a1, a0) = (a >> h, a & mask);
    let half = 1u64 << (h - 1);
    let norm = mul64(square64(a1), half) ^ square64(a0) ^ mul64(a0, a1);
    let n_inv = inv_bits(norm, h);
    // conj(a) ⊗ N⁻¹, with N⁻¹ in the half-size field.
    (mul64(a1, n_inv) << h) | mul64(a1 ^ a0, n_inv)
}

/// The square root for the nim-product (every nimber has exactly one).
///
/// ```
/// use grundy_engine::nimber::{mul64, sqrt64};
/// assert_eq!(sqrt64(3), 2);
/// let r = sqrt64(u64::MAX);
/// assert_eq!(mul64(r, r), u64::MAX);
/// ```
pub fn sqrt64(a: u64) -> u64 {
    sqrt_bits(a, 64)
}

/// `(b₁F ⊕ b₀)² = b₁²·F ⊕ (b₁² ⊗ F/2 ⊕ b₀²)`: so `b₁ = √a₁` and
/// `b₀ = √(a₀ ⊕ a₁ ⊗ F/2)`.
fn sqrt_bits(a: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a;
    }
    let h = bits / 2;
    let mask = (1u64 << h) - 1;
    let (a1, a0) = (a >> h, a & mask);
    let b1 = sqrt_bits(a1, h);
    let b0 = sqrt_bits(a0 ^ mul64(a1, 1 << (h - 1)), h);
    (b1 << h) | b0
}

/// `a` to the power `e` for the nim-product (`a⁰ = 1`).
///
/// ```
/// use grundy_engine::nimber::{pow64, mul64};
/// assert_eq!(pow64(5, 3), mul64(5, mul64(5, 5)));
/// // The multiplicative group of the field of 2^64 elements has 2^64 − 1 elements.
/// assert_eq!(pow64(0x1234_5678_9ABC_DEF0, u64::MAX), 1);
/// ```
pub fn pow64(a: u64, mut e: u64) -> u64 {
    let (mut base, mut out) = (a, 1u64);
    while e > 0 {
        if e & 1 == 1 {
            out = mul64(out, base);
        }
        base = square64(base);
        e >>= 1;
    }
    out
}

/// `a` to the power `e` for the nim-product, at any size (`a⁰ = 1`).
///
/// ```
/// use grundy_engine::{nimber, num::BigNat};
/// let n = |x: u64| BigNat::from(x);
/// assert_eq!(nimber::pow(&n(2), &n(3)), n(1));
/// assert_eq!(nimber::pow(&n(5), &n(3)), n(nimber::pow64(5, 3)));
/// ```
pub fn pow(a: &BigNat, e: &BigNat) -> BigNat {
    let mut out = BigNat::from(1u8);
    let mut base = a.clone();
    for i in 0..Natural::bit_len(e) {
        if Natural::bit(e, i) {
            out = mul(&out, &base);
        }
        base = mul(&base, &base);
    }
    out
}

/// Numbers of any size as little-endian words, padded to a power of two.
fn words(a: &BigNat, len: usize) -> Vec<u64> {
    let bytes = a.to_le_bytes();
    let mut out = vec![0u64; len];
    for (i, chunk) in bytes.chunks(8).enumerate() {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        out[i] = u64::from_le_bytes(word);
    }
    out
}

fn from_words(w: &[u64]) -> BigNat {
    let bytes: Vec<u8> = w.iter().flat_map(|x| x.to_le_bytes()).collect();
    BigNat::from_le_bytes(&bytes)
}

/// The words both numbers need: a power of two, at least one.
fn width(numbers: &[&BigNat]) -> usize {
    let bits = numbers
        .iter()
        .map(|n| Natural::bit_len(*n))
        .max()
        .unwrap_or(0) as usize;
    bits.div_ceil(64).max(1).next_power_of_two()
}

/// `x ⊕ y`, word by word.
fn xor_words(x: &[u64], y: &[u64]) -> Vec<u64> {
    x.iter().zip(y).map(|(p, q)| p ^ q).collect()
}

/// `a ⊗ b` on `a.len()` words, a power of two.
fn mul_words(a: &[u64], b: &[u64]) -> Vec<u64> {
    let n = a.len();
    if n == 1 {
        return vec![mul64(a[0], b[0])];
    }
    let h = n / 2;
    let (a0, a1) = a.split_at(h);
    let (b0, b1) = b.split_at(h);
    let high = mul_words(a1, b1);
    let low = mul_words(a0, b0);
    let mid = mul_words(&xor_words(a1, a0), &xor_words(b1, b0));
    let mut out = xor_words(&low, &mul_words(&high, &half(h)));
    out.extend(xor_words(&mid, &low));
    out
}

/// F/2 for the field of `2·64·h` bits: the top bit of `h` words.
fn half(h: usize) -> Vec<u64> {
    let mut w = vec![0u64; h];
    w[h - 1] = 1 << 63;
    w
}

/// The nim-product of numbers of any size.
///
/// ```
/// use grundy_engine::{nimber, num::BigNat};
/// let f: BigNat = BigNat::from(1u8) << 64; // the Fermat 2-power 2^64
/// assert_eq!(nimber::mul(&f, &f), &f ^ (BigNat::from(1u8) << 63));
/// assert_eq!(nimber::mul(&BigNat::from(8u8), &BigNat::from(8u8)), BigNat::from(13u8));
/// ```
pub fn mul(a: &BigNat, b: &BigNat) -> BigNat {
    let n = width(&[a, b]);
    from_words(&mul_words(&words(a, n), &words(b, n)))
}

/// The inverse for the nim-product of a number of any size, `None` for 0.
///
/// ```
/// use grundy_engine::{nimber, num::BigNat};
/// let a: BigNat = "123456789012345678901234567890".parse().unwrap();
/// assert_eq!(nimber::mul(&a, &nimber::inv(&a).unwrap()), BigNat::from(1u8));
/// ```
pub fn inv(a: &BigNat) -> Option<BigNat> {
    if *a == BigNat::ZERO {
        return None;
    }
    let n = width(&[a]);
    Some(from_words(&inv_words(&words(a, n))))
}

fn inv_words(a: &[u64]) -> Vec<u64> {
    let n = a.len();
    if n == 1 {
        return vec![inv64(a[0]).expect("a non-zero norm")];
    }
    let h = n / 2;
    let (a0, a1) = a.split_at(h);
    let norm = xor_words(
        &xor_words(&mul_words(&mul_words(a1, a1), &half(h)), &mul_words(a0, a0)),
        &mul_words(a0, a1),
    );
    let n_inv = inv_words(&norm);
    let mut out = mul_words(&xor_words(a1, a0), &n_inv);
    out.extend(mul_words(a1, &n_inv));
    out
}

/// The square root for the nim-product of a number of any size.
///
/// ```
/// use grundy_engine::{nimber, num::BigNat};
/// let a: BigNat = "98765432109876543210987654321".parse().unwrap();
/// let r = nimber::sqrt(&a);
/// assert_eq!(nimber::mul(&r, &r), a);
/// ```
pub fn sqrt(a: &BigNat) -> BigNat {
    let n = width(&[a]);
    from_words(&sqrt_words(&words(a, n)))
}

fn sqrt_words(a: &[u64]) -> Vec<u64> {
    let n = a.len();
    if n == 1 {
        return vec![sqrt64(a[0])];
    }
    let h = n / 2;
    let (a0, a1) = a.split_at(h);
    let b1 = sqrt_words(a1);
    let mut out = sqrt_words(&xor_words(a0, &mul_words(a1, &half(h))));
    out.extend(b1);
    out
}

/// The roots of `x ⊗ x ⊕ x = c` (Artin–Schreier): two nimbers `r` and
/// `r ⊕ 1`, the smaller first. The finite nimbers are the quadratic
/// closure of the field of two elements, so the roots always exist: in the
/// smallest field `2^(2^k)` that holds `c` when the trace of `c` there is
/// 0, else in the field of twice the size.
///
/// ```
/// use grundy_engine::{nimber, num::BigNat};
/// let n = |x: u64| BigNat::from(x);
/// // x² + x = 1 has no root in {0, 1}; in {0, 1, 2, 3}, 2 and 3.
/// assert_eq!(nimber::solve_artin_schreier(&n(1)), (n(2), n(3)));
/// let (r, _) = nimber::solve_artin_schreier(&n(13));
/// assert_eq!(&nimber::mul(&r, &r) ^ &r, n(13));
/// ```
pub fn solve_artin_schreier(c: &BigNat) -> (BigNat, BigNat) {
    let mut bits = (Natural::bit_len(c).max(1) as usize).next_power_of_two();
    loop {
        if let Some(r) = artin_schreier_in(c, bits) {
            let other = &r ^ &BigNat::from(1u8);
            return if r < other { (r, other) } else { (other, r) };
        }
        bits *= 2;
    }
}

/// A root of `x² ⊕ x = c` among the numbers of `bits` bits (a field when
/// `bits` is a power of two), if there is one: `x ↦ x² ⊕ x` is linear over
/// the field of two elements, so Gaussian elimination on its images of the
/// single bits finds it.
fn artin_schreier_in(c: &BigNat, bits: usize) -> Option<BigNat> {
    let words_n = bits.div_ceil(64);
    let vector = |x: &BigNat| -> Vec<u64> { words(x, words_n) };
    // (image, which bits of x make it), reduced to distinct top bits.
    let mut basis: Vec<(Vec<u64>, Vec<u64>)> = Vec::new();
    let top = |v: &[u64]| -> Option<usize> {
        v.iter()
            .enumerate()
            .rev()
            .find(|(_, w)| **w != 0)
            .map(|(i, w)| i * 64 + 63 - w.leading_zeros() as usize)
    };
    let xor_into = |a: &mut Vec<u64>, b: &[u64]| a.iter_mut().zip(b).for_each(|(x, y)| *x ^= y);
    let reduce = |v: &mut Vec<u64>, combo: &mut Vec<u64>, basis: &[(Vec<u64>, Vec<u64>)]| {
        while let Some(t) = top(v) {
            match basis.iter().find(|(b, _)| top(b) == Some(t)) {
                Some((b, bc)) => {
                    xor_into(v, b);
                    xor_into(combo, bc);
                }
                None => return,
            }
        }
    };
    for i in 0..bits {
        let e = BigNat::from(1u8) << i;
        let mut image = vector(&(&mul(&e, &e) ^ &e));
        let mut combo = vec![0u64; words_n];
        combo[i / 64] |= 1 << (i % 64);
        reduce(&mut image, &mut combo, &basis);
        if top(&image).is_some() {
            basis.push((image, combo));
        }
    }
    let mut target = vector(c);
    let mut combo = vec![0u64; words_n];
    reduce(&mut target, &mut combo, &basis);
    top(&target).is_none().then(|| from_words(&combo))
}

/// The roots of `x ⊗ x ⊕ b ⊗ x ⊕ c = 0`: with `b = 0` the one square root
/// of `c` (twice); otherwise `x = b ⊗ y` with `y ⊗ y ⊕ y = c ⊗ b⁻²`, so the
/// roots are `b ⊗ y` and `b ⊗ y ⊕ b`, the smaller first.
///
/// ```
/// use grundy_engine::{nimber, num::BigNat};
/// let n = |x: u64| BigNat::from(x);
/// let (x, y) = nimber::solve_quadratic(&n(5), &n(9));
/// for r in [x, y] {
///     assert_eq!(&(&nimber::mul(&r, &r) ^ &nimber::mul(&n(5), &r)) ^ &n(9), n(0));
/// }
/// ```
pub fn solve_quadratic(b: &BigNat, c: &BigNat) -> (BigNat, BigNat) {
    let Some(b_inv) = inv(b) else {
        let r = sqrt(c);
        return (r.clone(), r);
    };
    let (y, _) = solve_artin_schreier(&mul(c, &mul(&b_inv, &b_inv)));
    let x = mul(b, &y);
    let other = &x ^ b;
    if x < other {
        (x, other)
    } else {
        (other, x)
    }
}

/// The primes of `2^64 − 1`, the order of the multiplicative group of the
/// field of `2^64` nimbers (each to the first power).
const GROUP_PRIMES: [u64; 7] = [3, 5, 17, 257, 641, 65537, 6_700_417];

/// The discrete logarithm in the field of `2^64` nimbers: the least `x`
/// with `g^x = a` (nim-product powers), or `None` when `a` is no power of
/// `g`. Pohlig–Hellman over the primes of `2^64 − 1`, each by baby steps
/// and giant steps, joined by the Chinese remainder theorem.
///
/// ```
/// use grundy_engine::nimber::{log64, pow64};
/// let g = 0x1234_5678_9ABC_DEF1;
/// let x = log64(g, pow64(g, 1_000_000_007)).unwrap();
/// assert_eq!(pow64(g, x), pow64(g, 1_000_000_007));
/// // 2 has order 3 (2, 3, 1): 5 is none of its powers.
/// assert_eq!(log64(2, 5), None);
/// // 0 is no element of the group: no base, no number.
/// assert_eq!(log64(0, 1), None);
/// ```
pub fn log64(g: u64, a: u64) -> Option<u64> {
    // The logarithm is taken in the multiplicative group, where 0 is not:
    // a base of 0 has no logarithms (its powers 1, 0, 0, … are no cyclic
    // group to take them in), and no power of a non-zero g is 0.
    if g == 0 || a == 0 {
        return None;
    }
    let n = u64::MAX;
    // x mod the order of g, built prime by prime.
    let (mut x, mut modulus) = (0u128, 1u128);
    for p in GROUP_PRIMES {
        let gp = pow64(g, n / p);
        let ap = pow64(a, n / p);
        if gp == 1 {
            // g has no part of order p: a must have none either.
            if ap != 1 {
                return None;
            }
            continue;
        }
        let r = u128::from(baby_giant(gp, ap, p)?);
        // x ≡ r (mod p), with x mod `modulus` kept.
        let p128 = u128::from(p);
        let mut k = 0u128;
        while (x + modulus * k) % p128 != r {
            k += 1;
        }
        x += modulus * k;
        modulus *= p128;
    }
    let x = x as u64;
    (pow64(g, x) == a).then_some(x)
}

/// The `x < p` with `g^x = a`, where `g` has prime order `p`.
fn baby_giant(g: u64, a: u64, p: u64) -> Option<u64> {
    let m = p.isqrt() + 1;
    let mut baby = rustc_hash::FxHashMap::default();
    let mut e = 1u64;
    for j in 0..m {
        baby.entry(e).or_insert(j);
        e = mul64(e, g);
    }
    // g^(−m) = g^(p − m) (g has order p).
    let step = pow64(g, p - m % p);
    let mut gamma = a;
    for i in 0..m {
        if let Some(&j) = baby.get(&gamma) {
            return Some((i * m + j) % p);
        }
        gamma = mul64(gamma, step);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The product by its definition: the mex over smaller a', b'.
    fn by_definition(limit: usize) -> Vec<Vec<u64>> {
        let mut p = vec![vec![0u64; limit]; limit];
        for a in 0..limit {
            for b in 0..limit {
                let mut seen = vec![false; 2 * limit + 2];
                for x in 0..a {
                    for y in 0..b {
                        let v = (p[x][b] ^ p[a][y] ^ p[x][y]) as usize;
                        if v < seen.len() {
                            seen[v] = true;
                        }
                    }
                }
                p[a][b] = seen.iter().position(|s| !s).unwrap() as u64;
            }
        }
        p
    }

    #[test]
    fn the_product_is_the_mex_rule_for_all_numbers_below_256() {
        let p = by_definition(256);
        for a in 0..256u64 {
            for b in 0..256u64 {
                assert_eq!(mul64(a, b), p[a as usize][b as usize], "{a} ⊗ {b}");
            }
        }
    }

    #[test]
    fn the_field_laws_hold_on_every_byte() {
        for a in 0..256u64 {
            if a != 0 {
                assert_eq!(mul64(a, inv64(a).unwrap()), 1, "inverse of {a}");
            }
            assert_eq!(square64(sqrt64(a)), a, "square root of {a}");
            for b in 0..256u64 {
                assert_eq!(mul64(a, b), mul64(b, a));
                for c in 0..256u64 {
                    assert_eq!(mul64(mul64(a, b), c), mul64(a, mul64(b, c)), "{a} {b} {c}");
                    assert_eq!(mul64(a, b ^ c), mul64(a, b) ^ mul64(a, c), "{a} {b} {c}");
                }
            }
        }
    }

    fn big(words: &[u64]) -> BigNat {
        from_words(words)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200_000))]

        #[test]
        fn words_obey_the_field_laws(a: u64, b: u64, c: u64) {
            prop_assert_eq!(mul64(a, b), mul64(b, a));
            prop_assert_eq!(mul64(mul64(a, b), c), mul64(a, mul64(b, c)));
            prop_assert_eq!(mul64(a, b ^ c), mul64(a, b) ^ mul64(a, c));
            prop_assert_eq!(square64(sqrt64(a)), a);
            if a != 0 {
                prop_assert_eq!(mul64(a, inv64(a).unwrap()), 1);
            }
            // The big path agrees with the word path.
            prop_assert_eq!(mul(&BigNat::from(a), &BigNat::from(b)), BigNat::from(mul64(a, b)));
        }

    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        #[test]
        fn quadratics_of_256_bits_are_solved(
            b in proptest::array::uniform4(any::<u64>()),
            c in proptest::array::uniform4(any::<u64>()),
        ) {
            let (b, c) = (big(&b), big(&c));
            let (x, y) = solve_quadratic(&b, &c);
            for r in [x, y] {
                prop_assert_eq!(&(&mul(&r, &r) ^ &mul(&b, &r)) ^ &c, BigNat::ZERO);
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100_000))]

        #[test]
        fn numbers_of_256_bits_obey_the_field_laws(
            a in proptest::array::uniform4(any::<u64>()),
            b in proptest::array::uniform4(any::<u64>()),
            c in proptest::array::uniform4(any::<u64>()),
        ) {
            let (a, b, c) = (big(&a), big(&b), big(&c));
            prop_assert_eq!(mul(&a, &b), mul(&b, &a));
            prop_assert_eq!(mul(&mul(&a, &b), &c), mul(&a, &mul(&b, &c)));
            prop_assert_eq!(mul(&a, &(&b ^ &c)), &mul(&a, &b) ^ &mul(&a, &c));
            let r = sqrt(&a);
            prop_assert_eq!(mul(&r, &r), a.clone());
            if a != BigNat::ZERO {
                prop_assert_eq!(mul(&a, &inv(&a).unwrap()), BigNat::from(1u8));
            }
        }
    }

    #[test]
    fn x_squared_plus_x_is_solved_for_every_small_c_and_only_by_its_two_roots() {
        // Every x below 2^16 with x² ⊕ x below 256, by brute force.
        let mut roots: Vec<Vec<u64>> = vec![Vec::new(); 256];
        for x in 0..(1u64 << 16) {
            let v = mul64(x, x) ^ x;
            if v < 256 {
                roots[v as usize].push(x);
            }
        }
        for c in 0..256u64 {
            let (r, s) = solve_artin_schreier(&BigNat::from(c));
            let found = [r.to_u64().unwrap(), s.to_u64().unwrap()];
            assert_eq!(roots[c as usize], found, "x² ⊕ x = {c}");
        }
    }

    #[test]
    fn quadratics_are_solved_for_every_small_b_and_c() {
        for b in 0..64u64 {
            for c in 0..64u64 {
                let (x, y) = solve_quadratic(&BigNat::from(b), &BigNat::from(c));
                for r in [x, y] {
                    let r = r.to_u64().unwrap();
                    assert_eq!(
                        mul64(r, r) ^ mul64(b, r) ^ c,
                        0,
                        "b = {b}, c = {c}, x = {r}"
                    );
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn the_logarithm_of_a_power_gives_it_back(g in 1u64.., x: u64) {
            let a = pow64(g, x);
            let found = log64(g, a).expect("a power of g has a logarithm");
            prop_assert_eq!(pow64(g, found), a);
            // The least such exponent: below the order of g, the product
            // of the primes of 2^64 − 1 whose part g has.
            let order: u128 = GROUP_PRIMES
                .iter()
                .filter(|&&p| pow64(g, u64::MAX / p) != 1)
                .map(|&p| u128::from(p))
                .product();
            prop_assert!(u128::from(found) < order);
        }
    }

    #[test]
    fn a_logarithm_that_does_not_exist_is_none() {
        // Elements of the subfield of 16: the powers of 2 are 1, 2 and 3.
        for a in 4..16u64 {
            assert_eq!(log64(2, a), None, "log_2({a})");
        }
        assert_eq!(log64(3, 0), None);
        assert_eq!(log64(5, 1), Some(0));
    }

    /// Regression (issue 42): log64(0, 1) was 0 and log64(0, 0) was 1,
    /// from 0⁰ = 1 and 0¹ = 0, though the logarithm is taken in the
    /// multiplicative group of the non-zero nimbers, where 0 is not.
    #[test]
    fn a_base_of_0_has_no_logarithm() {
        for a in [0, 1, 2, u64::MAX] {
            assert_eq!(log64(0, a), None, "log_0({a})");
        }
    }

    #[test]
    fn a_fermat_power_squares_to_itself_and_its_half() {
        for k in 0..9u32 {
            let f = BigNat::from(1u8) << (1usize << k);
            let half = BigNat::from(1u8) << ((1usize << k) - 1);
            assert_eq!(mul(&f, &f), &f ^ &half, "F = 2^(2^{k})");
        }
    }
}

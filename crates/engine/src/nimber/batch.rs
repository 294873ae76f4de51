//! Many nim-products of machine words at once, through the polynomial field.
//!
//! The nimbers below `2^64` and `F₂[x]/(P)` with `P = x⁶⁴ + x⁴ + x³ + x + 1`
//! (irreducible) are both fields of `2^64` elements, so one is the other
//! written in another basis: the map `ψ` sending `x^k` to the nim-power
//! `g^k` of a root `g` of `P` among the nimbers is an isomorphism. In the
//! polynomial basis a product is one carry-less multiplication and a
//! reduction by `P`'s few terms, so
//!
//! `a ⊗ b = ψ(ψ⁻¹(a) · ψ⁻¹(b) mod P)`
//!
//! costs three changes of basis (8 look-ups each, into tables of 16 KiB)
//! and one carry-less product, where the Karatsuba recursion of
//! [`super::mul64`] takes 27 byte products, and the 64-look-up table method
//! of the judges' reference solution scatters its reads over 32 MiB.
//!
//! Two kernels of the same signature, tested against each other and
//! against [`super::mul64`]: on x86-64 with AVX2 and PCLMULQDQ, 32 products
//! at a time, the changes of basis by byte shuffles and the carry-less
//! products the processor's (`avx2`); everywhere, a portable one, its
//! carry-less products in software by windows of 4 bits.

use crate::isa::Isa;
use std::sync::OnceLock;

#[cfg(target_arch = "x86_64")]
mod avx2;

/// A root of `x⁶⁴ + x⁴ + x³ + x + 1` among the nimbers: the least of its 64
/// conjugates (`g^(2^i)`), found once by Berlekamp's trace method (the gcd
/// of `P` with `Tr(βx)` over the nimbers, split until a linear factor is
/// left). The tests check that it is a root and that its powers are a
/// basis, which also proves `P` irreducible.
const ROOT: u64 = 0x4028_84ca_01f7_c6b2;

/// A linear map on 64 bits, as the images of each byte value at each byte
/// position: 8 look-ups and an xor apply it.
type ByteTables = [[u64; 256]; 8];

/// The change of basis both ways.
struct Basis {
    /// Nimber to polynomial: `ψ⁻¹`.
    to_polynomial: ByteTables,
    /// Polynomial to nimber: `ψ`.
    to_nimber: ByteTables,
    /// Both as nibble tables, for the AVX2 kernel (`ψ⁻¹`, then `ψ`).
    #[cfg(target_arch = "x86_64")]
    nibbles: (Box<avx2::NibbleTables>, Box<avx2::NibbleTables>),
}

fn basis() -> &'static Basis {
    static BASIS: OnceLock<Box<Basis>> = OnceLock::new();
    BASIS.get_or_init(|| {
        // ψ(x^k) = g^k, as nimbers: 64 products down to single bits, where
        // mul64 would first build its table of all byte products (about 10
        // ms, a tenth of a million products through this basis).
        let mut powers = [0u64; 64];
        let mut p = 1u64;
        for column in powers.iter_mut() {
            *column = p;
            p = super::mul_bits(p, ROOT, 64, None);
        }
        let inverse =
            invert(&powers).expect("the powers of a root of an irreducible P are a basis");
        Box::new(Basis {
            to_polynomial: byte_tables(&inverse),
            to_nimber: byte_tables(&powers),
            #[cfg(target_arch = "x86_64")]
            nibbles: (avx2::nibble_tables(&inverse), avx2::nibble_tables(&powers)),
        })
    })
}

/// The byte tables of the linear map whose image of bit `k` is
/// `columns[k]`.
fn byte_tables(columns: &[u64; 64]) -> ByteTables {
    let mut t = [[0u64; 256]; 8];
    for (position, table) in t.iter_mut().enumerate() {
        for v in 1..256usize {
            // The image of v is that of v without its lowest bit, and that bit's.
            let low = v.trailing_zeros() as usize;
            table[v] = table[v & (v - 1)] ^ columns[8 * position + low];
        }
    }
    t
}

/// The inverse of the linear map whose image of bit `k` is `columns[k]`,
/// as the images of the bits; `None` if the map is singular.
fn invert(columns: &[u64; 64]) -> Option<[u64; 64]> {
    // Rows (image, which bits of the source make it), reduced by Gauss–Jordan
    // elimination until row k's image is bit k alone.
    let mut rows: Vec<(u64, u64)> = (0..64).map(|k| (columns[k], 1u64 << k)).collect();
    for bit in 0..64 {
        let pivot = (bit..64).find(|&r| rows[r].0 >> bit & 1 == 1)?;
        rows.swap(bit, pivot);
        let (image, source) = rows[bit];
        for (r, row) in rows.iter_mut().enumerate() {
            if r != bit && row.0 >> bit & 1 == 1 {
                row.0 ^= image;
                row.1 ^= source;
            }
        }
    }
    let mut inverse = [0u64; 64];
    for (k, row) in rows.iter().enumerate() {
        inverse[k] = row.1;
    }
    Some(inverse)
}

#[inline(always)]
fn apply(tables: &ByteTables, x: u64) -> u64 {
    let b = x.to_le_bytes();
    let t = |i: usize| tables[i][usize::from(b[i])];
    // A tree, not a chain: the eight look-ups are independent.
    ((t(0) ^ t(1)) ^ (t(2) ^ t(3))) ^ ((t(4) ^ t(5)) ^ (t(6) ^ t(7)))
}

/// `lo + hi·x⁶⁴ mod P`. Since `x⁶⁴ ≡ x⁴ + x³ + x + 1`, `hi·x⁶⁴ ≡ f(hi)`
/// with `f(v) = v ⊕ v<<1 ⊕ v<<3 ⊕ v<<4`, of degree below 68; its part from
/// `x⁶⁴` up is `t·x⁶⁴` with `t` the bits that the shifts push out, which is
/// `f(t)` again, below `x⁸`. `f` is linear, so the remainder is
/// `lo ⊕ f(hi ⊕ t)` cut to 64 bits.
#[inline(always)]
fn reduce(lo: u64, hi: u64) -> u64 {
    let t = (hi >> 63) ^ (hi >> 61) ^ (hi >> 60);
    let h = hi ^ t;
    lo ^ h ^ (h << 1) ^ (h << 3) ^ (h << 4)
}

/// The carry-less product `a · b` of two polynomials of degree below 64,
/// as (low, high) words, by windows of 4 bits of `b`.
#[inline(always)]
fn clmul_portable(a: u64, b: u64) -> (u64, u64) {
    let a = u128::from(a);
    // a·v for every polynomial v of degree below 4.
    let mut window = [0u128; 16];
    for v in 1..16usize {
        let low = v.trailing_zeros();
        window[v] = window[v & (v - 1)] ^ (a << low);
    }
    let mut r = 0u128;
    for i in (0..16).rev() {
        r = (r << 4) ^ window[((b >> (4 * i)) & 15) as usize];
    }
    (r as u64, (r >> 64) as u64)
}

/// One product through the polynomial basis, with a given carry-less
/// product.
#[inline(always)]
fn product(basis: &Basis, a: u64, b: u64, clmul: impl Fn(u64, u64) -> (u64, u64)) -> u64 {
    let (lo, hi) = clmul(
        apply(&basis.to_polynomial, a),
        apply(&basis.to_polynomial, b),
    );
    apply(&basis.to_nimber, reduce(lo, hi))
}

/// The portable kernel: the carry-less products in software.
fn products_portable(basis: &Basis, a: &[u64], b: &[u64], out: &mut [u64]) {
    for ((&x, &y), o) in a.iter().zip(b).zip(out.iter_mut()) {
        *o = product(basis, x, y, clmul_portable);
    }
}

/// The carry-less product of the processor.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "pclmulqdq")]
fn clmul_hardware(a: u64, b: u64) -> (u64, u64) {
    use std::arch::x86_64::{
        _mm_clmulepi64_si128, _mm_cvtsi128_si64, _mm_cvtsi64_si128, _mm_srli_si128,
    };
    let p = _mm_clmulepi64_si128(_mm_cvtsi64_si128(a as i64), _mm_cvtsi64_si128(b as i64), 0);
    (
        _mm_cvtsi128_si64(p) as u64,
        _mm_cvtsi128_si64(_mm_srli_si128(p, 8)) as u64,
    )
}

/// Whether `isa` may use the AVX2 kernel and the processor's carry-less
/// product: a level above the portable one (so `GRUNDY_ISA=portable` forces
/// the software kernel; every such level has AVX2), on a machine that has
/// PCLMULQDQ.
#[cfg(target_arch = "x86_64")]
fn avx2_kernel(isa: Isa) -> bool {
    isa > Isa::portable() && std::arch::is_x86_feature_detected!("pclmulqdq")
}

/// The nim-products `a[i] ⊗ b[i]`, written to `out[i]`, with the fastest
/// kernel this machine has (see [`mul64_batch_with`]).
///
/// # Panics
///
/// If the three slices are not of the same length.
///
/// ```
/// use grundy_engine::nimber::{mul64, mul64_batch};
/// let a = [2, 8, 1 << 32, u64::MAX, 0];
/// let b = [2, 8, 1 << 32, 3, 7];
/// let mut out = [0; 5];
/// mul64_batch(&a, &b, &mut out);
/// assert_eq!(out, [3, 13, (1 << 32) ^ (1 << 31), mul64(u64::MAX, 3), 0]);
/// ```
pub fn mul64_batch(a: &[u64], b: &[u64], out: &mut [u64]) {
    mul64_batch_with(Isa::best(), a, b, out)
}

/// [`mul64_batch`] with the kernel of a given instruction set: the portable
/// one computes the carry-less products in software; any other, on a
/// machine with PCLMULQDQ, takes 32 products at a time with AVX2 and the
/// processor's carry-less product. Every kernel gives the same products.
///
/// # Panics
///
/// If the three slices are not of the same length.
///
/// ```
/// use grundy_engine::isa::Isa;
/// use grundy_engine::nimber::mul64_batch_with;
/// let (a, b) = ([5, 1 << 40], [9, 1 << 40]);
/// let mut portable = [0; 2];
/// mul64_batch_with(Isa::portable(), &a, &b, &mut portable);
/// for isa in Isa::supported() {
///     let mut out = [0; 2];
///     mul64_batch_with(isa, &a, &b, &mut out);
///     assert_eq!(out, portable);
/// }
/// ```
pub fn mul64_batch_with(isa: Isa, a: &[u64], b: &[u64], out: &mut [u64]) {
    assert!(
        a.len() == b.len() && b.len() == out.len(),
        "mul64_batch: {} factors, {} factors and {} places for products",
        a.len(),
        b.len(),
        out.len()
    );
    let basis = basis();
    #[cfg(target_arch = "x86_64")]
    if avx2_kernel(isa) {
        // SAFETY: the machine has AVX2 (an `Isa` above the portable one is
        // made only for a machine that has it) and PCLMULQDQ (checked).
        unsafe { avx2::products(basis, a, b, out) };
        return;
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = isa;
    products_portable(basis, a, b, out);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nimber::mul64;
    use proptest::prelude::*;

    /// `P − x⁶⁴`: `x⁴ + x³ + x + 1`.
    const MODULUS_LOW: u64 = 0b1_1011;

    /// `lo + hi·x⁶⁴` as a polynomial, reduced by `P` one bit at a time.
    fn remainder_by_division(lo: u64, hi: u64) -> u64 {
        let mut v = (u128::from(hi) << 64) | u128::from(lo);
        let p = (1u128 << 64) | u128::from(MODULUS_LOW);
        for bit in (64..128).rev() {
            if v >> bit & 1 == 1 {
                v ^= p << (bit - 64);
            }
        }
        v as u64
    }

    /// The carry-less product one bit at a time.
    fn clmul_by_bits(a: u64, b: u64) -> (u64, u64) {
        let mut r = 0u128;
        for i in 0..64 {
            if b >> i & 1 == 1 {
                r ^= u128::from(a) << i;
            }
        }
        (r as u64, (r >> 64) as u64)
    }

    #[test]
    fn the_root_is_a_root_and_its_powers_are_a_basis() {
        // P(g) = g⁶⁴ ⊕ g⁴ ⊕ g³ ⊕ g ⊕ 1 in nimbers.
        let mut power = 1u64;
        let mut value = 0u64;
        for k in 0..=64 {
            if k == 64 || MODULUS_LOW >> k & 1 == 1 {
                value ^= power;
            }
            power = mul64(power, ROOT);
        }
        assert_eq!(value, 0);
        // The change of basis both ways is the identity on every bit: the
        // powers are independent, so P is g's minimal polynomial and
        // irreducible.
        let basis = basis();
        for k in 0..64 {
            let e = 1u64 << k;
            assert_eq!(apply(&basis.to_nimber, apply(&basis.to_polynomial, e)), e);
            assert_eq!(apply(&basis.to_polynomial, apply(&basis.to_nimber, e)), e);
        }
    }

    #[test]
    fn a_singular_map_has_no_inverse() {
        let mut columns = [0u64; 64];
        for (k, c) in columns.iter_mut().enumerate() {
            *c = 1 << k;
        }
        assert!(invert(&columns).is_some());
        columns[5] = columns[3] ^ columns[9];
        assert_eq!(invert(&columns), None);
    }

    #[test]
    fn edge_cases_multiply_as_mul64() {
        let cases: [(&str, u64, u64); 9] = [
            ("zero", 0, 0xDEAD_BEEF),
            ("one", 1, 0xDEAD_BEEF),
            ("the Fermat power 2^32 squared", 1 << 32, 1 << 32),
            ("the Fermat power 2^16 by 2^32", 1 << 16, 1 << 32),
            ("the top bit squared", 1 << 63, 1 << 63),
            ("all ones squared", u64::MAX, u64::MAX),
            ("all ones by the top bit", u64::MAX, 1 << 63),
            ("bytes", 0xFF, 0xFE),
            (
                "alternating bits",
                0x5555_5555_5555_5555,
                0xAAAA_AAAA_AAAA_AAAA,
            ),
        ];
        for isa in Isa::supported() {
            for (name, a, b) in cases {
                let mut out = [0u64];
                mul64_batch_with(isa, &[a], &[b], &mut out);
                assert_eq!(out[0], mul64(a, b), "{name} ({isa})");
            }
        }
    }

    /// Lengths around the AVX2 kernel's blocks of 32: whole blocks, a
    /// block and a few, and fewer than one.
    #[test]
    fn every_length_to_a_hundred_multiplies_as_mul64() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for len in 0..=100 {
            let a: Vec<u64> = (0..len).map(|_| next()).collect();
            let b: Vec<u64> = (0..len).map(|_| next() >> (len % 64)).collect();
            let expected: Vec<u64> = a.iter().zip(&b).map(|(&x, &y)| mul64(x, y)).collect();
            for isa in Isa::supported() {
                let mut out = vec![0u64; len];
                mul64_batch_with(isa, &a, &b, &mut out);
                assert_eq!(out, expected, "{len} products ({isa})");
            }
        }
    }

    #[test]
    fn empty_batches_are_empty() {
        for isa in Isa::supported() {
            mul64_batch_with(isa, &[], &[], &mut []);
        }
    }

    #[test]
    #[should_panic(expected = "2 factors, 1 factors and 2 places")]
    fn slices_of_different_lengths_are_refused() {
        mul64_batch(&[1, 2], &[3], &mut [0, 0]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2_000))]

        /// Every kernel the machine has gives mul64's products.
        #[test]
        fn every_kernel_multiplies_as_mul64(
            pairs in prop::collection::vec((any::<u64>(), any::<u64>()), 0..300)
        ) {
            let (a, b): (Vec<u64>, Vec<u64>) = pairs.into_iter().unzip();
            let expected: Vec<u64> = a.iter().zip(&b).map(|(&x, &y)| mul64(x, y)).collect();
            for isa in Isa::supported() {
                let mut out = vec![0u64; a.len()];
                mul64_batch_with(isa, &a, &b, &mut out);
                prop_assert_eq!(&out, &expected, "{}", isa);
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100_000))]

        #[test]
        fn the_reduction_is_the_remainder(lo: u64, hi: u64) {
            prop_assert_eq!(reduce(lo, hi), remainder_by_division(lo, hi));
        }

        /// The portable carry-less product, and the processor's where it
        /// has one, against the product one bit at a time.
        #[test]
        fn carry_less_products_agree(a: u64, b: u64) {
            let expected = clmul_by_bits(a, b);
            prop_assert_eq!(clmul_portable(a, b), expected);
            #[cfg(target_arch = "x86_64")]
            if std::arch::is_x86_feature_detected!("pclmulqdq") {
                // SAFETY: the machine has PCLMULQDQ.
                prop_assert_eq!(unsafe { clmul_hardware(a, b) }, expected);
            }
        }
    }
}

//! The AVX2 kernel: 32 products at a time, the changes of basis by byte
//! shuffles instead of table look-ups.
//!
//! A linear map on 64 bits sends byte `m` of its image to the xor over the
//! input bytes `k` of a linear map of bytes, `M_mk`, and a linear map of
//! bytes is the xor of two 16-entry tables, one per nibble: exactly what
//! `vpshufb` looks up, 32 bytes at once. So the 32 words are first turned
//! into 8 registers of their bytes (register `k` holds byte `k` of every
//! word), each change of basis is 128 shuffles, and the words are turned
//! back for the carry-less products, which need them whole. Measured on the
//! machine of BENCHMARKS.md, about twice as fast as the scalar look-ups,
//! which wait on the two or three loads a cycle can do.

use super::{clmul_hardware, product, Basis};
use std::arch::x86_64::*;

/// Nibble tables of a linear map on 64 bits: `[m][k][0]` the images in byte
/// `m` of the low nibble of byte `k`, `[m][k][1]` of its high nibble, each
/// 16 bytes twice (`vpshufb` looks up within each 128-bit half).
pub(super) type NibbleTables = [[[[u8; 32]; 2]; 8]; 8];

/// The nibble tables of the linear map whose image of bit `k` is
/// `columns[k]`.
pub(super) fn nibble_tables(columns: &[u64; 64]) -> Box<NibbleTables> {
    let mut t = Box::new([[[[0u8; 32]; 2]; 8]; 8]);
    for k in 0..8 {
        for v in 0..16usize {
            let (mut low, mut high) = (0u64, 0u64);
            for bit in (0..4).filter(|bit| v >> bit & 1 == 1) {
                low ^= columns[8 * k + bit];
                high ^= columns[8 * k + 4 + bit];
            }
            for m in 0..8 {
                for half in [0, 16] {
                    t[m][k][0][v + half] = (low >> (8 * m)) as u8;
                    t[m][k][1][v + half] = (high >> (8 * m)) as u8;
                }
            }
        }
    }
    t
}

/// Within each 128-bit half, an 8 × 8 transpose of 16-bit units: unit `k`
/// of register `j` goes to unit `j` of register `k`. It is its own inverse.
#[target_feature(enable = "avx2")]
#[inline]
fn transpose_units(r: [__m256i; 8]) -> [__m256i; 8] {
    let t0 = _mm256_unpacklo_epi16(r[0], r[1]);
    let t1 = _mm256_unpackhi_epi16(r[0], r[1]);
    let t2 = _mm256_unpacklo_epi16(r[2], r[3]);
    let t3 = _mm256_unpackhi_epi16(r[2], r[3]);
    let t4 = _mm256_unpacklo_epi16(r[4], r[5]);
    let t5 = _mm256_unpackhi_epi16(r[4], r[5]);
    let t6 = _mm256_unpacklo_epi16(r[6], r[7]);
    let t7 = _mm256_unpackhi_epi16(r[6], r[7]);
    let u0 = _mm256_unpacklo_epi32(t0, t2);
    let u1 = _mm256_unpackhi_epi32(t0, t2);
    let u2 = _mm256_unpacklo_epi32(t1, t3);
    let u3 = _mm256_unpackhi_epi32(t1, t3);
    let u4 = _mm256_unpacklo_epi32(t4, t6);
    let u5 = _mm256_unpackhi_epi32(t4, t6);
    let u6 = _mm256_unpacklo_epi32(t5, t7);
    let u7 = _mm256_unpackhi_epi32(t5, t7);
    [
        _mm256_unpacklo_epi64(u0, u4),
        _mm256_unpackhi_epi64(u0, u4),
        _mm256_unpacklo_epi64(u1, u5),
        _mm256_unpackhi_epi64(u1, u5),
        _mm256_unpacklo_epi64(u2, u6),
        _mm256_unpackhi_epi64(u2, u6),
        _mm256_unpacklo_epi64(u3, u7),
        _mm256_unpackhi_epi64(u3, u7),
    ]
}

/// 32 words (4 per register) to their bytes: register `k` holds byte `k`
/// of every word. Each half's two words are first interleaved byte by byte,
/// so that unit `k` is byte `k` of both, then the units are transposed.
#[target_feature(enable = "avx2")]
#[inline]
fn to_bytes(words: [__m256i; 8]) -> [__m256i; 8] {
    let interleave = _mm256_setr_epi8(
        0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15, 0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5,
        13, 6, 14, 7, 15,
    );
    transpose_units(words.map(|w| _mm256_shuffle_epi8(w, interleave)))
}

/// The inverse of [`to_bytes`].
#[target_feature(enable = "avx2")]
#[inline]
fn to_words(bytes: [__m256i; 8]) -> [__m256i; 8] {
    let separate = _mm256_setr_epi8(
        0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5,
        7, 9, 11, 13, 15,
    );
    transpose_units(bytes).map(|w| _mm256_shuffle_epi8(w, separate))
}

/// The linear map of `tables` on 32 words held as their bytes.
#[target_feature(enable = "avx2")]
#[inline]
fn apply(tables: &NibbleTables, x: &[__m256i; 8]) -> [__m256i; 8] {
    let low_nibble = _mm256_set1_epi8(0x0F);
    let mut y = [_mm256_setzero_si256(); 8];
    // Input byte by input byte: its two nibble registers and the eight
    // accumulators stay in registers.
    for (k, &xk) in x.iter().enumerate() {
        let low = _mm256_and_si256(xk, low_nibble);
        let high = _mm256_and_si256(_mm256_srli_epi16(xk, 4), low_nibble);
        for (m, ym) in y.iter_mut().enumerate() {
            // SAFETY: each table is 32 bytes; unaligned loads are allowed.
            let (tl, th) = unsafe {
                (
                    _mm256_loadu_si256(tables[m][k][0].as_ptr().cast()),
                    _mm256_loadu_si256(tables[m][k][1].as_ptr().cast()),
                )
            };
            let part =
                _mm256_xor_si256(_mm256_shuffle_epi8(tl, low), _mm256_shuffle_epi8(th, high));
            *ym = _mm256_xor_si256(*ym, part);
        }
    }
    y
}

/// The carry-less products of four pairs of words, reduced by `P` as
/// [`super::reduce`] does, lane by lane.
#[target_feature(enable = "avx2,pclmulqdq")]
#[inline]
fn products_reduced(a: __m256i, b: __m256i) -> __m256i {
    let (a0, a1) = (_mm256_castsi256_si128(a), _mm256_extracti128_si256(a, 1));
    let (b0, b1) = (_mm256_castsi256_si128(b), _mm256_extracti128_si256(b, 1));
    // Words 0 and 2, then 1 and 3, as (low, high) pairs.
    let even = _mm256_set_m128i(
        _mm_clmulepi64_si128(a1, b1, 0x00),
        _mm_clmulepi64_si128(a0, b0, 0x00),
    );
    let odd = _mm256_set_m128i(
        _mm_clmulepi64_si128(a1, b1, 0x11),
        _mm_clmulepi64_si128(a0, b0, 0x11),
    );
    let lo = _mm256_unpacklo_epi64(even, odd);
    let hi = _mm256_unpackhi_epi64(even, odd);
    let t = _mm256_xor_si256(
        _mm256_xor_si256(_mm256_srli_epi64(hi, 63), _mm256_srli_epi64(hi, 61)),
        _mm256_srli_epi64(hi, 60),
    );
    let h = _mm256_xor_si256(hi, t);
    let f = _mm256_xor_si256(
        _mm256_xor_si256(h, _mm256_slli_epi64(h, 1)),
        _mm256_xor_si256(_mm256_slli_epi64(h, 3), _mm256_slli_epi64(h, 4)),
    );
    _mm256_xor_si256(lo, f)
}

/// The twin of [`super::products_portable`] for machines with AVX2 and
/// PCLMULQDQ: blocks of 32 products, and the rest one at a time.
#[target_feature(enable = "avx2,pclmulqdq")]
pub(super) fn products(basis: &Basis, a: &[u64], b: &[u64], out: &mut [u64]) {
    let (to_polynomial, to_nimber) = (&*basis.nibbles.0, &*basis.nibbles.1);
    let load = |words: &[u64]| -> [__m256i; 8] {
        // SAFETY: `words` holds 32 words, 4 per register.
        std::array::from_fn(|j| unsafe { _mm256_loadu_si256(words[4 * j..].as_ptr().cast()) })
    };
    let blocks = a.chunks_exact(32).zip(b.chunks_exact(32));
    for ((a, b), out) in blocks.zip(out.chunks_exact_mut(32)) {
        let pa = to_words(apply(to_polynomial, &to_bytes(load(a))));
        let pb = to_words(apply(to_polynomial, &to_bytes(load(b))));
        let r: [__m256i; 8] = std::array::from_fn(|j| products_reduced(pa[j], pb[j]));
        let nimbers = to_words(apply(to_nimber, &to_bytes(r)));
        for (j, w) in nimbers.iter().enumerate() {
            // SAFETY: `out` has room for 32 words, 4 per register.
            unsafe { _mm256_storeu_si256(out[4 * j..].as_mut_ptr().cast(), *w) };
        }
    }
    let done = a.len() / 32 * 32;
    for ((&x, &y), o) in a[done..].iter().zip(&b[done..]).zip(&mut out[done..]) {
        *o = product(basis, x, y, |p, q| clmul_hardware(p, q));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(r: &[__m256i; 8]) -> [u64; 32] {
        let mut out = [0u64; 32];
        for (j, w) in r.iter().enumerate() {
            // SAFETY: 4 words per register.
            unsafe { _mm256_storeu_si256(out[4 * j..].as_mut_ptr().cast(), *w) };
        }
        out
    }

    fn has_avx2() -> bool {
        std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("pclmulqdq")
    }

    /// The byte registers hold each word's bytes (in some order of the
    /// words, the same for every byte), the way back is the identity, and
    /// the nibble tables apply the same map as the byte tables.
    #[test]
    fn bytes_and_words_are_inverse_and_the_maps_agree() {
        if !has_avx2() {
            return;
        }
        #[target_feature(enable = "avx2")]
        fn check() {
            let w: [u64; 32] =
                std::array::from_fn(|i| (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            // SAFETY: 32 words.
            let r: [__m256i; 8] =
                std::array::from_fn(|j| unsafe { _mm256_loadu_si256(w[4 * j..].as_ptr().cast()) });
            let bytes = to_bytes(r);
            assert_eq!(words(&to_words(bytes)), w);
            let b = words(&bytes);
            let byte = |k: usize, i: usize| (b[4 * k + i / 8] >> (8 * (i % 8))) as u8;
            let mut seen: Vec<usize> = (0..32)
                .map(|i| {
                    (0..32)
                        .find(|&v| (0..8).all(|k| byte(k, i) == (w[v] >> (8 * k)) as u8))
                        .expect("position i holds one word's bytes")
                })
                .collect();
            seen.sort_unstable();
            assert_eq!(seen, (0..32).collect::<Vec<_>>());
            let basis = super::super::basis();
            let mapped = words(&to_words(apply(&basis.nibbles.0, &bytes)));
            for (x, y) in w.iter().zip(mapped) {
                assert_eq!(super::super::apply(&basis.to_polynomial, *x), y);
            }
        }
        // SAFETY: the machine has AVX2 (checked above).
        unsafe { check() }
    }
}

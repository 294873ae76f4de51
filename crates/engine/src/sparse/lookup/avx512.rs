//! The look-ups of `lookup::find` in AVX-512 vector lanes; `portable.rs`
//! is their twin in plain Rust, with the same inputs and outputs.

use super::{Targets, SLOTS};
use std::arch::x86_64::*;

/// 16-bit lanes of a 512-bit vector: the pairs looked up at once, and half
/// a table (one permutation of two vectors picks among the table's slots).
const LANES: usize = 32;
const _: () = assert!(SLOTS == 2 * LANES, "a table is two vectors");

/// [`super::find`] in vector lanes, with as many tables as are in use.
///
/// # Safety
///
/// The machine must have AVX-512BW.
pub(super) unsafe fn find(low: &[u16], high: &[u16], targets: &mut Targets) -> bool {
    // SAFETY: the caller has made sure the instructions are there.
    unsafe {
        match targets.used {
            0 | 1 => find_in::<1>(low, high, targets),
            2 => find_in::<2>(low, high, targets),
            3 => find_in::<3>(low, high, targets),
            _ => find_in::<4>(low, high, targets),
        }
    }
}

/// [`find`] with the first `T` tables: `LANES` pairs at a time,
/// each option looked up in each table by its low six bits (one
/// permutation) and compared with what it finds there.
#[target_feature(enable = "avx512bw")]
unsafe fn find_in<const T: usize>(low: &[u16], high: &[u16], targets: &mut Targets) -> bool {
    let load = |targets: &Targets| -> [(__m512i, __m512i); T] {
        std::array::from_fn(|t| {
            let table = &targets.tables[t];
            // SAFETY: a table is `SLOTS` values, two vectors of `LANES`.
            unsafe {
                (
                    _mm512_loadu_si512(table.as_ptr().cast()),
                    _mm512_loadu_si512(table[LANES..].as_ptr().cast()),
                )
            }
        })
    };
    let mut tables = load(targets);
    let len = low.len().min(high.len());
    let mut i = 0;
    while i < len {
        let lanes = if len - i >= LANES {
            u32::MAX
        } else {
            (1u32 << (len - i)) - 1
        };
        // SAFETY: the lanes read are those below `len − i`, within
        // both slices; masked loads touch no other memory.
        let x = unsafe {
            let a = _mm512_maskz_loadu_epi16(lanes, low.as_ptr().add(i).cast());
            let b = _mm512_maskz_loadu_epi16(lanes, high.as_ptr().add(i).cast());
            _mm512_xor_si512(a, b)
        };
        let mut hit = 0;
        for &(first, second) in &tables {
            let found = _mm512_permutex2var_epi16(first, x, second);
            hit |= _mm512_cmpeq_epi16_mask(x, found);
        }
        hit &= lanes;
        if hit != 0 {
            while hit != 0 {
                let j = i + hit.trailing_zeros() as usize;
                targets.remove(low[j] ^ high[j]);
                hit &= hit - 1;
            }
            if targets.left == 0 {
                return true;
            }
            tables = load(targets);
        }
        i += LANES;
    }
    false
}

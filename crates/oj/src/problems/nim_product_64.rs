//! Library Checker `nim_product_64`: nim-products of words, one a line.

use crate::families::layout;
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::nimber;
use grundy_engine::num::BigNat;
use grundy_i18n::tr;
use std::io::Write;

impl Problem {
    /// Library Checker `nim_product_64`: nim-products of words, one a line.
    pub const NimProduct64: Problem = Problem::new("nim_product_64", &NimProduct64);
}

struct NimProduct64;

/// Library Checker `nim_product_64`: `T`, then `T` pairs `A B` below 2^64;
/// the products one a line. Up to a million pairs: the numbers are read in
/// blocks, multiplied together ([`nimber::mul64_batch`]) and their digits
/// written into one buffer, which goes out once the whole input is read. A
/// number of 2^64 or more, beyond the judge's limit, is answered too, as
/// every format answers numbers of any size: the input is read again with
/// arbitrary precision (it had been refused).
fn solve(input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
    let answer = match nim_product_words(input) {
        Ok(answer) => answer,
        Err(Fail::Overflow) => nim_product_any(input)?,
        Err(Fail::Failed(e)) => return Err(e.into()),
    };
    out.write_all(&answer)?;
    Ok(())
}

/// `nim_product_64` on words: the judge's input, read and multiplied fast.
fn nim_product_words(input: &[u8]) -> Result<Vec<u8>, Fail> {
    const BLOCK: usize = 1024;
    let mut sc = Scanner::new(input);
    let t = sc.count(|| tr!("oj-number-of-pairs"))?;
    // A pair takes at least 4 bytes of input ("0 0\n") and at most 21 of
    // output: a short input announcing a huge T must not reserve gigabytes.
    let mut answer = Vec::with_capacity(t.min(input.len() / 4 + 1) * 21);
    let (mut a, mut b, mut products) = ([0u64; BLOCK], [0u64; BLOCK], [0u64; BLOCK]);
    let mut done = 0;
    while done < t {
        let n = (t - done).min(BLOCK);
        for i in 0..n {
            let pair = done + i + 1;
            a[i] = sc.word(|| tr!("oj-word-a", pair = pair, count = t))?;
            b[i] = sc.word(|| tr!("oj-word-b", pair = pair, count = t))?;
        }
        nimber::mul64_batch(&a[..n], &b[..n], &mut products[..n]);
        for &p in &products[..n] {
            push_decimal_line(&mut answer, p);
        }
        done += n;
    }
    sc.expect_end(|| tr!("oj-after-last-pairs", count = t))?;
    Ok(answer)
}

/// `nim_product_64` with numbers of any size, for an input with one of
/// 2^64 or more.
fn nim_product_any(input: &[u8]) -> Result<Vec<u8>, OjError> {
    let mut sc = Scanner::new(input);
    let t = sc.count(|| tr!("oj-number-of-pairs"))?;
    let mut answer = Vec::new();
    for pair in 1..=t {
        let read = |sc: &mut Scanner<'_>, key: &str| {
            sc.natural::<BigNat>(|| tr!(key, pair = pair, count = t))
                .map_err(|e| match e {
                    Fail::Failed(e) => e,
                    Fail::Overflow => unreachable!("a BigNat holds any number"),
                })
        };
        let a = read(&mut sc, "oj-word-a")?;
        let b = read(&mut sc, "oj-word-b")?;
        line(&mut answer, nimber::mul(&a, &b));
    }
    sc.expect_end(|| tr!("oj-after-last-pairs", count = t))?;
    Ok(answer)
}

/// The eight decimal digits of `x < 10^8`, with leading zeros, as ASCII
/// bytes in printing order (the first in the lowest byte): the number is
/// split into halves of four digits, pairs and single digits side by side in
/// the lanes of one word, each split a multiplication and a shift (y / 100
/// is (y · 5243) >> 19 for y < 10^4, y / 10 is (y · 103) >> 10 for y < 100),
/// with no division and no branch.
#[inline]
fn eight_digits(x: u64) -> u64 {
    debug_assert!(x < 100_000_000);
    // Four-digit halves in 32-bit lanes, the first half in the low lane.
    let v = (x / 10_000) | ((x % 10_000) << 32);
    let hundreds = ((v * 5243) >> 19) & 0x0000_007F_0000_007F;
    let v = hundreds | ((v - hundreds * 100) << 16);
    let tens = ((v * 103) >> 10) & 0x000F_000F_000F_000F;
    (tens | ((v - tens * 10) << 8)) | 0x3030_3030_3030_3030
}

/// Appends `v` in decimal and a newline: all twenty digits written at once
/// (two divisions by 10^8, then eight digits at a time in one word), the
/// leading zeros skipped when copied (formatting machinery costs several
/// times the product itself). The copy is of a fixed 21 bytes from where
/// the digits start, a few moves where a copy of the line's own length is
/// a call, and the excess is cut off.
#[inline]
fn push_decimal_line(out: &mut Vec<u8>, v: u64) {
    const E8: u64 = 100_000_000;
    let mut buf = [0u8; 48];
    let (high, rest) = (v / (E8 * E8), v % (E8 * E8));
    // The top four digits (v < 1.9 · 10^19), as the last four of eight.
    buf[0..8].copy_from_slice(&eight_digits(high).to_le_bytes());
    buf[8..16].copy_from_slice(&eight_digits(rest / E8).to_le_bytes());
    buf[16..24].copy_from_slice(&eight_digits(rest % E8).to_le_bytes());
    buf[24] = b'\n';
    let digits = v.checked_ilog10().map_or(1, |l| l as usize + 1);
    let start = 24 - digits;
    let line: &[u8; 21] = buf[start..start + 21].try_into().expect("21 bytes");
    out.extend_from_slice(line);
    out.truncate(out.len() - (21 - digits - 1));
}

impl Spec for NimProduct64 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        solve(input, out)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 2,
            cases: 1_000_000,
            value: u64::MAX,
        }
    }

    fn shape(&self) -> Shape {
        Shape::tuples(2)
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        _count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            let (a, b) = nimber_pair(rng, value, tags);
            input.cases.push(vec![a, b]);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_lines(input, out);
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        grundy_i18n::read(&nimber::explain_mul(
            &BigNat::from(case[0]),
            &BigNat::from(case[1]),
        ))
    }
}

/// A factor of a nim-product: one of those products get wrong (0, 1, a
/// Fermat 2-power 2^(2^k) or its neighbour, a power of 2, the largest value),
/// or a random one.
fn nimber_factor(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> u64 {
    match rng.range(0, 9) {
        0 => {
            tags.push("a factor 0");
            0
        }
        1 => {
            tags.push("a factor 1");
            1
        }
        2 | 3 => {
            let fermat: Vec<u64> = (0..6)
                .map(|k| 1u64 << (1 << k))
                .filter(|&f| f <= value)
                .collect();
            let Some(&f) = fermat.get(rng.range(0, fermat.len().max(1) as u64 - 1) as usize) else {
                return rng.range(0, value);
            };
            if rng.chance(3) && f < value {
                tags.push("next to a Fermat 2-power");
                f + 1
            } else if rng.chance(2) {
                tags.push("next to a Fermat 2-power");
                f - 1
            } else {
                tags.push("a Fermat 2-power");
                f
            }
        }
        4 => {
            tags.push("a power of 2");
            1 << rng.range(0, u64::from(value.max(1).ilog2()))
        }
        5 => {
            tags.push("values at the judge's limit");
            value
        }
        _ => rng.range(0, value),
    }
}

/// A pair of factors: both special, one, or neither.
fn nimber_pair(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> (u64, u64) {
    match rng.range(0, 3) {
        0 => (rng.range(0, value), rng.range(0, value)),
        1 => {
            let a = nimber_factor(rng, value, tags);
            if rng.chance(4) {
                tags.push("equal factors");
                (a, a)
            } else {
                (a, nimber_factor(rng, value, tags))
            }
        }
        _ => {
            let a = nimber_factor(rng, value, tags);
            let b = rng.range(0, value);
            if rng.chance(2) {
                (a, b)
            } else {
                (b, a)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn decimals_are_written_as_format_writes_them() {
        let mut cases: Vec<u64> = vec![0, 1, 9, 10, 99, 100, 999, 1_000, 9_999, u64::MAX];
        let mut p = 1u64;
        while let Some(next) = p.checked_mul(10) {
            cases.extend([p - 1, p, p + 1]);
            p = next;
        }
        cases.extend([p - 1, p, p + 1]);
        for v in cases {
            let mut out = Vec::new();
            push_decimal_line(&mut out, v);
            assert_eq!(String::from_utf8(out).unwrap(), format!("{v}\n"), "{v}");
        }
    }

    proptest! {
        #[test]
        fn random_decimals_are_written_as_format_writes_them(v: u64, digits in 1u32..=20) {
            // Numbers of every length, not only the long ones random words are.
            let v = if digits == 20 { v } else { v % 10u64.pow(digits) };
            let mut out = Vec::new();
            push_decimal_line(&mut out, v);
            prop_assert_eq!(String::from_utf8(out).unwrap(), format!("{v}\n"));
        }
    }
}

//! Judge formats of nimber arithmetic: Library Checker `nim_product_64` and
//! HDU 3404 (Switch lights, which is Turning Corners).

use crate::scanner::{Fail, Scanner};
use crate::{line, OjError};
use grundy_engine::nimber::{self, NimProduct};
use std::io::Write;

/// Library Checker `nim_product_64`: `T`, then `T` pairs `A B` below 2^64;
/// the products one a line. Up to a million pairs: the numbers are read in
/// blocks, multiplied together ([`nimber::mul64_batch`]) and their digits
/// written into one buffer, which goes out once the whole input is read.
pub(crate) fn nim_product_64(input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
    const BLOCK: usize = 1024;
    let mut sc = Scanner::new(input);
    let t = sc.count("the number of pairs T")?;
    // A pair takes at least 4 bytes of input ("0 0\n") and at most 21 of
    // output: a short input announcing a huge T must not reserve gigabytes.
    let mut answer = Vec::with_capacity(t.min(input.len() / 4 + 1) * 21);
    let (mut a, mut b, mut products) = ([0u64; BLOCK], [0u64; BLOCK], [0u64; BLOCK]);
    let mut done = 0;
    while done < t {
        let n = (t - done).min(BLOCK);
        for i in 0..n {
            let pair = done + i + 1;
            a[i] = sc.word(|| format!("A of pair {pair} of {t}"))?;
            b[i] = sc.word(|| format!("B of pair {pair} of {t}"))?;
        }
        nimber::mul64_batch(&a[..n], &b[..n], &mut products[..n]);
        for &p in &products[..n] {
            push_decimal_line(&mut answer, p);
        }
        done += n;
    }
    sc.expect_end(&format!("the last of the {t} pairs"))?;
    out.write_all(&answer)?;
    Ok(())
}

/// "00", "01", …, "99".
const DIGIT_PAIRS: [u8; 200] = {
    let mut t = [0u8; 200];
    let mut i = 0;
    while i < 100 {
        t[2 * i] = b'0' + (i / 10) as u8;
        t[2 * i + 1] = b'0' + (i % 10) as u8;
        i += 1;
    }
    t
};

/// Appends `v` in decimal and a newline: four digits per division, from the
/// right, in a buffer copied once (formatting machinery costs several times
/// the product itself).
#[inline]
fn push_decimal_line(out: &mut Vec<u8>, mut v: u64) {
    let mut buf = [0u8; 21];
    buf[20] = b'\n';
    let mut i = 20;
    let pair = |k: usize| [DIGIT_PAIRS[2 * k], DIGIT_PAIRS[2 * k + 1]];
    while v >= 10_000 {
        let four = (v % 10_000) as usize;
        v /= 10_000;
        i -= 4;
        buf[i..i + 2].copy_from_slice(&pair(four / 100));
        buf[i + 2..i + 4].copy_from_slice(&pair(four % 100));
    }
    let mut v = v as usize;
    if v >= 100 {
        i -= 2;
        buf[i..i + 2].copy_from_slice(&pair(v % 100));
        v /= 100;
    }
    if v >= 10 {
        i -= 2;
        buf[i..i + 2].copy_from_slice(&pair(v));
    } else {
        i -= 1;
        buf[i] = b'0' + v as u8;
    }
    out.extend_from_slice(&buf[i..]);
}

/// HDU 3404 (Switch lights): `T` cases of `n` and `n` lights `x y` that are
/// on. It is Turning Corners, whose light (x, y) is worth x ⊗ y (the Tartan
/// theorem); the position is worth the xor over the lights.
pub(crate) fn hdu3404<N: NimProduct>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count("the number of cases T")?;
    for case in 1..=t {
        let n = sc.count(&format!("the number of lights n of case {case}"))?;
        let mut lights: Vec<(N, N)> = Vec::with_capacity(n.min(1 << 16));
        for i in 1..=n {
            let x = sc.natural(|| format!("x of light {i} of {n} in case {case}"))?;
            let y = sc.natural(|| format!("y of light {i} of {n} in case {case}"))?;
            lights.push((x, y));
        }
        // The input is the set of lights that are on: a light listed twice is
        // one light on, not two that cancel.
        lights.sort_unstable();
        lights.dedup();
        let value = lights
            .iter()
            .fold(N::zero(), |v, (x, y)| v.xor(&x.nim_mul(y)));
        line(
            out,
            if value.is_zero() {
                "Don't waste your time."
            } else {
                "Have a try, lxhgww."
            },
        );
    }
    sc.expect_end(&format!("the last of the {t} cases"))?;
    Ok(())
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

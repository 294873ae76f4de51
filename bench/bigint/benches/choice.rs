//! Which big-natural crate should grundy use for piles beyond u64?
//!
//! Measures, for `num-bigint` (BigUint), `ibig` (UBig) and `dashu-int` (UBig),
//! the operations the engine needs, on deterministic pseudo-random decimal
//! numbers of 20, 40, 100 and 1000 digits:
//!
//! * `parse`    – decimal string -> big natural (`from_str_radix(s, 10)`)
//! * `format`   – big natural -> decimal `String` (`to_string()`)
//! * `xor`      – `&a ^ &b` (nim-sum)
//! * `cmp`      – `a.cmp(&b)` with `b = a ^ 1` (worst case: equal except the lowest bit)
//! * `add`      – `&a + &b`
//! * `sub`      – `&a - &b` with `a > b`
//! * `bit_len`  – number of significant bits
//! * `bit_test` – test of the bit in the middle of `a`
//! * `isqrt`    – `isqrt(5*k*k)` where `k` has the given number of digits
//!   (Wythoff: floor(k*phi) = (k + isqrt(5k^2)) / 2). The size is the digit
//!   count of `k`; `5*k*k` is precomputed outside the timed loop.
//!
//! `ibig` 0.3 has no integer square root, so its `isqrt` is a hand-written
//! Newton iteration on top of ibig's division (what grundy would have to ship).

use std::cmp::Ordering;
use std::hint::black_box;
use std::str::FromStr;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use dashu_int::ops::{BitTest, SquareRoot};

const SIZES: [usize; 4] = [20, 40, 100, 1000];

/// Deterministic decimal string with `n` digits, leading digit non-zero.
fn digits(n: usize, seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut s = String::with_capacity(n);
    for i in 0..n {
        // xorshift64*
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        let d = (x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) % 10;
        let d = if i == 0 { 1 + d % 9 } else { d };
        s.push(char::from(b'0' + d as u8));
    }
    s
}

/// The operands for one size: `a > b`, both with `n` digits.
fn operands(n: usize) -> (String, String) {
    let a = digits(n, 2 * n as u64 + 1);
    let b = digits(n, 2 * n as u64 + 2);
    if a.cmp(&b) == Ordering::Less {
        (b, a)
    } else {
        (a, b)
    }
}

/// isqrt for ibig by Newton's method (ibig 0.3 has no sqrt).
fn ibig_isqrt(n: &ibig::UBig) -> ibig::UBig {
    use ibig::UBig;
    if *n < UBig::from(2u8) {
        return n.clone();
    }
    // x0 = 2^ceil(bits/2) >= sqrt(n); Newton decreases monotonically to floor(sqrt(n)).
    let mut x = UBig::from(1u8) << ((n.bit_len() + 1) / 2);
    loop {
        let y = (&x + n / &x) >> 1;
        if y >= x {
            return x;
        }
        x = y;
    }
}

/// Check that the three crates agree on every measured operation before timing.
fn cross_check() {
    use num_traits::Num;
    for &n in &SIZES {
        let (sa, sb) = operands(n);
        let na = num_bigint::BigUint::from_str_radix(&sa, 10).unwrap();
        let nb = num_bigint::BigUint::from_str_radix(&sb, 10).unwrap();
        let ia = ibig::UBig::from_str_radix(&sa, 10).unwrap();
        let ib = ibig::UBig::from_str_radix(&sb, 10).unwrap();
        let da = dashu_int::UBig::from_str_radix(&sa, 10).unwrap();
        let db = dashu_int::UBig::from_str_radix(&sb, 10).unwrap();
        assert_eq!(na.to_string(), sa);
        assert_eq!(ia.to_string(), sa);
        assert_eq!(da.to_string(), sa);
        let x = (&na ^ &nb).to_string();
        assert_eq!((&ia ^ &ib).to_string(), x);
        assert_eq!((&da ^ &db).to_string(), x);
        let s = (&na - &nb).to_string();
        assert_eq!((&ia - &ib).to_string(), s);
        assert_eq!((&da - &db).to_string(), s);
        let p = (&na + &nb).to_string();
        assert_eq!((&ia + &ib).to_string(), p);
        assert_eq!((&da + &db).to_string(), p);
        assert_eq!(na.bits() as usize, ia.bit_len());
        assert_eq!(na.bits() as usize, da.bit_len());
        for bit in 0..na.bits() as usize + 2 {
            assert_eq!(na.bit(bit as u64), ia.bit(bit));
            assert_eq!(na.bit(bit as u64), da.bit(bit));
        }
        let k5 = num_bigint::BigUint::from(5u8) * &na * &na;
        let r = k5.sqrt().to_string();
        assert_eq!(ibig_isqrt(&(ibig::UBig::from(5u8) * &ia * &ia)).to_string(), r);
        assert_eq!((dashu_int::UBig::from(5u8) * &da * &da).sqrt().to_string(), r);
        // floor(k*phi) is k + isqrt(5k^2) over 2, sanity for k = 10^40-ish
        assert!(k5.sqrt() > &na * 2u8);
    }
}

fn bench(c: &mut Criterion) {
    cross_check();

    macro_rules! all_sizes {
        ($group:expr, $label:expr, |$sa:ident, $sb:ident| $setup:block, |$v:ident| $body:expr) => {
            for &n in &SIZES {
                let (ref $sa, ref $sb) = operands(n);
                let $v = $setup;
                $group.bench_with_input(BenchmarkId::new($label, n), &$v, |bch, $v| {
                    bch.iter(|| black_box($body))
                });
            }
        };
    }

    // ---------- parse ----------
    {
        let mut g = c.benchmark_group("parse");
        all_sizes!(g, "num-bigint", |sa, _sb| { sa.clone() }, |s| {
            <num_bigint::BigUint as num_traits::Num>::from_str_radix(black_box(s), 10).unwrap()
        });
        all_sizes!(g, "ibig", |sa, _sb| { sa.clone() }, |s| {
            ibig::UBig::from_str_radix(black_box(s), 10).unwrap()
        });
        all_sizes!(g, "dashu-int", |sa, _sb| { sa.clone() }, |s| {
            dashu_int::UBig::from_str_radix(black_box(s), 10).unwrap()
        });
        g.finish();
    }

    // Operands for the remaining groups.
    let nb = |s: &str| num_bigint::BigUint::from_str(s).unwrap();
    let ib = |s: &str| ibig::UBig::from_str(s).unwrap();
    let db = |s: &str| dashu_int::UBig::from_str(s).unwrap();

    // ---------- format ----------
    {
        let mut g = c.benchmark_group("format");
        all_sizes!(g, "num-bigint", |sa, _sb| { nb(sa) }, |a| black_box(a).to_string());
        all_sizes!(g, "ibig", |sa, _sb| { ib(sa) }, |a| black_box(a).to_string());
        all_sizes!(g, "dashu-int", |sa, _sb| { db(sa) }, |a| black_box(a).to_string());
        g.finish();
    }

    // ---------- xor / add / sub (a > b) ----------
    for (name, op) in [("xor", 0u8), ("add", 1), ("sub", 2)] {
        let mut g = c.benchmark_group(name);
        all_sizes!(g, "num-bigint", |sa, sb| { (nb(sa), nb(sb)) }, |p| {
            let (a, b) = black_box(p);
            match op {
                0 => a ^ b,
                1 => a + b,
                _ => a - b,
            }
        });
        all_sizes!(g, "ibig", |sa, sb| { (ib(sa), ib(sb)) }, |p| {
            let (a, b) = black_box(p);
            match op {
                0 => a ^ b,
                1 => a + b,
                _ => a - b,
            }
        });
        all_sizes!(g, "dashu-int", |sa, sb| { (db(sa), db(sb)) }, |p| {
            let (a, b) = black_box(p);
            match op {
                0 => a ^ b,
                1 => a + b,
                _ => a - b,
            }
        });
        g.finish();
    }

    // ---------- cmp (worst case: b = a ^ 1) ----------
    {
        let mut g = c.benchmark_group("cmp");
        all_sizes!(g, "num-bigint", |sa, _sb| {
            let a = nb(sa);
            let b = &a ^ num_bigint::BigUint::from(1u8);
            (a, b)
        }, |p| { let (a, b) = black_box(p); a.cmp(b) });
        all_sizes!(g, "ibig", |sa, _sb| {
            let a = ib(sa);
            let b = &a ^ ibig::UBig::from(1u8);
            (a, b)
        }, |p| { let (a, b) = black_box(p); a.cmp(b) });
        all_sizes!(g, "dashu-int", |sa, _sb| {
            let a = db(sa);
            let b = &a ^ dashu_int::UBig::from(1u8);
            (a, b)
        }, |p| { let (a, b) = black_box(p); a.cmp(b) });
        g.finish();
    }

    // ---------- bit_len / bit_test ----------
    {
        let mut g = c.benchmark_group("bit_len");
        all_sizes!(g, "num-bigint", |sa, _sb| { nb(sa) }, |a| black_box(a).bits());
        all_sizes!(g, "ibig", |sa, _sb| { ib(sa) }, |a| black_box(a).bit_len());
        all_sizes!(g, "dashu-int", |sa, _sb| { db(sa) }, |a| black_box(a).bit_len());
        g.finish();
    }
    {
        let mut g = c.benchmark_group("bit_test");
        all_sizes!(g, "num-bigint", |sa, _sb| { let a = nb(sa); let i = a.bits() / 2; (a, i) },
            |p| { let (a, i) = black_box(p); a.bit(*i) });
        all_sizes!(g, "ibig", |sa, _sb| { let a = ib(sa); let i = a.bit_len() / 2; (a, i) },
            |p| { let (a, i) = black_box(p); a.bit(*i) });
        all_sizes!(g, "dashu-int", |sa, _sb| { let a = db(sa); let i = a.bit_len() / 2; (a, i) },
            |p| { let (a, i) = black_box(p); a.bit(*i) });
        g.finish();
    }

    // ---------- isqrt(5 k^2), size = digits of k ----------
    {
        let mut g = c.benchmark_group("isqrt_5k2");
        all_sizes!(g, "num-bigint", |sa, _sb| { let k = nb(sa); num_bigint::BigUint::from(5u8) * &k * &k },
            |n| black_box(n).sqrt());
        all_sizes!(g, "ibig", |sa, _sb| { let k = ib(sa); ibig::UBig::from(5u8) * &k * &k },
            |n| ibig_isqrt(black_box(n)));
        all_sizes!(g, "dashu-int", |sa, _sb| { let k = db(sa); dashu_int::UBig::from(5u8) * &k * &k },
            |n| black_box(n).sqrt());
        g.finish();
    }
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2))
        .without_plots()
}

criterion_group! {
    name = benches;
    config = config();
    targets = bench
}
criterion_main!(benches);

//! HDU 2516: Fibonacci Nim, `Second win`/`First win` per pile.

use crate::families::k_fold::{refuse, smallest_take_big};
use crate::families::layout::numbers_until_zero;
use crate::families::line_cases::LineCases;
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::{line, Problem, Rng};
use grundy_engine::k_fold::{self, losing_sizes_u64, TERM_LIMIT};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;

impl Problem {
    /// HDU 2516: Fibonacci Nim, `Second win`/`First win` per pile.
    pub const Hdu2516: Problem = Problem::new("hdu2516", &HDU2516);
}

/// HDU 2516: one pile per line, `0` ends; `Second win` when the first
/// player loses (the pile is a Fibonacci number), `First win` otherwise.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    // The losing sizes of Fibonacci Nim that are words: every Fibonacci
    // number below 2^64 (92 of them), looked up instead of rebuilt per pile.
    let fibonacci = k_fold::losing_sizes_u64(2, u64::MAX, TERM_LIMIT).expect("92 sizes");
    numbers_until_zero::<N>(
        sc,
        |case| tr!("oj-pile-of-line-n", line = case),
        |sc, case, n, token| {
            let loses = match n.to_u64() {
                Some(n) => fibonacci.binary_search(&n).is_ok(),
                None => smallest_take_big(BigNat::from(2u8), n.to_big())
                    .map_err(|e| refuse(sc, token, &tr!("oj-pile-of-line", line = case), e))?
                    .is_none(),
            };
            line(out, if loses { "Second win" } else { "First win" });
            Ok(())
        },
    )
}

/// 2 ≤ n < 2^31: 0 would end the input early.
const HDU2516: LineCases = LineCases {
    limits: Limits {
        count: 1,
        cases: 10_000,
        value: (1 << 31) - 1,
    },
    shape: Shape::tuples(1),
    zeros: Some("0"),
    words: solve::<u64>,
    big: solve::<BigNat>,
    draw: |rng, value, tags| vec![fibonacci_pile(rng, value, tags)],
    allows: |c| (2..1 << 31).contains(&c[0]),
    explain: |case| crate::families::k_fold::explain(case[0], 2),
};

/// A pile of Fibonacci Nim: a Fibonacci number (lost), one next to it, the
/// smallest pile 2, or any.
fn fibonacci_pile(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> u64 {
    let value = value.max(2);
    let fibs: Vec<u64> = losing_sizes_u64(2, value, TERM_LIMIT)
        .expect("few Fibonacci numbers")
        .into_iter()
        .filter(|&f| f >= 2)
        .collect();
    match rng.range(0, 4) {
        0 | 1 => {
            let f = fibs[rng.range(0, fibs.len() as u64 - 1) as usize];
            match rng.range(0, 2) {
                0 => {
                    tags.push("a Fibonacci number (a lost position)");
                    f
                }
                1 if f > 2 => {
                    tags.push("next to a Fibonacci number");
                    f - 1
                }
                _ if f < value => {
                    tags.push("next to a Fibonacci number");
                    f + 1
                }
                _ => f,
            }
        }
        2 => {
            tags.push("the smallest pile, 2");
            2
        }
        _ => rng.range(2, value),
    }
}

//! Coins in a circle's judge format: POJ 2484 (A Funny Game).

use crate::families::layout::numbers_until_zero;
use crate::families::line_cases::LineCases;
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::{line, Problem, Rng};
use grundy_engine::circle::value;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};

impl Problem {
    /// POJ 2484 (A Funny Game): coins in a circle, `Alice`/`Bob` per line.
    pub const Poj2484: Problem = Problem::new("poj2484", &POJ2484);
}

/// POJ 2484: numbers of coins `n`, one a line, `0` ends; `Alice` when the
/// first player wins (1 or 2 coins), `Bob` otherwise (the second player's
/// symmetry), for every `n` of any size.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    numbers_until_zero::<N>(
        sc,
        |case| tr!("oj-coins-of-line", line = case),
        |_, _, n, _| {
            line(out, if value(&n) != 0 { "Alice" } else { "Bob" });
            Ok(())
        },
    )
}

/// 1 ≤ n ≤ 10^6, as the statement says; the count of lines is not.
const POJ2484: LineCases = LineCases {
    limits: Limits {
        count: 1,
        cases: 100,
        value: 1_000_000,
    },
    shape: Shape::tuples(1),
    zeros: Some("0"),
    words: solve::<u64>,
    big: solve::<BigNat>,
    draw: coins,
    allows: |c| (1..=1_000_000).contains(&c[0]),
    explain,
};

/// A number of coins; only 1 and 2 coins win: they are made common.
fn coins(rng: &mut Rng, value: u64, _tags: &mut Vec<&'static str>) -> Vec<u64> {
    let n = if rng.chance(3) {
        rng.range(1, 3.min(value))
    } else {
        rng.range(1, value)
    };
    vec![n]
}

fn explain(case: &[u64]) -> String {
    let n = case[0];
    tr!(
        "check-explain-poj2484",
        n = n,
        wins = Arg::yes(value(&n) != 0)
    )
}

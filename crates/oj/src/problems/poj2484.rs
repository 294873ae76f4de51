//! Coins in a circle's judge format: POJ 2484 (A Funny Game).

use crate::families::layout::{self, numbers_until_zero};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::circle::value;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};
use std::io::Write;

impl Problem {
    /// POJ 2484 (A Funny Game): coins in a circle, `Alice`/`Bob` per line.
    pub const Poj2484: Problem = Problem::new("poj2484", &Poj2484);
}

struct Poj2484;

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

impl Spec for Poj2484 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// 1 ≤ n ≤ 10^6, as the statement says; the count of lines is not.
    fn limits(&self) -> Limits {
        Limits {
            count: 1,
            cases: 100,
            value: 1_000_000,
        }
    }

    fn shape(&self) -> Shape {
        Shape::tuples(1)
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        _count: u64,
        value: u64,
        input: &mut Input,
        _tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            // Only 1 and 2 coins win: make them common.
            let n = if rng.chance(3) {
                rng.range(1, 3.min(value))
            } else {
                rng.range(1, value)
            };
            input.cases.push(vec![n]);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::lines(input, out);
        out.push_str("0\n");
    }

    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| (1..=1_000_000).contains(&c[0]))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let n = case[0];
        tr!(
            "check-explain-poj2484",
            n = n,
            wins = Arg::yes(value(&n) != 0)
        )
    }
}

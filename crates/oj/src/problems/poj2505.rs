//! The multiplication game's judge format: POJ 2505 = UVa 847 = HDU 1517.

use crate::families::layout::until_end;
use crate::families::line_cases::LineCases;
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::{line, Problem, Rng};
use grundy_engine::multiplication;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};

impl Problem {
    /// POJ 2505 (= UVa 847 = HDU 1517): the multiplication game,
    /// `Stan wins.`/`Ollie wins.` per n until the end of input.
    pub const Poj2505: Problem = Problem::new("poj2505", &POJ2505);
}

/// POJ 2505: numbers n until the end of input; `Stan wins.` when the first
/// player (Stan, from p = 1) wins, `Ollie wins.` otherwise: Stan wins
/// exactly when n lies in (18^k, 9·18^k]. Any size is answered (the judge's
/// n is below 4294967295); n ≤ 1 is refused: p = 1 is at least n before the
/// first move, so nobody reaches it by a move (the judge's n is more than 1).
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, index| {
        let what = || tr!("oj-n-of-game", game = index);
        let (n, token) = sc.natural_token::<N>(what)?;
        let value = match n.to_u64() {
            Some(n) if n <= 1 => {
                return Err(Fail::Failed(sc.error_at(
                    Some(token),
                    tr!("oj-multiplication-n", what = what(), n = n),
                )))
            }
            Some(n) => multiplication::value_u64(n),
            None => multiplication::value(&n.to_big()),
        };
        line(
            out,
            if value != 0 {
                "Stan wins."
            } else {
                "Ollie wins."
            },
        );
        Ok(())
    })
}

/// 1 < n < 4294967295, as the statement says; the count is not.
const POJ2505: LineCases = LineCases {
    limits: Limits {
        count: 1,
        cases: 100,
        value: 4_294_967_294,
    },
    shape: Shape::tuples(1),
    zeros: None,
    words: solve::<u64>,
    big: solve::<BigNat>,
    draw: |rng, value, tags| vec![multiplication_target(rng, value, tags)],
    allows: |c| (2..4_294_967_295).contains(&c[0]),
    explain,
};

fn explain(case: &[u64]) -> String {
    let n = BigNat::from(case[0]);
    let stan = multiplication::first_player_wins(&n);
    tr!(
        "check-explain-poj2505",
        explain = multiplication::explain(&n, &BigNat::ONE),
        stan = Arg::yes(stan)
    )
}

/// A target n of the multiplication game (n ≥ 2): at an edge of Stan's
/// intervals (18^k or 9·18^k) or next to one, the smallest n = 2, or any.
fn multiplication_target(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> u64 {
    let value = value.max(2);
    let edges: Vec<u64> = std::iter::successors(Some(1u64), |b| b.checked_mul(18))
        .flat_map(|b| [b, b.saturating_mul(9)])
        .filter(|&e| (2..=value).contains(&e))
        .collect();
    let n = match rng.range(0, 3) {
        0 if !edges.is_empty() => {
            let e = edges[rng.range(0, edges.len() as u64 - 1) as usize];
            match rng.range(0, 2) {
                0 => {
                    tags.push("at an edge of an interval (18^k or 9·18^k)");
                    e
                }
                1 if e > 2 => {
                    tags.push("next to an edge of an interval");
                    e - 1
                }
                _ if e < value => {
                    tags.push("next to an edge of an interval");
                    e + 1
                }
                _ => e,
            }
        }
        1 => {
            tags.push("n = 2");
            2
        }
        _ => rng.range(2, value),
    };
    if multiplication::value_u64(n) == 0 {
        tags.push("lost position");
    }
    n
}

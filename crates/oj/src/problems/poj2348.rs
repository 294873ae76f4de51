//! Euclid's game's judge format: POJ 2348 = HDU 1525.

use crate::families::layout::{until_zeros, Record};
use crate::families::line_cases::LineCases;
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::{line, Problem, Rng};
use grundy_engine::euclid;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;

impl Problem {
    /// POJ 2348: Euclid's game, `Stan wins`/`Ollie wins` per pair until `0 0`.
    pub const Poj2348: Problem = Problem::new("poj2348", &POJ2348);
    /// HDU 1525: the same problem and format as POJ 2348.
    pub const Hdu1525: Problem = Problem::new("hdu1525", &POJ2348);
}

/// POJ 2348 = HDU 1525: lines `a b` until `0 0` (or the end of input after
/// a pair); `Stan wins` when the first player (Stan) wins, `Ollie wins`
/// otherwise, at any size. A pair with one 0 is refused: the game would be
/// over before its first move (whoever reached the 0 has won), and the
/// judge's numbers are positive.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_zeros(sc, "0 0", |sc, index| {
        let (a, first) = sc.natural_token::<N>(|| tr!("oj-first-number-of-pair", pair = index))?;
        let (b, second) =
            sc.natural_token::<N>(|| tr!("oj-second-number-of-pair", pair = index))?;
        if a.is_zero() && b.is_zero() {
            return Ok(Record::Zeros);
        }
        if a.is_zero() || b.is_zero() {
            let token = if a.is_zero() { first } else { second };
            return Err(Fail::Failed(sc.error_at(
                Some(token),
                tr!("oj-euclid-zero", pair = index, a = a, b = b),
            )));
        }
        let wins = match (a.to_u64(), b.to_u64()) {
            (Some(a), Some(b)) => euclid::first_player_wins_u64(a, b),
            _ => euclid::first_player_wins(&a.to_big(), &b.to_big()),
        };
        line(out, if wins { "Stan wins" } else { "Ollie wins" });
        Ok(Record::Case)
    })
}

/// Positive numbers (a 0 would end the input or be refused), bounded by
/// nothing stated; accepted solutions read them as 32-bit ints. The count
/// of pairs is not stated.
const POJ2348: LineCases = LineCases {
    limits: Limits {
        count: 2,
        cases: 100,
        value: (1 << 31) - 1,
    },
    shape: Shape::tuples(2),
    zeros: Some("0 0"),
    words: solve::<u64>,
    big: solve::<BigNat>,
    draw: |rng, value, tags| {
        let (a, b) = euclid_pair(rng, value, tags);
        vec![a, b]
    },
    allows: |c| c.iter().all(|&v| v >= 1),
    explain,
};

fn explain(case: &[u64]) -> String {
    let (a, b) = (BigNat::from(case[0]), BigNat::from(case[1]));
    tr!(
        "check-explain-euclid",
        explain = grundy_i18n::read(&euclid::explain(&a, &b))
            .replace(&tr!("check-the-first-player"), &tr!("check-stan"))
            .replace(&tr!("check-the-second-player"), &tr!("check-ollie"))
    )
}

/// A pair of Euclid's game, both positive: equal numbers (won at once), one
/// a multiple of the other, consecutive Fibonacci numbers (every quotient 1
/// but the last: a long chain of forced moves), a lost position (a quotient
/// of 1 into a won step), or any; either number first.
fn euclid_pair(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> (u64, u64) {
    let value = value.max(2);
    let (a, b) = match rng.range(0, 5) {
        0 => {
            tags.push("equal numbers");
            let v = rng.range(1, value);
            (v, v)
        }
        1 => {
            tags.push("one a multiple of the other");
            let b = rng.range(1, (value / 2).max(1));
            (b * rng.range(1, value / b), b)
        }
        2 => {
            tags.push("consecutive Fibonacci numbers (forced moves)");
            let fibs: Vec<(u64, u64)> =
                std::iter::successors(Some((2u64, 1u64)), |&(x, y)| Some((x + y, x)))
                    .take_while(|&(x, _)| x <= value)
                    .collect();
            fibs[rng.range(0, fibs.len() as u64 - 1) as usize]
        }
        3 => {
            // (b + r, b) with the step (b, r) won: a quotient of 1 into it.
            let mut pair = (rng.range(1, value), rng.range(1, value));
            for _ in 0..20 {
                let b = rng.range(2, (value / 2).max(2));
                let r = rng.range(1, b - 1);
                if euclid::first_player_wins_u64(b, r) && b + r <= value {
                    tags.push("lost position");
                    pair = (b + r, b);
                    break;
                }
            }
            pair
        }
        _ => (rng.range(1, value), rng.range(1, value)),
    };
    if rng.chance(2) {
        (a, b)
    } else {
        tags.push("the smaller number first");
        (a.min(b), a.max(b))
    }
}

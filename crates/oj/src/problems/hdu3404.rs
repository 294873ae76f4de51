//! HDU 3404 (Switch lights): Turning Corners, the xor of the lights'
//! nim-products.

use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, join, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::nimber::{self, NimProduct};
use grundy_engine::num::BigNat;
use grundy_i18n::{join_values, tr, Arg};
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// HDU 3404 (Switch lights): Turning Corners, the xor of the lights'
    /// nim-products.
    pub const Hdu3404: Problem = Problem::new("hdu3404", &Hdu3404);
}

/// A case is its lights that are on, flattened to `x1 y1 x2 y2 …`.
struct Hdu3404;

/// HDU 3404 (Switch lights): `T` cases of `n` and `n` lights `x y` that are
/// on. It is Turning Corners, whose light (x, y) is worth x ⊗ y (the Tartan
/// theorem); the position is worth the xor over the lights.
fn solve<N: NimProduct>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=t {
        let n = sc.count(|| tr!("oj-lights-of-case", case = case))?;
        let mut lights: Vec<(N, N)> = Vec::with_capacity(n.min(1 << 16));
        for i in 1..=n {
            let x = sc.natural(|| tr!("oj-light-x", light = i, count = n, case = case))?;
            let y = sc.natural(|| tr!("oj-light-y", light = i, count = n, case = case))?;
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
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    Ok(())
}

impl Spec for Hdu3404 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// The statement gives no limits we could check; these are those its
    /// accepted solutions assume.
    fn limits(&self) -> Limits {
        Limits {
            count: 1_000,
            cases: 100,
            value: 10_000,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            in_pairs: true,
            ..Shape::CASES
        }
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            input.cases.push(lights(rng, count, value, tags));
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        let _ = writeln!(out, "{}", input.cases.len());
        for c in &input.cases {
            let _ = writeln!(out, "{}", c.len() / 2);
            for light in c.chunks(2) {
                let _ = writeln!(out, "{}", join(light));
            }
        }
    }

    /// The lights that are on: a set, so no light twice.
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| {
            let mut lights: Vec<&[u64]> = c.chunks(2).collect();
            lights.sort_unstable();
            lights.dedup();
            c.len() % 2 == 0 && lights.len() == c.len() / 2
        })
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let mut lights: Vec<(u64, u64)> = case.chunks(2).map(|l| (l[0], l[1])).collect();
        lights.sort_unstable();
        lights.dedup();
        let values: Vec<String> = lights
            .iter()
            .map(|&(x, y)| {
                tr!(
                    "check-explain-pair-worth",
                    a = x,
                    b = y,
                    value = nimber::mul64(x, y)
                )
            })
            .collect();
        let total = lights.iter().fold(0, |v, &(x, y)| v ^ nimber::mul64(x, y));
        tr!(
            "check-explain-hdu3404",
            values = join_values(&values),
            total = total,
            wins = Arg::yes(total != 0)
        )
    }
}

/// The distinct lights that are on in a case of HDU 3404, flattened to
/// `x1 y1 x2 y2 …`, in one of several shapes: lights in mirrored pairs
/// (x, y), (y, x), whose products cancel (a lost position); lights on row
/// or column 0, worth 0; a single light; one row; or anywhere.
fn lights(rng: &mut Rng, count: u64, value: u64, tags: &mut Vec<&'static str>) -> Vec<u64> {
    let n = rng.range(1, count) as usize;
    let shape = rng.range(0, 5);
    let row = rng.range(0, value);
    let mut lights: Vec<(u64, u64)> = Vec::new();
    // Bounded tries: a small board may not hold n distinct lights of a shape.
    for _ in 0..50 * n {
        if lights.len() >= n {
            break;
        }
        let (x, y) = (rng.range(0, value), rng.range(0, value));
        let new = match shape {
            0 if x != y => vec![(x, y), (y, x)],
            0 => vec![],
            1 if rng.chance(2) => vec![(0, y)],
            1 => vec![(x, 0)],
            2 if lights.is_empty() => vec![(x, y)],
            2 => vec![],
            3 => vec![(row, y)],
            _ => vec![(x, y)],
        };
        if new.iter().all(|l| !lights.contains(l)) {
            lights.extend(new);
        }
    }
    if lights.is_empty() {
        lights.push((rng.range(0, value), rng.range(0, value)));
    }
    tags.push(match shape {
        0 if lights.len().is_multiple_of(2) => "mirrored lights (a lost position)",
        1 => "lights on row or column 0 (worth 0)",
        2 => "a single light",
        3 => "lights on one row",
        _ => "lights anywhere",
    });
    // Unsorted, as a judge gives them (mirrored pairs apart).
    for i in (1..lights.len()).rev() {
        lights.swap(i, rng.range(0, i as u64) as usize);
    }
    lights.into_iter().flat_map(|(x, y)| [x, y]).collect()
}

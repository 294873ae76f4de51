//! The Cutting Game's judge format: POJ 2311.

use crate::families::layout::{self, until_end};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::cutting::{Table, SIDE_LIMIT};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};
use std::io::Write;

impl Problem {
    /// POJ 2311: the Cutting Game, `WIN`/`LOSE` per sheet until the end of input.
    pub const Poj2311: Problem = Problem::new("poj2311", &Poj2311);
}

struct Poj2311;

/// POJ 2311: sheets `W H` until the end of input; `WIN` when the first
/// player wins, `LOSE` otherwise. A sheet one square wide is answered by the
/// rules too: 1 × 1 has no cut (`LOSE`), a longer one has the winning cut
/// of a 1 × 1 piece (`WIN`).
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut sheets = Vec::new();
    until_end(sc, |sc, index| {
        let mut side = |what: &dyn Fn() -> String| -> Result<u64, Fail> {
            let (w, token) = sc.natural_token::<N>(what)?;
            w.to_u64().filter(|&w| w <= SIDE_LIMIT).ok_or_else(|| {
                Fail::Failed(sc.error_at(
                    Some(token),
                    tr!(
                        "oj-sheet-side-too-large",
                        what = what(),
                        side = w,
                        limit = SIDE_LIMIT
                    ),
                ))
            })
        };
        let w = side(&|| tr!("oj-sheet-width", sheet = index))?;
        let h = side(&|| tr!("oj-sheet-height", sheet = index))?;
        sheets.push((w, h));
        Ok(())
    })?;
    let largest = sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(2);
    let table = Table::up_to(largest.max(2) as usize);
    for (w, h) in sheets {
        let wins = match (w.min(h), w.max(h)) {
            (0, _) => false,
            (1, 1) => false,
            (1, _) => true,
            (w, h) => table.value(w as usize, h as usize) != 0,
        };
        line(out, if wins { "WIN" } else { "LOSE" });
    }
    Ok(())
}

impl Spec for Poj2311 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// 2 ≤ W, H ≤ 200, as the statement says; the count of lines is not.
    fn limits(&self) -> Limits {
        Limits {
            count: 2,
            cases: 100,
            value: 200,
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
        _tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            // The smallest sheets (2 and 3 wide) have no cut or one.
            let side = |rng: &mut Rng| {
                if rng.chance(3) {
                    rng.range(2, 3.min(value))
                } else {
                    rng.range(2, value.max(2))
                }
            };
            let (w, h) = (side(rng), side(rng));
            input.cases.push(vec![w, h]);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::lines(input, out);
    }

    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .flatten()
            .all(|&s| (2..=200).contains(&s))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let (w, h) = (case[0], case[1]);
        let text = format!("cutting={w}x{h}");
        match grundy_engine::kinds::parse_component(&text) {
            Ok(c) => tr!(
                "check-explain-poj2311",
                w = w,
                h = h,
                value = c.grundy(),
                wins = Arg::yes(c.grundy() != 0u64.into())
            ),
            Err(e) => e.to_string(),
        }
    }
}

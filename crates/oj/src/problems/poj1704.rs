//! POJ 1704 (Georgia and Bob): chips on a line, a staircase Nim.

use crate::families::layout;
use crate::scanner::{Fail, Scanner, Token};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::staircase::Chips;
use grundy_i18n::tr;
use std::io::Write;

impl Problem {
    /// POJ 1704 (Georgia and Bob): chips on a line.
    pub const Poj1704: Problem = Problem::new("poj1704", &Poj1704);
}

struct Poj1704;

/// `T` cases of chips on distinct cells; `Georgia will win` when the
/// first player wins.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=t {
        let n = sc.count(|| tr!("oj-chips-of-case", case = case))?;
        let mut cells = Vec::with_capacity(n.min(1 << 16));
        let mut tokens: Vec<Token<'_>> = Vec::with_capacity(n.min(1 << 16));
        for i in 0..n {
            let (cell, token) = sc
                .natural_token::<N>(|| tr!("oj-chip-cell", chip = i + 1, count = n, case = case))?;
            cells.push(cell);
            tokens.push(token);
        }
        let chips = Chips::new(cells).map_err(|e| {
            sc.error_at(
                Some(tokens[e.culprit()]),
                tr!("oj-case-then", case = case, why = e),
            )
        })?;
        line(
            out,
            if chips.outcome().first_player_wins() {
                "Georgia will win"
            } else {
                "Bob will win"
            },
        );
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    Ok(())
}

impl Spec for Poj1704 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 1_000,
            cases: 20,
            value: 10_000,
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
            let n = rng.range(1, count);
            let mut cells: Vec<u64> = Vec::new();
            let top = value.max(n);
            if rng.chance(4) {
                tags.push("chips packed from cell 1");
                cells.extend(1..=n);
            } else {
                while (cells.len() as u64) < n {
                    let c = rng.range(1, top);
                    if !cells.contains(&c) {
                        cells.push(c);
                    }
                }
            }
            // Unsorted, as the judge gives them.
            rng.shuffle(&mut cells);
            input.cases.push(cells);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_cases(input, out);
    }

    /// The chips on distinct cells, from cell 1.
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| {
            let mut sorted = c.clone();
            sorted.sort_unstable();
            sorted.dedup();
            sorted.len() == c.len() && !c.contains(&0)
        })
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        Chips::new(case.to_vec())
            .map(|c| grundy_i18n::read(&c.explain()))
            .unwrap_or_default()
    }
}

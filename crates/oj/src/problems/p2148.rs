//! Luogu P2148: E&D, `YES`/`NO` per case: piles in pairs, a move
//! empties one pile of a pair and splits its partner in two.

use crate::families::{draw, layout};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::e_and_d;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{join_values, tr};
use std::io::Write;

impl Problem {
    /// Luogu P2148: E&D, `YES`/`NO` per case.
    pub const P2148: Problem = Problem::new("p2148", &P2148);
}

struct P2148;

/// Luogu P2148: `T` cases of `N` piles in pairs.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=t {
        let n = sc.count(|| tr!("oj-piles-var-of-case", var = "N", case = case))?;
        let mut total = 0;
        let mut pair: Option<N> = None;
        for i in 1..=n {
            let what = || tr!("oj-pile-in-case", pile = i, count = n, case = case);
            let (pile, token) = sc.natural_token::<N>(what)?;
            if pile.is_zero() {
                return Err(Fail::Failed(
                    sc.error_at(Some(token), tr!("oj-ed-pile-zero", what = what())),
                ));
            }
            match pair.take() {
                None => pair = Some(pile),
                Some(first) => total ^= e_and_d::pair_grundy(&first, &pile),
            }
        }
        if pair.is_some() {
            return Err(Fail::Failed(
                sc.error_at(None, tr!("oj-ed-odd-piles", case = case, count = n)),
            ));
        }
        line(out, if total != 0 { "YES" } else { "NO" });
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    Ok(())
}

impl Spec for P2148 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 20_000,
            cases: 10,
            value: 1_000_000_000,
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
            let mut p = draw::piles(rng, count, value, true, tags);
            if p.len() % 2 == 1 {
                p.push(rng.range(1, value));
            }
            p.iter_mut().filter(|v| **v == 0).for_each(|v| *v = 1);
            input.cases.push(p);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_cases(input, out);
    }

    /// Piles in pairs, none empty.
    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| c.len() % 2 == 0 && !c.contains(&0))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let values: Vec<String> = case
            .chunks(2)
            .map(|p| {
                tr!(
                    "check-explain-pair-worth",
                    a = p[0],
                    b = p[1],
                    value = e_and_d::pair_grundy(&p[0], &p[1])
                )
            })
            .collect();
        tr!("check-explain-p2148", values = join_values(&values))
    }
}

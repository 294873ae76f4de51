//! HDU 1848: three heaps of the Fibonacci subtraction game, `Fibo`/`Nacci`.

use crate::families::heap_games::{explain_heaps, DIRECT_LIMIT};
use crate::families::layout::{self, until_zeros, Record};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::heap::{HeapEvaluator, HeapGame};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::subtraction::SubtractionSet;
use grundy_i18n::tr;
use std::io::Write;

impl Problem {
    /// HDU 1848: three heaps of the Fibonacci subtraction game, `Fibo`/`Nacci`.
    pub const Hdu1848: Problem = Problem::new("hdu1848", &Hdu1848);
}

struct Hdu1848;

/// HDU 1848: three heaps per line, a move takes a Fibonacci number of
/// counters from one heap; `0 0 0` ends.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut values = HeapEvaluator::new(
        HeapGame::Subtraction(SubtractionSet::Fibonacci),
        DIRECT_LIMIT,
    );
    until_zeros(sc, "0 0 0", |sc, case| {
        let mut total = 0;
        let mut all_zero = true;
        for (i, name) in ["m", "n", "p"].into_iter().enumerate() {
            let (heap, token) =
                sc.natural_token::<N>(|| tr!("oj-heap-name-of-line", name = name, line = case))?;
            all_zero &= heap.is_zero();
            total ^= values.value(&heap).map_err(|e| {
                Fail::Failed(sc.error_at(
                    Some(token),
                    tr!("oj-heap-of-line-then", heap = i + 1, line = case, why = e),
                ))
            })?;
        }
        if all_zero {
            return Ok(Record::Zeros);
        }
        line(out, if total != 0 { "Fibo" } else { "Nacci" });
        Ok(Record::Case)
    })
}

impl Spec for Hdu1848 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 3,
            cases: 1_000,
            value: 1_000,
        }
    }

    fn shape(&self) -> Shape {
        Shape::tuples(3)
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
            let mut t: Vec<u64> = (0..3).map(|_| rng.range(0, value)).collect();
            if t.iter().all(|&v| v == 0) {
                t[0] = 1;
            }
            input.cases.push(t);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::lines(input, out);
        out.push_str("0 0 0\n");
    }

    /// `0 0 0` would end the input.
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| c.iter().any(|&v| v != 0))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        explain_heaps(&HeapGame::parse("fibonacci").expect("a known game"), case)
    }
}

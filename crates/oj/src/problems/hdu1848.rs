//! HDU 1848: three heaps of the Fibonacci subtraction game, `Fibo`/`Nacci`.

use crate::families::heap_games::{explain_heaps, DIRECT_LIMIT};
use crate::families::layout::{until_zeros, Record};
use crate::families::line_cases::LineCases;
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::{line, Problem, Rng};
use grundy_engine::heap::{HeapEvaluator, HeapGame};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::subtraction::SubtractionSet;
use grundy_i18n::tr;

impl Problem {
    /// HDU 1848: three heaps of the Fibonacci subtraction game, `Fibo`/`Nacci`.
    pub const Hdu1848: Problem = Problem::new("hdu1848", &HDU1848);
}

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

/// `0 0 0` would end the input.
const HDU1848: LineCases = LineCases {
    limits: Limits {
        count: 3,
        cases: 1_000,
        value: 1_000,
    },
    shape: Shape::tuples(3),
    zeros: Some("0 0 0"),
    words: solve::<u64>,
    big: solve::<BigNat>,
    draw: heaps,
    allows: |c| c.iter().any(|&v| v != 0),
    explain: |case| explain_heaps(&HeapGame::parse("fibonacci").expect("a known game"), case),
};

/// Three heaps, never all 0.
fn heaps(rng: &mut Rng, value: u64, _tags: &mut Vec<&'static str>) -> Vec<u64> {
    let mut t: Vec<u64> = (0..3).map(|_| rng.range(0, value)).collect();
    if t.iter().all(|&v| v == 0) {
        t[0] = 1;
    }
    t
}

//! HDU 1536 (S-Nim), and POJ 2960, the same problem and format: a line of
//! W/L per test.

use crate::families::draw;
use crate::families::heap_games::{explain_heaps, heap_value, DIRECT_LIMIT};
use crate::families::layout::{until_zeros, Record};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, join, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::heap::{HeapEvaluator, HeapGame};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::subtraction::SubtractionSet;
use grundy_i18n::tr;
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// HDU 1536: S-Nim, a line of W/L per test.
    pub const Hdu1536: Problem = Problem::new("hdu1536", &Hdu1536);
    /// POJ 2960: the same problem and format as HDU 1536.
    pub const Poj2960: Problem = Problem::new("poj2960", &Hdu1536);
}

struct Hdu1536;

/// HDU 1536 / POJ 2960: a subtraction set `k s1..sk`, then `m` positions
/// `l h1..hl`, a line of W/L for them; a lone `0` ends.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_zeros(sc, "0", |sc, test| {
        let k = sc.count(|| tr!("oj-set-size", set = test))?;
        if k == 0 {
            return Ok(Record::Zeros);
        }
        let mut set = Vec::with_capacity(k.min(1 << 16));
        for i in 0..k {
            let what = || tr!("oj-set-element", index = i + 1, set = test);
            let (s, token) = sc.natural_token::<BigNat>(what)?;
            let s = match s.to_u64().and_then(|s| usize::try_from(s).ok()) {
                Some(0) => {
                    return Err(Fail::Failed(
                        sc.error_at(Some(token), tr!("oj-set-element-zero", what = what())),
                    ))
                }
                Some(s) if s <= DIRECT_LIMIT => s,
                _ => {
                    return Err(Fail::Failed(sc.error_at(
                        Some(token),
                        tr!(
                            "oj-set-element-too-large",
                            what = what(),
                            limit = DIRECT_LIMIT
                        ),
                    )))
                }
            };
            set.push(s);
        }
        set.sort_unstable();
        set.dedup();
        let mut values = HeapEvaluator::new(
            HeapGame::Subtraction(SubtractionSet::Finite(set)),
            DIRECT_LIMIT,
        );
        let m = sc.count(|| tr!("oj-positions-of-test", test = test))?;
        let mut letters = String::with_capacity(m.min(1 << 16));
        for position in 1..=m {
            let l = sc.count(|| tr!("oj-heaps-of-position", position = position, test = test))?;
            let mut total = 0;
            for h in 1..=l {
                total ^= heap_value::<N>(sc, &mut values, || {
                    tr!(
                        "oj-heap-of-position",
                        heap = h,
                        count = l,
                        position = position,
                        test = test
                    )
                })?;
            }
            letters.push(if total != 0 { 'W' } else { 'L' });
        }
        line(out, letters);
        Ok(Record::Case)
    })
}

impl Spec for Hdu1536 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 100,
            cases: 100,
            value: 10_000,
        }
    }

    /// One test: its set, then positions of heaps.
    fn generate(
        &self,
        rng: &mut Rng,
        _n_cases: u64,
        count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        let k = rng.range(1, 5.min(count));
        let mut set: Vec<u64> = Vec::new();
        while (set.len() as u64) < k {
            let s = rng.range(1, value.clamp(1, 12));
            if !set.contains(&s) {
                set.push(s);
            }
        }
        if set.windows(2).any(|w| w[0] > w[1]) {
            tags.push("unsorted subtraction set");
        }
        input.set = set;
        for _ in 0..rng.range(1, 6) {
            input
                .cases
                .push(draw::piles(rng, count.min(5), value, true, tags));
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        let _ = writeln!(out, "{} {}", input.set.len(), join(&input.set));
        let _ = writeln!(out, "{}", input.cases.len());
        for c in &input.cases {
            let _ = writeln!(out, "{} {}", c.len(), join(c));
        }
        out.push_str("0\n");
    }

    /// A set of distinct positive numbers.
    fn is_valid(&self, input: &Input) -> bool {
        let mut set = input.set.clone();
        set.sort_unstable();
        set.dedup();
        !set.is_empty() && set.len() == input.set.len() && !set.contains(&0)
    }

    fn explain(&self, input: &Input, case: &[u64]) -> String {
        let set: Vec<String> = input.set.iter().map(u64::to_string).collect();
        let game = HeapGame::parse(&format!("sub:{}", set.join(","))).expect("a valid set");
        explain_heaps(&game, case)
    }
}

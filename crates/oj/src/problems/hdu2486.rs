//! HDU 2486 (A simple stone game), and POJ 3922, the same problem and
//! format: the k-fold game, the smallest winning first take per case.

use crate::families::k_fold::{refuse, smallest_take_big};
use crate::families::layout;
use crate::scanner::{Fail, Scanner, Token};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::k_fold::{self, losing_sizes_u64, TooManyTerms, TERM_LIMIT};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::collections::BTreeMap;
use std::io::Write;

impl Problem {
    /// HDU 2486 (A simple stone game): the k-fold game, the smallest
    /// winning first take per case.
    pub const Hdu2486: Problem = Problem::new("hdu2486", &Hdu2486);
    /// POJ 3922: the same problem and format as HDU 2486.
    pub const Poj3922: Problem = Problem::new("poj3922", &Hdu2486);
}

/// A case is `n k`.
struct Hdu2486;

/// One case of HDU 2486: the pile, the factor and the pile's token (where
/// a refusal points).
struct Case<'a, N> {
    n: N,
    k: N,
    token: Token<'a>,
}
/// HDU 2486 = POJ 3922: `T`, then `T` lines `n k`; `Case i: lose` or
/// `Case i: m`, m the smallest winning first take.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    let mut cases = Vec::with_capacity(t.min(1 << 16));
    for i in 1..=t {
        let (n, token) = sc.natural_token::<N>(|| tr!("oj-n-of-case", case = i))?;
        let k_of_case = || tr!("oj-k-of-case", case = i);
        let (k, k_token) = sc.natural_token::<N>(k_of_case)?;
        if k.is_zero() {
            return Err(Fail::Failed(
                sc.error_at(Some(k_token), tr!("oj-k-zero", what = k_of_case())),
            ));
        }
        cases.push(Case { n, k, token });
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;

    let mut answers: Vec<Option<Result<Option<BigNat>, TooManyTerms>>> = vec![None; t];
    // Cases with one k share its losing sizes, built once up to their
    // largest pile: the judges' k up to 10^5 and piles up to 10^8 mean up
    // to 8 · 10^5 sizes a case.
    let mut by_k: BTreeMap<u64, Vec<(usize, u64)>> = BTreeMap::new();
    for (i, case) in cases.iter().enumerate() {
        match (case.n.to_u64(), case.k.to_u64()) {
            // A pile of at most k + 1 is itself a losing size: whatever
            // the first player takes, the other may take the rest.
            (Some(n), Some(k)) if n <= k.saturating_add(1) => answers[i] = Some(Ok(None)),
            (Some(n), Some(k)) => by_k.entry(k).or_default().push((i, n)),
            _ => answers[i] = Some(smallest_take_big(case.k.to_big(), case.n.to_big())),
        }
    }
    for (k, group) in by_k {
        let largest = group.iter().map(|&(_, n)| n).max().expect("a case");
        let shared = k_fold::losing_sizes_u64(k, largest, TERM_LIMIT);
        for (i, n) in group {
            // Past the limit for the largest pile, a smaller one may fit:
            // each is tried on its own then.
            let sizes = match &shared {
                Ok(sizes) => Ok(std::borrow::Cow::Borrowed(sizes)),
                Err(_) => k_fold::losing_sizes_u64(k, n, TERM_LIMIT).map(std::borrow::Cow::Owned),
            };
            answers[i] = Some(sizes.map(|sizes| {
                k_fold::winning_takes_u64(&sizes, k, n, n - 1)
                    .first()
                    .map(|&m| BigNat::from(m))
            }));
        }
    }
    for (i, answer) in answers.into_iter().enumerate() {
        match answer.expect("every case answered") {
            Ok(None) => line(out, format_args!("Case {}: lose", i + 1)),
            Ok(Some(m)) => line(out, format_args!("Case {}: {m}", i + 1)),
            Err(e) => {
                out.clear();
                return Err(refuse(sc, cases[i].token, &tr!("oj-case", case = i + 1), e));
            }
        }
    }
    Ok(())
}

impl Spec for Hdu2486 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// The number of cases is not stated; k ≤ 10^5 is (see `k_fold_case`).
    fn limits(&self) -> Limits {
        Limits {
            count: 2,
            cases: 20,
            value: 100_000_000,
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
        tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            input.cases.push(k_fold_case(rng, value, tags));
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_lines(input, out);
    }

    /// Cases `n k` with n ≥ 2 and k ≥ 1.
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| c[0] >= 2 && c[1] >= 1)
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        crate::families::k_fold::explain(case[0], case[1])
    }
}

/// A case `n k` of HDU 2486 (k ≤ 10^5): k = 1 (powers of 2 lose), a pile
/// of at most k + 1 (lost at once), a losing size or its neighbour (the
/// smallest take is then 1 or a whole term), n = 2, or any.
fn k_fold_case(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> Vec<u64> {
    let value = value.max(2);
    let k = if rng.chance(4) {
        tags.push("k = 1");
        1
    } else {
        rng.range(1, value.min(100_000))
    };
    let n = match rng.range(0, 4) {
        0 => {
            tags.push("n = 2");
            2
        }
        1 => {
            tags.push("a pile of at most k + 1");
            rng.range(2, (k + 1).min(value))
        }
        2 => {
            let top = rng.range(2, value);
            let sizes = losing_sizes_u64(k, top, TERM_LIMIT).expect("k ≤ 10^5, n ≤ 10^8");
            let a = *sizes.last().expect("1 at least");
            if a >= 2 && (rng.chance(2) || a == value) {
                tags.push("a losing size");
                a
            } else {
                tags.push("next to a losing size");
                (a + 1).max(2)
            }
        }
        _ => rng.range(2, value),
    };
    vec![n, k]
}

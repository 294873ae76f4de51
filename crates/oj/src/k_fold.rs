//! Judge formats of the k-fold game: HDU 2516 (Fibonacci Nim, k = 2) and
//! HDU 2486 = POJ 3922 (any k, the smallest winning first take).

use crate::line;
use crate::scanner::{Fail, Scanner, Token};
use grundy_engine::k_fold::{self, Pile, TooManyTerms, TERM_LIMIT};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::collections::BTreeMap;

/// The smallest winning first take from a fresh pile of `n` with factor `k`
/// (`None` when the first player loses), at any size.
fn smallest_take_big(k: BigNat, n: BigNat) -> Result<Option<BigNat>, TooManyTerms> {
    let takes = Pile::fresh(k, n).winning_takes(TERM_LIMIT)?;
    Ok(takes.into_iter().next())
}

/// HDU 2516: one pile per line, `0` ends; `Second win` when the first
/// player loses (the pile is a Fibonacci number), `First win` otherwise.
pub(crate) fn hdu2516<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    // The losing sizes of Fibonacci Nim that are words: every Fibonacci
    // number below 2^64 (92 of them), looked up instead of rebuilt per pile.
    let fibonacci = k_fold::losing_sizes_u64(2, u64::MAX, TERM_LIMIT).expect("92 sizes");
    let mut case = 1;
    loop {
        if case > 1 && sc.at_end() {
            return Ok(());
        }
        let (n, token) = sc.natural_token::<N>(|| tr!("oj-pile-of-line-n", line = case))?;
        if n.is_zero() {
            sc.expect_end_after_terminator("0")?;
            return Ok(());
        }
        let loses = match n.to_u64() {
            Some(n) => fibonacci.binary_search(&n).is_ok(),
            None => smallest_take_big(BigNat::from(2u8), n.to_big())
                .map_err(|e| refuse(sc, token, &tr!("oj-pile-of-line", line = case), e))?
                .is_none(),
        };
        line(out, if loses { "Second win" } else { "First win" });
        case += 1;
    }
}

fn refuse(sc: &Scanner<'_>, token: Token<'_>, what: &str, e: TooManyTerms) -> Fail {
    Fail::Failed(sc.error_at(Some(token), tr!("oj-cannot-answer", what = what, why = e)))
}

/// One case of HDU 2486: the pile, the factor and the pile's token (where
/// a refusal points).
struct Case<'a, N> {
    n: N,
    k: N,
    token: Token<'a>,
}

/// HDU 2486 = POJ 3922: `T`, then `T` lines `n k`; `Case i: lose` or
/// `Case i: m`, m the smallest winning first take.
pub(crate) fn hdu2486<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
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

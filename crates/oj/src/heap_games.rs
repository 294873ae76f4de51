//! Judge formats of heap games and sums: HDU 1848 (Fibonacci subtraction),
//! HDU 1536 = POJ 2960 (S-Nim), Luogu P2148 (E&D) and HDU 5795 (take or
//! split into three).

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::e_and_d;
use grundy_engine::heap::{take_or_split, HeapEvaluator, HeapGame};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::subtraction::SubtractionSet;

/// Heaps up to this size are computed directly; beyond it only a proven
/// period answers.
const DIRECT_LIMIT: usize = 1 << 22;

/// The value of a heap read from `token`, or an error at that token.
fn heap_value<N: Natural>(
    sc: &mut Scanner<'_>,
    values: &mut HeapEvaluator,
    what: impl Fn() -> String,
) -> Result<u32, Fail> {
    let (heap, token) = sc.natural_token::<N>(&what)?;
    values
        .value(&heap)
        .map_err(|e| Fail::Failed(sc.error_at(Some(token), format!("{}: {e}", what()))))
}

/// HDU 1848: three heaps per line, a move takes a Fibonacci number of
/// counters from one heap; `0 0 0` ends.
pub(crate) fn hdu1848<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut values = HeapEvaluator::new(
        HeapGame::Subtraction(SubtractionSet::Fibonacci),
        DIRECT_LIMIT,
    );
    let mut case = 1;
    loop {
        if case > 1 && sc.at_end() {
            return Ok(());
        }
        let mut total = 0;
        let mut all_zero = true;
        for (i, name) in ["m", "n", "p"].into_iter().enumerate() {
            let (heap, token) = sc.natural_token::<N>(|| format!("heap {name} of line {case}"))?;
            all_zero &= heap.is_zero();
            total ^= values.value(&heap).map_err(|e| {
                Fail::Failed(
                    sc.error_at(Some(token), format!("heap {} of line {case}: {e}", i + 1)),
                )
            })?;
        }
        if all_zero {
            sc.expect_end("the terminating 0 0 0")?;
            return Ok(());
        }
        line(out, if total != 0 { "Fibo" } else { "Nacci" });
        case += 1;
    }
}

/// HDU 1536 / POJ 2960: a subtraction set `k s1..sk`, then `m` positions
/// `l h1..hl`, a line of W/L for them; a lone `0` ends.
pub(crate) fn hdu1536<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut test = 0;
    loop {
        if test > 0 && sc.at_end() {
            return Ok(());
        }
        test += 1;
        let k = sc.count(&format!(
            "k, the size of subtraction set {test} (0 ends the input)"
        ))?;
        if k == 0 {
            sc.expect_end("the terminating 0")?;
            return Ok(());
        }
        let mut set = Vec::with_capacity(k.min(1 << 16));
        for i in 0..k {
            let (s, token) =
                sc.natural_token::<BigNat>(|| format!("s{} of subtraction set {test}", i + 1))?;
            let s = match s.to_u64().and_then(|s| usize::try_from(s).ok()) {
                Some(0) => {
                    return Err(Fail::Failed(sc.error_at(
                        Some(token),
                        format!("s{} of subtraction set {test} is 0: a move removes at least 1", i + 1),
                    )))
                }
                Some(s) if s <= DIRECT_LIMIT => s,
                _ => {
                    return Err(Fail::Failed(sc.error_at(
                        Some(token),
                        format!(
                            "s{} of subtraction set {test} is too large: amounts up to {DIRECT_LIMIT} are supported",
                            i + 1
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
        let m = sc.count(&format!("m, the number of positions of test {test}"))?;
        let mut letters = String::with_capacity(m.min(1 << 16));
        for position in 1..=m {
            let l = sc.count(&format!(
                "l, the number of heaps of position {position} of test {test}"
            ))?;
            let mut total = 0;
            for h in 1..=l {
                total ^= heap_value::<N>(sc, &mut values, || {
                    format!("heap {h} of {l} of position {position} of test {test}")
                })?;
            }
            letters.push(if total != 0 { 'W' } else { 'L' });
        }
        line(out, letters);
    }
}

/// Luogu P2148: `T` cases of `N` piles in pairs.
pub(crate) fn p2148<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count("the number of cases T")?;
    for case in 1..=t {
        let n = sc.count(&format!("the number of piles N of case {case}"))?;
        let mut total = 0;
        let mut pair: Option<N> = None;
        for i in 1..=n {
            let (pile, token) =
                sc.natural_token::<N>(|| format!("pile {i} of {n} in case {case}"))?;
            if pile.is_zero() {
                return Err(Fail::Failed(sc.error_at(
                    Some(token),
                    format!("pile {i} of {n} in case {case} is 0: the piles of E&D are positive"),
                )));
            }
            match pair.take() {
                None => pair = Some(pile),
                Some(first) => total ^= e_and_d::pair_grundy(&first, &pile),
            }
        }
        if pair.is_some() {
            return Err(Fail::Failed(sc.error_at(
                None,
                format!("case {case} has {n} piles, an odd number: E&D piles come in pairs"),
            )));
        }
        line(out, if total != 0 { "YES" } else { "NO" });
    }
    sc.expect_end(&format!("the last of the {t} cases"))?;
    Ok(())
}

/// HDU 5795 (A Simple Nim): `T` cases of `n` and n piles; a move takes any
/// positive number from one pile or splits one pile into three non-empty
/// piles. Each pile is worth its closed form (take-or-split:3: n, but
/// 8k+7 and 8k+8 swap), at any size.
pub(crate) fn hdu5795<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count("the number of cases T")?;
    for case in 1..=t {
        let n = sc.count(&format!("the number of piles n of case {case}"))?;
        let mut total = N::zero();
        for i in 1..=n {
            let pile = sc.natural::<N>(|| format!("pile {i} of {n} in case {case}"))?;
            let value = take_or_split::value(&pile).ok_or(Fail::Overflow)?;
            total = total.xor(&value);
        }
        line(
            out,
            if total.is_zero() {
                "Second player wins."
            } else {
                "First player wins."
            },
        );
    }
    sc.expect_end(&format!("the last of the {t} cases"))?;
    Ok(())
}

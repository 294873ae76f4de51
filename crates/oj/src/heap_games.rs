//! Judge formats of heap games and sums: HDU 1848 (Fibonacci subtraction),
//! HDU 1536 = POJ 2960 (S-Nim), Luogu P2148 (E&D) and HDU 5795 (take or
//! split into three).

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::e_and_d;
use grundy_engine::heap::{take_or_split, HeapEvaluator, HeapGame};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::subtraction::SubtractionSet;
use grundy_i18n::tr;

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
    values.value(&heap).map_err(|e| {
        Fail::Failed(sc.error_at(Some(token), tr!("oj-what-then", what = what(), why = e)))
    })
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
            sc.expect_end_after_terminator("0 0 0")?;
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
        let k = sc.count(|| tr!("oj-set-size", set = test))?;
        if k == 0 {
            sc.expect_end_after_terminator("0")?;
            return Ok(());
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
    }
}

/// Luogu P2148: `T` cases of `N` piles in pairs.
pub(crate) fn p2148<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
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

/// HDU 5795 (A Simple Nim): `T` cases of `n` and n piles; a move takes any
/// positive number from one pile or splits one pile into three non-empty
/// piles. Each pile is worth its closed form (take-or-split:3: n, but
/// 8k+7 and 8k+8 swap), at any size.
pub(crate) fn hdu5795<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=t {
        let n = sc.count(|| tr!("oj-piles-var-of-case", var = "n", case = case))?;
        let mut total = N::zero();
        for i in 1..=n {
            let pile =
                sc.natural::<N>(|| tr!("oj-pile-in-case", pile = i, count = n, case = case))?;
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
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    Ok(())
}

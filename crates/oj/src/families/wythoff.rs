//! What the formats of Wythoff's game share (HDU 1527 = POJ 1067, Luogu
//! P2252 and HDU 2177): a pair read, its verdict, random pairs and the
//! explanation of one.

use crate::scanner::{Fail, Scanner};
use crate::Rng;
use grundy_engine::num::Natural;
use grundy_engine::wythoff;
use grundy_i18n::tr;

/// Reads pair `index`, `a b`.
pub(crate) fn pair<N: Natural>(sc: &mut Scanner<'_>, index: usize) -> Result<(N, N), Fail> {
    let a = sc.natural(|| tr!("oj-first-pile-of-pair", pair = index))?;
    let b = sc.natural(|| tr!("oj-second-pile-of-pair", pair = index))?;
    Ok((a, b))
}

/// `1` if the first player wins at (a, b), else `0`.
pub(crate) fn verdict<N: Natural>(a: &N, b: &N) -> &'static str {
    if wythoff::outcome(a, b).first_player_wins() {
        "1"
    } else {
        "0"
    }
}

/// A random pair, either pile first.
pub(crate) fn either_first(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> Vec<u64> {
    pair_case(rng, value, false, tags)
}

/// A random pair, the smaller pile first, and never `0 0` (which ends HDU
/// 2177's input).
pub(crate) fn smaller_first(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> Vec<u64> {
    pair_case(rng, value, true, tags)
}

/// A random pair: either pile first, or with `sorted` the smaller first
/// and never `0 0`.
fn pair_case(rng: &mut Rng, value: u64, sorted: bool, tags: &mut Vec<&'static str>) -> Vec<u64> {
    let (a, b) = wythoff_pair(rng, value, tags);
    let (a, b) = if sorted || rng.chance(2) {
        (a.min(b), a.max(b))
    } else {
        (a.max(b), a.min(b))
    };
    if sorted && (a, b) == (0, 0) {
        vec![0, 1]
    } else {
        vec![a, b]
    }
}

/// grundy's reasoning on a pair.
pub(crate) fn explain(case: &[u64]) -> String {
    grundy_i18n::read(&wythoff::explain(&case[0], &case[1]))
}

/// A Wythoff pair: a P-position (often with a Fibonacci difference, where
/// floating point fails), a neighbour of one, or a random pair.
fn wythoff_pair(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> (u64, u64) {
    let p_position = |k: u64| wythoff::p_position(&k).expect("fits for k below 10^18");
    match rng.range(0, 5) {
        0 | 1 => {
            // Fibonacci differences make kφ nearly an integer: the double
            // formula is off by one at the largest ones.
            let fibs: Vec<u64> =
                std::iter::successors(Some((1u64, 2u64)), |&(a, b)| Some((b, a + b)))
                    .map(|(a, _)| a)
                    .take_while(|&k| p_position(k).1 <= value)
                    .collect();
            let k = if rng.chance(2) && !fibs.is_empty() {
                tags.push("P-position with a Fibonacci difference");
                fibs[fibs.len() - 1 - (rng.range(0, 2.min(fibs.len() as u64 - 1)) as usize)]
            } else {
                tags.push("lost position");
                rng.range(0, value / 3)
            };
            let (a, b) = p_position(k);
            if rng.chance(2) || b + 1 > value {
                (a, b)
            } else {
                tags.push("next to a P-position");
                (a + 1, b + 1)
            }
        }
        2 => {
            tags.push("equal piles");
            let v = rng.range(0, value);
            (v, v)
        }
        3 => {
            tags.push("a pile of 0");
            (0, rng.range(0, value))
        }
        _ => (rng.range(0, value), rng.range(0, value)),
    }
}

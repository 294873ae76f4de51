//! What the heap games' formats share (HDU 1848's Fibonacci subtraction and
//! HDU 1536's S-Nim): the largest heap computed directly, a heap read and
//! valued at its token, and the explanation of a position of heaps.

use crate::scanner::{Fail, Scanner};
use grundy_engine::heap::{HeapEvaluator, HeapGame};
use grundy_engine::num::Natural;
use grundy_i18n::{join_values, tr, Arg};

/// Heaps up to this size are computed directly; beyond it only a proven
/// period answers.
pub(crate) const DIRECT_LIMIT: usize = 1 << 22;

/// The value of a heap read from `token`, or an error at that token.
pub(crate) fn heap_value<N: Natural>(
    sc: &mut Scanner<'_>,
    values: &mut HeapEvaluator,
    what: impl Fn() -> String,
) -> Result<u32, Fail> {
    let (heap, token) = sc.natural_token::<N>(&what)?;
    values.value(&heap).map_err(|e| {
        Fail::Failed(sc.error_at(Some(token), tr!("oj-what-then", what = what(), why = e)))
    })
}

/// grundy's reasoning on heaps of `game`: each heap's value, and their xor.
pub(crate) fn explain_heaps(game: &HeapGame, case: &[u64]) -> String {
    let top = case.iter().copied().max().unwrap_or(0) as usize;
    let g = game.sequence(top + 1, |_| {});
    let values: Vec<String> = case
        .iter()
        .map(|&h| format!("G({h}) = {}", g[h as usize]))
        .collect();
    let total = case.iter().fold(0, |s, &h| s ^ g[h as usize]);
    tr!(
        "check-explain-heaps",
        game = game,
        values = join_values(&values),
        total = total,
        wins = Arg::yes(total != 0)
    )
}

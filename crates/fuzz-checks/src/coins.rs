//! Coin boards and rows as `grundy sum` and `grundy coins` read them:
//! `RULE=HEADS` (a row's coins `3,5` or faces `THHT`, a board's `2:3,4:1`,
//! a box's `1:2:2`), read as the component `coins:RULE=HEADS`. A refusal
//! quotes the text or a token of it; an accepted small position (coins
//! near the corner) has the value the recursion over its own moves gives,
//! the mex of the values its moves leave, and each move's value is the
//! value of the position it leaves.

use crate::assert_names;
use grundy_engine::component::Component;
use grundy_engine::kinds::parse_component;
use grundy_engine::num::BigNat;
use std::collections::HashMap;

/// The farthest coordinate of a position searched, by dimensions: a row
/// of 10 coins, a board of 3 × 3, a box of 2 × 2 × 2 (at most 1,024
/// positions below it).
const SEARCHED: [u64; 3] = [10, 3, 2];

/// Runs the target on one input, `RULE=HEADS` (other inputs are skipped).
/// Panics when a refusal names nothing of the text, or a small position's
/// values disagree with the recursion over its moves.
///
/// ```
/// grundy_fuzz_checks::coins(b"1-2=3,5");
/// ```
pub fn coins(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.contains(char::is_whitespace) || !text.contains('=') {
        return;
    }
    let written = format!("coins:{text}");
    let component = match parse_component(&written) {
        Err(e) => {
            assert_names(&grundy_i18n::say(&e.message()), &e.text);
            return;
        }
        Ok(c) => c,
    };
    if !small(text) {
        return;
    }
    let mut memo = HashMap::new();
    let searched = mex_value(component.as_ref(), &mut memo);
    assert_eq!(component.grundy(), searched, "{written}");
    let mut zero: Vec<String> = component
        .moves_to_value(&BigNat::ZERO)
        .into_iter()
        .map(|m| m.after)
        .collect();
    let moves = component.all_moves(usize::MAX).expect("a small position");
    let mut to_zero: Vec<String> = moves
        .iter()
        .filter(|(_, v)| *v == BigNat::ZERO)
        .map(|(m, _)| m.after.clone())
        .collect();
    zero.sort();
    to_zero.sort();
    assert_eq!(zero, to_zero, "{written}: the moves to 0");
}

/// The value of `c` by the recursion over its moves, checking on the way
/// that each move's value is the value of the position it leaves.
fn mex_value(c: &dyn Component, memo: &mut HashMap<String, BigNat>) -> BigNat {
    let key = c.describe();
    if let Some(v) = memo.get(&key) {
        return v.clone();
    }
    let moves = c.all_moves(usize::MAX).expect("a small position");
    let mut seen = Vec::new();
    for (m, v) in &moves {
        let after = c.after(m);
        let searched = mex_value(after.as_ref(), memo);
        assert_eq!(*v, searched, "{key}: the move to {}", m.after);
        seen.push(searched);
    }
    let mut mex = BigNat::ZERO;
    while seen.contains(&mex) {
        mex += BigNat::ONE;
    }
    memo.insert(key, mex.clone());
    mex
}

/// Whether every coin of the heads after the `=` lies within
/// [`SEARCHED`] of the corner.
fn small(text: &str) -> bool {
    let heads = text.split_once('=').map_or("", |(_, h)| h);
    if heads
        .bytes()
        .all(|b| matches!(b, b'H' | b'T' | b'h' | b't'))
    {
        return heads.len() as u64 <= SEARCHED[0];
    }
    heads.split(',').all(|coin| {
        let parts: Vec<&str> = coin.split(':').collect();
        let most = SEARCHED[parts.len().clamp(1, 3) - 1];
        parts
            .iter()
            .all(|p| p.parse::<u64>().is_ok_and(|n| n <= most))
    })
}

//! Take or split: a move removes any positive number of counters from one
//! heap, or splits one heap into `K` non-empty heaps (taking nothing).
//! `K = 2` is Lasker's Nim (Winning Ways writes it 4.333…); `K = 3` is
//! HDU 5795 (A Simple Nim), 8.333… in the same notation, whose values have
//! a closed form:
//!
//! **G(n) = n, except G(8k+7) = 8k+8 and G(8k+8) = 8k+7.**
//!
//! Proof, by induction on n (write f for the closed form, and suppose
//! G(m) = f(m) for every m < n):
//!
//! 1. *Every value below f(n) is reached.* Removing counters leaves every
//!    m < n, worth f(m), and f maps `0..n` onto `0..n`, except when
//!    n = 8k+8: then it maps n − 1 = 8k+7 to n, and the value n − 1 is
//!    missing, but that is f(n) itself. When n = 8k+7, f(n) = n + 1, and
//!    the value n is reached too, by the split 1 + 2 + (8k+4):
//!    1 ⊕ 2 ⊕ (8k+4) = 8k+7.
//! 2. *No move reaches f(n).* A removal leaves m < n, and f is one-to-one.
//!    For a split a + b + c = n, write f(x) = x + e(x), with e(x) = +1 when
//!    x ≡ 7, −1 when x ≡ 0 (mod 8, x ≥ 8) and 0 otherwise. If
//!    f(a) ⊕ f(b) ⊕ f(c) = f(n), the sum f(a) + f(b) + f(c) exceeds the xor
//!    by D = e(a) + e(b) + e(c) − e(n) ≤ 4; and a sum exceeds the xor by
//!    Σ 2^(i+1) ⌊c_i / 2⌋, where c_i counts the three numbers with bit i.
//!    So D is 0 (no bit shared), 2 (bit 0 shared, no other) or 4 (bit 1
//!    shared, bit 0 by at most one, no other). The low three bits of f(a),
//!    f(b), f(c) and f(n), the e's, and so D and which of bits 0 to 2 are
//!    shared, depend only on a, b and c mod 8;
//!    [`residues_that_could_reach`] goes through all 512 residues and finds
//!    none where the xor's low three bits are f(n)'s and the shared bits
//!    agree with D. ∎
//!
//! For K ≥ 4 the values follow no such form (for K = 4, G(31) = 32 but
//! G(32) = 33): they come from the rules, as the heap engine computes every
//! nim-sequence, and the tests check them against a search of the rules.
//!
//! ```
//! use grundy_engine::heap::{take_or_split, HeapGame};
//! let game = HeapGame::parse("take-or-split:3").unwrap();
//! assert_eq!(game, HeapGame::parse("8.333…").unwrap());
//! assert_eq!(game.sequence(10, |_| {}), vec![0, 1, 2, 3, 4, 5, 6, 8, 7, 9]);
//! assert_eq!(take_or_split::value(&1_000_000_007u64), Some(1_000_000_008));
//! assert!(take_or_split::residues_that_could_reach().is_empty());
//! ```

use super::GameError;
use crate::num::Natural;

/// The most heaps a split may leave, `K` in `take-or-split:K`.
pub const PARTS_LIMIT: usize = 64;

/// The closed form of take-or-split:3, as the explanations say it, in the
/// output's language.
///
/// ```
/// use grundy_engine::heap::take_or_split::closed_form;
/// assert_eq!(closed_form().id(), "take-or-split-closed-form");
/// ```
pub fn closed_form() -> grundy_text::Message {
    grundy_text::msg!("take-or-split-closed-form")
}

/// Why [`closed_form`] holds, in a few words, in the output's language.
///
/// ```
/// assert_eq!(grundy_engine::heap::take_or_split::proof().id(), "take-or-split-proof");
/// ```
pub fn proof() -> grundy_text::Message {
    grundy_text::msg!("take-or-split-proof")
}

/// `G(n)` of take-or-split:3 by its closed form; `None` when `n + 1` does
/// not fit in `N` (the caller retries with arbitrary precision).
///
/// ```
/// use grundy_engine::heap::take_or_split::value;
/// assert_eq!([6u64, 7, 8, 9, 15, 16].map(|n| value(&n).unwrap()), [6, 8, 7, 9, 16, 15]);
/// assert_eq!(value(&u64::MAX), None);
/// ```
pub fn value<N: Natural>(n: &N) -> Option<N> {
    let low = (0..3).fold(0u8, |r, b| r | (u8::from(n.bit(b)) << b));
    match low {
        7 => n.checked_plus(&N::from_u64(1)),
        0 if !n.is_zero() => Some(n.minus(&N::from_u64(1))),
        _ => Some(n.clone()),
    }
}

/// [`value`] for a heap of a computed nim-sequence.
pub(crate) fn value_u32(n: usize) -> u32 {
    let g = value(&(n as u64)).expect("a heap of a computed sequence is far below 2^64");
    u32::try_from(g).expect("nim-sequences stop below 2^32")
}

/// The residues `(a, b, c)` mod 8 (`a <= b <= c`, 0 standing for a heap of
/// 8 or more) for which a split `a + b + c = n` could be worth f(n) as far
/// as the low three bits and the carries tell: the finite case analysis of
/// step 2 of the proof in the module's documentation. It is empty, and so
/// the closed form holds for every heap.
pub fn residues_that_could_reach() -> Vec<[u8; 3]> {
    // The low three bits of f(x) and e(x), for x mod 8 (x >= 1).
    let low = |r: u8| match r {
        7 => 0,
        0 => 7,
        r => r,
    };
    let e = |r: u8| -> i32 {
        match r {
            7 => 1,
            0 => -1,
            _ => 0,
        }
    };
    let mut out = Vec::new();
    for a in 0..8u8 {
        for b in a..8 {
            for c in b..8 {
                let n = (a + b + c) % 8;
                let xor = low(a) ^ low(b) ^ low(c);
                if xor != low(n) {
                    continue;
                }
                let shared = |bit: u8| {
                    [a, b, c]
                        .iter()
                        .filter(|&&r| low(r) >> bit & 1 == 1)
                        .count()
                        >= 2
                };
                let d = e(a) + e(b) + e(c) - e(n);
                let agrees = match d {
                    0 => !shared(0) && !shared(1) && !shared(2),
                    2 => shared(0) && !shared(1) && !shared(2),
                    4 => !shared(0) && shared(1) && !shared(2),
                    _ => false,
                };
                if agrees {
                    out.push([a, b, c]);
                }
            }
        }
    }
    out
}

/// Reads `K` of `take-or-split:K`.
pub(crate) fn parse_parts(text: &str) -> Result<usize, GameError> {
    let k: usize = text.trim().parse().map_err(|_| {
        GameError(grundy_text::msg!(
            "heap-parts-not-number",
            text = text,
            most = PARTS_LIMIT
        ))
    })?;
    match k {
        0 | 1 => Err(GameError(grundy_text::msg!(
            "heap-parts-too-few",
            k = k,
            most = PARTS_LIMIT
        ))),
        k if k > PARTS_LIMIT => Err(GameError(grundy_text::msg!(
            "heap-parts-too-many",
            k = k,
            most = PARTS_LIMIT
        ))),
        k => Ok(k),
    }
}

/// The game a code whose last digit repeats for ever stands for: `0.333…`
/// (Nim), `4.333…` (Lasker's Nim) or `8.333…` (take-or-split:3), the dots
/// written `…` or `...`; `None` if `spelling` is no such code.
pub(crate) fn repeating(spelling: &str) -> Option<Result<super::HeapGame, GameError>> {
    let body = spelling
        .strip_suffix('…')
        .or_else(|| spelling.strip_suffix("..."))?;
    let (before, after) = body.split_once('.')?;
    let game = match before {
        _ if after.is_empty() || after.chars().any(|c| c != '3') => None,
        "" | "0" => Some(super::HeapGame::Nim),
        "4" => Some(super::HeapGame::Lasker),
        "8" => Some(super::HeapGame::TakeOrSplit(3)),
        _ => None,
    };
    Some(game.ok_or_else(|| GameError(grundy_text::msg!("heap-repeating", spelling = spelling))))
}

/// Calls `each` with every split of `n` into `k` non-empty heaps, each
/// multiset once, in non-decreasing order (`1 1 5`, `1 2 4`, `1 3 3`, `2 2 3`
/// for 7 into three).
///
/// ```
/// let mut splits = Vec::new();
/// grundy_engine::heap::take_or_split::for_each_split(7, 3, |p| splits.push(p.to_vec()));
/// assert_eq!(splits, vec![vec![1, 1, 5], vec![1, 2, 4], vec![1, 3, 3], vec![2, 2, 3]]);
/// ```
pub fn for_each_split(n: usize, k: usize, mut each: impl FnMut(&[usize])) {
    fn go(parts: &mut Vec<usize>, rest: usize, left: usize, each: &mut impl FnMut(&[usize])) {
        let min = parts.last().copied().unwrap_or(1);
        if left == 1 {
            parts.push(rest);
            each(parts);
            parts.pop();
            return;
        }
        let mut a = min;
        while a * left <= rest {
            parts.push(a);
            go(parts, rest - a, left - 1, each);
            parts.pop();
            a += 1;
        }
    }
    if k == 0 || n < k {
        return;
    }
    let mut parts = Vec::with_capacity(k);
    go(&mut parts, n, k, &mut each);
}

/// How many splits of `m` into exactly `k` non-empty heaps there are, for
/// every `m < len` (saturating): `p(m, k) = p(m − 1, k − 1) + p(m − k, k)`.
///
/// ```
/// let p = grundy_engine::heap::take_or_split::split_counts(10, 3);
/// assert_eq!(p, vec![0, 0, 0, 1, 1, 2, 3, 4, 5, 7]);
/// ```
pub fn split_counts(len: usize, k: usize) -> Vec<u128> {
    // Column j holds p(m, j) for every m; p(m, 0) is 1 for m = 0 only.
    let mut column: Vec<u128> = (0..len).map(|m| u128::from(m == 0)).collect();
    for j in 1..=k {
        let mut next = vec![0u128; len];
        for m in j..len {
            next[m] = column[m - 1].saturating_add(next[m - j]);
        }
        column = next;
    }
    column
}

/// The number of splits of `n` into `k` non-empty heaps.
pub fn splits(n: usize, k: usize) -> u128 {
    split_counts(n + 1, k)[n]
}

//! Moore's Nim_k: Nim where one move takes counters from at least 1 and at
//! most `k` piles at once (any positive number from each pile touched).
//!
//! Moore's theorem (1910): write the piles in binary; the player to move
//! loses exactly when every binary column sum is divisible by `k + 1`.
//! Nim is the case `k = 1`.
//!
//! A winning move is built column by column from the top: a pile already
//! reduced in a higher column may take any bits below it, and each column is
//! fixed either by those free piles or by reducing a few more piles that have
//! a 1 there. This works for piles of any size; the complete list of winning
//! moves is only enumerated when the position is small enough (see
//! [`winning_moves`]).

use crate::binary::pad;
use crate::nim::PileMove;
use crate::num::Natural;
use crate::Outcome;
use grundy_text::{msg, Join, Message, Text};
use std::fmt::{self, Write as _};
use unicode_width::UnicodeWidthStr;

/// A move of Nim_k: one to `k` piles reduced at once, in pile order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MultiMove<N> {
    /// The piles the move reduces, in increasing pile order.
    pub changes: Vec<PileMove<N>>,
}

impl<N: Natural> MultiMove<N> {
    /// The position after the move.
    ///
    /// ```
    /// use grundy_engine::moore::MultiMove;
    /// use grundy_engine::nim::PileMove;
    /// let m = MultiMove { changes: vec![
    ///     PileMove { pile: 0, from: 3u64, to: 1 },
    ///     PileMove { pile: 2, from: 5, to: 0 },
    /// ]};
    /// assert_eq!(m.apply(&[3, 4, 5]), vec![1, 4, 0]);
    /// ```
    pub fn apply(&self, piles: &[N]) -> Vec<N> {
        let mut after = piles.to_vec();
        for c in &self.changes {
            after[c.pile] = c.to.clone();
        }
        after
    }
}

impl<N: Natural> MultiMove<N> {
    /// The move in words, pile by pile.
    ///
    /// ```
    /// use grundy_engine::moore;
    /// let m = moore::winning_move(&[7u64, 7, 7, 1], 2).unwrap();
    /// assert_eq!(m.message().id(), "text-items");
    /// ```
    pub fn message(&self) -> Message {
        let words = Join::Words {
            between: "moore-move-separator",
            last: "moore-move-separator",
        };
        let changes = self.changes.iter().map(|c| c.message().into()).collect();
        Message::items(words, changes)
    }
}

/// Read by the installed reader ([`grundy_text::render`]).
impl<N: Natural> fmt::Display for MultiMove<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

/// The binary column sums modulo `k + 1`, from the units column up.
///
/// ```
/// // 3 = 011, 5 = 101, 6 = 110: every column has two ones.
/// assert_eq!(grundy_engine::moore::column_residues(&[3u64, 5, 6], 2), vec![2, 2, 2]);
/// assert_eq!(grundy_engine::moore::column_residues(&[3u64, 5, 6], 1), vec![0, 0, 0]);
/// ```
pub fn column_residues<N: Natural>(piles: &[N], k: u64) -> Vec<u64> {
    let width = piles.iter().map(Natural::bit_len).max().unwrap_or(0);
    (0..width)
        .map(|bit| {
            let ones = piles.iter().filter(|x| x.bit(bit)).count() as u64;
            ones % (k.saturating_add(1))
        })
        .collect()
}

/// Who wins the Nim_k position. `k` must be at least 1.
///
/// ```
/// use grundy_engine::{moore, Outcome};
/// // Every column of 3, 5, 6 holds two ones: even, but not a multiple of 3.
/// assert_eq!(moore::outcome(&[3u64, 5, 6], 1), Outcome::SecondPlayerWins);
/// assert_eq!(moore::outcome(&[3u64, 5, 6], 2), Outcome::FirstPlayerWins);
/// assert_eq!(moore::outcome(&[1u64, 1, 1], 2), Outcome::SecondPlayerWins);
/// assert_eq!(moore::outcome(&[1u64, 1], 2), Outcome::FirstPlayerWins);
/// ```
pub fn outcome<N: Natural>(piles: &[N], k: u64) -> Outcome {
    assert!(k >= 1, "Nim_k needs k >= 1");
    Outcome::from_first_player_wins(column_residues(piles, k).iter().any(|&r| r != 0))
}

/// Who wins Nim_k under misère play (whoever takes the last counter
/// loses), by Moore's theorem for it: as in normal play while some pile
/// has 2 or more counters; once none has, the player to move loses exactly
/// when the number of piles of 1 is 1 more than a multiple of `k + 1`.
///
/// ```
/// use grundy_engine::{moore, Outcome};
/// assert_eq!(moore::misere_outcome(&[1u64, 1, 1, 1], 2), Outcome::SecondPlayerWins);
/// assert_eq!(moore::misere_outcome(&[1u64, 1, 1], 2), Outcome::FirstPlayerWins);
/// assert_eq!(moore::misere_outcome(&[3u64, 5, 6], 2), moore::outcome(&[3u64, 5, 6], 2));
/// ```
pub fn misere_outcome<N: Natural>(piles: &[N], k: u64) -> Outcome {
    assert!(k >= 1, "Nim_k needs k >= 1");
    let one = crate::num::one::<N>();
    if piles.iter().all(|p| *p <= one) {
        let ones = piles.iter().filter(|p| **p == one).count() as u64;
        return Outcome::from_first_player_wins(ones % (k + 1) != 1);
    }
    outcome(piles, k)
}

/// Moore's theorem for misère play, in words, for `k` of any size.
///
/// ```
/// let text = grundy_engine::moore::misere_rule(&2u64);
/// assert_eq!(text.arg("modulus"), Some(&grundy_text::Arg::Text("3".into())));
/// ```
pub fn misere_rule<K: Natural>(k: &K) -> grundy_text::Message {
    let modulus = k.to_big() + crate::num::BigNat::ONE;
    grundy_text::msg!("moore-misere-rule", k = k, modulus = modulus)
}

/// A winning move touching at most `k` piles, or `None` if the position is
/// lost. Works for piles of any size.
///
/// ```
/// use grundy_engine::moore;
/// let piles = [7u64, 7, 7, 1];
/// let m = moore::winning_move(&piles, 2).unwrap();
/// assert!(m.changes.len() <= 2);
/// assert!(!moore::outcome(&m.apply(&piles), 2).first_player_wins());
/// ```
pub fn winning_move<N: Natural>(piles: &[N], k: u64) -> Option<MultiMove<N>> {
    assert!(k >= 1, "Nim_k needs k >= 1");
    let modulus = k.saturating_add(1);
    let width = piles.iter().map(Natural::bit_len).max().unwrap_or(0);
    let mut after: Vec<N> = piles.to_vec();
    // Piles already reduced in a higher column: their lower bits are free.
    let mut touched: Vec<usize> = Vec::new();
    let mut is_touched = vec![false; piles.len()];
    for bit in (0..width).rev() {
        let fixed = |i: &usize| !is_touched[*i] && piles[*i].bit(bit);
        let fixed_ones = (0..piles.len()).filter(fixed).count() as u64;
        let r = fixed_ones % modulus;
        let need = (modulus - r) % modulus;
        if need as usize <= touched.len() {
            // The free piles supply the missing ones.
            for (j, &i) in touched.iter().enumerate() {
                after[i].set_bit(bit, (j as u64) < need);
            }
        } else {
            // Reduce r more piles that have a 1 here; then r + |touched| <= k.
            let new: Vec<usize> = (0..piles.len()).filter(fixed).take(r as usize).collect();
            for &i in &touched {
                after[i].set_bit(bit, false);
            }
            for &i in &new {
                after[i].set_bit(bit, false);
                is_touched[i] = true;
            }
            touched.extend(new);
        }
    }
    if touched.is_empty() {
        return None;
    }
    touched.sort_unstable();
    debug_assert!(touched.len() as u64 <= k);
    Some(MultiMove {
        changes: touched
            .into_iter()
            .map(|pile| PileMove {
                pile,
                from: piles[pile].clone(),
                to: after[pile].clone(),
            })
            .collect(),
    })
}

/// Why the complete list of winning moves was not produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManyToTry {
    /// How many moves would have to be tried, counted until the count passed
    /// the limit (so at least this many; saturating at `u128::MAX`).
    pub moves_to_try: u128,
    /// The limit that was asked for.
    pub limit: u128,
}

impl fmt::Display for TooManyToTry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the position has more than {} moves (at least {}), too many to enumerate; \
             only the constructive winning move is given",
            self.limit, self.moves_to_try
        )
    }
}

/// The number of legal Nim_k moves: subsets of at most `k` non-empty piles,
/// times the ways to reduce each; or, where that does not fit (it
/// saturates, and a pile beyond `u64` is counted as `u64::MAX`), a number
/// below it: never more than the true count, so it can be told as "at
/// least".
fn move_count<N: Natural>(piles: &[N], k: u64, limit: u128) -> u128 {
    // counts[j] = number of ways to reduce exactly j piles among those seen;
    // only piles with counters matter, and at most `seen` of them at once.
    let k = usize::try_from(k).unwrap_or(usize::MAX);
    let mut counts = vec![1u128];
    for x in piles.iter().filter(|x| !x.is_zero()) {
        let x = u128::from(x.to_u64().unwrap_or(u64::MAX));
        if counts.len() <= k {
            counts.push(0);
        }
        for j in (1..counts.len()).rev() {
            counts[j] = counts[j].saturating_add(counts[j - 1].saturating_mul(x));
        }
        let total = counts[1..].iter().fold(0u128, |a, &b| a.saturating_add(b));
        if total > limit {
            // The count only grows from here; the caller only compares it.
            return total;
        }
    }
    counts[1..].iter().fold(0u128, |a, &b| a.saturating_add(b))
}

/// The default bound on how many moves [`winning_moves`] will try.
pub const DEFAULT_ENUMERATION_LIMIT: u128 = 20_000_000;

/// Every winning move, or [`TooManyToTry`] when the position has more than
/// `limit` legal moves to examine. Moves are ordered by the piles they touch
/// (as a list of indices), then by the resulting piles.
///
/// ```
/// use grundy_engine::moore;
/// let moves = moore::winning_moves(&[1u64, 1, 1, 1], 2, moore::DEFAULT_ENUMERATION_LIMIT).unwrap();
/// // Empty any one of the four piles, leaving three ones: a multiple of 3.
/// assert_eq!(moves.len(), 4);
/// let huge = [u64::MAX, u64::MAX - 5, 77];
/// assert!(moore::winning_moves(&huge, 2, 1_000_000).is_err());
/// ```
pub fn winning_moves<N: Natural>(
    piles: &[N],
    k: u64,
    limit: u128,
) -> Result<Vec<MultiMove<N>>, TooManyToTry> {
    assert!(k >= 1, "Nim_k needs k >= 1");
    if !outcome(piles, k).first_player_wins() {
        return Ok(Vec::new());
    }
    let count = move_count(piles, k, limit);
    let small: Option<Vec<u64>> = piles.iter().map(Natural::to_u64).collect();
    let (Some(small), false) = (small, count > limit) else {
        // A pile beyond u64 has more moves than memory could list.
        return Err(TooManyToTry {
            moves_to_try: count,
            limit,
        });
    };
    let kk = usize::try_from(k).unwrap_or(usize::MAX).min(small.len());
    let width = small
        .iter()
        .map(|x| 64 - x.leading_zeros())
        .max()
        .unwrap_or(0);
    let modulus = k.saturating_add(1);
    let mut found = Vec::new();
    let mut subset = Vec::new();
    let mut after = small.clone();
    for size in 1..=kk {
        for_each_subset(small.len(), size, &mut subset, &mut |subset: &[usize]| {
            if subset.iter().any(|&i| small[i] == 0) {
                return;
            }
            enumerate_reductions(subset, 0, &small, &mut after, &mut |after: &[u64]| {
                let lost = (0..width).all(|b| {
                    (after.iter().filter(|x| (*x >> b) & 1 == 1).count() as u64)
                        .is_multiple_of(modulus)
                });
                if lost {
                    found.push(MultiMove {
                        changes: subset
                            .iter()
                            .map(|&pile| PileMove {
                                pile,
                                from: piles[pile].clone(),
                                to: N::from_u64(after[pile]),
                            })
                            .collect(),
                    });
                }
            });
        });
    }
    found.sort_by(|a, b| {
        let key = |m: &MultiMove<N>| m.changes.iter().map(|c| c.pile).collect::<Vec<_>>();
        key(a).cmp(&key(b)).then_with(|| {
            let to = |m: &MultiMove<N>| m.changes.iter().map(|c| c.to.clone()).collect::<Vec<_>>();
            to(a).cmp(&to(b))
        })
    });
    Ok(found)
}

fn for_each_subset(n: usize, size: usize, current: &mut Vec<usize>, f: &mut dyn FnMut(&[usize])) {
    if current.len() == size {
        f(current);
        return;
    }
    let start = current.last().map_or(0, |&i| i + 1);
    for i in start..n {
        if n - i < size - current.len() {
            break;
        }
        current.push(i);
        for_each_subset(n, size, current, f);
        current.pop();
    }
}

fn enumerate_reductions(
    subset: &[usize],
    depth: usize,
    piles: &[u64],
    after: &mut Vec<u64>,
    f: &mut dyn FnMut(&[u64]),
) {
    if depth == subset.len() {
        f(after);
        return;
    }
    let i = subset[depth];
    for to in 0..piles[i] {
        after[i] = to;
        enumerate_reductions(subset, depth + 1, piles, after, f);
    }
    after[i] = piles[i];
}

/// The `k` to compute with for a bound of any size: a bound beyond the
/// machine word is more than any number of piles, the same game as
/// `u64::MAX`. What is shown to the user stays the bound asked for.
///
/// ```
/// use grundy_engine::{moore::effective_k, num::BigNat};
/// assert_eq!(effective_k(&3u64), 3);
/// let huge: BigNat = "100000000000000000000000".parse().unwrap();
/// assert_eq!(effective_k(&huge), u64::MAX);
/// ```
pub fn effective_k<K: Natural>(k: &K) -> u64 {
    k.to_u64().unwrap_or(u64::MAX)
}

/// An explanation: the binary columns, their sums modulo `k + 1`, and the
/// constructive winning move. `k` may have any size and is written as
/// given.
///
/// ```
/// let text = grundy_engine::moore::explain(&[3u64, 5, 6], &2u64);
/// assert_eq!(text.messages().last().unwrap().id(), "moore-explain-won");
/// let huge: grundy_engine::num::BigNat = "100000000000000000000000".parse().unwrap();
/// let rule = grundy_engine::moore::explain(&[3u64, 5], &huge).messages().next().cloned().unwrap();
/// assert_eq!(rule.arg("k"), Some(&grundy_text::Arg::Text("100000000000000000000000".into())));
/// ```
pub fn explain<N: Natural, K: Natural>(piles: &[N], k_asked: &K) -> Text {
    let modulus = k_asked.to_big() + crate::num::BigNat::ONE;
    let k = effective_k(k_asked);
    let width = piles.iter().map(Natural::bit_len).max().unwrap_or(0).max(1);
    let mut out = Text::new();
    out.line(msg!("moore-explain-rule", k = k_asked, modulus = modulus))
        .plain("\n");
    let mod_label = msg!("moore-mod-label", modulus = modulus);
    let (bit_label, sum_label) = (msg!("bit-label"), msg!("moore-sum-label"));
    let pile_label = |i: usize| msg!("pile-label", pile = i);
    let widest = [
        pile_label(piles.len()),
        mod_label.clone(),
        bit_label.clone(),
        sum_label.clone(),
    ];
    let dec_w = piles.iter().map(|x| x.to_string().len()).max().unwrap_or(1);
    // Wide enough for a bit index and for a column sum.
    let cell = width
        .to_string()
        .len()
        .max(piles.len().to_string().len())
        .max(2);
    let header: Vec<String> = (0..width).rev().map(|b| format!("{b:>cell$}")).collect();
    // Each row: its label, its decimal, its cells.
    let mut rows = vec![(bit_label, String::new(), header.join(" "))];
    for (i, x) in piles.iter().enumerate() {
        let cells: Vec<String> = (0..width)
            .rev()
            .map(|b| format!("{:>cell$}", u8::from(x.bit(b))))
            .collect();
        rows.push((pile_label(i + 1), x.to_string(), cells.join(" ")));
    }
    let sums: Vec<String> = (0..width)
        .rev()
        .map(|b| format!("{:>cell$}", piles.iter().filter(|x| x.bit(b)).count()))
        .collect();
    let residues = column_residues(piles, k);
    let res: Vec<String> = (0..width as usize)
        .rev()
        .map(|b| format!("{:>cell$}", residues.get(b).copied().unwrap_or(0)))
        .collect();
    rows.push((sum_label, String::new(), sums.join(" ")));
    rows.push((mod_label, String::new(), res.join(" ")));
    // Terminal columns, not characters: a Chinese label is twice as wide.
    out.append(Text::compose(move |say| {
        let label_w = widest.iter().map(|l| say(l).width()).max().unwrap_or(0);
        let mut table = String::new();
        for (label, dec, cells) in &rows {
            let label = pad(&say(label), label_w);
            let _ = writeln!(table, "  {label}  {dec:>dec_w$}   {cells}");
        }
        table
    }));
    out.plain("\n");
    out.line(match winning_move(piles, k) {
        None => msg!("moore-explain-lost", modulus = modulus, k = k_asked),
        Some(m) => msg!(
            "moore-explain-won",
            modulus = modulus,
            k = k_asked,
            move = m.message()
        ),
    });
    out
}

//! A New Stone Game (POJ 1740): piles of stones; a move takes at least one
//! stone from one pile and may hand any of the rest of that pile's stones
//! to other non-empty piles; whoever cannot move loses.
//!
//! **Pairs.** The player to move loses exactly when the piles can be put in
//! pairs of equal piles. From pairs, a move lowers one pile from `x` to some
//! `c < x` and hands the others at most `x − c − 1` stones: too few to lift
//! a pile across every size from `c + 1` to `x`, so for some size the count
//! of piles at least that large changes by exactly one and turns odd. From
//! piles that are not in pairs, sort them: with an odd count, the largest
//! pile is enough to lift the first to the second, the third to the fourth,
//! and so on; with an even count, the largest is brought down to the
//! smallest and lifts the second to the third, the fourth to the fifth.
//!
//! A move's whole effect is one pile lowered and others raised, so its
//! piles are not independent parts: the game is not a component of a sum.
//!
//! ```
//! use grundy_engine::new_stone::{in_pairs, winning_moves};
//! use grundy_engine::num::BigNat;
//! let piles: Vec<BigNat> = [2u8, 1, 3].map(BigNat::from).to_vec();
//! assert!(!in_pairs(&piles)); // the first player wins
//! let moves = winning_moves(&piles, 100).unwrap();
//! assert_eq!(moves.len(), 1);
//! assert_eq!((moves[0].from, moves[0].gifts.len()), (3, 1)); // hand 1 to pile 2, remove 2
//! ```

use crate::num::{BigNat, Natural};
use grundy_text::{msg, Join, Message};
use std::fmt;

/// Whether the non-empty piles can be put in pairs of equal piles: exactly
/// when the player to move loses.
///
/// ```
/// use grundy_engine::new_stone::in_pairs;
/// assert!(in_pairs(&[5u64, 3, 5, 3, 0]));
/// assert!(!in_pairs(&[1u64, 1, 1]));
/// ```
pub fn in_pairs<N: Natural>(piles: &[N]) -> bool {
    let mut sorted: Vec<&N> = piles.iter().filter(|p| !p.is_zero()).collect();
    sorted.sort_unstable();
    sorted.len().is_multiple_of(2) && sorted.chunks(2).all(|p| p[0] == p[1])
}

/// A winning move: the pile it takes from, what goes where, and the piles
/// after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// The pile taken from, numbered from 1 in the order given.
    pub from: usize,
    /// Its size.
    pub size: BigNat,
    /// The stones it hands to other piles: (pile from 1, stones), piles in
    /// the order given.
    pub gifts: Vec<(usize, BigNat)>,
    /// The stones taken out of the game (at least one).
    pub removed: BigNat,
    /// What the pile is left with.
    pub left: BigNat,
    /// Every pile after the move, in the order given.
    pub after: Vec<BigNat>,
}

impl Move {
    /// The move in words: the pile it takes from, the gifts, what is
    /// removed.
    pub fn message(&self) -> Message {
        let mut said = msg!("stone-move-from", pile = self.from, size = self.size);
        if !self.gifts.is_empty() {
            let gifts = self
                .gifts
                .iter()
                .map(|(p, g)| {
                    let now = &self.after[p - 1];
                    msg!(
                        "stone-gift",
                        gift = g,
                        pile = p,
                        before = now - g,
                        now = now
                    )
                    .into()
                })
                .collect();
            let words = Join::Words {
                between: "stone-list-separator",
                last: "stone-list-separator",
            };
            let gifts = Message::items(words, gifts);
            said = said.then(msg!("stone-gifts", gifts = gifts));
        }
        said.then(msg!(
            "stone-remove",
            removed = self.removed,
            left = self.left
        ))
    }
}

/// Read by the installed reader ([`grundy_text::render`]).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

/// More winning moves than the limit asked for, or more work than
/// [`WORK_LIMIT`] to find them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManyMoves {
    /// The limit on the moves listed.
    pub limit: usize,
}

impl TooManyMoves {
    /// Why no list is given, as a message.
    pub fn message(&self) -> Message {
        msg!(
            "stone-too-many-moves",
            limit = self.limit,
            work = WORK_LIMIT
        )
    }
}

/// Read by the installed reader ([`grundy_text::render`]).
impl fmt::Display for TooManyMoves {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for TooManyMoves {}

/// The most steps of the search for winning moves: about a second.
pub const WORK_LIMIT: u64 = 100_000_000;

/// Every winning move from `piles` (none when they are in pairs), or
/// [`TooManyMoves`] past `limit` moves. Each move is a different position
/// after it (the piles in the order given): moves from two piles of the
/// same size are both listed, and so is every way of handing the same
/// sizes to different piles.
///
/// ```
/// use grundy_engine::new_stone::winning_moves;
/// use grundy_engine::num::BigNat;
/// let piles: Vec<BigNat> = [1u8, 2, 3, 5].map(BigNat::from).to_vec();
/// let moves = winning_moves(&piles, 100).unwrap();
/// // The pile of 1 may be lifted past the pile of 2: 3 2 3 2.
/// let leaves: Vec<BigNat> = [3u8, 2, 3, 2].map(BigNat::from).to_vec();
/// assert!(moves.iter().any(|m| m.after == leaves));
/// assert_eq!(moves.len(), 5);
/// ```
pub fn winning_moves(piles: &[BigNat], limit: usize) -> Result<Vec<Move>, TooManyMoves> {
    let mut out = Vec::new();
    let mut work = 0u64;
    // The non-empty piles, sorted by size (then by place).
    let mut order: Vec<usize> = (0..piles.len()).filter(|&i| !piles[i].is_zero()).collect();
    order.sort_by(|&i, &j| piles[i].cmp(&piles[j]).then(i.cmp(&j)));
    for &from in &order {
        let others: Vec<usize> = order.iter().copied().filter(|&i| i != from).collect();
        let mut each = |pairs: &[BigNat], c_pair: Option<usize>, work: &mut u64| -> bool {
            let reached = reached_sizes(pairs, c_pair);
            let left = c_pair.map_or(BigNat::ZERO, |j| pairs[j].clone());
            assignments(piles, &others, &reached, work, &mut |targets| {
                if out.len() >= limit {
                    return false;
                }
                out.push(the_move(piles, from, &others, targets, &left));
                true
            })
        };
        if !from_pile(piles, from, &others, &mut work, &mut each) {
            return Err(TooManyMoves { limit });
        }
    }
    Ok(out)
}

/// The sizes the other piles reach, sorted: each pair's value twice, but
/// once for the pair the moved pile is part of.
fn reached_sizes(pairs: &[BigNat], c_pair: Option<usize>) -> Vec<BigNat> {
    let mut reached = Vec::with_capacity(2 * pairs.len());
    for (j, v) in pairs.iter().enumerate() {
        reached.push(v.clone());
        if c_pair != Some(j) {
            reached.push(v.clone());
        }
    }
    reached
}

/// Every way to give the sizes `reached` (sorted) to the piles `others`
/// (sorted by size), one each and none lowered, handed to `each` as the
/// sizes in the order of `others`: false when `each` refuses one or the
/// work runs out.
///
/// Only the multiset of sizes decides whether the piles are in pairs, but a
/// move may lift a small pile past a larger one (1 2 3 5: the 1 to 3 and
/// the 2 kept, 3 2 3 2), and each way is a different position. Equal sizes
/// are tried once at each place, so no way is given twice; the sorted way,
/// which always fits, comes first.
fn assignments(
    piles: &[BigNat],
    others: &[usize],
    reached: &[BigNat],
    work: &mut u64,
    each: &mut dyn FnMut(&[BigNat]) -> bool,
) -> bool {
    fn go(
        piles: &[BigNat],
        others: &[usize],
        reached: &[BigNat],
        used: &mut [bool],
        chosen: &mut Vec<BigNat>,
        work: &mut u64,
        each: &mut dyn FnMut(&[BigNat]) -> bool,
    ) -> bool {
        let k = chosen.len();
        if k == others.len() {
            return each(chosen);
        }
        let pile = &piles[others[k]];
        for t in 0..reached.len() {
            *work += 1;
            if *work > WORK_LIMIT {
                return false;
            }
            // A size already tried at this place, or one that would lower
            // the pile, gives nothing new.
            if used[t]
                || reached[t] < *pile
                || (t > 0 && !used[t - 1] && reached[t - 1] == reached[t])
            {
                continue;
            }
            used[t] = true;
            chosen.push(reached[t].clone());
            let more = go(piles, others, reached, used, chosen, work, each);
            chosen.pop();
            used[t] = false;
            if !more {
                return false;
            }
        }
        true
    }
    let mut used = vec![false; reached.len()];
    let mut chosen = Vec::with_capacity(reached.len());
    go(piles, others, reached, &mut used, &mut chosen, work, each)
}

/// The move that takes pile `from` down to `left` and lifts each of
/// `others` to its size in `targets`.
fn the_move(
    piles: &[BigNat],
    from: usize,
    others: &[usize],
    targets: &[BigNat],
    left: &BigNat,
) -> Move {
    let mut after = piles.to_vec();
    let mut gifts = Vec::new();
    let mut handed = BigNat::ZERO;
    for (&i, v) in others.iter().zip(targets) {
        if *v > piles[i] {
            let g = v - &piles[i];
            handed += &g;
            gifts.push((i + 1, g));
            after[i] = v.clone();
        }
    }
    gifts.sort();
    after[from] = left.clone();
    let removed = &piles[from] - left - &handed;
    Move {
        from: from + 1,
        size: piles[from].clone(),
        gifts,
        removed,
        left: left.clone(),
        after,
    }
}

/// What receives each way of making pairs: the pairs' values, which pair
/// holds the moved pile, and the work spent so far (the listing of the
/// piles each way lifts spends from the same budget); false to stop.
type EachPairing<'a> = dyn FnMut(&[BigNat], Option<usize>, &mut u64) -> bool + 'a;

/// Every way to move from pile `from` to pairs, handed to `each` as the
/// pairs' values and which pair holds the moved pile; false when `each`
/// refuses one or the work runs out.
///
/// The other piles, sorted, are raised to a sorted list of pairs; the
/// moved pile, left with `c`, is either emptied (an even count of others)
/// or is one of a pair whose other member is the other pile at an even
/// place. Raising costs the pairs' sum less the others', and the moved pile
/// pays it and its own `c` from its `x − 1` stones that are not removed, so
/// every structure asks for sorted values `v_j ≥ L_j` with
/// `2 Σ v_j ≤ x − 1 + Σ others`.
fn from_pile(
    piles: &[BigNat],
    from: usize,
    others: &[usize],
    work: &mut u64,
    each: &mut EachPairing<'_>,
) -> bool {
    let o: Vec<&BigNat> = others.iter().map(|&i| &piles[i]).collect();
    let total: BigNat = o.iter().fold(BigNat::ZERO, |s, &x| s + x);
    let budget = (&piles[from] - BigNat::ONE + total) >> 1;
    let m = o.len();
    let structures: Vec<Option<usize>> = if m.is_multiple_of(2) {
        vec![None]
    } else {
        (0..m).step_by(2).map(|p| Some(p / 2)).collect()
    };
    for c_pair in structures {
        // The lower bound of each pair: the larger of the two others it
        // lifts, or the other pile the moved one pairs with.
        let mut bounds = Vec::new();
        let mut k = 0;
        while k < m {
            if Some(bounds.len()) == c_pair {
                bounds.push(o[k].clone());
                k += 1;
            } else {
                bounds.push(o[k + 1].clone());
                k += 2;
            }
        }
        if !sorted_values(&bounds, c_pair, &budget, work, each) {
            return false;
        }
    }
    true
}

/// Every sorted list `v` with `v_j ≥ bounds_j`, `Σ v ≤ budget`, and the
/// pair `strict` (if any, and not the first) above the one before it (so
/// that equal pairs are not listed twice with the moved pile in either),
/// by a depth-first search that never enters a branch without a list at
/// its end.
fn sorted_values(
    bounds: &[BigNat],
    strict: Option<usize>,
    budget: &BigNat,
    work: &mut u64,
    each: &mut EachPairing<'_>,
) -> bool {
    let r = bounds.len();
    // The least each pair from j on can be, after a pair of value `prev`.
    let least_rest = |j: usize, prev: Option<&BigNat>, work: &mut u64| -> BigNat {
        let mut sum = BigNat::ZERO;
        let mut cur = prev.cloned();
        for (i, b) in bounds.iter().enumerate().skip(j) {
            *work += 1;
            let mut v = b.clone();
            if let Some(c) = &cur {
                let floor = if strict == Some(i) {
                    c + BigNat::ONE
                } else {
                    c.clone()
                };
                v = v.max(floor);
            }
            sum += &v;
            cur = Some(v);
        }
        sum
    };
    if least_rest(0, None, work) > *budget {
        return true;
    }
    if r == 0 {
        return each(&[], strict, work);
    }
    // values[..depth] are chosen, spent their sum; each level tries its
    // values upwards and stops at the first that leaves no completion.
    let mut values: Vec<BigNat> = Vec::with_capacity(r);
    let mut spent = vec![BigNat::ZERO];
    let first = |j: usize, values: &[BigNat]| -> BigNat {
        let mut v = bounds[j].clone();
        if let Some(prev) = j.checked_sub(1).map(|p| &values[p]) {
            let floor = if strict == Some(j) {
                prev + BigNat::ONE
            } else {
                prev.clone()
            };
            v = v.max(floor);
        }
        v
    };
    values.push(first(0, &values));
    loop {
        if *work > WORK_LIMIT {
            return false;
        }
        let depth = values.len() - 1;
        let v = &values[depth];
        let fits = &spent[depth] + v + least_rest(depth + 1, Some(v), work) <= *budget;
        if fits {
            if depth + 1 == r {
                if !each(&values, strict, work) {
                    return false;
                }
                values[depth] += BigNat::ONE;
            } else {
                spent.push(&spent[depth] + v);
                let next = first(depth + 1, &values);
                values.push(next);
            }
        } else {
            // No completion with this value or any larger one: back up.
            values.pop();
            spent.truncate(values.len().max(1));
            match values.last_mut() {
                Some(last) => *last += BigNat::ONE,
                None => return true,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeSet, HashMap};

    /// Whether the player to move loses, by a search over the rules' moves
    /// (the empty piles dropped and the others sorted, which changes
    /// nothing in the game).
    fn loses(p: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&l) = memo.get(&p) {
            return l;
        }
        let l = successors(&p).into_iter().all(|q| {
            let mut q: Vec<u64> = q.into_iter().filter(|&v| v > 0).collect();
            q.sort_unstable();
            !loses(q, memo)
        });
        memo.insert(p, l);
        l
    }

    #[test]
    fn pairs_lose() {
        let mut memo = HashMap::new();
        let mut positions: Vec<Vec<u64>> = Vec::new();
        for n in 1..=3 {
            positions.extend(sorted_positions(n, 6));
        }
        for p in [
            [1u64, 1, 2, 3],
            [1, 2, 2, 3],
            [1, 2, 3, 4],
            [2, 2, 3, 3],
            [1, 1, 1, 4],
            [1, 3, 3, 4],
            [1, 2, 3, 5],
        ] {
            positions.push(p.to_vec());
        }
        for p in positions {
            assert_eq!(in_pairs(&p), loses(p.clone(), &mut memo), "{p:?}");
        }
    }

    /// Every sorted list of `n` piles from 1 to `most`.
    fn sorted_positions(n: usize, most: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        let mut p = vec![1u64; n];
        loop {
            out.push(p.clone());
            let Some(i) = (0..n).rev().find(|&i| p[i] < most) else {
                return out;
            };
            let v = p[i] + 1;
            p[i..].iter_mut().for_each(|x| *x = v);
        }
    }

    /// Every position one move leads to by the rules, the piles in the
    /// order given: a pile `x` left with `c < x`, and at most `x − c − 1`
    /// stones handed to the other non-empty piles in any way.
    fn successors(p: &[u64]) -> BTreeSet<Vec<u64>> {
        fn hand(p: &mut Vec<u64>, from: usize, j: usize, spare: u64, out: &mut BTreeSet<Vec<u64>>) {
            if j == p.len() {
                out.insert(p.clone());
                return;
            }
            if j == from || p[j] == 0 {
                return hand(p, from, j + 1, spare, out);
            }
            for d in 0..=spare {
                p[j] += d;
                hand(p, from, j + 1, spare - d, out);
                p[j] -= d;
            }
        }
        let mut out = BTreeSet::new();
        for (from, &x) in p.iter().enumerate() {
            for c in 0..x {
                let mut q = p.to_vec();
                q[from] = c;
                hand(&mut q, from, 0, x - c - 1, &mut out);
            }
        }
        out
    }

    /// A move is a position after it, and every winning move leaves piles
    /// in pairs (which `pairs_lose` checks against the game itself).
    fn check_every_winning_move_is_listed(p: &[u64]) {
        let expected: BTreeSet<Vec<u64>> =
            successors(p).into_iter().filter(|q| in_pairs(q)).collect();
        let big: Vec<BigNat> = p.iter().map(|&x| x.into()).collect();
        let listed = winning_moves(&big, 1_000_000).unwrap();
        let before: BigNat = big.iter().sum();
        let mut found = BTreeSet::new();
        for m in &listed {
            // The move's own account adds up: what was removed, what each
            // pile got, what the moved pile kept.
            let after: BigNat = m.after.iter().sum();
            assert_eq!(before.clone() - after, m.removed, "{p:?}: {m}");
            assert!(m.removed >= BigNat::ONE, "{p:?}: {m}");
            assert_eq!(m.after[m.from - 1], m.left, "{p:?}: {m}");
            for (i, g) in &m.gifts {
                assert_eq!(&m.after[i - 1] - &big[i - 1], *g, "{p:?}: {m}");
            }
            let after: Vec<u64> = m.after.iter().map(|v| v.to_u64().unwrap()).collect();
            assert!(found.insert(after), "{p:?}: {m} listed twice");
        }
        assert_eq!(found, expected, "{p:?}");
    }

    /// The moves were made from the sizes the other piles reach, handed out
    /// in sorted order (the k-th smallest other pile got the k-th smallest
    /// size), so a move that lifts a small pile past a larger one was never
    /// listed: from 1 2 3 5, the 5 down to 2 lifting the 1 to 3 (3 2 3 2)
    /// was missing while the list said it was complete; and a move from the
    /// second of two equal piles was left out as "the same" as one from the
    /// first, though it leaves another position. The old test compared the
    /// other piles sorted, so it could see neither. Here a move is the
    /// position after it, as the rules make it.
    #[test]
    fn a_move_may_lift_a_pile_past_a_larger_one_so_every_assignment_is_listed() {
        // Every order of up to four piles from 0 to 6.
        for n in 1..=4u32 {
            for code in 0..7u64.pow(n) {
                let p: Vec<u64> = (0..n).map(|i| code / 7u64.pow(i) % 7).collect();
                check_every_winning_move_is_listed(&p);
            }
        }
        // Five and six piles up to 6, sorted and reversed.
        for n in 5..=6 {
            for p in sorted_positions(n, 6) {
                check_every_winning_move_is_listed(&p);
                let r: Vec<u64> = p.iter().rev().copied().collect();
                check_every_winning_move_is_listed(&r);
            }
        }
        let p: Vec<BigNat> = [1u8, 2, 3, 5].map(BigNat::from).to_vec();
        let moves = winning_moves(&p, 100).unwrap();
        assert_eq!(moves.len(), 5);
        // From pile 4 (5): hand 2 to pile 1 (1 to 3), remove 1, leaving 2.
        assert!(moves.iter().any(|m| m.from == 4
            && m.size == BigNat::from(5u8)
            && m.gifts == [(1, BigNat::from(2u8))]
            && m.removed == BigNat::from(1u8)
            && m.left == BigNat::from(2u8)));
    }

    #[test]
    fn huge_piles_have_few_winning_moves_found_at_once() {
        let big = |s: &str| BigNat::parse_decimal(s).unwrap();
        let n = big("123456789012345678901234567890");
        let piles = vec![n.clone(), &n + BigNat::ONE];
        let moves = winning_moves(&piles, 10).unwrap();
        assert_eq!(moves.len(), 1);
        assert_eq!(moves[0].after, vec![n.clone(), n.clone()]);
        // A pile far larger than the others has far too many.
        let piles = vec![BigNat::ONE, BigNat::ONE, n];
        assert_eq!(
            winning_moves(&piles, 1000),
            Err(TooManyMoves { limit: 1000 })
        );
    }
}

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
//! assert_eq!(moves[0].to_string(), "from pile 3 (3): hand 1 to pile 2 (1 to 2), remove 2, leaving 0");
//! ```

use crate::num::{BigNat, Natural};
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

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use grundy_i18n::tr;
        f.write_str(&tr!("stone-move-from", pile = self.from, size = self.size))?;
        if !self.gifts.is_empty() {
            let gifts: Vec<String> = self
                .gifts
                .iter()
                .map(|(p, g)| {
                    let now = &self.after[p - 1];
                    tr!(
                        "stone-gift",
                        gift = g,
                        pile = p,
                        before = now - g,
                        now = now
                    )
                })
                .collect();
            let gifts = gifts.join(&tr!("stone-list-separator"));
            f.write_str(&tr!("stone-gifts", gifts = gifts))?;
        }
        f.write_str(&tr!(
            "stone-remove",
            removed = self.removed,
            left = self.left
        ))
    }
}

/// More winning moves than the limit asked for, or more work than
/// [`WORK_LIMIT`] to find them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManyMoves {
    /// The limit on the moves listed.
    pub limit: usize,
}

impl fmt::Display for TooManyMoves {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_i18n::tr!(
            "stone-too-many-moves",
            limit = self.limit,
            work = WORK_LIMIT
        ))
    }
}

impl std::error::Error for TooManyMoves {}

/// The most steps of the search for winning moves: about a second.
pub const WORK_LIMIT: u64 = 100_000_000;

/// Every winning move from `piles` (none when they are in pairs), or
/// [`TooManyMoves`] past `limit` moves. Moves that do the same to piles of
/// the same size are listed once, from the first such pile.
pub fn winning_moves(piles: &[BigNat], limit: usize) -> Result<Vec<Move>, TooManyMoves> {
    let mut out = Vec::new();
    let mut work = 0u64;
    // The non-empty piles, sorted by size (then by place).
    let mut order: Vec<usize> = (0..piles.len()).filter(|&i| !piles[i].is_zero()).collect();
    order.sort_by(|&i, &j| piles[i].cmp(&piles[j]).then(i.cmp(&j)));
    for (k, &from) in order.iter().enumerate() {
        if order[..k].iter().any(|&i| piles[i] == piles[from]) {
            continue;
        }
        let others: Vec<usize> = order.iter().copied().filter(|&i| i != from).collect();
        let mut each = |pairs: &[BigNat], c_pair: Option<usize>| -> bool {
            if out.len() >= limit {
                return false;
            }
            out.push(the_move(piles, from, &others, pairs, c_pair));
            true
        };
        if !from_pile(piles, from, &others, &mut work, &mut each) {
            return Err(TooManyMoves { limit });
        }
    }
    Ok(out)
}

/// The move that makes the pairs `pairs` (their values in order) out of
/// `others` and, when `c_pair` says which pair, the pile `from` itself.
fn the_move(
    piles: &[BigNat],
    from: usize,
    others: &[usize],
    pairs: &[BigNat],
    c_pair: Option<usize>,
) -> Move {
    // The sizes the other piles reach, in sorted order: each pair's value
    // twice, but once for the pair the moved pile is part of.
    let mut reached = Vec::with_capacity(others.len());
    for (j, v) in pairs.iter().enumerate() {
        reached.push(v.clone());
        if c_pair != Some(j) {
            reached.push(v.clone());
        }
    }
    let left = c_pair.map_or(BigNat::ZERO, |j| pairs[j].clone());
    let mut after = piles.to_vec();
    let mut gifts = Vec::new();
    let mut handed = BigNat::ZERO;
    for (&i, v) in others.iter().zip(&reached) {
        if *v > piles[i] {
            let g = v - &piles[i];
            handed += &g;
            gifts.push((i + 1, g));
            after[i] = v.clone();
        }
    }
    gifts.sort();
    after[from] = left.clone();
    let removed = &piles[from] - &left - &handed;
    Move {
        from: from + 1,
        size: piles[from].clone(),
        gifts,
        removed,
        left,
        after,
    }
}

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
    each: &mut dyn FnMut(&[BigNat], Option<usize>) -> bool,
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
    each: &mut dyn FnMut(&[BigNat], Option<usize>) -> bool,
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
        return each(&[], strict);
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
                if !each(&values, strict) {
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

    /// Every position a move leads to by the rules, as (the pile taken
    /// from, what it is left with, the others after), piles sorted.
    fn moves(p: &[u64]) -> BTreeSet<(u64, u64, Vec<u64>)> {
        let mut out = BTreeSet::new();
        for (i, &x) in p.iter().enumerate() {
            let others: Vec<u64> = p
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &v)| v)
                .collect();
            for c in 0..x {
                let mut raised = vec![Vec::new()];
                for &y in &others {
                    raised = raised
                        .into_iter()
                        .flat_map(|r: Vec<u64>| {
                            (0..x).map(move |d| {
                                let mut r = r.clone();
                                r.push(y + d);
                                r
                            })
                        })
                        .filter(|r| {
                            r.iter().sum::<u64>() - others[..r.len()].iter().sum::<u64>() < x - c
                        })
                        .collect();
                }
                for mut r in raised {
                    r.sort_unstable();
                    out.insert((x, c, r));
                }
            }
        }
        out
    }

    fn loses(p: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&l) = memo.get(&p) {
            return l;
        }
        let l = moves(&p).into_iter().all(|(_, c, mut r)| {
            if c > 0 {
                r.push(c);
            }
            r.sort_unstable();
            !loses(r, memo)
        });
        memo.insert(p, l);
        l
    }

    #[test]
    fn pairs_lose_and_the_listed_moves_are_every_winning_move() {
        let mut memo = HashMap::new();
        let mut positions: Vec<Vec<u64>> = Vec::new();
        for n in 1..=3usize {
            let mut p = vec![1u64; n];
            loop {
                positions.push(p.clone());
                // The next sorted list of n piles from 1 to 6.
                let Some(i) = (0..n).rev().find(|&i| p[i] < 6) else {
                    break;
                };
                let v = p[i] + 1;
                p[i..].iter_mut().for_each(|x| *x = v);
            }
        }
        for p in [
            [1u64, 1, 2, 3],
            [1, 2, 2, 3],
            [1, 2, 3, 4],
            [2, 2, 3, 3],
            [1, 1, 1, 4],
            [1, 3, 3, 4],
        ] {
            positions.push(p.to_vec());
        }
        for p in positions {
            assert_eq!(in_pairs(&p), loses(p.clone(), &mut memo), "{p:?}");
            let expected: BTreeSet<(u64, u64, Vec<u64>)> = moves(&p)
                .into_iter()
                .filter(|(_, c, r)| {
                    let mut all = r.clone();
                    all.push(*c);
                    in_pairs(&all)
                })
                .collect();
            let big: Vec<BigNat> = p.iter().map(|&x| x.into()).collect();
            let listed = winning_moves(&big, 100_000).unwrap();
            let mut found = BTreeSet::new();
            for m in &listed {
                // Legal: the stones add up, and the pile moved from is the
                // only one lowered.
                let before: BigNat = big.iter().sum();
                let after: BigNat = m.after.iter().sum();
                assert_eq!(before - after, m.removed, "{p:?}: {m}");
                assert!(m.removed >= BigNat::ONE, "{p:?}: {m}");
                let mut others: Vec<u64> = m
                    .after
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i + 1 != m.from)
                    .map(|(_, v)| v.to_u64().unwrap())
                    .collect();
                others.sort_unstable();
                let key = (m.size.to_u64().unwrap(), m.left.to_u64().unwrap(), others);
                assert!(found.insert(key), "{p:?}: {m} listed twice");
            }
            assert_eq!(found, expected, "{p:?}");
        }
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

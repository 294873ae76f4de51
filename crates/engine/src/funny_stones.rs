//! The funny stone game (UVa 1378 = LA 3668, "A Funny Stone Game"): piles
//! of stones S_0, …, S_{n−1}, numbered from 0 as the problem numbers them;
//! a move picks piles i < j <= k with pile i non-empty, takes one stone
//! from pile i and puts one on pile j and one on pile k (two on pile j when
//! j = k); whoever cannot move loses. Stones only move right, so the game
//! ends: nothing moves once every stone is on the last pile.
//!
//! **Each stone is a game of its own.** A stone on pile i is a position
//! whose moves replace it by two stones on piles j and k; stones never
//! interact. So a stone on pile i is worth
//! `g(i) = mex { g(j) xor g(k) : i < j <= k <= n − 1 }` (`g(n − 1) = 0`),
//! and the position, a sum of its stones, is worth the xor of g over all of
//! them: two stones on one pile cancel, and only the piles with an odd
//! number of stones count. A move from pile i to piles j, k changes the
//! value by `g(i) xor g(j) xor g(k)` (by g(i) alone when j = k), so it wins
//! when that is the whole value.
//!
//! g(i) depends only on the distance `d = n − 1 − i` to the last pile, and
//! the set of xors `g(j) xor g(k)` over `i < j <= k` only grows as i moves
//! left: the table of [`StoneValues`] keeps that set, one bit per value,
//! and costs about `n² / 2` steps for n piles, not the `n³` of a mex over
//! every pair for every pile. (Its values are 0 and then the odious
//! numbers, 1, 2, 4, 7, 8, 11, …, those with an odd count of 1 bits, as the
//! tests check to 3000 piles; grundy computes them from the rule.)
//!
//! ```
//! use grundy_engine::funny_stones::{smallest_winning_move, StoneValues};
//! let values = StoneValues::up_to(4);
//! assert_eq!((0..4).map(|i| values.of(4, i)).collect::<Vec<_>>(), vec![4, 2, 1, 0]);
//! // UVa 1378's first sample: 1 0 1 100 is won by taking from pile 0 and
//! // putting one stone on pile 2 and one on pile 3.
//! let m = smallest_winning_move(&[1u64, 0, 1, 100], &values).unwrap();
//! assert_eq!((m.from, m.to), (0, (2, 3)));
//! ```

use crate::component::{
    typed_number, typed_words, Component, ComponentError, ComponentMove, Kind, MoveError, Play,
    PlayNumbers, Reason, TooManyMoves, Written,
};
use crate::num::{BigNat, Natural};
use grundy_text::{msg, Arg, Join, Message};
use std::rc::Rc;

/// The most piles a position may have: the table of stone values and the
/// search for the winning moves each cost about the square of it.
pub const PILES_LIMIT: usize = 10_000;

/// The most piles of a component of a sum: each of its moves is told with
/// the whole position after it, and a sum lists every winning move and
/// searches thousands of moves for the remoteness.
pub const SUM_PILES_LIMIT: usize = 300;

/// The value of one stone at every distance from the last pile, up to a
/// number of piles.
#[derive(Clone, Debug)]
pub struct StoneValues {
    /// `by_distance[d]`: a stone `d` piles before the last.
    by_distance: Vec<u32>,
    /// `distance[v]`: the distance whose stone is worth `v`, if any (the
    /// values grow with the distance, so there is at most one).
    distance: Vec<u32>,
}

impl StoneValues {
    /// The values of a stone on every pile of a row of up to `piles`
    /// piles (at most [`PILES_LIMIT`]).
    ///
    /// # Panics
    /// If `piles` is more than [`PILES_LIMIT`].
    pub fn up_to(piles: usize) -> StoneValues {
        assert!(piles <= PILES_LIMIT, "at most {PILES_LIMIT} piles");
        let mut by_distance: Vec<u32> = Vec::with_capacity(piles);
        // Every xor g(j) xor g(k) with both stones nearer the end than the
        // pile being valued: one bit per value. Values stay below twice
        // the distance, plus one, so their xors stay below the next power
        // of two above that.
        let size = (2 * piles + 2).next_power_of_two();
        let mut reached = vec![0u64; size.div_ceil(64)];
        let mut mex = 0usize;
        for _ in 0..piles {
            while reached[mex / 64] >> (mex % 64) & 1 == 1 {
                mex += 1;
            }
            let g = mex as u32;
            by_distance.push(g);
            // The pairs that a stone one pile further left may move to and
            // this one did not: this pile with itself and every later one.
            for &other in &by_distance {
                let x = (g ^ other) as usize;
                reached[x / 64] |= 1 << (x % 64);
            }
        }
        let top = by_distance.last().map_or(0, |&g| g as usize + 1);
        let mut distance = vec![u32::MAX; top];
        for (d, &g) in by_distance.iter().enumerate() {
            distance[g as usize] = d as u32;
        }
        StoneValues {
            by_distance,
            distance,
        }
    }

    /// The most piles valued.
    pub fn len(&self) -> usize {
        self.by_distance.len()
    }

    /// Whether no pile is valued.
    pub fn is_empty(&self) -> bool {
        self.by_distance.is_empty()
    }

    /// g(i): a stone on pile `i` (from 0) of a row of `n` piles.
    ///
    /// # Panics
    /// If `i >= n` or `n` is more than the table holds.
    pub fn of(&self, n: usize, i: usize) -> u32 {
        assert!(i < n && n <= self.len(), "pile {i} of {n}");
        self.by_distance[n - 1 - i]
    }

    /// The pile of a row of `n` whose stone is worth `value`, if one is.
    fn pile_worth(&self, n: usize, value: u32) -> Option<usize> {
        let d = *self.distance.get(value as usize)? as usize;
        (d < n).then(|| n - 1 - d)
    }
}

/// A move: a stone taken from pile `from`, one put on each of the piles
/// `to` (`to.0 <= to.1`, both after `from`; equal for two stones on one
/// pile). Piles are numbered from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Throw {
    /// The pile a stone is taken from.
    pub from: usize,
    /// The piles the two new stones go to.
    pub to: (usize, usize),
}

impl Throw {
    /// The move in the game's terms: "take a stone from pile 0, put one on
    /// pile 2 and one on pile 3".
    ///
    /// ```
    /// use grundy_engine::funny_stones::Throw;
    /// assert_eq!(Throw { from: 0, to: (1, 1) }.describe().id(), "move-funny-two");
    /// ```
    pub fn describe(&self) -> Message {
        let (j, k) = self.to;
        if j == k {
            msg!("move-funny-two", from = self.from, to = j)
        } else {
            msg!("move-funny-split", from = self.from, to = j, other = k)
        }
    }

    /// The piles after the move.
    pub fn apply<N: Natural>(&self, piles: &[N]) -> Vec<N> {
        let one = N::from_u64(1);
        let mut after = piles.to_vec();
        after[self.from] = after[self.from].minus(&one);
        for p in [self.to.0, self.to.1] {
            after[p] = after[p]
                .checked_plus(&one)
                .expect("a pile one larger fits where the piles are big numbers");
        }
        after
    }
}

/// The value of the position: the xor of g(i) over the piles with an odd
/// number of stones.
///
/// # Panics
/// If there are more piles than `values` holds.
pub fn value<N: Natural>(piles: &[N], values: &StoneValues) -> u32 {
    let n = piles.len();
    piles
        .iter()
        .enumerate()
        .filter(|(_, s)| s.bit(0))
        .fold(0, |v, (i, _)| v ^ values.of(n, i))
}

/// Calls `each` with every move to a position worth `target`, in the
/// order of (i, j, k), until it returns false; whether it went through
/// them all. About n² steps: for each pile i with a stone and each j > i,
/// at most one k gives the value.
pub fn moves_to<N: Natural>(
    piles: &[N],
    values: &StoneValues,
    target: u32,
    mut each: impl FnMut(Throw) -> bool,
) -> bool {
    let n = piles.len();
    let total = value(piles, values);
    for (i, s) in piles.iter().enumerate() {
        if s.is_zero() {
            continue;
        }
        // g(j) xor g(k) must be this.
        let pair = total ^ target ^ values.of(n, i);
        for j in i + 1..n {
            let Some(k) = values.pile_worth(n, pair ^ values.of(n, j)) else {
                continue;
            };
            if k >= j
                && !each(Throw {
                    from: i,
                    to: (j, k),
                })
            {
                return false;
            }
        }
    }
    true
}

/// The lexicographically smallest winning move (i, j, k), or `None` when
/// the player to move loses.
pub fn smallest_winning_move<N: Natural>(piles: &[N], values: &StoneValues) -> Option<Throw> {
    let mut first = None;
    moves_to(piles, values, 0, |m| {
        first = Some(m);
        false
    });
    first
}

/// Piles of the funny stone game, as a component of a sum.
///
/// ```
/// use grundy_engine::kinds::parse_component;
/// let c = parse_component("funny-stones=1,0,1,100").unwrap();
/// assert_eq!(c.grundy(), 5u64.into()); // g = 4, 2, 1, 0; piles 0 and 2 are odd
/// let m = &c.moves_to_value(&0u64.into())[0];
/// assert_eq!(m.description.id(), "move-funny-split"); // one on pile 2 and one on pile 3
/// assert_eq!(m.after, "funny-stones=0,0,2,101");
/// ```
pub struct FunnyStones {
    piles: Vec<BigNat>,
    values: Rc<StoneValues>,
    /// [`Component::remaining`], kept: a move changes it by a few powers
    /// of two.
    remaining: BigNat,
}

impl FunnyStones {
    /// The piles `S_0, …, S_{n−1}` (at least one, at most
    /// [`SUM_PILES_LIMIT`]), or why not.
    pub fn new(piles: Vec<BigNat>) -> Result<FunnyStones, Reason> {
        if piles.is_empty() {
            return Err(Reason::Invalid {
                what: grundy_text::msg!("what-number-of-piles"),
                must_be: "must-at-least-1",
            });
        }
        if piles.len() > SUM_PILES_LIMIT {
            return Err(Reason::Invalid {
                what: grundy_text::msg!("what-number-of-piles-is", count = piles.len()),
                must_be: "must-funny-at-most",
            });
        }
        let values = Rc::new(StoneValues::up_to(piles.len()));
        let remaining = longest_game(&piles);
        Ok(FunnyStones {
            piles,
            values,
            remaining,
        })
    }

    fn value_u32(&self) -> u32 {
        value(&self.piles, &self.values)
    }

    fn play(&self, m: Throw) -> ComponentMove {
        let last = self.piles.len() - 1;
        let stone = |p: usize| BigNat::ONE << (last - p);
        // One stone fewer on pile i, one more on j and on k: the moves
        // left change by 2^d(j) + 2^d(k) − 2^d(i) − 1, which is −1 at
        // least (a stone's moves are one more than its two stones').
        let remaining =
            &self.remaining + stone(m.to.0) + stone(m.to.1) - stone(m.from) - BigNat::ONE;
        let after = FunnyStones {
            piles: m.apply(&self.piles),
            values: self.values.clone(),
            remaining,
        };
        ComponentMove {
            description: m.describe(),
            after: after.describe(),
            remaining: after.remaining.clone(),
            after_numbers: after.piles,
            family: None,
        }
    }

    /// Every move, in the order of (i, j, k), until `each` returns false.
    fn each_move(&self, mut each: impl FnMut(Throw) -> bool) -> bool {
        let n = self.piles.len();
        for (i, s) in self.piles.iter().enumerate() {
            if s.is_zero() {
                continue;
            }
            for j in i + 1..n {
                for k in j..n {
                    if !each(Throw {
                        from: i,
                        to: (j, k),
                    }) {
                        return false;
                    }
                }
            }
        }
        true
    }
}

/// The most moves the game can last: a stone d piles before the last makes
/// at most 2^d − 1 (one, then those of its two stones, each a pile nearer).
fn longest_game(piles: &[BigNat]) -> BigNat {
    let n = piles.len();
    piles.iter().enumerate().fold(BigNat::ZERO, |sum, (i, s)| {
        if s.is_zero() {
            return sum;
        }
        sum + s.clone() * ((BigNat::ONE << (n - 1 - i)) - BigNat::ONE)
    })
}

impl Component for FunnyStones {
    fn describe(&self) -> String {
        format!("funny-stones={}", crate::component::list(&self.piles))
    }
    fn grundy(&self) -> BigNat {
        self.value_u32().into()
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        let Some(t) = target.to_u64().and_then(|t| u32::try_from(t).ok()) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        moves_to(&self.piles, &self.values, t, |m| {
            out.push(self.play(m));
            true
        });
        out
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let n = self.piles.len();
        let total = self.value_u32();
        let mut out = Vec::new();
        let complete = self.each_move(|m| {
            if out.len() == limit {
                return false;
            }
            let (j, k) = m.to;
            let v = total ^ self.values.of(n, m.from) ^ self.values.of(n, j) ^ self.values.of(n, k);
            out.push((self.play(m), BigNat::from(v)));
            true
        });
        if !complete {
            return Err(TooManyMoves { limit });
        }
        Ok(out)
    }
    fn remaining(&self) -> BigNat {
        self.remaining.clone()
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        // Counted again from the piles: a sum hands over the move's piles
        // but not always its count of moves left.
        Box::new(FunnyStones {
            remaining: longest_game(&m.after_numbers),
            piles: m.after_numbers.clone(),
            values: self.values.clone(),
        })
    }
    fn lasting_move(&self) -> Option<ComponentMove> {
        // The most moves left: both stones on the next pile, from the
        // first pile with a stone but the last.
        let last = self.piles.len() - 1;
        let i = self.piles[..last].iter().position(|s| !s.is_zero())?;
        Some(self.play(Throw {
            from: i,
            to: (i + 1, i + 1),
        }))
    }
    fn explain(&self) -> Option<grundy_text::Text> {
        let n = self.piles.len();
        let g: Vec<String> = (0..n).map(|i| self.values.of(n, i).to_string()).collect();
        let odd: Vec<String> = self
            .piles
            .iter()
            .enumerate()
            .filter(|(_, s)| s.bit(0))
            .map(|(i, _)| format!("g({i}) = {}", self.values.of(n, i)))
            .collect();
        let odd = match odd.len() {
            0 => msg!("stones-odd-none"),
            1 => msg!("stones-odd-one", value = odd[0]),
            _ => msg!(
                "stones-odd-many",
                values = Arg::list(Join::Values, odd),
                xor = self.value_u32()
            ),
        };
        Some(
            msg!(
                "stones-explain",
                last = n - 1,
                values = Arg::list(Join::Values, g),
                odd = odd
            )
            .into(),
        )
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        vec![("i j k", grundy_text::msg!("syntax-funny"))]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let words = typed_words::<3>(words, "i j k")?;
        let n = self.piles.len();
        let mut index = [0usize; 3];
        for (slot, (word, what)) in index.iter_mut().zip(words.iter().zip(["i", "j", "k"])) {
            let v = typed_number(word, &grundy_text::msg!("noun-pile-named", name = what))?;
            *slot = v
                .to_u64()
                .and_then(|v| usize::try_from(v).ok())
                .filter(|&v| v < n)
                .ok_or_else(|| {
                    MoveError::new(grundy_text::msg!(
                        "move-error-no-pile-from-0",
                        word = word,
                        last = n - 1
                    ))
                })?;
        }
        let [i, j, k] = index;
        if !(i < j && j <= k) {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-funny-order",
                i = i,
                j = j,
                k = k
            )));
        }
        if self.piles[i].is_zero() {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-no-stone",
                pile = i
            )));
        }
        Ok(self.play(Throw {
            from: i,
            to: (j, k),
        }))
    }
}

/// The funny stone game in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "funny-stones",
    examples: &["funny-stones=1,0,1"],
    more_examples: &[],
    position: "kind-funny-stones-position",
    rules: "kind-funny-stones-rules",
    play: Play {
        example: "funny-stones 1 0 1 100",
        numbers: PlayNumbers::AllInOne,
    },
    claims: |game| game == "funny-stones",
    parse,
    fallback: false,
    heaps: false,
};

fn parse(w: &Written<'_>) -> Result<Box<dyn Component>, ComponentError> {
    let piles = w.numbers("noun-pile")?;
    Ok(Box::new(FunnyStones::new(piles).map_err(|r| w.error(r))?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{ImpartialGame, Solver};

    /// The original rules, as the generic solver reads them: a stone from
    /// pile i to piles j and k, i < j <= k.
    struct Rules;

    impl ImpartialGame for Rules {
        type Position = Vec<u64>;
        fn moves(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
            let n = piles.len();
            let mut out = Vec::new();
            for i in 0..n {
                if piles[i] == 0 {
                    continue;
                }
                for j in i + 1..n {
                    for k in j..n {
                        let mut next = piles.clone();
                        next[i] -= 1;
                        next[j] += 1;
                        next[k] += 1;
                        out.push(next);
                    }
                }
            }
            out
        }
    }

    /// Every position of `n` piles of at most `most` stones.
    fn positions(n: usize, most: u64) -> Vec<Vec<u64>> {
        let mut out = vec![Vec::new()];
        for _ in 0..n {
            out = out
                .into_iter()
                .flat_map(|p: Vec<u64>| {
                    (0..=most).map(move |s| {
                        let mut p = p.clone();
                        p.push(s);
                        p
                    })
                })
                .collect();
        }
        out
    }

    /// The small positions: up to 4 piles of up to 3 stones, 5 of up to 2,
    /// 6 of up to 1.
    fn small_positions() -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (n, most) in [(1, 3), (2, 3), (3, 3), (4, 3), (5, 2), (6, 1)] {
            out.extend(positions(n, most));
        }
        out
    }

    #[test]
    fn every_small_position_is_worth_what_a_search_of_the_rules_finds() {
        let values = StoneValues::up_to(6);
        let mut solver = Solver::new(Rules);
        for p in small_positions() {
            let searched = solver.grundy(&p).unwrap();
            assert_eq!(u64::from(value(&p, &values)), searched, "{p:?}");
        }
    }

    #[test]
    fn the_winning_moves_are_exactly_the_searched_ones_and_the_first_is_the_smallest() {
        let values = StoneValues::up_to(6);
        let mut solver = Solver::new(Rules);
        for p in small_positions() {
            let c = FunnyStones::new(p.iter().map(|&s| BigNat::from(s)).collect()).unwrap();
            let listed: Vec<Vec<u64>> = c
                .moves_to_value(&BigNat::ZERO)
                .iter()
                .map(|m| {
                    m.after_numbers
                        .iter()
                        .map(|s| s.to_u64().unwrap())
                        .collect()
                })
                .collect();
            let mut expected = solver.winning_moves(&p).unwrap();
            let mut sorted = listed.clone();
            sorted.sort();
            expected.sort();
            assert_eq!(sorted, expected, "{p:?}");
            sorted.dedup();
            assert_eq!(sorted.len(), listed.len(), "{p:?}: a move listed twice");
            // The smallest (i, j, k) that wins, by going through all of them.
            let mut smallest = None;
            'all: for i in 0..p.len() {
                for j in i + 1..p.len() {
                    for k in j..p.len() {
                        let m = Throw {
                            from: i,
                            to: (j, k),
                        };
                        if p[i] > 0 && solver.grundy(&m.apply(&p)).unwrap() == 0 {
                            smallest = Some(m);
                            break 'all;
                        }
                    }
                }
            }
            assert_eq!(smallest_winning_move(&p, &values), smallest, "{p:?}");
        }
    }

    #[test]
    fn every_listed_move_is_legal_with_its_value_and_none_is_missing() {
        let mut solver = Solver::new(Rules);
        for p in [
            vec![1u64, 0, 1, 3],
            vec![2, 1, 0, 1, 1],
            vec![0, 0, 1],
            vec![3],
        ] {
            let c = FunnyStones::new(p.iter().map(|&s| BigNat::from(s)).collect()).unwrap();
            let mut listed: Vec<Vec<u64>> = Vec::new();
            for (m, v) in c.all_moves(10_000).unwrap() {
                let after: Vec<u64> = m
                    .after_numbers
                    .iter()
                    .map(|s| s.to_u64().unwrap())
                    .collect();
                assert_eq!(
                    v,
                    solver.grundy(&after).unwrap().into(),
                    "{p:?}: {:?}",
                    m.description
                );
                assert_eq!(c.after(&m).describe(), m.after);
                listed.push(after);
            }
            let mut expected = Rules.moves(&p);
            expected.sort();
            listed.sort();
            assert_eq!(listed, expected, "{p:?}");
        }
    }

    /// The values are 0 and then the odious numbers (an odd count of 1
    /// bits), as far as 3000 piles; the mex over every pair, pile by pile,
    /// gives the same table as the growing set of xors.
    #[test]
    fn the_stone_values_are_the_mex_over_every_pair() {
        let values = StoneValues::up_to(3000);
        let odious: Vec<u32> = (1..)
            .filter(|v: &u32| v.count_ones() % 2 == 1)
            .take(2999)
            .collect();
        assert_eq!(values.by_distance[0], 0);
        assert_eq!(values.by_distance[1..], odious[..]);
        let n = 120;
        let mut g = vec![0u32; n];
        for i in (0..n - 1).rev() {
            let reached: std::collections::BTreeSet<u32> = (i + 1..n)
                .flat_map(|j| (j..n).map(move |k| (j, k)))
                .map(|(j, k)| g[j] ^ g[k])
                .collect();
            g[i] = (0..).find(|v| !reached.contains(v)).unwrap();
        }
        assert_eq!(g, (0..n).map(|i| values.of(n, i)).collect::<Vec<_>>());
    }

    /// The moves left, kept from move to move, are the longest game the
    /// rules allow, as a search finds it.
    #[test]
    fn the_moves_left_are_the_longest_game() {
        fn longest(p: &[u64], memo: &mut std::collections::HashMap<Vec<u64>, u64>) -> u64 {
            if let Some(&l) = memo.get(p) {
                return l;
            }
            let l = Rules
                .moves(&p.to_vec())
                .iter()
                .map(|q| 1 + longest(q, memo))
                .max()
                .unwrap_or(0);
            memo.insert(p.to_vec(), l);
            l
        }
        let memo = &mut std::collections::HashMap::new();
        for p in [
            vec![1u64, 0, 1, 3],
            vec![2, 1, 0, 1],
            vec![0, 0, 4],
            vec![1, 0, 1, 0],
        ] {
            let c = FunnyStones::new(p.iter().map(|&s| BigNat::from(s)).collect()).unwrap();
            assert_eq!(c.remaining(), BigNat::from(longest(&p, memo)), "{p:?}");
            for (m, _) in c.all_moves(1000).unwrap() {
                let after: Vec<u64> = m
                    .after_numbers
                    .iter()
                    .map(|s| s.to_u64().unwrap())
                    .collect();
                assert_eq!(
                    m.remaining,
                    BigNat::from(longest(&after, memo)),
                    "{p:?}: {:?}",
                    m.description
                );
                // Regression: a sum hands `after` the move without its
                // count (play::Game::after sets it to 0), and the count was
                // taken from it, so the next move's count went below 0.
                let handed = ComponentMove {
                    remaining: BigNat::ZERO,
                    ..m.clone()
                };
                assert_eq!(c.after(&handed).remaining(), m.remaining);
            }
        }
    }

    #[test]
    fn huge_piles_count_by_parity_and_move_exactly() {
        let big: BigNat = "100000000000000000000000000001".parse().unwrap();
        let c = FunnyStones::new(vec![big.clone(), BigNat::ZERO, BigNat::ONE]).unwrap();
        // g = 2, 1, 0: piles 0 (odd) and 2 count, 2 xor 0.
        assert_eq!(c.grundy(), 2u64.into());
        let m = &c.moves_to_value(&BigNat::ZERO)[0];
        assert_eq!(m.after_numbers[0], big - BigNat::ONE);
        assert_eq!(m.after_numbers[1], BigNat::from(2u8));
    }

    #[test]
    fn bad_positions_and_typed_moves_are_refused_with_the_reason() {
        assert!(FunnyStones::new(Vec::new()).is_err());
        assert!(FunnyStones::new(vec![BigNat::ZERO; SUM_PILES_LIMIT]).is_ok());
        let e = FunnyStones::new(vec![BigNat::ZERO; SUM_PILES_LIMIT + 1])
            .err()
            .unwrap();
        assert!(matches!(e, Reason::Invalid { .. }), "{e:?}");
        let c = FunnyStones::new([1u64, 0, 2].map(BigNat::from).to_vec()).unwrap();
        for words in [
            &["0", "1"][..],
            &["0", "1", "3"],
            &["1", "2", "2"],
            &["0", "2", "1"],
            &["0", "0", "1"],
            &["x", "1", "2"],
        ] {
            assert!(c.read_move(words).is_err(), "{words:?}");
        }
        let m = c.read_move(&["0", "1", "2"]).unwrap();
        assert_eq!(m.after, "funny-stones=0,1,3");
    }
}

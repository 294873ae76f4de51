//! Remoteness by a table over every position below the start, where the
//! game is a product of small acyclic graphs: a sum of components, each
//! with few positions (`nim=30 nim=50 nim=70`), or piles lowered one or a
//! few at a time (misère Nim, Moore's Nim_k).
//!
//! The position is then a tuple of coordinates, one per component, each a
//! small integer, and the whole space a mixed-radix array. Numbering each
//! component's positions in post-order (every option before the position
//! it is an option of) makes every move lower the array index, so one pass
//! upwards fills the table, a few nanoseconds a move, with no text, no
//! hashing and no allocation in the loop. The count of positions and moves
//! is known before the pass starts, so a table too large to answer at once
//! is refused before any work.
//!
//! The table is the definition of remoteness read off the whole game
//! graph: a terminal position 0; a won position one more than the least
//! remoteness of its lost options; a lost one one more than the greatest of
//! all its options. Whether a position is lost follows from the parity of
//! its remoteness (even under normal play, odd under misère play), so the
//! table holds one number a position.

use crate::component::{weight, Component, CutShort};
use crate::num::Natural;
use crate::play::LegalMove;
use rustc_hash::{FxHashMap, FxHashSet};
use std::rc::Rc;

/// One coordinate of the product: a component's positions, numbered so
/// that every option comes before the position it is an option of, with
/// the start last.
#[derive(Clone, Debug, Default)]
pub struct Coordinate {
    /// Where each position's options start in `options`; one more entry
    /// than positions.
    starts: Vec<u32>,
    /// The options of every position, position by position.
    options: Vec<u32>,
    /// The component's positions by their written form (for a component
    /// read through [`Component`]; empty for a pile).
    pub keys: FxHashMap<String, u32>,
    /// The positions by their numbers (for a game given by its rules on
    /// numbers, [`Coordinate::explicit`]; else empty).
    pub numbers: FxHashMap<Vec<u32>, u32>,
}

impl Coordinate {
    /// The positions of a Nim pile of `n`: `i` for `i` counters, whose
    /// options are every smaller pile.
    pub fn pile(n: u32) -> Coordinate {
        let mut starts = Vec::with_capacity(n as usize + 2);
        let mut options = Vec::with_capacity((n as usize) * (n as usize + 1) / 2);
        starts.push(0);
        for i in 0..=n {
            options.extend(0..i);
            starts.push(options.len() as u32);
        }
        Coordinate {
            starts,
            options,
            ..Coordinate::default()
        }
    }

    /// Every position `root` can reach by `rules`, which appends the
    /// positions one move away from a position to a list, each as many
    /// numbers as the position; `None` when they pass what `parts` has
    /// left of its cheap moves, or a move leads back to a position on the
    /// way. A move costs a hash look-up of a slice; only a new position is
    /// a new list.
    pub fn explicit(
        root: Vec<u32>,
        mut rules: impl FnMut(&[u32], &mut Vec<u32>),
        parts: &mut Parts,
    ) -> Option<Coordinate> {
        struct Open {
            position: Vec<u32>,
            /// The options, flat, `position.len()` numbers each.
            next: Vec<u32>,
            at: usize,
            done: Vec<u32>,
        }
        let width = root.len().max(1);
        let mut numbers: FxHashMap<Vec<u32>, u32> = FxHashMap::default();
        let mut on_path: FxHashSet<Vec<u32>> = FxHashSet::default();
        let mut starts = vec![0u32];
        let mut options: Vec<u32> = Vec::new();
        let mut open = |position: Vec<u32>, parts: &mut Parts| {
            let mut next = Vec::new();
            rules(&position, &mut next);
            let count = (next.len() / width).max(1) as u64;
            parts.cheap_moves_left = parts.cheap_moves_left.checked_sub(count)?;
            Some(Open {
                position,
                next,
                at: 0,
                done: Vec::new(),
            })
        };
        on_path.insert(root.clone());
        let mut stack = vec![open(root, parts)?];
        loop {
            let top = stack.last_mut().expect("a position is open");
            if top.at < top.next.len() {
                let child = &top.next[top.at..top.at + width];
                top.at += width;
                if let Some(&id) = numbers.get(child) {
                    top.done.push(id);
                    continue;
                }
                if on_path.contains(child) {
                    return None;
                }
                let child = child.to_vec();
                on_path.insert(child.clone());
                let frame = open(child, parts)?;
                stack.push(frame);
                continue;
            }
            let done = stack.pop().expect("a position is open");
            on_path.remove(&done.position);
            let id = numbers.len() as u32;
            options.extend_from_slice(&done.done);
            starts.push(options.len() as u32);
            numbers.insert(done.position, id);
            match stack.last_mut() {
                Some(parent) => parent.done.push(id),
                None => break,
            }
        }
        Some(Coordinate {
            starts,
            options,
            keys: FxHashMap::default(),
            numbers,
        })
    }

    /// Every position `root` can reach, found through its own moves, or
    /// `None` when listing them would pass what `parts` has left (which is
    /// lowered by the moves listed, each counted as the search counts it,
    /// by its length) or a move leads back to a position on the way (a
    /// game with cycles has no such table).
    pub fn component(root: Rc<dyn Component>, parts: &mut Parts) -> Option<Coordinate> {
        struct Open {
            component: Rc<dyn Component>,
            key: String,
            /// Its moves, and the next to follow.
            moves: Vec<crate::component::ComponentMove>,
            next: usize,
            options: Vec<u32>,
        }
        let mut keys: FxHashMap<String, u32> = FxHashMap::default();
        let mut on_path: FxHashSet<String> = FxHashSet::default();
        let mut starts = vec![0u32];
        let mut options: Vec<u32> = Vec::new();
        let open = |component: Rc<dyn Component>, key: String, parts: &mut Parts| {
            // A long position's moves write long positions: ask for no more
            // than the budget pays for at that length.
            let listed = match component.weighed_moves(parts.moves_left) {
                Ok(listed) => listed,
                Err(cut) => {
                    parts.too_long = cut == CutShort::TooLong;
                    return None;
                }
            };
            let spent: usize = listed.iter().map(|(m, _)| weight(m)).sum::<usize>().max(1);
            if spent > parts.moves_left {
                return None;
            }
            parts.moves_left -= spent;
            let moves = listed.into_iter().map(|(m, _)| m).collect::<Vec<_>>();
            Some(Open {
                component,
                key,
                moves,
                next: 0,
                options: Vec::new(),
            })
        };
        let root_key = root.describe();
        let first = open(root, root_key, parts)?;
        on_path.insert(first.key.clone());
        let mut stack = vec![first];
        loop {
            let top = stack.last_mut().expect("a position is open");
            if top.next < top.moves.len() {
                let m = &top.moves[top.next];
                top.next += 1;
                if let Some(&id) = keys.get(&m.after) {
                    top.options.push(id);
                    continue;
                }
                if on_path.contains(&m.after) {
                    return None;
                }
                let child: Rc<dyn Component> = Rc::from(top.component.after(m));
                let key = m.after.clone();
                let frame = open(child, key, parts)?;
                on_path.insert(frame.key.clone());
                stack.push(frame);
                continue;
            }
            let done = stack.pop().expect("a position is open");
            on_path.remove(&done.key);
            let id = keys.len() as u32;
            options.extend_from_slice(&done.options);
            starts.push(options.len() as u32);
            keys.insert(done.key, id);
            match stack.last_mut() {
                Some(parent) => parent.options.push(id),
                None => break,
            }
        }
        Some(Coordinate {
            starts,
            options,
            keys,
            numbers: FxHashMap::default(),
        })
    }

    /// How many positions.
    pub fn len(&self) -> usize {
        self.starts.len() - 1
    }

    /// Whether there is no position (never, for a built coordinate).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many moves, over every position.
    pub fn moves(&self) -> usize {
        self.options.len()
    }

    /// The options of position `i`.
    fn options_of(&self, i: u32) -> &[u32] {
        &self.options[self.starts[i as usize] as usize..self.starts[i as usize + 1] as usize]
    }
}

/// What listing the parts of a table may still spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parts {
    /// The moves that may still be listed, a long move counted once for
    /// each [`super::MOVE_BYTES`] it takes to write.
    pub moves_left: usize,
    /// Whether a listing was refused for the length of its moves, not
    /// their count: the search from the rules would list the same moves,
    /// and is not tried.
    pub too_long: bool,
    /// The moves that rules on numbers ([`Coordinate::explicit`]) may still
    /// make, a few nanoseconds each.
    pub cheap_moves_left: u64,
}

/// A game as a product of coordinates: a move changes between one and
/// `at_once` of them, each to one of its options.
pub struct Product {
    /// The coordinates, the first varying fastest in the table.
    pub coordinates: Vec<Coordinate>,
    /// How many coordinates one move may change (1 for a sum).
    pub at_once: usize,
    /// Whether the player who cannot move wins (misère play).
    pub misere: bool,
    /// How a legal move of the game names the position it leads to.
    pub moves_read: MovesRead,
}

/// How [`Product::after`] finds the position a [`LegalMove`] leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MovesRead {
    /// A sum: the move's component, written as it is after the move.
    ComponentText,
    /// Piles: every pile's size after the move.
    PileSizes,
    /// One coordinate given by its rules on numbers: the numbers after the
    /// move.
    Numbers,
}

impl Product {
    /// How many positions the table holds and how many moves filling it
    /// examines, counted without listing them (saturating).
    pub fn size(&self) -> (u128, u128) {
        // by_count[t]: the moves changing exactly t coordinates, over the
        // positions of the coordinates seen so far.
        let mut positions: u128 = 1;
        let mut by_count = vec![0u128; self.at_once + 1];
        by_count[0] = 1;
        for c in &self.coordinates {
            let (n, e) = (c.len() as u128, c.moves() as u128);
            for t in (0..=self.at_once).rev() {
                let kept = by_count[t].saturating_mul(n);
                let changed = if t > 0 {
                    by_count[t - 1].saturating_mul(e)
                } else {
                    0
                };
                by_count[t] = kept.saturating_add(changed);
            }
            positions = positions.saturating_mul(n);
        }
        let moves = by_count[1..]
            .iter()
            .fold(0u128, |s, &m| s.saturating_add(m));
        (positions, moves)
    }

    /// The index of the position whose coordinates are `at`.
    pub fn index(&self, at: &[u32]) -> usize {
        let mut index = 0usize;
        for (c, &i) in self.coordinates.iter().zip(at).rev() {
            index = index * c.len() + i as usize;
        }
        index
    }

    /// The coordinates of the start: each coordinate's last position.
    pub fn start(&self) -> Vec<u32> {
        self.coordinates
            .iter()
            .map(|c| c.len() as u32 - 1)
            .collect()
    }

    /// The index of the position `m`, a legal move from the start, leads
    /// to; `None` if the move names no position of the table.
    pub fn after(&self, m: &LegalMove) -> Option<usize> {
        let mut at = self.start();
        match self.moves_read {
            MovesRead::ComponentText => {
                let c = self.coordinates.get(m.component)?;
                at[m.component] = if c.numbers.is_empty() {
                    *c.keys.get(&m.after)?
                } else {
                    *c.numbers.get(&small(&m.after_numbers)?)?
                };
            }
            MovesRead::Numbers => {
                at[0] = *self
                    .coordinates
                    .first()?
                    .numbers
                    .get(&small(&m.after_numbers)?)?;
            }
            MovesRead::PileSizes => {
                if m.after_numbers.len() != at.len() {
                    return None;
                }
                for (a, n) in at.iter_mut().zip(&m.after_numbers) {
                    *a = n.to_u64().and_then(|n| u32::try_from(n).ok())?;
                }
            }
        }
        Some(self.index(&at))
    }

    /// Whether a position of remoteness `r` is lost for the player to move.
    pub fn lost(&self, r: u32) -> bool {
        r.is_multiple_of(2) != self.misere
    }

    /// The remoteness of every position, by index; call only once
    /// [`Product::size`] is known to be small enough.
    pub fn table(&self) -> Vec<u32> {
        let sizes: Vec<usize> = self.coordinates.iter().map(Coordinate::len).collect();
        let total: usize = sizes.iter().product();
        let mut strides = Vec::with_capacity(sizes.len());
        let mut s = 1usize;
        for &n in &sizes {
            strides.push(s);
            s *= n;
        }
        let mut table = vec![0u32; total];
        let mut at = vec![0u32; sizes.len()];
        let mut changed: Vec<(usize, u32)> = Vec::with_capacity(self.at_once);
        for x in 0..total {
            let mut best = Best::default();
            if self.at_once == 1 {
                for (i, c) in self.coordinates.iter().enumerate() {
                    let here = at[i] as usize;
                    for &o in c.options_of(at[i]) {
                        let r = table[x - (here - o as usize) * strides[i]];
                        best.add(r, self.lost(r));
                    }
                }
            } else {
                self.each_joint_move(x, &at, &strides, 0, &mut changed, &mut |y| {
                    let r = table[y];
                    best.add(r, self.lost(r));
                });
            }
            table[x] = best.remoteness();
            for (i, n) in sizes.iter().enumerate() {
                at[i] += 1;
                if (at[i] as usize) < *n {
                    break;
                }
                at[i] = 0;
            }
        }
        table
    }

    /// Every move from `x` (at `at`) changing between one and `at_once`
    /// coordinates from `from` on, the index it leads to handed to `each`.
    fn each_joint_move(
        &self,
        x: usize,
        at: &[u32],
        strides: &[usize],
        from: usize,
        changed: &mut Vec<(usize, u32)>,
        each: &mut dyn FnMut(usize),
    ) {
        if from == self.coordinates.len() {
            if !changed.is_empty() {
                let lower: usize = changed
                    .iter()
                    .map(|&(i, o)| (at[i] - o) as usize * strides[i])
                    .sum();
                each(x - lower);
            }
            return;
        }
        self.each_joint_move(x, at, strides, from + 1, changed, each);
        if changed.len() < self.at_once {
            for &o in self.coordinates[from].options_of(at[from]) {
                changed.push((from, o));
                self.each_joint_move(x, at, strides, from + 1, changed, each);
                changed.pop();
            }
        }
    }
}

/// `numbers` as small numbers, if they all are.
fn small(numbers: &[crate::num::BigNat]) -> Option<Vec<u32>> {
    numbers
        .iter()
        .map(|n| n.to_u64().and_then(|n| u32::try_from(n).ok()))
        .collect()
}

/// The best of a position's options seen so far.
#[derive(Default)]
struct Best {
    /// The least remoteness of a lost option, if any.
    least_lost: Option<u32>,
    /// The greatest remoteness of any option, if any.
    greatest: Option<u32>,
}

impl Best {
    fn add(&mut self, r: u32, lost: bool) {
        if lost {
            self.least_lost = Some(self.least_lost.map_or(r, |b| b.min(r)));
        }
        self.greatest = Some(self.greatest.map_or(r, |b| b.max(r)));
    }

    fn remoteness(&self) -> u32 {
        match (self.least_lost, self.greatest) {
            (Some(r), _) => r + 1,
            (None, Some(r)) => r + 1,
            (None, None) => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_count_the_moves_of_each_joint_move() {
        // Two piles of 2 and 3: 12 positions. One pile at a time: each
        // position of pile a has a moves, so 3*6 + 4*3 = 30... counted as
        // (moves of a) * (positions of b) + (moves of b) * (positions of a).
        let p = Product {
            coordinates: vec![Coordinate::pile(2), Coordinate::pile(3)],
            at_once: 1,
            misere: false,
            moves_read: MovesRead::PileSizes,
        };
        assert_eq!(p.size(), (12, 3 * 4 + 6 * 3));
        // Both at once adds (moves of a) * (moves of b).
        let both = Product { at_once: 2, ..p };
        assert_eq!(both.size(), (12, 3 * 4 + 6 * 3 + 3 * 6));
    }
}

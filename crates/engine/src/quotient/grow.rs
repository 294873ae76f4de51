//! A heap that is a new element, first tried the cheap way: a quotient
//! grown by one heap *set apart*, its copies counted, on the guess that no
//! class of the quotient splits for the other heaps.
//!
//! The first trial grows the old quotient by the new heap. Under the guess,
//! the outcome of a sum depends only on the element `x` of its other heaps
//! and on its copies `k` of the heap set apart, so every state `(x, k)` is
//! decided from one sum standing for it: the one with fewest counters.
//! Every move leaves fewer counters, and so does the sum standing for the
//! state it reaches, so the states are decided in the order of their
//! counters, with no loop and no box of exponent vectors. The copies are
//! never folded while deciding, so the cycle of the heap's powers is read
//! from the outcomes. Moore's refinement of the states is the trial
//! quotient, and [`super::verify`] accepts or refutes it, as every trial.
//!
//! Where the check refutes a trial, a class of it did split: the trial
//! itself, which already places the new heap, is grown again by a heap its
//! counterexample names, set apart in turn (its cycle read afresh), and so
//! on, one heap at a time, each trial as small as the quotient it grows.
//!
//! A heap is set apart either alone ([`SetApart::Heap`]) or with every
//! heap of its element in the trial ([`SetApart::Class`]), each of them
//! counted as a copy of the least: the guess is then that the class splits
//! from the rest but not within itself, its powers taking a longer cycle.
//! In 4.7 heap 2's powers repeat later at every new heap (from index 22 at
//! heap 28 to past 36 at heap 41) while heap 4 stays equal to it: set
//! apart alone, heap 2 grows a trial of 358 elements to 2,856 with heap 4's
//! old cycle beside its own, and growing stopped at heap 27; set apart
//! together, the two move as one and growing reaches heap 41 (MisereSolver's
//! quotients there, 658 elements) in 17 s.

use super::extend::{candidate, fold_into, Outcome};
use super::monoid::Monoid;
use crate::octal::TakeAndBreak;
use rustc_hash::FxHashMap;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::time::Instant;

/// The copies of the heap set apart whose outcomes the cycle of its
/// powers is read from, first: the longest cycle found, index and period
/// together, is half of it. Where none is found, [`MORE_COPIES`].
pub(crate) const COPIES: usize = 24;

/// The copies read where [`COPIES`] show no cycle (4.7's heap 2 repeats
/// only past 10 copies in the sums with heap 15), and where those show
/// none, four times as many (its index passes 36 at heap 41).
pub(crate) const MORE_COPIES: usize = 72;

/// What is set apart with a heap ([`Growth::new`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SetApart {
    /// The heap alone: its class splits from every other heap's.
    Heap,
    /// The heap and every heap of the same element, each a copy of the
    /// least of them: the class splits from the rest, not within.
    Class,
}

/// A move's result: the element of the heaps it leaves that are not set
/// apart, and how many copies of the heap set apart it leaves.
type Leaves = (u32, u32);

/// The states `(x, k)` of a quotient `q` of heaps `0..=top` (Φ in `phi`)
/// grown by the heap `apart` set apart, each decided.
pub(crate) struct Growth<'a> {
    q: &'a Monoid,
    phi: &'a [u32],
    /// Whether each heap counts as a copy of the heap set apart (itself,
    /// and with [`SetApart::Class`] every heap of its element).
    mates: Vec<bool>,
    /// The elements made by the other heaps.
    sub: Vec<u32>,
    /// Each element's place in `sub` (`u32::MAX` if not there).
    place: Vec<u32>,
    /// Whether each state is a P-position, `sub.len()` states a copy.
    p: Vec<bool>,
    /// How many copies of the heap set apart were decided.
    copies: usize,
}

impl<'a> Growth<'a> {
    /// Decides every state with fewer than `copies` copies of heap `apart`,
    /// set apart as `with` says, (and every state they reach) in the
    /// quotient `q` of heaps `0..phi.len()`, `phi[apart]` read only to find
    /// its class; `None` past `state_limit` states or past `deadline`.
    pub(crate) fn new(
        q: &'a Monoid,
        phi: &'a [u32],
        code: &TakeAndBreak,
        (apart, with): (usize, SetApart),
        copies: usize,
        state_limit: usize,
        deadline: Option<Instant>,
    ) -> Option<Growth<'a>> {
        let mates: Vec<bool> = (0..phi.len())
            .map(|h| {
                h == apart || (with == SetApart::Class && phi[apart] != 0 && phi[h] == phi[apart])
            })
            .collect();
        // The least heap of the class stands for a copy: a move in a copy
        // then never leaves a copy of the same size.
        let apart = mates.iter().position(|&m| m).expect("the heap set apart");
        let plain = |h: usize| !mates[h] && phi[h] != 0;
        let (cost, parent) = cheapest_sums(q, phi, &plain);
        let sub: Vec<u32> = (0..q.len() as u32)
            .filter(|&x| cost[x as usize] != usize::MAX)
            .collect();
        let mut place = vec![u32::MAX; q.len()];
        for (i, &x) in sub.iter().enumerate() {
            place[x as usize] = i as u32;
        }
        let layer = sub.len();
        // A move leaves fewer counters: the states reached from those with
        // fewer than `copies` copies weigh no more than `bound`.
        let heaviest = sub.iter().map(|&x| cost[x as usize]).max().unwrap_or(0);
        let bound = heaviest + (copies - 1) * apart;
        let layers = bound / apart.max(1) + 1;
        let states = layer.checked_mul(layers).filter(|&s| s <= state_limit)?;
        // What each heap's moves leave, each once.
        let mut leaves_of: FxHashMap<usize, Vec<Leaves>> = FxHashMap::default();
        let mut leaves = |h: usize| -> Vec<Leaves> {
            leaves_of
                .entry(h)
                .or_insert_with(|| {
                    let mut out: Vec<Leaves> = Vec::new();
                    code.for_each_option(h, |heaps| {
                        let mut l = (0, 0);
                        for &g in heaps {
                            if mates[g] {
                                l.1 += 1;
                            } else {
                                l.0 = q.mul(l.0, phi[g]);
                            }
                        }
                        if !out.contains(&l) {
                            out.push(l);
                        }
                    });
                    out
                })
                .clone()
        };
        // For each element of `sub`, each distinct heap of the sum standing
        // for it, with the element of the rest of that sum and its moves.
        let moves_of: Vec<Vec<(u32, Vec<Leaves>)>> = sub
            .iter()
            .map(|&x| {
                let mut whole = Vec::new();
                let mut at = x as usize;
                while at != 0 {
                    let (from, heap) = parent[at];
                    whole.push(heap);
                    at = from as usize;
                }
                let mut distinct = whole.clone();
                distinct.sort_unstable();
                distinct.dedup();
                distinct
                    .iter()
                    .map(|&h| {
                        let i = whole.iter().position(|&w| w == h).expect("a heap of it");
                        let rest = whole
                            .iter()
                            .enumerate()
                            .filter(|&(j, _)| j != i)
                            .fold(0, |z, (_, &w)| q.mul(z, phi[w]));
                        (rest, leaves(h))
                    })
                    .collect()
            })
            .collect();
        let apart_moves = leaves(apart);
        // A counting sort of the states within the bound by their counters.
        let weight = |s: usize| cost[sub[s % layer] as usize] + s / layer * apart;
        let mut start = vec![0usize; bound + 2];
        for s in 0..states {
            let w = weight(s);
            if w <= bound {
                start[w + 1] += 1;
            }
        }
        for w in 0..=bound {
            start[w + 1] += start[w];
        }
        let mut order = vec![0usize; start[bound + 1]];
        for s in 0..states {
            let w = weight(s);
            if w <= bound {
                order[start[w]] = s;
                start[w] += 1;
            }
        }
        let mut p = vec![false; states];
        let state = |y: u32, k: usize| place[y as usize] as usize + k * layer;
        for (done, s) in order.into_iter().enumerate() {
            if done % 4096 == 4095 && super::passed(deadline) {
                return None;
            }
            let x = sub[s % layer];
            let k = s / layer;
            // A move in a copy of the heap set apart.
            let mut to_p = k > 0
                && apart_moves
                    .iter()
                    .any(|&(o, j)| p[state(q.mul(x, o), k - 1 + j as usize)]);
            // A move in a heap of the sum standing for `x`.
            if !to_p {
                to_p = moves_of[s % layer].iter().any(|(rest, moves)| {
                    moves
                        .iter()
                        .any(|&(o, j)| p[state(q.mul(*rest, o), k + j as usize)])
                });
            }
            // The empty sum has no move: a win for the player to move.
            p[s] = !(to_p || s == 0);
        }
        p.truncate(layer * copies);
        Some(Growth {
            q,
            phi,
            mates,
            sub,
            place,
            p,
            copies,
        })
    }

    /// The least `(index, period)` with which the powers of the heap set
    /// apart repeat on every decided state, if any does within half the
    /// copies.
    pub(crate) fn cycle(&self) -> Option<(u32, u32)> {
        let layer = self.sub.len();
        let column = |k: usize| &self.p[k * layer..(k + 1) * layer];
        for span in 1..=self.copies / 2 {
            for period in 1..=span {
                let index = span - period;
                if (index..self.copies - period).all(|k| column(k) == column(k + period)) {
                    return Some((index as u32, period as u32));
                }
            }
        }
        None
    }

    /// The trial quotient of heaps `0..phi.len()` with the powers of the
    /// heap set apart repeating with `(index, period)`, and Φ, unchecked
    /// ([`candidate`]).
    pub(crate) fn candidate(
        &self,
        cycle: (u32, u32),
        deadline: Option<Instant>,
    ) -> Result<(Monoid, Vec<u32>), Outcome> {
        let layer = self.sub.len();
        let states = layer * (cycle.0 + cycle.1) as usize;
        // The other heaps act on the element.
        let mut elements: Vec<u32> = Vec::new();
        for (h, &x) in self.phi.iter().enumerate() {
            if x != 0 && !self.mates[h] && !elements.contains(&x) {
                elements.push(x);
            }
        }
        let mut actions: Vec<Vec<u32>> = elements
            .iter()
            .map(|&g| {
                (0..states)
                    .map(|s| {
                        let y = self.q.mul(self.sub[s % layer], g);
                        (s - s % layer + self.place[y as usize] as usize) as u32
                    })
                    .collect()
            })
            .collect();
        // The heap set apart adds a copy, folded into its cycle.
        actions.push(
            (0..states)
                .map(|s| {
                    let k = fold_into(cycle, (s / layer) as u32 + 1) as usize;
                    (s % layer + k * layer) as u32
                })
                .collect(),
        );
        let state_of: Vec<usize> = self
            .phi
            .iter()
            .enumerate()
            .map(|(h, &x)| match self.mates[h] {
                true => fold_into(cycle, 1) as usize * layer,
                false => self.place[x as usize] as usize,
            })
            .collect();
        candidate(&actions, &self.p[..states], &state_of, deadline)
    }
}

/// For every element, the fewest counters of a sum of heaps `1..phi.len()`
/// that pass `allowed` making it (`usize::MAX` for none), and the element
/// and heap it was reached from.
fn cheapest_sums(
    q: &Monoid,
    phi: &[u32],
    allowed: &dyn Fn(usize) -> bool,
) -> (Vec<usize>, Vec<(u32, usize)>) {
    let mut cost = vec![usize::MAX; q.len()];
    let mut parent = vec![(0u32, 0usize); q.len()];
    let mut queue = BinaryHeap::new();
    cost[0] = 0;
    queue.push(Reverse((0usize, 0u32)));
    while let Some(Reverse((c, x))) = queue.pop() {
        if c > cost[x as usize] {
            continue;
        }
        for (h, &f) in phi.iter().enumerate().skip(1) {
            if !allowed(h) {
                continue;
            }
            let y = q.mul(x, f) as usize;
            if c + h < cost[y] {
                cost[y] = c + h;
                parent[y] = (x, h);
                queue.push(Reverse((c + h, y as u32)));
            }
        }
    }
    (cost, parent)
}

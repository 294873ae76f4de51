//! A heap that is a new element, first tried the cheap way: the old
//! quotient grown by the new generator's powers, on the guess that the old
//! classes do not split, except those of a few *promoted* heaps, which
//! stand for themselves with powers repeating as guessed.
//!
//! Under that guess the outcome of a sum depends only on the element `x`
//! (in the old quotient) of its heaps that are not promoted, on how many of
//! each promoted heap it has (folded into their cycles) and on how many
//! copies `k` of the new heap, so every such state is decided from one sum
//! standing for it: the one with fewest counters. Every move leaves fewer
//! counters, and so does the sum standing for the state it reaches, so the
//! states are decided in the order of their counters, with no loop and no
//! box of exponent vectors: the old elements times the promoted heaps'
//! cycles times `K`, where the box has the product of every generator's
//! cycle. The new heap's copies are never folded while deciding (no move
//! adds one), so its cycle is read from the outcomes. Moore's refinement
//! of the states is the trial quotient, and [`super::verify`] accepts or
//! refutes it, as every trial.

use super::extend::{fold_into, reduce, Outcome};
use super::monoid::Monoid;
use crate::octal::TakeAndBreak;
use rustc_hash::FxHashMap;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::time::Instant;

/// The most copies of the new heap whose states are decided: the longest
/// cycle tried for its powers, index and period together, is half of it.
const COPIES: usize = 24;

/// A move's result: the element of the heaps it leaves that are not
/// promoted, and how many of each promoted heap it leaves.
type Leaves = (u32, Vec<u32>);

/// The states `(x, promoted heaps' counts, k)` of the old quotient `q` of
/// heaps `0..n` (Φ in `phi`), grown by heap `n`, each decided.
pub(crate) struct Growth<'a> {
    q: &'a Monoid,
    phi: &'a [u32],
    /// The promoted heaps and the `(index, period)` of each one's powers.
    promoted: Vec<(usize, (u32, u32))>,
    /// The old elements made by heaps that are not promoted.
    sub: Vec<u32>,
    /// Each old element's place in `sub` (`u32::MAX` if not there).
    place: Vec<u32>,
    /// The step between two counts of each promoted heap in a state's
    /// number (the place in `sub` comes first).
    stride: Vec<usize>,
    /// States with no copy of the new heap: `sub.len()` times the product
    /// of the promoted heaps' cycles.
    layer: usize,
    /// Whether each state is a P-position, copies of the new heap outermost.
    p: Vec<bool>,
}

impl<'a> Growth<'a> {
    /// Decides every state with fewer than `COPIES` copies of the new heap,
    /// or `None` past `state_limit` states or past `deadline`.
    pub(crate) fn new(
        q: &'a Monoid,
        phi: &'a [u32],
        code: &TakeAndBreak,
        promoted: &[(usize, (u32, u32))],
        state_limit: usize,
        deadline: Option<Instant>,
    ) -> Option<Growth<'a>> {
        let n = phi.len();
        let slot: FxHashMap<usize, usize> = promoted
            .iter()
            .enumerate()
            .map(|(j, &(h, _))| (h, j))
            .collect();
        let plain = |h: usize| phi[h] != 0 && !slot.contains_key(&h);
        let (cost, parent) = cheapest_sums(q, phi, &plain);
        let sub: Vec<u32> = (0..q.len() as u32)
            .filter(|&x| cost[x as usize] != usize::MAX)
            .collect();
        let mut place = vec![u32::MAX; q.len()];
        for (i, &x) in sub.iter().enumerate() {
            place[x as usize] = i as u32;
        }
        let radix: Vec<usize> = promoted
            .iter()
            .map(|&(_, (i, p))| (i + p) as usize)
            .collect();
        let layer = radix.iter().try_fold(sub.len(), |s, &r| s.checked_mul(r))?;
        let states = layer.checked_mul(COPIES).filter(|&s| s <= state_limit)?;
        let fold = |j: usize, e: u32| fold_into(promoted[j].1, e);
        // What each heap's moves leave, each once.
        let mut leaves_of: FxHashMap<usize, Vec<Leaves>> = FxHashMap::default();
        let mut leaves = |h: usize| -> Vec<Leaves> {
            leaves_of
                .entry(h)
                .or_insert_with(|| {
                    let mut out: Vec<Leaves> = Vec::new();
                    code.for_each_option(h, |heaps| {
                        let mut counts = vec![0u32; promoted.len()];
                        let mut x = 0;
                        for &g in heaps {
                            match slot.get(&g) {
                                Some(&j) => counts[j] += 1,
                                None => x = q.mul(x, phi[g]),
                            }
                        }
                        let l = (x, counts);
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
        let promoted_moves: Vec<Vec<Leaves>> = promoted.iter().map(|&(h, _)| leaves(h)).collect();
        let new_moves = leaves(n);
        // A state: place in `sub`, then each promoted heap's count, then k.
        let mut stride = vec![sub.len(); radix.len()];
        for j in 1..radix.len() {
            stride[j] = stride[j - 1] * radix[j - 1];
        }
        let counts_of = |s: usize, counts: &mut [u32]| {
            for (j, c) in counts.iter_mut().enumerate() {
                *c = (s / stride[j] % radix[j]) as u32;
            }
        };
        let counters = |s: usize| {
            let mut c = cost[sub[s % sub.len()] as usize] + s / layer * n;
            for (j, &(h, _)) in promoted.iter().enumerate() {
                c += (s / stride[j] % radix[j]) * h;
            }
            c
        };
        // A counting sort of the states by their counters.
        let weight: Vec<usize> = (0..states).map(counters).collect();
        let heaviest = weight.iter().copied().max().unwrap_or(0);
        let mut start = vec![0usize; heaviest + 2];
        for &w in &weight {
            start[w + 1] += 1;
        }
        for w in 0..=heaviest {
            start[w + 1] += start[w];
        }
        let mut order = vec![0usize; states];
        for (s, &w) in weight.iter().enumerate() {
            order[start[w]] = s;
            start[w] += 1;
        }
        drop(weight);
        let mut p = vec![false; states];
        let mut counts = vec![0u32; promoted.len()];
        let mut after = vec![0u32; promoted.len()];
        for (done, s) in order.into_iter().enumerate() {
            if done % 4096 == 4095 && super::passed(deadline) {
                return None;
            }
            let x = sub[s % sub.len()];
            let k = s / layer;
            counts_of(s, &mut counts);
            // The state reached: old element `y`, counts `after`, copies `k`.
            let state = |y: u32, after: &[u32], k: usize| -> usize {
                let mut t = place[y as usize] as usize + k * layer;
                for (j, &c) in after.iter().enumerate() {
                    t += fold(j, c) as usize * stride[j];
                }
                t
            };
            let mut to_p = false;
            // A move in a copy of the new heap.
            if k > 0 {
                to_p = new_moves.iter().any(|(o, add)| {
                    for j in 0..after.len() {
                        after[j] = counts[j] + add[j];
                    }
                    p[state(q.mul(x, *o), &after, k - 1)]
                });
            }
            // A move in a promoted heap.
            for j in 0..promoted.len() {
                if to_p || counts[j] == 0 {
                    continue;
                }
                to_p = promoted_moves[j].iter().any(|(o, add)| {
                    for i in 0..after.len() {
                        after[i] = counts[i] + add[i] - (i == j) as u32;
                    }
                    p[state(q.mul(x, *o), &after, k)]
                });
            }
            // A move in a heap of the sum standing for `x`.
            if !to_p {
                to_p = moves_of[s % sub.len()].iter().any(|(rest, moves)| {
                    moves.iter().any(|(o, add)| {
                        for i in 0..after.len() {
                            after[i] = counts[i] + add[i];
                        }
                        p[state(q.mul(*rest, *o), &after, k)]
                    })
                });
            }
            // The empty sum has no move: a win for the player to move.
            p[s] = !(to_p || s == 0);
        }
        Some(Growth {
            q,
            phi,
            promoted: promoted.to_vec(),
            sub,
            place,
            stride,
            layer,
            p,
        })
    }

    /// The least `(index, period)` with which the new heap's powers repeat
    /// on every decided state, if any does within half the copies.
    pub(crate) fn cycle(&self) -> Option<(u32, u32)> {
        let column = |k: usize| &self.p[k * self.layer..(k + 1) * self.layer];
        for span in 1..=COPIES / 2 {
            for period in 1..=span {
                let index = span - period;
                if (index..COPIES - period).all(|k| column(k) == column(k + period)) {
                    return Some((index as u32, period as u32));
                }
            }
        }
        None
    }

    /// The trial quotient with the new heap's powers repeating with
    /// `(index, period)`, checked.
    pub(crate) fn trial(
        &self,
        code: &TakeAndBreak,
        cycle: (u32, u32),
        pairs: usize,
        deadline: Option<Instant>,
    ) -> Outcome {
        let size = self.sub.len();
        let layer = self.layer;
        let states = layer * (cycle.0 + cycle.1) as usize;
        // Heaps that are not promoted act on the old element.
        let mut elements: Vec<u32> = Vec::new();
        for (h, &x) in self.phi.iter().enumerate() {
            if x != 0 && !self.promoted.iter().any(|&(g, _)| g == h) && !elements.contains(&x) {
                elements.push(x);
            }
        }
        let mut actions: Vec<Vec<u32>> = elements
            .iter()
            .map(|&g| {
                (0..states)
                    .map(|s| {
                        let y = self.q.mul(self.sub[s % size], g);
                        (s - s % size + self.place[y as usize] as usize) as u32
                    })
                    .collect()
            })
            .collect();
        // A promoted heap adds one to its count, folded into its cycle.
        for (&(_, promoted), &stride) in self.promoted.iter().zip(&self.stride) {
            let radix = (promoted.0 + promoted.1) as usize;
            actions.push(
                (0..states)
                    .map(|s| {
                        let c = s / stride % radix;
                        let up = fold_into(promoted, c as u32 + 1) as usize;
                        (s - c * stride + up * stride) as u32
                    })
                    .collect(),
            );
        }
        actions.push(
            (0..states)
                .map(|s| {
                    let k = fold_into(cycle, (s / layer) as u32 + 1) as usize;
                    (s % layer + k * layer) as u32
                })
                .collect(),
        );
        let p = self.p[..states].to_vec();
        // A heap's state: a promoted heap is one of itself, another its old
        // element; the new heap is one copy.
        let mut state_of: Vec<usize> = self
            .phi
            .iter()
            .enumerate()
            .map(
                |(h, &x)| match self.promoted.iter().position(|&(g, _)| g == h) {
                    Some(j) => fold_into(self.promoted[j].1, 1) as usize * self.stride[j],
                    None => self.place[x as usize] as usize,
                },
            )
            .collect();
        state_of.push(fold_into(cycle, 1) as usize * layer);
        reduce(&actions, &p, &state_of, code, pairs, deadline)
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

//! The common classes, one per parity group of splitting moves, and how they
//! are chosen: greedily, or by the Walsh–Hadamard transform of the histogram.

use super::{extended, Sparse, EXT_SIZE, MAX_VALUE};

/// How the classes were last chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Classes {
    /// Not chosen yet, or no splitting moves: every value computed directly.
    #[default]
    Direct,
    /// Greedy from the most frequent value down.
    Greedy,
    /// `parity(extended value AND mask)`, completed greedily.
    Mask(u32),
}

/// The common class of one parity group of splitting moves.
#[derive(Clone)]
pub(super) struct Group {
    /// The group's parity `d` (of the removed count); a split's options are
    /// extended values `c1 xor c2 xor d`.
    pub(super) d: usize,
    /// Whether the game has splitting moves of this parity.
    pub(super) active: bool,
    /// Extended values in the common class.
    pub(super) in_c: Vec<bool>,
    /// Members of `in_c`, in the order they joined.
    pub(super) members: Vec<u32>,
    /// What two common heaps can give, `c1 xor c2 xor d` for common `c1`,
    /// `c2`, by heap parity and value, a byte each: extended value `e` is
    /// producible if `by_value[e mod 2][e / 2]` is set (see
    /// [`Group::producible`]); laid out so that the scans take `MARKS_AT_ONCE` values at once.
    pub(super) by_value: [Vec<u8>; 2],
    /// `by_value` for values below 64, as bits per heap parity: bit `v` of
    /// `small[p]` is `by_value[p][v]`.
    pub(super) small: [u64; 2],
    /// Every extended value producible is below this.
    pub(super) producible_end: usize,
    /// Rare heaps (extended value not common), ascending, with their values.
    pub(super) rare_heaps: Vec<usize>,
    pub(super) rare_values: Vec<u16>,
    /// Per removal of the group, how many rare heaps lie below the heap
    /// it leaves to split (which only grows, so it is counted on, not
    /// searched for).
    pub(super) below: Vec<usize>,
}

impl Group {
    pub(super) fn new(d: usize, active: bool) -> Group {
        Group {
            d,
            active,
            in_c: vec![false; EXT_SIZE],
            members: Vec::new(),
            by_value: [0, 1].map(|_| vec![0; MAX_VALUE + 1]),
            small: [0; 2],
            producible_end: 0,
            rare_heaps: Vec::new(),
            rare_values: Vec::new(),
            below: Vec::new(),
        }
    }

    /// Whether two common heaps can give extended value `e`.
    #[inline]
    pub(super) fn producible(&self, e: usize) -> bool {
        self.by_value[e & 1][e >> 1] != 0
    }

    /// How many rare heaps are below `rest`, for the group's `i`-th removal.
    #[inline]
    pub(super) fn rare_below(&mut self, i: usize, rest: usize) -> usize {
        // Far in, every rare heap is below most often.
        if self.rare_heaps.last().is_none_or(|&r| r < rest) {
            return self.rare_heaps.len();
        }
        if self.below.len() <= i {
            self.below.resize(i + 1, 0);
        }
        let heaps = &self.rare_heaps;
        let mut c = self.below[i].min(heaps.len());
        while c > 0 && heaps[c - 1] >= rest {
            c -= 1;
        }
        while c < heaps.len() && heaps[c] < rest {
            c += 1;
        }
        self.below[i] = c;
        c
    }

    pub(super) fn clear(&mut self) {
        for &c in &self.members {
            self.in_c[c as usize] = false;
        }
        self.members.clear();
        for by_value in &mut self.by_value {
            by_value[..self.producible_end / 2 + 1].fill(0);
        }
        self.producible_end = 0;
        self.small = [0; 2];
        self.rare_heaps.clear();
        self.rare_values.clear();
    }

    /// Puts `x` in the common class if it stays closed to common pairs.
    pub(super) fn try_add(&mut self, x: usize) -> bool {
        if self.in_c[x] {
            return true;
        }
        if x == self.d || self.producible(x) {
            return false;
        }
        let d = self.d;
        if self.members.iter().any(|&c| self.in_c[x ^ c as usize ^ d]) {
            return false;
        }
        self.in_c[x] = true;
        self.members.push(x as u32);
        for &c in &self.members {
            let p = x ^ c as usize ^ d;
            self.by_value[p & 1][p >> 1] = 1;
            self.producible_end = self.producible_end.max(p + 1);
            if p < 128 {
                self.small[p & 1] |= 1 << (p >> 1);
            }
        }
        true
    }
}

/// Values are computed directly up to here, before the first choice of classes.
const FIRST_REVIEW: usize = 64;

/// Every this many heaps the engine looks whether the rare heaps have grown
/// enough to choose the classes again; the heaps between need no look.
const REVIEW_EVERY: usize = 1024;

/// Whether the classes may be chosen again at heap `n` (see
/// [`Sparse::review_due`]): only at powers of two and every
/// [`REVIEW_EVERY`] heaps, so that a loop may pass over the others.
#[inline]
pub(super) fn may_review(n: usize) -> bool {
    n.is_multiple_of(REVIEW_EVERY) || n.is_power_of_two()
}

impl Sparse {
    // Asked at every heap, inside the kernels' instruction set: inlined
    // there, or it is a call to baseline code per heap (0.16's proof,
    // profiled: 3.1 % of the samples so, 2.2 % in the native build).
    #[inline(always)]
    pub(super) fn review(&mut self, n: usize) {
        if n >= FIRST_REVIEW && self.reviewed != n && self.review_due(n) {
            self.reviewed = n;
            self.rebuild();
        }
    }

    fn rare_count(&self) -> usize {
        self.groups
            .iter()
            .map(|g| g.rare_heaps.len())
            .max()
            .unwrap_or(0)
    }

    /// Classes are chosen again at powers of two, and when the rare heaps
    /// have grown by half since the last choice (looked at every
    /// [`REVIEW_EVERY`] heaps).
    #[inline(always)]
    fn review_due(&self, n: usize) -> bool {
        // The cheap test first: this is asked at every heap.
        if !may_review(n) {
            return false;
        }
        if self.groups.iter().all(|g| !g.active) || self.direct_only {
            return false;
        }
        n.is_power_of_two()
            || (!self.direct
                && self.rare_count() > self.rare_at_rebuild + self.rare_at_rebuild / 2 + 64)
    }

    /// Chooses the common classes from the histogram so far and lists the
    /// rare heaps again; switches to the direct method where no class is
    /// sparse enough to pay.
    fn rebuild(&mut self) {
        // Every value is looked at again: in the kernels' instruction set
        // (0.16's proof, ten runs profiled: 578 samples in baseline code,
        // 386 with AVX-512 as the native build has it).
        let isa = self.isa;
        isa.run(
            #[inline(always)]
            || self.rebuild_classes(),
        )
    }

    #[inline(always)]
    fn rebuild_classes(&mut self) {
        self.stats.rebuilds += 1;
        let n = self.values.len();
        // Extended values are below twice the width.
        let mut order: Vec<usize> = (0..(2 * self.width).min(EXT_SIZE))
            .filter(|&e| self.ext_counts[e] > 0)
            .collect();
        order.sort_by(|&a, &b| self.ext_counts[b].cmp(&self.ext_counts[a]).then(a.cmp(&b)));
        let mut kinds = [Classes::Direct; 2];
        for (d, kind) in kinds.iter_mut().enumerate() {
            if !self.groups[d].active {
                continue;
            }
            let greedy = self.choose(d, &order, None);
            let mask = best_mask(&self.ext_counts, d);
            let masked = mask.map(|m| self.choose(d, &order, Some(m)));
            *kind = match (mask, masked) {
                (Some(m), Some(covered)) if covered > greedy => Classes::Mask(m),
                _ => {
                    self.choose(d, &order, None);
                    Classes::Greedy
                }
            };
            let group = &mut self.groups[d];
            for (p, &v) in self.values.iter().enumerate().skip(1) {
                if !group.in_c[extended(v as usize, p)] {
                    group.rare_heaps.push(p);
                    group.rare_values.push(v);
                }
            }
        }
        self.classes = if kinds[0] != Classes::Direct {
            kinds[0]
        } else {
            kinds[1]
        };
        // A rare heap costs one option per value (on all threads), a rare
        // value a search of up to n/2 pairs (vectorised): past half of the
        // heaps rare, the direct method's n/2 options per value are cheaper.
        let rare = self.rare_count();
        self.direct = 2 * rare > n;
        if self.direct {
            self.classes = Classes::Direct;
        }
        self.rare_at_rebuild = rare;
    }

    /// Fills group `d` with a common class, from `mask` if given and
    /// greedily after, and returns how many heaps it covers.
    fn choose(&mut self, d: usize, order: &[usize], mask: Option<u32>) -> u64 {
        let group = &mut self.groups[d];
        group.clear();
        if let Some(m) = mask {
            let want = mask_parity(m, d);
            for &e in order {
                if parity(e as u32 & m) == want {
                    group.try_add(e);
                }
            }
        }
        for &e in order {
            group.try_add(e);
        }
        group
            .members
            .iter()
            .map(|&c| self.ext_counts[c as usize])
            .sum()
    }
}

pub(super) fn parity(x: u32) -> u32 {
    x.count_ones() & 1
}

/// The parity a common extended value has under `mask` in group `d`: the
/// xor of two common values with `d` must have the other parity.
fn mask_parity(mask: u32, d: usize) -> u32 {
    1 ^ (d as u32 & mask & 1)
}

/// The mask whose `parity(e AND mask)` split puts the most heaps in the
/// common class, by the Walsh–Hadamard transform of the histogram.
fn best_mask(counts: &[u64], d: usize) -> Option<u32> {
    let top = counts.iter().rposition(|&c| c > 0)?;
    let size = (top + 1).next_power_of_two().max(2);
    let mut h: Vec<i64> = counts[..size].iter().map(|&c| c as i64).collect();
    let mut len = 1;
    while len < size {
        for start in (0..size).step_by(2 * len) {
            for i in start..start + len {
                let (a, b) = (h[i], h[i + len]);
                h[i] = a + b;
                h[i + len] = a - b;
            }
        }
        len *= 2;
    }
    // h[m] = (#even parity) − (#odd parity) under mask m.
    (1..size)
        .map(|m| {
            let score = if mask_parity(m as u32, d) == 1 {
                -h[m]
            } else {
                h[m]
            };
            (score, m as u32)
        })
        .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)))
        .map(|(_, m)| m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_split_by_parity() {
        // Values 2, 3 common (odd parity under mask 0b100 on extended values).
        let mut counts = vec![0u64; 16];
        counts[4] = 10;
        counts[5] = 10;
        counts[6] = 10;
        counts[7] = 10;
        counts[0] = 1;
        assert_eq!(best_mask(&counts, 0), Some(4));
    }
}

//! The pairs of heaps a split leaves: marked, searched, and walked in order.

use super::backwards::Back;
use super::classes::Group;
use super::lookup::{self, Targets};
use super::marks::Marks;
use super::rules::SparseRules;
use crate::isa::Isa;
use std::ops::Range;

/// Pairs of a split read at once by the loops over pairs ([`mark_pairs`],
/// [`search`], `mark_small`): 32 values of 16 bits on each side, one
/// 512-bit vector or two of 256.
pub(super) const PAIRS_AT_ONCE: usize = 32;

/// Pairs marked in order before a rare candidate is searched for alone.
pub(super) const MARKED_PAIRS: usize = 16384;

/// Pairs marked before a value is looked for alone when few are left.
pub(super) const FEW_MARKED_PAIRS: usize = 256;

/// Marks `G(a) xor G(rest − a)` for `from <= a <= hi`.
#[inline(always)]
pub(super) fn mark_pairs(
    isa: Isa,
    seen: &mut Marks,
    g: &[u16],
    back: Back<'_>,
    rest: usize,
    from: usize,
    hi: usize,
) {
    isa.run(
        #[inline(always)]
        || {
            if hi < from {
                return;
            }
            let (tail, _) = pair_blocks(
                g,
                back,
                rest,
                from,
                hi,
                usize::MAX,
                #[inline(always)]
                |low, high| {
                    for q in (0..PAIRS_AT_ONCE).step_by(4) {
                        let x = quad(low, q) ^ quad(high, q);
                        seen.set(x as u16);
                        seen.set((x >> 16) as u16);
                        seen.set((x >> 32) as u16);
                        seen.set((x >> 48) as u16);
                    }
                    false
                },
            );
            for a in tail..=hi {
                seen.set(g[a] ^ g[rest - a]);
            }
        },
    )
}

/// Calls `block(low, high)` for the pairs `(a, rest − a)` from `a = from`
/// on, [`PAIRS_AT_ONCE`] at a time, with `low[i] = G(a + i)` and `high[i] =
/// G(rest − a − i)` (read forwards from the backwards copy, so the loops
/// over them are vector instructions), while a whole block ends by `hi`
/// and starts before `before`; stops after a block for which it returns
/// true. Returns the first pair not in a block, and whether `block`
/// stopped them. The skeleton of [`mark_pairs`], [`search`] and
/// `mark_small`.
#[inline(always)]
pub(super) fn pair_blocks(
    g: &[u16],
    back: Back<'_>,
    rest: usize,
    from: usize,
    hi: usize,
    before: usize,
    mut block: impl FnMut(&[u16; PAIRS_AT_ONCE], &[u16; PAIRS_AT_ONCE]) -> bool,
) -> (usize, bool) {
    let mut a = from;
    while a + PAIRS_AT_ONCE <= hi + 1 && a < before {
        let low: &[u16; PAIRS_AT_ONCE] = g[a..a + PAIRS_AT_ONCE]
            .try_into()
            .expect("a block of values");
        let high: &[u16; PAIRS_AT_ONCE] = back
            .down_from(rest - a, PAIRS_AT_ONCE)
            .try_into()
            .expect("a block of values");
        a += PAIRS_AT_ONCE;
        if block(low, high) {
            return (a, true);
        }
    }
    (a, false)
}

/// Whether some pair `(a, rest − a)` with `from <= a <= hi` has values
/// xoring to `target`.
#[inline(always)]
pub(super) fn search(
    isa: Isa,
    g: &[u16],
    back: Back<'_>,
    rest: usize,
    from: usize,
    hi: usize,
    target: u16,
) -> bool {
    isa.run(
        #[inline(always)]
        || {
            if from > hi {
                return false;
            }
            let (tail, found) = pair_blocks(
                g,
                back,
                rest,
                from,
                hi,
                usize::MAX,
                #[inline(always)]
                |low, high| {
                    let mut any = false;
                    for i in 0..PAIRS_AT_ONCE {
                        any |= low[i] ^ high[i] == target;
                    }
                    any
                },
            );
            found || (tail..=hi).any(|a| g[a] ^ g[rest - a] == target)
        },
    )
}

/// The four values from `at` on as one word, the first in the low bits.
#[inline(always)]
pub(super) fn quad(values: &[u16], at: usize) -> u64 {
    let q: &[u16; 4] = values[at..at + 4].try_into().expect("four values");
    u64::from(q[0]) | u64::from(q[1]) << 16 | u64::from(q[2]) << 32 | u64::from(q[3]) << 48
}

/// Marks the options `G(r) xor G(rest − r)` for the rare heaps `r < rest`
/// (all of `heaps`): the engine's innermost loop. Its skeleton is shared
/// with [`rare_bits`] ([`splitting`], the partners), not its loop: one
/// store per option here, options or-ed into lanes of bits there.
///
/// [`rare_bits`]: super::small::rare_bits
// Never inlined: inside `step_inner` the loop ran short of registers and
// read the marks' address from the stack at every pair (0.007 to 2^17 on
// one thread: 4.1 s of processor time rather than 2.7 s).
#[inline(never)]
pub(super) fn mark_rare_pairs(
    isa: Isa,
    seen: &mut Marks,
    back: Back<'_>,
    heaps: &[usize],
    values: &[u16],
    rest: usize,
    unequal: bool,
) {
    isa.run(
        #[inline(always)]
        || {
            for part in splitting(heaps, rest, unequal) {
                let (heaps, values) = (&heaps[part.clone()], &values[part]);
                let Some(&top) = heaps.last() else {
                    continue;
                };
                // G(rest − r) is `partners[r − 1]` (rare heaps are at least 1; read
                // from G(rest − 1) down, since with no counter removed G(rest) is
                // the heap being computed, which the backwards copy may not have
                // room for yet); every heap is at most `top` (they are ascending),
                // which the `min` tells the compiler: no bounds checks.
                let partners = back.down_from(rest - 1, top);
                for (&r, &v) in heaps.iter().zip(values) {
                    seen.set(v ^ partners[(r - 1).min(top - 1)]);
                }
            }
        },
    )
}

/// The rare heaps `heaps` (ascending, all below `rest`) that split `rest`
/// into two heaps, as two ranges of indices: all of them, or in Grundy's
/// game (`unequal`) all but `rest / 2`.
#[inline(always)]
pub(super) fn splitting(heaps: &[usize], rest: usize, unequal: bool) -> [Range<usize>; 2] {
    let len = heaps.len();
    if unequal && rest.is_multiple_of(2) {
        let half = heaps.partition_point(|&r| 2 * r < rest);
        let tail = half + usize::from(heaps.get(half) == Some(&(rest / 2)));
        [0..half, tail..len]
    } else {
        [0..len, len..len]
    }
}

/// The pairs `(a, rest − a)` of the splits of heap `n`, by removal, less
/// those with `skip.0 <= a < skip.0 + skip.1` (marked ahead).
pub(super) struct Pairs<'a> {
    pub(super) g: &'a [u16],
    pub(super) back: Back<'a>,
    pub(super) rules: &'a SparseRules,
    pub(super) groups: &'a [Group; 2],
    pub(super) n: usize,
    pub(super) skip: (usize, usize),
    pub(super) isa: Isa,
}

impl<'a> Pairs<'a> {
    /// What two common heaps can give, per group, for a heap of this
    /// parity (bytes by value, as [`Group::producible`] reads them).
    #[inline]
    pub(super) fn producible(&self) -> [&'a [u8]; 2] {
        self.groups.each_ref().map(|g| &g.by_value[self.n & 1][..])
    }

    /// Calls `each(rest, range)` for the ranges of smaller heaps `a` of
    /// each split, those of `from <= a <= to`; stops when it returns true.
    /// Whether any split has pairs past `to`.
    pub(super) fn each(
        &self,
        from: usize,
        to: usize,
        mut each: impl FnMut(usize, Range<usize>) -> bool,
    ) -> bool {
        let (skip_from, skip_to) = (self.skip.0.max(1), self.skip.0 + self.skip.1);
        let mut more = false;
        for (d, splits) in self.rules.split.iter().enumerate() {
            if !self.groups[d].active {
                continue;
            }
            for &k in splits {
                if self.n < k + 2 {
                    break;
                }
                let rest = self.n - k;
                let hi = self.rules.largest_half(rest);
                more |= hi > to;
                let hi = hi.min(to);
                let ranges = if self.skip.1 == 0 {
                    [from..hi + 1, 0..0]
                } else {
                    [from..hi.min(skip_from - 1) + 1, skip_to.max(from)..hi + 1]
                };
                for range in ranges.into_iter().filter(|r| !r.is_empty()) {
                    if each(rest, range) {
                        return more;
                    }
                }
            }
        }
        more
    }

    /// The pairs marked ahead, `(first smaller heap, count)`; `None` where
    /// there are none to pass over.
    pub(super) fn skipped(&self) -> Option<(usize, usize)> {
        Some(self.skip).filter(|&(_, extra)| extra > 0)
    }

    /// Marks the options of the pairs with `from <= a <= to`; whether any
    /// split has pairs past `to`.
    #[inline]
    pub(super) fn mark(&self, seen: &mut Marks, from: usize, to: usize) -> bool {
        self.each(from, to, |rest, range| {
            mark_pairs(
                self.isa,
                seen,
                self.g,
                self.back,
                rest,
                range.start,
                range.end - 1,
            );
            false
        })
    }

    /// Looks for the candidates of `targets` among the pairs from `a =
    /// from` on, all at once, removing each one a pair gives; stops when
    /// none are left.
    pub(super) fn find_together(&self, from: usize, targets: &mut Targets) {
        self.each(from, usize::MAX, |rest, range| {
            let low = &self.g[range.clone()];
            let high = self.back.down_from(rest - range.start, range.len());
            lookup::find(self.isa, low, high, targets)
        });
    }
}

/// Where the search through the pairs of one parity group has got to: every
/// pair before it has been marked in `seen`.
#[derive(Clone, Copy, Default)]
pub(super) struct Cursor {
    /// Index into the group's removals.
    pub(super) removal: usize,
    /// The smaller heap of the next pair (0: not started).
    pub(super) heap: usize,
    /// Pairs marked before a value is looked for alone.
    pub(super) budget: usize,
}

impl Cursor {
    /// Whether some split of heap `pairs.n` by the removals of group `d`
    /// leaves two heaps whose values xor to `target`. Pairs are marked in
    /// order from where the last search stopped, so each pair is looked at
    /// once however many candidates it takes to find the value.
    #[inline]
    pub(super) fn find(
        &mut self,
        pairs: &Pairs,
        d: usize,
        target: usize,
        seen: &mut Marks,
    ) -> bool {
        if seen.has(target) {
            return true;
        }
        let (g, back, n, rules) = (pairs.g, pairs.back, pairs.n, pairs.rules);
        let splits = &rules.split[d];
        let ahead = pairs.skipped();
        while let Some(&k) = splits.get(self.removal) {
            if n < k + 2 {
                break;
            }
            let rest = n - k;
            let hi = rules.largest_half(rest);
            let mut a = self.heap.max(1);
            while a <= hi {
                if let Some((from, extra)) = ahead.filter(|&(from, _)| a == from) {
                    // These pairs were marked with the work done ahead.
                    a = from + extra;
                    continue;
                }
                if a >= self.budget {
                    // Far in, the value is likely not there at all: look
                    // for it alone, faster than marking everything.
                    self.heap = a;
                    return self.search_rest(pairs, d, target as u16);
                }
                // Runs that double: most values turn up among the first
                // few pairs, some only far in.
                let mut stop = (a + a.next_power_of_two().clamp(8, 256) - 1).min(hi);
                if let Some((from, _)) = ahead.filter(|&(from, _)| a < from) {
                    stop = stop.min(from - 1);
                }
                mark_pairs(pairs.isa, seen, g, back, rest, a, stop);
                a = stop + 1;
                if seen.has(target) {
                    self.heap = a;
                    return true;
                }
            }
            self.removal += 1;
            self.heap = 0;
        }
        false
    }

    /// Whether a pair of group `d` from the cursor on has values xoring to
    /// `target`, without marking anything. The pairs marked ahead are
    /// passed over: the target is not among them.
    fn search_rest(&self, pairs: &Pairs, d: usize, target: u16) -> bool {
        let (g, back, n, rules) = (pairs.g, pairs.back, pairs.n, pairs.rules);
        let (skip_from, skip_to) = pairs
            .skipped()
            .map_or((usize::MAX, usize::MAX), |(a, c)| (a, a + c));
        let splits = &rules.split[d];
        splits.iter().enumerate().skip(self.removal).any(|(i, &k)| {
            n >= k + 2 && {
                let from = if i == self.removal {
                    self.heap.max(1)
                } else {
                    1
                };
                let (rest, hi) = (n - k, rules.largest_half(n - k));
                search(
                    pairs.isa,
                    g,
                    back,
                    rest,
                    from,
                    hi.min(skip_from - 1),
                    target,
                ) || search(pairs.isa, g, back, rest, from.max(skip_to), hi, target)
            }
        })
    }
}

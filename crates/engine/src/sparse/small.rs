//! The engine while every value is below 32: the options of a heap are the bits
//! of a word.

use super::backwards::Back;
use super::classes::may_review;
use super::handover::{not_ahead, Ahead};
use super::pairs::{pair_blocks, search, splitting, MARKED_PAIRS, PAIRS_AT_ONCE};
use super::storage::storage_error;
use super::{extended, Sparse, SparseError};
use crate::isa::Isa;

/// While every value is below this, the options of a heap are the bits of a
/// 32-bit word (and the pipeline's work ahead too): vector lanes of 32 bits
/// shift a bit into place in one instruction.
pub(super) const SMALL_WIDTH: usize = u32::BITS as usize;

/// The bit of option `x` in a word of options below [`SMALL_WIDTH`] (the
/// mask keeps the shift in range, with no check).
#[inline(always)]
pub(super) fn small_bit(x: u16) -> u32 {
    1 << (x % SMALL_WIDTH as u16)
}

/// The 32-bit lanes of words of options read at once, by
/// [`Sparse::run_small`] and [`rare_bits`]: eight, one 256-bit vector
/// (sixteen measured slower in `run_small`).
const SMALL_LANES: usize = 8;

/// What [`Sparse::run_small`] reads for each heap `n`: option
/// `values[c] xor G(n − 1 − back[c])` for each `c`.
struct SmallPlan {
    back: Vec<u32>,
    values: Vec<u16>,
    /// The largest distance back, `1 + max(back)`.
    reach: usize,
    /// Per heap parity, the values below 64 that two common heaps can give.
    producible: [u64; 2],
}

impl Sparse {
    /// Whether every value so far is below SMALL_WIDTH.
    pub(super) fn small_values(&self) -> bool {
        self.width <= SMALL_WIDTH
    }

    /// [`Sparse::step`] while every value is below 32: the options as the
    /// bits of one word, kept in a register, so that games with few values
    /// (0.106, 0.16) cost little more than their rare pairs per value.
    #[inline(always)]
    pub(super) fn step_small(
        &mut self,
        isa: Isa,
        n: usize,
        ahead: Option<(&Ahead, usize)>,
    ) -> Result<u16, SparseError> {
        isa.run_with(
            #[inline(always)]
            |isa| {
                let g = &self.values[..];
                let rules = &self.rules;
                let mut seen: u64 = u64::from(rules.take_all.get(n).copied().unwrap_or(false))
                    | ahead.map_or(0, |(a, i)| a.bits[i]);
                for &k in &rules.take {
                    if k >= n {
                        break;
                    }
                    seen |= 1 << g[n - k];
                }
                for (d, splits) in rules.split.iter().enumerate() {
                    for (i, &k) in splits.iter().enumerate() {
                        if n < k + 2 {
                            break;
                        }
                        let rest = n - k;
                        let count = self.groups[d].rare_below(i, rest);
                        let group = &self.groups[d];
                        for range in not_ahead(ahead, d, count) {
                            seen |= rare_bits(
                                self.back.view(),
                                &group.rare_heaps[range.clone()],
                                &group.rare_values[range],
                                rest,
                                rules.unequal,
                            );
                        }
                    }
                }
                let candidate = self.small_candidate(isa, n, seen);
                self.push(candidate as u16)?;
                Ok(candidate as u16)
            },
        )
    }

    /// The value of heap `n` whose options found so far are the bits of
    /// `seen`: their mex, or past it where a rare candidate turns up among
    /// the common pairs.
    #[inline(always)]
    fn small_candidate(&mut self, isa: Isa, n: usize, mut seen: u64) -> usize {
        isa.run_with(
            #[inline(always)]
            |isa| {
                let g = &self.values[..];
                let rules = &self.rules;
                let mut candidate = (!seen).trailing_zeros() as usize;
                // Where the search of each parity group has got to: (removal, heap).
                let mut cursors = [(0usize, 1usize); 2];
                // The candidates that two common heaps can give, per group.
                let producible = self.groups.each_ref().map(|g| g.small[n & 1]);
                'candidates: loop {
                    for group in &self.groups {
                        if producible[group.d] >> candidate & 1 == 0 {
                            continue;
                        }
                        self.stats.searches += 1;
                        let splits = &rules.split[group.d];
                        let (removal, heap) = &mut cursors[group.d];
                        // Whether the rest of the group's pairs were searched alone.
                        let mut searched = false;
                        while let Some(&k) = splits.get(*removal) {
                            if n < k + 2 {
                                break;
                            }
                            let rest = n - k;
                            let hi = rules.largest_half(rest);
                            while *heap <= hi && seen >> candidate & 1 == 0 {
                                if *heap < MARKED_PAIRS {
                                    seen |=
                                        mark_small(g, self.back.view(), rest, heap, hi, candidate);
                                } else {
                                    searched = true;
                                    let found = search(
                                        isa,
                                        g,
                                        self.back.view(),
                                        rest,
                                        *heap,
                                        hi,
                                        candidate as u16,
                                    ) || splits[*removal + 1..].iter().any(|&k| {
                                        n >= k + 2 && {
                                            let rest = n - k;
                                            search(
                                                isa,
                                                g,
                                                self.back.view(),
                                                rest,
                                                1,
                                                rules.largest_half(rest),
                                                candidate as u16,
                                            )
                                        }
                                    });
                                    if found {
                                        seen |= 1 << candidate;
                                    }
                                    break;
                                }
                            }
                            // Marking that ran to the end of this removal's pairs
                            // goes on with the next removal, even when that end is at
                            // MARKED_PAIRS (testing `heap >= MARKED_PAIRS` here once
                            // skipped the other removals when half the heap was
                            // MARKED_PAIRS − 1).
                            if seen >> candidate & 1 != 0 || searched {
                                break;
                            }
                            *removal += 1;
                            *heap = 1;
                        }
                        if seen >> candidate & 1 != 0 {
                            candidate = (!seen).trailing_zeros() as usize;
                            continue 'candidates;
                        }
                    }
                    break;
                }
                candidate
            },
        )
    }

    /// [`Sparse::step_small`] for the heaps `from..end` of a block whose
    /// work done ahead is `ahead` (as bits), in one tight loop: the takes
    /// and the rare heaps of every split are one list of (distance back,
    /// value) read in vector lanes, and a value already common costs a store.
    /// Anything else (a review, new classes, a new rare heap, a value never
    /// seen) goes through [`Sparse::step_inner`]. Returns where it stopped.
    #[inline(always)]
    pub(super) fn run_small(
        &mut self,
        isa: Isa,
        from: usize,
        end: usize,
        ahead: &Ahead,
        block_start: usize,
    ) -> Result<usize, SparseError> {
        isa.run_with(
            #[inline(always)]
            |isa| {
                let rebuilds = self.stats.rebuilds;
                let mut plan: Option<SmallPlan> = None;
                let mut n = from;
                while n < end && self.stats.rebuilds == rebuilds && self.small_values() {
                    let i = n - block_start;
                    if plan.is_none() {
                        plan = self.small_plan(n, ahead);
                    }
                    let ordinary = !may_review(n);
                    let Some(p) = plan.as_ref().filter(|_| ordinary) else {
                        self.step_inner(isa, Some((ahead, i)))?;
                        plan = None;
                        n += 1;
                        continue;
                    };
                    let partners = self.back.view().down_from(n - 1, p.reach);
                    let mut lanes = [0u32; SMALL_LANES];
                    for (back, values) in p
                        .back
                        .chunks_exact(SMALL_LANES)
                        .zip(p.values.chunks_exact(SMALL_LANES))
                    {
                        for j in 0..SMALL_LANES {
                            // `min`: no bounds checks (every distance is at most `reach`).
                            let partner = partners[(back[j] as usize).min(p.reach - 1)];
                            lanes[j] |= small_bit(values[j] ^ partner);
                        }
                    }
                    let seen = ahead.bits[i] | u64::from(or_lanes(&lanes));
                    let mut candidate = (!seen).trailing_zeros() as usize;
                    if p.producible[n & 1] >> candidate & 1 != 0 {
                        candidate = self.small_candidate(isa, n, seen);
                    }
                    let e = extended(candidate, n);
                    let common = self.ext_counts[e] != 0
                        && candidate < self.width
                        && self.groups.iter().all(|g| !g.active || g.in_c[e]);
                    if common {
                        self.values.push(candidate as u16).map_err(storage_error)?;
                        self.back.push(n, candidate as u16).map_err(storage_error)?;
                        self.ext_counts[e] += 1;
                    } else {
                        self.push(candidate as u16)?;
                        plan = None;
                    }
                    n += 1;
                }
                Ok(n)
            },
        )
    }

    /// The plan of [`Sparse::run_small`] from heap `n` on, or `None` where
    /// its loop does not apply: Grundy's game, heaps a move can take whole,
    /// or a rare heap so recent that some split of `n` does not reach it.
    fn small_plan(&self, n: usize, ahead: &Ahead) -> Option<SmallPlan> {
        let rules = &self.rules;
        let removal = rules.largest_split_removal();
        let recent = self
            .groups
            .iter()
            .filter(|g| g.active)
            .any(|g| g.rare_heaps.last().is_some_and(|&r| r + removal + 2 > n));
        if rules.unequal || n < rules.take_all.len() + 2 || recent {
            return None;
        }
        let mut pairs: Vec<(u32, u16)> = rules.take.iter().map(|&k| (k as u32, 0)).collect();
        for (d, group) in self.groups.iter().enumerate().filter(|(_, g)| g.active) {
            for &k in &rules.split[d] {
                for range in not_ahead(Some((ahead, 0)), d, group.rare_heaps.len()) {
                    let heaps = group.rare_heaps[range.clone()].iter();
                    pairs.extend(
                        heaps
                            .zip(&group.rare_values[range])
                            .map(|(&r, &v)| ((k + r) as u32, v)),
                    );
                }
            }
        }
        // Repeats fill the last chunk of lanes: the options are or-ed.
        if let Some(&first) = pairs.first() {
            while !pairs.len().is_multiple_of(SMALL_LANES) {
                pairs.push(first);
            }
        }
        Some(SmallPlan {
            reach: pairs.iter().map(|p| p.0 as usize).max().unwrap_or(1),
            back: pairs.iter().map(|p| p.0 - 1).collect(),
            values: pairs.iter().map(|p| p.1).collect(),
            producible: [0, 1].map(|p| self.groups.iter().fold(0, |x, g| x | g.small[p])),
        })
    }
}

/// The bits `G(r) xor G(rest − r)` for the rare heaps `r` (all below
/// `rest`), all values below 32, [`SMALL_LANES`] at a time: the skeleton of
/// [`mark_rare_pairs`](super::pairs::mark_rare_pairs), the options or-ed
/// into lanes rather than stored.
#[inline(always)]
pub(super) fn rare_bits(
    back: Back<'_>,
    heaps: &[usize],
    values: &[u16],
    rest: usize,
    unequal: bool,
) -> u64 {
    let mut lanes = [0u32; SMALL_LANES];
    for part in splitting(heaps, rest, unequal) {
        let (heaps, values) = (&heaps[part.clone()], &values[part]);
        let Some(&top) = heaps.last() else {
            continue;
        };
        // G(rest − r) is `partners[r − 1]` (rare heaps are at least 1);
        // every heap is at most `top` (they are ascending), which the `min`
        // tells the compiler: no bounds checks.
        let partners = back.down_from(rest - 1, top);
        let whole = heaps.len() / SMALL_LANES * SMALL_LANES;
        let chunks = heaps[..whole].chunks_exact(SMALL_LANES);
        for (h, v) in chunks.zip(values.chunks_exact(SMALL_LANES)) {
            for j in 0..SMALL_LANES {
                let partner = partners[(h[j] - 1).min(top - 1)];
                lanes[j] |= small_bit(v[j] ^ partner);
            }
        }
        for (&r, &v) in heaps[whole..].iter().zip(&values[whole..]) {
            lanes[0] |= small_bit(v ^ partners[(r - 1).min(top - 1)]);
        }
    }
    u64::from(or_lanes(&lanes))
}

/// Marks the pairs `(a, rest − a)` from `*heap` on, [`PAIRS_AT_ONCE`] at a time,
/// until one gives `candidate`, `a` passes `hi` or reaches [`MARKED_PAIRS`],
/// and returns the bits of their values (all below 32), leaving `*heap` after
/// the last pair marked. A block is two vectors of sixteen 32-bit lanes
/// (vector shifts), the upper heaps read forwards from the backwards copy,
/// and the bits stay in the lanes until the search ends.
#[inline(always)]
pub(super) fn mark_small(
    g: &[u16],
    back: Back<'_>,
    rest: usize,
    heap: &mut usize,
    hi: usize,
    candidate: usize,
) -> u64 {
    let mut lanes = [0u32; PAIRS_AT_ONCE / 2];
    let bit = small_bit(candidate as u16);
    let (mut a, found) = pair_blocks(
        g,
        back,
        rest,
        *heap,
        hi,
        MARKED_PAIRS,
        #[inline(always)]
        |low, high| {
            for j in 0..PAIRS_AT_ONCE / 2 {
                let k = j + PAIRS_AT_ONCE / 2;
                lanes[j] |= small_bit(low[j] ^ high[j]) | small_bit(low[k] ^ high[k]);
            }
            or_lanes(&lanes) & bit != 0
        },
    );
    let mut bits = or_lanes(&lanes);
    if !found && a < MARKED_PAIRS {
        // The last pairs, fewer than a block.
        while a <= hi {
            bits |= small_bit(g[a] ^ g[rest - a]);
            a += 1;
        }
    }
    *heap = a;
    u64::from(bits)
}

/// The or of the lanes (a loop, not `fold`: a call of `fold` that is not
/// inlined is compiled for the baseline, outside the kernel's instruction
/// set).
#[inline(always)]
fn or_lanes<const N: usize>(lanes: &[u32; N]) -> u32 {
    let mut bits = 0;
    for &lane in lanes {
        bits |= lane;
    }
    bits
}

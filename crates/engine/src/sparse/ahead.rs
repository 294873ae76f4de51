//! The options of a block of heaps computed ahead, before the block's values
//! (by the pipeline's worker, or by the one thread itself), a tile of heaps
//! at a time in vector lanes.

use super::handover::{Ahead, Source, Task, AHEAD_FROM, EXTRA_PAIRS, EXTRA_SMALL, WHOLE_SHARE};
use super::pairs::quad;
use super::small::{small_bit, SMALL_WIDTH};
use super::MAX_VALUE;

impl Source<'_> {
    /// The options of heaps `start..start + len` from the splits whose
    /// smaller heap is at least `ahead_from` (twice the block): the rare
    /// heaps from there, and a run of pairs of any heaps. Both heaps of each
    /// lie before the block, so the values known hold them: the worker's
    /// copy a block behind, or the engine's own at the block's start.
    pub(super) fn ahead(&self, task: Task) -> Ahead {
        let isa = self.isa;
        isa.run(
            #[inline(always)]
            || {
                let ranges = [0, 1].map(|d| {
                    let heaps = self.rare[d].0;
                    let lo = heaps.partition_point(|&r| r < task.ahead_from);
                    (
                        lo,
                        lo + (heaps.len() - lo) * task.share.min(WHOLE_SHARE) / WHOLE_SHARE,
                    )
                });
                if task.stride <= SMALL_WIDTH {
                    return self.ahead_small(task, ranges);
                }
                let Task {
                    start,
                    len,
                    stride,
                    ahead_from,
                    buffer,
                    ..
                } = task;
                debug_assert_eq!(ahead_from, AHEAD_FROM);
                // With time to spare, a longer run of pairs, as long as every pair
                // of it splits every heap of the block into two unequal heaps.
                let removal = self.rules.largest_split_removal();
                let room = ((start - removal - 1) / 2).saturating_sub(ahead_from);
                let extra = (EXTRA_PAIRS * task.share.max(WHOLE_SHARE) / WHOLE_SHARE).min(room);
                // Each heap's marks are sent as bits (a cache line per 512 values),
                // made a tile at a time in bytes that stay in this core's cache:
                // as bytes, the block's marks were eight times the size, and
                // clearing them again took 8% of the time.
                let words = stride / 64;
                let mut bits = buffer;
                bits.clear();
                bits.resize(len * words, 0);
                let mut tile = vec![0u8; TILE * stride];
                for (t, out) in bits.chunks_mut(words * TILE).enumerate() {
                    let m0 = start + t * TILE;
                    let lanes = out.len() / words;
                    let mut rows = MarkRows {
                        rows: &mut tile[..],
                        stride,
                    };
                    // (AHEAD_FROM, not `ahead_from`: a constant in the loops.)
                    self.fill_tile(&mut rows, m0, lanes, ranges, AHEAD_FROM, extra);
                    for (row, out) in tile.chunks_mut(stride).zip(out.chunks_mut(words)) {
                        for (marks, word) in row.chunks_exact_mut(64).zip(out) {
                            let mut bits = 0;
                            for (i, &mark) in marks.iter().enumerate() {
                                bits |= u64::from(mark != 0) << i;
                            }
                            *word = bits;
                            marks.fill(0);
                        }
                    }
                }
                Ahead {
                    stride,
                    ranges,
                    ahead_from,
                    extra,
                    bits,
                }
            },
        )
    }

    /// [`Source::ahead`] while every value is below 32: the options of
    /// each heap as the bits of a word, 32 heaps in the vector lanes. With
    /// so few values, a shorter run of pairs finds most rare candidates.
    // Inlined: inside `ahead`, it is compiled for the instruction set.
    #[inline(always)]
    fn ahead_small(&self, task: Task, ranges: [(usize, usize); 2]) -> Ahead {
        let Task {
            start,
            len,
            share,
            ahead_from,
            buffer: mut bits,
            ..
        } = task;
        bits.clear();
        bits.resize(len, 0);
        // The worker's share moves its run of pairs too.
        let extra = (EXTRA_SMALL * share.min(WHOLE_SHARE) / WHOLE_SHARE).max(8);
        for (t, out) in bits.chunks_mut(SMALL_TILE).enumerate() {
            let m0 = start + t * SMALL_TILE;
            let lanes = out.len();
            let mut tile = [0u32; SMALL_TILE];
            self.fill_tile(&mut tile, m0, lanes, ranges, ahead_from, extra);
            for (o, &lane) in out.iter_mut().zip(&tile) {
                *o = u64::from(lane);
            }
        }
        Ahead {
            stride: 0,
            ranges,
            ahead_from,
            extra,
            bits,
        }
    }

    /// Adds to `tile`, heaps `m0..m0 + lanes`, the options of the splits
    /// the worker takes: the rare heaps `ranges` of each group, and a run
    /// of pairs `(a, rest − a)` for `ahead_from <= a < ahead_from + extra`.
    /// A full tile takes them in its vector lanes, but for the few rare
    /// heaps that do not split every heap of it (see [`tile_split`]); a
    /// short one (at the end of a block), one heap at a time. The skeleton
    /// of [`Source::ahead`] and [`Source::ahead_small`].
    #[inline(always)]
    fn fill_tile<T: Tile>(
        &self,
        tile: &mut T,
        m0: usize,
        lanes: usize,
        ranges: [(usize, usize); 2],
        ahead_from: usize,
        extra: usize,
    ) {
        let g = self.values;
        let rules = self.rules;
        for (d, splits) in rules.split.iter().enumerate() {
            let (lo, hi) = ranges[d];
            let (heaps, values) = (&self.rare[d].0[..hi], &self.rare[d].1[..hi]);
            for &k in splits {
                let rest0 = m0 - k;
                let (u1, u2, full) = tile_split(heaps, lo, rest0, T::HEAPS, rules.unequal);
                if lanes == T::HEAPS {
                    for range in [lo..u1, u2..full] {
                        let (h, v) = (&heaps[range.clone()], &values[range]);
                        tile.add_pairs(g, rest0, h.len(), |c| (h[c], v[c]));
                    }
                    // A run of pairs of any heaps: most rare candidates
                    // turn up among them, which spares the search at the
                    // heap itself.
                    tile.add_pairs(g, rest0, extra, |c| (ahead_from + c, g[ahead_from + c]));
                }
                let one_by_one = if lanes == T::HEAPS {
                    [u1..u2, full..hi]
                } else {
                    [lo..hi, 0..0]
                };
                for range in one_by_one {
                    for (&r, &v) in heaps[range.clone()].iter().zip(&values[range]) {
                        for j in 0..lanes {
                            let rest = rest0 + j;
                            if r < rest && !(rules.unequal && 2 * r == rest) {
                                tile.add(j, v ^ g[rest - r]);
                            }
                        }
                    }
                }
                if lanes < T::HEAPS {
                    for j in 0..lanes {
                        for a in ahead_from..ahead_from + extra {
                            tile.add(j, g[a] ^ g[rest0 + j - a]);
                        }
                    }
                }
            }
        }
    }
}

/// The options of a tile of heaps `m0, m0 + 1, …` as the worker gathers
/// them: a row of marks per heap ([`MarkRows`]) or a word of bits (while every
/// value is below 32).
trait Tile {
    /// Heaps per tile.
    const HEAPS: usize;
    /// Adds option `v xor G(rest0 + j − r)` to each heap `j` of the tile,
    /// for each of `count` pairs `(r, v) = pair(c)`, in vector lanes.
    fn add_pairs(
        &mut self,
        g: &[u16],
        rest0: usize,
        count: usize,
        pair: impl Fn(usize) -> (usize, u16),
    );
    /// Adds `option` to heap `j`.
    fn add(&mut self, j: usize, option: u16);
}

/// [`TILE`] rows of `stride` marks, a byte each, for [`Source::ahead`].
struct MarkRows<'a> {
    rows: &'a mut [u8],
    stride: usize,
}

impl Tile for MarkRows<'_> {
    const HEAPS: usize = TILE;

    #[inline(always)]
    fn add_pairs(
        &mut self,
        g: &[u16],
        rest0: usize,
        count: usize,
        pair: impl Fn(usize) -> (usize, u16),
    ) {
        tile_add(self.rows, self.stride, g, count, |c| {
            let (r, v) = pair(c);
            (rest0 - r, v)
        });
    }

    #[inline(always)]
    fn add(&mut self, j: usize, option: u16) {
        self.rows[j * self.stride + option as usize] = 1;
    }
}

impl Tile for [u32; SMALL_TILE] {
    const HEAPS: usize = SMALL_TILE;

    #[inline(always)]
    fn add_pairs(
        &mut self,
        g: &[u16],
        rest0: usize,
        count: usize,
        pair: impl Fn(usize) -> (usize, u16),
    ) {
        tile_bits(self, g, rest0, count, pair);
    }

    #[inline(always)]
    fn add(&mut self, j: usize, option: u16) {
        self[j] |= small_bit(option);
    }
}

/// Heaps per tile of [`Source::ahead`]: one per 16-bit lane of a 256-bit
/// vector (AVX2), so that the partners of a pair for the whole tile,
/// `G(at), …, G(at + TILE − 1)`, are one vector read.
const TILE: usize = 16;

/// Adds to each of the `TILE` rows of `stride` marks in `tile` (one per
/// heap of a tile) its option `v xor G(at + j)`, for each `(at, v)` of
/// `pair(0), …, pair(count − 1)`.
#[inline(always)]
fn tile_add(
    tile: &mut [u8],
    stride: usize,
    g: &[u16],
    count: usize,
    mut pair: impl FnMut(usize) -> (usize, u16),
) {
    assert!(stride.is_power_of_two() && stride <= MAX_VALUE + 1 && tile.len() >= TILE * stride);
    // Options are below the stride already; the mask makes it plain that
    // every mark stays in its row.
    let mask = (stride - 1) as u16;
    if TILE * stride <= MAX_VALUE + 1 {
        // Four lanes to a word: where their marks go is the option masked
        // and or-ed with the row's offset, in each 16-bit quarter. Read
        // back from the word one by one, this is twice as fast as from
        // vector lanes (each extraction two instructions).
        let spread = |x: u16| u64::from(x) * 0x0001_0001_0001_0001;
        let masks = spread(mask);
        let rows: [u64; TILE / 4] = std::array::from_fn(|q| {
            (0..4).fold(0, |w, i| w | (((4 * q + i) * stride) as u64) << (16 * i))
        });
        for c in 0..count {
            let (at, v) = pair(c);
            let p: &[u16; TILE] = g[at..][..TILE].try_into().expect("a tile of values");
            let v = spread(v);
            for (q, &row) in rows.iter().enumerate() {
                let x = ((quad(p, 4 * q) ^ v) & masks) | row;
                for i in 0..4 {
                    let at = (x >> (16 * i)) as u16;
                    // SAFETY: the quarter is `(4q + i)·stride` plus an
                    // option below `stride`, so below `TILE * stride <=
                    // tile.len()`.
                    unsafe { *tile.get_unchecked_mut(usize::from(at)) = 1 };
                }
            }
        }
        return;
    }
    for c in 0..count {
        let (at, v) = pair(c);
        for (j, &p) in g[at..][..TILE].iter().enumerate() {
            let at = j * stride + usize::from((v ^ p) & mask);
            // SAFETY: the option is masked below `stride`, so `at < TILE *
            // stride <= tile.len()`.
            unsafe { *tile.get_unchecked_mut(at) = 1 };
        }
    }
}

/// Heaps per tile of [`Source::ahead_small`]: their options are 32-bit
/// words, so that 32 of them fill two 512-bit vectors (four of 256), which
/// stay in registers through a loop of pairs.
const SMALL_TILE: usize = 32;

/// Adds bit `v xor G(rest0 + j − r)` to lane `j` of `tile` for each of
/// `count` pairs `(r, v)`; the lanes stay in registers through the loop.
#[inline(always)]
fn tile_bits(
    tile: &mut [u32; SMALL_TILE],
    g: &[u16],
    rest0: usize,
    count: usize,
    pair: impl Fn(usize) -> (usize, u16),
) {
    let mut lanes = *tile;
    for c in 0..count {
        let (r, v) = pair(c);
        let p: &[u16; SMALL_TILE] = g[rest0 - r..][..SMALL_TILE]
            .try_into()
            .expect("a tile of values");
        for j in 0..SMALL_TILE {
            lanes[j] |= small_bit(v ^ p[j]);
        }
    }
    *tile = lanes;
}

/// Of the rare heaps `heaps[lo..]` (ascending), those that split every heap
/// of a tile `rest0..rest0 + lanes` (partner at least 1, never equal to the
/// heap in Grundy's game) go through the vector lanes, the few others one
/// by one: returns `(u1, u2, full)` with `lo..u1` and `u2..full` the former
/// and `u1..u2` and `full..` the latter.
fn tile_split(
    heaps: &[usize],
    lo: usize,
    rest0: usize,
    lanes: usize,
    unequal: bool,
) -> (usize, usize, usize) {
    let full = heaps.partition_point(|&r| r < rest0).max(lo);
    if !unequal {
        return (full, full, full);
    }
    (
        heaps.partition_point(|&r| 2 * r < rest0).clamp(lo, full),
        heaps
            .partition_point(|&r| 2 * r <= rest0 + lanes)
            .clamp(lo, full),
        full,
    )
}

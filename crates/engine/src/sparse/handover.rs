//! What the two threads of the pipeline share: the worker's copy of the
//! values, the task it is handed, and the options it hands back, with the
//! sizes both agree on. Kept apart from the pipeline's threads
//! ([`super::pipeline`]) and the worker's computation ([`super::ahead`]),
//! which both read it.

use super::rules::SparseRules;
use crate::isa::Isa;
use crate::store::Reader;
use std::ops::Range;

/// Heaps per block of the pipeline.
pub(super) const BLOCK: usize = 512;

/// The worker takes the splits whose smaller heap is at least this: both
/// heaps then lie before the block being computed when it starts.
pub(super) const AHEAD_FROM: usize = 2 * BLOCK;

/// The whole of the worker's share (see [`Task::share`]), which is counted in
/// thousandths.
pub(super) const WHOLE_SHARE: usize = 1000;

/// Options of a block of heaps computed ahead (see [`Source::ahead`]).
pub(super) struct Ahead {
    /// Marks per heap; 0 where the options are in `bits`.
    pub(super) stride: usize,
    /// Per parity group, the rare heaps (by index) whose pairs are included.
    pub(super) ranges: [(usize, usize); 2],
    /// The pairs `(a, rest − a)` for `ahead_from <= a < ahead_from + extra`
    /// are included, and the rare heaps from `ahead_from` in `ranges`.
    pub(super) ahead_from: usize,
    pub(super) extra: usize,
    /// The options of each heap as bits: `stride / 64` words each, or one
    /// while every value is below 32.
    pub(super) bits: Vec<u64>,
}

/// Pairs of heaps from `AHEAD_FROM` on marked ahead for every heap of a
/// block, with the worker's whole share.
pub(super) const EXTRA_PAIRS: usize = 512;

/// The same while every value is below 32 (at most, with the whole share).
pub(super) const EXTRA_SMALL: usize = 512;

/// The worker's copy of what it needs.
pub(super) struct Replica {
    pub(super) rules: SparseRules,
    pub(super) values: Known,
    /// Rare heaps and their values, per parity group.
    pub(super) rare: [(Vec<usize>, Vec<u16>); 2],
    /// The instruction set of [`Source::ahead`].
    pub(super) isa: Isa,
}

/// The values the worker knows: its own copy, or a view of the file that
/// holds them (see [`super::Sparse::keep_values_in`]).
pub(super) enum Known {
    Owned(Vec<u16>),
    Mapped(Reader),
}

impl Replica {
    /// The values the worker knows.
    pub(super) fn values(&self) -> &[u16] {
        match &self.values {
            Known::Owned(values) => values,
            Known::Mapped(reader) => reader.values(),
        }
    }

    /// What the worker computes the options ahead from: its copy.
    pub(super) fn source(&self) -> Source<'_> {
        Source {
            rules: &self.rules,
            values: self.values(),
            rare: [0, 1].map(|d| (&self.rare[d].0[..], &self.rare[d].1[..])),
            isa: self.isa,
        }
    }
}

/// What the options of a block are computed ahead from (see
/// `Source::ahead`): the rules, the values known, and the rare heaps and
/// their values per parity group. The pipeline's worker lends its copy
/// ([`Replica::source`]); one thread alone, the engine lends its own.
#[derive(Clone, Copy)]
pub(super) struct Source<'a> {
    pub(super) rules: &'a SparseRules,
    pub(super) values: &'a [u16],
    pub(super) rare: [(&'a [usize], &'a [u16]); 2],
    pub(super) isa: Isa,
}

/// The heaps of a job and how to go about them.
pub(super) struct Task {
    pub(super) start: usize,
    pub(super) len: usize,
    /// Marks per heap: every value so far is below it.
    pub(super) stride: usize,
    /// The part of the rare heaps from AHEAD_FROM on that the worker
    /// takes, in thousandths (this thread takes the rest); past
    /// WHOLE_SHARE (up to MAX_SHARE), how much longer its run of pairs is.
    pub(super) share: usize,
    /// The options of an earlier block, to fill again rather than allocate.
    pub(super) buffer: Vec<u64>,
    /// The splits whose smaller heap is at least this are the worker's.
    pub(super) ahead_from: usize,
}

/// The rare heaps of group `d` (by index, of the first `count`) whose
/// options this thread adds itself: all of them without work done ahead;
/// with it, those before the worker's range and those found since.
pub(super) fn not_ahead(
    ahead: Option<(&Ahead, usize)>,
    d: usize,
    count: usize,
) -> [Range<usize>; 2] {
    let (lo, hi) = ahead.map_or((count, count), |(a, _)| a.ranges[d]);
    [0..lo.min(count), hi.max(lo).min(count)..count]
}

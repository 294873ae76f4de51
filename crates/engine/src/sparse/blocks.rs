//! One thread alone, block by block: the options of a block that come from
//! splits whose heaps both lie before it are computed first, in tiles of
//! heaps in vector lanes, as the pipeline's worker computes them; then the
//! block's values one by one with them. The loop over a block's heaps is
//! the pipeline's too.

use super::handover::{Ahead, Source, Task, WHOLE_SHARE};
use super::{Sparse, SparseError};

impl Sparse {
    /// [`Sparse::extend_to`] on this thread alone, a block at a time with
    /// the block's options computed ahead where that pays (see
    /// [`Sparse::worth_a_worker`]) unless the engine goes a heap at a time
    /// (see [`Sparse::set_heap_at_a_time`]).
    pub(super) fn by_blocks(&mut self, last: usize) -> Result<(), SparseError> {
        // Work done ahead is kept from one call to the next, so that calls
        // that end within a block lose none.
        let mut ready: Option<(usize, u64, Ahead)> = self.pending.take();
        let outcome = (|| {
            while self.values.len() <= last {
                let start = self.values.len();
                let block = self.block();
                let block_start = start - start % block;
                let end = (block_start + block).min(last + 1);
                let tiles = self.work_ahead && start >= self.pipeline_start() && !self.direct;
                if tiles && start == block_start {
                    // As in the pipeline: the classes are chosen again only
                    // where a block starts.
                    self.review(start);
                }
                let current =
                    |r: &(usize, u64, Ahead)| r.0 == block_start && r.1 == self.stats.rebuilds;
                if tiles && !ready.as_ref().is_some_and(current) && self.worth_a_worker() {
                    let buffer = ready.take().map(|r| r.2.bits).unwrap_or_default();
                    let task = Task {
                        start: block_start,
                        len: block,
                        stride: self.width,
                        share: WHOLE_SHARE,
                        buffer,
                        ahead_from: 2 * block,
                    };
                    let ahead = self.source().ahead(task);
                    ready = Some((block_start, self.stats.rebuilds, ahead));
                }
                let usable = ready.as_ref().filter(|r| r.0 == block_start);
                self.run_block(start, end, block_start, usable)?;
            }
            Ok(())
        })();
        self.pending = ready;
        outcome
    }

    /// What this engine's options ahead are computed from: its own values
    /// and rare heaps.
    fn source(&self) -> Source<'_> {
        Source {
            rules: &self.rules,
            values: &self.values,
            rare: [0, 1].map(|d| {
                let group = &self.groups[d];
                (&group.rare_heaps[..], &group.rare_values[..])
            }),
            isa: self.isa,
        }
    }

    /// Heaps `start..end` of the block from `block_start`, with the work
    /// done ahead for it in `usable` while the classes it was made with
    /// still hold.
    pub(super) fn run_block(
        &mut self,
        start: usize,
        end: usize,
        block_start: usize,
        usable: Option<&(usize, u64, Ahead)>,
    ) -> Result<(), SparseError> {
        // The block's loop in the kernels' instruction set, so that the
        // kernels it calls are inlined into it rather than entered once per
        // heap, each choosing again (0.16's proof: 12-14 % slower so than
        // the native build).
        let isa = self.isa;
        isa.run_with(
            #[inline(always)]
            |isa| {
                let mut n = start;
                while n < end {
                    // New classes since: the rare heaps done ahead are no
                    // longer those of the lists.
                    let valid = usable.filter(|r| r.1 == self.stats.rebuilds);
                    match valid {
                        Some(r) if r.2.stride == 0 && !self.direct && self.small_values() => {
                            n = self.run_small(isa, n, end, &r.2, block_start)?;
                        }
                        _ => {
                            self.step_inner(isa, valid.map(|r| (&r.2, n - block_start)))?;
                            n += 1;
                        }
                    }
                }
                Ok(())
            },
        )
    }
}

//! Nim-sequences of octal games and Grundy's game far beyond what the direct
//! method reaches, by the rare/common ("sparse space") method.
//!
//! The direct method finds `G(n)` as the mex of all `O(n)` splits. In many
//! octal games the values fall into a *common* class `C` that no two common
//! values can produce: `c1 xor c2` is never common. Most positions are common;
//! the few others (*rare*) are listed. Then the options of a split with a
//! rare heap are listed explicitly, and a candidate value in `C` needs
//! nothing more, since common pairs cannot produce it; only a rare candidate
//! needs a search through the common pairs, which usually ends early.
//!
//! The classes are kept per parity of the number of counters a splitting
//! move removes, on *extended* values `2·G(p) + (p mod 2)`, so games whose
//! classes depend on the heap's parity are covered. `C` is chosen from the
//! histogram of the values so far: greedily from the most frequent value
//! down, and from the best `parity(value AND mask)` split, found with the
//! Walsh–Hadamard transform of the histogram; the one covering more
//! positions wins. It is chosen again as the data changes, and where no
//! class is sparse the engine works directly.
//!
//! ```
//! use grundy_engine::heap::HeapGame;
//! use grundy_engine::sparse::Sparse;
//!
//! let treblecross = HeapGame::parse("0.007").unwrap();
//! let mut engine = Sparse::new(treblecross.sparse_rules().unwrap());
//! engine.extend_to(3000).unwrap();
//! let direct = treblecross.sequence_direct(3001);
//! assert!(engine.values().iter().zip(&direct).all(|(&a, &b)| u32::from(a) == b));
//! ```

mod ahead;
mod backwards;
mod balance;
mod blocks;
mod classes;
mod handover;
mod lookup;
mod marks;
mod pairs;
mod pipeline;
mod rules;
mod small;
mod step;
mod storage;

pub use classes::Classes;
pub use rules::SparseRules;

use crate::isa::Isa;
use crate::store::Store;
use backwards::Backwards;
use classes::Group;
use handover::{Ahead, Known, Replica};
use lookup::Targets;
use marks::Marks;
use pipeline::Synced;
use std::fmt;
use std::io;
use std::path::Path;
use storage::{storage_error, DirLock};

/// The largest value the engine stores (values are 16-bit).
pub const MAX_VALUE: usize = u16::MAX as usize;

/// Extended values `2·G + parity` fit below this.
const EXT_SIZE: usize = 2 * (MAX_VALUE + 1);

/// The rare/common engine for one game: holds `G(0), …, G(n − 1)`.
pub struct Sparse {
    rules: SparseRules,
    values: Store,
    /// The values again, backwards, for the pairs' upper heaps.
    back: Backwards,
    /// A power of two above every value: all xors of values stay below it.
    width: usize,
    seen: Box<Marks>,
    groups: [Group; 2],
    /// How often each extended value occurs among heaps 1.. so far.
    ext_counts: Vec<u64>,
    direct: bool,
    classes: Classes,
    rare_at_rebuild: usize,
    /// The last length at which the classes were reviewed.
    reviewed: usize,
    threads: usize,
    /// Never leave the direct method (the baseline of the benchmarks).
    direct_only: bool,
    /// Options of a block computed before it, in tiles (see `blocks`), or
    /// by the pipeline's worker; else each heap's at the heap itself.
    work_ahead: bool,
    /// The pipeline's worker copy, kept from one call to the next.
    worker: Option<(Replica, Synced)>,
    /// Whether the pipeline pays, against one thread alone.
    balance: balance::Balance,
    /// How many values [`Sparse::reserve`] made room for.
    planned: usize,
    /// Work done ahead not used yet: for the block from `.0`, made when the
    /// classes had been chosen `.1` times.
    pending: Option<(usize, u64, Ahead)>,
    /// Held while the values are kept in a directory.
    lock: Option<DirLock>,
    /// Rare candidates are looked for together by table look-ups, rather
    /// than by marking pairs: where the look-ups run in vector lanes (see
    /// `lookup::vectorised`).
    together: bool,
    /// The instruction set of the hot loops (see `crate::isa`).
    isa: Isa,
    targets: Targets,
    stats: SparseStats,
}

impl Sparse {
    /// An engine for the given rules, holding `G(0) = 0`. The rules come
    /// lowered from a game description by the caller (see
    /// `HeapGame::sparse_rules`).
    pub fn new(rules: SparseRules) -> Sparse {
        let groups = [
            Group::new(0, !rules.split[0].is_empty()),
            Group::new(1, !rules.split[1].is_empty()),
        ];
        let isa = Isa::best();
        Sparse {
            rules,
            values: {
                let mut values = Store::in_memory();
                values.push(0).expect("memory");
                values
            },
            back: Backwards::new(),
            width: 1,
            seen: Marks::new(),
            groups,
            ext_counts: vec![0; EXT_SIZE],
            direct: true,
            classes: Classes::Direct,
            rare_at_rebuild: 0,
            reviewed: 0,
            threads: Sparse::default_threads(),
            direct_only: false,
            work_ahead: true,
            worker: None,
            balance: balance::Balance::default(),
            pending: None,
            planned: 0,
            lock: None,
            together: lookup::vectorised(isa),
            isa,
            targets: Targets::default(),
            stats: SparseStats::default(),
        }
    }

    /// What, besides the values, decides how the engine goes on: with it,
    /// [`Sparse::restore`] continues exactly as this engine would.
    pub fn state(&self) -> SparseState {
        SparseState {
            direct: self.direct,
            classes: self.classes,
            rare_at_rebuild: self.rare_at_rebuild as u64,
            reviewed: self.reviewed as u64,
            common: [0, 1].map(|d| self.groups[d].members.clone()),
            rare: [0, 1].map(|d| self.groups[d].rare_heaps.len() as u64),
        }
    }

    /// An engine holding `values` (from `G(0)`) in the given state, as
    /// [`Sparse::state`] gave it; `None` if they do not fit together (the
    /// values are not this game's, or the common classes are not closed).
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::sparse::Sparse;
    /// let game = HeapGame::parse("0.6").unwrap();
    /// let mut whole = Sparse::new(game.sparse_rules().unwrap());
    /// whole.extend_to(9000).unwrap();
    /// let mut half = Sparse::new(game.sparse_rules().unwrap());
    /// half.extend_to(4500).unwrap();
    /// let rules = game.sparse_rules().unwrap();
    /// let mut resumed = Sparse::restore(rules, half.values().to_vec(), half.state()).unwrap();
    /// resumed.extend_to(9000).unwrap();
    /// assert_eq!(resumed.values(), whole.values());
    /// assert_eq!(resumed.rare_heaps(), whole.rare_heaps());
    /// ```
    pub fn restore(rules: SparseRules, values: Vec<u16>, state: SparseState) -> Option<Sparse> {
        Sparse::restore_in(rules, values.iter().copied(), state, None)
            .ok()
            .flatten()
    }

    /// [`Sparse::restore`] from values read once, in order, kept in files in
    /// `dir` if given (see [`Sparse::keep_values_in`]) as they are read:
    /// never all in memory. `Ok(None)` where the state does not fit the
    /// values; an error where the files cannot be written.
    pub(crate) fn restore_in(
        rules: SparseRules,
        values: impl ExactSizeIterator<Item = u16>,
        state: SparseState,
        dir: Option<&Path>,
    ) -> Result<Option<Sparse>, SparseError> {
        let mut engine = Sparse::new(rules);
        if let Some(dir) = dir {
            engine.keep_values_in(dir)?;
        }
        engine.values.clear();
        engine.values.reserve(values.len()).map_err(storage_error)?;
        engine.back.reserve(values.len()).map_err(storage_error)?;
        for (n, v) in values.enumerate() {
            engine.values.push(v).map_err(storage_error)?;
            engine.back.push(n, v).map_err(storage_error)?;
            if v as usize >= engine.width {
                engine.width = (v as usize + 1).next_power_of_two();
            }
            if n > 0 {
                engine.ext_counts[extended(v as usize, n)] += 1;
            }
        }
        if engine.values.first() != Some(&0) {
            return Ok(None);
        }
        for (group, common) in engine.groups.iter_mut().zip(&state.common) {
            for &c in common {
                if c as usize >= EXT_SIZE || !group.try_add(c as usize) {
                    return Ok(None);
                }
            }
        }
        for (group, &count) in engine.groups.iter_mut().zip(&state.rare) {
            // The rare heaps are the first `count` heaps outside the class:
            // all of them, or those listed when the classes were chosen.
            for (p, &v) in engine.values.iter().enumerate().skip(1) {
                if group.rare_heaps.len() as u64 == count {
                    break;
                }
                if !group.in_c[extended(v as usize, p)] {
                    group.rare_heaps.push(p);
                    group.rare_values.push(v);
                }
            }
            if group.rare_heaps.len() as u64 != count {
                return Ok(None);
            }
        }
        engine.direct = state.direct;
        engine.classes = state.classes;
        engine.rare_at_rebuild = state.rare_at_rebuild as usize;
        engine.reviewed = state.reviewed as usize;
        Ok(Some(engine))
    }

    /// The rules.
    pub fn rules(&self) -> &SparseRules {
        &self.rules
    }

    /// `G(0), …, G(len − 1)`.
    pub fn values(&self) -> &[u16] {
        &self.values
    }

    /// Work counters.
    pub fn stats(&self) -> SparseStats {
        self.stats
    }

    /// How the classes are chosen now.
    pub fn classes(&self) -> Classes {
        self.classes
    }

    /// The rare heaps now (of the parity group with more of them), ascending.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::sparse::Sparse;
    /// // 0.106: 15 rare heaps among the first 2^16.
    /// let mut engine = Sparse::new(HeapGame::parse("0.106").unwrap().sparse_rules().unwrap());
    /// engine.extend_to(1 << 16).unwrap();
    /// assert_eq!(engine.rare_heaps().len(), 15);
    /// ```
    pub fn rare_heaps(&self) -> &[usize] {
        let [a, b] = &self.groups;
        if a.rare_heaps.len() >= b.rare_heaps.len() {
            &a.rare_heaps
        } else {
            &b.rare_heaps
        }
    }

    /// Whether values are computed directly now (no sparse class found).
    pub fn is_direct(&self) -> bool {
        self.direct
    }

    /// Computes values until `G(last)` is known: on one thread a block of
    /// heaps at a time, the options from splits whose heaps lie before the
    /// block computed first for the whole block in vector lanes; on two or
    /// more, those options by a second thread while this one computes the
    /// block before, unless one thread alone measures faster (the cores
    /// busy with other work).
    pub fn extend_to(&mut self, last: usize) -> Result<(), SparseError> {
        self.values.reserve(last + 1).map_err(storage_error)?;
        self.back.reserve(last).map_err(storage_error)?;
        if self.threads == 1 || !self.work_ahead {
            return self.by_blocks(last);
        }
        // As in the pipeline: one heap after another in the kernels'
        // instruction set, each kernel inlined rather than entered per heap.
        let isa = self.isa;
        isa.run_with(
            #[inline(always)]
            |isa| {
                while self.values.len() <= last {
                    let start = self.values.len();
                    if let Some(until) = self.balance.alone_until(start) {
                        let began = std::time::Instant::now();
                        self.by_blocks(last.min(until - 1))?;
                        let n = self.values.len();
                        self.balance.ran_alone(n - start, began.elapsed(), n);
                        continue;
                    }
                    let pipeline = start >= self.pipeline_start()
                        && (self.worker.is_some() || (!self.direct && self.worth_a_worker()));
                    if pipeline {
                        self.pipelined(last)?;
                        continue;
                    }
                    self.step_inner(isa, None)?;
                }
                Ok(())
            },
        )
    }

    /// Room for the values up to `G(last)`, made at once (rather than by
    /// doubling, which can take up to twice the room).
    pub fn reserve(&mut self, last: usize) -> Result<(), SparseError> {
        self.values.reserve(last + 1).map_err(storage_error)?;
        self.planned = self.planned.max(last + 1);
        // The worker's copy too (when it has one rather than a mapping).
        if let Some((
            Replica {
                values: Known::Owned(copy),
                ..
            },
            _,
        )) = &mut self.worker
        {
            copy.reserve_exact((last + 1).saturating_sub(copy.len()));
        }
        self.back.reserve_exactly(last).map_err(storage_error)
    }

    /// The threads an engine uses unless [`Sparse::set_threads`] says
    /// otherwise: one per core.
    ///
    /// ```
    /// use grundy_engine::sparse::Sparse;
    /// assert!(Sparse::default_threads() >= 1);
    /// ```
    pub fn default_threads() -> usize {
        std::thread::available_parallelism().map_or(1, |t| t.get())
    }

    /// Sets how many threads [`Sparse::extend_to`] may use (1: this one only).
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::sparse::Sparse;
    /// let game = HeapGame::parse("0.6").unwrap();
    /// let (mut one, mut two) = (Sparse::new(game.sparse_rules().unwrap()), Sparse::new(game.sparse_rules().unwrap()));
    /// one.set_threads(1);
    /// two.set_threads(2);
    /// one.extend_to(20_000).unwrap();
    /// two.extend_to(20_000).unwrap();
    /// assert_eq!(one.values(), two.values());
    /// ```
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// Keeps the values from now on in files in `dir` (`values.u16`, and a
    /// copy backwards for the searches), memory-mapped: the operating system
    /// keeps in RAM the pages in use and the rest on disk, so a run is
    /// bounded by the disk, not by memory. The pipeline's worker reads the
    /// same file instead of keeping a copy.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::sparse::Sparse;
    /// let dir = std::env::temp_dir().join(format!("sparse-doc-{}", std::process::id()));
    /// std::fs::create_dir_all(&dir).unwrap();
    /// let game = HeapGame::parse("0.6").unwrap();
    /// let (mut in_memory, mut on_disk) = (Sparse::new(game.sparse_rules().unwrap()), Sparse::new(game.sparse_rules().unwrap()));
    /// on_disk.keep_values_in(&dir).unwrap();
    /// in_memory.extend_to(20_000).unwrap();
    /// on_disk.extend_to(20_000).unwrap();
    /// assert_eq!(in_memory.values(), on_disk.values());
    /// assert!(dir.join("values.u16").exists());
    /// # drop(on_disk);
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    pub fn keep_values_in(&mut self, dir: &Path) -> Result<(), SparseError> {
        let storage = |e: io::Error| {
            SparseError::Storage(grundy_text::msg!(
                "sparse-storage-at",
                dir = dir.display(),
                why = grundy_text::os_error(&e)
            ))
        };
        // One run per directory: the files are this run's alone.
        self.lock = Some(DirLock::take(dir)?);
        let mut values = Store::in_file(&dir.join("values.u16"), self.values.len().max(1 << 20))
            .map_err(storage)?;
        for &v in self.values.iter() {
            values.push(v).map_err(storage)?;
        }
        self.values = values;
        self.back.keep_in(dir).map_err(storage)?;
        // A worker with its own copy would keep it in memory: start afresh.
        self.worker = None;
        Ok(())
    }

    /// Keeps to the direct method: every split of every heap, vectorised
    /// but without the rare/common shortcut. The baseline the engine is
    /// measured against, and an oracle.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::sparse::Sparse;
    /// let game = HeapGame::parse("grundys-game").unwrap();
    /// let (mut fast, mut direct) = (Sparse::new(game.sparse_rules().unwrap()), Sparse::new(game.sparse_rules().unwrap()));
    /// direct.set_direct_only();
    /// fast.extend_to(5000).unwrap();
    /// direct.extend_to(5000).unwrap();
    /// assert_eq!(fast.values(), direct.values());
    /// assert!(direct.is_direct() && !fast.is_direct());
    /// ```
    pub fn set_direct_only(&mut self) {
        self.direct_only = true;
        self.direct = true;
        self.classes = Classes::Direct;
    }

    /// Computes every heap's options at the heap itself from now on, on this
    /// thread alone: no block's options are computed ahead, in tiles or by a
    /// worker. The method before the blocks, the same values; a reference
    /// for the tests and the benchmarks.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::sparse::Sparse;
    /// let game = HeapGame::parse("0.6").unwrap();
    /// let (mut blocks, mut heaps) = (Sparse::new(game.sparse_rules().unwrap()), Sparse::new(game.sparse_rules().unwrap()));
    /// blocks.set_threads(1);
    /// heaps.set_heap_at_a_time();
    /// blocks.extend_to(20_000).unwrap();
    /// heaps.extend_to(20_000).unwrap();
    /// assert_eq!(blocks.values(), heaps.values());
    /// ```
    pub fn set_heap_at_a_time(&mut self) {
        self.work_ahead = false;
        self.pending = None;
    }

    /// Runs the hot loops with the instruction set `isa` from now on, in
    /// place of [`Isa::best`]; the values are the same with every one.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::isa::Isa;
    /// use grundy_engine::sparse::Sparse;
    /// let game = HeapGame::parse("0.6").unwrap();
    /// let mut best = Sparse::new(game.sparse_rules().unwrap());
    /// let mut portable = Sparse::new(game.sparse_rules().unwrap());
    /// portable.set_isa(Isa::portable());
    /// best.extend_to(20_000).unwrap();
    /// portable.extend_to(20_000).unwrap();
    /// assert_eq!(best.values(), portable.values());
    /// assert_eq!(portable.isa(), Isa::portable());
    /// ```
    pub fn set_isa(&mut self, isa: Isa) {
        self.isa = isa;
        self.together = lookup::vectorised(isa);
        if let Some((replica, _)) = &mut self.worker {
            replica.isa = isa;
        }
    }

    /// The instruction set of the hot loops.
    pub fn isa(&self) -> Isa {
        self.isa
    }

    /// Computes the next value and returns it.
    pub fn step(&mut self) -> Result<u16, SparseError> {
        let isa = self.isa;
        self.step_inner(isa, None)
    }
}

/// Why the engine stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SparseError {
    /// A value does not fit the engine's 16-bit values.
    ValueTooLarge {
        /// The heap whose value overflowed.
        heap: usize,
    },
    /// The files holding the values could not be written (see
    /// [`Sparse::keep_values_in`]).
    Storage(grundy_text::Message),
}

impl SparseError {
    /// What to say about it.
    ///
    /// ```
    /// use grundy_engine::sparse::SparseError;
    /// let e = SparseError::ValueTooLarge { heap: 7 };
    /// assert_eq!(e.message().id(), "sparse-value-too-large");
    /// ```
    pub fn message(&self) -> grundy_text::Message {
        match self {
            SparseError::ValueTooLarge { heap } => {
                grundy_text::msg!("sparse-value-too-large", heap = heap, most = MAX_VALUE)
            }
            SparseError::Storage(why) => grundy_text::msg!("sparse-storage", why = why.clone()),
        }
    }
}

impl fmt::Display for SparseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for SparseError {}

/// Counters of the engine's work, for reports and benchmarks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SparseStats {
    /// Times the classes were chosen.
    pub rebuilds: u64,
    /// Rare candidates searched for among the common pairs.
    pub searches: u64,
    /// Values computed by the direct method.
    pub direct_values: u64,
}

/// The engine's state apart from its values (see [`Sparse::state`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SparseState {
    /// Whether values are computed directly.
    pub direct: bool,
    /// How the classes were last chosen.
    pub classes: Classes,
    /// Rare heaps when the classes were last chosen.
    pub rare_at_rebuild: u64,
    /// The length at which the classes were last reviewed.
    pub reviewed: u64,
    /// The common extended values of each parity group, in the order they
    /// joined.
    pub common: [Vec<u32>; 2],
    /// How many rare heaps each group lists (all of them while values are
    /// computed with the classes; while they are computed directly, those
    /// the classes last listed).
    pub rare: [u64; 2],
}

/// `2·value + (heap mod 2)`.
#[inline]
fn extended(value: usize, heap: usize) -> usize {
    (value << 1) | (heap & 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::HeapGame;

    fn check(spec: &str, len: usize) {
        let game = HeapGame::parse(spec).unwrap();
        let mut engine = Sparse::new(game.sparse_rules().unwrap());
        engine.extend_to(len - 1).unwrap();
        let direct = game.sequence_direct(len);
        for (n, (&a, &b)) in engine.values().iter().zip(&direct).enumerate() {
            assert_eq!(u32::from(a), b, "{spec}: G({n})");
        }
    }

    #[test]
    fn named_games_match_the_direct_method() {
        for spec in [
            "0.6",
            "0.007",
            "0.106",
            "0.16",
            "grundys-game",
            "4.7",
            "0.77",
        ] {
            check(spec, 3000);
        }
    }
}

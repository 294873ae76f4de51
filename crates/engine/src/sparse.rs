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
//! let mut engine = Sparse::new(&treblecross).unwrap();
//! engine.extend_to(3000).unwrap();
//! let direct = treblecross.sequence_direct(3001);
//! assert!(engine.values().iter().zip(&direct).all(|(&a, &b)| u32::from(a) == b));
//! ```

use crate::heap::HeapGame;
use crate::store::{Reader, Store};
use std::fmt;
use std::io;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Instant;

/// The largest value the engine stores (values are 16-bit).
pub const MAX_VALUE: usize = u16::MAX as usize;
/// Extended values `2·G + parity` fit below this.
const EXT_SIZE: usize = 2 * (MAX_VALUE + 1);
/// Values are computed directly up to here, before the first choice of classes.
const FIRST_REVIEW: usize = 64;

/// The moves of an octal game (or Grundy's game), sorted for the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SparseRules {
    /// `take_all[k]`: a heap of exactly `k` may be taken away.
    take_all: Vec<bool>,
    /// Remove `k` and leave one non-empty heap.
    take: Vec<usize>,
    /// Remove `k` and split the rest into two non-empty heaps, by parity of `k`.
    split: [Vec<usize>; 2],
    /// The two heaps of a split must differ (Grundy's game).
    unequal: bool,
    /// The most counters one move removes, for the Guy–Smith bound; `None`
    /// where the theorem does not apply (Grundy's game).
    guy_smith_removal: Option<usize>,
}

impl SparseRules {
    /// The rules of `game` if the engine handles it: octal codes (digits up
    /// to 7) and Grundy's game. `None` for other games.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::sparse::SparseRules;
    /// assert!(SparseRules::of(&HeapGame::parse("0.6").unwrap()).is_some());
    /// assert!(SparseRules::of(&HeapGame::parse("grundys-game").unwrap()).is_some());
    /// assert!(SparseRules::of(&HeapGame::parse("0.F").unwrap()).is_none());
    /// assert!(SparseRules::of(&HeapGame::parse("nim").unwrap()).is_none());
    /// ```
    pub fn of(game: &HeapGame) -> Option<SparseRules> {
        match game {
            HeapGame::TakeAndBreak(code) if !code.is_hexadecimal() => {
                let t = code.max_removal();
                let mut rules = SparseRules {
                    take_all: vec![false; t + 1],
                    take: Vec::new(),
                    split: [Vec::new(), Vec::new()],
                    unequal: false,
                    guy_smith_removal: Some(t),
                };
                for k in 0..=t {
                    let d = code.digit(k);
                    if d & 1 != 0 && k > 0 {
                        rules.take_all[k] = true;
                    }
                    if d & 2 != 0 && k > 0 {
                        rules.take.push(k);
                    }
                    if d & 4 != 0 {
                        rules.split[k % 2].push(k);
                    }
                }
                Some(rules)
            }
            HeapGame::Grundys => Some(SparseRules {
                take_all: Vec::new(),
                take: Vec::new(),
                split: [vec![0], Vec::new()],
                unequal: true,
                guy_smith_removal: None,
            }),
            _ => None,
        }
    }

    /// The most counters a move removes if the Guy–Smith periodicity theorem
    /// applies to the game (every octal game), else `None`.
    pub fn guy_smith_removal(&self) -> Option<usize> {
        self.guy_smith_removal
    }

    /// The most counters a move that splits the heap removes (0 if none).
    fn largest_split_removal(&self) -> usize {
        self.split.iter().flatten().max().copied().unwrap_or(0)
    }

    fn largest_half(&self, rest: usize) -> usize {
        if self.unequal {
            (rest - 1) / 2
        } else {
            rest / 2
        }
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
    Storage(String),
}

impl fmt::Display for SparseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SparseError::ValueTooLarge { heap } => write!(
                f,
                "G({heap}) exceeds {MAX_VALUE}, the largest value this engine stores; \
                 games whose values grow like this are arithmetic-periodic: use `grundy seq`"
            ),
            SparseError::Storage(e) => write!(f, "cannot keep the values on disk: {e}"),
        }
    }
}

impl std::error::Error for SparseError {}

/// The common class of one parity group of splitting moves.
#[derive(Clone)]
struct Group {
    /// The group's parity `d` (of the removed count); a split's options are
    /// extended values `c1 xor c2 xor d`.
    d: usize,
    /// Whether the game has splitting moves of this parity.
    active: bool,
    /// Extended values in the common class.
    in_c: Vec<bool>,
    /// Members of `in_c`, in the order they joined.
    members: Vec<u32>,
    /// What two common heaps can give, `c1 xor c2 xor d` for common `c1`,
    /// `c2`, by heap parity and value, a byte each: extended value `e` is
    /// producible if `by_value[e mod 2][e / 2]` is set (see
    /// [`Group::producible`]); laid out so that scans take 32 values at once.
    by_value: [Vec<u8>; 2],
    /// `by_value` for values below 64, as bits per heap parity: bit `v` of
    /// `small[p]` is `by_value[p][v]`.
    small: [u64; 2],
    /// Every extended value producible is below this.
    producible_end: usize,
    /// Rare heaps (extended value not common), ascending, with their values.
    rare_heaps: Vec<usize>,
    rare_values: Vec<u16>,
    /// Per removal of the group, how many rare heaps lie below the heap
    /// it leaves to split (which only grows, so it is counted on, not
    /// searched for).
    below: Vec<usize>,
}

impl Group {
    fn new(d: usize, active: bool) -> Group {
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
    fn producible(&self, e: usize) -> bool {
        self.by_value[e & 1][e >> 1] != 0
    }

    /// How many rare heaps are below `rest`, for the group's `i`-th removal.
    #[inline]
    fn rare_below(&mut self, i: usize, rest: usize) -> usize {
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

    fn clear(&mut self) {
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
    fn try_add(&mut self, x: usize) -> bool {
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
    /// The pipeline's worker copy, kept from one call to the next.
    worker: Option<(Replica, Synced)>,
    /// How many values [`Sparse::reserve`] made room for.
    planned: usize,
    /// Work done ahead not used yet: for the block from `.0`, made when the
    /// classes had been chosen `.1` times.
    pending: Option<(usize, u64, Ahead)>,
    /// Held while the values are kept in a directory.
    lock: Option<DirLock>,
    /// Rare candidates are looked for together by table look-ups in vector
    /// lanes (the machine has AVX-512), rather than by marking pairs.
    together: bool,
    targets: Targets,
    stats: SparseStats,
}

/// Heaps per block of the pipeline.
const BLOCK: usize = 512;
/// The worker takes the splits whose smaller heap is at least this: both
/// heaps then lie before the block being computed when it starts.
const AHEAD_FROM: usize = 2 * BLOCK;
/// Where the pipeline starts: far enough for the worker's runs of pairs.
const PIPELINE_START: usize = 4 * (AHEAD_FROM + EXTRA_PAIRS);
/// Heaps per block while every value is below 32: a value then takes a few
/// tens of nanoseconds, and a short block would cost more to hand over
/// than to compute.
const SMALL_BLOCK: usize = 16 * BLOCK;
/// While every value is below this, the options of a heap are the bits of a
/// word (and the pipeline's work ahead too).
const SMALL_WIDTH: usize = 32;

/// `DIR/lock`, made with `create_new` and removed when dropped: one run per
/// directory of values.
struct DirLock(PathBuf);

impl DirLock {
    fn take(dir: &Path) -> Result<DirLock, SparseError> {
        let path = dir.join("lock");
        let made = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path);
        match made {
            Ok(mut file) => {
                use std::io::Write;
                let _ = writeln!(file, "{}", std::process::id());
                Ok(DirLock(path))
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                Err(SparseError::Storage(format!(
                    "{}: another run keeps its values there (if none does, remove {})",
                    dir.display(),
                    path.display()
                )))
            }
            Err(e) => Err(SparseError::Storage(format!("{}: {e}", dir.display()))),
        }
    }
}

impl Drop for DirLock {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// The worker's copy of what it needs.
struct Replica {
    rules: SparseRules,
    values: Known,
    /// Rare heaps and their values, per parity group.
    rare: [(Vec<usize>, Vec<u16>); 2],
}

/// The values the worker knows: its own copy, or a view of the file that
/// holds them (see [`Sparse::keep_values_in`]).
enum Known {
    Owned(Vec<u16>),
    Mapped(Reader),
}

/// What the worker lacks since its last job.
struct Update {
    /// The values since (none when the worker reads them from the file),
    values: Vec<u16>,
    /// and how many it knows with them.
    known: usize,
    /// The rare heaps are all sent again (the classes changed).
    replace: bool,
    rare: [(Vec<usize>, Vec<u16>); 2],
}

/// A block for the worker.
struct Job {
    update: Update,
    task: Task,
}

/// The heaps of a job and how to go about them.
struct Task {
    start: usize,
    len: usize,
    /// Marks per heap: every value so far is below it.
    stride: usize,
    /// The part of the rare heaps from AHEAD_FROM on that the worker
    /// takes, in thousandths (this thread takes the rest); past 1000 (see
    /// MAX_SHARE), how much longer its run of pairs is.
    share: usize,
    /// The options of an earlier block, to fill again rather than allocate.
    buffer: Vec<u64>,
    /// The splits whose smaller heap is at least this are the worker's.
    ahead_from: usize,
}

/// How much of the values and rare heaps the worker has, and its share.
struct Synced {
    values: usize,
    rare: [usize; 2],
    rebuilds: u64,
    /// The worker's share (see `Job::share`), moved a little after each
    /// block towards where neither thread waits for the other.
    share: usize,
}

/// The next message of `inbox`, `None` once the sender is gone. A message
/// due soon (the other thread is a block away at most) is waited for by
/// spinning a little while first: waking a sleeping thread costs more than
/// the hand-over itself when blocks take a fraction of a millisecond.
fn receive<T>(inbox: &mpsc::Receiver<T>) -> Option<T> {
    let start = Instant::now();
    loop {
        for _ in 0..64 {
            match inbox.try_recv() {
                Ok(message) => return Some(message),
                Err(mpsc::TryRecvError::Disconnected) => return None,
                Err(mpsc::TryRecvError::Empty) => std::hint::spin_loop(),
            }
        }
        if start.elapsed() > SPIN {
            return inbox.recv().ok();
        }
    }
}

/// How long [`receive`] spins before it sleeps.
const SPIN: std::time::Duration = std::time::Duration::from_micros(50);

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

impl Replica {
    /// The values the worker knows.
    fn values(&self) -> &[u16] {
        match &self.values {
            Known::Owned(values) => values,
            Known::Mapped(reader) => reader.values(),
        }
    }

    fn apply(&mut self, update: Update) {
        match &mut self.values {
            Known::Owned(values) => values.extend_from_slice(&update.values),
            // The file is already long enough: the values were written
            // before the job was sent.
            Known::Mapped(reader) => reader.grow(update.known).expect("a mapping of the values"),
        }
        for ((heaps, values), (new_heaps, new_values)) in self.rare.iter_mut().zip(update.rare) {
            if update.replace {
                heaps.clear();
                values.clear();
            }
            heaps.extend_from_slice(&new_heaps);
            values.extend_from_slice(&new_values);
        }
    }

    /// The options of heaps `start..start + len` from the splits whose
    /// smaller heap is at least `ahead_from` (twice the block): the rare
    /// heaps from there, and a run of pairs of any heaps. Both heaps of each
    /// lie before the block this thread computes meanwhile, which the copy
    /// holds.
    fn ahead(&self, task: Task) -> Ahead {
        let ranges = [0, 1].map(|d| {
            let heaps = &self.rare[d].0;
            let lo = heaps.partition_point(|&r| r < task.ahead_from);
            (lo, lo + (heaps.len() - lo) * task.share.min(1000) / 1000)
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
        let extra = (EXTRA_PAIRS * task.share.max(1000) / 1000).min(room);
        // Each heap's marks are sent as bits (a cache line per 512 values),
        // made a tile at a time in bytes that stay in this core's cache:
        // as bytes, the block's marks were eight times the size, and
        // clearing them again took 8% of the time.
        let words = stride / 64;
        let mut bits = buffer;
        bits.clear();
        bits.resize(len * words, 0);
        let mut tile = vec![0u8; LANES * stride];
        let g = self.values();
        let rules = &self.rules;
        for (t, out) in bits.chunks_mut(words * LANES).enumerate() {
            let m0 = start + t * LANES;
            let lanes = out.len() / words;
            let tile = &mut tile[..];
            for (d, splits) in rules.split.iter().enumerate() {
                let (lo, hi) = ranges[d];
                let (heaps, values) = (&self.rare[d].0[..hi], &self.rare[d].1[..hi]);
                for &k in splits {
                    let rest0 = m0 - k;
                    let (u1, u2, full) = tile_split(heaps, lo, rest0, LANES, rules.unequal);
                    if lanes == LANES {
                        for range in [lo..u1, u2..full] {
                            let (h, v) = (&heaps[range.clone()], &values[range.clone()]);
                            tile_add(tile, stride, g, h.len(), |c| (rest0 - h[c], v[c]));
                        }
                        // A run of pairs of any heaps: most rare candidates
                        // turn up among them, which spares the search at
                        // the heap itself.
                        tile_add(tile, stride, g, extra, |c| {
                            (rest0 - AHEAD_FROM - c, g[AHEAD_FROM + c])
                        });
                    }
                    let one_by_one = if lanes == LANES {
                        [u1..u2, full..hi]
                    } else {
                        [lo..hi, 0..0]
                    };
                    for range in one_by_one {
                        for (&r, &v) in heaps[range.clone()].iter().zip(&values[range]) {
                            for j in 0..lanes {
                                let rest = rest0 + j;
                                if r < rest && !(rules.unequal && 2 * r == rest) {
                                    tile[j * stride + (v ^ g[rest - r]) as usize] = 1;
                                }
                            }
                        }
                    }
                    if lanes < LANES {
                        for j in 0..lanes {
                            for a in AHEAD_FROM..AHEAD_FROM + extra {
                                tile[j * stride + (g[a] ^ g[rest0 + j - a]) as usize] = 1;
                            }
                        }
                    }
                }
            }
            for (row, out) in tile.chunks_mut(stride).zip(out.chunks_mut(words)) {
                for (marks, word) in row.chunks_exact_mut(64).zip(out) {
                    *word = (0..64).fold(0, |w, i| w | u64::from(marks[i] != 0) << i);
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
    }

    /// [`Replica::ahead`] while every value is below 32: the options of
    /// each heap as the bits of a word, 32 heaps in the vector lanes. With
    /// so few values, a shorter run of pairs finds most rare candidates.
    fn ahead_small(&self, task: Task, ranges: [(usize, usize); 2]) -> Ahead {
        const TILE: usize = SMALL_TILE;
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
        let g = self.values();
        let rules = &self.rules;
        // The worker's share moves its run of pairs too.
        let extra = (EXTRA_SMALL * share.min(1000) / 1000).max(8);
        for (t, out) in bits.chunks_mut(TILE).enumerate() {
            let m0 = start + t * TILE;
            let lanes = out.len();
            let mut tile = [0u32; TILE];
            for (d, splits) in rules.split.iter().enumerate() {
                let (lo, hi) = ranges[d];
                let (heaps, values) = (&self.rare[d].0[..hi], &self.rare[d].1[..hi]);
                for &k in splits {
                    let rest0 = m0 - k;
                    let (u1, u2, full) = tile_split(heaps, lo, rest0, TILE, rules.unequal);
                    if lanes == TILE {
                        for range in [lo..u1, u2..full] {
                            let (h, v) = (&heaps[range.clone()], &values[range]);
                            tile_bits(&mut tile, g, rest0, h.len(), |c| (h[c], v[c]));
                        }
                        // A run of pairs of any heaps, as in `ahead`.
                        tile_bits(&mut tile, g, rest0, extra, |c| {
                            (ahead_from + c, g[ahead_from + c])
                        });
                    }
                    let one_by_one = if lanes == TILE {
                        [u1..u2, full..hi]
                    } else {
                        [lo..hi, 0..0]
                    };
                    for range in one_by_one {
                        for (&r, &v) in heaps[range.clone()].iter().zip(&values[range]) {
                            for (j, lane) in tile.iter_mut().enumerate().take(lanes) {
                                let rest = rest0 + j;
                                if r < rest && !(rules.unequal && 2 * r == rest) {
                                    *lane |= 1 << ((v ^ g[rest - r]) & 31);
                                }
                            }
                        }
                    }
                    if lanes < TILE {
                        for (j, lane) in tile.iter_mut().enumerate().take(lanes) {
                            for a in ahead_from..ahead_from + extra {
                                *lane |= 1 << ((g[a] ^ g[rest0 + j - a]) & 31);
                            }
                        }
                    }
                }
            }
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
}

/// Heaps in the vector lanes of [`Replica::ahead_small`].
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
            lanes[j] |= 1 << ((v ^ p[j]) & 31);
        }
    }
    *tile = lanes;
}

/// The worker's share at most: with large values, a run of pairs up to 16
/// times EXTRA_PAIRS when it has the time (0.6 to 2^22: 7% faster than with
/// no longer runs, this thread marking fewer pairs; 4 times: 4%).
const MAX_SHARE: usize = 16000;

/// Pairs of heaps from `BLOCK` on marked ahead for every heap of a block.
const EXTRA_PAIRS: usize = 512;
/// The same while every value is below 32 (at most, with the whole share).
const EXTRA_SMALL: usize = 512;

/// The rare heaps of group `d` (by index, of the first `count`) whose
/// options this thread adds itself: all of them without work done ahead;
/// with it, those before the worker's range and those found since.
fn not_ahead(ahead: Option<(&Ahead, usize)>, d: usize, count: usize) -> [Range<usize>; 2] {
    let (lo, hi) = ahead.map_or((count, count), |(a, _)| a.ranges[d]);
    [0..lo.min(count), hi.max(lo).min(count)..count]
}

/// Lanes of [`Sparse::run_small`]'s reads (eight: sixteen measured slower).
const PLAN_LANES: usize = 8;

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

/// Options of a block of heaps computed ahead (see `Sparse::ahead`).
struct Ahead {
    /// Marks per heap; 0 where the options are in `bits`.
    stride: usize,
    /// Per parity group, the rare heaps (by index) whose pairs are included.
    ranges: [(usize, usize); 2],
    /// The pairs `(a, rest − a)` for `ahead_from <= a < ahead_from + extra`
    /// are included, and the rare heaps from `ahead_from` in `ranges`.
    ahead_from: usize,
    extra: usize,
    /// The options of each heap as bits: `stride / 64` words each, or one
    /// while every value is below 32.
    bits: Vec<u64>,
}

impl Sparse {
    /// An engine for `game`, or `None` if it is not an octal game or
    /// Grundy's game (see [`SparseRules::of`]).
    pub fn new(game: &HeapGame) -> Option<Sparse> {
        SparseRules::of(game).map(Sparse::with_rules)
    }

    /// An engine for the given rules, holding `G(0) = 0`.
    pub fn with_rules(rules: SparseRules) -> Sparse {
        let groups = [
            Group::new(0, !rules.split[0].is_empty()),
            Group::new(1, !rules.split[1].is_empty()),
        ];
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
            worker: None,
            pending: None,
            planned: 0,
            lock: None,
            together: together::available(),
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
    /// use grundy_engine::sparse::{Sparse, SparseRules};
    /// let game = HeapGame::parse("0.6").unwrap();
    /// let mut whole = Sparse::new(&game).unwrap();
    /// whole.extend_to(9000).unwrap();
    /// let mut half = Sparse::new(&game).unwrap();
    /// half.extend_to(4500).unwrap();
    /// let rules = SparseRules::of(&game).unwrap();
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
        let mut engine = Sparse::with_rules(rules);
        if let Some(dir) = dir {
            engine.keep_values_in(dir)?;
        }
        let storage = |e: io::Error| SparseError::Storage(e.to_string());
        engine.values.clear();
        engine.values.reserve(values.len()).map_err(storage)?;
        engine.back.reserve(values.len()).map_err(storage)?;
        for (n, v) in values.enumerate() {
            engine.values.push(v).map_err(storage)?;
            engine.back.push(n, v).map_err(storage)?;
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
    /// let mut engine = Sparse::new(&HeapGame::parse("0.106").unwrap()).unwrap();
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

    /// Computes values until `G(last)` is known.
    pub fn extend_to(&mut self, last: usize) -> Result<(), SparseError> {
        let storage = |e: io::Error| SparseError::Storage(e.to_string());
        self.values.reserve(last + 1).map_err(storage)?;
        self.back.reserve(last).map_err(storage)?;
        while self.values.len() <= last {
            let start = self.values.len();
            let pipeline = self.threads >= 2
                && start >= self.pipeline_start()
                && (self.worker.is_some() || (!self.direct && self.worth_a_worker()));
            if pipeline {
                return self.pipelined(last);
            }
            self.step()?;
        }
        Ok(())
    }

    /// [`Sparse::extend_to`] on two threads in a pipeline: while this one
    /// computes a block of values, a worker computes the options of the
    /// next block that come from splits whose heaps both lie before this
    /// block (the rare heaps from AHEAD_FROM on, and a run of pairs of any
    /// heaps). The worker keeps its own copy of the values and rare heaps,
    /// sent a block at a time, from one call to the next.
    fn pipelined(&mut self, last: usize) -> Result<(), SparseError> {
        let (replica, mut synced) = match self.worker.take() {
            Some(worker) => worker,
            None => {
                let values = match self.values.reader() {
                    Ok(Some(reader)) => Known::Mapped(reader),
                    Ok(None) => {
                        let mut copy = Vec::with_capacity(self.planned.max(self.values.len()));
                        copy.extend_from_slice(&self.values);
                        Known::Owned(copy)
                    }
                    Err(e) => return Err(SparseError::Storage(e.to_string())),
                };
                let replica = Replica {
                    rules: self.rules.clone(),
                    values,
                    rare: [0, 1].map(|d| {
                        let group = &self.groups[d];
                        (group.rare_heaps.clone(), group.rare_values.clone())
                    }),
                };
                let synced = Synced {
                    values: self.values.len(),
                    rare: [0, 1].map(|d| self.groups[d].rare_heaps.len()),
                    rebuilds: self.stats.rebuilds,
                    share: 1000,
                };
                (replica, synced)
            }
        };
        std::thread::scope(|scope| {
            let (jobs, job_inbox) = mpsc::sync_channel::<Job>(1);
            let (results, result_inbox) = mpsc::sync_channel::<Ahead>(1);
            let worker = scope.spawn(move || {
                let mut replica = replica;
                while let Some(job) = receive(&job_inbox) {
                    replica.apply(job.update);
                    let ahead = replica.ahead(job.task);
                    if results.send(ahead).is_err() {
                        break;
                    }
                }
                replica
            });
            // The job in flight: the block it is for, and the rebuilds of
            // the classes when it was made.
            let mut in_flight: Option<(usize, u64)> = None;
            // The work done ahead in hand, the same way; kept from one call
            // to the next, so that calls that end within a block lose none.
            let mut ready: Option<(usize, u64, Ahead)> = self.pending.take();
            let mut spare: Option<Vec<u64>> = None;
            let outcome = (|| {
                while self.values.len() <= last {
                    let start = self.values.len();
                    let block = self.block();
                    if start < self.pipeline_start() {
                        self.step()?;
                        continue;
                    }
                    let block_start = start - start % block;
                    if start == block_start {
                        // Blocks start where classes may be chosen again, so
                        // the rare heaps given to the worker stay the same
                        // through a block.
                        self.review(start);
                    }
                    let waited = Instant::now();
                    if ready.as_ref().is_none_or(|r| r.0 != block_start) {
                        if let Some((_, _, old)) = ready.take() {
                            spare = Some(old.bits);
                        }
                        if let Some((at, rebuilds)) = in_flight.take() {
                            ready = receive(&result_inbox).map(|a| (at, rebuilds, a));
                        }
                    }
                    let waited = waited.elapsed();
                    let next = block_start + block;
                    if in_flight.is_none() && !self.direct && next <= last && self.worth_a_worker()
                    {
                        let update = self.update_for_worker(&mut synced);
                        let buffer = spare.take().unwrap_or_default();
                        // A whole block, wherever this call ends: the next
                        // call goes on with it.
                        let job = Job {
                            update,
                            task: Task {
                                start: next,
                                len: block,
                                stride: self.width,
                                share: synced.share,
                                buffer,
                                ahead_from: 2 * block,
                            },
                        };
                        if jobs.send(job).is_ok() {
                            in_flight = Some((next, self.stats.rebuilds));
                        }
                    }
                    let end = next.min(last + 1);
                    let computing = Instant::now();
                    let usable = ready.as_ref().filter(|r| r.0 == block_start);
                    let mut n = start;
                    while n < end {
                        // New classes since: the rare heaps done ahead are no
                        // longer those of the lists.
                        let valid = usable.filter(|r| r.1 == self.stats.rebuilds);
                        match valid {
                            Some(r) if r.2.stride == 0 && !self.direct && self.small_values() => {
                                n = self.run_small(n, end, &r.2, block_start)?;
                            }
                            _ => {
                                self.step_inner(valid.map(|r| (&r.2, n - block_start)))?;
                                n += 1;
                            }
                        }
                    }
                    if start == block_start && end == next {
                        // Waiting more than a little: the worker has too much.
                        if waited * 50 > computing.elapsed() {
                            synced.share = synced.share.saturating_sub(20).max(100);
                        } else {
                            let most = if self.small_values() { 1000 } else { MAX_SHARE };
                            synced.share = (synced.share + 10).min(most);
                        }
                    }
                }
                Ok(())
            })();
            if let Some((at, rebuilds)) = in_flight.take() {
                if let Ok(ahead) = result_inbox.recv() {
                    ready = Some((at, rebuilds, ahead));
                }
            }
            self.pending = ready;
            drop(jobs);
            let replica = worker.join().expect("the worker does not panic");
            self.worker = Some((replica, synced));
            outcome
        })
    }

    /// Where the pipeline may start: past it, every split the worker takes
    /// (smaller heap at least `2·block`) leaves two unequal heaps, whatever
    /// the removal.
    fn pipeline_start(&self) -> usize {
        let removal = self.rules.largest_split_removal();
        if self.small_values() {
            2 * (2 * SMALL_BLOCK + EXTRA_SMALL) + removal + 1
        } else {
            PIPELINE_START + removal
        }
    }

    /// Whether every value so far is below SMALL_WIDTH.
    fn small_values(&self) -> bool {
        self.width <= SMALL_WIDTH
    }

    /// Heaps per block of the pipeline.
    fn block(&self) -> usize {
        if self.small_values() {
            SMALL_BLOCK
        } else {
            BLOCK
        }
    }

    /// Whether the splits the worker would take are enough to pay for the
    /// hand-over. With values below 32 its run of pairs spares most searches
    /// (0.106, 0.16: 1.3 searches per value on one thread, 0.01 with the run
    /// of pairs), and the long blocks make the hand-over cheap.
    fn worth_a_worker(&self) -> bool {
        if self.small_values() {
            return true;
        }
        let pairs: usize = (0..2)
            .map(|d| {
                let heaps = &self.groups[d].rare_heaps;
                (heaps.len() - heaps.partition_point(|&r| r < 2 * self.block()))
                    * self.rules.split[d].len()
            })
            .sum();
        pairs >= 256
    }

    /// What the worker's copy lacks: the values since the last job, and the
    /// rare heaps found since (or all of them again after new classes).
    fn update_for_worker(&self, synced: &mut Synced) -> Update {
        let n = self.values.len();
        let values = match self.values.path() {
            Some(_) => Vec::new(),
            None => self.values[synced.values..n].to_vec(),
        };
        synced.values = n;
        let replace = synced.rebuilds != self.stats.rebuilds;
        synced.rebuilds = self.stats.rebuilds;
        let rare = [0, 1].map(|d| {
            let group = &self.groups[d];
            let from = if replace { 0 } else { synced.rare[d] };
            synced.rare[d] = group.rare_heaps.len();
            (
                group.rare_heaps[from..].to_vec(),
                group.rare_values[from..].to_vec(),
            )
        });
        Update {
            values,
            known: n,
            replace,
            rare,
        }
    }

    /// Room for the values up to `G(last)`, made at once (rather than by
    /// doubling, which can take up to twice the room).
    pub fn reserve(&mut self, last: usize) -> Result<(), SparseError> {
        let storage = |e: io::Error| SparseError::Storage(e.to_string());
        self.values.reserve(last + 1).map_err(storage)?;
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
        self.back.reserve_exactly(last).map_err(storage)
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
    /// let (mut one, mut two) = (Sparse::new(&game).unwrap(), Sparse::new(&game).unwrap());
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
    /// let (mut in_memory, mut on_disk) = (Sparse::new(&game).unwrap(), Sparse::new(&game).unwrap());
    /// on_disk.keep_values_in(&dir).unwrap();
    /// in_memory.extend_to(20_000).unwrap();
    /// on_disk.extend_to(20_000).unwrap();
    /// assert_eq!(in_memory.values(), on_disk.values());
    /// assert!(dir.join("values.u16").exists());
    /// # drop(on_disk);
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    pub fn keep_values_in(&mut self, dir: &Path) -> Result<(), SparseError> {
        let storage = |e: io::Error| SparseError::Storage(format!("{}: {e}", dir.display()));
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
    /// let (mut fast, mut direct) = (Sparse::new(&game).unwrap(), Sparse::new(&game).unwrap());
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

    /// Computes the next value and returns it.
    pub fn step(&mut self) -> Result<u16, SparseError> {
        self.step_inner(None)
    }

    #[inline]
    fn review(&mut self, n: usize) {
        if n >= FIRST_REVIEW && self.reviewed != n && self.review_due(n) {
            self.reviewed = n;
            self.rebuild();
        }
    }

    fn step_inner(&mut self, ahead: Option<(&Ahead, usize)>) -> Result<u16, SparseError> {
        let n = self.values.len();
        let rebuilds = self.stats.rebuilds;
        self.review(n);
        let ahead = ahead.filter(|_| self.stats.rebuilds == rebuilds);
        let w = self.width;
        if self.small_values() && !self.direct && ahead.is_none_or(|(a, _)| a.stride == 0) {
            return self.step_small(n, ahead);
        }
        let g = &self.values[..];
        let seen: &mut Marks = &mut self.seen;
        match ahead {
            Some((ahead, i)) if ahead.stride == 0 => {
                // Options ahead as bits (the values were below 32 then).
                seen.reset_from(0, w);
                let mut bits = ahead.bits[i];
                while bits != 0 {
                    seen.set(bits.trailing_zeros() as u16);
                    bits &= bits - 1;
                }
            }
            Some((ahead, i)) => {
                let words = ahead.stride / 64;
                seen.expand(&ahead.bits[i * words..(i + 1) * words]);
                seen.reset_from(ahead.stride, w);
            }
            None => seen.reset_from(0, w),
        }
        let rules = &self.rules;
        if rules.take_all.get(n).copied().unwrap_or(false) {
            seen.set(0);
        }
        for &k in &rules.take {
            if k >= n {
                break;
            }
            seen.set(g[n - k]);
        }
        for (d, splits) in rules.split.iter().enumerate() {
            for (i, &k) in splits.iter().enumerate() {
                if n < k + 2 {
                    break;
                }
                let rest = n - k;
                if self.direct {
                    mark_pairs(seen, g, self.back.view(), rest, 1, rules.largest_half(rest));
                    continue;
                }
                let count = self.groups[d].rare_below(i, rest);
                let group = &self.groups[d];
                for range in not_ahead(ahead, d, count) {
                    mark_rare_pairs(
                        seen,
                        self.back.view(),
                        &group.rare_heaps[range.clone()],
                        &group.rare_values[range],
                        rest,
                        rules.unequal,
                    );
                }
            }
        }
        let mut candidate = seen.mex_from(0);
        let producible = self.groups.each_ref().map(|g| &g.by_value[n & 1][..]);
        if self.direct {
            self.stats.direct_values += 1;
        } else if self.together {
            let skip = ahead.map_or((0, 0), |(a, _)| (a.ahead_from, a.extra));
            let pairs = Pairs {
                g,
                back: self.back.view(),
                rules,
                groups: &self.groups,
                n,
                skip,
            };
            let targets = &mut self.targets;
            // Most candidates turn up among the first pairs, which are
            // marked (looking up that many costs more); then more, in runs
            // that double, while the rest do not fit the tables.
            let mut marked = 0;
            let stop = loop {
                if marked > 0 {
                    if let Some(stop) = targets.collect(seen, producible, candidate) {
                        break stop;
                    }
                }
                let next = (2 * marked).max(FIRST_MARKED);
                if !pairs.mark(seen, marked + 1, next) {
                    // Every pair is marked: the value is the mex.
                    targets.left = 0;
                    break seen.mex_from(candidate);
                }
                marked = next;
                candidate = seen.mex_from(candidate);
            };
            // The value is the least candidate no pair gives, or `stop`.
            self.stats.searches += u64::from(targets.left.count_ones());
            if targets.left != 0 {
                pairs.find_together(marked + 1, targets);
            }
            candidate = targets.least_left().map_or(stop, usize::from);
        } else {
            let mut cursors = [Cursor::default(); 2];
            // With few values left to find, each is looked for alone soon;
            // with many, marking every pair finds them all in one pass.
            let pending = pending_candidates(seen, producible, candidate);
            let budget = if pending <= FEW_PENDING {
                FEW_MARKED_PAIRS
            } else {
                MARKED_PAIRS
            };
            for cursor in &mut cursors {
                cursor.budget = budget;
            }
            while candidate <= MAX_VALUE {
                let e = extended(candidate, n);
                let mut hit = false;
                for group in self.groups.iter().filter(|g| g.active && g.producible(e)) {
                    self.stats.searches += 1;
                    let splits = &rules.split[group.d];
                    let cursor = &mut cursors[group.d];
                    if cursor.find(
                        g,
                        self.back.view(),
                        splits,
                        n,
                        candidate,
                        seen,
                        rules,
                        // (No run of pairs: nothing to pass over.)
                        ahead
                            .map(|(a, _)| (a.ahead_from, a.extra))
                            .filter(|&(_, extra)| extra > 0),
                    ) {
                        hit = true;
                        break;
                    }
                }
                if !hit {
                    break;
                }
                seen.set(candidate as u16);
                candidate = seen.mex_from(candidate + 1);
            }
        }
        if candidate > MAX_VALUE {
            return Err(SparseError::ValueTooLarge { heap: n });
        }
        self.push(candidate as u16)?;
        Ok(candidate as u16)
    }

    /// [`Sparse::step`] while every value is below 32: the options as the
    /// bits of one word, kept in a register, so that games with few values
    /// (0.106, 0.16) cost little more than their rare pairs per value.
    fn step_small(&mut self, n: usize, ahead: Option<(&Ahead, usize)>) -> Result<u16, SparseError> {
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
        let candidate = self.small_candidate(n, seen);
        self.push(candidate as u16)?;
        Ok(candidate as u16)
    }

    /// The value of heap `n` whose options found so far are the bits of
    /// `seen`: their mex, or past it where a rare candidate turns up among
    /// the common pairs.
    fn small_candidate(&mut self, n: usize, mut seen: u64) -> usize {
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
                            seen |= mark_small(g, self.back.view(), rest, heap, hi, candidate);
                        } else {
                            searched = true;
                            let found =
                                search(g, self.back.view(), rest, *heap, hi, candidate as u16)
                                    || splits[*removal + 1..].iter().any(|&k| {
                                        n >= k + 2 && {
                                            let rest = n - k;
                                            search(
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
    }

    /// [`Sparse::step_small`] for the heaps `from..end` of a block whose
    /// work done ahead is `ahead` (as bits), in one tight loop: the takes
    /// and the rare heaps of every split are one list of (distance back,
    /// value) read in vector lanes, and a value already common costs a store.
    /// Anything else (a review, new classes, a new rare heap, a value never
    /// seen) goes through [`Sparse::step_inner`]. Returns where it stopped.
    fn run_small(
        &mut self,
        from: usize,
        end: usize,
        ahead: &Ahead,
        block_start: usize,
    ) -> Result<usize, SparseError> {
        let rebuilds = self.stats.rebuilds;
        let mut plan: Option<SmallPlan> = None;
        let mut n = from;
        while n < end && self.stats.rebuilds == rebuilds && self.small_values() {
            let i = n - block_start;
            if plan.is_none() {
                plan = self.small_plan(n, ahead);
            }
            // Reviews are due only at these heaps (see `review_due`).
            let ordinary = !n.is_multiple_of(1024) && !n.is_power_of_two();
            let Some(p) = plan.as_ref().filter(|_| ordinary) else {
                self.step_inner(Some((ahead, i)))?;
                plan = None;
                n += 1;
                continue;
            };
            let partners = self.back.view().down_from(n - 1, p.reach);
            let mut lanes = [0u32; PLAN_LANES];
            for (back, values) in p
                .back
                .chunks_exact(PLAN_LANES)
                .zip(p.values.chunks_exact(PLAN_LANES))
            {
                for j in 0..PLAN_LANES {
                    // `min`: no bounds checks (every distance is at most `reach`).
                    let partner = partners[(back[j] as usize).min(p.reach - 1)];
                    lanes[j] |= 1 << ((values[j] ^ partner) & 31);
                }
            }
            let seen = ahead.bits[i] | u64::from(lanes.iter().fold(0, |x, &y| x | y));
            let mut candidate = (!seen).trailing_zeros() as usize;
            if p.producible[n & 1] >> candidate & 1 != 0 {
                candidate = self.small_candidate(n, seen);
            }
            let e = extended(candidate, n);
            let common = self.ext_counts[e] != 0
                && candidate < self.width
                && self.groups.iter().all(|g| !g.active || g.in_c[e]);
            if common {
                let storage = |e: io::Error| SparseError::Storage(e.to_string());
                self.values.push(candidate as u16).map_err(storage)?;
                self.back.push(n, candidate as u16).map_err(storage)?;
                self.ext_counts[e] += 1;
            } else {
                self.push(candidate as u16)?;
                plan = None;
            }
            n += 1;
        }
        Ok(n)
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
            while !pairs.len().is_multiple_of(PLAN_LANES) {
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

    fn push(&mut self, v: u16) -> Result<(), SparseError> {
        let n = self.values.len();
        let storage = |e: io::Error| SparseError::Storage(e.to_string());
        self.values.push(v).map_err(storage)?;
        self.back.push(n, v).map_err(storage)?;
        if v as usize >= self.width {
            self.width = (v as usize + 1).next_power_of_two();
        }
        let e = extended(v as usize, n);
        let first = self.ext_counts[e] == 0;
        self.ext_counts[e] += 1;
        if self.direct {
            return Ok(());
        }
        for group in self.groups.iter_mut().filter(|g| g.active) {
            if group.in_c[e] || (first && group.try_add(e)) {
                continue;
            }
            group.rare_heaps.push(n);
            group.rare_values.push(v);
        }
        Ok(())
    }

    fn rare_count(&self) -> usize {
        self.groups
            .iter()
            .map(|g| g.rare_heaps.len())
            .max()
            .unwrap_or(0)
    }

    /// Classes are chosen again at powers of two, and when the rare heaps
    /// have grown by half since the last choice.
    #[inline]
    fn review_due(&self, n: usize) -> bool {
        // The cheap test first: this is asked at every heap.
        if !n.is_multiple_of(1024) && !n.is_power_of_two() {
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

/// Marks the options `G(r) xor G(rest − r)` for the rare heaps `r < rest`
/// (all of `heaps`): the engine's innermost loop.
fn mark_rare_pairs(
    seen: &mut Marks,
    back: Back<'_>,
    heaps: &[usize],
    values: &[u16],
    rest: usize,
    unequal: bool,
) {
    if unequal && rest.is_multiple_of(2) {
        // Grundy's game: no split into two equal heaps.
        let half = heaps.partition_point(|&r| 2 * r < rest);
        let skip = usize::from(heaps.get(half) == Some(&(rest / 2)));
        mark_rare_pairs(seen, back, &heaps[..half], &values[..half], rest, false);
        let tail = half + skip;
        mark_rare_pairs(seen, back, &heaps[tail..], &values[tail..], rest, false);
        return;
    }
    let Some(&top) = heaps.last() else {
        return;
    };
    // G(rest − r) is `partners[r − 1]` (rare heaps are at least 1; read
    // from G(rest − 1) down, since with no counter removed G(rest) is the
    // heap being computed, which the backwards copy may not have room for
    // yet); every heap is at most `top` (they are ascending), which the
    // `min` tells the compiler: no bounds checks.
    let partners = back.down_from(rest - 1, top);
    for (&r, &v) in heaps.iter().zip(values) {
        seen.set(v ^ partners[(r - 1).min(top - 1)]);
    }
}

/// Options handled together: one per vector lane.
const LANES: usize = 16;

/// A set of 16-bit values, a byte each: marking is one store, with no
/// bounds check for a 16-bit index and no wait for the last store.
struct Marks {
    bytes: [u8; 1 << 16],
    /// Every value marked is below this power of two.
    width: usize,
}

impl Marks {
    fn new() -> Box<Marks> {
        Box::new(Marks {
            bytes: [0; 1 << 16],
            width: 1,
        })
    }

    /// Empties the set, for values below `width` (a power of two).
    /// Empties the set from `from` on (what comes before was just set),
    /// for values below `width` (a power of two).
    fn reset_from(&mut self, from: usize, width: usize) {
        // One past the width too: it stays unmarked and ends mex searches.
        let end = (width.max(self.width) + 1).min(self.bytes.len());
        self.bytes[from.min(end)..end].fill(0);
        self.width = width;
    }

    /// Sets the values below `64 · words.len()` to the bits of `words`.
    fn expand(&mut self, words: &[u64]) {
        for (marks, &word) in self.bytes.chunks_exact_mut(64).zip(words) {
            for (i, mark) in marks.iter_mut().enumerate() {
                *mark = (word >> i & 1) as u8;
            }
        }
    }

    #[inline]
    fn set(&mut self, v: u16) {
        self.bytes[v as usize] = 1;
    }

    #[inline]
    fn has(&self, v: usize) -> bool {
        self.bytes[v & 0xFFFF] != 0
    }

    /// The least value at or after `from` not in the set (65536 if none).
    fn mex_from(&self, from: usize) -> usize {
        const CHUNK: usize = 32;
        let mut v = from.min(1 << 16);
        // A chunk of marks compared at once (vector lanes, one mask).
        while v + CHUNK <= self.bytes.len() {
            let chunk: &[u8; CHUNK] = self.bytes[v..v + CHUNK].try_into().expect("a chunk");
            let empty = (0..CHUNK).fold(0u32, |m, i| m | u32::from(chunk[i] == 0) << i);
            if empty != 0 {
                return v + empty.trailing_zeros() as usize;
            }
            v += CHUNK;
        }
        self.bytes[v..]
            .iter()
            .position(|&b| b == 0)
            .map_or(1 << 16, |i| i + v)
    }
}

/// Adds to each of the `LANES` rows of `stride` marks in `tile` (one per
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
    assert!(stride.is_power_of_two() && stride <= 1 << 16 && tile.len() >= LANES * stride);
    // Options are below the stride already; the mask makes it plain that
    // every mark stays in its row.
    let mask = (stride - 1) as u16;
    if LANES * stride <= 1 << 16 {
        // Four lanes to a word: where their marks go is the option masked
        // and or-ed with the row's offset, in each 16-bit quarter. Read
        // back from the word one by one, this is twice as fast as from
        // vector lanes (each extraction two instructions).
        let spread = |x: u16| u64::from(x) * 0x0001_0001_0001_0001;
        let masks = spread(mask);
        let rows: [u64; LANES / 4] = std::array::from_fn(|q| {
            (0..4).fold(0, |w, i| w | (((4 * q + i) * stride) as u64) << (16 * i))
        });
        for c in 0..count {
            let (at, v) = pair(c);
            let p: &[u16; LANES] = g[at..][..LANES].try_into().expect("LANES values");
            let v = spread(v);
            for (q, &row) in rows.iter().enumerate() {
                let x = ((quad(p, 4 * q) ^ v) & masks) | row;
                for i in 0..4 {
                    let at = (x >> (16 * i)) as u16;
                    // SAFETY: the quarter is `(4q + i)·stride` plus an
                    // option below `stride`, so below `LANES * stride <=
                    // tile.len()`.
                    unsafe { *tile.get_unchecked_mut(usize::from(at)) = 1 };
                }
            }
        }
        return;
    }
    for c in 0..count {
        let (at, v) = pair(c);
        for (j, &p) in g[at..][..LANES].iter().enumerate() {
            let at = j * stride + usize::from((v ^ p) & mask);
            // SAFETY: the option is masked below `stride`, so `at < LANES *
            // stride <= tile.len()`.
            unsafe { *tile.get_unchecked_mut(at) = 1 };
        }
    }
}

/// How many values from `from` on are missing from `seen` but producible
/// by two common heaps, before the first missing value that is not (see
/// [`pending_values`]): the rare candidates to find. Counted only until it
/// passes `FEW_PENDING`.
fn pending_candidates(seen: &Marks, producible: [&[u8]; 2], from: usize) -> usize {
    let mut pending = 0;
    pending_values(seen, producible, from, |_| {
        pending += 1;
        pending <= FEW_PENDING
    });
    pending
}

/// The four values from `at` on as one word, the first in the low bits.
#[inline(always)]
fn quad(values: &[u16], at: usize) -> u64 {
    let q: &[u16; 4] = values[at..at + 4].try_into().expect("four values");
    u64::from(q[0]) | u64::from(q[1]) << 16 | u64::from(q[2]) << 32 | u64::from(q[3]) << 48
}

/// Pairs marked before the rare candidates left are looked for together
/// (0.6 to 2^22: 64 to 1024 measured, 128 best).
const FIRST_MARKED: usize = 128;
/// At most this many rare candidates are looked for together (with more,
/// the first pairs are marked until they are fewer).
const MAX_TARGETS: usize = 32;
/// Tables of candidates, by their low six bits: candidates that share them
/// go to different tables.
const TABLES: usize = 4;

/// The rare candidates of one heap, looked for together among its pairs.
struct Targets {
    /// The candidates, ascending.
    values: [u16; MAX_TARGETS],
    count: usize,
    /// Bit `i`: no pair has given `values[i]` yet.
    left: u32,
    /// Slot `s` of a table holds a candidate `t` with `t mod 64 = s`, or
    /// `s xor 1`, which no option looked up at slot `s` can equal.
    tables: [[u16; 64]; TABLES],
    /// The index in `values` of the candidate at each slot of each table.
    index: [[u8; 64]; TABLES],
    /// Tables in use.
    used: usize,
}

impl Default for Targets {
    fn default() -> Targets {
        Targets {
            values: [0; MAX_TARGETS],
            count: 0,
            left: 0,
            tables: [EMPTY_TABLE; TABLES],
            index: [[0; 64]; TABLES],
            used: 0,
        }
    }
}

const EMPTY_TABLE: [u16; 64] = {
    let mut table = [0; 64];
    let mut i = 0;
    while i < 64 {
        table[i] = i as u16 ^ 1;
        i += 1;
    }
    table
};

impl Targets {
    /// Collects the values from `from` on that are missing from `seen` but
    /// producible by two common heaps (`producible[0][v] | producible[1][v]`),
    /// up to the first missing value that is not, which it returns; `None`
    /// if there are more than the tables hold.
    fn collect(&mut self, seen: &Marks, producible: [&[u8]; 2], from: usize) -> Option<usize> {
        for &t in &self.values[..self.count] {
            let slot = usize::from(t & 63);
            for table in &mut self.tables[..self.used] {
                table[slot] = slot as u16 ^ 1;
            }
        }
        self.count = 0;
        self.left = 0;
        self.used = 0;
        let stop = pending_values(seen, producible, from, |v| self.add(v as u16));
        self.left = ((1u64 << self.count) - 1) as u32;
        stop
    }

    /// Adds candidate `t` (larger than those so far); false if the tables
    /// are full.
    fn add(&mut self, t: u16) -> bool {
        if self.count == MAX_TARGETS {
            return false;
        }
        let slot = usize::from(t & 63);
        let Some(table) = (0..TABLES).find(|&i| self.tables[i][slot] == slot as u16 ^ 1) else {
            return false;
        };
        self.tables[table][slot] = t;
        self.index[table][slot] = self.count as u8;
        self.used = self.used.max(table + 1);
        self.values[self.count] = t;
        self.count += 1;
        true
    }

    /// The least candidate no pair has given.
    fn least_left(&self) -> Option<u16> {
        (self.left != 0).then(|| self.values[self.left.trailing_zeros() as usize])
    }

    /// Option `x`, which some table holds, turned up: it is no longer a
    /// candidate.
    #[inline]
    fn remove(&mut self, x: u16) {
        let slot = usize::from(x & 63);
        for (table, index) in self.tables[..self.used].iter_mut().zip(&self.index) {
            if table[slot] == x {
                table[slot] = slot as u16 ^ 1;
                self.left &= !(1 << index[slot]);
            }
        }
    }
}

/// The pairs `(a, rest − a)` of the splits of heap `n`, by removal, less
/// those with `skip.0 <= a < skip.0 + skip.1` (marked ahead).
struct Pairs<'a> {
    g: &'a [u16],
    back: Back<'a>,
    rules: &'a SparseRules,
    groups: &'a [Group; 2],
    n: usize,
    skip: (usize, usize),
}

impl Pairs<'_> {
    /// Calls `each(rest, range)` for the ranges of smaller heaps `a` of
    /// each split, those of `from <= a <= to`; stops when it returns true.
    /// Whether any split has pairs past `to`.
    fn each(
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

    /// Marks the options of the pairs with `from <= a <= to`; whether any
    /// split has pairs past `to`.
    fn mark(&self, seen: &mut Marks, from: usize, to: usize) -> bool {
        self.each(from, to, |rest, range| {
            mark_pairs(seen, self.g, self.back, rest, range.start, range.end - 1);
            false
        })
    }

    /// Looks for the candidates of `targets` among the pairs from `a =
    /// from` on, all at once, removing each one a pair gives; stops when
    /// none are left.
    fn find_together(&self, from: usize, targets: &mut Targets) {
        self.each(from, usize::MAX, |rest, range| {
            let low = &self.g[range.clone()];
            let high = self.back.down_from(rest - range.start, range.len());
            together::find(low, high, targets)
        });
    }
}

/// The look-ups of [`Pairs::find_together`] in vector lanes.
mod together {
    use super::Targets;

    /// Whether the machine has the instructions.
    pub(super) fn available() -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            std::arch::is_x86_feature_detected!("avx512bw")
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            false
        }
    }

    /// Removes from `targets` every candidate some `low[i] xor high[i]`
    /// gives, in order of `i`, and tells whether none are left (then it
    /// stops). Only where [`available`].
    pub(super) fn find(low: &[u16], high: &[u16], targets: &mut Targets) -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            assert!(available() && low.len() == high.len());
            // SAFETY: the instructions are there (checked above).
            unsafe {
                match targets.used {
                    0 | 1 => x86::find::<1>(low, high, targets),
                    2 => x86::find::<2>(low, high, targets),
                    3 => x86::find::<3>(low, high, targets),
                    _ => x86::find::<4>(low, high, targets),
                }
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = (low, high, targets);
            unreachable!("looking candidates up together needs AVX-512")
        }
    }

    #[cfg(target_arch = "x86_64")]
    mod x86 {
        use super::super::Targets;
        use std::arch::x86_64::*;

        /// [`super::find`] with the first `T` tables: 32 pairs at a time,
        /// each option looked up in each table by its low six bits (one
        /// permutation) and compared with what it finds there.
        #[target_feature(enable = "avx512bw")]
        pub(super) unsafe fn find<const T: usize>(
            low: &[u16],
            high: &[u16],
            targets: &mut Targets,
        ) -> bool {
            let load = |targets: &Targets| -> [(__m512i, __m512i); T] {
                std::array::from_fn(|t| {
                    let table = &targets.tables[t];
                    // SAFETY: a table is 64 values, two vectors of 32.
                    unsafe {
                        (
                            _mm512_loadu_si512(table.as_ptr().cast()),
                            _mm512_loadu_si512(table[32..].as_ptr().cast()),
                        )
                    }
                })
            };
            let mut tables = load(targets);
            let len = low.len().min(high.len());
            let mut i = 0;
            while i < len {
                let lanes = if len - i >= 32 {
                    u32::MAX
                } else {
                    (1u32 << (len - i)) - 1
                };
                // SAFETY: the lanes read are those below `len − i`, within
                // both slices; masked loads touch no other memory.
                let x = unsafe {
                    let a = _mm512_maskz_loadu_epi16(lanes, low.as_ptr().add(i).cast());
                    let b = _mm512_maskz_loadu_epi16(lanes, high.as_ptr().add(i).cast());
                    _mm512_xor_si512(a, b)
                };
                let mut hit = 0;
                for &(first, second) in &tables {
                    let found = _mm512_permutex2var_epi16(first, x, second);
                    hit |= _mm512_cmpeq_epi16_mask(x, found);
                }
                hit &= lanes;
                if hit != 0 {
                    while hit != 0 {
                        let j = i + hit.trailing_zeros() as usize;
                        targets.remove(low[j] ^ high[j]);
                        hit &= hit - 1;
                    }
                    if targets.left == 0 {
                        return true;
                    }
                    tables = load(targets);
                }
                i += 32;
            }
            false
        }
    }
}

/// Calls `visit(v)` for each value `v` from `from` on that is missing from
/// `seen` but producible by two common heaps (`producible[0][v] |
/// producible[1][v]`), up to the first missing value that is not, which it
/// returns; `None` as soon as `visit` returns false. 32 values at a time.
fn pending_values(
    seen: &Marks,
    producible: [&[u8]; 2],
    from: usize,
    mut visit: impl FnMut(usize) -> bool,
) -> Option<usize> {
    const CHUNK: usize = 32;
    let [p0, p1] = producible;
    let mut v = from;
    while v + CHUNK <= MAX_VALUE + 1 {
        let s: &[u8; CHUNK] = seen.bytes[v..v + CHUNK].try_into().expect("a chunk");
        let a: &[u8; CHUNK] = p0[v..v + CHUNK].try_into().expect("a chunk");
        let b: &[u8; CHUNK] = p1[v..v + CHUNK].try_into().expect("a chunk");
        let (mut missing, mut made) = (0u32, 0u32);
        for i in 0..CHUNK {
            missing |= u32::from(s[i] == 0) << i;
            made |= u32::from(a[i] | b[i] != 0) << i;
        }
        let stop = missing & !made;
        let before = if stop == 0 {
            u32::MAX
        } else {
            (1 << stop.trailing_zeros()) - 1
        };
        let mut pending = missing & made & before;
        while pending != 0 {
            if !visit(v + pending.trailing_zeros() as usize) {
                return None;
            }
            pending &= pending - 1;
        }
        if stop != 0 {
            return Some(v + stop.trailing_zeros() as usize);
        }
        v += CHUNK;
    }
    while v <= MAX_VALUE {
        if !seen.has(v) {
            if p0[v] | p1[v] == 0 {
                return Some(v);
            }
            if !visit(v) {
                return None;
            }
        }
        v += 1;
    }
    Some(MAX_VALUE + 1)
}

/// Marks `G(a) xor G(rest − a)` for `from <= a <= hi`.
fn mark_pairs(seen: &mut Marks, g: &[u16], back: Back<'_>, rest: usize, from: usize, hi: usize) {
    if hi < from {
        return;
    }
    const WIDE: usize = 32;
    let whole = (hi + 1 - from) / WIDE;
    for c in 0..whole {
        let a = from + c * WIDE;
        let low: &[u16; WIDE] = g[a..a + WIDE].try_into().expect("WIDE values");
        let high: &[u16; WIDE] = back
            .down_from(rest - a, WIDE)
            .try_into()
            .expect("WIDE values");
        for q in (0..WIDE).step_by(4) {
            let x = quad(low, q) ^ quad(high, q);
            seen.set(x as u16);
            seen.set((x >> 16) as u16);
            seen.set((x >> 32) as u16);
            seen.set((x >> 48) as u16);
        }
    }
    for a in from + whole * WIDE..=hi {
        seen.set(g[a] ^ g[rest - a]);
    }
}

/// Marks the pairs `(a, rest − a)` from `*heap` on, a block of 32 at a time,
/// until one gives `candidate`, `a` passes `hi` or reaches [`MARKED_PAIRS`],
/// and returns the bits of their values (all below 32), leaving `*heap` after
/// the last pair marked. A block is two vectors of sixteen 32-bit lanes
/// (vector shifts), the upper heaps read forwards from the backwards copy,
/// and the bits stay in the lanes until the search ends.
#[inline]
fn mark_small(
    g: &[u16],
    back: Back<'_>,
    rest: usize,
    heap: &mut usize,
    hi: usize,
    candidate: usize,
) -> u64 {
    const BLOCK: usize = 32;
    let mut lanes = [0u32; BLOCK / 2];
    let bit = 1u32 << (candidate & 31);
    let mut a = *heap;
    let mut found = false;
    while a + BLOCK <= hi + 1 && a < MARKED_PAIRS {
        let low: &[u16; BLOCK] = g[a..a + BLOCK].try_into().expect("a block of values");
        let high: &[u16; BLOCK] = back
            .down_from(rest - a, BLOCK)
            .try_into()
            .expect("a block of values");
        for j in 0..BLOCK / 2 {
            let k = j + BLOCK / 2;
            lanes[j] |= (1 << ((low[j] ^ high[j]) & 31)) | (1 << ((low[k] ^ high[k]) & 31));
        }
        a += BLOCK;
        if lanes.iter().fold(false, |any, &x| any | (x & bit != 0)) {
            found = true;
            break;
        }
    }
    let mut bits = lanes.iter().fold(0, |x, &y| x | y);
    if !found && a < MARKED_PAIRS {
        // The last pairs, fewer than a block.
        while a <= hi {
            bits |= 1 << ((g[a] ^ g[rest - a]) & 31);
            a += 1;
        }
    }
    *heap = a;
    u64::from(bits)
}

/// The bits `G(r) xor G(rest − r)` for the rare heaps `r` (all below
/// `rest`), all values below 32, eight at a time in 32-bit lanes.
#[inline]
fn rare_bits(back: Back<'_>, heaps: &[usize], values: &[u16], rest: usize, unequal: bool) -> u64 {
    if unequal && rest.is_multiple_of(2) {
        // Grundy's game: no split into two equal heaps.
        let half = heaps.partition_point(|&r| 2 * r < rest);
        let tail = half + usize::from(heaps.get(half) == Some(&(rest / 2)));
        return rare_bits(back, &heaps[..half], &values[..half], rest, false)
            | rare_bits(back, &heaps[tail..], &values[tail..], rest, false);
    }
    let Some(&top) = heaps.last() else {
        return 0;
    };
    // G(rest − r) is `partners[r − 1]` (rare heaps are at least 1); every
    // heap is at most `top` (they are ascending), which the `min` tells the
    // compiler: no bounds checks.
    let partners = back.down_from(rest - 1, top);
    let mut lanes = [0u32; 8];
    let whole = heaps.len() / 8 * 8;
    for (h, v) in heaps[..whole].chunks_exact(8).zip(values.chunks_exact(8)) {
        for j in 0..8 {
            let partner = partners[(h[j] - 1).min(top - 1)];
            lanes[j] |= 1 << ((v[j] ^ partner) & 31);
        }
    }
    for (&r, &v) in heaps[whole..].iter().zip(&values[whole..]) {
        lanes[0] |= 1 << ((v ^ partners[(r - 1).min(top - 1)]) & 31);
    }
    u64::from(lanes.iter().fold(0, |x, &y| x | y))
}

/// `2·value + (heap mod 2)`.
#[inline]
fn extended(value: usize, heap: usize) -> usize {
    (value << 1) | (heap & 1)
}

fn parity(x: u32) -> u32 {
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

/// Where the search through the pairs of one parity group has got to: every
/// pair before it has been marked in `seen`.
#[derive(Clone, Copy, Default)]
struct Cursor {
    /// Index into the group's removals.
    removal: usize,
    /// The smaller heap of the next pair (0: not started).
    heap: usize,
    /// Pairs marked before a value is looked for alone.
    budget: usize,
}

/// At most this many values to find: see `FEW_MARKED_PAIRS`.
const FEW_PENDING: usize = 16;
/// Pairs marked before a value is looked for alone when few are left.
const FEW_MARKED_PAIRS: usize = 256;

impl Cursor {
    /// Whether some split of heap `n` by the removals `splits` leaves two
    /// heaps whose values xor to `target`. Pairs are marked in order from
    /// where the last search stopped, so each pair is looked at once however
    /// many candidates it takes to find the value.
    #[allow(clippy::too_many_arguments)]
    fn find(
        &mut self,
        g: &[u16],
        back: Back<'_>,
        splits: &[usize],
        n: usize,
        target: usize,
        seen: &mut Marks,
        rules: &SparseRules,
        ahead: Option<(usize, usize)>,
    ) -> bool {
        if seen.has(target) {
            return true;
        }
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
                    return self.search_rest(g, back, splits, n, target as u16, rules, ahead);
                }
                // Runs that double: most values turn up among the first
                // few pairs, some only far in.
                let mut stop = (a + a.next_power_of_two().clamp(8, 256) - 1).min(hi);
                if let Some((from, _)) = ahead.filter(|&(from, _)| a < from) {
                    stop = stop.min(from - 1);
                }
                mark_pairs(seen, g, back, rest, a, stop);
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

    /// Whether a pair from the cursor on has values xoring to `target`,
    /// without marking anything. The pairs marked ahead (`ahead`: from,
    /// count) are passed over: the target is not among them.
    #[allow(clippy::too_many_arguments)]
    fn search_rest(
        &self,
        g: &[u16],
        back: Back<'_>,
        splits: &[usize],
        n: usize,
        target: u16,
        rules: &SparseRules,
        ahead: Option<(usize, usize)>,
    ) -> bool {
        let (skip_from, skip_to) = ahead.map_or((usize::MAX, usize::MAX), |(a, c)| (a, a + c));
        splits.iter().enumerate().skip(self.removal).any(|(i, &k)| {
            n >= k + 2 && {
                let from = if i == self.removal {
                    self.heap.max(1)
                } else {
                    1
                };
                let (rest, hi) = (n - k, rules.largest_half(n - k));
                search(g, back, rest, from, hi.min(skip_from - 1), target)
                    || search(g, back, rest, from.max(skip_to), hi, target)
            }
        })
    }
}

/// Pairs marked in order before a rare candidate is searched for alone.
const MARKED_PAIRS: usize = 16384;

/// Whether some pair `(a, rest − a)` with `from <= a <= hi` has values
/// xoring to `target`.
fn search(g: &[u16], back: Back<'_>, rest: usize, from: usize, hi: usize, target: u16) -> bool {
    const LANES: usize = 32;
    if from > hi {
        return false;
    }
    let mut a = from;
    // Whole blocks compare LANES pairs at once, the upper heaps read
    // forwards from the backwards copy, in vector instructions.
    while a + LANES <= hi + 1 {
        let low = &g[a..a + LANES];
        let high = back.down_from(rest - a, LANES);
        let mut any = false;
        for i in 0..LANES {
            any |= low[i] ^ high[i] == target;
        }
        if any {
            return true;
        }
        a += LANES;
    }
    (a..=hi).any(|a| g[a] ^ g[rest - a] == target)
}

/// The values backwards, `G(p)` at `anchor − p`: the upper heaps of the
/// splits `(a, rest − a)`, `(a + 1, rest − a − 1)`, … read forwards, so
/// vectorised loops need no shuffles.
struct Backwards {
    values: Store,
    anchor: usize,
    /// Where to keep the values when on disk, and how many files so far.
    dir: Option<(PathBuf, usize)>,
}

impl Backwards {
    fn new() -> Backwards {
        let mut values = Store::in_memory();
        values.resize_zeroed(1).expect("memory");
        Backwards {
            values,
            anchor: 0,
            dir: None,
        }
    }

    /// Room for heaps up to `last`.
    fn reserve(&mut self, last: usize) -> io::Result<()> {
        if last <= self.anchor {
            return Ok(());
        }
        let anchor = last.max(2 * self.anchor).max(1024);
        self.move_to(anchor)
    }

    /// Room for heaps up to `last`, exactly.
    fn reserve_exactly(&mut self, last: usize) -> io::Result<()> {
        if last <= self.anchor {
            return Ok(());
        }
        self.move_to(last)
    }

    /// Copies the values into a new store with the given anchor (in a new
    /// file when on disk, the old one removed).
    fn move_to(&mut self, anchor: usize) -> io::Result<()> {
        let mut values = match &mut self.dir {
            None => Store::in_memory(),
            Some((dir, files)) => {
                *files += 1;
                Store::in_file(&dir.join(format!("backwards-{files}.u16")), anchor + 1)?
            }
        };
        values.resize_zeroed(anchor + 1)?;
        values[anchor - self.anchor..].copy_from_slice(&self.values);
        let old = std::mem::replace(&mut self.values, values);
        self.anchor = anchor;
        if let Some(path) = old.path() {
            let path = path.to_path_buf();
            drop(old);
            std::fs::remove_file(path)?;
        }
        Ok(())
    }

    /// Keeps the values in files in `dir` from now on.
    fn keep_in(&mut self, dir: &Path) -> io::Result<()> {
        self.dir = Some((dir.to_path_buf(), 0));
        self.move_to(self.anchor)
    }

    fn push(&mut self, heap: usize, value: u16) -> io::Result<()> {
        self.reserve(heap)?;
        self.values[self.anchor - heap] = value;
        Ok(())
    }

    /// A view for the hot loops, looked up once.
    fn view(&self) -> Back<'_> {
        Back {
            values: &self.values,
            anchor: self.anchor,
        }
    }
}

/// A view of [`Backwards`].
#[derive(Clone, Copy)]
struct Back<'a> {
    values: &'a [u16],
    anchor: usize,
}

impl<'a> Back<'a> {
    /// `G(top), G(top − 1), …`, `len` of them.
    #[inline]
    fn down_from(self, top: usize, len: usize) -> &'a [u16] {
        &self.values[self.anchor - top..self.anchor - top + len]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(spec: &str, len: usize) {
        let game = HeapGame::parse(spec).unwrap();
        let mut engine = Sparse::new(&game).unwrap();
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

    use proptest::prelude::*;

    /// Marks with values `marked`, and the two groups' producible bytes.
    fn scan_inputs(marked: &[u16], made: &[(u16, bool)]) -> (Box<Marks>, [Vec<u8>; 2]) {
        let mut seen = Marks::new();
        for &v in marked {
            seen.set(v);
        }
        let mut producible = [vec![0; MAX_VALUE + 1], vec![0; MAX_VALUE + 1]];
        for &(v, group) in made {
            producible[usize::from(group)][usize::from(v)] = 1;
        }
        (seen, producible)
    }

    /// Values drawn mostly near the top or near 0, where the chunks end.
    fn values() -> impl Strategy<Value = u16> {
        prop_oneof![0u16..200, 65_400u16..=65_535]
    }

    /// Both ways of finding the rare candidates (looked up together where
    /// the machine can, else marked pairs then each looked for alone), on
    /// one thread and with work done ahead on two, against the direct
    /// method: past 6,144 heaps the blocks are done ahead.
    #[test]
    fn rare_candidates_looked_up_together_or_by_marking_match_the_direct_method() {
        let ways: &[bool] = if together::available() {
            &[false, true]
        } else {
            &[false]
        };
        for spec in [
            "0.6",
            "0.007",
            "0.106",
            "grundys-game",
            "4.7",
            "0.524",
            "0.37",
        ] {
            let game = HeapGame::parse(spec).unwrap();
            let direct = game.sequence_direct(12_000);
            for &together in ways {
                for threads in [1, 2] {
                    let mut engine = Sparse::new(&game).unwrap();
                    engine.together = together;
                    engine.set_threads(threads);
                    engine.extend_to(direct.len() - 1).unwrap();
                    for (n, (&a, &b)) in engine.values().iter().zip(&direct).enumerate() {
                        assert_eq!(
                            u32::from(a),
                            b,
                            "{spec}, together {together}, {threads} threads: G({n})"
                        );
                    }
                }
            }
        }
    }

    /// Regression: the rare pairs read the backwards copy from G(rest) on,
    /// which for a split removing no counter is the heap being computed:
    /// through `step` alone (no room made ahead, as `extend_to` makes) the
    /// copy had no room for it at 1025, and the read panicked.
    #[test]
    fn step_by_step_past_the_backwards_copy_s_room() {
        // Grundy's game splits with no counter removed; its values pass 32
        // (the general step) at 1056, so 2049 and 4097 are read.
        for spec in ["grundys-game"] {
            let game = HeapGame::parse(spec).unwrap();
            let direct = game.sequence_direct(5000);
            let mut engine = Sparse::new(&game).unwrap();
            while engine.values().len() < direct.len() {
                engine.step().unwrap();
            }
            for (n, (&a, &b)) in engine.values().iter().zip(&direct).enumerate() {
                assert_eq!(u32::from(a), b, "{spec}: G({n})");
            }
        }
    }

    #[test]
    fn the_tables_of_candidates_refuse_what_they_cannot_hold() {
        let mut targets = Targets::default();
        // Five candidates with the same low six bits: four tables.
        for (i, t) in [5u16, 69, 133, 197].into_iter().enumerate() {
            assert!(targets.add(t), "candidate {i}");
        }
        assert!(!targets.add(261));
        let mut targets = Targets::default();
        for t in 0..MAX_TARGETS as u16 {
            assert!(targets.add(t));
        }
        assert!(!targets.add(MAX_TARGETS as u16));
    }

    proptest! {
        #[test]
        fn mex_from_is_the_least_value_not_marked(
            marked in prop::collection::vec(values(), 0..300),
            from in values(),
        ) {
            let (seen, _) = scan_inputs(&marked, &[]);
            let from = usize::from(from);
            let naive = (from..1 << 16).find(|&v| !seen.has(v)).unwrap_or(1 << 16);
            prop_assert_eq!(seen.mex_from(from), naive);
        }

        #[test]
        fn pending_candidates_counts_as_one_value_at_a_time(
            marked in prop::collection::vec(values(), 0..300),
            made in prop::collection::vec((values(), any::<bool>()), 0..300),
            from in values(),
        ) {
            let (seen, producible) = scan_inputs(&marked, &made);
            let from = usize::from(from);
            let mut naive = 0;
            for v in from..=MAX_VALUE {
                if naive > FEW_PENDING {
                    break;
                }
                if !seen.has(v) {
                    if !producible.iter().any(|p| p[v] != 0) {
                        break;
                    }
                    naive += 1;
                }
            }
            let fast = pending_candidates(&seen, [&producible[0], &producible[1]], from);
            // Past FEW_PENDING only "many" matters.
            prop_assert_eq!(fast.min(FEW_PENDING + 1), naive.min(FEW_PENDING + 1));
        }

        #[test]
        fn pending_values_are_those_found_one_value_at_a_time(
            marked in prop::collection::vec(values(), 0..300),
            made in prop::collection::vec((values(), any::<bool>()), 0..300),
            from in values(),
        ) {
            let (seen, producible) = scan_inputs(&marked, &made);
            let from = usize::from(from);
            let mut naive = Vec::new();
            let mut naive_stop = MAX_VALUE + 1;
            for v in from..=MAX_VALUE {
                if !seen.has(v) {
                    if !producible.iter().any(|p| p[v] != 0) {
                        naive_stop = v;
                        break;
                    }
                    naive.push(v);
                }
            }
            let mut fast = Vec::new();
            let stop = pending_values(&seen, [&producible[0], &producible[1]], from, |v| {
                fast.push(v);
                true
            });
            prop_assert_eq!(&fast, &naive);
            prop_assert_eq!(stop, Some(naive_stop));
        }

        /// What the look-ups leave is exactly the candidates no pair gives,
        /// whatever tables they take (low six bits shared or not), with
        /// slices of any length (the last block partly masked).
        #[test]
        fn candidates_looked_up_together_are_those_no_pair_gives(
            pairs in prop::collection::vec((0u16..200, 0u16..200), 0..150),
            mut wanted in prop::collection::btree_set(0u16..300, 1..=MAX_TARGETS),
        ) {
            prop_assume!(together::available());
            let low: Vec<u16> = pairs.iter().map(|p| p.0).collect();
            let high: Vec<u16> = pairs.iter().map(|p| p.1).collect();
            let mut targets = Targets::default();
            wanted.retain(|&t| targets.add(t));
            targets.left = ((1u64 << targets.count) - 1) as u32;
            let none_left = together::find(&low, &high, &mut targets);
            let given: std::collections::BTreeSet<u16> =
                pairs.iter().map(|p| p.0 ^ p.1).collect();
            let expected: Vec<u16> = wanted.iter().copied().filter(|t| !given.contains(t)).collect();
            let left: Vec<u16> = (0..targets.count)
                .filter(|&i| targets.left >> i & 1 != 0)
                .map(|i| targets.values[i])
                .collect();
            prop_assert_eq!(&left, &expected);
            prop_assert_eq!(none_left, expected.is_empty());
            prop_assert_eq!(targets.least_left(), expected.first().copied());
        }
    }
}

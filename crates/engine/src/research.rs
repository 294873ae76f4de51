//! Long nim-sequence computations for research: the rare/common engine
//! ([`crate::sparse`]) driven to a target, stopping as soon as the
//! Guy–Smith theorem proves the period, with statistics at every power of
//! two and checkpoints to resume from.
//!
//! ```
//! use grundy_engine::heap::HeapGame;
//! use grundy_engine::research::Research;
//!
//! let mut run = Research::new(&HeapGame::parse("0.16").unwrap()).unwrap();
//! let mut milestones = Vec::new();
//! while run.heaps() <= 1 << 20 {
//!     run.advance(1 << 20, 1 << 16, |m| milestones.push((m.heaps, m.checksum))).unwrap();
//! }
//! // 0.16 is periodic, with period 149459 from G(105351) on (as ogsolve
//! // finds): proven long before 2^20,
//! let proof = run.proof().unwrap();
//! assert_eq!((proof.preperiod, proof.period), (105351, 149459));
//! assert!(run.computed() < 600_000);
//! // and the statistics go on to 2^20 from the period (checksum as ogsolve's).
//! assert_eq!(milestones.last(), Some(&(1 << 20, 0x70EEE45F)));
//! ```

use crate::heap::HeapGame;
use crate::sparse::{Classes, Sparse, SparseError, SparseState};
use memmap2::Mmap;
use std::fmt;
use std::fs::File;
use std::io::{self, Read, Write};
use std::path::Path;

/// A game the research engine does not handle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported(pub String);

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is not an octal game or Grundy's game: the research engine handles \
             take-and-break codes with digits 0-7 and grundys-game; use `grundy seq` for it",
            self.0
        )
    }
}

impl std::error::Error for Unsupported {}

/// The statistics of the sequence at a power of two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Milestone {
    /// `N`: the statistics cover `G(1), …, G(N)` (and `G(0)` for the checksum).
    pub heaps: usize,
    /// How often each value occurs among `G(1..=N)`, by value (those that occur).
    pub counts: Vec<(u16, u64)>,
    /// The largest value so far,
    pub largest: u16,
    /// and the first heap that has it.
    pub largest_at: usize,
    /// The rare heaps so far (0 where the values are computed directly; past
    /// a proven period, those of the values computed).
    pub rare: usize,
    /// The last rare heap.
    pub last_rare: Option<usize>,
    /// [`fletcher32`] of `G(0), …, G(N)`.
    pub checksum: u32,
}

/// A period proven by the Guy–Smith theorem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// `G(n + period) = G(n)` for every `n >= preperiod`.
    pub preperiod: usize,
    /// The least period.
    pub period: usize,
    /// Values the proof needs: `G(0), …, G(needed − 1)`.
    pub needed: usize,
    /// The most counters one move removes (the theorem's `t`).
    pub removal: usize,
}

impl fmt::Display for Proof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = self.preperiod.max(1);
        write!(
            f,
            "period {} from n = {}, proven (Guy–Smith: at most {} removed per move, \
             G(n + {}) = G(n) for {e} <= n < 2·{e} + {} + {})",
            self.period, self.preperiod, self.removal, self.period, self.period, self.removal
        )
    }
}

/// The Fletcher-32 checksum of a nim-sequence as the `ogsolve` crate
/// computes it: 16-bit sums of the values, and of those sums.
///
/// ```
/// use grundy_engine::research::fletcher32;
/// assert_eq!(fletcher32(&[0, 1, 2]), (4 << 16) | 3);
/// ```
pub fn fletcher32(values: &[u16]) -> u32 {
    let mut sum = Fletcher::default();
    values.iter().for_each(|&v| sum.add(v));
    sum.value()
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Fletcher(u16, u16);

impl Fletcher {
    #[inline]
    fn add(&mut self, v: u16) {
        self.0 = self.0.wrapping_add(v);
        self.1 = self.1.wrapping_add(self.0);
    }

    fn value(self) -> u32 {
        (u32::from(self.1) << 16) | u32::from(self.0)
    }
}

/// The statistics of `G(0..heaps)`.
struct Tally {
    heaps: usize,
    /// How often each value occurs among G(1..heaps).
    counts: Vec<u64>,
    checksum: Fletcher,
    /// The largest value and the first heap that has it.
    largest: (u16, usize),
}

impl Tally {
    fn new() -> Tally {
        Tally {
            heaps: 0,
            counts: vec![0; 1 << 16],
            checksum: Fletcher::default(),
            largest: (0, 0),
        }
    }

    /// Adds `values`, those of the next heaps.
    fn add(&mut self, values: &[u16]) {
        let (mut checksum, mut largest) = (self.checksum, self.largest);
        for (n, &v) in (self.heaps..).zip(values) {
            checksum.add(v);
            if n > 0 {
                self.counts[v as usize] += 1;
                // Heap 1 is the first candidate even when its value is 0:
                // heap 0 is not in G(1..=N).
                if v > largest.0 || n == 1 {
                    largest = (v, n);
                }
            }
        }
        (self.checksum, self.largest) = (checksum, largest);
        self.heaps += values.len();
    }
}

/// A research run: the values so far, their statistics, and the proof of
/// the period once there is one.
pub struct Research {
    game: HeapGame,
    engine: Sparse,
    /// The statistics of the heaps accounted for (past a proof, from the
    /// period).
    tally: Tally,
    proof: Option<Proof>,
    /// Every milestone passed, from the start of the run (a resumed run
    /// reads the earlier ones from its checkpoint).
    milestones: Vec<Milestone>,
    next_milestone: usize,
    next_check: usize,
}

impl Research {
    /// A run of `game` from `G(0)`.
    pub fn new(game: &HeapGame) -> Result<Research, Unsupported> {
        let rules = game
            .sparse_rules()
            .ok_or_else(|| Unsupported(game.to_string()))?;
        let engine = Sparse::new(rules);
        let mut run = Research::with_engine(game, engine, None, Vec::new(), 1, 64);
        run.account_upto(0);
        Ok(run)
    }

    /// Computes every value by the direct method (see
    /// [`Sparse::set_direct_only`]); statistics and proofs as usual.
    pub fn set_direct_only(&mut self) {
        self.engine.set_direct_only();
    }

    /// Keeps the values in files in `dir`, memory-mapped (see
    /// [`Sparse::keep_values_in`]).
    pub fn keep_values_in(&mut self, dir: &Path) -> Result<(), SparseError> {
        self.engine.keep_values_in(dir)
    }

    /// A run around `engine`, nothing accounted for yet.
    fn with_engine(
        game: &HeapGame,
        engine: Sparse,
        proof: Option<Proof>,
        milestones: Vec<Milestone>,
        next_milestone: usize,
        next_check: usize,
    ) -> Research {
        Research {
            game: game.clone(),
            engine,
            tally: Tally::new(),
            proof,
            milestones,
            next_milestone,
            next_check,
        }
    }

    /// Sets the threads the engine may use.
    pub fn set_threads(&mut self, threads: usize) {
        self.engine.set_threads(threads);
    }

    /// The game.
    pub fn game(&self) -> &HeapGame {
        &self.game
    }

    /// `G(0), …, G(heaps − 1)` are known.
    pub fn heaps(&self) -> usize {
        self.tally.heaps
    }

    /// Values computed by the engine (fewer than [`Research::heaps`] once a
    /// period is proven).
    pub fn computed(&self) -> usize {
        self.engine.values().len()
    }

    /// The values computed by the engine.
    pub fn values(&self) -> &[u16] {
        self.engine.values()
    }

    /// `G(n)` for any `n < heaps()`.
    pub fn value(&self, n: usize) -> u16 {
        let values = self.engine.values();
        match self.proof {
            Some(p) if n >= values.len() => values[p.preperiod + (n - p.preperiod) % p.period],
            _ => values[n],
        }
    }

    /// The proof of the period, once found.
    pub fn proof(&self) -> Option<&Proof> {
        self.proof.as_ref()
    }

    /// How the engine's classes are chosen now.
    pub fn classes(&self) -> Classes {
        self.engine.classes()
    }

    /// The rare heaps now.
    pub fn rare_heaps(&self) -> &[usize] {
        self.engine.rare_heaps()
    }

    /// The largest value so far and the first heap that has it.
    pub fn largest(&self) -> (u16, usize) {
        self.tally.largest
    }

    /// [`fletcher32`] of the values so far.
    pub fn checksum(&self) -> u32 {
        self.tally.checksum.value()
    }

    /// Goes on towards knowing `G(to)`, by at most `at_most` values (so the
    /// caller can report progress and save checkpoints), calling
    /// `milestone` at each power of two. The engine stops at a proven period;
    /// the statistics go on from it.
    pub fn advance(
        &mut self,
        to: usize,
        at_most: usize,
        mut milestone: impl FnMut(&Milestone),
    ) -> Result<(), SparseError> {
        let stop = to.min(self.tally.heaps + at_most.max(1) - 1);
        if self.proof.is_none() {
            self.engine.reserve(to)?;
        }
        while self.tally.heaps <= stop {
            let last = stop.min(self.next_milestone).min(if self.proof.is_none() {
                self.next_check.max(self.tally.heaps)
            } else {
                usize::MAX
            });
            if self.proof.is_none() {
                self.engine.extend_to(last)?;
            }
            self.account_upto(last);
            if self.tally.heaps - 1 == self.next_milestone {
                let reached = self.milestone();
                milestone(&reached);
                self.milestones.push(reached);
                self.next_milestone *= 2;
            }
            if self.proof.is_none() && self.tally.heaps > self.next_check {
                // Looked at after G(next_check), at geometric steps and where
                // a period seen would be proven, so the checks cost O(n).
                self.check_period();
            }
        }
        Ok(())
    }

    /// Adds `G(heaps..=last)` to the statistics: the values computed, then
    /// (past a proof) the period over and over.
    fn account_upto(&mut self, last: usize) {
        let values = self.engine.values();
        let tally = &mut self.tally;
        let computed = values.len().min(last + 1);
        if tally.heaps < computed {
            tally.add(&values[tally.heaps..computed]);
        }
        if let Some(p) = self.proof {
            while tally.heaps <= last {
                let at = p.preperiod + (tally.heaps - p.preperiod) % p.period;
                let len = (p.preperiod + p.period - at).min(last + 1 - tally.heaps);
                tally.add(&values[at..at + len]);
            }
        }
    }

    /// Every milestone (power of two) passed so far, from `G(1)` on, also
    /// those passed before a resume.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::research::Research;
    /// let game = HeapGame::parse("0.6").unwrap();
    /// let mut run = Research::new(&game).unwrap();
    /// run.advance(16, 16, |_| {}).unwrap();
    /// let mut saved = Vec::new();
    /// run.write_checkpoint(&mut saved).unwrap();
    /// let mut resumed = Research::read_checkpoint(&mut &saved[..], &game).unwrap();
    /// resumed.advance(64, 64, |_| {}).unwrap();
    /// let heaps: Vec<usize> = resumed.milestones().iter().map(|m| m.heaps).collect();
    /// assert_eq!(heaps, [1, 2, 4, 8, 16, 32, 64]);
    /// ```
    pub fn milestones(&self) -> &[Milestone] {
        &self.milestones
    }

    /// The statistics now.
    pub fn milestone(&self) -> Milestone {
        let rare = self.engine.rare_heaps();
        Milestone {
            heaps: self.tally.heaps - 1,
            counts: (0..=self.tally.largest.0)
                .zip(&self.tally.counts)
                .filter(|&(_, &c)| c > 0)
                .map(|(v, &c)| (v, c))
                .collect(),
            largest: self.tally.largest.0,
            largest_at: self.tally.largest.1,
            rare: rare.len(),
            last_rare: rare.last().copied(),
            checksum: self.tally.checksum.value(),
        }
    }

    /// Looks for a period the Guy–Smith theorem proves, and plans the next
    /// look: when the best candidate would be proven if it holds, else
    /// when the sequence has doubled.
    fn check_period(&mut self) {
        let values = self.engine.values();
        let n = values.len();
        let Some(t) = self.engine.rules().guy_smith_removal() else {
            self.next_check = usize::MAX;
            return;
        };
        // next_check is the heap after whose value to look again.
        match guy_smith(values, t) {
            Ok((preperiod, period)) => {
                self.proof = Some(Proof {
                    preperiod,
                    period,
                    needed: 2 * preperiod.max(1) + 2 * period + t,
                    removal: t,
                });
            }
            Err(Some(when)) if when > n => self.next_check = (when - 1).min(2 * n),
            Err(_) => self.next_check = 2 * n,
        }
    }

    /// Writes a checkpoint: everything [`Research::read_checkpoint`] needs to
    /// go on exactly as this run would. The values are written a part at a
    /// time, so that a run whose values are on disk stays within its memory.
    pub fn write_checkpoint(&self, out: &mut impl Write) -> io::Result<()> {
        let mut bytes = Vec::with_capacity(4096);
        bytes.extend_from_slice(MAGIC);
        put_u64(&mut bytes, FORMAT);
        put_str(&mut bytes, env!("CARGO_PKG_VERSION"));
        put_str(&mut bytes, &self.game.to_string());
        let state = self.engine.state();
        bytes.push(u8::from(state.direct));
        match state.classes {
            Classes::Direct => bytes.extend_from_slice(&[0, 0, 0, 0, 0]),
            Classes::Greedy => bytes.extend_from_slice(&[1, 0, 0, 0, 0]),
            Classes::Mask(m) => {
                bytes.push(2);
                bytes.extend_from_slice(&m.to_le_bytes());
            }
        }
        put_u64(&mut bytes, state.rare_at_rebuild);
        put_u64(&mut bytes, state.reviewed);
        for (common, &rare) in state.common.iter().zip(&state.rare) {
            put_u64(&mut bytes, common.len() as u64);
            for &c in common {
                bytes.extend_from_slice(&c.to_le_bytes());
            }
            put_u64(&mut bytes, rare);
        }
        put_u64(&mut bytes, self.tally.heaps as u64);
        put_u64(&mut bytes, self.next_milestone as u64);
        put_u64(&mut bytes, self.next_check as u64);
        match self.proof {
            None => bytes.push(0),
            Some(p) => {
                bytes.push(1);
                for x in [p.preperiod, p.period, p.needed, p.removal] {
                    put_u64(&mut bytes, x as u64);
                }
            }
        }
        put_u64(&mut bytes, self.milestones.len() as u64);
        for m in &self.milestones {
            put_milestone(&mut bytes, m);
        }
        let values = self.engine.values();
        put_u64(&mut bytes, values.len() as u64);
        let mut sum = FNV_START;
        for part in values.chunks(1 << 16) {
            bytes.extend(part.iter().flat_map(|v| v.to_le_bytes()));
            sum = fnv1a_on(sum, &bytes);
            out.write_all(&bytes)?;
            bytes.clear();
        }
        sum = fnv1a_on(sum, &bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
        out.write_all(&bytes)
    }

    /// Reads a checkpoint written by [`Research::write_checkpoint`] for
    /// `game`, refusing one of another game, another format or version, or
    /// a damaged one.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::research::{CheckpointError, Research};
    /// let game = HeapGame::parse("0.6").unwrap();
    /// let mut run = Research::new(&game).unwrap();
    /// run.advance(5000, 5000, |_| {}).unwrap();
    /// let mut saved = Vec::new();
    /// run.write_checkpoint(&mut saved).unwrap();
    /// let resumed = Research::read_checkpoint(&mut &saved[..], &game).unwrap();
    /// assert_eq!((resumed.heaps(), resumed.checksum()), (run.heaps(), run.checksum()));
    /// saved[100] ^= 1;
    /// let damaged = Research::read_checkpoint(&mut &saved[..], &game).err().unwrap();
    /// assert!(matches!(damaged, CheckpointError::Damaged(_)));
    /// ```
    pub fn read_checkpoint(
        input: &mut impl Read,
        game: &HeapGame,
    ) -> Result<Research, CheckpointError> {
        let mut bytes = Vec::new();
        input
            .read_to_end(&mut bytes)
            .map_err(|e| CheckpointError::Io(e.to_string()))?;
        Research::from_checkpoint(&bytes, game, None)
    }

    /// [`Research::read_checkpoint`] from the open file `checkpoint`,
    /// mapped rather than read into memory, the values kept in files in `dir` if
    /// given (see [`Research::keep_values_in`]) as they are read: resuming
    /// a run whose values are on disk stays within its memory too.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::research::Research;
    /// let dir = std::env::temp_dir().join(format!("resume-doc-{}", std::process::id()));
    /// std::fs::create_dir_all(&dir).unwrap();
    /// let game = HeapGame::parse("0.6").unwrap();
    /// let mut run = Research::new(&game).unwrap();
    /// run.advance(5000, 5000, |_| {}).unwrap();
    /// let file = dir.join("run.ckpt");
    /// run.write_checkpoint(&mut std::fs::File::create(&file).unwrap()).unwrap();
    /// let values = dir.join("values");
    /// std::fs::create_dir_all(&values).unwrap();
    /// let checkpoint = std::fs::File::open(&file).unwrap();
    /// let resumed = Research::read_checkpoint_file(&checkpoint, &game, Some(&values)).unwrap();
    /// assert_eq!(resumed.checksum(), run.checksum());
    /// assert!(values.join("values.u16").exists());
    /// # drop(resumed);
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    pub fn read_checkpoint_file(
        file: &File,
        game: &HeapGame,
        dir: Option<&Path>,
    ) -> Result<Research, CheckpointError> {
        let io = |e: io::Error| CheckpointError::Io(e.to_string());
        if file.metadata().map_err(io)?.len() < MAGIC.len() as u64 {
            return Err(CheckpointError::NotACheckpoint);
        }
        // SAFETY: the map is only read, and only here; grundy replaces a
        // checkpoint by renaming a new file over it, which leaves this
        // one's contents as they are. (Another program rewriting the file
        // in place meanwhile could change it under the read: not guarded.)
        match unsafe { Mmap::map(file) } {
            Ok(map) => Research::from_checkpoint(&map, game, dir),
            // Some file systems cannot map files: read it whole instead.
            Err(_) => {
                let mut bytes = Vec::new();
                let mut file = file;
                file.read_to_end(&mut bytes).map_err(io)?;
                Research::from_checkpoint(&bytes, game, dir)
            }
        }
    }

    fn from_checkpoint(
        bytes: &[u8],
        game: &HeapGame,
        dir: Option<&Path>,
    ) -> Result<Research, CheckpointError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(CheckpointError::NotACheckpoint);
        }
        if bytes.len() < MAGIC.len() + 16 {
            return Err(CheckpointError::Damaged("it ends early".into()));
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        let mut r = Reader {
            bytes: body,
            at: MAGIC.len(),
        };
        let format = r.u64()?;
        let version = r.string()?;
        if format != FORMAT {
            return Err(CheckpointError::OtherVersion { format, version });
        }
        if fnv1a_on(FNV_START, body).to_le_bytes() != sum {
            return Err(CheckpointError::Damaged(
                "its checksum does not match its contents".into(),
            ));
        }
        let saved_game = r.string()?;
        if saved_game != game.to_string() {
            return Err(CheckpointError::OtherGame {
                saved: saved_game,
                asked: game.to_string(),
            });
        }
        let direct = r.byte()? != 0;
        let kind = r.byte()?;
        let mask = r.u32()?;
        let classes = match kind {
            0 => Classes::Direct,
            1 => Classes::Greedy,
            2 => Classes::Mask(mask),
            _ => return Err(CheckpointError::Damaged("unknown kind of classes".into())),
        };
        let rare_at_rebuild = r.u64()?;
        let reviewed = r.u64()?;
        let mut common = [Vec::new(), Vec::new()];
        let mut rare = [0; 2];
        for (c, rare) in common.iter_mut().zip(&mut rare) {
            let len = r.len(4)?;
            for _ in 0..len {
                c.push(r.u32()?);
            }
            *rare = r.u64()?;
        }
        let heaps = r.u64()? as usize;
        let next_milestone = r.u64()? as usize;
        let next_check = r.u64()? as usize;
        let proof = match r.byte()? {
            0 => None,
            _ => Some(Proof {
                preperiod: r.u64()? as usize,
                period: r.u64()? as usize,
                needed: r.u64()? as usize,
                removal: r.u64()? as usize,
            }),
        };
        // One per power of two below the next: counted before reading, so a
        // damaged count cannot ask for more than the file holds.
        let passed = r.len(MILESTONE_MIN_BYTES)?;
        let mut milestones = Vec::with_capacity(passed);
        for i in 0..passed {
            let m = read_milestone(&mut r)?;
            if u32::try_from(i).ok().and_then(|i| 1usize.checked_shl(i)) != Some(m.heaps) {
                return Err(CheckpointError::Damaged(
                    "its milestones are not the powers of two".into(),
                ));
            }
            milestones.push(m);
        }
        let len = r.len(2)?;
        let sane = next_milestone.is_power_of_two()
            && next_milestone.trailing_zeros() as usize == passed
            && heaps >= 1
            && match proof {
                Some(p) => p.period >= 1 && p.preperiod + p.period <= len && heaps <= 1 << 48,
                None => heaps == len,
            };
        if !sane {
            return Err(CheckpointError::Damaged(
                "its counters do not fit together".into(),
            ));
        }
        // `len` checked that the values fit.
        let values = &body[r.at..r.at + 2 * len];
        if r.at + 2 * len != body.len() {
            return Err(CheckpointError::Damaged(
                "it has bytes after its values".into(),
            ));
        }
        let values = values
            .chunks_exact(2)
            .map(|v| u16::from_le_bytes([v[0], v[1]]));
        let state = SparseState {
            direct,
            classes,
            rare_at_rebuild,
            reviewed,
            common,
            rare,
        };
        let rules = game.sparse_rules().ok_or(CheckpointError::OtherGame {
            saved: saved_game,
            asked: game.to_string(),
        })?;
        let engine = Sparse::restore_in(rules, values, state, dir)
            .map_err(|e| CheckpointError::Storage(e.to_string()))?
            .ok_or_else(|| CheckpointError::Damaged("its classes do not fit its values".into()))?;
        let mut run = Research::with_engine(
            game,
            engine,
            proof,
            milestones,
            next_milestone,
            next_check,
        );
        if heaps == 0 || (proof.is_none() && heaps != run.engine.values().len()) {
            return Err(CheckpointError::Damaged(
                "its counts do not fit its values".into(),
            ));
        }
        run.account_upto(heaps - 1);
        Ok(run)
    }
}

/// Why a checkpoint was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckpointError {
    /// The file could not be read.
    Io(String),
    /// Not a grundy checkpoint at all.
    NotACheckpoint,
    /// Written by a version with another checkpoint format.
    OtherVersion {
        /// The file's format number.
        format: u64,
        /// The version of grundy that wrote it.
        version: String,
    },
    /// A checkpoint of another game.
    OtherGame {
        /// The game in the checkpoint.
        saved: String,
        /// The game asked for.
        asked: String,
    },
    /// Cut short or altered.
    Damaged(String),
    /// Its values could not be written to the files that keep them.
    Storage(String),
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckpointError::Io(e) => write!(f, "cannot read it: {e}"),
            CheckpointError::Storage(e) => write!(f, "cannot keep its values: {e}"),
            CheckpointError::NotACheckpoint => f.write_str("it is not a grundy checkpoint"),
            CheckpointError::OtherVersion { format, version } => write!(
                f,
                "it was written by grundy {version} in checkpoint format {format}; \
                 this is grundy {} with format {FORMAT}: start the run again",
                env!("CARGO_PKG_VERSION")
            ),
            CheckpointError::OtherGame { saved, asked } => {
                write!(f, "it is a checkpoint of {saved}, not of {asked}")
            }
            CheckpointError::Damaged(why) => write!(f, "it is damaged: {why}"),
        }
    }
}

impl std::error::Error for CheckpointError {}

const MAGIC: &[u8] = b"grundy-checkpoint\n";
/// The checkpoint format; a change to it, or to how the engine goes on from
/// a state, needs a new number. 3: the milestones passed are kept.
const FORMAT: u64 = 3;

/// The fewest bytes a milestone takes in a checkpoint (no counts, no last
/// rare heap).
const MILESTONE_MIN_BYTES: usize = 8 * 7 + 1;

fn put_milestone(bytes: &mut Vec<u8>, m: &Milestone) {
    put_u64(bytes, m.heaps as u64);
    put_u64(bytes, m.counts.len() as u64);
    for &(v, c) in &m.counts {
        bytes.extend_from_slice(&v.to_le_bytes());
        put_u64(bytes, c);
    }
    put_u64(bytes, u64::from(m.largest));
    put_u64(bytes, m.largest_at as u64);
    put_u64(bytes, m.rare as u64);
    match m.last_rare {
        None => bytes.push(0),
        Some(last) => {
            bytes.push(1);
            put_u64(bytes, last as u64);
        }
    }
    put_u64(bytes, u64::from(m.checksum));
}

fn read_milestone(r: &mut Reader<'_>) -> Result<Milestone, CheckpointError> {
    let damaged = || CheckpointError::Damaged("a milestone does not fit together".into());
    let heaps = r.u64()? as usize;
    let distinct = r.len(10)?;
    let mut counts = Vec::with_capacity(distinct);
    for _ in 0..distinct {
        let v = u16::from_le_bytes(r.take(2)?.try_into().expect("2 bytes"));
        counts.push((v, r.u64()?));
    }
    let largest = u16::try_from(r.u64()?).map_err(|_| damaged())?;
    let largest_at = r.u64()? as usize;
    let rare = r.u64()? as usize;
    let last_rare = match r.byte()? {
        0 => None,
        _ => Some(r.u64()? as usize),
    };
    let checksum = u32::try_from(r.u64()?).map_err(|_| damaged())?;
    Ok(Milestone {
        heaps,
        counts,
        largest,
        largest_at,
        rare,
        last_rare,
        checksum,
    })
}

fn put_u64(bytes: &mut Vec<u8>, x: u64) {
    bytes.extend_from_slice(&x.to_le_bytes());
}

fn put_str(bytes: &mut Vec<u8>, s: &str) {
    put_u64(bytes, s.len() as u64);
    bytes.extend_from_slice(s.as_bytes());
}

/// Where 64-bit FNV-1a starts.
const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// 64-bit FNV-1a, on from `hash` (the hash of the bytes before, or
/// FNV_START): enough to tell a damaged file.
fn fnv1a_on(hash: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(hash, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], CheckpointError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or_else(|| CheckpointError::Damaged("it ends early".into()))?;
        let slice = &self.bytes[self.at..end];
        self.at = end;
        Ok(slice)
    }

    fn byte(&mut self) -> Result<u8, CheckpointError> {
        Ok(self.take(1)?[0])
    }

    fn u32(&mut self) -> Result<u32, CheckpointError> {
        Ok(u32::from_le_bytes(
            self.take(4)?.try_into().expect("4 bytes"),
        ))
    }

    fn u64(&mut self) -> Result<u64, CheckpointError> {
        Ok(u64::from_le_bytes(
            self.take(8)?.try_into().expect("8 bytes"),
        ))
    }

    /// A count of items of `size` bytes that must fit in what is left.
    fn len(&mut self, size: usize) -> Result<usize, CheckpointError> {
        let len = self.u64()?;
        let left = (self.bytes.len() - self.at) / size;
        if len > left as u64 {
            return Err(CheckpointError::Damaged("it ends early".into()));
        }
        Ok(len as usize)
    }

    fn string(&mut self) -> Result<String, CheckpointError> {
        let len = self.len(1)?;
        String::from_utf8(self.take(len)?.to_vec())
            .map_err(|_| CheckpointError::Damaged("a name is not text".into()))
    }
}

/// The least period the Guy–Smith theorem proves from `values` (a prefix of
/// an octal game's nim-sequence whose moves remove at most `t` counters),
/// with its least preperiod: `G(n + p) = G(n)` for `e <= n < 2e + p + t`
/// (with `e >= 1`) proves it for all `n >= e`. Otherwise `Err` with the
/// length at which the most promising period seen would be proven, if any.
///
/// Runs in linear time. How far back from the end `G(n) = G(n − p)` holds
/// matters only for the `p` below 64 and those where the last 64 values
/// occur again `p` before the end: those are found by comparing eight of
/// each 64 values with the end, 32 places at a time in vector lanes, and
/// measured one by one. Where there are many (a long stretch with a short
/// period) the Z-function of the reversed sequence gives every `p` at once.
///
/// ```
/// use grundy_engine::research::guy_smith;
/// use grundy_engine::heap::HeapGame;
/// let kayles = HeapGame::parse("0.77").unwrap().sequence_direct(300);
/// let kayles: Vec<u16> = kayles.iter().map(|&v| v as u16).collect();
/// assert_eq!(guy_smith(&kayles, 2), Ok((71, 12)));
/// assert!(guy_smith(&kayles[..100], 2).is_err());
/// ```
pub fn guy_smith(values: &[u16], t: usize) -> Result<(usize, usize), Option<usize>> {
    let n = values.len();
    // (Past 2^32 values the 32-bit Z-function would overflow: no proof is
    // looked for there.)
    if n < 4 || n > u32::MAX as usize {
        return Err(None);
    }
    match repeats_of_the_end(values) {
        Some(runs) => decide(values, t, runs.into_iter(), |p| run_at(values, p)),
        None => guy_smith_by_z(values, t),
    }
}

/// [`guy_smith`] from the Z-function, which measures every `p`.
fn guy_smith_by_z(values: &[u16], t: usize) -> Result<(usize, usize), Option<usize>> {
    let z = z_function_reversed(values);
    let runs = z
        .iter()
        .enumerate()
        .take(values.len() / 2 + 1)
        .skip(1)
        .map(|(p, &run)| (p, run as usize));
    decide(values, t, runs, |p| z[p] as usize)
}

/// The proof, or when the most promising period would be proven, from
/// `runs`: pairs `(p, how far back from the end G(n) = G(n − p) holds)` in
/// ascending `p`, every `p` whose run is at least `min(p, 64)` among them.
/// `run_of(p)` is that run for any `p`.
fn decide(
    values: &[u16],
    t: usize,
    runs: impl Iterator<Item = (usize, usize)>,
    run_of: impl Fn(usize) -> usize,
) -> Result<(usize, usize), Option<usize>> {
    let n = values.len();
    // e(p): from where G(n) = G(n + p) holds to the end.
    let start = |p: usize| n - p - run_of(p);
    let mut promising = None;
    for (p, run) in runs {
        let e = n - p - run;
        let needed = 2 * e.max(1) + 2 * p + t;
        if needed <= n {
            // The tail from e has period p; its least period divides p.
            let least = (1..=p)
                .filter(|q| p % q == 0)
                .find(|&q| (e..e + p).all(|i| values[i] == values[i + q]))
                .unwrap_or(p);
            return Ok((start(least), least));
        }
        // Of the periods seen at least once in full, the one that would be
        // proven first is worth looking at again.
        if run >= p && promising.is_none_or(|when| needed < when) {
            promising = Some(needed);
        }
    }
    Err(promising)
}

/// How far back from the end `G(n) = G(n − p)` holds.
fn run_at(values: &[u16], p: usize) -> usize {
    extend_run(values, p, 0)
}

/// How far back from the end `G(n) = G(n − p)` holds, knowing that it holds
/// for the last `k` values: one by one, and sixteen at a time once a run is
/// long (the periodic stretches).
fn extend_run(values: &[u16], p: usize, mut k: usize) -> usize {
    let n = values.len();
    let chunk =
        |from: usize| -> &[u16; 16] { values[from..from + 16].try_into().expect("16 values") };
    while k < n - p && values[n - 1 - k] == values[n - 1 - p - k] {
        k += 1;
        if k.is_multiple_of(16) {
            while k + 16 <= n - p && chunk(n - k - 16) == chunk(n - p - k - 16) {
                k += 16;
            }
        }
    }
    k
}

/// What [`decide`] needs, the `p <= n/2` with their runs: every `p` below
/// 64, and those where the last 64 values occur again `p` before the end
/// (every run of 64 or more is one of them). `None` where there are so many
/// that the Z-function is faster.
fn repeats_of_the_end(values: &[u16]) -> Option<Vec<(usize, usize)>> {
    const LEN: usize = 64;
    const LANES: usize = 32;
    // Eight of the 64 values, spread out, must agree before all are compared.
    const PROBES: [usize; 8] = [0, 9, 18, 27, 36, 45, 54, 63];
    let n = values.len();
    if n < 4 * LEN {
        return None;
    }
    let most = 1024.max(n / 256);
    let end = &values[n - LEN..];
    let probe = PROBES.map(|o| end[o]);
    // The 64 values from `from` end p before the end: p = n − LEN − from,
    // for LEN <= p <= n/2.
    let first = n - LEN - n / 2;
    let last = n - 2 * LEN;
    let mut found = Vec::new();
    let mut from = first;
    while from <= last {
        let count = LANES.min(last + 1 - from);
        let mut hits = u32::MAX >> (LANES - count);
        for (&o, &want) in PROBES.iter().zip(&probe) {
            let mut agree = 0u32;
            if count == LANES {
                let window: &[u16; LANES] = values[from + o..from + o + LANES]
                    .try_into()
                    .expect("a window of values");
                for (j, &v) in window.iter().enumerate() {
                    agree |= u32::from(v == want) << j;
                }
            } else {
                for (j, &v) in values[from + o..from + o + count].iter().enumerate() {
                    agree |= u32::from(v == want) << j;
                }
            }
            hits &= agree;
        }
        while hits != 0 {
            let at = from + hits.trailing_zeros() as usize;
            hits &= hits - 1;
            if values[at..at + LEN] == *end {
                found.push(n - LEN - at);
                if found.len() > most {
                    return None;
                }
            }
        }
        from += count;
    }
    let mut runs: Vec<(usize, usize)> = (1..LEN).map(|p| (p, run_at(values, p))).collect();
    found.sort_unstable();
    runs.extend(found.into_iter().map(|p| (p, run_at(values, p))));
    Some(runs)
}

/// `z[p]` for `p <= n/2`: how many of the last values match those `p`
/// before them, counting back from the end (`z[0] = n`).
/// (32-bit entries: a research run keeps this next to its 16-bit values.)
fn z_function_reversed(values: &[u16]) -> Vec<u32> {
    let n = values.len();
    assert!(
        n <= u32::MAX as usize,
        "periods are looked for below 2^32 values"
    );
    // Periods up to n/2 are all that a proof can use.
    let half = n / 2 + 1;
    let mut z = vec![0u32; half.min(n)];
    z[0] = n as u32;
    let (mut l, mut r) = (0, 0);
    for i in 1..half.min(n) {
        let known = if i < r {
            (z[i - l] as usize).min(r - i)
        } else {
            0
        };
        let k = extend_run(values, i, known);
        z[i] = k as u32;
        if i + k > r {
            (l, r) = (i, i + k);
        }
    }
    z
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_filtered_proof_equals_the_z_function_on_every_three_digit_game() {
        for code in 1..1024u32 {
            let spec = format!(
                "{}.{}{}{}",
                if code >= 512 { 4 } else { 0 },
                (code >> 6) & 7,
                (code >> 3) & 7,
                code & 7
            );
            let game = HeapGame::parse(&spec).unwrap();
            let Some(rules) = game.sparse_rules() else {
                continue;
            };
            let t = rules.guy_smith_removal().unwrap();
            let direct = game.sequence_direct(3000);
            if direct.iter().any(|&v| v > 65535) {
                continue;
            }
            let values: Vec<u16> = direct.iter().map(|&v| v as u16).collect();
            for len in [4, 100, 256, 257, 700, 1500, 3000] {
                let values = &values[..len];
                assert_eq!(
                    guy_smith(values, t),
                    guy_smith_by_z(values, t),
                    "{spec} to {len}"
                );
            }
        }
    }

    /// `len` values: noise from `alphabet` for `preperiod` values, then a
    /// block of `period` noise values repeated.
    fn eventually_periodic(
        alphabet: u16,
        preperiod: usize,
        period: usize,
        len: usize,
        seed: u64,
    ) -> Vec<u16> {
        let mut state = seed | 1;
        let mut noise = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % u64::from(alphabet)) as u16
        };
        let block: Vec<u16> = (0..period).map(|_| noise()).collect();
        (0..len)
            .map(|i| {
                if i < preperiod {
                    noise()
                } else {
                    block[(i - preperiod) % period]
                }
            })
            .collect()
    }

    #[test]
    fn many_repeats_of_the_end_fall_back_to_the_z_function() {
        // Period 3 for the last 5000 of 20000 values: thousands of p repeat
        // the end, and no proof yet (it needs twice the preperiod).
        let values = eventually_periodic(4, 15_000, 3, 20_000, 7);
        assert!(repeats_of_the_end(&values).is_none());
        assert_eq!(guy_smith(&values, 2), guy_smith_by_z(&values, 2));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        #[test]
        fn the_filtered_proof_equals_the_z_function(
            alphabet in 1u16..40,
            preperiod in 0usize..3000,
            period in 1usize..700,
            len in 256usize..8000,
            seed in any::<u64>(),
            t in 1usize..5,
        ) {
            let values = eventually_periodic(alphabet, preperiod, period, len, seed);
            prop_assert_eq!(guy_smith(&values, t), guy_smith_by_z(&values, t));
        }
    }

    #[test]
    fn proofs_agree_with_the_heap_game_periodicity() {
        for code in [
            "0.77", "0.07", "0.137", "0.16", "0.56", "0.127", "0.376", "0.004",
        ] {
            let game = HeapGame::parse(code).unwrap();
            let direct = game.sequence_direct(3000);
            let values: Vec<u16> = direct.iter().map(|&v| v as u16).collect();
            let t = game.sparse_rules().unwrap().guy_smith_removal().unwrap();
            let slow = game.periodicity(&direct);
            match guy_smith(&values, t) {
                Ok((e, p)) => {
                    // Proven here means periodic for ever: the later values agree.
                    assert!(values[e..]
                        .iter()
                        .zip(&values[e + p..])
                        .all(|(a, b)| a == b));
                    let period = slow.period.expect("the slow search sees it too");
                    assert_eq!((e, p), (period.preperiod, period.period), "{code}");
                }
                Err(_) => assert!(!slow.proven, "{code}"),
            }
        }
    }

    #[test]
    fn a_resumed_run_equals_an_uninterrupted_one() {
        for code in ["0.6", "0.007", "grundys-game", "0.16"] {
            let game = HeapGame::parse(code).unwrap();
            let mut whole = Research::new(&game).unwrap();
            let mut whole_stats = Vec::new();
            while whole.heaps() <= 20_000 {
                whole
                    .advance(20_000, 1 << 20, |m| whole_stats.push(m.clone()))
                    .unwrap();
            }
            let mut first = Research::new(&game).unwrap();
            let mut stats = Vec::new();
            first
                .advance(20_000, 7_777, |m| stats.push(m.clone()))
                .unwrap();
            let mut saved = Vec::new();
            first.write_checkpoint(&mut saved).unwrap();
            let mut resumed = Research::read_checkpoint(&mut &saved[..], &game).unwrap();
            while resumed.heaps() <= 20_000 {
                resumed
                    .advance(20_000, 5_000, |m| stats.push(m.clone()))
                    .unwrap();
            }
            assert_eq!(stats, whole_stats, "{code}");
            assert_eq!(resumed.checksum(), whole.checksum(), "{code}");
            assert_eq!(resumed.rare_heaps(), whole.rare_heaps(), "{code}");
            assert_eq!(resumed.proof(), whole.proof(), "{code}");
        }
    }

    /// The writer streams the values in parts of 65,536: a checkpoint
    /// spanning three parts reads back whole, and a damaged byte in a later
    /// part is caught.
    #[test]
    fn checkpoints_written_in_parts_read_back_whole() {
        let game = HeapGame::parse("0.6").unwrap();
        let mut run = Research::new(&game).unwrap();
        run.advance(140_000, 1 << 20, |_| {}).unwrap();
        let mut saved = Vec::new();
        run.write_checkpoint(&mut saved).unwrap();
        let resumed = Research::read_checkpoint(&mut &saved[..], &game).unwrap();
        assert_eq!(resumed.heaps(), run.heaps());
        assert_eq!(resumed.engine.values(), run.engine.values());
        let at = saved.len() - 20_000;
        saved[at] ^= 4;
        let damaged = Research::read_checkpoint(&mut &saved[..], &game).err();
        assert!(matches!(damaged, Some(CheckpointError::Damaged(_))));
    }

    #[test]
    fn bad_checkpoints_are_refused_with_the_reason() {
        let game = HeapGame::parse("0.6").unwrap();
        let mut run = Research::new(&game).unwrap();
        run.advance(3000, 3000, |_| {}).unwrap();
        let mut saved = Vec::new();
        run.write_checkpoint(&mut saved).unwrap();
        let read = |bytes: &[u8], game: &str| {
            Research::read_checkpoint(&mut &bytes[..], &HeapGame::parse(game).unwrap())
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default()
        };
        assert!(read(&saved, "0.007").contains("checkpoint of 0.6, not of 0.007"));
        assert!(read(&saved[..saved.len() / 2], "0.6").contains("damaged"));
        assert!(read(b"hello", "0.6").contains("not a grundy checkpoint"));
        let mut flipped = saved.clone();
        let last = flipped.len() - 20;
        flipped[last] ^= 0x10;
        assert!(read(&flipped, "0.6").contains("checksum does not match"));
        let mut other = saved.clone();
        other[MAGIC.len()] = 99;
        assert!(read(&other, "0.6").contains("format 99"));
        // Counters that cannot be, under a valid checksum: refused, not
        // divided by zero or looped on.
        let kayles = HeapGame::parse("0.77").unwrap();
        let mut proven = Research::new(&kayles).unwrap();
        while proven.proof().is_none() {
            proven.advance(1 << 20, 1 << 10, |_| {}).unwrap();
        }
        proven.proof.as_mut().unwrap().period = 0;
        let mut forged = Vec::new();
        proven.write_checkpoint(&mut forged).unwrap();
        assert!(read(&forged, "0.77").contains("do not fit together"));
    }
}

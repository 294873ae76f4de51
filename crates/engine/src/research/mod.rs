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

mod checkpoint;
mod statistics;

pub use crate::guy_smith::guy_smith;
pub use checkpoint::{CheckpointError, Damage};
pub use statistics::{fletcher32, Milestone};

use crate::guy_smith::Condition;
use crate::heap::HeapGame;
use crate::sparse::{Classes, Sparse, SparseError};
use statistics::Tally;
use std::fmt;
use std::path::Path;

/// A game the research engine does not handle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported(pub String);

impl Unsupported {
    /// What to say about it.
    ///
    /// ```
    /// use grundy_engine::research::Unsupported;
    /// assert_eq!(Unsupported("nim".into()).message().id(), "research-unsupported");
    /// ```
    pub fn message(&self) -> grundy_text::Message {
        grundy_text::msg!("research-unsupported", game = self.0)
    }
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for Unsupported {}

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

impl Proof {
    /// What the proof says: the period, the preperiod and Guy–Smith's
    /// condition (the message writes it from the three numbers).
    ///
    /// ```
    /// use grundy_engine::research::Proof;
    /// let p = Proof { preperiod: 0, period: 4, needed: 8, removal: 2 };
    /// assert_eq!(p.message().id(), "research-proven");
    /// ```
    pub fn message(&self) -> grundy_text::Message {
        grundy_text::msg!(
            "research-proven",
            period = self.period,
            preperiod = self.preperiod,
            removal = self.removal
        )
    }
}

impl fmt::Display for Proof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
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
                    needed: Condition::new(preperiod, period, t).values_needed(),
                    removal: t,
                });
            }
            Err(Some(when)) if when > n => self.next_check = (when - 1).min(2 * n),
            Err(_) => self.next_check = 2 * n,
        }
    }
}

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

pub use checkpoint::CheckpointError;
pub use statistics::{fletcher32, Milestone};

use crate::heap::HeapGame;
use crate::sparse::{Classes, Sparse, SparseError};
use statistics::Tally;
use std::fmt;
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
        let engine = Sparse::new(game).ok_or_else(|| Unsupported(game.to_string()))?;
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
    use crate::sparse::SparseRules;
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
            let Some(rules) = SparseRules::of(&game) else {
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
            let t = SparseRules::of(&game).unwrap().guy_smith_removal().unwrap();
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
}

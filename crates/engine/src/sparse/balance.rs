//! With two threads or more, whether the pipeline pays. On a machine whose
//! cores are busy with other work, the worker is often not running, this
//! thread waits for it, the worker's share of the rare heaps falls to its
//! floor, and this thread takes the rest a heap at a time: slower than one
//! thread alone by blocks (0.6 to 2^22 with two `yes` busy: 13.6 s on two
//! threads, 10.7 s on one). Then the engine tries one thread alone over a
//! stretch of heaps, measured, and keeps to the faster way for a while.

use std::time::Duration;
use std::time::Instant;

/// Blocks in a row with the worker's share at its floor before one thread
/// alone is tried.
const FLOOR_BLOCKS: usize = 16;

/// Heaps of a trial of one thread alone.
const TRIAL: usize = 1 << 13;

/// Heaps for which the way found faster is kept after a trial.
const KEPT: usize = 16 * TRIAL;

/// What the engine knows of the pipeline against one thread alone.
#[derive(Debug, Default)]
pub(super) struct Balance {
    /// Blocks in a row with the worker's share at its floor, from when and
    /// from which heap.
    floor: usize,
    since: Option<(Instant, usize)>,
    /// The time a heap took in the pipeline over those blocks.
    pipeline: Duration,
    /// One thread alone until this heap (a trial, or the faster way kept).
    alone_until: usize,
    /// A trial under way: its time and heaps so far.
    trial: Option<(Duration, usize)>,
    /// No trial before this heap (the pipeline was found faster).
    no_trial_until: usize,
}

impl Balance {
    /// After a whole block of the pipeline ending at heap `n`, with the
    /// worker's share at its floor or not: whether to leave the pipeline for
    /// a trial of one thread alone.
    pub(super) fn after_block(&mut self, at_floor: bool, n: usize) -> bool {
        if !at_floor || n < self.no_trial_until {
            self.floor = 0;
            self.since = None;
            return false;
        }
        let (began, from) = *self.since.get_or_insert((Instant::now(), n));
        self.floor += 1;
        if self.floor < FLOOR_BLOCKS || n <= from {
            return false;
        }
        self.pipeline = began.elapsed() / (n - from) as u32;
        self.floor = 0;
        self.since = None;
        self.alone_until = n + TRIAL;
        self.trial = Some((Duration::ZERO, 0));
        true
    }

    /// The heap before which one thread goes alone from heap `n`, if it does.
    pub(super) fn alone_until(&self, n: usize) -> Option<usize> {
        (n < self.alone_until).then_some(self.alone_until)
    }

    /// One thread alone computed `heaps` heaps in `took`, the engine now at
    /// heap `n`: at the end of a trial, the faster way is kept for a while.
    pub(super) fn ran_alone(&mut self, heaps: usize, took: Duration, n: usize) {
        let Some((time, count)) = &mut self.trial else {
            return;
        };
        *time += took;
        *count += heaps;
        if n < self.alone_until {
            return;
        }
        let alone = *time / (*count).max(1) as u32;
        self.trial = None;
        if alone < self.pipeline {
            self.alone_until = n + KEPT;
        } else {
            self.no_trial_until = n + KEPT;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The share at its floor for FLOOR_BLOCKS blocks starts a trial of
    /// TRIAL heaps; a trial faster than the pipeline keeps one thread alone
    /// for KEPT heaps, a slower one keeps the pipeline (no trial) as long.
    #[test]
    fn a_trial_starts_at_the_floor_and_the_faster_way_is_kept() {
        let mut balance = Balance::default();
        let mut n = 100_000;
        assert!(!balance.after_block(false, n));
        for _ in 0..FLOOR_BLOCKS - 1 {
            n += 512;
            assert!(!balance.after_block(true, n));
        }
        std::thread::sleep(Duration::from_millis(20));
        n += 512;
        assert!(balance.after_block(true, n));
        assert_eq!(balance.alone_until(n), Some(n + TRIAL));
        // Alone, far faster than the pipeline's milliseconds a heap.
        balance.ran_alone(TRIAL, Duration::from_micros(10), n + TRIAL);
        assert_eq!(balance.alone_until(n + TRIAL), Some(n + TRIAL + KEPT));
        // After that, a trial again where the share is at its floor, and
        // this time alone is slower: the pipeline is kept.
        n += TRIAL + KEPT;
        for _ in 0..FLOOR_BLOCKS - 1 {
            n += 512;
            assert!(!balance.after_block(true, n));
        }
        n += 512;
        assert!(balance.after_block(true, n));
        balance.ran_alone(TRIAL / 2, Duration::from_secs(1), n + TRIAL / 2);
        assert_eq!(balance.alone_until(n + TRIAL / 2), Some(n + TRIAL));
        balance.ran_alone(TRIAL / 2, Duration::from_secs(1), n + TRIAL);
        assert_eq!(balance.alone_until(n + TRIAL), None);
        for _ in 0..2 * FLOOR_BLOCKS {
            n += 512;
            assert!(
                !balance.after_block(true, n),
                "no trial while the pipeline is kept"
            );
        }
    }
}

//! Two threads in a pipeline: the worker's copy of the values, the jobs handed
//! to it, and the hand-over.

use super::handover::{
    Ahead, Known, Replica, Task, AHEAD_FROM, BLOCK, EXTRA_PAIRS, EXTRA_SMALL, WHOLE_SHARE,
};
use super::storage::storage_error;
use super::{Sparse, SparseError};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Heaps per block while every value is below 32: a value then takes a few
/// tens of nanoseconds, and a short block would cost more to hand over
/// than to compute.
const SMALL_BLOCK: usize = 16 * BLOCK;

/// Where the pipeline starts: far enough for the worker's runs of pairs.
const PIPELINE_START: usize = 4 * (AHEAD_FROM + EXTRA_PAIRS);

/// The worker's share at least: past this, the pipeline is not paying (see
/// `Balance`).
const LEAST_SHARE: usize = 100;

/// The worker's share at most: with large values, a run of pairs up to 16
/// times EXTRA_PAIRS when it has the time (0.6 to 2^22: 7% faster than with
/// no longer runs, this thread marking fewer pairs; 4 times: 4%).
const MAX_SHARE: usize = 16 * WHOLE_SHARE;

impl Sparse {
    /// [`Sparse::extend_to`] on two threads in a pipeline: while this one
    /// computes a block of values, a worker computes the options of the
    /// next block that come from splits whose heaps both lie before this
    /// block (the rare heaps from AHEAD_FROM on, and a run of pairs of any
    /// heaps). The worker keeps its own copy of the values and rare heaps,
    /// sent a block at a time, from one call to the next.
    pub(super) fn pipelined(&mut self, last: usize) -> Result<(), SparseError> {
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
                    Err(e) => return Err(storage_error(e)),
                };
                let replica = Replica {
                    rules: self.rules.clone(),
                    values,
                    rare: [0, 1].map(|d| {
                        let group = &self.groups[d];
                        (group.rare_heaps.clone(), group.rare_values.clone())
                    }),
                    isa: self.isa,
                };
                let synced = Synced {
                    values: self.values.len(),
                    rare: [0, 1].map(|d| self.groups[d].rare_heaps.len()),
                    rebuilds: self.stats.rebuilds,
                    share: WHOLE_SHARE,
                };
                (replica, synced)
            }
        };
        std::thread::scope(|scope| {
            let (jobs, job_inbox) = mpsc::sync_channel::<Job>(1);
            let (results, result_inbox) = mpsc::sync_channel::<Ahead>(1);
            let worker = scope.spawn(move || {
                let mut replica = replica;
                let mut waiter = Waiter::new();
                while let Some(job) = waiter.receive(&job_inbox) {
                    replica.apply(job.update);
                    let ahead = replica.source().ahead(job.task);
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
            let mut waiter = Waiter::new();
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
                            ready = waiter.receive(&result_inbox).map(|a| (at, rebuilds, a));
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
                    self.run_block(start, end, block_start, usable)?;
                    if start == block_start && end == next {
                        // Waiting more than a little: the worker has too much.
                        if waited * 50 > computing.elapsed() {
                            synced.share = synced.share.saturating_sub(20).max(LEAST_SHARE);
                        } else {
                            let most = if self.small_values() {
                                WHOLE_SHARE
                            } else {
                                MAX_SHARE
                            };
                            synced.share = (synced.share + 10).min(most);
                        }
                        let n = self.values.len();
                        if self.balance.after_block(synced.share == LEAST_SHARE, n) {
                            // Leave the pipeline: one thread alone for a
                            // while, measured against it (see `Balance`).
                            break;
                        }
                    }
                }
                Ok(())
            })();
            if let Some((at, rebuilds)) = in_flight.take()
                && let Ok(ahead) = result_inbox.recv()
            {
                ready = Some((at, rebuilds, ahead));
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
    pub(super) fn pipeline_start(&self) -> usize {
        let removal = self.rules.largest_split_removal();
        if self.small_values() {
            2 * (2 * SMALL_BLOCK + EXTRA_SMALL) + removal + 1
        } else {
            PIPELINE_START + removal
        }
    }

    /// Heaps per block of the pipeline.
    pub(super) fn block(&self) -> usize {
        if self.small_values() {
            SMALL_BLOCK
        } else {
            BLOCK
        }
    }

    /// Whether the splits the worker would take are enough to pay for the
    /// hand-over (on one thread, for computing them ahead in tiles). With
    /// values below 32 its run of pairs spares most searches (0.106, 0.16:
    /// 1.3 searches per value a heap at a time, 0.01 with the run of
    /// pairs), and the long blocks make the hand-over cheap.
    pub(super) fn worth_a_worker(&self) -> bool {
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
}

impl Replica {
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

/// How much of the values and rare heaps the worker has, and its share.
pub(super) struct Synced {
    pub(super) values: usize,
    pub(super) rare: [usize; 2],
    pub(super) rebuilds: u64,
    /// The worker's share (see [`Task::share`]), moved a little after each
    /// block towards where neither thread waits for the other.
    pub(super) share: usize,
}

/// How one thread of the pipeline waits for the other's messages. A message
/// due soon (the other thread is a block away at most) is waited for by
/// spinning a little while first: waking a sleeping thread costs more than
/// the hand-over itself when blocks take a fraction of a millisecond. But
/// on a machine whose cores are busy with other work, the other thread is
/// often not running at all, and the spin only takes time from it: so the
/// spin is as long as recent waits say it pays.
pub(super) struct Waiter {
    spin: Duration,
}

impl Waiter {
    pub(super) fn new() -> Waiter {
        Waiter { spin: SPIN }
    }

    /// The next message of `inbox`, `None` once the sender is gone. After a
    /// wait that had to sleep, the next spin is twice as long if the message
    /// came soon after all (a longer spin would have caught it), half as
    /// long if it came late (the other thread was descheduled or had long
    /// work), between one round of polls and [`SPIN`].
    pub(super) fn receive<T>(&mut self, inbox: &mpsc::Receiver<T>) -> Option<T> {
        let start = Instant::now();
        loop {
            for _ in 0..64 {
                match inbox.try_recv() {
                    Ok(message) => return Some(message),
                    Err(mpsc::TryRecvError::Disconnected) => return None,
                    Err(mpsc::TryRecvError::Empty) => std::hint::spin_loop(),
                }
            }
            if start.elapsed() >= self.spin {
                break;
            }
        }
        let asleep = Instant::now();
        let message = inbox.recv().ok();
        self.spin = if asleep.elapsed() < SPIN {
            (self.spin * 2).clamp(MIN_SPIN, SPIN)
        } else {
            self.spin / 2
        };
        message
    }
}

/// How long [`Waiter::receive`] spins at most before it sleeps.
const SPIN: Duration = Duration::from_micros(50);

/// Spins shorter than this are one round of polls.
const MIN_SPIN: Duration = Duration::from_micros(1);

#[cfg(test)]
mod tests {
    use super::*;

    /// The other thread late every time (descheduled, on a busy machine):
    /// the spin halves at each wait, down to one round of polls, and
    /// messages still arrive in order, and the end of the sender is seen.
    #[test]
    fn late_messages_shorten_the_spin_and_all_arrive() {
        let (send, inbox) = mpsc::sync_channel::<u32>(1);
        let sender = std::thread::spawn(move || {
            for i in 0..8 {
                std::thread::sleep(Duration::from_millis(10));
                send.send(i).unwrap();
            }
        });
        let mut waiter = Waiter::new();
        let mut spins = vec![waiter.spin];
        for i in 0..8 {
            assert_eq!(waiter.receive(&inbox), Some(i));
            spins.push(waiter.spin);
        }
        sender.join().unwrap();
        assert_eq!(waiter.receive(&inbox), None);
        assert!(spins.windows(2).all(|w| w[1] <= w[0] / 2), "{spins:?}");
        assert!(waiter.spin < MIN_SPIN);
    }

    /// A message already there is taken at once, whatever the spin.
    #[test]
    fn a_message_already_sent_is_taken_without_waiting() {
        let (send, inbox) = mpsc::sync_channel::<u32>(1);
        let mut waiter = Waiter {
            spin: Duration::ZERO,
        };
        send.send(7).unwrap();
        assert_eq!(waiter.receive(&inbox), Some(7));
        assert_eq!(waiter.spin, Duration::ZERO);
    }
}

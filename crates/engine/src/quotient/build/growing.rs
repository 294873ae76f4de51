//! A heap that is a new element, placed by growing ([`crate::quotient::grow`])
//! two ways at once: the trials they share made once, each way on a thread
//! of its own only where they part.

use super::{counterexample, Builder};
use crate::quotient::extend::Outcome;
use crate::quotient::grow::{Growth, SetApart, COPIES, MORE_COPIES};
use crate::quotient::monoid::Monoid;
use crate::quotient::verify::{verify_until, Failure};
use crate::quotient::{Limits, Stop};
use rustc_hash::{FxBuildHasher, FxHashSet};
use std::hash::BuildHasher;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

impl Builder<'_> {
    /// Heap `n` as a new element by growing ([`crate::quotient::grow`]),
    /// with classes set apart and, where that places nothing, with heaps
    /// set apart alone ([`SetApart`]); `None` when neither places it.
    pub(super) fn grow(
        &self,
        n: usize,
        limits: &Limits,
    ) -> Option<Result<(Monoid, Vec<u32>), Stop>> {
        // Classes first: on the 55 codes of bench/quotient_sweep.sh both
        // orders give the same quotients, classes first in 31 ms against
        // 37 ms in all (0.0122: 0.24 ms against 0.52); 4.7 reaches heap 41
        // in 17 s, where heaps alone stopped at 27; on 0.07, 0.137 and 0.35
        // only heaps alone place the heaps past 24, 23 and 12, and they
        // reach 33, 32 and 25 as before in 30 s.
        self.grow_setting_apart(n, limits, SetApart::Class)
            .or_else(|| self.grow_setting_apart(n, limits, SetApart::Heap))
    }

    /// Heap `n` placed by growing with heaps set apart as `with` says: the
    /// old quotient grown by heap `n`, and where the check refutes a trial,
    /// that trial grown again by a heap its counterexample names, set apart
    /// ([`next_apart`]), two ways; `None` when neither places it. The
    /// quotient placed is the same either way (Φ decides it up to
    /// isomorphism, and [`Builder::accept`] names it from Φ alone).
    ///
    /// While the two ways set apart the same heaps their trials are the
    /// same, so they are made once, here; where they part, each goes on
    /// from there on a thread of its own (both cores), the first to place
    /// the heap calling the other off. Most heaps are placed before the
    /// ways part, and starting two threads cost more than the whole
    /// building of a small quotient (0.0223: 187 µs a build with the
    /// threads started at every new generator, 20 µs without).
    fn grow_setting_apart(
        &self,
        n: usize,
        limits: &Limits,
        with: SetApart,
    ) -> Option<Result<(Monoid, Vec<u32>), Stop>> {
        // Neither way is better on every code. In 20 s (an AVX-512
        // Xeon), the heap named most often alone took 0.07 to heap 33, 0.137
        // to 32, 0.35 to 22 and 4.7 to 12; the largest alone 0.07 to 24,
        // 0.35 to 11 and 4.7 to 14.
        let mut growing = Growing::start(&self.q, &self.phi, with);
        let (most, largest) = loop {
            let (named, trial) = match self.trial(n, limits, &growing)? {
                Trialled::Placed(found) => return Some(Ok(found)),
                Trialled::Stopped(stop) => return Some(Err(stop)),
                Trialled::Refuted(named, trial) => (named, trial),
            };
            let most = next_apart(&named, &growing.set_apart, Choice::MostNamed);
            let largest = next_apart(&named, &growing.set_apart, Choice::Largest);
            if most != largest {
                let on = |apart: Option<usize>| apart.and_then(|a| growing.next(a, trial.clone()));
                break (on(most), on(largest));
            }
            growing = growing.next(most?, trial)?;
        };
        // The way most often the better goes on alone for a moment: on
        // most codes it places the heap in that time, and no thread is
        // started (0.0122: 0.90 ms a build with the threads started where
        // the ways part, 0.80 ms without).
        let alone = Instant::now() + ALONE;
        let most = match most.map(|g| self.grow_by(n, limits, Choice::MostNamed, g, Some(alone))) {
            Some(Grown::Paused(g)) => g,
            Some(Grown::Done(Some(Ok(found)))) => return Some(Ok(found)),
            Some(Grown::Done(r)) => {
                return either(r, self.grow_all(n, limits, Choice::Largest, largest))
            }
            None => return self.grow_all(n, limits, Choice::Largest, largest),
        };
        let placed = Arc::new(AtomicBool::new(false));
        let [most, largest] = std::thread::scope(|s| {
            let race = |choice: Choice, growing: Option<Growing>| {
                let placed = placed.clone();
                s.spawn(move || {
                    crate::quotient::called_off_by(&placed, || {
                        let r = self.grow_all(n, limits, choice, growing);
                        if matches!(r, Some(Ok(_))) {
                            placed.store(true, Ordering::Relaxed);
                        }
                        r
                    })
                })
            };
            let most = race(Choice::MostNamed, Some(most));
            let largest = race(Choice::Largest, largest);
            [most, largest].map(|h| h.join().expect("growing does not panic"))
        });
        either(most, largest)
    }

    /// Growing on from `growing`, if any, to the end with heaps set apart as
    /// `choice` says.
    fn grow_all(
        &self,
        n: usize,
        limits: &Limits,
        choice: Choice,
        growing: Option<Growing>,
    ) -> Option<Result<(Monoid, Vec<u32>), Stop>> {
        match self.grow_by(n, limits, choice, growing?, None) {
            Grown::Done(r) => r,
            Grown::Paused(_) => unreachable!("growing pauses only at a given time"),
        }
    }

    /// Growing on from `growing` with heaps set apart as `choice` says,
    /// until it ends or, between two trials, `pause` has come.
    fn grow_by(
        &self,
        n: usize,
        limits: &Limits,
        choice: Choice,
        mut growing: Growing,
        pause: Option<Instant>,
    ) -> Grown {
        loop {
            if pause.is_some_and(|p| Instant::now() >= p) {
                return Grown::Paused(growing);
            }
            let Some(trialled) = self.trial(n, limits, &growing) else {
                return Grown::Done(None);
            };
            match trialled {
                Trialled::Placed(found) => return Grown::Done(Some(Ok(found))),
                Trialled::Stopped(stop) => return Grown::Done(Some(Err(stop))),
                Trialled::Refuted(named, trial) => {
                    let next = next_apart(&named, &growing.set_apart, choice)
                        .and_then(|apart| growing.next(apart, trial));
                    let Some(next) = next else {
                        return Grown::Done(None);
                    };
                    growing = next;
                }
            }
        }
    }

    /// One trial of growing: the quotient of `growing` grown by its heap set
    /// apart, checked; `None` when no trial is made (the trials are used
    /// up, no cycle shows, the box would pass its bound).
    fn trial(&self, n: usize, limits: &Limits, growing: &Growing) -> Option<Trialled> {
        // 4.7 splits nearly every class of the heaps before at each new
        // heap, one heap set apart a trial: with heaps set apart alone and
        // 64 trials a heap growing stopped at heap 20, with 512 at 27 (18 s,
        // an AVX-512 Xeon), 4096 reached no further; with classes it needs
        // about 80 at heap 41. On the codes that stop sooner for other
        // reasons (0.07 at 34, 0.137 at 33) the trials end long before.
        const TRIALS: usize = 512;
        const STATES: usize = 1 << 20;
        if growing.trials == TRIALS {
            return None;
        }
        if limits.past_deadline() {
            return Some(Trialled::Stopped(Stop::Timeout));
        }
        let mut read = None;
        for copies in [COPIES, MORE_COPIES, 4 * MORE_COPIES] {
            let growth = Growth::new(
                &growing.q,
                &growing.phi,
                self.code,
                (growing.apart, growing.with),
                copies,
                limits.box_states.min(STATES),
                limits.deadline,
            );
            let Some(growth) = growth else {
                return limits
                    .past_deadline()
                    .then_some(Trialled::Stopped(Stop::Timeout));
            };
            if let Some(cycle) = growth.cycle() {
                read = Some((growth, cycle));
                break;
            }
        }
        let (growth, cycle) = read?;
        let (trial_q, trial_phi) = match growth.candidate(cycle, limits.deadline) {
            Ok(c) => c,
            Err(Outcome::Timeout) => return Some(Trialled::Stopped(Stop::Timeout)),
            Err(_) => return None,
        };
        let failure = match verify_until(
            &trial_q,
            &trial_phi,
            self.code,
            limits.pairs,
            limits.deadline,
        ) {
            Ok(_) => return Some(Trialled::Placed((trial_q, trial_phi))),
            Err(Failure::TooManyPairs { .. }) => return Some(Trialled::Stopped(Stop::TooLarge)),
            Err(Failure::Timeout) => return Some(Trialled::Stopped(Stop::Timeout)),
            Err(f) => f,
        };
        let moves = |h: usize| {
            let mut any = false;
            self.code.for_each_option(h, |_| any = true);
            any
        };
        let named: Vec<usize> = counterexample(&failure)
            .into_iter()
            .filter(|&h| h <= n && moves(h))
            .collect();
        Some(Trialled::Refuted(named, (trial_q, trial_phi)))
    }
}

/// The heap to set apart next, of those a refuted trial's counterexample
/// names (`named`, with repeats), as `choice` says (`set_apart` is in the
/// order they were, the last the current one, which is not set apart again
/// at once); `None` if none is left.
fn next_apart(named: &[usize], set_apart: &[usize], choice: Choice) -> Option<usize> {
    let current = *set_apart.last()?;
    if choice == Choice::Largest {
        return named.iter().copied().filter(|&h| h != current).max();
    }
    let times = |h: usize| named.iter().filter(|&&g| g == h).count();
    let fresh = named
        .iter()
        .copied()
        .filter(|h| !set_apart.contains(h))
        .max_by_key(|&h| (times(h), h));
    fresh.or_else(|| {
        let (_, earlier) = set_apart.split_last()?;
        earlier.iter().copied().find(|h| named.contains(h))
    })
}

/// How the heap to set apart next is chosen ([`next_apart`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    /// One never set apart, the one named most often; else the one set
    /// apart least recently.
    MostNamed,
    /// The largest named, but the current one.
    Largest,
}

/// Where growing stands: the quotient grown so far (at first the old one,
/// heap `n` unplaced), the heap set apart next and what with it, the heaps
/// set apart so far (the last the current one) and the trials made.
#[derive(Clone)]
struct Growing {
    q: Monoid,
    phi: Vec<u32>,
    apart: usize,
    with: SetApart,
    set_apart: Vec<usize>,
    trials: usize,
    /// Every trial grown from so far, by a hash of its heap set apart, Φ
    /// and size (two that collide only end a way of growing early).
    seen: FxHashSet<u64>,
}

impl Growing {
    /// The old quotient of heaps `0..phi.len()`, grown first by the next
    /// heap.
    fn start(q: &Monoid, phi: &[u32], with: SetApart) -> Growing {
        let n = phi.len();
        let mut phi = phi.to_vec();
        phi.push(0);
        Growing {
            q: q.clone(),
            phi,
            apart: n,
            with,
            set_apart: vec![n],
            trials: 0,
            seen: FxHashSet::default(),
        }
    }

    /// Growing on from a refuted trial with heap `apart` set apart; `None`
    /// where it was grown so before, for it would go round the same trials
    /// again (0.72's heap 15 with classes set apart: heaps 11 and 15 in
    /// turn, each trial the one before, until the trials ran out).
    fn next(&self, apart: usize, (q, phi): (Monoid, Vec<u32>)) -> Option<Growing> {
        let mut seen = self.seen.clone();
        if !seen.insert(FxBuildHasher.hash_one((apart, &phi, q.len()))) {
            return None;
        }
        let mut set_apart = self.set_apart.clone();
        set_apart.retain(|&h| h != apart);
        set_apart.push(apart);
        Some(Growing {
            q,
            phi,
            apart,
            with: self.with,
            set_apart,
            trials: self.trials + 1,
            seen,
        })
    }
}

/// How long the way most often the better grows alone, where the two ways
/// part, before the other starts beside it.
const ALONE: Duration = Duration::from_millis(2);

/// Where a way of growing came to.
enum Grown {
    /// It ended: the quotient with the new heap, what stopped it, or
    /// `None` where it gave up.
    Done(Option<Result<(Monoid, Vec<u32>), Stop>>),
    /// It paused, standing here.
    Paused(Growing),
}

/// The first way's quotient if it placed the heap, else the second's; else
/// what stopped the first (or the second); `None` if neither placed it nor
/// was stopped.
fn either(
    first: Option<Result<(Monoid, Vec<u32>), Stop>>,
    second: Option<Result<(Monoid, Vec<u32>), Stop>>,
) -> Option<Result<(Monoid, Vec<u32>), Stop>> {
    match (first, second) {
        (Some(Ok(found)), _) | (_, Some(Ok(found))) => Some(Ok(found)),
        (Some(Err(stop)), _) | (None, Some(Err(stop))) => Some(Err(stop)),
        (None, None) => None,
    }
}

/// What a trial of growing came to.
enum Trialled {
    /// It is the quotient with the new heap.
    Placed((Monoid, Vec<u32>)),
    /// The check refuted it, naming these heaps (with repeats).
    Refuted(Vec<usize>, (Monoid, Vec<u32>)),
    /// A deadline or a bound stopped it.
    Stopped(Stop),
}

#[cfg(test)]
mod tests {
    use super::{next_apart, Choice};

    #[test]
    fn the_heap_set_apart_next() {
        // Name, the choice, the heaps named, those set apart so far (the
        // current one last), the one chosen.
        type Case = (
            &'static str,
            Choice,
            &'static [usize],
            &'static [usize],
            Option<usize>,
        );
        use Choice::{Largest, MostNamed};
        let cases: &[Case] = &[
            (
                "never set apart first",
                MostNamed,
                &[21, 25],
                &[25],
                Some(21),
            ),
            (
                "named most often",
                MostNamed,
                &[2, 4, 4, 4, 21, 25],
                &[25, 21],
                Some(4),
            ),
            (
                "the larger on a tie",
                MostNamed,
                &[9, 12, 23],
                &[25],
                Some(23),
            ),
            (
                "least recently set apart",
                MostNamed,
                &[2, 4],
                &[25, 2, 4, 6],
                Some(2),
            ),
            (
                "not the current one at once",
                MostNamed,
                &[6],
                &[25, 6],
                None,
            ),
            ("nothing named", MostNamed, &[], &[25], None),
            ("the largest", Largest, &[2, 4, 4, 4, 21], &[25], Some(21)),
            (
                "the largest but the current",
                Largest,
                &[6, 7],
                &[13, 7],
                Some(6),
            ),
            (
                "set apart before or not",
                Largest,
                &[1, 2],
                &[13, 2, 1],
                Some(2),
            ),
            ("only the current", Largest, &[7, 7], &[13, 7], None),
        ];
        for &(name, choice, named, set_apart, want) in cases {
            assert_eq!(next_apart(named, set_apart, choice), want, "{name}");
        }
    }
}

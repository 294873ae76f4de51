//! The quotient built heap by heap: each heap either pretends to be an
//! element already there (checked by the P-check and the N-check with its
//! kind added) or is a new generator ([`super::extend`]).

use super::extend::{Outcome, Trial, NEW_CYCLES};
use super::grow::{Growth, COPIES, MORE_COPIES};
use super::monoid::Monoid;
use super::n_search::NSearch;
use super::verify::{kinds_of, option_elements, p_check, verify_until, wins_of, Failure, Kind};
use super::{Change, Limits, Period, Quotient, Stop};
use crate::octal::TakeAndBreak;
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What the builder knows after each heap.
struct Builder<'a> {
    code: &'a TakeAndBreak,
    q: Monoid,
    /// The heap of each generator.
    generators: Vec<usize>,
    phi: Vec<u32>,
    kinds: Vec<(Kind, usize)>,
    /// The N-check's pairs for `q` and every kind of `kinds`, once checked.
    searched: Option<NSearch>,
    changes: Vec<Change>,
}

/// How far the building got, for a progress line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The heap just done.
    pub heap: usize,
    /// Elements of the quotient so far.
    pub elements: usize,
    /// Elements of its P-portion.
    pub p_elements: usize,
    /// Generators so far.
    pub generators: usize,
}

impl<'a> Builder<'a> {
    fn new(code: &'a TakeAndBreak) -> Self {
        Builder {
            code,
            q: Monoid::new(Vec::new(), vec![false]).expect("the trivial monoid"),
            generators: Vec::new(),
            phi: vec![0],
            kinds: Vec::new(),
            searched: None,
            changes: Vec::new(),
        }
    }

    /// Adds heap `phi.len()`; `Err` when it could not be placed.
    fn add_heap(&mut self, limits: &Limits) -> Result<(), Stop> {
        let n = self.phi.len();
        let options = option_elements(&self.q, &self.phi, self.code, n);
        if options.is_empty() {
            self.phi.push(0);
            return Ok(());
        }
        let wins = wins_of(&self.q, &options);
        // A kind already there: nothing new to check.
        if let Some((k, _)) = self.kinds.iter().find(|(k, _)| k.wins == wins) {
            self.phi.push(k.element);
            return Ok(());
        }
        for x in 0..self.q.len() as u32 {
            if limits.past_deadline() {
                return Err(Stop::Timeout);
            }
            // Cheap necessary condition: no sum with the heap that the
            // quotient calls lost has a winning move in the heap.
            if wins.iter().any(|y| self.q.in_p(self.q.mul(x, y as u32))) {
                continue;
            }
            let k = Kind {
                element: x,
                wins: wins.clone(),
            };
            let mut phi = self.phi.clone();
            phi.push(x);
            if p_check(&self.q, &phi, self.code, n, &k).is_err() {
                continue;
            }
            let mut kinds = self.kinds.clone();
            kinds.push((k.clone(), n));
            let search = self.searched.get_or_insert_with(|| NSearch::new(&self.q));
            match search.extend(&self.q, &kinds, limits.pairs, limits.deadline) {
                Ok(()) => {
                    self.phi = phi;
                    self.kinds.push((k, n));
                    return Ok(());
                }
                Err(Failure::TooManyPairs { .. }) => return Err(Stop::TooLarge),
                Err(Failure::Timeout) => return Err(Stop::Timeout),
                Err(_) => continue,
            }
        }
        self.new_generator(n, limits)
    }

    /// Heap `n` is a new element: trials until one passes the check.
    ///
    /// A trial that fails names a sum of heaps it got wrong. A heap of it
    /// whose word was taken from the old quotient may no longer be that
    /// word (classes of the old quotient can split: in 0.123, heap 6 is b^2
    /// among heaps up to 8 but not from heap 9 on), so such heaps become
    /// generators of their own first, which keeps the trials small; only
    /// when no heap is left to blame do the old generators' powers get
    /// longer cycles (in 0.123, b^3 = b up to heap 7 but b^4 = b^2 from
    /// heap 8 on).
    fn new_generator(&mut self, n: usize, limits: &Limits) -> Result<(), Stop> {
        // How a suspected generator's cycle is lengthened, level by level:
        // the index grows by the first number, the period is multiplied by
        // the second.
        const LONGER: [(u32, u32); 3] = [(0, 1), (1, 2), (2, 6)];
        const PROMOTIONS: usize = 24;
        match self.grow(n, limits) {
            Some(Ok((q, phi))) => {
                self.accept(q, phi, n);
                return Ok(());
            }
            Some(Err(stop)) => return Err(stop),
            None => {}
        }
        let mut generators = self.generators.clone();
        // How much longer each generator's cycle is tried, by heap.
        let mut level: FxHashMap<usize, usize> = FxHashMap::default();
        let mut promotions = 0;
        'trials: loop {
            let mut heaps: Vec<usize> = generators.clone();
            heaps.push(n);
            let r = heaps.len();
            // Words in the trial's generators: a generator is a unit word,
            // another heap its word in the old quotient's generators.
            let position: FxHashMap<usize, usize> =
                heaps.iter().enumerate().map(|(j, &h)| (h, j)).collect();
            let words: Vec<Vec<u32>> = (0..n)
                .map(|h| {
                    let mut w = vec![0u32; r];
                    if let Some(&j) = position.get(&h) {
                        w[j] = 1;
                    } else {
                        for (g, &e) in self.q.word(self.phi[h]).iter().enumerate() {
                            w[position[&self.generators[g]]] += e;
                        }
                    }
                    w
                })
                .collect();
            let old_cycles: Vec<(u32, u32)> = generators
                .iter()
                .map(|&h| {
                    let (i, p) = self.q.cycle(self.phi[h]);
                    let (longer, times) = LONGER[level.get(&h).copied().unwrap_or(0)];
                    (i.max(1) + longer, p * times)
                })
                .collect();
            let mut suspects: Vec<usize> = Vec::new();
            for cycle in NEW_CYCLES {
                if limits.past_deadline() {
                    return Err(Stop::Timeout);
                }
                let mut cycles = old_cycles.clone();
                cycles.push(cycle);
                let trial = Trial {
                    code: self.code,
                    generators: heaps.clone(),
                    cycles,
                    words: words.clone(),
                    box_limit: limits.box_states,
                    deadline: limits.deadline,
                };
                match trial.run(limits.pairs) {
                    Outcome::Quotient(q, phi) => {
                        self.accept(q, phi, n);
                        return Ok(());
                    }
                    Outcome::Refuted(f) => {
                        let blamed = self.blamed(&f, n, &generators);
                        if !blamed.is_empty() && promotions < PROMOTIONS {
                            promotions += 1;
                            generators.extend(blamed);
                            generators.sort_unstable();
                            continue 'trials;
                        }
                        suspects.extend(counterexample(&f).into_iter().filter(|h| {
                            generators.contains(h)
                                && level.get(h).copied().unwrap_or(0) + 1 < LONGER.len()
                        }));
                    }
                    Outcome::TooLarge => break,
                    Outcome::Timeout => return Err(Stop::Timeout),
                    Outcome::Loops => {}
                }
            }
            // Every new cycle failed: longer cycles for the generators the
            // counterexamples name.
            suspects.sort_unstable();
            suspects.dedup();
            if suspects.is_empty() {
                return Err(Stop::Stuck { heap: n });
            }
            for h in suspects {
                *level.entry(h).or_insert(0) += 1;
            }
        }
    }

    /// Heap `n` as a new element by growing ([`super::grow`]): the old
    /// quotient grown by heap `n`, and where the check refutes a trial,
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
    fn grow(&self, n: usize, limits: &Limits) -> Option<Result<(Monoid, Vec<u32>), Stop>> {
        // Neither way is better on every code. In 20 s (an AVX-512
        // Xeon), the heap named most often alone took 0.07 to heap 33, 0.137
        // to 32, 0.35 to 22 and 4.7 to 12; the largest alone 0.07 to 24,
        // 0.35 to 11 and 4.7 to 14.
        let mut growing = Growing::start(&self.q, &self.phi);
        let (most, largest) = loop {
            let (named, trial) = match self.trial(n, limits, &growing)? {
                Trialled::Placed(found) => return Some(Ok(found)),
                Trialled::Stopped(stop) => return Some(Err(stop)),
                Trialled::Refuted(named, trial) => (named, trial),
            };
            let most = next_apart(&named, &growing.set_apart, Choice::MostNamed);
            let largest = next_apart(&named, &growing.set_apart, Choice::Largest);
            if most != largest {
                let on = |apart: Option<usize>| apart.map(|a| growing.next(a, trial.clone()));
                break (on(most), on(largest));
            }
            growing = growing.next(most?, trial);
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
                    super::called_off_by(&placed, || {
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
                    let Some(apart) = next_apart(&named, &growing.set_apart, choice) else {
                        return Grown::Done(None);
                    };
                    growing = growing.next(apart, trial);
                }
            }
        }
    }

    /// One trial of growing: the quotient of `growing` grown by its heap set
    /// apart, checked; `None` when no trial is made (the trials are used
    /// up, no cycle shows, the box would pass its bound).
    fn trial(&self, n: usize, limits: &Limits, growing: &Growing) -> Option<Trialled> {
        const TRIALS: usize = 64;
        const STATES: usize = 1 << 20;
        if growing.trials == TRIALS {
            return None;
        }
        if limits.past_deadline() {
            return Some(Trialled::Stopped(Stop::Timeout));
        }
        let mut read = None;
        for copies in [COPIES, MORE_COPIES] {
            let growth = Growth::new(
                &growing.q,
                &growing.phi,
                self.code,
                growing.apart,
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

    /// The heaps of a failed trial's counterexample whose words were
    /// taken from the old quotient (not generators, not the identity).
    fn blamed(&self, f: &Failure, n: usize, generators: &[usize]) -> Vec<usize> {
        let mut out: Vec<usize> = counterexample(f)
            .into_iter()
            .filter(|&h| h < n && !generators.contains(&h) && self.phi[h] != 0)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Takes a checked quotient of heaps `0..=n`, keeping as generators
    /// only the heaps that the earlier ones do not make.
    fn accept(&mut self, q: Monoid, phi: Vec<u32>, n: usize) {
        let mut generators: Vec<usize> = Vec::new();
        let mut made = vec![false; q.len()];
        made[0] = true;
        let mut elements = vec![0u32];
        for (h, &x) in phi.iter().enumerate() {
            if made[x as usize] {
                continue;
            }
            generators.push(h);
            // Close the set of products under the new generator.
            let mut stack = elements.clone();
            while let Some(y) = stack.pop() {
                let z = q.mul(y, x);
                if !made[z as usize] {
                    made[z as usize] = true;
                    elements.push(z);
                    stack.push(z);
                }
            }
        }
        let actions: Vec<Vec<u32>> = generators
            .iter()
            .map(|&g| (0..q.len() as u32).map(|x| q.mul(x, phi[g])).collect())
            .collect();
        let p: Vec<bool> = (0..q.len() as u32).map(|x| q.in_p(x)).collect();
        let q = Monoid::new(actions, p).expect("a checked quotient is a monoid");
        let (q, phi) = in_order_of_words(&q, &phi);
        self.q = q;
        self.generators = generators;
        self.phi = phi;
        self.kinds = kinds_of(&self.q, &self.phi, self.code)
            .expect("a checked quotient maps heaps without moves to the identity");
        self.searched = None;
        self.changes.push(Change {
            heap: n,
            elements: self.q.len(),
            p_elements: self.q.p_elements().len(),
        });
    }
}

/// The quotient presented by as few of its generators as make it: a heap
/// taken early may be a product of later ones (0.123's heap 6 is the square
/// of heap 9). The search keeps them all (its trials fare better with
/// them); the presentation drops them. The elements keep their numbers.
fn fewest_generators(q: &Monoid, phi: &[u32], generators: &[usize]) -> (Monoid, Vec<usize>) {
    let mut kept = generators.to_vec();
    let mut j = 0;
    while j < kept.len() {
        let others: Vec<u32> = kept
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != j)
            .map(|(_, &g)| phi[g])
            .collect();
        if generated(q, &others) == q.len() {
            kept.remove(j);
        } else {
            j += 1;
        }
    }
    let actions: Vec<Vec<u32>> = kept
        .iter()
        .map(|&g| (0..q.len() as u32).map(|x| q.mul(x, phi[g])).collect())
        .collect();
    let p: Vec<bool> = (0..q.len() as u32).map(|x| q.in_p(x)).collect();
    let monoid = Monoid::new(actions, p).expect("the same monoid, fewer generators");
    (monoid, kept)
}

/// How many elements the products of `elements` make.
fn generated(q: &Monoid, elements: &[u32]) -> usize {
    let mut made = vec![false; q.len()];
    made[0] = true;
    let mut stack = vec![0u32];
    let mut count = 1;
    while let Some(y) = stack.pop() {
        for &x in elements {
            let z = q.mul(y, x);
            if !made[z as usize] {
                made[z as usize] = true;
                count += 1;
                stack.push(z);
            }
        }
    }
    count
}

/// `q` with its elements numbered in the order of their words, and `phi`
/// renumbered: by the last generator a word uses, then its length, then
/// its exponents from the last generator down. The numbering the trial
/// left depends on the path the search took; this one only on the
/// quotient and its generators, so what is printed in element order (the
/// P-portion, the tables of a certificate) does too.
fn in_order_of_words(q: &Monoid, phi: &[u32]) -> (Monoid, Vec<u32>) {
    let key = |x: u32| {
        let w = q.word(x);
        let last = w.iter().rposition(|&e| e > 0).map_or(0, |l| l + 1);
        let length: u32 = w.iter().sum();
        (last, length, w.iter().rev().copied().collect::<Vec<u32>>())
    };
    let mut order: Vec<u32> = (0..q.len() as u32).collect();
    order.sort_by_cached_key(|&x| key(x));
    let mut new_of = vec![0u32; q.len()];
    for (new, &old) in order.iter().enumerate() {
        new_of[old as usize] = new as u32;
    }
    let actions: Vec<Vec<u32>> = (0..q.generators())
        .map(|g| {
            let a = q.action(g);
            order
                .iter()
                .map(|&old| new_of[a[old as usize] as usize])
                .collect()
        })
        .collect();
    let p: Vec<bool> = order.iter().map(|&old| q.in_p(old)).collect();
    let q = Monoid::new(actions, p).expect("the same monoid, renumbered");
    (q, phi.iter().map(|&x| new_of[x as usize]).collect())
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
/// heap `n` unplaced), the heap set apart next, the heaps set apart so far
/// (the last the current one) and the trials made.
#[derive(Clone)]
struct Growing {
    q: Monoid,
    phi: Vec<u32>,
    apart: usize,
    set_apart: Vec<usize>,
    trials: usize,
}

impl Growing {
    /// The old quotient of heaps `0..phi.len()`, grown first by the next
    /// heap.
    fn start(q: &Monoid, phi: &[u32]) -> Growing {
        let n = phi.len();
        let mut phi = phi.to_vec();
        phi.push(0);
        Growing {
            q: q.clone(),
            phi,
            apart: n,
            set_apart: vec![n],
            trials: 0,
        }
    }

    /// Growing on from a refuted trial with heap `apart` set apart.
    fn next(&self, apart: usize, (q, phi): (Monoid, Vec<u32>)) -> Growing {
        let mut set_apart = self.set_apart.clone();
        set_apart.retain(|&h| h != apart);
        set_apart.push(apart);
        Growing {
            q,
            phi,
            apart,
            set_apart,
            trials: self.trials + 1,
        }
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

/// The heaps of a failure's counterexample: the sum the N-check got
/// wrong, or the heap of the P-check with what its winning move leaves.
fn counterexample(f: &Failure) -> Vec<usize> {
    match f {
        Failure::NCheck { heaps } => heaps.clone(),
        Failure::PCheck { heap, leaves, .. } => {
            let mut h = leaves.clone();
            h.push(*heap);
            h
        }
        _ => Vec::new(),
    }
}

/// The least period (and with it the least preperiod) that the misère
/// periodicity theorem proves from Φ of heaps `0..=N`: Φ(n+p) = Φ(n) for
/// `n0 ≤ n ≤ N − p` and `N ≥ h·(max(n0, 1) + p) + k − 1`, where `k` is the
/// most counters a move removes and `h` the most heaps it leaves.
pub(crate) fn proven_period(phi: &[u32], removal: usize, parts: usize) -> Option<Period> {
    let last = phi.len().checked_sub(1)?;
    let mut p = 1;
    while proof_bound(removal, parts, 0, p) <= last {
        // The least n0 with Φ(m+p) = Φ(m) for n0 ≤ m ≤ N − p.
        let mut m = last - p;
        let n0 = loop {
            if phi[m + p] != phi[m] {
                break m + 1;
            }
            if m == 0 {
                break 0;
            }
            m -= 1;
        };
        if proof_bound(removal, parts, n0, p) <= last {
            return Some(least_period(phi, n0, p, last));
        }
        p += 1;
    }
    None
}

/// The last heap the misère periodicity theorem needs, `h·(max(n0, 1) + p)
/// + k − 1`, to prove Φ periodic with `p` from `n0`, where `k` is the most
/// counters a move removes and `h` the most heaps it leaves.
pub(crate) fn proof_bound(removal: usize, parts: usize, n0: usize, p: usize) -> usize {
    (parts * (n0.max(1) + p) + removal).saturating_sub(1)
}

/// Given Φ periodic with `p` from `n0` (proved), its least period and the
/// least preperiod for it.
fn least_period(phi: &[u32], n0: usize, p: usize, proven_at: usize) -> Period {
    let d = (1..=p)
        .filter(|d| p.is_multiple_of(*d))
        .find(|&d| (n0..n0 + p).all(|m| phi[m] == phi[n0 + (m - n0 + d) % p]))
        .unwrap_or(p);
    let mut start = n0;
    while start > 0 && phi[start - 1] == phi[start - 1 + d] {
        start -= 1;
    }
    Period {
        preperiod: start,
        period: d,
        proven_at,
    }
}

/// Builds the quotient heap by heap within `limits`, reporting each heap.
pub(crate) fn build(
    code: &TakeAndBreak,
    limits: &Limits,
    mut progress: impl FnMut(Step),
) -> Quotient {
    let mut b = Builder::new(code);
    let removal = code.max_removal();
    let parts = crate::heap::HeapGame::TakeAndBreak(code.clone()).most_heaps_left();
    let mut period = None;
    let stop = loop {
        if let Some(found) = proven_period(&b.phi, removal, parts) {
            period = Some(found);
            break Stop::Complete;
        }
        if b.phi.len() > limits.heaps {
            break Stop::HeapBound;
        }
        if limits.past_deadline() {
            break Stop::Timeout;
        }
        if let Err(stop) = b.add_heap(limits) {
            break stop;
        }
        progress(Step {
            heap: b.phi.len() - 1,
            elements: b.q.len(),
            p_elements: b.q.p_elements().len(),
            generators: b.generators.len(),
        });
    };
    let (monoid, generators) = fewest_generators(&b.q, &b.phi, &b.generators);
    Quotient {
        code: code.clone(),
        monoid,
        generators,
        phi: b.phi,
        period,
        stop,
        changes: b.changes,
    }
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

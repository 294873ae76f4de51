//! The quotient built heap by heap: each heap either pretends to be an
//! element already there (checked by the P-check and the N-check with its
//! kind added) or is a new generator ([`super::extend`]).

use super::extend::{Outcome, Trial, NEW_CYCLES};
use super::monoid::Monoid;
use super::n_search::NSearch;
use super::verify::{kinds_of, option_elements, p_check, wins_of, Failure, Kind};
use super::{Change, Limits, Period, Quotient, Stop};

mod growing;
use crate::octal::TakeAndBreak;
use rustc_hash::FxHashMap;

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
                    Outcome::Quotient(found) => {
                        let (q, phi) = *found;
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

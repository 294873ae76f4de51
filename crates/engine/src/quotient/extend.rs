//! A heap that is a new element: a trial quotient from a box of exponent
//! vectors, whose outcomes are computed from the rules and which Moore's
//! refinement reduces. The trial is only a guess, accepted by the check of
//! [`super::verify`] and retried with other guesses when it fails.
//!
//! The guess: the generators so far, the heap as a new generator, and every
//! other heap standing for its word in the old generators; each generator's
//! powers repeat as they did (an old one) or as the trial says (the new
//! one). If no class of the old quotient splits, some trial is right: the
//! quotient is a quotient of the box, and the box's reduction by outcome is
//! the quotient.

use super::monoid::{refine_until, Monoid};
use super::verify::{verify_until, Failure};
use crate::octal::TakeAndBreak;
use std::time::Instant;

/// A trial: generators (heaps), the index and period of each one's powers,
/// and the word of every heap below the new one.
pub(crate) struct Trial<'a> {
    pub(crate) code: &'a TakeAndBreak,
    /// The heap of each generator.
    pub(crate) generators: Vec<usize>,
    /// `(index, period)` of each generator's powers.
    pub(crate) cycles: Vec<(u32, u32)>,
    /// The exponents of every heap `0..n` (generators' are unit words).
    pub(crate) words: Vec<Vec<u32>>,
    /// The most exponent vectors a trial may have.
    pub(crate) box_limit: usize,
    /// When to give up.
    pub(crate) deadline: Option<std::time::Instant>,
}

/// What a trial ends with.
pub(crate) enum Outcome {
    /// The quotient of the heaps up to the new one, and Φ of each (boxed:
    /// the other outcomes are small, and carried as errors).
    Quotient(Box<(Monoid, Vec<u32>)>),
    /// The check refuted it.
    Refuted(Failure),
    /// The box would pass its bound.
    TooLarge,
    /// The trial's rules loop (a guess that cannot be right).
    Loops,
    /// The deadline passed.
    Timeout,
}

impl Trial<'_> {
    fn past_deadline(&self) -> bool {
        super::passed(self.deadline)
    }

    fn radices(&self) -> Vec<usize> {
        self.cycles.iter().map(|&(i, p)| (i + p) as usize).collect()
    }

    /// Runs the trial for heaps `0..=n`, `n` being the last generator.
    pub(crate) fn run(&self, pair_limit: usize) -> Outcome {
        let radix = self.radices();
        let size = radix
            .iter()
            .try_fold(1usize, |s, &r| s.checked_mul(r))
            .filter(|&s| s <= self.box_limit);
        let Some(size) = size else {
            return Outcome::TooLarge;
        };
        let mut stride = vec![1usize; radix.len()];
        for j in 1..radix.len() {
            stride[j] = stride[j - 1] * radix[j - 1];
        }
        let r = self.generators.len();
        let fold = |j: usize, e: u32| fold_into(self.cycles[j], e);
        // The exponent vectors each generator's options leave.
        let mut moves: Vec<Vec<Vec<u32>>> = Vec::with_capacity(r);
        for &g in &self.generators {
            let mut list: Vec<Vec<u32>> = Vec::new();
            self.code.for_each_option(g, |heaps| {
                let mut v = vec![0u32; r];
                for &h in heaps {
                    for (e, w) in v.iter_mut().zip(&self.words[h]) {
                        *e += w;
                    }
                }
                if !list.contains(&v) {
                    list.push(v);
                }
            });
            moves.push(list);
        }
        let decode = |mut x: usize, lit: &mut [u32]| {
            for (e, &rd) in lit.iter_mut().zip(&radix) {
                *e = (x % rd) as u32;
                x /= rd;
            }
        };
        let encode = |v: &[u32]| -> usize {
            v.iter()
                .enumerate()
                .map(|(j, &e)| fold(j, e) as usize * stride[j])
                .sum()
        };
        // The move graph of the box, backwards, for retrograde analysis.
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let mut out_degree = vec![0u32; size];
        let mut v = vec![0u32; r];
        let mut lit = vec![0u32; r];
        for (x, degree) in out_degree.iter_mut().enumerate() {
            if x % 65536 == 65535 && self.past_deadline() {
                return Outcome::Timeout;
            }
            decode(x, &mut lit);
            for j in 0..r {
                if lit[j] == 0 {
                    continue;
                }
                for m in &moves[j] {
                    for k in 0..r {
                        v[k] = lit[k] + m[k] - (k == j) as u32;
                    }
                    edges.push((encode(&v) as u32, x as u32));
                    *degree += 1;
                }
            }
        }
        // Bucket the edges by their end (a counting sort).
        let mut start = vec![0usize; size + 1];
        for &(to, _) in &edges {
            start[to as usize + 1] += 1;
        }
        for i in 0..size {
            start[i + 1] += start[i];
        }
        let mut from_of = vec![0u32; edges.len()];
        let mut fill = start.clone();
        for &(to, from) in &edges {
            from_of[fill[to as usize]] = from;
            fill[to as usize] += 1;
        }
        drop(edges);
        // 0 unknown, 1 a P-position, 2 an N-position.
        let mut outcome = vec![0u8; size];
        let mut queue: Vec<usize> = Vec::new();
        for (x, &d) in out_degree.iter().enumerate() {
            if d == 0 {
                outcome[x] = 2;
                queue.push(x);
            }
        }
        let mut left = out_degree;
        while let Some(u) = queue.pop() {
            for &from in &from_of[start[u]..start[u + 1]] {
                let from = from as usize;
                if outcome[from] != 0 {
                    continue;
                }
                if outcome[u] == 1 {
                    outcome[from] = 2;
                    queue.push(from);
                } else {
                    left[from] -= 1;
                    if left[from] == 0 {
                        outcome[from] = 1;
                        queue.push(from);
                    }
                }
            }
        }
        if outcome.contains(&0) {
            return Outcome::Loops;
        }
        if self.past_deadline() {
            return Outcome::Timeout;
        }
        drop(from_of);
        // Moore's refinement under the generators.
        // Generator j adds one to digit j, folded back into its cycle.
        let actions: Vec<Vec<u32>> = (0..r)
            .map(|j| {
                let up = (fold(j, radix[j] as u32) as usize) * stride[j];
                (0..size)
                    .map(|x| {
                        let e = x / stride[j] % radix[j];
                        let base = x - e * stride[j];
                        (if e + 1 < radix[j] {
                            x + stride[j]
                        } else {
                            base + up
                        }) as u32
                    })
                    .collect()
            })
            .collect();
        let p: Vec<bool> = outcome.iter().map(|&o| o == 1).collect();
        let n = *self.generators.last().expect("a new generator");
        let mut state_of: Vec<usize> = self.words.iter().map(|w| encode(w)).collect();
        let mut unit = vec![0u32; r];
        unit[r - 1] = 1;
        state_of.push(encode(&unit));
        debug_assert_eq!(state_of.len(), n + 1);
        if self.past_deadline() {
            return Outcome::Timeout;
        }
        reduce(
            &actions,
            &p,
            &state_of,
            self.code,
            pair_limit,
            self.deadline,
        )
    }
}

/// An exponent `e` of a power whose powers repeat with `(index, period)`,
/// folded into the cycle: the least exponent of the same power.
pub(crate) fn fold_into((index, period): (u32, u32), e: u32) -> u32 {
    if e >= index + period {
        index + (e - index) % period
    } else {
        e
    }
}

/// The trial quotient of states under generators' `actions`, told apart
/// by `p`, with heap `h` standing at state `state_of[h]`: Moore's
/// refinement reduces the states, and the check (given up at `deadline`)
/// accepts or refutes it.
pub(crate) fn reduce(
    actions: &[Vec<u32>],
    p: &[bool],
    state_of: &[usize],
    code: &TakeAndBreak,
    pair_limit: usize,
    deadline: Option<Instant>,
) -> Outcome {
    let (q, phi) = match candidate(actions, p, state_of, deadline) {
        Ok(c) => c,
        Err(outcome) => return outcome,
    };
    match verify_until(&q, &phi, code, pair_limit, deadline) {
        Ok(_) => Outcome::Quotient(Box::new((q, phi))),
        Err(Failure::Timeout) => Outcome::Timeout,
        Err(f) => Outcome::Refuted(f),
    }
}

/// The trial quotient of states under generators' `actions`, told apart
/// by `p`, and Φ of each heap `h` (at state `state_of[h]`), not yet
/// checked; the outcome to end the trial with where there is none.
pub(crate) fn candidate(
    actions: &[Vec<u32>],
    p: &[bool],
    state_of: &[usize],
    deadline: Option<Instant>,
) -> Result<(Monoid, Vec<u32>), Outcome> {
    let Some(class) = refine_until(actions, p, deadline) else {
        return Err(Outcome::Timeout);
    };
    let classes = class.iter().map(|&c| c as usize + 1).max().unwrap_or(1);
    let mut rep = vec![usize::MAX; classes];
    for (x, &c) in class.iter().enumerate() {
        if rep[c as usize] == usize::MAX {
            rep[c as usize] = x;
        }
    }
    let q_actions: Vec<Vec<u32>> = actions
        .iter()
        .map(|a| rep.iter().map(|&x| class[a[x] as usize]).collect())
        .collect();
    let q_p: Vec<bool> = rep.iter().map(|&x| p[x]).collect();
    let Ok(q) = Monoid::new(q_actions, q_p) else {
        return Err(Outcome::Refuted(Failure::NotReduced {
            first: 0,
            second: 0,
        }));
    };
    let phi: Vec<u32> = state_of.iter().map(|&s| class[s]).collect();
    Ok((q, phi))
}

/// The trials for a new generator's powers, `(index, period)`. A trial
/// also finds every smaller cycle it contains (index at most its index,
/// period dividing its period), since the box then still maps onto the
/// quotient and the refinement merges what the quotient merges: so a few
/// generous trials stand for all the small ones, the cheapest first.
pub(crate) const NEW_CYCLES: [(u32, u32); 5] = [(1, 2), (2, 2), (3, 6), (4, 12), (6, 60)];

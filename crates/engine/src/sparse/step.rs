//! One value computed: the options of the rare heaps, then the rare candidates
//! among the common pairs.

use super::handover::{not_ahead, Ahead};
use super::lookup::Targets;
use super::marks::{pending_candidates, Marks, FEW_PENDING};
use super::pairs::{mark_pairs, mark_rare_pairs, Cursor, Pairs, FEW_MARKED_PAIRS, MARKED_PAIRS};
use super::storage::storage_error;
use super::{extended, Sparse, SparseError, SparseStats, MAX_VALUE};
use crate::isa::Isa;

/// Pairs marked before the rare candidates left are looked for together
/// (0.6 to 2^22: 64 to 1024 measured, 128 best).
const FIRST_MARKED: usize = 128;

impl Sparse {
    /// One value, in `isa`'s path: given as the constant of a path already
    /// taken (see [`Isa::run_with`]), the kernels are one copy, inlined.
    #[inline(always)]
    pub(super) fn step_inner(
        &mut self,
        isa: Isa,
        ahead: Option<(&Ahead, usize)>,
    ) -> Result<u16, SparseError> {
        isa.run_with(
            #[inline(always)]
            |isa| {
                let n = self.values.len();
                let rebuilds = self.stats.rebuilds;
                self.review(n);
                let ahead = ahead.filter(|_| self.stats.rebuilds == rebuilds);
                let w = self.width;
                if self.small_values() && !self.direct && ahead.is_none_or(|(a, _)| a.stride == 0) {
                    return self.step_small(isa, n, ahead);
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
                        seen.expand(isa, &ahead.bits[i * words..(i + 1) * words]);
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
                            mark_pairs(
                                isa,
                                seen,
                                g,
                                self.back.view(),
                                rest,
                                1,
                                rules.largest_half(rest),
                            );
                            continue;
                        }
                        let count = self.groups[d].rare_below(i, rest);
                        let group = &self.groups[d];
                        for range in not_ahead(ahead, d, count) {
                            mark_rare_pairs(
                                isa,
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
                let candidate = seen.mex_from(isa, 0);
                let pairs = Pairs {
                    g,
                    back: self.back.view(),
                    rules,
                    groups: &self.groups,
                    n,
                    skip: ahead.map_or((0, 0), |(a, _)| (a.ahead_from, a.extra)),
                    isa,
                };
                let candidate = if self.direct {
                    self.stats.direct_values += 1;
                    candidate
                } else if self.together {
                    looked_up(&pairs, seen, &mut self.targets, candidate, &mut self.stats)
                } else {
                    searched(&pairs, seen, candidate, &mut self.stats)
                };
                if candidate > MAX_VALUE {
                    return Err(SparseError::ValueTooLarge { heap: n });
                }
                self.push(candidate as u16)?;
                Ok(candidate as u16)
            },
        )
    }

    pub(super) fn push(&mut self, v: u16) -> Result<(), SparseError> {
        let n = self.values.len();
        self.values.push(v).map_err(storage_error)?;
        self.back.push(n, v).map_err(storage_error)?;
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
}

/// The value of heap `pairs.n`, whose options so far are `seen` and their
/// mex `candidate`: the least rare candidate no pair gives, the candidates
/// looked up together among the pairs (see `lookup`).
#[inline(always)]
fn looked_up(
    pairs: &Pairs,
    seen: &mut Marks,
    targets: &mut Targets,
    mut candidate: usize,
    stats: &mut SparseStats,
) -> usize {
    let producible = pairs.producible();
    // Most candidates turn up among the first pairs, which are marked
    // (looking up that many costs more); then more, in runs that double,
    // while the rest do not fit the tables.
    let mut marked = 0;
    let stop = loop {
        if marked > 0
            && let Some(stop) = targets.collect(pairs.isa, seen, producible, candidate)
        {
            break stop;
        }
        let next = (2 * marked).max(FIRST_MARKED);
        if !pairs.mark(seen, marked + 1, next) {
            // Every pair is marked: the value is the mex.
            targets.left = 0;
            break seen.mex_from(pairs.isa, candidate);
        }
        marked = next;
        candidate = seen.mex_from(pairs.isa, candidate);
    };
    // The value is the least candidate no pair gives, or `stop`.
    stats.searches += u64::from(targets.left.count_ones());
    if targets.left != 0 {
        pairs.find_together(marked + 1, targets);
    }
    targets.least_left().map_or(stop, usize::from)
}

/// [`looked_up`] with the rare candidates searched for one at a time, in
/// order, among the pairs of each group (see [`Cursor`]).
#[inline(always)]
fn searched(
    pairs: &Pairs,
    seen: &mut Marks,
    mut candidate: usize,
    stats: &mut SparseStats,
) -> usize {
    let producible = pairs.producible();
    let mut cursors = [Cursor::default(); 2];
    // With few values left to find, each is looked for alone soon; with
    // many, marking every pair finds them all in one pass.
    let pending = pending_candidates(pairs.isa, seen, producible, candidate);
    let budget = if pending <= FEW_PENDING {
        FEW_MARKED_PAIRS
    } else {
        MARKED_PAIRS
    };
    for cursor in &mut cursors {
        cursor.budget = budget;
    }
    while candidate <= MAX_VALUE {
        let e = extended(candidate, pairs.n);
        let mut hit = false;
        for group in pairs.groups.iter().filter(|g| g.active && g.producible(e)) {
            stats.searches += 1;
            if cursors[group.d].find(pairs, group.d, candidate, seen) {
                hit = true;
                break;
            }
        }
        if !hit {
            break;
        }
        seen.set(candidate as u16);
        candidate = seen.mex_from(pairs.isa, candidate + 1);
    }
    candidate
}

#[cfg(test)]
mod tests {
    use super::super::*;
    use crate::heap::HeapGame;

    /// Both ways of finding the rare candidates (looked up together, in
    /// vector lanes where the machine has them and by the portable twin
    /// elsewhere, or marked pairs then each looked for alone), on one
    /// thread and with work done ahead on two, against the direct method:
    /// past 6,144 heaps the blocks are done ahead.
    #[test]
    fn rare_candidates_looked_up_together_or_by_marking_match_the_direct_method() {
        let ways = [false, true];
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
            for together in ways {
                for threads in [1, 2] {
                    let mut engine = Sparse::new(game.sparse_rules().unwrap());
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

    /// Every instruction set this machine has, forced in turn (the portable
    /// one among them), gives the values of the direct method, on one thread
    /// and two (the worker's tiles), through the general step, the loop of
    /// small values and the rare heaps' kernels.
    #[test]
    fn every_instruction_set_the_machine_has_gives_the_same_values() {
        let isas = crate::isa::Isa::supported();
        assert_eq!(isas[0], crate::isa::Isa::portable());
        for spec in ["0.6", "0.007", "0.106", "0.16", "grundys-game", "4.7"] {
            let game = HeapGame::parse(spec).unwrap();
            let direct = game.sequence_direct(12_000);
            for &isa in &isas {
                for threads in [1, 2] {
                    let mut engine = Sparse::new(game.sparse_rules().unwrap());
                    engine.set_isa(isa);
                    engine.set_threads(threads);
                    engine.extend_to(direct.len() - 1).unwrap();
                    assert_eq!(engine.isa(), isa);
                    for (n, (&a, &b)) in engine.values().iter().zip(&direct).enumerate() {
                        assert_eq!(u32::from(a), b, "{spec}, {isa}, {threads} threads: G({n})");
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
            let mut engine = Sparse::new(game.sparse_rules().unwrap());
            while engine.values().len() < direct.len() {
                engine.step().unwrap();
            }
            for (n, (&a, &b)) in engine.values().iter().zip(&direct).enumerate() {
                assert_eq!(u32::from(a), b, "{spec}: G({n})");
            }
        }
    }
}

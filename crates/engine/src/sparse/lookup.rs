//! The rare candidates of one heap looked up together among its pairs, in
//! tables; the kernel in AVX-512 lanes (`avx512.rs`) where the machine has
//! them, else its portable twin (`portable.rs`).

#[cfg(target_arch = "x86_64")]
mod avx512;
mod portable;

use super::marks::{pending_values, Marks};
use crate::isa::{Isa, Level};

/// At most this many rare candidates are looked for together (with more,
/// the first pairs are marked until they are fewer).
const MAX_TARGETS: usize = 32;

/// Tables of candidates, by their low six bits: candidates that share them
/// go to different tables.
const TABLES: usize = 4;

/// Slots per table, one per value of a candidate's low six bits: the most
/// that one AVX-512 permutation of two vectors of 32 lanes picks among.
pub(super) const SLOTS: usize = 64;

/// The slot of candidate or option `x` in every table.
#[inline(always)]
pub(super) fn slot_of(x: u16) -> usize {
    usize::from(x) % SLOTS
}

/// The rare candidates of one heap, looked for together among its pairs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Targets {
    /// The candidates, ascending.
    pub(super) values: [u16; MAX_TARGETS],
    pub(super) count: usize,
    /// Bit `i`: no pair has given `values[i]` yet.
    pub(super) left: u32,
    /// Slot `s` of a table holds a candidate `t` with `t mod SLOTS = s`, or
    /// `s xor 1`, which no option looked up at slot `s` can equal.
    pub(super) tables: [[u16; SLOTS]; TABLES],
    /// The index in `values` of the candidate at each slot of each table.
    pub(super) index: [[u8; SLOTS]; TABLES],
    /// Tables in use.
    pub(super) used: usize,
}

impl Default for Targets {
    fn default() -> Targets {
        Targets {
            values: [0; MAX_TARGETS],
            count: 0,
            left: 0,
            tables: [EMPTY_TABLE; TABLES],
            index: [[0; SLOTS]; TABLES],
            used: 0,
        }
    }
}

/// A table with no candidate: slot `s` holds `s xor 1`, which no option
/// looked up there can equal.
const EMPTY_TABLE: [u16; SLOTS] = {
    let mut table = [0; SLOTS];
    let mut i = 0;
    while i < SLOTS {
        table[i] = i as u16 ^ 1;
        i += 1;
    }
    table
};

impl Targets {
    /// Collects the values from `from` on that are missing from `seen` but
    /// producible by two common heaps (`producible[0][v] | producible[1][v]`),
    /// up to the first missing value that is not, which it returns; `None`
    /// if there are more than the tables hold.
    #[inline(always)]
    pub(super) fn collect(
        &mut self,
        isa: Isa,
        seen: &Marks,
        producible: [&[u8]; 2],
        from: usize,
    ) -> Option<usize> {
        for &t in &self.values[..self.count] {
            let slot = slot_of(t);
            for table in &mut self.tables[..self.used] {
                table[slot] = slot as u16 ^ 1;
            }
        }
        self.count = 0;
        self.left = 0;
        self.used = 0;
        let stop = pending_values(isa, seen, producible, from, |v| self.add(v as u16));
        self.left = ((1u64 << self.count) - 1) as u32;
        stop
    }

    /// Adds candidate `t` (larger than those so far); false if the tables
    /// are full.
    pub(super) fn add(&mut self, t: u16) -> bool {
        if self.count == MAX_TARGETS {
            return false;
        }
        let slot = slot_of(t);
        let Some(table) = (0..TABLES).find(|&i| self.tables[i][slot] == slot as u16 ^ 1) else {
            return false;
        };
        self.tables[table][slot] = t;
        self.index[table][slot] = self.count as u8;
        self.used = self.used.max(table + 1);
        self.values[self.count] = t;
        self.count += 1;
        true
    }

    /// The least candidate no pair has given.
    pub(super) fn least_left(&self) -> Option<u16> {
        (self.left != 0).then(|| self.values[self.left.trailing_zeros() as usize])
    }

    /// Option `x`, which some table holds, turned up: it is no longer a
    /// candidate.
    #[inline]
    pub(super) fn remove(&mut self, x: u16) {
        let slot = slot_of(x);
        for (table, index) in self.tables[..self.used].iter_mut().zip(&self.index) {
            if table[slot] == x {
                table[slot] = slot as u16 ^ 1;
                self.left &= !(1 << index[slot]);
            }
        }
    }
}

/// Whether the look-ups run in vector lanes with `isa`: AVX-512 (BW).
/// Only then does the engine look rare candidates up together (see
/// `Sparse::together`); elsewhere it marks pairs, faster than the portable
/// look-ups one pair at a time (0.6 to 2^21 on the 2-core AMD EPYC of
/// BENCHMARKS.md, which lacks AVX-512, median of 3: 3.7 s marking, 5.8 s
/// with the portable look-ups).
pub(super) fn vectorised(isa: Isa) -> bool {
    cfg!(target_arch = "x86_64") && isa.level() >= Level::Avx512
}

/// Removes from `targets` every candidate some `low[i] xor high[i]` gives,
/// in order of `i`, and tells whether none are left (then it stops): in
/// AVX-512 vector lanes where `isa` has them, else one pair at a time,
/// with the same outputs.
pub(super) fn find(isa: Isa, low: &[u16], high: &[u16], targets: &mut Targets) -> bool {
    assert_eq!(low.len(), high.len());
    #[cfg(target_arch = "x86_64")]
    if vectorised(isa) {
        // SAFETY: an `Isa` of level AVX-512 is made only where the machine
        // has it (AVX-512BW among its features).
        return unsafe { avx512::find(low, high, targets) };
    }
    portable::find(low, high, targets)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    #[test]
    fn the_tables_of_candidates_refuse_what_they_cannot_hold() {
        let mut targets = Targets::default();
        // Five candidates with the same low six bits: four tables.
        for (i, t) in [5u16, 69, 133, 197].into_iter().enumerate() {
            assert!(targets.add(t), "candidate {i}");
        }
        assert!(!targets.add(261));
        let mut targets = Targets::default();
        for t in 0..MAX_TARGETS as u16 {
            assert!(targets.add(t));
        }
        assert!(!targets.add(MAX_TARGETS as u16));
    }

    /// Targets holding the candidates of `wanted` that the tables take
    /// (`wanted` keeps only those), none found yet.
    fn targets_of(wanted: &mut BTreeSet<u16>) -> Targets {
        let mut targets = Targets::default();
        wanted.retain(|&t| targets.add(t));
        targets.left = ((1u64 << targets.count) - 1) as u32;
        targets
    }

    /// `find` on `pairs` against the definition, one value at a time: what
    /// it leaves is the candidates of `wanted` that no pair gives.
    fn check_against_the_definition(
        find: fn(&[u16], &[u16], &mut Targets) -> bool,
        pairs: &[(u16, u16)],
        mut wanted: BTreeSet<u16>,
    ) -> Result<(), TestCaseError> {
        let low: Vec<u16> = pairs.iter().map(|p| p.0).collect();
        let high: Vec<u16> = pairs.iter().map(|p| p.1).collect();
        let mut targets = targets_of(&mut wanted);
        let none_left = find(&low, &high, &mut targets);
        let given: BTreeSet<u16> = pairs.iter().map(|p| p.0 ^ p.1).collect();
        let expected: Vec<u16> = wanted
            .iter()
            .copied()
            .filter(|t| !given.contains(t))
            .collect();
        let left: Vec<u16> = (0..targets.count)
            .filter(|&i| targets.left >> i & 1 != 0)
            .map(|i| targets.values[i])
            .collect();
        prop_assert_eq!(&left, &expected);
        prop_assert_eq!(none_left, expected.is_empty());
        prop_assert_eq!(targets.least_left(), expected.first().copied());
        Ok(())
    }

    /// Candidates and options mostly small, where their low six bits are
    /// shared (several tables), some anywhere in the 16 bits.
    fn values() -> impl Strategy<Value = u16> {
        prop_oneof![4 => 0u16..300, 1 => any::<u16>()]
    }

    proptest! {
        /// What the look-ups leave is exactly the candidates no pair gives,
        /// whatever tables they take (low six bits shared or not), with
        /// slices of any length (the last block partly masked): the kernel
        /// the engine picks on this machine.
        #[test]
        fn candidates_looked_up_together_are_those_no_pair_gives(
            pairs in prop::collection::vec((0u16..200, 0u16..200), 0..150),
            wanted in prop::collection::btree_set(0u16..300, 1..=MAX_TARGETS),
        ) {
            check_against_the_definition(|l, h, t| find(Isa::best(), l, h, t), &pairs, wanted)?;
        }

        /// The same for the portable twin, on every machine.
        #[test]
        fn portable_look_ups_are_those_no_pair_gives(
            pairs in prop::collection::vec((values(), values()), 0..150),
            wanted in prop::collection::btree_set(values(), 1..=MAX_TARGETS),
        ) {
            check_against_the_definition(portable::find, &pairs, wanted)?;
        }

        /// The AVX-512 kernel leaves the targets exactly as the portable
        /// twin does (candidates left, tables, answer), on the same inputs.
        /// A machine without AVX-512 has nothing to compare.
        #[cfg(target_arch = "x86_64")]
        #[test]
        fn avx512_look_ups_equal_the_portable_ones(
            pairs in prop::collection::vec((values(), values()), 0..150),
            mut wanted in prop::collection::btree_set(values(), 1..=MAX_TARGETS),
        ) {
            if !vectorised(Isa::best()) {
                return Ok(());
            }
            let low: Vec<u16> = pairs.iter().map(|p| p.0).collect();
            let high: Vec<u16> = pairs.iter().map(|p| p.1).collect();
            let mut portable = targets_of(&mut wanted);
            let mut vector = portable.clone();
            let portable_none_left = portable::find(&low, &high, &mut portable);
            // SAFETY: the machine has the instructions (checked above).
            let vector_none_left = unsafe { avx512::find(&low, &high, &mut vector) };
            prop_assert_eq!(vector_none_left, portable_none_left);
            prop_assert_eq!(&vector, &portable);
        }
    }
}

//! The rare candidates of one heap looked up together among its pairs, in tables.

use super::marks::{pending_values, Marks};

/// At most this many rare candidates are looked for together (with more,
/// the first pairs are marked until they are fewer).
pub(super) const MAX_TARGETS: usize = 32;

/// Tables of candidates, by their low six bits: candidates that share them
/// go to different tables.
pub(super) const TABLES: usize = 4;

/// The rare candidates of one heap, looked for together among its pairs.
pub(super) struct Targets {
    /// The candidates, ascending.
    pub(super) values: [u16; MAX_TARGETS],
    pub(super) count: usize,
    /// Bit `i`: no pair has given `values[i]` yet.
    pub(super) left: u32,
    /// Slot `s` of a table holds a candidate `t` with `t mod 64 = s`, or
    /// `s xor 1`, which no option looked up at slot `s` can equal.
    pub(super) tables: [[u16; 64]; TABLES],
    /// The index in `values` of the candidate at each slot of each table.
    pub(super) index: [[u8; 64]; TABLES],
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
            index: [[0; 64]; TABLES],
            used: 0,
        }
    }
}

pub(super) const EMPTY_TABLE: [u16; 64] = {
    let mut table = [0; 64];
    let mut i = 0;
    while i < 64 {
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
    pub(super) fn collect(
        &mut self,
        seen: &Marks,
        producible: [&[u8]; 2],
        from: usize,
    ) -> Option<usize> {
        for &t in &self.values[..self.count] {
            let slot = usize::from(t & 63);
            for table in &mut self.tables[..self.used] {
                table[slot] = slot as u16 ^ 1;
            }
        }
        self.count = 0;
        self.left = 0;
        self.used = 0;
        let stop = pending_values(seen, producible, from, |v| self.add(v as u16));
        self.left = ((1u64 << self.count) - 1) as u32;
        stop
    }

    /// Adds candidate `t` (larger than those so far); false if the tables
    /// are full.
    pub(super) fn add(&mut self, t: u16) -> bool {
        if self.count == MAX_TARGETS {
            return false;
        }
        let slot = usize::from(t & 63);
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
        let slot = usize::from(x & 63);
        for (table, index) in self.tables[..self.used].iter_mut().zip(&self.index) {
            if table[slot] == x {
                table[slot] = slot as u16 ^ 1;
                self.left &= !(1 << index[slot]);
            }
        }
    }
}

/// The look-ups of [`Pairs::find_together`] in vector lanes.
pub(super) mod together {
    use super::Targets;

    /// Whether the machine has the instructions.
    pub(in crate::sparse) fn available() -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            std::arch::is_x86_feature_detected!("avx512bw")
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            false
        }
    }

    /// Removes from `targets` every candidate some `low[i] xor high[i]`
    /// gives, in order of `i`, and tells whether none are left (then it
    /// stops). Only where [`available`].
    pub(in crate::sparse) fn find(low: &[u16], high: &[u16], targets: &mut Targets) -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            assert!(available() && low.len() == high.len());
            // SAFETY: the instructions are there (checked above).
            unsafe {
                match targets.used {
                    0 | 1 => x86::find::<1>(low, high, targets),
                    2 => x86::find::<2>(low, high, targets),
                    3 => x86::find::<3>(low, high, targets),
                    _ => x86::find::<4>(low, high, targets),
                }
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = (low, high, targets);
            unreachable!("looking candidates up together needs AVX-512")
        }
    }

    #[cfg(target_arch = "x86_64")]
    mod x86 {
        use super::super::Targets;
        use std::arch::x86_64::*;

        /// [`super::find`] with the first `T` tables: 32 pairs at a time,
        /// each option looked up in each table by its low six bits (one
        /// permutation) and compared with what it finds there.
        #[target_feature(enable = "avx512bw")]
        pub(super) unsafe fn find<const T: usize>(
            low: &[u16],
            high: &[u16],
            targets: &mut Targets,
        ) -> bool {
            let load = |targets: &Targets| -> [(__m512i, __m512i); T] {
                std::array::from_fn(|t| {
                    let table = &targets.tables[t];
                    // SAFETY: a table is 64 values, two vectors of 32.
                    unsafe {
                        (
                            _mm512_loadu_si512(table.as_ptr().cast()),
                            _mm512_loadu_si512(table[32..].as_ptr().cast()),
                        )
                    }
                })
            };
            let mut tables = load(targets);
            let len = low.len().min(high.len());
            let mut i = 0;
            while i < len {
                let lanes = if len - i >= 32 {
                    u32::MAX
                } else {
                    (1u32 << (len - i)) - 1
                };
                // SAFETY: the lanes read are those below `len − i`, within
                // both slices; masked loads touch no other memory.
                let x = unsafe {
                    let a = _mm512_maskz_loadu_epi16(lanes, low.as_ptr().add(i).cast());
                    let b = _mm512_maskz_loadu_epi16(lanes, high.as_ptr().add(i).cast());
                    _mm512_xor_si512(a, b)
                };
                let mut hit = 0;
                for &(first, second) in &tables {
                    let found = _mm512_permutex2var_epi16(first, x, second);
                    hit |= _mm512_cmpeq_epi16_mask(x, found);
                }
                hit &= lanes;
                if hit != 0 {
                    while hit != 0 {
                        let j = i + hit.trailing_zeros() as usize;
                        targets.remove(low[j] ^ high[j]);
                        hit &= hit - 1;
                    }
                    if targets.left == 0 {
                        return true;
                    }
                    tables = load(targets);
                }
                i += 32;
            }
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

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

    proptest! {
        /// What the look-ups leave is exactly the candidates no pair gives,
        /// whatever tables they take (low six bits shared or not), with
        /// slices of any length (the last block partly masked).
        #[test]
        fn candidates_looked_up_together_are_those_no_pair_gives(
            pairs in prop::collection::vec((0u16..200, 0u16..200), 0..150),
            mut wanted in prop::collection::btree_set(0u16..300, 1..=MAX_TARGETS),
        ) {
            prop_assume!(together::available());
            let low: Vec<u16> = pairs.iter().map(|p| p.0).collect();
            let high: Vec<u16> = pairs.iter().map(|p| p.1).collect();
            let mut targets = Targets::default();
            wanted.retain(|&t| targets.add(t));
            targets.left = ((1u64 << targets.count) - 1) as u32;
            let none_left = together::find(&low, &high, &mut targets);
            let given: std::collections::BTreeSet<u16> =
                pairs.iter().map(|p| p.0 ^ p.1).collect();
            let expected: Vec<u16> = wanted.iter().copied().filter(|t| !given.contains(t)).collect();
            let left: Vec<u16> = (0..targets.count)
                .filter(|&i| targets.left >> i & 1 != 0)
                .map(|i| targets.values[i])
                .collect();
            prop_assert_eq!(&left, &expected);
            prop_assert_eq!(none_left, expected.is_empty());
            prop_assert_eq!(targets.least_left(), expected.first().copied());
        }
    }
}

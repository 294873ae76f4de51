//! The options found so far for one heap, a byte per value, and the scans over
//! them for their mex and the rare candidates.

use super::MAX_VALUE;
use crate::isa::Isa;

/// Marks compared at once by the scans for the mex and the rare candidates:
/// one bit each of a 32-bit mask, from one 256-bit vector of bytes.
pub(super) const MARKS_AT_ONCE: usize = 32;

/// At most this many values to find: see `FEW_MARKED_PAIRS` in the pairs'
/// module.
pub(super) const FEW_PENDING: usize = 16;

/// A set of 16-bit values, a byte each: marking is one store, with no
/// bounds check for a 16-bit index and no wait for the last store.
pub(super) struct Marks {
    pub(super) bytes: [u8; MAX_VALUE + 1],
    /// Every value marked is below this power of two.
    pub(super) width: usize,
}

impl Marks {
    pub(super) fn new() -> Box<Marks> {
        Box::new(Marks {
            bytes: [0; MAX_VALUE + 1],
            width: 1,
        })
    }

    /// Empties the set from `from` on (what comes before was just set),
    /// for values below `width` (a power of two).
    pub(super) fn reset_from(&mut self, from: usize, width: usize) {
        // One past the width too: it stays unmarked and ends mex searches.
        let end = (width.max(self.width) + 1).min(self.bytes.len());
        self.bytes[from.min(end)..end].fill(0);
        self.width = width;
    }

    /// Sets the values below `64 · words.len()` to the bits of `words`.
    #[inline(always)]
    pub(super) fn expand(&mut self, isa: Isa, words: &[u64]) {
        isa.run(
            #[inline(always)]
            || {
                for (marks, &word) in self.bytes.chunks_exact_mut(64).zip(words) {
                    for (i, mark) in marks.iter_mut().enumerate() {
                        *mark = (word >> i & 1) as u8;
                    }
                }
            },
        )
    }

    #[inline]
    pub(super) fn set(&mut self, v: u16) {
        self.bytes[v as usize] = 1;
    }

    #[inline]
    pub(super) fn has(&self, v: usize) -> bool {
        self.bytes[v & MAX_VALUE] != 0
    }

    /// The least value at or after `from` not in the set (`MAX_VALUE + 1` if
    /// none), [`MARKS_AT_ONCE`] at a time.
    #[inline(always)]
    pub(super) fn mex_from(&self, isa: Isa, from: usize) -> usize {
        isa.run(
            #[inline(always)]
            || {
                let mut v = from.min(MAX_VALUE + 1);
                while v + MARKS_AT_ONCE <= self.bytes.len() {
                    let chunk: &[u8; MARKS_AT_ONCE] = self.bytes[v..v + MARKS_AT_ONCE]
                        .try_into()
                        .expect("a chunk");
                    let mut empty = 0u32;
                    for (i, &mark) in chunk.iter().enumerate() {
                        empty |= u32::from(mark == 0) << i;
                    }
                    if empty != 0 {
                        return v + empty.trailing_zeros() as usize;
                    }
                    v += MARKS_AT_ONCE;
                }
                self.bytes[v..]
                    .iter()
                    .position(|&b| b == 0)
                    .map_or(MAX_VALUE + 1, |i| i + v)
            },
        )
    }
}

/// How many values from `from` on are missing from `seen` but producible
/// by two common heaps, before the first missing value that is not (see
/// [`pending_values`]): the rare candidates to find. Counted only until it
/// passes `FEW_PENDING`.
#[inline(always)]
pub(super) fn pending_candidates(
    isa: Isa,
    seen: &Marks,
    producible: [&[u8]; 2],
    from: usize,
) -> usize {
    let mut pending = 0;
    pending_values(isa, seen, producible, from, |_| {
        pending += 1;
        pending <= FEW_PENDING
    });
    pending
}

/// Calls `visit(v)` for each value `v` from `from` on that is missing from
/// `seen` but producible by two common heaps (`producible[0][v] |
/// producible[1][v]`), up to the first missing value that is not, which it
/// returns; `None` as soon as `visit` returns false. [`MARKS_AT_ONCE`] values
/// at a time.
#[inline(always)]
pub(super) fn pending_values(
    isa: Isa,
    seen: &Marks,
    producible: [&[u8]; 2],
    from: usize,
    mut visit: impl FnMut(usize) -> bool,
) -> Option<usize> {
    isa.run(
        #[inline(always)]
        || {
            let [p0, p1] = producible;
            let mut v = from;
            while v + MARKS_AT_ONCE <= MAX_VALUE + 1 {
                let s: &[u8; MARKS_AT_ONCE] = seen.bytes[v..v + MARKS_AT_ONCE]
                    .try_into()
                    .expect("a chunk");
                let a: &[u8; MARKS_AT_ONCE] = p0[v..v + MARKS_AT_ONCE].try_into().expect("a chunk");
                let b: &[u8; MARKS_AT_ONCE] = p1[v..v + MARKS_AT_ONCE].try_into().expect("a chunk");
                let (mut missing, mut made) = (0u32, 0u32);
                for i in 0..MARKS_AT_ONCE {
                    missing |= u32::from(s[i] == 0) << i;
                    made |= u32::from(a[i] | b[i] != 0) << i;
                }
                let stop = missing & !made;
                let before = if stop == 0 {
                    u32::MAX
                } else {
                    (1 << stop.trailing_zeros()) - 1
                };
                let mut pending = missing & made & before;
                while pending != 0 {
                    if !visit(v + pending.trailing_zeros() as usize) {
                        return None;
                    }
                    pending &= pending - 1;
                }
                if stop != 0 {
                    return Some(v + stop.trailing_zeros() as usize);
                }
                v += MARKS_AT_ONCE;
            }
            while v <= MAX_VALUE {
                if !seen.has(v) {
                    if p0[v] | p1[v] == 0 {
                        return Some(v);
                    }
                    if !visit(v) {
                        return None;
                    }
                }
                v += 1;
            }
            Some(MAX_VALUE + 1)
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Marks with values `marked`, and the two groups' producible bytes. The
    /// scans are checked with every instruction set the machine has (the
    /// portable one among them) against the definition.
    fn scan_inputs(marked: &[u16], made: &[(u16, bool)]) -> (Box<Marks>, [Vec<u8>; 2]) {
        let mut seen = Marks::new();
        for &v in marked {
            seen.set(v);
        }
        let mut producible = [vec![0; MAX_VALUE + 1], vec![0; MAX_VALUE + 1]];
        for &(v, group) in made {
            producible[usize::from(group)][usize::from(v)] = 1;
        }
        (seen, producible)
    }

    /// Values drawn mostly near the top or near 0, where the chunks end.
    fn values() -> impl Strategy<Value = u16> {
        prop_oneof![0u16..200, 65_400u16..=65_535]
    }

    proptest! {
        #[test]
        fn mex_from_is_the_least_value_not_marked(
            marked in prop::collection::vec(values(), 0..300),
            from in values(),
        ) {
            let (seen, _) = scan_inputs(&marked, &[]);
            let from = usize::from(from);
            let naive = (from..1 << 16).find(|&v| !seen.has(v)).unwrap_or(1 << 16);
            for isa in Isa::supported() {
                prop_assert_eq!(seen.mex_from(isa, from), naive, "{}", isa);
            }
        }

        #[test]
        fn pending_candidates_counts_as_one_value_at_a_time(
            marked in prop::collection::vec(values(), 0..300),
            made in prop::collection::vec((values(), any::<bool>()), 0..300),
            from in values(),
        ) {
            let (seen, producible) = scan_inputs(&marked, &made);
            let from = usize::from(from);
            let mut naive = 0;
            for v in from..=MAX_VALUE {
                if naive > FEW_PENDING {
                    break;
                }
                if !seen.has(v) {
                    if !producible.iter().any(|p| p[v] != 0) {
                        break;
                    }
                    naive += 1;
                }
            }
            for isa in Isa::supported() {
                let fast = pending_candidates(isa, &seen, [&producible[0], &producible[1]], from);
                // Past FEW_PENDING only "many" matters.
                prop_assert_eq!(fast.min(FEW_PENDING + 1), naive.min(FEW_PENDING + 1), "{}", isa);
            }
        }

        #[test]
        fn pending_values_are_those_found_one_value_at_a_time(
            marked in prop::collection::vec(values(), 0..300),
            made in prop::collection::vec((values(), any::<bool>()), 0..300),
            from in values(),
        ) {
            let (seen, producible) = scan_inputs(&marked, &made);
            let from = usize::from(from);
            let mut naive = Vec::new();
            let mut naive_stop = MAX_VALUE + 1;
            for v in from..=MAX_VALUE {
                if !seen.has(v) {
                    if !producible.iter().any(|p| p[v] != 0) {
                        naive_stop = v;
                        break;
                    }
                    naive.push(v);
                }
            }
            for isa in Isa::supported() {
                let mut fast = Vec::new();
                let stop = pending_values(isa, &seen, [&producible[0], &producible[1]], from, |v| {
                    fast.push(v);
                    true
                });
                prop_assert_eq!(&fast, &naive, "{}", isa);
                prop_assert_eq!(stop, Some(naive_stop), "{}", isa);
            }
        }
    }
}

//! The statistics of a nim-sequence at each power of two: how often each
//! value occurs, the largest and where it first occurs, and the Fletcher-32
//! checksum that `ogsolve` computes.

/// The statistics of the sequence at a power of two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Milestone {
    /// `N`: the statistics cover `G(1), …, G(N)` (and `G(0)` for the checksum).
    pub heaps: usize,
    /// How often each value occurs among `G(1..=N)`, by value (those that occur).
    pub counts: Vec<(u16, u64)>,
    /// The largest value so far,
    pub largest: u16,
    /// and the first heap that has it.
    pub largest_at: usize,
    /// The rare heaps so far (0 where the values are computed directly; past
    /// a proven period, those of the values computed).
    pub rare: usize,
    /// The last rare heap.
    pub last_rare: Option<usize>,
    /// [`fletcher32`] of `G(0), …, G(N)`.
    pub checksum: u32,
}

/// The Fletcher-32 checksum of a nim-sequence as the `ogsolve` crate
/// computes it: 16-bit sums of the values, and of those sums.
///
/// ```
/// use grundy_engine::research::fletcher32;
/// assert_eq!(fletcher32(&[0, 1, 2]), (4 << 16) | 3);
/// ```
pub fn fletcher32(values: &[u16]) -> u32 {
    let mut sum = Fletcher::default();
    values.iter().for_each(|&v| sum.add(v));
    sum.value()
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Fletcher(u16, u16);

impl Fletcher {
    #[inline]
    fn add(&mut self, v: u16) {
        self.0 = self.0.wrapping_add(v);
        self.1 = self.1.wrapping_add(self.0);
    }

    pub(super) fn value(self) -> u32 {
        (u32::from(self.1) << 16) | u32::from(self.0)
    }
}

/// The statistics of `G(0..heaps)`.
pub(super) struct Tally {
    pub(super) heaps: usize,
    /// How often each value occurs among G(1..heaps).
    pub(super) counts: Vec<u64>,
    pub(super) checksum: Fletcher,
    /// The largest value and the first heap that has it.
    pub(super) largest: (u16, usize),
}

impl Tally {
    pub(super) fn new() -> Tally {
        Tally {
            heaps: 0,
            counts: vec![0; 1 << 16],
            checksum: Fletcher::default(),
            largest: (0, 0),
        }
    }

    /// Adds `values`, those of the next heaps.
    pub(super) fn add(&mut self, values: &[u16]) {
        let (mut checksum, mut largest) = (self.checksum, self.largest);
        for (n, &v) in (self.heaps..).zip(values) {
            checksum.add(v);
            if n > 0 {
                self.counts[v as usize] += 1;
                // Heap 1 is the first candidate even when its value is 0:
                // heap 0 is not in G(1..=N).
                if v > largest.0 || n == 1 {
                    largest = (v, n);
                }
            }
        }
        (self.checksum, self.largest) = (checksum, largest);
        self.heaps += values.len();
    }
}

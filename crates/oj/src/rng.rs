//! The random numbers behind generated judge inputs.

/// splitmix64: small, fast, and the same sequence on every platform and
/// version, so a seed names an input for ever.
///
/// ```
/// use grundy_oj::Rng;
/// let mut a = Rng::new(7);
/// let mut b = Rng::new(7);
/// assert_eq!(a.range(1, 6), b.range(1, 6));
/// ```
pub struct Rng(u64);

impl Rng {
    /// The sequence named by `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next word of the sequence.
    pub fn word(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi` (all of `u64` included).
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        match (hi - lo).checked_add(1) {
            Some(span) => lo + self.word() % span,
            None => self.word(),
        }
    }

    /// True once in `one_in` draws, on average.
    pub fn chance(&mut self, one_in: u64) -> bool {
        self.word().is_multiple_of(one_in)
    }

    /// Shuffles `items` (Fisher–Yates, from the last item down).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.range(0, i as u64) as usize);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    /// Regression: `range(0, u64::MAX)` computed `hi - lo + 1`, which
    /// overflows; nim_product_64's factors span all of u64.
    #[test]
    fn a_range_may_span_every_word() {
        let mut rng = Rng::new(1);
        let cases: [(&str, u64, u64); 4] = [
            ("all of u64", 0, u64::MAX),
            ("all but 0", 1, u64::MAX),
            ("one value", 7, 7),
            ("the top value", u64::MAX, u64::MAX),
        ];
        for (name, lo, hi) in cases {
            for _ in 0..1000 {
                let v = rng.range(lo, hi);
                assert!((lo..=hi).contains(&v), "{name}: {v}");
            }
        }
        let mut rng = Rng::new(2);
        assert!(
            (0..100).any(|_| rng.range(0, u64::MAX) > u64::MAX / 2),
            "the upper half is reached"
        );
    }
}

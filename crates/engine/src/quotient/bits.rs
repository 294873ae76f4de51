//! A set of a monoid's elements as a bitset.

/// A set of elements `0..len`, one bit each.
///
/// ```
/// use grundy_engine::quotient::Bits;
/// let mut s = Bits::new(70);
/// s.set(3);
/// s.set(69);
/// assert!(s.has(69) && !s.has(4));
/// assert_eq!(s.iter().collect::<Vec<_>>(), vec![3, 69]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bits(Vec<u64>);

impl Bits {
    /// The empty set of elements below `len`.
    pub fn new(len: usize) -> Bits {
        Bits(vec![0; len.div_ceil(64)])
    }

    /// Adds `i`.
    pub fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    /// Whether `i` is in.
    pub fn has(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 == 1
    }

    /// Takes every element out.
    pub fn clear(&mut self) {
        self.0.fill(0);
    }

    /// Adds every element of `other`.
    pub fn union_with(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a |= b;
        }
    }

    /// Adds the elements `i` for which `x` has `to[i]`: the preimage of `x`
    /// under the map `to` (of at most as many entries as `self` has
    /// places), built a word at a time.
    ///
    /// ```
    /// use grundy_engine::quotient::Bits;
    /// let mut x = Bits::new(70);
    /// x.set(2);
    /// x.set(69);
    /// let to: Vec<u32> = (0..70).map(|i| (i * 7) % 70).collect();
    /// let mut out = Bits::new(70);
    /// out.add_preimage(&to, &x);
    /// let naive: Vec<usize> = (0..70).filter(|&i| x.has(to[i] as usize)).collect();
    /// assert_eq!(out.iter().collect::<Vec<_>>(), naive);
    /// ```
    pub fn add_preimage(&mut self, to: &[u32], x: &Bits) {
        for (word, chunk) in self.0.iter_mut().zip(to.chunks(64)) {
            let mut bits = 0u64;
            for (b, &y) in chunk.iter().enumerate() {
                bits |= (x.0[y as usize / 64] >> (y % 64) & 1) << b;
            }
            *word |= bits;
        }
    }

    /// Whether every element of `self` is in `other`.
    pub fn is_subset(&self, other: &Bits) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & !b == 0)
    }

    /// Whether no element is in.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The elements, in order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &w)| {
            (0..64)
                .filter(move |b| w >> b & 1 == 1)
                .map(move |b| i * 64 + b)
        })
    }
}

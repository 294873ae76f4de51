//! Whether an increasing sequence is a Beatty sequence `⌊k·α⌋` within the
//! data, and for which slopes `α`: exactly, as an interval of rationals.

use super::ratio::{simplest_between, Ratio};

/// What the data says of `z_k = ⌊k·α⌋`.
///
/// ```
/// use grundy_engine::pattern::{beatty, Beatty, Ratio};
/// // 0, 3, 6: α from 3 (included) to 7/2 (excluded), 3 the simplest.
/// assert_eq!(
///     beatty(&[0, 3, 6]),
///     Some(Beatty::Holds { from: 0, lo: Ratio::new(3, 1), hi: Ratio::new(7, 2), simplest: Ratio::new(3, 1) })
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Beatty {
    /// Every `z_k`, `k = from, from + 1, …`, is `⌊k·α⌋` exactly for the
    /// `α` with `lo <= α < hi`.
    Holds {
        /// The index of the first term (0 where `z_0 = 0`, else 1).
        from: u64,
        /// The least slope consistent with the data (included).
        lo: Ratio,
        /// The greatest (excluded).
        hi: Ratio,
        /// The rational of least denominator in `[lo, hi)`.
        simplest: Ratio,
    },
    /// No `α` gives the terms up to `z_k`.
    Fails {
        /// The index of the first term.
        from: u64,
        /// The first index that no slope fits with the terms before it.
        k: u64,
        /// `z_k`.
        z: u64,
        /// The slopes the terms before `k` allow, `[lo, hi)` (for `k = 0`,
        /// the term `z_0 ≠ 0`, nothing).
        before: Option<(Ratio, Ratio)>,
    },
}

/// Tests `z_k = ⌊k·α⌋` for the terms `z` (from `k = 0` if `z[0] = 0`,
/// else from `k = 1`): `z_k = ⌊kα⌋` exactly when `z_k/k <= α < (z_k + 1)/k`.
/// `None` for fewer than 3 terms: too few to say anything.
///
/// ```
/// use grundy_engine::pattern::{beatty, Beatty, Ratio};
/// // ⌊k·φ⌋ = 0, 1, 3, 4, 6, 8: the slopes from 8/5 up to 5/3 (excluded)
/// let Some(Beatty::Holds { lo, hi, simplest, .. }) = beatty(&[0, 1, 3, 4, 6, 8]) else { panic!() };
/// assert_eq!((lo, hi, simplest), (Ratio::new(8, 5), Ratio::new(5, 3), Ratio::new(8, 5)));
/// // 0, 4, 8, 14: 4 and 8 need α < 9/2, 14 needs α >= 14/3
/// assert!(matches!(beatty(&[0, 4, 8, 14]), Some(Beatty::Fails { k: 3, z: 14, .. })));
/// ```
pub fn beatty(z: &[u64]) -> Option<Beatty> {
    if z.len() < 3 {
        return None;
    }
    let from = u64::from(z[0] != 0);
    let mut bounds: Option<(Ratio, Ratio)> = None;
    for (i, &zk) in z.iter().enumerate() {
        let k = from + i as u64;
        if k == 0 {
            continue; // z_0 = 0 = ⌊0·α⌋
        }
        let (lo, hi) = (
            Ratio::new(u128::from(zk), u128::from(k)),
            Ratio::new(u128::from(zk) + 1, u128::from(k)),
        );
        let next = match bounds {
            None => (lo, hi),
            Some((l, h)) => (l.max(lo), h.min(hi)),
        };
        if next.0 >= next.1 {
            return Some(Beatty::Fails {
                from,
                k,
                z: zk,
                before: bounds,
            });
        }
        bounds = Some(next);
    }
    let (lo, hi) = bounds.expect("three terms give a bound");
    Some(Beatty::Holds {
        from,
        lo,
        hi,
        simplest: simplest_between(lo, true, Some(hi), false),
    })
}

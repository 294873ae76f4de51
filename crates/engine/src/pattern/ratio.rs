//! Exact non-negative rationals, for the slopes a Beatty sequence may have:
//! compared by cross-multiplication, never rounded.

use std::cmp::Ordering;
use std::fmt;

/// A non-negative rational `num / den` (`den > 0`), kept in lowest terms.
///
/// ```
/// use grundy_engine::pattern::Ratio;
/// let r = Ratio::new(6, 4);
/// assert_eq!(r.to_string(), "3/2");
/// assert!(Ratio::new(5, 3) > r);
/// assert_eq!(Ratio::new(8, 2).to_string(), "4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    /// The numerator.
    pub num: u128,
    /// The denominator, at least 1.
    pub den: u128,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Ratio {
    /// `num / den` in lowest terms.
    ///
    /// ```
    /// use grundy_engine::pattern::Ratio;
    /// assert_eq!(Ratio::new(10, 4), Ratio { num: 5, den: 2 });
    /// ```
    ///
    /// # Panics
    /// If `den` is 0.
    pub fn new(num: u128, den: u128) -> Ratio {
        assert!(den != 0, "a ratio's denominator is not 0");
        let g = gcd(num, den).max(1);
        Ratio {
            num: num / g,
            den: den / g,
        }
    }

    fn floor(self) -> u128 {
        self.num / self.den
    }

    fn is_whole(self) -> bool {
        self.num.is_multiple_of(self.den)
    }

    fn minus_whole(self, w: u128) -> Ratio {
        Ratio::new(self.num - w * self.den, self.den)
    }

    /// Whether `(2 − c + √(c² + 4)) / 2`, for `c >= 1`, lies above this
    /// ratio (`Greater`), on it (never: it is irrational) or below.
    pub(crate) fn cmp_wythoff_slope(self, c: u128) -> Ordering {
        // α > p/q  ⟺  q·√(c² + 4) > 2p − (2 − c)q = 2p + (c − 2)q.
        let (p, q) = (self.num as i128, self.den as i128);
        let c = c as i128;
        let t = 2 * p + (c - 2) * q;
        if t < 0 {
            return Ordering::Greater;
        }
        let (left, right) = (q * q * (c * c + 4), t * t);
        left.cmp(&right)
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.num * other.den).cmp(&(other.num * self.den))
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

/// The rational of least denominator (and then least numerator) in the
/// interval from `lo` to `hi` (`None`: no upper end), each end closed or
/// open as told; the interval must not be empty.
///
/// ```
/// use grundy_engine::pattern::{simplest_between, Ratio};
/// // Between 3/5 (closed) and 2/3 (open): 5/8? No: 3/5 itself is simplest.
/// assert_eq!(simplest_between(Ratio::new(3, 5), true, Some(Ratio::new(2, 3)), false), Ratio::new(3, 5));
/// // Strictly between 3/5 and 2/3: 5/8.
/// assert_eq!(simplest_between(Ratio::new(3, 5), false, Some(Ratio::new(2, 3)), false), Ratio::new(5, 8));
/// ```
pub fn simplest_between(lo: Ratio, lo_closed: bool, hi: Option<Ratio>, hi_closed: bool) -> Ratio {
    // The least whole number in the interval, if any, is the simplest.
    let m = if lo.is_whole() && lo_closed {
        lo.floor()
    } else {
        lo.floor() + 1
    };
    let whole = Ratio::new(m, 1);
    let inside = match hi {
        None => true,
        Some(h) => whole < h || (whole == h && hi_closed),
    };
    if inside {
        return whole;
    }
    // No whole number: lo and hi lie in (f, f + 1]; go on with the
    // reciprocals of their fractional parts.
    let f = lo.floor();
    let hi = hi.expect("an interval with no whole number is bounded");
    let (x, y) = (lo.minus_whole(f), hi.minus_whole(f));
    // x ∈ [0, 1), y ∈ (x, 1]: the reciprocals swap the ends.
    let upper = (x.num != 0).then(|| Ratio::new(x.den, x.num));
    let r = simplest_between(Ratio::new(y.den, y.num), hi_closed, upper, lo_closed);
    // f + 1/r.
    Ratio::new(f * r.num + r.den, r.num)
}

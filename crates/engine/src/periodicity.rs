//! Periodicity of nim-sequences: the minimal period and preperiod seen in
//! the values computed so far, ordinary (`G(n + p) = G(n)`) or arithmetic
//! (`G(n + p) = G(n) + s`, with saltus `s`).

/// A period found in a sequence `G(0), …, G(N − 1)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Period {
    /// The first index from which the sequence repeats.
    pub preperiod: usize,
    /// The minimal period.
    pub period: usize,
    /// `G(n + period) − G(n)` for `n >= preperiod` (0 for ordinary periodicity).
    pub saltus: u64,
}

/// The smallest period `p` (with its smallest preperiod `e`) such that
/// `G(n + p) = G(n) + s` for every `e <= n < N − p`, where the repeating
/// part has been seen at least three times (`N − e >= 3p`) and has lasted at
/// least as long as the preperiod (`N − p − e >= e`), so that a run of
/// coincidences near the end is not taken for a period. With `arithmetic` false,
/// only `s = 0` is accepted. `None` if no period has been seen yet.
///
/// ```
/// use grundy_engine::periodicity::{find_period, Period};
/// // The subtraction game {1, 2}: 0 1 2 0 1 2 …, period 3, not 6.
/// let g: Vec<u32> = (0..30).map(|n| n % 3).collect();
/// assert_eq!(find_period(&g, false), Some(Period { preperiod: 0, period: 3, saltus: 0 }));
/// // Lasker's Nim: 0 1 2 4 3 5 6 8 7 …, arithmetic with period 4 and saltus 4.
/// let lasker: Vec<u32> = (0..40).map(|n| match n % 4 { 3 => n + 1, 0 if n > 0 => n - 1, _ => n }).collect();
/// assert_eq!(find_period(&lasker, true), Some(Period { preperiod: 1, period: 4, saltus: 4 }));
/// ```
///
/// Any values that widen to `i128` will do: `u32` nim-sequences, or the
/// `u64` values of a table another program printed.
pub fn find_period<T: Copy + PartialEq + Into<i128>>(
    values: &[T],
    arithmetic: bool,
) -> Option<Period> {
    let n = values.len();
    if n < 2 {
        return None;
    }
    // How far back from the end G(k + p) = G(k) holds, for every p at once;
    // with a saltus, how far the differences repeat. Walking back for each
    // p instead costs O(n) per p on a long stretch of short period (0 1 0 1
    // … before the set's largest amount), which took S-Nim minutes.
    let half = n / 2;
    let runs = if arithmetic {
        let steps: Vec<i128> = values
            .windows(2)
            .map(|w| w[1].into() - w[0].into())
            .collect();
        suffix_runs(&steps, half)
    } else {
        suffix_runs(values, half)
    };
    for p in 1..=half {
        let s = values[n - 1].into() - values[n - 1 - p].into();
        if s < 0 || (s != 0 && !arithmetic) {
            continue;
        }
        // G(k + p) − G(k) = s holds for k = n − 1 − p by the choice of s, and
        // below it exactly as far as the differences repeat.
        let e = if arithmetic {
            n - p - 1 - runs[p]
        } else {
            n - p - runs[p]
        };
        if n - e >= 3 * p && n - p - e >= e {
            return Some(Period {
                preperiod: e,
                period: p,
                saltus: s as u64,
            });
        }
    }
    None
}

/// `runs[p]` for `1 <= p <= max_shift`: how many of the last values of `x`
/// equal the value `p` before them, counting back from the end (the largest
/// `L <= x.len() − p` with `x[n − 1 − i] = x[n − 1 − i − p]` for every
/// `i < L`; 0 where `p >= x.len()`). `runs[0]` is `x.len()`. The Z-function
/// of the reversed sequence, in linear time.
///
/// ```
/// use grundy_engine::periodicity::suffix_runs;
/// // 5 0 1 0 1 0 1: shift 2 holds for the last four values, shift 1 never.
/// assert_eq!(suffix_runs(&[5, 0, 1, 0, 1, 0, 1], 3), vec![7, 0, 4, 0]);
/// ```
pub fn suffix_runs<T: PartialEq>(x: &[T], max_shift: usize) -> Vec<usize> {
    let n = x.len();
    let back = |i: usize| &x[n - 1 - i];
    let mut z = vec![0; max_shift + 1];
    z[0] = n;
    // [l, r): the rightmost stretch known to match the start (of the
    // reversed sequence).
    let (mut l, mut r) = (0, 0);
    for i in 1..=max_shift.min(n.saturating_sub(1)) {
        let mut k = if i < r { z[i - l].min(r - i) } else { 0 };
        while i + k < n && back(k) == back(i + k) {
            k += 1;
        }
        z[i] = k;
        if i + k > r {
            (l, r) = (i, i + k);
        }
    }
    z
}

/// The least `p` for which the last `window` values and more repeat `p`
/// before them, with its least preperiod: where each value
/// follows from the `window` values before it (a finite subtraction set
/// whose largest amount is `window`), that repeat is a proof that the
/// sequence is periodic for ever. Linear in the values.
///
/// ```
/// use grundy_engine::periodicity::{proven_by_window, Period};
/// // The subtraction game {1, 4}: 0 1 0 1 2 0 1 0 1 2 …, period 5.
/// let g: Vec<u32> = (0..15).map(|n| [0, 1, 0, 1, 2][n % 5]).collect();
/// assert_eq!(proven_by_window(&g, 4), Some(Period { preperiod: 0, period: 5, saltus: 0 }));
/// assert_eq!(proven_by_window(&g[..8], 4), None);
/// ```
pub fn proven_by_window(values: &[u32], window: usize) -> Option<Period> {
    let n = values.len();
    // A run of `window` values fits below the end only for p <= n − window.
    let largest = n.saturating_sub(window.max(1));
    let runs = suffix_runs(values, largest);
    (1..=largest).find(|&p| runs[p] >= window).map(|p| Period {
        preperiod: n - p - runs[p],
        period: p,
        saltus: 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The definition, walked back from the end for each `p`: the reference
    /// that the linear-time search is tested against.
    fn find_period_by_walking(values: &[u32], arithmetic: bool) -> Option<Period> {
        let n = values.len();
        for p in 1..=n / 2 {
            let s = i64::from(values[n - 1]) - i64::from(values[n - 1 - p]);
            if s < 0 || (s != 0 && !arithmetic) {
                continue;
            }
            let mut e = n - p;
            while e > 0 && i64::from(values[e - 1 + p]) - i64::from(values[e - 1]) == s {
                e -= 1;
            }
            if n - e >= 3 * p && n - p - e >= e {
                return Some(Period {
                    preperiod: e,
                    period: p,
                    saltus: s as u64,
                });
            }
        }
        None
    }

    /// Eventually periodic sequences, some with a saltus, some cut in the
    /// middle of a period, and plain noise.
    fn sequences() -> impl Strategy<Value = Vec<u32>> {
        (
            prop::collection::vec(0u32..4, 0..12),
            prop::collection::vec(0u32..4, 1..7),
            0u32..3,
            0usize..60,
        )
            .prop_map(|(pre, period, saltus, len)| {
                let mut g = pre;
                for i in 0..len {
                    g.push(period[i % period.len()] + saltus * (i / period.len()) as u32);
                }
                g
            })
    }

    proptest! {
        #[test]
        fn the_linear_search_finds_what_walking_back_finds(g in sequences(), arithmetic: bool) {
            prop_assert_eq!(find_period(&g, arithmetic), find_period_by_walking(&g, arithmetic));
        }

        #[test]
        fn suffix_runs_are_the_walks_back(g in prop::collection::vec(0u8..3, 0..40)) {
            let n = g.len();
            let runs = suffix_runs(&g, n);
            for p in 1..=n {
                let walked = (0..n.saturating_sub(p))
                    .take_while(|&i| g[n - 1 - i] == g[n - 1 - i - p])
                    .count();
                prop_assert_eq!(runs[p], walked, "shift {}", p);
            }
        }
    }

    #[test]
    fn periods_are_minimal_and_preperiods_least() {
        let cases: [(&str, Vec<u32>, Option<Period>); 5] = [
            (
                "constant",
                vec![0; 10],
                Some(Period {
                    preperiod: 0,
                    period: 1,
                    saltus: 0,
                }),
            ),
            ("too short to repeat", vec![0, 1, 2, 3], None),
            (
                "late start",
                vec![5, 0, 1, 0, 1, 0, 1],
                Some(Period {
                    preperiod: 1,
                    period: 2,
                    saltus: 0,
                }),
            ),
            ("nim is arithmetic, not periodic", (0..20).collect(), None),
            (
                "seen only once is not a period",
                vec![1, 2, 3, 4, 5, 6, 1, 2, 3],
                None,
            ),
        ];
        for (name, values, expected) in cases {
            assert_eq!(find_period(&values, false), expected, "{name}");
        }
        let nim: Vec<u32> = (0..20).collect();
        assert_eq!(
            find_period(&nim, true),
            Some(Period {
                preperiod: 0,
                period: 1,
                saltus: 1
            })
        );
    }
}

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
pub fn find_period(values: &[u32], arithmetic: bool) -> Option<Period> {
    let n = values.len();
    for p in 1..=n / 2 {
        let s = i64::from(values[n - 1]) - i64::from(values[n - 1 - p]);
        if s < 0 || (s != 0 && !arithmetic) {
            continue;
        }
        // Walk back from the end while the relation holds: for a wrong p
        // this stops almost at once, so trying every p is cheap.
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

#[cfg(test)]
mod tests {
    use super::*;

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

//! The analysis of a sequence: its least period and preperiod, ordinary or
//! arithmetic (with a saltus), and its zeros: an arithmetic progression, a
//! Beatty sequence, or periodic with the sequence.

use super::beatty::{beatty, Beatty};
use super::{Finding, Kind};
use crate::periodicity::{find_period, Period};

/// What [`analyze_sequence`] found in `G(first), …, G(first + N − 1)`.
///
/// ```
/// use grundy_engine::pattern::analyze_sequence;
/// let r = analyze_sequence(1, &[1, 0, 1, 0, 1, 0, 1, 0]);
/// assert_eq!(r.zeros, [2, 4, 6, 8]);
/// assert_eq!(r.period.unwrap().period, 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SequenceReport {
    /// The index of the first value.
    pub first: u64,
    /// How many values were read.
    pub len: usize,
    /// The least period with its least preperiod (counted in values from
    /// the first), ordinary where there is one, else arithmetic.
    pub period: Option<Period>,
    /// The indices `n` with `G(n) = 0`.
    pub zeros: Vec<u64>,
    /// What the zeros say of `z_k = ⌊k·α⌋`, where they are not an
    /// arithmetic progression.
    pub beatty: Option<Beatty>,
    /// Each guess, with its evidence and the first counterexample.
    pub findings: Vec<Finding>,
}

/// The rule by which a period is taken as seen, for the report.
///
/// ```
/// assert!(grundy_engine::pattern::PERIOD_RULE.contains("at least 3 times over"));
/// ```
pub const PERIOD_RULE: &str = "a period p after a preperiod of e values is taken as seen when \
    the N values of the table hold it at least 3 times over (N − e >= 3p) and for at least as \
    long as the preperiod (N − e − p >= e); the least such p is taken, with its least e";

/// Analyses a sequence `values` whose first index is `first`.
///
/// ```
/// use grundy_engine::pattern::analyze_sequence;
/// // The subtraction game {1, 2}: 0 1 2 0 1 2 …
/// let r = analyze_sequence(0, &(0..30).map(|n| n % 3).collect::<Vec<u64>>());
/// let p = r.period.as_ref().unwrap();
/// assert_eq!((p.period, p.preperiod, p.saltus), (3, 0, 0));
/// assert!(r.findings[0].statement.starts_with("period 3 from n = 0"));
/// ```
pub fn analyze_sequence(first: u64, values: &[u64]) -> SequenceReport {
    let n_of = |i: usize| first + i as u64;
    let len = values.len();
    let last = n_of(len.saturating_sub(1));
    let mut findings = Vec::new();
    let ordinary = find_period(values, false);
    let period = ordinary
        .clone()
        .or_else(|| find_period(values, true).filter(|p| p.saltus > 0));
    match &period {
        Some(p) => findings.push(period_finding(first, values, p)),
        None => {
            findings.push(Finding {
                kind: Kind::Period,
                holds: false,
                statement: format!("no period seen in G({first}) to G({last})"),
                evidence: vec![format!("{PERIOD_RULE}; no p <= {} passes", len / 3)],
                counterexample: None,
            });
            findings.push(Finding {
                kind: Kind::ArithmeticPeriod,
                holds: false,
                statement: format!(
                    "no arithmetic period (G(n + p) = G(n) + s, s >= 1) seen in G({first}) to G({last})"
                ),
                evidence: vec![format!("the same rule; no p <= {} passes", len / 3)],
                counterexample: None,
            });
        }
    }
    let zeros: Vec<u64> = (0..len).filter(|&i| values[i] == 0).map(n_of).collect();
    let mut beatty_found = None;
    zero_findings(&zeros, &mut findings, &mut beatty_found);
    if let Some(p) = period.as_ref().filter(|p| p.saltus == 0) {
        findings.push(periodic_zeros(first, values, p));
    }
    SequenceReport {
        first,
        len,
        period,
        zeros,
        beatty: beatty_found,
        findings,
    }
}

fn period_finding(first: u64, values: &[u64], p: &Period) -> Finding {
    let n_of = |i: usize| first + i as u64;
    let len = values.len();
    let (e, q, s) = (p.preperiod, p.period, p.saltus);
    let (kind, law, name) = if s == 0 {
        (
            Kind::Period,
            format!("G(n + {q}) = G(n)"),
            format!("period {q}"),
        )
    } else {
        (
            Kind::ArithmeticPeriod,
            format!("G(n + {q}) = G(n) + {s}"),
            format!("arithmetic period {q} with saltus {s}"),
        )
    };
    let statement = format!(
        "{name} from n = {}: {law} for {} <= n <= {}",
        n_of(e),
        n_of(e),
        n_of(len - 1 - q)
    );
    let periodic = len - e;
    let (times, more) = (periodic / q, periodic % q);
    let mut evidence = vec![format!(
        "the {periodic} values from n = {} to n = {} repeat the period of {q} values {times} \
         times{}, after a preperiod of {e} value{}",
        n_of(e),
        n_of(len - 1),
        if more == 0 {
            String::new()
        } else {
            format!(
                ", and {more} value{} more",
                if more == 1 { "" } else { "s" }
            )
        },
        if e == 1 { "" } else { "s" },
    )];
    evidence.push(format!("the rule: {PERIOD_RULE}"));
    evidence.push(format!(
        "a pattern within the table, not a proof: nothing is known past n = {}",
        n_of(len - 1)
    ));
    let counterexample = (e > 0).then(|| {
        let (a, b) = (values[e - 1], values[e - 1 + q]);
        if s == 0 {
            format!(
                "G({}) = {a}, but G({}) = {b}: the period does not start before n = {}",
                n_of(e - 1),
                n_of(e - 1 + q),
                n_of(e)
            )
        } else {
            format!(
                "G({}) + {s} = {}, but G({}) = {b}: the period does not start before n = {}",
                n_of(e - 1),
                u128::from(a) + u128::from(s),
                n_of(e - 1 + q),
                n_of(e)
            )
        }
    });
    Finding {
        kind,
        holds: true,
        statement,
        evidence,
        counterexample,
    }
}

/// The first few of `items`, then `…` and how many in all.
pub(crate) fn some(items: &[u64]) -> String {
    const SHOWN: usize = 12;
    let shown: Vec<String> = items.iter().take(SHOWN).map(u64::to_string).collect();
    if items.len() > SHOWN {
        format!("{}, … ({} in all)", shown.join(", "), items.len())
    } else {
        shown.join(", ")
    }
}

fn zero_findings(zeros: &[u64], findings: &mut Vec<Finding>, found: &mut Option<Beatty>) {
    if zeros.len() < 3 {
        findings.push(Finding {
            kind: Kind::ZerosProgression,
            holds: false,
            statement: match zeros.len() {
                0 => "no zeros in the table".to_string(),
                _ => format!(
                    "only {} zero{} (n = {}): too few to see a pattern in",
                    zeros.len(),
                    if zeros.len() == 1 { "" } else { "s" },
                    some(zeros)
                ),
            },
            evidence: Vec::new(),
            counterexample: None,
        });
        return;
    }
    let d = zeros[1] - zeros[0];
    let z0 = zeros[0];
    let wrong = zeros
        .iter()
        .enumerate()
        .find(|&(k, &z)| u128::from(z) != u128::from(z0) + k as u128 * u128::from(d));
    let listed = format!(
        "the zeros z_0, z_1, … (the n with G(n) = 0): {}",
        some(zeros)
    );
    match wrong {
        None => {
            findings.push(Finding {
                kind: Kind::ZerosProgression,
                holds: true,
                statement: format!(
                    "the zeros form an arithmetic progression: z_k = {} for k <= {}",
                    super::grid::formula(i128::from(d), i128::from(z0)),
                    zeros.len() - 1
                ),
                evidence: vec![listed],
                counterexample: None,
            });
        }
        Some((k, &z)) => {
            findings.push(Finding {
                kind: Kind::ZerosProgression,
                holds: false,
                statement: "the zeros are not an arithmetic progression".to_string(),
                evidence: vec![listed],
                counterexample: Some(format!(
                    "z_{k} = {z}, but z_0 + {k}·(z_1 − z_0) = {}",
                    u128::from(z0) + k as u128 * u128::from(d)
                )),
            });
            let b = beatty(zeros).expect("three zeros");
            findings.push(beatty_finding(&b, zeros.len()));
            *found = Some(b);
        }
    }
}

/// The finding of a Beatty test on `count` terms named `z`.
pub(crate) fn beatty_finding(b: &Beatty, count: usize) -> Finding {
    beatty_finding_of(b, count, "z", "zeros", Kind::ZerosBeatty)
}

pub(crate) fn beatty_finding_of(
    b: &Beatty,
    count: usize,
    name: &str,
    what: &str,
    kind: Kind,
) -> Finding {
    match *b {
        Beatty::Holds {
            from,
            lo,
            hi,
            simplest,
        } => {
            let last = from + count as u64 - 1;
            let numbered = if from == 1 {
                format!(" (numbered from {name}_1, as the first is not 0)")
            } else {
                String::new()
            };
            Finding {
                kind,
                holds: true,
                statement: format!(
                    "the {what} {name}_k satisfy {name}_k = ⌊k·{simplest}⌋ for {from} <= k <= {last}; \
                     consistent with Beatty for α in [{lo}, {hi})"
                ),
                evidence: vec![format!(
                    "{name}_k = ⌊kα⌋ exactly when {name}_k/k <= α < ({name}_k + 1)/k: the {count} terms{numbered} \
                     allow the α from {lo} (included) to {hi} (excluded), and {simplest} is the \
                     simplest of them; a Beatty sequence of an irrational α among them fits as well"
                )],
                counterexample: None,
            }
        }
        Beatty::Fails {
            k, z, before, from, ..
        } => {
            Finding {
                kind,
                holds: false,
                statement: format!("the {what} are not a Beatty sequence {name}_k = ⌊kα⌋"),
                evidence: Vec::new(),
                counterexample: Some(match before {
                    None => format!("{name}_0 = {z}, but ⌊0·α⌋ = 0"),
                    Some((lo, hi)) => {
                        format!(
                    "{name}_{k} = {z}{} needs α in [{}, {}), but {} need{} α in [{lo}, {hi})",
                    if from == 1 { " (numbered from 1, as the first is not 0)" } else { "" },
                    super::ratio::Ratio::new(u128::from(z), u128::from(k)),
                    super::ratio::Ratio::new(u128::from(z) + 1, u128::from(k)),
                    if k - 1 == from.max(1) {
                        format!("{name}_{}", k - 1)
                    } else {
                        format!("{name}_{} to {name}_{}", from.max(1), k - 1)
                    },
                    if k - 1 == from.max(1) { "s" } else { "" },
                )
                    }
                }),
            }
        }
    }
}

/// The zeros from the preperiod on, as residues of the period.
fn periodic_zeros(first: u64, values: &[u64], p: &Period) -> Finding {
    let (e, q) = (p.preperiod, p.period);
    let start = first + e as u64;
    let residues: Vec<u64> = (e..e + q)
        .filter(|&i| values[i] == 0)
        .map(|i| (first + i as u64) % q as u64)
        .collect();
    let mut sorted = residues.clone();
    sorted.sort_unstable();
    let statement = if sorted.is_empty() {
        format!("no zero from n = {start} on: the period holds no 0")
    } else {
        let r: Vec<String> = sorted.iter().map(u64::to_string).collect();
        format!(
            "from n = {start} on, the zeros are the n ≡ {} (mod {q}): {} in every {q}",
            r.join(", "),
            sorted.len()
        )
    };
    Finding {
        kind: Kind::ZerosPeriodic,
        holds: true,
        statement,
        evidence: vec!["they follow from the period, within the table".to_string()],
        counterexample: None,
    }
}

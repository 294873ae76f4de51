//! The analysis of a sequence: its least period and preperiod, ordinary or
//! arithmetic (with a saltus), and its zeros: an arithmetic progression, a
//! Beatty sequence, or periodic with the sequence.

use super::beatty::{beatty, Beatty};
use super::wording::{beatty_finding_of, formula, some};
use super::{Finding, Kind};
use crate::periodicity::{find_period, Period};
use grundy_text::{msg, Arg, Join, Message};

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

/// The rule by which a period is taken as seen, for the report, in the
/// output's language.
///
/// ```
/// assert_eq!(grundy_engine::pattern::period_rule().id(), "pattern-period-rule");
/// ```
pub fn period_rule() -> Message {
    msg!("pattern-period-rule")
}

/// Analyses a sequence `values` whose first index is `first`.
///
/// ```
/// use grundy_engine::pattern::analyze_sequence;
/// // The subtraction game {1, 2}: 0 1 2 0 1 2 …
/// let r = analyze_sequence(0, &(0..30).map(|n| n % 3).collect::<Vec<u64>>());
/// let p = r.period.as_ref().unwrap();
/// assert_eq!((p.period, p.preperiod, p.saltus), (3, 0, 0));
/// assert_eq!(r.findings[0].statement.id(), "pattern-period-statement");
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
                statement: msg!("pattern-no-period", first = first, last = last),
                evidence: vec![msg!(
                    "pattern-none-passes",
                    rule = period_rule(),
                    most = len / 3
                )],
                counterexample: None,
            });
            findings.push(Finding {
                kind: Kind::ArithmeticPeriod,
                holds: false,
                statement: msg!("pattern-no-arithmetic-period", first = first, last = last),
                evidence: vec![msg!("pattern-none-passes-again", most = len / 3)],
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
            msg!("pattern-period", period = q),
        )
    } else {
        (
            Kind::ArithmeticPeriod,
            format!("G(n + {q}) = G(n) + {s}"),
            msg!("pattern-arithmetic-period", period = q, saltus = s),
        )
    };
    let statement = msg!(
        "pattern-period-statement",
        name = name,
        from = n_of(e),
        law = law,
        to = n_of(len - 1 - q)
    );
    let periodic = len - e;
    let (times, more) = (periodic / q, periodic % q);
    let mut evidence = vec![msg!(
        "pattern-period-repeats",
        values = periodic,
        from = n_of(e),
        to = n_of(len - 1),
        period = q,
        times = times,
        more = Arg::count(more),
        preperiod = Arg::count(e)
    )];
    evidence.push(msg!("pattern-the-rule", rule = period_rule()));
    evidence.push(msg!("pattern-not-a-proof-past", last = n_of(len - 1)));
    let counterexample = (e > 0).then(|| {
        let (a, b) = (values[e - 1], values[e - 1 + q]);
        if s == 0 {
            msg!(
                "pattern-period-starts",
                before = n_of(e - 1),
                value = a,
                later = n_of(e - 1 + q),
                later_value = b,
                from = n_of(e)
            )
        } else {
            msg!(
                "pattern-arithmetic-period-starts",
                before = n_of(e - 1),
                saltus = s,
                value = u128::from(a) + u128::from(s),
                later = n_of(e - 1 + q),
                later_value = b,
                from = n_of(e)
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

fn zero_findings(zeros: &[u64], findings: &mut Vec<Finding>, found: &mut Option<Beatty>) {
    if zeros.len() < 3 {
        findings.push(Finding {
            kind: Kind::ZerosProgression,
            holds: false,
            statement: match zeros.len() {
                0 => msg!("pattern-no-zeros"),
                n => msg!(
                    "pattern-few-zeros",
                    count = Arg::count(n),
                    zeros = some(zeros)
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
    let listed = msg!("pattern-zeros-listed", zeros = some(zeros));
    match wrong {
        None => {
            findings.push(Finding {
                kind: Kind::ZerosProgression,
                holds: true,
                statement: msg!(
                    "pattern-zeros-progression",
                    formula = formula(i128::from(d), i128::from(z0)),
                    last = zeros.len() - 1
                ),
                evidence: vec![listed],
                counterexample: None,
            });
        }
        Some((k, &z)) => {
            findings.push(Finding {
                kind: Kind::ZerosProgression,
                holds: false,
                statement: msg!("pattern-zeros-not-progression"),
                evidence: vec![listed],
                counterexample: Some(msg!(
                    "pattern-zeros-counterexample",
                    k = k,
                    z = z,
                    expected = u128::from(z0) + k as u128 * u128::from(d)
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
    beatty_finding_of(b, count, "z", "pattern-what-zeros", Kind::ZerosBeatty)
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
        msg!("pattern-no-periodic-zero", start = start)
    } else {
        msg!(
            "pattern-periodic-zeros",
            start = start,
            residues = Arg::list(Join::Names, &sorted),
            period = q,
            count = sorted.len()
        )
    };
    Finding {
        kind: Kind::ZerosPeriodic,
        holds: true,
        statement,
        evidence: vec![msg!("pattern-periodic-zeros-evidence")],
        counterexample: None,
    }
}

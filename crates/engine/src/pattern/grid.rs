//! The analysis of a 2-D table: its P-positions as pairs `a_k <= b_k`,
//! whether they are symmetric, whether `a_k` is the mex of the earlier
//! pairs, whether `b_k − a_k` grows linearly, and so whether the table has
//! the shape of Wythoff's solution or of one of its relatives.

use super::beatty::{beatty, Beatty};
use super::read::Grid;
use super::wording::{beatty_finding_of, formula, some};
use super::{Finding, Kind};
use grundy_text::{msg, Arg, Join, Message};

/// What [`analyze_grid`] found.
///
/// ```
/// use grundy_engine::pattern::{analyze_grid, read, Table};
/// // Two-pile Nim: P-positions on the diagonal.
/// let Table::Grid(g) = read("PNN\nNPN\nNNP\n").unwrap() else { unreachable!() };
/// let r = analyze_grid(&g);
/// assert_eq!((r.pairs.len(), r.linear), (3, Some((0, 0))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridReport {
    /// The rows of the table.
    pub rows: usize,
    /// Its columns.
    pub columns: usize,
    /// How many entries are P-positions (0, or the mark P).
    pub p_cells: usize,
    /// Whether (a, b) is a P-position exactly when (b, a) is, in the square
    /// part of the table; false for a table without P-positions, of which
    /// nothing is said.
    pub symmetric: bool,
    /// The pairs `(a_k, b_k)`, `a_k <= b_k`, by `a_k`, with `a_k` below
    /// [`GridReport::cut`].
    pub pairs: Vec<(u64, u64)>,
    /// The least number below the side of the square part that lies in no
    /// pair of the table, if any: its pair, if it has one, lies beyond the
    /// table, and the pairs from it on are left out.
    pub cut: Option<u64>,
    /// How many pairs were left out by the cut.
    pub beyond: usize,
    /// Whether each number lies in at most one of the pairs.
    pub one_each: bool,
    /// `b_k − a_k`.
    pub differences: Vec<u64>,
    /// `(c, d)` where `b_k − a_k = c·k + d` for every pair (at least 3).
    pub linear: Option<(i128, i128)>,
    /// Whether every `a_k` is the mex of the earlier pairs (at least 3).
    pub mex: bool,
    /// What the `a_k` say of `a_k = ⌊kα⌋`.
    pub beatty: Option<Beatty>,
    /// Each guess, with its evidence and the first counterexample.
    pub findings: Vec<Finding>,
}

/// Analyses a 2-D table.
///
/// ```
/// use grundy_engine::pattern::{analyze_grid, read, Table};
/// use grundy_engine::wythoff::grundy_table;
/// let text: String = grundy_table(20).chunks(20)
///     .map(|row| row.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ") + "\n")
///     .collect();
/// let Table::Grid(g) = read(&text).unwrap() else { unreachable!() };
/// let r = analyze_grid(&g);
/// assert_eq!(r.pairs, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18)]);
/// assert_eq!(r.linear, Some((1, 0)));
/// assert!(r.mex && r.symmetric);
/// ```
pub fn analyze_grid(g: &Grid) -> GridReport {
    let side = g.rows.min(g.columns);
    let mut cells = Vec::new();
    for a in 0..g.rows {
        for b in 0..g.columns {
            if g.is_p(a, b) {
                cells.push((a, b));
            }
        }
    }
    let mut findings = Vec::new();
    let size = msg!("pattern-table-size", rows = g.rows, columns = g.columns);
    let mut report = GridReport {
        rows: g.rows,
        columns: g.columns,
        p_cells: cells.len(),
        symmetric: false,
        pairs: Vec::new(),
        cut: None,
        beyond: 0,
        one_each: false,
        differences: Vec::new(),
        linear: None,
        mex: false,
        beatty: None,
        findings: Vec::new(),
    };
    if cells.is_empty() {
        findings.push(Finding {
            kind: Kind::Symmetry,
            holds: false,
            statement: msg!("pattern-no-p-positions", table = size),
            evidence: Vec::new(),
            counterexample: None,
        });
        report.findings = findings;
        return report;
    }
    // Symmetry.
    let asymmetric = cells
        .iter()
        .find(|&&(a, b)| a < side && b < side && !g.is_p(b, a));
    report.symmetric = asymmetric.is_none();
    findings.push(Finding {
        kind: Kind::Symmetry,
        holds: report.symmetric && cells.len() >= 3,
        statement: if report.symmetric {
            msg!("pattern-symmetric", side = side)
        } else {
            msg!("pattern-not-symmetric")
        },
        evidence: vec![msg!(
            "pattern-p-positions-in",
            count = Arg::count(cells.len()),
            table = size
        )],
        counterexample: asymmetric.map(|&(a, b)| msg!("pattern-asymmetric", a = a, b = b)),
    });
    // Pairs, cut below the least number that lies in none.
    let mut all: Vec<(u64, u64)> = cells
        .iter()
        .map(|&(a, b)| (a.min(b) as u64, a.max(b) as u64))
        .collect();
    all.sort_unstable();
    all.dedup();
    let mut covered = vec![false; side];
    for &(a, b) in &all {
        for x in [a, b] {
            if let Some(c) = covered.get_mut(x as usize) {
                *c = true;
            }
        }
    }
    report.cut = covered.iter().position(|&c| !c).map(|x| x as u64);
    let cut = report.cut.unwrap_or(u64::MAX);
    report.pairs = all.iter().copied().filter(|&(a, _)| a < cut).collect();
    report.beyond = all.len() - report.pairs.len();
    let pairs = &report.pairs.clone();
    let shown: Vec<String> = pairs.iter().map(|(a, b)| format!("({a}, {b})")).collect();
    let mut evidence = vec![msg!(
        "pattern-pairs-listed",
        count = Arg::count(pairs.len()),
        pairs = Arg::list(Join::Names, shown)
    )];
    if let Some(u) = report.cut {
        evidence.push(msg!(
            "pattern-cut",
            cut = u,
            beyond = Arg::count(report.beyond)
        ));
    }
    // Each number in at most one pair.
    let mut seen: std::collections::HashMap<u64, (u64, u64)> = Default::default();
    let mut twice = None;
    'pairs: for &(a, b) in pairs {
        for x in if a == b { vec![a] } else { vec![a, b] } {
            if let Some(&other) = seen.get(&x) {
                twice = Some((x, other, (a, b)));
                break 'pairs;
            }
            seen.insert(x, (a, b));
        }
    }
    let enough = pairs.len() >= 3;
    report.one_each = twice.is_none();
    let pairs = &report.pairs.clone();
    findings.push(Finding {
        kind: Kind::Pairs,
        holds: twice.is_none() && enough,
        statement: if !enough {
            msg!("pattern-few-pairs", count = Arg::count(pairs.len()))
        } else if twice.is_none() {
            msg!("pattern-pairs")
        } else {
            msg!("pattern-not-pairs")
        },
        evidence,
        counterexample: twice.map(|(x, (a, b), (c, d))| {
            msg!(
                "pattern-in-two-pairs",
                x = x,
                first = format!("({a}, {b})"),
                second = format!("({c}, {d})")
            )
        }),
    });
    if !enough {
        report.findings = findings;
        return report;
    }
    // a_k = mex of the earlier pairs.
    let mut used = std::collections::HashSet::new();
    let mut mex = 0u64;
    let mut wrong_mex = None;
    for (k, &(a, b)) in pairs.iter().enumerate() {
        if a != mex {
            wrong_mex = Some((k, a, mex));
            break;
        }
        used.insert(a);
        used.insert(b);
        while used.contains(&mex) {
            mex += 1;
        }
    }
    report.mex = wrong_mex.is_none();
    findings.push(Finding {
        kind: Kind::Mex,
        holds: report.mex,
        statement: if report.mex {
            msg!("pattern-mex", last = pairs.len() - 1)
        } else {
            msg!("pattern-not-mex")
        },
        evidence: Vec::new(),
        counterexample: wrong_mex
            .map(|(k, a, m)| msg!("pattern-mex-counterexample", k = k, a = a, mex = m)),
    });
    // b_k − a_k = c·k + d.
    report.differences = pairs.iter().map(|&(a, b)| b - a).collect();
    let d = &report.differences.clone();
    let (c0, d0) = (i128::from(d[1]) - i128::from(d[0]), i128::from(d[0]));
    let wrong_line = d
        .iter()
        .enumerate()
        .find(|&(k, &x)| i128::from(x) != c0 * k as i128 + d0);
    report.linear = wrong_line.is_none().then_some((c0, d0));
    findings.push(Finding {
        kind: Kind::Differences,
        holds: report.linear.is_some(),
        statement: match report.linear {
            Some((c, d)) => msg!(
                "pattern-linear",
                formula = formula(c, d),
                last = pairs.len() - 1
            ),
            None => msg!("pattern-not-linear"),
        },
        evidence: vec![msg!("pattern-differences-listed", differences = some(d))],
        counterexample: wrong_line.map(|(k, &x)| {
            msg!(
                "pattern-linear-counterexample",
                k = k,
                x = x,
                formula = formula(c0, d0),
                expected = c0 * k as i128 + d0
            )
        }),
    });
    // The a_k as a Beatty sequence.
    // (Only where the pairs pair off the numbers: else they are not a sequence of pairs.)
    let a: Vec<u64> = pairs.iter().map(|&(a, _)| a).collect();
    report.beatty = beatty(&a).filter(|_| report.one_each);
    // Wythoff's shape.
    findings.push(shape(&report));
    if let Some(b) = &report.beatty {
        findings.push(beatty_finding_of(
            b,
            a.len(),
            "a",
            "pattern-what-first-piles",
            Kind::PairsBeatty,
        ));
    }
    report.findings = findings;
    report
}

/// Whether the pairs have the shape of Wythoff's solution: symmetric, one
/// pair per number, `a_k` the mex, `b_k = a_k + ck`.
fn shape(r: &GridReport) -> Finding {
    let failed = if !r.symmetric {
        Some("pattern-not-symmetric")
    } else if !r.one_each {
        Some("pattern-shape-two-pairs")
    } else if !r.mex {
        Some("pattern-not-mex")
    } else {
        match r.linear {
            None => Some("pattern-shape-not-linear"),
            Some((_, d)) if d != 0 => Some("pattern-shape-constant"),
            Some((c, _)) if c < 0 => Some("pattern-shape-decreases"),
            _ => None,
        }
    };
    if let Some(why) = failed {
        return Finding {
            kind: Kind::WythoffShape,
            holds: false,
            statement: msg!("pattern-not-wythoff-shape"),
            evidence: Vec::new(),
            counterexample: Some(Message::new(why)),
        };
    }
    let (c, _) = r.linear.expect("linear");
    let k = r.pairs.len() - 1;
    let statement = match c {
        0 => msg!("pattern-shape-nim", last = k),
        1 => msg!("pattern-shape-wythoff", last = k),
        _ => msg!("pattern-shape-fraenkel", c = c, last = k),
    };
    let mut evidence = vec![msg!("pattern-shape-evidence")];
    if c >= 1
        && let Some(Beatty::Holds { lo, hi, .. }) = r.beatty
    {
        let inside =
            lo.cmp_wythoff_slope(c as u128).is_gt() && hi.cmp_wythoff_slope(c as u128).is_lt();
        let alpha = if c == 1 {
            "φ".to_string()
        } else {
            format!("α = (2 − {c} + √({c}² + 4))/2")
        };
        evidence.push(msg!(
            "pattern-shape-alpha",
            lo = lo,
            hi = hi,
            alpha = alpha,
            inside = Arg::yes(inside)
        ));
    }
    evidence.push(msg!("pattern-not-a-proof"));
    Finding {
        kind: Kind::WythoffShape,
        holds: true,
        statement,
        evidence,
        counterexample: None,
    }
}

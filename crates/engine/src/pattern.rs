//! Patterns in a table another program printed, as the seed method goes:
//! tabulate by brute force, spot the pattern, prove it.
//!
//! [`read`] takes a sequence (lines `n value`, or a bare list of values) or
//! a 2-D table (rows of numbers, or of P/N marks), including exactly what
//! `grundy seq` and `grundy wythoff --table` print. [`analyze`] then states
//! what it finds, each [`Finding`] with its evidence and the first
//! counterexample where a guess fails:
//!
//! - for a sequence: the least period and preperiod, or an arithmetic
//!   period with its saltus, and whether the zeros form an arithmetic
//!   progression or a Beatty sequence `⌊kα⌋` (with the exact interval of the
//!   slopes `α` the data allows, never a float);
//! - for a 2-D table: the P-positions as pairs `a_k <= b_k`, their
//!   symmetry, their differences `b_k − a_k`, whether `a_k` is the mex of
//!   the earlier pairs and whether `b_k − a_k` grows linearly: the shape of
//!   Wythoff's solution and its relatives.
//!
//! Everything is a pattern *within the table*: finitely many values never
//! prove a period, and the report says so.
//!
//! ```
//! use grundy_engine::pattern::{analyze, read};
//! // Kayles, as grundy seq prints it.
//! let values: Vec<u64> = grundy_engine::heap::HeapGame::parse("kayles").unwrap()
//!     .sequence(201, |_| {}).into_iter().map(u64::from).collect();
//! let text: String = values.iter().map(|v| format!("{v}\n")).collect();
//! let report = analyze(&read(&text).unwrap());
//! assert!(report.found());
//! let period = &report.findings()[0].statement;
//! assert_eq!(period.id(), "pattern-period-statement");
//! assert_eq!(period.arg("from"), Some(&grundy_text::Arg::Text("71".into())));
//! ```

mod beatty;
mod grid;
mod headers;
mod ratio;
mod read;
mod sequence;
#[cfg(test)]
mod tests;
mod wording;

pub use beatty::{beatty, Beatty};
pub use grid::{analyze_grid, GridReport};
pub use headers::Headers;
pub use ratio::{simplest_between, Ratio};
pub use read::{read, read_with, Cell, Grid, ReadError, Source, Table};
pub use sequence::{analyze_sequence, period_rule, SequenceReport};

use grundy_text::{msg, Arg, Message, Text};
use std::fmt::Write as _;

/// What a guess is about.
///
/// ```
/// use grundy_engine::pattern::{analyze, read, Kind};
/// let report = analyze(&read("0 1 0 1 0 1 0 1").unwrap());
/// assert_eq!(report.findings()[0].kind, Kind::Period);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A sequence's period: `G(n + p) = G(n)`.
    Period,
    /// An arithmetic period: `G(n + p) = G(n) + s`.
    ArithmeticPeriod,
    /// The zeros as an arithmetic progression.
    ZerosProgression,
    /// The zeros as a Beatty sequence `⌊kα⌋`.
    ZerosBeatty,
    /// The zeros from the preperiod on, by the period.
    ZerosPeriodic,
    /// A 2-D table's P-positions: symmetric.
    Symmetry,
    /// The P-positions as pairs, each number in at most one.
    Pairs,
    /// `a_k` the mex of the earlier pairs.
    Mex,
    /// `b_k − a_k` linear in k.
    Differences,
    /// The first piles `a_k` as a Beatty sequence.
    PairsBeatty,
    /// The shape of Wythoff's solution.
    WythoffShape,
}

impl Kind {
    /// A short name, for `--json`.
    ///
    /// ```
    /// assert_eq!(grundy_engine::pattern::Kind::WythoffShape.name(), "wythoff_shape");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Kind::Period => "period",
            Kind::ArithmeticPeriod => "arithmetic_period",
            Kind::ZerosProgression => "zeros_progression",
            Kind::ZerosBeatty => "zeros_beatty",
            Kind::ZerosPeriodic => "zeros_periodic",
            Kind::Symmetry => "symmetry",
            Kind::Pairs => "pairs",
            Kind::Mex => "mex",
            Kind::Differences => "differences",
            Kind::PairsBeatty => "pairs_beatty",
            Kind::WythoffShape => "wythoff_shape",
        }
    }
}

/// One guess and what the table says of it.
///
/// ```
/// use grundy_engine::pattern::{analyze, read, Kind};
/// // Zeros at 0, 4, 8, 14: not a progression, and the first place it fails.
/// let report = analyze(&read("0 1 1 1 0 1 1 1 0 1 1 1 1 1 0 1").unwrap());
/// let f = report.findings().iter().find(|f| f.kind == Kind::ZerosProgression).unwrap();
/// assert!(!f.holds);
/// let c = f.counterexample.as_ref().unwrap();
/// assert_eq!((c.id(), c.arg("z")), ("pattern-zeros-counterexample", Some(&grundy_text::Arg::Text("14".into()))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// What it is about.
    pub kind: Kind,
    /// Whether it holds within the table (with enough data to say so).
    pub holds: bool,
    /// The claim, or its negation.
    pub statement: Message,
    /// What shows it.
    pub evidence: Vec<Message>,
    /// Where a guess fails: the first place.
    pub counterexample: Option<Message>,
}

/// What [`analyze`] found.
///
/// ```
/// use grundy_engine::pattern::{analyze, read, Report};
/// assert!(matches!(analyze(&read("1 2 3").unwrap()), Report::Sequence(..)));
/// assert!(matches!(analyze(&read("P N\nN P\n").unwrap()), Report::Grid(..)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// Of a sequence.
    Sequence(SequenceReport, Source),
    /// Of a 2-D table.
    Grid(GridReport, Source),
}

/// What the report says when no guess holds.
///
/// ```
/// use grundy_engine::pattern::{analyze, no_pattern, read};
/// let text = analyze(&read("5 3 8 1 9").unwrap()).text();
/// assert_eq!(text.messages().last(), Some(&no_pattern()));
/// ```
pub fn no_pattern() -> Message {
    msg!("pattern-none-found")
}

impl Report {
    /// The findings, in order.
    ///
    /// ```
    /// use grundy_engine::pattern::{analyze, read};
    /// let report = analyze(&read("0 1 2 0 1 2 0 1 2 0 1 2").unwrap());
    /// assert!(report.findings().iter().all(|f| f.statement.id().starts_with("pattern-")));
    /// ```
    pub fn findings(&self) -> &[Finding] {
        match self {
            Report::Sequence(r, _) => &r.findings,
            Report::Grid(r, _) => &r.findings,
        }
    }

    /// Whether some guess holds.
    ///
    /// ```
    /// use grundy_engine::pattern::{analyze, read};
    /// assert!(!analyze(&read("3 1 4 1 5 9 2 6").unwrap()).found());
    /// ```
    pub fn found(&self) -> bool {
        self.findings().iter().any(|f| f.holds)
    }

    /// The report as text: what was read, each finding with its evidence
    /// and counterexample, and [`no_pattern`] where nothing holds.
    ///
    /// ```
    /// use grundy_engine::pattern::{analyze, read};
    /// let text = analyze(&read("0 1 0 1 0 1 0 1 0 1").unwrap()).text();
    /// let ids: Vec<_> = text.messages().map(|m| m.id()).collect();
    /// assert_eq!(ids[..2], ["pattern-read-sequence", "pattern-finding"]);
    /// ```
    pub fn text(&self) -> Text {
        let mut out = Text::new();
        match self {
            Report::Sequence(r, source) => {
                out.line(msg!(
                    "pattern-read-sequence",
                    count = r.len,
                    first = r.first,
                    last = r.first + r.len as u64 - 1,
                    source = source.describe()
                ));
            }
            Report::Grid(r, source) => {
                out.line(msg!(
                    "pattern-read-table",
                    rows = r.rows,
                    columns = r.columns,
                    source = source.describe(),
                    entries = if matches!(
                        source,
                        Source::Marks | Source::WythoffMap | Source::MapJson | Source::TwoPile
                    ) {
                        "P"
                    } else {
                        "0"
                    }
                ));
                if !r.pairs.is_empty() && r.pairs.len() <= 60 {
                    let w = r.pairs.last().map_or(1, |p| p.1.to_string().len()).max(3);
                    let _ = writeln!(
                        out,
                        "  {:>w$} {:>w$} {:>w$} {:>w$}",
                        "k", "a_k", "b_k", "b-a"
                    );
                    for (k, (a, b)) in r.pairs.iter().enumerate() {
                        let _ = writeln!(out, "  {k:>w$} {a:>w$} {b:>w$} {:>w$}", b - a);
                    }
                }
            }
        }
        for f in self.findings() {
            out.line(msg!(
                "pattern-finding",
                holds = Arg::yes(f.holds),
                statement = f.statement
            ));
            for e in &f.evidence {
                out.plain("  ").line(msg!("pattern-evidence", evidence = e));
            }
            if let Some(c) = &f.counterexample {
                out.plain("  ")
                    .line(msg!("pattern-counterexample", counterexample = c));
            }
        }
        if !self.found() {
            out.line(no_pattern());
        }
        out
    }
}

/// Analyses a table read by [`read`].
///
/// ```
/// use grundy_engine::pattern::{analyze, read, Report};
/// let r = analyze(&read("P N N\nN N P\nN P N\n").unwrap());
/// let Report::Grid(g, _) = &r else { unreachable!() };
/// assert_eq!(g.pairs, [(0, 0), (1, 2)]);
/// ```
pub fn analyze(table: &Table) -> Report {
    match table {
        Table::Sequence {
            first,
            values,
            source,
        } => Report::Sequence(analyze_sequence(*first, values), *source),
        Table::Grid(g) => Report::Grid(analyze_grid(g), g.source),
    }
}

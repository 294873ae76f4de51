//! Two-pile take-away games given by a small rule spec, tabulated by
//! exhaustive computation, the way a researcher explores a new game:
//! P-positions, their differences, and Grundy tables.
//!
//! A spec is a comma-separated list of move kinds:
//!
//! | kind | a move takes |
//! |---|---|
//! | `one` | any positive amount from one pile |
//! | `both` | the same positive amount from both piles |
//! | `both<D` | `x >= 1` from the first pile and `y >= 1` from the second with `|x − y| < D` (`both<1` is `both`) |
//!
//! Each kind may bound the amounts taken (each of `x` and `y` for `both`):
//! `one[1..3]` takes 1 to 3, `both[..2]` at most 2, `one[2..]` at least 2.
//! Wythoff's game is `one,both`; Fraenkel's a-Wythoff games are
//! `one,both<a`.
//!
//! ```
//! use grundy_engine::two_pile::TwoPileRules;
//! let wythoff: TwoPileRules = "one,both".parse().unwrap();
//! assert_eq!(wythoff.p_positions(11), vec![(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
//! let only_equal: TwoPileRules = "both".parse().unwrap();
//! assert_ne!(only_equal.p_positions(11), wythoff.p_positions(11));
//! ```

use crate::solver::{mex, ImpartialGame};
use grundy_text::{msg, Message};
use std::fmt;
use std::str::FromStr;

/// One kind of move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Take an amount in `min..=max` from one pile.
    One {
        /// The least amount (at least 1).
        min: u64,
        /// The most, if bounded.
        max: Option<u64>,
    },
    /// Take `x` from the first pile and `y` from the second, both in
    /// `min..=max`, with `|x − y| < below`.
    Both {
        /// The bound on the difference of the amounts (1: equal amounts).
        below: u64,
        /// The least amount from each pile (at least 1).
        min: u64,
        /// The most from each pile, if bounded.
        max: Option<u64>,
    },
}

/// The rules of a two-pile game: the union of its move kinds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TwoPileRules {
    kinds: Vec<MoveKind>,
}

/// A malformed rule spec: what is wrong, and at which column (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    /// Column of the offending text, from 1.
    pub column: usize,
    /// What is wrong and what is accepted.
    pub message: Message,
}

/// Read by the installed reader ([`grundy_text::render`]): the column,
/// then what is wrong.
impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = msg!("column-then", column = self.column, message = self.message);
        f.write_str(&grundy_text::render(&said))
    }
}

impl std::error::Error for SpecError {}

/// What a spec may be made of, for its errors.
fn accepted() -> Message {
    msg!("two-pile-accepted")
}

impl FromStr for TwoPileRules {
    type Err = SpecError;

    fn from_str(spec: &str) -> Result<Self, SpecError> {
        let mut kinds = Vec::new();
        let mut offset = 0;
        for part in spec.split(',') {
            let lead = part.len() - part.trim_start().len();
            let text = part.trim();
            let column = offset + lead + 1;
            offset += part.len() + 1;
            if text.is_empty() {
                return Err(SpecError {
                    column,
                    message: msg!("two-pile-empty-kind", accepted = accepted()),
                });
            }
            kinds.push(parse_kind(text, column)?);
        }
        Ok(TwoPileRules { kinds })
    }
}

fn parse_kind(text: &str, column: usize) -> Result<MoveKind, SpecError> {
    let (head, bounds) = match text.find('[') {
        Some(i) => (&text[..i], Some((&text[i..], column + i))),
        None => (text, None),
    };
    let (min, max) = match bounds {
        None => (1, None),
        Some((b, col)) => parse_bounds(b, col)?,
    };
    let bad = |message: Message| SpecError { column, message };
    match head {
        "one" => Ok(MoveKind::One { min, max }),
        "both" => Ok(MoveKind::Both { below: 1, min, max }),
        _ if head.starts_with("both<") => {
            let d = &head[5..];
            match d.parse::<u64>() {
                Ok(below) if below >= 1 => Ok(MoveKind::Both { below, min, max }),
                Err(_) if crate::num::is_digits(d) => Err(SpecError {
                    column: column + 5,
                    message: msg!("number-too-large", text = d, most = u64::MAX),
                }),
                _ => Err(SpecError {
                    column: column + 5,
                    message: msg!("two-pile-not-at-least-1", d = d, head = head),
                }),
            }
        }
        _ => Err(bad(msg!(
            "two-pile-unknown-kind",
            head = head,
            accepted = accepted()
        ))),
    }
}

fn parse_bounds(text: &str, column: usize) -> Result<(u64, Option<u64>), SpecError> {
    let bad = |message: Message| SpecError { column, message };
    let inner = text
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .ok_or_else(|| bad(msg!("two-pile-amounts-form", text = text)))?;
    let (lo, hi) = inner
        .split_once("..")
        .ok_or_else(|| bad(msg!("two-pile-amounts-form", text = text)))?;
    let number = |s: &str, which: &str| -> Result<Option<u64>, SpecError> {
        if s.is_empty() {
            return Ok(None);
        }
        s.parse::<u64>().map(Some).map_err(|_| {
            bad(if crate::num::is_digits(s) {
                msg!("number-too-large", text = s, most = u64::MAX)
            } else {
                msg!(
                    "two-pile-amount-not-number",
                    which = which,
                    amount = s,
                    text = text
                )
            })
        })
    };
    let min = number(lo, "least")?.unwrap_or(1);
    let max = number(hi, "largest")?;
    if min == 0 {
        return Err(bad(msg!("two-pile-amount-zero", text = text)));
    }
    if max.is_some_and(|m| m < min) {
        return Err(bad(msg!("two-pile-amounts-nothing", text = text)));
    }
    Ok((min, max))
}

fn bounds_text(min: u64, max: Option<u64>) -> String {
    match (min, max) {
        (1, None) => String::new(),
        (1, Some(hi)) => format!("[..{hi}]"),
        (lo, None) => format!("[{lo}..]"),
        (lo, Some(hi)) => format!("[{lo}..{hi}]"),
    }
}

impl fmt::Display for MoveKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveKind::One { min, max } => write!(f, "one{}", bounds_text(min, max)),
            MoveKind::Both { below: 1, min, max } => write!(f, "both{}", bounds_text(min, max)),
            MoveKind::Both { below, min, max } => {
                write!(f, "both<{below}{}", bounds_text(min, max))
            }
        }
    }
}

impl fmt::Display for TwoPileRules {
    /// The normalised spec: `one,both`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, k) in self.kinds.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{k}")?;
        }
        Ok(())
    }
}

impl TwoPileRules {
    /// The move kinds.
    pub fn kinds(&self) -> &[MoveKind] {
        &self.kinds
    }

    /// Calls `visit` with every position reachable from `(a, b)`, without
    /// allocating (duplicates are possible when kinds overlap).
    ///
    /// ```
    /// use grundy_engine::two_pile::TwoPileRules;
    /// let rules: TwoPileRules = "both".parse().unwrap();
    /// let mut seen = Vec::new();
    /// rules.for_each_move(2, 3, |x, y| seen.push((x, y)));
    /// assert_eq!(seen, vec![(1, 2), (0, 1)]);
    /// ```
    pub fn for_each_move(&self, a: u64, b: u64, mut visit: impl FnMut(u64, u64)) {
        for kind in &self.kinds {
            match *kind {
                MoveKind::One { min, max } => {
                    for (pile, size) in [(0, a), (1, b)] {
                        let top = max.map_or(size, |m| m.min(size));
                        for take in min..=top {
                            if pile == 0 {
                                visit(a - take, b);
                            } else {
                                visit(a, b - take);
                            }
                        }
                    }
                }
                MoveKind::Both { below, min, max } => {
                    let top_x = max.map_or(a, |m| m.min(a));
                    let top_y = max.map_or(b, |m| m.min(b));
                    for x in min..=top_x {
                        // |x − y| < below, y within its bounds.
                        let lo = x.saturating_sub(below - 1).max(min);
                        let hi = x.saturating_add(below - 1).min(top_y);
                        for y in lo..=hi {
                            visit(a - x, b - y);
                        }
                    }
                }
            }
        }
    }

    /// About how many moves [`TwoPileRules::grundy_table`] visits for size
    /// `n` (cells times their average number of moves): a measure of its
    /// cost, to refuse a table that would take too long.
    ///
    /// ```
    /// use grundy_engine::two_pile::TwoPileRules;
    /// let wythoff: TwoPileRules = "one,both".parse().unwrap();
    /// let wide: TwoPileRules = "both<100".parse().unwrap();
    /// assert!(wythoff.table_cost(100) < wide.table_cost(100));
    /// ```
    pub fn table_cost(&self, n: usize) -> u128 {
        let n128 = n as u128;
        let per_cell: u128 = self
            .kinds
            .iter()
            .map(|k| match *k {
                // A cell (a, b) has about a + b moves from one pile (n on
                // average) and min(a, b) from both (n / 3 on average).
                MoveKind::One { max, .. } => {
                    2 * max.map_or(n128 / 2, |m| u128::from(m).min(n128 / 2))
                }
                MoveKind::Both { below, max, .. } => {
                    let xs = max.map_or(n128 / 3, |m| u128::from(m).min(n128 / 3));
                    xs * (2 * u128::from(below) - 1).min(n128)
                }
            })
            .sum();
        n128 * n128 * per_cell.max(1)
    }

    /// The Grundy values `G(a, b)` for `0 <= a, b < n`, row by row
    /// (`table[a * n + b]`), by exhaustive computation.
    ///
    /// ```
    /// use grundy_engine::two_pile::TwoPileRules;
    /// let rules: TwoPileRules = "one,both".parse().unwrap();
    /// assert_eq!(rules.grundy_table(64), grundy_engine::wythoff::grundy_table(64));
    /// ```
    pub fn grundy_table(&self, n: usize) -> Vec<u32> {
        let mut table = vec![0u32; n * n];
        let mut values = Vec::new();
        for a in 0..n {
            for b in 0..n {
                values.clear();
                self.for_each_move(a as u64, b as u64, |x, y| {
                    values.push(u64::from(table[x as usize * n + y as usize]));
                });
                table[a * n + b] = mex(values.iter().copied()) as u32;
            }
        }
        table
    }

    /// The P-positions `(a, b)` with `a <= b < n`, in order of `a`, then `b`.
    pub fn p_positions(&self, n: usize) -> Vec<(u64, u64)> {
        let table = self.grundy_table(n);
        let mut out = Vec::new();
        for a in 0..n {
            for b in a..n {
                if table[a * n + b] == 0 {
                    out.push((a as u64, b as u64));
                }
            }
        }
        out
    }
}

impl ImpartialGame for TwoPileRules {
    type Position = (u64, u64);
    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        self.for_each_move(a, b, |x, y| out.push((x, y)));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    #[test]
    fn specs_parse_and_print_back_normalised() {
        let cases = [
            ("one,both", "one,both"),
            (" one , both<1 ", "one,both"),
            ("one[1..3],both[..2]", "one[..3],both[..2]"),
            ("both<3[2..]", "both<3[2..]"),
            ("one[2..5]", "one[2..5]"),
        ];
        for (spec, printed) in cases {
            let rules: TwoPileRules = spec.parse().unwrap_or_else(|e| panic!("{spec}: {e}"));
            assert_eq!(rules.to_string(), printed, "{spec}");
            assert_eq!(
                printed.parse::<TwoPileRules>().unwrap(),
                rules,
                "{spec} round trip"
            );
        }
    }

    #[test]
    fn malformed_specs_say_where_and_what_is_accepted() {
        let cases = [
            ("", 1, "two-pile-empty-kind"),
            ("one,,both", 5, "two-pile-empty-kind"),
            ("one,take", 5, "two-pile-unknown-kind"),
            ("both<0", 6, "two-pile-not-at-least-1"),
            ("both<x", 6, "two-pile-not-at-least-1"),
            ("one[3]", 4, "two-pile-amounts-form"),
            ("one[0..2]", 4, "two-pile-amount-zero"),
            ("one[5..2]", 4, "two-pile-amounts-nothing"),
            ("one[a..2]", 4, "two-pile-amount-not-number"),
        ];
        for (spec, column, id) in cases {
            let e = spec.parse::<TwoPileRules>().unwrap_err();
            assert_eq!(e.column, column, "{spec}: {e:?}");
            assert_eq!(e.message.id(), id, "{spec}: {e:?}");
        }
    }

    /// Whether taking `x` and `y` is a move of `kind`, straight from the
    /// definition.
    fn allowed(kind: &MoveKind, x: u64, y: u64) -> bool {
        let within = |v: u64, min: u64, max: Option<u64>| v >= min && max.is_none_or(|m| v <= m);
        match *kind {
            MoveKind::One { min, max } => {
                (x == 0 && within(y, min, max)) || (y == 0 && within(x, min, max))
            }
            MoveKind::Both { below, min, max } => {
                within(x, min, max) && within(y, min, max) && x.abs_diff(y) < below
            }
        }
    }

    #[test]
    fn moves_are_exactly_those_the_definition_allows() {
        use std::collections::BTreeSet;
        for spec in [
            "one,both",
            "both",
            "one[..2],both<2",
            "both<3[..4]",
            "one[2..3],both[1..2]",
            "both<4[2..]",
        ] {
            let rules: TwoPileRules = spec.parse().unwrap();
            for a in 0..15u64 {
                for b in 0..15u64 {
                    let mut listed = BTreeSet::new();
                    rules.for_each_move(a, b, |p, q| {
                        listed.insert((p, q));
                    });
                    let defined: BTreeSet<(u64, u64)> = (0..=a)
                        .flat_map(|p| (0..=b).map(move |q| (p, q)))
                        .filter(|&(p, q)| rules.kinds().iter().any(|k| allowed(k, a - p, b - q)))
                        .collect();
                    assert_eq!(listed, defined, "{spec} from ({a}, {b})");
                }
            }
        }
    }

    #[test]
    fn tables_match_the_generic_solver() {
        for spec in [
            "one,both",
            "both",
            "one[..2],both<2",
            "both<3[..4]",
            "one[2..3],both[1..2]",
        ] {
            let rules: TwoPileRules = spec.parse().unwrap();
            let n = 40;
            let table = rules.grundy_table(n);
            let mut solver = Solver::new(rules.clone());
            for a in 0..n {
                for b in 0..n {
                    let g = solver.grundy(&(a as u64, b as u64)).unwrap();
                    assert_eq!(u64::from(table[a * n + b]), g, "{spec} G({a}, {b})");
                }
            }
        }
    }
}

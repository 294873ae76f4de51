//! HDU 5724 (Chess): pieces on rows of 20 columns, each moving right to the
//! first empty square past the run of pieces before it, `YES`/`NO` per case.

use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};
use std::fmt::Write as _;
use std::io::Write;
use std::sync::OnceLock;

impl Problem {
    /// HDU 5724 (Chess): rows of 20 columns, `YES`/`NO` per case.
    pub const Hdu5724: Problem = Problem::new("hdu5724", &Hdu5724);
}

/// `T` cases of `n` rows, each `m p1 … pm`; a case is kept as its rows'
/// masks (bit p − 1 for a piece on column p).
struct Hdu5724;

/// The board's width.
const COLUMNS: u32 = 20;

/// The masks a piece's move reaches in a row of `width` columns: the piece
/// on column p goes to the first empty column q > p (the square to its
/// right, or past the run of pieces there), if there is one.
fn moves(mask: u32, width: u32) -> impl Iterator<Item = u32> {
    (0..width)
        .filter(move |&p| mask >> p & 1 == 1)
        .filter_map(move |p| {
            // The first empty column after p: the lowest zero bit above p.
            let above = !(mask >> p) & !1;
            let q = p + above.trailing_zeros();
            (q < width).then(|| mask & !(1 << p) | 1 << q)
        })
}

/// The value of every row of `width` columns, by mask. A move clears a
/// bit and sets a higher one, so it reaches a larger mask: one pass from
/// the largest mask down meets every option first.
fn values(width: u32) -> Vec<u8> {
    let size = 1usize << width;
    let mut value = vec![0u8; size];
    for mask in (0..size as u32).rev() {
        let mut seen = 0u64;
        for next in moves(mask, width) {
            seen |= 1 << value[next as usize];
        }
        value[mask as usize] = (!seen).trailing_zeros() as u8;
    }
    value
}

/// The table of rows of 20 columns, built once (2^20 masks, 1 MiB).
fn table() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| values(COLUMNS))
}

/// The xor of the rows' values.
fn nim_sum(rows: &[u64]) -> u8 {
    let t = table();
    rows.iter().fold(0, |x, &m| x ^ t[m as usize])
}

/// HDU 5724: `T`, then cases of `n` and n rows `m p1 … pm`; `YES` when
/// Alice, moving first, wins. A column outside 1 to 20, a repeated column
/// or more than 20 pieces on a row is refused at its token.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=t {
        let n = sc.count(|| tr!("oj-hdu5724-rows", case = case))?;
        let mut rows = Vec::with_capacity(n.min(1 << 16));
        for row in 1..=n {
            let what_m = || tr!("oj-hdu5724-pieces", row = row, case = case);
            let (m, m_token) = sc.natural_token::<N>(what_m)?;
            let Some(m) = m.to_u64().filter(|&m| m <= u64::from(COLUMNS)) else {
                return Err(Fail::Failed(
                    sc.error_at(Some(m_token), tr!("oj-hdu5724-bad", what = what_m())),
                ));
            };
            let mut mask = 0u64;
            for piece in 1..=m {
                let what = || tr!("oj-hdu5724-column", piece = piece, row = row, case = case);
                let (p, token) = sc.natural_token::<N>(what)?;
                let p = p.to_u64().unwrap_or(0);
                if !(1..=u64::from(COLUMNS)).contains(&p) || mask >> (p - 1) & 1 == 1 {
                    return Err(Fail::Failed(
                        sc.error_at(Some(token), tr!("oj-hdu5724-bad", what = what())),
                    ));
                }
                mask |= 1 << (p - 1);
            }
            rows.push(mask);
        }
        line(out, if nim_sum(&rows) != 0 { "YES" } else { "NO" });
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    Ok(())
}

impl Spec for Hdu5724 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// T ≤ 100, n ≤ 1000 rows, masks of 20 columns.
    fn limits(&self) -> Limits {
        Limits {
            count: 1_000,
            cases: 100,
            value: (1 << COLUMNS) - 1,
        }
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        count: u64,
        _value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        let full = (1u64 << COLUMNS) - 1;
        for _ in 0..n_cases.max(1) {
            let n = rng.range(1, count.max(1));
            let mut rows: Vec<u64> = (0..n)
                .map(|_| match rng.range(0, 5) {
                    0 => {
                        tags.push("pieces packed at the right end");
                        let k = rng.range(0, u64::from(COLUMNS));
                        full & !((1 << (u64::from(COLUMNS) - k)) - 1)
                    }
                    1 => {
                        tags.push("a row of few pieces");
                        (0..rng.range(0, 3)).fold(0, |m, _| m | 1 << rng.range(0, 19))
                    }
                    _ => rng.range(0, full),
                })
                .collect();
            if n > 1 && rng.chance(3) {
                // Two equal rows cancel: a lost pair.
                tags.push("two equal rows");
                rows[1] = rows[0];
            }
            input.cases.push(rows);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        let _ = writeln!(out, "{}", input.cases.len());
        for rows in &input.cases {
            let _ = writeln!(out, "{}", rows.len());
            for &mask in rows {
                let cols: Vec<String> = (0..COLUMNS)
                    .filter(|&p| mask >> p & 1 == 1)
                    .map(|p| (p + 1).to_string())
                    .collect();
                let _ = write!(out, "{}", cols.len());
                for c in cols {
                    let _ = write!(out, " {c}");
                }
                out.push('\n');
            }
        }
    }

    /// 1 to 1000 rows of masks of 20 columns.
    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| (1..=1_000).contains(&c.len()) && c.iter().all(|&m| m < 1 << COLUMNS))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let t = table();
        let values: Vec<String> = case.iter().map(|&m| t[m as usize].to_string()).collect();
        let sum = nim_sum(case);
        tr!(
            "check-explain-hdu5724",
            values = values.join(", "),
            sum = sum,
            wins = Arg::yes(sum != 0)
        )
    }
}

#[cfg(test)]
mod tests;

//! Northcott's game's judge format: HDU 1730.

use crate::families::layout::until_end;
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, join, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::northcott::{Board, Row};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// HDU 1730: Northcott's game, `I WIN!`/`BAD LUCK!` per board.
    pub const Hdu1730: Problem = Problem::new("hdu1730", &Hdu1730);
}

/// A case is `m`, then each row's two pieces.
struct Hdu1730;

/// HDU 1730: blocks `n m` (rows, columns), then `n` lines `Ti Ji`, the
/// columns of the first player's piece and the second player's, until the
/// end of input; `I WIN!` when the first player wins (the gaps' xor is not
/// 0), `BAD LUCK!` otherwise.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, block| {
        let n = sc.count(|| tr!("oj-rows-of-block", block = block))?;
        let columns: N = sc.natural(|| tr!("oj-columns-of-block", block = block))?;
        let mut rows = Vec::with_capacity(n.min(1 << 16));
        for i in 1..=n {
            let ti = || tr!("oj-column-ti", row = i, block = block);
            let ji = || tr!("oj-column-ji", row = i, block = block);
            let mut piece = |what: &dyn Fn() -> String| -> Result<(N, _), Fail> {
                let (c, token) = sc.natural_token::<N>(what)?;
                if c.is_zero() || c > columns {
                    return Err(Fail::Failed(sc.error_at(
                        Some(token),
                        tr!(
                            "oj-off-the-board",
                            what = what(),
                            column = c,
                            columns = columns
                        ),
                    )));
                }
                Ok((c, token))
            };
            let (mine, _) = piece(&ti)?;
            let (theirs, token) = piece(&ji)?;
            if mine == theirs {
                return Err(Fail::Failed(sc.error_at(
                    Some(token),
                    tr!("oj-same-square", what = ji(), column = theirs),
                )));
            }
            rows.push(Row { mine, theirs });
        }
        let board = Board::new(columns, rows).expect("every piece was checked");
        line(
            out,
            if board.value().is_zero() {
                "BAD LUCK!"
            } else {
                "I WIN!"
            },
        );
        Ok(())
    })
}

impl Spec for Hdu1730 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// The statement gives no limits we could check; these (n ≤ 1000 rows,
    /// m ≤ 100 columns) are those its accepted solutions assume.
    fn limits(&self) -> Limits {
        Limits {
            count: 1_000,
            cases: 20,
            value: 100,
        }
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            let m = rng.range(2, value.max(2));
            let rows = rng.range(1, count);
            // Rows in equal pairs make a lost board.
            let paired = rng.chance(3);
            if paired {
                tags.push("rows in equal pairs");
            }
            let mut case = vec![m];
            while (case.len() as u64) < 1 + 2 * rows {
                let t = rng.range(1, m);
                let j = loop {
                    let j = rng.range(1, m);
                    if j != t {
                        break j;
                    }
                };
                case.extend([t, j]);
                if paired && (case.len() as u64) < 1 + 2 * rows {
                    case.extend([t, j]);
                }
            }
            input.cases.push(case);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        for c in &input.cases {
            let _ = writeln!(out, "{} {}", c.len() / 2, c[0]);
            for row in c[1..].chunks(2) {
                let _ = writeln!(out, "{}", join(row));
            }
        }
    }

    /// `m` then the rows' pieces, on the board and on different squares.
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| {
            c.len() % 2 == 1
                && c.len() >= 3
                && c[1..]
                    .chunks(2)
                    .all(|r| r[0] != r[1] && r.iter().all(|&p| (1..=c[0]).contains(&p)))
        })
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let rows = case[1..].chunks(2).map(|r| Row::new(r[0], r[1])).collect();
        match Board::new(case[0], rows) {
            Ok(board) => grundy_i18n::read(&board.explain()),
            Err(e) => e.to_string(),
        }
    }
}

//! `grundy quotient --sweep FAMILY`: the misère quotient of every code of a
//! family, each within the same bounds, summed up in one table; with
//! `--resume FILE`, each row is appended to FILE as its code ends and the
//! codes already there are not computed again.

use super::{cannot_write, rows_file, CommandError};
use crate::cli::{AsWritten, QuotientArgs};
use grundy_engine::octal::TakeAndBreak;
use grundy_engine::quotient::{Limits, Quotient};
use grundy_i18n::tr;
use indicatif::ProgressBar;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};
use unicode_width::UnicodeWidthStr;

/// Each code's time when `--timeout` is not given.
const DEFAULT_SECONDS: u64 = 10;

/// Runs the sweep: exit status 0 when every code has its row (partial
/// quotients included: the table says which), 2 for bad input.
pub fn sweep(
    args: &QuotientArgs,
    family: &AsWritten<Vec<TakeAndBreak>>,
) -> Result<ExitCode, CommandError> {
    let timeout = args.timeout.unwrap_or(Duration::from_secs(DEFAULT_SECONDS));
    let mut done = match &args.resume {
        Some(path) => read_rows(path)?,
        None => HashMap::new(),
    };
    let codes = &family.parsed;
    let taken = codes
        .iter()
        .filter(|c| done.contains_key(&c.to_string()))
        .count();
    let mut file = match &args.resume {
        Some(path) => {
            if taken > 0 {
                eprintln!(
                    "{}",
                    tr!(
                        "quotient-sweep-resumed",
                        done = taken,
                        codes = codes.len(),
                        file = path.display().to_string()
                    )
                );
            }
            Some(rows_file::open(path)?)
        }
        None => None,
    };
    // The bar draws only when stderr is a terminal.
    let bar = ProgressBar::new(codes.len() as u64);
    bar.set_style(crate::progress::style("codes", true));
    let mut rows: Vec<Value> = Vec::with_capacity(codes.len());
    for (i, code) in codes.iter().enumerate() {
        let name = code.to_string();
        bar.set_position(i as u64);
        bar.set_message(name.clone());
        if let Some(row) = done.remove(&name) {
            rows.push(row);
            continue;
        }
        let limits = Limits {
            heaps: args.heaps,
            deadline: Some(Instant::now() + timeout),
            ..Limits::default()
        };
        let q = Quotient::build(code, &limits, |_| {});
        let row = grundy_json::sweep_row(&q);
        if let (Some(file), Some(path)) = (&mut file, &args.resume) {
            rows_file::append(file, path, &row)?;
        }
        rows.push(row);
    }
    bar.finish_and_clear();
    let text = if args.json {
        json!({
            "family": family.text,
            "heaps": args.heaps,
            "timeout": timeout.as_secs(),
            "rows": rows,
        })
        .to_string()
            + "\n"
    } else {
        table(&family.text, args.heaps, timeout.as_secs(), &rows)
    };
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(cannot_write)?;
    Ok(ExitCode::SUCCESS)
}

/// The rows of a file a sweep wrote, by code; a line that is not one is
/// bad input, named by its number.
fn read_rows(path: &Path) -> Result<HashMap<String, Value>, CommandError> {
    let mut rows = HashMap::new();
    for (line, row) in rows_file::read(path)? {
        let game = row
            .as_ref()
            .and_then(|r| r.get("game"))
            .and_then(Value::as_str)
            .map(str::to_string);
        match (row, game) {
            (Some(row), Some(game)) if row.get("size").is_some_and(Value::is_u64) => {
                rows.insert(game, row);
            }
            _ => {
                return Err(CommandError::Input(tr!(
                    "quotient-resume-bad-line",
                    file = path.display().to_string(),
                    line = line
                )))
            }
        }
    }
    Ok(rows)
}

/// The summary table, one code a line, columns aligned (by display
/// width: Chinese headings take two columns a character).
fn table(family: &str, heaps: usize, seconds: u64, rows: &[Value]) -> String {
    let cell = rows_file::cell;
    let mut lines: Vec<Vec<String>> = vec![tr!("quotient-sweep-columns")
        .split(',')
        .map(str::to_string)
        .collect()];
    for row in rows {
        let complete = row["complete"].as_bool() == Some(true);
        lines.push(vec![
            cell(&row["game"]),
            cell(&row["size"]),
            cell(&row["p_size"]),
            cell(&row["period"]),
            cell(&row["preperiod"]),
            cell(&row["tame"]),
            cell(&row["last_rogue"]),
            cell(&row["heaps"]),
            if complete {
                tr!("quotient-sweep-complete")
            } else {
                tr!("quotient-sweep-partial")
            },
        ]);
    }
    let columns = lines[0].len();
    let width: Vec<usize> = (0..columns)
        .map(|c| {
            lines
                .iter()
                .map(|l| l.get(c).map_or(0, |s| s.width()))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = tr!(
        "quotient-sweep-heading",
        family = family,
        heaps = heaps,
        seconds = seconds
    ) + "\n";
    for line in &lines {
        let cells: Vec<String> = line
            .iter()
            .zip(&width)
            .map(|(s, &w)| format!("{s}{}", " ".repeat(w - s.width())))
            .collect();
        out += cells.join("  ").trim_end();
        out += "\n";
    }
    let complete = rows
        .iter()
        .filter(|r| r["complete"].as_bool() == Some(true))
        .count();
    let tame = rows
        .iter()
        .filter(|r| r["complete"].as_bool() == Some(true) && r["tame"].is_string())
        .count();
    out += &tr!(
        "quotient-sweep-summary",
        complete = complete,
        codes = rows.len(),
        tame = tame
    );
    out += "\n";
    out
}

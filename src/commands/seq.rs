//! `grundy seq`: the nim-sequence of a heap game, streamed, with its period.

use super::{cannot_write, check_plot, plotted, CommandError};
use crate::cli::SeqArgs;
use grundy_engine::heap::HeapGame;
use indicatif::ProgressBar;
use serde_json::json;
use std::io::{self, Write};
use std::process::ExitCode;

/// `grundy seq`.
pub fn run(args: SeqArgs) -> Result<ExitCode, CommandError> {
    let SeqArgs {
        game,
        up_to,
        row,
        json,
        plot,
    } = args;
    if plot.is_some() && up_to >= grundy_plot::SEQUENCE_LIMIT {
        let e = grundy_plot::PlotError::TooManyValues {
            len: up_to + 1,
            limit: grundy_plot::SEQUENCE_LIMIT,
        };
        return Err(CommandError::Input(format!("--plot: {e}")));
    }
    check_plot(plot.as_ref())?;
    let mut stdout = io::BufWriter::new(io::stdout().lock());
    let values = write_sequence(&game.text, &game.parsed, up_to, row, json, &mut stdout)
        .and_then(|values| stdout.flush().map(|()| values))
        .map_err(cannot_write)?;
    if let Some(plot) = &plot {
        let title = format!(
            "Nim-sequence of {} (G(0) to G({up_to}))",
            game.parsed.name()
        );
        plotted(
            &plot.path,
            grundy_plot::nim_sequence(&plot.path, &values, &title),
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Computes G(0..=up_to), writing the values as they come, then the period.
fn write_sequence(
    spec: &str,
    game: &HeapGame,
    up_to: usize,
    row: usize,
    json_out: bool,
    out: &mut dyn Write,
) -> io::Result<Vec<u32>> {
    let canonical = game.to_string();
    let title = super::as_asked(spec, game);
    let len = up_to + 1;
    // The bar draws only when stderr is a terminal; it is for long runs.
    let bar = if len >= 1 << 16 {
        ProgressBar::new(len as u64)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(crate::progress::style("values", false));
    let mut failure: Option<io::Error> = None;
    let write = |out: &mut dyn Write, n: usize, g: u32| -> io::Result<()> {
        if json_out {
            if n > 0 {
                out.write_all(b",")?;
            }
            return write!(out, "{g}");
        }
        if n.is_multiple_of(row) {
            if n > 0 {
                writeln!(out)?;
            }
            write!(out, "{n:>width$}:", width = up_to.to_string().len())?;
        }
        write!(out, " {g}")
    };
    if json_out {
        write!(
            out,
            "{{\"game\":{},\"spec\":{},\"values\":[",
            json!(canonical),
            json!(spec.trim())
        )?;
    } else {
        writeln!(out, "{title}: G(0..={up_to})")?;
    }
    let values = game.sequence_each(len, |n, g| {
        if failure.is_none() {
            if let Err(e) = write(out, n, g) {
                failure = Some(e);
            }
        }
        if n % 4096 == 0 {
            bar.set_position(n as u64);
        }
    });
    bar.finish_and_clear();
    if let Some(e) = failure {
        return Err(e);
    }
    let p = game.periodicity(&values);
    let period = p.period.as_ref();
    if json_out {
        out.write_all(b"]")?;
        let tail = json!({
            "period": period.map(|p| p.period),
            "preperiod": period.map(|p| p.preperiod),
            "saltus": period.map(|p| p.saltus),
            "proven": p.proven,
            "proof": p.proof,
        });
        let tail = serde_json::to_string(&tail).expect("JSON values serialize");
        // Splice the tail's fields after "values".
        writeln!(out, ",{}", &tail[1..])?;
        return Ok(values);
    }
    writeln!(out)?;
    match period {
        None => writeln!(out, "no period seen in G(0..={up_to})")?,
        Some(per) => {
            let kind = if per.saltus == 0 {
                format!("period {}", per.period)
            } else {
                format!(
                    "arithmetic period {} with saltus {} (G(n + {}) = G(n) + {})",
                    per.period, per.saltus, per.period, per.saltus
                )
            };
            write!(out, "{kind}, preperiod {}: ", per.preperiod)?;
            match &p.proof {
                Some(proof) => writeln!(out, "proven ({proof})")?,
                None => writeln!(out, "observed up to n = {up_to}, not proven")?,
            }
        }
    }
    Ok(values)
}

//! `grundy seq`: the nim-sequence of a heap game, streamed, with its period.

use super::{cannot_write, check_plot, plotted, CommandError};
use crate::cli::SeqArgs;
use grundy_engine::heap::HeapGame;
use grundy_i18n::tr;
use indicatif::ProgressBar;
use serde_json::json;
use std::io::{self, Write};
use std::process::ExitCode;

mod misere;

/// The last heap of `seq` when `--up-to` is not given.
const UP_TO: usize = 100;
/// The last heap of `seq --misere` when `--up-to` is not given: the genus
/// search grows with the partitions of the heap, and 0.77 takes well under
/// a second to here.
const MISERE_UP_TO: usize = 30;

/// `grundy seq`.
pub fn run(args: SeqArgs) -> Result<ExitCode, CommandError> {
    let SeqArgs {
        game,
        up_to,
        row,
        json,
        csv,
        plot,
        no_text,
        misere,
    } = args;
    if misere {
        let style = if json {
            misere::Style::Json
        } else if csv {
            misere::Style::Csv
        } else {
            misere::Style::Text
        };
        let up_to = up_to.unwrap_or(MISERE_UP_TO);
        return misere::run(&game.text, &game.parsed, up_to, style);
    }
    let up_to = up_to.unwrap_or(UP_TO);
    if plot.is_some() && up_to >= grundy_plot::SEQUENCE_LIMIT {
        let e = grundy_plot::PlotError::TooManyValues {
            len: up_to + 1,
            limit: grundy_plot::SEQUENCE_LIMIT,
        };
        return Err(super::plot_refused(e));
    }
    check_plot(plot.as_ref())?;
    let style = if no_text {
        Style::Nothing
    } else if json {
        Style::Json
    } else if csv {
        Style::Csv
    } else {
        Style::Text { row }
    };
    let mut stdout = io::BufWriter::new(io::stdout().lock());
    let (values, status) = write_sequence(&game.text, &game.parsed, up_to, style, &mut stdout)
        .and_then(|done| stdout.flush().map(|()| done))
        .map_err(cannot_write)?;
    if let Some(plot) = &plot {
        let title = grundy_i18n::tr!(
            "plot-sequence-title",
            game = game.parsed.name(),
            last = up_to
        );
        plotted(
            &plot.path,
            grundy_plot::nim_sequence(&plot.path, &values, &title, &status),
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// How the values are written.
#[derive(Clone, Copy)]
enum Style {
    /// Lines of `row` values headed by the first one's heap size, then the period.
    Text { row: usize },
    /// One JSON document.
    Json,
    /// `n,value` lines under a header.
    Csv,
    /// Nothing (`--no-text`).
    Nothing,
}

/// Computes G(0..=up_to), writing the values as they come, then the period;
/// returns the values and what is known of their period.
fn write_sequence(
    spec: &str,
    game: &HeapGame,
    up_to: usize,
    style: Style,
    out: &mut dyn Write,
) -> io::Result<(Vec<u32>, grundy_plot::PeriodStatus)> {
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
    let width = up_to.to_string().len();
    let write = |out: &mut dyn Write, n: usize, g: u32| -> io::Result<()> {
        match style {
            Style::Json if n > 0 => write!(out, ",{g}"),
            Style::Json => write!(out, "{g}"),
            Style::Csv => writeln!(out, "{n},{g}"),
            Style::Nothing => Ok(()),
            Style::Text { row } => {
                if n.is_multiple_of(row) {
                    if n > 0 {
                        writeln!(out)?;
                    }
                    write!(out, "{n:>width$}:")?;
                }
                write!(out, " {g}")
            }
        }
    };
    match style {
        Style::Json => write!(
            out,
            "{{\"game\":{},\"spec\":{},\"values\":[",
            json!(canonical),
            json!(spec.trim())
        )?,
        Style::Csv => writeln!(out, "n,value")?,
        Style::Nothing => {}
        Style::Text { .. } => writeln!(out, "{title}: G(0..={up_to})")?,
    }
    let values = game.sequence_each(len, |n, g| {
        if failure.is_none()
            && let Err(e) = write(out, n, g)
        {
            failure = Some(e);
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
    let status = match &p.period {
        None => grundy_plot::PeriodStatus::Unseen,
        Some(period) if p.proven => grundy_plot::PeriodStatus::Proven(period.clone()),
        Some(period) => grundy_plot::PeriodStatus::Observed(period.clone()),
    };
    let period = p.period.as_ref();
    match style {
        Style::Csv | Style::Nothing => return Ok((values, status)),
        Style::Json | Style::Text { .. } => {}
    }
    if matches!(style, Style::Json) {
        out.write_all(b"]")?;
        let tail = json!({
            "period": period.map(|p| p.period),
            "preperiod": period.map(|p| p.preperiod),
            "saltus": period.map(|p| p.saltus),
            "proven": p.proven,
            "proof": p.proof.as_ref().map(grundy_i18n::say),
        });
        let tail = serde_json::to_string(&tail).expect("JSON values serialize");
        // Splice the tail's fields after "values".
        writeln!(out, ",{}", &tail[1..])?;
        return Ok((values, status));
    }
    writeln!(out)?;
    // `grundy pattern` reads this line back, in either language.
    match period {
        None => writeln!(out, "{}", tr!("seq-no-period", last = up_to))?,
        Some(per) => {
            let kind = if per.saltus == 0 {
                tr!("seq-period-kind", period = per.period)
            } else {
                tr!(
                    "seq-arithmetic-kind",
                    period = per.period,
                    saltus = per.saltus
                )
            };
            let line = match &p.proof {
                Some(proof) => tr!(
                    "seq-period-proven",
                    kind = kind,
                    preperiod = per.preperiod,
                    proof = proof
                ),
                None => tr!(
                    "seq-period-observed",
                    kind = kind,
                    preperiod = per.preperiod,
                    last = up_to
                ),
            };
            writeln!(out, "{line}")?;
        }
    }
    Ok((values, status))
}

//! `grundy two-pile`: tabulate a two-pile game given by a rule spec.

use super::{check_plot, plotted, print_text, CommandError};
use crate::cli::TwoPileArgs;
use grundy_engine::two_pile::TwoPileRules;
use grundy_i18n::tr;
use std::fmt::Write as _;
use std::process::ExitCode;

/// The most moves a `two-pile` table may visit: a few seconds of work.
const TWO_PILE_WORK_LIMIT: u128 = 3_000_000_000;

/// `grundy two-pile`.
pub fn run(args: TwoPileArgs) -> Result<ExitCode, CommandError> {
    let (rules, spec) = (&args.spec.parsed, &args.spec.text);
    let size = args.size;
    let cost = rules.table_cost(size);
    if cost > TWO_PILE_WORK_LIMIT {
        return Err(CommandError::Input(tr!(
            "two-pile-too-much-work",
            spec = spec,
            size = size,
            cost = cost,
            limit = TWO_PILE_WORK_LIMIT
        )));
    }
    // Every check of --plot comes before any work.
    if let Some(format) = args
        .plot
        .as_ref()
        .map(|p| p.format)
        .filter(|f| size > f.heatmap_limit())
    {
        let e = grundy_plot::PlotError::TooLarge { n: size, format };
        return Err(super::plot_refused(e));
    }
    check_plot(args.plot.as_ref())?;
    let table = rules.grundy_table(size);
    if !args.no_text {
        print_text(&render(
            rules,
            &table,
            &Tabulate {
                size,
                table: args.table,
                map: args.map,
                csv: args.csv,
                json: args.json,
            },
        ))?;
    }
    if let Some(plot) = &args.plot {
        let title = tr!("plot-two-pile-title", rules = rules, n = size);
        plotted(
            &plot.path,
            grundy_plot::heatmap(&plot.path, &table, size, &title),
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// What to print besides the P-positions.
struct Tabulate {
    size: usize,
    table: bool,
    map: bool,
    csv: bool,
    json: bool,
}

/// The text of the tabulation, from the Grundy table of the piles below `t.size`.
fn render(rules: &TwoPileRules, table: &[u32], t: &Tabulate) -> String {
    let n = t.size;
    if t.json {
        let mut s = grundy_json::two_pile(rules, n, table, t.table).to_string();
        s.push('\n');
        return s;
    }
    let p: Vec<(u64, u64)> = (0..n)
        .flat_map(|a| (a..n).map(move |b| (a, b)))
        .filter(|&(a, b)| table[a * n + b] == 0)
        .map(|(a, b)| (a as u64, b as u64))
        .collect();
    if t.table && t.csv {
        return super::wythoff::table_text(table, n, true);
    }
    let mut out = String::new();
    let _ = writeln!(out, "{}", tr!("two-pile-heading", rules = rules, n = n));
    let _ = writeln!(out, "{}", tr!("two-pile-p-positions"));
    let w = n.saturating_sub(1).to_string().len().max(3);
    let _ = writeln!(out, "  {:>w$} {:>w$} {:>w$}", "a", "b", "b-a");
    for &(a, b) in &p {
        let _ = writeln!(out, "  {a:>w$} {b:>w$} {:>w$}", b - a);
    }
    if t.map {
        let _ = writeln!(out, "\n{}", tr!("two-pile-map"));
        out.push_str(&super::wythoff::map_text(n, |a, b| table[a * n + b] == 0));
    }
    if t.table {
        let _ = writeln!(out, "\n{}", tr!("two-pile-table"));
        out.push_str(&super::wythoff::table_text(table, n, false));
    }
    out
}

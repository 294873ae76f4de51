//! `grundy wythoff`: analyses, P-positions, maps and Grundy tables.

use super::{check_plot, plotted, print_report, print_text, CommandError};
use crate::cli::WythoffArgs;
use crate::input::{dispatch, items, numbers, tokens};
use crate::report::{grundy_value, number, MoveReport, Position, Report, Show};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::wythoff::{self, WythoffMove};
use grundy_i18n::tr;
use serde_json::{json, Map};
use std::fmt::Write as _;
use std::process::ExitCode;

/// Piles up to this size get their Grundy value computed (a table of
/// (a + 1) × (b + 1) cells).
pub const GRUNDY_LIMIT: u64 = 4096;

/// `grundy wythoff`: an analysis of two piles, or with `--p-position`,
/// `--map` or `--table` the game's P-positions or Grundy values.
pub fn run(args: WythoffArgs) -> Result<ExitCode, CommandError> {
    let WythoffArgs {
        piles,
        p_position,
        map,
        table,
        csv,
        plot,
        no_text,
        analysis,
    } = args;
    if let Some(range) = p_position {
        return print_text(&p_positions(&range.from, &range.to, analysis.json));
    }
    if let Some(n) = map {
        check_plot(plot.as_ref())?;
        if !no_text {
            print_text(&if analysis.json {
                p_position_map_json(n)
            } else {
                p_position_map(n)
            })?;
        }
        if let Some(plot) = &plot {
            plotted(&plot.path, grundy_plot::wythoff_p_positions(&plot.path, n))?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(n) = table {
        // Every check of --plot comes before any output.
        if let Some(format) = plot
            .as_ref()
            .map(|p| p.format)
            .filter(|f| n > f.heatmap_limit())
        {
            let e = grundy_plot::PlotError::TooLarge { n, format };
            return Err(super::plot_refused(e));
        }
        check_plot(plot.as_ref())?;
        if !no_text {
            print_text(&if analysis.json {
                grundy_table_json(n)
            } else {
                grundy_table_text(n, csv)
            })?;
        }
        if let Some(plot) = &plot {
            let g = wythoff::grundy_table(n);
            plotted(
                &plot.path,
                grundy_plot::wythoff_grundy_heatmap(&plot.path, &g, n),
            )?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    if plot.is_some() {
        return Err(CommandError::Input(tr!("wythoff-plot-needs")));
    }
    let t = tokens(&piles)?;
    if t.len() != 2 {
        return Err(CommandError::Input(match t.get(2) {
            Some(extra) => {
                let why = tr!("wythoff-third-number", token = extra.text);
                crate::input::BadInput::at(&extra.place, why).0
            }
            None => tr!("wythoff-two-piles", found = t.len()),
        }));
    }
    let show = analysis.show();
    let report = dispatch!(numbers(&items(&t, "noun-pile"))?, |v| {
        let mut v = v.into_iter();
        let (a, b) = (v.next().expect("two piles"), v.next().expect("two piles"));
        analysis_report(a, b, show)
    });
    print_report(&report, show)
}

/// The analysis of the position (a, b).
fn analysis_report<N: Natural>(a: N, b: N, show: Show) -> Report {
    let report = |m: &WythoffMove<N>| {
        let (x, y) = m.apply(&a, &b);
        let fields = match m {
            WythoffMove::One { pile, amount } => json!({
                "kind": "one", "pile": pile + 1, "amount": number(amount),
            }),
            WythoffMove::Both { amount } => json!({ "kind": "both", "amount": number(amount) }),
        };
        MoveReport::new(m.to_string(), fields, vec![(0, x), (1, y)])
    };
    let moves = wythoff::winning_moves(&a, &b);
    let grundy = match (a.to_u64(), b.to_u64()) {
        (Some(x), Some(y)) if x <= GRUNDY_LIMIT && y <= GRUNDY_LIMIT => {
            let n = x.max(y) as usize + 1;
            grundy_value(&u64::from(
                wythoff::grundy_table(n)[x as usize * n + y as usize],
            ))
        }
        _ => None,
    };
    Report {
        game: "wythoff",
        heading: grundy_i18n::tr!("wythoff-heading", a = a, b = b),
        parameters: Map::new(),
        position: Position::new(&[a.clone(), b.clone()]),
        grundy,
        outcome: wythoff::outcome(&a, &b),
        canonical: moves.first().map(report),
        all: show
            .every_move()
            .then(|| Ok(moves.iter().map(report).collect())),
        explanation: show
            .explain
            .then(|| grundy_i18n::read(&wythoff::explain(&a, &b))),
        remoteness: super::remoteness(super::as_played(1, || vec![format!("wythoff={a},{b}")])),
    }
}

/// The P-positions k = from..=to, one per line: `P-position k: (a, b)`.
fn p_positions(from: &BigNat, to: &BigNat, json_out: bool) -> String {
    if json_out {
        let mut out = grundy_json::wythoff_p_positions(from, to).to_string();
        out.push('\n');
        return out;
    }
    let mut out = String::new();
    let mut k = from.clone();
    while k <= *to {
        let (a, b) = wythoff::p_position(&k).expect("arbitrary precision fits");
        // Labelled: three bare numbers read as a position of three piles.
        let _ = writeln!(
            out,
            "{}",
            tr!("wythoff-p-position-line", k = k, a = a, b = b)
        );
        k += BigNat::ONE;
    }
    out
}

fn p_position_map(n: usize) -> String {
    let mut out = String::new();
    // `grundy pattern` knows the map by this line, in either language.
    let _ = writeln!(out, "{}", tr!("wythoff-map-heading", n = n));
    out.push_str(&map_text(n, |a, b| {
        !wythoff::outcome(&(a as u64), &(b as u64)).first_player_wins()
    }));
    out
}

/// [`p_position_map`] as JSON: the P-positions `[a, b]` with `a, b < n`,
/// by `a` then `b`.
fn p_position_map_json(n: usize) -> String {
    let lost: Vec<[usize; 2]> = (0..n)
        .flat_map(|a| (0..n).map(move |b| [a, b]))
        .filter(|&[a, b]| !wythoff::outcome(&(a as u64), &(b as u64)).first_player_wins())
        .collect();
    let mut out =
        json!({ "game": "wythoff", "map": { "size": n, "p_positions": lost } }).to_string();
    out.push('\n');
    out
}

/// The Grundy table as JSON: `grundy[a][b]` = G(a, b) for `a, b < n`.
fn grundy_table_json(n: usize) -> String {
    let mut out = grundy_json::wythoff_table(n, &wythoff::grundy_table(n)).to_string();
    out.push('\n');
    out
}

/// Rows `a` of `P` (where `lost(a, b)`) and `.`, labelled with `a`.
pub fn map_text(n: usize, lost: impl Fn(usize, usize) -> bool) -> String {
    let mut out = String::new();
    let width = n.saturating_sub(1).to_string().len();
    for a in 0..n {
        let _ = write!(out, "{a:>width$} ");
        for b in 0..n {
            out.push(if lost(a, b) { 'P' } else { '.' });
        }
        out.push('\n');
    }
    out
}

/// The Grundy table G(a, b) for 0 <= a, b < n, as aligned text or CSV.
fn grundy_table_text(n: usize, csv: bool) -> String {
    table_text(&wythoff::grundy_table(n), n, csv)
}

/// A table of n × n values, row by row, as aligned text or CSV with a
/// header row.
pub fn table_text(g: &[u32], n: usize, csv: bool) -> String {
    let width = g.iter().max().map_or(1, |m| m.to_string().len());
    let mut out = String::new();
    if csv {
        let header: Vec<String> = (0..n).map(|b| b.to_string()).collect();
        let _ = writeln!(out, "a\\b,{}", header.join(","));
    }
    for a in 0..n {
        let row = &g[a * n..(a + 1) * n];
        if csv {
            let cells: Vec<String> = row.iter().map(u32::to_string).collect();
            let _ = writeln!(out, "{a},{}", cells.join(","));
        } else {
            let cells: Vec<String> = row.iter().map(|v| format!("{v:>width$}")).collect();
            let _ = writeln!(out, "{}", cells.join(" "));
        }
    }
    out
}

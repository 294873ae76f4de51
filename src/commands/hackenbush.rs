//! `grundy hackenbush`: Green Hackenbush on rooted graphs, a sum of them.

use super::{cannot_write, CommandError};
use crate::cli::HackenbushArgs;
use crate::input::read_stdin;
use grundy_engine::hackenbush::{Graph, CUT_LIMIT};
use grundy_engine::Outcome;
use serde_json::json;
use std::io::{self, Write};
use std::process::ExitCode;

/// A winning cut: in graph `graph` (from 0), edge `edge`, leaving a graph
/// worth `value` (the xor of the others, so the sum is worth 0).
struct Win {
    graph: usize,
    edge: usize,
    value: u64,
    after: Graph,
}

/// `grundy hackenbush`.
pub fn run(args: HackenbushArgs) -> Result<ExitCode, CommandError> {
    let graphs = read_graphs(&args.graphs, args.root)?;
    let values: Vec<u64> = graphs.iter().map(Graph::value).collect();
    let total = values.iter().fold(0, |x, v| x ^ v);
    // The winning cuts, unless some graph is too large to list its cuts.
    let mut wins = Vec::new();
    let mut unlisted = None;
    if total != 0 {
        for (i, g) in graphs.iter().enumerate() {
            match g.cuts_to(total ^ values[i]) {
                Ok(cuts) => wins.extend(cuts.into_iter().map(|c| Win {
                    graph: i,
                    edge: c.edge,
                    value: c.value,
                    after: g.after_cut(c.edge),
                })),
                Err(e) => {
                    unlisted.get_or_insert(format!("graph {}: {e}", i + 1));
                }
            }
        }
    }
    let outcome = Outcome::from_first_player_wins(total != 0);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let show = args.analysis.show();
    let complete = unlisted.is_none();
    let written = if show.json {
        json_answer(
            &graphs, &values, total, outcome, &wins, complete, args.root, &mut out,
        )
    } else {
        text_answer(
            &graphs,
            &values,
            total,
            outcome,
            &wins,
            show.all,
            show.explain,
            &mut out,
        )
    };
    written.and_then(|()| out.flush()).map_err(cannot_write)?;
    if let Some(why) = unlisted {
        eprintln!("incomplete: not every winning move is listed: {why}; the verdict is exact");
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// The graphs of the arguments, or of standard input's lines for a lone
/// `-` (blank lines skipped), each error with its place.
fn read_graphs(args: &[String], root: u64) -> Result<Vec<Graph>, CommandError> {
    if args.is_empty() {
        return Err(CommandError::Input(
            "give the graphs, each its edges A-B joined by commas, rooted at vertex 1: grundy \
             hackenbush 1-2,2-3,3-1 1-2"
                .into(),
        ));
    }
    let mut lines: Vec<(String, String)> = Vec::new();
    if args.len() == 1 && args[0] == "-" {
        let data = read_stdin()
            .map_err(|e| CommandError::Input(format!("cannot read standard input: {e}")))?;
        let text = String::from_utf8(data).map_err(|e| {
            CommandError::Input(format!(
                "standard input is not UTF-8 text (byte {})",
                e.utf8_error().valid_up_to()
            ))
        })?;
        for (i, line) in text.lines().enumerate() {
            if !line.trim().is_empty() {
                lines.push((format!("line {}", i + 1), line.to_string()));
            }
        }
        if lines.is_empty() {
            return Err(CommandError::Input(
                "standard input holds no graph: write one a line, its edges A-B".into(),
            ));
        }
    } else {
        for (i, arg) in args.iter().enumerate() {
            if arg == "-" {
                return Err(CommandError::Input(format!(
                    "argument {}: \"-\" (read standard input) must be the only argument",
                    i + 1
                )));
            }
            lines.push((format!("argument {}", i + 1), arg.clone()));
        }
    }
    lines
        .iter()
        .map(|(place, text)| {
            Graph::parse(text, root).map_err(|e| CommandError::Input(format!("{place}, {e}")))
        })
        .collect()
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn falls(before: &Graph, after: &Graph) -> usize {
    let live = before.live().iter().filter(|&&l| l).count();
    live - 1 - after.edges().len()
}

fn describe(graphs: &[Graph], w: &Win) -> String {
    let g = &graphs[w.graph];
    let fall = falls(g, &w.after);
    let falls = if fall == 0 {
        String::new()
    } else {
        format!(
            " ({} {} with it)",
            plural(fall, "edge", "edges"),
            if fall == 1 { "falls" } else { "fall" }
        )
    };
    let part = if graphs.len() > 1 {
        format!("graph {}: ", w.graph + 1)
    } else {
        String::new()
    };
    format!(
        "{part}cut edge {}{falls}, leaving {} worth {}",
        g.edge_name(w.edge),
        w.after,
        w.value
    )
}

#[allow(clippy::too_many_arguments)]
fn text_answer(
    graphs: &[Graph],
    values: &[u64],
    total: u64,
    outcome: Outcome,
    wins: &[Win],
    all: bool,
    explain: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let root = graphs[0].root();
    writeln!(
        out,
        "Green Hackenbush: {} rooted at vertex {root}; a move cuts an edge, and whatever no \
         longer reaches the root falls",
        plural(graphs.len(), "graph", "graphs")
    )?;
    for (i, g) in graphs.iter().enumerate() {
        let edges = g.live().iter().filter(|&&l| l).count();
        let shown = if g.edges().len() > 12 {
            let first: Vec<String> = g.edges()[..12].iter().map(ToString::to_string).collect();
            format!("{},…", first.join(","))
        } else {
            g.to_string()
        };
        writeln!(
            out,
            "  graph {}: {shown} ({}): worth {}",
            i + 1,
            plural(edges, "edge", "edges"),
            values[i]
        )?;
    }
    if graphs.len() > 1 {
        let terms: Vec<String> = values.iter().map(u64::to_string).collect();
        writeln!(out, "the sum is worth {} = {total}", terms.join(" xor "))?;
    }
    writeln!(out, "{}", crate::report::verdict(outcome))?;
    if total == 0 {
        writeln!(
            out,
            "no winning move: every cut leaves the opponent a winning position"
        )?;
    } else if !wins.is_empty() {
        crate::report::write_moves(out, "winning", wins, all, |w| describe(graphs, w))?;
    }
    if explain {
        for (i, g) in graphs.iter().enumerate() {
            writeln!(out)?;
            writeln!(out, "graph {}:", i + 1)?;
            writeln!(out, "{}", g.explain())?;
        }
        writeln!(out)?;
        if graphs.len() > 1 {
            writeln!(
                out,
                "graphs glued at the root are their sum: the values xor to {total}"
            )?;
        }
        if total == 0 {
            writeln!(out, "the position is worth 0: the player to move loses")?;
        } else {
            writeln!(
                out,
                "a winning cut leaves a graph worth its value xor {total}, so that the whole is \
                 worth 0; each cut is valued on the graph itself (a cut inside a cycle changes \
                 how it fuses), up to {CUT_LIMIT} edges a graph"
            )?;
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn json_answer(
    graphs: &[Graph],
    values: &[u64],
    total: u64,
    outcome: Outcome,
    wins: &[Win],
    complete: bool,
    root: u64,
    out: &mut dyn Write,
) -> io::Result<()> {
    let v = json!({
        "game": "hackenbush",
        "root": root,
        "graphs": graphs.iter().zip(values).map(|(g, v)| json!({
            "edges": g.to_string(),
            "live_edges": g.live().iter().filter(|&&l| l).count(),
            "value": v,
        })).collect::<Vec<_>>(),
        "value": total,
        "verdict": outcome.to_string(),
        "first_player_wins": outcome.first_player_wins(),
        "moves": wins.iter().map(|w| json!({
            "graph": w.graph + 1,
            "edge": graphs[w.graph].edge_name(w.edge),
            "edge_index": w.edge + 1,
            "falls": falls(&graphs[w.graph], &w.after),
            "after": w.after.to_string(),
            "value_after": w.value,
        })).collect::<Vec<_>>(),
        "moves_complete": complete,
    });
    serde_json::to_writer(&mut *out, &v)?;
    writeln!(out)
}

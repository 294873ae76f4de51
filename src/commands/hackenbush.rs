//! `grundy hackenbush`: Green Hackenbush on rooted graphs, a sum of them.

use super::{cannot_write, CommandError};
use crate::cli::HackenbushArgs;
use crate::input::stdin_text;
use crate::report::{MovesKind, Show};
use grundy_engine::hackenbush::{Graph, CUT_LIMIT};
use grundy_engine::Outcome;
use grundy_i18n::{tr, Arg};
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
                    let graph = tr!("hackenbush-graph-number", graph = i + 1);
                    unlisted.get_or_insert(format!("{graph}: {e}"));
                }
            }
        }
    }
    let outcome = Outcome::from_first_player_wins(total != 0);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let show = args.analysis.show();
    let answer = Answer {
        graphs: &graphs,
        values: &values,
        total,
        outcome,
        wins: &wins,
        complete: unlisted.is_none(),
        root: args.root,
    };
    let written = if show.json {
        json_answer(&answer, &mut out)
    } else {
        text_answer(&answer, show, &mut out)
    };
    written.and_then(|()| out.flush()).map_err(cannot_write)?;
    if let Some(why) = unlisted {
        eprintln!("{}", tr!("incomplete-moves-verdict-exact", why = why));
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// The graphs of the arguments, or of standard input's lines for a lone
/// `-` (blank lines skipped), each error with its place.
fn read_graphs(args: &[String], root: u64) -> Result<Vec<Graph>, CommandError> {
    if args.is_empty() {
        return Err(CommandError::Input(tr!("hackenbush-give-graphs")));
    }
    let mut lines: Vec<(String, String)> = Vec::new();
    if args.len() == 1 && args[0] == "-" {
        let text = stdin_text()?;
        for (i, line) in text.lines().enumerate() {
            if !line.trim().is_empty() {
                lines.push((tr!("hackenbush-line", line = i + 1), line.to_string()));
            }
        }
    } else {
        for (i, arg) in args.iter().enumerate() {
            if arg == "-" {
                let place = crate::input::Place::Argument(i + 1);
                let why = tr!("hackenbush-stdin-only");
                return Err(crate::input::BadInput::at(&place, why).into());
            }
            lines.push((
                crate::input::Place::Argument(i + 1).to_string(),
                arg.clone(),
            ));
        }
    }
    lines
        .iter()
        .map(|(place, text)| {
            Graph::parse(text, root).map_err(|e| {
                CommandError::Input(tr!("place-and", place = place, rest = e.to_string()))
            })
        })
        .collect()
}

fn falls(before: &Graph, after: &Graph) -> usize {
    let live = before.live().iter().filter(|&&l| l).count();
    live - 1 - after.edges().len()
}

fn describe(graphs: &[Graph], w: &Win) -> String {
    let g = &graphs[w.graph];
    let fall = falls(g, &w.after);
    let part = if graphs.len() > 1 {
        tr!("hackenbush-cut-part", graph = w.graph + 1)
    } else {
        String::new()
    };
    tr!(
        "hackenbush-cut",
        part = part,
        edge = g.edge_name(w.edge),
        fall = Arg::count(fall),
        after = w.after,
        value = w.value
    )
}

/// What is answered, in text or JSON: the graphs and their values, the
/// sum's, and the winning cuts (`complete` when every one is listed).
#[derive(Clone, Copy)]
struct Answer<'a> {
    graphs: &'a [Graph],
    values: &'a [u64],
    total: u64,
    outcome: Outcome,
    wins: &'a [Win],
    complete: bool,
    root: u64,
}

fn text_answer(answer: &Answer<'_>, show: Show, out: &mut dyn Write) -> io::Result<()> {
    let Answer {
        graphs,
        values,
        total,
        outcome,
        wins,
        ..
    } = *answer;
    let Show { all, explain, .. } = show;
    let root = graphs[0].root();
    let heading = tr!(
        "hackenbush-heading",
        graphs = Arg::count(graphs.len()),
        root = root
    );
    writeln!(out, "{heading}")?;
    for (i, g) in graphs.iter().enumerate() {
        let edges = g.live().iter().filter(|&&l| l).count();
        let shown = if g.edges().len() > 12 {
            let first: Vec<String> = g.edges()[..12].iter().map(ToString::to_string).collect();
            format!("{},…", first.join(","))
        } else {
            g.to_string()
        };
        // Edges that do not reach the root fall before the first move: said
        // here, not only under --explain (issue 42: `2-3` was "(0 edges):
        // worth 0" with no word why).
        let line = tr!(
            "hackenbush-graph",
            graph = i + 1,
            edges_written = shown,
            edges = Arg::count(edges),
            fallen = Arg::count(g.edges().len() - edges),
            value = values[i]
        );
        writeln!(out, "  {line}")?;
    }
    if graphs.len() > 1 {
        let terms: Vec<String> = values.iter().map(u64::to_string).collect();
        let sum = tr!("hackenbush-sum", terms = terms.join(" xor "), total = total);
        writeln!(out, "{sum}")?;
    }
    writeln!(out, "{}", crate::report::verdict(outcome))?;
    if total == 0 {
        writeln!(out, "{}", tr!("hackenbush-no-winning-move"))?;
    } else if !wins.is_empty() {
        crate::report::write_moves(out, MovesKind::Winning, wins, all, |w| describe(graphs, w))?;
    }
    if explain {
        for (i, g) in graphs.iter().enumerate() {
            writeln!(out)?;
            writeln!(out, "{}", tr!("hackenbush-explain-graph", graph = i + 1))?;
            writeln!(out, "{}", grundy_i18n::read(&g.explain()))?;
        }
        writeln!(out)?;
        if graphs.len() > 1 {
            writeln!(out, "{}", tr!("hackenbush-explain-glued", total = total))?;
        }
        if total == 0 {
            writeln!(out, "{}", tr!("hackenbush-explain-lost"))?;
        } else {
            let why = tr!(
                "hackenbush-explain-winning-cut",
                total = total,
                limit = CUT_LIMIT
            );
            writeln!(out, "{why}")?;
        }
    }
    Ok(())
}

fn json_answer(answer: &Answer<'_>, out: &mut dyn Write) -> io::Result<()> {
    let Answer {
        graphs,
        values,
        total,
        outcome,
        wins,
        complete,
        root,
    } = *answer;
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

//! `grundy geography`: undirected vertex geography, a token moved along
//! edges, each vertex deleted as the token leaves it.

use super::{cannot_write, CommandError};
use crate::cli::GeographyArgs;
use crate::input;
use grundy_engine::geography::{Analysis, Graph, GraphError};
use grundy_engine::Outcome;
use serde_json::json;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

/// `grundy geography`.
pub fn run(args: GeographyArgs) -> Result<ExitCode, CommandError> {
    let graph = match args.grid {
        Some((rows, columns)) => Graph::grid(rows, columns).map_err(|e| {
            CommandError::Input(format!("--grid {rows}x{columns}: {}", e.message()))
        })?,
        None => read_graph(args.graph.as_deref(), args.vertices)?,
    };
    let analysis = graph.analyze(args.start).map_err(|_| {
        CommandError::Input(format!(
            "--start {}: vertex {} is not in the graph ({})",
            args.start,
            args.start,
            vertices_are(&graph, args.grid, args.vertices)
        ))
    })?;
    let mut out = io::BufWriter::new(io::stdout().lock());
    let show = args.analysis.show();
    let written = if show.json {
        json_answer(&graph, &analysis, &mut out)
    } else {
        text_answer(&graph, &analysis, show.all, show.explain, &mut out)
    };
    written.and_then(|()| out.flush()).map_err(cannot_write)?;
    Ok(ExitCode::SUCCESS)
}

/// What the vertices are, for an error about the start.
fn vertices_are(graph: &Graph, grid: Option<(u64, u64)>, vertices: Option<u64>) -> String {
    match (grid, vertices) {
        (Some((r, c)), _) => format!("the squares of the {r}x{c} board are 1 to {}", r * c),
        (None, Some(n)) => format!("its vertices are 1 to {n}"),
        (None, None) => {
            let names = graph.names();
            match names {
                [] => "it has no vertex".to_string(),
                [only] => format!("its only vertex is {only}"),
                _ if names.len() <= 12 => format!(
                    "its vertices are {}",
                    names
                        .iter()
                        .map(u64::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                _ => format!(
                    "its {} vertices are those its edges name, from {} to {}",
                    names.len(),
                    names[0],
                    names[names.len() - 1]
                ),
            }
        }
    }
}

/// The graph of the argument: a file of edges if one has that name, else
/// edges written inline; standard input for `-`; each error with its place.
fn read_graph(arg: Option<&str>, vertices: Option<u64>) -> Result<Graph, CommandError> {
    let Some(arg) = arg else {
        return Err(CommandError::Input(
            "give the graph, its edges A-B joined by commas (or a file of them, or - for standard \
             input), or --grid RxC: grundy geography 1-2,2-3,3-1 --start 1"
                .into(),
        ));
    };
    if arg != "-" && !Path::new(arg).is_file() {
        return Graph::parse(arg, vertices).map_err(|e| {
            // A name with a dot or a slash, or a word with no `-`, was
            // more likely meant as a file.
            let file_like = arg.contains(['.', '/'])
                || (arg.contains(|c: char| c.is_alphabetic()) && !arg.contains('-'));
            let mut err = placed("argument 1", &e, true);
            if file_like && arg.trim() != "none" {
                if let CommandError::Input(m) = &mut err {
                    m.push_str(&format!(" (and there is no file \"{arg}\")"));
                }
            }
            err
        });
    }
    let (place, data) = if arg == "-" {
        let data = input::read_stdin()
            .map_err(|e| CommandError::Input(format!("cannot read standard input: {e}")))?;
        ("standard input".to_string(), data)
    } else {
        let data = input::whole(Some(Path::new(arg)))
            .map_err(|e| CommandError::Input(format!("cannot read the graph file {arg}: {e}")))?;
        (arg.to_string(), data.to_vec())
    };
    let text = String::from_utf8(data).map_err(|e| {
        CommandError::Input(format!(
            "{place} is not UTF-8 text (byte {})",
            e.utf8_error().valid_up_to()
        ))
    })?;
    Graph::parse(&text, vertices).map_err(|e| {
        if arg == "-" {
            CommandError::Input(e.to_string())
        } else {
            placed(&place, &e, false)
        }
    })
}

/// The error `e` of the graph read from `place`: its column alone for an
/// argument (one line), its line and column for a file.
fn placed(place: &str, e: &GraphError, one_line: bool) -> CommandError {
    CommandError::Input(match (e.line, one_line) {
        (0, _) => format!("{place}: {}", e.message()),
        (_, true) => format!("{place}, column {}: {}", e.column, e.message()),
        (line, false) => format!("{place}, line {line}, column {}: {}", e.column, e.message()),
    })
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The graph's edges as text, the first 12 and a count of the rest.
fn shown(graph: &Graph) -> String {
    let edges = graph.edge_list();
    if edges.len() > 12 {
        let first: Vec<String> = edges[..12].iter().map(ToString::to_string).collect();
        format!("{},… ({} in all)", first.join(","), edges.len())
    } else {
        graph.to_string()
    }
}

fn text_answer(
    graph: &Graph,
    a: &Analysis,
    all: bool,
    explain: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let v = a.start;
    writeln!(
        out,
        "Undirected vertex geography: {}, {}, the token on vertex {v}; a move takes it along an \
         edge, and the vertex it leaves is deleted",
        plural(graph.vertices(), "vertex", "vertices"),
        plural(graph.edges(), "edge", "edges"),
    )?;
    writeln!(out, "  edges: {}", shown(graph))?;
    let (k, k0) = (a.matching.len(), a.matching_without_start.len());
    if a.first_player_wins {
        writeln!(
            out,
            "a maximum matching has {}, one without vertex {v} only {}: vertex {v} is in every \
             maximum matching",
            plural(k, "edge", "edges"),
            plural(k0, "edge", "edges")
        )?;
    } else {
        writeln!(
            out,
            "a maximum matching has {}, and so has one without vertex {v}: some maximum matching \
             misses vertex {v}",
            plural(k, "edge", "edges")
        )?;
    }
    writeln!(
        out,
        "{}",
        Outcome::from_first_player_wins(a.first_player_wins)
    )?;
    let wins = &a.winning_moves;
    if wins.is_empty() {
        if a.moves.is_empty() {
            writeln!(out, "no move: vertex {v} has no neighbour")?;
        } else {
            writeln!(
                out,
                "no winning move: every move leaves the opponent a winning position"
            )?;
        }
    } else {
        crate::report::write_moves(out, "winning", wins, all, |u| format!("to vertex {u}"))?;
    }
    if explain {
        writeln!(out)?;
        writeln!(out, "{}", a.explain())?;
    }
    Ok(())
}

fn json_answer(graph: &Graph, a: &Analysis, out: &mut dyn Write) -> io::Result<()> {
    let edges = |m: &grundy_engine::geography::Matching| -> Vec<String> {
        m.edges().iter().map(ToString::to_string).collect()
    };
    let v = json!({
        "game": "geography",
        "vertices": graph.vertices(),
        "edges": graph.edges(),
        "start": a.start,
        "matching": edges(&a.matching),
        "matching_without_start": edges(&a.matching_without_start),
        "in_every_maximum_matching": a.first_player_wins,
        "verdict": Outcome::from_first_player_wins(a.first_player_wins).to_string(),
        "first_player_wins": a.first_player_wins,
        "moves": a.winning_moves.iter().map(|u| json!({"to": u})).collect::<Vec<_>>(),
        "moves_complete": true,
    });
    serde_json::to_writer(&mut *out, &v)?;
    writeln!(out)
}

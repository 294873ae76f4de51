//! `grundy geography`: undirected vertex geography, a token moved along
//! edges, each vertex deleted as the token leaves it.

use super::{cannot_write, CommandError};
use crate::cli::GeographyArgs;
use crate::input;
use crate::input::Place;
use crate::report::MovesKind;
use grundy_engine::geography::{Analysis, Graph, GraphError};
use grundy_engine::Outcome;
use grundy_i18n::{tr, Arg};
use serde_json::json;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

/// `grundy geography`.
pub fn run(args: GeographyArgs) -> Result<ExitCode, CommandError> {
    let graph = match args.grid {
        Some((rows, columns)) => Graph::grid(rows, columns).map_err(|e| {
            let flag = format!("--grid {rows}x{columns}");
            CommandError::Input(tr!("flag-then", flag = flag, why = e.message()))
        })?,
        None => read_graph(args.graph.as_deref(), args.vertices)?,
    };
    let analysis = graph.analyze(args.start).map_err(|_| {
        CommandError::Input(tr!(
            "geography-no-start",
            start = args.start,
            vertices = vertices_are(&graph, args.grid, args.vertices)
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
        (Some((r, c)), _) => tr!(
            "geography-board-squares",
            rows = r,
            columns = c,
            last = r * c
        ),
        (None, Some(n)) => tr!("geography-vertices-1-to", n = n),
        (None, None) => {
            let names = graph.names();
            match names {
                [] => tr!("geography-no-vertex"),
                [only] => tr!("geography-only-vertex", vertex = only),
                _ if names.len() <= 12 => {
                    let list: Vec<String> = names.iter().map(u64::to_string).collect();
                    tr!(
                        "geography-vertices-are",
                        list = grundy_i18n::join_list(&list)
                    )
                }
                _ => tr!(
                    "geography-vertices-range",
                    count = names.len(),
                    first = names[0],
                    last = names[names.len() - 1]
                ),
            }
        }
    }
}

/// The graph of the argument: a file of edges if one has that name, else
/// edges written inline; standard input for `-`; each error with its place.
fn read_graph(arg: Option<&str>, vertices: Option<u64>) -> Result<Graph, CommandError> {
    let Some(arg) = arg else {
        return Err(CommandError::Input(tr!("geography-give-graph")));
    };
    if arg != "-" && !Path::new(arg).is_file() {
        return Graph::parse(arg, vertices).map_err(|e| {
            // A name with a dot or a slash, or a word with no `-`, was
            // more likely meant as a file.
            let file_like = arg.contains(['.', '/'])
                || (arg.contains(|c: char| c.is_alphabetic()) && !arg.contains('-'));
            let mut err = placed(&Place::Argument(1).to_string(), &e, true);
            if file_like
                && arg.trim() != "none"
                && let CommandError::Input(m) = &mut err
            {
                *m = tr!("geography-no-file", message = m.as_str(), arg = arg);
            }
            err
        });
    }
    let (place, data) = if arg == "-" {
        (tr!("standard-input"), input::stdin_bytes()?)
    } else {
        let data = input::whole(Some(Path::new(arg))).map_err(|e| {
            CommandError::Input(tr!(
                "geography-cannot-read-file",
                file = arg,
                why = grundy_i18n::os_error(&e)
            ))
        })?;
        (arg.to_string(), data.to_vec())
    };
    let text = String::from_utf8(data).map_err(|e| {
        CommandError::Input(tr!(
            "not-utf8",
            name = place,
            byte = e.utf8_error().valid_up_to()
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
        (0, _) => tr!("place-then", place = place, message = e.message()),
        (_, true) => tr!(
            "place-and",
            place = place,
            rest = tr!("column-then", column = e.column, message = e.message())
        ),
        (line, false) => tr!(
            "place-line-column-in",
            place = place,
            line = line,
            column = e.column,
            message = e.message()
        ),
    })
}

/// The graph's edges as text, the first 12 and a count of the rest.
fn shown(graph: &Graph) -> String {
    let edges = graph.edge_list();
    if edges.len() > 12 {
        let first: Vec<String> = edges[..12].iter().map(ToString::to_string).collect();
        tr!(
            "geography-edges-in-all",
            first = first.join(","),
            count = edges.len()
        )
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
    let heading = tr!(
        "geography-heading",
        vertices = Arg::count(graph.vertices()),
        edges = Arg::count(graph.edges()),
        start = v
    );
    writeln!(out, "{heading}")?;
    writeln!(out, "  {}", tr!("geography-edges", edges = shown(graph)))?;
    let k = Arg::count(a.matching.len());
    let k0 = Arg::count(a.matching_without_start.len());
    let matching = if a.first_player_wins {
        tr!("geography-matching-win", k = k, k0 = k0, start = v)
    } else {
        tr!("geography-matching-lose", k = k, start = v)
    };
    writeln!(out, "{matching}")?;
    let outcome = Outcome::from_first_player_wins(a.first_player_wins);
    writeln!(out, "{}", crate::report::verdict(outcome))?;
    let wins = &a.winning_moves;
    if wins.is_empty() {
        if a.moves.is_empty() {
            writeln!(out, "{}", tr!("geography-no-move", start = v))?;
        } else {
            writeln!(out, "{}", tr!("no-winning-move"))?;
        }
    } else {
        crate::report::write_moves(out, MovesKind::Winning, wins, all, |u| {
            tr!("geography-to-vertex", vertex = u)
        })?;
    }
    if explain {
        writeln!(out)?;
        writeln!(out, "{}", grundy_i18n::read(&a.explain()))?;
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

//! `grundy graph`: tokens on a directed graph read from a file; Grundy
//! values of an acyclic graph, win/lose/draw of one token on a graph with
//! cycles, generalised values for several.

use super::{cannot_write, check_plot, plotted, CommandError};
use crate::cli::GraphArgs;
use crate::input::read_stdin;
use crate::report::MovesKind;
use grundy_engine::graph::{
    decide, explain_generalised, explain_mex, explain_outcome, generalised, grundy_values, moves,
    moves_of_one, outcomes, reached_values, Digraph, Move, ParseError, Verdict, INFINITE,
};
use serde_json::{json, Value};
use std::io::{self, Write};
use std::process::ExitCode;

/// Vertices listed one by one without `--all`.
const LISTED: usize = 40;

/// How the vertices were valued.
enum Values {
    /// Acyclic: Grundy values.
    Grundy(Vec<u32>),
    /// With cycles, one token or none: the outcome of one token.
    Outcomes(Vec<Verdict>),
    /// With cycles, several tokens: generalised values.
    Generalised(Vec<u32>),
}

/// `grundy graph`.
pub fn run(args: GraphArgs) -> Result<ExitCode, CommandError> {
    check_plot(args.plot.as_ref())?;
    let g = read_graph(&args.file)?;
    if args.plot.is_some()
        && (g.vertices() > grundy_plot::GRAPH_VERTEX_LIMIT
            || g.edges() > grundy_plot::GRAPH_EDGE_LIMIT)
    {
        return Err(CommandError::Input(format!(
            "--plot: a graph of {} vertices and {} edges is too large to draw: at most {} \
             vertices and {} edges",
            g.vertices(),
            g.edges(),
            grundy_plot::GRAPH_VERTEX_LIMIT,
            grundy_plot::GRAPH_EDGE_LIMIT
        )));
    }
    let values = match grundy_values(&g) {
        Ok(v) => Values::Grundy(v),
        Err(_) if g.tokens().len() >= 2 || args.generalised => {
            Values::Generalised(generalised(&g).map_err(too_large)?)
        }
        Err(_) => Values::Outcomes(outcomes(&g).map_err(too_large)?),
    };
    let tokens = g.tokens();
    let (verdict, found) = match &values {
        _ if tokens.is_empty() => (None, Vec::new()),
        Values::Grundy(v) | Values::Generalised(v) => {
            (Some(decide(&g, v, tokens)), moves(&g, v, tokens))
        }
        Values::Outcomes(o) if tokens.len() == 1 => {
            (Some(o[tokens[0] as usize]), moves_of_one(&g, o, tokens[0]))
        }
        Values::Outcomes(_) => unreachable!("several tokens on a graph with cycles are valued"),
    };
    if let Some(plot) = &args.plot {
        plotted(&plot.path, draw(&plot.path, &g, &values, verdict))?;
    }
    let show = args.analysis.show();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let written = if show.json {
        json_answer(&g, &values, verdict, &found, &mut out)
    } else {
        text_answer(
            &g,
            &values,
            verdict,
            &found,
            show.all,
            show.explain,
            &mut out,
        )
    };
    written.and_then(|()| out.flush()).map_err(cannot_write)?;
    Ok(ExitCode::SUCCESS)
}

fn too_large(e: grundy_engine::graph::GraphTooLarge) -> CommandError {
    CommandError::Input(format!("{e}"))
}

/// The graph of a file, or of standard input for `-`.
fn read_graph(file: &str) -> Result<Digraph, CommandError> {
    let (place, data) = if file == "-" {
        let data = read_stdin()
            .map_err(|e| CommandError::Input(format!("cannot read standard input: {e}")))?;
        ("standard input".to_string(), data)
    } else {
        let data = std::fs::read(file)
            .map_err(|e| CommandError::Input(format!("cannot read {file}: {e}")))?;
        (file.to_string(), data)
    };
    let fail = |e: ParseError| CommandError::Input(format!("{place}, {e}"));
    let text = std::str::from_utf8(&data).map_err(|_| fail(ParseError::not_utf8(&data)))?;
    Digraph::parse(text).map_err(fail)
}

/// Each vertex's value as the plot colours it: a number, or None for ∞ or
/// for a draw; outcomes as 0 (lose) and 1 (win).
fn values_for_plot(values: &Values) -> Vec<Option<u32>> {
    match values {
        Values::Grundy(v) | Values::Generalised(v) => {
            v.iter().map(|&x| (x != INFINITE).then_some(x)).collect()
        }
        Values::Outcomes(o) => o
            .iter()
            .map(|o| match o {
                Verdict::Lose => Some(0),
                Verdict::Win => Some(1),
                Verdict::Draw => None,
            })
            .collect(),
    }
}

/// Draws the graph to `path`.
fn draw(
    path: &std::path::Path,
    g: &Digraph,
    values: &Values,
    verdict: Option<Verdict>,
) -> Result<(), grundy_plot::PlotError> {
    let names: Vec<String> = (0..g.vertices() as u32)
        .map(|v| g.name(v).into_owned())
        .collect();
    let labels: Vec<String> = (0..g.vertices() as u32)
        .map(|v| worth(g, values, v))
        .collect();
    let mut edges = Vec::with_capacity(g.edges());
    for v in 0..g.vertices() as u32 {
        edges.extend(g.successors(v).iter().map(|&w| (v, w)));
    }
    let title = format!(
        "a graph of {} and {}",
        plural(g.vertices(), "vertex", "vertices"),
        plural(g.edges(), "edge", "edges")
    );
    let verdict = match verdict {
        Some(v) => format!("{}: {v}", plural(g.tokens().len(), "token", "tokens")),
        None => "no token".to_string(),
    };
    grundy_plot::graph(
        path,
        &grundy_plot::GraphPicture {
            title: &title,
            verdict: &verdict,
            names: &names,
            values: &values_for_plot(values),
            labels: &labels,
            edges: &edges,
            tokens: g.tokens(),
        },
    )
}

/// A generalised value as written: `3`, `∞{0,2}`.
fn gsg(g: &Digraph, values: &[u32], v: u32) -> String {
    match values[v as usize] {
        INFINITE => {
            let k: Vec<String> = reached_values(g, values, v)
                .iter()
                .map(u32::to_string)
                .collect();
            format!("∞{{{}}}", k.join(","))
        }
        x => x.to_string(),
    }
}

/// What vertex `v` is worth, as the analysis says it.
fn worth(g: &Digraph, values: &Values, v: u32) -> String {
    match values {
        Values::Grundy(x) => x[v as usize].to_string(),
        Values::Generalised(x) => gsg(g, x, v),
        Values::Outcomes(o) => o[v as usize].word().to_string(),
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn describe(g: &Digraph, m: &Move) -> String {
    let token = if g.tokens().len() > 1 {
        format!("token {} ", m.token + 1)
    } else {
        "the token ".to_string()
    };
    format!("{token}from {} to {}", g.name(m.from), g.name(m.to))
}

/// The tokens' values and how they decide.
fn sum_line(g: &Digraph, values: &Values) -> String {
    let tokens = g.tokens();
    let each: Vec<String> = tokens
        .iter()
        .map(|&t| format!("{} ({})", g.name(t), worth(g, values, t)))
        .collect();
    let heading = format!(
        "{} on {}",
        plural(tokens.len(), "token", "tokens"),
        each.join(", ")
    );
    match values {
        Values::Grundy(v) => {
            if tokens.len() == 1 {
                return heading;
            }
            let xor = tokens.iter().fold(0, |x, &t| x ^ v[t as usize]);
            let terms: Vec<String> = tokens.iter().map(|&t| v[t as usize].to_string()).collect();
            format!("{heading}: {} = {xor}", terms.join(" xor "))
        }
        Values::Generalised(v) => {
            let infinite = tokens
                .iter()
                .filter(|&&t| v[t as usize] == INFINITE)
                .count();
            let xor = tokens
                .iter()
                .filter(|&&t| v[t as usize] != INFINITE)
                .fold(0, |x, &t| x ^ v[t as usize]);
            match infinite {
                0 => {
                    let terms: Vec<String> =
                        tokens.iter().map(|&t| v[t as usize].to_string()).collect();
                    format!("{heading}: {} = {xor}", terms.join(" xor "))
                }
                1 => format!(
                    "{heading}: one token worth ∞(K), the others xoring to {xor}, which K {}",
                    if decide(g, v, tokens) == Verdict::Win {
                        "holds: a win"
                    } else {
                        "lacks: a draw"
                    }
                ),
                n => format!("{heading}: {n} tokens worth ∞: a draw"),
            }
        }
        Values::Outcomes(_) => heading,
    }
}

#[allow(clippy::too_many_arguments)]
fn text_answer(
    g: &Digraph,
    values: &Values,
    verdict: Option<Verdict>,
    found: &[Move],
    all: bool,
    explain: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let n = g.vertices();
    let (kind, what) = match values {
        Values::Grundy(_) => ("acyclic", "Grundy values"),
        Values::Outcomes(_) => ("with cycles", "one token's outcomes"),
        Values::Generalised(_) => ("with cycles", "generalised Sprague-Grundy values"),
    };
    writeln!(
        out,
        "a graph of {} and {}, {kind}; a move pushes one token along one edge, and whoever \
         cannot move loses",
        plural(n, "vertex", "vertices"),
        plural(g.edges(), "edge", "edges")
    )?;
    if all || n <= LISTED {
        let each: Vec<String> = (0..n as u32)
            .map(|v| format!("{} {}", g.name(v), worth(g, values, v)))
            .collect();
        writeln!(out, "{what}: {}", each.join(", "))?;
    } else {
        writeln!(
            out,
            "{what}: {} (--all lists every vertex)",
            summary(values)
        )?;
    }
    let Some(verdict) = verdict else {
        writeln!(out, "no token: place some with a line `token A`")?;
        return Ok(());
    };
    writeln!(out, "{}", sum_line(g, values))?;
    writeln!(out, "{verdict}")?;
    let kind = match verdict {
        Verdict::Lose => {
            writeln!(
                out,
                "no winning move: every move leaves the opponent a winning position"
            )?;
            MovesKind::Winning
        }
        Verdict::Win => MovesKind::Winning,
        Verdict::Draw => MovesKind::DrawKeeping,
    };
    if !found.is_empty() {
        crate::report::write_moves(out, kind, found, all, |m| describe(g, m))?;
    } else if verdict == Verdict::Draw {
        writeln!(out, "no move keeps the draw: there is no move at all")?;
    }
    if explain {
        writeln!(out)?;
        explain_answer(g, values, verdict, found.first(), out)?;
    }
    Ok(())
}

/// The values: the largest, and how many vertices have each (the first
/// few).
fn summary(values: &Values) -> String {
    match values {
        Values::Grundy(v) | Values::Generalised(v) => {
            let infinite = v.iter().filter(|&&x| x == INFINITE).count();
            let finite = v.iter().filter(|&&x| x != INFINITE).max().copied();
            let mut counts = vec![0usize; finite.map_or(0, |m| m as usize + 1)];
            for &x in v.iter().filter(|&&x| x != INFINITE) {
                counts[x as usize] += 1;
            }
            let mut parts: Vec<String> = counts
                .iter()
                .enumerate()
                .take(8)
                .map(|(x, c)| format!("{c} worth {x}"))
                .collect();
            if counts.len() > 8 {
                parts.push(format!("… up to {}", counts.len() - 1));
            }
            if infinite > 0 {
                parts.push(format!("{infinite} worth ∞"));
            }
            parts.join(", ")
        }
        Values::Outcomes(o) => {
            let count = |w: Verdict| o.iter().filter(|&&x| x == w).count();
            format!(
                "{} win, {} lose, {} draw",
                count(Verdict::Win),
                count(Verdict::Lose),
                count(Verdict::Draw)
            )
        }
    }
}

/// The explanation: the value at each token's vertex and at the end of
/// the first winning (or draw-keeping) move, and why the sum is decided.
fn explain_answer(
    g: &Digraph,
    values: &Values,
    verdict: Verdict,
    first: Option<&Move>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut line: Vec<u32> = Vec::new();
    for &t in g.tokens() {
        if !line.contains(&t) {
            line.push(t);
        }
    }
    if let Some(m) = first {
        if !line.contains(&m.to) {
            line.push(m.to);
        }
    }
    for &v in &line {
        let text = match values {
            Values::Grundy(x) => explain_mex(g, x, v),
            Values::Generalised(x) => explain_generalised(g, x, v),
            Values::Outcomes(o) => explain_outcome(g, o, v),
        };
        writeln!(out, "{text}")?;
    }
    let rule = match values {
        Values::Grundy(_) => {
            "each vertex is worth the mex of its successors' values (acyclic: valued from the \
             dead ends back); tokens are a sum of games, lost exactly when their values xor to 0"
        }
        Values::Outcomes(_) => {
            "retrograde analysis from the dead ends: a vertex with a move to a losing vertex \
             wins, one whose every move goes to a winning vertex loses, and the rest are draws"
        }
        Values::Generalised(_) => {
            "Smith's theorem: finite values xor as in Nim; with one token worth ∞(K) and the others \
             xoring to a, the player to move wins by moving it to a successor worth a when a is \
             in K, and it is a draw otherwise; with two or more worth ∞, a draw"
        }
    };
    writeln!(out, "{rule}")?;
    if let Some(m) = first {
        let tokens = g.tokens();
        let mut after = tokens.to_vec();
        after[m.token] = m.to;
        let left = match values {
            Values::Grundy(x) => {
                let terms: Vec<String> = after.iter().map(|&t| x[t as usize].to_string()).collect();
                let xor = after.iter().fold(0, |a, &t| a ^ x[t as usize]);
                if after.len() == 1 {
                    format!("a token worth {xor}")
                } else {
                    format!("tokens worth {} = {xor}", terms.join(" xor "))
                }
            }
            Values::Generalised(x) if after.iter().all(|&t| x[t as usize] != INFINITE) => {
                let terms: Vec<String> = after.iter().map(|&t| x[t as usize].to_string()).collect();
                let xor = after.iter().fold(0, |a, &t| a ^ x[t as usize]);
                format!("tokens worth {} = {xor}", terms.join(" xor "))
            }
            Values::Generalised(x) => {
                let terms: Vec<String> = after.iter().map(|&t| gsg(g, x, t)).collect();
                format!("tokens worth {}", terms.join(", "))
            }
            Values::Outcomes(o) => format!(
                "the token on {} ({})",
                g.name(m.to),
                o[m.to as usize].word()
            ),
        };
        let aim = if verdict == Verdict::Win {
            "a position lost for the opponent"
        } else {
            "a drawn position"
        };
        writeln!(out, "{}: it leaves {left}, {aim}", describe(g, m))?;
    }
    Ok(())
}

fn json_value(g: &Digraph, values: &Values, v: u32) -> Value {
    match values {
        Values::Grundy(x) => json!({"vertex": g.name(v), "value": x[v as usize]}),
        Values::Generalised(x) => match x[v as usize] {
            INFINITE => json!({
                "vertex": g.name(v),
                "value": "infinite",
                "reaches": reached_values(g, x, v),
            }),
            n => json!({"vertex": g.name(v), "value": n}),
        },
        Values::Outcomes(o) => json!({"vertex": g.name(v), "outcome": o[v as usize].word()}),
    }
}

fn json_answer(
    g: &Digraph,
    values: &Values,
    verdict: Option<Verdict>,
    found: &[Move],
    out: &mut dyn Write,
) -> io::Result<()> {
    let analysis = match values {
        Values::Grundy(_) => "grundy",
        Values::Outcomes(_) => "retrograde",
        Values::Generalised(_) => "generalised",
    };
    let kind = match verdict {
        Some(Verdict::Draw) => "draw-keeping",
        _ => "winning",
    };
    let v = json!({
        "game": "graph",
        "vertex_count": g.vertices(),
        "edge_count": g.edges(),
        "acyclic": matches!(values, Values::Grundy(_)),
        "analysis": analysis,
        "vertices": (0..g.vertices() as u32).map(|v| json_value(g, values, v)).collect::<Vec<_>>(),
        "tokens": g.tokens().iter().map(|&t| json_value(g, values, t)).collect::<Vec<_>>(),
        "verdict": verdict.map(Verdict::word),
        "moves_kind": kind,
        "moves": found.iter().map(|m| json!({
            "token": m.token + 1,
            "from": g.name(m.from),
            "to": g.name(m.to),
        })).collect::<Vec<_>>(),
    });
    serde_json::to_writer(&mut *out, &v)?;
    writeln!(out)
}

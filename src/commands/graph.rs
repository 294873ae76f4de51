//! `grundy graph`: tokens on a directed graph read from a file; Grundy
//! values of an acyclic graph, win/lose/draw of one token on a graph with
//! cycles, generalised values for several.

use super::{cannot_write, check_plot, plotted, CommandError};
use crate::cli::GraphArgs;
use crate::input::stdin_bytes;
use crate::report::{MovesKind, Show};
use grundy_engine::graph::{
    decide, explain_generalised, explain_mex, explain_outcome, generalised, grundy_values, moves,
    moves_of_one, outcomes, reached_values, Digraph, Move, ParseError, Verdict, INFINITE,
};
use grundy_i18n::{tr, Arg};
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
        return Err(CommandError::Input(tr!(
            "graph-plot-too-large",
            vertices = g.vertices(),
            edges = g.edges(),
            most_vertices = grundy_plot::GRAPH_VERTEX_LIMIT,
            most_edges = grundy_plot::GRAPH_EDGE_LIMIT
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
        text_answer(&g, &values, verdict, &found, show, &mut out)
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
        (tr!("standard-input"), stdin_bytes()?)
    } else {
        let data = std::fs::read(file).map_err(|e| {
            CommandError::Input(tr!(
                "cannot-read-file",
                name = file,
                why = grundy_i18n::os_error(&e)
            ))
        })?;
        (file.to_string(), data)
    };
    let fail =
        |e: ParseError| CommandError::Input(tr!("place-and", place = place, rest = e.to_string()));
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
    let title = tr!(
        "graph-picture-title",
        vertices = Arg::count(g.vertices()),
        edges = Arg::count(g.edges())
    );
    let verdict = match verdict {
        Some(v) => tr!(
            "graph-picture-verdict",
            count = Arg::count(g.tokens().len()),
            verdict = v
        ),
        None => tr!("graph-picture-no-token"),
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
        Values::Outcomes(o) => grundy_i18n::say(&o[v as usize].said()),
    }
}

fn describe(g: &Digraph, m: &Move) -> String {
    let (from, to) = (g.name(m.from), g.name(m.to));
    if g.tokens().len() > 1 {
        tr!("graph-token-n", token = m.token + 1, from = from, to = to)
    } else {
        tr!("graph-the-token", from = from, to = to)
    }
}

/// The tokens' values and how they decide.
fn sum_line(g: &Digraph, values: &Values) -> String {
    let tokens = g.tokens();
    let each: Vec<String> = tokens
        .iter()
        .map(|&t| format!("{} ({})", g.name(t), worth(g, values, t)))
        .collect();
    let heading = tr!(
        "graph-tokens-on",
        count = Arg::count(tokens.len()),
        each = grundy_i18n::join_values(&each)
    );
    match values {
        Values::Grundy(v) => {
            if tokens.len() == 1 {
                return heading;
            }
            let xor = tokens.iter().fold(0, |x, &t| x ^ v[t as usize]);
            let terms: Vec<String> = tokens.iter().map(|&t| v[t as usize].to_string()).collect();
            let terms = terms.join(" xor ");
            tr!("graph-sum", heading = heading, terms = terms, xor = xor)
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
                    let terms = terms.join(" xor ");
                    tr!("graph-sum", heading = heading, terms = terms, xor = xor)
                }
                1 => {
                    let win = decide(g, v, tokens) == Verdict::Win;
                    tr!(
                        "graph-sum-one-infinite",
                        heading = heading,
                        xor = xor,
                        win = Arg::yes(win)
                    )
                }
                n => tr!("graph-sum-infinite", heading = heading, count = n),
            }
        }
        Values::Outcomes(_) => heading,
    }
}

fn text_answer(
    g: &Digraph,
    values: &Values,
    verdict: Option<Verdict>,
    found: &[Move],
    show: Show,
    out: &mut dyn Write,
) -> io::Result<()> {
    let Show { all, explain, .. } = show;
    let n = g.vertices();
    let (kind, what) = match values {
        Values::Grundy(_) => ("acyclic", "grundy"),
        Values::Outcomes(_) => ("cycles", "outcomes"),
        Values::Generalised(_) => ("cycles", "generalised"),
    };
    let heading = tr!(
        "graph-heading",
        vertices = Arg::count(n),
        edges = Arg::count(g.edges()),
        kind = kind
    );
    writeln!(out, "{heading}")?;
    if all || n <= LISTED {
        let each: Vec<String> = (0..n as u32)
            .map(|v| format!("{} {}", g.name(v), worth(g, values, v)))
            .collect();
        writeln!(
            out,
            "{}",
            tr!(
                "graph-values",
                what = what,
                list = grundy_i18n::join_values(&each)
            )
        )?;
    } else {
        let summary = summary(values);
        writeln!(
            out,
            "{}",
            tr!("graph-values-summary", what = what, summary = summary)
        )?;
    }
    let Some(verdict) = verdict else {
        writeln!(out, "{}", tr!("graph-no-token"))?;
        return Ok(());
    };
    writeln!(out, "{}", sum_line(g, values))?;
    writeln!(out, "{verdict}")?;
    let kind = match verdict {
        Verdict::Lose => {
            writeln!(out, "{}", tr!("no-winning-move"))?;
            MovesKind::Winning
        }
        Verdict::Win => MovesKind::Winning,
        Verdict::Draw => MovesKind::DrawKeeping,
    };
    if !found.is_empty() {
        crate::report::write_moves(out, kind, found, all, |m| describe(g, m))?;
    } else if verdict == Verdict::Draw {
        writeln!(out, "{}", tr!("graph-no-draw-move"))?;
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
                .map(|(x, c)| tr!("graph-worth-count", count = c, value = x))
                .collect();
            if counts.len() > 8 {
                parts.push(tr!("graph-up-to", last = counts.len() - 1));
            }
            if infinite > 0 {
                parts.push(tr!("graph-worth-count", count = infinite, value = "∞"));
            }
            grundy_i18n::join_values(&parts)
        }
        Values::Outcomes(o) => {
            let count = |w: Verdict| o.iter().filter(|&&x| x == w).count();
            tr!(
                "graph-outcome-counts",
                win = count(Verdict::Win),
                lose = count(Verdict::Lose),
                draw = count(Verdict::Draw)
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
    if let Some(m) = first
        && !line.contains(&m.to)
    {
        line.push(m.to);
    }
    for &v in &line {
        let text = grundy_i18n::say(&match values {
            Values::Grundy(x) => explain_mex(g, x, v),
            Values::Generalised(x) => explain_generalised(g, x, v),
            Values::Outcomes(o) => explain_outcome(g, o, v),
        });
        writeln!(out, "{text}")?;
    }
    let rule = match values {
        Values::Grundy(_) => tr!("graph-rule-grundy"),
        Values::Outcomes(_) => tr!("graph-rule-outcomes"),
        Values::Generalised(_) => tr!("graph-rule-generalised"),
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
                    tr!("graph-left-one", xor = xor)
                } else {
                    tr!("graph-left-xor", terms = terms.join(" xor "), xor = xor)
                }
            }
            Values::Generalised(x) if after.iter().all(|&t| x[t as usize] != INFINITE) => {
                let terms: Vec<String> = after.iter().map(|&t| x[t as usize].to_string()).collect();
                let xor = after.iter().fold(0, |a, &t| a ^ x[t as usize]);
                tr!("graph-left-xor", terms = terms.join(" xor "), xor = xor)
            }
            Values::Generalised(x) => {
                let terms: Vec<String> = after.iter().map(|&t| gsg(g, x, t)).collect();
                tr!("graph-left-list", terms = grundy_i18n::join_values(&terms))
            }
            Values::Outcomes(o) => tr!(
                "graph-left-token",
                vertex = g.name(m.to),
                word = o[m.to as usize].said()
            ),
        };
        let win = Arg::yes(verdict == Verdict::Win);
        let line = tr!("graph-leaves", move = describe(g, m), left = left, win = win);
        writeln!(out, "{line}")?;
    }
    Ok(())
}

fn json_answer(
    g: &Digraph,
    values: &Values,
    verdict: Option<Verdict>,
    found: &[Move],
    out: &mut dyn Write,
) -> io::Result<()> {
    let values = match values {
        Values::Grundy(x) => grundy_json::GraphValues::Grundy(x),
        Values::Outcomes(o) => grundy_json::GraphValues::Outcomes(o),
        Values::Generalised(x) => grundy_json::GraphValues::Generalised(x),
    };
    let v = grundy_json::graph(g, values, verdict, found);
    serde_json::to_writer(&mut *out, &v)?;
    writeln!(out)
}

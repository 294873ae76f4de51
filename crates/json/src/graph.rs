//! `grundy graph --json`: tokens on a directed graph, the value (or the
//! outcome) of every vertex, the verdict and the moves listed.

use grundy_engine::graph::{reached_values, Digraph, Move, Verdict, INFINITE};
use serde_json::{json, Value};

/// How the vertices of a graph were valued.
#[derive(Clone, Copy, Debug)]
pub enum GraphValues<'a> {
    /// Acyclic: Grundy values.
    Grundy(&'a [u32]),
    /// With cycles, one token or none: the outcome of one token.
    Outcomes(&'a [Verdict]),
    /// With cycles, several tokens: generalised values ([`INFINITE`] for ∞).
    Generalised(&'a [u32]),
}

fn vertex(g: &Digraph, values: GraphValues<'_>, v: u32) -> Value {
    match values {
        GraphValues::Grundy(x) => json!({"vertex": g.name(v), "value": x[v as usize]}),
        GraphValues::Generalised(x) => match x[v as usize] {
            INFINITE => json!({
                "vertex": g.name(v),
                "value": "infinite",
                "reaches": reached_values(g, x, v),
            }),
            n => json!({"vertex": g.name(v), "value": n}),
        },
        GraphValues::Outcomes(o) => json!({"vertex": g.name(v), "outcome": o[v as usize].word()}),
    }
}

/// `grundy graph --json`: the graph's size, how it was valued, every
/// vertex's value and the tokens', the verdict (None without tokens), and
/// the moves `found` (winning ones, or those keeping a draw).
///
/// ```
/// use grundy_engine::graph::{decide, grundy_values, moves, Digraph};
/// use grundy_json::GraphValues;
/// let g = Digraph::parse("vertex a b c\na -> b\nb -> c\ntoken a\n").unwrap();
/// let values = grundy_values(&g).unwrap();
/// let verdict = decide(&g, &values, g.tokens());
/// let found = moves(&g, &values, g.tokens());
/// let v = grundy_json::graph(&g, GraphValues::Grundy(&values), Some(verdict), &found);
/// assert_eq!((v["verdict"].as_str(), v["moves"][0]["to"].as_str()), (Some("lose"), None));
/// ```
pub fn graph(
    g: &Digraph,
    values: GraphValues<'_>,
    verdict: Option<Verdict>,
    found: &[Move],
) -> Value {
    let analysis = match values {
        GraphValues::Grundy(_) => "grundy",
        GraphValues::Outcomes(_) => "retrograde",
        GraphValues::Generalised(_) => "generalised",
    };
    let kind = match verdict {
        Some(Verdict::Draw) => "draw-keeping",
        _ => "winning",
    };
    json!({
        "game": "graph",
        "vertex_count": g.vertices(),
        "edge_count": g.edges(),
        "acyclic": matches!(values, GraphValues::Grundy(_)),
        "analysis": analysis,
        "vertices": (0..g.vertices() as u32).map(|v| vertex(g, values, v)).collect::<Vec<_>>(),
        "tokens": g.tokens().iter().map(|&t| vertex(g, values, t)).collect::<Vec<_>>(),
        "verdict": verdict.map(Verdict::word),
        "moves_kind": kind,
        "moves": found.iter().map(|m| json!({
            "token": m.token + 1,
            "from": g.name(m.from),
            "to": g.name(m.to),
        })).collect::<Vec<_>>(),
    })
}

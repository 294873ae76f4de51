//! HDU 1524 = POJ 2425's judge inputs (tokens on an acyclic graph): a case
//! is one block with one query, its numbers as the judge lists them: `N`,
//! then each vertex's `k v1 … vk`, then `M p1 … pM`.

use crate::generate::Rng;
use grundy_engine::graph::{explain_mex, grundy_values, Digraph};
use grundy_i18n::{tr, Arg};
use std::fmt::Write as _;

/// A decoded case: the successors of each vertex, and the tokens.
pub(crate) struct Chess {
    pub(crate) successors: Vec<Vec<u64>>,
    pub(crate) tokens: Vec<u64>,
}

/// The case's graph and tokens, or `None` if the numbers do not make that
/// shape.
pub(crate) fn decode(case: &[u64]) -> Option<Chess> {
    let mut it = case.iter().copied();
    let n = it.next()?;
    if n > case.len() as u64 {
        return None;
    }
    let mut successors = Vec::new();
    for _ in 0..n {
        let k = it.next()?;
        if k > case.len() as u64 {
            return None;
        }
        successors.push((0..k).map(|_| it.next()).collect::<Option<Vec<u64>>>()?);
    }
    let m = it.next()?;
    let tokens: Vec<u64> = it.collect();
    (tokens.len() as u64 == m).then_some(Chess { successors, tokens })
}

fn graph_of(c: &Chess) -> Option<Digraph> {
    let n = c.successors.len() as u64;
    let mut edges = Vec::new();
    for (i, s) in c.successors.iter().enumerate() {
        for &w in s {
            if w >= n {
                return None;
            }
            edges.push((i as u32, w as u32));
        }
    }
    if c.tokens.iter().any(|&t| t >= n) {
        return None;
    }
    let tokens = c.tokens.iter().map(|&t| t as u32).collect();
    Some(Digraph::new(n as usize, &edges).ok()?.with_tokens(tokens))
}

/// Whether a case is as the statement promises: an acyclic graph on its
/// vertices, and at least one token on them.
pub(crate) fn is_valid(case: &[u64]) -> bool {
    let Some(c) = decode(case) else { return false };
    !c.tokens.is_empty()
        && !c.successors.is_empty()
        && graph_of(&c).is_some_and(|g| grundy_values(&g).is_ok())
}

/// Writes a case as one block of one query.
pub(crate) fn render(case: &[u64], out: &mut String) {
    let Some(c) = decode(case) else { return };
    let join = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
    let _ = writeln!(out, "{}", c.successors.len());
    for s in &c.successors {
        if s.is_empty() {
            out.push_str("0\n");
        } else {
            let _ = writeln!(out, "{} {}", s.len(), join(s));
        }
    }
    let _ = writeln!(out, "{} {}", c.tokens.len(), join(&c.tokens));
    out.push_str("0\n");
}

/// A random case: an acyclic graph of up to `vertices` vertices (edges
/// from each vertex to later ones in a shuffled order), up to `tokens`
/// tokens.
pub(crate) fn generate(
    rng: &mut Rng,
    vertices: u64,
    tokens: u64,
    tags: &mut Vec<&'static str>,
) -> Vec<u64> {
    let n = rng.range(1, vertices.max(1));
    let mut order: Vec<u64> = (0..n).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.range(0, i as u64) as usize);
    }
    let density = rng.range(1, 3);
    let mut successors = vec![Vec::new(); n as usize];
    for i in 0..n as usize {
        for j in i + 1..n as usize {
            if rng.range(0, n.min(8)) < density {
                successors[order[i] as usize].push(order[j]);
            }
        }
    }
    if n == 1 {
        tags.push("a single vertex, no move");
    }
    let m = rng.range(1, tokens.max(1));
    let mut placed: Vec<u64> = (0..m).map(|_| rng.range(0, n - 1)).collect();
    if m >= 2 && rng.chance(4) {
        tags.push("two tokens on one vertex");
        placed[1] = placed[0];
    }
    let mut case = vec![n];
    for s in &successors {
        case.push(s.len() as u64);
        case.extend(s);
    }
    case.push(m);
    case.extend(placed);
    case
}

/// grundy's reasoning on a case.
pub(crate) fn explain(case: &[u64]) -> String {
    let Some(g) = decode(case).as_ref().and_then(graph_of) else {
        return tr!("check-explain-not-a-case");
    };
    let Ok(values) = grundy_values(&g) else {
        return tr!("check-explain-cycle");
    };
    let mut seen = Vec::new();
    let steps: Vec<String> = g
        .tokens()
        .iter()
        .filter(|t| {
            let new = !seen.contains(*t);
            seen.push(**t);
            new
        })
        .map(|&t| explain_mex(&g, &values, t))
        .collect();
    let terms: Vec<String> = g
        .tokens()
        .iter()
        .map(|&t| values[t as usize].to_string())
        .collect();
    let xor = g.tokens().iter().fold(0, |x, &t| x ^ values[t as usize]);
    tr!(
        "check-explain-chess",
        steps = grundy_i18n::join_clauses(&steps),
        terms = terms.join(" xor "),
        xor = xor,
        wins = Arg::yes(xor != 0)
    )
}

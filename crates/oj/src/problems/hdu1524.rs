//! HDU 1524 = POJ 2425 (A Chess Game): tokens on an acyclic graph, a move
//! pushes one token along one edge; the Grundy values of the vertices xor
//! to the verdict of each query.

use crate::families::layout::until_end;
use crate::scanner::{Fail, Scanner, Token};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::graph::{explain_mex, grundy_values, Digraph, VERTEX_LIMIT};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// HDU 1524 (A Chess Game): tokens on an acyclic graph, `WIN`/`LOSE`
    /// per query.
    pub const Hdu1524: Problem = Problem::new("hdu1524", &Hdu1524);
    /// POJ 2425: the same problem and format as HDU 1524.
    pub const Poj2425: Problem = Problem::new("poj2425", &Hdu1524);
}

/// A case is one block with one query, its numbers as the judge lists
/// them: `N`, then each vertex's `k v1 … vk`, then `M p1 … pM`.
struct Hdu1524;

/// Reads a vertex `what` (only called on error) below `n`.
fn vertex<'a, N: Natural>(
    sc: &mut Scanner<'a>,
    n: usize,
    what: impl Fn() -> String,
) -> Result<(u32, Token<'a>), Fail> {
    let (v, token) = sc.natural_token::<N>(&what)?;
    match v.to_u64().filter(|&v| v < n as u64) {
        Some(v) => Ok((v as u32, token)),
        None => {
            let message = match n {
                0 => tr!("oj-no-such-vertex-none", what = what(), vertex = v),
                _ => tr!(
                    "oj-no-such-vertex",
                    what = what(),
                    vertex = v,
                    first = 0,
                    last = n - 1
                ),
            };
            Err(Fail::Failed(sc.error_at(Some(token), message)))
        }
    }
}

/// HDU 1524: blocks until the end of input, each `N`, then N lines `k v1 …
/// vk` (the successors of vertex i), then queries `M p1 … pM` until the
/// query `0`; `WIN` when the first player wins the query, `LOSE`
/// otherwise. A graph with a cycle is refused at an edge of it.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, block| {
        let (count, first) =
            sc.natural_token::<N>(|| tr!("oj-vertices-of-block", block = block))?;
        let n = count
            .to_u64()
            .and_then(|n| usize::try_from(n).ok())
            .filter(|&n| n <= VERTEX_LIMIT)
            .ok_or_else(|| {
                Fail::Failed(sc.error_at(Some(first), tr!("oj-too-many-vertices", block = block)))
            })?;
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let mut tokens: Vec<Token<'_>> = Vec::new();
        for i in 0..n {
            let k = sc.count(|| tr!("oj-successors", vertex = i, block = block))?;
            for j in 1..=k {
                let (w, token) = vertex::<N>(sc, n, || {
                    tr!("oj-successor", index = j, vertex = i, block = block)
                })?;
                edges.push((i as u32, w));
                tokens.push(token);
            }
        }
        let g = Digraph::new(n, &edges).map_err(|e| {
            Fail::Failed(sc.error_at(Some(first), tr!("oj-block-then", block = block, why = e)))
        })?;
        let values = grundy_values(&g).map_err(|cycle| {
            let last = *cycle.vertices.last().expect("a cycle has a vertex");
            let at = edges
                .iter()
                .position(|&e| e == (last, cycle.vertices[0]))
                .expect("the edge that closes the cycle was read");
            Fail::Failed(sc.error_at(
                Some(tokens[at]),
                tr!("oj-cycle", block = block, cycle = cycle),
            ))
        })?;
        let mut query = 1;
        loop {
            let m = sc.count(|| tr!("oj-tokens-of-query", query = query, block = block))?;
            if m == 0 {
                break;
            }
            let mut xor = 0;
            for j in 1..=m {
                let (p, _) = vertex::<N>(sc, n, || {
                    tr!("oj-token-of-query", index = j, query = query, block = block)
                })?;
                xor ^= values[p as usize];
            }
            line(out, if xor != 0 { "WIN" } else { "LOSE" });
            query += 1;
        }
        Ok(())
    })
}

impl Spec for Hdu1524 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// N ≤ 1000 vertices and M ≤ 10 tokens a query, as the statement says;
    /// the count of blocks is not stated.
    fn limits(&self) -> Limits {
        Limits {
            count: 1_000,
            cases: 10,
            value: 10,
        }
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            input.cases.push(random_case(rng, count, value, tags));
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        for c in &input.cases {
            render_case(c, out);
        }
    }

    /// An acyclic graph on the vertices 0 to N − 1, and tokens on them.
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| valid_case(c))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        explain_case(case)
    }
}

/// A decoded case: the successors of each vertex, and the tokens.
struct Chess {
    successors: Vec<Vec<u64>>,
    tokens: Vec<u64>,
}

/// The case's graph and tokens, or `None` if the numbers do not make that
/// shape.
fn decode(case: &[u64]) -> Option<Chess> {
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
fn valid_case(case: &[u64]) -> bool {
    let Some(c) = decode(case) else { return false };
    !c.tokens.is_empty()
        && !c.successors.is_empty()
        && graph_of(&c).is_some_and(|g| grundy_values(&g).is_ok())
}

/// Writes a case as one block of one query.
fn render_case(case: &[u64], out: &mut String) {
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
fn random_case(
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
fn explain_case(case: &[u64]) -> String {
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
        .map(|&t| grundy_i18n::say(&explain_mex(&g, &values, t)))
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

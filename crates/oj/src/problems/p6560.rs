//! Luogu P6560 ([SBCOI2020] 时光的流逝): a token on a directed graph,
//! whoever moves it onto y wins, whoever cannot move loses; `1`, `-1` or
//! `0` (a draw) per round.

use crate::scanner::{Fail, Scanner, Token};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::graph::{explain_outcome, outcomes, Digraph, Verdict};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// Luogu P6560 ([SBCOI2020] 时光的流逝): reach y to win, `1`/`-1`/`0`.
    pub const P6560: Problem = Problem::new("p6560", &P6560);
}

/// The one case is `n`, `m`, the m edges' ends, then the rounds' `x y`.
struct P6560;

/// The statement's bounds: n ≤ 10^5, m ≤ 5·10^5, q ≤ 500.
const VERTICES: u64 = 100_000;
const EDGES: u64 = 500_000;
const ROUNDS: u64 = 500;

/// The outcome of the token on each vertex when the game ends on `y`.
/// Whoever moves onto y wins, so the player to move at y has lost: that is
/// the engine's retrograde analysis on the graph without y's edges out
/// (y a dead end), and play never goes on from y. Vertex 0 is left
/// isolated so that the vertices keep the statement's numbers 1 to n.
fn analyse(n: usize, edges: &[(u32, u32)], y: u32) -> Option<(Digraph, Vec<Verdict>)> {
    let kept: Vec<(u32, u32)> = edges.iter().copied().filter(|e| e.0 != y).collect();
    let g = Digraph::new(n + 1, &kept).ok()?;
    let o = outcomes(&g).ok()?;
    Some((g, o))
}

/// The answer the statement asks for: `1` when the first player wins.
fn word(v: Verdict) -> &'static str {
    match v {
        Verdict::Win => "1",
        Verdict::Lose => "-1",
        Verdict::Draw => "0",
    }
}

/// Reads a vertex, 1 to `n`.
fn vertex<'a, N: Natural>(
    sc: &mut Scanner<'a>,
    n: usize,
    what: impl Fn() -> String,
) -> Result<(u32, Token<'a>), Fail> {
    let (v, token) = sc.natural_token::<N>(&what)?;
    match v.to_u64().filter(|&v| (1..=n as u64).contains(&v)) {
        Some(v) => Ok((v as u32, token)),
        None => {
            let message = tr!(
                "oj-no-such-vertex",
                what = what(),
                vertex = v,
                first = 1,
                last = n
            );
            Err(Fail::Failed(sc.error_at(Some(token), message)))
        }
    }
}

/// `n m q`, the m edges `u v`, then the q rounds `x y`, x ≠ y; per round
/// `1`, `-1` or `0`. Each round is a retrograde analysis of its own, in
/// O(n + m).
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let (count, first) = sc.natural_token::<N>(|| tr!("oj-p6560-n"))?;
    let n = count
        .to_u64()
        .filter(|&n| n <= VERTICES)
        .ok_or_else(|| Fail::Failed(sc.error_at(Some(first), tr!("oj-p6560-too-large"))))?
        as usize;
    let (count, first) = sc.natural_token::<N>(|| tr!("oj-p6560-m"))?;
    let m = count
        .to_u64()
        .filter(|&m| m <= EDGES)
        .ok_or_else(|| Fail::Failed(sc.error_at(Some(first), tr!("oj-p6560-too-large"))))?
        as usize;
    let q = sc.count(|| tr!("oj-p6560-q"))?;
    let mut edges = Vec::with_capacity(m);
    for i in 1..=m {
        let (u, _) = vertex::<N>(sc, n, || tr!("oj-p6560-edge-from", edge = i))?;
        let (v, _) = vertex::<N>(sc, n, || tr!("oj-p6560-edge-to", edge = i))?;
        edges.push((u, v));
    }
    let mut rounds = Vec::new();
    for i in 1..=q {
        let (x, _) = vertex::<N>(sc, n, || tr!("oj-p6560-start", round = i))?;
        let (y, token) = vertex::<N>(sc, n, || tr!("oj-p6560-end", round = i))?;
        if x == y {
            let what = tr!("oj-p6560-end", round = i);
            return Err(Fail::Failed(
                sc.error_at(Some(token), tr!("oj-p6560-same", what = what, x = x)),
            ));
        }
        rounds.push((x, y));
    }
    sc.expect_end(|| tr!("oj-p6560-after", count = q))?;
    for (x, y) in rounds {
        let (_, o) = analyse(n, &edges, y).expect("the statement's bounds fit in memory");
        line(out, word(o[x as usize]));
    }
    Ok(())
}

impl Spec for P6560 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// The case's numbers: n, m, 2m edge ends and 2q round ends.
    fn limits(&self) -> Limits {
        Limits {
            count: 2 + 2 * EDGES + 2 * ROUNDS,
            cases: 1,
            value: VERTICES,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            multi: false,
            ..Shape::CASES
        }
    }

    fn generate(
        &self,
        rng: &mut Rng,
        _n_cases: u64,
        count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        let room = count.saturating_sub(4) / 2;
        let n = rng.range(2, value.clamp(2, (room / 2).max(2)));
        let q = rng.range(1, ROUNDS.min((room / 4).max(1)));
        let most = EDGES.min(room.saturating_sub(q)).min(n * n + 4);
        let m = match rng.range(0, 4) {
            0 => {
                tags.push("few edges (dead ends)");
                rng.range(0, n.min(most))
            }
            _ => rng.range(0, most),
        };
        let mut case = vec![n, m];
        let ring = rng.chance(3);
        if ring {
            tags.push("a cycle through every vertex (draws)");
        }
        for i in 0..m {
            let (u, v) = match rng.range(0, 10) {
                _ if ring && i < n => (i + 1, (i + 1) % n + 1),
                0 => {
                    tags.push("a self-loop");
                    let u = rng.range(1, n);
                    (u, u)
                }
                1 if i > 0 => {
                    tags.push("an edge listed twice");
                    (case[2 * i as usize], case[2 * i as usize + 1])
                }
                _ => (rng.range(1, n), rng.range(1, n)),
            };
            case.push(u);
            case.push(v);
        }
        for _ in 0..q {
            let x = rng.range(1, n);
            let mut y = rng.range(1, n - 1);
            if y >= x {
                y += 1;
            }
            case.push(x);
            case.push(y);
        }
        input.cases.push(case);
    }

    fn render(&self, input: &Input, out: &mut String) {
        let Some(r) = input.cases.first().and_then(|c| decode(c)) else {
            return;
        };
        let _ = writeln!(out, "{} {} {}", r.n, r.edges.len(), r.rounds.len());
        for (u, v) in &r.edges {
            let _ = writeln!(out, "{u} {v}");
        }
        for (x, y) in &r.rounds {
            let _ = writeln!(out, "{x} {y}");
        }
    }

    /// n ≥ 1 vertices, the edges and rounds on them, x ≠ y, at least one
    /// round, within the statement's bounds.
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.len() == 1
            && decode(&input.cases[0]).is_some_and(|r| {
                let on = |v: &u64| (1..=r.n).contains(v);
                r.n <= VERTICES
                    && r.edges.len() as u64 <= EDGES
                    && (1..=ROUNDS).contains(&(r.rounds.len() as u64))
                    && r.edges.iter().all(|(u, v)| on(u) && on(v))
                    && r.rounds.iter().all(|(x, y)| on(x) && on(y) && x != y)
            })
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let Some(r) = decode(case).filter(|r| r.n <= VERTICES) else {
            return tr!("check-explain-not-a-case");
        };
        let edges: Vec<(u32, u32)> = r
            .edges
            .iter()
            .filter(|(u, v)| *u <= r.n && *v <= r.n)
            .map(|&(u, v)| (u as u32, v as u32))
            .collect();
        let steps: Vec<String> = r
            .rounds
            .iter()
            .filter(|(x, y)| *x <= r.n && *y <= r.n)
            .map(|&(x, y)| {
                let (g, o) = analyse(r.n as usize, &edges, y as u32).expect("a small graph");
                tr!(
                    "check-explain-p6560-round",
                    x = x,
                    y = y,
                    why = grundy_i18n::say(&explain_outcome(&g, &o, x as u32)),
                    answer = word(o[x as usize])
                )
            })
            .collect();
        tr!(
            "check-explain-p6560",
            rounds = grundy_i18n::join_clauses(&steps)
        )
    }
}

/// A decoded case.
struct Rounds {
    n: u64,
    edges: Vec<(u64, u64)>,
    rounds: Vec<(u64, u64)>,
}

/// The case's graph and rounds, or `None` if the numbers do not make that
/// shape.
fn decode(case: &[u64]) -> Option<Rounds> {
    let (&n, rest) = case.split_first()?;
    let (&m, rest) = rest.split_first()?;
    let m = usize::try_from(m).ok().filter(|&m| 2 * m <= rest.len())?;
    let (e, q) = rest.split_at(2 * m);
    if q.len() % 2 != 0 {
        return None;
    }
    let pairs = |s: &[u64]| s.chunks(2).map(|p| (p[0], p[1])).collect();
    Some(Rounds {
        n,
        edges: pairs(e),
        rounds: pairs(q),
    })
}

#[cfg(test)]
#[path = "p6560_tests.rs"]
mod tests;

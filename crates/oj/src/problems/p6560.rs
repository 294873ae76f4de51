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

/// The graph once, for many rounds: each vertex's edges out counted, and
/// the vertices with an edge into each (an edge listed twice, twice), laid
/// out in one array, so that a round allocates nothing but its own marks.
struct Arena {
    out_degree: Vec<u32>,
    start: Vec<usize>,
    from: Vec<u32>,
    /// Per round: edges out not yet known to lead to a won vertex.
    left: Vec<u32>,
    verdict: Vec<Option<Verdict>>,
    queue: Vec<u32>,
}

impl Arena {
    fn new(n: usize, edges: &[(u32, u32)]) -> Self {
        let mut out_degree = vec![0u32; n + 1];
        let mut start = vec![0usize; n + 2];
        for &(u, v) in edges {
            out_degree[u as usize] += 1;
            start[v as usize + 1] += 1;
        }
        for i in 1..start.len() {
            start[i] += start[i - 1];
        }
        let mut fill = start.clone();
        let mut from = vec![0u32; edges.len()];
        for &(u, v) in edges {
            from[fill[v as usize]] = u;
            fill[v as usize] += 1;
        }
        Arena {
            out_degree,
            start,
            from,
            left: vec![0; n + 1],
            verdict: vec![None; n + 1],
            queue: Vec::with_capacity(n + 1),
        }
    }

    /// The verdict of the token on `x` when the game ends on `y`: the
    /// retrograde analysis of the graph with y's edges out removed (the
    /// player to move at y has lost), stopped as soon as x is decided;
    /// what is never decided is a draw. The same analysis as the engine's
    /// [`outcomes`], which the tests compare it with.
    fn verdict(&mut self, x: u32, y: u32) -> Verdict {
        self.left.copy_from_slice(&self.out_degree);
        self.left[y as usize] = 0;
        self.verdict.fill(None);
        self.queue.clear();
        for v in 1..self.left.len() {
            if self.left[v] == 0 {
                self.verdict[v] = Some(Verdict::Lose);
                self.queue.push(v as u32);
            }
        }
        let mut head = 0;
        while head < self.queue.len() {
            if let Some(known) = self.verdict[x as usize] {
                return known;
            }
            let v = self.queue[head] as usize;
            head += 1;
            let lost = self.verdict[v] == Some(Verdict::Lose);
            for &u in &self.from[self.start[v]..self.start[v + 1]] {
                let u = u as usize;
                if u == y as usize || self.verdict[u].is_some() {
                    continue;
                }
                if lost {
                    self.verdict[u] = Some(Verdict::Win);
                    self.queue.push(u as u32);
                } else {
                    self.left[u] -= 1;
                    if self.left[u] == 0 {
                        self.verdict[u] = Some(Verdict::Lose);
                        self.queue.push(u as u32);
                    }
                }
            }
        }
        self.verdict[x as usize].unwrap_or(Verdict::Draw)
    }
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
/// O(n + m) on the graph laid out once.
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
    let mut graph = Arena::new(n, &edges);
    for (x, y) in rounds {
        line(out, word(graph.verdict(x, y)));
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

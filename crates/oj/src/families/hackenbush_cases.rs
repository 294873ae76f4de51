//! Green Hackenbush's judge inputs (HDU 3094, POJ 3710, HDU 3590) for
//! `check`: a case is its numbers as the judge lists them, read here as
//! graphs, checked for the shapes the statements promise, generated and
//! explained, and the whole problem but its answer ([`HackenbushCases`]).

use crate::spec::{buffered, Limits, Solver, Spec};
use crate::{Input, OjError, Rng};
use grundy_engine::hackenbush::misere::{anti_sg_rule, branch_values};
use grundy_engine::hackenbush::{Edge, Graph};
use grundy_i18n::{tr, Arg};
use std::fmt::Write as _;

/// How a format lays out its graphs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Layout {
    /// HDU 3094: a case is one tree, `N` and N − 1 edges.
    OneTree,
    /// POJ 3710: a block of trees with cycles hanging from them, each `m k`
    /// and k edges.
    WithCycles,
    /// HDU 3590: a block of trees, each `m` and m − 1 edges (under misère
    /// play).
    Trees,
}

/// One graph of a case: its number of vertices and its edges.
pub(crate) struct Drawn {
    pub(crate) vertices: u64,
    pub(crate) edges: Vec<(u64, u64)>,
}

/// The graphs of a case, as its numbers list them: HDU 3094 `N` and N − 1
/// edges; POJ 3710 the count of trees, then each `m k` and k edges; HDU
/// 3590 the count of trees, then each `m` and m − 1 edges. `None` if the
/// numbers do not make that shape.
fn decode(layout: Layout, case: &[u64]) -> Option<Vec<Drawn>> {
    let mut at = 0usize;
    let mut next = || -> Option<u64> {
        let v = case.get(at).copied();
        at += 1;
        v
    };
    let graph = |vertices: u64, edges: u64, next: &mut dyn FnMut() -> Option<u64>| {
        let mut out = Vec::new();
        for _ in 0..edges {
            out.push((next()?, next()?));
        }
        Some(Drawn {
            vertices,
            edges: out,
        })
    };
    let mut out = Vec::new();
    match layout {
        Layout::OneTree => {
            let n = next()?;
            out.push(graph(n, n.checked_sub(1)?, &mut next)?);
        }
        Layout::WithCycles | Layout::Trees => {
            let trees = next()?;
            for _ in 0..trees {
                let m = next()?;
                let k = if layout == Layout::WithCycles {
                    next()?
                } else {
                    m.checked_sub(1)?
                };
                if k > case.len() as u64 {
                    return None;
                }
                out.push(graph(m, k, &mut next)?);
            }
        }
    }
    (at == case.len()).then_some(out)
}

fn graph_of(d: &Drawn) -> Graph {
    let edges = d.edges.iter().map(|&(a, b)| Edge { a, b }).collect();
    Graph::new(edges, 1).expect("a judge's graph is small")
}

/// Writes a case in the judge's format.
pub(crate) fn render(layout: Layout, case: &[u64], out: &mut String) {
    let graphs = decode(layout, case).unwrap_or_default();
    if layout != Layout::OneTree {
        let _ = writeln!(out, "{}", graphs.len());
    }
    for g in &graphs {
        match layout {
            Layout::WithCycles => {
                let _ = writeln!(out, "{} {}", g.vertices, g.edges.len());
            }
            _ => {
                let _ = writeln!(out, "{}", g.vertices);
            }
        }
        for (a, b) in &g.edges {
            let _ = writeln!(out, "{a} {b}");
        }
    }
}

/// Whether a case is one the judge could give: vertices 1 to m, all of
/// them joined to the root; trees for HDU 3094 and 3590, and for POJ 3710
/// trees with cycles hanging from them, each of its own vertices but one
/// (every 2-edge-connected piece a simple cycle, no loop); at most
/// `most_vertices` a graph, the problem's own limit.
pub(crate) fn is_valid(layout: Layout, most_vertices: u64, case: &[u64]) -> bool {
    let Some(graphs) = decode(layout, case) else {
        return false;
    };
    !graphs.is_empty()
        && graphs.iter().all(|d| {
            let in_range = d
                .edges
                .iter()
                .all(|&(a, b)| (1..=d.vertices).contains(&a) && (1..=d.vertices).contains(&b));
            if !in_range || d.vertices == 0 || d.vertices > most_vertices {
                return false;
            }
            let g = graph_of(d);
            let s = g.structure();
            let reached: u64 = s.pieces().iter().map(|p| p.vertices).sum();
            let all_joined = reached == d.vertices && g.live().iter().all(|&l| l);
            let shaped = match layout {
                Layout::WithCycles => {
                    d.edges.iter().all(|(a, b)| a != b)
                        && s.pieces()
                            .iter()
                            .all(|p| p.loops == 0 || p.loops == p.vertices)
                }
                _ => s.pieces().iter().all(|p| p.loops == 0),
            };
            all_joined && shaped
        })
}

/// A random rooted tree on `vertices` vertices, named 1 (the root) to
/// `vertices` in a random order, its edges in a random order and
/// orientation.
fn tree(rng: &mut Rng, vertices: u64) -> Vec<(u64, u64)> {
    let mut names: Vec<u64> = (1..=vertices).collect();
    for i in (2..names.len()).rev() {
        let j = rng.range(1, i as u64) as usize;
        names.swap(i, j);
    }
    let mut edges = Vec::new();
    for v in 1..vertices as usize {
        let parent = rng.range(0, v as u64 - 1) as usize;
        edges.push((names[parent], names[v]));
    }
    shuffle(rng, &mut edges);
    edges
}

fn shuffle(rng: &mut Rng, edges: &mut [(u64, u64)]) {
    for i in (1..edges.len()).rev() {
        let j = rng.range(0, i as u64) as usize;
        edges.swap(i, j);
    }
    for e in edges.iter_mut() {
        if rng.chance(2) {
            *e = (e.1, e.0);
        }
    }
}

/// A random case of `layout`: graphs of up to `vertices` vertices, up to
/// `trees` of them in a block.
pub(crate) fn generate(
    rng: &mut Rng,
    layout: Layout,
    vertices: u64,
    trees: u64,
    tags: &mut Vec<&'static str>,
) -> Vec<u64> {
    let mut case = Vec::new();
    let count = if layout == Layout::OneTree {
        1
    } else {
        rng.range(1, trees.max(1))
    };
    if layout != Layout::OneTree {
        case.push(count);
    }
    for _ in 0..count {
        let m = if rng.chance(6) {
            tags.push("a single vertex, no edge");
            1
        } else {
            rng.range(1, vertices.max(1))
        };
        let mut edges = tree(rng, m);
        let mut total = m;
        if layout == Layout::WithCycles {
            // Cycles of 2 to 4 edges, each on a vertex of the tree not yet on
            // one, through new vertices.
            let mut free: Vec<u64> = (1..=m).collect();
            let cycles = rng.range(0, 3.min(m));
            for _ in 0..cycles {
                let at = free.swap_remove(rng.range(0, free.len() as u64 - 1) as usize);
                let length = rng.range(2, 4);
                tags.push(match length {
                    2 => "a cycle of two parallel edges",
                    3 => "an odd cycle",
                    _ => "an even cycle",
                });
                let mut last = at;
                for _ in 1..length {
                    total += 1;
                    edges.push((last, total));
                    last = total;
                }
                edges.push((last, at));
            }
            shuffle(rng, &mut edges);
            case.extend([total, edges.len() as u64]);
        } else {
            case.push(m);
        }
        case.extend(edges.iter().flat_map(|&(a, b)| [a, b]));
    }
    case
}

/// grundy's reasoning on a case.
pub(crate) fn explain(layout: Layout, case: &[u64]) -> String {
    let Some(graphs) = decode(layout, case) else {
        return tr!("check-explain-not-a-case");
    };
    let graphs: Vec<Graph> = graphs.iter().map(graph_of).collect();
    let values: Vec<u64> = graphs.iter().map(Graph::value).collect();
    match layout {
        Layout::Trees => match branch_values(&graphs) {
            Ok(branches) => tr!(
                "check-explain-hdu3590",
                values = list(&values),
                branches = list(&branches),
                answer = tr!(
                    "check-explain-hdu3590-answer",
                    wins = Arg::yes(anti_sg_rule(branches.iter().copied()))
                )
            ),
            Err(e) => e.to_string(),
        },
        _ => {
            let xor = values.iter().fold(0, |x, v| x ^ v);
            // A graph's explanation is a line a step: clauses of one
            // sentence here, joined as the language joins clauses.
            let steps: Vec<String> = graphs
                .iter()
                .map(|g| {
                    grundy_i18n::join_clauses(
                        &grundy_i18n::read(&g.explain()).lines().collect::<Vec<_>>(),
                    )
                })
                .collect();
            tr!(
                "check-explain-hackenbush",
                steps = steps.join(&tr!("check-explain-next-graph")),
                values = list(&values),
                xor = xor,
                wins = Arg::yes(xor != 0)
            )
        }
    }
}

fn list(values: &[u64]) -> String {
    values
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" xor ")
}

/// A judge problem of Green Hackenbush: all it has of its own is its
/// limits, its layout and its answer; the random graphs, the writer, the
/// check of the statement's shapes, the explanation and the retry with
/// arbitrary precision are the family's.
pub(crate) struct HackenbushCases {
    /// The judge's limits: vertices per drawn tree, cases, graphs per
    /// block.
    pub(crate) limits: Limits,
    /// The statement's bound on a graph's vertices (a drawn tree and the
    /// cycles hung on it), which a valid input keeps.
    pub(crate) most_vertices: u64,
    /// How the graphs are laid out.
    pub(crate) layout: Layout,
    /// The reader and solver with machine words, retried as `big`.
    pub(crate) words: Solver,
    /// The reader and solver with arbitrary precision.
    pub(crate) big: Solver,
}

impl Spec for HackenbushCases {
    fn answer(&self, input: &[u8], out: &mut dyn std::io::Write) -> Result<(), OjError> {
        buffered(input, out, self.words, self.big)
    }

    fn limits(&self) -> Limits {
        self.limits
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
        // Misère play is answered by the root branches at any size, as
        // normal play is: every size generates the judge's trees.
        for _ in 0..n_cases {
            let case = generate(rng, self.layout, count, value, tags);
            input.cases.push(case);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        // HDU 3094 counts its cases; the blocks run to the end of input.
        if self.layout == Layout::OneTree {
            let _ = writeln!(out, "{}", input.cases.len());
        }
        for c in &input.cases {
            render(self.layout, c, out);
        }
    }

    /// Trees (with cycles hanging from them in POJ 3710) on the vertices 1
    /// to m, every vertex joined to the root.
    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| is_valid(self.layout, self.most_vertices, c))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        explain(self.layout, case)
    }
}

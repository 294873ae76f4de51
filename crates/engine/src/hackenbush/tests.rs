//! The fusion and colon principles against a search of the rules: every
//! rooted graph (multigraph with loops, joined to the root) of up to 8
//! edges on up to 7 vertices, up to isomorphism (28,179 graphs, so every
//! graph of up to 6 edges; those of 7 and 8 edges on 8 or 9 vertices, the
//! largest trees and single cycles, only among the random ones), 3000
//! random graphs of 8 to 12 edges on up to 10 vertices, some with
//! floating edges; sums of two graphs (every pair of up to 4 edges, 500
//! random pairs of 4 to 7); and very large trees.

use super::{Edge, Graph};
use std::collections::{HashMap, HashSet};

/// A graph on dense vertices, the root 0.
type Small = Vec<(u8, u8)>;

/// The rules, searched: values of every set of edges still standing (a
/// bit mask), memoized.
struct Rules<'a> {
    edges: &'a [(u8, u8)],
    memo: HashMap<u32, u64>,
}

impl<'a> Rules<'a> {
    fn new(edges: &'a [(u8, u8)]) -> Self {
        Rules {
            edges,
            memo: HashMap::new(),
        }
    }

    /// The edges of `mask` still joined to the root.
    fn standing(&self, mask: u32) -> u32 {
        let mut reached: u32 = 1; // vertices, as bits
        let mut kept = 0u32;
        loop {
            let mut grew = false;
            for (i, &(a, b)) in self.edges.iter().enumerate() {
                if mask >> i & 1 == 1 && kept >> i & 1 == 0 {
                    let (ra, rb) = (reached >> a & 1 == 1, reached >> b & 1 == 1);
                    if ra || rb {
                        kept |= 1 << i;
                        reached |= 1 << a | 1 << b;
                        grew = true;
                    }
                }
            }
            if !grew {
                return kept;
            }
        }
    }

    /// The position after cutting edge `i` of `mask`.
    fn cut(&self, mask: u32, i: usize) -> u32 {
        self.standing(mask & !(1 << i))
    }

    fn value(&mut self, mask: u32) -> u64 {
        if let Some(&v) = self.memo.get(&mask) {
            return v;
        }
        let mut seen = Vec::new();
        for i in 0..self.edges.len() {
            if mask >> i & 1 == 1 {
                let next = self.cut(mask, i);
                seen.push(self.value(next));
            }
        }
        let mut mex = 0;
        while seen.contains(&mex) {
            mex += 1;
        }
        self.memo.insert(mask, mex);
        mex
    }
}

fn graph_of(edges: &[(u8, u8)]) -> Graph {
    // Vertex names 1, 2, …: the root, dense 0, is vertex 1.
    let edges = edges
        .iter()
        .map(|&(a, b)| Edge {
            a: a as u64 + 1,
            b: b as u64 + 1,
        })
        .collect();
    Graph::new(edges, 1).unwrap()
}

/// Checks value, verdict and the complete list of cuts with their values
/// of one graph against the rules.
fn check_one(edges: &[(u8, u8)]) {
    let mut rules = Rules::new(edges);
    let all = rules.standing((1u32 << edges.len()) - 1);
    let want = rules.value(all);
    let g = graph_of(edges);
    assert_eq!(g.value(), want, "value of {g}");
    let cuts = g.cuts(100).unwrap();
    let mut by_rules = Vec::new();
    for i in 0..edges.len() {
        if all >> i & 1 == 1 {
            let next = rules.cut(all, i);
            by_rules.push((i, rules.value(next)));
        }
    }
    let by_engine: Vec<(usize, u64)> = cuts.iter().map(|c| (c.edge, c.value)).collect();
    assert_eq!(by_engine, by_rules, "cuts of {g}");
    // A cut's graph is what the rules leave.
    for c in &cuts {
        let after = g.after_cut(c.edge);
        assert_eq!(after.value(), c.value, "{g} after cutting {}", c.edge);
        let left = rules.cut(all, c.edge);
        assert_eq!(after.edges().len(), left.count_ones() as usize, "{g}");
    }
}

/// A canonical form: the sorted edge list least over every renaming of
/// the vertices but the root.
fn canonical(edges: &[(u8, u8)], vertices: usize) -> Small {
    let mut perm: Vec<u8> = (0..vertices as u8).collect();
    let mut best: Option<Small> = None;
    loop {
        let mut e: Small = edges
            .iter()
            .map(|&(a, b)| {
                let (a, b) = (perm[a as usize], perm[b as usize]);
                (a.min(b), a.max(b))
            })
            .collect();
        e.sort_unstable();
        if best.as_ref().is_none_or(|b| e < *b) {
            best = Some(e);
        }
        // The next permutation of perm[1..].
        let p = &mut perm[1..];
        let Some(i) = (0..p.len().saturating_sub(1))
            .rev()
            .find(|&i| p[i] < p[i + 1])
        else {
            return best.expect("one permutation at least");
        };
        let j = (i + 1..p.len())
            .rev()
            .find(|&j| p[j] > p[i])
            .expect("a larger one");
        p.swap(i, j);
        p[i + 1..].reverse();
    }
}

fn vertices_of(edges: &[(u8, u8)]) -> usize {
    edges
        .iter()
        .map(|&(a, b)| a.max(b) as usize + 1)
        .max()
        .unwrap_or(1)
}

/// Every rooted graph joined to its root with up to `most` edges and up to
/// `max_vertices` vertices, up to isomorphism, by number of edges: each
/// one is some smaller one with an edge added (an edge whose removal keeps
/// the rest joined to the root always exists: a leaf's, or one on a cycle).
fn all_graphs(most: usize, max_vertices: usize) -> Vec<Vec<Small>> {
    let mut by_size: Vec<Vec<Small>> = vec![vec![Vec::new()]];
    for _ in 1..=most {
        let mut next = HashSet::new();
        for g in by_size.last().expect("a size") {
            let v = vertices_of(g);
            let mut add = |a: u8, b: u8, v: usize| {
                let mut h = g.clone();
                h.push((a, b));
                next.insert(canonical(&h, v));
            };
            for a in 0..v as u8 {
                for b in a..v as u8 {
                    add(a, b, v);
                }
                if v < max_vertices {
                    add(a, v as u8, v + 1);
                }
            }
        }
        let mut next: Vec<Small> = next.into_iter().collect();
        next.sort();
        by_size.push(next);
    }
    by_size
}

#[test]
fn every_rooted_graph_of_up_to_8_edges_on_up_to_7_vertices_is_valued_and_cut_as_the_rules_say() {
    let graphs = all_graphs(8, 7);
    // Counts of classes, as found, to notice if the generation changes.
    let counts: Vec<usize> = graphs.iter().map(Vec::len).collect();
    assert_eq!(counts, [1, 2, 6, 20, 74, 289, 1203, 5106, 21478]);
    for g in graphs.iter().flatten() {
        check_one(g);
    }
}

/// A small generator for random graphs, reproducible.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }

    /// A random graph of `edges` edges on up to `vertices` vertices, each
    /// edge touching a vertex already joined (so all reach the root) but
    /// for the odd floating one.
    fn graph(&mut self, edges: usize, vertices: u64) -> Small {
        let mut used = 1u64;
        let mut out = Vec::new();
        for _ in 0..edges {
            let a = self.below(used) as u8;
            let b = self.below(vertices.min(used + 1)) as u8;
            used = used.max(b as u64 + 1);
            out.push((a, b));
        }
        if self.below(8) == 0 {
            // An edge between two new vertices: not joined, fallen.
            out.push((used as u8 + 1, used as u8 + 2));
        }
        out
    }
}

#[test]
fn random_graphs_of_8_to_12_edges_are_valued_and_cut_as_the_rules_say() {
    let mut rng = Lcg(18);
    for round in 0..3000 {
        let edges = 8 + round % 5;
        let vertices = 3 + rng.below(8);
        let g = rng.graph(edges, vertices);
        check_one(&g);
    }
}

#[test]
fn sums_of_two_graphs_win_by_exactly_the_cuts_the_rules_find() {
    // Two graphs glued at the root are their sum: the search plays the
    // glued graph, the engine the two parts.
    let graphs = all_graphs(4, 5);
    let small: Vec<&Small> = graphs.iter().flatten().collect();
    let mut rng = Lcg(21);
    let mut pairs: Vec<(Small, Small)> = Vec::new();
    for x in &small {
        for y in &small {
            pairs.push(((*x).clone(), (*y).clone()));
        }
    }
    for _ in 0..500 {
        let (e1, e2) = (4 + rng.below(4) as usize, 4 + rng.below(4) as usize);
        let (v1, v2) = (3 + rng.below(4), 3 + rng.below(4));
        pairs.push((rng.graph(e1, v1), rng.graph(e2, v2)));
    }
    for (x, y) in pairs {
        let shift = vertices_of(&x).max(1) as u8;
        let glued: Small = x
            .iter()
            .copied()
            .chain(y.iter().map(|&(a, b)| {
                let s = |v: u8| if v == 0 { 0 } else { v + shift };
                (s(a), s(b))
            }))
            .collect();
        let mut rules = Rules::new(&glued);
        let all = rules.standing((1u32 << glued.len()) - 1);
        let total = rules.value(all);
        let (gx, gy) = (graph_of(&x), graph_of(&y));
        assert_eq!(gx.value() ^ gy.value(), total, "{gx} + {gy}");
        let mut by_rules = Vec::new();
        for i in 0..glued.len() {
            if all >> i & 1 == 1 {
                let next = rules.cut(all, i);
                if rules.value(next) == 0 {
                    by_rules.push(i);
                }
            }
        }
        let mut by_engine: Vec<usize> = gx
            .cuts_to(gy.value())
            .unwrap()
            .iter()
            .map(|c| c.edge)
            .collect();
        by_engine.extend(
            gy.cuts_to(gx.value())
                .unwrap()
                .iter()
                .map(|c| c.edge + x.len()),
        );
        assert_eq!(by_engine, by_rules, "{gx} + {gy}");
    }
}

#[test]
fn a_path_of_a_million_edges_and_a_star_need_no_deep_stack() {
    let n = 1_000_000u64;
    let path: Vec<Edge> = (1..=n).map(|i| Edge { a: i, b: i + 1 }).collect();
    assert_eq!(Graph::new(path, 1).unwrap().value(), n);
    let star: Vec<Edge> = (2..=n + 1).map(|i| Edge { a: 1, b: i }).collect();
    assert_eq!(Graph::new(star, 1).unwrap().value(), 0);
    // A cycle of a million edges through the root: an even number of loops.
    let mut cycle: Vec<Edge> = (1..n).map(|i| Edge { a: i, b: i + 1 }).collect();
    cycle.push(Edge { a: n, b: 1 });
    assert_eq!(Graph::new(cycle, 1).unwrap().value(), 0);
}

#[test]
fn named_cases() {
    for (name, text, value) in [
        ("one edge", "1-2", 1),
        ("a loop at the root", "1-1", 1),
        ("two loops cancel", "1-1,1-1", 0),
        ("parallel edges, a cycle of length 2", "1-2,1-2", 0),
        ("three parallel edges", "1-2,2-1,1-2", 1),
        ("a triangle", "1-2,2-3,3-1", 1),
        ("a square", "1-2,2-3,3-4,4-1", 0),
        ("a triangle on a stalk", "1-2,2-3,3-4,4-2", 2),
        ("a loop at the top of a stalk", "1-2,2-2", 2),
        ("floating edges fall", "1-2,3-4,4-5", 1),
        ("no edge", "none", 0),
        ("the root on no edge", "2-3", 0),
        (
            "two triangles sharing a vertex",
            "1-2,2-3,3-1,3-4,4-5,5-3",
            0,
        ),
    ] {
        let g = Graph::parse(text, 1).unwrap();
        assert_eq!(g.value(), value, "{name}");
    }
}

#[test]
fn bad_graphs_are_refused_with_their_column() {
    // What they say is checked in tests/wording_graphs.rs.
    use super::GraphErrorKind::{Empty, NotAVertex, NotAnEdge};
    for (name, text, column, token, kind) in [
        ("no dash", "1-2,3", 5, "3", NotAnEdge),
        ("a letter", "1-2,2-x", 7, "x", NotAVertex),
        ("a missing end", "1-", 1, "1-", NotAnEdge),
        (
            "too large a vertex",
            "1-99999999999999999999",
            3,
            "99999999999999999999",
            NotAVertex,
        ),
        ("nothing", " , ", 0, "", Empty),
        ("none and more", "none 1-2", 6, "1-2", NotAnEdge),
        ("a negative vertex", "1--2", 3, "-2", NotAVertex),
    ] {
        let e = Graph::parse(text, 1).unwrap_err();
        assert_eq!(
            (e.column, e.token.as_str(), e.kind.clone()),
            (column, token, kind),
            "{name}"
        );
        let said = e.message();
        assert_eq!(said.id() == "column-then", column > 0, "{name}");
    }
}

//! The matching theorem and every winning move against a search of the
//! rules: every graph of up to 8 vertices up to isomorphism (13,598
//! graphs, from nauty's geng) from every start, every labelled graph of up
//! to 6 vertices (which also checks that the list from geng holds each
//! class of them once), random graphs of 9 to 14 vertices, and boards from
//! a corner; then the reader's errors.

use super::search::Search;
use super::{grid_corner_first_player_wins, Edge, Graph, GraphErrorKind};
use std::collections::HashSet;

/// Every graph of 1 to 8 vertices up to isomorphism, in graph6.
const GRAPHS: &str = include_str!("testdata/graphs_up_to_8.g6");

/// The edges of a graph6 line on vertices 0 to n − 1 (n ≤ 62).
fn graph6(line: &str) -> (usize, Vec<(usize, usize)>) {
    let bytes = line.as_bytes();
    let n = (bytes[0] - 63) as usize;
    let bits = bytes[1..]
        .iter()
        .flat_map(|&c| (0..6).rev().map(move |i| (c - 63) >> i & 1 == 1));
    let pairs = (1..n).flat_map(|j| (0..j).map(move |i| (i, j)));
    let edges = pairs
        .zip(bits)
        .filter(|&(_, b)| b)
        .map(|(p, _)| p)
        .collect();
    (n, edges)
}

/// The graph of dense `edges` on vertices 1 to n.
fn named(n: usize, edges: &[(usize, usize)]) -> Graph {
    let edges: Vec<Edge> = edges
        .iter()
        .map(|&(a, b)| Edge {
            a: a as u64 + 1,
            b: b as u64 + 1,
        })
        .collect();
    let all: Vec<u64> = (1..=n as u64).collect();
    Graph::new(&edges, &all).unwrap()
}

/// The matchings' verdict and winning moves equal the search's from every
/// start; the winning moves include the start's mate (the strategy); with
/// `fresh`, they also equal those of matchings computed afresh.
fn check_every_start(g: &Graph, fresh: bool) {
    let mut search = Search::new(g).unwrap();
    for &v in g.names() {
        let a = g.analyze(v).unwrap();
        if fresh {
            let fresh = g.analyze_by_fresh_matchings(v).unwrap();
            assert_eq!(a.winning_moves, fresh.winning_moves, "{g} from {v}");
            assert_eq!(
                a.matching_without_start.len(),
                fresh.matching_without_start.len()
            );
        }
        assert_matching(g, &a.matching_without_start, v);
        let wins = search.first_player_wins(v).unwrap();
        assert_eq!(a.first_player_wins, wins, "{g} from {v}");
        assert_eq!(
            a.winning_moves,
            search.winning_moves(v).unwrap(),
            "{g} from {v}"
        );
        assert_eq!(a.winning_moves.is_empty(), !wins, "{g} from {v}");
        assert_eq!(a.moves, g.neighbours(v).unwrap());
        if wins {
            let mate = a.matching.mate(v).expect("the winner's start is matched");
            assert!(a.winning_moves.contains(&mate), "{g} from {v}");
        } else {
            assert_eq!(a.matching_without_start.len(), a.matching.len());
            assert_eq!(a.matching_without_start.mate(v), None);
        }
    }
}

/// `m` is a matching of `g` without vertex `v`: every edge is one of
/// the graph's, no vertex twice, v in none.
fn assert_matching(g: &Graph, m: &super::Matching, v: u64) {
    let mut seen = HashSet::new();
    for e in m.edges() {
        assert!(
            g.neighbours(e.a).unwrap().contains(&e.b),
            "{g}: {e} is no edge"
        );
        assert!(seen.insert(e.a) && seen.insert(e.b), "{g}: a vertex twice");
    }
    assert!(!seen.contains(&v), "{g}: the start is matched");
    assert_eq!(m.edges().len(), m.len());
}

#[test]
fn every_graph_up_to_8_vertices_from_every_start_matches_the_search() {
    let mut counts = [0usize; 9];
    for line in GRAPHS.lines().filter(|l| !l.starts_with('#')) {
        let (n, edges) = graph6(line);
        counts[n] += 1;
        check_every_start(&named(n, &edges), true);
    }
    assert_eq!(counts, [0, 1, 2, 4, 11, 34, 156, 1044, 12346]);
}

/// The smallest adjacency bit mask of the graph over every renaming of its
/// vertices.
fn canonical(n: usize, edges: &[(usize, usize)], perms: &[Vec<usize>]) -> u32 {
    let bit = |a: usize, b: usize| {
        let (i, j) = (a.min(b), a.max(b));
        j * (j - 1) / 2 + i
    };
    perms
        .iter()
        .map(|p| {
            edges
                .iter()
                .fold(0u32, |m, &(a, b)| m | 1 << bit(p[a], p[b]))
        })
        .min()
        .unwrap_or(0)
        | (n as u32) << 16
}

fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for i in 0..n {
            let mut q = p.clone();
            q.insert(i, n - 1);
            out.push(q);
        }
    }
    out
}

#[test]
fn every_labelled_graph_up_to_6_vertices_matches_the_search_and_the_class_list() {
    let mut classes = HashSet::new();
    for n in 1..=6usize {
        let perms = permutations(n);
        let pairs: Vec<(usize, usize)> = (1..n).flat_map(|j| (0..j).map(move |i| (i, j))).collect();
        for mask in 0u32..1 << pairs.len() {
            let edges: Vec<(usize, usize)> = (0..pairs.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect();
            check_every_start(&named(n, &edges), false);
            classes.insert(canonical(n, &edges, &perms));
        }
    }
    // The classes of geng's list of up to 6 vertices: each class once, and
    // every class of labelled graphs among them.
    let mut listed = HashSet::new();
    for line in GRAPHS.lines().filter(|l| !l.starts_with('#')) {
        let (n, edges) = graph6(line);
        if n <= 6 {
            assert!(
                listed.insert(canonical(n, &edges, &permutations(n))),
                "{line} twice"
            );
        }
    }
    assert_eq!(listed, classes);
    assert_eq!(classes.len(), 1 + 2 + 4 + 11 + 34 + 156);
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

#[test]
fn random_graphs_of_9_to_14_vertices_match_the_search() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..300 {
        let n = 9 + rng.below(6) as usize;
        // Densities from sparse (trees and forests) to nearly complete.
        let p = 1 + rng.below(8);
        let edges: Vec<(usize, usize)> = (1..n)
            .flat_map(|j| (0..j).map(move |i| (i, j)))
            .filter(|_| rng.below(10) < p)
            .collect();
        check_every_start(&named(n, &edges), true);
    }
}

#[test]
fn boards_from_a_corner_follow_the_closed_form() {
    for r in 1..=12u64 {
        for c in 1..=12u64 {
            let g = Graph::grid(r, c).unwrap();
            let a = g.analyze(1).unwrap();
            assert_eq!(
                a.first_player_wins,
                grid_corner_first_player_wins(r, c),
                "{r}x{c}"
            );
            if r * c <= 24 {
                let mut s = Search::new(&g).unwrap();
                assert_eq!(
                    s.first_player_wins(1).unwrap(),
                    a.first_player_wins,
                    "{r}x{c}"
                );
                assert_eq!(s.winning_moves(1).unwrap(), a.winning_moves, "{r}x{c}");
            }
        }
    }
    // The square boards of Luogu P4136 far out, by the matchings.
    for n in [31u64, 32, 60, 61] {
        let a = Graph::grid(n, n).unwrap().analyze(1).unwrap();
        assert_eq!(a.first_player_wins, n % 2 == 0, "{n}x{n}");
    }
}

#[test]
fn the_reader_refuses_bad_graphs_at_their_line_and_column() {
    /// A name, the text, the vertices declared, and the error's line,
    /// column and kind.
    type Case = (
        &'static str,
        &'static str,
        Option<u64>,
        usize,
        usize,
        GraphErrorKind,
    );
    #[rustfmt::skip]
    let cases: &[Case] = &[
        ("a lone number", "1-2 2", None, 1, 5, GraphErrorKind::NotAnEdge),
        ("a word", "1-2,x", None, 1, 5, GraphErrorKind::NotAnEdge),
        ("an end missing", "1-", None, 1, 1, GraphErrorKind::NotAnEdge),
        ("a letter for a vertex", "1-2\n2-y", None, 2, 3, GraphErrorKind::NotAVertex),
        ("a letter on a line of two", "1 2\n2 y", None, 2, 3, GraphErrorKind::NotAVertex),
        ("a vertex too large", "1-18446744073709551616", None, 1, 3, GraphErrorKind::NotAVertex),
        ("a loop", "1-2, 2-2", None, 1, 6, GraphErrorKind::Loop),
        ("a loop on a line of two numbers", "1 2\n  3 3\n", None, 2, 3, GraphErrorKind::Loop),
        ("three numbers on a line", "1 2 3", None, 1, 1, GraphErrorKind::NotAnEdge),
        ("an edge to a missing vertex", "1-2\n2-3\n3-9", Some(3), 3, 3, GraphErrorKind::MissingVertex { vertices: 3 }),
        ("vertex 0 of vertices 1 to n", "0 1", Some(3), 1, 1, GraphErrorKind::MissingVertex { vertices: 3 }),
        ("something after none", "none 1-2", None, 1, 6, GraphErrorKind::NotAnEdge),
        ("a line after none", "none\n1-2", None, 2, 1, GraphErrorKind::NotAnEdge),
        ("none after an edge", "1-2 none", None, 1, 5, GraphErrorKind::NotAnEdge),
        ("no edge", " ,\n# a comment\n", None, 0, 0, GraphErrorKind::Empty),
        ("too many vertices", "1-2", Some(1 << 40), 0, 0, GraphErrorKind::TooLarge { what: "vertices" }),
    ];
    for (name, text, vertices, line, column, kind) in cases {
        let e = Graph::parse(text, *vertices).unwrap_err();
        assert_eq!(
            (e.line, e.column, &e.kind),
            (*line, *column, kind),
            "{name}: {e}"
        );
    }
    assert!(Graph::grid(1 << 20, 1 << 20).is_err());
    assert!(Graph::grid(u64::MAX, 3).is_err());
}

#[test]
fn the_reader_takes_every_way_of_writing_edges() {
    #[rustfmt::skip]
    let cases: &[(&str, &str, Option<u64>, &str, usize)] = &[
        ("commas", "1-2,2-3,3-1", None, "1-2,1-3,2-3", 3),
        ("spaces and lines", "1-2 2-3\n3-1\n", None, "1-2,1-3,2-3", 3),
        ("two numbers a line", "1 2\n2 3\n\n3 1\n", None, "1-2,1-3,2-3", 3),
        ("comments", "# a triangle\n1-2 # first\n2-3,3-1\n", None, "1-2,1-3,2-3", 3),
        ("parallel edges merged", "1-2,2-1,1-2", None, "1-2", 2),
        ("isolated vertices", "1-2", Some(5), "1-2", 5),
        ("none", "none", Some(2), "none", 2),
    ];
    for (name, text, vertices, shown, count) in cases {
        let g = Graph::parse(text, *vertices).unwrap();
        assert_eq!(
            (g.to_string().as_str(), g.vertices()),
            (*shown, *count),
            "{name}"
        );
    }
}

/// Regression: an isolated start loses at once, and the analysis says so
/// rather than finding a mate it does not have.
#[test]
fn an_isolated_start_loses() {
    let g = Graph::parse("2-3", Some(3)).unwrap();
    let a = g.analyze(1).unwrap();
    assert!(!a.first_player_wins);
    assert!(a.moves.is_empty());
    let explained = a.explain();
    let stuck = explained.messages().last().expect("an explanation");
    assert_eq!(stuck.id(), "geography-explain-stuck");
}

/// One search from the deleted vertex's mate against a maximum matching
/// computed afresh, on graphs too large for the search of the rules: 150
/// random graphs of 15 to 150 vertices, sparse and dense (odd cycles, so
/// blossoms, abound), from ten starts each.
#[test]
fn the_augmenting_searches_agree_with_fresh_matchings_on_larger_graphs() {
    let mut rng = Rng(0x0123_4567_89AB_CDEF);
    for _ in 0..150 {
        let n = 15 + rng.below(136) as usize;
        let degree = 1 + rng.below(6);
        let edges: Vec<(usize, usize)> = (0..n as u64 * degree / 2)
            .map(|_| (rng.below(n as u64) as usize, rng.below(n as u64) as usize))
            .filter(|(a, b)| a != b)
            .collect();
        let g = named(n, &edges);
        for _ in 0..10 {
            let v = 1 + rng.below(n as u64);
            let (a, fresh) = (
                g.analyze(v).unwrap(),
                g.analyze_by_fresh_matchings(v).unwrap(),
            );
            assert_eq!(a.first_player_wins, fresh.first_player_wins, "{g} from {v}");
            assert_eq!(a.winning_moves, fresh.winning_moves, "{g} from {v}");
            assert_matching(&g, &a.matching_without_start, v);
            assert_eq!(
                a.matching_without_start.len(),
                fresh.matching_without_start.len()
            );
        }
    }
}

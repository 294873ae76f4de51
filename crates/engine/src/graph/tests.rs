//! Graph games against a plain search of the rules on the product graph
//! of the tokens: every position of k tokens is a vertex of the product,
//! a move pushes one token along one edge, and the verdicts come from the
//! definition, iterated to a fixed point (lost: every move, if any, goes to
//! a won position; won: some move goes to a lost one; the rest drawn).
//! Checked: every directed graph (self-loops included) of up to 4 vertices
//! with every multiset of up to 3 tokens; every loopless digraph of 5
//! vertices with 1 and 2 tokens; random graphs of up to 9 vertices with up
//! to 3 tokens. Compared: the verdict (so the draws), the complete set of
//! winning moves, the complete set of draw-keeping moves, by the
//! generalised values, by the Grundy values where the graph is acyclic,
//! and by retrograde analysis for one token.

use super::*;

/// The search of the rules: verdicts of every position of `k` tokens,
/// a position numbered by its tokens' vertices in base n, its moves
/// (from, to, position after) in one flat list.
struct Product {
    n: usize,
    start: Vec<usize>,
    moves: Vec<(u32, u32, u32)>,
    verdict: Vec<Verdict>,
}

impl Product {
    fn new(adj: &[Vec<u32>], k: usize) -> Product {
        let n = adj.len();
        let states = n.pow(k as u32);
        let mut start = Vec::with_capacity(states + 1);
        let mut moves = Vec::new();
        for p in 0..states {
            start.push(moves.len());
            let mut place = 1;
            for _ in 0..k {
                let v = (p / place) % n;
                for &w in &adj[v] {
                    moves.push((v as u32, w, (p - v * place + w as usize * place) as u32));
                }
                place *= n;
            }
        }
        start.push(moves.len());
        let mut verdict = vec![Verdict::Draw; states];
        loop {
            let mut changed = false;
            for p in 0..states {
                if verdict[p] != Verdict::Draw {
                    continue;
                }
                let m = &moves[start[p]..start[p + 1]];
                let new = if m
                    .iter()
                    .any(|&(_, _, q)| verdict[q as usize] == Verdict::Lose)
                {
                    Verdict::Win
                } else if m
                    .iter()
                    .all(|&(_, _, q)| verdict[q as usize] == Verdict::Win)
                {
                    Verdict::Lose
                } else {
                    continue;
                };
                verdict[p] = new;
                changed = true;
            }
            if !changed {
                break;
            }
        }
        Product {
            n,
            start,
            moves,
            verdict,
        }
    }

    fn index(&self, tokens: &[u32]) -> usize {
        tokens.iter().rev().fold(0, |i, &t| i * self.n + t as usize)
    }

    /// The verdict and the moves (from, to) that win, or keep the draw.
    fn answer(&self, tokens: &[u32]) -> (Verdict, Vec<(u32, u32)>) {
        let p = self.index(tokens);
        let v = self.verdict[p];
        let wanted = match v {
            Verdict::Lose => return (v, Vec::new()),
            Verdict::Win => Verdict::Lose,
            Verdict::Draw => Verdict::Draw,
        };
        let set = self.moves[self.start[p]..self.start[p + 1]]
            .iter()
            .filter(|&&(_, _, q)| self.verdict[q as usize] == wanted)
            .map(|&(a, b, _)| (a, b))
            .collect();
        (v, sorted(set))
    }
}

fn pairs(m: &[Move], tokens: &[u32]) -> Vec<(u32, u32)> {
    for mv in m {
        assert_eq!(
            tokens[mv.token], mv.from,
            "the move's token is on its vertex"
        );
    }
    sorted(m.iter().map(|m| (m.from, m.to)).collect())
}

fn sorted(mut v: Vec<(u32, u32)>) -> Vec<(u32, u32)> {
    v.sort_unstable();
    v.dedup();
    v
}

/// Every multiset of `k` tokens on `n` vertices (n ≤ 9, k ≤ 3), as sorted
/// lists, computed once.
fn multisets(n: u32, k: usize) -> &'static [Vec<u32>] {
    static ALL: std::sync::OnceLock<Vec<Vec<Vec<Vec<u32>>>>> = std::sync::OnceLock::new();
    let all = ALL.get_or_init(|| {
        (0..=9u32)
            .map(|n| (0..=3).map(|k| list_multisets(n, k)).collect())
            .collect()
    });
    &all[n as usize][k]
}

fn list_multisets(n: u32, k: usize) -> Vec<Vec<u32>> {
    let mut out = vec![vec![]];
    for _ in 0..k {
        out = out
            .into_iter()
            .flat_map(|t: Vec<u32>| {
                let low = t.last().copied().unwrap_or(0);
                (low..n).map(move |v| {
                    let mut t = t.clone();
                    t.push(v);
                    t
                })
            })
            .collect();
    }
    out
}

/// Checks the engine against the search on one graph, tokens up to
/// `max_k`, every multiset of them.
fn check(n: usize, edges: &[(u32, u32)], max_k: usize) {
    let g = Digraph::new(n, edges).unwrap();
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        adj[a as usize].push(b);
    }
    let general = generalised(&g).unwrap();
    let acyclic = grundy_values(&g).ok();
    if let Some(values) = &acyclic {
        assert_eq!(
            values, &general,
            "generalised values are Grundy values: {edges:?}"
        );
    }
    let one = outcomes(&g).unwrap();
    for k in 1..=max_k {
        let product = Product::new(&adj, k);
        for tokens in multisets(n as u32, k) {
            let tokens = &tokens[..];
            let (want, want_moves) = product.answer(tokens);
            let ctx = || format!("graph {edges:?} on {n} vertices, tokens {tokens:?}");
            assert_eq!(decide(&g, &general, tokens), want, "{}", ctx());
            assert_eq!(
                pairs(&moves(&g, &general, tokens), tokens),
                want_moves,
                "{}",
                ctx()
            );
            if k == 1 {
                assert_eq!(one[tokens[0] as usize], want, "{}", ctx());
                let m = moves_of_one(&g, &one, tokens[0]);
                assert_eq!(pairs(&m, tokens), want_moves, "{}", ctx());
            }
        }
    }
}

fn graph_of_mask(n: usize, mask: u64, loops: bool) -> Vec<(u32, u32)> {
    let mut edges = Vec::new();
    let mut bit = 0;
    for a in 0..n as u32 {
        for b in 0..n as u32 {
            if a == b && !loops {
                continue;
            }
            if mask >> bit & 1 == 1 {
                edges.push((a, b));
            }
            bit += 1;
        }
    }
    edges
}

#[test]
fn every_digraph_of_up_to_4_vertices_with_up_to_3_tokens_matches_the_product_search() {
    for n in 1..=4usize {
        for mask in 0..1u64 << (n * n) {
            check(n, &graph_of_mask(n, mask, true), 3);
        }
    }
}

#[test]
fn every_loopless_digraph_of_5_vertices_with_1_and_2_tokens_matches_the_product_search() {
    for mask in 0..1u64 << 20 {
        check(5, &graph_of_mask(5, mask, false), 2);
    }
}

/// A small deterministic generator (xorshift), so that failures repeat.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

#[test]
fn random_graphs_of_up_to_9_vertices_with_parallel_edges_match_the_product_search() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for round in 0..600 {
        let n = 5 + rng.below(5) as usize;
        let density = 1 + rng.below(4);
        let m = n as u64 * density / 2 + rng.below(n as u64);
        let mut edges = Vec::new();
        for _ in 0..m {
            let a = rng.below(n as u64) as u32;
            let b = rng.below(n as u64) as u32;
            // Some graphs acyclic: edges only upwards.
            if round % 3 == 0 && a >= b {
                continue;
            }
            edges.push((a, b));
        }
        check(n, &edges, if n <= 7 { 3 } else { 2 });
    }
}

#[test]
fn a_path_of_a_million_vertices_is_valued_without_recursion() {
    let n = 1_000_000u32;
    let edges: Vec<(u32, u32)> = (0..n - 1).map(|v| (v, v + 1)).collect();
    let g = Digraph::new(n as usize, &edges).unwrap();
    let values = grundy_values(&g).unwrap();
    assert_eq!(values[0], (n - 1) % 2);
    assert_eq!(outcomes(&g).unwrap()[0], Verdict::Win);
    assert_eq!(generalised(&g).unwrap(), values);
    let mut cyclic = edges.clone();
    cyclic.push((n - 1, 0));
    let g = Digraph::new(n as usize, &cyclic).unwrap();
    assert_eq!(grundy_values(&g).unwrap_err().vertices.len(), n as usize);
    assert!(outcomes(&g).unwrap().iter().all(|&o| o == Verdict::Draw));
}

#[test]
fn the_parser_refuses_bad_input_with_line_and_column() {
    use ParseErrorKind as K;
    let cases: &[(&str, &str, usize, usize, &str, ParseErrorKind)] = &[
        (
            "edge to a missing name",
            "vertex a\na -> b\n",
            2,
            6,
            "b",
            K::UndeclaredName,
        ),
        (
            "edge to a missing index",
            "vertices 3\n0 -> 3\n",
            2,
            6,
            "3",
            K::NoSuchIndex { vertices: 3 },
        ),
        (
            "index before any vertex",
            "0 -> 0\n",
            1,
            1,
            "0",
            K::NoSuchIndex { vertices: 0 },
        ),
        (
            "huge index",
            "vertices 1\n0 -> 99999999999999999999999\n",
            2,
            6,
            "99999999999999999999999",
            K::NoSuchIndex { vertices: 1 },
        ),
        (
            "name used before declared",
            "a -> b\nvertex a b\n",
            1,
            1,
            "a",
            K::UndeclaredName,
        ),
        ("no arrow", "vertices 2\n0 1\n", 2, 3, "1", K::ExpectedArrow),
        (
            "wrong arrow",
            "vertex a b\na => b\n",
            2,
            3,
            "=>",
            K::ExpectedArrow,
        ),
        (
            "a vertex alone",
            "vertex a\na\n",
            2,
            2,
            "",
            K::ExpectedArrow,
        ),
        (
            "unknown statement",
            "vertex a\nedge a a\n",
            2,
            1,
            "edge",
            K::UnknownLine,
        ),
        (
            "no end",
            "vertex a\na ->   # nothing\n",
            2,
            5,
            "",
            K::Missing("edge-end"),
        ),
        (
            "vertices without count",
            "vertices\n",
            1,
            9,
            "",
            K::Missing("vertex-count"),
        ),
        (
            "vertices not a count",
            "vertices two\n",
            1,
            10,
            "two",
            K::NotACount,
        ),
        ("vertices and more", "vertices 2 3\n", 1, 12, "3", K::Extra),
        ("acyclic and more", "acyclic yes\n", 1, 9, "yes", K::Extra),
        (
            "vertex without name",
            "vertex\n",
            1,
            7,
            "",
            K::Missing("vertex-name"),
        ),
        (
            "token without vertex",
            "vertex a\ntoken\n",
            2,
            6,
            "",
            K::Missing("token-vertex"),
        ),
        (
            "token on a missing vertex",
            "vertex a\ntoken a z\n",
            2,
            9,
            "z",
            K::UndeclaredName,
        ),
        (
            "duplicate name",
            "vertex a b a\n",
            1,
            12,
            "a",
            K::DuplicateName,
        ),
        ("name of digits", "vertex 12\n", 1, 8, "12", K::BadName),
        ("name arrow", "vertex a -> b\n", 1, 10, "->", K::BadName),
        (
            "columns count characters",
            "vertex é\né -> ü\n",
            2,
            6,
            "ü",
            K::UndeclaredName,
        ),
        (
            "cycle in an acyclic graph",
            "acyclic\nvertex a b c\na -> b\nb -> c\nc -> a b\n",
            5,
            6,
            "a",
            K::Cycle {
                cycle: vec!["a".into(), "b".into(), "c".into()],
            },
        ),
        (
            "self-loop in an acyclic graph",
            "acyclic\nvertices 2\n0 -> 1\n1 -> 1\n",
            4,
            6,
            "1",
            K::Cycle {
                cycle: vec!["1".into()],
            },
        ),
        (
            "too many vertices",
            "vertices 5000000000\n",
            1,
            10,
            "5000000000",
            K::TooLarge(GraphTooLarge {
                vertices: 5_000_000_000,
                edges: 0,
            }),
        ),
        (
            "too many vertices in all",
            "vertices 4294967000\nvertices 4294967000\n",
            2,
            10,
            "4294967000",
            K::TooLarge(GraphTooLarge {
                vertices: 8_589_934_000,
                edges: 0,
            }),
        ),
    ];
    for (name, text, line, column, token, kind) in cases {
        let e = Digraph::parse(text).expect_err(name);
        assert_eq!(
            (e.line, e.column, e.token.as_str(), &e.kind),
            (*line, *column, *token, kind),
            "{name}: {e}"
        );
        let place = grundy_text::msg!("place-line-column", line = line, column = column);
        assert_eq!(
            e.message().arg("place"),
            Some(&grundy_text::Arg::Message(place)),
            "{name}"
        );
    }
}

#[test]
fn the_parser_reads_names_indices_comments_and_tokens() {
    let text = "# a test\nvertices 2\nvertex top  bottom\ntop -> 0 1 bottom # three\n\t0->1 -> 1\n1 -> 3\ntokens top 3 top\nacyclic\n";
    // `0->1` is one token, a name never declared.
    let e = Digraph::parse(text).unwrap_err();
    assert_eq!(
        (e.line, e.column, e.kind),
        (5, 2, ParseErrorKind::UndeclaredName)
    );
    let text = text.replace("\t0->1 -> 1\n", "\t0 -> 1\r\n");
    let g = Digraph::parse(&text).unwrap();
    assert_eq!(g.vertices(), 4);
    assert_eq!(g.successors(2), &[0, 1, 3]);
    assert_eq!(g.successors(0), &[1]);
    assert_eq!(g.successors(1), &[3]);
    assert_eq!(g.tokens(), &[2, 3, 2]);
    assert!(g.declared_acyclic());
    assert_eq!(
        (g.name(0), g.name(2), g.name(3)),
        ("0".into(), "top".into(), "bottom".into())
    );
    assert_eq!(g.find("bottom"), Some(3));
}

//! What the analyses of graphs say, in English: the engine states them as
//! messages, and these are their words.

use grundy_engine::geography::Graph;
use grundy_engine::graph::{
    explain_generalised, explain_mex, explain_outcome, generalised, grundy_values, outcomes,
    Digraph, Verdict,
};
use grundy_i18n::{read_in, say_in, Lang};

fn en(m: &grundy_text::Message) -> String {
    say_in(Lang::En, m)
}

#[test]
fn a_digraph_s_values_and_outcomes_explained() {
    let g = Digraph::parse("vertex a b c\na -> b c\nb -> c\n").unwrap();
    let v = grundy_values(&g).unwrap();
    assert_eq!(
        en(&explain_mex(&g, &v, 0)),
        "a: successors b (1), c (0); the mex of {0, 1} is 2"
    );
    assert_eq!(
        en(&explain_mex(&g, &v, 2)),
        "c: no successor; the mex of {} is 0"
    );
    let g = Digraph::parse("vertex a b c d\na -> b\nb -> a c\nd -> d\n").unwrap();
    let v = generalised(&g).unwrap();
    assert_eq!(en(&explain_generalised(&g, &v, 0)), "a: worth 0: successors b (1); none is worth 0, and each worth more reaches a vertex worth 0");
    assert_eq!(en(&explain_generalised(&g, &v, 3)), "d: worth ∞(K) with K = {}, the finite values among successors d (∞): a token here can be kept moving for ever");
    let g = Digraph::parse("vertex a b c\na -> b\nb -> a c\n").unwrap();
    let o = outcomes(&g).unwrap();
    assert_eq!(
        en(&explain_outcome(&g, &o, 1)),
        "b: wins, moving to a, which loses"
    );
    assert_eq!(
        en(&explain_outcome(&g, &o, 0)),
        "a: loses: every move goes to a winning vertex (b)"
    );
    assert_eq!(
        en(&Verdict::Draw.message()),
        "a draw: neither player can force a win"
    );
    assert_eq!(en(&Verdict::Draw.said()), "draw");
    let e = Digraph::new(usize::MAX, &[]).unwrap_err();
    assert!(en(&e.message()).contains("too large"));
}

#[test]
fn geography_explained() {
    let g = Graph::parse("1-2,2-3,3-4", None).unwrap();
    let text = read_in(Lang::En, &g.analyze(1).unwrap().explain());
    assert!(
        text.contains("a maximum matching of the graph has 2 edges: 1-2, 3-4"),
        "{text}"
    );
    assert!(
        text.contains("vertex 1 is in every maximum matching"),
        "{text}"
    );
    let a = Graph::parse("2-3", Some(3)).unwrap().analyze(1).unwrap();
    assert!(read_in(Lang::En, &a.explain()).contains("vertex 1 has no neighbour"));
    let e = Graph::parse("1-1", None).unwrap_err();
    assert_eq!(en(&e.message()), "\"1-1\" is a loop: a move leaves its vertex, which is deleted, so an edge joins two different vertices");
}

#[test]
fn bad_hackenbush_graphs_are_refused_in_english_with_their_column() {
    for (name, text, message) in [
        ("no dash", "1-2,3", "column 5: \"3\" is not an edge"),
        ("a letter", "1-2,2-x", "column 7: \"x\" is not a vertex"),
        ("a missing end", "1-", "column 1: \"1-\" is not an edge"),
        (
            "too large a vertex",
            "1-99999999999999999999",
            "column 3: \"99999999999999999999\" is not a vertex",
        ),
        ("nothing", " , ", "no edge"),
        (
            "none and more",
            "none 1-2",
            "column 6: \"1-2\" is not an edge",
        ),
        (
            "a negative vertex",
            "1--2",
            "column 3: \"-2\" is not a vertex",
        ),
    ] {
        let e = en(&grundy_engine::hackenbush::Graph::parse(text, 1)
            .unwrap_err()
            .message());
        assert!(e.starts_with(message), "{name}: {e}");
    }
}

#[test]
fn a_hackenbush_graph_explained() {
    // A triangle on the root, and a stalk of two edges hanging from it.
    let g = grundy_engine::hackenbush::Graph::parse("1-2,2-3,3-1,3-4,4-5", 1).unwrap();
    let text = read_in(Lang::En, &g.explain());
    assert!(
        text.contains("vertices 1, 2, 3 fuse into vertex 1 with 3 loops (odd: a loop worth 1)"),
        "{text}"
    );
    assert!(text.ends_with("the graph is worth 3"), "{text}");
}

#[test]
fn parse_errors_in_english() {
    grundy_i18n::set_current(Lang::En);
    let e = Graph::parse("1-2\n2-9", Some(3)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, column 3: \"9\" is not a vertex of the graph: its vertices are 1 to 3"
    );
    let e = Graph::parse("1-2 2", None).unwrap_err();
    assert_eq!(e.to_string(), "line 1, column 5: \"2\" is not an edge: write A-B (two vertices, natural numbers, joined by -)");
    let e = Digraph::parse("vertex a\na -> b\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, column 6: no vertex is named \"b\": declare it first, vertex b"
    );
    let e = grundy_engine::hackenbush::Graph::parse("1-2 2", 1).unwrap_err();
    assert_eq!(
        e.to_string(),
        "column 5: \"2\" is not an edge: write A-B (two vertices, natural numbers, joined by -)"
    );
}

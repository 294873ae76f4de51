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

//! Green Hackenbush's judge formats: HDU 3094 (trees), POJ 3710 (trees
//! with cycles hanging from them) and HDU 3590 (trees under misère play).
//! The first two answer any graph the input describes, by the fusion
//! principle; the third, misère play on trees, by the SJ theorem on the
//! trees' root branches.

use crate::line;
use crate::scanner::{Fail, Scanner, Token};
use grundy_engine::hackenbush::misere::{first_player_wins, MisereError};
use grundy_engine::hackenbush::{Edge, Graph};
use grundy_engine::num::Natural;
use grundy_i18n::tr;

/// Which graph of the input: the tree of a case, or a tree of a block.
#[derive(Clone, Copy)]
enum Which {
    Case(usize),
    Tree { tree: usize, block: usize },
}

impl Which {
    /// The graph named in errors ("case 2", "tree 1 in block 3").
    fn name(self) -> String {
        match self {
            Which::Case(case) => tr!("oj-case", case = case),
            Which::Tree { tree, block } => tr!("oj-tree-in-block", tree = tree, block = block),
        }
    }
}

/// Reads `edges` edges `a b` on the vertices 1 to `vertices`, `graph`
/// naming the graph in errors; also the tokens of the edges' second ends,
/// for errors found later.
fn read_edges<'a, N: Natural>(
    sc: &mut Scanner<'a>,
    vertices: usize,
    edges: usize,
    graph: Which,
) -> Result<(Graph, Vec<Token<'a>>), Fail> {
    let mut out = Vec::with_capacity(edges.min(1 << 16));
    let mut tokens = Vec::with_capacity(edges.min(1 << 16));
    for i in 1..=edges {
        let mut end = |what: &dyn Fn() -> String| -> Result<(u64, Token<'a>), Fail> {
            let (v, token) = sc.natural_token::<N>(what)?;
            match v.to_u64().filter(|&v| v >= 1 && v as usize <= vertices) {
                Some(v) => Ok((v, token)),
                None => Err(Fail::Failed(sc.error_at(
                    Some(token),
                    tr!(
                        "oj-no-such-vertex",
                        what = what(),
                        vertex = v,
                        first = 1,
                        last = vertices
                    ),
                ))),
            }
        };
        let (a, _) = end(&|| tr!("oj-edge-first-end", edge = i, graph = graph.name()))?;
        let (b, token) = end(&|| tr!("oj-edge-second-end", edge = i, graph = graph.name()))?;
        out.push(Edge { a, b });
        tokens.push(token);
    }
    let g = Graph::new(out, 1).map_err(|e| Fail::Failed(sc.error_at(None, e.to_string())))?;
    Ok((g, tokens))
}

/// HDU 3094: `T` cases, each `N` and then N − 1 edges `x y`, the root vertex
/// 1; `Alice` when the first player wins, `Bob` otherwise.
pub(crate) fn hdu3094<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let cases = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=cases {
        let n = sc.count(|| tr!("oj-vertices-of-case", case = case))?;
        let (g, _) = read_edges::<N>(sc, n, n.saturating_sub(1), Which::Case(case))?;
        line(out, if g.value() != 0 { "Alice" } else { "Bob" });
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = cases))?;
    Ok(())
}

/// POJ 3710: blocks until the end of input, each `N` graphs, each `m k`
/// (vertices, edges) and k edges `a b`, rooted at vertex 1; `Sally` when
/// the first player wins the sum, `Harry` otherwise.
pub(crate) fn poj3710<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut block = 1;
    while block == 1 || !sc.at_end() {
        let graphs = sc.count(|| tr!("oj-trees-of-block", block = block))?;
        let mut total = 0u64;
        for t in 1..=graphs {
            let m = sc.count(|| tr!("oj-vertices-of-tree", tree = t, block = block))?;
            let k = sc.count(|| tr!("oj-edges-of-tree", tree = t, block = block))?;
            let tree = Which::Tree { tree: t, block };
            let (g, _) = read_edges::<N>(sc, m, k, tree)?;
            total ^= g.value();
        }
        line(out, if total != 0 { "Sally" } else { "Harry" });
        block += 1;
    }
    Ok(())
}

/// HDU 3590: blocks until the end of input, each `N` trees, each `m` and
/// m − 1 edges, rooted at vertex 1, under misère play (whoever cuts the
/// last edge loses); `PP` when the first player wins, `QQ` otherwise. The
/// outcome is the SJ theorem's on the trees' root branches, in linear time
/// (the anti-SG rule accepted solutions apply to whole trees is wrong on
/// some forests: see [`grundy_engine::hackenbush::misere`]); a graph with
/// a cycle is refused.
pub(crate) fn hdu3590<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut block = 1;
    while block == 1 || !sc.at_end() {
        let (trees, first) = sc.natural_token::<N>(|| tr!("oj-trees-of-block", block = block))?;
        let trees = trees
            .to_u64()
            .and_then(|t| usize::try_from(t).ok())
            .ok_or_else(|| {
                Fail::Failed(sc.error_at(Some(first), tr!("oj-too-many-trees", block = block)))
            })?;
        let mut graphs = Vec::with_capacity(trees.min(1 << 16));
        let mut tokens = Vec::with_capacity(trees.min(1 << 16));
        for t in 1..=trees {
            let m = sc.count(|| tr!("oj-vertices-of-tree", tree = t, block = block))?;
            let tree = Which::Tree { tree: t, block };
            let (g, edge_tokens) = read_edges::<N>(sc, m, m.saturating_sub(1), tree)?;
            graphs.push(g);
            tokens.push(edge_tokens);
        }
        let wins = first_player_wins(&graphs).map_err(|e| {
            Fail::Failed(match e {
                MisereError::NotATree { index, edge } => sc.error_at(
                    Some(tokens[index][edge]),
                    tr!(
                        "oj-tree-cycle",
                        edge = edge + 1,
                        tree = index + 1,
                        block = block
                    ),
                ),
                // The rule searches nothing.
                e @ MisereError::TooLarge { .. } => {
                    sc.error_at(Some(first), tr!("oj-block-then", block = block, why = e))
                }
            })
        })?;
        line(out, if wins { "PP" } else { "QQ" });
        block += 1;
    }
    Ok(())
}

//! What Green Hackenbush's judge formats share (HDU 3094, trees; POJ 3710,
//! trees with cycles hanging from them; HDU 3590, trees under misère
//! play): the edges of a graph read, each end checked to be a vertex.

use crate::scanner::{Fail, Scanner, Token};
use grundy_engine::hackenbush::{Edge, Graph};
use grundy_engine::num::Natural;
use grundy_i18n::tr;

/// Which graph of the input: the tree of a case, or a tree of a block.
#[derive(Clone, Copy)]
pub(crate) enum Which {
    /// The tree of a case.
    Case(usize),
    /// A tree of a block.
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
pub(crate) fn read_edges<'a, N: Natural>(
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

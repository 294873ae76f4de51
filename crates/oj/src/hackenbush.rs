//! Green Hackenbush's judge formats: HDU 3094 (trees), POJ 3710 (trees
//! with cycles hanging from them) and HDU 3590 (trees under misère play).
//! The first two answer any graph the input describes, by the fusion
//! principle; the third searches misère play, trees only.

use crate::line;
use crate::scanner::{Fail, Scanner, Token};
use grundy_engine::hackenbush::misere::{MisereError, MisereSearch};
use grundy_engine::hackenbush::{Edge, Graph};
use grundy_engine::num::Natural;

/// Reads `edges` edges `a b` on the vertices 1 to `vertices`, `what` naming
/// the graph in errors ("case 2", "tree 1 of block 3"); also the tokens of
/// the edges' second ends, for errors found later.
fn read_edges<'a, N: Natural>(
    sc: &mut Scanner<'a>,
    vertices: usize,
    edges: usize,
    what: &str,
) -> Result<(Graph, Vec<Token<'a>>), Fail> {
    let mut out = Vec::with_capacity(edges.min(1 << 16));
    let mut tokens = Vec::with_capacity(edges.min(1 << 16));
    for i in 1..=edges {
        let mut end = |which: &str| -> Result<(u64, Token<'a>), Fail> {
            let (v, token) = sc.natural_token::<N>(|| format!("{which} of edge {i} of {what}"))?;
            match v.to_u64().filter(|&v| v >= 1 && v as usize <= vertices) {
                Some(v) => Ok((v, token)),
                None => Err(Fail::Failed(sc.error_at(
                    Some(token),
                    format!(
                        "{which} of edge {i} of {what} is {v}: there is no such vertex, they are \
                         1 to {vertices}"
                    ),
                ))),
            }
        };
        let (a, _) = end("the first end")?;
        let (b, token) = end("the second end")?;
        out.push(Edge { a, b });
        tokens.push(token);
    }
    let g = Graph::new(out, 1).map_err(|e| Fail::Failed(sc.error_at(None, e.to_string())))?;
    Ok((g, tokens))
}

/// HDU 3094: `T` cases, each `N` and then N − 1 edges `x y`, the root vertex
/// 1; `Alice` when the first player wins, `Bob` otherwise.
pub(crate) fn hdu3094<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let cases = sc.count("the number of cases T")?;
    for case in 1..=cases {
        let n = sc.count(&format!("the number of vertices N of case {case}"))?;
        let what = format!("case {case}");
        let (g, _) = read_edges::<N>(sc, n, n.saturating_sub(1), &what)?;
        line(out, if g.value() != 0 { "Alice" } else { "Bob" });
    }
    sc.expect_end(&format!("the last of the {cases} cases"))?;
    Ok(())
}

/// POJ 3710: blocks until the end of input, each `N` graphs, each `m k`
/// (vertices, edges) and k edges `a b`, rooted at vertex 1; `Sally` when
/// the first player wins the sum, `Harry` otherwise.
pub(crate) fn poj3710<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut block = 1;
    while block == 1 || !sc.at_end() {
        let graphs = sc.count(&format!("the number of trees N of block {block}"))?;
        let mut total = 0u64;
        for t in 1..=graphs {
            let m = sc.count(&format!(
                "the number of vertices m of tree {t} in block {block}"
            ))?;
            let k = sc.count(&format!(
                "the number of edges k of tree {t} in block {block}"
            ))?;
            let what = format!("tree {t} in block {block}");
            let (g, _) = read_edges::<N>(sc, m, k, &what)?;
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
/// outcome comes from a search of the rules (the anti-SG rule accepted
/// solutions use is wrong on some trees: see
/// [`grundy_engine::hackenbush::misere`]); a block whose search is too
/// large, or a graph with a cycle, is refused.
pub(crate) fn hdu3590<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut search = MisereSearch::new();
    let mut block = 1;
    while block == 1 || !sc.at_end() {
        let (trees, first) =
            sc.natural_token::<N>(|| format!("the number of trees N of block {block}"))?;
        let trees = trees
            .to_u64()
            .and_then(|t| usize::try_from(t).ok())
            .ok_or_else(|| {
                Fail::Failed(sc.error_at(Some(first), format!("block {block} has too many trees")))
            })?;
        let mut graphs = Vec::with_capacity(trees.min(1 << 16));
        let mut tokens = Vec::with_capacity(trees.min(1 << 16));
        for t in 1..=trees {
            let m = sc.count(&format!(
                "the number of vertices m of tree {t} in block {block}"
            ))?;
            let what = format!("tree {t} in block {block}");
            let (g, edge_tokens) = read_edges::<N>(sc, m, m.saturating_sub(1), &what)?;
            graphs.push(g);
            tokens.push(edge_tokens);
        }
        let wins = search.first_player_wins(&graphs).map_err(|e| {
            Fail::Failed(match e {
                MisereError::NotATree { index, edge } => sc.error_at(
                    Some(tokens[index][edge]),
                    format!(
                        "edge {} of tree {} in block {block} closes a cycle: HDU 3590's trees \
                         have none, and misère play is searched on trees only",
                        edge + 1,
                        index + 1
                    ),
                ),
                e @ MisereError::TooLarge { .. } => {
                    sc.error_at(Some(first), format!("block {block}: {e}"))
                }
            })
        })?;
        line(out, if wins { "PP" } else { "QQ" });
        block += 1;
    }
    Ok(())
}

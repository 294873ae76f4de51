//! HDU 1524 = POJ 2425 (A Chess Game): tokens on an acyclic graph, a move
//! pushes one token along one edge; the Grundy values of the vertices xor
//! to the verdict of each query.

use crate::line;
use crate::scanner::{Fail, Scanner, Token};
use grundy_engine::graph::{grundy_values, Digraph, VERTEX_LIMIT};
use grundy_engine::num::Natural;
use grundy_i18n::tr;

/// Reads a vertex `what` (only called on error) below `n`.
fn vertex<'a, N: Natural>(
    sc: &mut Scanner<'a>,
    n: usize,
    what: impl Fn() -> String,
) -> Result<(u32, Token<'a>), Fail> {
    let (v, token) = sc.natural_token::<N>(&what)?;
    match v.to_u64().filter(|&v| v < n as u64) {
        Some(v) => Ok((v as u32, token)),
        None => {
            let message = match n {
                0 => tr!("oj-no-such-vertex-none", what = what(), vertex = v),
                _ => tr!(
                    "oj-no-such-vertex",
                    what = what(),
                    vertex = v,
                    first = 0,
                    last = n - 1
                ),
            };
            Err(Fail::Failed(sc.error_at(Some(token), message)))
        }
    }
}

/// HDU 1524: blocks until the end of input, each `N`, then N lines `k v1 …
/// vk` (the successors of vertex i), then queries `M p1 … pM` until the
/// query `0`; `WIN` when the first player wins the query, `LOSE`
/// otherwise. A graph with a cycle is refused at an edge of it.
pub(crate) fn hdu1524<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut block = 1;
    while block == 1 || !sc.at_end() {
        let (count, first) =
            sc.natural_token::<N>(|| tr!("oj-vertices-of-block", block = block))?;
        let n = count
            .to_u64()
            .and_then(|n| usize::try_from(n).ok())
            .filter(|&n| n <= VERTEX_LIMIT)
            .ok_or_else(|| {
                Fail::Failed(sc.error_at(Some(first), tr!("oj-too-many-vertices", block = block)))
            })?;
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let mut tokens: Vec<Token<'_>> = Vec::new();
        for i in 0..n {
            let k = sc.count(|| tr!("oj-successors", vertex = i, block = block))?;
            for j in 1..=k {
                let (w, token) = vertex::<N>(sc, n, || {
                    tr!("oj-successor", index = j, vertex = i, block = block)
                })?;
                edges.push((i as u32, w));
                tokens.push(token);
            }
        }
        let g = Digraph::new(n, &edges).map_err(|e| {
            Fail::Failed(sc.error_at(Some(first), tr!("oj-block-then", block = block, why = e)))
        })?;
        let values = grundy_values(&g).map_err(|cycle| {
            let last = *cycle.vertices.last().expect("a cycle has a vertex");
            let at = edges
                .iter()
                .position(|&e| e == (last, cycle.vertices[0]))
                .expect("the edge that closes the cycle was read");
            Fail::Failed(sc.error_at(
                Some(tokens[at]),
                tr!("oj-cycle", block = block, cycle = cycle),
            ))
        })?;
        let mut query = 1;
        loop {
            let m = sc.count(|| tr!("oj-tokens-of-query", query = query, block = block))?;
            if m == 0 {
                break;
            }
            let mut xor = 0;
            for j in 1..=m {
                let (p, _) = vertex::<N>(sc, n, || {
                    tr!("oj-token-of-query", index = j, query = query, block = block)
                })?;
                xor ^= values[p as usize];
            }
            line(out, if xor != 0 { "WIN" } else { "LOSE" });
            query += 1;
        }
        block += 1;
    }
    Ok(())
}

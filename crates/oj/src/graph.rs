//! HDU 1524 = POJ 2425 (A Chess Game): tokens on an acyclic graph, a move
//! pushes one token along one edge; the Grundy values of the vertices xor
//! to the verdict of each query.

use crate::line;
use crate::scanner::{Fail, Scanner, Token};
use grundy_engine::graph::{grundy_values, Digraph, VERTEX_LIMIT};
use grundy_engine::num::Natural;

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
            let vertices = match n {
                0 => "the graph has none".to_string(),
                _ => format!("they are 0 to {}", n - 1),
            };
            Err(Fail::Failed(sc.error_at(
                Some(token),
                format!("{} is {v}: there is no such vertex, {vertices}", what()),
            )))
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
            sc.natural_token::<N>(|| format!("the number of vertices N of block {block}"))?;
        let n = count
            .to_u64()
            .and_then(|n| usize::try_from(n).ok())
            .filter(|&n| n <= VERTEX_LIMIT)
            .ok_or_else(|| {
                Fail::Failed(
                    sc.error_at(Some(first), format!("block {block} has too many vertices")),
                )
            })?;
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let mut tokens: Vec<Token<'_>> = Vec::new();
        for i in 0..n {
            let k = sc.count(&format!(
                "the number of successors of vertex {i} in block {block}"
            ))?;
            for j in 1..=k {
                let (w, token) = vertex::<N>(sc, n, || {
                    format!("successor {j} of vertex {i} in block {block}")
                })?;
                edges.push((i as u32, w));
                tokens.push(token);
            }
        }
        let g = Digraph::new(n, &edges)
            .map_err(|e| Fail::Failed(sc.error_at(Some(first), format!("block {block}: {e}"))))?;
        let values = grundy_values(&g).map_err(|cycle| {
            let last = *cycle.vertices.last().expect("a cycle has a vertex");
            let at = edges
                .iter()
                .position(|&e| e == (last, cycle.vertices[0]))
                .expect("the edge that closes the cycle was read");
            Fail::Failed(sc.error_at(
                Some(tokens[at]),
                format!(
                    "the graph of block {block} has the cycle {cycle}: HDU 1524's graphs are \
                     acyclic (a token could be moved for ever)"
                ),
            ))
        })?;
        let mut query = 1;
        loop {
            let m = sc.count(&format!(
                "the number of tokens M of query {query} in block {block}"
            ))?;
            if m == 0 {
                break;
            }
            let mut xor = 0;
            for j in 1..=m {
                let (p, _) = vertex::<N>(sc, n, || {
                    format!("token {j} of query {query} in block {block}")
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

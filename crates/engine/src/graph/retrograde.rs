//! One token on any graph: win, lose or draw by retrograde analysis, in
//! O(V + E). A vertex with no edge out is lost; a vertex with an edge to a
//! lost vertex is won; a vertex all of whose edges lead to won vertices is
//! lost; what is never decided so is a draw (either player can keep play
//! going for ever without losing).

use super::{Digraph, GraphTooLarge, Verdict};

/// The outcome of one token on each vertex, or an error if memory cannot
/// hold the reversed graph.
///
/// ```
/// use grundy_engine::graph::{outcomes, Digraph, Verdict};
/// // 0 <-> 1 loop for ever; 1 -> 2, and 2 has no move.
/// let g = Digraph::new(3, &[(0, 1), (1, 0), (1, 2)]).unwrap();
/// assert_eq!(outcomes(&g).unwrap(), vec![Verdict::Lose, Verdict::Win, Verdict::Lose]);
/// let g = Digraph::new(2, &[(0, 1), (1, 0)]).unwrap();
/// assert_eq!(outcomes(&g).unwrap(), vec![Verdict::Draw, Verdict::Draw]);
/// ```
pub fn outcomes(g: &Digraph) -> Result<Vec<Verdict>, GraphTooLarge> {
    let n = g.vertices();
    let back = g.csr().reversed()?;
    // Edges out not yet known to lead to a won vertex; 0 for decided ones.
    let mut open = super::csr::alloc(n, n, g.edges())?;
    let mut verdict = vec![Verdict::Draw; n];
    let mut queue = super::csr::alloc(0, n, g.edges())?;
    queue.reserve(n);
    for v in 0..n as u32 {
        let d = g.successors(v).len() as u32;
        open[v as usize] = d;
        if d == 0 {
            verdict[v as usize] = Verdict::Lose;
            queue.push(v);
        }
    }
    let mut head = 0;
    while let Some(&v) = queue.get(head) {
        head += 1;
        let lost = verdict[v as usize] == Verdict::Lose;
        for &p in back.of(v) {
            let p = p as usize;
            if verdict[p] != Verdict::Draw {
                continue;
            }
            if lost {
                verdict[p] = Verdict::Win;
                queue.push(p as u32);
            } else {
                open[p] -= 1;
                if open[p] == 0 {
                    verdict[p] = Verdict::Lose;
                    queue.push(p as u32);
                }
            }
        }
    }
    Ok(verdict)
}

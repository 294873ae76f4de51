//! Grundy values of an acyclic graph: a depth-first search with its own
//! stack (never recursive, any depth), each vertex valued when its last
//! successor is done, so in reverse topological order; the mex of the
//! successors' values is taken with one scratch array stamped per vertex.

use super::csr::Csr;
use super::Digraph;
use std::fmt;

/// A cycle of a graph that has to be acyclic: its vertices in order, each
/// with an edge to the next and the last to the first.
///
/// ```
/// use grundy_engine::graph::{grundy_values, Digraph};
/// let g = Digraph::new(3, &[(0, 1), (1, 2), (2, 1)]).unwrap();
/// assert_eq!(grundy_values(&g).unwrap_err().vertices, vec![1, 2]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cycle {
    /// The vertices around the cycle.
    pub vertices: Vec<u32>,
}

impl fmt::Display for Cycle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for v in &self.vertices {
            write!(f, "{v} -> ")?;
        }
        write!(f, "{}", self.vertices[0])
    }
}

const UNSEEN: u32 = u32::MAX;
const ON_STACK: u32 = u32::MAX - 1;

/// The search: with `values`, the Grundy value of every vertex; without,
/// only whether there is a cycle.
fn search(g: &Csr, values: bool) -> Result<Vec<u32>, Cycle> {
    let n = g.vertices();
    let mut value = vec![UNSEEN; n];
    // (vertex, the next of its edges to follow), an explicit stack.
    let mut stack: Vec<(u32, u32)> = Vec::new();
    let mut seen: Vec<u32> = Vec::new();
    let mut stamp = 0u32;
    for root in 0..n as u32 {
        if value[root as usize] != UNSEEN {
            continue;
        }
        value[root as usize] = ON_STACK;
        stack.push((root, g.first(root)));
        while let Some(top) = stack.last_mut() {
            let v = top.0;
            let succ = g.of(v);
            let done = (top.1 - g.first(v)) as usize;
            if let Some(&w) = succ.get(done) {
                top.1 += 1;
                match value[w as usize] {
                    UNSEEN => {
                        value[w as usize] = ON_STACK;
                        stack.push((w, g.first(w)));
                    }
                    ON_STACK => {
                        let at = stack
                            .iter()
                            .position(|&(u, _)| u == w)
                            .expect("on the stack");
                        return Err(Cycle {
                            vertices: stack[at..].iter().map(|&(u, _)| u).collect(),
                        });
                    }
                    _ => {}
                }
                continue;
            }
            stack.pop();
            value[v as usize] = if values {
                // The mex is at most the out-degree.
                if seen.len() <= succ.len() {
                    seen.resize(succ.len() + 1, 0);
                }
                stamp = stamp.wrapping_add(1);
                if stamp == 0 {
                    seen.iter_mut().for_each(|s| *s = 0);
                    stamp = 1;
                }
                for &w in succ {
                    let x = value[w as usize] as usize;
                    if x <= succ.len() {
                        seen[x] = stamp;
                    }
                }
                (0..).find(|&x| seen[x as usize] != stamp).expect("a mex")
            } else {
                0
            };
        }
    }
    Ok(value)
}

/// The Grundy value of every vertex of an acyclic graph, or a cycle.
///
/// ```
/// use grundy_engine::graph::{grundy_values, Digraph};
/// // 0 -> 1 -> 2 and 0 -> 2: 2 has no move (0), 1 moves to a 0 (1), 0 sees 1 and 0.
/// let g = Digraph::new(3, &[(0, 1), (1, 2), (0, 2)]).unwrap();
/// assert_eq!(grundy_values(&g).unwrap(), vec![2, 1, 0]);
/// ```
pub fn grundy_values(g: &Digraph) -> Result<Vec<u32>, Cycle> {
    search(g.csr(), true)
}

/// Whether the graph is acyclic: a cycle if not.
pub(crate) fn check(g: &Csr) -> Result<(), Cycle> {
    search(g, false).map(|_| ())
}

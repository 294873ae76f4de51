//! The generalised Sprague–Grundy function of a graph with cycles (Smith
//! 1966; Fraenkel and Yesha 1986): each vertex gets a finite value, or ∞
//! with the set K of finite values among its successors (written ∞(K)).
//!
//! The labelling goes value by value, i = 0, 1, 2, …:
//! 1. while some unlabelled vertex u has no successor labelled i, and each
//!    of its successors that is unlabelled or ∞ has a successor labelled i,
//!    label u with i;
//! 2. then label ∞ every unlabelled vertex with no successor labelled i.
//!
//! Each round is O(V + E) with counters: a vertex "covered" in round i has
//! a successor labelled i; `bad[u]` counts u's edges to vertices unlabelled
//! or ∞ and not yet covered, so u is labelled i once it reaches 0 while u
//! is itself uncovered. The rounds number the largest finite value plus
//! two at most.

use super::{Digraph, GraphTooLarge};

/// The value ∞ in the vector of [`generalised`] values.
pub const INFINITE: u32 = u32::MAX;
const UNLABELLED: u32 = u32::MAX - 1;

/// The generalised Sprague–Grundy value of every vertex: a number, or
/// [`INFINITE`] (its set K is [`reached_values`]); an error if memory
/// cannot hold the reversed graph. On an acyclic graph these are the
/// Grundy values.
///
/// ```
/// use grundy_engine::graph::{generalised, reached_values, Digraph, INFINITE};
/// // 0 <-> 1, and 1 -> 2 with 2 a dead end: 2 is 0, 1 is 1, and 0 (whose only
/// // move is to 1, which reaches 0) is 0.
/// let g = Digraph::new(3, &[(0, 1), (1, 0), (1, 2)]).unwrap();
/// assert_eq!(generalised(&g).unwrap(), vec![0, 1, 0]);
/// // A lone cycle 0 <-> 1 goes on for ever: ∞ with nothing finite reached; 2 is alone.
/// let g = Digraph::new(3, &[(0, 1), (1, 0)]).unwrap();
/// let v = generalised(&g).unwrap();
/// assert_eq!(v, vec![INFINITE, INFINITE, 0]);
/// assert_eq!(reached_values(&g, &v, 0), Vec::<u32>::new());
/// ```
pub fn generalised(g: &Digraph) -> Result<Vec<u32>, GraphTooLarge> {
    let n = g.vertices();
    let back = g.csr().reversed()?;
    let alloc = |len| super::csr::alloc(len, n, g.edges());
    let mut value = alloc(n)?;
    value.iter_mut().for_each(|x| *x = UNLABELLED);
    // Edges to successors not labelled with a number.
    let mut open = alloc(n)?;
    for v in 0..n as u32 {
        open[v as usize] = g.successors(v).len() as u32;
    }
    let mut bad = alloc(n)?;
    let mut covered = alloc(n)?;
    let mut unlabelled = alloc(0)?;
    unlabelled.extend(0..n as u32);
    let mut queue = alloc(0)?;
    let mut round = 0u32;
    while !unlabelled.is_empty() {
        let stamp = round + 1;
        queue.clear();
        for &u in &unlabelled {
            bad[u as usize] = open[u as usize];
            if open[u as usize] == 0 {
                queue.push(u);
            }
        }
        let mut head = 0;
        while let Some(&u) = queue.get(head) {
            head += 1;
            let ui = u as usize;
            if value[ui] != UNLABELLED || covered[ui] == stamp {
                continue;
            }
            value[ui] = round;
            for &p in back.of(u) {
                let pi = p as usize;
                open[pi] -= 1;
                let infinite_or_open = value[pi] == UNLABELLED || value[pi] == INFINITE;
                if infinite_or_open && covered[pi] != stamp {
                    covered[pi] = stamp;
                    for &q in back.of(p) {
                        let qi = q as usize;
                        if value[qi] == UNLABELLED && covered[qi] != stamp {
                            bad[qi] -= 1;
                            if bad[qi] == 0 {
                                queue.push(q);
                            }
                        }
                    }
                }
            }
        }
        unlabelled.retain(|&u| {
            let ui = u as usize;
            if value[ui] != UNLABELLED {
                false
            } else if covered[ui] != stamp {
                value[ui] = INFINITE;
                false
            } else {
                true
            }
        });
        round += 1;
    }
    Ok(value)
}

/// The finite values among the successors of `v`, in increasing order:
/// the set K of a vertex valued ∞(K).
///
/// ```
/// use grundy_engine::graph::{generalised, reached_values, Digraph};
/// // 0 <-> 1 and 0 -> 2 (a dead end): 0 is ∞({0}), a win for one token.
/// let g = Digraph::new(3, &[(0, 1), (1, 0), (0, 2), (1, 1)]).unwrap();
/// let v = generalised(&g).unwrap();
/// assert_eq!(reached_values(&g, &v, 0), vec![0]);
/// ```
pub fn reached_values(g: &Digraph, values: &[u32], v: u32) -> Vec<u32> {
    let mut k: Vec<u32> = g
        .successors(v)
        .iter()
        .map(|&w| values[w as usize])
        .filter(|&x| x != INFINITE)
        .collect();
    k.sort_unstable();
    k.dedup();
    k
}

/// Whether a successor of `v` has the finite value `a`.
#[inline]
pub(crate) fn reaches(g: &Digraph, values: &[u32], v: u32, a: u32) -> bool {
    g.successors(v).iter().any(|&w| values[w as usize] == a)
}

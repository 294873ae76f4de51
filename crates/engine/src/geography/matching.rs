//! Maximum matchings of a graph with some vertices deleted, by Gabow's
//! algorithm for general graphs (petgraph's `maximum_matching`).

use super::{Edge, Graph};
use petgraph::graph::{NodeIndex, UnGraph};

/// A matching: each vertex's mate, if it has one.
///
/// ```
/// use grundy_engine::geography::Graph;
/// // A triangle with a tail: 1-2,2-3,3-1,3-4 has a perfect matching.
/// let g = Graph::parse("1-2,2-3,3-1,3-4", None).unwrap();
/// let m = g.maximum_matching();
/// assert_eq!(m.len(), 2);
/// assert_eq!(m.mate(4), Some(3));
/// assert_eq!(m.edges().len(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching {
    /// The mate of each vertex, by dense index.
    pub(crate) mate: Vec<Option<u32>>,
    names: Vec<u64>,
    len: usize,
}

impl Matching {
    /// The number of edges in the matching.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the matching has no edge.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The mate of vertex `v`, if it is matched.
    pub fn mate(&self, v: u64) -> Option<u64> {
        let i = self.names.binary_search(&v).ok()?;
        self.mate[i].map(|m| self.names[m as usize])
    }

    /// The edges of the matching `a-b`, a < b, in increasing order of a.
    pub fn edges(&self) -> Vec<Edge> {
        self.mate
            .iter()
            .enumerate()
            .filter_map(|(a, m)| {
                m.filter(|&b| a < b as usize).map(|b| Edge {
                    a: self.names[a],
                    b: self.names[b as usize],
                })
            })
            .collect()
    }
}

impl Matching {
    /// The matching of the same graph with mates `mate` (dense).
    pub(crate) fn with_mates(&self, mate: Vec<Option<u32>>) -> Matching {
        let len = mate.iter().filter(|m| m.is_some()).count() / 2;
        Matching {
            mate,
            names: self.names.clone(),
            len,
        }
    }
}

impl Graph {
    /// A maximum matching of the graph.
    pub fn maximum_matching(&self) -> Matching {
        self.matching_without(&[])
    }

    /// A maximum matching of the graph with the vertices `deleted` (dense
    /// indices) taken out.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn matching_without(&self, deleted: &[u32]) -> Matching {
        let (len, mate) = self.gabow(deleted, true);
        Matching {
            len,
            mate,
            names: self.names.clone(),
        }
    }

    /// The size of a maximum matching of the graph with the vertices
    /// `deleted` taken out.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn matching_size_without(&self, deleted: &[u32]) -> usize {
        self.gabow(deleted, false).0
    }

    /// The size of a maximum matching without `deleted`, and its mates if
    /// `mates`.
    fn gabow(&self, deleted: &[u32], mates: bool) -> (usize, Vec<Option<u32>>) {
        let n = self.vertices();
        let mut gone = vec![false; n];
        for &d in deleted {
            gone[d as usize] = true;
        }
        let mut g: UnGraph<(), (), u32> = UnGraph::with_capacity(n, self.edges());
        for _ in 0..n {
            g.add_node(());
        }
        for (a, b) in self.dense_edges() {
            if !gone[a as usize] && !gone[b as usize] {
                g.add_edge(NodeIndex::new(a as usize), NodeIndex::new(b as usize), ());
            }
        }
        let m = petgraph::algo::maximum_matching(&g);
        let mate = if mates {
            (0..n)
                .map(|v| m.mate(NodeIndex::new(v)).map(|u| u.index() as u32))
                .collect()
        } else {
            Vec::new()
        };
        (m.len(), mate)
    }
}

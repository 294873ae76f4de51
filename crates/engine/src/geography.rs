//! Undirected vertex geography: a token stands on a vertex of an
//! undirected graph; a move takes it along an edge to a neighbour, and the
//! vertex it leaves is deleted; whoever cannot move loses.
//!
//! **The matching theorem** (Fraenkel, Scheinerman and Ullman, 1993): the
//! player to move wins exactly when the token's vertex is in every maximum
//! matching, that is when deleting it makes the largest matching smaller,
//! ν(G − v) < ν(G). The winner's strategy is to move along an edge of a
//! maximum matching every time: the first player along one of G (which
//! covers v), the second along one of G − v (which is maximum in G too and
//! misses v). So a move from v to u wins exactly when u is missed by some
//! maximum matching of G − v, ν(G − v − u) = ν(G − v); the mate of v in any
//! maximum matching of G is one such move. One maximum matching of G is
//! computed, by Gabow's algorithm for general graphs (odd cycles included)
//! from petgraph; each smaller graph is then decided by one augmenting-path
//! search of Edmonds' blossom algorithm from the mate of the vertex deleted
//! (a path that augments the matching left must end there), so every
//! winning move costs one search, not one matching. The tests check the
//! theorem and every winning move against a search of the rules over every
//! graph of up to 8 vertices and every start, and the searches against
//! matchings computed afresh.
//!
//! ```
//! use grundy_engine::geography::Graph;
//! // A path of three vertices. From an end, the first player must move to
//! // the middle, the opponent goes on to the other end, and the first
//! // player is stuck. From the middle, the first player moves to an end and
//! // the opponent is stuck.
//! let path = Graph::parse("1-2,2-3", None).unwrap();
//! assert!(!path.analyze(1).unwrap().first_player_wins);
//! let middle = path.analyze(2).unwrap();
//! assert!(middle.first_player_wins);
//! assert_eq!(middle.winning_moves, vec![1, 3]);
//! ```

mod analysis;
mod augment;
mod explain;
mod grid;
mod matching;
mod parse;
pub mod search;

pub use crate::edge::Edge;
pub use analysis::{Analysis, NoSuchVertex};
pub use explain::EXPLAIN_EDGES;
pub use grid::{grid_corner_first_player_wins, square_corner_first_player_wins};
pub use matching::Matching;
pub use parse::{GraphError, GraphErrorKind};

/// The most vertices a graph may have (2^24): each is a 32-bit index
/// inside, and a matching is computed on a copy of the graph per move.
pub const VERTEX_LIMIT: usize = 1 << 24;

/// The most edges a graph may have (2^24), parallel edges counted once.
pub const EDGE_LIMIT: usize = 1 << 24;

/// An undirected simple graph: its vertices (named by natural numbers,
/// kept in increasing order) and its edges, parallel edges merged.
///
/// ```
/// use grundy_engine::geography::Graph;
/// let g = Graph::parse("3-1,1-3,1-2", Some(4)).unwrap();
/// assert_eq!(g.vertices(), 4);
/// assert_eq!(g.edges(), 2);
/// assert_eq!(g.neighbours(1).unwrap(), vec![2, 3]);
/// assert_eq!(g.neighbours(4).unwrap(), Vec::<u64>::new());
/// ```
#[derive(Clone, Debug)]
pub struct Graph {
    /// The vertices' names, by dense index, increasing.
    names: Vec<u64>,
    /// `adjacency[start[v]..start[v + 1]]`: v's neighbours, increasing.
    start: Vec<u32>,
    adjacency: Vec<u32>,
}

impl Graph {
    /// The graph on the vertices named by `edges`, and `isolated` besides.
    /// An edge from a vertex to itself is an error, as are more than
    /// [`VERTEX_LIMIT`] vertices or [`EDGE_LIMIT`] edges; the error's
    /// place is the edge's index in `column` (from 1), line 0.
    ///
    /// ```
    /// use grundy_engine::geography::{Edge, Graph};
    /// let g = Graph::new(&[Edge { a: 5, b: 7 }], &[1]).unwrap();
    /// assert_eq!(g.names(), &[1, 5, 7]);
    /// assert!(Graph::new(&[Edge { a: 2, b: 2 }], &[]).is_err());
    /// ```
    pub fn new(edges: &[Edge], isolated: &[u64]) -> Result<Graph, GraphError> {
        let mut names: Vec<u64> = isolated.to_vec();
        for (i, e) in edges.iter().enumerate() {
            if e.a == e.b {
                return Err(GraphError::at(
                    0,
                    i + 1,
                    e.to_string(),
                    GraphErrorKind::Loop,
                ));
            }
            names.push(e.a);
            names.push(e.b);
        }
        names.sort_unstable();
        names.dedup();
        if names.len() > VERTEX_LIMIT {
            return Err(GraphError::too_large(names.len(), "vertices"));
        }
        let index = |v: u64| names.binary_search(&v).expect("a named vertex") as u32;
        let mut pairs: Vec<(u32, u32)> = Vec::with_capacity(2 * edges.len());
        for e in edges {
            let (a, b) = (index(e.a), index(e.b));
            pairs.push((a, b));
            pairs.push((b, a));
        }
        Graph::from_dense(names, pairs)
    }

    /// The graph of dense `pairs` (both directions of every edge, in any
    /// order, repeats allowed) on `names`.
    pub(crate) fn from_dense(
        names: Vec<u64>,
        mut pairs: Vec<(u32, u32)>,
    ) -> Result<Graph, GraphError> {
        pairs.sort_unstable();
        pairs.dedup();
        if pairs.len() / 2 > EDGE_LIMIT {
            return Err(GraphError::too_large(pairs.len() / 2, "edges"));
        }
        let n = names.len();
        let mut start = vec![0u32; n + 1];
        for &(a, _) in &pairs {
            start[a as usize + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let adjacency = pairs.into_iter().map(|(_, b)| b).collect();
        Ok(Graph {
            names,
            start,
            adjacency,
        })
    }

    /// Reads a graph: edges `A-B` separated by commas, spaces or newlines,
    /// or a line of two numbers `A B` (one edge, as judges write them);
    /// `#` starts a comment to the end of its line; `none` is the graph of
    /// no edge. With `vertices = Some(n)` the vertices are 1 to n and an
    /// edge to any other is an error; without, they are those the edges
    /// name. Errors carry the line and column (from 1, in characters).
    ///
    /// ```
    /// use grundy_engine::geography::Graph;
    /// let g = Graph::parse("1-2 2-3\n3 4\n", None).unwrap();
    /// assert_eq!((g.vertices(), g.edges()), (4, 3));
    /// let e = Graph::parse("1-2\n2-9", Some(3)).unwrap_err();
    /// assert_eq!((e.line, e.column), (2, 3));
    /// assert_eq!((e.line, e.column, e.message().id()), (2, 3, "geography-missing-vertex"));
    /// ```
    pub fn parse(text: &str, vertices: Option<u64>) -> Result<Graph, GraphError> {
        parse::graph(text, vertices)
    }

    /// The number of vertices.
    pub fn vertices(&self) -> usize {
        self.names.len()
    }

    /// The number of edges (parallel edges counted once).
    pub fn edges(&self) -> usize {
        self.adjacency.len() / 2
    }

    /// The vertices' names, in increasing order.
    pub fn names(&self) -> &[u64] {
        &self.names
    }

    /// Whether vertex `v` is in the graph.
    pub fn contains(&self, v: u64) -> bool {
        self.index(v).is_some()
    }

    /// The neighbours of vertex `v`, in increasing order, or `None` if
    /// there is no such vertex.
    pub fn neighbours(&self, v: u64) -> Option<Vec<u64>> {
        let i = self.index(v)?;
        Some(self.at(i).iter().map(|&u| self.names[u as usize]).collect())
    }

    /// Every edge `a-b` with a < b, in increasing order.
    ///
    /// ```
    /// use grundy_engine::geography::{Edge, Graph};
    /// let g = Graph::parse("2-1,3-2", None).unwrap();
    /// assert_eq!(g.edge_list(), vec![Edge { a: 1, b: 2 }, Edge { a: 2, b: 3 }]);
    /// ```
    pub fn edge_list(&self) -> Vec<Edge> {
        self.dense_edges()
            .map(|(a, b)| Edge {
                a: self.names[a as usize],
                b: self.names[b as usize],
            })
            .collect()
    }

    pub(crate) fn dense_edges(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..self.names.len() as u32).flat_map(move |a| {
            self.at(a)
                .iter()
                .filter(move |&&b| a < b)
                .map(move |&b| (a, b))
        })
    }

    pub(crate) fn index(&self, v: u64) -> Option<u32> {
        self.names.binary_search(&v).ok().map(|i| i as u32)
    }

    pub(crate) fn name(&self, i: u32) -> u64 {
        self.names[i as usize]
    }

    pub(crate) fn at(&self, v: u32) -> &[u32] {
        &self.adjacency[self.start[v as usize] as usize..self.start[v as usize + 1] as usize]
    }
}

impl std::fmt::Display for Graph {
    /// The edges joined by commas, in increasing order (`none` for no
    /// edge), as [`Graph::parse`] reads them.
    ///
    /// ```
    /// use grundy_engine::geography::Graph;
    /// assert_eq!(Graph::parse("2-1,3-2", Some(4)).unwrap().to_string(), "1-2,2-3");
    /// ```
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut first = true;
        for e in self.edge_list() {
            if !first {
                f.write_str(",")?;
            }
            first = false;
            write!(f, "{e}")?;
        }
        if first {
            f.write_str("none")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;

//! Green Hackenbush on rooted graphs: a graph of edges, one vertex of it
//! the root (the ground); a move cuts one edge, and every edge no longer
//! joined to the root by a path falls with it; whoever cannot move (no
//! edge left) loses.
//!
//! **The colon principle** values a tree: a vertex is worth the xor, over
//! its children, of the child's value plus one (the edge to it makes a
//! stalk longer). **The fusion principle** extends it to every graph: the
//! vertices of a cycle may be fused into one vertex, the cycle's edges
//! becoming loops, without changing the value; and a loop is worth a stalk
//! of one edge. Fused all the way, every 2-edge-connected piece (the
//! vertices joined by edges that are no bridge) is one vertex with as many
//! loops as it had edges inside, which count only by their parity, and the
//! bridges form a tree rooted at the root's piece. So a piece is worth
//! (its edges inside mod 2) xor, over the pieces hanging from it by a
//! bridge, their value plus one; the graph is worth its root piece. This
//! holds for any graph, parallel edges and loops included (Berlekamp,
//! Conway and Guy, *Winning Ways*, chapter 7), and the tests check it
//! against a search of the rules over every rooted graph of up to 7 edges
//! on up to 6 vertices.
//!
//! A sum of graphs is worth the xor of their values; a winning move is a
//! cut, in the original graph, after which the sum is worth 0 (see
//! [`Graph::cuts`]).
//!
//! ```
//! use grundy_engine::hackenbush::Graph;
//! // A triangle on the root: three edges inside one piece, worth 1.
//! let triangle = Graph::parse("1-2,2-3,3-1", 1).unwrap();
//! assert_eq!(triangle.value(), 1);
//! // A stalk of two edges is worth 2; cutting its top edge leaves 1, its
//! // bottom edge 0 (the whole stalk falls).
//! let stalk = Graph::parse("1-2,2-3", 1).unwrap();
//! assert_eq!(stalk.value(), 2);
//! let cuts = stalk.cuts(100).unwrap();
//! assert_eq!(cuts.iter().map(|c| c.value).collect::<Vec<_>>(), vec![0, 1]);
//! ```

mod component;
mod cuts;
mod explain;
pub mod misere;
mod parse;
mod structure;

pub use crate::edge::Edge;
pub use component::{Hackenbush, KIND, SUM_EDGE_LIMIT};
pub use cuts::{Cut, TooManyCuts, CUT_LIMIT};
pub use parse::{GraphError, GraphErrorKind};
pub use structure::{Piece, Structure};

/// The most edges a graph may have: vertices and edges are indexed by
/// 32-bit words inside, which keeps a graph of millions of edges small.
pub const EDGE_LIMIT: usize = (u32::MAX / 2) as usize;

/// A rooted graph of Green Hackenbush: its edges in the order given, and
/// the root. Edges that do not reach the root are kept as written but are
/// no part of the game (they have fallen); [`Graph::live`] tells which.
///
/// ```
/// use grundy_engine::hackenbush::{Edge, Graph};
/// let g = Graph::new(vec![Edge { a: 1, b: 2 }, Edge { a: 5, b: 6 }], 1).unwrap();
/// assert_eq!(g.live(), vec![true, false]);
/// assert_eq!(g.value(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Graph {
    edges: Vec<Edge>,
    root: u64,
    dense: Dense,
}

/// The graph with its vertices renumbered 0, 1, … (the root first) and an
/// adjacency list, built once and shared by every valuation.
#[derive(Clone, Debug)]
pub(crate) struct Dense {
    /// The vertices' names, by dense index.
    pub(crate) names: Vec<u64>,
    /// Each edge's two ends, by dense index.
    pub(crate) ends: Vec<(u32, u32)>,
    /// `adjacency[start[v]..start[v + 1]]`: (edge, other end) for every
    /// edge at v (a loop twice).
    pub(crate) start: Vec<u32>,
    pub(crate) adjacency: Vec<(u32, u32)>,
}

impl Dense {
    fn new(edges: &[Edge], root: u64) -> Dense {
        let mut index = rustc_hash::FxHashMap::default();
        let mut names = vec![root];
        index.insert(root, 0u32);
        let mut id = |v: u64, names: &mut Vec<u64>| -> u32 {
            *index.entry(v).or_insert_with(|| {
                names.push(v);
                (names.len() - 1) as u32
            })
        };
        let ends: Vec<(u32, u32)> = edges
            .iter()
            .map(|e| (id(e.a, &mut names), id(e.b, &mut names)))
            .collect();
        let n = names.len();
        let mut start = vec![0u32; n + 1];
        for &(a, b) in &ends {
            start[a as usize + 1] += 1;
            start[b as usize + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut adjacency = vec![(0u32, 0u32); 2 * ends.len()];
        for (e, &(a, b)) in ends.iter().enumerate() {
            adjacency[fill[a as usize] as usize] = (e as u32, b);
            fill[a as usize] += 1;
            adjacency[fill[b as usize] as usize] = (e as u32, a);
            fill[b as usize] += 1;
        }
        Dense {
            names,
            ends,
            start,
            adjacency,
        }
    }

    pub(crate) fn vertices(&self) -> usize {
        self.names.len()
    }

    pub(crate) fn at(&self, v: u32) -> &[(u32, u32)] {
        &self.adjacency[self.start[v as usize] as usize..self.start[v as usize + 1] as usize]
    }
}

impl Graph {
    /// The graph of `edges` rooted at vertex `root`, or an error if it has
    /// more than [`EDGE_LIMIT`] edges.
    pub fn new(edges: Vec<Edge>, root: u64) -> Result<Graph, GraphError> {
        if edges.len() > EDGE_LIMIT {
            return Err(GraphError::too_large(edges.len()));
        }
        let dense = Dense::new(&edges, root);
        Ok(Graph { edges, root, dense })
    }

    /// Reads a graph written as edges `A-B` separated by commas or spaces
    /// (`none` for no edge), rooted at `root`.
    ///
    /// ```
    /// use grundy_engine::hackenbush::Graph;
    /// assert_eq!(Graph::parse("1-2, 2-2", 1).unwrap().value(), 2);
    /// let e = Graph::parse("1-2,2-x", 1).unwrap_err();
    /// assert_eq!(e.column, 7);
    /// ```
    pub fn parse(text: &str, root: u64) -> Result<Graph, GraphError> {
        Graph::new(parse::edges(text)?, root)
    }

    /// The edges, as given.
    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// The root.
    pub fn root(&self) -> u64 {
        self.root
    }

    /// Which edges are joined to the root (the others have fallen).
    pub fn live(&self) -> Vec<bool> {
        Structure::of(&self.dense, None).reached_edges(&self.dense)
    }

    /// The Grundy value, by the fusion and colon principles: at most the
    /// number of edges, so a machine word holds it for any graph that fits
    /// in memory.
    pub fn value(&self) -> u64 {
        Structure::of(&self.dense, None).value()
    }

    /// How the graph fuses and is valued, for [`Graph::explain`] and for
    /// callers that show it their own way.
    pub fn structure(&self) -> Structure {
        Structure::of(&self.dense, None)
    }

    /// The graph left after cutting edge `edge` (its index in
    /// [`Graph::edges`]): the edges still joined to the root, in their
    /// order.
    ///
    /// ```
    /// use grundy_engine::hackenbush::Graph;
    /// let g = Graph::parse("1-2,2-3,1-4", 1).unwrap();
    /// assert_eq!(g.after_cut(0).to_string(), "1-4");
    /// ```
    pub fn after_cut(&self, edge: usize) -> Graph {
        let live = Structure::of(&self.dense, Some(edge as u32)).reached_edges(&self.dense);
        let edges = self
            .edges
            .iter()
            .zip(live)
            .enumerate()
            .filter(|&(i, (_, l))| l && i != edge)
            .map(|(_, (e, _))| *e)
            .collect();
        Graph::new(edges, self.root).expect("fewer edges than a graph that was accepted")
    }

    /// The name of edge `i`: its ends as written, and, where edges join the
    /// same two vertices, its place among them (`2-3#2`, the second).
    ///
    /// ```
    /// use grundy_engine::hackenbush::Graph;
    /// let g = Graph::parse("1-2,1-2,2-3", 1).unwrap();
    /// assert_eq!((g.edge_name(1), g.edge_name(2)), ("1-2#2".to_string(), "2-3".to_string()));
    /// ```
    pub fn edge_name(&self, i: usize) -> String {
        let e = self.edges[i];
        let same = |f: &Edge| (f.a.min(f.b), f.a.max(f.b)) == (e.a.min(e.b), e.a.max(e.b));
        let total = self.edges.iter().filter(|f| same(f)).count();
        if total == 1 {
            return e.to_string();
        }
        let place = self.edges[..i].iter().filter(|f| same(f)).count() + 1;
        format!("{e}#{place}")
    }

    /// The edge a name as [`Graph::edge_name`] writes it names (`2-3`, the
    /// first of its parallel edges, or `2-3#2`), ends in either order.
    pub fn find_edge(&self, name: &str) -> Option<usize> {
        let (ends, place) = match name.split_once('#') {
            Some((ends, place)) => (ends, place.trim().parse::<usize>().ok()?),
            None => (name, 1),
        };
        let e = parse::edges(ends).ok()?;
        let [e] = e[..] else { return None };
        let key = (e.a.min(e.b), e.a.max(e.b));
        self.edges
            .iter()
            .enumerate()
            .filter(|(_, f)| (f.a.min(f.b), f.a.max(f.b)) == key)
            .nth(place.checked_sub(1)?)
            .map(|(i, _)| i)
    }

    pub(crate) fn dense(&self) -> &Dense {
        &self.dense
    }
}

impl std::fmt::Display for Graph {
    /// The edges joined by commas, `none` for no edge.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.edges.is_empty() {
            return f.write_str("none");
        }
        for (i, e) in self.edges.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;

//! The moves of a graph: every cut of an edge joined to the root, with the
//! value of what is left, each found by valuing the graph again without
//! that edge, on the original graph (not on the fused one: a cut inside a
//! piece changes how it fuses).

use super::{Graph, Structure};
use std::fmt;

/// The most edges whose cuts are listed: each cut values the whole graph
/// again, so listing them costs edges × (vertices + edges) steps; the
/// value and the verdict need no list and are found at any size.
pub const CUT_LIMIT: usize = 5_000;

/// A move: cut edge `edge` (its index in [`Graph::edges`]), leaving a graph
/// worth `value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cut {
    /// The edge's index in [`Graph::edges`].
    pub edge: usize,
    /// The value of the graph after the cut.
    pub value: u64,
}

/// A graph with more edges than cuts are listed for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManyCuts {
    /// Its edges joined to the root.
    pub edges: usize,
    /// The limit.
    pub limit: usize,
}

impl TooManyCuts {
    /// What it says: the edges and the limit.
    pub fn message(&self) -> grundy_text::Message {
        grundy_text::msg!(
            "hackenbush-too-many-cuts",
            edges = self.edges,
            limit = self.limit
        )
    }
}

impl fmt::Display for TooManyCuts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for TooManyCuts {}

impl Graph {
    /// Every cut of an edge joined to the root, in the order of the edges,
    /// with the value left; or [`TooManyCuts`] if more than `limit` edges
    /// (and more than [`CUT_LIMIT`]) are joined to the root.
    ///
    /// ```
    /// use grundy_engine::hackenbush::Graph;
    /// // Two parallel edges fuse into two loops: worth 0. Cutting either
    /// // leaves one edge, worth 1.
    /// let g = Graph::parse("1-2,2-1", 1).unwrap();
    /// assert_eq!(g.value(), 0);
    /// assert!(g.cuts(10).unwrap().iter().all(|c| c.value == 1));
    /// ```
    pub fn cuts(&self, limit: usize) -> Result<Vec<Cut>, TooManyCuts> {
        let live = self.live();
        let count = live.iter().filter(|&&l| l).count();
        let limit = limit.min(CUT_LIMIT);
        if count > limit {
            return Err(TooManyCuts {
                edges: count,
                limit,
            });
        }
        Ok(live
            .iter()
            .enumerate()
            .filter(|&(_, &l)| l)
            .map(|(edge, _)| Cut {
                edge,
                value: Structure::of(self.dense(), Some(edge as u32)).value(),
            })
            .collect())
    }

    /// The cuts that leave the graph worth `target` (in a sum, the xor of
    /// the other parts: then the whole sum is worth 0).
    ///
    /// ```
    /// use grundy_engine::hackenbush::Graph;
    /// let g = Graph::parse("1-2,2-3,1-4", 1).unwrap();
    /// assert_eq!(g.value(), 3);
    /// let names = |v: u64| -> Vec<String> {
    ///     g.cuts_to(v).unwrap().iter().map(|c| g.edge_name(c.edge)).collect()
    /// };
    /// assert_eq!(names(0), ["2-3"]);
    /// assert_eq!(names(1), ["1-2"]);
    /// ```
    pub fn cuts_to(&self, target: u64) -> Result<Vec<Cut>, TooManyCuts> {
        Ok(self
            .cuts(CUT_LIMIT)?
            .into_iter()
            .filter(|c| c.value == target)
            .collect())
    }
}

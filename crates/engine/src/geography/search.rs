//! The rules, searched: a position is the token's vertex and the set of
//! vertices deleted so far, and the player to move wins when some move
//! leads to a position the opponent loses. The reference the matching
//! theorem is tested against; exponential, for graphs of up to 64
//! vertices.

use super::{Graph, NoSuchVertex};
use rustc_hash::FxHashMap;
use std::fmt;

/// The most vertices a graph searched may have: the deleted set is a
/// 64-bit word.
pub const SEARCH_LIMIT: usize = 64;

/// Why a search cannot be done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchError {
    /// The graph has more than [`SEARCH_LIMIT`] vertices.
    TooLarge(usize),
    /// The start is not a vertex of the graph.
    NoSuchVertex(NoSuchVertex),
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchError::TooLarge(n) => write!(
                f,
                "the graph has {n} vertices: the search of the rules takes at most {SEARCH_LIMIT}"
            ),
            SearchError::NoSuchVertex(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SearchError {}

/// A memoized search of one graph's positions, shared by every start.
///
/// ```
/// use grundy_engine::geography::{search::Search, Graph};
/// let g = Graph::parse("1-2,2-3,3-1,3-4", None).unwrap();
/// let mut s = Search::new(&g).unwrap();
/// assert!(s.first_player_wins(3).unwrap());
/// assert_eq!(s.winning_moves(3).unwrap(), vec![4]);
/// assert!(s.first_player_wins(1).unwrap());
/// ```
pub struct Search<'a> {
    graph: &'a Graph,
    /// Each vertex's neighbours, as a bit set.
    adjacent: Vec<u64>,
    /// Whether the player to move wins, by (vertex, deleted set).
    memo: FxHashMap<(u8, u64), bool>,
}

impl<'a> Search<'a> {
    /// A search of `graph`, or an error if it has more than
    /// [`SEARCH_LIMIT`] vertices.
    pub fn new(graph: &'a Graph) -> Result<Search<'a>, SearchError> {
        let n = graph.vertices();
        if n > SEARCH_LIMIT {
            return Err(SearchError::TooLarge(n));
        }
        let adjacent = (0..n as u32)
            .map(|v| graph.at(v).iter().fold(0u64, |m, &u| m | 1 << u))
            .collect();
        Ok(Search {
            graph,
            adjacent,
            memo: FxHashMap::default(),
        })
    }

    /// Whether the player to move wins with the token on `start` and no
    /// vertex deleted.
    pub fn first_player_wins(&mut self, start: u64) -> Result<bool, SearchError> {
        let v = self.start(start)?;
        Ok(self.wins(v, 0))
    }

    /// Every winning move from `start` (the neighbours moved to), in
    /// increasing order.
    pub fn winning_moves(&mut self, start: u64) -> Result<Vec<u64>, SearchError> {
        let v = self.start(start)?;
        let gone = 1u64 << v;
        let mut out = Vec::new();
        for u in bits(self.adjacent[v as usize]) {
            if !self.wins(u, gone) {
                out.push(self.graph.name(u as u32));
            }
        }
        Ok(out)
    }

    fn start(&self, start: u64) -> Result<u8, SearchError> {
        self.graph
            .index(start)
            .map(|v| v as u8)
            .ok_or(SearchError::NoSuchVertex(NoSuchVertex(start)))
    }

    /// Whether the player to move wins on `v`, the vertices of `gone`
    /// deleted (v is not among them).
    fn wins(&mut self, v: u8, gone: u64) -> bool {
        if let Some(&w) = self.memo.get(&(v, gone)) {
            return w;
        }
        let after = gone | 1 << v;
        let mut result = false;
        for u in bits(self.adjacent[v as usize] & !after) {
            if !self.wins(u, after) {
                result = true;
                break;
            }
        }
        self.memo.insert((v, gone), result);
        result
    }
}

/// The positions of the set bits of `mask`, lowest first.
fn bits(mut mask: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let b = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(b)
    })
}

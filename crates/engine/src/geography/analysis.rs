//! The verdict from a vertex and every winning move, by the matching
//! theorem: one maximum matching of the graph, one without the start, and
//! one without the start and each neighbour.

use super::augment::Augmenter;
use super::{Graph, Matching};
use grundy_text::{msg, render, Message};
use std::fmt;

/// A start that is no vertex of the graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoSuchVertex(pub u64);

impl NoSuchVertex {
    /// What it says: the start that is no vertex.
    pub fn message(&self) -> Message {
        msg!("geography-no-such-vertex", vertex = self.0)
    }
}

impl fmt::Display for NoSuchVertex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(&self.message()))
    }
}

impl std::error::Error for NoSuchVertex {}

/// The game from one start vertex, decided.
///
/// ```
/// use grundy_engine::geography::Graph;
/// // A cycle of 4: a perfect matching covers every vertex, so the first
/// // player wins from anywhere, moving along the matching's edge.
/// let a = Graph::parse("1-2,2-3,3-4,4-1", None).unwrap().analyze(1).unwrap();
/// assert!(a.first_player_wins);
/// assert_eq!((a.matching.len(), a.matching_without_start.len()), (2, 1));
/// // Either neighbour wins: without vertex 1, the path 2-3-4 has a
/// // maximum matching missing 2 and one missing 4.
/// assert_eq!(a.winning_moves, vec![2, 4]);
/// ```
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The start vertex.
    pub start: u64,
    /// Its neighbours: the moves, in increasing order.
    pub moves: Vec<u64>,
    /// A maximum matching of the graph (it covers the start when the
    /// first player wins).
    pub matching: Matching,
    /// A maximum matching of the graph without the start: one edge smaller
    /// exactly when the start is in every maximum matching of the graph.
    pub matching_without_start: Matching,
    /// Whether the player to move wins: the start is in every maximum
    /// matching.
    pub first_player_wins: bool,
    /// Every winning move: the neighbours u missed by some maximum matching
    /// of the graph without the start (ν(G − v − u) = ν(G − v)), in
    /// increasing order; none when the first player loses.
    pub winning_moves: Vec<u64>,
}

impl Graph {
    /// The verdict from `start` and every winning move.
    ///
    /// ```
    /// use grundy_engine::geography::Graph;
    /// let star = Graph::parse("1-2,1-3,1-4", None).unwrap();
    /// assert_eq!(star.analyze(1).unwrap().winning_moves, vec![2, 3, 4]);
    /// assert!(!star.analyze(2).unwrap().first_player_wins);
    /// assert!(star.analyze(9).is_err());
    /// ```
    pub fn analyze(&self, start: u64) -> Result<Analysis, NoSuchVertex> {
        let v = self.index(start).ok_or(NoSuchVertex(start))?;
        let matching = self.maximum_matching();
        let moves: Vec<u64> = self.at(v).iter().map(|&u| self.name(u)).collect();
        // A maximum matching of G − v: the matching of G without v's edge,
        // grown by one search from v's mate (any augmenting path ends there).
        let mut without = Augmenter::new(self, &matching.mate);
        let first_player_wins = match without.delete(v) {
            None => false,
            Some(w) => !without.augment_from(w),
        };
        let matching_without_start = matching.with_mates(without.mates());
        let mut winning_moves = Vec::new();
        if first_player_wins {
            for &u in self.at(v) {
                // The opponent, on u in G − v, loses exactly when u is
                // missed by some maximum matching of G − v: when u is free
                // in this one, or deleting it and searching from its mate
                // finds the matching as large again.
                let wins = match without.mate[u as usize + 1].checked_sub(1) {
                    None => true,
                    Some(_) => {
                        let mut after = Augmenter::new(self, &matching_without_start.mate);
                        after.delete(v);
                        let x = after.delete(u).expect("u is matched");
                        after.augment_from(x)
                    }
                };
                if wins {
                    winning_moves.push(self.name(u));
                }
            }
        }
        Ok(Analysis {
            start,
            moves,
            matching,
            matching_without_start,
            first_player_wins,
            winning_moves,
        })
    }

    /// [`Graph::analyze`] by a maximum matching computed afresh for each
    /// graph (G, G − v, G − v − u): the tests hold the two to each other.
    #[cfg(test)]
    pub(crate) fn analyze_by_fresh_matchings(&self, start: u64) -> Result<Analysis, NoSuchVertex> {
        let v = self.index(start).ok_or(NoSuchVertex(start))?;
        let matching = self.maximum_matching();
        let matching_without_start = self.matching_without(&[v]);
        let first_player_wins = matching_without_start.len() < matching.len();
        let moves: Vec<u64> = self.at(v).iter().map(|&u| self.name(u)).collect();
        let mut winning_moves = Vec::new();
        if first_player_wins {
            let after = matching_without_start.len();
            for &u in self.at(v) {
                if self.matching_size_without(&[v, u]) == after {
                    winning_moves.push(self.name(u));
                }
            }
        }
        Ok(Analysis {
            start,
            moves,
            matching,
            matching_without_start,
            first_player_wins,
            winning_moves,
        })
    }
}

//! Why the start wins or loses: the matchings, and the strategy of moving
//! along one's matching edge.

use super::{Analysis, Edge};

/// The most matching edges an explanation lists: a graph of a million
/// vertices is explained by its first edges and a count of the rest.
pub const EXPLAIN_EDGES: usize = 40;

impl Analysis {
    /// The matchings that decide, and the strategy they give the winner.
    ///
    /// ```
    /// use grundy_engine::geography::Graph;
    /// let g = Graph::parse("1-2,2-3,3-4", None).unwrap();
    /// let text = g.analyze(1).unwrap().explain();
    /// assert!(text.contains("a maximum matching of the graph has 2 edges: 1-2, 3-4"));
    /// assert!(text.contains("vertex 1 is in every maximum matching"));
    /// ```
    pub fn explain(&self) -> String {
        let v = self.start;
        let k = self.matching.len();
        let k0 = self.matching_without_start.len();
        let mut lines = vec![
            "the matching theorem: the player to move wins exactly when the token's vertex is in \
             every maximum matching of the graph, that is when deleting it leaves a smaller \
             maximum matching"
                .to_string(),
            format!(
                "a maximum matching of the graph has {}: {}",
                edges(k),
                list(&self.matching.edges())
            ),
        ];
        if self.first_player_wins {
            let mate = self.matching.mate(v).expect("the start is covered");
            lines.push(format!(
                "without vertex {v}, a maximum matching has {}: so vertex {v} is in every maximum \
                 matching",
                edges(k0)
            ));
            lines.push(format!(
                "the first player wins by always moving along their matching edge: first to \
                 vertex {mate}, the mate of {v}; after each reply to a vertex w, on to w's mate. \
                 The mate is always there and not yet visited: the walk so far alternates \
                 matching edges and the opponent's edges, and were w unmatched, or its mate \
                 visited, switching the walk's edges would give a maximum matching missing vertex \
                 {v}, which there is not"
            ));
            lines.push(format!(
                "a move to u wins exactly when u is missed by some maximum matching of the graph \
                 without vertex {v} (deleting u leaves {} there): {}",
                edges(k0),
                self.winning_moves
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        } else {
            lines.push(format!(
                "without vertex {v}, a maximum matching still has {}: {}",
                edges(k0),
                list(&self.matching_without_start.edges())
            ));
            lines.push(format!(
                "that matching is maximum in the whole graph too and misses vertex {v}: the \
                 second player wins by answering each move to a vertex u with a move to u's mate \
                 in it. Every neighbour of {v} is matched (else the edge to it would enlarge the \
                 matching), and by the same switching argument each vertex the opponent reaches \
                 has its mate, not yet visited"
            ));
            if self.moves.is_empty() {
                lines.push(format!(
                    "vertex {v} has no neighbour: the first player cannot move"
                ));
            }
        }
        lines.join("\n")
    }
}

fn edges(k: usize) -> String {
    format!("{k} edge{}", if k == 1 { "" } else { "s" })
}

fn list(edges: &[Edge]) -> String {
    if edges.is_empty() {
        return "none".to_string();
    }
    let mut shown: Vec<String> = edges
        .iter()
        .take(EXPLAIN_EDGES)
        .map(Edge::to_string)
        .collect();
    if edges.len() > EXPLAIN_EDGES {
        shown.push(format!("… ({} in all)", edges.len()));
    }
    shown.join(", ")
}

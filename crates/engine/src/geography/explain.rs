//! Why the start wins or loses: the matchings, and the strategy of moving
//! along one's matching edge.

use super::{Analysis, Edge};
use grundy_i18n::{tr, Arg};

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
        let k = Arg::count(self.matching.len());
        let k0 = Arg::count(self.matching_without_start.len());
        let mut lines = vec![
            tr!("geography-explain-theorem"),
            tr!(
                "geography-explain-matching",
                k = k,
                list = list(&self.matching.edges())
            ),
        ];
        if self.first_player_wins {
            let mate = self.matching.mate(v).expect("the start is covered");
            lines.push(tr!("geography-explain-without", start = v, k0 = k0));
            lines.push(tr!("geography-explain-strategy", mate = mate, start = v));
            let moves: Vec<String> = self.winning_moves.iter().map(u64::to_string).collect();
            lines.push(tr!(
                "geography-explain-winning",
                start = v,
                k0 = k0,
                moves = grundy_i18n::join_values(&moves)
            ));
        } else {
            lines.push(tr!(
                "geography-explain-still",
                start = v,
                k0 = k0,
                list = list(&self.matching_without_start.edges())
            ));
            lines.push(tr!("geography-explain-second", start = v));
            if self.moves.is_empty() {
                lines.push(tr!("geography-explain-stuck", start = v));
            }
        }
        lines.join("\n")
    }
}

fn list(edges: &[Edge]) -> String {
    if edges.is_empty() {
        return tr!("geography-none");
    }
    let mut shown: Vec<String> = edges
        .iter()
        .take(EXPLAIN_EDGES)
        .map(Edge::to_string)
        .collect();
    if edges.len() > EXPLAIN_EDGES {
        shown.push(tr!("list-in-all", count = edges.len()));
    }
    grundy_i18n::join_values(&shown)
}

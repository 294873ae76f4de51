//! Why the start wins or loses: the matchings, and the strategy of moving
//! along one's matching edge.

use super::{Analysis, Edge};
use grundy_text::{msg, Arg, Join, Message, Text};

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
    /// let ids: Vec<_> = text.messages().map(|m| m.id()).collect();
    /// assert_eq!(ids[1], "geography-explain-matching");
    /// assert_eq!(ids[2], "geography-explain-without");
    /// ```
    pub fn explain(&self) -> Text {
        let v = self.start;
        let k = Arg::count(self.matching.len());
        let k0 = Arg::count(self.matching_without_start.len());
        let mut lines: Vec<Message> = vec![
            msg!("geography-explain-theorem"),
            msg!(
                "geography-explain-matching",
                k = k,
                list = list(&self.matching.edges())
            ),
        ];
        if self.first_player_wins {
            let mate = self.matching.mate(v).expect("the start is covered");
            lines.push(msg!("geography-explain-without", start = v, k0 = k0));
            lines.push(msg!("geography-explain-strategy", mate = mate, start = v));
            lines.push(msg!(
                "geography-explain-winning",
                start = v,
                k0 = k0,
                moves = Arg::list(Join::Values, &self.winning_moves)
            ));
        } else {
            lines.push(msg!(
                "geography-explain-still",
                start = v,
                k0 = k0,
                list = list(&self.matching_without_start.edges())
            ));
            lines.push(msg!("geography-explain-second", start = v));
            if self.moves.is_empty() {
                lines.push(msg!("geography-explain-stuck", start = v));
            }
        }
        let mut text = Text::new();
        for (i, line) in lines.into_iter().enumerate() {
            if i > 0 {
                text.plain("\n");
            }
            text.say(line);
        }
        text
    }
}

fn list(edges: &[Edge]) -> Arg {
    if edges.is_empty() {
        return msg!("geography-none").into();
    }
    let mut shown: Vec<Arg> = edges.iter().take(EXPLAIN_EDGES).map(Arg::from).collect();
    if edges.len() > EXPLAIN_EDGES {
        shown.push(msg!("list-in-all", count = edges.len()).into());
    }
    Arg::List(Join::Values, shown)
}

//! A rooted graph of Green Hackenbush as a component of a sum:
//! `hackenbush=1-2,2-3,3-1`, rooted at vertex 1.

use super::{Edge, Graph, CUT_LIMIT};
use crate::component::{
    Component, ComponentError, ComponentMove, Kind, MoveError, Play, PlayNumbers, Reason,
    TooManyMoves, Written,
};
use crate::num::{BigNat, Natural};

/// The most edges of a component of a sum: a sum lists every winning
/// move, and each cut values the graph again ([`CUT_LIMIT`]).
pub const SUM_EDGE_LIMIT: usize = CUT_LIMIT;

/// A Green Hackenbush graph rooted at vertex 1, as a component of a sum.
///
/// ```
/// use grundy_engine::kinds::parse_component;
/// let g = parse_component("hackenbush=1-2,2-3,1-4").unwrap();
/// assert_eq!(g.grundy(), 3u64.into());
/// let m = &g.moves_to_value(&0u64.into())[0];
/// assert_eq!(m.description.id(), "move-hackenbush-cut");
/// assert_eq!(m.after, "hackenbush=1-2,1-4");
/// ```
pub struct Hackenbush {
    graph: Graph,
}

impl Hackenbush {
    /// The component of `graph` (rooted at vertex 1 as the kind reads it;
    /// any root works here).
    pub fn new(graph: Graph) -> Hackenbush {
        Hackenbush { graph }
    }

    fn play(&self, edge: usize) -> ComponentMove {
        let after = self.graph.after_cut(edge);
        let live = self.graph.live().iter().filter(|&&l| l).count();
        let fall = live - 1 - after.edges().len();
        let description = match fall {
            0 => grundy_text::msg!("move-hackenbush-cut", edge = self.graph.edge_name(edge)),
            n => grundy_text::msg!(
                "move-hackenbush-cut-falls",
                edge = self.graph.edge_name(edge),
                fall = n,
                number = if n == 1 { "one" } else { "other" }
            ),
        };
        ComponentMove {
            description,
            after: format!("hackenbush={after}"),
            after_numbers: std::iter::once(after.root())
                .chain(after.edges().iter().flat_map(|e| [e.a, e.b]))
                .map(BigNat::from)
                .collect(),
            remaining: BigNat::from(after.edges().len() as u64),
            family: None,
        }
    }

    /// The moves whose cut leaves a value `keep` accepts. Only those are
    /// written: each writes the whole graph it leaves, so writing every cut
    /// to keep a few made `grundy sum` on a path of 3,000 edges take 2 s.
    fn moves(&self, keep: impl Fn(u64) -> bool) -> Vec<(ComponentMove, BigNat)> {
        self.graph
            .cuts(SUM_EDGE_LIMIT)
            .expect("components are refused beyond the limit")
            .into_iter()
            .filter(|c| keep(c.value))
            .map(|c| (self.play(c.edge), BigNat::from(c.value)))
            .collect()
    }
}

impl Component for Hackenbush {
    fn describe(&self) -> String {
        format!("hackenbush={}", self.graph)
    }
    fn grundy(&self) -> BigNat {
        self.graph.value().into()
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        let Some(target) = target.to_u64() else {
            return Vec::new();
        };
        self.moves(|v| v == target)
            .into_iter()
            .map(|(m, _)| m)
            .collect()
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        // One move a live edge: counted before any is written.
        if self.graph.live().iter().filter(|&&l| l).count() > limit {
            return Err(TooManyMoves { limit });
        }
        Ok(self.moves(|_| true))
    }
    fn remaining(&self) -> BigNat {
        BigNat::from(self.graph.live().iter().filter(|&&l| l).count() as u64)
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        let n: Vec<u64> = m
            .after_numbers
            .iter()
            .map(|v| v.to_u64().expect("vertices are words"))
            .collect();
        let edges = n[1..]
            .chunks(2)
            .map(|p| Edge { a: p[0], b: p[1] })
            .collect();
        Box::new(Hackenbush::new(
            Graph::new(edges, n[0]).expect("fewer edges than the graph before"),
        ))
    }
    fn explain(&self) -> Option<grundy_text::Text> {
        let text = self.graph.explain();
        // One line in a sum's explanation: the steps as clauses, their
        // final stops (in the language they were read in) dropped.
        Some(grundy_text::Text::compose(move |say| {
            let read = text.read_with(say);
            let lines: Vec<&str> = read
                .lines()
                .map(|l| l.trim().trim_end_matches(['.', '。', '；', ';']))
                .collect();
            grundy_text::join(say, grundy_text::Join::Clauses, &lines)
        }))
    }
    // A tree is the sum of its root branches, each worth 1 + the subtree
    // above it: 0 only when cut. A graph with a cycle has no such parts.
    fn sj_parts(&self) -> Option<Vec<BigNat>> {
        super::misere::branch_values(std::slice::from_ref(&self.graph))
            .ok()
            .map(|v| v.into_iter().map(BigNat::from).collect())
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        vec![("A-B", grundy_text::msg!("syntax-hackenbush"))]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let name = words.join("-");
        let edge = self
            .graph
            .find_edge(&name)
            .ok_or_else(|| MoveError::new(grundy_text::msg!("move-error-no-edge", edge = name)))?;
        if !self.graph.live()[edge] {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-fallen",
                edge = name
            )));
        }
        Ok(self.play(edge))
    }
}

/// Green Hackenbush in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "hackenbush",
    examples: &["hackenbush=1-2,2-3,3-1"],
    more_examples: &[],
    position: "kind-hackenbush-position",
    rules: "kind-hackenbush-rules",
    play: Play {
        example: "hackenbush 1-2 2-3 3-1",
        numbers: PlayNumbers::AllInOne,
    },
    claims: |game| game == "hackenbush",
    parse,
    fallback: false,
    heaps: false,
};

fn parse(w: &Written<'_>) -> Result<Box<dyn Component>, ComponentError> {
    let graph = Graph::parse(w.position, 1).map_err(|e| {
        w.error(Reason::Invalid {
            what: grundy_text::msg!("what-the-graph", error = e),
            must_be: "must-hackenbush-edges",
        })
    })?;
    let live = graph.live().iter().filter(|&&l| l).count();
    if live > SUM_EDGE_LIMIT {
        return Err(w.error(Reason::TooManyMoves {
            what: grundy_text::msg!("what-listing-cuts", edges = live),
            limit: SUM_EDGE_LIMIT as u64,
        }));
    }
    Ok(Box::new(Hackenbush::new(graph)))
}

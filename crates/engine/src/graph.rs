//! Games on a directed graph: tokens sit on vertices; a move pushes one
//! token along one edge; whoever cannot move (every token on a vertex with
//! no edge out) loses. Several tokens are a sum of games, one a token.
//!
//! - On an **acyclic** graph every vertex has a Grundy value, the mex of
//!   its successors' values ([`grundy_values`], iterative, in reverse
//!   topological order); a sum of tokens is lost exactly when the values
//!   xor to 0.
//! - On a graph **with cycles** play may go on for ever: a draw. One
//!   token's outcome (win, lose or draw) comes from retrograde analysis in
//!   O(V + E) ([`outcomes`]). For several tokens, the **generalised
//!   Sprague–Grundy values** of Smith and Fraenkel ([`generalised`]): a
//!   finite value, or ∞ with the set K of finite values among its
//!   successors; a sum is decided from them exactly ([`decide`]): all
//!   finite, by their xor; one ∞(K) and the others xoring to a, a win when
//!   a ∈ K and a draw otherwise; two or more ∞, a draw.
//! - [`moves`] lists every winning move of a position, or, from a draw,
//!   every move that keeps the draw.
//!
//! The graph is read from a small text format ([`Digraph::parse`],
//! documented in docs/graph.md):
//!
//! ```
//! use grundy_engine::graph::{decide, grundy_values, moves, Digraph, Verdict};
//! let g = Digraph::parse("vertex a b c\na -> b c\nb -> c\ntoken a a b\n").unwrap();
//! let values = grundy_values(&g).unwrap();
//! assert_eq!(values, vec![2, 1, 0]);
//! // 2 xor 2 xor 1 = 1: the player to move wins, moving the token on b to c.
//! assert_eq!(decide(&g, &values, g.tokens()), Verdict::Win);
//! let m = moves(&g, &values, g.tokens());
//! assert_eq!(m.len(), 1);
//! assert_eq!((g.name(m[0].from), g.name(m[0].to)), ("b".into(), "c".into()));
//! ```

mod acyclic;
mod csr;
mod explain;
mod generalised;
mod parse;
mod retrograde;
mod sum;

pub use acyclic::{grundy_values, Cycle};
pub use explain::{explain_generalised, explain_mex, explain_outcome};
pub use generalised::{generalised, reached_values, INFINITE};
pub use parse::{ParseError, ParseErrorKind};
pub use retrograde::outcomes;
pub use sum::{decide, moves, moves_of_one, Move};

use csr::Csr;
use grundy_text::{msg, render, Message};
use std::borrow::Cow;
use std::fmt;

/// The most vertices a graph may have (indices are 32-bit words, and two
/// values are kept as markers).
pub const VERTEX_LIMIT: usize = (u32::MAX - 2) as usize;

/// The most edges a graph may have.
pub const EDGE_LIMIT: usize = (u32::MAX - 2) as usize;

/// A graph too large: more vertices or edges than the limits, or more than
/// memory holds.
///
/// ```
/// use grundy_engine::graph::Digraph;
/// let e = Digraph::new(usize::MAX, &[]).unwrap_err();
/// assert_eq!(e.message().id(), "graph-too-large");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphTooLarge {
    /// Its vertices.
    pub vertices: usize,
    /// Its edges.
    pub edges: usize,
}

impl GraphTooLarge {
    /// What it says: its size and the limits.
    pub fn message(&self) -> Message {
        msg!(
            "graph-too-large",
            vertices = self.vertices,
            edges = self.edges,
            most_vertices = VERTEX_LIMIT,
            most_edges = EDGE_LIMIT
        )
    }
}

impl fmt::Display for GraphTooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(&self.message()))
    }
}

impl std::error::Error for GraphTooLarge {}

/// The outcome of a position under perfect play.
///
/// ```
/// use grundy_engine::graph::Verdict;
/// assert_eq!(Verdict::Draw.message().id(), "graph-verdict");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The player to move wins.
    Win,
    /// The player to move loses, whatever they do.
    Lose,
    /// Neither player can force a win; play goes on for ever.
    Draw,
}

impl Verdict {
    /// The word of [`Verdict::word`], to be read in a language.
    ///
    /// ```
    /// let said = grundy_engine::graph::Verdict::Draw.said();
    /// assert_eq!((said.id(), said.arg("verdict")), ("graph-word", Some(&grundy_text::Arg::Text("draw".into()))));
    /// ```
    pub fn said(self) -> Message {
        msg!("graph-word", verdict = self.word())
    }

    /// The outcome as a sentence.
    pub fn message(self) -> Message {
        msg!("graph-verdict", verdict = self.word())
    }

    /// `win`, `lose` or `draw`, as JSON writes it.
    ///
    /// ```
    /// assert_eq!(grundy_engine::graph::Verdict::Lose.word(), "lose");
    /// ```
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Win => "win",
            Verdict::Lose => "lose",
            Verdict::Draw => "draw",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(&self.message()))
    }
}

/// A directed graph with tokens on its vertices: the vertices 0 to n − 1,
/// some of them named, the edges in compressed sparse row form, and the
/// tokens' vertices (several tokens may share one).
///
/// ```
/// use grundy_engine::graph::Digraph;
/// let g = Digraph::new(3, &[(0, 1), (1, 2), (0, 2)]).unwrap().with_tokens(vec![0, 0]);
/// assert_eq!((g.vertices(), g.edges()), (3, 3));
/// assert_eq!(g.successors(0), &[1, 2]);
/// assert_eq!(g.name(2), "2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digraph {
    out: Csr,
    names: Names,
    tokens: Vec<u32>,
    declared_acyclic: bool,
}

/// The vertices' names in one buffer: vertex v's is
/// `text[ends[v - 1]..ends[v]]` (empty: unnamed, shown by its index);
/// `ends` is empty when no vertex is named.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Names {
    pub(crate) text: String,
    pub(crate) ends: Vec<u32>,
}

impl Digraph {
    /// The graph on the vertices 0 to `vertices` − 1 with these edges
    /// (from, to), no token; an error if it is too large.
    pub fn new(vertices: usize, edges: &[(u32, u32)]) -> Result<Digraph, GraphTooLarge> {
        if vertices > VERTEX_LIMIT || edges.len() > EDGE_LIMIT {
            return Err(GraphTooLarge {
                vertices,
                edges: edges.len(),
            });
        }
        assert!(
            edges
                .iter()
                .all(|&(a, b)| (a as usize) < vertices && (b as usize) < vertices),
            "an edge's ends are vertices of the graph"
        );
        let from: Vec<u32> = edges.iter().map(|e| e.0).collect();
        let to: Vec<u32> = edges.iter().map(|e| e.1).collect();
        Ok(Digraph {
            out: Csr::build(vertices, &from, &to)?,
            names: Names::default(),
            tokens: Vec::new(),
            declared_acyclic: false,
        })
    }

    /// Reads a graph in the text format of docs/graph.md: lines `vertices
    /// N`, `vertex NAME …`, `A -> B …`, `token A …` and `acyclic`, `#`
    /// comments; every error with its line and column.
    ///
    /// ```
    /// use grundy_engine::graph::Digraph;
    /// let g = Digraph::parse("vertices 2\nvertex top\ntop -> 0 1  # two edges\n0 -> 1\ntoken top\n").unwrap();
    /// assert_eq!((g.vertices(), g.edges(), g.tokens()), (3, 3, &[2][..]));
    /// let e = Digraph::parse("vertex a\na -> b\n").unwrap_err();
    /// assert_eq!((e.line, e.column, e.token.as_str()), (2, 6, "b"));
    /// ```
    pub fn parse(text: &str) -> Result<Digraph, ParseError> {
        parse::parse(text)
    }

    /// The same graph with these tokens (vertices, one a token).
    pub fn with_tokens(mut self, tokens: Vec<u32>) -> Digraph {
        assert!(tokens.iter().all(|&t| (t as usize) < self.vertices()));
        self.tokens = tokens;
        self
    }

    /// The number of vertices.
    pub fn vertices(&self) -> usize {
        self.out.vertices()
    }

    /// The number of edges.
    pub fn edges(&self) -> usize {
        self.out.arcs()
    }

    /// The successors of `v`, one per edge, in the order written.
    #[inline]
    pub fn successors(&self, v: u32) -> &[u32] {
        self.out.of(v)
    }

    /// The tokens' vertices, in the order written.
    pub fn tokens(&self) -> &[u32] {
        &self.tokens
    }

    /// Whether the text declared the graph acyclic (and so it is: the
    /// parser checked).
    pub fn declared_acyclic(&self) -> bool {
        self.declared_acyclic
    }

    /// Whether some vertex has a name.
    pub fn has_names(&self) -> bool {
        !self.names.ends.is_empty()
    }

    /// The name of `v`: as declared, or its index.
    pub fn name(&self, v: u32) -> Cow<'_, str> {
        let v = v as usize;
        if let Some(&end) = self.names.ends.get(v) {
            let begin = if v == 0 { 0 } else { self.names.ends[v - 1] };
            if begin < end {
                return Cow::Borrowed(&self.names.text[begin as usize..end as usize]);
            }
        }
        Cow::Owned(v.to_string())
    }

    /// The vertex a name (or an index) stands for.
    ///
    /// ```
    /// use grundy_engine::graph::Digraph;
    /// let g = Digraph::parse("vertices 1\nvertex x\n").unwrap();
    /// assert_eq!((g.find("x"), g.find("0"), g.find("1"), g.find("y")), (Some(1), Some(0), Some(1), None));
    /// ```
    pub fn find(&self, name: &str) -> Option<u32> {
        if !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()) {
            return name
                .parse::<u32>()
                .ok()
                .filter(|&v| (v as usize) < self.vertices());
        }
        (0..self.vertices() as u32).find(|&v| self.name(v) == name)
    }

    /// The heap memory the graph holds, in bytes.
    pub fn bytes(&self) -> usize {
        self.out.bytes()
            + self.names.text.capacity()
            + 4 * (self.names.ends.capacity() + self.tokens.capacity())
    }

    pub(crate) fn csr(&self) -> &Csr {
        &self.out
    }

    pub(crate) fn from_parts(
        out: Csr,
        names: Names,
        tokens: Vec<u32>,
        declared_acyclic: bool,
    ) -> Digraph {
        Digraph {
            out,
            names,
            tokens,
            declared_acyclic,
        }
    }
}

#[cfg(test)]
mod tests;

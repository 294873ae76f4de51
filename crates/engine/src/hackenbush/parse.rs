//! Reading a graph written as edges `A-B`, separated by commas or spaces,
//! with the edge-list reader of [`crate::edge`]: an end left out of an edge
//! is told at the edge, every other end read as a vertex in turn.

use super::{Edge, EDGE_LIMIT};
use std::fmt;

/// A graph that could not be read: what is wrong, the token, and where
/// (its column in the text, from 1, in characters).
///
/// ```
/// use grundy_engine::hackenbush::Graph;
/// let e = Graph::parse("1-2 2", 1).unwrap_err();
/// assert_eq!((e.column, e.message().id()), (5, "column-then"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphError {
    /// The column of the token, from 1 (0 when the error is about the
    /// whole graph).
    pub column: usize,
    /// The token.
    pub token: String,
    /// What is wrong.
    pub kind: GraphErrorKind,
}

/// What is wrong with a graph.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GraphErrorKind {
    /// A token that is not `A-B`.
    NotAnEdge,
    /// A vertex that is not a natural number below 2^64.
    NotAVertex,
    /// No edge at all (the empty graph is written `none`).
    Empty,
    /// An empty entry between commas, or one before the first edge or
    /// after the last ([`crate::edge::empty_entry`]).
    EmptyEntry,
    /// More edges than [`EDGE_LIMIT`].
    TooLarge,
}

impl GraphError {
    pub(crate) fn too_large(edges: usize) -> GraphError {
        GraphError {
            column: 0,
            token: edges.to_string(),
            kind: GraphErrorKind::TooLarge,
        }
    }
}

impl GraphError {
    /// What is wrong, at its column when it has one.
    pub fn message(&self) -> grundy_text::Message {
        use grundy_text::msg;
        let t = &self.token;
        let message = match self.kind {
            GraphErrorKind::NotAnEdge => msg!("hackenbush-not-an-edge", token = t),
            GraphErrorKind::NotAVertex => msg!("hackenbush-not-a-vertex", token = t),
            GraphErrorKind::Empty => msg!("hackenbush-empty"),
            GraphErrorKind::EmptyEntry => msg!("edges-empty-entry"),
            GraphErrorKind::TooLarge => msg!("hackenbush-too-large", edges = t, limit = EDGE_LIMIT),
        };
        if self.column > 0 {
            let column = self.column;
            msg!("column-then", column = column, message = message)
        } else {
            message
        }
    }
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for GraphError {}

/// The edges of `text`; `none` is the graph of no edge.
pub(crate) fn edges(text: &str) -> Result<Vec<Edge>, GraphError> {
    let mut out = Vec::new();
    let mut tokens = crate::edge::tokens(text).into_iter().peekable();
    if let Some(&(_, "none")) = tokens.peek() {
        tokens.next();
        if let Some((column, token)) = tokens.next() {
            return Err(GraphError {
                column,
                token: token.to_string(),
                kind: GraphErrorKind::NotAnEdge,
            });
        }
        return Ok(out);
    }
    if let Some(column) = crate::edge::empty_entry(text) {
        return Err(GraphError {
            column,
            token: ",".to_string(),
            kind: GraphErrorKind::EmptyEntry,
        });
    }
    for (column, token) in tokens {
        let err = |column: usize, token: &str, kind| GraphError {
            column,
            token: token.to_string(),
            kind,
        };
        let Some((a, b)) = crate::edge::ends(token, column) else {
            return Err(err(column, token, GraphErrorKind::NotAnEdge));
        };
        // An end left out is no edge; an end written is a vertex or wrong
        // as a vertex, checked one end after the other.
        let vertex = |(t, at): (&str, usize)| -> Result<u64, GraphError> {
            if t.is_empty() {
                return Err(err(column, token, GraphErrorKind::NotAnEdge));
            }
            crate::edge::vertex(t).ok_or_else(|| err(at, t, GraphErrorKind::NotAVertex))
        };
        let a = vertex(a)?;
        let b = vertex(b)?;
        out.push(Edge { a, b });
        if out.len() > EDGE_LIMIT {
            return Err(GraphError::too_large(out.len()));
        }
    }
    if out.is_empty() {
        return Err(GraphError {
            column: 0,
            token: String::new(),
            kind: GraphErrorKind::Empty,
        });
    }
    Ok(out)
}

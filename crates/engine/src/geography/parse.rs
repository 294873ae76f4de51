//! Reading a graph: edges `A-B` separated by commas, spaces or newlines,
//! or lines of two numbers `A B`, with errors at their line and column: the
//! edge-list reader of [`crate::edge`], with Geography's own rules on top
//! (comments, `A B` lines, loops refused, vertices 1 to n).

use super::{Edge, Graph, EDGE_LIMIT, VERTEX_LIMIT};
use grundy_text::{msg, render, Message};
use std::fmt;

/// A graph that could not be read: what is wrong, the token, and where
/// (line and column from 1, the column in characters; line 0 for an error
/// about the whole graph).
///
/// ```
/// use grundy_engine::geography::{Graph, GraphErrorKind};
/// let e = Graph::parse("1-2 2", None).unwrap_err();
/// assert_eq!(e.kind, GraphErrorKind::NotAnEdge);
/// assert_eq!((e.line, e.column, e.message().id()), (1, 5, "geography-not-an-edge"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphError {
    /// The line of the token, from 1 (0 when the error is about the whole
    /// graph).
    pub line: usize,
    /// The column of the token, from 1.
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
    /// A vertex beyond the vertices 1 to n that were declared.
    MissingVertex {
        /// The number of vertices declared.
        vertices: u64,
    },
    /// An edge from a vertex to itself: the token would come back to the
    /// vertex it leaves, which is deleted.
    Loop,
    /// No edge at all (the graph of no edge is written `none`).
    Empty,
    /// An empty entry between commas, or one before the first edge or
    /// after the last ([`crate::edge::empty_entry`]).
    EmptyEntry,
    /// More vertices than [`VERTEX_LIMIT`] or edges than [`EDGE_LIMIT`].
    TooLarge {
        /// `"vertices"` or `"edges"`.
        what: &'static str,
    },
}

impl GraphError {
    pub(crate) fn at(line: usize, column: usize, token: String, kind: GraphErrorKind) -> Self {
        GraphError {
            line,
            column,
            token,
            kind,
        }
    }

    pub(crate) fn too_large(count: usize, what: &'static str) -> GraphError {
        GraphError::at(0, 0, count.to_string(), GraphErrorKind::TooLarge { what })
    }

    /// What is wrong, without its place.
    ///
    /// ```
    /// use grundy_engine::geography::Graph;
    /// let e = Graph::parse("1-1", None).unwrap_err();
    /// assert_eq!(e.message().id(), "geography-loop");
    /// ```
    pub fn message(&self) -> Message {
        let t = &self.token;
        match self.kind {
            GraphErrorKind::NotAnEdge => msg!("geography-not-an-edge", token = t),
            GraphErrorKind::NotAVertex => msg!("geography-not-a-vertex", token = t),
            GraphErrorKind::MissingVertex { vertices } => {
                msg!("geography-missing-vertex", token = t, vertices = vertices)
            }
            GraphErrorKind::Loop => msg!("geography-loop", token = t),
            GraphErrorKind::Empty => msg!("geography-empty"),
            GraphErrorKind::EmptyEntry => msg!("edges-empty-entry"),
            GraphErrorKind::TooLarge { what } => {
                let limit = if what == "edges" {
                    EDGE_LIMIT
                } else {
                    VERTEX_LIMIT
                };
                msg!("geography-too-large", count = t, what = what, limit = limit)
            }
        }
    }
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = if self.line > 0 {
            let place = msg!("place-line-column", line = self.line, column = self.column);
            msg!("place-then", place = place, message = self.message())
        } else {
            self.message()
        };
        f.write_str(&render(&message))
    }
}

impl std::error::Error for GraphError {}

/// A token: its line, its column, its text.
type Token<'a> = (usize, usize, &'a str);

/// The graph of `text` (see [`Graph::parse`]).
pub(crate) fn graph(text: &str, vertices: Option<u64>) -> Result<Graph, GraphError> {
    if let Some(n) = vertices
        && n > VERTEX_LIMIT as u64
    {
        return Err(GraphError::at(
            0,
            0,
            n.to_string(),
            GraphErrorKind::TooLarge { what: "vertices" },
        ));
    }
    let mut edges = Vec::new();
    let mut none = false;
    let mut any = false;
    for (l, raw) in text.lines().enumerate() {
        let line = l + 1;
        let content = raw.split('#').next().unwrap_or("");
        let tokens = tokens(content, line);
        let Some(&first) = tokens.first() else {
            continue;
        };
        if let Some(column) = crate::edge::empty_entry(content) {
            let kind = GraphErrorKind::EmptyEntry;
            return Err(GraphError::at(line, column, ",".to_string(), kind));
        }
        let not_an_edge =
            |(l, c, s): Token<'_>| GraphError::at(l, c, s.to_string(), GraphErrorKind::NotAnEdge);
        if none {
            // `none` stands alone.
            return Err(not_an_edge(first));
        }
        // Two tokens and no `-`: an edge `A B`, as judges write them.
        if tokens.len() == 2 && tokens.iter().all(|t| !t.2.contains('-') && t.2 != "none") {
            let second = tokens[1];
            let a = vertex(first, first.1, first.2, vertices)?;
            let b = vertex(second, second.1, second.2, vertices)?;
            let whole =
                &content[byte_of(content, first.1)..byte_of(content, second.1) + second.2.len()];
            edge(&mut edges, a, b, (line, first.1, whole))?;
            any = true;
            continue;
        }
        for t in tokens {
            let (_, column, token) = t;
            if none {
                return Err(not_an_edge(t));
            }
            if token == "none" && !any {
                none = true;
                any = true;
                continue;
            }
            // Both ends written, before either is read as a vertex.
            let ((a, a_column), (b, b_column)) = crate::edge::ends(token, column)
                .filter(|((a, _), (b, _))| !a.is_empty() && !b.is_empty())
                .ok_or_else(|| not_an_edge(t))?;
            let a = vertex(t, a_column, a, vertices)?;
            let b = vertex(t, b_column, b, vertices)?;
            edge(&mut edges, a, b, t)?;
            any = true;
        }
    }
    if !any && vertices.is_none() {
        return Err(GraphError::at(0, 0, String::new(), GraphErrorKind::Empty));
    }
    let isolated: Vec<u64> = match vertices {
        Some(n) => (1..=n).collect(),
        None => Vec::new(),
    };
    Graph::new(&edges, &isolated)
}

fn edge(edges: &mut Vec<Edge>, a: u64, b: u64, token: Token<'_>) -> Result<(), GraphError> {
    if a == b {
        return Err(GraphError::at(
            token.0,
            token.1,
            token.2.to_string(),
            GraphErrorKind::Loop,
        ));
    }
    edges.push(Edge { a, b });
    // Twice the limit: parallel edges are merged later, but a list this
    // long is refused before it fills the memory.
    if edges.len() > 2 * EDGE_LIMIT {
        return Err(GraphError::at(
            token.0,
            token.1,
            edges.len().to_string(),
            GraphErrorKind::TooLarge { what: "edges" },
        ));
    }
    Ok(())
}

/// The vertex `text` at `column` of the token `t`.
fn vertex(
    t: Token<'_>,
    column: usize,
    text: &str,
    vertices: Option<u64>,
) -> Result<u64, GraphError> {
    let err = |kind| GraphError::at(t.0, column, text.to_string(), kind);
    let v = crate::edge::vertex(text).ok_or_else(|| err(GraphErrorKind::NotAVertex))?;
    if let Some(n) = vertices
        && (v == 0 || v > n)
    {
        return Err(err(GraphErrorKind::MissingVertex { vertices: n }));
    }
    Ok(v)
}

/// The byte offset of character column `column` (from 1) of `text`.
fn byte_of(text: &str, column: usize) -> usize {
    text.char_indices()
        .nth(column - 1)
        .map_or(text.len(), |(i, _)| i)
}

/// The tokens of one line (see [`crate::edge::tokens`]), each with its
/// line.
fn tokens(text: &str, line: usize) -> Vec<Token<'_>> {
    crate::edge::tokens(text)
        .into_iter()
        .map(|(column, token)| (line, column, token))
        .collect()
}

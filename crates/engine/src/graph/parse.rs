//! The text format of a graph (docs/graph.md): one statement a line,
//! `#` to the end of a line a comment, tokens separated by spaces or tabs.
//!
//! ```text
//! vertices N          N vertices more, known by their indices
//! vertex NAME …       named vertices, each the next index
//! A -> B …            an edge from A to each of B, …
//! token A …           a token on each of A, … (a vertex may hold several)
//! acyclic             the graph has no cycle: checked, a cycle is an error
//! ```
//!
//! A vertex is named by its name or by its index (counted from 0 in the
//! order declared), and is declared before an edge or a token names it.

use super::csr::Csr;
use super::{acyclic, Digraph, GraphTooLarge, Names, EDGE_LIMIT, VERTEX_LIMIT};
use grundy_text::{msg, render, Message};
use rustc_hash::FxHashMap;
use std::fmt;

/// A graph that could not be read: what is wrong, the token, and where
/// (line and column, from 1, columns in characters).
///
/// ```
/// use grundy_engine::graph::{Digraph, ParseErrorKind};
/// let e = Digraph::parse("vertices 2\n0 => 1\n").unwrap_err();
/// assert_eq!((e.line, e.column, e.token.as_str()), (2, 3, "=>"));
/// assert_eq!(e.kind, ParseErrorKind::ExpectedArrow);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The line, from 1.
    pub line: usize,
    /// The column of the token's first character, from 1.
    pub column: usize,
    /// The offending token (empty where one is missing).
    pub token: String,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

/// What is wrong with a graph's text.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// A line that is no statement of the format.
    UnknownLine,
    /// `A` not followed by `->`.
    ExpectedArrow,
    /// Something missing at the end of a line: the count after `vertices`
    /// (`vertex-count`), a name after `vertex` (`vertex-name`), a vertex
    /// after `token` (`token-vertex`) or `->` (`edge-end`).
    Missing(&'static str),
    /// Something after a statement that takes nothing more.
    Extra,
    /// A name no `vertex` line declared (above).
    UndeclaredName,
    /// An index beyond the vertices declared (above).
    NoSuchIndex {
        /// The vertices declared by then.
        vertices: usize,
    },
    /// A name declared twice.
    DuplicateName,
    /// A name that cannot be one: digits only (an index), or `->`.
    BadName,
    /// The count after `vertices` is not a natural number.
    NotACount,
    /// More vertices or edges than the limits or memory allow.
    TooLarge(GraphTooLarge),
    /// The graph is declared acyclic, and this edge closes a cycle.
    Cycle {
        /// The cycle's vertices by name, starting at the edge's end: the
        /// edge goes from the last to the first.
        cycle: Vec<String>,
    },
    /// The text is not UTF-8 (the column counts bytes).
    NotUtf8,
}

impl ParseError {
    /// What is wrong, where.
    ///
    /// ```
    /// use grundy_engine::graph::Digraph;
    /// let e = Digraph::parse("vertex a\na -> b\n").unwrap_err();
    /// assert_eq!(e.message().id(), "place-then");
    /// ```
    pub fn message(&self) -> Message {
        let token = &self.token;
        let message = match &self.kind {
            ParseErrorKind::UnknownLine => msg!("graph-parse-unknown", token = token),
            ParseErrorKind::ExpectedArrow => msg!("graph-parse-arrow", token = token),
            ParseErrorKind::Missing(what) => msg!("graph-parse-missing", what = what),
            ParseErrorKind::Extra => msg!("graph-parse-extra", token = token),
            ParseErrorKind::UndeclaredName => msg!("graph-parse-undeclared", token = token),
            ParseErrorKind::NoSuchIndex { vertices: 0 } => {
                msg!("graph-parse-no-vertex-yet", token = token)
            }
            ParseErrorKind::NoSuchIndex { vertices } => {
                msg!("graph-parse-no-index", token = token, last = vertices - 1)
            }
            ParseErrorKind::DuplicateName => msg!("graph-parse-duplicate", token = token),
            ParseErrorKind::BadName => msg!("graph-parse-bad-name", token = token),
            ParseErrorKind::NotACount => msg!("graph-parse-not-count", token = token),
            ParseErrorKind::TooLarge(e) => e.message(),
            ParseErrorKind::Cycle { cycle } => {
                let mut around = cycle.clone();
                around.push(cycle[0].clone());
                msg!("graph-parse-cycle", cycle = around.join(" -> "))
            }
            ParseErrorKind::NotUtf8 => msg!("graph-parse-not-utf8"),
        };
        let place = msg!("place-line-column", line = self.line, column = self.column);
        msg!("place-then", place = place, message = message)
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(&self.message()))
    }
}

impl std::error::Error for ParseError {}

impl ParseError {
    /// The error of a text that is not UTF-8, at its first bad byte.
    ///
    /// ```
    /// use grundy_engine::graph::ParseError;
    /// let e = ParseError::not_utf8(b"vertex a\nvertex \xff\n");
    /// assert_eq!((e.line, e.column), (2, 8));
    /// ```
    pub fn not_utf8(bytes: &[u8]) -> ParseError {
        let at = std::str::from_utf8(bytes)
            .err()
            .map_or(0, |e| e.valid_up_to());
        let before = &bytes[..at];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        ParseError {
            line,
            column: at - start + 1,
            token: String::new(),
            kind: ParseErrorKind::NotUtf8,
        }
    }
}

#[inline]
fn is_blank(b: u8) -> bool {
    b == b' ' || b == b'\t' || b == b'\r' || b == 0x0b || b == 0x0c
}

/// The tokens of one line (up to a `#`), each with its byte offset in the
/// line.
struct Tokens<'a> {
    line: &'a str,
    pos: usize,
}

impl<'a> Iterator for Tokens<'a> {
    type Item = (usize, &'a str);
    #[inline]
    fn next(&mut self) -> Option<(usize, &'a str)> {
        let b = self.line.as_bytes();
        while self.pos < b.len() && is_blank(b[self.pos]) {
            self.pos += 1;
        }
        if self.pos == b.len() || b[self.pos] == b'#' {
            self.pos = b.len();
            return None;
        }
        let start = self.pos;
        while self.pos < b.len() && !is_blank(b[self.pos]) && b[self.pos] != b'#' {
            self.pos += 1;
        }
        Some((start, &self.line[start..self.pos]))
    }
}

/// Where a line's last token ends (a missing token is shown there).
fn content_end(line: &str) -> usize {
    let code = line.find('#').map_or(line, |i| &line[..i]);
    code.trim_end_matches(|c: char| c.is_ascii() && is_blank(c as u8))
        .len()
}

/// The lines of `text`, each with its number (from 1).
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split('\n').enumerate().map(|(i, l)| (i + 1, l))
}

/// Digits only, as a number (None past u64).
#[inline]
fn index(token: &str) -> Option<Option<u64>> {
    let b = token.as_bytes();
    if !b.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let mut v: u64 = 0;
    for &d in b {
        match v
            .checked_mul(10)
            .and_then(|v| v.checked_add(u64::from(d - b'0')))
        {
            Some(n) => v = n,
            None => return Some(None),
        }
    }
    Some(Some(v))
}

struct Parser<'a> {
    vertices: usize,
    names: Names,
    by_name: FxHashMap<&'a str, u32>,
    from: Vec<u32>,
    to: Vec<u32>,
    tokens: Vec<u32>,
    acyclic: bool,
    /// Where the vertex count was last raised, for a graph too large.
    last_count: (usize, usize, &'a str),
}

type Fault<'a> = (usize, &'a str, ParseErrorKind);

impl<'a> Parser<'a> {
    #[inline]
    fn resolve(&self, at: usize, token: &'a str) -> Result<u32, Fault<'a>> {
        match index(token) {
            Some(Some(v)) if (v as usize) < self.vertices => Ok(v as u32),
            Some(_) => Err((
                at,
                token,
                ParseErrorKind::NoSuchIndex {
                    vertices: self.vertices,
                },
            )),
            None => {
                self.by_name
                    .get(token)
                    .copied()
                    .ok_or((at, token, ParseErrorKind::UndeclaredName))
            }
        }
    }

    fn too_large(&self, edges: usize) -> ParseErrorKind {
        ParseErrorKind::TooLarge(GraphTooLarge {
            vertices: self.vertices,
            edges,
        })
    }

    fn statement(&mut self, line: &'a str, line_no: usize) -> Result<(), Fault<'a>> {
        let mut tokens = Tokens { line, pos: 0 };
        let Some((at, first)) = tokens.next() else {
            return Ok(());
        };
        let second = tokens.next();
        if let Some((_, "->")) = second {
            let a = self.resolve(at, first)?;
            let mut any = false;
            for (at, t) in tokens {
                let b = self.resolve(at, t)?;
                if self.from.len() >= EDGE_LIMIT {
                    return Err((at, t, self.too_large(self.from.len() + 1)));
                }
                if self.from.len() == self.from.capacity() {
                    let more = self.from.len().max(1 << 12);
                    let ok =
                        self.from.try_reserve(more).is_ok() && self.to.try_reserve(more).is_ok();
                    if !ok {
                        return Err((at, t, self.too_large(self.from.len() + 1)));
                    }
                }
                self.from.push(a);
                self.to.push(b);
                any = true;
            }
            if !any {
                return Err((content_end(line), "", ParseErrorKind::Missing("edge-end")));
            }
            return Ok(());
        }
        let rest = second.into_iter().chain(tokens);
        match first {
            "vertices" => {
                let mut rest = rest;
                let Some((at, t)) = rest.next() else {
                    return Err((
                        content_end(line),
                        "",
                        ParseErrorKind::Missing("vertex-count"),
                    ));
                };
                let n = match index(t) {
                    None => return Err((at, t, ParseErrorKind::NotACount)),
                    Some(n) => n,
                };
                let total = n
                    .and_then(|n| usize::try_from(n).ok())
                    .and_then(|n| n.checked_add(self.vertices))
                    .filter(|&n| n <= VERTEX_LIMIT);
                let Some(total) = total else {
                    let shown = n.map_or(usize::MAX, |n| n as usize);
                    return Err((
                        at,
                        t,
                        ParseErrorKind::TooLarge(GraphTooLarge {
                            vertices: shown.saturating_add(self.vertices),
                            edges: self.from.len(),
                        }),
                    ));
                };
                if let Some((at, t)) = rest.next() {
                    return Err((at, t, ParseErrorKind::Extra));
                }
                if !self.names.ends.is_empty() {
                    let end = self.names.text.len() as u32;
                    let more = total - self.vertices;
                    if self.names.ends.try_reserve(more).is_err() {
                        return Err((at, t, self.too_large(self.from.len())));
                    }
                    self.names.ends.resize(total, end);
                }
                self.vertices = total;
                self.last_count = (line_no, at, line);
            }
            "vertex" => {
                let mut any = false;
                for (at, name) in rest {
                    if name == "->" || index(name).is_some() {
                        return Err((at, name, ParseErrorKind::BadName));
                    }
                    if self.vertices >= VERTEX_LIMIT {
                        return Err((at, name, self.too_large(self.from.len())));
                    }
                    if self.by_name.contains_key(name) {
                        return Err((at, name, ParseErrorKind::DuplicateName));
                    }
                    let v = self.vertices as u32;
                    if self.names.ends.is_empty() {
                        self.names.ends.resize(self.vertices, 0);
                    }
                    self.names.text.push_str(name);
                    self.names.ends.push(self.names.text.len() as u32);
                    self.by_name.insert(name, v);
                    self.vertices += 1;
                    any = true;
                }
                if !any {
                    return Err((
                        content_end(line),
                        "",
                        ParseErrorKind::Missing("vertex-name"),
                    ));
                }
            }
            "token" | "tokens" => {
                let mut any = false;
                for (at, t) in rest {
                    let v = self.resolve(at, t)?;
                    self.tokens.push(v);
                    any = true;
                }
                if !any {
                    return Err((
                        content_end(line),
                        "",
                        ParseErrorKind::Missing("token-vertex"),
                    ));
                }
            }
            "acyclic" => {
                if let Some((at, t)) = rest.into_iter().next() {
                    return Err((at, t, ParseErrorKind::Extra));
                }
                self.acyclic = true;
            }
            _ => {
                return Err(match second {
                    Some((at2, t2)) if self.resolve(at, first).is_ok() => {
                        (at2, t2, ParseErrorKind::ExpectedArrow)
                    }
                    None if self.resolve(at, first).is_ok() => {
                        (content_end(line), "", ParseErrorKind::ExpectedArrow)
                    }
                    _ => (at, first, ParseErrorKind::UnknownLine),
                })
            }
        }
        Ok(())
    }

    /// The line, column and token of an edge from `a` to `b` in `text`
    /// (which parsed), for the error of a cycle.
    fn locate(&self, text: &'a str, a: u32, b: u32) -> Option<(usize, &'a str, usize, &'a str)> {
        for (no, line) in lines(text) {
            let mut tokens = Tokens { line, pos: 0 };
            let (Some((_, first)), Some((_, "->"))) = (tokens.next(), tokens.next()) else {
                continue;
            };
            if self.resolve(0, first) != Ok(a) {
                continue;
            }
            for (at, t) in tokens {
                if self.resolve(at, t) == Ok(b) {
                    return Some((no, line, at, t));
                }
            }
        }
        None
    }
}

fn error(line_no: usize, line: &str, at: usize, token: &str, kind: ParseErrorKind) -> ParseError {
    ParseError {
        line: line_no,
        column: line[..at].chars().count() + 1,
        token: token.to_string(),
        kind,
    }
}

pub(crate) fn parse(text: &str) -> Result<Digraph, ParseError> {
    let mut p = Parser {
        vertices: 0,
        names: Names::default(),
        by_name: FxHashMap::default(),
        from: Vec::new(),
        to: Vec::new(),
        tokens: Vec::new(),
        acyclic: false,
        last_count: (1, 0, ""),
    };
    for (no, line) in lines(text) {
        p.statement(line, no)
            .map_err(|(at, token, kind)| error(no, line, at, token, kind))?;
    }
    let out = Csr::build(p.vertices, &p.from, &p.to).map_err(|e| {
        let (no, at, line) = p.last_count;
        let token = Tokens { line, pos: at }.next().map_or("", |t| t.1);
        error(no, line, at, token, ParseErrorKind::TooLarge(e))
    })?;
    let (from, to) = (std::mem::take(&mut p.from), std::mem::take(&mut p.to));
    drop((from, to));
    if p.acyclic
        && let Err(cycle) = acyclic::check(&out)
    {
        let last = *cycle.vertices.last().expect("a cycle has a vertex");
        let first = cycle.vertices[0];
        let (no, line, at, token) = p
            .locate(text, last, first)
            .expect("the edge that closes the cycle was read");
        let names = Names {
            text: std::mem::take(&mut p.names.text),
            ends: std::mem::take(&mut p.names.ends),
        };
        let g = Digraph::from_parts(out, names, Vec::new(), false);
        let cycle = cycle
            .vertices
            .iter()
            .map(|&v| g.name(v).into_owned())
            .collect();
        return Err(error(no, line, at, token, ParseErrorKind::Cycle { cycle }));
    }
    let names = Names {
        text: std::mem::take(&mut p.names.text),
        ends: std::mem::take(&mut p.names.ends),
    };
    let tokens = std::mem::take(&mut p.tokens);
    Ok(Digraph::from_parts(out, names, tokens, p.acyclic))
}

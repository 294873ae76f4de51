//! An edge of a graph whose vertices are named by natural numbers, as the
//! graph games read and write them (`1-2`): Green Hackenbush and Geography,
//! and the reader of their edge lists that both share.

/// One edge: its two ends, as the vertices are named (natural numbers).
///
/// ```
/// use grundy_engine::edge::Edge;
/// assert_eq!(Edge { a: 1, b: 2 }.to_string(), "1-2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    /// One end.
    pub a: u64,
    /// The other end (the same as `a` for a loop, where the game has them).
    pub b: u64,
}

impl std::fmt::Display for Edge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}", self.a, self.b)
    }
}

/// The column (from 1, in characters) of a comma that opens or closes an
/// empty entry in a list of edges separated by commas (`1-2,,2-3`, `1-2,`,
/// `,1-2`), if any. A list with no edge at all is left to the reader, which
/// says there is no edge; Hackenbush and Geography had read `1-2,` and
/// `1-2,,2-3` as if the empty entries were not there, but refused `,,`.
///
/// ```
/// use grundy_engine::edge::empty_entry;
/// assert_eq!(empty_entry("1-2,,2-3"), Some(5));
/// assert_eq!(empty_entry("1-2, "), Some(4));
/// assert_eq!(empty_entry(",1-2"), Some(1));
/// assert_eq!(empty_entry("1-2, 2-3 3-4"), None);
/// assert_eq!(empty_entry(",,"), None);
/// ```
pub fn empty_entry(text: &str) -> Option<usize> {
    if text.split(',').all(|entry| entry.trim().is_empty()) {
        return None;
    }
    // The column where each entry starts (after its comma).
    let mut column = 1;
    let entries: Vec<(usize, &str)> = text
        .split(',')
        .map(|entry| {
            let at = column;
            column += entry.chars().count() + 1;
            (at, entry)
        })
        .collect();
    let last = entries.len() - 1;
    entries.iter().enumerate().find_map(|(i, &(at, entry))| {
        if !entry.trim().is_empty() {
            return None;
        }
        // The comma after the empty entry (the one too many), else, after
        // the last edge, the one before it.
        Some(if i < last {
            at + entry.chars().count()
        } else {
            at - 1
        })
    })
}

/// The entries of one edge list (or one line of it) between commas and
/// whitespace, each with its column (from 1, in characters): the tokens
/// that Hackenbush and Geography both read, each family then checking them
/// by its own rules.
pub(crate) fn tokens(text: &str) -> Vec<(usize, &str)> {
    let mut column = 0usize;
    let mut start: Option<(usize, usize)> = None;
    let mut out = Vec::new();
    for (i, c) in text.char_indices() {
        column += 1;
        if c == ',' || c.is_whitespace() {
            if let Some((s, col)) = start.take() {
                out.push((col, &text[s..i]));
            }
        } else if start.is_none() {
            start = Some((i, column));
        }
    }
    if let Some((s, col)) = start {
        out.push((col, &text[s..]));
    }
    out
}

/// One end of an entry `A-B` as written, and its column (from 1, in
/// characters).
pub(crate) type End<'a> = (&'a str, usize);

/// The two ends of an entry `A-B` at `column`, split at its first `-`; `None`
/// without a `-`. Either end may be empty: what that means is the family's
/// to say.
pub(crate) fn ends(token: &str, column: usize) -> Option<(End<'_>, End<'_>)> {
    let (a, b) = token.split_once('-')?;
    let b_column = column + token[..token.len() - b.len()].chars().count();
    Some(((a, column), (b, b_column)))
}

/// The vertex written `text`: a natural number below 2^64, in ASCII digits
/// only (no sign, no space).
pub(crate) fn vertex(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

//! An edge of a graph whose vertices are named by natural numbers, as the
//! graph games read and write them (`1-2`): Green Hackenbush and Geography.

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

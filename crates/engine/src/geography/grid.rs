//! Boards: the R×C grid graph, a square's neighbours the squares beside
//! it, and the closed form of the game from a corner.

use super::{Graph, GraphError, VERTEX_LIMIT};

impl Graph {
    /// The grid of `rows` × `columns` squares, square (r, c) (from 1) the
    /// vertex (r − 1) · columns + c, joined to the squares beside it; or an
    /// error if it has more than [`VERTEX_LIMIT`] squares.
    ///
    /// ```
    /// use grundy_engine::geography::Graph;
    /// let g = Graph::grid(2, 3).unwrap();
    /// assert_eq!((g.vertices(), g.edges()), (6, 7));
    /// assert_eq!(g.neighbours(5).unwrap(), vec![2, 4, 6]);
    /// ```
    pub fn grid(rows: u64, columns: u64) -> Result<Graph, GraphError> {
        let squares = rows
            .checked_mul(columns)
            .filter(|&s| s <= VERTEX_LIMIT as u64)
            .ok_or_else(|| {
                GraphError::too_large(
                    usize::try_from(rows.saturating_mul(columns)).unwrap_or(usize::MAX),
                    "vertices",
                )
            })? as usize;
        let (r, c) = (rows as usize, columns as usize);
        let names: Vec<u64> = (1..=squares as u64).collect();
        let mut pairs = Vec::with_capacity(4 * squares);
        for i in 0..r {
            for j in 0..c {
                let v = (i * c + j) as u32;
                if j + 1 < c {
                    pairs.push((v, v + 1));
                    pairs.push((v + 1, v));
                }
                if i + 1 < r {
                    pairs.push((v, v + c as u32));
                    pairs.push((v + c as u32, v));
                }
            }
        }
        Graph::from_dense(names, pairs)
    }
}

/// Whether the first player wins on a board of `rows` × `columns` squares
/// (both at least 1) from a corner, for boards of any size: exactly when the board has an
/// even number of squares. Then one side is even and dominoes along it
/// tile the board, a perfect matching, which covers the corner; when both
/// sides are odd, the board without the corner is tiled (the rest of the
/// first row by dominoes along it, the other rows, an even number, by
/// dominoes across), so the largest matching does not shrink when the
/// corner is deleted. Luogu P4136 is the square board. The tests check
/// this against the matchings and against a search of the rules.
///
/// ```
/// use grundy_engine::geography::grid_corner_first_player_wins;
/// assert!(grid_corner_first_player_wins(2, 2));
/// assert!(!grid_corner_first_player_wins(1, 1));
/// assert!(!grid_corner_first_player_wins(3, 5));
/// ```
pub fn grid_corner_first_player_wins(rows: u64, columns: u64) -> bool {
    rows.is_multiple_of(2) || columns.is_multiple_of(2)
}

/// [`grid_corner_first_player_wins`] for the square board of side `n` of
/// any size (Luogu P4136): the first player wins exactly when n is even.
///
/// ```
/// use grundy_engine::geography::square_corner_first_player_wins;
/// use grundy_engine::num::BigNat;
/// assert!(square_corner_first_player_wins(&2u64));
/// assert!(!square_corner_first_player_wins(&"1000000000000000000000001".parse::<BigNat>().unwrap()));
/// ```
pub fn square_corner_first_player_wins<N: crate::num::Natural>(n: &N) -> bool {
    !n.bit(0)
}

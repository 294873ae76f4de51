//! How much the pictures whose size the input decides draw at most, which
//! their refusals ([`crate::PlotError`]) name.

/// The most coins drawn on a side: a row of at most this many coins, a
/// board of at most this many × this many. Past it a coin would be a few
/// pixels wide and its value unreadable.
///
/// ```
/// assert_eq!(grundy_plot::COIN_SIDE_LIMIT, 64);
/// ```
pub const COIN_SIDE_LIMIT: u64 = 64;

/// The most vertices a graph picture draws: past it the vertices crowd the
/// circle and the arrows cannot be told apart.
///
/// ```
/// assert_eq!(grundy_plot::GRAPH_VERTEX_LIMIT, 60);
/// ```
pub const GRAPH_VERTEX_LIMIT: usize = 60;

/// The most edges a graph picture draws.
///
/// ```
/// assert_eq!(grundy_plot::GRAPH_EDGE_LIMIT, 400);
/// ```
pub const GRAPH_EDGE_LIMIT: usize = 400;

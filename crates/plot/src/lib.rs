//! Pictures of impartial games, as PNG or SVG: the P-positions of Wythoff's
//! game as a scatter plot, the Grundy values G(a, b) of Wythoff's or any
//! two-pile game as a heat map, a nim-sequence with its period marked, and
//! a coin-turning position's row or board of coins.
//!
//! Everything is drawn in memory with [`plotters`] (no system libraries: the
//! text is set in DejaVu Sans, embedded in this crate, see
//! `assets/LICENSE-DejaVu.txt`), then written to the file in one go. The
//! format is chosen from the file's extension, `.png` or `.svg`.
//!
//! The game's data comes from [`grundy_engine::wythoff`], exactly; floating
//! point is used only to place things on the picture.
//!
//! ```
//! use grundy_engine::wythoff::grundy_table;
//! use grundy_plot::{wythoff_grundy_heatmap, wythoff_p_positions};
//!
//! let dir = std::env::temp_dir();
//! wythoff_p_positions(&dir.join("grundy-plot-crate-doc.svg"), 30)?;
//! wythoff_grundy_heatmap(&dir.join("grundy-plot-crate-doc.png"), &grundy_table(16), 16)?;
//! # Ok::<(), grundy_plot::PlotError>(())
//! ```

#![warn(missing_docs)]

#[macro_use]
mod render;
mod coins;
mod family;
mod format;
mod graph;
mod heatmap;
mod limits;
mod pairs;
mod sequence;
mod wythoff;

pub use coins::{coins, coins_image, CoinPicture};
pub use family::{family, family_image, survey, FamilyPicture, FamilyPoint, FAMILY_LIMIT};
pub use format::{check_writable, Format, PlotError};
pub use graph::{graph, graph_image, GraphPicture};
pub use heatmap::{grundy_heatmap_image, heatmap, heatmap_image, wythoff_grundy_heatmap};
pub use limits::{COIN_SIDE_LIMIT, GRAPH_EDGE_LIMIT, GRAPH_VERTEX_LIMIT};
pub use pairs::{pairs, pairs_image, PairsPicture, PAIRS_SIDE_LIMIT};
pub use sequence::{
    nim_sequence, nim_sequence_image, sequence_from, sequence_image_from, PeriodStatus,
    SEQUENCE_LIMIT,
};
pub use wythoff::{p_positions_image, wythoff_p_positions};

//! The P-positions of any 2-D table as a scatter plot, in the style of the
//! Wythoff scatter plot: the pairs `a <= b` in blue, their mirror images in
//! orange, other P-positions in grey, and, where the pairs have the shape
//! of Wythoff's solution with `b_k = a_k + ck`, the two lines they follow.

use crate::format::{Format, PlotError};
use crate::render::{
    encode_png, label_style, legend, register_font, tick_style, title_style, whole, write,
    DrawResult, LARGER, PREPERIOD, SMALLER,
};
use grundy_i18n::tr;
use plotters::coord::Shift;
use plotters::prelude::*;
use std::path::Path;

/// The most rows or columns a scatter plot of P-positions draws.
///
/// ```
/// assert_eq!(grundy_plot::PAIRS_SIDE_LIMIT, 4096);
/// ```
pub const PAIRS_SIDE_LIMIT: usize = 4096;

/// A table's P-positions to draw, as plain numbers.
///
/// ```
/// use grundy_plot::PairsPicture;
/// let picture = PairsPicture {
///     title: "Wythoff's table",
///     rows: 8,
///     columns: 8,
///     cells: &[(0, 0), (1, 2), (2, 1), (3, 5), (5, 3), (4, 7), (7, 4)],
///     pairs: &[(0, 0), (1, 2), (3, 5), (4, 7)],
///     slope: Some(1),
/// };
/// assert_eq!(picture.cells.len(), 7);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PairsPicture<'a> {
    /// The title.
    pub title: &'a str,
    /// The rows of the table (first pile `a`, from 0).
    pub rows: usize,
    /// Its columns (second pile `b`, from 0).
    pub columns: usize,
    /// Every P-position `(a, b)` of the table.
    pub cells: &'a [(usize, usize)],
    /// The pairs `(a_k, b_k)`, `a_k <= b_k`, that the analysis took.
    pub pairs: &'a [(u64, u64)],
    /// `c` where the pairs have Wythoff's shape `b_k = a_k + ck`, `c >= 1`:
    /// the lines `b = (β/α)a` and `b = (α/β)a` are drawn, `α = (2 − c +
    /// √(c² + 4))/2`, `β = α + c`.
    pub slope: Option<u64>,
}

const SIZE: (u32, u32) = (760, 760);

fn draw<DB: DrawingBackend>(root: &DrawingArea<DB, Shift>, p: &PairsPicture<'_>) -> DrawResult<DB> {
    root.fill(&WHITE)?;
    let root = root.margin(12, 24, 12, 24);
    let n = p.rows.max(p.columns).max(1);
    let pad = (n as f64 * 0.02).max(0.6);
    let (x_hi, y_hi) = (p.rows as f64 - 1.0 + pad, p.columns as f64 - 1.0 + pad);
    let mut chart = ChartBuilder::on(&root)
        .caption(p.title, title_style())
        .margin(8)
        .x_label_area_size(52)
        .y_label_area_size(62)
        .build_cartesian_2d(-pad..x_hi, -pad..y_hi)?;
    chart
        .configure_mesh()
        .x_desc(tr!("plot-row-a"))
        .y_desc(tr!("plot-column-b"))
        .axis_desc_style(label_style())
        .label_style(tick_style())
        .x_labels(p.rows.clamp(2, 11))
        .y_labels(p.columns.clamp(2, 11))
        .x_label_formatter(&whole)
        .y_label_formatter(&whole)
        .light_line_style(WHITE)
        .bold_line_style(RGBColor(225, 225, 225))
        .draw()?;
    let faint = |color: RGBColor| color.mix(0.35).stroke_width(2);
    if let Some(c) = p.slope {
        // For the eye only: floating point places the lines, nothing else.
        let c = c as f64;
        let alpha = (2.0 - c + (c * c + 4.0).sqrt()) / 2.0;
        let ratio = (alpha + c) / alpha;
        let steep = [(0.0, 0.0), (y_hi / ratio, y_hi)];
        let flat = [(0.0, 0.0), (x_hi, x_hi / ratio)];
        chart
            .draw_series(LineSeries::new(steep, faint(SMALLER)))?
            .label(tr!("plot-pairs-line", c = c))
            .legend(move |(x, y)| PathElement::new([(x, y), (x + 24, y)], faint(SMALLER)));
        chart.draw_series(LineSeries::new(flat, faint(LARGER)))?;
    }
    let radius = (300 / n).clamp(2, 6) as i32;
    let dot = move |(a, b): (usize, usize), color: RGBColor| {
        Circle::new((a as f64, b as f64), radius, color.filled())
    };
    let swatch = move |color: RGBColor| {
        move |(x, y): (i32, i32)| Circle::new((x + 12, y), 4, color.filled())
    };
    let taken = |a: usize, b: usize| {
        p.pairs
            .binary_search(&(a.min(b) as u64, a.max(b) as u64))
            .is_ok()
    };
    let others: Vec<(usize, usize)> = p
        .cells
        .iter()
        .copied()
        .filter(|&(a, b)| !taken(a, b))
        .collect();
    if !others.is_empty() {
        chart
            .draw_series(others.iter().map(|&c| dot(c, PREPERIOD)))?
            .label("other P-positions")
            .legend(swatch(PREPERIOD));
    }
    let lower: Vec<(usize, usize)> = p
        .cells
        .iter()
        .copied()
        .filter(|&(a, b)| a <= b && taken(a, b))
        .collect();
    let upper: Vec<(usize, usize)> = p
        .cells
        .iter()
        .copied()
        .filter(|&(a, b)| a > b && taken(a, b))
        .collect();
    chart
        .draw_series(lower.iter().map(|&c| dot(c, SMALLER)))?
        .label(tr!("plot-pairs"))
        .legend(swatch(SMALLER));
    if !upper.is_empty() {
        chart
            .draw_series(upper.iter().map(|&c| dot(c, LARGER)))?
            .label(tr!("plot-pairs-mirror"))
            .legend(swatch(LARGER));
    }
    legend(&mut chart, 12)
}

/// The scatter plot of a table's P-positions, as the bytes of a PNG or SVG
/// file.
///
/// ```
/// use grundy_plot::{pairs_image, Format, PairsPicture};
/// let picture = PairsPicture {
///     title: "Two-pile Nim",
///     rows: 4,
///     columns: 4,
///     cells: &[(0, 0), (1, 1), (2, 2), (3, 3)],
///     pairs: &[(0, 0), (1, 1), (2, 2), (3, 3)],
///     slope: None,
/// };
/// let svg = String::from_utf8(pairs_image(&picture, Format::Svg)?).unwrap();
/// assert!(svg.contains("row a (first pile)") && svg.contains("Two-pile Nim"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn pairs_image(picture: &PairsPicture<'_>, format: Format) -> Result<Vec<u8>, PlotError> {
    let side = picture.rows.max(picture.columns);
    if side > PAIRS_SIDE_LIMIT {
        return Err(PlotError::TooManyValues {
            len: side,
            limit: PAIRS_SIDE_LIMIT,
        });
    }
    render!(format, SIZE, |root| draw(root, picture))
}

/// Writes [`pairs_image`] to `path`, as PNG or SVG by its extension.
///
/// ```
/// use grundy_plot::PairsPicture;
/// let path = std::env::temp_dir().join("grundy-plot-doc-pairs.png");
/// let picture = PairsPicture {
///     title: "Wythoff",
///     rows: 3,
///     columns: 3,
///     cells: &[(0, 0), (1, 2), (2, 1)],
///     pairs: &[(0, 0), (1, 2)],
///     slope: Some(1),
/// };
/// grundy_plot::pairs(&path, &picture)?;
/// assert!(std::fs::read(&path).unwrap().starts_with(b"\x89PNG"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn pairs(path: &Path, picture: &PairsPicture<'_>) -> Result<(), PlotError> {
    let format = Format::from_path(path)?;
    write(path, &pairs_image(picture, format)?)
}

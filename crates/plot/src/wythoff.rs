//! The scatter plot of the P-positions of Wythoff's game.

use crate::format::{Format, PlotError};
use crate::render::{
    encode_png, label_style, legend, register_font, tick_style, title_style, whole, write,
    DrawResult, LARGER, SMALLER,
};
use grundy_engine::wythoff::{outcome, p_position};
use grundy_i18n::tr;
use plotters::coord::Shift;
use plotters::prelude::*;
use std::path::Path;

const PHI: f64 = 1.618_033_988_749_895;

/// Positions (a, b), for drawing.
type Points = Vec<(usize, usize)>;

/// The P-positions (a, b) with a, b < n: those with a <= b, then their
/// mirror images with a > b.
fn p_positions_below(n: usize) -> (Points, Points) {
    let (mut smaller, mut larger) = (Vec::new(), Vec::new());
    for k in 0u64.. {
        let (a, b) = p_position(&k).expect("small k fits u64");
        if a >= n as u64 {
            break;
        }
        debug_assert!(!outcome(&a, &b).first_player_wins());
        if b < n as u64 {
            smaller.push((a as usize, b as usize));
            if a != b {
                larger.push((b as usize, a as usize));
            }
        }
    }
    (smaller, larger)
}

const SCATTER_SIZE: (u32, u32) = (760, 760);

fn draw_p_positions<DB: DrawingBackend>(root: &DrawingArea<DB, Shift>, n: usize) -> DrawResult<DB> {
    root.fill(&WHITE)?;
    let root = root.margin(12, 24, 12, 24);
    let (smaller, larger) = p_positions_below(n);
    // Room around the outermost points, so that none is cut by the frame.
    let pad = (n as f64 * 0.02).max(0.6);
    let (lo, hi) = (-pad, n as f64 - 1.0 + pad);
    let labels = n.clamp(2, 11);
    let mut chart = ChartBuilder::on(&root)
        .caption(tr!("plot-wythoff-p-title", n = n), title_style())
        .margin(8)
        .x_label_area_size(52)
        .y_label_area_size(62)
        .build_cartesian_2d(lo..hi, lo..hi)?;
    chart
        .configure_mesh()
        .x_desc(tr!("plot-first-pile"))
        .y_desc(tr!("plot-second-pile"))
        .axis_desc_style(label_style())
        .label_style(tick_style())
        .x_labels(labels)
        .y_labels(labels)
        .x_label_formatter(&whole)
        .y_label_formatter(&whole)
        .light_line_style(WHITE)
        .bold_line_style(RGBColor(225, 225, 225))
        .draw()?;

    // The two lines the P-positions follow, for the eye only, under the points.
    let steep = [(0.0, 0.0), (hi / PHI, hi)];
    let flat = [(0.0, 0.0), (hi, hi / PHI)];
    let faint = |color: RGBColor| color.mix(0.35).stroke_width(2);
    chart.draw_series(LineSeries::new(steep, faint(SMALLER)))?;
    chart.draw_series(LineSeries::new(flat, faint(LARGER)))?;

    let radius = (300 / n.max(1)).clamp(2, 6) as i32;
    let dot = move |(a, b): (usize, usize), color: RGBColor| {
        Circle::new((a as f64, b as f64), radius, color.filled())
    };
    let swatch = move |color: RGBColor| {
        move |(x, y): (i32, i32)| Circle::new((x + 12, y), 4, color.filled())
    };
    chart
        .draw_series(smaller.iter().map(|&p| dot(p, SMALLER)))?
        .label(tr!("plot-p-positions"))
        .legend(swatch(SMALLER));
    chart
        .draw_series(larger.iter().map(|&p| dot(p, LARGER)))?
        .label(tr!("plot-p-mirror"))
        .legend(swatch(LARGER));
    // Legend entries for the lines, drawn above.
    let line = |color: RGBColor| {
        move |(x, y): (i32, i32)| PathElement::new([(x, y), (x + 24, y)], faint(color))
    };
    chart
        .draw_series(std::iter::empty::<PathElement<(f64, f64)>>())?
        .label(tr!("plot-line-steep"))
        .legend(line(SMALLER));
    chart
        .draw_series(std::iter::empty::<PathElement<(f64, f64)>>())?
        .label(tr!("plot-line-flat"))
        .legend(line(LARGER));

    legend(&mut chart, 12)
}

/// The scatter plot of the P-positions of Wythoff's game (a, b) and (b, a)
/// with both piles below `n`, as the bytes of a PNG or SVG file.
///
/// ```
/// use grundy_plot::{p_positions_image, Format};
/// let png = p_positions_image(20, Format::Png)?;
/// assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
/// let svg = String::from_utf8(p_positions_image(20, Format::Svg)?).unwrap();
/// assert!(svg.contains("first pile a") && svg.contains("second pile b"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn p_positions_image(n: usize, format: Format) -> Result<Vec<u8>, PlotError> {
    render!(format, SCATTER_SIZE, |root| draw_p_positions(root, n))
}

/// Writes the scatter plot of the P-positions of Wythoff's game (a, b) and
/// (b, a) with a, b < `n` to `path`, as PNG or SVG by its extension. The
/// lines b = φa and b = a/φ, which the P-positions follow, are drawn faintly.
///
/// ```
/// let path = std::env::temp_dir().join("grundy-plot-doc-p-positions.png");
/// grundy_plot::wythoff_p_positions(&path, 60)?;
/// assert!(std::fs::read(&path).unwrap().starts_with(b"\x89PNG"));
///
/// let bad = grundy_plot::wythoff_p_positions(std::path::Path::new("map.jpg"), 60);
/// assert!(matches!(bad, Err(grundy_plot::PlotError::UnsupportedExtension { .. })));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn wythoff_p_positions(path: &Path, n: usize) -> Result<(), PlotError> {
    let format = Format::from_path(path)?;
    write(path, &p_positions_image(n, format)?)
}

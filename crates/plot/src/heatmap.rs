//! Heat maps of the Grundy values G(a, b) of Wythoff's or any two-pile game.

use crate::format::{Format, PlotError};
use crate::render::{
    encode_png, family, label_style, register_font, tick_style, title_style, whole, write,
    DrawResult, INK,
};
use grundy_i18n::tr;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::path::Path;

/// Viridis, sampled at nine points: dark blue for small values, yellow for large.
const VIRIDIS: [(u8, u8, u8); 9] = [
    (68, 1, 84),
    (71, 44, 122),
    (59, 81, 139),
    (44, 113, 142),
    (33, 144, 141),
    (39, 173, 129),
    (92, 200, 99),
    (170, 220, 50),
    (253, 231, 37),
];

/// The colour of `value` on a scale from 0 to `max`.
pub(crate) fn colour(value: u32, max: u32) -> RGBColor {
    let t = if max == 0 {
        0.0
    } else {
        f64::from(value) / f64::from(max)
    };
    let x = t.clamp(0.0, 1.0) * (VIRIDIS.len() - 1) as f64;
    let i = (x.floor() as usize).min(VIRIDIS.len() - 2);
    let f = x - i as f64;
    let (lo, hi) = (VIRIDIS[i], VIRIDIS[i + 1]);
    let mix = |p: u8, q: u8| (f64::from(p) + (f64::from(q) - f64::from(p)) * f).round() as u8;
    RGBColor(mix(lo.0, hi.0), mix(lo.1, hi.1), mix(lo.2, hi.2))
}

/// The colour of G = 0, the P-positions: apart from the whole scale.
const ZERO: RGBColor = RGBColor(230, 25, 40);

/// The colour of a cell: [`ZERO`] for 0, the scale otherwise.
pub(crate) fn cell_colour(value: u32, max: u32) -> RGBColor {
    if value == 0 {
        ZERO
    } else {
        colour(value, max)
    }
}

/// Up to this size, the heat map shows each value in its cell.
const VALUES_LIMIT: usize = 16;

const HEATMAP_SIZE: (u32, u32) = (900, 760);

fn draw_heatmap<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    table: &[u32],
    n: usize,
    title: &str,
) -> DrawResult<DB> {
    root.fill(&WHITE)?;
    let root = root.margin(12, 12, 12, 24);
    let root = root.titled(title, title_style())?;
    let (left, right) = root.split_horizontally(HEATMAP_SIZE.1 - 12);
    let max = table.iter().copied().max().unwrap_or(0);
    let hi = n as f64 - 0.5;
    let labels = n.clamp(2, 11);

    let mut chart = ChartBuilder::on(&left)
        .margin(8)
        .x_label_area_size(52)
        .y_label_area_size(62)
        .build_cartesian_2d(-0.5..hi, -0.5..hi)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc(tr!("plot-first-pile"))
        .y_desc(tr!("plot-second-pile"))
        .axis_desc_style(label_style())
        .label_style(tick_style())
        .x_labels(labels)
        .y_labels(labels)
        .x_label_formatter(&whole)
        .y_label_formatter(&whole)
        .draw()?;
    chart.draw_series((0..n).flat_map(|a| {
        (0..n).map(move |b| {
            let (x, y) = (a as f64, b as f64);
            Rectangle::new(
                [(x - 0.5, y - 0.5), (x + 0.5, y + 0.5)],
                cell_colour(table[a * n + b], max).filled(),
            )
        })
    }))?;

    // Small tables get their values written in, as `grundy wythoff --table` prints them.
    if n <= VALUES_LIMIT {
        let size = if n <= 10 { 20 } else { 14 };
        chart.draw_series((0..n).flat_map(|a| {
            (0..n).map(move |b| {
                let g = table[a * n + b];
                let RGBColor(r, gr, bl) = cell_colour(g, max);
                let light =
                    299 * u32::from(r) + 587 * u32::from(gr) + 114 * u32::from(bl) > 140_000;
                let style = (family(), size)
                    .into_font()
                    .color(if light { &INK } else { &WHITE })
                    .pos(Pos::new(HPos::Center, VPos::Center));
                Text::new(g.to_string(), (a as f64, b as f64), style)
            })
        }))?;
    }

    // The colour scale: one band per value.
    let top = f64::from(max) + 0.5;
    let mut scale = ChartBuilder::on(&right)
        .margin_top(8)
        .margin_bottom(60)
        .margin_right(8)
        .x_label_area_size(0)
        .y_label_area_size(0)
        .right_y_label_area_size(62)
        .build_cartesian_2d(0.0..1.0, -0.5..top)?;
    scale
        .configure_mesh()
        .disable_mesh()
        .disable_x_axis()
        .y_desc("G(a, b)")
        .axis_desc_style(label_style())
        .label_style(tick_style())
        .y_labels(11)
        .y_label_formatter(&whole)
        .draw()?;
    scale.draw_series((0..=max).map(|v| {
        let y = f64::from(v);
        Rectangle::new(
            [(0.0, y - 0.5), (1.0, y + 0.5)],
            cell_colour(v, max).filled(),
        )
    }))?;
    let (_, height) = right.dim_in_pixel();
    let note = tick_style().color(&ZERO);
    right.draw_text(&tr!("plot-red-zero"), &note, (4, height as i32 - 44))?;
    right.draw_text(&tr!("plot-red-p"), &note, (4, height as i32 - 24))?;
    Ok(())
}

/// The heat map of Wythoff Grundy values, `table[a * n + b]` = G(a, b) for
/// a, b < `n` (as [`grundy_engine::wythoff::grundy_table`] gives it), with a
/// colour scale, as the bytes of a PNG or SVG file.
///
/// ```
/// use grundy_engine::wythoff::grundy_table;
/// use grundy_plot::{grundy_heatmap_image, Format};
/// let svg = grundy_heatmap_image(&grundy_table(8), 8, Format::Svg)?;
/// let svg = String::from_utf8(svg).unwrap();
/// assert!(svg.contains("<svg") && svg.contains("G(a, b)"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn grundy_heatmap_image(table: &[u32], n: usize, format: Format) -> Result<Vec<u8>, PlotError> {
    let title = tr!("plot-wythoff-grundy-title", n = n);
    heatmap_image(table, n, &title, format)
}

/// The heat map of any two-pile game's Grundy values, `table[a * n + b]` =
/// G(a, b) for a, b < `n`, under `title`, as the bytes of a PNG or SVG file:
/// the P-positions (G = 0) in red, the other values on a colour scale, and
/// each value written in its cell up to 16 × 16.
///
/// ```
/// use grundy_plot::{heatmap_image, Format};
/// // Nim on two piles: G(a, b) = a xor b, lost where the piles are equal.
/// let n = 8;
/// let table: Vec<u32> = (0..n * n).map(|i| ((i / n) ^ (i % n)) as u32).collect();
/// let svg = heatmap_image(&table, n, "Nim on two piles", Format::Svg)?;
/// assert!(String::from_utf8(svg).unwrap().contains("Nim on two piles"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn heatmap_image(
    table: &[u32],
    n: usize,
    title: &str,
    format: Format,
) -> Result<Vec<u8>, PlotError> {
    if table.len() != n * n {
        return Err(PlotError::TableSize {
            len: table.len(),
            n,
        });
    }
    if n > format.heatmap_limit() {
        return Err(PlotError::TooLarge { n, format });
    }
    render!(format, HEATMAP_SIZE, |root| draw_heatmap(
        root, table, n, title
    ))
}

/// Writes [`heatmap_image`] of a two-pile game's Grundy table to `path`, as
/// PNG or SVG by its extension.
///
/// ```
/// let path = std::env::temp_dir().join("grundy-plot-doc-two-pile.png");
/// let table = vec![0, 1, 1, 0]; // Nim on two piles below 2
/// grundy_plot::heatmap(&path, &table, 2, "Nim on two piles")?;
/// assert!(std::fs::read(&path).unwrap().starts_with(b"\x89PNG"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn heatmap(path: &Path, table: &[u32], n: usize, title: &str) -> Result<(), PlotError> {
    let format = Format::from_path(path)?;
    write(path, &heatmap_image(table, n, title, format)?)
}

/// Writes the heat map of Wythoff Grundy values G(a, b) for a, b < `n` to
/// `path`, as PNG or SVG by its extension; `table[a * n + b]` = G(a, b), as
/// [`grundy_engine::wythoff::grundy_table`] gives it.
///
/// ```
/// use grundy_engine::wythoff::grundy_table;
/// let path = std::env::temp_dir().join("grundy-plot-doc-heatmap.svg");
/// grundy_plot::wythoff_grundy_heatmap(&path, &grundy_table(32), 32)?;
/// assert!(std::fs::read_to_string(&path).unwrap().contains("second pile b"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn wythoff_grundy_heatmap(path: &Path, table: &[u32], n: usize) -> Result<(), PlotError> {
    let format = Format::from_path(path)?;
    write(path, &grundy_heatmap_image(table, n, format)?)
}

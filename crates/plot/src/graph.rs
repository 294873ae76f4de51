//! The picture of a game on a directed graph: the vertices on a circle,
//! coloured by value (red for 0, a scale for the others, grey for ∞ or a
//! draw), each labelled with its name and value, the edges as arrows, and
//! the vertices holding tokens ringed.

use crate::format::{Format, PlotError};
use crate::heatmap::cell_colour;
use crate::limits::{GRAPH_EDGE_LIMIT, GRAPH_VERTEX_LIMIT};
use crate::render::{
    encode_png, register_font, tick_style, title_style, write, DrawResult, FAMILY, INK,
};
use grundy_i18n::tr;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::path::Path;

/// A game on a directed graph to draw, as plain data.
///
/// ```
/// use grundy_plot::GraphPicture;
/// let names = ["a".to_string(), "b".to_string()];
/// let labels = ["1".to_string(), "0".to_string()];
/// let picture = GraphPicture {
///     title: "a graph of 2 vertices",
///     verdict: "the player to move wins",
///     names: &names,
///     values: &[Some(1), Some(0)],
///     labels: &labels,
///     edges: &[(0, 1)],
///     tokens: &[0],
/// };
/// assert!(picture.check().is_ok());
/// ```
#[derive(Clone, Copy, Debug)]
pub struct GraphPicture<'a> {
    /// The title.
    pub title: &'a str,
    /// A line under it: the verdict.
    pub verdict: &'a str,
    /// Each vertex's name.
    pub names: &'a [String],
    /// Each vertex's value, for its colour (None: ∞, or a draw).
    pub values: &'a [Option<u32>],
    /// Each vertex's value as written under its name (`2`, `∞{0,1}`, `win`).
    pub labels: &'a [String],
    /// The edges (from, to), by vertex index.
    pub edges: &'a [(u32, u32)],
    /// The vertices holding tokens (a vertex may be listed twice).
    pub tokens: &'a [u32],
}

impl GraphPicture<'_> {
    /// Whether the picture can be drawn: at most [`GRAPH_VERTEX_LIMIT`]
    /// vertices and [`GRAPH_EDGE_LIMIT`] edges, as many values and labels as
    /// names.
    pub fn check(&self) -> Result<(), PlotError> {
        let n = self.names.len();
        if n > GRAPH_VERTEX_LIMIT || self.edges.len() > GRAPH_EDGE_LIMIT {
            return Err(PlotError::TooManyVertices {
                vertices: n,
                edges: self.edges.len(),
            });
        }
        let inside = |v: u32| (v as usize) < n;
        if self.values.len() != n
            || self.labels.len() != n
            || !self.edges.iter().all(|&(a, b)| inside(a) && inside(b))
            || !self.tokens.iter().all(|&t| inside(t))
        {
            return Err(PlotError::Draw(
                "the vertices, values and labels disagree".into(),
            ));
        }
        Ok(())
    }
}

const SIZE: (u32, u32) = (900, 900);
const GREY: RGBColor = RGBColor(170, 170, 170);
const RING: RGBColor = RGBColor(20, 20, 20);

fn centred(size: u32, color: &RGBColor) -> TextStyle<'static> {
    (FAMILY, size)
        .into_font()
        .color(color)
        .pos(Pos::new(HPos::Center, VPos::Center))
}

fn draw_graph<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    p: &GraphPicture<'_>,
) -> DrawResult<DB> {
    root.fill(&WHITE)?;
    root.draw_text(p.title, &title_style(), (24, 16))?;
    root.draw_text(p.verdict, &tick_style(), (24, 54))?;
    let n = p.names.len().max(1);
    let (cx, cy, r) = (450.0, 480.0, 330.0);
    let at = |v: u32| -> (f64, f64) {
        if n == 1 {
            return (cx, cy);
        }
        let angle = std::f64::consts::TAU * f64::from(v) / n as f64 - std::f64::consts::FRAC_PI_2;
        (cx + r * angle.cos(), cy + r * angle.sin())
    };
    let radius = if n <= 12 {
        26.0
    } else if n <= 30 {
        18.0
    } else {
        12.0
    };
    let pixel = |(x, y): (f64, f64)| (x.round() as i32, y.round() as i32);
    let max = p.values.iter().flatten().copied().max().unwrap_or(0);
    let line = INK.mix(0.6);
    for &(a, b) in p.edges {
        let (pa, pb) = (at(a), at(b));
        if a == b {
            // A self-loop: a small circle outside the vertex.
            let (dx, dy) = (pa.0 - cx, pa.1 - cy);
            let len = (dx * dx + dy * dy).sqrt().max(1.0);
            let o = (
                pa.0 + dx / len * radius * 1.4,
                pa.1 + dy / len * radius * 1.4,
            );
            root.draw(&Circle::new(
                pixel(o),
                (radius * 0.7) as i32,
                line.stroke_width(2),
            ))?;
            continue;
        }
        let (dx, dy) = (pb.0 - pa.0, pb.1 - pa.1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        let start = (pa.0 + ux * radius, pa.1 + uy * radius);
        let end = (pb.0 - ux * (radius + 2.0), pb.1 - uy * (radius + 2.0));
        root.draw(&PathElement::new(
            vec![pixel(start), pixel(end)],
            line.stroke_width(2),
        ))?;
        // The arrowhead.
        let (hx, hy) = (end.0 - ux * 14.0, end.1 - uy * 14.0);
        let left = (hx - uy * 6.0, hy + ux * 6.0);
        let right = (hx + uy * 6.0, hy - ux * 6.0);
        root.draw(&Polygon::new(
            vec![pixel(end), pixel(left), pixel(right)],
            line.filled(),
        ))?;
    }
    let text = if n <= 30 { 15 } else { 11 };
    for v in 0..p.names.len() as u32 {
        let c = match p.values[v as usize] {
            Some(x) => cell_colour(x, max),
            None => GREY,
        };
        let centre = pixel(at(v));
        root.draw(&Circle::new(centre, radius as i32, c.filled()))?;
        if p.tokens.contains(&v) {
            root.draw(&Circle::new(
                centre,
                radius as i32 + 5,
                RING.stroke_width(3),
            ))?;
        }
        let label = format!("{} ({})", p.names[v as usize], p.labels[v as usize]);
        let (x, y) = at(v);
        let (dx, dy) = (x - cx, y - cy);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        // Past the self-loop, if there is one.
        let out = if p.edges.contains(&(v, v)) {
            radius * 2.6 + 14.0
        } else {
            radius + 24.0
        };
        let place = if n == 1 {
            (x, y + out)
        } else {
            (x + dx / len * out, y + dy / len * out)
        };
        root.draw(&Text::new(label, pixel(place), centred(text, &INK)))?;
    }
    let legend = tr!("plot-graph-legend");
    root.draw_text(&legend, &tick_style(), (24, SIZE.1 as i32 - 34))?;
    Ok(())
}

/// The picture, as PNG or SVG bytes.
///
/// ```
/// use grundy_plot::{graph_image, Format, GraphPicture};
/// let names = ["a".to_string(), "b".to_string(), "c".to_string()];
/// let labels = ["∞{1}".to_string(), "1".to_string(), "0".to_string()];
/// let picture = GraphPicture {
///     title: "a loop with an exit",
///     verdict: "a draw",
///     names: &names,
///     values: &[None, Some(1), Some(0)],
///     labels: &labels,
///     edges: &[(0, 0), (0, 1), (1, 2)],
///     tokens: &[0, 2],
/// };
/// let svg = String::from_utf8(graph_image(&picture, Format::Svg)?).unwrap();
/// assert!(svg.contains("a loop with an exit") && svg.contains("∞{1}"));
/// assert!(graph_image(&picture, Format::Png)?.starts_with(b"\x89PNG"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn graph_image(picture: &GraphPicture<'_>, format: Format) -> Result<Vec<u8>, PlotError> {
    picture.check()?;
    render!(format, SIZE, |root| draw_graph(root, picture))
}

/// Writes [`graph_image`] to `path`, as PNG or SVG by its extension.
pub fn graph(path: &Path, picture: &GraphPicture<'_>) -> Result<(), PlotError> {
    let format = Format::from_path(path)?;
    write(path, &graph_image(picture, format)?)
}

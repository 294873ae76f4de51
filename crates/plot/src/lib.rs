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

use grundy_engine::periodicity::Period;
use grundy_engine::wythoff::{outcome, p_position};
use grundy_i18n::tr;
use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::FontStyle;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Once, OnceLock};

/// The picture formats, chosen from a file's extension.
///
/// ```
/// use grundy_plot::{p_positions_image, Format};
/// for format in [Format::Png, Format::Svg] {
///     assert!(!p_positions_image(10, format)?.is_empty());
/// }
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A PNG image (`.png`).
    Png,
    /// An SVG drawing (`.svg`); its text is left as text, in `sans-serif`.
    Svg,
}

impl Format {
    /// The format named by `path`'s extension (`png` or `svg`, in any case).
    ///
    /// ```
    /// use grundy_plot::Format;
    /// use std::path::Path;
    /// assert_eq!(Format::from_path(Path::new("map.PNG")).unwrap(), Format::Png);
    /// assert_eq!(Format::from_path(Path::new("out/map.svg")).unwrap(), Format::Svg);
    /// let e = Format::from_path(Path::new("map.bmp")).unwrap_err();
    /// assert_eq!(e.to_string(), "map.bmp: unsupported picture format: use .png or .svg");
    /// ```
    pub fn from_path(path: &Path) -> Result<Format, PlotError> {
        match path.extension().and_then(|e| e.to_str()) {
            Some(e) if e.eq_ignore_ascii_case("png") => Ok(Format::Png),
            Some(e) if e.eq_ignore_ascii_case("svg") => Ok(Format::Svg),
            _ => Err(PlotError::UnsupportedExtension {
                path: path.to_path_buf(),
            }),
        }
    }

    /// The largest `n` that [`grundy_heatmap_image`] draws in this format:
    /// one rectangle per cell, which an SVG keeps as n² elements.
    ///
    /// ```
    /// use grundy_plot::Format;
    /// assert!(Format::Svg.heatmap_limit() <= Format::Png.heatmap_limit());
    /// ```
    pub fn heatmap_limit(self) -> usize {
        match self {
            Format::Png => 1024,
            Format::Svg => 256,
        }
    }
}

/// Why a picture was not made. Its `Display` names the file and, for a
/// file that cannot be written, what the operating system said.
///
/// ```
/// use grundy_plot::{wythoff_p_positions, PlotError};
/// use std::path::Path;
///
/// let e = wythoff_p_positions(Path::new("scatter.gif"), 10).unwrap_err();
/// assert!(matches!(e, PlotError::UnsupportedExtension { .. }));
///
/// let e = wythoff_p_positions(Path::new("/no/such/directory/scatter.png"), 10).unwrap_err();
/// assert!(matches!(e, PlotError::Write { .. }));
/// assert!(e.to_string().starts_with("cannot write /no/such/directory/scatter.png: "));
/// ```
#[derive(Debug)]
#[non_exhaustive]
pub enum PlotError {
    /// The file's extension names no format this crate writes.
    UnsupportedExtension {
        /// The file asked for.
        path: PathBuf,
    },
    /// The picture was drawn but the file could not be written.
    Write {
        /// The file asked for.
        path: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// The Grundy table does not have `n × n` values.
    TableSize {
        /// The number of values given.
        len: usize,
        /// The size asked for.
        n: usize,
    },
    /// The heat map would be too large for the format (see
    /// [`Format::heatmap_limit`]).
    TooLarge {
        /// The size asked for.
        n: usize,
        /// The format asked for.
        format: Format,
    },
    /// A coin-turning position with more coins on a side than a picture
    /// draws (see [`COIN_SIDE_LIMIT`]).
    TooManyCoins {
        /// The coins along.
        columns: u64,
        /// The coins down (1 for a row).
        rows: u64,
        /// Whether they lie on a board rather than in a row.
        board: bool,
    },
    /// A graph with more vertices or edges than a picture draws (see
    /// [`GRAPH_VERTEX_LIMIT`] and [`GRAPH_EDGE_LIMIT`]).
    TooManyVertices {
        /// Its vertices.
        vertices: usize,
        /// Its edges.
        edges: usize,
    },
    /// A nim-sequence plot of more values than it can draw.
    TooManyValues {
        /// How many values were given.
        len: usize,
        /// The most a plot draws.
        limit: usize,
    },
    /// The folder the file would go in does not exist (or is not a folder).
    NoFolder {
        /// The file asked for.
        path: PathBuf,
        /// Its folder.
        folder: PathBuf,
    },
    /// Drawing failed (a bug, not a matter of input).
    Draw(String),
}

impl fmt::Display for PlotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use grundy_i18n::{tr, Arg};
        let text = match self {
            PlotError::UnsupportedExtension { path } => {
                tr!("plot-error-extension", path = path.display())
            }
            PlotError::Write { path, source } => {
                tr!(
                    "plot-error-write",
                    path = path.display(),
                    why = grundy_i18n::os_error(source)
                )
            }
            PlotError::TableSize { len, n } => {
                tr!("plot-error-table-size", n = n, values = n * n, len = len)
            }
            PlotError::TooManyCoins {
                columns,
                rows,
                board,
            } => tr!(
                "plot-error-coins",
                board = Arg::yes(*board),
                columns = columns,
                rows = rows,
                most = COIN_SIDE_LIMIT
            ),
            PlotError::TooManyVertices { vertices, edges } => tr!(
                "plot-error-graph",
                vertices = vertices,
                edges = edges,
                most_vertices = GRAPH_VERTEX_LIMIT,
                most_edges = GRAPH_EDGE_LIMIT
            ),
            PlotError::TooManyValues { len, limit } => {
                tr!("plot-error-values", len = len, limit = limit)
            }
            PlotError::TooLarge { n, format } => tr!(
                "plot-error-heat-map",
                n = n,
                format = match format {
                    Format::Png => "PNG",
                    Format::Svg => "SVG",
                },
                limit = format.heatmap_limit()
            ),
            PlotError::NoFolder { path, folder } => tr!(
                "plot-error-no-folder",
                path = path.display(),
                folder = folder.display()
            ),
            PlotError::Draw(message) => tr!("plot-error-draw", why = message),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for PlotError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PlotError::Write { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// Checks, before any work is done, that a picture can be written to
/// `path`: its extension names a [`Format`], its folder exists, and the file
/// can be opened for writing. An existing file is left as it is; a new one
/// is created and removed again.
///
/// ```
/// use grundy_plot::{check_writable, PlotError};
/// use std::path::Path;
///
/// check_writable(&std::env::temp_dir().join("grundy-plot-doc-check.svg"))?;
///
/// let e = check_writable(Path::new("no/such/folder/p.png")).unwrap_err();
/// assert!(matches!(e, PlotError::NoFolder { .. }));
/// assert_eq!(
///     e.to_string(),
///     "cannot write no/such/folder/p.png: there is no folder no/such/folder; \
///      create it first, or give another path"
/// );
/// assert!(matches!(check_writable(Path::new("p.gif")), Err(PlotError::UnsupportedExtension { .. })));
/// # Ok::<(), PlotError>(())
/// ```
pub fn check_writable(path: &Path) -> Result<(), PlotError> {
    Format::from_path(path)?;
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    if !folder.is_dir() {
        return Err(PlotError::NoFolder {
            path: path.to_path_buf(),
            folder: folder.to_path_buf(),
        });
    }
    let cannot = |source| PlotError::Write {
        path: path.to_path_buf(),
        source,
    };
    if path.exists() {
        // Not truncated: the picture replaces it only once it is drawn.
        std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(cannot)?;
    } else {
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(cannot)?;
        std::fs::remove_file(path).map_err(cannot)?;
    }
    Ok(())
}

/// The family the embedded font is registered under (and that SVG text asks for).
const FAMILY: &str = "sans-serif";
static FONT: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");

/// The family of the text in the current language: DejaVu Sans for
/// English; for Chinese the font [`grundy_i18n::font`] embeds, which has
/// every character of the Chinese texts and ASCII (DejaVu Sans has no
/// Chinese, and a picture's font has no fallback).
fn family() -> &'static str {
    match grundy_i18n::current() {
        grundy_i18n::Lang::Zh => grundy_i18n::font::FAMILY,
        grundy_i18n::Lang::En => FAMILY,
    }
}

fn register_font() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if plotters::style::register_font(FAMILY, FontStyle::Normal, FONT).is_err() {
            panic!("the embedded DejaVu Sans is a valid font");
        }
        let cjk = grundy_i18n::font::CJK;
        if plotters::style::register_font(grundy_i18n::font::FAMILY, FontStyle::Normal, cjk)
            .is_err()
        {
            panic!("the embedded CJK font is a valid font");
        }
    });
}

/// An SVG drawing with the Chinese font inside it, where its text asks for
/// that font: a viewer without it would draw boxes.
fn with_embedded_font(svg: String) -> String {
    let family = grundy_i18n::font::FAMILY;
    if !svg.contains(&format!("font-family=\"{family}\"")) {
        return svg;
    }
    let Some(end) = svg
        .find("<svg")
        .and_then(|at| svg[at..].find('>').map(|e| at + e + 1))
    else {
        return svg;
    };
    // The font is encoded once per process, not once a picture.
    static ENCODED: OnceLock<String> = OnceLock::new();
    let font = ENCODED.get_or_init(|| {
        use base64::Engine as _;
        base64::engine::general_purpose::STANDARD.encode(grundy_i18n::font::CJK)
    });
    format!(
        "{}<defs><style>@font-face {{ font-family: \"{family}\"; src: url(data:font/otf;base64,{font}) format(\"opentype\"); }}</style></defs>{}",
        &svg[..end],
        &svg[end..]
    )
}

/// Draws a picture of `size` pixels with `draw`, in `format`, in memory.
macro_rules! render {
    ($format:expr, $size:expr, $draw:expr) => {{
        register_font();
        let (w, h): (u32, u32) = $size;
        match $format {
            Format::Png => {
                let mut pixels = vec![0u8; w as usize * h as usize * 3];
                {
                    let root = BitMapBackend::with_buffer(&mut pixels, (w, h)).into_drawing_area();
                    $draw(&root).map_err(|e| PlotError::Draw(e.to_string()))?;
                    root.present().map_err(|e| PlotError::Draw(e.to_string()))?;
                }
                encode_png(&pixels, w, h)
            }
            Format::Svg => {
                let mut text = String::new();
                {
                    let root = SVGBackend::with_string(&mut text, (w, h)).into_drawing_area();
                    $draw(&root).map_err(|e| PlotError::Draw(e.to_string()))?;
                    root.present().map_err(|e| PlotError::Draw(e.to_string()))?;
                }
                Ok($crate::with_embedded_font(text).into_bytes())
            }
        }
    }};
}

mod coins;
mod graph;
pub use coins::{coins, coins_image, CoinPicture, COIN_SIDE_LIMIT};
mod pairs;
pub use graph::{graph, graph_image, GraphPicture, GRAPH_EDGE_LIMIT, GRAPH_VERTEX_LIMIT};
pub use pairs::{pairs, pairs_image, PairsPicture, PAIRS_SIDE_LIMIT};

fn encode_png(rgb: &[u8], w: u32, h: u32) -> Result<Vec<u8>, PlotError> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, w, h);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Best);
    let mut writer = encoder
        .write_header()
        .map_err(|e| PlotError::Draw(e.to_string()))?;
    writer
        .write_image_data(rgb)
        .map_err(|e| PlotError::Draw(e.to_string()))?;
    writer
        .finish()
        .map_err(|e| PlotError::Draw(e.to_string()))?;
    Ok(out)
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), PlotError> {
    std::fs::write(path, bytes).map_err(|source| PlotError::Write {
        path: path.to_path_buf(),
        source,
    })
}

type DrawResult<DB> = Result<(), DrawingAreaErrorKind<<DB as DrawingBackend>::ErrorType>>;

const PHI: f64 = 1.618_033_988_749_895;
const SMALLER: RGBColor = RGBColor(31, 119, 180);
const LARGER: RGBColor = RGBColor(217, 95, 2);
const INK: RGBColor = RGBColor(40, 40, 40);

fn title_style() -> TextStyle<'static> {
    (family(), 24).into_font().color(&INK)
}

fn label_style() -> TextStyle<'static> {
    (family(), 19).into_font().color(&INK)
}

fn tick_style() -> TextStyle<'static> {
    (family(), 15).into_font().color(&INK)
}

/// Tick labels only on whole numbers: piles are whole.
fn whole(v: &f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        String::new()
    }
}

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

/// The legend of the series of a chart, in its upper left corner, `margin`
/// pixels from the frame: one look for every picture.
fn legend<'a, DB: DrawingBackend + 'a>(
    chart: &mut ChartContext<'a, DB, Cartesian2d<RangedCoordf64, RangedCoordf64>>,
    margin: u32,
) -> DrawResult<DB> {
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .label_font(tick_style())
        .background_style(WHITE.mix(0.9))
        .border_style(RGBColor(190, 190, 190))
        .margin(margin)
        .draw()?;
    Ok(())
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
fn colour(value: u32, max: u32) -> RGBColor {
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
fn cell_colour(value: u32, max: u32) -> RGBColor {
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

/// The most points a nim-sequence plot draws: every value up to this many,
/// beyond it the SVG would be too heavy and the PNG unreadable.
pub const SEQUENCE_LIMIT: usize = 100_000;

const SEQUENCE_SIZE: (u32, u32) = (1000, 560);

/// What a nim-sequence plot says of the sequence's period: the period a
/// command found, and whether it proved it.
///
/// ```
/// use grundy_engine::periodicity::Period;
/// use grundy_plot::PeriodStatus;
/// let kayles = Period { preperiod: 71, period: 12, saltus: 0 };
/// assert_eq!(PeriodStatus::Proven(kayles.clone()).describe(200), "period 12 from n = 71, proven");
/// assert_eq!(
///     PeriodStatus::Observed(kayles).describe(200),
///     "period 12 from n = 71, observed up to n = 200, not proven"
/// );
/// assert_eq!(PeriodStatus::Unseen.describe(200), "no period seen up to n = 200");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeriodStatus {
    /// No period was seen among the values.
    Unseen,
    /// A period was seen among the values, not proven to go on for ever.
    Observed(Period),
    /// A period proven to go on for ever.
    Proven(Period),
}

impl PeriodStatus {
    /// The period, proven or not.
    pub fn period(&self) -> Option<&Period> {
        match self {
            PeriodStatus::Unseen => None,
            PeriodStatus::Observed(p) | PeriodStatus::Proven(p) => Some(p),
        }
    }

    /// One line for the plot: the period, where it starts and whether it is
    /// proven, for the values G(0) to G(`last`).
    pub fn describe(&self, last: usize) -> String {
        let Some(p) = self.period() else {
            return tr!("plot-no-period", last = last);
        };
        let kind = if p.saltus == 0 {
            tr!("plot-period", period = p.period)
        } else {
            tr!(
                "plot-arithmetic-period",
                period = p.period,
                saltus = p.saltus
            )
        };
        match self {
            PeriodStatus::Proven(_) => tr!("plot-period-proven", kind = kind, from = p.preperiod),
            _ => tr!(
                "plot-period-observed",
                kind = kind,
                from = p.preperiod,
                last = last
            ),
        }
    }
}

const PREPERIOD: RGBColor = RGBColor(120, 120, 120);
/// Beyond this many repetitions of the period, only the first is shaded.
const BANDS_LIMIT: usize = 400;

fn draw_sequence<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    offset: usize,
    values: &[u32],
    title: &str,
    status: &PeriodStatus,
) -> DrawResult<DB> {
    root.fill(&WHITE)?;
    let root = root.margin(12, 24, 12, 24);
    let root = root.titled(title, title_style())?;
    let n = values.len().max(1);
    let top = values.iter().copied().max().unwrap_or(0).max(1) as f64;
    let pad_x = (n as f64 * 0.01).max(0.6);
    let pad_y = (top * 0.03).max(0.5);
    let period = status.period().filter(|_| !values.is_empty());
    // Room above the values for the legend.
    let room = if period.is_some() {
        top * 0.3 + 1.0
    } else {
        0.0
    };
    let o = offset as f64;
    let (x_lo, x_hi) = (o - pad_x, o + n as f64 - 1.0 + pad_x);
    let (y_lo, y_hi) = (-pad_y, top + pad_y + room);
    let mut chart = ChartBuilder::on(&root)
        .caption(
            status.describe(offset + values.len().saturating_sub(1)),
            label_style(),
        )
        .margin(8)
        .x_label_area_size(52)
        .y_label_area_size(62)
        .build_cartesian_2d(x_lo..x_hi, y_lo..y_hi)?;
    chart
        .configure_mesh()
        .x_desc(tr!("plot-heap-size"))
        .y_desc(tr!("plot-grundy-value"))
        .axis_desc_style(label_style())
        .label_style(tick_style())
        .x_labels(11)
        .y_labels((top as usize + 1).clamp(2, 11))
        .x_label_formatter(&whole)
        .y_label_formatter(&whole)
        .light_line_style(WHITE)
        .bold_line_style(RGBColor(225, 225, 225))
        .draw()?;
    let radius = (600 / n).clamp(2, 4) as i32;
    let dot = move |i: usize, color: RGBColor| {
        Circle::new(
            ((offset + i) as f64, f64::from(values[i])),
            radius,
            color.filled(),
        )
    };
    let Some(p) = period else {
        chart.draw_series((0..values.len()).map(|i| dot(i, SMALLER)))?;
        return Ok(());
    };
    let (e, len) = (p.preperiod.min(values.len()), p.period.max(1));
    let first = (e + len).min(values.len());
    let band = |from: f64, to: f64, color: RGBColor| {
        Rectangle::new([(from, y_lo), (to, top + pad_y)], color.filled())
    };
    // The preperiod shaded grey, each repetition of the period in turn
    // lightly shaded, the first more strongly: where the period starts and
    // how long it is can be read off the picture.
    if e > 0 {
        chart.draw_series([band(x_lo, o + e as f64 - 0.5, RGBColor(236, 236, 236))])?;
    }
    let repeats = (values.len() - e).div_ceil(len);
    let shaded = if repeats > BANDS_LIMIT { 1 } else { repeats };
    chart.draw_series((0..shaded).step_by(2).map(|k| {
        let from = o + (e + k * len) as f64 - 0.5;
        let to = (o + (e + (k + 1) * len) as f64 - 0.5).min(x_hi);
        let color = if k == 0 {
            RGBColor(253, 224, 196)
        } else {
            RGBColor(246, 241, 232)
        };
        band(from, to, color)
    }))?;
    let swatch = move |color: RGBColor| {
        move |(x, y): (i32, i32)| Circle::new((x + 12, y), 4, color.filled())
    };
    if e > 0 {
        chart
            .draw_series((0..e).map(|i| dot(i, PREPERIOD)))?
            .label(match e {
                1 => tr!("plot-preperiod-one", first = offset),
                _ => tr!("plot-preperiod", first = offset, last = offset + e - 1),
            })
            .legend(swatch(PREPERIOD));
    }
    chart
        .draw_series((e..first).map(|i| dot(i, LARGER)))?
        .label(tr!(
            "plot-one-period",
            first = offset + e,
            last = offset + e + len - 1,
            len = len
        ))
        .legend(swatch(LARGER));
    chart
        .draw_series((first..values.len()).map(|i| dot(i, SMALLER)))?
        .label(if p.saltus == 0 {
            tr!("plot-period-repeating", len = len)
        } else {
            tr!("plot-period-repeating-saltus", len = len, saltus = p.saltus)
        })
        .legend(swatch(SMALLER));
    legend(&mut chart, 10)
}

/// The scatter plot of a nim-sequence `G(0), …, G(N − 1)` (at most
/// [`SEQUENCE_LIMIT`] values), as the bytes of a PNG or SVG file. Under the
/// title a line says what `status` says of the period; with a period, the
/// preperiod is drawn in grey, the first period in orange on a shaded band,
/// and every other repetition of the period is lightly shaded.
///
/// ```
/// use grundy_engine::periodicity::Period;
/// use grundy_plot::{nim_sequence_image, Format, PeriodStatus};
/// let sub12: Vec<u32> = (0..30).map(|n| n % 3).collect();
/// let status = PeriodStatus::Proven(Period { preperiod: 0, period: 3, saltus: 0 });
/// let svg = nim_sequence_image(&sub12, "sub:1,2", &status, Format::Svg)?;
/// let svg = String::from_utf8(svg).unwrap();
/// assert!(svg.contains("heap size n") && svg.contains("Grundy value G(n)"));
/// assert!(svg.contains("period 3 from n = 0, proven"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn nim_sequence_image(
    values: &[u32],
    title: &str,
    status: &PeriodStatus,
    format: Format,
) -> Result<Vec<u8>, PlotError> {
    if values.len() > SEQUENCE_LIMIT {
        return Err(PlotError::TooManyValues {
            len: values.len(),
            limit: SEQUENCE_LIMIT,
        });
    }
    sequence_image_from(0, values, title, status, format)
}

/// [`nim_sequence_image`] of values `G(first), G(first + 1), …`: the axis
/// and the labels counted from `first`.
///
/// ```
/// use grundy_plot::{sequence_image_from, Format, PeriodStatus};
/// let svg = sequence_image_from(5, &[0, 1, 0, 1], "from 5", &PeriodStatus::Unseen, Format::Svg)?;
/// assert!(String::from_utf8(svg).unwrap().contains("no period seen up to n = 8"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn sequence_image_from(
    first: usize,
    values: &[u32],
    title: &str,
    status: &PeriodStatus,
    format: Format,
) -> Result<Vec<u8>, PlotError> {
    if values.len() > SEQUENCE_LIMIT {
        return Err(PlotError::TooManyValues {
            len: values.len(),
            limit: SEQUENCE_LIMIT,
        });
    }
    render!(format, SEQUENCE_SIZE, |root| draw_sequence(
        root, first, values, title, status
    ))
}

/// Writes [`sequence_image_from`] to `path`, as PNG or SVG by its extension.
///
/// ```
/// use grundy_plot::PeriodStatus;
/// let path = std::env::temp_dir().join("grundy-plot-doc-sequence-from.svg");
/// grundy_plot::sequence_from(&path, 1, &[1, 0, 1, 0], "from 1", &PeriodStatus::Unseen)?;
/// assert!(std::fs::read_to_string(&path).unwrap().contains("from 1"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn sequence_from(
    path: &Path,
    first: usize,
    values: &[u32],
    title: &str,
    status: &PeriodStatus,
) -> Result<(), PlotError> {
    let format = Format::from_path(path)?;
    write(
        path,
        &sequence_image_from(first, values, title, status, format)?,
    )
}

/// Writes [`nim_sequence_image`] to `path`, as PNG or SVG by its extension.
///
/// ```
/// use grundy_plot::PeriodStatus;
/// let path = std::env::temp_dir().join("grundy-plot-doc-sequence.png");
/// grundy_plot::nim_sequence(&path, &[0, 1, 2, 0, 1, 2], "sub:1,2", &PeriodStatus::Unseen)?;
/// assert!(std::fs::read(&path).unwrap().starts_with(b"\x89PNG"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn nim_sequence(
    path: &Path,
    values: &[u32],
    title: &str,
    status: &PeriodStatus,
) -> Result<(), PlotError> {
    let format = Format::from_path(path)?;
    write(path, &nim_sequence_image(values, title, status, format)?)
}

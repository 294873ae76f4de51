//! A family of games at a glance (`grundy survey --plot`): each game's
//! proven period, or its largest value where no period is proven, against
//! the game's place in the family, on a logarithmic scale.

use crate::format::{Format, PlotError};
use crate::render::{
    encode_png, label_style, legend, register_font, tick_style, title_style, write, DrawResult,
    LARGER, SMALLER,
};
use grundy_i18n::tr;
use plotters::coord::Shift;
use plotters::prelude::*;
use std::path::Path;

/// The most games a family plot draws.
///
/// ```
/// assert_eq!(grundy_plot::FAMILY_LIMIT, 100_000);
/// ```
pub const FAMILY_LIMIT: usize = 100_000;

/// One game of a family plot.
#[derive(Clone, Copy, Debug)]
pub struct FamilyPoint<'a> {
    /// The game's name, for the axis.
    pub name: &'a str,
    /// Its proven period, if any.
    pub period: Option<u64>,
    /// Its largest value to the bound (drawn where no period is proven;
    /// `None` for a game missing from the survey, which is not drawn).
    pub largest: Option<u64>,
}

/// A family's games to draw.
///
/// ```
/// use grundy_plot::{FamilyPicture, FamilyPoint};
/// let games = [FamilyPoint { name: "0.77", period: Some(12), largest: Some(8) }];
/// let picture = FamilyPicture { title: "0.77", to: 1000, games: &games };
/// assert_eq!(picture.games.len(), 1);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct FamilyPicture<'a> {
    /// The title.
    pub title: &'a str,
    /// The bound each game was computed to.
    pub to: usize,
    /// The games, in the family's order.
    pub games: &'a [FamilyPoint<'a>],
}

const SIZE: (u32, u32) = (1000, 560);

fn draw<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    p: &FamilyPicture<'_>,
) -> DrawResult<DB> {
    root.fill(&WHITE)?;
    let root = root.margin(12, 24, 12, 24);
    let n = p.games.len().max(1);
    let top = p
        .games
        .iter()
        .filter_map(|g| g.period.or(g.largest))
        .max()
        .unwrap_or(1)
        .max(1);
    // The scale and positions are for the eye only.
    let (x_lo, x_hi) = (-0.6, n as f64 - 0.4);
    let (y_lo, y_hi) = (0.8, top as f64 * 4.0);
    let mut chart = ChartBuilder::on(&root)
        .caption(p.title, title_style())
        .margin(8)
        .x_label_area_size(52)
        .y_label_area_size(62)
        .build_cartesian_2d(x_lo..x_hi, (y_lo..y_hi).log_scale())?;
    let name = |x: &f64| {
        let i = x.round();
        if (x - i).abs() < 1e-6 && i >= 0.0 && (i as usize) < p.games.len() {
            p.games[i as usize].name.to_string()
        } else {
            String::new()
        }
    };
    chart
        .configure_mesh()
        .x_desc(tr!("plot-family-x"))
        .y_desc(tr!("plot-family-y"))
        .axis_desc_style(label_style())
        .label_style(tick_style())
        .x_labels(n.clamp(2, 12))
        .x_label_formatter(&name)
        .y_label_formatter(&|v: &f64| format!("{v:.0}"))
        .light_line_style(WHITE)
        .bold_line_style(RGBColor(225, 225, 225))
        .draw()?;
    let radius = (400 / n).clamp(2, 5) as i32;
    let periods: Vec<(f64, f64)> = p
        .games
        .iter()
        .enumerate()
        .filter_map(|(i, g)| g.period.map(|v| (i as f64, v as f64)))
        .collect();
    let largest: Vec<(f64, f64)> = p
        .games
        .iter()
        .enumerate()
        .filter(|(_, g)| g.period.is_none())
        .filter_map(|(i, g)| g.largest.map(|v| (i as f64, v.max(1) as f64)))
        .collect();
    chart
        .draw_series(
            periods
                .iter()
                .map(|&c| Circle::new(c, radius, SMALLER.filled())),
        )?
        .label(tr!("plot-family-period"))
        .legend(|(x, y)| Circle::new((x + 12, y), 4, SMALLER.filled()));
    if !largest.is_empty() {
        chart
            .draw_series(
                largest
                    .iter()
                    .map(|&c| Cross::new(c, radius + 1, LARGER.stroke_width(2))),
            )?
            .label(tr!("plot-family-largest", to = p.to))
            .legend(|(x, y)| Cross::new((x + 12, y), 5, LARGER.stroke_width(2)));
    }
    legend(&mut chart, 12)
}

/// The plot of a family, as the bytes of a PNG or SVG file.
///
/// ```
/// use grundy_plot::{family_image, FamilyPicture, FamilyPoint, Format};
/// let games = [
///     FamilyPoint { name: "0.77", period: Some(12), largest: Some(8) },
///     FamilyPoint { name: "0.6", period: None, largest: Some(32) },
/// ];
/// let picture = FamilyPicture { title: "Kayles and Officers", to: 1000, games: &games };
/// let svg = String::from_utf8(family_image(&picture, Format::Svg)?).unwrap();
/// assert!(svg.contains("Kayles and Officers") && svg.contains("0.77"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn family_image(picture: &FamilyPicture<'_>, format: Format) -> Result<Vec<u8>, PlotError> {
    if picture.games.len() > FAMILY_LIMIT {
        return Err(PlotError::TooManyValues {
            len: picture.games.len(),
            limit: FAMILY_LIMIT,
        });
    }
    render!(format, SIZE, |root| draw(root, picture))
}

/// Draws a survey's rows, as `grundy survey --json` writes them (and
/// Python's `grundy.survey` returns them), to `path` as PNG or SVG by its
/// extension: the family `pattern` computed to `to`, titled as the survey's
/// table is headed in the current language. The command line's `--plot`
/// and Python's `Survey.plot` both draw here.
///
/// ```
/// let rows = [serde_json::json!({"game": "0.77", "period": 12, "largest": 8})];
/// let path = std::env::temp_dir().join("grundy_plot_survey_doctest.svg");
/// grundy_plot::survey(&path, "0.77", 1000, &rows)?;
/// let svg = std::fs::read_to_string(&path).unwrap();
/// assert!(svg.contains("Survey of 0.77 to 1000: 1 games") && svg.contains("0.77"));
/// # std::fs::remove_file(&path).ok();
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn survey(
    path: &Path,
    pattern: &str,
    to: usize,
    rows: &[serde_json::Value],
) -> Result<(), PlotError> {
    let title = tr!(
        "survey-heading",
        pattern = pattern,
        to = to,
        games = rows.len()
    );
    let points: Vec<FamilyPoint<'_>> = rows
        .iter()
        .map(|r| FamilyPoint {
            name: r["game"].as_str().unwrap_or_default(),
            period: r["period"].as_u64(),
            largest: r["largest"].as_u64(),
        })
        .collect();
    let picture = FamilyPicture {
        title: &title,
        to,
        games: &points,
    };
    family(path, &picture)
}

/// Writes [`family_image`] to `path`, as PNG or SVG by its extension.
pub fn family(path: &Path, picture: &FamilyPicture<'_>) -> Result<(), PlotError> {
    let format = Format::from_path(path)?;
    write(path, &family_image(picture, format)?)
}

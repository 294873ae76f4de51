//! The picture of a coin-turning position: its coins in a row or on a
//! board, heads dark and labelled with their values, tails light, and the
//! coins of one move (the first winning move) ringed.
//!
//! The data is plain numbers: coins are numbered from 1, a board's coin
//! `(x, y)` has `x` along and `y` down, coin `(1, 1)` at the top left; a
//! row's coin `n` is `(n, 1)`.

use crate::format::{Format, PlotError};
use crate::limits::COIN_SIDE_LIMIT;
use crate::render::{
    encode_png, register_font, tick_style, title_style, write, DrawResult, FAMILY, INK, LARGER,
};
use grundy_i18n::tr;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::path::Path;

/// A coin-turning position to draw, as plain numbers.
///
/// ```
/// use grundy_plot::CoinPicture;
/// // Mock Turtles, heads at 1, 4 and 6 (worth 1, 7 and 11); the winning
/// // move turns coins 1, 4 and 6.
/// let picture = CoinPicture {
///     title: "Mock Turtles (rule mock)",
///     verdict: "value 13 (*13): the first player wins",
///     size: (6, 1),
///     board: false,
///     heads: &[(1, 1, 1), (4, 1, 7), (6, 1, 11)],
///     marked: &[(1, 1), (4, 1), (6, 1)],
///     marked_label: "the first winning move: turn coins 1, 4 and 6",
/// };
/// assert!(picture.check().is_ok());
/// ```
#[derive(Clone, Copy, Debug)]
pub struct CoinPicture<'a> {
    /// The title: the game and its rule.
    pub title: &'a str,
    /// A line under it: the value and who wins.
    pub verdict: &'a str,
    /// The coins along (x) and down (y): `(n, 1)` for a row of `n`.
    pub size: (u64, u64),
    /// Whether the coins lie on a board (named `x:y`) rather than in a row
    /// (named by their number); a board may be one coin high.
    pub board: bool,
    /// The heads, `(x, y, value)`, from 1; every other coin shows tails.
    pub heads: &'a [(u64, u64, u64)],
    /// The coins of the move shown, `(x, y)`, ringed; none where there is
    /// no move to show.
    pub marked: &'a [(u64, u64)],
    /// What the ringed coins are (or, with none, why none is), for the legend.
    pub marked_label: &'a str,
}

impl CoinPicture<'_> {
    /// Checks that the picture can be drawn: at most [`COIN_SIDE_LIMIT`]
    /// coins on a side (a row of no more, one coin high), every head and
    /// marked coin on it.
    ///
    /// ```
    /// use grundy_plot::{CoinPicture, PlotError};
    /// let huge = CoinPicture {
    ///     title: "Turning Corners",
    ///     verdict: "",
    ///     size: (100, 3),
    ///     board: true,
    ///     heads: &[(100, 3, 5)],
    ///     marked: &[],
    ///     marked_label: "",
    /// };
    /// let e = huge.check().unwrap_err();
    /// assert!(matches!(e, PlotError::TooManyCoins { .. }));
    /// assert_eq!(
    ///     e.to_string(),
    ///     "a board of 100 x 3 coins is too large to draw: at most 64 coins on a side"
    /// );
    /// ```
    pub fn check(&self) -> Result<(), PlotError> {
        let (columns, rows) = self.size;
        if !self.board && rows != 1 {
            return Err(PlotError::Draw(format!(
                "a row is one coin high, not {rows}"
            )));
        }
        if columns > COIN_SIDE_LIMIT || rows > COIN_SIDE_LIMIT {
            return Err(PlotError::TooManyCoins {
                columns,
                rows,
                board: self.board,
            });
        }
        let off = |x: u64, y: u64| x == 0 || y == 0 || x > columns || y > rows;
        let outside = self
            .heads
            .iter()
            .map(|&(x, y, _)| (x, y))
            .chain(self.marked.iter().copied())
            .find(|&(x, y)| off(x, y));
        match outside {
            Some((x, y)) => Err(PlotError::Draw(format!(
                "coin {x}:{y} lies outside the {columns} x {rows} coins drawn"
            ))),
            None => Ok(()),
        }
    }
}

const HEAD: RGBColor = RGBColor(38, 52, 90);
const TAIL: RGBColor = RGBColor(232, 235, 240);
const TAIL_EDGE: RGBColor = RGBColor(160, 167, 178);
const RING: RGBColor = LARGER;

/// The side of a coin's cell, in pixels: as large as fits a picture of
/// about 1100 pixels across (760 down for a board), within readable bounds.
fn cell(picture: &CoinPicture<'_>) -> u32 {
    let (columns, rows) = picture.size;
    let room = if picture.board {
        760 / columns.max(rows).max(1)
    } else {
        1100 / columns.max(1)
    };
    room.clamp(18, 56) as u32
}

/// Room around the coins: the titles above, the coordinates beside, the
/// legend below.
const LEFT: u32 = 60;
const TOP: u32 = 110;
const BOTTOM: u32 = 130;
const RIGHT: u32 = 30;
/// The narrowest picture: room for the titles and the legend.
const MIN_WIDTH: u32 = 900;

fn picture_size(picture: &CoinPicture<'_>) -> (u32, u32) {
    let c = cell(picture);
    let (columns, rows) = picture.size;
    let w = LEFT + c * columns.max(1) as u32 + RIGHT;
    let h = TOP + c * rows.max(1) as u32 + BOTTOM;
    (w.max(MIN_WIDTH), h)
}

fn centred(size: u32, color: &RGBColor) -> TextStyle<'static> {
    (FAMILY, size)
        .into_font()
        .color(color)
        .pos(Pos::new(HPos::Center, VPos::Center))
}

fn draw_coins<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    picture: &CoinPicture<'_>,
) -> DrawResult<DB> {
    root.fill(&WHITE)?;
    root.draw_text(picture.title, &title_style(), (24, 16))?;
    root.draw_text(picture.verdict, &tick_style(), (24, 54))?;
    let c = cell(picture) as i32;
    let (columns, rows) = (picture.size.0 as i32, picture.size.1 as i32);
    let centre = |x: i32, y: i32| {
        (
            LEFT as i32 + (x - 1) * c + c / 2,
            TOP as i32 + (y - 1) * c + c / 2,
        )
    };
    let radius = (c * 21 / 50).max(6);

    // Coordinates: a row's coin numbers under it; a board's x above and y
    // to the left. Small cells get every fifth number only, the first and
    // the last (the size of the board can be read off).
    let every = if c >= 26 { 1 } else { 5 };
    let shown = move |n: i32, last: i32| n == 1 || n == last || n % every == 0;
    let number = centred(13, &RGBColor(110, 110, 110));
    if picture.board {
        for x in (1..=columns).filter(|&x| shown(x, columns)) {
            let (cx, _) = centre(x, 1);
            root.draw_text(&x.to_string(), &number, (cx, TOP as i32 - 14))?;
        }
        for y in (1..=rows).filter(|&y| shown(y, rows)) {
            let (_, cy) = centre(1, y);
            root.draw_text(&y.to_string(), &number, (LEFT as i32 - 22, cy))?;
        }
        let axis = tick_style().color(&RGBColor(110, 110, 110));
        root.draw_text("x →", &axis, (LEFT as i32 - 40, TOP as i32 - 34))?;
        root.draw_text("y ↓", &axis, (LEFT as i32 - 52, TOP as i32 - 14))?;
    } else {
        for x in (1..=columns).filter(|&x| shown(x, columns)) {
            let (cx, cy) = centre(x, 1);
            root.draw_text(&x.to_string(), &number, (cx, cy + c / 2 + 12))?;
        }
    }

    let heads: std::collections::HashMap<(u64, u64), u64> =
        picture.heads.iter().map(|&(x, y, v)| ((x, y), v)).collect();
    for y in 1..=rows {
        for x in 1..=columns {
            let at = centre(x, y);
            match heads.get(&(x as u64, y as u64)) {
                Some(value) => {
                    root.draw(&Circle::new(at, radius, HEAD.filled()))?;
                    let text = value.to_string();
                    // Long values get a smaller font, to stay on their coin.
                    let size = (c * 2 / 5)
                        .min(c * 6 / (5 * text.len().max(2) as i32))
                        .max(7);
                    root.draw(&Text::new(text, at, centred(size as u32, &WHITE)))?;
                }
                None => {
                    root.draw(&Circle::new(at, radius, TAIL_EDGE.filled()))?;
                    root.draw(&Circle::new(at, radius - 2, TAIL.filled()))?;
                }
            }
        }
    }
    for &(x, y) in picture.marked {
        let at = centre(x as i32, y as i32);
        root.draw(&Circle::new(at, radius + 3, RING.stroke_width(3)))?;
    }

    // The legend: one line each, a swatch and what it means.
    let legend_top = TOP as i32 + rows * c + if picture.board { 24 } else { 40 };
    let text = tick_style()
        .color(&INK)
        .pos(Pos::new(HPos::Left, VPos::Center));
    let line = |i: i32| legend_top + i * 26;
    let swatch_x = 40;
    root.draw(&Circle::new((swatch_x, line(0)), 8, HEAD.filled()))?;
    root.draw_text(&tr!("plot-coins-heads"), &text, (swatch_x + 18, line(0)))?;
    root.draw(&Circle::new((swatch_x, line(1)), 8, TAIL_EDGE.filled()))?;
    root.draw(&Circle::new((swatch_x, line(1)), 6, TAIL.filled()))?;
    root.draw_text(&tr!("plot-coins-tails"), &text, (swatch_x + 18, line(1)))?;
    if !picture.marked.is_empty() {
        root.draw(&Circle::new((swatch_x, line(2)), 10, RING.stroke_width(3)))?;
    }
    root.draw_text(picture.marked_label, &text, (swatch_x + 18, line(2)))?;
    Ok(())
}

/// The picture of a coin-turning position (see [`CoinPicture`]), as the
/// bytes of a PNG or SVG file; refused as [`CoinPicture::check`] says.
///
/// ```
/// use grundy_plot::{coins_image, CoinPicture, Format};
/// // Turning Corners, heads at 2:3 (worth 2 ⊗ 3 = 1) and 4:1 (worth 4).
/// let picture = CoinPicture {
///     title: "Turning Corners (rule corners)",
///     verdict: "value 5 (*5): the first player wins",
///     size: (4, 3),
///     board: true,
///     heads: &[(2, 3, 1), (4, 1, 4)],
///     marked: &[(1, 1), (4, 1)],
///     marked_label: "the first winning move: turn coins 1:1 and 4:1",
/// };
/// let svg = String::from_utf8(coins_image(&picture, Format::Svg)?).unwrap();
/// assert!(svg.contains("Turning Corners") && svg.contains("turn coins 1:1 and 4:1"));
/// assert!(coins_image(&picture, Format::Png)?.starts_with(b"\x89PNG"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn coins_image(picture: &CoinPicture<'_>, format: Format) -> Result<Vec<u8>, PlotError> {
    picture.check()?;
    render!(format, picture_size(picture), |root| draw_coins(
        root, picture
    ))
}

/// Writes [`coins_image`] to `path`, as PNG or SVG by its extension.
///
/// ```
/// use grundy_plot::CoinPicture;
/// let path = std::env::temp_dir().join("grundy-plot-doc-coins.svg");
/// let picture = CoinPicture {
///     title: "Ruler (rule ruler)",
///     verdict: "value 0: the first player loses",
///     size: (3, 1),
///     board: false,
///     heads: &[(1, 1, 1), (3, 1, 1)],
///     marked: &[],
///     marked_label: "no winning move: every move leaves the opponent a winning position",
/// };
/// grundy_plot::coins(&path, &picture)?;
/// assert!(std::fs::read_to_string(&path).unwrap().contains("no winning move"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub fn coins(path: &Path, picture: &CoinPicture<'_>) -> Result<(), PlotError> {
    let format = Format::from_path(path)?;
    write(path, &coins_image(picture, format)?)
}

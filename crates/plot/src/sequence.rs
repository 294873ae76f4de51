//! The scatter plot of a nim-sequence, its preperiod and period marked.

use crate::format::{Format, PlotError};
use crate::render::{
    encode_png, label_style, legend, register_font, tick_style, title_style, whole, write,
    DrawResult, LARGER, SMALLER,
};
use grundy_engine::periodicity::Period;
use grundy_i18n::tr;
use plotters::coord::Shift;
use plotters::prelude::*;
use std::path::Path;

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

pub(crate) const PREPERIOD: RGBColor = RGBColor(120, 120, 120);
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

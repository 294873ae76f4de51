//! What every picture shares: the embedded fonts, the drawing in memory as
//! PNG or SVG, the file written in one go, and the styles and colours.

use crate::format::PlotError;
use plotters::prelude::*;
use plotters::style::FontStyle;
use std::path::Path;
use std::sync::{Once, OnceLock};

/// The family the embedded font is registered under (and that SVG text asks for).
pub(crate) const FAMILY: &str = "sans-serif";
static FONT: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");

/// The family of the text in the current language: DejaVu Sans for
/// English; for Chinese the font [`grundy_i18n::font`] embeds, which has
/// every character of the Chinese texts and ASCII (DejaVu Sans has no
/// Chinese, and a picture's font has no fallback).
pub(crate) fn family() -> &'static str {
    match grundy_i18n::current() {
        grundy_i18n::Lang::Zh => grundy_i18n::font::FAMILY,
        grundy_i18n::Lang::En => FAMILY,
    }
}

pub(crate) fn register_font() {
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
pub(crate) fn with_embedded_font(svg: String) -> String {
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
                Ok($crate::render::with_embedded_font(text).into_bytes())
            }
        }
    }};
}

pub(crate) fn encode_png(rgb: &[u8], w: u32, h: u32) -> Result<Vec<u8>, PlotError> {
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

pub(crate) fn write(path: &Path, bytes: &[u8]) -> Result<(), PlotError> {
    std::fs::write(path, bytes).map_err(|source| PlotError::Write {
        path: path.to_path_buf(),
        source,
    })
}

pub(crate) type DrawResult<DB> =
    Result<(), DrawingAreaErrorKind<<DB as DrawingBackend>::ErrorType>>;

pub(crate) const SMALLER: RGBColor = RGBColor(31, 119, 180);
pub(crate) const LARGER: RGBColor = RGBColor(217, 95, 2);
pub(crate) const INK: RGBColor = RGBColor(40, 40, 40);

pub(crate) fn title_style() -> TextStyle<'static> {
    (family(), 24).into_font().color(&INK)
}

pub(crate) fn label_style() -> TextStyle<'static> {
    (family(), 19).into_font().color(&INK)
}

pub(crate) fn tick_style() -> TextStyle<'static> {
    (family(), 15).into_font().color(&INK)
}

/// Tick labels only on whole numbers: piles are whole.
pub(crate) fn whole(v: &f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        String::new()
    }
}

/// The legend of the series of a chart, in its upper left corner, `margin`
/// pixels from the frame: one look for every picture.
pub(crate) fn legend<'a, DB: DrawingBackend + 'a, CT: CoordTranslate>(
    chart: &mut ChartContext<'a, DB, CT>,
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

/// The grey of what lies outside a pattern: a nim-sequence's preperiod, a
/// table's P-positions outside its pairs.
pub(crate) const PREPERIOD: RGBColor = RGBColor(120, 120, 120);

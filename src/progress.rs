//! The progress bar of the long commands (`seq`, `research`), on stderr.

use indicatif::{ProgressState, ProgressStyle};
use std::fmt::Write as _;

/// The bar of a run counting `unit`s (`values`, `heaps`), after its message
/// if `message`: position, elapsed time, rate in whole units per second,
/// time left.
pub fn style(unit: &str, message: bool) -> ProgressStyle {
    let message = if message { "{msg} " } else { "" };
    ProgressStyle::with_template(&format!(
        "{{spinner}} {message}{{pos}}/{{len}} {unit} [{{elapsed_precise}}, {{rate}}, eta {{eta}}] {{wide_bar}}"
    ))
    .expect("a valid template")
    .with_key("rate", |state: &ProgressState, w: &mut dyn std::fmt::Write| {
        let _ = w.write_str(&rate(state.per_sec()));
    })
}

/// A rate as whole units per second with thousands separated
/// (`36,866/s`): indicatif's own `{per_sec}` writes four decimals
/// (`36,865.7394/s`), which only clutter a count.
pub fn rate(per_sec: f64) -> String {
    // The display rounds a measured rate: no game logic reads it.
    let whole = if per_sec.is_finite() && per_sec > 0.0 {
        per_sec.round() as u64
    } else {
        0
    };
    let digits = whole.to_string();
    let mut text = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            text.push(',');
        }
        text.push(d);
    }
    let _ = write!(text, "/s");
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_are_whole_units_with_thousands_separated() {
        for (per_sec, shown) in [
            (36_865.739_4, "36,866/s"),
            (0.4, "0/s"),
            (999.5, "1,000/s"),
            (1_234_567.0, "1,234,567/s"),
            (f64::NAN, "0/s"),
            (f64::INFINITY, "0/s"),
        ] {
            assert_eq!(rate(per_sec), shown, "{per_sec}");
        }
    }

    #[test]
    fn the_style_is_a_valid_template_for_each_unit() {
        for unit in ["values", "heaps"] {
            for message in [false, true] {
                let _ = style(unit, message);
            }
        }
    }
}

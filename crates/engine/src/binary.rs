//! Aligned binary columns for explanations.

use crate::num::Natural;
use unicode_width::UnicodeWidthStr;

/// `text` followed by spaces up to `width` terminal columns: a Chinese
/// character takes two columns, so padding by characters would misalign.
pub(crate) fn pad(text: &str, width: usize) -> String {
    let mut out = text.to_string();
    out.push_str(&" ".repeat(width.saturating_sub(text.width())));
    out
}

/// Rows of `label  decimal  b_k … b_1 b_0`, with bit columns aligned.
pub(crate) struct BinaryTable {
    rows: Vec<Option<(String, String, Vec<bool>)>>,
}

impl BinaryTable {
    pub(crate) fn new() -> Self {
        BinaryTable { rows: Vec::new() }
    }

    pub(crate) fn row<N: Natural>(&mut self, label: String, value: &N) {
        let bits = (0..value.bit_len()).rev().map(|i| value.bit(i)).collect();
        self.rows.push(Some((label, value.to_string(), bits)));
    }

    /// A separator line before a total.
    pub(crate) fn rule(&mut self) {
        self.rows.push(None);
    }

    pub(crate) fn render(&self) -> String {
        let filled = || self.rows.iter().flatten();
        let width = filled().map(|(_, _, b)| b.len()).max().unwrap_or(0).max(1);
        let bit = grundy_i18n::tr!("bit-label");
        let label_w = filled()
            .map(|(l, _, _)| l.width())
            .chain([bit.width()])
            .max()
            .unwrap_or(0);
        let dec_w = filled().map(|(_, d, _)| d.len()).max().unwrap_or(0);
        // Column headers are bit indices; a wide index would break the
        // alignment, so each column is as wide as the largest index.
        let cell = (width - 1).to_string().len();
        let mut out = String::new();
        let header: Vec<String> = (0..width).rev().map(|i| format!("{i:>cell$}")).collect();
        out.push_str(&format!(
            "  {}  {:>dec_w$}   {}\n",
            pad(&bit, label_w),
            "",
            header.join(" ")
        ));
        for row in &self.rows {
            match row {
                Some((label, dec, bits)) => {
                    let mut cells = vec![format!("{:>cell$}", 0); width - bits.len()];
                    cells.extend(bits.iter().map(|&b| format!("{:>cell$}", u8::from(b))));
                    out.push_str(&format!(
                        "  {}  {dec:>dec_w$}   {}\n",
                        pad(label, label_w),
                        cells.join(" ")
                    ));
                }
                None => {
                    let len = label_w + dec_w + 5 + width * (cell + 1) - 1;
                    out.push_str(&format!("  {}\n", "-".repeat(len)));
                }
            }
        }
        out
    }
}

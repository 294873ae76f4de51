//! Aligned binary columns for explanations.

use crate::num::Natural;
use grundy_text::{msg, Layout, Message};
use unicode_width::UnicodeWidthStr;

/// `text` followed by spaces up to `width` terminal columns: a Chinese
/// character takes two columns, so padding by characters would misalign.
pub(crate) fn pad(text: &str, width: usize) -> String {
    let mut out = text.to_string();
    out.push_str(&" ".repeat(width.saturating_sub(text.width())));
    out
}

/// Rows of `label  decimal  b_k … b_1 b_0`, with bit columns aligned once
/// the labels are read (a [`Layout`]: their width is the reader's).
#[derive(Debug)]
pub(crate) struct BinaryTable {
    rows: Vec<Option<(Message, String, Vec<bool>)>>,
}

impl BinaryTable {
    pub(crate) fn new() -> Self {
        BinaryTable { rows: Vec::new() }
    }

    pub(crate) fn row<N: Natural>(&mut self, label: Message, value: &N) {
        let bits = (0..value.bit_len()).rev().map(|i| value.bit(i)).collect();
        self.rows.push(Some((label, value.to_string(), bits)));
    }

    /// A separator line before a total.
    pub(crate) fn rule(&mut self) {
        self.rows.push(None);
    }
}

impl Layout for BinaryTable {
    fn lay_out(&self, say: &dyn Fn(&Message) -> String) -> String {
        let filled = || self.rows.iter().flatten();
        let width = filled().map(|(_, _, b)| b.len()).max().unwrap_or(0).max(1);
        let bit = say(&msg!("bit-label"));
        let labels: Vec<String> = filled().map(|(l, _, _)| say(l)).collect();
        let label_w = labels
            .iter()
            .map(|l| l.width())
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
        let mut labels = labels.iter();
        for row in &self.rows {
            match row {
                Some((_, dec, bits)) => {
                    let label = labels.next().expect("a label a row");
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

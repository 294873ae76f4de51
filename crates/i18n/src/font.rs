//! A font for grundy's Chinese text, embedded so that the text never shows
//! as boxes where the system has no Chinese font: Noto Sans CJK SC (SIL
//! Open Font License 1.1, `fonts/OFL.txt`), cut down by `fonts/subset.sh`
//! to printable ASCII and every character of the Chinese catalogues
//! (some 430 of them: 195 KiB rather than 16 MiB). A test fails when a
//! catalogue gains a character the font lacks.
//!
//! ```
//! // An OpenType font with CFF outlines.
//! assert_eq!(&grundy_i18n::font::CJK[..4], b"OTTO");
//! ```

/// The font file (OpenType, CFF outlines).
pub const CJK: &[u8] = include_bytes!("../fonts/grundy-cjk.otf");

/// The family name the playground's style sheet gives the font.
pub const FAMILY: &str = "grundy CJK";

/// The characters the font is for, as a style sheet's `unicode-range`:
/// CJK punctuation, ideographs and full-width forms. Anything else (Latin,
/// ⌊ ⌋, arrows) is left to the fonts beside it, which have those glyphs
/// and, for Latin, a better shape.
pub const UNICODE_RANGE: &str = "U+2E80-9FFF, U+FF00-FFEF";

/// Whether `c` is within [`UNICODE_RANGE`].
///
/// ```
/// use grundy_i18n::font::in_range;
/// assert!(in_range('必') && in_range('，'));
/// assert!(!in_range('a') && !in_range('⌊'));
/// ```
pub fn in_range(c: char) -> bool {
    matches!(u32::from(c), 0x2E80..=0x9FFF | 0xFF00..=0xFFEF)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::source;
    use crate::Lang;
    use std::collections::BTreeSet;

    /// Every character a Chinese message can show within the font's range,
    /// and printable ASCII, has a glyph in the embedded font.
    #[test]
    fn every_chinese_character_is_in_the_embedded_font() {
        let face = ttf_parser::Face::parse(CJK, 0).expect("the embedded font parses");
        let mut wanted: BTreeSet<char> = (' '..='~').collect();
        for (_, text) in source(Lang::Zh) {
            // Comments too: a character there may well move into a message.
            wanted.extend(text.chars().filter(|&c| in_range(c)));
        }
        let missing: String = wanted
            .into_iter()
            .filter(|&c| face.glyph_index(c).is_none())
            .collect();
        assert!(
            missing.is_empty(),
            "not in fonts/grundy-cjk.otf: {missing:?}; run fonts/subset.sh again"
        );
    }

    /// A picture's text has no fallback font: every character of the
    /// Chinese pictures' messages, whatever its range, is in the font.
    #[test]
    fn every_character_of_the_chinese_pictures_is_in_the_embedded_font() {
        use crate::client::{patterns, Part};
        fn texts(parts: &[Part], out: &mut String) {
            for part in parts {
                match part {
                    Part::Text(t) => out.push_str(t),
                    Part::Var(_) => {}
                    Part::Select { variants, .. } => {
                        for (_, parts) in variants {
                            texts(parts, out);
                        }
                    }
                }
            }
        }
        let face = ttf_parser::Face::parse(CJK, 0).expect("the embedded font parses");
        let plots = patterns(Lang::Zh, "plot-").expect("plain messages");
        assert!(plots.len() > 20, "{}", plots.len());
        for (id, parts) in plots {
            let mut text = String::new();
            texts(&parts, &mut text);
            let missing: String = text
                .chars()
                .filter(|&c| face.glyph_index(c).is_none())
                .collect();
            assert!(missing.is_empty(), "{id}: {missing:?} not in the font");
        }
    }
}

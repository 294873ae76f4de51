//! Chinese `--help` wrapped as Chinese text wraps. clap breaks a line at
//! spaces alone, so a Chinese sentence, which has none, would run past the
//! terminal's edge; here a line may break wherever the Unicode line-breaking
//! rules allow (between two Chinese characters, never before a closing
//! `，` or `）`, never inside an English word or a flag), and it goes on
//! under the text it continues, not under the argument it describes.

use unicode_linebreak::linebreaks;
use unicode_width::UnicodeWidthStr;

/// The width help is wrapped to: the terminal's, else `COLUMNS`, else 100,
/// as clap finds it for the English help.
pub fn help_width() -> usize {
    terminal_size::terminal_size()
        .map(|(w, _)| usize::from(w.0))
        .or_else(|| std::env::var("COLUMNS").ok()?.parse().ok())
        .filter(|&w| w > 0)
        .unwrap_or(100)
}

/// `text` with every line wider than `width` columns broken, each
/// continuation indented to where its line's text starts:
/// `"  -k  倍数一二三四"` at 12 columns is `"  -k  倍数一二"` and
/// `"      三四"`.
pub fn wrap(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    for line in text.split_inclusive('\n') {
        let (body, newline) = match line.strip_suffix('\n') {
            Some(body) => (body, "\n"),
            None => (line, ""),
        };
        wrap_line(body, width, &mut out);
        out.push_str(newline);
    }
    out
}

/// One line, wrapped onto `out`.
fn wrap_line(line: &str, width: usize, out: &mut String) {
    if visible_width(line) <= width {
        out.push_str(line);
        return;
    }
    let start = text_start(line);
    let indent = visible_width(&line[..start]);
    // A left column too wide to leave room for the text is not kept.
    let (start, indent) = if width.saturating_sub(indent) < (width / 2).min(16) {
        let lead = indent_of(line);
        (lead, lead)
    } else {
        (start, indent)
    };
    out.push_str(&line[..start]);
    for (i, piece) in pieces(&line[start..], width.saturating_sub(indent))
        .into_iter()
        .enumerate()
    {
        if i > 0 {
            out.push('\n');
            out.extend(std::iter::repeat_n(' ', indent));
        }
        out.push_str(piece);
    }
}

/// Where a line's text starts: after its left column (an argument, a
/// command's name or an example, set off by two spaces or more), else after
/// its indent.
fn text_start(line: &str) -> usize {
    let lead = indent_of(line);
    let rest = &line[lead..];
    match rest.find("  ") {
        Some(gap) => {
            let after = &rest[gap..];
            lead + gap + (after.len() - after.trim_start_matches(' ').len())
        }
        None => lead,
    }
}

/// The spaces a line starts with.
fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

/// `text` cut into lines of at most `width` columns where it may break
/// (a piece longer than that, one unbreakable word, stands alone), without
/// the spaces at the cuts.
fn pieces(text: &str, width: usize) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut start = 0;
    let mut fits = None;
    // The last opportunity is the text's end.
    for (at, _) in linebreaks(text) {
        if at <= start || inside_ascii(text, at) {
            continue;
        }
        if visible_width(text[start..at].trim_end()) > width
            && let Some(end) = fits.filter(|&end| end > start)
        {
            lines.push(text[start..end].trim_end());
            start = end;
        }
        fits = Some(at);
    }
    if start < text.len() {
        lines.push(text[start..].trim_end());
    }
    lines
}

/// Whether `at` falls between two ASCII characters with no space between
/// them: Unicode allows a break after a hyphen or a slash, but in a help
/// those stand in a flag, a path or a code (`--no-text`, `` `-` ``,
/// `1-3C(5)`), which is typed whole.
fn inside_ascii(text: &str, at: usize) -> bool {
    let before = text[..at].chars().next_back();
    let after = text[at..].chars().next();
    let solid = |c: Option<char>| c.is_some_and(|c| c.is_ascii() && !c.is_ascii_whitespace());
    solid(before) && solid(after)
}

/// The columns `text` takes on a terminal: East Asian wide characters take
/// two, and the escape sequences that style it none.
pub fn visible_width(text: &str) -> usize {
    let mut width = 0;
    let mut rest = text;
    while let Some(esc) = rest.find('\x1b') {
        width += rest[..esc].width();
        let after = &rest[esc + 1..];
        // A CSI sequence, ESC [ … final byte (@ to ~), as clap's styles are.
        rest = match after.strip_prefix('[') {
            Some(params) => match params.find(|c: char| ('@'..='~').contains(&c)) {
                Some(end) => &params[end + 1..],
                None => "",
            },
            None => after,
        };
    }
    width + rest.width()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_wrap_as_chinese_does() {
        let cases: &[(&str, &str, usize, &str)] = &[
            (
                "a short line stays",
                "  --all  全部着法",
                40,
                "  --all  全部着法",
            ),
            (
                "breaks between characters, under the text",
                "  -k  倍数一二三四",
                12,
                "  -k  倍数一\n      二三四",
            ),
            (
                "never before a closing comma",
                "      一二三四，五六",
                14,
                "      一二三\n      四，五六",
            ),
            (
                "never inside an English word",
                "    看 GRUNDY_LANG 再看",
                16,
                "    看\n    GRUNDY_LANG\n    再看",
            ),
            (
                "never inside a flag or a code",
                "  -x  一二 `--no-text` 三",
                16,
                "  -x  一二\n      `--no-text`\n      三",
            ),
            (
                "a paragraph keeps its indent",
                "    一二三四五六七八九十",
                14,
                "    一二三四五\n    六七八九十",
            ),
            (
                "styles take no width",
                "\x1b[1m选项:\x1b[0m 一二",
                10,
                "\x1b[1m选项:\x1b[0m 一二",
            ),
        ];
        for (name, line, width, wrapped) in cases {
            assert_eq!(wrap(line, *width), *wrapped, "{name}");
            for piece in wrap(line, *width).lines() {
                if piece.trim().contains(' ') || piece.trim().is_ascii() {
                    continue;
                }
                assert!(visible_width(piece) <= *width, "{name}: {piece:?}");
            }
        }
    }

    #[test]
    fn wrapping_keeps_every_character() {
        let line = "  --lang <语言>  输出的语言：en 或 zh（简体中文）。没有给出时看 GRUNDY_LANG，再看 locale（LC_ALL、LC_MESSAGES、LANG），都没有时用英文。";
        for width in 30..120 {
            let wrapped = wrap(line, width);
            let squeezed: String = wrapped.chars().filter(|c| !c.is_whitespace()).collect();
            let original: String = line.chars().filter(|c| !c.is_whitespace()).collect();
            assert_eq!(squeezed, original, "width {width}");
            assert!(
                wrapped.lines().all(|l| visible_width(l) <= width),
                "width {width}: {wrapped}"
            );
        }
    }
}

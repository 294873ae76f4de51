//! Checks the fuzz targets share: where an error says it stands.

/// Panics unless (`line`, `column`), both from 1, stand inside `text` or
/// just past its end: an error that names a position names a real one.
/// (0, 0) is an error about the whole text (no edge at all).
pub fn assert_position(text: &[u8], line: usize, column: usize, what: &dyn std::fmt::Display) {
    if (line, column) == (0, 0) {
        return;
    }
    assert!(
        line >= 1 && column >= 1,
        "position {line}:{column} from 0: {what}"
    );
    let lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    assert!(
        line <= lines.len(),
        "line {line} past the end ({} lines): {what}",
        lines.len()
    );
    let len = lines[line - 1].len();
    assert!(
        column <= len + 1,
        "column {column} past line {line} ({len} bytes): {what}"
    );
}

/// The whitespace-separated numbers of `text`, if all are small.
pub fn small_numbers(text: &[u8]) -> Option<Vec<u64>> {
    std::str::from_utf8(text)
        .ok()?
        .split_ascii_whitespace()
        .map(|w| w.parse::<u64>().ok())
        .collect()
}

/// Panics unless `message`, a refusal of the component `text`, names it:
/// the component, a piece of it, or a quoted token inside it (an empty
/// token, quoted "", is named by its place: "step 1").
pub fn assert_names(message: &str, text: &str) {
    assert!(!message.is_empty(), "an empty refusal of {text:?}");
    let quoted = message.split('"').skip(1).step_by(2);
    let named = message.contains(text)
        || text
            .split(['=', ',', ':', ' '])
            .any(|piece| !piece.is_empty() && message.contains(piece))
        || quoted.into_iter().any(|q| text.contains(q));
    assert!(named, "{message:?} names nothing of {text:?}");
}

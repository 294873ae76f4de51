//! The file a table's rows are appended to as they are made, one JSON
//! object a line, and read back to resume (`quotient --sweep --resume`,
//! `survey --resume`): a finished row is never computed again.

use super::CommandError;
use grundy_i18n::tr;
use serde_json::Value;
use std::fs::File;
use std::io::{self, Write};
use std::path::Path;

/// The rows a file holds, each with its line number (from 1), blank lines
/// skipped; none for a file not there yet. A line that is no JSON object
/// is `None`, for the caller to name in its own words.
pub fn read(path: &Path) -> Result<Vec<(usize, Option<Value>)>, CommandError> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(CommandError::Input(cannot_use(path, &e))),
    };
    Ok(text
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| {
            let row = serde_json::from_str::<Value>(line)
                .ok()
                .filter(Value::is_object);
            (i + 1, row)
        })
        .collect())
}

/// The file opened to append rows to.
pub fn open(path: &Path) -> Result<File, CommandError> {
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| CommandError::Other(cannot_use(path, &e)))
}

/// Appends one row, on a line of its own, at once (a run stopped after it
/// keeps it).
pub fn append(file: &mut File, path: &Path, row: &Value) -> Result<(), CommandError> {
    writeln!(file, "{row}")
        .and_then(|()| file.flush())
        .map_err(|e| CommandError::Other(cannot_use(path, &e)))
}

fn cannot_use(path: &Path, e: &io::Error) -> String {
    tr!(
        "resume-cannot",
        file = path.display().to_string(),
        why = grundy_i18n::os_error(e)
    )
}

pub use grundy_json::cell;

//! Finds the solution templates: every `templates/NAME.cpp` and
//! `templates/NAME.py`, written out as the table `src/templates.rs` embeds.
//! Adding a template is adding its file, with no list to edit.

use std::fmt::Write as _;
use std::path::PathBuf;

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let dir = root.join("templates");
    // A file added or removed changes the folder; an edited file is
    // embedded by include_str!, which cargo already follows.
    println!("cargo:rerun-if-changed={}", dir.display());
    println!("cargo:rerun-if-changed=build.rs");
    let mut files: Vec<(String, String, PathBuf)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a folder entry").path())
        .filter_map(|path| {
            let stem = path.file_stem()?.to_str()?.to_string();
            let ext = path.extension()?.to_str()?.to_string();
            matches!(ext.as_str(), "cpp" | "py").then_some((stem, ext, path))
        })
        .collect();
    // Sorted: the table does not depend on the file system's order.
    files.sort();
    let mut out = String::new();
    out.push_str("/// Every template file: the problem, the file's extension, its text.\n");
    out.push_str("pub(crate) const FILES: &[(&str, &str, &str)] = &[\n");
    for (stem, ext, path) in &files {
        let path = format!("{:?}", path.display().to_string());
        writeln!(out, "    ({stem:?}, {ext:?}, include_str!({path})),").expect("a String");
    }
    out.push_str("];\n");
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("templates.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("cannot write {}: {e}", dest.display()));
}

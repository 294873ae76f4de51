//! Finds the catalogues: every `locales/en/*.ftl` with its Chinese twin in
//! `locales/zh-CN/`, and the Chinese-only files, written out as the table
//! `src/catalogue.rs` embeds. A family's messages are then its two files,
//! with no list to edit; an English file without its Chinese twin, or a
//! Chinese file without its English one that is not one of the known
//! Chinese-only files, stops the build.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Catalogues in Chinese alone: `clap.ftl`, the Chinese of clap's own words
/// (the help command, `--help`, `--version`, the defaults, the errors),
/// which clap writes in English itself, and `edges.ftl`, the
/// Chinese of the edge cases `grundy check` mixes in, whose English names
/// are the check crate's.
const ZH_ONLY: [&str; 2] = ["clap.ftl", "edges.ftl"];

/// The `.ftl` files of a folder, by name (sorted: the order messages are
/// listed in does not depend on the file system).
fn catalogues(dir: &Path) -> BTreeSet<String> {
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    entries
        .map(|entry| entry.expect("a folder entry").file_name())
        .map(|name| name.to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".ftl"))
        .collect()
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let (en_dir, zh_dir) = (root.join("locales/en"), root.join("locales/zh-CN"));
    // A file added or removed changes the folder; an edited file is
    // embedded by include_str!, which cargo already follows.
    println!("cargo:rerun-if-changed={}", en_dir.display());
    println!("cargo:rerun-if-changed={}", zh_dir.display());
    println!("cargo:rerun-if-changed=build.rs");
    let (en, zh) = (catalogues(&en_dir), catalogues(&zh_dir));
    let no_chinese: Vec<&String> = en.difference(&zh).collect();
    assert!(
        no_chinese.is_empty(),
        "catalogues without their Chinese twin in locales/zh-CN: {no_chinese:?}"
    );
    let no_english: Vec<&String> = zh
        .difference(&en)
        .filter(|name| !ZH_ONLY.contains(&name.as_str()))
        .collect();
    assert!(
        no_english.is_empty(),
        "catalogues without their English twin in locales/en: {no_english:?}"
    );
    let path = |dir: &Path, name: &str| format!("{:?}", dir.join(name).display().to_string());
    let mut out = String::new();
    out.push_str("/// Every catalogue, by file name, in English and in Chinese.\n");
    out.push_str("pub(crate) const FILES: &[(&str, &str, &str)] = &[\n");
    for name in &en {
        writeln!(
            out,
            "    ({name:?}, include_str!({}), include_str!({})),",
            path(&en_dir, name),
            path(&zh_dir, name)
        )
        .expect("writing to a string");
    }
    out.push_str("];\n\n");
    out.push_str("/// The catalogues in Chinese alone.\n");
    out.push_str("pub(crate) const ZH_ONLY: &[(&str, &str)] = &[\n");
    for name in ZH_ONLY {
        writeln!(
            out,
            "    ({name:?}, include_str!({})),",
            path(&zh_dir, name)
        )
        .expect("writing to a string");
    }
    out.push_str("];\n");
    let target = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("files.rs");
    std::fs::write(&target, out)
        .unwrap_or_else(|e| panic!("cannot write {}: {e}", target.display()));
}

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
    // Each language's catalogues in the order `catalogue::source` gives
    // them: its messages indexed, so that a message parses its own file
    // (and the files it refers to) and not every catalogue.
    let read = |path: PathBuf| {
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
    };
    let en_texts: Vec<String> = en.iter().map(|name| read(en_dir.join(name))).collect();
    let zh_texts: Vec<String> = en
        .iter()
        .map(String::as_str)
        .chain(ZH_ONLY)
        .map(|name| read(zh_dir.join(name)))
        .collect();
    for (lang, texts) in [("EN", &en_texts), ("ZH", &zh_texts)] {
        write_index(&mut out, lang, texts);
    }
    let target = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("files.rs");
    std::fs::write(&target, out)
        .unwrap_or_else(|e| panic!("cannot write {}: {e}", target.display()));
}

/// A message's identifier at the start of `text` (letters, digits, `-`, `_`).
fn identifier(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The messages a catalogue defines and the messages it refers to
/// (`{ other-message }`), read from its source as the catalogues are
/// written: a message starts at a line `id = …` in the first column (the
/// tests check that the index agrees with Fluent's own parse).
fn messages_and_references(text: &str) -> (Vec<&str>, Vec<&str>) {
    let (mut defined, mut referred) = (Vec::new(), Vec::new());
    for line in text.lines() {
        if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            defined.push(identifier(line));
        }
        if line.starts_with('#') {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find('{') {
            rest = &rest[at + 1..];
            let inner = rest.trim_start();
            if inner.starts_with(|c: char| c.is_ascii_lowercase()) {
                let name = identifier(inner);
                if inner[name.len()..].trim_start().starts_with(['}', '.']) {
                    referred.push(name);
                }
            }
        }
    }
    (defined, referred)
}

/// `INDEX_{lang}`, every message and the number of its catalogue, sorted by
/// message, and `NEEDS_{lang}`, each catalogue with every catalogue it
/// refers to at any depth (itself first).
fn write_index(out: &mut String, lang: &str, texts: &[String]) {
    let parsed: Vec<(Vec<&str>, Vec<&str>)> =
        texts.iter().map(|t| messages_and_references(t)).collect();
    let mut index: Vec<(&str, usize)> = parsed
        .iter()
        .enumerate()
        .flat_map(|(file, (defined, _))| defined.iter().map(move |id| (*id, file)))
        .collect();
    index.sort();
    let file_of = |id: &str| {
        index
            .binary_search_by(|(m, _)| (*m).cmp(id))
            .ok()
            .map(|at| index[at].1)
    };
    writeln!(out, "\n/// The number of {lang} catalogues.").expect("writing to a string");
    writeln!(
        out,
        "pub(crate) const COUNT_{lang}: usize = {};",
        texts.len()
    )
    .expect("writing to a string");
    writeln!(
        out,
        "/// Every {lang} message and its catalogue, by message."
    )
    .expect("writing to a string");
    writeln!(out, "pub(crate) const INDEX_{lang}: &[(&str, u16)] = &[")
        .expect("writing to a string");
    for (id, file) in &index {
        writeln!(out, "    ({id:?}, {file}),").expect("writing to a string");
    }
    out.push_str("];\n");
    writeln!(
        out,
        "/// Each {lang} catalogue and those it refers to, itself first."
    )
    .expect("writing to a string");
    writeln!(out, "pub(crate) const NEEDS_{lang}: &[&[u16]] = &[").expect("writing to a string");
    for file in 0..texts.len() {
        let mut needs = vec![file];
        let mut next = 0;
        while next < needs.len() {
            for id in &parsed[needs[next]].1 {
                if let Some(other) = file_of(id)
                    && !needs.contains(&other)
                {
                    needs.push(other);
                }
            }
            next += 1;
        }
        writeln!(out, "    &{needs:?},").expect("writing to a string");
    }
    out.push_str("];\n");
}

//! The engine's layout, kept: no module of the crate imports one that
//! imports it back (at any distance), and no file is longer than 800 lines
//! without a reason written at its top (a line `//! Long: …`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The crate's source files with the top-level module each belongs to.
fn modules() -> Vec<(String, PathBuf)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    all.into_iter()
        .filter_map(|path| {
            let relative = path.strip_prefix(&src).unwrap().to_path_buf();
            let first = relative.components().next()?.as_os_str().to_string_lossy();
            let module = first.trim_end_matches(".rs").to_string();
            (module != "lib").then_some((module, path))
        })
        .collect()
}

/// `source` without its unit-test modules (`#[cfg(test)] mod …`), wherever
/// they stand: a module may keep tests between its items.
fn without_tests(source: &str) -> String {
    let mut out = String::new();
    let mut lines = source.lines().peekable();
    while let Some(line) = lines.next() {
        let test_module = line.trim() == "#[cfg(test)]"
            && lines
                .peek()
                .is_some_and(|l| l.trim_start().starts_with("mod "));
        if !test_module {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let mut depth = 0i32;
        for l in lines.by_ref() {
            depth += l.matches('{').count() as i32 - l.matches('}').count() as i32;
            if depth <= 0 && l.contains('}') {
                break;
            }
        }
    }
    out
}

/// The modules `source` names as `crate::NAME`, outside comments and its
/// unit tests (tests may reach anywhere).
fn uses(source: &str) -> BTreeSet<String> {
    let code = without_tests(source);
    let mut out = BTreeSet::new();
    for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
        for (i, _) in line.match_indices("crate::") {
            let name: String = line[i + 7..]
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.insert(name);
            }
        }
    }
    out
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, path) in modules() {
        let source = std::fs::read_to_string(&path).unwrap();
        let entry = graph.entry(module.clone()).or_default();
        entry.extend(uses(&source).into_iter().filter(|m| *m != module));
    }
    // Depth-first search for a path back to where it started.
    fn back_to(
        graph: &BTreeMap<String, BTreeSet<String>>,
        start: &str,
        at: &str,
        path: &mut Vec<String>,
        seen: &mut BTreeSet<String>,
    ) -> bool {
        for next in graph.get(at).into_iter().flatten() {
            if next == start {
                path.push(next.clone());
                return true;
            }
            if graph.contains_key(next) && seen.insert(next.clone()) {
                path.push(next.clone());
                if back_to(graph, start, next, path, seen) {
                    return true;
                }
                path.pop();
            }
        }
        false
    }
    for start in graph.keys() {
        let mut path = vec![start.clone()];
        let found = back_to(&graph, start, start, &mut path, &mut BTreeSet::new());
        assert!(!found, "an import cycle: {}", path.join(" -> "));
    }
}

#[test]
fn no_file_is_longer_than_800_lines_without_a_reason() {
    for (_, path) in modules() {
        let source = std::fs::read_to_string(&path).unwrap();
        let lines = source.lines().count();
        let reason = source
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .any(|l| l.starts_with("//! Long: "));
        assert!(
            lines <= 800 || reason,
            "{} has {lines} lines and no `//! Long: …` line saying why",
            path.display()
        );
    }
}

/// The engine knows no language (issue 43): it depends on `grundy-text`
/// for what it says, never on `grundy-i18n`, which reads it in a language.
#[test]
fn the_engine_does_not_depend_on_the_catalogues() {
    let manifest =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")).unwrap();
    assert!(
        !manifest.contains("grundy-i18n"),
        "crates/engine/Cargo.toml names grundy-i18n"
    );
    assert!(manifest.contains("grundy-text"));
}

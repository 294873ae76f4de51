//! Every message the sources name by a literal id is in the catalogue: a
//! message missing would be shown as its id, in either language. The ids
//! are the literals that `tr!`, `msg!`, `Message::new`, `text` and `text_in` are called with, and
//! the ones the registry and the errors' reasons carry in their fields
//! (`takes`, `must_be`, `why`, `rules`, `position`: see
//! `grundy_engine::component::Reason`), in every crate of the workspace.

use grundy_i18n::{message_ids, Lang};
use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The workspace's source files: the binary's and every crate's.
fn sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    files(&root.join("src"), &mut all);
    for krate in std::fs::read_dir(root.join("crates")).unwrap() {
        files(&krate.unwrap().path().join("src"), &mut all);
    }
    all
}

/// Whether a literal is written as a message id is: lower-case words
/// joined by hyphens.
fn is_id(text: &str) -> bool {
    text.contains('-')
        && !text.starts_with('-')
        && !text.ends_with('-')
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// The string literal at the start of `rest` (after blanks), if one is.
fn literal(rest: &str) -> Option<&str> {
    let rest = rest.trim_start().strip_prefix('"')?;
    rest.find('"').map(|end| &rest[..end])
}

/// Every literal id in `source`, with its line.
fn ids_in(source: &str) -> Vec<(usize, String)> {
    const CALLS: [&str; 5] = [
        "tr!(",
        "msg!(",
        "Message::new(",
        "text(",
        "text_in(Lang::En,",
    ];
    const FIELDS: [&str; 5] = ["takes: ", "must_be: ", "why: ", "rules: ", "position: "];
    let mut found = Vec::new();
    for pattern in CALLS.iter().chain(&FIELDS) {
        for (at, _) in source.match_indices(pattern) {
            let before = source[..at].chars().next_back();
            // `context(`, `plain_text(`: other functions.
            if pattern.ends_with('(') && before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            if let Some(id) = literal(&source[at + pattern.len()..]).filter(|t| is_id(t)) {
                let line = source[..at].matches('\n').count() + 1;
                found.push((line, id.to_string()));
            }
        }
    }
    found
}

#[test]
fn every_message_named_in_the_sources_is_in_both_catalogues() {
    let english = message_ids(Lang::En);
    let chinese = message_ids(Lang::Zh);
    let mut missing = Vec::new();
    let mut checked = 0;
    for path in sources() {
        let source = std::fs::read_to_string(&path).unwrap();
        for (line, id) in ids_in(&source) {
            checked += 1;
            if !english.contains(&id) || !chinese.contains(&id) {
                missing.push(format!("{}:{line}: {id}", path.display()));
            }
        }
    }
    assert!(missing.is_empty(), "not in the catalogues: {missing:#?}");
    // The scan itself finds the ids: far more than a few.
    assert!(checked > 500, "only {checked} ids found");
}

#[test]
fn the_scan_reads_calls_and_fields_alike() {
    let source = "tr!(\n    \"web-missing-game\")\n plain_text(\"not-one\")\n \
                  Reason::Count { takes: \"takes-one-number\" }\n why: \"an english text\"";
    let ids: Vec<String> = ids_in(source).into_iter().map(|(_, id)| id).collect();
    assert_eq!(ids, ["web-missing-game", "takes-one-number"]);
}

/// The registries name their texts by catalogue message in fields (a
/// kind's position and rules, a named heap game's rules, a form's meaning,
/// why a game is no part of a sum, a whole game's rules and noun) and by
/// table (a coin-turning game's title): every one they name exists, in
/// both languages.
#[test]
fn every_text_the_registries_name_is_in_both_catalogues() {
    use grundy_engine::{coins, heap::names, kinds, play::whole};
    let mut named: Vec<String> = Vec::new();
    for k in kinds::KINDS {
        named.extend([k.position.to_string(), k.rules.to_string()]);
    }
    named.extend(names::NAMED.iter().map(|n| n.rules.to_string()));
    named.extend(names::FORMS.iter().map(|(_, rules)| rules.to_string()));
    named.extend(kinds::NOT_IN_A_SUM.iter().map(|(_, why)| why.to_string()));
    for (name, _) in coins::NAMES {
        let title = coins::title(name).unwrap_or_else(|| panic!("{name} has no title"));
        named.push(title.id().to_string());
    }
    for w in whole::WHOLE_GAMES {
        named.extend([w.rules.to_string(), w.noun.to_string()]);
    }
    for lang in [Lang::En, Lang::Zh] {
        let known = message_ids(lang);
        let missing: Vec<&String> = named.iter().filter(|id| !known.contains(id)).collect();
        assert!(
            missing.is_empty(),
            "{lang:?}: not in the catalogue: {missing:?}"
        );
    }
}

//! Both languages define the same messages, with the same arguments, and
//! every catalogue parses.

use super::*;
use std::collections::{BTreeMap, BTreeSet};

/// Each message of a catalogue, the `$arguments` it uses and the messages
/// it refers to (`{ other-message }`, which is given the same arguments),
/// read from the source: a message starts at a line `id = …` in the first
/// column, and goes on over the indented (or blank) lines after it.
fn uses(text: &str) -> BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> {
    let mut messages: BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> = BTreeMap::new();
    let mut current: Option<String> = None;
    let identifier = |rest: &str| -> String {
        rest.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect()
    };
    for line in text.lines() {
        let starts = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
        if starts {
            let id = line.split('=').next().unwrap_or("").trim().to_string();
            messages.insert(id.clone(), Default::default());
            current = Some(id);
        } else if !line.starts_with(' ') && !line.is_empty() {
            // A blank line may stand inside a message of several lines.
            current = None;
        }
        if let Some(id) = &current {
            let (args, refs) = messages.get_mut(id).expect("inserted");
            let body = if starts {
                line.split_once('=').map_or("", |(_, b)| b)
            } else {
                line
            };
            let mut rest = body;
            while let Some(at) = rest.find('$') {
                rest = &rest[at + 1..];
                args.insert(identifier(rest));
            }
            let mut rest = body;
            while let Some(at) = rest.find('{') {
                rest = &rest[at + 1..];
                let inner = rest.trim_start();
                if inner.starts_with(|c: char| c.is_ascii_lowercase()) {
                    let name = identifier(inner);
                    if inner[name.len()..].trim_start().starts_with('}') {
                        refs.insert(name);
                    }
                }
            }
        }
    }
    messages
}

/// Each message of `lang` and the arguments it takes: its own, and those
/// of every message it refers to, at any depth, in whichever file.
fn all_arguments(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut found = BTreeMap::new();
    for (_, text) in source(lang) {
        found.extend(uses(text));
    }
    let mut closed = BTreeMap::new();
    for id in found.keys() {
        let mut args = BTreeSet::new();
        let mut seen = BTreeSet::new();
        let mut todo = vec![id.clone()];
        while let Some(next) = todo.pop() {
            if !seen.insert(next.clone()) {
                continue;
            }
            if let Some((own, refs)) = found.get(&next) {
                args.extend(own.iter().cloned());
                todo.extend(refs.iter().cloned());
            }
        }
        closed.insert(id.clone(), args);
    }
    closed
}

/// Each message of a catalogue and the arguments it takes (see
/// [`all_arguments`]).
fn arguments(text: &str, lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let all = all_arguments(lang);
    uses(text)
        .into_keys()
        .map(|id| {
            let args = all.get(&id).cloned().unwrap_or_default();
            (id, args)
        })
        .collect()
}

#[test]
fn every_catalogue_parses_without_error() {
    for lang in Lang::ALL {
        for (name, text) in source(lang) {
            if let Err((_, errors)) = fluent_syntax::parser::parse(text) {
                panic!("{}/{name}: {errors:?}", lang.tag());
            }
        }
    }
}

#[test]
fn every_message_exists_in_both_languages_with_the_same_arguments() {
    for &(name, en, zh) in FILES {
        let (en, zh) = (arguments(en, Lang::En), arguments(zh, Lang::Zh));
        let only_en: Vec<_> = en.keys().filter(|id| !zh.contains_key(*id)).collect();
        let only_zh: Vec<_> = zh.keys().filter(|id| !en.contains_key(*id)).collect();
        assert!(only_en.is_empty(), "{name}: only in English: {only_en:?}");
        assert!(only_zh.is_empty(), "{name}: only in Chinese: {only_zh:?}");
        for (id, args) in &en {
            assert_eq!(
                args, &zh[id],
                "{name}: {id} takes other arguments in Chinese"
            );
        }
    }
}

#[test]
fn no_identifier_is_defined_twice() {
    for lang in Lang::ALL {
        let ids = message_ids(lang);
        let unique: BTreeSet<_> = ids.iter().collect();
        assert_eq!(
            unique.len(),
            ids.len(),
            "{}: a message defined twice",
            lang.tag()
        );
    }
}

#[test]
fn every_message_formats_without_error_given_its_arguments() {
    // Each message through the bundle that formats it in a run: its own
    // catalogue and those the index says it refers to, so that a reference
    // the index missed is an error here.
    for lang in Lang::ALL {
        for (name, text) in source(lang) {
            for (id, args) in arguments(text, lang) {
                let bundle = bundle_of(lang, &id)
                    .unwrap_or_else(|| panic!("{}/{name}: {id} is not indexed", lang.tag()));
                let mut fluent_args = FluentArgs::new();
                for a in &args {
                    fluent_args.set(a.as_str(), FluentValue::from(2.0));
                }
                let pattern = bundle
                    .get_message(&id)
                    .and_then(|m| m.value())
                    .unwrap_or_else(|| panic!("{}/{name}: {id} has no value", lang.tag()));
                let mut errors = Vec::new();
                let _ = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
                assert!(errors.is_empty(), "{}/{name}: {id}: {errors:?}", lang.tag());
            }
        }
    }
}

#[test]
fn the_index_names_every_message_and_its_catalogue() {
    // The index is read from the sources by build.rs; Fluent's parse of
    // each catalogue must define exactly the messages the index gives it.
    for lang in Lang::ALL {
        let index = match lang {
            Lang::En => INDEX_EN,
            Lang::Zh => INDEX_ZH,
        };
        let mut parsed: Vec<(String, u16)> = Vec::new();
        for (file, (_, text)) in source(lang).enumerate() {
            let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(r, _)| r);
            for entry in resource.body {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    let file = u16::try_from(file).expect("fewer catalogues than 2^16");
                    parsed.push((m.id.name.to_string(), file));
                }
            }
        }
        parsed.sort();
        let indexed: Vec<(String, u16)> =
            index.iter().map(|&(id, f)| (id.to_string(), f)).collect();
        assert_eq!(indexed, parsed, "{}", lang.tag());
    }
}

#[test]
fn numbers_of_any_size_are_written_exactly() {
    let big = "340282366920938463463374607431768211457";
    let line = format(Lang::En, "grundy-value-star", &[("g", Arg::from(big))]);
    assert_eq!(line, format!("Grundy value: {big} (*{big})"));
    let count = format(
        Lang::En,
        "winning-moves-heading",
        &[("count", Arg::count(u64::MAX))],
    );
    assert!(count.contains(&u64::MAX.to_string()), "{count}");
}

/// The Chinese catalogues' messages, without their comments.
fn chinese_text() -> String {
    FILES
        .iter()
        .map(|(_, _, zh)| *zh)
        .chain(ZH_ONLY.iter().map(|(_, zh)| *zh))
        .flat_map(|text| text.lines())
        .filter(|line| !line.trim_start().starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The glossary (docs/glossary.zh-CN.md) is what the Chinese says: every
/// term it names is used, and none of the spellings it rejects is.
#[test]
fn the_chinese_catalogues_use_the_glossary() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/glossary.zh-CN.md");
    let glossary = std::fs::read_to_string(&path).expect("the glossary");
    let text = chinese_text();
    let mut rows = 0;
    let mut wrong = Vec::new();
    for line in glossary.lines().filter(|l| l.starts_with("| ")) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        // | English | grundy 用 | 不用 | 出处 |, after the header and its rule.
        let [_, english, ours, rejected, _, _] = cells[..] else {
            panic!("a glossary row has four cells: {line}")
        };
        if english == "English" || english.starts_with("---") {
            continue;
        }
        rows += 1;
        for term in ours.split(" / ").flat_map(|t| t.split('、')).map(str::trim) {
            if !text.contains(term) {
                wrong.push(format!("{english}: {term} is not used"));
            }
        }
        for term in rejected
            .split('、')
            .map(str::trim)
            .filter(|t| !t.is_empty())
        {
            if text.contains(term) {
                wrong.push(format!("{english}: {term} is used, not {ours}"));
            }
        }
    }
    assert!(rows >= 20, "the glossary has {rows} rows");
    assert!(wrong.is_empty(), "{wrong:#?}");
}

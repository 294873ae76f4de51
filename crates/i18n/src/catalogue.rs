//! The catalogues: Fluent files embedded in the binary, one bundle per
//! language, built once.

use crate::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::OnceLock;

// The catalogues, found by build.rs: every `locales/en/*.ftl` with its
// twin in `locales/zh-CN/` (`FILES`, by file name, in English and in
// Chinese), and the files in Chinese alone (`ZH_ONLY`): `clap.ftl`, the
// Chinese of the words clap writes itself in English (the binary's tests
// match them to the command line), and `edges.ftl`, the
// Chinese of the edge cases `grundy check` mixes in, whose English names
// are the check crate's (its tests match the two). A new catalogue is its
// two files; the tests check that each language defines the same messages
// with the same arguments.
include!(concat!(env!("OUT_DIR"), "/files.rs"));

/// A message's argument: text (numbers written exactly), a count that also
/// chooses a plural form, another message, or a list (`grundy_text::Arg`,
/// which the engine's messages carry).
///
/// ```
/// use grundy_i18n::{tr, with_lang, Arg, Lang};
/// let s = with_lang(Lang::En, || tr!("graph-leaves", move = "a", left = "b", win = Arg::yes(true)));
/// assert!(s.ends_with("a position lost for the opponent"));
/// ```
pub use grundy_text::Arg;

/// The largest count passed to Fluent as a number: every integer up to it
/// is exact as the `f64` Fluent keeps.
const EXACT_COUNT: u64 = 1 << 53;

/// The bundle that formats `id` in `lang`: the message's own catalogue
/// with those it refers to, built the first time one of its messages is
/// asked for. A run parses only the catalogues it speaks from (all of
/// them took about 2 ms, the whole of a short command's own time).
fn bundle_of(lang: Lang, id: &str) -> Option<&'static FluentBundle<&'static FluentResource>> {
    type Bundle = FluentBundle<&'static FluentResource>;
    static EN: [OnceLock<Bundle>; COUNT_EN] = [const { OnceLock::new() }; COUNT_EN];
    static ZH: [OnceLock<Bundle>; COUNT_ZH] = [const { OnceLock::new() }; COUNT_ZH];
    let (index, cells): (&[(&str, u16)], &'static [OnceLock<Bundle>]) = match lang {
        Lang::En => (INDEX_EN, &EN),
        Lang::Zh => (INDEX_ZH, &ZH),
    };
    let at = index.binary_search_by(|(m, _)| (*m).cmp(id)).ok()?;
    let file = usize::from(index[at].1);
    Some(cells[file].get_or_init(|| build(lang, file)))
}

/// Catalogue `file` of `lang`, parsed once.
fn resource(lang: Lang, file: usize) -> &'static FluentResource {
    static EN: [OnceLock<FluentResource>; COUNT_EN] = [const { OnceLock::new() }; COUNT_EN];
    static ZH: [OnceLock<FluentResource>; COUNT_ZH] = [const { OnceLock::new() }; COUNT_ZH];
    let cells: &'static [OnceLock<FluentResource>] = match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    };
    cells[file].get_or_init(|| {
        let (_, text) = source(lang)
            .nth(file)
            .expect("the index numbers the catalogues source gives");
        // A catalogue with a syntax error keeps the messages that parse;
        // the tests refuse any error.
        FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r)
    })
}

pub(crate) fn source(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str)> {
    let alone: &[(&str, &str)] = match lang {
        Lang::En => &[],
        Lang::Zh => ZH_ONLY,
    };
    FILES
        .iter()
        .map(move |&(name, en, zh)| match lang {
            Lang::En => (name, en),
            Lang::Zh => (name, zh),
        })
        .chain(alone.iter().copied())
}

/// The bundle of catalogue `file` of `lang` and every catalogue it refers to.
fn build(lang: Lang, file: usize) -> FluentBundle<&'static FluentResource> {
    let tag: unic_langid::LanguageIdentifier =
        lang.tag().parse().expect("the catalogue tags are valid");
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // Isolation marks (U+2068, U+2069) around every argument would end up
    // in terminals and golden files; grundy's texts are left to right.
    bundle.set_use_isolating(false);
    // NUMBER(…, type: "ordinal"): the English 1st, 2nd, 3rd, 21st.
    bundle
        .add_builtins()
        .expect("NUMBER is added to a bundle once");
    let needs = match lang {
        Lang::En => NEEDS_EN[file],
        Lang::Zh => NEEDS_ZH[file],
    };
    for &other in needs {
        let _ = bundle.add_resource(resource(lang, usize::from(other)));
    }
    bundle
}

/// An argument that is not a count, as the text it stands for in `lang`.
fn written(lang: Lang, arg: &Arg) -> String {
    match arg {
        Arg::Text(text) => text.clone(),
        Arg::Count(n) => n.to_string(),
        Arg::Message(m) => format(lang, m.id(), m.args()),
        Arg::List(join, items) => {
            let items: Vec<String> = items.iter().map(|i| written(lang, i)).collect();
            crate::list::join_in(lang, *join, &items)
        }
        Arg::Lines(join, items) => {
            let items: Vec<&str> = items.split('\n').collect();
            crate::list::join_in(lang, *join, &items)
        }
    }
}

pub(crate) fn format(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, arg) in args {
        let value = match arg {
            Arg::Text(text) => FluentValue::String(Cow::Borrowed(text.as_str())),
            Arg::Count(n) if *n <= EXACT_COUNT => FluentValue::from(*n as f64),
            other => FluentValue::String(Cow::Owned(written(lang, other))),
        };
        fluent_args.set(*name, value);
    }
    for lang in [lang, Lang::En] {
        let Some(bundle) = bundle_of(lang, id) else {
            continue;
        };
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned();
        }
    }
    id.to_string()
}

/// The identifiers of every message of `lang`'s catalogues, in file order.
///
/// ```
/// use grundy_i18n::{message_ids, Lang};
/// assert!(message_ids(Lang::Zh).iter().any(|id| id == "verdict-first-player-wins"));
/// ```
pub fn message_ids(lang: Lang) -> Vec<String> {
    messages(lang).map(|m| m.id.name.to_string()).collect()
}

/// Every message of `lang`'s catalogues as Fluent's syntax tree, in file
/// order (a catalogue with a syntax error gives the messages that parse;
/// the tests refuse any error).
pub(crate) fn messages(
    lang: Lang,
) -> impl Iterator<Item = fluent_syntax::ast::Message<&'static str>> {
    source(lang).flat_map(|(_, text)| {
        let resource = match fluent_syntax::parser::parse(text) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        resource.body.into_iter().filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m),
            _ => None,
        })
    })
}

#[cfg(test)]
mod tests;

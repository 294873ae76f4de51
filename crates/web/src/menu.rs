//! The games the playground knows, read from the engine's registries
//! ([`grundy_engine::kinds::KINDS`] and
//! [`grundy_engine::play::whole::WHOLE_GAMES`]): as `GET /api/games` lists
//! them, and as the page's game menu offers them.

use crate::{BODY_LIMIT, COMPONENT_LIMIT, MOVE_LIMIT, PLAY_HEAP_LIMIT, TIME_LIMIT};
use grundy_engine::kinds::KINDS;
use grundy_engine::play::whole::WHOLE_GAMES;
use serde_json::{json, Value};

/// The games the playground knows, with their rules in the current
/// language.
pub(crate) fn game_list() -> Value {
    use grundy_engine::heap::names::{form_rules, FORMS, NAMED};
    use grundy_i18n::text;
    // Every name listed reads back: the named games, then the forms that
    // are written out (a code, a set) rather than named.
    let heap_games: Vec<Value> = NAMED
        .iter()
        .map(|n| json!({ "name": n.name, "rules": grundy_i18n::say(&n.rules_message()) }))
        .chain(FORMS.iter().map(
            |(form, rules)| json!({ "name": form, "rules": grundy_i18n::say(&form_rules(rules)) }),
        ))
        .collect();
    let components: Vec<Value> = KINDS
        .iter()
        .map(|k| json!({ "game": k.game, "example": k.examples[0], "rules": grundy_i18n::say(&k.rules_message()) }))
        .collect();
    let whole_games: Vec<Value> = WHOLE_GAMES
        .iter()
        .map(|w| json!({ "game": w.game, "example": w.example, "rules": text(w.rules, &[]) }))
        .collect();
    json!({
        "syntax": grundy_i18n::say(&grundy_engine::kinds::syntax()),
        "components": components,
        "heap_games": heap_games,
        // Played alone, not as parts of a sum.
        "whole_games": whole_games,
        "limits": {
            "body_bytes": BODY_LIMIT,
            "legal_moves": MOVE_LIMIT,
            "heap_counters": PLAY_HEAP_LIMIT,
            "components": COMPONENT_LIMIT,
            "seconds": TIME_LIMIT.as_secs(),
        },
    })
}

/// One entry of the page's game menu: a family of the registry (a kind of
/// component, or a whole game), or a sum of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    /// The family as the registry names it (`nim`, `bounded:K`, `a heap
    /// game`, `moore:K`), or `sum`.
    pub(crate) family: &'static str,
    /// The option's value, the game as the page names it: `nim`, `bounded`,
    /// `heap`, `fibonacci-nim`, `moore`.
    pub(crate) value: String,
    /// The names the game answers to in the page's address, the value first
    /// (`misere misere-nim`).
    pub(crate) names: Vec<String>,
    /// What the page asks for beside the position: `k` (`bounded:K`),
    /// `rules` (a heap game's name) or `rule` (a coin game's).
    pub(crate) param: Option<&'static str>,
    /// The K the page starts with, for a game that takes one.
    pub(crate) k: Option<String>,
    /// The position the page starts with, as `grundy play` takes it.
    pub(crate) position: String,
    /// The catalogue's message naming the game in the menu.
    pub(crate) label: String,
    /// The catalogue's message the page shows under the form: the page's
    /// own where it has one, else the family's rules.
    pub(crate) about: String,
    /// Whether misère play may be asked (misère Nim is misère already).
    pub(crate) misere: bool,
}

/// The games the page showed first, in their order; every other family
/// of the registry follows in the registry's order, and a sum comes last.
const FIRST: [&str; 9] = [
    "nim",
    "wythoff",
    "heap",
    "staircase",
    "bounded",
    "misere",
    "moore",
    "chips",
    "coins",
];

/// The position a sum starts with.
const SUM_EXAMPLE: &str = "nim=3 kayles=10 wythoff=3,5";

/// The page's game menu: every kind of component and every whole game of
/// the registry, then a sum.
pub(crate) fn menu() -> Vec<Entry> {
    let page = grundy_i18n::message_ids(grundy_i18n::Lang::En);
    let about = |value: &str, rules: &str| {
        let own = format!("page-about-{value}");
        if page.contains(&own) {
            own
        } else {
            rules.to_string()
        }
    };
    let mut entries: Vec<Entry> = Vec::new();
    for kind in KINDS {
        // `grundy play`'s example names the game and its parameter as the
        // page starts it: `bounded:3 10 12`, `coins:mock 1 4 6`.
        let (game, position) = kind
            .play
            .example
            .split_once(' ')
            .unwrap_or((kind.play.example, ""));
        let (value, param, k) = if kind.fallback {
            ("heap".to_string(), Some("rules"), None)
        } else {
            match (kind.game.split_once(':'), game.split_once(':')) {
                (Some((_, "K")), Some((value, k))) => {
                    (value.to_string(), Some("k"), Some(k.to_string()))
                }
                (Some(_), Some((value, _))) => (value.to_string(), Some("rule"), None),
                _ => (game.to_string(), None, None),
            }
        };
        entries.push(Entry {
            family: kind.game,
            names: vec![value.clone()],
            param,
            k,
            position: position.to_string(),
            label: format!("page-game-{value}"),
            about: about(&value, kind.rules),
            misere: true,
            value,
        });
    }
    for whole in WHOLE_GAMES {
        let (game, position) = whole.example.split_once('=').unwrap_or((whole.example, ""));
        let (value, k) = match game.split_once(':') {
            Some((value, k)) => (value.to_string(), Some(k.to_string())),
            None => (game.to_string(), None),
        };
        let mut names = vec![value.clone()];
        names.extend(
            whole
                .names
                .iter()
                .map(|n| n.trim_end_matches(':').to_string())
                .filter(|n| *n != value),
        );
        entries.push(Entry {
            family: whole.game,
            names,
            param: k.as_ref().map(|_| "k"),
            k,
            position: position.replace(',', " "),
            label: format!("page-game-{value}"),
            about: about(&value, whole.rules),
            misere: whole.has_misere(),
            value,
        });
    }
    let rank = |e: &Entry| {
        FIRST
            .iter()
            .position(|f| *f == e.value)
            .unwrap_or(FIRST.len())
    };
    // A stable sort: the rest keep the registry's order.
    entries.sort_by_key(rank);
    entries.push(Entry {
        family: "sum",
        value: "sum".to_string(),
        names: vec!["sum".to_string()],
        param: None,
        k: None,
        position: SUM_EXAMPLE.to_string(),
        label: "page-game-sum".to_string(),
        about: "page-about-sum".to_string(),
        misere: true,
    });
    entries
}

/// The menu's options, as the page's `<select>` holds them: each labelled
/// in English (the page relabels them in the language it shows), with what
/// the page's script reads of its game.
pub(crate) fn options() -> String {
    let mut out = String::new();
    for e in menu() {
        let label = grundy_i18n::text_in(grundy_i18n::Lang::En, &e.label, &[]);
        let mut attributes = format!(
            "value=\"{}\" data-i18n=\"{}\" data-family=\"{}\" data-names=\"{}\" data-about=\"{}\" data-position=\"{}\"",
            escape(&e.value),
            escape(&e.label),
            escape(e.family),
            escape(&e.names.join(" ")),
            escape(&e.about),
            escape(&e.position),
        );
        if let Some(param) = e.param {
            attributes.push_str(&format!(" data-param=\"{param}\""));
        }
        if let Some(k) = &e.k {
            attributes.push_str(&format!(" data-k=\"{}\"", escape(k)));
        }
        if !e.misere {
            attributes.push_str(" data-misere=\"no\"");
        }
        out.push_str(&format!(
            "      <option {attributes}>{}</option>\n",
            escape(&label)
        ));
    }
    out
}

/// `text` as HTML text or a quoted attribute's value.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

//! The registry of the kinds of component a sum can hold. Each family's
//! file defines its [`Kind`] (name, examples, rules, parser, how it is
//! played); [`KINDS`] lists them, and everything that names the kinds reads
//! it: `grundy sum`'s syntax and errors, the help texts, `grundy play` and
//! the web playground's game list. Adding a game is its file, its message
//! file in each language and one line in [`KINDS`] (docs/adding-a-game.md).
//!
//! ```
//! use grundy_engine::kinds::{parse_component, KINDS};
//! assert!(KINDS.iter().any(|k| k.game == "wythoff"));
//! let c = parse_component("kayles=3,4").unwrap();
//! assert_eq!(c.describe(), "kayles=3,4");
//! let e = parse_component("kayles").err().unwrap();
//! assert_eq!(e.message().id(), "component-not-a-component"); // GAME=POSITION, for example …
//! ```

use crate::component::{Component, ComponentError, GameError, Kind, Reason, Written};
use grundy_text::{msg, Arg, Join, Message, Text};
use std::fmt::Write;

/// Every kind of component, in the order help texts list them. A game
/// name is read as the first kind that claims it; a name no kind claims
/// goes to the [`Kind::fallback`] kind, whose parser explains what is
/// accepted.
pub const KINDS: &[&Kind] = &[
    &crate::nim::KIND,
    &crate::heap::component::KIND,
    &crate::wythoff::KIND,
    &crate::staircase::KIND,
    &crate::bounded_nim::KIND,
    &crate::divisors::KIND,
    &crate::coins::KIND,
    &crate::k_fold::KIND,
    &crate::cutting::KIND,
    &crate::circle::KIND,
    &crate::euclid::KIND,
    &crate::multiplication::KIND,
    &crate::funny_stones::KIND,
    &crate::hackenbush::KIND,
    &crate::boxes::KIND,
    &crate::digits::KIND,
    &crate::calendar::KIND,
];

/// The kind of component `game` names: the first that claims it, else the
/// fallback kind (which may still refuse it when it reads the position).
///
/// ```
/// use grundy_engine::kinds::kind_of;
/// assert_eq!(kind_of("bounded:3").unwrap().game, "bounded:K");
/// assert!(kind_of("kayles").unwrap().heaps);
/// ```
pub fn kind_of(game: &str) -> Option<&'static Kind> {
    let game = game.trim().to_ascii_lowercase();
    KINDS
        .iter()
        .copied()
        .find(|k| (k.claims)(&game))
        .or_else(|| KINDS.iter().copied().find(|k| k.fallback))
}

/// How a component is written, with examples of every kind:
/// `GAME=POSITION, for example nim=7, kayles=10, …`.
///
/// ```
/// use grundy_text::{Arg, Join};
/// let syntax = grundy_engine::kinds::syntax();
/// assert_eq!(syntax.id(), "component-syntax");
/// let Some(Arg::List(Join::Names, examples)) = syntax.arg("examples") else { panic!() };
/// assert_eq!(examples[0], Arg::Text("nim=7".into()));
/// ```
pub fn syntax() -> Message {
    let first = KINDS.iter().flat_map(|k| k.examples.iter());
    let more = KINDS.iter().flat_map(|k| k.more_examples.iter());
    let examples: Vec<&str> = first.chain(more).copied().collect();
    msg!(
        "component-syntax",
        examples = Arg::list(Join::Names, examples)
    )
}

/// The lines of `grundy sum --help` that list the kinds: an example and
/// what it is, one kind a line.
///
/// ```
/// let lines = grundy_engine::kinds::help_lines();
/// let read = lines.read_with(&|m| m.id().to_string());
/// assert!(read.contains(&format!("  {:<18} kind-wythoff-position\n", "wythoff=3,5")));
/// ```
pub fn help_lines() -> Text {
    let mut out = Text::new();
    for k in KINDS {
        let _ = write!(out, "  {:<18} ", k.examples[0]);
        out.line(k.position_message());
    }
    out
}

/// Reads one component written `GAME=POSITION` (see [`syntax`]).
///
/// ```
/// use grundy_engine::kinds::parse_component;
/// assert_eq!(parse_component("wythoff=3,5").unwrap().grundy(), 0u64.into());
/// assert!(parse_component("wythoff=3").is_err());
/// ```
pub fn parse_component(text: &str) -> Result<Box<dyn Component>, ComponentError> {
    let Some((game, position)) = text.split_once('=') else {
        return Err(ComponentError {
            text: text.to_string(),
            reason: Reason::NotAComponent { syntax: syntax() },
        });
    };
    let written = Written {
        text,
        game: game.trim(),
        position,
    };
    let kind = kind_of(written.game).expect("the registry has a fallback kind");
    let lower = written.game.to_ascii_lowercase();
    if let Some((_, why)) = NOT_IN_A_SUM.iter().find(|(g, _)| {
        lower == *g
            || lower
                .strip_prefix(g)
                .is_some_and(|rest| rest.starts_with(':'))
    }) {
        return Err(written.error(Reason::NotInASum {
            game: written.game.to_string(),
            why,
        }));
    }
    if kind.fallback && !(kind.claims)(&lower) {
        // Unknown as a heap game too: what heap games may be written as;
        // else what is wrong with it as one.
        let heap_games = match crate::heap::HeapGame::parse_form(written.game) {
            None => GameError(crate::heap::accepted()),
            Some(Err(e)) => e,
            Some(Ok(_)) => unreachable!("the fallback kind claims every heap game"),
        };
        let kinds: Vec<&str> = KINDS
            .iter()
            .filter(|k| !k.fallback)
            .map(|k| k.examples[0])
            .collect();
        return Err(written.error(Reason::UnknownGame {
            game: written.game.to_string(),
            kinds: kinds.iter().map(ToString::to_string).collect(),
            heap_games: Box::new(heap_games),
        }));
    }
    (kind.parse)(&written)
}

/// Games grundy plays that a sum under normal play cannot hold, and the
/// catalogue's message saying why.
///
/// ```
/// assert!(grundy_engine::kinds::NOT_IN_A_SUM.iter().any(|(game, _)| *game == "misere"));
/// ```
pub const NOT_IN_A_SUM: [(&str, &str); 4] = [
    ("misere", "why-misere-sum"),
    ("moore", "why-moore-sum"),
    ("teams", "why-teams-sum"),
    ("team-nim", "why-teams-sum"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_syntax_lists_every_kind_s_examples() {
        // (The words: tests/wording_games.rs.)
        assert_eq!(syntax().id(), "component-syntax");
        for k in KINDS {
            for e in k.examples.iter().chain(k.more_examples) {
                let c = parse_component(e).unwrap_or_else(|e| panic!("{e}"));
                // (0.07 is written back by its name, dawsons-kayles.)
                let again = parse_component(&c.describe()).unwrap();
                assert_eq!(again.describe(), c.describe(), "{e}");
                let game = e.split('=').next().unwrap();
                assert_eq!(kind_of(game).unwrap().game, k.game, "{e}");
            }
        }
    }

    #[test]
    fn exactly_one_kind_reads_unclaimed_names() {
        assert_eq!(KINDS.iter().filter(|k| k.fallback).count(), 1);
    }
}

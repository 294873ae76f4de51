//! The registry of the kinds of component a sum can hold. Each family's
//! file defines its [`Kind`] (name, examples, rules, parser, how it is
//! played); [`KINDS`] lists them, and everything that names the kinds reads
//! it: `grundy sum`'s syntax and errors, the help texts, `grundy play` and
//! the web playground's game list. Adding a game is one file and one line
//! in [`KINDS`] (docs/adding-a-game.md).
//!
//! ```
//! use grundy_engine::kinds::{parse_component, KINDS};
//! assert!(KINDS.iter().any(|k| k.game == "wythoff"));
//! let c = parse_component("kayles=3,4").unwrap();
//! assert_eq!(c.describe(), "kayles=3,4");
//! let e = parse_component("kayles").err().unwrap();
//! assert!(e.to_string().contains("GAME=POSITION"));
//! ```

use crate::component::Component;
use crate::heap::GameError;
use crate::num::{BigNat, Natural};
use std::fmt;

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
];

/// One kind of component: what a family tells the rest of grundy about
/// itself.
pub struct Kind {
    /// How the game is named before the `=`, as help texts show it: `nim`,
    /// `bounded:K`, `a heap game`.
    pub game: &'static str,
    /// Examples of components, the first one shown wherever one is.
    pub examples: &'static [&'static str],
    /// More examples, listed after every kind's own in [`syntax`].
    pub more_examples: &'static [&'static str],
    /// What a position of this kind is, in a few words (`a Nim pile (any
    /// size)`), for the help of `grundy sum`.
    pub position: &'static str,
    /// The rules in one line, for the playground's game list.
    pub rules: &'static str,
    /// How `grundy play` is given such a game: its example (`nim 3 5 7`)
    /// and how the numbers become components.
    pub play: Play,
    /// Whether `game` (in lower case) names a game of this kind.
    pub claims: fn(&str) -> bool,
    /// Reads a component of this kind.
    pub parse: fn(&Written<'_>) -> Result<Box<dyn Component>, ComponentError>,
    /// Whether this kind reads the names no kind claims (and says what is
    /// accepted when it cannot).
    pub fallback: bool,
    /// Whether its positions are heaps valued by a nim-sequence computed up
    /// to the largest one, a cost to bound before building the component
    /// (the playground does).
    pub heaps: bool,
}

/// How `grundy play GAME NUMBER…` writes its numbers as components.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Play {
    /// The command line after `grundy play`, as the help shows it.
    pub example: &'static str,
    /// How the numbers become components.
    pub numbers: PlayNumbers,
}

/// How the numbers after `grundy play GAME` are grouped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayNumbers {
    /// One component per number (Nim piles: `nim=3 nim=5`).
    EachOne,
    /// One component of all the numbers (`wythoff=3,5`, `kayles=3,4`).
    AllInOne,
}

impl Kind {
    /// The components `grundy play GAME NUMBER…` plays, in `grundy sum`'s
    /// notation.
    ///
    /// ```
    /// use grundy_engine::kinds::kind_of;
    /// let numbers = ["3".to_string(), "5".to_string()];
    /// assert_eq!(kind_of("nim").unwrap().play_components("nim", &numbers), ["nim=3", "nim=5"]);
    /// assert_eq!(kind_of("wythoff").unwrap().play_components("wythoff", &numbers), ["wythoff=3,5"]);
    /// ```
    pub fn play_components(&self, game: &str, numbers: &[String]) -> Vec<String> {
        match self.play.numbers {
            PlayNumbers::EachOne => numbers.iter().map(|n| format!("{game}={n}")).collect(),
            PlayNumbers::AllInOne => vec![format!("{game}={}", numbers.join(","))],
        }
    }
}

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
/// assert!(grundy_engine::kinds::syntax().starts_with("GAME=POSITION, for example nim=7, "));
/// ```
pub fn syntax() -> String {
    let first = KINDS.iter().flat_map(|k| k.examples.iter());
    let more = KINDS.iter().flat_map(|k| k.more_examples.iter());
    let examples: Vec<&str> = first.chain(more).copied().collect();
    format!("GAME=POSITION, for example {}", examples.join(", "))
}

/// The lines of `grundy sum --help` that list the kinds: an example and
/// what it is, one kind a line.
///
/// ```
/// assert!(grundy_engine::kinds::help_lines().contains("wythoff=3,5"));
/// ```
pub fn help_lines() -> String {
    let mut out = String::new();
    for k in KINDS {
        out.push_str(&format!("  {:<18} {}\n", k.examples[0], k.position));
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
            reason: Reason::NotAComponent,
        });
    };
    let written = Written {
        text,
        game: game.trim(),
        position,
    };
    let kind = kind_of(written.game).expect("the registry has a fallback kind");
    (kind.parse)(&written)
}

/// A component as written, handed to its kind's parser.
#[derive(Clone, Copy, Debug)]
pub struct Written<'a> {
    /// The whole component, `kayles=3,4`.
    pub text: &'a str,
    /// The game, before the `=` (trimmed).
    pub game: &'a str,
    /// The position, after the `=`.
    pub position: &'a str,
}

impl Written<'_> {
    /// An error about this component.
    pub fn error(&self, reason: Reason) -> ComponentError {
        ComponentError {
            text: self.text.to_string(),
            reason,
        }
    }

    /// The comma-separated numbers of the position, each called `what` and
    /// its place (`pile 2`) in errors.
    ///
    /// ```
    /// use grundy_engine::kinds::Written;
    /// let w = Written { text: "wythoff=3,x", game: "wythoff", position: "3,x" };
    /// assert!(w.numbers("pile").unwrap_err().to_string().contains("pile 2"));
    /// ```
    pub fn numbers(&self, what: &str) -> Result<Vec<BigNat>, ComponentError> {
        self.position
            .split(',')
            .enumerate()
            .map(|(i, t)| {
                BigNat::parse_decimal(t.trim()).ok_or_else(|| {
                    self.error(Reason::NotANumber {
                        token: t.trim().to_string(),
                        what: format!("{what} {}", i + 1),
                    })
                })
            })
            .collect()
    }

    /// The one number of the position.
    pub fn one(&self, what: &str) -> Result<BigNat, ComponentError> {
        let v = self.numbers(what)?;
        match v.len() {
            1 => Ok(v.into_iter().next().expect("one number")),
            found => Err(self.error(Reason::Count {
                game: self.game.to_string(),
                takes: "one number",
                found,
            })),
        }
    }

    /// The numbers as machine words, each at most `limit`, or an error
    /// saying `why` there is a limit.
    pub fn at_most(
        &self,
        values: &[BigNat],
        limit: u64,
        why: &'static str,
    ) -> Result<Vec<u64>, ComponentError> {
        values
            .iter()
            .map(|v| {
                v.to_u64().filter(|&v| v <= limit).ok_or_else(|| {
                    self.error(Reason::TooLarge {
                        value: v.clone(),
                        limit,
                        why,
                    })
                })
            })
            .collect()
    }
}

/// A component that could not be read: the text, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentError {
    /// The component as written.
    pub text: String,
    /// What is wrong with it.
    pub reason: Reason,
}

/// What is wrong with a component.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reason {
    /// No `=` between the game and its position.
    NotAComponent,
    /// A number of the position is not a natural number.
    NotANumber {
        /// The token.
        token: String,
        /// What it should have been, with its place: `pile 2`.
        what: String,
    },
    /// The position has the wrong count of numbers.
    Count {
        /// The game, as written.
        game: String,
        /// What it takes: `one number`, `two piles`.
        takes: &'static str,
        /// How many it has.
        found: usize,
    },
    /// A number is larger than this kind computes.
    TooLarge {
        /// The number.
        value: BigNat,
        /// The largest accepted.
        limit: u64,
        /// Why there is a limit.
        why: &'static str,
    },
    /// A parameter or number is outside what the game allows (`bounded:0`).
    Invalid {
        /// What it is: `the bound in bounded:0`.
        what: String,
        /// What it must be.
        must_be: &'static str,
    },
    /// The game is not one grundy knows.
    Game(GameError),
    /// Valuing the position would take too much work.
    TooMuchWork {
        /// The largest heap.
        largest: usize,
        /// The work bound.
        limit: u128,
    },
}

impl fmt::Display for ComponentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = &self.text;
        match &self.reason {
            Reason::NotAComponent => {
                write!(f, "\"{text}\" is not a component: write {}", syntax())
            }
            Reason::NotANumber { token, what } => {
                f.write_str(&crate::num::not_a_natural(token, what))
            }
            Reason::Count { game, takes, found } => {
                write!(f, "\"{text}\": {game} takes {takes}, found {found}")
            }
            Reason::TooLarge { value, limit, why } => {
                write!(
                    f,
                    "\"{text}\": {value} is too large: {why} (at most {limit})"
                )
            }
            Reason::Invalid { what, must_be } => write!(f, "\"{text}\": {what} must be {must_be}"),
            Reason::Game(e) => write!(f, "\"{text}\": {e}"),
            Reason::TooMuchWork { largest, limit } => write!(
                f,
                "\"{text}\": a heap of {largest} is too large for this game: its nim-sequence \
                 would take more than {limit} steps to compute, and no period is proven"
            ),
        }
    }
}

impl std::error::Error for ComponentError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.reason {
            Reason::Game(e) => Some(e),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_syntax_lists_every_kind_s_examples() {
        // Every kind's own examples first, in the registry's order.
        assert!(syntax().starts_with(
            "GAME=POSITION, for example nim=7, kayles=10, kayles=3,4, wythoff=3,5, \
             staircase=1,4,3, bounded:3=10, "
        ));
        assert!(syntax().ends_with(", sub:1,2,5=9, 0.07=12, grundys-game=9"));
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

//! The named heap games: one table of names, other spellings, the game
//! each stands for and its rules, read by [`HeapGame::parse`],
//! [`HeapGame::name`], the list of what is accepted, and the playground.

use super::HeapGame;
use crate::subtraction::SubtractionSet;

/// A heap game known by name.
#[derive(Clone, Copy, Debug)]
pub struct Named {
    /// The name, as grundy writes it.
    pub name: &'static str,
    /// Other spellings it reads.
    pub aliases: &'static [&'static str],
    /// The rules in one line (with the code, for a take-and-break game):
    /// the catalogue's message `heap-rules-NAME` ([`Named::rules_text`]).
    pub rules: &'static str,
    /// The game, by its take-and-break code or as itself.
    pub stands_for: StandsFor,
}

impl Named {
    /// The rules in one line, to say.
    ///
    /// ```
    /// let kayles = grundy_engine::heap::names::named("kayles").unwrap();
    /// assert_eq!(kayles.rules_message().id(), "heap-rules-kayles");
    /// ```
    pub fn rules_message(&self) -> grundy_text::Message {
        grundy_text::Message::new(self.rules)
    }
}

/// What a name stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StandsFor {
    /// A take-and-break code (`0.77`).
    Code(&'static str),
    /// Nim.
    Nim,
    /// Grundy's game.
    Grundys,
    /// Lasker's Nim.
    Lasker,
    /// Subtraction of a Fibonacci number.
    Fibonacci,
}

impl Named {
    /// The game the name stands for.
    ///
    /// ```
    /// use grundy_engine::heap::{names::NAMED, HeapGame};
    /// assert_eq!(NAMED[1].game(), HeapGame::parse("0.77").unwrap());
    /// ```
    pub fn game(&self) -> HeapGame {
        match self.stands_for {
            StandsFor::Code(c) => HeapGame::TakeAndBreak(c.parse().expect("built-in codes parse")),
            StandsFor::Nim => HeapGame::Nim,
            StandsFor::Grundys => HeapGame::Grundys,
            StandsFor::Lasker => HeapGame::Lasker,
            StandsFor::Fibonacci => HeapGame::Subtraction(SubtractionSet::Fibonacci),
        }
    }

    /// Whether `spelling` (in lower case) is this name or another spelling of it.
    pub fn is_spelled(&self, spelling: &str) -> bool {
        self.name == spelling || self.aliases.contains(&spelling)
    }
}

/// Every named heap game.
pub const NAMED: [Named; 9] = [
    Named {
        name: "nim",
        aliases: &[],
        rules: "heap-rules-nim",
        stands_for: StandsFor::Nim,
    },
    Named {
        name: "kayles",
        aliases: &[],
        rules: "heap-rules-kayles",
        stands_for: StandsFor::Code("0.77"),
    },
    Named {
        name: "dawsons-kayles",
        aliases: &["dawson's-kayles"],
        rules: "heap-rules-dawsons-kayles",
        stands_for: StandsFor::Code("0.07"),
    },
    Named {
        name: "dawsons-chess",
        aliases: &["dawson's-chess"],
        rules: "heap-rules-dawsons-chess",
        stands_for: StandsFor::Code("0.137"),
    },
    Named {
        name: "treblecross",
        aliases: &[],
        rules: "heap-rules-treblecross",
        stands_for: StandsFor::Code("0.007"),
    },
    Named {
        name: "guiles",
        aliases: &[],
        rules: "heap-rules-guiles",
        stands_for: StandsFor::Code("0.15"),
    },
    Named {
        name: "grundys-game",
        aliases: &["grundy's-game", "grundy"],
        rules: "heap-rules-grundys-game",
        stands_for: StandsFor::Grundys,
    },
    Named {
        name: "laskers-nim",
        aliases: &["lasker's-nim", "lasker"],
        rules: "heap-rules-laskers-nim",
        stands_for: StandsFor::Lasker,
    },
    Named {
        name: "fibonacci",
        aliases: &["fib"],
        rules: "heap-rules-fibonacci",
        stands_for: StandsFor::Fibonacci,
    },
];

/// The forms of heap game written out rather than named, with the
/// catalogue message of what they mean (see [`form_rules_text`]).
pub const FORMS: [(&str, &str); 4] = [
    ("0.77", "heap-form-octal"),
    ("sub:1,2,5", "heap-form-sub"),
    ("allbut:1,3", "heap-form-allbut"),
    ("take-or-split:3", "heap-form-take-or-split"),
];

/// What a form of [`FORMS`] means, to say.
///
/// ```
/// use grundy_engine::heap::names::{form_rules, FORMS};
/// let (form, rules) = FORMS[1];
/// assert_eq!(form, "sub:1,2,5");
/// assert_eq!(form_rules(rules).id(), "heap-form-sub");
/// ```
pub fn form_rules(id: &'static str) -> grundy_text::Message {
    grundy_text::Message::new(id)
}

/// The named game `spelling` (in lower case) stands for.
pub fn named(spelling: &str) -> Option<&'static Named> {
    NAMED.iter().find(|n| n.is_spelled(spelling))
}

//! Other ways to add games up than the disjunctive sum of the
//! Sprague–Grundy theorem (where a move is a move in one component):
//!
//! - the **conjunctive** sum ([`conjunctive`]): a move is a move in *every*
//!   component, and the game ends as soon as one component cannot move.
//!   Smith's theorem: its remoteness is the least remoteness of the
//!   components, so the player to move wins exactly when that least
//!   remoteness is odd (normal play) or even (misère play, counting
//!   misère remoteness).
//! - the **continued conjunctive** sum ([`continued`], the Every-SG of the
//!   judges' problems): a move is a move in every component *not yet over*,
//!   and the game ends when all are. Its remoteness is the greatest of the
//!   components'.
//! - the **selective** sum ([`selective`]): a move is a move in any
//!   non-empty set of components, and the game ends when none can move.
//!   Under normal play the player to move loses exactly when every
//!   component is lost for the player to move, and wins by moving in
//!   exactly the components that are won, each to a lost position.
//!
//! Each component is explored from its rules ([`explore::Explored`]) within
//! a [`Budget`]; past it the answer is [`TooLarge`], never a guess.
//!
//! ```
//! use grundy_engine::compound::{conjunctive, Budget, Convention};
//! use grundy_engine::kinds::parse_component;
//! let parts = vec![parse_component("nim=2").unwrap(), parse_component("nim=5").unwrap()];
//! // Both piles move at every turn; the pile of 2 ends first: taking it
//! // whole ends the game at once, so the first player wins.
//! let sum = conjunctive(&parts, Convention::Normal, Budget::DEFAULT).unwrap();
//! assert!(sum.first_player_wins);
//! assert_eq!(sum.remoteness, 1);
//! ```

pub mod explore;
pub mod tame;

mod by_quotient;
mod conjunctive;
mod continued;
mod misere;
mod search;
mod selective;
#[cfg(test)]
mod tests;

pub use by_quotient::ByQuotient;
pub use conjunctive::{conjunctive, Conjunctive};
pub use continued::{continued, Continued};
pub use misere::{misere, Misere, MisereMethod};
pub use selective::{selective, Selective};

use crate::num::BigNat;
use grundy_text::{msg, Message};
use std::fmt;

/// Who wins when no move is left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Convention {
    /// The player who cannot move loses.
    Normal,
    /// The player who cannot move wins: whoever moves last loses.
    Misere,
}

/// How much exploring the components may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most positions one component may reach.
    pub positions: usize,
    /// The most moves listed over one component's positions.
    pub moves: usize,
    /// The most moves one position may have.
    pub per_position: usize,
    /// The most choices (one move in each of the components moved) a
    /// compound move list may examine to list the winning ones.
    pub choices: usize,
}

impl Budget {
    /// A fraction of a second: 200,000 positions and two million moves per
    /// component, 10,000 moves from one position, a million choices.
    pub const DEFAULT: Budget = Budget {
        positions: 200_000,
        moves: 2_000_000,
        per_position: 10_000,
        choices: 1_000_000,
    };
}

/// The most winning moves of a compound listed one by one; past it they
/// are counted, and the one the remoteness strategy makes is given.
pub const LIST_LIMIT: usize = 1000;

/// A component too large to explore within the [`Budget`], or one whose
/// game does not end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TooLarge {
    /// More positions than [`Budget::positions`].
    Positions {
        /// The limit.
        limit: usize,
    },
    /// More moves than [`Budget::moves`].
    Moves {
        /// The limit.
        limit: usize,
    },
    /// One position with more moves than [`Budget::per_position`].
    Position {
        /// The position.
        text: String,
        /// The limit.
        limit: usize,
    },
    /// A position that can come back: the game need not end.
    Loopy {
        /// The position.
        text: String,
    },
}

impl TooLarge {
    /// What to say about it.
    ///
    /// ```
    /// use grundy_engine::compound::TooLarge;
    /// assert_eq!(TooLarge::Moves { limit: 9 }.message().id(), "explore-too-many-moves");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            TooLarge::Positions { limit } => msg!("explore-too-many-positions", limit = limit),
            TooLarge::Moves { limit } => msg!("explore-too-many-moves", limit = limit),
            TooLarge::Position { text, limit } => msg!(
                "explore-position-too-many-moves",
                position = text,
                limit = limit
            ),
            TooLarge::Loopy { text } => msg!("explore-loopy", position = text),
        }
    }
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for TooLarge {}

/// A compound move: one move in each of the components it moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompoundMove {
    /// For each component moved (index into the components), the index of
    /// the move in its list ([`explore::Position::moves`]), its
    /// description and the position it leaves.
    pub parts: Vec<Part>,
}

impl CompoundMove {
    /// The move `m` of component `component` alone, as a sum decided
    /// without exploring its components lists it: no remoteness, and the
    /// group of like moves it stands for, if any.
    pub(crate) fn one(component: usize, m: crate::component::ComponentMove) -> CompoundMove {
        CompoundMove {
            parts: vec![Part {
                component,
                description: m.description,
                after: m.after,
                after_numbers: m.after_numbers,
                remoteness: None,
                family: m.family,
            }],
        }
    }
}

/// One component's share of a [`CompoundMove`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// Which component.
    pub component: usize,
    /// What the move does, in the component's terms.
    pub description: grundy_text::Message,
    /// The component after it.
    pub after: String,
    /// The same position as numbers, as the component's own move gives
    /// them ([`crate::component::ComponentMove::after_numbers`]), so that
    /// the move can be played without listing the others.
    pub after_numbers: Vec<BigNat>,
    /// The remoteness it leaves, under the convention asked for; `None`
    /// where the component was not explored (a misère sum decided by the
    /// SJ theorem on parts known by their rules, at any size).
    pub remoteness: Option<u64>,
    /// The group of like moves this one stands for, the first of them (a
    /// huge heap's cuts in one residue class), where it stands for more.
    pub family: Option<crate::component::MoveFamily>,
}

/// The winning moves of a compound: all of them when few, else their count
/// and one of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinningMoves {
    /// How many there are.
    pub count: BigNat,
    /// The moves listed: all of them when `count` is at most
    /// [`LIST_LIMIT`], else the one the remoteness strategy makes.
    pub listed: Vec<CompoundMove>,
    /// Whether `listed` holds every winning move.
    pub complete: bool,
}

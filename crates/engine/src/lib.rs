//! # grundy-engine
//!
//! Exact analysis of impartial combinatorial games: the verdict (does the
//! player to move win?), Grundy values, and *every* winning move.
//!
//! - [`solver`]: the Sprague–Grundy core, a memoized iterative search for any
//!   game described by its moves ([`solver::ImpartialGame`]).
//! - [`nim`], [`misere_nim`], [`moore`], [`bounded_nim`], [`staircase`]: the Nim
//!   family, solved by closed forms that the tests check against the solver.
//! - [`num`]: natural numbers of any size, with a machine-word fast path.
//! - [`component`], [`sum`], [`kinds`]: what a game gives to be part of a
//!   sum, the sum itself, and the registry of the kinds of component, which
//!   each family's file joins with one entry.
//!
//! ```
//! use grundy_engine::nim;
//!
//! let piles = [3u64, 5, 7];
//! assert!(nim::outcome(&piles).first_player_wins());
//! let moves = nim::winning_moves(&piles);
//! assert_eq!(moves.len(), 3);
//! assert_eq!(moves[0].apply(&piles), vec![2, 5, 7]);
//! ```

#![warn(missing_docs)]

pub mod bounded_nim;
pub mod boxes;
pub mod calendar;
pub mod circle;
pub mod coins;
pub mod component;
pub mod compound;
pub mod cutting;
pub mod digits;
pub mod divisors;
pub mod e_and_d;
pub mod edge;
pub mod euclid;
pub mod funny_stones;
pub mod genus;
pub mod geography;
pub mod graph;
pub mod hackenbush;
pub mod heap;
pub mod isa;
pub mod k_fold;
pub mod kinds;
pub mod misere_nim;
pub mod moore;
pub mod multiplication;
pub mod new_stone;
pub mod nim;
pub mod nimber;
pub mod northcott;
pub mod num;
pub mod octal;
pub mod pattern;
pub mod periodicity;
pub mod play;
/// How long perfect play lasts ([`play::remoteness`]).
pub use play::remoteness;
pub mod quotient;
pub mod research;
pub mod solver;
pub mod sparse;
pub mod staircase;
pub mod store;
pub mod subtraction;
pub mod sum;
pub mod survey;
pub mod teams;
pub mod two_pile;
pub mod wythoff;

mod binary;
mod guy_smith;

use std::fmt;

/// Who wins from a position when both players play perfectly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move wins (an N-position).
    FirstPlayerWins,
    /// The player to move loses whatever they do (a P-position).
    SecondPlayerWins,
}

impl Outcome {
    /// `FirstPlayerWins` if `wins`, else `SecondPlayerWins`.
    ///
    /// ```
    /// use grundy_engine::Outcome;
    /// assert_eq!(Outcome::from_first_player_wins(false), Outcome::SecondPlayerWins);
    /// ```
    pub fn from_first_player_wins(wins: bool) -> Self {
        if wins {
            Outcome::FirstPlayerWins
        } else {
            Outcome::SecondPlayerWins
        }
    }

    /// Whether the player to move wins.
    ///
    /// ```
    /// assert!(grundy_engine::Outcome::FirstPlayerWins.first_player_wins());
    /// ```
    pub fn first_player_wins(self) -> bool {
        self == Outcome::FirstPlayerWins
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::FirstPlayerWins => "first player wins",
            Outcome::SecondPlayerWins => "first player loses",
        })
    }
}

/// The Rust examples of the guide's page on the library, compiled and run
/// as doctests so that they cannot fall out of date.
#[doc = include_str!("../../../docs/guide/library.md")]
#[cfg(doctest)]
pub struct GuideDoctests;

/// The same examples on the page in Chinese.
#[doc = include_str!("../../../docs/guide/library.zh-CN.md")]
#[cfg(doctest)]
pub struct GuideDoctestsZh;

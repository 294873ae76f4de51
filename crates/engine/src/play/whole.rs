//! The games played alone, never as a part of a sum: misère Nim, Moore's
//! Nim_k, chips on a line and team Nim. [`WHOLE_GAMES`] declares each once (the
//! names it answers to, what its numbers are, how it is built under normal
//! and misère play), and every face that plays them reads it: `grundy play`
//! and the web playground, as [`crate::kinds::KINDS`] is read for the games
//! a sum can hold.
//!
//! ```
//! use grundy_engine::play::whole::{find, WholeFamily};
//! let (moore, k) = find("nim-k:2").unwrap();
//! assert_eq!((moore.family, k), (WholeFamily::Moore, Some("2")));
//! assert_eq!(moore.name(Some(&2u64.into())), "moore:2");
//! assert!(find("nim").is_none());
//! ```

use super::{ChipLine, PileRule, Piles, Playable, SearchTooLarge, SearchedMisere, TeamNim};
use crate::num::{BigNat, Natural};
use crate::staircase::ChipsError;
use crate::teams::TeamsError;

/// A game played alone, as every face that plays it reads it.
#[derive(Debug)]
pub struct WholeGame {
    /// How the game is named, as lists show it: `misere`, `moore:K`,
    /// `chips`, `teams`.
    pub game: &'static str,
    /// The names it answers to, exactly (the caller folds case if it
    /// does); a name ending in `:` is followed by the game's K.
    pub names: &'static [&'static str],
    /// A position, written as one component of its own (`misere=3,5,1`).
    pub example: &'static str,
    /// The rules in one line: the catalogue's message.
    pub rules: &'static str,
    /// What each of its numbers is, as the catalogue's noun (`noun-pile`).
    pub noun: &'static str,
    /// The kind of component whose misère play this game is (`grundy play
    /// nim --misere` plays misère Nim), if any.
    pub misere_of: Option<&'static str>,
    /// Which game it is, for what each face shows of it.
    pub family: WholeFamily,
}

/// Which whole game a [`WholeGame`] declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WholeFamily {
    /// Misère Nim: Nim piles, whoever takes the last counter loses (misère
    /// already, so it has no misère play of its own).
    MisereNim,
    /// Moore's Nim_k: a move lowers from 1 to K piles.
    Moore,
    /// Chips on a line: a move slides a chip left, never past another;
    /// its misère verdict comes from a bounded search of its positions.
    Chips,
    /// Team Nim (POJ 2068): seats of two teams round a table take from one
    /// heap, each at most its own limit, and whoever takes the last stone
    /// loses (misère already). Not impartial: decided by a table over
    /// (stones, seat).
    Teams,
}

/// Misère Nim.
pub const MISERE_NIM: WholeGame = WholeGame {
    game: "misere",
    names: &["misere", "misere-nim"],
    example: "misere=3,5,1",
    rules: "whole-rules-misere",
    noun: "noun-pile",
    misere_of: Some("nim"),
    family: WholeFamily::MisereNim,
};

/// Moore's Nim_k.
pub const MOORE: WholeGame = WholeGame {
    game: "moore:K",
    names: &["moore:", "nim-k:"],
    example: "moore:2=3,5,6",
    rules: "whole-rules-moore",
    noun: "noun-pile",
    misere_of: None,
    family: WholeFamily::Moore,
};

/// Chips on a line.
pub const CHIPS: WholeGame = WholeGame {
    game: "chips",
    names: &["chips"],
    example: "chips=1,5,6",
    rules: "whole-rules-chips",
    noun: "noun-chip",
    misere_of: None,
    family: WholeFamily::Chips,
};

/// Team Nim: the heap, then each seat's limit in turn from the one to move.
pub const TEAMS: WholeGame = WholeGame {
    game: "teams",
    names: &["teams", "team-nim"],
    example: "teams=97,8,7,6,5,4,3",
    rules: "whole-rules-teams",
    noun: "noun-number",
    misere_of: None,
    family: WholeFamily::Teams,
};

/// Every whole game, in the order lists show them.
pub const WHOLE_GAMES: &[&WholeGame] = &[&MISERE_NIM, &MOORE, &CHIPS, &TEAMS];

/// The whole game `game` names, and the text of its K where it takes one
/// (`moore:2` gives `2`, checked by [`WholeGame::parse_k`]); `None` if it
/// names none. The name is matched exactly.
///
/// ```
/// use grundy_engine::play::whole::find;
/// assert_eq!(find("misere-nim").unwrap().0.game, "misere");
/// assert_eq!(find("moore:x").unwrap().1, Some("x"));
/// assert!(find("Chips").is_none());
/// ```
pub fn find(game: &str) -> Option<(&'static WholeGame, Option<&str>)> {
    WHOLE_GAMES.iter().copied().find_map(|w| {
        w.names
            .iter()
            .find_map(|name| match name.strip_suffix(':') {
                Some(_) => game.strip_prefix(name).map(|k| (w, Some(k))),
                None => (game == *name).then_some((w, None)),
            })
    })
}

/// The whole game that is the misère play of the kind `game` names
/// (misère Nim for `nim`), if any.
///
/// ```
/// use grundy_engine::play::whole::misere_of;
/// assert_eq!(misere_of("nim").unwrap().game, "misere");
/// assert!(misere_of("kayles").is_none());
/// ```
pub fn misere_of(game: &str) -> Option<&'static WholeGame> {
    WHOLE_GAMES
        .iter()
        .copied()
        .find(|w| w.misere_of == Some(game))
}

/// Why a whole game could not be built from its numbers (each face says
/// it in its own words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WholeError {
    /// Misère play asked of a game whose last move loses already (misère
    /// Nim, team Nim): [`WholeGame::no_misere`] says so.
    MisereAlready,
    /// The chips are no position (two on one cell, one on cell 0).
    Chips(ChipsError<BigNat>),
    /// The search that decides its misère play passed its bound.
    TooLarge(SearchTooLarge),
    /// The numbers are no team Nim position (an odd count of seats, a seat
    /// that may take nothing, a table too large).
    Teams(TeamsError),
}

impl WholeGame {
    /// The K of `moore:K` as written: a whole number of at least 1, of any
    /// size, in digits only; `None` if it is none.
    ///
    /// ```
    /// use grundy_engine::play::whole::WholeGame;
    /// assert_eq!(WholeGame::parse_k("3"), Some(3u64.into()));
    /// assert!(WholeGame::parse_k("0").is_none() && WholeGame::parse_k("+3").is_none());
    /// ```
    pub fn parse_k(text: &str) -> Option<BigNat> {
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        BigNat::parse_decimal(text).filter(|k| digits && !Natural::is_zero(k))
    }

    /// The game's name as written back, its K in place of `K`.
    pub fn name(&self, k: Option<&BigNat>) -> String {
        match (self.game.strip_suffix('K'), k) {
            (Some(prefix), Some(k)) => format!("{prefix}{k}"),
            _ => self.game.to_string(),
        }
    }

    /// Whether it can be played under misère play (misère Nim and team Nim
    /// cannot: their last move loses already).
    pub fn has_misere(&self) -> bool {
        self.no_misere().is_none()
    }

    /// Why it has no misère play, as the catalogue's message (which takes
    /// the game's name as `game`), where it has none.
    ///
    /// ```
    /// use grundy_engine::play::whole::{CHIPS, TEAMS};
    /// assert_eq!(TEAMS.no_misere(), Some("play-misere-teams"));
    /// assert_eq!(CHIPS.no_misere(), None);
    /// ```
    pub fn no_misere(&self) -> Option<&'static str> {
        match self.family {
            WholeFamily::MisereNim => Some("play-misere-already"),
            WholeFamily::Teams => Some("play-misere-teams"),
            WholeFamily::Moore | WholeFamily::Chips => None,
        }
    }

    /// Whether its misère verdict comes from a search of every position it
    /// reaches, so that a further search of them (remoteness) would search
    /// each again.
    pub fn misere_searched(&self) -> bool {
        self.family == WholeFamily::Chips
    }

    /// The game on `numbers` (piles, the chips' cells, or team Nim's heap
    /// and limits), with `k` for a game that takes one, under misère play
    /// with `misere`. Its [`Playable::explain_verdict`] tells how its
    /// misère verdict is found (team Nim's, how its table decides).
    ///
    /// ```
    /// use grundy_engine::play::whole::{WholeError, CHIPS, MISERE_NIM};
    /// use grundy_engine::play::Playable;
    /// let chips = CHIPS.build(None, vec![3u64.into()], true).unwrap();
    /// assert!(chips.first_player_wins());
    /// let said = chips.explain_verdict().unwrap().messages().next().cloned().unwrap();
    /// assert_eq!(said.arg("positions"), Some(&grundy_text::Arg::Text("3".into())));
    /// assert_eq!(MISERE_NIM.build(None, vec![1u64.into()], true).err(), Some(WholeError::MisereAlready));
    /// ```
    pub fn build(
        &self,
        k: Option<BigNat>,
        numbers: Vec<BigNat>,
        misere: bool,
    ) -> Result<Box<dyn Playable>, WholeError> {
        Ok(match self.family {
            WholeFamily::MisereNim | WholeFamily::Teams if misere => {
                return Err(WholeError::MisereAlready)
            }
            WholeFamily::Teams => Box::new(TeamNim::new(&numbers).map_err(WholeError::Teams)?),
            WholeFamily::MisereNim => Box::new(Piles::new(numbers, PileRule::Misere)),
            WholeFamily::Moore => {
                let k = k.unwrap_or(BigNat::ONE);
                let rule = if misere {
                    PileRule::MooreMisere(k)
                } else {
                    PileRule::Moore(k)
                };
                Box::new(Piles::new(numbers, rule))
            }
            WholeFamily::Chips => {
                let line = ChipLine::new(numbers).map_err(WholeError::Chips)?;
                if misere {
                    Box::new(SearchedMisere::new(Box::new(line)).map_err(WholeError::TooLarge)?)
                } else {
                    Box::new(line)
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_finds_its_game_and_no_other() {
        for w in WHOLE_GAMES {
            for name in w.names {
                let written = if name.ends_with(':') {
                    format!("{name}2")
                } else {
                    name.to_string()
                };
                assert_eq!(find(&written).unwrap().0.game, w.game, "{written}");
            }
            // The example's name reads back as the game.
            let (name, _) = w.example.split_once('=').unwrap();
            assert_eq!(find(name).unwrap().0.family, w.family);
        }
        for not_whole in ["nim", "misere:2", "moore", "chips:1", "kayles", "teams:2"] {
            assert!(find(not_whole).is_none(), "{not_whole}");
        }
    }
}

//! Playing a game move by move: every legal move labelled winning or
//! losing, a perfect opponent, and the history of who slipped when.
//!
//! A game is a sum of components written as `grundy sum` reads them
//! (`nim=3`, `kayles=10`, `wythoff=3,5`, …); a single game is a sum of one.
//!
//! ```
//! use grundy_engine::play::Game;
//! let game = Game::parse(&["nim=3", "nim=5", "nim=7"]).unwrap();
//! let best = game.computer_move(1000).unwrap().unwrap();
//! assert!(best.winning);
//! let next = game.after(&best);
//! assert!(!next.sum().outcome().first_player_wins());
//! ```

use crate::component::ComponentError;
use crate::component::{typed_index, Component, ComponentMove, MoveError, TooManyMoves};
use crate::kinds::parse_component;
use crate::num::{BigNat, Natural};
use crate::sum::Sum;

mod chip_line;
mod misere;
mod misere_game;
mod piles;
pub mod remoteness;
mod searched_misere;
mod team_nim;
pub mod whole;

pub use chip_line::ChipLine;
pub use misere::{MiserePlay, SumVerdicts};
pub use misere_game::{MisereGame, Normal, Verdicts};
pub use piles::{PileRule, Piles};
pub use searched_misere::{SearchTooLarge, Searched, SearchedMisere};
pub use team_nim::TeamNim;

/// A position being played.
pub struct Game {
    texts: Vec<String>,
    sum: Sum,
}

/// A legal move of the whole game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalMove {
    /// Which component it is played in (from 0).
    pub component: usize,
    /// What it does, in the component's terms.
    pub description: grundy_text::Message,
    /// The component after it, as `grundy sum` writes it.
    pub after: String,
    /// The same position as numbers, which the game after the move is made
    /// from (the component's, or for [`Piles`] all the piles).
    pub after_numbers: Vec<BigNat>,
    /// The Grundy value of the whole game after it.
    pub value: BigNat,
    /// Whether it leaves the opponent lost (value 0).
    pub winning: bool,
    /// How many moves at most the game could still last after it.
    pub remaining: BigNat,
}

impl Game {
    /// The sum of the components written in `texts`.
    pub fn parse(texts: &[&str]) -> Result<Game, ComponentError> {
        let components = texts
            .iter()
            .map(|t| parse_component(t))
            .collect::<Result<Vec<_>, _>>()?;
        let texts = components.iter().map(|c| c.describe()).collect();
        Ok(Game {
            texts,
            sum: Sum::new(components),
        })
    }

    /// The sum of the `count` components that `components` writes, for a
    /// remoteness search, or why not: more components than one position of
    /// the search may have moves are not even written (a judge's million
    /// piles would stop the search at once), and a text that is no
    /// component is refused with the reason.
    ///
    /// ```
    /// use grundy_engine::play::Game;
    /// assert!(Game::for_search(2, || vec!["nim=3".into(), "nim=5".into()]).is_ok());
    /// let e = Game::for_search(2_000_000, Vec::new).err().unwrap();
    /// assert_eq!(e.id(), "misere-too-many-parts");
    /// ```
    pub fn for_search(
        count: usize,
        components: impl FnOnce() -> Vec<String>,
    ) -> Result<Game, grundy_text::Message> {
        let most = crate::remoteness::Budget::DEFAULT.per_position;
        if count > most {
            return Err(grundy_text::msg!(
                "misere-too-many-parts",
                count = count,
                most = most
            ));
        }
        let components = components();
        let texts: Vec<&str> = components.iter().map(String::as_str).collect();
        Game::parse(&texts).map_err(|e| e.message())
    }

    /// The components, as `grundy sum` writes them.
    pub fn components(&self) -> &[String] {
        &self.texts
    }

    /// The sum behind the game.
    pub fn sum(&self) -> &Sum {
        &self.sum
    }

    /// Every legal move, labelled, or [`TooManyMoves`] beyond `limit`.
    pub fn legal_moves(&self, limit: usize) -> Result<Vec<LegalMove>, TooManyMoves> {
        let s = self.sum.grundy();
        let total: BigNat = self
            .sum
            .components()
            .iter()
            .fold(BigNat::ZERO, |t, c| t + c.remaining());
        let mut out = Vec::new();
        for (i, c) in self.sum.components().iter().enumerate() {
            let g = c.grundy();
            let left = limit.saturating_sub(out.len());
            // A component is given what is left of the limit, but what is
            // told is the limit of the whole game.
            let moves = c.all_moves(left).map_err(|_| TooManyMoves { limit })?;
            for (m, v) in moves {
                let remaining = &total - c.remaining() + &m.remaining;
                out.push(legal(i, m, &s ^ &g ^ &v, remaining));
            }
        }
        Ok(out)
    }

    /// Whether no move is left (the player to move has lost).
    pub fn is_over(&self) -> Result<bool, TooManyMoves> {
        Ok(self.legal_moves(1)?.is_empty())
    }

    /// The game after `m`, one of its legal moves: the component it is
    /// played in swapped for the one it leaves, nothing read again.
    pub fn after(&self, m: &LegalMove) -> Game {
        let moved = ComponentMove {
            description: m.description.clone(),
            after: m.after.clone(),
            after_numbers: m.after_numbers.clone(),
            remaining: BigNat::ZERO,
            family: None,
        };
        let sum = self.sum.after(m.component, &moved);
        let mut texts = self.texts.clone();
        texts[m.component] = sum.components()[m.component].describe();
        Game { texts, sum }
    }

    /// A perfect move by remoteness: the winning move that wins soonest;
    /// when every move loses, the one that holds out longest, so that the
    /// opponent has the most chances to go wrong. Past the search's budget,
    /// the first winning move, or the one leaving the most to play. `None`
    /// when no move is left.
    pub fn computer_move(&self, limit: usize) -> Result<Option<LegalMove>, TooManyMoves> {
        <Self as Playable>::computer_move(self, limit)
    }
}

/// Anything that can be played move by move: a [`Game`] (a sum, valued by
/// Grundy values), misère Nim, Moore's Nim_k and team Nim (valued by
/// outcome only).
pub trait Playable {
    /// The position, in the notation it was given in: the same in every
    /// language, so it keys the searches' tables.
    fn describe(&self) -> String;
    /// The position as the faces show it (by default its notation).
    fn position(&self) -> grundy_text::Message {
        grundy_text::Message::plain(self.describe())
    }
    /// The Grundy value, where the game has values that add up.
    fn grundy(&self) -> Option<BigNat>;
    /// Whether a move is told with the part of the game it is played in
    /// ([`LegalMove::component`]): a sum's components, not a line's chips,
    /// whose moves name their chip themselves.
    fn moves_name_their_part(&self) -> bool {
        self.grundy().is_some()
    }
    /// Whether the player to move wins with perfect play.
    fn first_player_wins(&self) -> bool;
    /// Every legal move, labelled; `value` is the Grundy value left, or, for
    /// games without values, 0 for a lost position and 1 for a won one.
    fn legal_moves(&self, limit: usize) -> Result<Vec<LegalMove>, TooManyMoves>;
    /// The position after `m`, one of its legal moves.
    fn after(&self, m: &LegalMove) -> Box<dyn Playable>;
    /// About the most bytes one move writes, what it does and the position
    /// it leaves ([`Component::longest_move`]): the position's own length
    /// by default.
    fn longest_move(&self) -> usize {
        self.describe().len()
    }
    /// A perfect move (see [`Game::computer_move`]).
    fn computer_move(&self, limit: usize) -> Result<Option<LegalMove>, TooManyMoves> {
        let moves = self.legal_moves(limit)?;
        Ok(by_remoteness(self).or_else(|| best_of(moves)))
    }
    /// How the verdict is found, in words, where the game says so itself
    /// (misère play of a game played alone); `None` where the caller
    /// explains it from the family.
    fn explain_verdict(&self) -> Option<grundy_text::Text> {
        None
    }
    /// How a move is typed: patterns (`P N`) and what they do.
    fn move_syntax(&self) -> Vec<(String, grundy_text::Message)>;
    /// The game as a product of small acyclic graphs, for the table that
    /// gives remoteness at once ([`remoteness::table`]), listing no more
    /// of its parts' moves than `parts` allows to find out; `None` where it
    /// is no such product, or its parts have more moves than that.
    fn lowered(&self, parts: &mut remoteness::table::Parts) -> Option<remoteness::table::Product> {
        let _ = parts;
        None
    }
    /// Reads a move typed as [`Playable::move_syntax`] says, split into
    /// words, or why it is no legal move here. No list of moves is made, so
    /// this works where there are too many to list.
    fn read_move(&self, words: &[&str]) -> Result<LegalMove, MoveError>;
}

/// The move of [`remoteness::perfect_move`], where the search is
/// within its budget.
fn by_remoteness<P: Playable + ?Sized>(game: &P) -> Option<LegalMove> {
    remoteness::perfect_move(game, remoteness::Budget::DEFAULT)
}

/// Where remoteness is past its budget: a winning move if there is one
/// (the first), else the move after which the game can last longest by
/// the families' own measure ([`LegalMove::remaining`]).
fn best_of(moves: Vec<LegalMove>) -> Option<LegalMove> {
    if let Some(w) = moves.iter().find(|m| m.winning) {
        return Some(w.clone());
    }
    moves
        .into_iter()
        .fold(None, |best: Option<LegalMove>, m| match best {
            Some(b) if b.remaining >= m.remaining => Some(b),
            _ => Some(m),
        })
}

impl Playable for Game {
    fn describe(&self) -> String {
        self.texts.join("  ")
    }
    fn grundy(&self) -> Option<BigNat> {
        Some(self.sum.grundy())
    }
    fn first_player_wins(&self) -> bool {
        self.sum.outcome().first_player_wins()
    }
    fn legal_moves(&self, limit: usize) -> Result<Vec<LegalMove>, TooManyMoves> {
        Game::legal_moves(self, limit)
    }
    fn after(&self, m: &LegalMove) -> Box<dyn Playable> {
        Box::new(Game::after(self, m))
    }
    fn longest_move(&self) -> usize {
        // A move rewrites one component: the whole position, and what that
        // component's longest move adds to it.
        let longer = self
            .sum
            .components()
            .iter()
            .map(|c| c.longest_move().saturating_sub(c.describe().len()))
            .max()
            .unwrap_or(0);
        self.describe().len() + longer
    }
    fn lowered(&self, parts: &mut remoteness::table::Parts) -> Option<remoteness::table::Product> {
        let coordinates = self
            .sum
            .components()
            .iter()
            .map(|c| match c.rules_on_numbers() {
                Some(rules) => {
                    remoteness::table::Coordinate::explicit(rules.start, rules.options, parts)
                }
                None => remoteness::table::Coordinate::component(c.clone(), parts),
            })
            .collect::<Option<Vec<_>>>()?;
        Some(remoteness::table::Product {
            coordinates,
            at_once: 1,
            misere: false,
            moves_read: remoteness::table::MovesRead::ComponentText,
        })
    }
    fn computer_move(&self, limit: usize) -> Result<Option<LegalMove>, TooManyMoves> {
        match self.legal_moves(limit) {
            Ok(moves) => Ok(by_remoteness(self).or_else(|| best_of(moves))),
            // Too many to list (a huge heap): the sum's winning moves, or
            // each component's most lasting move, found without a list.
            Err(_) => {
                if let Some(w) = self.sum.winning_moves().into_iter().next() {
                    let c = &self.sum.components()[w.component];
                    let m = ComponentMove {
                        description: w.description,
                        after: w.after,
                        after_numbers: w.after_numbers,
                        remaining: BigNat::ZERO,
                        family: None,
                    };
                    return Ok(Some(self.labelled(w.component, c.as_ref(), m)));
                }
                Ok(self.lasting_unlisted())
            }
        }
    }
    fn move_syntax(&self) -> Vec<(String, grundy_text::Message)> {
        let components = self.sum.components();
        if let [only] = components {
            return only
                .move_syntax()
                .into_iter()
                .map(|(p, m)| (p.to_string(), m))
                .collect();
        }
        // Piles (one number each) are numbered as piles, one pattern for
        // all; other components each with their own, numbered.
        let piles = components
            .iter()
            .all(|c| c.move_syntax().iter().all(|(p, _)| !p.contains(' ')));
        let mut out: Vec<(String, grundy_text::Message)> = Vec::new();
        for (i, c) in components.iter().enumerate() {
            for (p, m) in c.move_syntax() {
                let line = if piles {
                    (
                        format!("P {p}"),
                        grundy_text::msg!("syntax-in-pile", meaning = m),
                    )
                } else {
                    (
                        format!("{} {p}", i + 1),
                        grundy_text::msg!(
                            "syntax-in-component",
                            component = c.describe(),
                            meaning = m
                        ),
                    )
                };
                if !out.contains(&line) {
                    out.push(line);
                }
            }
        }
        out
    }
    fn read_move(&self, words: &[&str]) -> Result<LegalMove, MoveError> {
        let components = self.sum.components();
        let (i, words) = match components {
            [_] => (0, words),
            _ => {
                let piles = components
                    .iter()
                    .all(|c| c.move_syntax().iter().all(|(p, _)| !p.contains(' ')));
                let noun =
                    grundy_text::Message::new(if piles { "noun-pile" } else { "noun-component" });
                let Some((first, rest)) = words.split_first() else {
                    return Err(MoveError::new(grundy_text::msg!(
                        "move-error-type-first",
                        noun = noun
                    )));
                };
                (typed_index(first, &noun, components.len())?, rest)
            }
        };
        let c = &components[i];
        let m = c.read_move(words)?;
        Ok(self.labelled(i, c.as_ref(), m))
    }
}

impl Game {
    /// Where the moves are too many to list: of each component's most
    /// lasting move ([`Component::lasting_move`]), the one leaving the most
    /// to play.
    fn lasting_unlisted(&self) -> Option<LegalMove> {
        self.sum
            .components()
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.lasting_move().map(|m| self.labelled(i, c.as_ref(), m)))
            .fold(None, |best: Option<LegalMove>, m| match best {
                Some(b) if b.remaining >= m.remaining => Some(b),
                _ => Some(m),
            })
    }

    /// The move a compound analysis lists in one component (`part`), as a
    /// legal move of the whole game, found without listing the others.
    fn part_played(&self, part: &crate::compound::Part) -> LegalMove {
        let c = &self.sum.components()[part.component];
        let m = ComponentMove {
            description: part.description.clone(),
            after: part.after.clone(),
            after_numbers: part.after_numbers.clone(),
            remaining: BigNat::ZERO,
            family: None,
        };
        self.labelled(part.component, c.as_ref(), m)
    }

    /// `m`, a move of component `i`, as a legal move of the whole game.
    fn labelled(&self, i: usize, c: &dyn Component, m: ComponentMove) -> LegalMove {
        let value = self.sum.grundy() ^ c.grundy() ^ c.after(&m).grundy();
        let total: BigNat = self
            .sum
            .components()
            .iter()
            .fold(BigNat::ZERO, |t, c| t + c.remaining());
        let left = c.after(&m).remaining();
        legal(i, m, value, total - c.remaining() + left)
    }
}

/// `m`, a move of component `i`, as a legal move of the whole game that
/// leaves it worth `value`, with `remaining` moves at most to go.
fn legal(i: usize, m: ComponentMove, value: BigNat, remaining: BigNat) -> LegalMove {
    LegalMove {
        component: i,
        description: m.description,
        after: m.after,
        after_numbers: m.after_numbers,
        winning: Natural::is_zero(&value),
        value,
        remaining,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The computer wins every game it can win, whatever the opponent does.
    #[test]
    fn the_computer_wins_from_every_winning_position_against_every_reply() {
        fn wins(game: &Game, depth: usize) -> bool {
            assert!(depth < 100, "game too long");
            let Some(m) = game.computer_move(10_000).unwrap() else {
                return false;
            };
            let next = game.after(&m);
            let replies = next.legal_moves(10_000).unwrap();
            replies.iter().all(|r| wins(&next.after(r), depth + 1))
        }
        for start in [
            &["nim=3", "nim=5", "nim=7"][..],
            &["kayles=7"],
            &["wythoff=4,6"],
            &["staircase=2,1,3"],
            &["nim=2", "bounded:2=4"],
        ] {
            let game = Game::parse(start).unwrap();
            assert!(game.sum().outcome().first_player_wins(), "{start:?}");
            assert!(wins(&game, 0), "{start:?}");
        }
    }

    #[test]
    fn from_a_lost_position_the_computer_keeps_the_game_long() {
        let game = Game::parse(&["nim=5", "nim=5"]).unwrap();
        let m = game.computer_move(100).unwrap().unwrap();
        assert!(!m.winning);
        assert_eq!(m.description.id(), "move-take-from-pile-of");
        assert_eq!(
            m.description.arg("amount"),
            Some(&grundy_text::Arg::Text("1".into()))
        );
        assert_eq!(
            m.description.arg("from"),
            Some(&grundy_text::Arg::Text("5".into()))
        );
    }

    /// Every sequence of up to `most` words from numbers 0 to 12, `both`,
    /// and `extra`.
    pub(super) fn typings(most: usize, extra: &[String]) -> Vec<Vec<String>> {
        let vocabulary: Vec<String> = (0..=12)
            .map(|n| n.to_string())
            .chain(["both".to_string()])
            .chain(extra.iter().cloned())
            .collect();
        let mut out = Vec::new();
        let mut last: Vec<Vec<String>> = vec![Vec::new()];
        for _ in 0..most {
            let next: Vec<Vec<String>> = last
                .iter()
                .flat_map(|w| {
                    vocabulary.iter().map(move |v| {
                        let mut w = w.clone();
                        w.push(v.clone());
                        w
                    })
                })
                .collect();
            out.extend(next.iter().cloned());
            last = next;
        }
        out
    }

    /// A typed move is read as exactly the listed legal move it names
    /// (same description, position, value and label), and every listed
    /// move can be typed.
    pub(super) fn typed_moves_are_the_listed_ones(game: &dyn Playable, most: usize) {
        typed_moves_with_words(game, most, &[]);
    }

    /// As [`typed_moves_are_the_listed_ones`], with `extra` words besides
    /// the numbers (sheets `2x5` of the Cutting Game).
    pub(super) fn typed_moves_with_words(game: &dyn Playable, most: usize, extra: &[String]) {
        let listed = game.legal_moves(10_000).unwrap();
        let mut typed = Vec::new();
        for words in typings(most, extra) {
            let words: Vec<&str> = words.iter().map(String::as_str).collect();
            if let Ok(m) = game.read_move(&words) {
                assert!(
                    listed.contains(&m),
                    "{}: {words:?} gave {m:?}",
                    game.describe()
                );
                if !typed.contains(&m) {
                    typed.push(m);
                }
            }
        }
        assert_eq!(
            typed.len(),
            listed.len(),
            "{}: untypeable moves",
            game.describe()
        );
    }

    #[test]
    fn typed_moves_of_sums_are_the_listed_moves() {
        for start in [
            &["nim=3", "nim=5", "nim=2"][..],
            &["kayles=5"],
            &["kayles=2,3"],
            &["wythoff=2,3"],
            &["staircase=2,1,3"],
            &["nim=2", "bounded:2=4", "kayles=3,2"],
        ] {
            typed_moves_are_the_listed_ones(&Game::parse(start).unwrap(), 4);
        }
        // Every kind in the registry, by its first example; the words
        // include sheets, as the Cutting Game types its cuts, and the
        // words of the game's own patterns (a date's `day`, `month`).
        let sheets: Vec<String> = (2..=5)
            .flat_map(|w| (2..=5).map(move |h| format!("{w}x{h}")))
            .collect();
        for kind in crate::kinds::KINDS {
            let game = Game::parse(&[kind.examples[0]]).unwrap();
            let mut words = sheets.clone();
            for (pattern, _) in game.move_syntax() {
                let named = pattern
                    .split_whitespace()
                    .filter(|w| w.len() > 1 && w.bytes().all(|b| b.is_ascii_lowercase()));
                words.extend(named.map(String::from));
            }
            typed_moves_with_words(&game, 3, &words);
        }
    }

    #[test]
    fn moves_are_labelled_by_the_value_they_leave() {
        let game = Game::parse(&["nim=1", "nim=2"]).unwrap();
        let moves = game.legal_moves(100).unwrap();
        let labels: Vec<(String, bool)> =
            moves.iter().map(|m| (m.after.clone(), m.winning)).collect();
        assert_eq!(
            labels,
            vec![
                ("nim=0".into(), false),
                ("nim=1".into(), true),
                ("nim=0".into(), false)
            ]
        );
    }
}

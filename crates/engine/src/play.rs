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
//! let next = game.after(&best).unwrap();
//! assert!(!next.sum().outcome().first_player_wins());
//! ```

use crate::num::{BigNat, Natural};
use crate::sum::{parse_component, Sum, TooManyMoves};

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
    pub description: String,
    /// The component after it, as `grundy sum` writes it.
    pub after: String,
    /// The Grundy value of the whole game after it.
    pub value: BigNat,
    /// Whether it leaves the opponent lost (value 0).
    pub winning: bool,
    /// How many moves at most the game could still last after it.
    pub remaining: BigNat,
}

impl Game {
    /// The sum of the components written in `texts`.
    pub fn parse(texts: &[&str]) -> Result<Game, String> {
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
            for (m, v) in c.all_moves(left)? {
                let value = &s ^ &g ^ &v;
                out.push(LegalMove {
                    component: i,
                    description: m.description,
                    after: m.after,
                    winning: Natural::is_zero(&value),
                    value,
                    remaining: &total - c.remaining() + m.remaining,
                });
            }
        }
        Ok(out)
    }

    /// Whether no move is left (the player to move has lost).
    pub fn is_over(&self) -> Result<bool, TooManyMoves> {
        Ok(self.legal_moves(1)?.is_empty())
    }

    /// The game after `m`.
    pub fn after(&self, m: &LegalMove) -> Result<Game, String> {
        let mut texts: Vec<&str> = self.texts.iter().map(String::as_str).collect();
        texts[m.component] = &m.after;
        Game::parse(&texts)
    }

    /// A perfect move: a winning one when there is one (the first listed);
    /// otherwise the move after which the game can last longest, so that the
    /// opponent has the most chances to go wrong. `None` when no move is left.
    pub fn computer_move(&self, limit: usize) -> Result<Option<LegalMove>, TooManyMoves> {
        let moves = self.legal_moves(limit)?;
        if let Some(w) = moves.iter().find(|m| m.winning) {
            return Ok(Some(w.clone()));
        }
        Ok(moves
            .into_iter()
            .fold(None, |best: Option<LegalMove>, m| match best {
                Some(b) if b.remaining >= m.remaining => Some(b),
                _ => Some(m),
            }))
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
            let next = game.after(&m).unwrap();
            let replies = next.legal_moves(10_000).unwrap();
            replies
                .iter()
                .all(|r| wins(&next.after(r).unwrap(), depth + 1))
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
        assert_eq!(m.description, "take 1 from the pile of 5");
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

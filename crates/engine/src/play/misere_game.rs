//! A game under misère play (whoever makes the last move loses), move by
//! move, whatever decides its positions: the game's own moves, each
//! labelled by the misère outcome it leaves. A sum is decided by the misère
//! analysis of sums ([`super::MiserePlay`]), a game played alone by a search
//! of every position it reaches ([`super::SearchedMisere`]); everything else
//! is played the same way, here.

use super::{best_of, Game, LegalMove, Playable};
use crate::component::{MoveError, TooManyMoves};
use crate::num::BigNat;

/// A game `G` under misère play, its positions decided by `V`. Its moves
/// are labelled by the misère outcome they leave ([`LegalMove::value`] 0
/// for a position lost for the opponent, 1 for a won one); it has no Grundy
/// values that add up.
pub struct MisereGame<G, V> {
    pub(super) game: G,
    pub(super) verdicts: V,
}

/// How the positions of a game `G` under misère play are decided.
pub trait Verdicts<G>: Sized {
    /// Whether the player to move in `game` wins.
    fn first_player_wins(&self, game: &G) -> bool;
    /// Whether `m`, a move of `game`, leaves the opponent lost.
    fn winning(&self, game: &G, m: &LegalMove) -> bool;
    /// The game after `m`, one of its legal moves, and how its positions
    /// are decided.
    fn after(&self, game: &G, m: &LegalMove) -> (G, Self);
    /// How the verdict is found, in words, where the game tells it itself
    /// ([`Playable::explain_verdict`]).
    fn explain(&self, game: &G) -> Option<grundy_text::Text> {
        let _ = game;
        None
    }
    /// The computer's move among `moves` (every move of `game`, listed
    /// within `limit` and labelled), where the positions' own game picks
    /// it; `None` for the usual choice: a winning move, else the one
    /// leaving the most to play.
    fn computer_move(&self, game: &G, moves: &[LegalMove], limit: usize) -> Option<LegalMove> {
        let _ = (game, moves, limit);
        None
    }
    /// The computer's move where `game`'s moves are too many to list (a
    /// huge heap): found by what decides the positions, or `None` where
    /// they cannot pick one without the list.
    fn unlisted_move(&self, game: &G) -> Option<LegalMove> {
        let _ = game;
        None
    }
}

/// The game under normal play behind a misère one: its moves, their
/// syntax and its position's text.
pub trait Normal {
    /// The game, as played under normal play.
    fn normal(&self) -> &dyn Playable;
}

impl Normal for Game {
    fn normal(&self) -> &dyn Playable {
        self
    }
}

impl Normal for Box<dyn Playable> {
    fn normal(&self) -> &dyn Playable {
        self.as_ref()
    }
}

impl<G: Normal, V: Verdicts<G>> MisereGame<G, V> {
    /// The position after `m`, one of its legal moves, under misère play.
    ///
    /// ```
    /// use grundy_engine::play::{Game, MiserePlay, Playable};
    /// let p = MiserePlay::new(Game::parse(&["nim=1", "nim=2"]).unwrap()).unwrap();
    /// let m = p.legal_moves(10).unwrap().into_iter().find(|m| m.winning).unwrap();
    /// assert!(!p.after_move(&m).first_player_wins());
    /// ```
    pub fn after_move(&self, m: &LegalMove) -> Self {
        let (game, verdicts) = self.verdicts.after(&self.game, m);
        MisereGame { game, verdicts }
    }

    /// `m`, a move of the game under normal play, labelled by the misère
    /// outcome it leaves.
    fn relabel(&self, mut m: LegalMove) -> LegalMove {
        let winning = self.verdicts.winning(&self.game, &m);
        m.winning = winning;
        m.value = BigNat::from(u8::from(!winning));
        m
    }
}

impl<G: Normal + 'static, V: Verdicts<G> + 'static> Playable for MisereGame<G, V> {
    fn describe(&self) -> String {
        self.game.normal().describe()
    }
    fn grundy(&self) -> Option<BigNat> {
        None
    }
    fn first_player_wins(&self) -> bool {
        self.verdicts.first_player_wins(&self.game)
    }
    fn legal_moves(&self, limit: usize) -> Result<Vec<LegalMove>, TooManyMoves> {
        Ok(self
            .game
            .normal()
            .legal_moves(limit)?
            .into_iter()
            .map(|m| self.relabel(m))
            .collect())
    }
    fn after(&self, m: &LegalMove) -> Box<dyn Playable> {
        Box::new(self.after_move(m))
    }
    /// The move the verdicts pick ([`Verdicts::computer_move`]), else a
    /// winning move if there is one (the first listed); when every move
    /// loses, the one leaving most to play, so that the opponent has the
    /// most chances to go wrong.
    ///
    /// Where the moves are too many to list, the move the verdicts find
    /// without them ([`Verdicts::unlisted_move`]: a misère sum decided by
    /// its quotient names its winning moves at any size).
    fn computer_move(&self, limit: usize) -> Result<Option<LegalMove>, TooManyMoves> {
        let moves = match self.legal_moves(limit) {
            Ok(moves) => moves,
            Err(too_many) => {
                return match self.verdicts.unlisted_move(&self.game) {
                    Some(m) => Ok(Some(self.relabel(m))),
                    None => Err(too_many),
                }
            }
        };
        Ok(self
            .verdicts
            .computer_move(&self.game, &moves, limit)
            .or_else(|| best_of(moves)))
    }
    fn explain_verdict(&self) -> Option<grundy_text::Text> {
        self.verdicts.explain(&self.game)
    }
    fn move_syntax(&self) -> Vec<(String, grundy_text::Message)> {
        self.game.normal().move_syntax()
    }
    fn read_move(&self, words: &[&str]) -> Result<LegalMove, MoveError> {
        Ok(self.relabel(self.game.normal().read_move(words)?))
    }
}

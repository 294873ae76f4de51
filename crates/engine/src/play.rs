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
use crate::component::{
    typed_index, typed_number, Component, ComponentMove, MoveError, TooManyMoves,
};
use crate::kinds::parse_component;
use crate::num::{BigNat, Natural};
use crate::staircase::{Chips, ChipsError};
use crate::sum::Sum;

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
                let value = &s ^ &g ^ &v;
                out.push(LegalMove {
                    component: i,
                    description: m.description,
                    after: m.after,
                    after_numbers: m.after_numbers,
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
        assert_eq!(m.description, "take 1 from the pile of 5");
    }

    /// Every sequence of up to `most` words from numbers 0 to 12 and `both`.
    pub(super) fn typings(most: usize) -> Vec<Vec<String>> {
        let vocabulary: Vec<String> = (0..=12)
            .map(|n| n.to_string())
            .chain(["both".to_string()])
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
        let listed = game.legal_moves(10_000).unwrap();
        let mut typed = Vec::new();
        for words in typings(most) {
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
        // Every kind in the registry, by its first example.
        for kind in crate::kinds::KINDS {
            let game = Game::parse(&[kind.examples[0]]).unwrap();
            typed_moves_are_the_listed_ones(&game, 3);
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

/// Anything that can be played move by move: a [`Game`] (a sum, valued by
/// Grundy values), misère Nim and Moore's Nim_k (valued by outcome only).
pub trait Playable {
    /// The position, in the notation it was given in.
    fn describe(&self) -> String;
    /// The Grundy value, where the game has values that add up.
    fn grundy(&self) -> Option<BigNat>;
    /// Whether the player to move wins with perfect play.
    fn first_player_wins(&self) -> bool;
    /// Every legal move, labelled; `value` is the Grundy value left, or, for
    /// games without values, 0 for a lost position and 1 for a won one.
    fn legal_moves(&self, limit: usize) -> Result<Vec<LegalMove>, TooManyMoves>;
    /// The position after `m`, one of its legal moves.
    fn after(&self, m: &LegalMove) -> Box<dyn Playable>;
    /// A perfect move (see [`Game::computer_move`]).
    fn computer_move(&self, limit: usize) -> Result<Option<LegalMove>, TooManyMoves> {
        let moves = self.legal_moves(limit)?;
        Ok(by_remoteness(self).or_else(|| best_of(moves)))
    }
    /// How a move is typed: patterns (`P N`) and what they do.
    fn move_syntax(&self) -> Vec<(String, String)>;
    /// Reads a move typed as [`Playable::move_syntax`] says, split into
    /// words, or why it is no legal move here. No list of moves is made, so
    /// this works where there are too many to list.
    fn read_move(&self, words: &[&str]) -> Result<LegalMove, MoveError>;
}

/// The move of [`crate::remoteness::perfect_move`], where the search is
/// within its budget.
fn by_remoteness<P: Playable + ?Sized>(game: &P) -> Option<LegalMove> {
    crate::remoteness::perfect_move(game, crate::remoteness::Budget::DEFAULT)
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
                let best = self
                    .sum
                    .components()
                    .iter()
                    .enumerate()
                    .filter_map(|(i, c)| c.lasting_move().map(|m| self.labelled(i, c.as_ref(), m)))
                    .fold(None, |best: Option<LegalMove>, m| match best {
                        Some(b) if b.remaining >= m.remaining => Some(b),
                        _ => Some(m),
                    });
                Ok(best)
            }
        }
    }
    fn move_syntax(&self) -> Vec<(String, String)> {
        let components = self.sum.components();
        if let [only] = components {
            return only
                .move_syntax()
                .into_iter()
                .map(|(p, m)| (p.to_string(), m.to_string()))
                .collect();
        }
        // Piles (one number each) are numbered as piles, one pattern for
        // all; other components each with their own, numbered.
        let piles = components
            .iter()
            .all(|c| c.move_syntax().iter().all(|(p, _)| !p.contains(' ')));
        let mut out: Vec<(String, String)> = Vec::new();
        for (i, c) in components.iter().enumerate() {
            for (p, m) in c.move_syntax() {
                let line = if piles {
                    (format!("P {p}"), format!("in pile P, {m}"))
                } else {
                    (
                        format!("{} {p}", i + 1),
                        format!("in {}, {m}", c.describe()),
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
                let noun = if piles { "pile" } else { "component" };
                let Some((first, rest)) = words.split_first() else {
                    return Err(MoveError::new(format!("type the {noun} first")));
                };
                (typed_index(first, noun, components.len())?, rest)
            }
        };
        let c = &components[i];
        let m = c.read_move(words)?;
        Ok(self.labelled(i, c.as_ref(), m))
    }
}

impl Game {
    /// `m`, a move of component `i`, as a legal move of the whole game.
    fn labelled(&self, i: usize, c: &dyn Component, m: ComponentMove) -> LegalMove {
        let value = self.sum.grundy() ^ c.grundy() ^ c.after(&m).grundy();
        let total: BigNat = self
            .sum
            .components()
            .iter()
            .fold(BigNat::ZERO, |t, c| t + c.remaining());
        let left = c.after(&m).remaining();
        LegalMove {
            component: i,
            description: m.description,
            after: m.after,
            after_numbers: m.after_numbers,
            winning: Natural::is_zero(&value),
            value,
            remaining: total - c.remaining() + left,
        }
    }
}

/// Piles where a move reduces one pile (misère Nim) or up to `k` piles
/// (Moore's Nim_k); these have no Grundy values that add up, so moves are
/// labelled by outcome.
pub struct Piles {
    piles: Vec<BigNat>,
    rule: PileRule,
}

/// Which pile game [`Piles`] plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PileRule {
    /// Misère Nim: whoever takes the last counter loses.
    Misere,
    /// Moore's Nim_k: a move reduces from 1 to `k` piles (`k` of any size,
    /// shown as given).
    Moore(BigNat),
}

impl Piles {
    /// A position of misère Nim or Moore's Nim_k.
    ///
    /// ```
    /// use grundy_engine::play::{Piles, PileRule, Playable};
    /// let p = Piles::new(vec![1u64.into(), 1u64.into(), 1u64.into()], PileRule::Misere);
    /// assert!(!p.first_player_wins());
    /// let k2 = Piles::new(vec![1u64.into(), 1u64.into()], PileRule::Moore(2u64.into()));
    /// assert!(k2.computer_move(100).unwrap().unwrap().winning);
    /// ```
    pub fn new(piles: Vec<BigNat>, rule: PileRule) -> Self {
        Piles { piles, rule }
    }

    fn wins(&self, piles: &[BigNat]) -> bool {
        match &self.rule {
            PileRule::Misere => crate::misere_nim::outcome(piles).first_player_wins(),
            PileRule::Moore(k) => {
                crate::moore::outcome(piles, crate::moore::effective_k(k)).first_player_wins()
            }
        }
    }
}

impl Playable for Piles {
    fn describe(&self) -> String {
        let piles: Vec<String> = self.piles.iter().map(ToString::to_string).collect();
        match &self.rule {
            PileRule::Misere => format!("misère Nim {}", piles.join(" ")),
            PileRule::Moore(k) => format!("Nim_{k} {}", piles.join(" ")),
        }
    }
    fn grundy(&self) -> Option<BigNat> {
        None
    }
    fn first_player_wins(&self) -> bool {
        self.wins(&self.piles)
    }
    fn legal_moves(&self, limit: usize) -> Result<Vec<LegalMove>, TooManyMoves> {
        let small: Vec<u64> = self
            .piles
            .iter()
            .map(|p| p.to_u64().filter(|&p| p <= limit as u64))
            .collect::<Option<_>>()
            .ok_or(TooManyMoves { limit })?;
        let k = match &self.rule {
            PileRule::Misere => 1,
            PileRule::Moore(k) => crate::moore::effective_k(k).min(small.len() as u64) as usize,
        };
        let mut out = Vec::new();
        let mut after = small.clone();
        // Every way to lower between 1 and k piles, pile by pile.
        fn extend(
            piles: &[u64],
            from: usize,
            touched: usize,
            k: usize,
            after: &mut Vec<u64>,
            visit: &mut dyn FnMut(&[u64]) -> bool,
        ) -> bool {
            if from == piles.len() {
                return touched == 0 || visit(after);
            }
            if !extend(piles, from + 1, touched, k, after, visit) {
                return false;
            }
            if touched < k {
                for to in (0..piles[from]).rev() {
                    after[from] = to;
                    if !extend(piles, from + 1, touched + 1, k, after, visit) {
                        after[from] = piles[from];
                        return false;
                    }
                }
                after[from] = piles[from];
            }
            true
        }
        let complete = extend(&small, 0, 0, k, &mut after, &mut |next| {
            if out.len() >= limit {
                return false;
            }
            let changed: Vec<usize> = (0..small.len()).filter(|&i| next[i] != small[i]).collect();
            let description = changed
                .iter()
                .map(|&i| format!("take {} from pile {}", small[i] - next[i], i + 1))
                .collect::<Vec<_>>()
                .join(", ");
            let next_big: Vec<BigNat> = next.iter().map(|&x| BigNat::from(x)).collect();
            let opponent_wins = self.wins(&next_big);
            out.push(LegalMove {
                component: changed[0],
                description,
                after: next
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" "),
                after_numbers: next_big,
                value: BigNat::from(u8::from(opponent_wins)),
                winning: !opponent_wins,
                remaining: BigNat::from(next.iter().sum::<u64>()),
            });
            true
        });
        if !complete {
            return Err(TooManyMoves { limit });
        }
        Ok(out)
    }
    fn after(&self, m: &LegalMove) -> Box<dyn Playable> {
        Box::new(Piles {
            piles: m.after_numbers.clone(),
            rule: self.rule.clone(),
        })
    }
    fn move_syntax(&self) -> Vec<(String, String)> {
        match &self.rule {
            PileRule::Misere => vec![("P N".into(), "take N from pile P".into())],
            PileRule::Moore(k) => vec![(
                "P N [P N …]".into(),
                format!("take N from pile P, from up to {k} piles at once"),
            )],
        }
    }
    fn read_move(&self, words: &[&str]) -> Result<LegalMove, MoveError> {
        let pattern = match &self.rule {
            PileRule::Misere => "P N",
            PileRule::Moore(_) => "P N, or several: P N P N …",
        };
        if words.is_empty() || !words.len().is_multiple_of(2) {
            return Err(MoveError::new(format!("a move here is typed {pattern}")));
        }
        let mut next = self.piles.clone();
        let mut changed = Vec::new();
        for pair in words.chunks(2) {
            let i = typed_index(pair[0], "pile", self.piles.len())?;
            let n = typed_number(pair[1], "the amount")?;
            if changed.contains(&i) {
                return Err(MoveError::new(format!("pile {} is named twice", i + 1)));
            }
            if Natural::is_zero(&n) {
                return Err(MoveError::new(
                    "a move takes at least 1 from each pile it names",
                ));
            }
            if n > self.piles[i] {
                return Err(MoveError::new(format!(
                    "pile {} has only {}",
                    i + 1,
                    self.piles[i]
                )));
            }
            next[i] = &self.piles[i] - &n;
            changed.push(i);
        }
        let most = match &self.rule {
            PileRule::Misere => BigNat::ONE,
            PileRule::Moore(k) => k.clone(),
        };
        if BigNat::from(changed.len()) > most {
            return Err(MoveError::new(format!(
                "a move changes at most {most} piles"
            )));
        }
        changed.sort_unstable();
        // Written as the list of moves writes it, so that the two agree.
        let description = changed
            .iter()
            .map(|&i| format!("take {} from pile {}", &self.piles[i] - &next[i], i + 1))
            .collect::<Vec<_>>()
            .join(", ");
        let opponent_wins = self.wins(&next);
        Ok(LegalMove {
            component: changed[0],
            description,
            after: next
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            value: BigNat::from(u8::from(opponent_wins)),
            winning: !opponent_wins,
            remaining: next.iter().fold(BigNat::ZERO, |s, p| s + p),
            after_numbers: next,
        })
    }
}

#[cfg(test)]
mod pile_tests {
    use super::*;

    fn wins_against_every_reply(p: &dyn Playable, depth: usize) -> bool {
        assert!(depth < 60, "game too long");
        let Some(m) = p.computer_move(100_000).unwrap() else {
            // No move: under misère play that is a win for the player to move.
            return p.first_player_wins();
        };
        let next = p.after(&m);
        let replies = next.legal_moves(100_000).unwrap();
        if replies.is_empty() {
            return !next.first_player_wins();
        }
        replies
            .iter()
            .all(|r| wins_against_every_reply(&*next.after(r), depth + 1))
    }

    #[test]
    fn typed_moves_of_misere_nim_and_nim_k_are_the_listed_moves() {
        for (piles, rule) in [
            (&[2u64, 3, 1][..], PileRule::Misere),
            (&[2, 1, 3], PileRule::Moore(2u64.into())),
            (&[1, 2], PileRule::Moore(5u64.into())),
        ] {
            let p = Piles::new(piles.iter().map(|&x| BigNat::from(x)).collect(), rule);
            super::tests::typed_moves_are_the_listed_ones(&p, 4);
        }
    }

    #[test]
    fn the_computer_wins_misere_nim_and_nim_k_from_every_winning_start() {
        let starts: [(&[u64], PileRule); 5] = [
            (&[1, 1], PileRule::Misere),
            (&[2, 3, 2], PileRule::Misere),
            (&[3, 1, 2], PileRule::Moore(2u64.into())),
            (&[2, 2, 1], PileRule::Moore(2u64.into())),
            (&[3, 5], PileRule::Moore(1u64.into())),
        ];
        for (piles, rule) in starts {
            let p = Piles::new(
                piles.iter().map(|&x| BigNat::from(x)).collect(),
                rule.clone(),
            );
            assert!(p.first_player_wins(), "{piles:?} {rule:?}");
            assert!(wins_against_every_reply(&p, 0), "{piles:?} {rule:?}");
        }
    }
}

/// Chips on a line (POJ 1704) played move by move: a move slides one chip
/// left to a free cell, never onto or past another chip, never off the line
/// (cells are numbered from 1). Valued as the staircase of the gaps in
/// front of the chips ([`crate::staircase::Chips`]).
pub struct ChipLine {
    chips: Chips<BigNat>,
}

impl ChipLine {
    /// Chips on these cells (any order), or why they are not a position.
    ///
    /// ```
    /// use grundy_engine::play::{ChipLine, Playable};
    /// let line = ChipLine::new(vec![1u64.into(), 5u64.into()]).unwrap();
    /// let moves = line.legal_moves(100).unwrap();
    /// assert_eq!(moves.len(), 3); // the chip on 5 to 4, 3 or 2
    /// assert_eq!(moves.iter().filter(|m| m.winning).count(), 1);
    /// assert!(ChipLine::new(vec![2u64.into(), 2u64.into()]).is_err());
    /// ```
    pub fn new(cells: Vec<BigNat>) -> Result<Self, ChipsError<BigNat>> {
        Ok(ChipLine {
            chips: Chips::new(cells)?,
        })
    }

    /// The chips' cells, in the order given.
    pub fn cells(&self) -> &[BigNat] {
        self.chips.cells()
    }

    /// Chip `chip` slid to cell `to`, a legal move.
    fn slide(&self, chip: usize, to: BigNat) -> LegalMove {
        let m = crate::staircase::ChipMove {
            chip,
            from: self.cells()[chip].clone(),
            to,
        };
        let after = self.chips.apply(&m);
        let next = Chips::new(after.clone()).expect("a slide keeps the chips apart");
        let value = next.grundy();
        let remaining = next
            .staircase()
            .iter()
            .enumerate()
            .fold(BigNat::ZERO, |sum, (i, c)| sum + c * BigNat::from(i + 1));
        LegalMove {
            component: chip,
            description: m.to_string(),
            after: after
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            after_numbers: after,
            winning: Natural::is_zero(&value),
            value,
            remaining,
        }
    }
}

impl Playable for ChipLine {
    fn describe(&self) -> String {
        let cells: Vec<String> = self.cells().iter().map(ToString::to_string).collect();
        format!("chips {}", cells.join(" "))
    }
    fn grundy(&self) -> Option<BigNat> {
        Some(self.chips.grundy())
    }
    fn first_player_wins(&self) -> bool {
        self.chips.outcome().first_player_wins()
    }
    fn legal_moves(&self, limit: usize) -> Result<Vec<LegalMove>, TooManyMoves> {
        let cells = self.cells();
        let mut out = Vec::new();
        for (chip, from) in cells.iter().enumerate() {
            // The nearest chip to the left, or cell 0 (off the line).
            let stop = cells
                .iter()
                .filter(|c| *c < from)
                .max()
                .cloned()
                .unwrap_or(BigNat::ZERO);
            let free = from - &stop - BigNat::ONE;
            let free = free
                .to_u64()
                .filter(|&f| f <= (limit - out.len()) as u64)
                .ok_or(TooManyMoves { limit })?;
            for d in 1..=free {
                out.push(self.slide(chip, from - &BigNat::from(d)));
            }
        }
        Ok(out)
    }
    fn move_syntax(&self) -> Vec<(String, String)> {
        vec![("C T".into(), "slide chip C left to the free cell T".into())]
    }
    fn read_move(&self, words: &[&str]) -> Result<LegalMove, MoveError> {
        let [chip, to] =
            <[&str; 2]>::try_from(words).map_err(|_| MoveError::new("a move here is typed C T"))?;
        let cells = self.cells();
        let chip = typed_index(chip, "chip", cells.len())?;
        let to = typed_number(to, "the cell")?;
        let from = &cells[chip];
        let stop = cells
            .iter()
            .filter(|c| *c < from)
            .max()
            .cloned()
            .unwrap_or(BigNat::ZERO);
        if to >= *from || to <= stop {
            return Err(MoveError::new(format!(
                "chip {} on cell {from} slides left to a free cell after {stop}, without passing a chip",
                chip + 1
            )));
        }
        Ok(self.slide(chip, to))
    }
    fn after(&self, m: &LegalMove) -> Box<dyn Playable> {
        Box::new(ChipLine {
            chips: Chips::new(m.after_numbers.clone()).expect("a legal move keeps the chips apart"),
        })
    }
}

#[cfg(test)]
mod chip_tests {
    use super::*;

    #[test]
    fn typed_moves_of_chips_are_the_listed_moves() {
        for cells in [&[1u64, 5][..], &[3, 7, 4], &[2, 6, 9]] {
            let line = ChipLine::new(cells.iter().map(|&c| BigNat::from(c)).collect()).unwrap();
            super::tests::typed_moves_are_the_listed_ones(&line, 2);
        }
    }

    /// Whether the player to move wins, from the rules alone: slide a chip
    /// left to a free cell with no chip between.
    fn wins_by_rules(cells: &[u64]) -> bool {
        (0..cells.len()).any(|i| {
            let stop = cells.iter().filter(|&&c| c < cells[i]).max().copied();
            (stop.unwrap_or(0) + 1..cells[i]).any(|to| {
                let mut next = cells.to_vec();
                next[i] = to;
                !wins_by_rules(&next)
            })
        })
    }

    #[test]
    fn every_chip_move_is_legal_and_labelled_as_the_rules_say() {
        let cases: [(&str, &[u64]); 6] = [
            ("one chip on cell 1: no move", &[1]),
            ("one chip far out", &[4]),
            ("packed at the start: lost", &[1, 2, 3]),
            ("POJ 1704's sample", &[1, 5, 6]),
            ("given out of order", &[6, 2, 4]),
            ("a gap in front of each", &[2, 5, 7]),
        ];
        for (name, cells) in cases {
            let line = ChipLine::new(cells.iter().map(|&c| BigNat::from(c)).collect()).unwrap();
            assert_eq!(line.first_player_wins(), wins_by_rules(cells), "{name}");
            let moves = line.legal_moves(1000).unwrap();
            // Each chip can go to every free cell between it and the chip to its left.
            let expected: u64 = cells
                .iter()
                .map(|&c| c - cells.iter().filter(|&&x| x < c).max().copied().unwrap_or(0) - 1)
                .sum();
            assert_eq!(moves.len() as u64, expected, "{name}");
            for m in &moves {
                let next: Vec<u64> = m
                    .after_numbers
                    .iter()
                    .map(|c| c.to_u64().unwrap())
                    .collect();
                assert_eq!(
                    m.winning,
                    !wins_by_rules(&next),
                    "{name}: {}",
                    m.description
                );
                assert_eq!(line.after(m).first_player_wins(), !m.winning, "{name}");
            }
        }
    }

    #[test]
    fn too_many_chip_moves_are_refused() {
        let line = ChipLine::new(vec![BigNat::from(10_000u64)]).unwrap();
        assert_eq!(
            line.legal_moves(100).unwrap_err(),
            TooManyMoves { limit: 100 }
        );
    }
}

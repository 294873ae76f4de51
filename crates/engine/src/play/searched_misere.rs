//! Misère play of a game played alone (chips on a line), which is one game
//! and not a sum the misère analysis of sums takes: the verdict of every
//! position it can reach, by a search of them from the rules, bounded and
//! refused past the bound.

use super::{LegalMove, MisereGame, Playable, Verdicts};
use grundy_text::{msg, Message};
use rustc_hash::FxHashMap;
use std::fmt;
use std::sync::Arc;

/// The most positions the search may reach: about 2 s in a release build
/// (chips on 3 9 15 22 30, 28,946 positions, take 1.2 s), since each
/// request of the playground searches again.
pub const POSITION_LIMIT: usize = 50_000;
/// The most moves one position of the search may have.
pub const MOVE_LIMIT: usize = 10_000;
/// The most moves the search may list over all its positions, so that a
/// few positions with many moves each are bounded too.
pub const TOTAL_MOVE_LIMIT: usize = 1_000_000;

/// Why the search gave up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchTooLarge {
    /// The game reaches more than `limit` positions.
    Positions {
        /// The bound passed.
        limit: usize,
    },
    /// The positions reached have more than `limit` moves together.
    TotalMoves {
        /// The bound passed.
        limit: usize,
    },
    /// A position reached, `text`, has more than `limit` moves.
    Moves {
        /// The position.
        text: String,
        /// The bound passed.
        limit: usize,
    },
}

impl SearchTooLarge {
    /// What was too large, as a message.
    ///
    /// ```
    /// use grundy_engine::play::SearchTooLarge;
    /// assert_eq!(SearchTooLarge::Positions { limit: 9 }.message().id(), "search-too-many-positions");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            SearchTooLarge::Positions { limit } => {
                msg!("search-too-many-positions", limit = limit)
            }
            SearchTooLarge::TotalMoves { limit } => msg!("search-too-many-moves", limit = limit),
            SearchTooLarge::Moves { text, limit } => msg!(
                "search-position-too-many-moves",
                position = text,
                limit = limit
            ),
        }
    }
}

/// Read by the installed reader ([`grundy_text::render`]).
impl fmt::Display for SearchTooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for SearchTooLarge {}

/// A game played alone under misère play (whoever makes the last move
/// loses), every position it reaches decided by search.
pub type SearchedMisere = MisereGame<Box<dyn Playable>, Searched>;

/// How a game played alone is decided under misère play: a table of
/// whether the player to move wins, by position, made by one search of
/// every position the game reaches and shared by the positions after it.
pub struct Searched {
    wins: Arc<FxHashMap<String, bool>>,
}

impl SearchedMisere {
    /// `game` under misère play, or why the search is too large.
    ///
    /// ```
    /// use grundy_engine::play::{ChipLine, Playable, SearchedMisere};
    /// // A chip on cell 3: sliding it to 1 leaves the opponent no move, a
    /// // win under misère play; the winning move is to cell 2.
    /// let line = ChipLine::new(vec![3u64.into()]).unwrap();
    /// let p = SearchedMisere::new(Box::new(line)).unwrap();
    /// assert!(p.first_player_wins());
    /// let moves = p.legal_moves(10).unwrap();
    /// let winning: Vec<_> = moves.iter().filter(|m| m.winning).map(|m| m.after.as_str()).collect();
    /// assert_eq!(winning, ["2"]);
    /// ```
    pub fn new(game: Box<dyn Playable>) -> Result<SearchedMisere, SearchTooLarge> {
        let wins = search(game.as_ref(), POSITION_LIMIT, MOVE_LIMIT, TOTAL_MOVE_LIMIT)?;
        Ok(MisereGame {
            game,
            verdicts: Searched {
                wins: Arc::new(wins),
            },
        })
    }

    /// How many positions the search decided.
    ///
    /// ```
    /// use grundy_engine::play::{ChipLine, SearchedMisere};
    /// let line = ChipLine::new(vec![3u64.into()]).unwrap();
    /// assert_eq!(SearchedMisere::new(Box::new(line)).unwrap().positions(), 3);
    /// ```
    pub fn positions(&self) -> usize {
        self.verdicts.wins.len()
    }

    /// How the verdict was found, in words.
    ///
    /// ```
    /// use grundy_engine::play::{ChipLine, SearchedMisere};
    /// let line = ChipLine::new(vec![3u64.into(), 5u64.into()]).unwrap();
    /// let text = SearchedMisere::new(Box::new(line)).unwrap().explain();
    /// assert_eq!(text.arg("positions"), Some(&grundy_text::Arg::Text("9".into())));
    /// ```
    pub fn explain(&self) -> Message {
        self.verdicts.said(self.game.as_ref())
    }
}

impl Searched {
    /// How many positions the search valued, and `game`'s verdict.
    fn said(&self, game: &dyn Playable) -> Message {
        msg!(
            "misere-searched",
            positions = self.wins.len(),
            wins = grundy_text::Arg::yes(self.wins[&game.describe()])
        )
    }
}

impl Verdicts<Box<dyn Playable>> for Searched {
    fn first_player_wins(&self, game: &Box<dyn Playable>) -> bool {
        self.wins[&game.describe()]
    }

    fn winning(&self, game: &Box<dyn Playable>, m: &LegalMove) -> bool {
        !self.wins[&game.after(m).describe()]
    }

    /// The position after `m` is decided by the same search (it reaches no
    /// more than this one).
    fn after(&self, game: &Box<dyn Playable>, m: &LegalMove) -> (Box<dyn Playable>, Self) {
        let wins = Arc::clone(&self.wins);
        (game.after(m), Searched { wins })
    }

    fn explain(&self, game: &Box<dyn Playable>) -> Option<grundy_text::Text> {
        Some(self.said(game.as_ref()).into())
    }
}

/// Whether the player to move wins each position `start` reaches, under
/// misère play, by an explicit-stack search keyed by the written position.
fn search(
    start: &dyn Playable,
    positions: usize,
    per_position: usize,
    total_moves: usize,
) -> Result<FxHashMap<String, bool>, SearchTooLarge> {
    struct Frame {
        key: String,
        game: Option<Box<dyn Playable>>,
        moves: Vec<LegalMove>,
        next: usize,
        wins: bool,
    }
    let listed = |g: &dyn Playable, key: &str| {
        g.legal_moves(per_position)
            .map_err(|_| SearchTooLarge::Moves {
                text: key.to_string(),
                limit: per_position,
            })
    };
    let mut wins: FxHashMap<String, bool> = FxHashMap::default();
    let key = start.describe();
    let moves = listed(start, &key)?;
    let mut moves_listed = moves.len();
    let mut stack = vec![Frame {
        key,
        game: None,
        moves,
        next: 0,
        wins: false,
    }];
    while let Some(top) = stack.last_mut() {
        // Every move is followed, not only up to a winning one: each move
        // of each position reached is labelled from the table.
        if top.next == top.moves.len() {
            // No move left: the player to move has won (misère play).
            let done = stack.pop().expect("a frame");
            let won = done.wins || done.moves.is_empty();
            wins.insert(done.key, won);
            if let Some(parent) = stack.last_mut() {
                parent.wins |= !won;
            }
            continue;
        }
        let m = top.moves[top.next].clone();
        top.next += 1;
        let after = match &top.game {
            Some(g) => g.after(&m),
            None => start.after(&m),
        };
        let key = after.describe();
        if let Some(&won) = wins.get(&key) {
            top.wins |= !won;
            continue;
        }
        if wins.len() + stack.len() >= positions {
            return Err(SearchTooLarge::Positions { limit: positions });
        }
        let moves = listed(after.as_ref(), &key)?;
        moves_listed += moves.len();
        if moves_listed > total_moves {
            return Err(SearchTooLarge::TotalMoves { limit: total_moves });
        }
        stack.push(Frame {
            key,
            game: Some(after),
            moves,
            next: 0,
            wins: false,
        });
    }
    Ok(wins)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::{BigNat, Natural};
    use crate::play::tests::typed_moves_are_the_listed_ones;
    use crate::play::ChipLine;

    /// Whether the player to move wins chips on `cells` under misère play,
    /// from the rules alone: slide a chip left to a free cell with no chip
    /// between; no move left wins.
    fn misere_wins_by_rules(cells: &[u64]) -> bool {
        let mut any = false;
        for i in 0..cells.len() {
            let stop = cells.iter().filter(|&&c| c < cells[i]).max().copied();
            for to in stop.unwrap_or(0) + 1..cells[i] {
                any = true;
                let mut next = cells.to_vec();
                next[i] = to;
                if !misere_wins_by_rules(&next) {
                    return true;
                }
            }
        }
        !any
    }

    fn line(cells: &[u64]) -> SearchedMisere {
        let chips = ChipLine::new(cells.iter().map(|&c| BigNat::from(c)).collect()).unwrap();
        SearchedMisere::new(Box::new(chips)).unwrap()
    }

    #[test]
    fn chips_under_misere_play_as_the_rules_say() {
        let cases: [(&str, &[u64]); 7] = [
            ("one chip on cell 1: no move, a win", &[1]),
            ("one chip on cell 2: the only move loses", &[2]),
            ("one chip far out", &[7]),
            ("packed at the start: no move, a win", &[1, 2, 3]),
            ("POJ 1704's sample", &[1, 5, 6]),
            ("given out of order", &[6, 2, 4]),
            ("a gap in front of each", &[2, 5, 7, 8]),
        ];
        for (name, cells) in cases {
            let p = line(cells);
            assert_eq!(p.first_player_wins(), misere_wins_by_rules(cells), "{name}");
            for m in p.legal_moves(1000).unwrap() {
                let next: Vec<u64> = m
                    .after_numbers
                    .iter()
                    .map(|c| c.to_u64().unwrap())
                    .collect();
                assert_eq!(
                    m.winning,
                    !misere_wins_by_rules(&next),
                    "{name}: {:?}",
                    m.description
                );
                assert_eq!(p.after_move(&m).first_player_wins(), !m.winning, "{name}");
            }
            typed_moves_are_the_listed_ones(&p, 2);
        }
    }

    #[test]
    fn a_search_past_its_bound_is_refused() {
        let chips = ChipLine::new(vec![BigNat::from(5u64), BigNat::from(40u64)]).unwrap();
        assert_eq!(
            search(&chips, 100, MOVE_LIMIT, TOTAL_MOVE_LIMIT).unwrap_err(),
            SearchTooLarge::Positions { limit: 100 }
        );
        assert_eq!(
            search(&chips, POSITION_LIMIT, 10, TOTAL_MOVE_LIMIT).unwrap_err(),
            SearchTooLarge::Moves {
                text: "chips 5 40".into(),
                limit: 10
            }
        );
        assert_eq!(
            search(&chips, POSITION_LIMIT, MOVE_LIMIT, 1000).unwrap_err(),
            SearchTooLarge::TotalMoves { limit: 1000 }
        );
    }
}

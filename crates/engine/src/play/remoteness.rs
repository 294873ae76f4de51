//! Remoteness: how long a game lasts under perfect play, when the winner
//! finishes as fast as it can and the loser holds out as long as it can
//! (Steinhaus; Smith's "remoteness" in Winning Ways, chapter 9). A
//! terminal position has remoteness 0; a won position one more than the
//! least remoteness of the lost positions it can move to; a lost position
//! one more than the greatest remoteness of any option. Remoteness is even
//! exactly when the player to move loses, under normal play.
//!
//! The search is exact and from the rules: every position reachable is
//! visited once (memoized by its written form), iteratively, within a
//! bound on the moves examined; past it, [`TooLong`] says so.
//!
//! ```
//! use grundy_engine::play::Game;
//! use grundy_engine::remoteness::{remoteness, Budget};
//! // Nim 1 2: take 1 from the pile of 2, then the opponent takes one pile
//! // and you take the last: three moves.
//! let game = Game::parse(&["nim=1", "nim=2"]).unwrap();
//! assert_eq!(remoteness(&game, Budget::DEFAULT), Ok(3));
//! ```

use super::{LegalMove, Playable};
use grundy_text::{msg, Message};

pub mod table;
use rustc_hash::FxHashMap;
use std::fmt;

/// How much a search may examine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most moves listed over the whole search, a long move counted
    /// once for each [`MOVE_BYTES`] it takes to write.
    pub moves: usize,
    /// The most moves one position may have.
    pub per_position: usize,
    /// The most moves a table over every position below may examine
    /// ([`table`]), counted before it is filled.
    pub table_moves: u64,
    /// The most moves listed to find the positions of the components
    /// that the table is made of.
    pub parts_moves: usize,
    /// The most moves that rules on numbers may make to find the positions
    /// of a table (a hundred nanoseconds or so each: each is a new list).
    pub rules_moves: u64,
}

impl Budget {
    /// An answer at once (bench/remoteness.sh): a table of at most twenty
    /// million moves (about 20 ms), or else a search of at most ten
    /// thousand moves, a few microseconds each; finding the positions of a
    /// table, five thousand listed moves or half a million by
    /// rules on numbers (`grundy staircase 5 5 5 5 5 5` took 3.9 s with no
    /// such bound).
    pub const DEFAULT: Budget = Budget {
        moves: 10_000,
        per_position: 10_000,
        table_moves: 20_000_000,
        parts_moves: 5_000,
        rules_moves: 500_000,
    };
}

/// A search given up at its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLong {
    /// The budget.
    pub budget: Budget,
    /// Whether one position had more moves than [`Budget::per_position`]
    /// (else the whole search had more than [`Budget::moves`]).
    pub one_position: bool,
    /// Whether the moves were within [`Budget::moves`] by count, but not
    /// once long moves were counted by their size ([`MOVE_BYTES`]).
    pub by_size: bool,
    /// Where the game is a table of positions too large for
    /// [`Budget::table_moves`]: its positions and moves, counted before
    /// any was examined.
    pub table: Option<(u64, u64)>,
}

impl TooLong {
    /// The bound that was passed: [`Budget::per_position`] where one
    /// position had too many moves, else [`Budget::moves`].
    ///
    /// ```
    /// use grundy_engine::remoteness::{Budget, TooLong};
    /// let e = TooLong { budget: Budget::DEFAULT, one_position: true, by_size: false, table: None };
    /// assert_eq!(e.limit(), 10_000);
    /// ```
    pub fn limit(&self) -> u64 {
        if self.table.is_some() {
            self.budget.table_moves
        } else if self.one_position {
            self.budget.per_position as u64
        } else {
            self.budget.moves as u64
        }
    }
}

impl TooLong {
    /// What to say: the remoteness was not computed, and why.
    ///
    /// ```
    /// use grundy_engine::remoteness::{Budget, TooLong};
    /// let e = TooLong { budget: Budget::DEFAULT, one_position: true, by_size: false, table: None };
    /// assert_eq!(e.message().id(), "not-computed");
    /// ```
    pub fn message(&self) -> Message {
        let limit = self.limit();
        let why = if let Some((positions, moves)) = self.table {
            msg!(
                "remoteness-table-too-large",
                positions = positions.to_string(),
                moves = moves.to_string(),
                limit = limit.to_string()
            )
        } else if self.by_size {
            msg!(
                "remoteness-too-long-bytes",
                bytes = MOVE_BYTES,
                limit = limit
            )
        } else if self.one_position {
            msg!("remoteness-too-many-moves-here", limit = limit)
        } else {
            msg!("remoteness-too-many-moves", limit = limit)
        };
        msg!("not-computed", why = why)
    }
}

impl fmt::Display for TooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for TooLong {}

/// The remoteness of `game`.
pub fn remoteness<P: Playable + ?Sized>(game: &P, budget: Budget) -> Result<u64, TooLong> {
    if let Some(tabled) = by_table(game, budget) {
        let (product, table) = tabled?;
        return Ok(u64::from(table[product.index(&product.start())]));
    }
    let mut search = Search::new(budget);
    let moves = search.moves(game)?;
    let wins = game.first_player_wins();
    let mut best = None;
    for m in &moves {
        if wins && !m.winning {
            continue;
        }
        let r = search.of(game.after(m))?;
        best = Some(combine(best, r, wins));
    }
    Ok(best.map_or(0, |b| b + 1))
}

/// The remoteness left after each legal move of `game` (in the order
/// [`Playable::legal_moves`] lists them), for a player choosing by it.
///
/// ```
/// use grundy_engine::play::{Game, Playable};
/// use grundy_engine::remoteness::{after_each_move, Budget};
/// let game = Game::parse(&["nim=1", "nim=2"]).unwrap();
/// let after: Vec<u64> = after_each_move(&game, Budget::DEFAULT).unwrap().into_iter().map(|(_, r)| r).collect();
/// // Emptying pile 1 leaves nim 2 (1 move); taking 1 from pile 2 leaves
/// // nim 1 1 (2 moves); emptying pile 2 leaves nim 1 (1 move).
/// assert_eq!(after, vec![1, 2, 1]);
/// ```
pub fn after_each_move<P: Playable + ?Sized>(
    game: &P,
    budget: Budget,
) -> Result<Vec<(LegalMove, u64)>, TooLong> {
    if let Some(tabled) = by_table(game, budget) {
        let (product, table) = tabled?;
        let moves = game.legal_moves(budget.per_position).map_err(|_| TooLong {
            budget,
            one_position: true,
            by_size: false,
            table: None,
        })?;
        let scored: Option<Vec<(LegalMove, u64)>> = moves
            .into_iter()
            .map(|m| {
                let r = u64::from(table[product.after(&m)?]);
                Some((m, r))
            })
            .collect();
        // A move the table cannot place (never, for the games lowered)
        // falls back on the search.
        if let Some(scored) = scored {
            return Ok(scored);
        }
    }
    let mut search = Search::new(budget);
    let moves = search.moves(game)?;
    let mut out = Vec::with_capacity(moves.len());
    for m in moves {
        let r = search.of(game.after(&m))?;
        out.push((m, r));
    }
    Ok(out)
}

/// The remoteness of `game` (as [`remoteness`] finds it, within the same
/// budget) and, as far as that one budget goes, the remoteness each legal
/// move leaves, in the order [`Playable::legal_moves`] lists them (`None`
/// for a move the budget did not reach): a page that labels every move
/// with it pays no more than for the position's own, and nothing twice.
///
/// ```
/// use grundy_engine::play::Game;
/// use grundy_engine::remoteness::{with_moves, Budget};
/// let game = Game::parse(&["nim=1", "nim=2"]).unwrap();
/// let (r, moves) = with_moves(&game, Budget::DEFAULT).unwrap();
/// assert_eq!(r, 3);
/// let after: Vec<Option<u64>> = moves.into_iter().map(|(_, r)| r).collect();
/// assert_eq!(after, vec![Some(1), Some(2), Some(1)]);
/// ```
#[allow(clippy::type_complexity)]
pub fn with_moves<P: Playable + ?Sized>(
    game: &P,
    budget: Budget,
) -> Result<(u64, Vec<(LegalMove, Option<u64>)>), TooLong> {
    let wins = game.first_player_wins();
    let best_of = |scored: &[(LegalMove, Option<u64>)]| {
        scored
            .iter()
            .filter(|(m, _)| !wins || m.winning)
            .filter_map(|(_, r)| *r)
            .fold(None, |best, r| Some(combine(best, r, wins)))
            .map_or(0, |b| b + 1)
    };
    if let Some(tabled) = by_table(game, budget) {
        let (product, table) = tabled?;
        let own = u64::from(table[product.index(&product.start())]);
        // A move the table cannot place (never, for the games lowered) is
        // left without its remoteness rather than searched on top.
        let scored = match game.legal_moves(budget.per_position) {
            Ok(moves) => moves
                .into_iter()
                .map(|m| {
                    let r = product.after(&m).map(|i| u64::from(table[i]));
                    (m, r)
                })
                .collect(),
            Err(_) => Vec::new(),
        };
        return Ok((own, scored));
    }
    let mut search = Search::new(budget);
    let moves = search.moves(game)?;
    // The moves the position's remoteness needs first (a winner's winning
    // moves, a loser's every move), then the others while the budget lasts.
    let mut scored: Vec<(LegalMove, Option<u64>)> = moves.into_iter().map(|m| (m, None)).collect();
    for (m, r) in scored.iter_mut().filter(|(m, _)| !wins || m.winning) {
        *r = Some(search.of(game.after(m))?);
    }
    let own = best_of(&scored);
    for (m, r) in scored.iter_mut().filter(|(_, r)| r.is_none()) {
        match search.of(game.after(m)) {
            Ok(found) => *r = Some(found),
            Err(_) => break,
        }
    }
    Ok((own, scored))
}

/// The move a perfect player makes by remoteness: the winning move that
/// wins soonest, or, when every move loses, the one that holds out
/// longest (of those, the one leaving most to play); the first such in the
/// list. `None` when the search is past its
/// budget, or no move is left.
///
/// ```
/// use grundy_engine::play::{Game, Playable};
/// use grundy_engine::remoteness::{perfect_move, Budget};
/// // Lost: nim 1 1 2... every move loses; taking 1 from the pile of 2
/// // (leaving 1 1 1) makes the game last longest.
/// let game = Game::parse(&["nim=2", "nim=2"]).unwrap();
/// let m = perfect_move(&game, Budget::DEFAULT).unwrap();
/// assert_eq!(m.after, "nim=1");
/// ```
pub fn perfect_move<P: Playable + ?Sized>(game: &P, budget: Budget) -> Option<LegalMove> {
    let wins = game.first_player_wins();
    let scored = after_each_move(game, budget).ok()?;
    let mut best: Option<(LegalMove, u64)> = None;
    for (m, r) in scored {
        if wins && !m.winning {
            continue;
        }
        // Between moves that hold out as long, the loser keeps the most to
        // play: more chances for the opponent to go wrong.
        let better = match &best {
            None => true,
            Some((_, b)) if wins => r < *b,
            Some((bm, b)) => r > *b || (r == *b && m.remaining > bm.remaining),
        };
        if better {
            best = Some((m, r));
        }
    }
    best.map(|(m, _)| m)
}

/// The table of every position below `game` with the game it indexes,
/// where the game is lowered to one ([`Playable::lowered`]); an error where
/// it is, but is larger than the budget; `None` where it is not.
fn by_table<P: Playable + ?Sized>(
    game: &P,
    budget: Budget,
) -> Option<Result<(table::Product, Vec<u32>), TooLong>> {
    let mut parts = table::Parts {
        moves_left: budget.parts_moves,
        too_long: false,
        cheap_moves_left: budget.rules_moves,
    };
    let Some(product) = game.lowered(&mut parts) else {
        // The search would list the same long moves first.
        return parts.too_long.then_some(Err(TooLong {
            budget: Budget {
                moves: budget.parts_moves,
                ..budget
            },
            one_position: false,
            by_size: true,
            table: None,
        }));
    };
    let (positions, moves) = product.size();
    if moves > u128::from(budget.table_moves) {
        return Some(Err(TooLong {
            budget,
            one_position: false,
            by_size: false,
            table: Some((saturating(positions), saturating(moves))),
        }));
    }
    let table = product.table();
    Some(Ok((product, table)))
}

/// `n` as a `u64`, or its largest value.
fn saturating(n: u128) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// The best of `best` and `r`: the least for a winner (over lost
/// positions only), the greatest for a loser.
fn combine(best: Option<u64>, r: u64, wins: bool) -> u64 {
    match best {
        None => r,
        Some(b) if wins => b.min(r),
        Some(b) => b.max(r),
    }
}

/// A position being searched: its moves, the next to look at, the best
/// remoteness of those looked at.
struct Frame {
    game: Box<dyn Playable>,
    key: String,
    wins: bool,
    moves: Vec<LegalMove>,
    next: usize,
    best: Option<u64>,
}

struct Search {
    memo: FxHashMap<String, u64>,
    budget: Budget,
    /// The moves listed, each by its [`weight`].
    spent: usize,
    /// The moves listed, each once.
    listed: usize,
}

pub use crate::component::MOVE_BYTES;

/// What a move counts against the budget: once, and once more for each
/// [`MOVE_BYTES`] it takes to write (what it does and the position it
/// leaves), as [`crate::component::weight`] counts a component's.
fn weight(m: &LegalMove) -> usize {
    1 + (m.description.size() + m.after.len()) / MOVE_BYTES
}

impl Search {
    fn new(budget: Budget) -> Self {
        Search {
            memo: FxHashMap::default(),
            budget,
            spent: 0,
            listed: 0,
        }
    }

    /// The legal moves of `game`, counted against the budget.
    fn moves<P: Playable + ?Sized>(&mut self, game: &P) -> Result<Vec<LegalMove>, TooLong> {
        let left = self.budget.moves.saturating_sub(self.spent);
        let limit = left.min(self.budget.per_position);
        let too_long = TooLong {
            budget: self.budget,
            one_position: limit == self.budget.per_position,
            by_size: false,
            table: None,
        };
        // A long position has long moves: each writes what it leaves. Ask
        // for no more than the budget can pay for at that length, or the
        // listing alone outlasts the budget (`grundy coins ruler 20000`
        // wrote ten thousand moves of twenty thousand coins, 25 s).
        let long = game.longest_move() / MOVE_BYTES;
        if long > 1 {
            let affordable = left / (1 + long);
            if affordable < limit {
                return game
                    .legal_moves(affordable)
                    .map_err(|_| TooLong {
                        one_position: false,
                        by_size: true,
                        ..too_long
                    })
                    .and_then(|moves| self.count(moves, too_long));
            }
        }
        let moves = game.legal_moves(limit).map_err(|_| too_long)?;
        self.count(moves, too_long)
    }

    /// `moves`, counted against the budget.
    fn count(
        &mut self,
        moves: Vec<LegalMove>,
        too_long: TooLong,
    ) -> Result<Vec<LegalMove>, TooLong> {
        self.spent += moves.iter().map(weight).sum::<usize>().max(1);
        self.listed += moves.len().max(1);
        if self.spent > self.budget.moves {
            return Err(TooLong {
                one_position: false,
                by_size: self.listed <= self.budget.moves,
                ..too_long
            });
        }
        Ok(moves)
    }

    fn frame(&mut self, game: Box<dyn Playable>, key: String) -> Result<Frame, TooLong> {
        let moves = self.moves(game.as_ref())?;
        Ok(Frame {
            wins: game.first_player_wins(),
            game,
            key,
            moves,
            next: 0,
            best: None,
        })
    }

    /// The remoteness of `root`, by a depth-first search with its own
    /// stack (games can be long).
    fn of(&mut self, root: Box<dyn Playable>) -> Result<u64, TooLong> {
        let key = root.describe();
        if let Some(&r) = self.memo.get(&key) {
            return Ok(r);
        }
        let first = self.frame(root, key)?;
        let mut stack = vec![first];
        loop {
            let top = stack.last_mut().expect("the root is on the stack");
            if top.next < top.moves.len() {
                let m = &top.moves[top.next];
                top.next += 1;
                // A winner only moves to lost positions.
                if top.wins && !m.winning {
                    continue;
                }
                let child = top.game.after(m);
                let key = child.describe();
                if let Some(&r) = self.memo.get(&key) {
                    top.best = Some(combine(top.best, r, top.wins));
                    continue;
                }
                let frame = self.frame(child, key)?;
                stack.push(frame);
                continue;
            }
            let done = stack.pop().expect("a frame");
            let r = done.best.map_or(0, |b| b + 1);
            self.memo.insert(done.key, r);
            match stack.last_mut() {
                Some(parent) => parent.best = Some(combine(parent.best, r, parent.wins)),
                None => return Ok(r),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::BigNat;
    use crate::play::{ChipLine, Game, PileRule, Piles};

    /// Remoteness by its definition, recursively, from the rules
    /// (remembered by the position's written form).
    fn by_definition(game: &dyn Playable) -> u64 {
        thread_local! {
            static KNOWN: std::cell::RefCell<std::collections::HashMap<String, u64>> =
                Default::default();
        }
        let key = game.describe();
        if let Some(r) = KNOWN.with(|k| k.borrow().get(&key).copied()) {
            return r;
        }
        let moves = game.legal_moves(100_000).unwrap();
        let wins = game.first_player_wins();
        let options: Vec<u64> = moves
            .iter()
            .filter(|m| !wins || m.winning)
            .map(|m| by_definition(&*game.after(m)))
            .collect();
        let r = match (options.is_empty(), wins) {
            (true, _) => 0,
            (false, true) => 1 + options.iter().min().unwrap(),
            (false, false) => 1 + options.iter().max().unwrap(),
        };
        KNOWN.with(|k| k.borrow_mut().insert(key, r));
        r
    }

    #[test]
    fn long_moves_are_counted_by_their_size() {
        // Regression: the budget counted moves alone, and a coin game whose
        // moves turn hundreds of coins spent minutes writing them
        // (`grundy coins 3+C 600`, 153 s). Counted by size, the search
        // stops, and says why.
        let game = Game::parse(&["coins:3+C=300"]).unwrap();
        let e = remoteness(&game, Budget::DEFAULT).unwrap_err();
        assert!(e.by_size && !e.one_position, "{e:?}");
        assert!(
            format!("{:?}", e.message()).contains("remoteness-too-long-bytes"),
            "{e:?}"
        );
        // Short moves count once: Nim's budget is as it was.
        let nim = Game::parse(&["nim=3", "nim=5", "nim=7"]).unwrap();
        let listed = nim.legal_moves(100).unwrap();
        assert!(listed.iter().all(|m| weight(m) == 1));
    }

    #[test]
    fn a_move_longer_than_its_position_is_counted_before_it_is_written() {
        // Regression: the bound on a move's size was its position's length,
        // but a move of the ruler game from one head at 20,000 writes up to
        // 20,000 coins: the table's parts and the search each wrote
        // thousands of such moves (7 s) before giving up. The family's own
        // bound ([`Component::longest_move`]) stops both before any move is
        // written.
        let game = Game::parse(&["coins:ruler=20000"]).unwrap();
        assert!(game.longest_move() > 20_000);
        // Before, the root's 10,000 affordable moves were listed and the
        // search said a position had too many; now none is.
        let e = remoteness(&game, Budget::DEFAULT).unwrap_err();
        assert!(e.by_size && !e.one_position, "{e:?}");
    }

    #[test]
    fn the_table_and_the_search_agree_with_the_definition_on_every_small_position() {
        let games = || {
            let mut games: Vec<Box<dyn Playable>> = Vec::new();
            for a in 0..4u64 {
                for b in 0..4u64 {
                    for c in 0..3u64 {
                        games.push(Box::new(
                            Game::parse(&[
                                &format!("nim={a}"),
                                &format!("nim={b}"),
                                &format!("nim={c}"),
                            ])
                            .unwrap(),
                        ));
                        let piles = vec![BigNat::from(a), BigNat::from(b), BigNat::from(c)];
                        games.push(Box::new(Piles::new(piles.clone(), PileRule::Misere)));
                        games.push(Box::new(Piles::new(
                            piles.clone(),
                            PileRule::Moore(2u64.into()),
                        )));
                        games.push(Box::new(Piles::new(
                            piles,
                            PileRule::MooreMisere(2u64.into()),
                        )));
                        let cells = [a + 1, a + b + 3, a + b + c + 5].map(BigNat::from);
                        games.push(Box::new(ChipLine::new(cells.to_vec()).unwrap()));
                    }
                    games.push(Box::new(
                        Game::parse(&[&format!("wythoff={a},{b}")]).unwrap(),
                    ));
                    games.push(Box::new(
                        Game::parse(&[
                            &format!("kayles={},{b}", a + 1),
                            &format!("staircase={a},{b}"),
                        ])
                        .unwrap(),
                    ));
                }
            }
            games
        };
        for (g, again) in games().iter().zip(games()) {
            let expected = by_definition(&**g);
            // The table where the game is lowered to one, else the search.
            assert_eq!(
                remoteness(&**g, Budget::DEFAULT),
                Ok(expected),
                "{}",
                g.describe()
            );
            // The search from the rules, which games that are no table use.
            let searched = Search::new(Budget::DEFAULT).of(again);
            assert_eq!(searched, Ok(expected), "{}", g.describe());
            // The position's and each move's at once, as the playground
            // asks: the same, every move reached.
            let (own, scored) = with_moves(&**g, Budget::DEFAULT).unwrap();
            assert_eq!(own, expected, "{}", g.describe());
            for (m, r) in &scored {
                assert_eq!(*r, Some(by_definition(&*g.after(m))), "{}", g.describe());
            }
            assert_eq!(scored.len(), g.legal_moves(usize::MAX).unwrap().len());
            // Each move's remoteness, read off the table.
            for (m, r) in after_each_move(&**g, Budget::DEFAULT).unwrap() {
                assert_eq!(
                    r,
                    by_definition(&*g.after(&m)),
                    "{}: {}",
                    g.describe(),
                    m.after
                );
            }
            // Under normal play, even exactly when the player to move
            // loses (misère play wins at a terminal position, at 0).
            if g.grundy().is_some() {
                assert_eq!(expected % 2 == 1, g.first_player_wins(), "{}", g.describe());
            }
        }
    }

    #[test]
    fn every_move_is_scored_as_far_as_the_one_budget_goes() {
        // A won position searched (parts too large for a table): its own
        // remoteness needs only the winning moves; the budget left scores
        // the others as far as it goes, and a budget spent there takes
        // nothing back from the position's own.
        let game = Game::parse(&["nim=9", "nim=10", "nim=12"]).unwrap();
        assert!(game.first_player_wins());
        let searched = |moves: usize| Budget {
            moves,
            per_position: 10_000,
            table_moves: 0,
            parts_moves: 10,
            rules_moves: 10,
        };
        let mut least = None;
        for moves in (1_000..200_000).step_by(1_000) {
            if let Ok(r) = remoteness(&game, searched(moves)) {
                least = Some((moves, r));
                break;
            }
        }
        let (moves, own) = least.expect("the search ends within 200,000 moves");
        let (with, scored) = with_moves(&game, searched(moves)).unwrap();
        assert_eq!(with, own);
        assert!(scored
            .iter()
            .filter(|(m, _)| m.winning)
            .all(|(_, r)| r.is_some()));
        assert!(
            scored.iter().any(|(_, r)| r.is_none()),
            "the budget ran out past the position's own"
        );
        // Less than the position needs: said, as remoteness says it.
        assert_eq!(
            with_moves(&game, searched(moves - 1_000)).map(|(r, _)| r),
            remoteness(&game, searched(moves - 1_000))
        );
    }

    #[test]
    fn a_search_past_its_budget_says_so() {
        let game = Game::parse(&["nim=30", "nim=30", "nim=30"]).unwrap();
        // Parts too large for a table: the search, stopped at its budget.
        let budget = Budget {
            moves: 1000,
            per_position: 100,
            table_moves: 1_000_000,
            parts_moves: 10,
            rules_moves: 10,
        };
        let e = remoteness(&game, budget).unwrap_err();
        let said = format!("{:?}", e.message());
        assert!(
            said.contains("remoteness-too-many-moves") && said.contains("\"1000\""),
            "{said}"
        );
        // A table too large, refused before it is filled, its size counted:
        // 31^3 positions, 3 * 465 * 31^2 moves.
        let budget = Budget {
            table_moves: 1000,
            parts_moves: 10_000,
            ..budget
        };
        let e = remoteness(&game, budget).unwrap_err();
        assert_eq!(e.table, Some((29_791, 1_340_595)));
        assert!(
            format!("{:?}", e.message()).contains("remoteness-table-too-large"),
            "{e:?}"
        );
    }

    #[test]
    fn an_answer_costs_no_search_past_a_quick_budget() {
        // Regression: every analysis searched up to a million moves for its
        // remoteness, a few microseconds each, before it answered, mostly
        // to say it was not computed (`grundy nim 30 50 70`, 1.0 s). Piles
        // and small components now make a table of every position below,
        // counted before it is filled, and the search is a hundredth.
        let game = Game::parse(&["nim=30", "nim=50", "nim=70"]).unwrap();
        assert_eq!(remoteness(&game, Budget::DEFAULT), Ok(125));
        let e = remoteness(&Game::parse(&["wythoff=300,500"]).unwrap(), Budget::DEFAULT);
        assert!(e.is_err());
    }
}

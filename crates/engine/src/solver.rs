//! The Sprague–Grundy core: a memoized, iterative game-tree search for any
//! impartial game given by its moves.
//!
//! It knows nothing about the structure of a game (no xor, no closed forms),
//! which makes it the brute-force oracle that every closed form in this crate
//! is tested against. The search keeps its own stack, so games whose lines of
//! play are millions of moves deep do not overflow the thread's stack.

//!
//! # Your own game in twenty lines
//!
//! Kayles: a row of pins; a move knocks down one pin or two adjacent pins,
//! which may split the row in two. A position is the list of row lengths,
//! and it falls apart into its rows, which the solver values one by one.
//!
//! ```
//! use grundy_engine::solver::{ImpartialGame, Solver};
//!
//! struct Kayles;
//!
//! impl ImpartialGame for Kayles {
//!     type Position = Vec<usize>; // row lengths, sorted
//!     fn moves(&self, rows: &Vec<usize>) -> Vec<Vec<usize>> {
//!         let mut out = Vec::new();
//!         for (i, &row) in rows.iter().enumerate() {
//!             for knocked in 1..=2.min(row) {
//!                 for left in 0..=row - knocked {
//!                     let mut next = rows.clone();
//!                     next.remove(i);
//!                     next.extend([left, row - knocked - left].into_iter().filter(|&r| r > 0));
//!                     next.sort_unstable();
//!                     out.push(next);
//!                 }
//!             }
//!         }
//!         out
//!     }
//!     fn components(&self, rows: &Vec<usize>) -> Option<Vec<Vec<usize>>> {
//!         Some(rows.iter().map(|&r| vec![r]).collect())
//!     }
//! }
//!
//! let mut solver = Solver::new(Kayles);
//! let values: Vec<u64> = (0..12).map(|n| solver.grundy(&vec![n]).unwrap()).collect();
//! assert_eq!(values, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]); // the octal game 0.77
//! assert!(solver.winning_moves(&vec![4, 7]).unwrap().len() > 0);
//! ```

use rustc_hash::FxHashMap;
use std::fmt;
use std::hash::Hash;

/// An impartial game: both players have the same moves from every position.
///
/// A ruleset implements this; positions are plain data. Play must end: a
/// position that can be reached again from itself is reported as
/// [`SolveError::Cycle`].
///
/// ```
/// use grundy_engine::solver::{ImpartialGame, Solver};
///
/// /// Take 1 or 2 counters from a single heap.
/// struct TakeOneOrTwo;
///
/// impl ImpartialGame for TakeOneOrTwo {
///     type Position = u32;
///     fn moves(&self, heap: &u32) -> Vec<u32> {
///         (1..=2).filter(|&t| t <= *heap).map(|t| heap - t).collect()
///     }
/// }
///
/// let mut solver = Solver::new(TakeOneOrTwo);
/// assert_eq!(solver.grundy(&7).unwrap(), 1);
/// assert!(solver.is_first_player_win(&7).unwrap());
/// assert_eq!(solver.winning_moves(&7).unwrap(), vec![6]);
/// ```
pub trait ImpartialGame {
    /// A position of the game.
    type Position: Clone + Eq + Hash;

    /// Every position reachable in one move (duplicates are allowed).
    fn moves(&self, position: &Self::Position) -> Vec<Self::Position>;

    /// [`ImpartialGame::moves`] appended to `out`. The solver calls this one
    /// with buffers it reuses; override it to list moves without allocating.
    fn moves_into(&self, position: &Self::Position, out: &mut Vec<Self::Position>) {
        out.extend(self.moves(position));
    }

    /// Independent parts of `position` whose sum it is, if it falls apart
    /// (for example a row of pins with a gap in it). The solver then values
    /// each part once and xors the values, instead of searching the sum.
    /// Return `None` (the default) for a position that does not split; under
    /// misère play the hint is ignored, since misère values do not add.
    fn components(&self, position: &Self::Position) -> Option<Vec<Self::Position>> {
        let _ = position;
        None
    }
}

/// The normal-play convention (the player who cannot move loses) or misère
/// (the player who cannot move wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Convention {
    /// The player who makes the last move wins.
    Normal,
    /// The player who makes the last move loses.
    Misere,
}

/// Why a search could not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// A position can be reached again from itself, so play need not end.
    Cycle,
    /// The search needed more distinct positions than the configured limit.
    LimitExceeded {
        /// The limit that was reached.
        limit: usize,
    },
}

impl SolveError {
    /// What to say about it.
    ///
    /// ```
    /// use grundy_engine::solver::SolveError;
    /// assert_eq!(SolveError::Cycle.message().id(), "solve-cycle");
    /// ```
    pub fn message(&self) -> grundy_text::Message {
        match self {
            SolveError::Cycle => grundy_text::msg!("solve-cycle"),
            SolveError::LimitExceeded { limit } => grundy_text::msg!("solve-limit", limit = limit),
        }
    }
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for SolveError {}

/// The memo's mark for a position whose search is under way (a value no
/// game reaches: it would need 2^64 − 1 moves from one position).
const IN_PROGRESS: u64 = u64::MAX;

/// A memoized search over an [`ImpartialGame`].
///
/// Under [`Convention::Normal`] the stored value of a position is its Grundy
/// value; under [`Convention::Misere`] it is 1 for a win of the player to move
/// and 0 for a loss (misère play has no Grundy values that add up).
pub struct Solver<G: ImpartialGame> {
    game: G,
    convention: Convention,
    memo: FxHashMap<G::Position, u64>,
    /// Emptied move lists, reused so that the search allocates little.
    buffers: Vec<Vec<G::Position>>,
    limit: Option<usize>,
}

struct Frame<P> {
    position: P,
    /// The options, or, for a position split into parts, the parts.
    children: Vec<P>,
    split: bool,
    next: usize,
    /// The children's values, gathered as they become known, so that no
    /// child is looked up twice and nothing is allocated for the mex.
    seen: Seen,
}

/// The values of a position's children, as far as its value needs them.
#[derive(Default)]
struct Seen {
    /// Bit v: some child has value v (for v < 64).
    low: u64,
    /// Values of 64 and more (rare: a position with that many options).
    high: Vec<u64>,
    /// The xor of every value (for a position split into parts).
    xor: u64,
}

impl Seen {
    #[inline]
    fn add(&mut self, v: u64) {
        if v < 64 {
            self.low |= 1 << v;
        } else {
            self.high.push(v);
        }
        self.xor ^= v;
    }

    fn mex(&self) -> u64 {
        if self.low != u64::MAX {
            return u64::from(self.low.trailing_ones());
        }
        let mut high = self.high.clone();
        high.sort_unstable();
        high.dedup();
        let mut v = 64;
        for h in high {
            if h != v {
                break;
            }
            v += 1;
        }
        v
    }
}

impl<G: ImpartialGame> Solver<G> {
    /// A solver for normal play.
    pub fn new(game: G) -> Self {
        Self::with_convention(game, Convention::Normal)
    }

    /// A solver for the given play convention.
    ///
    /// ```
    /// use grundy_engine::solver::{Convention, ImpartialGame, Solver};
    /// struct Heap;
    /// impl ImpartialGame for Heap {
    ///     type Position = u8;
    ///     fn moves(&self, h: &u8) -> Vec<u8> { (0..*h).collect() }
    /// }
    /// // A single heap of 1 is lost under misère play: you must take the last one.
    /// let mut misere = Solver::with_convention(Heap, Convention::Misere);
    /// assert!(!misere.is_first_player_win(&1).unwrap());
    /// assert!(misere.is_first_player_win(&0).unwrap());
    /// ```
    pub fn with_convention(game: G, convention: Convention) -> Self {
        Solver {
            game,
            convention,
            memo: FxHashMap::default(),
            buffers: Vec::new(),
            limit: None,
        }
    }

    /// Stops any search that would store more than `limit` positions.
    pub fn with_limit(mut self, limit: usize) -> Self {
        self.limit = Some(limit);
        self
    }

    /// The game being solved.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions have been evaluated so far.
    pub fn positions_evaluated(&self) -> usize {
        self.memo.len()
    }

    /// The stored value of `position` (see [`Solver`]), searching as needed.
    pub fn value(&mut self, position: &G::Position) -> Result<u64, SolveError> {
        if let Some(&v) = self.memo.get(position)
            && v != IN_PROGRESS
        {
            return Ok(v);
        }
        let mut stack = vec![self.open(position.clone())?];
        while let Some(top) = stack.last_mut() {
            if top.next < top.children.len() {
                let child = &top.children[top.next];
                top.next += 1;
                match self.memo.get(child) {
                    Some(&IN_PROGRESS) => return Err(self.abandon(stack, SolveError::Cycle)),
                    Some(&v) => top.seen.add(v),
                    None => {
                        let child = child.clone();
                        match self.open(child) {
                            Ok(frame) => stack.push(frame),
                            Err(e) => return Err(self.abandon(stack, e)),
                        }
                    }
                }
            } else {
                let mut frame = stack.pop().expect("stack is not empty");
                let value = self.combine(&frame);
                self.memo.insert(frame.position, value);
                frame.children.clear();
                self.buffers.push(frame.children);
                if let Some(parent) = stack.last_mut() {
                    parent.seen.add(value);
                }
            }
        }
        match self.memo.get(position) {
            Some(&v) if v != IN_PROGRESS => Ok(v),
            _ => unreachable!("the root is evaluated last"),
        }
    }

    fn open(&mut self, position: G::Position) -> Result<Frame<G::Position>, SolveError> {
        if let Some(limit) = self.limit
            && self.memo.len() >= limit
        {
            return Err(SolveError::LimitExceeded { limit });
        }
        let parts = match self.convention {
            Convention::Normal => self.game.components(&position).filter(|p| p.len() > 1),
            Convention::Misere => None,
        };
        let split = parts.is_some();
        let children = parts.unwrap_or_else(|| {
            let mut buffer = self.buffers.pop().unwrap_or_default();
            self.game.moves_into(&position, &mut buffer);
            buffer
        });
        self.memo.insert(position.clone(), IN_PROGRESS);
        Ok(Frame {
            position,
            children,
            split,
            next: 0,
            seen: Seen::default(),
        })
    }

    /// Forgets the positions left half-evaluated, so the solver stays usable.
    fn abandon(&mut self, stack: Vec<Frame<G::Position>>, error: SolveError) -> SolveError {
        for frame in stack {
            self.memo.remove(&frame.position);
        }
        error
    }

    fn combine(&self, frame: &Frame<G::Position>) -> u64 {
        if frame.split {
            return frame.seen.xor;
        }
        match self.convention {
            Convention::Normal => frame.seen.mex(),
            // Misère: stored 1 for a win of the player to move, 0 for a loss.
            Convention::Misere => u64::from(frame.children.is_empty() || frame.seen.low & 1 != 0),
        }
    }

    /// The Grundy value of `position` under normal play.
    ///
    /// # Panics
    /// If the solver was made for misère play, where Grundy values do not
    /// describe sums.
    pub fn grundy(&mut self, position: &G::Position) -> Result<u64, SolveError> {
        assert_eq!(
            self.convention,
            Convention::Normal,
            "Grundy values are for normal play"
        );
        self.value(position)
    }

    /// Whether the player to move from `position` wins with perfect play.
    pub fn is_first_player_win(&mut self, position: &G::Position) -> Result<bool, SolveError> {
        Ok(self.value(position)? != 0)
    }

    /// Every move from `position` to a position lost for the player who must
    /// move next, in the order the game lists its moves, without repeats.
    pub fn winning_moves(
        &mut self,
        position: &G::Position,
    ) -> Result<Vec<G::Position>, SolveError> {
        self.value(position)?;
        let mut winning: Vec<G::Position> = Vec::new();
        for child in self.game.moves(position) {
            if self.value(&child)? == 0 && !winning.contains(&child) {
                winning.push(child);
            }
        }
        Ok(winning)
    }
}

/// The minimum excluded value: the least natural number not in `values`.
///
/// ```
/// assert_eq!(grundy_engine::solver::mex([0, 1, 3, 1]), 2);
/// assert_eq!(grundy_engine::solver::mex(std::iter::empty()), 0);
/// ```
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let values: Vec<u64> = values.into_iter().collect();
    // The mex of n values is at most n, so larger values cannot matter.
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if let Some(slot) = usize::try_from(v).ok().and_then(|i| seen.get_mut(i)) {
            *slot = true;
        }
    }
    seen.iter()
        .position(|&s| !s)
        .expect("n values leave one of 0..=n unseen") as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Line;
    impl ImpartialGame for Line {
        type Position = u64;
        fn moves(&self, n: &u64) -> Vec<u64> {
            n.checked_sub(1).into_iter().collect()
        }
    }

    #[test]
    fn a_line_a_million_moves_deep_does_not_overflow_the_stack() {
        let mut solver = Solver::new(Line);
        assert_eq!(solver.grundy(&1_000_000).unwrap(), 0);
        assert_eq!(solver.grundy(&999_999).unwrap(), 1);
    }

    struct Loop;
    impl ImpartialGame for Loop {
        type Position = u8;
        fn moves(&self, n: &u8) -> Vec<u8> {
            vec![(n + 1) % 3]
        }
    }

    #[test]
    fn a_cycle_is_reported_not_valued() {
        let mut solver = Solver::new(Loop);
        assert_eq!(solver.grundy(&0), Err(SolveError::Cycle));
        assert_eq!(
            solver.grundy(&0),
            Err(SolveError::Cycle),
            "the solver stays consistent"
        );
    }

    #[test]
    fn the_limit_stops_the_search_and_says_so() {
        let mut solver = Solver::new(Line).with_limit(100);
        assert_eq!(
            solver.grundy(&1000),
            Err(SolveError::LimitExceeded { limit: 100 })
        );
        assert_eq!(solver.grundy(&50).unwrap(), 0);
    }

    /// Kayles rows, with or without telling the solver that rows are
    /// independent.
    struct Rows {
        split: bool,
    }

    impl ImpartialGame for Rows {
        type Position = Vec<usize>;
        fn moves(&self, rows: &Vec<usize>) -> Vec<Vec<usize>> {
            let mut out = Vec::new();
            for (i, &row) in rows.iter().enumerate() {
                for knocked in 1..=2.min(row) {
                    for left in 0..=row - knocked {
                        let mut next = rows.clone();
                        next.remove(i);
                        next.extend([left, row - knocked - left].into_iter().filter(|&r| r > 0));
                        next.sort_unstable();
                        out.push(next);
                    }
                }
            }
            out
        }
        fn components(&self, rows: &Vec<usize>) -> Option<Vec<Vec<usize>>> {
            self.split.then(|| rows.iter().map(|&r| vec![r]).collect())
        }
    }

    #[test]
    fn splitting_into_components_changes_no_value_and_no_winning_move() {
        let mut whole = Solver::new(Rows { split: false });
        let mut parts = Solver::new(Rows { split: true });
        for a in 0..9 {
            for b in a..9 {
                for c in [0, 3, 5] {
                    let mut p: Vec<usize> = [a, b, c].into_iter().filter(|&r| r > 0).collect();
                    p.sort_unstable();
                    assert_eq!(whole.grundy(&p), parts.grundy(&p), "{p:?}");
                    assert_eq!(whole.winning_moves(&p), parts.winning_moves(&p), "{p:?}");
                }
            }
        }
        assert!(parts.positions_evaluated() < whole.positions_evaluated());
    }

    #[test]
    fn misere_ignores_the_split_hint() {
        // Misère values do not add: two single pins are a win (take one,
        // the opponent takes the last), though each alone is a loss.
        let mut misere = Solver::with_convention(Rows { split: true }, Convention::Misere);
        assert!(!misere.is_first_player_win(&vec![1]).unwrap());
        assert!(misere.is_first_player_win(&vec![1, 1]).unwrap());
    }

    #[test]
    fn mex_cases() {
        let cases: [(&str, Vec<u64>, u64); 4] = [
            ("empty", vec![], 0),
            ("gap at zero", vec![1, 2], 0),
            ("dense", vec![2, 0, 1], 3),
            ("huge values ignored", vec![0, u64::MAX], 1),
        ];
        for (name, values, expected) in cases {
            assert_eq!(mex(values), expected, "{name}");
        }
    }
}

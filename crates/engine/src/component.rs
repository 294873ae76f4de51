//! What a game must give to be a component of a sum: its value, the moves
//! to a given value, all its moves, and the position after a move. Each
//! family implements [`Component`] in its own file; [`crate::sum`] adds
//! components up and [`crate::kinds`] reads them from text.

use crate::num::BigNat;
use std::fmt;

/// A move inside one component, told in that component's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentMove {
    /// What the move does: "take 2 from the heap of 7, leaving 1 and 4".
    pub description: String,
    /// The component's position after the move, in its own notation.
    pub after: String,
    /// The same position as numbers (heaps sorted, a Wythoff pair, steps…).
    pub after_numbers: Vec<BigNat>,
    /// [`Component::remaining`] of the component after the move.
    pub remaining: BigNat,
}

/// One component of a sum.
///
/// ```
/// use grundy_engine::component::Component;
/// use grundy_engine::nim::NimPile;
/// let pile = NimPile::new(5u64.into());
/// let m = &pile.moves_to_value(&2u64.into())[0];
/// assert_eq!(m.description, "take 3 from the pile of 5");
/// assert_eq!(pile.after(m).describe(), "nim=2");
/// ```
pub trait Component {
    /// The game and its position, in the notation `grundy sum` reads
    /// (`kayles=5`, `wythoff=3,5`).
    fn describe(&self) -> String;
    /// The Grundy value.
    fn grundy(&self) -> BigNat;
    /// Every move to a position of Grundy value `target`.
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove>;
    /// Every legal move, with the component's Grundy value after it, or
    /// [`TooManyMoves`] if there are more than `limit`.
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves>;
    /// An upper bound on the moves left in this component (counters left,
    /// weighted by how far they still have to go): the computer, when it is
    /// losing, keeps this as large as it can to make the game last.
    fn remaining(&self) -> BigNat;
    /// The component after `m`, one of its own moves: built from the
    /// position as data, sharing what was computed for this one (a table,
    /// a nim-sequence), never read again from text.
    fn after(&self, m: &ComponentMove) -> Box<dyn Component>;
}

/// More legal moves than asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManyMoves {
    /// The limit.
    pub limit: usize,
}

impl std::error::Error for TooManyMoves {}

impl fmt::Display for TooManyMoves {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "more than {} legal moves: too many to list", self.limit)
    }
}

/// The moves of a fully listed component that lead to value `target`.
pub(crate) fn to_value(moves: Vec<(ComponentMove, BigNat)>, target: &BigNat) -> Vec<ComponentMove> {
    moves
        .into_iter()
        .filter(|(_, v)| v == target)
        .map(|(m, _)| m)
        .collect()
}

/// A fully listed component's moves, if there are at most `limit`.
pub(crate) fn within(
    moves: Vec<(ComponentMove, BigNat)>,
    limit: usize,
) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
    if moves.len() > limit {
        return Err(TooManyMoves { limit });
    }
    Ok(moves)
}

/// Collects moves, failing once there are more than `limit`.
pub(crate) struct Moves {
    pub(crate) moves: Vec<(ComponentMove, BigNat)>,
    limit: usize,
}

impl Moves {
    pub(crate) fn new(limit: usize) -> Self {
        Moves {
            moves: Vec::new(),
            limit,
        }
    }
    pub(crate) fn push(&mut self, m: ComponentMove, value: BigNat) -> Result<(), TooManyMoves> {
        if self.moves.len() >= self.limit {
            return Err(TooManyMoves { limit: self.limit });
        }
        self.moves.push((m, value));
        Ok(())
    }
}

/// Numbers written with commas, as positions are in `GAME=POSITION`.
pub(crate) fn list(values: &[BigNat]) -> String {
    values
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

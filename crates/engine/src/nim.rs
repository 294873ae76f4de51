//! Nim: piles of counters; a move takes any positive number from one pile;
//! whoever takes the last counter wins.
//!
//! Bouton's theorem: the player to move loses exactly when the xor of the
//! piles (the nim-sum) is 0, and the Grundy value of a position is its
//! nim-sum. With nim-sum `s ≠ 0`, the winning moves are the piles `x` with
//! `x xor s < x`, each reduced to `x xor s`; these are the piles that have the
//! highest set bit of `s`.

use crate::binary::BinaryTable;
use crate::component::{
    typed_number, typed_words, Component, ComponentMove, Kind, MoveError, Play, PlayNumbers,
    TooManyMoves,
};
use crate::num::{BigNat, Natural};
use crate::Outcome;
use grundy_text::{msg, Message, Text};
use std::fmt;

/// A move that reduces one pile, shared by the games of the Nim family.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PileMove<N> {
    /// Index of the pile, counting from 0.
    pub pile: usize,
    /// The pile before the move.
    pub from: N,
    /// The pile after the move (less than `from`).
    pub to: N,
}

impl<N: Natural> PileMove<N> {
    /// How many counters the move takes.
    ///
    /// ```
    /// use grundy_engine::nim::PileMove;
    /// assert_eq!(PileMove { pile: 0, from: 9u64, to: 5 }.amount(), 4);
    /// ```
    pub fn amount(&self) -> N {
        self.from.minus(&self.to)
    }

    /// The position after the move.
    ///
    /// ```
    /// use grundy_engine::nim::PileMove;
    /// let m = PileMove { pile: 2, from: 9u64, to: 5 };
    /// assert_eq!(m.apply(&[3, 6, 9]), vec![3, 6, 5]);
    /// ```
    pub fn apply(&self, piles: &[N]) -> Vec<N> {
        let mut after = piles.to_vec();
        after[self.pile] = self.to.clone();
        after
    }
}

impl<N: Natural> PileMove<N> {
    /// "take 4 from pile 3 (9 -> 5)", with piles numbered from 1.
    ///
    /// ```
    /// use grundy_engine::nim::PileMove;
    /// let m = PileMove { pile: 2, from: 9u64, to: 5 };
    /// assert_eq!(m.message().arg("pile"), Some(&grundy_text::Arg::Text("3".into())));
    /// ```
    pub fn message(&self) -> Message {
        msg!(
            "take-from-pile",
            amount = self.amount(),
            pile = self.pile + 1,
            from = self.from,
            to = self.to
        )
    }
}

/// Read by the installed reader ([`grundy_text::render`]).
impl<N: Natural> fmt::Display for PileMove<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

/// The nim-sum (xor) of the piles: the Grundy value of the Nim position.
///
/// ```
/// assert_eq!(grundy_engine::nim::nim_sum(&[3u64, 5, 7]), 1);
/// assert_eq!(grundy_engine::nim::nim_sum::<u64>(&[]), 0);
/// ```
pub fn nim_sum<N: Natural>(piles: &[N]) -> N {
    piles.iter().fold(N::zero(), |s, x| s.xor(x))
}

/// Who wins the Nim position.
///
/// ```
/// use grundy_engine::{nim, Outcome};
/// assert_eq!(nim::outcome(&[1u64, 2, 3]), Outcome::SecondPlayerWins);
/// ```
pub fn outcome<N: Natural>(piles: &[N]) -> Outcome {
    Outcome::from_first_player_wins(!nim_sum(piles).is_zero())
}

/// Every winning move, in pile order. Empty when the position is lost.
///
/// Each pile has at most one winning move, to `x xor s`.
///
/// ```
/// let moves = grundy_engine::nim::winning_moves(&[3u64, 6, 9]);
/// assert_eq!(moves.len(), 1);
/// assert_eq!((moves[0].pile, moves[0].amount()), (2, 4));
/// ```
pub fn winning_moves<N: Natural>(piles: &[N]) -> Vec<PileMove<N>> {
    let s = nim_sum(piles);
    winning_moves_with_sum(piles, &s).collect()
}

/// The winning moves for a nim-sum `s` computed by the caller, lazily; the
/// judge formats use it to avoid a second pass or an allocation.
///
/// ```
/// let piles = [3u64, 6, 9];
/// let first = grundy_engine::nim::winning_moves_with_sum(&piles, &12).next().unwrap();
/// assert_eq!(first.to, 5);
/// ```
pub fn winning_moves_with_sum<'a, N: Natural>(
    piles: &'a [N],
    s: &'a N,
) -> impl Iterator<Item = PileMove<N>> + 'a {
    piles.iter().enumerate().filter_map(move |(pile, x)| {
        let to = x.xor(s);
        (to < *x).then(|| PileMove {
            pile,
            from: x.clone(),
            to,
        })
    })
}

/// The canonical winning move: the one on the pile with the smallest index.
///
/// ```
/// let m = grundy_engine::nim::canonical_move(&[3u64, 5, 7]).unwrap();
/// assert_eq!((m.pile, m.to), (0, 2));
/// assert!(grundy_engine::nim::canonical_move(&[2u64, 2]).is_none());
/// ```
pub fn canonical_move<N: Natural>(piles: &[N]) -> Option<PileMove<N>> {
    let s = nim_sum(piles);
    let first = winning_moves_with_sum(piles, &s).next();
    // Bound to a name: the iterator borrows `s`, which must outlive it.
    first
}

/// A step-by-step explanation for a student: the piles in binary as aligned
/// columns, the nim-sum, its highest set bit, which piles can be reduced to
/// `x xor s`, and why the chosen move leaves a nim-sum of 0.
///
/// ```
/// let text = grundy_engine::nim::explain(&[3u64, 6, 9]);
/// let said: Vec<_> = text.messages().map(|m| m.id()).collect();
/// assert_eq!(said[2], "nim-explain-nonzero");
/// assert_eq!(said.last(), Some(&"nim-explain-chosen"));
/// ```
pub fn explain<N: Natural>(piles: &[N]) -> Text {
    let s = nim_sum(piles);
    let mut table = BinaryTable::new();
    for (i, x) in piles.iter().enumerate() {
        table.row(msg!("pile-label", pile = i + 1), x);
    }
    table.rule();
    table.row(msg!("xor-label"), &s);
    let mut out = Text::new();
    out.line(msg!("nim-explain-columns")).plain("\n");
    out.block(table).plain("\n");
    out.line(msg!("nim-explain-nim-sum"));
    if s.is_zero() {
        out.plain("\n").line(msg!("nim-explain-zero"));
        return out;
    }
    let top = s.bit_len() - 1;
    out.plain("\n")
        .line(msg!("nim-explain-nonzero", s = s, top = top))
        .plain("\n");
    for (i, x) in piles.iter().enumerate() {
        let y = x.xor(&s);
        let pile = i + 1;
        let line = if y < *x {
            let amount = x.minus(&y);
            msg!(
                "nim-explain-pile-set",
                pile = pile,
                x = x,
                s = s,
                y = y,
                top = top,
                amount = amount
            )
        } else {
            msg!(
                "nim-explain-pile-clear",
                pile = pile,
                x = x,
                s = s,
                y = y,
                top = top
            )
        };
        out.line(line);
    }
    let chosen = winning_moves_with_sum(piles, &s)
        .next()
        .expect("s != 0 has a winning move");
    out.plain("\n").line(msg!(
        "nim-explain-chosen",
        move = chosen.message(),
        from = chosen.from,
        to = chosen.to,
        s = s
    ));
    out
}

/// A Nim pile of any size, as a component of a sum.
pub struct NimPile(BigNat);

impl NimPile {
    /// A pile of `size` counters.
    pub fn new(size: BigNat) -> Self {
        NimPile(size)
    }
}

impl Component for NimPile {
    fn describe(&self) -> String {
        format!("nim={}", self.0)
    }
    // A pile is worth its size: 0 only when empty.
    fn sj_parts(&self) -> Option<Vec<BigNat>> {
        Some(vec![self.0.clone()])
    }
    fn grundy(&self) -> BigNat {
        self.0.clone()
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        if *target >= self.0 {
            return Vec::new();
        }
        vec![nim_move(&self.0, target)]
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let size = self
            .0
            .to_u64()
            .filter(|&x| x <= limit as u64)
            .ok_or(TooManyMoves { limit })?;
        Ok((0..size)
            .rev()
            .map(|y| (nim_move(&self.0, &BigNat::from(y)), BigNat::from(y)))
            .collect())
    }
    fn remaining(&self) -> BigNat {
        self.0.clone()
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        Box::new(NimPile(m.after_numbers[0].clone()))
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        vec![("N", grundy_text::msg!("syntax-nim"))]
    }
    fn lasting_move(&self) -> Option<ComponentMove> {
        (!Natural::is_zero(&self.0)).then(|| nim_move(&self.0, &(&self.0 - BigNat::ONE)))
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let [n] = typed_words(words, "N")?;
        let n = typed_number(n, &grundy_text::msg!("noun-amount"))?;
        if Natural::is_zero(&n) {
            return Err(MoveError::new(grundy_text::msg!("move-error-at-least-1")));
        }
        if n > self.0 {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-only",
                size = self.0
            )));
        }
        Ok(nim_move(&self.0, &(&self.0 - &n)))
    }
}

fn nim_move(from: &BigNat, to: &BigNat) -> ComponentMove {
    ComponentMove {
        description: grundy_text::msg!("move-take-from-pile-of", amount = from - to, from = from),
        after: format!("nim={to}"),
        after_numbers: vec![to.clone()],
        remaining: to.clone(),
        family: None,
    }
}

/// Nim piles in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "nim",
    examples: &["nim=7"],
    more_examples: &[],
    position: "kind-nim-position",
    rules: "kind-nim-rules",
    play: Play {
        example: "nim 3 5 7",
        numbers: PlayNumbers::EachOne,
    },
    claims: |game| game == "nim",
    parse: |w| Ok(Box::new(NimPile::new(w.one("noun-pile")?))),
    fallback: false,
    heaps: false,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::BigNat;

    #[test]
    fn a_googol_pile_is_exact() {
        let googol: BigNat = Natural::parse_decimal(&("1".to_string() + &"0".repeat(100))).unwrap();
        let piles = vec![googol.clone(), BigNat::from(5u8)];
        let moves = winning_moves(&piles);
        assert_eq!(moves.len(), 1);
        assert_eq!(moves[0].to, BigNat::from(5u8));
        assert_eq!(moves[0].amount(), googol - 5u8);
    }

    #[test]
    fn explanation_of_a_lost_position_says_so() {
        let said: Vec<_> = explain(&[1u64, 2, 3]).messages().map(|m| m.id()).collect();
        assert_eq!(said.last(), Some(&"nim-explain-zero"));
        assert!(!said.contains(&"nim-explain-chosen"));
    }
}

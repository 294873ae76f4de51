//! Bounded Nim (a subtraction game on every pile): a move takes from 1 to
//! `k` counters from one pile, where each pile may have its own bound `k`.
//!
//! A single pile of `x` with bound `k` has Grundy value `x mod (k + 1)`; a
//! position's value is the xor of its piles' values (Sprague–Grundy). A
//! winning move changes one pile's value `g` to `g xor S`, where `S` is the
//! position's value. Unlike in Nim, `g xor S` may be *larger* than `g`: a pile
//! of 3 with `k = 2` (value 0) can move to 1 (value 1). Both kinds of winning
//! move are listed.

use crate::component::{
    typed_number, typed_words, Component, ComponentMove, Kind, MoveError, Play, PlayNumbers,
    Reason, TooManyMoves,
};
use crate::nim::PileMove;
use crate::num::{one, BigNat, Natural};
use crate::Outcome;
use grundy_text::{msg, Arg, Text};

/// `k + 1`, or `None` if it does not fit the number type (then every pile is
/// smaller than the modulus).
fn modulus<N: Natural>(k: &N) -> Option<N> {
    k.checked_plus(&one())
}

/// The Grundy value of one pile of `x` whose moves take 1 to `k` counters.
///
/// # Panics
/// If `k` is zero.
///
/// ```
/// assert_eq!(grundy_engine::bounded_nim::pile_grundy(&10u64, &3), 2);
/// assert_eq!(grundy_engine::bounded_nim::pile_grundy(&u64::MAX, &u64::MAX), u64::MAX);
/// ```
pub fn pile_grundy<N: Natural>(x: &N, k: &N) -> N {
    assert!(!k.is_zero(), "bounded Nim needs a bound of at least 1");
    match modulus(k) {
        Some(m) => x.rem(&m),
        None => x.clone(),
    }
}

/// The Grundy value of the position: the xor of every pile's value.
/// `limits[i]` is the most that may be taken from pile `i` at once.
///
/// ```
/// assert_eq!(grundy_engine::bounded_nim::grundy(&[10u64, 7], &[3, 3]), 2 ^ 3);
/// ```
pub fn grundy<N: Natural>(piles: &[N], limits: &[N]) -> N {
    assert_eq!(piles.len(), limits.len(), "one bound per pile");
    piles
        .iter()
        .zip(limits)
        .fold(N::zero(), |s, (x, k)| s.xor(&pile_grundy(x, k)))
}

/// Who wins.
///
/// ```
/// use grundy_engine::{bounded_nim, Outcome};
/// assert_eq!(bounded_nim::outcome(&[4u64, 8], &[3, 3]), Outcome::SecondPlayerWins);
/// ```
pub fn outcome<N: Natural>(piles: &[N], limits: &[N]) -> Outcome {
    Outcome::from_first_player_wins(!grundy(piles, limits).is_zero())
}

/// The move on pile `pile` (of `x`, bound `k`) that changes its value to
/// `target`, if there is one (in a sum, the moves that make the sum 0).
///
/// ```
/// use grundy_engine::bounded_nim::move_to_value;
/// // A pile of 3 with bound 2 has value 0 and can move up to value 1.
/// assert_eq!(move_to_value(0, &3u64, &2, &1).map(|m| m.to), Some(1));
/// ```
pub fn move_to_value<N: Natural>(pile: usize, x: &N, k: &N, target: &N) -> Option<PileMove<N>> {
    let g = pile_grundy(x, k);
    if *target > *k || *target == g {
        return None;
    }
    // Take d with d ≡ g - target (mod k + 1) and 1 <= d <= k: exactly one
    // such d exists; it is legal if the pile has d counters.
    let d = if g > *target {
        g.minus(target)
    } else {
        // (k + 1) - target + g, which exceeds the pile when it overflows.
        k.minus(target).checked_plus(&one())?.checked_plus(&g)?
    };
    (d <= *x).then(|| PileMove {
        pile,
        from: x.clone(),
        to: x.minus(&d),
    })
}

/// Every winning move, in pile order (each pile has at most one).
///
/// ```
/// use grundy_engine::bounded_nim;
/// // Pile 3 (value 0) moving up to value 1 by taking 2 is the winning move.
/// let moves = bounded_nim::winning_moves(&[3u64, 1], &[2, 2]);
/// assert_eq!(moves.len(), 2);
/// assert_eq!((moves[0].pile, moves[0].to), (0, 1));
/// assert_eq!((moves[1].pile, moves[1].to), (1, 0));
/// ```
pub fn winning_moves<N: Natural>(piles: &[N], limits: &[N]) -> Vec<PileMove<N>> {
    let s = grundy(piles, limits);
    if s.is_zero() {
        return Vec::new();
    }
    piles
        .iter()
        .zip(limits)
        .enumerate()
        .filter_map(|(i, (x, k))| move_to_value(i, x, k, &pile_grundy(x, k).xor(&s)))
        .collect()
}

/// An explanation: each pile's value `x mod (k + 1)`, their xor, and the move.
///
/// ```
/// let text = grundy_engine::bounded_nim::explain(&[10u64, 7], &[3, 3]);
/// let first = text.messages().nth(1).unwrap();
/// assert_eq!((first.id(), first.arg("m")), ("bounded-explain-pile", Some(&grundy_text::Arg::Text("4".into()))));
/// ```
pub fn explain<N: Natural>(piles: &[N], limits: &[N]) -> Text {
    let mut out = Text::new();
    out.line(msg!("bounded-explain-rule")).plain("\n");
    for (i, (x, k)) in piles.iter().zip(limits).enumerate() {
        let g = pile_grundy(x, k);
        out.line(match modulus(k) {
            Some(m) => msg!("bounded-explain-pile", pile = i + 1, x = x, m = m, g = g),
            None => msg!("bounded-explain-pile-small", pile = i + 1, x = x, g = g),
        });
    }
    let s = grundy(piles, limits);
    let wins = Arg::yes(!s.is_zero());
    out.plain("\n")
        .line(msg!("bounded-explain-xor", s = s, wins = wins));
    if let Some(m) = winning_moves(piles, limits).first() {
        let g = pile_grundy(&m.from, &limits[m.pile]);
        out.line(msg!(
            "bounded-explain-move",
            move = m.message(),
            pile = m.pile + 1,
            g = g,
            s = s,
            to = g.xor(&s)
        ));
    }
    out
}

/// A pile from which a move takes 1 to `k` counters, as a component of a
/// sum.
pub struct BoundedPile {
    size: BigNat,
    k: BigNat,
}

impl BoundedPile {
    /// A pile of `size` with moves of at most `k` (at least 1).
    pub fn new(size: BigNat, k: BigNat) -> Option<Self> {
        (!Natural::is_zero(&k)).then_some(BoundedPile { size, k })
    }
}

impl Component for BoundedPile {
    fn describe(&self) -> String {
        format!("bounded:{}={}", self.k, self.size)
    }
    fn grundy(&self) -> BigNat {
        pile_grundy(&self.size, &self.k)
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        move_to_value(0, &self.size, &self.k, target)
            .map(|m| self.take(&m.amount()))
            .into_iter()
            .collect()
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let most = if self.k < self.size {
            &self.k
        } else {
            &self.size
        };
        let most = most
            .to_u64()
            .filter(|&m| m <= limit as u64)
            .ok_or(TooManyMoves { limit })?;
        Ok((1..=most)
            .map(|d| {
                let d = BigNat::from(d);
                let value = pile_grundy(&(&self.size - &d), &self.k);
                (self.take(&d), value)
            })
            .collect())
    }
    fn remaining(&self) -> BigNat {
        self.size.clone()
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        Box::new(BoundedPile {
            size: m.after_numbers[0].clone(),
            k: self.k.clone(),
        })
    }
    fn lasting_move(&self) -> Option<ComponentMove> {
        (!Natural::is_zero(&self.size)).then(|| self.take(&BigNat::ONE))
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        vec![("N", grundy_text::msg!("syntax-bounded"))]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let [n] = typed_words(words, "N")?;
        let n = typed_number(n, &grundy_text::msg!("noun-amount"))?;
        if Natural::is_zero(&n) {
            return Err(MoveError::new(grundy_text::msg!("move-error-at-least-1")));
        }
        if n > self.k {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-at-most",
                most = self.k
            )));
        }
        if n > self.size {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-only",
                size = self.size
            )));
        }
        Ok(self.take(&n))
    }
}

impl BoundedPile {
    fn take(&self, amount: &BigNat) -> ComponentMove {
        let to = &self.size - amount;
        ComponentMove {
            description: grundy_text::msg!(
                "move-take-from-pile-of",
                amount = amount,
                from = self.size
            ),
            after: format!("bounded:{}={to}", self.k),
            after_numbers: vec![to.clone()],
            remaining: to,
            family: None,
        }
    }
}

/// Bounded piles in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "bounded:K",
    examples: &["bounded:3=10"],
    more_examples: &[],
    position: "kind-bounded-position",
    rules: "kind-bounded-rules",
    play: Play {
        example: "bounded:3 10 12",
        numbers: PlayNumbers::EachOne,
    },
    claims: |game| game.starts_with("bounded:"),
    parse: |w| {
        let k = BigNat::parse_decimal(&w.game[8..])
            .filter(|k| !Natural::is_zero(k))
            .ok_or_else(|| {
                w.error(Reason::Invalid {
                    what: grundy_text::msg!("what-bound-in", game = w.game),
                    must_be: "must-whole-at-least-1",
                })
            })?;
        Ok(Box::new(
            BoundedPile::new(w.one("noun-pile")?, k).expect("k >= 1"),
        ))
    },
    fallback: false,
    heaps: false,
};

//! Wythoff's game: two piles; a move takes any positive number from one
//! pile, or the same positive number from both.
//!
//! The P-positions (lost for the player to move) are the pairs
//! `(⌊kφ⌋, ⌊kφ⌋ + k)` for k = 0, 1, 2, … and their mirror images, where φ is
//! the golden ratio. Every positive integer is the smaller pile of exactly
//! one such pair or the larger pile of exactly one (Beatty's theorem), so
//! each pile value has exactly one partner that makes a P-position.
//!
//! All arithmetic is exact: `⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋) / 2⌋`, with an integer
//! square root (floating point is off by one at k = 102334155). Machine
//! words are used while `5k²` fits in 128 bits, arbitrary precision beyond.

use crate::component::{
    to_value, typed_number, typed_words, within, Component, ComponentMove, Kind, MoveError, Play,
    PlayNumbers, Reason, TooManyMoves,
};
use crate::isa::Isa;
use crate::num::{BigNat, Natural};
use crate::Outcome;
use dashu_int::ops::SquareRoot;
use grundy_text::{msg, Message, Text};
use std::fmt;

/// Below this, `5k²` fits in a `u128`.
const WORD_LIMIT: u64 = 1 << 62;

/// `⌊k·φ⌋`, exactly, as arbitrary precision.
fn floor_phi_big(k: &BigNat) -> BigNat {
    let root = (BigNat::from(5u8) * k * k).sqrt();
    (k + root) >> 1
}

/// `⌊k·φ⌋`, the smaller pile of the k-th P-position, or `None` if it does
/// not fit `N`.
///
/// ```
/// use grundy_engine::wythoff::floor_phi;
/// assert_eq!(floor_phi(&1u64), Some(1));
/// assert_eq!(floor_phi(&4u64), Some(6));
/// // Where (k as f64 * 1.618033988749895).floor() is off by one:
/// assert_eq!(floor_phi(&102334155u64), Some(165580140));
/// ```
pub fn floor_phi<N: Natural>(k: &N) -> Option<N> {
    if let Some(k) = k.to_u64().filter(|&k| k < WORD_LIMIT) {
        let k = u128::from(k);
        let value = (k + (5 * k * k).isqrt()) / 2;
        return Some(N::from_u64(
            u64::try_from(value).expect("⌊kφ⌋ < 2^63 for k < 2^62"),
        ));
    }
    N::from_big(&floor_phi_big(&k.to_big()))
}

/// `⌊v/φ⌋`, exactly.
fn floor_over_phi<N: Natural>(v: &N) -> N {
    if let Some(v) = v.to_u64().filter(|&v| v < WORD_LIMIT) {
        let v = u128::from(v);
        // v/φ = (√(5v²) − v)/2, and the floor may be taken inside.
        let value = ((5 * v * v).isqrt() - v) / 2;
        return N::from_u64(value as u64);
    }
    let v = v.to_big();
    let value = ((BigNat::from(5u8) * &v * &v).sqrt() - &v) >> 1;
    N::from_big(&value).expect("v/φ < v")
}

/// The k-th P-position `(⌊kφ⌋, ⌊kφ⌋ + k)`, or `None` if it does not fit `N`.
///
/// ```
/// use grundy_engine::wythoff::p_position;
/// let firsts: Vec<(u64, u64)> = (0..6u64).map(|k| p_position(&k).unwrap()).collect();
/// assert_eq!(firsts, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
/// ```
pub fn p_position<N: Natural>(k: &N) -> Option<(N, N)> {
    let a = floor_phi(k)?;
    let b = a.checked_plus(k)?;
    Some((a, b))
}

/// Which P-position a pile value belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairOf<N> {
    /// The index k of the P-position `(⌊kφ⌋, ⌊kφ⌋ + k)`.
    pub k: N,
    /// The other pile of that P-position.
    pub partner: N,
    /// Whether the value is the smaller pile (`⌊kφ⌋`).
    pub is_smaller: bool,
}

/// The unique P-position containing pile value `v`: its index, the partner
/// pile, and whether `v` is the smaller pile (0 pairs with 0). `None` only
/// when the partner does not fit `N` (never for [`BigNat`]).
///
/// ```
/// use grundy_engine::wythoff::pair_of;
/// let p = pair_of(&7u64).unwrap();
/// assert_eq!((p.k, p.partner, p.is_smaller), (3, 4, false));
/// let p = pair_of(&6u64).unwrap();
/// assert_eq!((p.k, p.partner, p.is_smaller), (4, 10, true));
/// assert!(pair_of(&u64::MAX).is_some() || pair_of(&grundy_engine::num::BigNat::from(u64::MAX)).is_some());
/// ```
pub fn pair_of<N: Natural>(v: &N) -> Option<PairOf<N>> {
    if v.is_zero() {
        return Some(PairOf {
            k: N::zero(),
            partner: N::zero(),
            is_smaller: true,
        });
    }
    // If v = ⌊jφ⌋ then j = ⌈v/φ⌉ = ⌊v/φ⌋ + 1 (v/φ is irrational).
    let below = floor_over_phi(v);
    let j = below.checked_plus(&N::from_u64(1)).expect("v/φ + 1 <= v");
    if floor_phi(&j).as_ref() == Some(v) {
        let partner = v.checked_plus(&j)?;
        return Some(PairOf {
            k: j,
            partner,
            is_smaller: true,
        });
    }
    // Otherwise v = ⌊jφ²⌋ with j = ⌈v/φ²⌉ = v − ⌊v/φ⌋ − 1 + 1 = v − ⌊v/φ⌋.
    let j = v.minus(&below);
    let partner = v.minus(&j);
    debug_assert_eq!(floor_phi(&j).as_ref(), Some(&partner));
    Some(PairOf {
        k: j,
        partner,
        is_smaller: false,
    })
}

/// Who wins from piles `a` and `b` (in either order).
///
/// ```
/// use grundy_engine::{wythoff, Outcome};
/// assert_eq!(wythoff::outcome(&5u64, &3), Outcome::SecondPlayerWins);
/// assert_eq!(wythoff::outcome(&2u64, &2), Outcome::FirstPlayerWins);
/// ```
pub fn outcome<N: Natural>(a: &N, b: &N) -> Outcome {
    let (x, y) = if a <= b { (a, b) } else { (b, a) };
    let k = y.minus(x);
    Outcome::from_first_player_wins(floor_phi(&k).as_ref() != Some(x))
}

/// A Wythoff move, on the piles as given (pile 1 is `a`, pile 2 is `b`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum WythoffMove<N> {
    /// Take `amount` from pile `pile` (0 for the first, 1 for the second).
    One {
        /// Which pile: 0 or 1.
        pile: usize,
        /// How many counters.
        amount: N,
    },
    /// Take `amount` from both piles.
    Both {
        /// How many counters from each pile.
        amount: N,
    },
}

impl<N: Natural> WythoffMove<N> {
    /// The piles after the move.
    ///
    /// ```
    /// use grundy_engine::wythoff::WythoffMove;
    /// assert_eq!(WythoffMove::Both { amount: 2u64 }.apply(&5, &7), (3, 5));
    /// assert_eq!(WythoffMove::One { pile: 0, amount: 1u64 }.apply(&5, &7), (4, 7));
    /// ```
    pub fn apply(&self, a: &N, b: &N) -> (N, N) {
        match self {
            WythoffMove::One { pile: 0, amount } => (a.minus(amount), b.clone()),
            WythoffMove::One { amount, .. } => (a.clone(), b.minus(amount)),
            WythoffMove::Both { amount } => (a.minus(amount), b.minus(amount)),
        }
    }
}

impl<N: Natural> WythoffMove<N> {
    /// The move in words: "take 2 from pile 1", "take 1 from both piles".
    ///
    /// ```
    /// use grundy_engine::wythoff::WythoffMove;
    /// assert_eq!(WythoffMove::Both { amount: 1u64 }.message().id(), "wythoff-take-both");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            WythoffMove::One { pile, amount } => {
                msg!("wythoff-take-one", amount = amount, pile = pile + 1)
            }
            WythoffMove::Both { amount } => msg!("wythoff-take-both", amount = amount),
        }
    }
}

/// Read by the installed reader ([`grundy_text::render`]).
impl<N: Natural> fmt::Display for WythoffMove<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

/// Every winning move from `(a, b)`: at most one taking from both piles and
/// one from each pile. Order: from both piles first, then pile 1, then pile 2.
///
/// ```
/// use grundy_engine::wythoff::{winning_moves, WythoffMove};
/// // From (4, 6) only taking 1 from both wins, reaching (3, 5): 4 pairs
/// // with 7 and 6 with 10, neither within reach of the other pile.
/// let moves = winning_moves(&4u64, &6);
/// for m in &moves {
///     let (x, y) = m.apply(&4, &6);
///     assert!(!grundy_engine::wythoff::outcome(&x, &y).first_player_wins());
/// }
/// assert_eq!(moves, vec![WythoffMove::Both { amount: 1 }]);
/// // From (2, 9): 2 pairs with 1, so take 8 from pile 2.
/// assert_eq!(winning_moves(&2u64, &9), vec![WythoffMove::One { pile: 1, amount: 8 }]);
/// ```
pub fn winning_moves<N: Natural>(a: &N, b: &N) -> Vec<WythoffMove<N>> {
    let mut moves = Vec::new();
    if !outcome(a, b).first_player_wins() {
        return moves;
    }
    let (x, y) = if a <= b { (a, b) } else { (b, a) };
    let k = y.minus(x);
    if let Some(ak) = floor_phi(&k)
        && ak < *x
    {
        moves.push(WythoffMove::Both {
            amount: x.minus(&ak),
        });
    }
    for (pile, (changed, kept)) in [(a, b), (b, a)].into_iter().enumerate() {
        let target = partner_below(kept, changed);
        if let Some(t) = target {
            moves.push(WythoffMove::One {
                pile,
                amount: changed.minus(&t),
            });
        }
    }
    moves
}

/// The partner of `kept` in its P-position, if it is smaller than `limit`.
fn partner_below<N: Natural>(kept: &N, limit: &N) -> Option<N> {
    // A partner too large for `N` is certainly not below `limit`.
    let partner = pair_of(kept)?.partner;
    (partner < *limit).then_some(partner)
}

/// An explanation of the verdict and of the winning moves.
///
/// ```
/// let text = grundy_engine::wythoff::explain(&4u64, &6);
/// let said: Vec<_> = text.messages().map(|m| m.id()).collect();
/// assert_eq!(said[1], "wythoff-explain-difference");
/// // At (0, 0) there is nothing to move.
/// let end = grundy_engine::wythoff::explain(&0u64, &0);
/// let said: Vec<_> = end.messages().map(|m| m.id()).collect();
/// assert_eq!(said, ["wythoff-explain-p-positions", "wythoff-explain-empty"]);
/// ```
pub fn explain<N: Natural>(a: &N, b: &N) -> Text {
    let (x, y) = if a <= b { (a, b) } else { (b, a) };
    let k = y.minus(x);
    let mut out = Text::new();
    out.line(msg!("wythoff-explain-p-positions"));
    if y.is_zero() {
        // Regression: (0, 0) was told how its moves lose, and it has none.
        out.plain("\n").line(msg!("wythoff-explain-empty"));
        return out;
    }
    let big_k = k.to_big();
    let ak = floor_phi_big(&big_k);
    let bk = &ak + &big_k;
    out.plain("\n").line(msg!(
        "wythoff-explain-difference",
        x = x,
        y = y,
        k = k,
        ak = ak,
        bk = bk
    ));
    if outcome(a, b).first_player_wins() {
        out.line(msg!("wythoff-explain-not-it", x = x, y = y));
    } else {
        out.line(msg!("wythoff-explain-is-it", x = x, y = y, k = k));
        return out;
    }
    for m in winning_moves(a, b) {
        let (p, q) = m.apply(a, b);
        let why = match &m {
            WythoffMove::Both { .. } => msg!("wythoff-explain-both", k = k, ak = ak),
            WythoffMove::One { pile, .. } => {
                let kept = if *pile == 0 { b } else { a };
                let pair = pair_of(&kept.to_big()).expect("arbitrary precision fits");
                msg!(
                    "wythoff-explain-one",
                    kept = kept,
                    number = pair.k,
                    partner = pair.partner
                )
            }
        };
        out.line(msg!(
            "wythoff-explain-move",
            move = m.message(),
            p = p,
            q = q,
            why = why
        ));
    }
    out
}

/// The Grundy values `G(a, b)` for `0 <= a, b < n`, row by row
/// (`table[a * n + b]`).
///
/// Each value is the least one missing from its row to the left, its
/// column above and its diagonal up-left; those three sets are kept as
/// bitsets, so a cell costs a scan of a few machine words instead of a
/// walk over up to 3n earlier cells.
///
/// ```
/// let g = grundy_engine::wythoff::grundy_table(3);
/// assert_eq!(g, vec![0, 1, 2, 1, 2, 0, 2, 0, 1]);
/// ```
pub fn grundy_table(n: usize) -> Vec<u32> {
    grundy_table_with(Isa::best(), n)
}

/// [`grundy_table`] with its loops compiled for `isa` (the same table with
/// every one).
///
/// ```
/// use grundy_engine::isa::Isa;
/// use grundy_engine::wythoff::{grundy_table, grundy_table_with};
/// assert_eq!(grundy_table_with(Isa::portable(), 40), grundy_table(40));
/// ```
pub fn grundy_table_with(isa: Isa, n: usize) -> Vec<u32> {
    isa.run(
        #[inline(always)]
        || grundy_table_inlined(n),
    )
}

/// The body of [`grundy_table_with`].
#[inline(always)]
fn grundy_table_inlined(n: usize) -> Vec<u32> {
    // G(a, b) <= a + b, so 2n bits per line suffice.
    let words = (2 * n).div_ceil(64).max(1);
    let mut rows = vec![0u64; n * words];
    let mut cols = vec![0u64; n * words];
    let mut diags = vec![0u64; (2 * n).max(1) * words];
    let mut table = vec![0u32; n * n];
    for a in 0..n {
        for b in 0..n {
            let d = n + b - a;
            let (r, c, g) = (a * words, b * words, d * words);
            let mut value = 0;
            for w in 0..words {
                let seen = rows[r + w] | cols[c + w] | diags[g + w];
                if seen != u64::MAX {
                    value = w * 64 + seen.trailing_ones() as usize;
                    break;
                }
            }
            table[a * n + b] = value as u32;
            let (w, bit) = (value / 64, 1u64 << (value % 64));
            rows[r + w] |= bit;
            cols[c + w] |= bit;
            diags[g + w] |= bit;
        }
    }
    table
}

/// The largest Wythoff pile whose Grundy value a sum computes (from a table
/// of (a + 1) × (b + 1) values).
pub const WYTHOFF_LIMIT: u64 = 4096;

/// A Wythoff position (two piles, each at most [`WYTHOFF_LIMIT`]).
pub struct WythoffPair {
    a: usize,
    b: usize,
    /// Shared by the pairs that moves lead to: the table of the first
    /// pair covers every pair below it.
    table: std::rc::Rc<Vec<u32>>,
    width: usize,
}

impl WythoffPair {
    /// The pair `(a, b)`, or `None` if a pile exceeds [`WYTHOFF_LIMIT`].
    pub fn new(a: u64, b: u64) -> Option<Self> {
        if a > WYTHOFF_LIMIT || b > WYTHOFF_LIMIT {
            return None;
        }
        let width = a.max(b) as usize + 1;
        Some(WythoffPair {
            a: a as usize,
            b: b as usize,
            table: std::rc::Rc::new(grundy_table(width)),
            width,
        })
    }

    fn g(&self, a: usize, b: usize) -> u32 {
        self.table[a * self.width + b]
    }
}

impl Component for WythoffPair {
    fn describe(&self) -> String {
        format!("wythoff={},{}", self.a, self.b)
    }
    fn grundy(&self) -> BigNat {
        BigNat::from(self.g(self.a, self.b))
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        to_value(self.every_move(), target)
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        within(self.every_move(), limit)
    }
    fn remaining(&self) -> BigNat {
        BigNat::from(self.a + self.b)
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        let pile = |i: usize| {
            m.after_numbers[i]
                .to_u64()
                .expect("a move lowers the piles") as usize
        };
        Box::new(WythoffPair {
            a: pile(0),
            b: pile(1),
            table: self.table.clone(),
            width: self.width,
        })
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        vec![
            ("1 N", grundy_text::msg!("syntax-wythoff-1")),
            ("2 N", grundy_text::msg!("syntax-wythoff-2")),
            ("both N", grundy_text::msg!("syntax-wythoff-both")),
        ]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let [which, n] = typed_words(
            words,
            msg!("syntax-or-three", a = "1 N", b = "2 N", c = "both N"),
        )?;
        let n = typed_number(n, &grundy_text::msg!("noun-amount"))?;
        let (from, most) = match which {
            "1" => ("pile 1", self.a),
            "2" => ("pile 2", self.b),
            "both" | "b" => ("both piles", self.a.min(self.b)),
            _ => {
                return Err(MoveError::new(grundy_text::msg!(
                    "move-error-no-pile-named",
                    which = which
                )))
            }
        };
        if Natural::is_zero(&n) {
            return Err(MoveError::new(grundy_text::msg!("move-error-at-least-1")));
        }
        if n > BigNat::from(most) {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-at-most-from",
                from = from,
                most = most
            )));
        }
        // At most `most`, a pile's size: it fits.
        let n = n.to_u64().expect("at most a pile") as usize;
        let to = match which {
            "1" => (self.a - n, self.b),
            "2" => (self.a, self.b - n),
            _ => (self.a - n, self.b - n),
        };
        let to = [BigNat::from(to.0), BigNat::from(to.1)];
        Ok(self
            .every_move()
            .into_iter()
            .map(|(m, _)| m)
            .find(|m| m.after_numbers == to)
            .expect("every legal move is listed"))
    }
}

impl WythoffPair {
    /// Every move with the value it leaves: from both piles, then pile 1,
    /// then pile 2 (at most 3 × 4096 of them).
    fn every_move(&self) -> Vec<(ComponentMove, BigNat)> {
        let (a, b) = (self.a, self.b);
        let mut out = Vec::new();
        let mut push = |x: usize, y: usize, what: grundy_text::Message| {
            out.push((
                ComponentMove {
                    description: what,
                    after: format!("wythoff={x},{y}"),
                    after_numbers: vec![BigNat::from(x), BigNat::from(y)],
                    remaining: BigNat::from(x + y),
                    family: None,
                },
                BigNat::from(self.g(x, y)),
            ));
        };
        for d in 1..=a.min(b) {
            push(
                a - d,
                b - d,
                grundy_text::msg!("move-take-from-both", amount = d),
            );
        }
        for x in (0..a).rev() {
            push(
                x,
                b,
                grundy_text::msg!("move-take-from-pile", amount = a - x, pile = 1),
            );
        }
        for y in (0..b).rev() {
            push(
                a,
                y,
                grundy_text::msg!("move-take-from-pile", amount = b - y, pile = 2),
            );
        }
        out
    }
}

/// Wythoff pairs in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "wythoff",
    examples: &["wythoff=3,5"],
    more_examples: &[],
    position: "kind-wythoff-position",
    rules: "kind-wythoff-rules",
    play: Play {
        example: "wythoff 3 5",
        numbers: PlayNumbers::AllInOne,
    },
    claims: |game| game == "wythoff",
    parse: |w| {
        let v = w.numbers("noun-pile")?;
        if v.len() != 2 {
            return Err(w.error(Reason::Count {
                game: "wythoff".to_string(),
                takes: "takes-two-piles",
                found: v.len(),
            }));
        }
        let v = w.at_most(&v, WYTHOFF_LIMIT, "why-wythoff-table")?;
        Ok(Box::new(
            WythoffPair::new(v[0], v[1]).expect("checked against the limit"),
        ))
    },
    fallback: false,
    heaps: false,
};

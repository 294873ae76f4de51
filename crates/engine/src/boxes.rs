//! Boxes (HDU 1729, Stone Game): a box of capacity `s` holds `c` stones; a
//! move adds 1 to `c²` stones to it, never beyond `s` (an empty box cannot
//! take a stone); whoever cannot add loses. A sum of boxes is the judge's
//! game.
//!
//! **The closed form.** Let `t` be the largest number with `t + t² < s`.
//! From `c > t` a move can fill the box, and reaches every `c'` from
//! `c + 1` to `s`: the box is then a Nim heap of `s − c` (the room left).
//! From `c = t` every move lands above `t` but short of `s`, on a value
//! `s − c' > 0`, so no move reaches 0 and `G = 0`. Below `t`, the moves
//! into `(c, t]` are the moves of a box of capacity `t`, and those above
//! `t` lead to values `s − c' > t − c`, larger than any value a box of
//! capacity `t` gives `c`: they change no mex, and `G(s, c) = G(t, c)`.
//! Each step takes a square root, so the value is found in `O(log log s)`
//! steps at any size. The tests check it against a search of the rules on
//! every box up to capacity 400.
//!
//! ```
//! use grundy_engine::boxes::{threshold, value};
//! assert_eq!(threshold(&6u64.into()), 1u64.into()); // 1 + 1 < 6 ≤ 2 + 4
//! assert_eq!(value(&6u64.into(), &2u64.into()), 4u64.into()); // s − c
//! assert_eq!(value(&6u64.into(), &1u64.into()), 0u64.into()); // c = t
//! ```

use crate::component::{
    typed_number, typed_words, Component, ComponentError, ComponentMove, Kind, MoveError, Play,
    PlayNumbers, Reason, TooManyMoves, Written,
};
use crate::num::{BigNat, Natural};
use grundy_text::{msg, Message};

/// The largest `t` with `t + t² < s`, on machine words (0 when `s ≤ 2`;
/// `s = 0` has no such `t`, and gives 0 too).
///
/// ```
/// use grundy_engine::boxes::threshold_u64;
/// assert_eq!(threshold_u64(6), 1);
/// assert_eq!(threshold_u64(7), 2); // 2 + 4 = 6 < 7
/// assert_eq!(threshold_u64(u64::MAX), 4_294_967_295);
/// ```
pub fn threshold_u64(s: u64) -> u64 {
    // t + t² < s  ⇔  (2t + 1)² ≤ 4s − 3.
    match (4 * u128::from(s)).checked_sub(3) {
        Some(d) => ((d.isqrt() - 1) / 2) as u64,
        None => 0,
    }
}

/// [`threshold_u64`] at any size.
pub fn threshold(s: &BigNat) -> BigNat {
    if let Some(s) = s.to_u64() {
        return threshold_u64(s).into();
    }
    let d = BigNat::from(4u8) * s - BigNat::from(3u8);
    (d.nth_root(2) - BigNat::ONE) / BigNat::from(2u8)
}

/// The Grundy value of a box of capacity `s` holding `c ≤ s` stones, on
/// machine words.
///
/// ```
/// use grundy_engine::boxes::value_u64;
/// // HDU 1729's first sample: 0 ^ 0 ^ 4 ≠ 0, the first player wins.
/// assert_eq!([value_u64(2, 0), value_u64(3, 3), value_u64(6, 2)], [0, 0, 4]);
/// ```
pub fn value_u64(mut s: u64, c: u64) -> u64 {
    loop {
        if c >= s {
            return 0;
        }
        let t = threshold_u64(s);
        if c > t {
            return s - c;
        }
        if c == t {
            return 0;
        }
        s = t;
    }
}

/// The Grundy value of a box of capacity `s` holding `c ≤ s` stones, at any
/// size.
pub fn value(s: &BigNat, c: &BigNat) -> BigNat {
    if let (Some(s), Some(c)) = (s.to_u64(), c.to_u64()) {
        return value_u64(s, c).into();
    }
    let mut s = s.clone();
    loop {
        if *c >= s {
            return BigNat::ZERO;
        }
        let t = threshold(&s);
        if *c > t {
            return s - c;
        }
        if *c == t {
            return BigNat::ZERO;
        }
        s = t;
    }
}

/// The most stones one move may leave in the box: `c + c²`, or `s`.
fn top(s: &BigNat, c: &BigNat) -> BigNat {
    (c + c * c).min(s.clone())
}

/// The contents `c'` a move from `c` may leave whose value is `target`, in
/// increasing order: below the threshold, those of the box of capacity `t`,
/// then one above it at most, where the value is `s − c'`.
fn contents_of_value(s: &BigNat, c: &BigNat, target: &BigNat) -> Vec<BigNat> {
    if c >= s || Natural::is_zero(c) {
        return Vec::new();
    }
    let t = threshold(s);
    let mut out = if *c < t {
        contents_of_value(&t, c, target)
    } else {
        Vec::new()
    };
    // Above max(c, t), every c' is worth s − c'.
    let floor = c.max(&t);
    if target < s {
        let to = s - target;
        if to > *floor && to <= top(s, c) {
            out.push(to);
        }
    }
    out
}

/// A box as a component of a sum: its capacity and the stones it holds.
///
/// ```
/// use grundy_engine::kinds::parse_component;
/// let b = parse_component("boxes=6,2").unwrap();
/// assert_eq!(b.grundy(), 4u64.into());
/// let m = &b.moves_to_value(&0u64.into())[0];
/// assert_eq!(m.after, "boxes=6,6");
/// ```
pub struct StoneBox {
    capacity: BigNat,
    stones: BigNat,
}

impl StoneBox {
    /// A box of capacity `s` holding `c` stones, or why not: `c ≤ s`.
    ///
    /// ```
    /// use grundy_engine::boxes::StoneBox;
    /// assert!(StoneBox::new(6u64.into(), 2u64.into()).is_ok());
    /// assert!(StoneBox::new(2u64.into(), 6u64.into()).is_err());
    /// ```
    pub fn new(capacity: BigNat, stones: BigNat) -> Result<StoneBox, Reason> {
        if stones > capacity {
            return Err(Reason::Invalid {
                what: msg!("what-boxes-stones"),
                must_be: "must-boxes-at-most-capacity",
            });
        }
        Ok(StoneBox { capacity, stones })
    }

    /// The move leaving `to` stones in the box.
    fn to(&self, to: BigNat) -> ComponentMove {
        let added = &to - &self.stones;
        let remaining = &self.capacity - &to;
        ComponentMove {
            description: msg!(
                "move-boxes-add",
                added = added,
                stones = self.stones,
                after = to,
                capacity = self.capacity
            ),
            after: format!("boxes={},{}", self.capacity, to),
            after_numbers: vec![self.capacity.clone(), to],
            remaining,
            family: None,
        }
    }
}

impl Component for StoneBox {
    fn describe(&self) -> String {
        format!("boxes={},{}", self.capacity, self.stones)
    }
    fn grundy(&self) -> BigNat {
        value(&self.capacity, &self.stones)
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        contents_of_value(&self.capacity, &self.stones, target)
            .into_iter()
            .map(|to| self.to(to))
            .collect()
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let most = top(&self.capacity, &self.stones);
        let count = (&most - &self.stones)
            .to_u64()
            .filter(|&n| n <= limit as u64)
            .ok_or(TooManyMoves { limit })?;
        // The fewest stones first, as a pile's moves are listed.
        Ok((1..=count)
            .map(|k| {
                let to = &self.stones + BigNat::from(k);
                let v = value(&self.capacity, &to);
                (self.to(to), v)
            })
            .collect())
    }
    fn remaining(&self) -> BigNat {
        // Every move adds a stone at least.
        &self.capacity - &self.stones
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        Box::new(StoneBox {
            capacity: m.after_numbers[0].clone(),
            stones: m.after_numbers[1].clone(),
        })
    }
    fn lasting_move(&self) -> Option<ComponentMove> {
        // One stone keeps the most room.
        (self.stones < self.capacity && !Natural::is_zero(&self.stones))
            .then(|| self.to(&self.stones + BigNat::ONE))
    }
    fn move_syntax(&self) -> Vec<(&'static str, Message)> {
        vec![("K", msg!("syntax-boxes"))]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let [k] = typed_words(words, "K")?;
        let k = typed_number(k, &msg!("noun-amount"))?;
        let most = top(&self.capacity, &self.stones) - &self.stones;
        if Natural::is_zero(&most) {
            return Err(MoveError::new(msg!("move-error-boxes-none")));
        }
        if Natural::is_zero(&k) || k > most {
            return Err(MoveError::new(msg!("move-error-boxes-most", most = most)));
        }
        Ok(self.to(&self.stones + k))
    }
}

/// Boxes in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "boxes",
    examples: &["boxes=6,2"],
    more_examples: &[],
    position: "kind-boxes-position",
    rules: "kind-boxes-rules",
    play: Play {
        example: "boxes 6 2",
        numbers: PlayNumbers::AllInOne,
    },
    claims: |game| game == "boxes",
    parse,
    fallback: false,
    heaps: false,
};

fn parse(w: &Written<'_>) -> Result<Box<dyn Component>, ComponentError> {
    let numbers = w.numbers("noun-number")?;
    match <[BigNat; 2]>::try_from(numbers) {
        Ok([s, c]) => Ok(Box::new(StoneBox::new(s, c).map_err(|r| w.error(r))?)),
        Err(numbers) => Err(w.error(Reason::Count {
            game: w.game.to_string(),
            takes: "takes-two-numbers",
            found: numbers.len(),
        })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{ImpartialGame, Solver};

    /// The rules, as the generic solver reads them: a box `(s, c)`.
    struct Rules;

    impl ImpartialGame for Rules {
        type Position = (u64, u64);
        fn moves(&self, &(s, c): &(u64, u64)) -> Vec<(u64, u64)> {
            (c + 1..=(c + c * c).min(s)).map(|to| (s, to)).collect()
        }
    }

    #[test]
    fn the_closed_form_is_the_searchs_on_every_box_to_capacity_400() {
        let mut solver = Solver::new(Rules);
        for s in 0..=400u64 {
            let t = threshold_u64(s);
            if s > 0 {
                assert!(t + t * t < s && (t + 1) + (t + 1) * (t + 1) >= s, "s = {s}");
            }
            for c in 0..=s {
                let g = solver.grundy(&(s, c)).unwrap();
                assert_eq!(value_u64(s, c), g, "({s}, {c})");
                assert_eq!(value(&s.into(), &c.into()), BigNat::from(g), "({s}, {c})");
            }
        }
    }

    #[test]
    fn every_move_is_listed_with_its_value_and_the_moves_to_a_value_are_those() {
        let mut solver = Solver::new(Rules);
        for s in 0..=60u64 {
            for c in 0..=s {
                let b = StoneBox::new(s.into(), c.into()).unwrap();
                let moves = b.all_moves(10_000).unwrap();
                let reached: Vec<(u64, u64)> = moves
                    .iter()
                    .map(|(m, _)| (s, m.after_numbers[1].to_u64().unwrap()))
                    .collect();
                assert_eq!(reached, Rules.moves(&(s, c)), "({s}, {c})");
                for ((m, v), p) in moves.iter().zip(&reached) {
                    assert_eq!(*v, BigNat::from(solver.grundy(p).unwrap()), "{}", m.after);
                }
                for target in 0..=s + 1 {
                    let target = BigNat::from(target);
                    let listed = crate::component::to_value(moves.clone(), &target);
                    assert_eq!(b.moves_to_value(&target), listed, "({s}, {c}) to {target}");
                }
                for (k, (m, _)) in moves.iter().enumerate() {
                    assert_eq!(b.read_move(&[&(k + 1).to_string()]).unwrap(), *m);
                }
                let past = (moves.len() + 1).to_string();
                assert!(b.read_move(&[&past]).is_err() && b.read_move(&["0"]).is_err());
            }
        }
    }

    #[test]
    fn numbers_past_machine_words_are_valued_by_square_roots() {
        let ten = BigNat::from(10u8);
        // 10^40: t is about 10^20, beyond a machine word.
        let s = ten.pow(40);
        let t = threshold(&s);
        assert!(&t + &t * &t < s);
        let u = &t + BigNat::ONE;
        assert!(&u + &u * &u >= s);
        assert_eq!(value(&s, &t), BigNat::ZERO);
        let c = &t + BigNat::from(5u8);
        assert_eq!(value(&s, &c), &s - &c);
        // Below t, the box of capacity t decides: t itself is about 10^20,
        // whose own threshold is about 10^10.
        assert_eq!(value(&s, &BigNat::from(7u8)), value(&t, &BigNat::from(7u8)));
        // A winning move to 0 from a huge box, found without listing.
        let b = StoneBox::new(s.clone(), c).unwrap();
        assert!(b.all_moves(1_000_000).is_err());
        let wins = b.moves_to_value(&BigNat::ZERO);
        assert_eq!(wins.len(), 1);
        assert_eq!(b.after(&wins[0]).grundy(), BigNat::ZERO);
    }

    #[test]
    fn more_stones_than_the_capacity_are_refused() {
        assert!(crate::kinds::parse_component("boxes=2,3").is_err());
        assert!(crate::kinds::parse_component("boxes=2").is_err());
        assert!(crate::kinds::parse_component("boxes=0,0").is_ok());
    }
}

//! Coins in a circle (POJ 2484): `n` coins lie in a circle; a move takes
//! one coin, or two coins next to each other; whoever takes the last coin
//! wins. Coins on either side of a gap are not next to each other.
//!
//! The first move opens the circle into a row of `n − 1` or `n − 2` coins,
//! and a row is Kayles (0.77). A row of one coin or more is never lost for
//! the player to move: taking the middle coin (odd rows) or the middle two
//! (even rows) leaves two equal rows, and every move on one is answered by
//! the same move on the other. So a circle of 3 coins or more is lost for
//! the player to move (the second player's symmetry), while 1 or 2 coins
//! are taken at once: the value is `n` for `n ≤ 2` and 0 beyond, at any
//! size.
//!
//! ```
//! use grundy_engine::circle::value;
//! use grundy_engine::num::BigNat;
//! assert_eq!(value(&BigNat::from(2u8)), 2);
//! assert_eq!(value(&BigNat::from(10u8).pow(30)), 0);
//! ```

use crate::component::{
    typed_number, typed_words, Component, ComponentError, ComponentMove, Kind, MoveError, Play,
    PlayNumbers, TooManyMoves, Written,
};
use crate::heap::component::HeapComponent;
use crate::heap::HeapGame;
use crate::num::{BigNat, Natural};
use grundy_text::msg;

/// The value of a circle of `n` coins: `n` up to 2, then 0.
///
/// ```
/// use grundy_engine::circle::value;
/// assert_eq!(value(&3u64), 0);
/// ```
pub fn value<N: Natural>(n: &N) -> u32 {
    match n.to_u64() {
        Some(n) if n <= 2 => n as u32,
        _ => 0,
    }
}

/// A circle of coins, as a component of a sum.
///
/// ```
/// use grundy_engine::kinds::parse_component;
/// let two = parse_component("circle=2").unwrap();
/// let m = &two.moves_to_value(&0u64.into())[0];
/// assert_eq!(m.description.id(), "move-circle-take-1-2"); // take coins 1 and 2 (all of them)
/// assert!(parse_component("circle=7").unwrap().moves_to_value(&0u64.into()).is_empty());
/// ```
pub struct Circle {
    coins: BigNat,
}

impl Circle {
    /// A circle of `coins` coins (any number; 0 is an empty table).
    pub fn new(coins: BigNat) -> Circle {
        Circle { coins }
    }

    /// The row a move leaves, as a Kayles component.
    fn row(left: BigNat) -> HeapComponent {
        HeapComponent::new(kayles(), vec![left]).expect("Kayles' period is proven: any row")
    }

    /// The move that takes `taken` coins (1 or 2) from coin 1 on.
    fn take(&self, taken: u8) -> (ComponentMove, BigNat) {
        let left = &self.coins - &BigNat::from(taken);
        let row = Circle::row(left.clone());
        let rest = if Natural::is_zero(&left) {
            msg!("move-circle-all")
        } else {
            msg!("move-circle-row", left = left)
        };
        let description = match (taken, self.coins.to_u64()) {
            (1, _) => msg!("move-circle-take-1", rest = rest),
            (_, Some(2)) => msg!("move-circle-take-1-2", rest = rest),
            _ => msg!("move-circle-take-two", rest = rest),
        };
        let m = ComponentMove {
            description,
            after: row.describe(),
            after_numbers: vec![left.clone()],
            remaining: left,
            family: None,
        };
        (m, row.grundy())
    }

    fn moves(&self) -> Vec<(ComponentMove, BigNat)> {
        // Every coin is like every other: the moves from coin 1 stand for
        // the moves from any coin.
        let mut out = Vec::new();
        if self.coins >= BigNat::ONE {
            out.push(self.take(1));
        }
        if self.coins >= BigNat::from(2u8) {
            out.push(self.take(2));
        }
        out
    }
}

fn kayles() -> HeapGame {
    HeapGame::parse("kayles").expect("a built-in name")
}

impl Component for Circle {
    fn describe(&self) -> String {
        format!("circle={}", self.coins)
    }
    fn grundy(&self) -> BigNat {
        value(&self.coins).into()
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        crate::component::to_value(self.moves(), target)
    }
    fn all_moves(&self, _limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        Ok(self.moves())
    }
    fn remaining(&self) -> BigNat {
        self.coins.clone()
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        Box::new(Circle::row(m.after_numbers[0].clone()))
    }
    fn explain(&self) -> Option<grundy_text::Text> {
        Some(msg!("circle-explain").into())
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        vec![
            ("C", grundy_text::msg!("syntax-circle-one")),
            ("C D", grundy_text::msg!("syntax-circle-two")),
        ]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let coin = |w: &str| -> Result<BigNat, MoveError> {
            let c = typed_number(w, &grundy_text::msg!("noun-coin"))?;
            if Natural::is_zero(&c) || c > self.coins {
                return Err(MoveError::new(grundy_text::msg!(
                    "move-error-no-coin",
                    coin = c,
                    last = self.coins
                )));
            }
            Ok(c)
        };
        if words.len() == 1 {
            coin(words[0])?;
            return Ok(self.take(1).0);
        }
        let [c, d] = typed_words(words, msg!("syntax-or-two", a = "C", b = "C D"))?;
        let (c, d) = (coin(c)?, coin(d)?);
        let next = |x: &BigNat| {
            if *x == self.coins {
                BigNat::ONE
            } else {
                x + &BigNat::ONE
            }
        };
        if c != d && (next(&c) == d || next(&d) == c) {
            Ok(self.take(2).0)
        } else {
            Err(MoveError::new(grundy_text::msg!(
                "move-error-not-next",
                c = c,
                d = d
            )))
        }
    }
}

/// Coins in a circle in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "circle",
    examples: &["circle=7"],
    more_examples: &[],
    position: "kind-circle-position",
    rules: "kind-circle-rules",
    play: Play {
        example: "circle 7",
        numbers: PlayNumbers::EachOne,
    },
    claims: |game| game == "circle",
    parse,
    fallback: false,
    heaps: false,
};

fn parse(w: &Written<'_>) -> Result<Box<dyn Component>, ComponentError> {
    Ok(Box::new(Circle::new(w.one("noun-coins")?)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{ImpartialGame, Solver};

    /// The original rules on coins in a circle: the coins are bits of a
    /// word, bit `i` next to bits `i ± 1` (mod `n`) while both are there.
    struct Rules {
        n: u32,
    }

    impl ImpartialGame for Rules {
        type Position = u32;
        fn moves(&self, coins: &u32) -> Vec<u32> {
            let n = self.n;
            let mut out = Vec::new();
            for i in 0..n {
                if coins & (1 << i) == 0 {
                    continue;
                }
                out.push(coins & !(1 << i));
                let j = (i + 1) % n;
                if j != i && coins & (1 << j) != 0 {
                    out.push(coins & !(1 << i) & !(1 << j));
                }
            }
            out
        }
    }

    #[test]
    fn the_value_is_that_of_the_rules_for_every_circle_to_16_coins() {
        for n in 0..=16u32 {
            let mut solver = Solver::new(Rules { n });
            let full = if n == 0 { 0 } else { (1u32 << n) - 1 };
            let by_rules = solver.grundy(&full).unwrap();
            let circle = Circle::new(n.into());
            assert_eq!(circle.grundy(), by_rules.into(), "n = {n}");
            // The moves' values: a row of the same length, by the rules
            // (the coins 0..len of the circle, cut open after the last).
            let values: Vec<BigNat> = circle.moves().into_iter().map(|(_, v)| v).collect();
            for (taken, v) in (1..=2u32).zip(&values) {
                let row_len = n - taken;
                let mut row_solver = Solver::new(Rules { n: 32 });
                let row = if row_len == 0 {
                    0
                } else {
                    (1u32 << row_len) - 1
                };
                assert_eq!(
                    *v,
                    row_solver.grundy(&row).unwrap().into(),
                    "n = {n}, take {taken}"
                );
            }
        }
    }

    #[test]
    fn moves_are_typed_as_coins_next_to_each_other() {
        let five = Circle::new(5u8.into());
        for (name, words, ok) in [
            ("one coin", &["3"][..], true),
            ("two next to each other", &["2", "3"], true),
            ("around the end", &["5", "1"], true),
            ("not next to each other", &["1", "3"], false),
            ("the same coin twice", &["2", "2"], false),
            ("no such coin", &["6"], false),
            ("coin 0", &["0"], false),
        ] {
            assert_eq!(five.read_move(words).is_ok(), ok, "{name}");
        }
        let m = five.read_move(&["5", "1"]).unwrap();
        assert_eq!(five.after(&m).describe(), "kayles=3");
    }
}

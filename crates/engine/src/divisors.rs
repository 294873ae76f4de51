//! The divisor game: a number `n`; a move replaces it by one of its proper
//! divisors (12 by 1, 2, 3, 4 or 6); 1 cannot move.
//!
//! Its Grundy value is `Ω(n)`, the number of prime factors of `n` counted
//! with multiplicity: the proper divisors of `n` have every count of prime
//! factors from 0 to `Ω(n) − 1` and no other, so the mex of their values is
//! `Ω(n)`. The tests check this against the generic solver on every `n` up
//! to 2000. This family is the second example of docs/adding-a-game.md.
//!
//! ```
//! use grundy_engine::divisors::omega;
//! assert_eq!(omega(12), 3); // 12 = 2 · 2 · 3
//! assert_eq!(omega(1), 0);
//! ```

use crate::component::{
    typed_number, typed_words, Component, ComponentMove, Kind, MoveError, Play, PlayNumbers,
    Reason, TooManyMoves,
};
use crate::num::{BigNat, Natural};

/// The largest number the game factors, by trial division up to its square
/// root (10^6 divisions at most).
pub const LIMIT: u64 = 1_000_000_000_000;

/// The prime factors of `n` with their exponents, smallest first.
///
/// ```
/// assert_eq!(grundy_engine::divisors::factors(360), vec![(2, 3), (3, 2), (5, 1)]);
/// ```
pub fn factors(mut n: u64) -> Vec<(u64, u32)> {
    let mut out = Vec::new();
    let mut p = 2;
    while p * p <= n {
        let mut e = 0;
        while n.is_multiple_of(p) {
            n /= p;
            e += 1;
        }
        if e > 0 {
            out.push((p, e));
        }
        p += 1;
    }
    if n > 1 {
        out.push((n, 1));
    }
    out
}

/// `Ω(n)`: the prime factors of `n` counted with multiplicity, the Grundy
/// value of `n` (0 for 1).
pub fn omega(n: u64) -> u32 {
    factors(n).iter().map(|&(_, e)| e).sum()
}

/// Every proper divisor of `n` (1 included, `n` not), in increasing order.
///
/// ```
/// assert_eq!(grundy_engine::divisors::proper_divisors(12), vec![1, 2, 3, 4, 6]);
/// ```
pub fn proper_divisors(n: u64) -> Vec<u64> {
    let mut all = vec![1u64];
    for (p, e) in factors(n) {
        let mut more = Vec::with_capacity(all.len() * e as usize);
        let mut power = 1;
        for _ in 0..e {
            power *= p;
            more.extend(all.iter().map(|d| d * power));
        }
        all.extend(more);
    }
    all.sort_unstable();
    all.pop();
    all
}

/// A number of the divisor game, as a component of a sum.
pub struct Number(u64);

impl Number {
    /// The number `n`, or why not: it must be between 1 and [`LIMIT`].
    ///
    /// ```
    /// use grundy_engine::divisors::Number;
    /// assert!(Number::new(12).is_ok() && Number::new(0).is_err());
    /// ```
    pub fn new(n: u64) -> Result<Number, Reason> {
        if n == 0 {
            return Err(Reason::Invalid {
                what: grundy_text::msg!("what-the-number"),
                must_be: "must-divisors-at-least-1",
            });
        }
        if n > LIMIT {
            return Err(Reason::TooLarge {
                value: n.into(),
                limit: LIMIT,
                why: "why-factoring",
            });
        }
        Ok(Number(n))
    }

    fn to(&self, d: u64) -> ComponentMove {
        ComponentMove {
            description: grundy_text::msg!("move-replace", n = self.0, d = d),
            after: format!("divisors={d}"),
            after_numbers: vec![d.into()],
            remaining: omega(d).into(),
            family: None,
        }
    }
}

impl Component for Number {
    fn describe(&self) -> String {
        format!("divisors={}", self.0)
    }
    fn grundy(&self) -> BigNat {
        omega(self.0).into()
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        proper_divisors(self.0)
            .into_iter()
            .filter(|&d| BigNat::from(omega(d)) == *target)
            .map(|d| self.to(d))
            .collect()
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let divisors = proper_divisors(self.0);
        if divisors.len() > limit {
            return Err(TooManyMoves { limit });
        }
        Ok(divisors
            .into_iter()
            .map(|d| (self.to(d), omega(d).into()))
            .collect())
    }
    fn remaining(&self) -> BigNat {
        // Each move removes at least one prime factor.
        omega(self.0).into()
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        let d = m.after_numbers[0].to_u64().expect("a divisor is smaller");
        Box::new(Number(d))
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        vec![("D", grundy_text::msg!("syntax-divisors"))]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let [d] = typed_words(words, "D")?;
        let d = typed_number(d, &grundy_text::msg!("noun-divisor"))?;
        match d.to_u64() {
            Some(d) if d >= 1 && d < self.0 && self.0.is_multiple_of(d) => Ok(self.to(d)),
            _ => Err(MoveError::new(grundy_text::msg!(
                "move-error-not-a-divisor",
                d = d,
                n = self.0
            ))),
        }
    }
}

/// The divisor game in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "divisors",
    examples: &["divisors=12"],
    more_examples: &[],
    position: "kind-divisors-position",
    rules: "kind-divisors-rules",
    play: Play {
        example: "divisors 12 18",
        numbers: PlayNumbers::EachOne,
    },
    claims: |game| game == "divisors",
    parse: |w| {
        let n = w.one("noun-number")?;
        let n = w.at_most(&[n], LIMIT, "why-factoring")?[0];
        Ok(Box::new(Number::new(n).map_err(|r| w.error(r))?))
    },
    fallback: false,
    heaps: false,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{ImpartialGame, Solver};

    /// The rules, as the generic solver reads them.
    struct Rules;

    impl ImpartialGame for Rules {
        type Position = u64;
        fn moves(&self, n: &u64) -> Vec<u64> {
            (1..*n).filter(|d| n.is_multiple_of(*d)).collect()
        }
    }

    #[test]
    fn the_value_is_the_count_of_prime_factors_for_every_number_to_2000() {
        let mut solver = Solver::new(Rules);
        for n in 1..=2000u64 {
            assert_eq!(solver.grundy(&n).unwrap(), u64::from(omega(n)), "n = {n}");
            assert_eq!(proper_divisors(n), Rules.moves(&n), "n = {n}");
        }
    }

    #[test]
    fn moves_to_a_value_are_every_divisor_with_that_value() {
        let twelve = Number::new(12).unwrap();
        let to_one: Vec<String> = twelve
            .moves_to_value(&1u64.into())
            .into_iter()
            .map(|m| m.after)
            .collect();
        assert_eq!(to_one, ["divisors=2", "divisors=3"]);
        assert!(twelve.moves_to_value(&3u64.into()).is_empty());
    }
}

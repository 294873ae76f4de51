//! The values of a coin-turning game on a row: the value of a single head
//! at coin `n`, from which every position follows (a position's value is
//! the xor of its heads' values, since turning a coin twice undoes it and
//! each head is a heap of the game's heap representation).
//!
//! The value of a head at `n` is the mex, over the moves turning `n`, of
//! the xor of the values of the other coins turned. Four codes have closed
//! forms, each checked in the tests against that rule:
//!
//! | code | game | value of coin n |
//! |---|---|---|
//! | `1-2` | Turning Turtles | n |
//! | `1-3` | Mock Turtles | the n-th odious number (odd count of 1 bits): 1, 2, 4, 7, 8, 11, … |
//! | `1+C` | Ruler | the largest power of 2 dividing n |
//! | `2` | Twins | n − 1 |
//!
//! ```
//! use grundy_engine::coins::row::RowValues;
//! use grundy_engine::coins::code::TurningCode;
//! let mock = RowValues::new(&TurningCode::parse("1-3").unwrap(), 10, 1_000_000).unwrap();
//! assert_eq!((1..=5).map(|n| mock.value(n)).collect::<Vec<_>>(), [1, 2, 4, 7, 8]);
//! ```

use super::code::TurningCode;
use std::ops::ControlFlow;

/// A closed form for the value of a single head.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClosedForm {
    /// Turning Turtles (`1-2`): n.
    Turtles,
    /// Mock Turtles (`1-3`): the n-th odious number.
    Mock,
    /// Ruler (`1+C`): the largest power of 2 dividing n.
    Ruler,
    /// Twins (`2`): n − 1.
    Twins,
}

impl ClosedForm {
    /// The closed form of `code`, if it has one here.
    ///
    /// ```
    /// use grundy_engine::coins::{code::TurningCode, row::ClosedForm};
    /// assert_eq!(ClosedForm::of(&TurningCode::parse("1-3").unwrap()), Some(ClosedForm::Mock));
    /// assert_eq!(ClosedForm::of(&TurningCode::parse("3E").unwrap()), None);
    /// ```
    pub fn of(code: &TurningCode) -> Option<ClosedForm> {
        match code.to_string().as_str() {
            "1-2" => Some(ClosedForm::Turtles),
            "1-3" => Some(ClosedForm::Mock),
            "1+C" => Some(ClosedForm::Ruler),
            "2" => Some(ClosedForm::Twins),
            _ => None,
        }
    }

    /// The value of a head at coin `n` (from 1; at most [`FORMULA_LIMIT`]).
    pub fn value(self, n: u64) -> u64 {
        match self {
            ClosedForm::Turtles => n,
            ClosedForm::Mock => mock_turtles(n),
            ClosedForm::Ruler => 1 << n.trailing_zeros(),
            ClosedForm::Twins => n - 1,
        }
    }

    /// The rule, as `--explain` states it.
    ///
    /// ```
    /// use grundy_engine::coins::row::ClosedForm;
    /// assert_eq!(ClosedForm::Ruler.rule().id(), "coins-form-ruler");
    /// ```
    pub fn rule(self) -> grundy_text::Message {
        grundy_text::Message::new(match self {
            ClosedForm::Turtles => "coins-form-turtles",
            ClosedForm::Mock => "coins-form-mock",
            ClosedForm::Ruler => "coins-form-ruler",
            ClosedForm::Twins => "coins-form-twins",
        })
    }
}

/// The largest coin the closed forms value (Mock Turtles' values double it).
pub const FORMULA_LIMIT: u64 = 1 << 62;

/// The value of a head at coin `n` (from 1) in Mock Turtles: the n-th
/// odious number, `2(n − 1)` or `2(n − 1) + 1`, whichever has an odd count
/// of 1 bits.
///
/// ```
/// let values: Vec<u64> = (1..=8).map(grundy_engine::coins::row::mock_turtles).collect();
/// assert_eq!(values, [1, 2, 4, 7, 8, 11, 13, 14]);
/// ```
pub fn mock_turtles(n: u64) -> u64 {
    let even = 2 * (n - 1);
    even | u64::from(even.count_ones().is_multiple_of(2))
}

/// The values of single heads on a row of a coin-turning game: a closed
/// form, or a table computed from the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowValues {
    /// A closed form, for any coin up to [`FORMULA_LIMIT`].
    Formula(ClosedForm),
    /// `G(n)` for the coins from 1 to the table's length (index 0 unused).
    Table(Vec<u64>),
}

/// More moves to examine than allowed, valuing coins up to a length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooMuchWork {
    /// The coin being valued when the work ran out.
    pub coin: u64,
    /// The work allowed, in coins turned (each move counted by the coins
    /// it turns, itself among them).
    pub limit: u64,
}

impl RowValues {
    /// The values of coins 1 to `length` under `code`, by its closed form
    /// if it has one, else by the rules within `work` coins turned over the
    /// moves examined.
    pub fn new(code: &TurningCode, length: u64, work: u64) -> Result<RowValues, TooMuchWork> {
        match ClosedForm::of(code) {
            Some(form) => Ok(RowValues::Formula(form)),
            None => by_rules(code, length, work).map(RowValues::Table),
        }
    }

    /// The value of a head at coin `n`, which must be within the table (or
    /// the closed form's range).
    pub fn value(&self, n: u64) -> u64 {
        match self {
            RowValues::Formula(f) => f.value(n),
            RowValues::Table(t) => t[n as usize],
        }
    }

    /// The largest coin valued.
    pub fn length(&self) -> u64 {
        match self {
            RowValues::Formula(_) => FORMULA_LIMIT,
            RowValues::Table(t) => t.len() as u64 - 1,
        }
    }
}

/// The values of coins 1 to `length` from the rules: each the mex of the
/// xor of the other coins' values over its moves.
///
/// ```
/// use grundy_engine::coins::{code::TurningCode, row::by_rules};
/// // Ruler, from the rules: 1, 2, 1, 4, 1, 2, 1, 8.
/// let ruler = by_rules(&TurningCode::parse("1+C").unwrap(), 8, 1000).unwrap();
/// assert_eq!(ruler[1..], [1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
pub fn by_rules(code: &TurningCode, length: u64, work: u64) -> Result<Vec<u64>, TooMuchWork> {
    // The table grows a coin at a time, each coin counted as work: a coin
    // far out is refused when the work runs out, not by allocating a table
    // of its length first (`grunt=5,88888888888882` asked for 7 TB).
    let mut values = vec![0u64];
    let mut seen: Vec<bool> = Vec::new();
    let mut examined = 0u64;
    for n in 1..=length {
        seen.clear();
        examined += 1;
        if examined > work {
            return Err(TooMuchWork {
                coin: n,
                limit: work,
            });
        }
        let stopped = code.for_each_move(n, |others| {
            // A move costs the coins it turns: the xor below reads each.
            examined += others.len() as u64 + 1;
            if examined > work {
                return ControlFlow::Break(());
            }
            let v = others.iter().fold(0, |x, &o| x ^ values[o as usize]) as usize;
            // A value at or past the count of options cannot be the mex.
            if v >= seen.len() {
                if v > 4 * (seen.len() + 64) {
                    return ControlFlow::Continue(());
                }
                seen.resize(v + 1, false);
            }
            seen[v] = true;
            ControlFlow::Continue(())
        });
        if stopped.is_break() {
            return Err(TooMuchWork {
                coin: n,
                limit: work,
            });
        }
        values.push(seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64);
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_closed_form_is_the_rules_value_to_coin_300() {
        for (code, length) in [("1-2", 300), ("1-3", 300), ("1+C", 300), ("2", 300)] {
            let parsed = TurningCode::parse(code).unwrap();
            let form = ClosedForm::of(&parsed).unwrap();
            let table = by_rules(&parsed, length, u64::MAX).unwrap();
            for n in 1..=length {
                assert_eq!(form.value(n), table[n as usize], "{code} at coin {n}");
            }
        }
    }

    #[test]
    fn motley_is_worth_powers_of_two() {
        // Every set of coins left of n may be turned with it, so the xors
        // reach every number below 2^(n−1) and no further.
        let motley = by_rules(&TurningCode::parse("1+").unwrap(), 12, u64::MAX).unwrap();
        for (n, &v) in motley.iter().enumerate().skip(1) {
            assert_eq!(v, 1 << (n - 1), "coin {n}");
        }
    }

    #[test]
    fn grunt_is_grundys_game_one_coin_along() {
        // Grunt (4FS) turns coins 1, a, n + 1 − a and n: the heaps a and
        // n + 1 − a of Grundy's game on n − 1, with coin 1 worth 0.
        let grunt = by_rules(&TurningCode::parse("4FS").unwrap(), 60, u64::MAX).unwrap();
        let grundys = crate::heap::HeapGame::Grundys.sequence(61, |_| {});
        for n in 2..=60usize {
            assert_eq!(grunt[n], u64::from(grundys[n - 1]), "coin {n}");
        }
    }

    #[test]
    fn a_coin_past_the_work_is_refused_without_a_table_of_its_length() {
        // Regression (found by the coins fuzz target): the table was
        // allocated at the coin's length first, 7 TB for this one.
        let grunt = TurningCode::parse("4FS").unwrap();
        let e = by_rules(&grunt, 88_888_888_888_882, 10_000).unwrap_err();
        assert_eq!(e.limit, 10_000);
        assert!(e.coin <= 10_000, "{e:?}");
    }

    #[test]
    fn valuing_stops_at_the_work_limit_and_says_where() {
        let motley = TurningCode::parse("1+").unwrap();
        let e = by_rules(&motley, 40, 10_000).unwrap_err();
        assert_eq!(e.limit, 10_000);
        assert!(e.coin <= 15, "{e:?}");
    }
}

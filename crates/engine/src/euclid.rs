//! Euclid's game (POJ 2348 = HDU 1525): two natural numbers; a move
//! subtracts a positive multiple of the smaller from the larger, leaving it
//! non-negative; whoever reaches 0 wins. A position with a 0 is over (the
//! player who made the 0 has won), so this is normal play with every pair
//! holding a 0 terminal.
//!
//! **The idea: the Euclidean algorithm's quotients.** With `a ≥ b > 0`, `q =
//! a div b` and `r = a mod b`, the moves from `(a, b)` leave `(r + k·b, b)`
//! for `k = 0 … q − 1`. From `(r + k·b, b)` with `k ≥ 1` the moves lead to
//! the same positions with smaller `k`, and `k = 0` is the next step of the
//! algorithm, `(b, r)`. So if `c` is the value of `(b, r)` (0 when `r = 0`:
//! `(b, 0)` is over), the value of `(r + k·b, b)` is the `k`-th smallest
//! natural number other than `c`, and
//!
//! > `G(a, b) = q` when `c ≤ q − 1`, and `q − 1` when `c ≥ q`.
//!
//! The first player loses exactly when `q = 1` and `c ≥ 1`: a quotient of 1
//! is a forced move, and at a quotient of 2 or more the player to move
//! chooses which of the two continuations to leave, `(b, r)` or `(r + b,
//! b)` (from which the opponent is forced into `(b, r)`), and one of them is
//! lost for the opponent. The value is found from the quotients, last step
//! first, in `O(log)` divisions at any size, and a move to a given value is
//! found directly (one `k` at most), however large the quotient. The tests
//! check the values against a search of the rules on every pair to 200.
//!
//! ```
//! use grundy_engine::euclid::{quotients, value};
//! let (a, b) = (34u64.into(), 12u64.into());
//! assert_eq!(quotients(&a, &b), [2u64.into(), 1u64.into(), 5u64.into()]);
//! assert_eq!(value(&a, &b), 2u64.into()); // Stan wins (POJ 2348's sample)
//! assert_eq!(value(&15u64.into(), &24u64.into()), 0u64.into()); // Ollie wins
//! ```

use crate::component::{
    typed_number, typed_words, Component, ComponentError, ComponentMove, Kind, MoveError, Play,
    PlayNumbers, Reason, TooManyMoves, Written,
};
use crate::num::{BigNat, Natural};
use grundy_text::{msg, Arg, Join, Text};

/// The quotients of the Euclidean algorithm on the pair, the larger number
/// divided by the smaller first, down to the step whose remainder is 0;
/// none when either number is 0 (the game is over).
pub fn quotients(a: &BigNat, b: &BigNat) -> Vec<BigNat> {
    let (mut x, mut y) = if a >= b {
        (a.clone(), b.clone())
    } else {
        (b.clone(), a.clone())
    };
    let mut out = Vec::new();
    while !Natural::is_zero(&y) {
        let (q, r) = (&x / &y, &x % &y);
        out.push(q);
        x = y;
        y = r;
    }
    out
}

/// The value of a step of quotient `q` whose next step is worth `c`: `q`
/// when `c ≤ q − 1`, else `q − 1`.
fn step_value(q: &BigNat, c: &BigNat) -> BigNat {
    if c < q {
        q.clone()
    } else {
        q - BigNat::ONE
    }
}

/// The values of the pairs met by the algorithm, one per quotient, in the
/// algorithm's order (the first is the position's own value).
pub fn step_values(quotients: &[BigNat]) -> Vec<BigNat> {
    let mut values = vec![BigNat::ZERO; quotients.len()];
    let mut c = BigNat::ZERO;
    for (i, q) in quotients.iter().enumerate().rev() {
        c = step_value(q, &c);
        values[i] = c.clone();
    }
    values
}

/// The Grundy value of the pair `(a, b)` (0 when either is 0).
pub fn value(a: &BigNat, b: &BigNat) -> BigNat {
    let qs = quotients(a, b);
    qs.iter().rev().fold(BigNat::ZERO, |c, q| step_value(q, &c))
}

/// Whether the player to move wins from `(a, b)`, on machine words: the
/// player who meets the first quotient of 2 or more, or the last step,
/// wins; quotients of 1 before it are forced.
///
/// ```
/// use grundy_engine::euclid::first_player_wins_u64;
/// assert!(first_player_wins_u64(34, 12));
/// assert!(!first_player_wins_u64(15, 24));
/// assert!(!first_player_wins_u64(5, 0)); // over: the player to move has lost
/// ```
pub fn first_player_wins_u64(a: u64, b: u64) -> bool {
    let (mut x, mut y) = (a.max(b), a.min(b));
    let mut mover_is_first = true;
    loop {
        if y == 0 {
            return !mover_is_first;
        }
        if x / y >= 2 || x % y == 0 {
            return mover_is_first;
        }
        (x, y) = (y, x - y);
        mover_is_first = !mover_is_first;
    }
}

/// [`first_player_wins_u64`] at any size.
///
/// ```
/// use grundy_engine::euclid::first_player_wins;
/// use grundy_engine::num::BigNat;
/// // A googol is 3 times a number and 1 more: the quotient is huge.
/// assert!(first_player_wins(&BigNat::from(10u8).pow(100), &3u8.into()));
/// ```
pub fn first_player_wins(a: &BigNat, b: &BigNat) -> bool {
    if let (Some(a), Some(b)) = (a.to_u64(), b.to_u64()) {
        return first_player_wins_u64(a, b);
    }
    let (mut x, mut y) = if a >= b {
        (a.clone(), b.clone())
    } else {
        (b.clone(), a.clone())
    };
    let mut mover_is_first = true;
    loop {
        if Natural::is_zero(&y) {
            return !mover_is_first;
        }
        let r = &x % &y;
        if Natural::is_zero(&r) || &x - &y >= y {
            return mover_is_first;
        }
        (x, y) = (y, r);
        mover_is_first = !mover_is_first;
    }
}

/// The most quotients an explanation lists.
const SHOWN: usize = 30;

/// A list of numbers, the first [`SHOWN`] of them, and how many in all.
fn shown(values: &[BigNat]) -> Arg {
    let mut items: Vec<Arg> = values.iter().take(SHOWN).map(Arg::from).collect();
    if values.len() > SHOWN {
        items.push(msg!("list-in-all", count = values.len()).into());
    }
    Arg::List(Join::Values, items)
}

/// Why the pair is won or lost, from the Euclidean algorithm's quotients:
/// the forced quotients of 1, the first quotient of 2 or more (whose player
/// chooses the continuation), and the value of every step.
///
/// ```
/// use grundy_engine::euclid::explain;
/// let text = explain(&34u64.into(), &12u64.into());
/// let said: Vec<_> = text.messages().map(|m| m.id()).collect();
/// assert_eq!(said, ["euclid-explain-quotients", "euclid-explain-first-decisive", "euclid-explain-values"]);
/// ```
pub fn explain(a: &BigNat, b: &BigNat) -> Text {
    let qs = quotients(a, b);
    if qs.is_empty() {
        return msg!("euclid-explain-over", a = a, b = b).into();
    }
    let values = step_values(&qs);
    let two = BigNat::from(2u8);
    let mut text = Text::from(msg!(
        "euclid-explain-quotients",
        a = a,
        b = b,
        quotients = shown(&qs)
    ));
    let decisive = qs.iter().position(|q| *q >= two);
    // Only a pair of equal numbers has no quotient of 2 or more: its one
    // step, of quotient 1, reaches 0.
    let index = decisive.unwrap_or(qs.len() - 1);
    let first = Arg::yes(index.is_multiple_of(2));
    text.say(match decisive {
        Some(_) if index == 0 => msg!(
            "euclid-explain-first-decisive",
            quotient = qs[0],
            first = first
        ),
        Some(_) => msg!(
            "euclid-explain-decisive",
            place = Arg::count(index + 1),
            quotient = qs[index],
            forced = Arg::count(index),
            first = first
        ),
        None => msg!("euclid-explain-equal", first = first),
    });
    text.say(msg!("euclid-explain-values", values = shown(&values)));
    text
}

/// A position of Euclid's game as a component of a sum: the two numbers in
/// the order written.
///
/// ```
/// use grundy_engine::kinds::parse_component;
/// let pair = parse_component("euclid=34,12").unwrap();
/// assert_eq!(pair.grundy(), 2u64.into());
/// let m = &pair.moves_to_value(&0u64.into())[0];
/// assert_eq!(m.description.id(), "move-subtract-times");
/// ```
pub struct Pair {
    numbers: [BigNat; 2],
}

/// The step the position is at: which number is the larger (the first when
/// they are equal), the quotient and the value of the next step (`c`).
struct Step {
    larger: usize,
    q: BigNat,
    c: BigNat,
}

impl Pair {
    /// The position `(a, b)`: any natural numbers, a 0 meaning the game is
    /// over.
    pub fn new(a: BigNat, b: BigNat) -> Pair {
        Pair { numbers: [a, b] }
    }

    fn step(&self) -> Option<Step> {
        let [a, b] = &self.numbers;
        if Natural::is_zero(a) || Natural::is_zero(b) {
            return None;
        }
        let larger = usize::from(b > a);
        let (x, y) = (&self.numbers[larger], &self.numbers[1 - larger]);
        Some(Step {
            larger,
            q: x / y,
            c: value(y, &(x % y)),
        })
    }

    /// The value after leaving `(r + j·b, b)`: `c` for `j = 0`, else the
    /// `j`-th natural number other than `c`.
    fn value_after(j: &BigNat, c: &BigNat) -> BigNat {
        if Natural::is_zero(j) {
            c.clone()
        } else if j <= c {
            j - BigNat::ONE
        } else {
            j.clone()
        }
    }

    /// The move subtracting `k` times the smaller number (`1 ≤ k ≤ q`).
    fn subtract(&self, step: &Step, k: &BigNat) -> ComponentMove {
        let (x, y) = (&self.numbers[step.larger], &self.numbers[1 - step.larger]);
        let amount = k * y;
        let left = x - &amount;
        let mut after = self.numbers.clone();
        after[step.larger] = left.clone();
        let mut description = if *k == BigNat::ONE {
            msg!(
                "move-subtract",
                y = y,
                x = x,
                first = after[0],
                second = after[1]
            )
        } else {
            msg!(
                "move-subtract-times",
                k = k,
                y = y,
                amount = amount,
                x = x,
                first = after[0],
                second = after[1]
            )
        };
        if Natural::is_zero(&left) {
            description = description.then(msg!("move-subtract-won"));
        }
        let next = Pair { numbers: after };
        ComponentMove {
            description,
            after: next.describe(),
            after_numbers: next.numbers.to_vec(),
            remaining: next.remaining(),
            family: None,
        }
    }

    /// The move leaving `(r + j·b, b)` and its value.
    fn leave(&self, step: &Step, j: &BigNat) -> (ComponentMove, BigNat) {
        let k = &step.q - j;
        (self.subtract(step, &k), Pair::value_after(j, &step.c))
    }
}

impl Component for Pair {
    fn describe(&self) -> String {
        format!("euclid={},{}", self.numbers[0], self.numbers[1])
    }
    fn grundy(&self) -> BigNat {
        value(&self.numbers[0], &self.numbers[1])
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        let Some(step) = self.step() else {
            return Vec::new();
        };
        // The value after leaving (r + j·b, b) is c for j = 0, j − 1 for
        // 1 ≤ j ≤ c and j beyond: each value is left by one j at most.
        let j = if *target == step.c {
            BigNat::ZERO
        } else if *target < step.c {
            target + BigNat::ONE
        } else {
            target.clone()
        };
        if j >= step.q {
            return Vec::new();
        }
        vec![self.leave(&step, &j).0]
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let Some(step) = self.step() else {
            return Ok(Vec::new());
        };
        let q = step
            .q
            .to_u64()
            .filter(|&q| q <= limit as u64)
            .ok_or(TooManyMoves { limit })?;
        // k = 1 first: the smallest subtraction, as a pile's moves are listed.
        Ok((0..q)
            .rev()
            .map(|j| self.leave(&step, &BigNat::from(j)))
            .collect())
    }
    fn remaining(&self) -> BigNat {
        // The longest game subtracts the smaller number once at every
        // move: the sum of the quotients.
        quotients(&self.numbers[0], &self.numbers[1])
            .iter()
            .fold(BigNat::ZERO, |s, q| s + q)
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        Box::new(Pair::new(
            m.after_numbers[0].clone(),
            m.after_numbers[1].clone(),
        ))
    }
    fn lasting_move(&self) -> Option<ComponentMove> {
        // Subtracting the smaller number once keeps the most quotient.
        let step = self.step()?;
        Some(self.subtract(&step, &BigNat::ONE))
    }
    fn explain(&self) -> Option<grundy_text::Text> {
        Some(explain(&self.numbers[0], &self.numbers[1]))
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        vec![("K", grundy_text::msg!("syntax-euclid"))]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let [k] = typed_words(words, "K")?;
        let k = typed_number(k, &grundy_text::msg!("noun-multiple"))?;
        let Some(step) = self.step() else {
            return Err(MoveError::new(grundy_text::msg!("move-error-euclid-over")));
        };
        if Natural::is_zero(&k) || k > step.q {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-multiple",
                most = step.q
            )));
        }
        Ok(self.subtract(&step, &k))
    }
}

/// Euclid's game in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "euclid",
    examples: &["euclid=34,12"],
    more_examples: &[],
    position: "kind-euclid-position",
    rules: "kind-euclid-rules",
    play: Play {
        example: "euclid 34 12",
        numbers: PlayNumbers::AllInOne,
    },
    claims: |game| game == "euclid",
    parse,
    fallback: false,
    heaps: false,
};

fn parse(w: &Written<'_>) -> Result<Box<dyn Component>, ComponentError> {
    let numbers = w.numbers("noun-number")?;
    match <[BigNat; 2]>::try_from(numbers) {
        Ok([a, b]) => Ok(Box::new(Pair::new(a, b))),
        Err(numbers) => Err(w.error(Reason::Count {
            game: w.game.to_string(),
            takes: "takes-two-numbers",
            found: numbers.len(),
        })),
    }
}

#[cfg(test)]
// The tables are indexed by the numbers themselves.
#[allow(clippy::needless_range_loop)]
mod tests {
    use super::*;
    use crate::solver::mex;

    const SIZE: usize = 200;

    /// The values of every pair to `SIZE`, by the rules: the mex over the
    /// moves, a pair with a 0 worth 0 (`g[a][b]`).
    fn by_search() -> Vec<Vec<u64>> {
        let mut g = vec![vec![0u64; SIZE + 1]; SIZE + 1];
        // A move lowers a + b, so pairs are valued by increasing sum.
        for sum in 2..=2 * SIZE {
            for a in sum.saturating_sub(SIZE).max(1)..=sum.min(SIZE) {
                let b = sum - a;
                if b == 0 || b > SIZE {
                    continue;
                }
                let mut options = Vec::new();
                if a >= b {
                    options.extend((1..=a / b).map(|k| g[a - k * b][b]));
                }
                if b >= a {
                    options.extend((1..=b / a).map(|k| g[a][b - k * a]));
                }
                g[a][b] = mex(options);
            }
        }
        g
    }

    fn big(x: usize) -> BigNat {
        BigNat::from(x)
    }

    #[test]
    fn the_values_are_the_searchs_on_every_pair_to_200() {
        let g = by_search();
        for a in 0..=SIZE {
            for b in 0..=SIZE {
                assert_eq!(value(&big(a), &big(b)), BigNat::from(g[a][b]), "({a}, {b})");
                let wins = g[a][b] != 0;
                assert_eq!(
                    first_player_wins_u64(a as u64, b as u64),
                    wins,
                    "({a}, {b})"
                );
                assert_eq!(first_player_wins(&big(a), &big(b)), wins, "({a}, {b})");
            }
        }
    }

    #[test]
    fn the_first_player_loses_exactly_at_a_quotient_of_1_before_a_nonzero_step() {
        for a in 1..=SIZE {
            for b in 1..=SIZE {
                let qs = quotients(&big(a), &big(b));
                let values = step_values(&qs);
                let c = values.get(1).cloned().unwrap_or(BigNat::ZERO);
                let loses = qs[0] == BigNat::ONE && c >= BigNat::ONE;
                assert_eq!(Natural::is_zero(&values[0]), loses, "({a}, {b})");
            }
        }
    }

    #[test]
    fn every_move_is_listed_legal_with_its_value_and_the_moves_to_a_value_are_those() {
        let g = by_search();
        for a in 0..=60usize {
            for b in 0..=60usize {
                let pair = Pair::new(big(a), big(b));
                let moves = pair.all_moves(1000).unwrap();
                let mut reached: Vec<(usize, usize)> = Vec::new();
                for (m, v) in &moves {
                    let x = m.after_numbers[0].to_u64().unwrap() as usize;
                    let y = m.after_numbers[1].to_u64().unwrap() as usize;
                    assert_eq!(*v, BigNat::from(g[x][y]), "({a}, {b}): {:?}", m.description);
                    assert_eq!(m.remaining, Pair::new(big(x), big(y)).remaining());
                    reached.push((x, y));
                }
                // The rules' moves: the larger less k times the smaller.
                let mut expected = Vec::new();
                if a > 0 && b > 0 {
                    if a >= b {
                        expected.extend((1..=a / b).map(|k| (a - k * b, b)));
                    } else {
                        expected.extend((1..=b / a).map(|k| (a, b - k * a)));
                    }
                }
                reached.sort();
                expected.sort();
                assert_eq!(reached, expected, "({a}, {b})");
                for target in 0..=(a.max(b) as u64 + 2) {
                    let target = BigNat::from(target);
                    let direct: Vec<_> = pair.moves_to_value(&target);
                    let listed = crate::component::to_value(moves.clone(), &target);
                    assert_eq!(direct, listed, "({a}, {b}) to {target}");
                }
                // The typed multiple is the listed move.
                for (k, (m, _)) in moves.iter().enumerate() {
                    let typed = pair.read_move(&[&(k + 1).to_string()]).unwrap();
                    assert_eq!(typed, *m, "({a}, {b}) K = {}", k + 1);
                }
            }
        }
    }

    #[test]
    fn a_huge_quotient_is_answered_without_listing_its_moves() {
        let googol = BigNat::from(10u8).pow(100);
        let pair = Pair::new(&googol + BigNat::from(3u8), BigNat::from(7u8));
        assert_eq!(
            pair.all_moves(100_000),
            Err(TooManyMoves { limit: 100_000 })
        );
        // (10^100 + 3, 7): q is huge, so the first player wins by leaving a
        // value of 0, one move.
        let wins = pair.moves_to_value(&BigNat::ZERO);
        assert_eq!(wins.len(), 1);
        let after = pair.after(&wins[0]);
        assert_eq!(after.grundy(), BigNat::ZERO);
        let lasting = pair.lasting_move().unwrap();
        assert_eq!(lasting.after_numbers[1], BigNat::from(7u8));
        // The value is the quotient or one less.
        let q = (&googol + BigNat::from(3u8)) / BigNat::from(7u8);
        let g = pair.grundy();
        assert!(g == q || g == &q - BigNat::ONE);
        // Any target below the value is reached by one move.
        for t in [0u64, 1, 2, 1000] {
            let m = pair.moves_to_value(&t.into());
            assert_eq!(m.len(), 1, "{t}");
            assert_eq!(pair.after(&m[0]).grundy(), t.into());
        }
    }

    #[test]
    fn consecutive_fibonacci_numbers_are_all_forced_moves() {
        // F(n+1), F(n): every quotient is 1 but the last (2), so the
        // player who meets it is decided by the parity of the steps.
        let (mut x, mut y) = (BigNat::from(2u8), BigNat::ONE);
        for steps in 1..300usize {
            let qs = quotients(&x, &y);
            assert_eq!(qs.len(), steps);
            let wins = first_player_wins(&x, &y);
            assert_eq!(wins, steps % 2 == 1, "{steps}");
            assert_eq!(!Natural::is_zero(&value(&x, &y)), wins);
            (x, y) = (&x + &y, x);
        }
    }
}

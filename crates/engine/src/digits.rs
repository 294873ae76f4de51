//! Digit strings (HDU 1404, Digital Deletions): a string of digits, leading
//! zeros allowed; a move lowers one digit (to any smaller digit), or erases
//! a `0` together with every digit to its right; whoever removes the last
//! digit wins (the empty string has no move).
//!
//! **The values.** No closed form is known; the game is finite and small.
//! Every move leads to a string that is, digit by digit, at most a prefix
//! of the one it left: lowering keeps the length and lowers one digit, and
//! erasing at a `0` keeps a prefix. So the positions a string `s` reaches
//! are the strings of every length `k ≤ |s|` whose digits are each at most
//! `s`'s digit in the same place, a "box" of `Π (sᵢ + 1)` strings per
//! length; the values of a whole box come from one pass over it in
//! increasing order of a mixed-radix index, since every move lowers the
//! index or shortens the string. The box of `999999` holds every string of
//! up to six digits (the judge's), 1,111,111 of them, tabulated once on
//! first use; a longer string is valued over its own box, if it holds at
//! most [`BOX_LIMIT`] strings. The tests check the pass against the
//! generic solver, from the rules, on every string of up to five digits.
//!
//! ```
//! use grundy_engine::digits::value;
//! // HDU 1404's sample: 0, 00 and 1 win; 20 loses.
//! assert_ne!(value(&[0]).unwrap(), 0);
//! assert_ne!(value(&[0, 0]).unwrap(), 0);
//! assert_eq!(value(&[1]).unwrap(), 0);
//! assert_eq!(value(&[2, 0]).unwrap(), 0);
//! ```

use crate::component::{
    typed_index, typed_number, Component, ComponentError, ComponentMove, Kind, MoveError, Play,
    PlayNumbers, Reason, TooManyMoves,
};
use crate::num::{BigNat, Natural};
use grundy_text::{msg, Arg, Message};
use std::sync::{Arc, OnceLock};

/// The most work one box may take: the strings it holds, each counted
/// once and once more for each move it may have (the box of 999999, the
/// judge's table, is about 6.7 × 10^7 and takes some 50 ms optimised; a
/// string of six digits never needs its own box).
pub const BOX_LIMIT: u64 = 200_000_000;

/// The length of the strings the shared table holds (the judge's longest).
pub const TABLE_DIGITS: usize = 6;

/// The values of every string inside the box of a string `s`: each length
/// `k ≤ |s|`, each string of that length whose digits are at most `s`'s.
#[derive(Debug)]
pub struct DigitBox {
    /// `s`'s digits, the box's corner.
    corner: Vec<u8>,
    /// Where the strings of each length start in `values`.
    offsets: Vec<usize>,
    /// One value a string, by length then mixed-radix index.
    values: Vec<u32>,
}

/// The work of valuing the box of `digits`, saturating: every string it
/// holds, counted once and once more for each move a string of its length
/// may have (the sum of the corner's digits so far, and one erasure a
/// place).
///
/// ```
/// use grundy_engine::digits::box_work;
/// assert_eq!(box_work(&[9]), 1 + 10 * (1 + 9 + 1));
/// assert_eq!(box_work(&[2, 0]), 1 + 3 * 4 + 3 * 5);
/// ```
pub fn box_work(digits: &[u8]) -> u64 {
    let mut total = 1u64;
    let mut layer = 1u64;
    let mut moves = 0u64;
    for &d in digits {
        layer = layer.saturating_mul(u64::from(d) + 1);
        moves += u64::from(d) + 1;
        total = total.saturating_add(layer.saturating_mul(moves + 1));
    }
    total
}

impl DigitBox {
    /// The values of the box of `corner`, by one pass in increasing index:
    /// `None` if its work ([`box_work`]) is past [`BOX_LIMIT`].
    ///
    /// ```
    /// use grundy_engine::digits::DigitBox;
    /// let b = DigitBox::new(&[2, 0]).unwrap();
    /// assert_eq!(b.value(&[2, 0]), Some(0));
    /// assert_eq!(b.value(&[1]), Some(0));
    /// assert_eq!(b.value(&[3]), None); // outside the box
    /// ```
    pub fn new(corner: &[u8]) -> Option<DigitBox> {
        if box_work(corner) > BOX_LIMIT || corner.iter().any(|&d| d > 9) {
            return None;
        }
        let mut offsets = vec![0usize];
        let mut layer = 1usize;
        for &d in corner {
            let end = offsets.last().expect("one offset at least") + layer;
            offsets.push(end);
            layer *= usize::from(d) + 1;
        }
        let total = offsets.last().expect("one offset at least") + layer;
        let mut values = vec![0u32; total];
        let mut digits = Vec::with_capacity(corner.len());
        // The mex: `seen[v] == stamp` when an option of the string being
        // valued is worth v (a value is at most its count of moves).
        let most_moves: usize = corner.iter().map(|&d| usize::from(d) + 1).sum();
        let mut seen = vec![usize::MAX; most_moves + 1];
        let mut stamp = 0usize;
        // The empty string (index 0) has no move: value 0.
        for k in 1..=corner.len() {
            let radix = &corner[..k];
            // The weight of each place in the index: the product of the
            // radices to its right.
            let mut weights = vec![1usize; k];
            for i in (0..k - 1).rev() {
                weights[i] = weights[i + 1] * (usize::from(radix[i + 1]) + 1);
            }
            digits.clear();
            digits.resize(k, 0u8);
            let count = weights[0] * (usize::from(radix[0]) + 1);
            for index in 0..count {
                let mut mark = |v: u32| {
                    if let Some(s) = seen.get_mut(v as usize) {
                        *s = stamp;
                    }
                };
                for i in 0..k {
                    let d = usize::from(digits[i]);
                    // Lowering place i to each smaller digit.
                    for lower in 1..=d {
                        mark(values[offsets[k] + index - lower * weights[i]]);
                    }
                    // Erasing at a 0 keeps the prefix before it.
                    if d == 0 {
                        let prefix = index / (weights[i] * (usize::from(radix[i]) + 1));
                        mark(values[offsets[i] + prefix]);
                    }
                }
                let mex = seen.iter().position(|&s| s != stamp).unwrap_or(seen.len());
                values[offsets[k] + index] = mex as u32;
                stamp = stamp.wrapping_add(1);
                // The next string in mixed radix.
                for i in (0..k).rev() {
                    if digits[i] < radix[i] {
                        digits[i] += 1;
                        break;
                    }
                    digits[i] = 0;
                }
            }
        }
        Some(DigitBox {
            corner: corner.to_vec(),
            offsets,
            values,
        })
    }

    /// The value of `digits`, if the box holds it.
    pub fn value(&self, digits: &[u8]) -> Option<u32> {
        if digits.len() > self.corner.len() {
            return None;
        }
        let mut index = 0usize;
        for (&d, &r) in digits.iter().zip(&self.corner) {
            if d > r {
                return None;
            }
            index = index * (usize::from(r) + 1) + usize::from(d);
        }
        Some(self.values[self.offsets[digits.len()] + index])
    }
}

/// The shared table: every string of up to [`TABLE_DIGITS`] digits, built
/// on first use (about 30 ms optimised).
fn table() -> &'static DigitBox {
    static TABLE: OnceLock<DigitBox> = OnceLock::new();
    TABLE.get_or_init(|| DigitBox::new(&[9; TABLE_DIGITS]).expect("the table's box is in bounds"))
}

/// The Grundy value of a digit string (each digit 0 to 9): from the shared
/// table up to six digits, else from its own box; `None` when that box is
/// past [`BOX_LIMIT`].
pub fn value(digits: &[u8]) -> Option<u32> {
    if digits.len() <= TABLE_DIGITS {
        return table().value(digits);
    }
    DigitBox::new(digits)?.value(digits)
}

/// A digit string as a component of a sum, with the table of values its
/// moves reach.
///
/// ```
/// use grundy_engine::kinds::parse_component;
/// let s = parse_component("digits=20").unwrap();
/// assert_eq!(s.grundy(), 0u64.into());
/// let wins = parse_component("digits=0020").unwrap().moves_to_value(&0u64.into());
/// assert_eq!(wins[0].after, "digits=");
/// ```
pub struct DigitString {
    digits: Vec<u8>,
    values: Values,
}

/// Where a string's values come from.
#[derive(Clone)]
enum Values {
    /// The shared table (six digits or fewer).
    Table,
    /// The box of a longer string, shared by every position it reaches.
    Own(Arc<DigitBox>),
}

impl Values {
    fn of(&self, digits: &[u8]) -> u32 {
        match self {
            Values::Table => table().value(digits),
            Values::Own(b) => b.value(digits),
        }
        .expect("a move stays in the box of the string it leaves")
    }
}

impl DigitString {
    /// A digit string, or why it cannot be valued: its box is too large.
    ///
    /// ```
    /// use grundy_engine::digits::DigitString;
    /// assert!(DigitString::new(vec![1, 2, 0]).is_ok());
    /// assert!(DigitString::new(vec![9; 8]).is_err());
    /// ```
    pub fn new(digits: Vec<u8>) -> Result<DigitString, Reason> {
        if digits.len() <= TABLE_DIGITS {
            return Ok(DigitString {
                digits,
                values: Values::Table,
            });
        }
        match DigitBox::new(&digits) {
            Some(b) => Ok(DigitString {
                digits,
                values: Values::Own(Arc::new(b)),
            }),
            None => Err(Reason::TooLarge {
                value: BigNat::from(box_work(&digits)),
                limit: BOX_LIMIT,
                why: "why-digits-box",
            }),
        }
    }

    fn written(digits: &[u8]) -> String {
        digits.iter().map(|d| char::from(b'0' + d)).collect()
    }

    fn remaining_of(digits: &[u8]) -> BigNat {
        // A move lowers the sum of the digits or erases one digit at least.
        let sum: u64 = digits.iter().map(|&d| u64::from(d)).sum();
        BigNat::from(sum + digits.len() as u64)
    }

    /// The move leaving `after`, described by `description`.
    fn to(&self, after: Vec<u8>, description: Message) -> ComponentMove {
        ComponentMove {
            description,
            after: format!("digits={}", Self::written(&after)),
            remaining: Self::remaining_of(&after),
            after_numbers: after.iter().map(|&d| BigNat::from(d)).collect(),
            family: None,
        }
    }

    /// Lowering the digit at `place` (from 0) to `to`.
    fn lower(&self, place: usize, to: u8) -> ComponentMove {
        let mut after = self.digits.clone();
        after[place] = to;
        self.to(
            after,
            msg!(
                "move-digits-lower",
                place = place + 1,
                from = self.digits[place],
                to = to
            ),
        )
    }

    /// Erasing the `0` at `place` (from 0) and every digit after it.
    fn erase(&self, place: usize) -> ComponentMove {
        self.to(
            self.digits[..place].to_vec(),
            msg!(
                "move-digits-erase",
                place = place + 1,
                after = Arg::count(self.digits.len() - place - 1)
            ),
        )
    }

    /// Every move, in order of place, lowering first.
    fn moves(&self) -> Vec<ComponentMove> {
        let mut out = Vec::new();
        for (place, &d) in self.digits.iter().enumerate() {
            out.extend((0..d).rev().map(|to| self.lower(place, to)));
            if d == 0 {
                out.push(self.erase(place));
            }
        }
        out
    }

    fn value_after(&self, m: &ComponentMove) -> BigNat {
        let after: Vec<u8> = m.after_numbers.iter().map(digit).collect();
        BigNat::from(self.values.of(&after))
    }
}

/// A digit of `after_numbers`.
fn digit(n: &BigNat) -> u8 {
    n.to_u64()
        .and_then(|d| u8::try_from(d).ok())
        .expect("a digit")
}

impl Component for DigitString {
    fn describe(&self) -> String {
        format!("digits={}", Self::written(&self.digits))
    }
    fn grundy(&self) -> BigNat {
        BigNat::from(self.values.of(&self.digits))
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        self.moves()
            .into_iter()
            .filter(|m| self.value_after(m) == *target)
            .collect()
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let moves = self.moves();
        if moves.len() > limit {
            return Err(TooManyMoves { limit });
        }
        Ok(moves
            .into_iter()
            .map(|m| {
                let v = self.value_after(&m);
                (m, v)
            })
            .collect())
    }
    fn remaining(&self) -> BigNat {
        Self::remaining_of(&self.digits)
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        Box::new(DigitString {
            digits: m.after_numbers.iter().map(digit).collect(),
            values: self.values.clone(),
        })
    }
    fn move_syntax(&self) -> Vec<(&'static str, Message)> {
        vec![
            ("P D", msg!("syntax-digits-lower")),
            ("P", msg!("syntax-digits-erase")),
        ]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let place = |word: &str| typed_index(word, &msg!("noun-digit-place"), self.digits.len());
        match words {
            [p] => {
                let place = place(p)?;
                if self.digits[place] != 0 {
                    return Err(MoveError::new(msg!(
                        "move-error-digits-erase",
                        place = place + 1,
                        digit = self.digits[place]
                    )));
                }
                Ok(self.erase(place))
            }
            [p, d] => {
                let place = place(p)?;
                let to = typed_number(d, &msg!("noun-digit"))?;
                let from = self.digits[place];
                match to.to_u64() {
                    Some(to) if to < u64::from(from) => Ok(self.lower(place, to as u8)),
                    _ => Err(MoveError::new(msg!(
                        "move-error-digits-lower",
                        place = place + 1,
                        digit = from
                    ))),
                }
            }
            _ => Err(MoveError::new(msg!(
                "move-error-typed",
                pattern = "P D | P"
            ))),
        }
    }
}

/// Digit strings in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "digits",
    examples: &["digits=0020"],
    more_examples: &[],
    position: "kind-digits-position",
    rules: "kind-digits-rules",
    play: Play {
        example: "digits 2010",
        numbers: PlayNumbers::EachOne,
    },
    claims: |game| game == "digits",
    parse,
    fallback: false,
    heaps: false,
};

fn parse(w: &crate::component::Written<'_>) -> Result<Box<dyn Component>, ComponentError> {
    let text = w.position.trim();
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(w.error(Reason::Invalid {
            what: msg!("what-digits-string", text = text),
            must_be: "must-digits-only",
        }));
    }
    let digits: Vec<u8> = text.bytes().map(|b| b - b'0').collect();
    Ok(Box::new(DigitString::new(digits).map_err(|r| w.error(r))?))
}

#[cfg(test)]
mod tests;

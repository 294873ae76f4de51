//! The Cutting Game (POJ 2311): sheets of squared paper; a move cuts one
//! sheet along a grid line into two; whoever first cuts off a 1 × 1 piece
//! wins.
//!
//! A sheet one square wide (and longer) lets the player to move cut off a
//! 1 × 1 piece at once, so neither player ever leaves one: a cut that would
//! is a loss. The game that remains is a normal-play game of its own, the
//! one this family plays: **a move cuts a sheet into two, each at least
//! 2 × 2; whoever cannot, loses** (2 × 2, 2 × 3 and 3 × 2 sheets have no
//! move). Its values come from a table over sheet sizes, each the mex of
//! the xors of the two pieces over every cut; the tests check the verdicts
//! against a search of the original rules, the 1 × 1 win included.
//!
//! ```
//! use grundy_engine::cutting::Table;
//! let t = Table::up_to(10);
//! assert_eq!(t.value(2, 2), 0); // no cut leaves two sheets of 2 × 2 or more
//! assert_eq!(t.value(4, 2), 1); // 2 × 2 and 2 × 2
//! ```

use crate::component::{
    Component, ComponentError, ComponentMove, Kind, MoveError, Play, PlayNumbers, Reason,
    TooManyMoves, Written,
};
use crate::num::{BigNat, Natural};
use std::rc::Rc;

/// The largest side a sheet may have: the table of values costs the cube
/// of it.
pub const SIDE_LIMIT: u64 = 400;

/// The values of every sheet with sides up to a size.
pub struct Table {
    size: usize,
    values: Vec<u32>,
}

impl Table {
    /// The values of the sheets with both sides from 2 to `size`.
    pub fn up_to(size: usize) -> Table {
        let width = size + 1;
        let mut values = vec![0u32; width * width];
        let mut seen = Vec::new();
        for w in 2..=size {
            for h in 2..=w {
                seen.clear();
                let mut mark = |v: u32| {
                    let v = v as usize;
                    if v >= seen.len() {
                        seen.resize(v + 1, false);
                    }
                    seen[v] = true;
                };
                for a in 2..=w / 2 {
                    if w - a >= 2 {
                        mark(values[a * width + h] ^ values[(w - a) * width + h]);
                    }
                }
                for b in 2..=h / 2 {
                    if h - b >= 2 {
                        let (x, y) = (values[w * width + b], values[w * width + h - b]);
                        mark(x ^ y);
                    }
                }
                let mex = seen.iter().position(|s| !s).unwrap_or(seen.len()) as u32;
                values[w * width + h] = mex;
                values[h * width + w] = mex;
            }
        }
        Table { size, values }
    }

    /// The value of a `w × h` sheet (both from 2 to the table's size).
    pub fn value(&self, w: usize, h: usize) -> u32 {
        self.values[w * (self.size + 1) + h]
    }
}

/// A sheet, width by height.
type Sheet = (u64, u64);

/// A cut: which sheet, and the two pieces it leaves.
type Cut = (usize, Sheet, Sheet);

/// Sheets of the Cutting Game, as a component of a sum.
///
/// ```
/// use grundy_engine::kinds::parse_component;
/// let sheet = parse_component("cutting=4x4").unwrap();
/// assert_eq!(sheet.describe(), "cutting=4x4");
/// let m = &sheet.moves_to_value(&0u64.into())[0];
/// assert_eq!(m.description.id(), "move-cut-sheet"); // cut the 4x4 sheet into 2x4 and 2x4
/// ```
pub struct Sheets {
    sheets: Vec<(u64, u64)>,
    table: Rc<Table>,
}

impl Sheets {
    /// The sheets, each side from 2 to [`SIDE_LIMIT`], or why not.
    pub fn new(sheets: Vec<(u64, u64)>) -> Result<Sheets, Reason> {
        for &(w, h) in &sheets {
            if w < 2 || h < 2 {
                return Err(Reason::Invalid {
                    what: grundy_text::msg!("what-sheet", w = w, h = h),
                    must_be: "must-sheet-2x2",
                });
            }
            if w.max(h) > SIDE_LIMIT {
                return Err(Reason::TooLarge {
                    value: w.max(h).into(),
                    limit: SIDE_LIMIT,
                    why: "why-sheet-table",
                });
            }
        }
        let size = sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(2);
        Ok(Sheets {
            sheets,
            table: Rc::new(Table::up_to(size as usize)),
        })
    }

    fn value_of(&self, (w, h): (u64, u64)) -> u32 {
        self.table.value(w as usize, h as usize)
    }

    /// Every cut: the sheet's index and the two pieces.
    fn cuts(&self) -> Vec<Cut> {
        let mut out = Vec::new();
        for (i, &(w, h)) in self.sheets.iter().enumerate() {
            // A sheet listed twice is cut the same ways: list them once.
            if self.sheets[..i].contains(&(w, h)) {
                continue;
            }
            for a in 2..=w / 2 {
                if w - a >= 2 {
                    out.push((i, (a, h), (w - a, h)));
                }
            }
            for b in 2..=h / 2 {
                if h - b >= 2 {
                    out.push((i, (w, b), (w, h - b)));
                }
            }
        }
        out
    }

    fn cut(&self, (i, x, y): Cut) -> (ComponentMove, BigNat) {
        let mut after = self.sheets.clone();
        after.splice(i..=i, [x, y]);
        let value = self.value_of(x) ^ self.value_of(y);
        let rest = self.grundy_u32() ^ self.value_of(self.sheets[i]) ^ value;
        let (w, h) = self.sheets[i];
        let next = Sheets {
            sheets: after,
            table: self.table.clone(),
        };
        let m = ComponentMove {
            description: grundy_text::msg!(
                "move-cut-sheet",
                w = w,
                h = h,
                a = x.0,
                b = x.1,
                c = y.0,
                d = y.1
            ),
            after: next.describe(),
            after_numbers: next
                .sheets
                .iter()
                .flat_map(|&(w, h)| [w.into(), h.into()])
                .collect(),
            remaining: next.remaining(),
            family: None,
        };
        (m, rest.into())
    }

    fn grundy_u32(&self) -> u32 {
        self.sheets.iter().fold(0, |x, &s| x ^ self.value_of(s))
    }
}

impl Component for Sheets {
    fn describe(&self) -> String {
        let sheets: Vec<String> = self
            .sheets
            .iter()
            .map(|(w, h)| format!("{w}x{h}"))
            .collect();
        format!("cutting={}", sheets.join(","))
    }
    fn grundy(&self) -> BigNat {
        self.grundy_u32().into()
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        self.cuts()
            .into_iter()
            .map(|c| self.cut(c))
            .filter(|(_, v)| v == target)
            .map(|(m, _)| m)
            .collect()
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let cuts = self.cuts();
        if cuts.len() > limit {
            return Err(TooManyMoves { limit });
        }
        Ok(cuts.into_iter().map(|c| self.cut(c)).collect())
    }
    fn remaining(&self) -> BigNat {
        // Each cut adds a sheet of at least 4 squares.
        let squares: u64 = self.sheets.iter().map(|&(w, h)| w * h).sum();
        (squares / 4).into()
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        let sides: Vec<u64> = m
            .after_numbers
            .iter()
            .map(|x| x.to_u64().expect("a side within the limit"))
            .collect();
        Box::new(Sheets {
            sheets: sides.chunks(2).map(|s| (s[0], s[1])).collect(),
            table: self.table.clone(),
        })
    }
    fn explain(&self) -> Option<grundy_text::Text> {
        Some(grundy_text::msg!("cutting-explain").into())
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        vec![("WxH AxB", grundy_text::msg!("syntax-cutting"))]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let [sheet, piece] = crate::component::typed_words(words, "WxH AxB")?;
        let read = |w: &str| -> Result<(u64, u64), MoveError> {
            let (a, b) = w.split_once(['x', 'X']).ok_or_else(|| {
                MoveError::new(grundy_text::msg!("move-error-not-a-sheet", word = w))
            })?;
            match (a.parse(), b.parse()) {
                (Ok(a), Ok(b)) => Ok((a, b)),
                _ => Err(MoveError::new(grundy_text::msg!(
                    "move-error-not-a-sheet",
                    word = w
                ))),
            }
        };
        let (sheet, piece) = (read(sheet)?, read(piece)?);
        self.cuts()
            .into_iter()
            .find(|&(i, x, y)| self.sheets[i] == sheet && (x == piece || y == piece))
            .map(|c| self.cut(c).0)
            .ok_or_else(|| {
                MoveError::new(grundy_text::msg!(
                    "move-error-no-cut",
                    w = sheet.0,
                    h = sheet.1,
                    a = piece.0,
                    b = piece.1
                ))
            })
    }
}

/// The Cutting Game in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "cutting",
    examples: &["cutting=4x5"],
    more_examples: &[],
    position: "kind-cutting-position",
    rules: "kind-cutting-rules",
    play: Play {
        example: "cutting 4x5",
        numbers: PlayNumbers::AllInOne,
    },
    claims: |game| game == "cutting",
    parse,
    fallback: false,
    heaps: false,
};

fn parse(w: &Written<'_>) -> Result<Box<dyn Component>, ComponentError> {
    let mut sheets = Vec::new();
    for (i, text) in w.position.split(',').enumerate() {
        let text = text.trim();
        let sides: Vec<&str> = text.split(['x', 'X']).collect();
        let [a, b] = sides[..] else {
            return Err(w.error(Reason::Count {
                game: w.game.to_string(),
                takes: "takes-sheets",
                found: sides.len(),
            }));
        };
        let side = |s: &str, which: &'static str| {
            let n = BigNat::parse_decimal(s.trim()).ok_or_else(|| {
                w.error(Reason::NotANumber {
                    token: s.trim().to_string(),
                    what: grundy_text::Message::with(
                        which,
                        vec![("n", grundy_text::Arg::from(&(i + 1)))],
                    ),
                })
            })?;
            n.to_u64().filter(|&n| n <= SIDE_LIMIT).ok_or_else(|| {
                w.error(Reason::TooLarge {
                    value: n,
                    limit: SIDE_LIMIT,
                    why: "why-sheet-table",
                })
            })
        };
        sheets.push((side(a, "what-sheet-width")?, side(b, "what-sheet-height")?));
    }
    Ok(Box::new(Sheets::new(sheets).map_err(|r| w.error(r))?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{ImpartialGame, Solver};
    use std::collections::HashMap;

    /// The original game, 1 × 1 win included: whether the player to move
    /// wins from a multiset of sheets (sorted), by the rules.
    fn wins(sheets: Vec<(u64, u64)>, memo: &mut HashMap<Vec<(u64, u64)>, bool>) -> bool {
        if let Some(&w) = memo.get(&sheets) {
            return w;
        }
        let mut win = false;
        'cuts: for (i, &(w, h)) in sheets.iter().enumerate() {
            let mut pieces = Vec::new();
            for a in 1..w {
                pieces.push(((a, h), (w - a, h)));
            }
            for b in 1..h {
                pieces.push(((w, b), (w, h - b)));
            }
            for (x, y) in pieces {
                if x == (1, 1) || y == (1, 1) {
                    win = true;
                    break 'cuts;
                }
                let mut next = sheets.clone();
                next.splice(i..=i, [x, y]);
                next.sort();
                if !wins(next, memo) {
                    win = true;
                    break 'cuts;
                }
            }
        }
        memo.insert(sheets, win);
        win
    }

    #[test]
    fn the_verdicts_are_those_of_the_original_rules_on_every_sheet_to_7_by_7() {
        let table = Table::up_to(7);
        let mut memo = HashMap::new();
        for w in 2..=7u64 {
            for h in 2..=7u64 {
                let original = wins(vec![(w, h)], &mut memo);
                assert_eq!(
                    table.value(w as usize, h as usize) != 0,
                    original,
                    "{w}x{h}"
                );
            }
        }
        // And on pairs of sheets, where the values must add as xors.
        for (a, b) in [
            ((2, 3), (4, 4)),
            ((3, 3), (2, 5)),
            ((4, 5), (2, 4)),
            ((3, 4), (3, 4)),
        ] {
            let original = wins(vec![a, b], &mut memo);
            let xor =
                table.value(a.0 as usize, a.1 as usize) ^ table.value(b.0 as usize, b.1 as usize);
            assert_eq!(xor != 0, original, "{a:?} + {b:?}");
        }
    }

    /// The reduced rules, as the generic solver reads them.
    struct Reduced;

    impl ImpartialGame for Reduced {
        type Position = Vec<(u64, u64)>;
        fn moves(&self, sheets: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
            let mut out = Vec::new();
            for (i, &(w, h)) in sheets.iter().enumerate() {
                let mut pieces = Vec::new();
                for a in 2..w.saturating_sub(1) {
                    pieces.push(((a, h), (w - a, h)));
                }
                for b in 2..h.saturating_sub(1) {
                    pieces.push(((w, b), (w, h - b)));
                }
                for (x, y) in pieces {
                    let mut next = sheets.clone();
                    next.splice(i..=i, [x, y]);
                    next.sort();
                    out.push(next);
                }
            }
            out
        }
    }

    #[test]
    fn the_table_is_the_solvers_value_of_the_reduced_rules_to_10_by_10() {
        let table = Table::up_to(10);
        let mut solver = Solver::new(Reduced);
        for w in 2..=10u64 {
            for h in 2..=10u64 {
                let v = solver.grundy(&vec![(w, h)]).unwrap();
                assert_eq!(u64::from(table.value(w as usize, h as usize)), v, "{w}x{h}");
            }
        }
    }

    #[test]
    fn every_listed_cut_is_legal_with_its_value_and_none_is_missing() {
        let sheets = Sheets::new(vec![(6, 5), (4, 4), (2, 3)]).unwrap();
        let moves = sheets.all_moves(1000).unwrap();
        let mut solver = Solver::new(Reduced);
        let mut position = sheets.sheets.clone();
        position.sort();
        let mut expected: Vec<Vec<(u64, u64)>> = Reduced.moves(&position);
        expected.sort();
        expected.dedup();
        let mut reached: Vec<Vec<(u64, u64)>> = Vec::new();
        for (m, v) in &moves {
            let mut after: Vec<(u64, u64)> = m
                .after_numbers
                .chunks(2)
                .map(|s| (s[0].to_u64().unwrap(), s[1].to_u64().unwrap()))
                .collect();
            after.sort();
            assert_eq!(
                *v,
                solver.grundy(&after).unwrap().into(),
                "{:?}",
                m.description
            );
            reached.push(after);
        }
        reached.sort();
        reached.dedup();
        assert_eq!(reached, expected);
    }
}

//! Northcott's game (HDU 1730): a board of rows and columns, each row with
//! one piece of each player; a move slides one of one's own pieces along
//! its row, any distance, neither onto nor over the other piece; whoever
//! cannot move loses.
//!
//! **Nim in disguise.** The empty squares between the two pieces of a row
//! are a Nim heap: sliding towards the other piece takes from it. Sliding
//! away widens the gap, but the opponent can close it again at once by the
//! same distance; and since the winner only ever slides towards the other
//! piece, the pieces drift to the edge of the board and the game ends. So
//! the player to move wins exactly when the gaps' xor is not 0, and a move
//! wins exactly when it leaves gaps whose xor is 0 (a widening one too).
//!
//! The game is not impartial in the strict sense (each player moves only
//! their own pieces), so it is not a component of `grundy sum`; its value
//! there would be that of Nim heaps of its gaps.
//!
//! ```
//! use grundy_engine::northcott::{Board, Row};
//! // 6 columns; rows "mine at 4, theirs at 5", "1 and 3", "1 and 2".
//! let board = Board::new(6u64, vec![Row::new(4, 5), Row::new(1, 3), Row::new(1, 2)]).unwrap();
//! assert_eq!(board.value(), 1); // gaps 0, 1, 0
//! let moves = board.winning_moves();
//! // Row 2: slide your piece from column 1 to column 2 (the gap of 1 becomes 0).
//! assert_eq!((moves[1].row, moves[1].from, moves[1].to, moves[1].gap_after), (2, 1, 2, 0));
//! // Moving away wins too, where it leaves a xor of 0.
//! assert_eq!((moves[0].row, moves[0].from, moves[0].to, moves[0].gap_after), (1, 4, 3, 1));
//! ```

use crate::num::Natural;
use grundy_text::{msg, Arg, Message, Text};
use std::fmt;

/// A row: the columns (from 1) of the piece of the player to move and of
/// the opponent's piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row<N> {
    /// The column of the piece of the player to move.
    pub mine: N,
    /// The column of the opponent's piece.
    pub theirs: N,
}

impl Row<u64> {
    /// A row of machine words.
    ///
    /// ```
    /// let r = grundy_engine::northcott::Row::new(1, 4);
    /// assert_eq!(r.gap(), 2);
    /// ```
    pub fn new(mine: u64, theirs: u64) -> Row<u64> {
        Row { mine, theirs }
    }
}

impl<N: Natural> Row<N> {
    /// The empty squares between the two pieces: the row's Nim heap.
    ///
    /// ```
    /// use grundy_engine::northcott::Row;
    /// assert_eq!(Row { mine: 7u64, theirs: 3 }.gap(), 3);
    /// ```
    pub fn gap(&self) -> N {
        let (low, high) = if self.mine < self.theirs {
            (&self.mine, &self.theirs)
        } else {
            (&self.theirs, &self.mine)
        };
        high.minus(low).minus(&N::from_u64(1))
    }
}

/// A position of Northcott's game, the player to move owning the `mine`
/// piece of every row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board<N> {
    /// The columns of the board, numbered 1 to `columns`.
    pub columns: N,
    /// The rows, from 1.
    pub rows: Vec<Row<N>>,
}

/// What is wrong with a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// A piece stands outside the columns 1 to `columns`.
    OffTheBoard {
        /// The row, from 1.
        row: usize,
        /// Whose piece: the player's to move (`true`) or the opponent's.
        mine: bool,
        /// Its column, as written.
        column: String,
        /// The columns of the board.
        columns: String,
    },
    /// The two pieces of a row stand on the same square.
    SameSquare {
        /// The row, from 1.
        row: usize,
        /// The column, as written.
        column: String,
    },
}

impl BoardError {
    /// What is wrong, as a message.
    pub fn message(&self) -> Message {
        match self {
            BoardError::OffTheBoard {
                row,
                mine,
                column,
                columns,
            } => msg!(
                "northcott-off-board",
                row = row,
                whose = if *mine { "mine" } else { "theirs" },
                column = column,
                columns = columns
            ),
            BoardError::SameSquare { row, column } => {
                msg!("northcott-same-square", row = row, column = column)
            }
        }
    }
}

/// Read by the installed reader ([`grundy_text::render`]).
impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for BoardError {}

/// A slide of one's own piece: which row, from where to where, and the
/// gap before and after.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slide<N> {
    /// The row, from 1.
    pub row: usize,
    /// The column the piece leaves.
    pub from: N,
    /// The column it reaches.
    pub to: N,
    /// The row's gap before the move.
    pub gap_before: N,
    /// The row's gap after it.
    pub gap_after: N,
}

impl<N: Natural> Slide<N> {
    /// The slide in words.
    pub fn message(&self) -> Message {
        let away = Arg::yes(self.gap_after > self.gap_before);
        msg!(
            "northcott-slide",
            row = self.row,
            from = self.from,
            to = self.to,
            before = self.gap_before,
            after = self.gap_after,
            away = away
        )
    }
}

/// Read by the installed reader ([`grundy_text::render`]).
impl<N: Natural> fmt::Display for Slide<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl<N: Natural> Board<N> {
    /// A board of `columns` columns and its rows, or what is wrong with it.
    pub fn new(columns: impl Into<N>, rows: Vec<Row<N>>) -> Result<Board<N>, BoardError> {
        let columns = columns.into();
        for (i, r) in rows.iter().enumerate() {
            for (mine, c) in [(true, &r.mine), (false, &r.theirs)] {
                if c.is_zero() || *c > columns {
                    return Err(BoardError::OffTheBoard {
                        row: i + 1,
                        mine,
                        column: c.to_string(),
                        columns: columns.to_string(),
                    });
                }
            }
            if r.mine == r.theirs {
                return Err(BoardError::SameSquare {
                    row: i + 1,
                    column: r.mine.to_string(),
                });
            }
        }
        Ok(Board { columns, rows })
    }

    /// The xor of the rows' gaps: 0 exactly when the player to move loses.
    pub fn value(&self) -> N {
        self.rows.iter().fold(N::zero(), |x, r| x.xor(&r.gap()))
    }

    /// Every winning move: every slide that leaves gaps whose xor is 0, in
    /// the order of the rows (at most one a row: the gap it must leave is
    /// fixed). None when the player to move loses.
    pub fn winning_moves(&self) -> Vec<Slide<N>> {
        let total = self.value();
        if total.is_zero() {
            return Vec::new();
        }
        let one = N::from_u64(1);
        let mut out = Vec::new();
        for (i, r) in self.rows.iter().enumerate() {
            let gap = r.gap();
            let wanted = gap.xor(&total);
            let left = r.mine < r.theirs;
            // Towards the other piece when the gap shrinks, away otherwise.
            let to = if wanted < gap {
                let by = gap.minus(&wanted);
                if left {
                    r.mine.checked_plus(&by)
                } else {
                    Some(r.mine.minus(&by))
                }
            } else {
                let by = wanted.minus(&gap);
                if left {
                    // The piece must stay on column 1 or more.
                    (r.mine > by).then(|| r.mine.minus(&by))
                } else {
                    r.mine.checked_plus(&by).filter(|c| *c <= self.columns)
                }
            };
            if let Some(to) = to.filter(|c| *c >= one) {
                out.push(Slide {
                    row: i + 1,
                    from: r.mine.clone(),
                    to,
                    gap_before: gap,
                    gap_after: wanted,
                });
            }
        }
        out
    }

    /// The idea, the gaps and their xor, in words.
    ///
    /// ```
    /// use grundy_engine::northcott::{Board, Row};
    /// let board = Board::new(6u64, vec![Row::new(4, 5), Row::new(1, 2)]).unwrap();
    /// assert_eq!(board.explain().messages().next().unwrap().id(), "northcott-explain-idea");
    /// ```
    pub fn explain(&self) -> Text {
        let mut text = Text::from(msg!("northcott-explain-idea"));
        text.plain("\n");
        for (i, r) in self.rows.iter().enumerate() {
            if i > 0 {
                text.plain("\n");
            }
            text.say(msg!(
                "northcott-explain-row",
                row = i + 1,
                mine = r.mine,
                theirs = r.theirs,
                gap = r.gap()
            ));
        }
        let total = self.value();
        let lost = Arg::yes(total.is_zero());
        text.plain("\n")
            .say(msg!("northcott-explain-xor", xor = total, lost = lost));
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// A position of the original rules: per row the columns of the
    /// mover's piece and the other's, on `m` columns.
    type Position = Vec<(u8, u8)>;

    /// The mover's slides, each followed by the swap of roles: the
    /// position as the opponent, now to move, sees it.
    fn moves(p: &Position, m: u8) -> Vec<(usize, u8, Position)> {
        let mut out = Vec::new();
        for (i, &(mine, theirs)) in p.iter().enumerate() {
            for to in 1..=m {
                let between = |c: u8| (c.min(mine) < theirs && theirs < c.max(mine)) || c == theirs;
                if to == mine || between(to) {
                    continue;
                }
                let next: Position = p
                    .iter()
                    .enumerate()
                    .map(|(j, &(a, b))| if j == i { (b, to) } else { (b, a) })
                    .collect();
                out.push((i, to, next));
            }
        }
        out
    }

    /// Win, loss or draw of every position on `rows` rows of `m` columns,
    /// by retrograde analysis of the loopy original game (a position is
    /// lost when every move reaches a won one, won when some move reaches
    /// a lost one; what neither settles is a draw).
    fn outcomes(rows: usize, m: u8) -> HashMap<Position, Option<bool>> {
        let cells: Vec<(u8, u8)> = (1..=m)
            .flat_map(|a| (1..=m).filter(move |&b| b != a).map(move |b| (a, b)))
            .collect();
        let mut all: Vec<Position> = vec![Vec::new()];
        for _ in 0..rows {
            all = all
                .into_iter()
                .flat_map(|p| {
                    cells.iter().map(move |&c| {
                        let mut q = p.clone();
                        q.push(c);
                        q
                    })
                })
                .collect();
        }
        let mut result: HashMap<Position, Option<bool>> =
            all.iter().map(|p| (p.clone(), None)).collect();
        loop {
            let mut changed = false;
            for p in &all {
                if result[p].is_some() {
                    continue;
                }
                let next: Vec<Option<bool>> =
                    moves(p, m).iter().map(|(_, _, q)| result[q]).collect();
                let settled = if next.contains(&Some(false)) {
                    Some(true)
                } else if next.iter().all(|&o| o == Some(true)) {
                    Some(false)
                } else {
                    None
                };
                if settled.is_some() {
                    result.insert(p.clone(), settled);
                    changed = true;
                }
            }
            if !changed {
                return result;
            }
        }
    }

    #[test]
    fn the_gaps_xor_is_the_verdict_and_the_slides_are_every_winning_move() {
        for (name, rows, m) in [
            ("one row of 7", 1, 7),
            ("two rows of 5", 2, 5),
            ("three rows of 4", 3, 4),
        ] {
            let outcomes = outcomes(rows, m);
            for (p, outcome) in &outcomes {
                let board = Board::new(
                    u64::from(m),
                    p.iter()
                        .map(|&(a, b)| Row::new(a.into(), b.into()))
                        .collect(),
                )
                .unwrap();
                assert_eq!(
                    *outcome,
                    Some(board.value() != 0),
                    "{name}: {p:?} (no draws)"
                );
                let listed: Vec<(usize, u64)> = board
                    .winning_moves()
                    .iter()
                    .map(|s| (s.row - 1, s.to))
                    .collect();
                let by_rules: Vec<(usize, u64)> = moves(p, m)
                    .into_iter()
                    .filter(|(_, _, q)| outcomes[q] == Some(false))
                    .map(|(i, to, _)| (i, u64::from(to)))
                    .collect();
                assert_eq!(listed, by_rules, "{name}: {p:?}");
            }
        }
    }

    #[test]
    fn boards_are_checked() {
        for (name, columns, row, id, column) in [
            ("column 0", 5u64, Row::new(0, 3), "northcott-off-board", "0"),
            (
                "past the edge",
                5,
                Row::new(2, 6),
                "northcott-off-board",
                "6",
            ),
            (
                "one square",
                5,
                Row::new(3, 3),
                "northcott-same-square",
                "3",
            ),
        ] {
            let said = Board::new(columns, vec![row]).unwrap_err().message();
            assert_eq!(said.id(), id, "{name}");
            assert_eq!(
                said.arg("column"),
                Some(&Arg::Text(column.into())),
                "{name}"
            );
        }
    }

    #[test]
    fn a_board_of_any_size_is_solved() {
        use crate::num::BigNat;
        let big = |s: &str| BigNat::parse_decimal(s).unwrap();
        let board = Board::new(
            big("100000000000000000000000"),
            vec![
                Row {
                    mine: big("1"),
                    theirs: big("99999999999999999999999"),
                },
                Row {
                    mine: big("5"),
                    theirs: big("1"),
                },
            ],
        )
        .unwrap();
        let moves = board.winning_moves();
        assert_eq!(board.value(), big("99999999999999999999997").xor(&big("3")));
        // Closing the long gap to 3, or widening the short one to the long
        // one's length, which just fits.
        assert_eq!(moves.len(), 2);
        assert_eq!(moves[0].gap_after, big("3"));
        assert_eq!(moves[1].to, big("99999999999999999999999"));
        let narrower = Board::new(big("99999999999999999999998"), board.rows.clone()).unwrap_err();
        let whose = narrower.message().arg("whose").cloned();
        assert_eq!(whose, Some(Arg::Text("theirs".into())));
    }
}

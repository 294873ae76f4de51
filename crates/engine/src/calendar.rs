//! The calendar game (HDU 1079, Calendar Game): a date; a move goes to the
//! next calendar date, or to the same day of the next month when that date
//! exists (no 31 November, no 29 February but in a leap year); whoever
//! reaches the end date wins, and no move goes past it. The judge's end is
//! 2001-11-04, the default; another is written after the date,
//! `calendar=1999-12-31..2000-01-01`. Dates are of years 1 to 9999, under
//! the Gregorian calendar's leap years.
//!
//! **The values.** A date has two moves at most, so its value is 0, 1 or 2,
//! the mex of its options'; both options are later dates, so one pass
//! backwards over the days from the end values every date
//! ([`table`]), a few milliseconds for the longest span. The tests check
//! it against the generic solver on the rules, over every date of the
//! judge's game (1900-01-01 to 2001-11-04) and every date of a few other
//! spans.
//!
//! ```
//! use grundy_engine::kinds::parse_component;
//! let c = parse_component("calendar=2001-11-03").unwrap();
//! assert_eq!(c.grundy(), 1u64.into()); // the next day is the end
//! assert_eq!(c.moves_to_value(&0u64.into())[0].after, "calendar=2001-11-04");
//! ```

use crate::component::{
    to_value, typed_words, Component, ComponentError, ComponentMove, Kind, MoveError, Moves, Play,
    PlayNumbers, Reason, TooManyMoves, Written,
};
use crate::num::{BigNat, Natural};
use grundy_text::{msg, Arg, Message};
use std::sync::Arc;

mod dates;
pub use dates::{days_in, is_leap, table, value, Date, Table, FIRST_YEAR, LAST_YEAR};

/// The judge's end date, and the end of a date written without one.
pub const JUDGE_END: Date = Date {
    year: 2001,
    month: 11,
    day: 4,
};

/// The first date of the judge's game.
pub const JUDGE_FIRST: Date = Date {
    year: 1900,
    month: 1,
    day: 1,
};

/// A date of the calendar game as a component of a sum: the date, the end
/// date, and the values of the dates between, shared with the positions
/// after its moves.
///
/// ```
/// use grundy_engine::calendar::{CalendarDate, Date};
/// use grundy_engine::component::Component;
/// let end = Date::new(2000, 1, 1).unwrap();
/// let c = CalendarDate::new(Date::new(1999, 12, 31).unwrap(), end).unwrap();
/// assert_eq!(c.describe(), "calendar=1999-12-31..2000-01-01");
/// assert_eq!(c.all_moves(10).unwrap().len(), 1); // 31 January is past the end
/// ```
pub struct CalendarDate {
    date: Date,
    end: Date,
    table: Arc<Table>,
}

impl CalendarDate {
    /// The game from `date` to `end`, or why not: the date is after the end.
    pub fn new(date: Date, end: Date) -> Result<CalendarDate, Reason> {
        if date > end {
            return Err(Reason::Invalid {
                what: msg!(
                    "what-calendar-date",
                    date = date.to_string(),
                    end = end.to_string()
                ),
                must_be: "must-calendar-by-end",
            });
        }
        Ok(CalendarDate {
            date,
            end,
            table: table(date, end),
        })
    }

    /// The value of a date of this game (the date or a later one).
    fn value_of(&self, date: Date) -> BigNat {
        BigNat::from(self.table.value(date).expect("a date of the game"))
    }

    /// The move to `to`: the next day, or with `month` the same day of the
    /// next month.
    fn to(&self, to: Date, month: bool) -> ComponentMove {
        let id = if month {
            "move-calendar-month"
        } else {
            "move-calendar-day"
        };
        ComponentMove {
            description: Message::with(
                id,
                vec![
                    ("from", Arg::Text(self.date.to_string())),
                    ("to", Arg::Text(to.to_string())),
                ],
            ),
            after: notation(to, self.end),
            after_numbers: numbers(to, self.end),
            remaining: BigNat::from(self.end.days() - to.days()),
            family: None,
        }
    }

    /// The legal moves: the next day, and the same day of the next month,
    /// each when it exists and is not past the end.
    fn moves(&self) -> Vec<(Date, bool)> {
        let day = self.date.next_day().filter(|d| *d <= self.end);
        let month = self.date.next_month().filter(|d| *d <= self.end);
        day.map(|d| (d, false))
            .into_iter()
            .chain(month.map(|d| (d, true)))
            .collect()
    }
}

/// The component as `grundy sum` reads it: the end only when it is not the
/// judge's.
fn notation(date: Date, end: Date) -> String {
    if end == JUDGE_END {
        format!("calendar={date}")
    } else {
        format!("calendar={date}..{end}")
    }
}

/// The position as numbers: year, month and day, then the end's when it is
/// not the judge's.
fn numbers(date: Date, end: Date) -> Vec<BigNat> {
    let mut out = vec![date.year, date.month, date.day];
    if end != JUDGE_END {
        out.extend([end.year, end.month, end.day]);
    }
    out.into_iter().map(BigNat::from).collect()
}

impl Component for CalendarDate {
    fn describe(&self) -> String {
        notation(self.date, self.end)
    }
    fn grundy(&self) -> BigNat {
        self.value_of(self.date)
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        to_value(self.all_moves(2).expect("two moves at most"), target)
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let mut out = Moves::new(limit);
        for (to, month) in self.moves() {
            out.push(self.to(to, month), self.value_of(to))?;
        }
        Ok(out.moves)
    }
    fn remaining(&self) -> BigNat {
        // Every move goes a day forward at least.
        BigNat::from(self.end.days() - self.date.days())
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        let n: Vec<u64> = m
            .after_numbers
            .iter()
            .map(|v| v.to_u64().expect("a part of a date"))
            .collect();
        Box::new(CalendarDate {
            date: Date::new(n[0], n[1], n[2]).expect("a move's date"),
            end: self.end,
            table: Arc::clone(&self.table),
        })
    }
    fn move_syntax(&self) -> Vec<(&'static str, Message)> {
        vec![
            ("day", msg!("syntax-calendar-day")),
            ("month", msg!("syntax-calendar-month")),
        ]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let typed = msg!("syntax-or-two", a = "day", b = "month");
        let [word] = typed_words(words, typed.clone())?;
        let month = match word.to_ascii_lowercase().as_str() {
            "day" | "d" => false,
            "month" | "m" => true,
            _ => return Err(MoveError::new(msg!("move-error-typed", pattern = typed))),
        };
        let end = self.end.to_string();
        if self.date == self.end {
            return Err(MoveError::new(msg!("move-error-calendar-over", end = end)));
        }
        let to = if month {
            self.date.next_month()
        } else {
            self.date.next_day()
        };
        let Some(to) = to else {
            return Err(MoveError::new(msg!(
                "move-error-calendar-no-day",
                day = self.date.day
            )));
        };
        if to > self.end {
            let to = to.to_string();
            return Err(MoveError::new(msg!(
                "move-error-calendar-past-end",
                to = to,
                end = end
            )));
        }
        Ok(self.to(to, month))
    }
}

/// The calendar game in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "calendar",
    examples: &["calendar=2001-11-03"],
    more_examples: &[],
    position: "kind-calendar-position",
    rules: "kind-calendar-rules",
    play: Play {
        example: "calendar 2001-11-03",
        numbers: PlayNumbers::AllInOne,
    },
    claims: |game| game == "calendar",
    parse,
    fallback: false,
    heaps: false,
};

/// What each number of a position is: the date's year, month and day, then
/// the end's.
const PARTS: [&str; 6] = [
    "what-calendar-year",
    "what-calendar-month",
    "what-calendar-day",
    "what-calendar-end-year",
    "what-calendar-end-month",
    "what-calendar-end-day",
];

/// Reads `YYYY-MM-DD`, or `YYYY-MM-DD..YYYY-MM-DD` with its end date; the
/// same numbers separated by commas too (`2001,11,3`, as `grundy play
/// calendar 2001 11 3` writes them).
fn parse(w: &Written<'_>) -> Result<Box<dyn Component>, ComponentError> {
    let position = w.position.replace("..", ",");
    let tokens: Vec<&str> = position.split([',', '-']).map(str::trim).collect();
    if tokens.len() != 3 && tokens.len() != 6 {
        return Err(w.error(Reason::Count {
            game: w.game.to_string(),
            takes: "takes-calendar",
            found: tokens.len(),
        }));
    }
    let mut parts = Vec::with_capacity(6);
    for (token, what) in tokens.iter().zip(PARTS) {
        let n = BigNat::parse_decimal(token).ok_or_else(|| {
            w.error(Reason::NotANumber {
                token: token.to_string(),
                what: Message::new(what),
            })
        })?;
        parts.push(n);
    }
    let date = date_of(w, &parts[..3], false)?;
    let end = match parts.get(3..) {
        Some(end) if !end.is_empty() => date_of(w, end, true)?,
        _ => JUDGE_END,
    };
    let c = CalendarDate::new(date, end).map_err(|r| w.error(r))?;
    Ok(Box::new(c))
}

/// The date of three numbers, or which of them is not one (`end`: they are
/// the end date's).
fn date_of(w: &Written<'_>, parts: &[BigNat], end: bool) -> Result<Date, ComponentError> {
    let is_end = Arg::yes(end);
    let year = w.at_most(&parts[..1], LAST_YEAR, "why-calendar-years")?[0];
    let small = |n: &BigNat| n.to_u64().unwrap_or(u64::MAX);
    let (month, day) = (small(&parts[1]), small(&parts[2]));
    let invalid = |what: Message, must_be| w.error(Reason::Invalid { what, must_be });
    if year < FIRST_YEAR {
        let what = msg!("what-calendar-year-is", end = is_end, year = year);
        return Err(invalid(what, "must-calendar-year"));
    }
    if !(1..=12).contains(&month) {
        let what = msg!("what-calendar-month-is", end = is_end, month = parts[1]);
        return Err(invalid(what, "must-calendar-month"));
    }
    Date::new(year, month, day).ok_or_else(|| {
        let what = msg!(
            "what-calendar-day-is",
            end = is_end,
            day = parts[2],
            month = format!("{year:04}-{month:02}"),
            days = days_in(year, month)
        );
        invalid(what, "must-calendar-day")
    })
}

#[cfg(test)]
mod tests;

//! Dates of the Gregorian calendar (leap years every 4 years, but not every
//! 100, but every 400, extended back to year 1), the two moves of the
//! calendar game, and the Grundy values of its dates: a backward pass over
//! the days from the end date, kept per end date and lengthened as dates
//! further back are asked for.

use std::fmt;
use std::sync::{Arc, Mutex};

/// The first year of a date (years are written with four digits).
pub const FIRST_YEAR: u64 = 1;
/// The last year of a date: a span is then at most some 3.65 million days,
/// valued in a few milliseconds.
pub const LAST_YEAR: u64 = 9999;

/// Whether `year` is a leap year of the Gregorian calendar.
///
/// ```
/// use grundy_engine::calendar::is_leap;
/// assert!(is_leap(2000) && is_leap(1996));
/// assert!(!is_leap(1900) && !is_leap(2001));
/// ```
pub fn is_leap(year: u64) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

/// The days of month `month` (1 to 12) of `year`.
///
/// ```
/// use grundy_engine::calendar::days_in;
/// assert_eq!([days_in(1900, 2), days_in(2000, 2), days_in(2001, 11)], [28, 29, 30]);
/// ```
pub fn days_in(year: u64, month: u64) -> u64 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// A date of years 1 to 9999; ordered as time goes.
///
/// ```
/// use grundy_engine::calendar::Date;
/// let d = Date::new(2001, 11, 3).unwrap();
/// assert_eq!(d.to_string(), "2001-11-03");
/// assert_eq!(d.next_day(), Date::new(2001, 11, 4));
/// assert_eq!(d.next_month(), Date::new(2001, 12, 3));
/// assert_eq!(Date::new(2001, 1, 31).unwrap().next_month(), None); // no 31 February
/// assert!(Date::new(1900, 2, 29).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    /// The year, 1 to 9999.
    pub year: u64,
    /// The month, 1 to 12.
    pub month: u64,
    /// The day, 1 to the days of the month.
    pub day: u64,
}

impl Date {
    /// The date, if it is one of years 1 to 9999.
    pub fn new(year: u64, month: u64, day: u64) -> Option<Date> {
        ((FIRST_YEAR..=LAST_YEAR).contains(&year)
            && (1..=12).contains(&month)
            && (1..=days_in(year, month)).contains(&day))
        .then_some(Date { year, month, day })
    }

    /// The next calendar date (`None` after 9999-12-31).
    pub fn next_day(self) -> Option<Date> {
        let Date { year, month, day } = self;
        if day < days_in(year, month) {
            Date::new(year, month, day + 1)
        } else if month < 12 {
            Date::new(year, month + 1, 1)
        } else {
            Date::new(year + 1, 1, 1)
        }
    }

    /// The same day of the next month, when that date exists.
    pub fn next_month(self) -> Option<Date> {
        let Date { year, month, day } = self;
        if month < 12 {
            Date::new(year, month + 1, day)
        } else {
            Date::new(year + 1, 1, day)
        }
    }

    /// The date before (`None` before 0001-01-01).
    fn previous_day(self) -> Option<Date> {
        let Date { year, month, day } = self;
        if day > 1 {
            Date::new(year, month, day - 1)
        } else if month > 1 {
            Date::new(year, month - 1, days_in(year, month - 1))
        } else {
            Date::new(year.checked_sub(1)?, 12, 31)
        }
    }

    /// The days from 0001-01-01 to this date (the civil-from-days count,
    /// 400 years a cycle of 146,097 days).
    ///
    /// ```
    /// use grundy_engine::calendar::Date;
    /// let day = |y, m, d| Date::new(y, m, d).unwrap().days();
    /// assert_eq!(day(1, 1, 1), 0);
    /// assert_eq!(day(2001, 11, 4) - day(1900, 1, 1), 37_197);
    /// ```
    pub fn days(self) -> u64 {
        // Years counted from March, so that a leap day ends its year.
        let y = if self.month <= 2 {
            self.year - 1
        } else {
            self.year
        };
        let (era, of_era) = (y / 400, y % 400);
        let march = (self.month + 9) % 12;
        let of_year = (153 * march + 2) / 5 + self.day - 1;
        let of_era = of_era * 365 + of_era / 4 - of_era / 100 + of_year;
        // 306 days from 0000-03-01 to 0001-01-01.
        era * 146_097 + of_era - 306
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The Grundy values of the dates up to an end date, from some first date:
/// `values[k]` is the value of the date `k` days before the end.
#[derive(Debug)]
pub struct Table {
    end: Date,
    end_days: u64,
    /// The earliest date valued.
    first: Date,
    values: Vec<u8>,
}

impl Table {
    /// The end date alone, worth 0: the game is over there.
    fn new(end: Date) -> Table {
        Table {
            end,
            end_days: end.days(),
            first: end,
            values: vec![0],
        }
    }

    /// The value of `date`, if the table reaches it (from its first date to
    /// the end).
    ///
    /// ```
    /// use grundy_engine::calendar::{table, Date};
    /// let end = Date::new(2001, 11, 4).unwrap();
    /// let t = table(end, end);
    /// assert_eq!(t.value(end), Some(0));
    /// assert_eq!(t.value(Date::new(2001, 11, 5).unwrap()), None);
    /// ```
    pub fn value(&self, date: Date) -> Option<u8> {
        if date > self.end || date < self.first {
            return None;
        }
        self.values
            .get(usize::try_from(self.end_days - date.days()).ok()?)
            .copied()
    }

    /// This table lengthened back to `first`: the value of each date is the
    /// mex of its next day's and, when that date exists and is not past the
    /// end, its same day of the next month's, both later and so known.
    fn back_to(&self, first: Date) -> Table {
        let mut values = self.values.clone();
        values
            .reserve(usize::try_from(self.first.days().saturating_sub(first.days())).unwrap_or(0));
        let mut date = self.first;
        while date > first {
            date = date
                .previous_day()
                .expect("a date after another has one before");
            let k = values.len();
            // The next day is always there: no date but the end is the last.
            let next_day = values[k - 1];
            let month = days_in(date.year, date.month) as usize;
            let next_month = date
                .next_month()
                .filter(|_| month <= k)
                .map(|_| values[k - month]);
            values.push(mex(next_day, next_month));
        }
        Table {
            end: self.end,
            end_days: self.end_days,
            first,
            values,
        }
    }
}

/// The least value that is neither option's.
fn mex(a: u8, b: Option<u8>) -> u8 {
    (0..)
        .find(|v| *v != a && Some(*v) != b)
        .expect("one of 0, 1, 2")
}

/// The most end dates whose tables are kept at once.
const KEPT: usize = 8;

/// The tables computed so far, the latest used last.
static TABLES: Mutex<Vec<Arc<Table>>> = Mutex::new(Vec::new());

/// The values of the dates from `first` (or earlier) to `end`, computed
/// once per end date and lengthened when an earlier date is asked for: at
/// least twice as far back each time, so that asking for dates one by one,
/// ever earlier, costs no more in all than one pass over the span.
///
/// ```
/// use grundy_engine::calendar::{table, Date};
/// let end = Date::new(2001, 11, 4).unwrap();
/// let t = table(Date::new(2001, 10, 30).unwrap(), end);
/// // 3 November moves to the end: worth 1; 2 November, to 3 November or
/// // to 2 December, past the end: worth 0.
/// assert_eq!(t.value(Date::new(2001, 11, 3).unwrap()), Some(1));
/// assert_eq!(t.value(Date::new(2001, 11, 2).unwrap()), Some(0));
/// ```
///
/// # Panics
///
/// If `first` is after `end`.
pub fn table(first: Date, end: Date) -> Arc<Table> {
    assert!(first <= end, "{first} is after the end {end}");
    let mut tables = TABLES.lock().unwrap_or_else(|e| e.into_inner());
    let at = tables.iter().position(|t| t.end == end);
    let known = match at {
        Some(i) => tables.remove(i),
        None => Arc::new(Table::new(end)),
    };
    let table = if known.first <= first {
        known
    } else {
        let span = known.end_days - known.first.days();
        let twice = known.end_days.saturating_sub(2 * span + 1);
        let start = if twice < first.days() {
            january_first_by(twice)
        } else {
            first
        };
        Arc::new(known.back_to(start))
    };
    if tables.len() >= KEPT {
        tables.remove(0);
    }
    tables.push(Arc::clone(&table));
    table
}

/// The 1st of January on or before the date `days` days after 0001-01-01:
/// a first date for a table, rounded to a year.
fn january_first_by(days: u64) -> Date {
    let first_of = |year| Date::new(year, 1, 1).expect("a year of dates");
    // A year of 365.2425 days; the 1st of January at most a year earlier.
    let year = (days * 400 / 146_097 + 1).clamp(FIRST_YEAR, LAST_YEAR);
    let mut date = first_of(year);
    while date.days() > days && date.year > FIRST_YEAR {
        date = first_of(date.year - 1);
    }
    date
}

/// The Grundy value of `date` in the game ending at `end` (`None` when the
/// date is after the end).
///
/// ```
/// use grundy_engine::calendar::{value, Date};
/// let end = Date::new(2001, 11, 4).unwrap();
/// // HDU 1079's sample: the first player wins from 3 November only.
/// let v = |m, d| value(Date::new(2001, m, d).unwrap(), end);
/// assert_eq!([v(11, 3), v(11, 2), v(10, 3)], [Some(1), Some(0), Some(0)]);
/// ```
pub fn value(date: Date, end: Date) -> Option<u8> {
    if date > end {
        return None;
    }
    table(date, end).value(date)
}

//! HDU 1079 (Calendar Game): move to the next day, or to the same day of
//! the next month; whoever reaches 2001-11-04 wins. `YES`/`NO` per date.

use crate::families::layout;
use crate::scanner::{Fail, Scanner, Token};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::calendar::{self, days_in};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};
use std::io::Write;
use std::sync::Arc;

impl Problem {
    /// HDU 1079 (Calendar Game): `YES`/`NO` per date.
    pub const Hdu1079: Problem = Problem::new("hdu1079", &Hdu1079);
}

/// A case is a date `[year, month, day]`.
struct Hdu1079;

/// The first date of the game.
const FIRST: [u64; 3] = as_case(calendar::JUDGE_FIRST);
/// The date whoever reaches wins.
const TARGET: [u64; 3] = as_case(calendar::JUDGE_END);

/// A date as a case of the input.
const fn as_case(d: calendar::Date) -> [u64; 3] {
    [d.year, d.month, d.day]
}

/// The values of every date of the game, the calendar family's (a pass
/// backwards over the days from the target, computed once).
fn values() -> Arc<calendar::Table> {
    calendar::table(calendar::JUDGE_FIRST, calendar::JUDGE_END)
}

/// Whether the player to move from a date of the game wins: its value is
/// not 0 (on the target itself the game is over, and the player to move
/// lost). Toward 2001-11-04 that is when month + day is even, or on 30
/// September or 30 November (the explanation says why; the family's tests
/// check it on every date).
fn wins(values: &calendar::Table, [year, month, day]: [u64; 3]) -> bool {
    calendar::Date::new(year, month, day)
        .and_then(|d| values.value(d))
        .is_some_and(|v| v != 0)
}

/// Whether `date` is a date of the game.
fn in_game(date: [u64; 3]) -> bool {
    let [year, month, day] = date;
    (1..=12).contains(&month)
        && (1..=days_in(year, month)).contains(&day)
        && (FIRST..=TARGET).contains(&date)
}

/// Reads one part of a date; a number too large for a word is outside the
/// game (no part of a date of the game is that large).
fn part<'a, N: Natural>(
    sc: &mut Scanner<'a>,
    what: impl Fn() -> String,
) -> Result<(u64, Token<'a>), Fail> {
    let (v, token) = sc.natural_token::<N>(&what)?;
    Ok((v.to_u64().unwrap_or(u64::MAX), token))
}

/// `T`, then T dates `YYYY MM DD` from 1900-01-01 to 2001-11-04; `YES` when
/// the first player wins. A date that does not exist, or is outside the
/// game, is refused at its token.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    let values = values();
    for case in 1..=t {
        let (year, year_token) = part::<N>(sc, || tr!("oj-hdu1079-year", case = case))?;
        let month_what = || tr!("oj-hdu1079-month", case = case);
        let (month, month_token) = part::<N>(sc, month_what)?;
        let day_what = || tr!("oj-hdu1079-day", case = case);
        let (day, day_token) = part::<N>(sc, day_what)?;
        if !(1..=12).contains(&month) {
            let why = tr!("oj-hdu1079-no-month", what = month_what(), month = month);
            return Err(Fail::Failed(sc.error_at(Some(month_token), why)));
        }
        if !(1..=days_in(year, month)).contains(&day) {
            let why = tr!(
                "oj-hdu1079-no-day",
                what = day_what(),
                day = day,
                year = year,
                month = month,
                days = days_in(year, month)
            );
            return Err(Fail::Failed(sc.error_at(Some(day_token), why)));
        }
        if !in_game([year, month, day]) {
            let why = tr!("oj-hdu1079-outside", year = year, month = month, day = day);
            return Err(Fail::Failed(sc.error_at(Some(year_token), why)));
        }
        let won = wins(&values, [year, month, day]);
        line(out, if won { "YES" } else { "NO" });
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    Ok(())
}

impl Spec for Hdu1079 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// The dates of the game; the statement gives no bound on T.
    fn limits(&self) -> Limits {
        Limits {
            count: 3,
            cases: 1_000,
            value: TARGET[0],
        }
    }

    fn shape(&self) -> Shape {
        Shape::tuples(3)
    }

    /// Dates anywhere in the game, whatever the size asked for (a date is
    /// three numbers of fixed size), with the dates that break solutions.
    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        _count: u64,
        _value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            let date = match rng.range(0, 9) {
                0 => {
                    tags.push("30 September or 30 November");
                    [
                        rng.range(1900, 2000),
                        if rng.chance(2) { 9 } else { 11 },
                        30,
                    ]
                }
                1 => {
                    tags.push("29 February of a leap year");
                    [4 * rng.range(476, 500), 2, 29]
                }
                2 => {
                    tags.push("the end of a month");
                    let (y, m) = (rng.range(1900, 2000), rng.range(1, 12));
                    [y, m, days_in(y, m)]
                }
                3 => {
                    tags.push("the last days of the game");
                    [2001, rng.range(10, 11), rng.range(1, 4)]
                }
                4 => {
                    tags.push("the target date itself");
                    TARGET
                }
                5 => {
                    tags.push("the first date of the game");
                    FIRST
                }
                _ => {
                    let (y, m) = (rng.range(1900, 2001), rng.range(1, 12));
                    [y, m, rng.range(1, days_in(y, m))]
                }
            };
            // A date past the target (late 2001) is drawn again as the
            // target's month.
            let date = if in_game(date) { date } else { [2001, 11, 3] };
            input.cases.push(date.to_vec());
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_lines(input, out);
    }

    /// Dates from 1900-01-01 to 2001-11-04.
    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| <[u64; 3]>::try_from(c.as_slice()).is_ok_and(in_game))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let Ok(date) = <[u64; 3]>::try_from(case) else {
            return tr!("check-explain-not-a-case");
        };
        let [year, month, day] = date;
        tr!(
            "check-explain-hdu1079",
            year = year,
            month = month,
            day = day,
            target = Arg::yes(date == TARGET),
            wins = Arg::yes(wins(&values(), date))
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Hdu1079.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The statement's moves from a date: the next day, and the same day of
    /// the next month when that date exists.
    fn moves([y, m, d]: [u64; 3]) -> Vec<[u64; 3]> {
        let next_day = if d < days_in(y, m) {
            [y, m, d + 1]
        } else if m < 12 {
            [y, m + 1, 1]
        } else {
            [y + 1, 1, 1]
        };
        let (ny, nm) = if m < 12 { (y, m + 1) } else { (y + 1, 1) };
        let mut out = vec![next_day];
        if d <= days_in(ny, nm) {
            out.push([ny, nm, d]);
        }
        out
    }

    /// Every date of the game, by a backward search from the target: a
    /// player wins by reaching the target, or a date before it from which
    /// the opponent loses; a move past the target loses at once, so it is
    /// never a winning one. The closed form and the answers agree with it
    /// on every date.
    #[test]
    fn every_date_agrees_with_a_backward_search_of_the_rules() {
        let mut dates = vec![FIRST];
        while *dates.last().unwrap() != TARGET {
            let next = moves(*dates.last().unwrap())[0];
            dates.push(next);
        }
        assert_eq!(dates.len(), 37_198);
        let mut won: HashMap<[u64; 3], bool> = HashMap::new();
        won.insert(TARGET, false);
        for &date in dates.iter().rev().skip(1) {
            let w = moves(date)
                .into_iter()
                .any(|m| m == TARGET || (m < TARGET && !won[&m]));
            won.insert(date, w);
        }
        let mut input = format!("{}\n", dates.len());
        let mut expected = String::new();
        for date in &dates {
            assert_eq!(wins(&values(), *date), won[date], "{date:?}");
            input.push_str(&format!("{} {} {}\n", date[0], date[1], date[2]));
            expected.push_str(if won[date] { "YES\n" } else { "NO\n" });
        }
        assert_eq!(answer(&input).unwrap(), expected);
    }

    #[test]
    fn the_sample_and_leading_zeros_are_answered() {
        let sample = "3\n2001 11 3\n2001 11 2\n2001 10 3\n";
        assert_eq!(answer(sample).unwrap(), "YES\nNO\nNO\n");
        assert_eq!(answer("2\n2001 11 04\n1900 09 30\n").unwrap(), "NO\nYES\n");
    }

    #[test]
    fn dates_outside_the_game_are_refused_at_their_token() {
        let e = answer("1\n2001 13 1\n").unwrap_err();
        assert!(e.starts_with("line 2, column 6: "), "{e}");
        let e = answer("1\n1900 2 29\n").unwrap_err();
        assert!(e.starts_with("line 2, column 8: "), "{e}");
        assert!(e.contains("28 days"), "{e}");
        assert!(answer("1\n2000 2 29\n").is_ok());
        let e = answer("1\n2001 11 5\n").unwrap_err();
        assert!(e.starts_with("line 2, column 1: "), "{e}");
        let e = answer("1\n1899 12 31\n").unwrap_err();
        assert!(e.starts_with("line 2, column 1: "), "{e}");
        let huge = format!("1\n1{} 1 1\n", "0".repeat(30));
        assert!(answer(&huge).unwrap_err().starts_with("line 2, column 1: "));
        let e = answer("2\n2001 11 3\n").unwrap_err();
        assert!(e.starts_with("line 2, column 10: "), "{e}");
        let e = answer("1\n2001 x 3\n").unwrap_err();
        assert!(e.starts_with("line 2, column 6: "), "{e}");
    }
}

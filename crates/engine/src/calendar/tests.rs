use super::*;
use crate::solver::{ImpartialGame, Solver};

/// A component as `grundy sum` reads it, through this kind's parser (the
/// registry's reading of the name is the registry's tests').
fn parse_component(text: &str) -> Result<Box<dyn Component>, ComponentError> {
    let (game, position) = text.split_once('=').expect("GAME=POSITION");
    parse(&Written {
        text,
        game,
        position,
    })
}

/// The rules, as the generic solver reads them: a date, to the end `.0`.
struct Rules(Date);

impl ImpartialGame for Rules {
    type Position = Date;
    fn moves(&self, date: &Date) -> Vec<Date> {
        [date.next_day(), date.next_month()]
            .into_iter()
            .flatten()
            .filter(|d| *d <= self.0)
            .collect()
    }
}

fn date(year: u64, month: u64, day: u64) -> Date {
    Date::new(year, month, day).unwrap()
}

/// Every date from `first` to `end`, in order.
fn span(first: Date, end: Date) -> Vec<Date> {
    let mut out = vec![first];
    while *out.last().unwrap() < end {
        out.push(out.last().unwrap().next_day().unwrap());
    }
    out
}

/// Compares every date of a span with the solver's search of the rules,
/// asking for them from the end backwards, so that the table is
/// lengthened again and again on the way.
fn check_span(first: Date, end: Date) {
    let mut solver = Solver::new(Rules(end));
    for &d in span(first, end).iter().rev() {
        let searched = solver.grundy(&d).unwrap();
        assert_eq!(u64::from(value(d, end).unwrap()), searched, "{d} to {end}");
    }
}

#[test]
fn every_date_of_the_judges_game_has_the_searchs_value() {
    assert_eq!(span(JUDGE_FIRST, JUDGE_END).len(), 37_198);
    check_span(JUDGE_FIRST, JUDGE_END);
    // Asked for at once, from the first date, the same.
    let t = table(JUDGE_FIRST, JUDGE_END);
    let mut solver = Solver::new(Rules(JUDGE_END));
    for d in span(JUDGE_FIRST, JUDGE_END) {
        assert_eq!(
            u64::from(t.value(d).unwrap()),
            solver.grundy(&d).unwrap(),
            "{d}"
        );
    }
}

#[test]
fn other_spans_have_the_searchs_values() {
    // A leap day near the end, the first dates of the calendar, its last,
    // an end on the 31st and one at the end of February.
    check_span(date(1995, 1, 1), date(2000, 3, 1));
    check_span(date(1, 1, 1), date(3, 7, 31));
    check_span(date(9995, 6, 15), date(9999, 12, 31));
    check_span(date(1899, 12, 1), date(1904, 2, 29));
    check_span(date(2100, 1, 1), date(2101, 2, 28));
}

/// HDU 1079's explanation (`check-explain-hdu1079`): toward 2001-11-04 the
/// player to move wins exactly when month + day is even, or on 30
/// September or 30 November.
#[test]
fn the_judges_parity_rule_is_the_values() {
    for d in span(JUDGE_FIRST, JUDGE_END) {
        let parity =
            (d.month + d.day).is_multiple_of(2) || (d.day == 30 && (d.month == 9 || d.month == 11));
        let wins = value(d, JUDGE_END).unwrap() != 0;
        assert_eq!(wins, d != JUDGE_END && parity, "{d}");
    }
}

#[test]
fn days_count_every_date_of_the_calendar() {
    let mut d = date(1, 1, 1);
    let mut n = 0;
    loop {
        assert_eq!(d.days(), n, "{d}");
        match d.next_day() {
            Some(next) => d = next,
            None => break,
        }
        n += 1;
    }
    assert_eq!(d, date(9999, 12, 31));
    assert_eq!(n, 3_652_058);
}

#[test]
fn moves_are_the_rules_with_their_values_and_typed_by_name() {
    let ends = [JUDGE_END, date(2000, 3, 1), date(2001, 1, 31)];
    for end in ends {
        let mut solver = Solver::new(Rules(end));
        let first = date(end.year - 1, 1, 1);
        for d in span(first, end) {
            let c = CalendarDate::new(d, end).unwrap();
            let moves = c.all_moves(2).unwrap();
            let reached: Vec<Date> = moves
                .iter()
                .map(|(m, _)| {
                    let n: Vec<u64> = m
                        .after_numbers
                        .iter()
                        .map(|v| v.to_u64().unwrap())
                        .collect();
                    date(n[0], n[1], n[2])
                })
                .collect();
            assert_eq!(reached, Rules(end).moves(&d), "{d}");
            for ((m, v), to) in moves.iter().zip(&reached) {
                assert_eq!(*v, BigNat::from(solver.grundy(to).unwrap()), "{}", m.after);
                let after = c.after(m);
                assert_eq!(after.describe(), m.after);
                assert_eq!(after.grundy(), *v);
                assert_eq!(parse_component(&m.after).unwrap().grundy(), *v);
                assert_eq!(m.remaining, after.remaining());
            }
            for target in 0..=3u64 {
                let target = BigNat::from(target);
                let listed = to_value(moves.clone(), &target);
                assert_eq!(c.moves_to_value(&target), listed, "{d} to {target}");
            }
            let typed: Vec<Date> = ["day", "month"]
                .iter()
                .filter_map(|w| c.read_move(&[w]).ok())
                .map(|m| c.after(&m).describe())
                .map(|text| parse_after(&text))
                .collect();
            assert_eq!(typed, reached, "{d}");
            assert!(c.read_move(&["year"]).is_err() && c.read_move(&[]).is_err());
            assert_eq!(c.remaining(), BigNat::from(end.days() - d.days()));
        }
    }
}

/// The date of a component's notation.
fn parse_after(text: &str) -> Date {
    let d = text.strip_prefix("calendar=").unwrap();
    let d = d.split("..").next().unwrap();
    let n: Vec<u64> = d.split('-').map(|p| p.parse().unwrap()).collect();
    date(n[0], n[1], n[2])
}

#[test]
fn refused_moves_say_why() {
    let id = |text: &str, word: &str| {
        let c = parse_component(text).unwrap();
        c.read_move(&[word]).unwrap_err().message().id().to_string()
    };
    assert_eq!(id("calendar=2001-11-04", "day"), "move-error-calendar-over");
    assert_eq!(id("calendar=2001-01-31", "m"), "move-error-calendar-no-day");
    assert_eq!(
        id("calendar=2001-11-03", "month"),
        "move-error-calendar-past-end"
    );
    assert_eq!(id("calendar=2001-11-03", "week"), "move-error-typed");
    assert_eq!(
        id("calendar=9999-12-31..9999-12-31", "d"),
        "move-error-calendar-over"
    );
}

#[test]
fn positions_are_read_in_either_notation_and_written_in_one() {
    let read = |text: &str| parse_component(text).unwrap().describe();
    assert_eq!(read("calendar=2001-11-3"), "calendar=2001-11-03");
    assert_eq!(read("calendar=2001,11,3"), "calendar=2001-11-03");
    assert_eq!(
        read("calendar=2001-11-03..2001-11-04"),
        "calendar=2001-11-03"
    );
    assert_eq!(
        read("calendar=1999-12-31..2000-01-01"),
        "calendar=1999-12-31..2000-01-01"
    );
    assert_eq!(
        read("calendar=1999,12,31,2000,1,1"),
        "calendar=1999-12-31..2000-01-01"
    );
    assert_eq!(read("calendar=0001-01-01"), "calendar=0001-01-01");
    let c = parse_component("calendar=1,1,1").unwrap();
    assert_eq!(c.remaining(), BigNat::from(JUDGE_END.days()));
}

#[test]
fn what_is_no_date_of_the_game_is_refused_with_its_token() {
    let reason = |text: &str| parse_component(text).err().unwrap().reason;
    assert!(matches!(
        reason("calendar=10000-01-01"),
        Reason::TooLarge { ref value, limit: 9999, .. } if *value == BigNat::from(10_000u64)
    ));
    let huge = format!("calendar=2001-11-03..1{}-01-01", "0".repeat(30));
    assert!(matches!(
        reason(&huge),
        Reason::TooLarge { limit: 9999, .. }
    ));
    let invalid = |text: &str| match reason(text) {
        Reason::Invalid { what, must_be } => (what.id().to_string(), must_be),
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(
        invalid("calendar=0-01-01"),
        ("what-calendar-year-is".into(), "must-calendar-year")
    );
    assert_eq!(
        invalid("calendar=2001-13-01"),
        ("what-calendar-month-is".into(), "must-calendar-month")
    );
    assert_eq!(
        invalid("calendar=1900-02-29"),
        ("what-calendar-day-is".into(), "must-calendar-day")
    );
    assert_eq!(
        invalid("calendar=2001-11-05"),
        ("what-calendar-date".into(), "must-calendar-by-end")
    );
    assert!(parse_component("calendar=2000-02-29").is_ok());
    assert!(matches!(
        reason("calendar=2001-11"),
        Reason::Count { found: 2, .. }
    ));
    assert!(matches!(
        reason("calendar=2001-x-03"),
        Reason::NotANumber { ref token, .. } if token == "x"
    ));
    let e = parse_component("calendar=1900-02-29")
        .err()
        .unwrap()
        .to_string();
    assert!(
        e.contains("calendar=1900-02-29") && e.contains("day: 29"),
        "{e}"
    );
}

# The calendar game (HDU 1079, Calendar Game): a date; a move goes to the
# next day, or to the same day of the next month when that date exists;
# whoever reaches the end date wins. Every message of the family.

kind-calendar-position = a date (the end 2001-11-04), or DATE..END with an end of its own
kind-calendar-rules = move the date to the next day, or to the same day of the next month when that date exists; whoever reaches the end date (2001-11-04 unless given) wins, and no move goes past it (HDU 1079)
page-game-calendar = Calendar game (the next day, or the same day of the next month)
takes-calendar = a date YYYY-MM-DD, or a date and its end YYYY-MM-DD..YYYY-MM-DD
what-calendar-year = the year
what-calendar-month = the month
what-calendar-day = the day
what-calendar-end-year = the end date's year
what-calendar-end-month = the end date's month
what-calendar-end-day = the end date's day
what-calendar-year-is = { $end ->
    [yes] the end date's year { $year }
   *[no] the year { $year }
    }
what-calendar-month-is = { $end ->
    [yes] the end date's month { $month }
   *[no] the month { $month }
    }
what-calendar-day-is = { $end ->
    [yes] the end date's day { $day }
   *[no] the day { $day }
    } of { $month } (a month of { $days } days)
what-calendar-date = the date { $date } (the end is { $end })
why-calendar-years = the calendar's years are 1 to 9999
must-calendar-year = from 1 to 9999
must-calendar-month = from 1 to 12
must-calendar-day = a day of its month
must-calendar-by-end = no later than the end date: no move goes past it
syntax-calendar-day = move to the next day
syntax-calendar-month = move to the same day of the next month
move-calendar-day = from { $from } to the next day, { $to }
move-calendar-month = from { $from } to the same day of the next month, { $to }
move-error-calendar-over = the game is over: the date is the end date { $end }
move-error-calendar-no-day = the next month has no day { $day }
move-error-calendar-past-end = { $to } is past the end date { $end }: no move goes past it

# HDU 1079's judge problem: its title, reader errors and explanation.

oj-title-hdu1079 = HDU 1079 (Calendar Game): the next day or the same day of the next month, reach 2001-11-04, YES/NO
oj-hdu1079-year = the year of date { $case }
oj-hdu1079-month = the month of date { $case }
oj-hdu1079-day = the day of date { $case }
oj-hdu1079-no-month = { $what } is { $month }: months are 1 to 12
oj-hdu1079-no-day = { $what } is { $day }: month { $month } of { $year } has { $days } days
oj-hdu1079-outside = the date { $year } { $month } { $day } is outside the game: its dates are 1900 1 1 to 2001 11 4
check-explain-hdu1079 = { $target ->
    [yes] { $year } { $month } { $day } is the target: whoever reached it has won, so the player to move loses (NO).
   *[no] A move nearly always changes the parity of month + day (the next day adds 1 to the day, the next month 1 to the month); only the end of a month breaks it, and of those only 30 September and 30 November matter, whose next day (1 October, 1 December) keeps month + day odd. The target's 11 + 4 is odd, so the player to move wins when month + day is even, or on those two dates. On { $year } { $month } { $day } the first player { $wins ->
        [yes] wins (YES)
       *[no] loses (NO)
        }.
    }

# grundy check's edge cases (the English is the name itself).

edge-30-september-or-30-november = 30 September or 30 November
edge-29-february-of-a-leap-year = 29 February of a leap year
edge-the-end-of-a-month = the end of a month
edge-the-last-days-of-the-game = the last days of the game
edge-the-target-date-itself = the target date itself
edge-the-first-date-of-the-game = the first date of the game

//! Team Nim (POJ 2068): 2n players sit round a table, seats of the two
//! teams alternating; in turn, the player in seat i takes from 1 to `M_i`
//! stones from a single heap, and whoever takes the last stone **loses**.
//!
//! The moves depend on whose turn it is (each seat has its own limit), so
//! the game is not impartial: it has no Grundy value and cannot be a part
//! of a sum. It is decided exactly by a table over (stones, seat). With
//! `s` stones and seat `i` to move, seat i's team wins when some take
//! `t ≤ min(M_i, s)` leaves `s − t` stones lost for seat `i + 1` (of the
//! other team); no stone left is a win for the player to move, whose
//! opponent took the last one. So taking the last stone is always a losing
//! move, as the rule says.
//!
//! ```
//! use grundy_engine::teams::{first_team_wins, Teams};
//! // The statement's example: 101 stones, two players taking up to 4.
//! assert!(!first_team_wins(101, &[4, 4]));
//! assert!(first_team_wins(100, &[4, 4]));
//! let table = Teams::new(100, vec![4, 4]).unwrap();
//! let winning: Vec<u64> = table.moves(100, 0).iter().filter(|m| m.winning).map(|m| m.take).collect();
//! assert_eq!(winning, [4]); // leave 96 = 5·19 + 1
//! ```

use crate::num::{BigNat, Natural};
use grundy_text::{msg, Arg, Join, Message, Text};
use std::fmt;

/// The most cells, stones (from 0) times seats, a [`Teams`] table holds:
/// a byte each.
pub const TABLE_LIMIT: u64 = 10_000_000;

/// The recurrence the table and [`first_team_wins`] share: heap by heap,
/// whether each seat wins with that many stones, from the latest heap
/// below it lost for each seat.
struct Steps<'a> {
    limits: &'a [u64],
    /// The latest heap (below the next one) lost for each seat to move.
    last_lost: Vec<Option<u64>>,
    /// Whether each seat, to move, wins with `stones` stones.
    wins: Vec<bool>,
    stones: u64,
}

impl<'a> Steps<'a> {
    /// No stone: every seat to move wins (the player before took the last).
    fn new(limits: &'a [u64]) -> Self {
        Steps {
            limits,
            last_lost: vec![None; limits.len()],
            wins: vec![true; limits.len()],
            stones: 0,
        }
    }

    /// One stone more: seat i wins when a heap lost for the next seat lies
    /// within its reach (1 to `M_i` below), never at 0 stones, which the
    /// next seat wins.
    fn next(&mut self) {
        let s = self.stones + 1;
        let players = self.limits.len();
        for (i, w) in self.wins.iter_mut().enumerate() {
            let next = (i + 1) % players;
            *w = self.last_lost[next].is_some_and(|p| s - p <= self.limits[i]);
        }
        for (i, &w) in self.wins.iter().enumerate() {
            if !w {
                self.last_lost[i] = Some(s);
            }
        }
        self.stones = s;
    }
}

/// Whether the team of the first seat, to move, wins a heap of `stones`
/// when the seats in order take at most `limits` each: one step per stone
/// and seat, and memory for the seats only, for a judge's line.
///
/// ```
/// use grundy_engine::teams::first_team_wins;
/// assert!(!first_team_wins(1, &[3, 3])); // the last stone must be taken
/// assert!(first_team_wins(2, &[3, 3]));
/// assert!(first_team_wins(97, &[8, 7, 6, 5, 4, 3]));
/// ```
pub fn first_team_wins(stones: u64, limits: &[u64]) -> bool {
    let mut steps = Steps::new(limits);
    for _ in 0..stones {
        steps.next();
    }
    steps.wins[0]
}

/// Why a team game cannot be built; each names the number to blame, in
/// the order `S M1 … M2n`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeamsError {
    /// No seat, or an odd number of seats (the teams have one seat each in
    /// turn round the table, so 2n).
    Seats {
        /// How many limits were given.
        count: usize,
    },
    /// A seat that may take no stone.
    ZeroLimit {
        /// The seat, from 0.
        seat: usize,
    },
    /// A limit beyond a machine word.
    LimitTooLarge {
        /// The seat, from 0.
        seat: usize,
    },
    /// More stones times seats than [`TABLE_LIMIT`].
    TooLarge {
        /// The stones asked for.
        stones: BigNat,
        /// How many seats.
        seats: usize,
    },
}

impl TeamsError {
    /// The index, in `S M1 … M2n`, of the number to blame.
    ///
    /// ```
    /// use grundy_engine::teams::Teams;
    /// let e = Teams::from_numbers(&[5u64.into(), 3u64.into(), 0u64.into()]).unwrap_err();
    /// assert_eq!(e.culprit(), 2);
    /// ```
    pub fn culprit(&self) -> usize {
        match self {
            TeamsError::Seats { count } => *count,
            TeamsError::ZeroLimit { seat } | TeamsError::LimitTooLarge { seat } => seat + 1,
            TeamsError::TooLarge { .. } => 0,
        }
    }

    /// What is wrong, as a message.
    ///
    /// ```
    /// use grundy_engine::teams::Teams;
    /// let e = Teams::from_numbers(&[5u64.into(), 3u64.into()]).unwrap_err();
    /// assert_eq!(e.message().id(), "teams-error-seats");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            TeamsError::Seats { count } => msg!("teams-error-seats", count = Arg::count(*count)),
            TeamsError::ZeroLimit { seat } => msg!("teams-error-zero-limit", seat = seat + 1),
            TeamsError::LimitTooLarge { seat } => {
                msg!(
                    "teams-error-limit-too-large",
                    seat = seat + 1,
                    most = u64::MAX
                )
            }
            TeamsError::TooLarge { stones, seats } => msg!(
                "teams-error-too-large",
                stones = stones,
                seats = seats,
                most = TABLE_LIMIT
            ),
        }
    }
}

/// Read by the installed reader ([`grundy_text::render`]).
impl fmt::Display for TeamsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

/// A take of a team game, labelled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamsMove {
    /// How many stones it takes.
    pub take: u64,
    /// How many it leaves.
    pub left: u64,
    /// Whether it wins: it leaves a heap lost for the next seat.
    pub winning: bool,
}

/// The exact outcome of every heap up to a size, for every seat to move.
#[derive(Clone, Debug)]
pub struct Teams {
    limits: Vec<u64>,
    stones: u64,
    /// Whether seat `i` to move wins with `s` stones, at `s · seats + i`.
    wins: Vec<bool>,
}

impl Teams {
    /// The table of heaps from 0 to `stones` stones, the seats taking at
    /// most `limits` each in turn; or why not (see [`TeamsError`]).
    ///
    /// ```
    /// use grundy_engine::teams::Teams;
    /// let t = Teams::new(6, vec![2, 3]).unwrap();
    /// assert!(t.wins(0, 1) && !t.wins(1, 0));
    /// assert!(Teams::new(6, vec![2, 3, 1]).is_err());
    /// ```
    pub fn new(stones: u64, limits: Vec<u64>) -> Result<Teams, TeamsError> {
        if limits.is_empty() || limits.len() % 2 == 1 {
            return Err(TeamsError::Seats {
                count: limits.len(),
            });
        }
        if let Some(seat) = limits.iter().position(|&m| m == 0) {
            return Err(TeamsError::ZeroLimit { seat });
        }
        let seats = limits.len();
        let cells = stones
            .checked_add(1)
            .and_then(|s| s.checked_mul(seats as u64))
            .filter(|&c| c <= TABLE_LIMIT);
        if cells.is_none() {
            return Err(TeamsError::TooLarge {
                stones: BigNat::from(stones),
                seats,
            });
        }
        let mut wins = Vec::with_capacity((stones as usize + 1) * seats);
        let mut steps = Steps::new(&limits);
        wins.extend_from_slice(&steps.wins);
        for _ in 0..stones {
            steps.next();
            wins.extend_from_slice(&steps.wins);
        }
        Ok(Teams {
            limits,
            stones,
            wins,
        })
    }

    /// The table for the position `S M1 … M2n` written as numbers (the
    /// first seat to move), or why it is none, naming the number to blame
    /// ([`TeamsError::culprit`]).
    ///
    /// ```
    /// use grundy_engine::teams::Teams;
    /// let t = Teams::from_numbers(&[101u64.into(), 4u64.into(), 4u64.into()]).unwrap();
    /// assert!(!t.wins(101, 0));
    /// ```
    pub fn from_numbers(numbers: &[BigNat]) -> Result<Teams, TeamsError> {
        let (stones, limits) = numbers
            .split_first()
            .ok_or(TeamsError::Seats { count: 0 })?;
        let limits: Vec<u64> = limits
            .iter()
            .enumerate()
            .map(|(seat, m)| m.to_u64().ok_or(TeamsError::LimitTooLarge { seat }))
            .collect::<Result<_, _>>()?;
        let seats = limits.len();
        let too_large = || TeamsError::TooLarge {
            stones: stones.clone(),
            seats,
        };
        let stones = stones.to_u64().ok_or_else(too_large)?;
        Teams::new(stones, limits).map_err(|e| match e {
            TeamsError::TooLarge { .. } => too_large(),
            e => e,
        })
    }

    /// How many seats (2n).
    pub fn seats(&self) -> usize {
        self.limits.len()
    }

    /// The most each seat may take, in seat order.
    pub fn limits(&self) -> &[u64] {
        &self.limits
    }

    /// The largest heap in the table.
    pub fn stones(&self) -> u64 {
        self.stones
    }

    /// Whether the team of `seat` (from 0), to move with `stones` stones
    /// (at most [`Teams::stones`]), wins with perfect play.
    pub fn wins(&self, stones: u64, seat: usize) -> bool {
        self.wins[stones as usize * self.seats() + seat % self.seats()]
    }

    /// Every take of `seat` with `stones` stones, fewest first, each
    /// labelled: winning exactly when it leaves a heap lost for the next
    /// seat (never the last stone).
    pub fn moves(&self, stones: u64, seat: usize) -> Vec<TeamsMove> {
        let next = (seat + 1) % self.seats();
        (1..=self.limits[seat % self.seats()].min(stones))
            .map(|take| TeamsMove {
                take,
                left: stones - take,
                winning: !self.wins(stones - take, next),
            })
            .collect()
    }

    /// How the verdict of `seat` to move with `stones` stones is found, in
    /// words: the rule, the heaps lost for each seat, and the winning take
    /// or why none wins.
    ///
    /// ```
    /// use grundy_engine::teams::Teams;
    /// let t = Teams::new(100, vec![4, 4]).unwrap();
    /// let said: Vec<_> = t.explain(100, 0).messages().map(|m| m.id()).collect();
    /// assert_eq!(said.last(), Some(&"teams-explain-win"));
    /// ```
    pub fn explain(&self, stones: u64, seat: usize) -> Text {
        /// The most lost heaps listed per seat: the largest, nearest the
        /// heap in play.
        const SHOWN: usize = 8;
        let mut out = Text::new();
        out.line(msg!("teams-explain-rule"));
        for (i, &limit) in self.limits.iter().enumerate() {
            let lost: Vec<u64> = (1..=stones).filter(|&s| !self.wins(s, i)).collect();
            let cut = lost.len().saturating_sub(SHOWN);
            let mut heaps: Vec<String> = lost[cut..].iter().map(ToString::to_string).collect();
            if cut > 0 {
                heaps.insert(0, "…".into());
            }
            out.line(msg!(
                "teams-explain-seat",
                seat = i + 1,
                limit = limit,
                team = (i % 2) + 1,
                lost = Arg::list(Join::Values, heaps.clone()),
                none = Arg::yes(heaps.is_empty())
            ));
        }
        let next = (seat + 1) % self.seats();
        out.line(if stones == 0 {
            msg!("teams-explain-empty")
        } else if let Some(m) = self.moves(stones, seat).into_iter().find(|m| m.winning) {
            msg!(
                "teams-explain-win",
                take = m.take,
                left = m.left,
                next = next + 1
            )
        } else {
            msg!(
                "teams-explain-lose",
                stones = stones,
                most = self.limits[seat].min(stones),
                next = next + 1
            )
        });
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Whether `seat` to move with `stones` wins, from the rules alone:
    /// take 1 to its limit, the turn passing to the next seat; no stone
    /// left is a win for the player to move (the last stone lost).
    fn searched(
        stones: u64,
        seat: usize,
        limits: &[u64],
        memo: &mut HashMap<(u64, usize), bool>,
    ) -> bool {
        if stones == 0 {
            return true;
        }
        if let Some(&w) = memo.get(&(stones, seat)) {
            return w;
        }
        let next = (seat + 1) % limits.len();
        let w = (1..=limits[seat].min(stones)).any(|t| !searched(stones - t, next, limits, memo));
        memo.insert((stones, seat), w);
        w
    }

    /// Every seating of two seats taking 1 to 5, of four taking 1 to 3,
    /// and a few of six: every heap up to 60 and every seat, the table's
    /// verdict, each take's label and [`first_team_wins`] are the search's.
    #[test]
    fn the_table_is_the_search_on_every_small_seating() {
        let mut seatings: Vec<Vec<u64>> = Vec::new();
        for a in 1..=5 {
            for b in 1..=5 {
                seatings.push(vec![a, b]);
            }
        }
        for code in 0..81u64 {
            seatings.push((0..4).map(|i| code / 3u64.pow(i) % 3 + 1).collect());
        }
        seatings.extend([vec![8, 7, 6, 5, 4, 3], vec![1, 16, 2, 15, 3, 14]]);
        for limits in &seatings {
            let table = Teams::new(60, limits.clone()).unwrap();
            let memo = &mut HashMap::new();
            for stones in 0..=60 {
                for seat in 0..limits.len() {
                    let want = searched(stones, seat, limits, memo);
                    assert_eq!(table.wins(stones, seat), want, "{stones} {seat} {limits:?}");
                    let next = (seat + 1) % limits.len();
                    let moves = table.moves(stones, seat);
                    assert_eq!(moves.len() as u64, limits[seat].min(stones));
                    for m in moves {
                        assert_eq!(m.winning, !searched(m.left, next, limits, memo));
                    }
                }
                let mut seated = limits.clone();
                for seat in 0..limits.len() {
                    assert_eq!(first_team_wins(stones, &seated), table.wins(stones, seat));
                    seated.rotate_left(1);
                }
            }
        }
    }

    #[test]
    fn what_is_no_team_game_is_refused() {
        assert_eq!(
            Teams::new(5, vec![]).unwrap_err(),
            TeamsError::Seats { count: 0 }
        );
        assert_eq!(
            Teams::new(5, vec![1, 2, 3]).unwrap_err(),
            TeamsError::Seats { count: 3 }
        );
        assert_eq!(
            Teams::new(5, vec![1, 0]).unwrap_err(),
            TeamsError::ZeroLimit { seat: 1 }
        );
        assert!(matches!(
            Teams::new(TABLE_LIMIT, vec![1, 1]),
            Err(TeamsError::TooLarge { .. })
        ));
        let huge = BigNat::parse_decimal("100000000000000000000").unwrap();
        let e = Teams::from_numbers(&[5u64.into(), huge, 1u64.into()]).unwrap_err();
        assert_eq!(
            (e.clone(), e.culprit()),
            (TeamsError::LimitTooLarge { seat: 0 }, 1)
        );
    }
}

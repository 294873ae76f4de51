//! Team Nim (POJ 2068) played move by move, its moves labelled from the
//! exact table of [`crate::teams`].

use super::{LegalMove, Playable};
use crate::component::{typed_number, MoveError, TooManyMoves};
use crate::num::{BigNat, Natural};
use crate::teams::{Teams, TeamsError};
use std::sync::Arc;

/// A heap and the seats round the table, the seat to move first: written
/// `S M1 … M2n`, each `M` the most that seat may take, in turn from the
/// player to move. A move takes 1 to `M1` stones and passes the turn, so
/// the position after it is `S − t M2 … M2n M1`; whoever takes the last
/// stone loses. Not impartial, so moves are labelled by outcome.
pub struct TeamNim {
    /// The table of every heap up to the first one, in the first seating.
    table: Arc<Teams>,
    stones: u64,
    /// The seat to move, in the table's seating.
    seat: usize,
}

impl TeamNim {
    /// The position `S M1 … M2n`, or why it is none ([`TeamsError`]).
    ///
    /// ```
    /// use grundy_engine::play::{Playable, TeamNim};
    /// let p = TeamNim::new(&[100u64.into(), 4u64.into(), 4u64.into()]).unwrap();
    /// assert!(p.first_player_wins());
    /// let moves = p.legal_moves(10).unwrap();
    /// assert_eq!(moves.iter().filter(|m| m.winning).count(), 1);
    /// assert_eq!(p.after(&moves[3]).describe(), "teams 96 4 4");
    /// ```
    pub fn new(numbers: &[BigNat]) -> Result<Self, TeamsError> {
        let table = Teams::from_numbers(numbers)?;
        Ok(TeamNim {
            stones: table.stones(),
            table: Arc::new(table),
            seat: 0,
        })
    }

    /// The position as numbers: the stones, then the limits in turn from
    /// the seat to move.
    fn numbers(&self, stones: u64, seat: usize) -> Vec<BigNat> {
        let limits = self.table.limits();
        let seats = limits.len();
        std::iter::once(stones)
            .chain((0..seats).map(|i| limits[(seat + i) % seats]))
            .map(BigNat::from)
            .collect()
    }

    fn limit(&self) -> u64 {
        self.table.limits()[self.seat].min(self.stones)
    }

    /// The take of `take` stones (1 to [`TeamNim::limit`]), labelled.
    fn take(&self, take: u64) -> LegalMove {
        let left = self.stones - take;
        let next = (self.seat + 1) % self.table.seats();
        let opponent_wins = self.table.wins(left, next);
        let after_numbers = self.numbers(left, next);
        LegalMove {
            component: 0,
            description: grundy_text::msg!("move-teams-take", amount = take, stones = self.stones),
            after: spaced(&after_numbers),
            after_numbers,
            value: BigNat::from(u8::from(opponent_wins)),
            winning: !opponent_wins,
            remaining: BigNat::from(left),
        }
    }
}

fn spaced(numbers: &[BigNat]) -> String {
    numbers
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Playable for TeamNim {
    fn describe(&self) -> String {
        format!("teams {}", spaced(&self.numbers(self.stones, self.seat)))
    }
    fn position(&self) -> grundy_text::Message {
        let limits = self.numbers(self.stones, self.seat).split_off(1);
        grundy_text::msg!(
            "play-describe-teams",
            stones = grundy_text::Arg::count(self.stones),
            limits = spaced(&limits)
        )
    }
    fn grundy(&self) -> Option<BigNat> {
        None
    }
    fn moves_name_their_part(&self) -> bool {
        false
    }
    fn first_player_wins(&self) -> bool {
        self.table.wins(self.stones, self.seat)
    }
    /// The table's heaps lost for each seat, and the winning take.
    fn explain_verdict(&self) -> Option<grundy_text::Text> {
        Some(self.table.explain(self.stones, self.seat))
    }
    fn legal_moves(&self, limit: usize) -> Result<Vec<LegalMove>, TooManyMoves> {
        let most = self.limit();
        if most > limit as u64 {
            return Err(TooManyMoves { limit });
        }
        Ok((1..=most).map(|t| self.take(t)).collect())
    }
    fn after(&self, m: &LegalMove) -> Box<dyn Playable> {
        let take = self.stones - m.remaining.to_u64().expect("a heap left of a table's heap");
        Box::new(TeamNim {
            table: Arc::clone(&self.table),
            stones: self.stones - take,
            seat: (self.seat + 1) % self.table.seats(),
        })
    }
    fn move_syntax(&self) -> Vec<(String, grundy_text::Message)> {
        vec![("T".into(), grundy_text::msg!("syntax-teams"))]
    }
    fn read_move(&self, words: &[&str]) -> Result<LegalMove, MoveError> {
        let [take] = words else {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-typed",
                pattern = "T"
            )));
        };
        let take = typed_number(take, &grundy_text::msg!("noun-take"))?;
        let most = self.limit();
        match take.to_u64().filter(|t| (1..=most).contains(t)) {
            Some(t) => Ok(self.take(t)),
            None => Err(MoveError::new(grundy_text::msg!(
                "move-error-teams-take",
                most = most,
                stones = grundy_text::Arg::count(self.stones)
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Whether the player to move wins, from the rules alone: take 1 to
    /// the first limit, the turn passing to the next seat; taking the last
    /// stone loses, so no stone left wins for the player to move.
    fn searched(stones: u64, limits: &[u64], memo: &mut HashMap<(u64, Vec<u64>), bool>) -> bool {
        if stones == 0 {
            return true;
        }
        if let Some(&w) = memo.get(&(stones, limits.to_vec())) {
            return w;
        }
        let mut next = limits[1..].to_vec();
        next.push(limits[0]);
        let w = (1..=limits[0].min(stones)).any(|t| !searched(stones - t, &next, memo));
        memo.insert((stones, limits.to_vec()), w);
        w
    }

    fn position(stones: u64, limits: &[u64]) -> TeamNim {
        let numbers: Vec<BigNat> = std::iter::once(stones)
            .chain(limits.iter().copied())
            .map(BigNat::from)
            .collect();
        TeamNim::new(&numbers).unwrap()
    }

    /// Every limit of 1 to 4 for two seats, 1 to 3 for four, a few of six:
    /// each heap up to 40 and every seat's turn, its verdict and each move's
    /// label as the search from the rules finds them, and
    /// [`crate::teams::first_team_wins`] the same.
    #[test]
    fn the_table_and_every_move_s_label_are_the_search_s() {
        let mut seatings: Vec<Vec<u64>> = Vec::new();
        for a in 1..=4 {
            for b in 1..=4 {
                seatings.push(vec![a, b]);
            }
        }
        for code in 0..81u64 {
            seatings.push((0..4).map(|i| code / 3u64.pow(i) % 3 + 1).collect());
        }
        seatings.push(vec![8, 7, 6, 5, 4, 3]);
        seatings.push(vec![1, 16, 2, 15, 3, 14]);
        let memo = &mut HashMap::new();
        for limits in &seatings {
            let start = position(40, limits);
            let mut game: Box<dyn Playable> = Box::new(position(40, limits));
            for stones in (0..=40).rev() {
                let here = position(stones, limits);
                let want = searched(stones, limits, memo);
                assert_eq!(here.first_player_wins(), want, "{stones} {limits:?}");
                assert_eq!(
                    crate::teams::first_team_wins(stones, limits),
                    want,
                    "{stones} {limits:?}"
                );
                for m in here.legal_moves(100).unwrap() {
                    let mut next = limits[1..].to_vec();
                    next.push(limits[0]);
                    let left = m.remaining.to_u64().unwrap();
                    assert_eq!(
                        m.winning,
                        !searched(left, &next, memo),
                        "{stones} {limits:?}"
                    );
                    assert_eq!(here.after(&m).first_player_wins(), !m.winning);
                }
            }
            // Played from the table of 40 stones, one stone a move: every
            // seat in turn, each position as the search says.
            let mut seated = limits.clone();
            for stones in (1..=40).rev() {
                assert_eq!(
                    game.first_player_wins(),
                    searched(stones, &seated, memo),
                    "{stones} {limits:?} from 40"
                );
                let one = game.read_move(&["1"]).unwrap();
                game = game.after(&one);
                seated.rotate_left(1);
            }
            assert!(start.first_player_wins() == searched(40, limits, memo));
        }
    }

    #[test]
    fn typed_moves_of_team_nim_are_the_listed_moves() {
        for (stones, limits) in [(10, &[3u64, 2][..]), (2, &[4, 1, 2, 2]), (0, &[1, 1])] {
            crate::play::tests::typed_moves_are_the_listed_ones(&position(stones, limits), 3);
        }
    }

    #[test]
    fn taking_the_last_stone_loses_and_no_stone_left_wins() {
        let one = position(1, &[3, 3]);
        let moves = one.legal_moves(10).unwrap();
        assert_eq!(moves.len(), 1);
        assert!(!moves[0].winning);
        assert!(!one.first_player_wins());
        let none = position(0, &[3, 3]);
        assert!(none.legal_moves(10).unwrap().is_empty());
        assert!(none.first_player_wins());
    }

    #[test]
    fn positions_that_are_none_are_refused_at_their_number() {
        let n = |v: &[u64]| v.iter().copied().map(BigNat::from).collect::<Vec<_>>();
        for (numbers, culprit) in [
            (&[5u64][..], 0),
            (&[5, 2, 3, 4], 3),
            (&[5, 2, 0], 2),
            (&[20_000_000, 2, 2], 0),
        ] {
            let e = TeamNim::new(&n(numbers)).err().unwrap();
            assert_eq!(e.culprit(), culprit, "{numbers:?}");
        }
    }
}

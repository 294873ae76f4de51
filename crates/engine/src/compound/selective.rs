//! The selective sum: a move is a move in any non-empty set of components;
//! the game ends when none can move.
//!
//! Under normal play the player to move loses exactly when every component
//! is lost for the player to move there (moving in some of them leaves
//! each of those won for the opponent, who answers in exactly those), and
//! wins by moving in exactly the components that are won, each to a lost
//! position. Under misère play no rule by the components' outcomes holds
//! (a pile of 1 beside an empty one is lost, beside another pile of 1 it
//! is won), so the sum is searched as a whole, within the budget.

use super::conjunctive::{lost_parity, part, remoteness};
use super::explore::Explored;
use super::search::{decide, Rule};
use super::{Budget, CompoundMove, Convention, TooLarge, WinningMoves, LIST_LIMIT};
use crate::component::Component;
use crate::num::BigNat;

/// The analysis of a selective sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selective {
    /// The convention played.
    pub convention: Convention,
    /// Whether each component is won for the player to move there, under
    /// that convention played alone.
    pub won: Vec<bool>,
    /// Whether the player to move wins the sum.
    pub first_player_wins: bool,
    /// How the verdict was found: by the components' outcomes (normal play)
    /// or by a search of the whole sum (misère play), with the positions
    /// of the sum it visited.
    pub searched: Option<usize>,
    /// The winning moves.
    pub winning: WinningMoves,
}

/// The selective sum of `components` under `convention`.
///
/// ```
/// use grundy_engine::compound::{selective, Budget, Convention};
/// use grundy_engine::kinds::parse_component;
/// let parts = vec![parse_component("nim=1").unwrap(), parse_component("nim=1").unwrap()];
/// // Normal play: take both piles at once.
/// let normal = selective(&parts, Convention::Normal, Budget::DEFAULT).unwrap();
/// assert!(normal.first_player_wins);
/// assert_eq!(normal.winning.listed[0].parts.len(), 2);
/// // Misère play: take one pile, and the opponent must take the last.
/// let misere = selective(&parts, Convention::Misere, Budget::DEFAULT).unwrap();
/// assert!(misere.first_player_wins);
/// assert_eq!(misere.winning.listed[0].parts.len(), 1);
/// ```
pub fn selective(
    components: &[Box<dyn Component>],
    convention: Convention,
    budget: Budget,
) -> Result<Selective, TooLarge> {
    let games = components
        .iter()
        .map(|c| Explored::new(c.as_ref(), budget))
        .collect::<Result<Vec<_>, _>>()?;
    let lost = lost_parity(convention);
    let won: Vec<bool> = games
        .iter()
        .map(|g| remoteness(g, 0, convention) % 2 != lost)
        .collect();
    match convention {
        Convention::Normal => Ok(normal(&games, won, budget)),
        Convention::Misere => misere(&games, won, budget),
    }
}

/// Normal play: move in exactly the won components, each to a lost
/// position.
fn normal(games: &[Explored], won: Vec<bool>, budget: Budget) -> Selective {
    let moved: Vec<usize> = (0..games.len()).filter(|&i| won[i]).collect();
    let to_lost: Vec<Vec<usize>> = moved
        .iter()
        .map(|&i| {
            let g = &games[i];
            (0..g.positions[0].moves.len())
                .filter(|&m| {
                    g.positions[g.positions[0].moves[m].1]
                        .normal
                        .is_multiple_of(2)
                })
                .collect()
        })
        .collect();
    let count = if moved.is_empty() {
        BigNat::ZERO
    } else {
        to_lost
            .iter()
            .fold(BigNat::from(1u8), |p, l| p * BigNat::from(l.len()))
    };
    let complete = count <= BigNat::from(LIST_LIMIT.min(budget.choices));
    let mut listed = Vec::new();
    if !moved.is_empty() {
        let mut choice = vec![0usize; moved.len()];
        'all: loop {
            listed.push(CompoundMove {
                parts: moved
                    .iter()
                    .zip(&choice)
                    .zip(&to_lost)
                    .map(|((&i, &c), l)| part(games, Convention::Normal, i, l[c]))
                    .collect(),
            });
            if !complete {
                break;
            }
            for k in (0..moved.len()).rev() {
                choice[k] += 1;
                if choice[k] < to_lost[k].len() {
                    continue 'all;
                }
                choice[k] = 0;
            }
            break;
        }
    }
    Selective {
        convention: Convention::Normal,
        first_player_wins: !moved.is_empty(),
        won,
        searched: None,
        winning: WinningMoves {
            count,
            listed,
            complete,
        },
    }
}

/// Misère play, by a search of the whole sum: a position is won when no
/// component can move (the opponent moved last) or some move leads to a
/// lost one.
fn misere(games: &[Explored], won: Vec<bool>, budget: Budget) -> Result<Selective, TooLarge> {
    let (first_player_wins, winning, positions) = decide(games, Rule::Selective, budget)?;
    Ok(Selective {
        convention: Convention::Misere,
        won,
        first_player_wins,
        searched: Some(positions),
        winning,
    })
}

//! The conjunctive sum: every component moves at every turn; the game ends
//! when one cannot (not Every-SG, whose games over stay out of the way: see
//! [`super::continued`]).

use super::explore::Explored;
use super::{Budget, CompoundMove, Convention, Part, TooLarge, WinningMoves, LIST_LIMIT};
use crate::component::Component;
use crate::num::BigNat;

/// The analysis of a conjunctive sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conjunctive {
    /// The convention played.
    pub convention: Convention,
    /// Each component's remoteness under that convention.
    pub remoteness_of: Vec<u64>,
    /// The sum's remoteness: the least of the components'.
    pub remoteness: u64,
    /// The components of least remoteness: they decide the game.
    pub decisive: Vec<usize>,
    /// Whether the player to move wins.
    pub first_player_wins: bool,
    /// The winning moves (none when the player to move loses or the game is
    /// over).
    pub winning: WinningMoves,
}

/// The conjunctive sum of `components` under `convention`, each component
/// explored within `budget`.
///
/// ```
/// use grundy_engine::compound::{conjunctive, Budget, Convention};
/// use grundy_engine::kinds::parse_component;
/// let parts = vec![parse_component("nim=3").unwrap(), parse_component("kayles=4").unwrap()];
/// let sum = conjunctive(&parts, Convention::Normal, Budget::DEFAULT).unwrap();
/// // Nim 3 can end in one move (remoteness 1): the first player takes the
/// // pile whole while moving in the Kayles row, and the game is over.
/// assert_eq!((sum.remoteness, sum.first_player_wins), (1, true));
/// assert_eq!(sum.winning.listed[0].parts[0].after, "nim=0");
/// ```
pub fn conjunctive(
    components: &[Box<dyn Component>],
    convention: Convention,
    budget: Budget,
) -> Result<Conjunctive, TooLarge> {
    let games = components
        .iter()
        .map(|c| Explored::new(c.as_ref(), budget))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(of_explored(&games, convention, budget))
}

/// The remoteness of `position` of `game` under `convention`.
pub(super) fn remoteness(game: &Explored, position: usize, convention: Convention) -> u64 {
    let p = &game.positions[position];
    match convention {
        Convention::Normal => p.normal,
        Convention::Misere => p.misere,
    }
}

/// The parity of a remoteness lost for the player to move.
pub(super) fn lost_parity(convention: Convention) -> u64 {
    match convention {
        Convention::Normal => 0,
        Convention::Misere => 1,
    }
}

pub(super) fn of_explored(
    games: &[Explored],
    convention: Convention,
    budget: Budget,
) -> Conjunctive {
    let lost = lost_parity(convention);
    let remoteness_of: Vec<u64> = games.iter().map(|g| remoteness(g, 0, convention)).collect();
    let least = remoteness_of.iter().copied().min().unwrap_or(0);
    let decisive = (0..games.len())
        .filter(|&i| remoteness_of[i] == least)
        .collect();
    let first_player_wins = least % 2 != lost;
    let over = games.iter().any(|g| g.positions[0].moves.is_empty()) || games.is_empty();
    let winning = if first_player_wins && !over {
        winning_moves(games, convention, least, budget)
    } else {
        WinningMoves {
            count: BigNat::ZERO,
            listed: Vec::new(),
            complete: true,
        }
    };
    Conjunctive {
        convention,
        remoteness_of,
        remoteness: least,
        decisive,
        first_player_wins,
        winning,
    }
}

/// The part of a compound move that plays move `m` of component `i`.
pub(super) fn part(games: &[Explored], convention: Convention, i: usize, m: usize) -> Part {
    let (mv, to) = &games[i].positions[0].moves[m];
    Part {
        component: i,
        description: mv.description.clone(),
        after: mv.after.clone(),
        after_numbers: mv.after_numbers.clone(),
        remoteness: Some(remoteness(&games[i], *to, convention)),
        family: None,
    }
}

/// The winning moves: every choice of one move a component after which
/// the least remoteness left is lost for the opponent. They are counted by
/// thresholds (the choices whose least is exactly v are those all at least
/// v less those all at least v + 1), and listed when few.
fn winning_moves(
    games: &[Explored],
    convention: Convention,
    least: u64,
    budget: Budget,
) -> WinningMoves {
    let lost = lost_parity(convention);
    let left: Vec<Vec<u64>> = games
        .iter()
        .map(|g| {
            g.positions[0]
                .moves
                .iter()
                .map(|&(_, to)| remoteness(g, to, convention))
                .collect()
        })
        .collect();
    let at_least = |v: u64| {
        left.iter().fold(BigNat::from(1u8), |product, r| {
            product * BigNat::from(r.iter().filter(|&&x| x >= v).count())
        })
    };
    let mut thresholds: Vec<u64> = left.iter().flatten().copied().collect();
    thresholds.sort_unstable();
    thresholds.dedup();
    let mut count = BigNat::ZERO;
    for &v in thresholds.iter().filter(|&&v| v % 2 == lost) {
        count += at_least(v) - at_least(v + 1);
    }
    let choices = left
        .iter()
        .try_fold(1usize, |product, r| product.checked_mul(r.len()));
    let few = count <= BigNat::from(LIST_LIMIT);
    let mut listed = Vec::new();
    if few && choices.is_some_and(|c| c <= budget.choices) {
        // Every choice, in order, the first component's move varying slowest.
        let mut choice = vec![0usize; games.len()];
        'all: loop {
            let min = choice
                .iter()
                .zip(&left)
                .map(|(&m, r)| r[m])
                .min()
                .unwrap_or(0);
            if min % 2 == lost {
                listed.push(CompoundMove {
                    parts: (0..games.len())
                        .map(|i| part(games, convention, i, choice[i]))
                        .collect(),
                });
            }
            for i in (0..games.len()).rev() {
                choice[i] += 1;
                if choice[i] < left[i].len() {
                    continue 'all;
                }
                choice[i] = 0;
            }
            break;
        }
        return WinningMoves {
            count,
            listed,
            complete: true,
        };
    }
    // Too many to list: the remoteness strategy's move, one less in every
    // component (the winner's quickest win, the loser's longest defence).
    let strategy = CompoundMove {
        parts: (0..games.len())
            .map(|i| {
                let target = remoteness(&games[i], 0, convention) - 1;
                let m = left[i]
                    .iter()
                    .position(|&r| r == target)
                    .expect("a move one less in remoteness always exists");
                part(games, convention, i, m)
            })
            .collect(),
    };
    debug_assert!(strategy
        .parts
        .iter()
        .all(|p| p.remoteness >= Some(least - 1)));
    WinningMoves {
        count,
        listed: vec![strategy],
        complete: false,
    }
}

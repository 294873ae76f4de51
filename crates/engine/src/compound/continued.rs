//! The continued conjunctive sum (Every-SG): at every turn the player moves
//! in every component that is not over; the game ends when all are over.

use super::conjunctive::{part, remoteness};
use super::explore::Explored;
use super::search::{decide, Rule};
use super::{Budget, CompoundMove, Convention, TooLarge, WinningMoves, LIST_LIMIT};
use crate::component::Component;
use crate::num::BigNat;

/// The analysis of a continued conjunctive sum (Every-SG).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Continued {
    /// The convention played.
    pub convention: Convention,
    /// Each component's suspense number under normal play (how long it
    /// lasts when the player who wins it plays slowly and the one who
    /// loses it quickly: odd when the player to move wins it); under
    /// misère play, each component's misère remoteness.
    pub remoteness_of: Vec<u64>,
    /// The sum's suspense number under normal play: the greatest of the
    /// components'. Under misère play no such rule holds (a search of
    /// small sums finds it wrong), and the sum is searched instead.
    pub remoteness: Option<u64>,
    /// Under misère play, how many positions of the sum were searched.
    pub searched: Option<usize>,
    /// The components of greatest remoteness, which decide the game under
    /// normal play (none under misère play).
    pub decisive: Vec<usize>,
    /// Whether the player to move wins.
    pub first_player_wins: bool,
    /// The winning moves (none when the player to move loses or the game is
    /// over): each a move in every component not over.
    pub winning: WinningMoves,
}

/// The continued conjunctive sum of `components` under `convention`, each
/// component explored within `budget`. Every component not over moves at
/// every turn, so under normal play the sum lasts as long as its longest
/// component, each played by its *suspense number* (Smith; Winning Ways,
/// ch. 9): whoever wins a component plays it slowly, whoever loses it
/// quickly, so that the longest is the winner's; the player to move wins
/// exactly when the greatest suspense number is odd. (Remoteness, where the
/// winner hurries, decides the conjunctive sum, not this one.) Under misère play
/// (whoever moves last loses) the whole sum is searched. This is the Every-SG of the judges'
/// problems (HDU 3595); in the conjunctive sum ([`super::conjunctive`]) the
/// game ends as soon as one component is over, and the least decides.
///
/// ```
/// use grundy_engine::compound::{continued, Budget, Convention};
/// use grundy_engine::kinds::parse_component;
/// let parts = vec![parse_component("euclid=3,2").unwrap(), parse_component("euclid=4,4").unwrap()];
/// let sum = continued(&parts, Convention::Normal, Budget::DEFAULT).unwrap();
/// // (4, 4) is won at once, but (3, 2) lasts two moves and is lost: the
/// // longer game decides.
/// assert_eq!(sum.remoteness_of, [2, 1]);
/// assert_eq!((sum.remoteness, sum.first_player_wins), (Some(2), false));
/// ```
pub fn continued(
    components: &[Box<dyn Component>],
    convention: Convention,
    budget: Budget,
) -> Result<Continued, TooLarge> {
    let games = components
        .iter()
        .map(|c| Explored::new(c.as_ref(), budget))
        .collect::<Result<Vec<_>, _>>()?;
    if convention == Convention::Misere {
        let remoteness_of = games.iter().map(|g| remoteness(g, 0, convention)).collect();
        let (first_player_wins, winning, positions) = decide(&games, Rule::Continued, budget)?;
        return Ok(Continued {
            convention,
            remoteness_of,
            remoteness: None,
            searched: Some(positions),
            decisive: Vec::new(),
            first_player_wins,
            winning,
        });
    }
    let suspense: Vec<Vec<u64>> = games.iter().map(suspense_numbers).collect();
    let remoteness_of: Vec<u64> = suspense.iter().map(|s| s[0]).collect();
    let most = remoteness_of.iter().copied().max().unwrap_or(0);
    let decisive = (0..games.len())
        .filter(|&i| remoteness_of[i] == most)
        .collect();
    let over = games.iter().all(|g| g.positions[0].moves.is_empty());
    let first_player_wins = most % 2 == 1;
    let winning = if first_player_wins && !over {
        winning_moves(&games, &suspense, budget)
    } else {
        WinningMoves {
            count: BigNat::ZERO,
            listed: Vec::new(),
            complete: true,
        }
    };
    Ok(Continued {
        convention,
        remoteness_of,
        remoteness: Some(most),
        searched: None,
        decisive,
        first_player_wins,
        winning,
    })
}

/// Each position's suspense number (normal play), children before parents:
/// 0 when over; from a position won for the player to move, one more than
/// the greatest among its lost options' (the winner plays slowly), else
/// one more than the least among its options' (the loser, quickly).
fn suspense_numbers(game: &Explored) -> Vec<u64> {
    let mut s = vec![0u64; game.positions.len()];
    for &p in &game.order {
        let children = game.positions[p].moves.iter().map(|&(_, to)| s[to]);
        let slowest_win = children.clone().filter(|c| c % 2 == 0).max();
        s[p] = match slowest_win {
            Some(c) => c + 1,
            None => children.min().map_or(0, |c| c + 1),
        };
    }
    s
}

/// The winning moves under normal play: every choice of one move in each
/// component not over after which the greatest suspense number left (a
/// component over counting 0) is even, lost for the opponent. They are counted by thresholds (the choices
/// whose greatest is exactly v are those all at most v less those all at
/// most v − 1), and listed when few.
fn winning_moves(games: &[Explored], suspense: &[Vec<u64>], budget: Budget) -> WinningMoves {
    let lost = 0;
    // Each live component's moves' suspense numbers; a component over
    // stays, and counts 0 (`None`: no part of the move).
    let left: Vec<Option<Vec<u64>>> = games
        .iter()
        .zip(suspense)
        .map(|(g, s)| {
            let moves = &g.positions[0].moves;
            (!moves.is_empty()).then(|| moves.iter().map(|&(_, to)| s[to]).collect())
        })
        .collect();
    let at_most = |v: u64| {
        left.iter().flatten().fold(BigNat::from(1u8), |product, r| {
            product * BigNat::from(r.iter().filter(|&&x| x <= v).count())
        })
    };
    let mut thresholds: Vec<u64> = left.iter().flatten().flatten().copied().collect();
    thresholds.sort_unstable();
    thresholds.dedup();
    let mut count = BigNat::ZERO;
    for &v in thresholds.iter().filter(|&&v| v % 2 == lost) {
        let below = if v == 0 { BigNat::ZERO } else { at_most(v - 1) };
        count += at_most(v) - below;
    }
    let live: Vec<usize> = (0..games.len()).filter(|&i| left[i].is_some()).collect();
    let choices = live.iter().try_fold(1usize, |product, &i| {
        product.checked_mul(left[i].as_ref().map_or(1, Vec::len))
    });
    let few = count <= BigNat::from(LIST_LIMIT);
    if few && choices.is_some_and(|c| c <= budget.choices) {
        let mut listed = Vec::new();
        // Every choice, in order, the first live component's move varying
        // slowest.
        let mut choice = vec![0usize; live.len()];
        'all: loop {
            let most = live
                .iter()
                .zip(&choice)
                .map(|(&i, &m)| left[i].as_ref().map_or(0, |r| r[m]))
                .max()
                .unwrap_or(0);
            if most % 2 == lost {
                listed.push(CompoundMove {
                    parts: live
                        .iter()
                        .zip(&choice)
                        .map(|(&i, &m)| told(games, &left, i, m))
                        .collect(),
                });
            }
            for k in (0..live.len()).rev() {
                choice[k] += 1;
                if choice[k] < left[live[k]].as_ref().map_or(1, Vec::len) {
                    continue 'all;
                }
                choice[k] = 0;
            }
            break;
        }
        return WinningMoves {
            count,
            listed,
            complete: true,
        };
    }
    // Too many to list: the suspense strategy's move, one less in every
    // live component (the winner's slowest win, the loser's quickest
    // loss), which leaves the greatest one less.
    let strategy = CompoundMove {
        parts: live
            .iter()
            .map(|&i| {
                let target = suspense[i][0] - 1;
                let m = left[i]
                    .as_ref()
                    .and_then(|r| r.iter().position(|&r| r == target))
                    .expect("a move one less in suspense always exists");
                told(games, &left, i, m)
            })
            .collect(),
    };
    WinningMoves {
        count,
        listed: vec![strategy],
        complete: false,
    }
}

/// The part of a compound move that plays move `m` of component `i`, with
/// the suspense number it leaves.
fn told(games: &[Explored], left: &[Option<Vec<u64>>], i: usize, m: usize) -> super::Part {
    let mut part = part(games, Convention::Normal, i, m);
    part.remoteness = left[i].as_ref().map(|r| r[m]);
    part
}

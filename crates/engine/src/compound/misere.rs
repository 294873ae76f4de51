//! The ordinary (disjunctive) sum under misère play: whoever moves last
//! loses. The components' normal-play values no longer add up; two cases
//! are decided exactly:
//!
//! - **The SJ theorem (anti-SG)**, where in every component every position
//!   of value 0 is over (so the sum is over exactly when every value is 0,
//!   the theorem's condition; Nim piles, for one): the player to move wins
//!   exactly when the xor S is not 0 and some value exceeds 1, or S is 0
//!   and none does. The condition is checked on every position each
//!   component can reach, not assumed.
//! - **Genus theory**, where the condition fails but every component is
//!   tame (every position it reaches has the genus of a nim-heap, checked
//!   on each; see [`super::tame`]): a sum of tame games plays like misère
//!   Nim of their values, the same rule.
//! - Otherwise, a search of the whole sum, within the budget, refused past
//!   it.

use super::conjunctive::part;
use super::explore::Explored;
use super::search::{decide, Rule};
use super::tame::{tameness, Wild};
use super::{Budget, CompoundMove, Convention, TooLarge, WinningMoves, LIST_LIMIT};
use crate::component::Component;
use crate::num::BigNat;

/// How a misère sum was decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MisereMethod {
    /// By the SJ theorem from the components' values.
    AntiSg,
    /// By genus theory: the SJ theorem's condition fails (in `component`,
    /// `position` has value 0 but is not over), but every component is
    /// tame, so the sum plays like misère Nim of the values.
    Genus {
        /// The first component where the SJ condition fails.
        component: usize,
        /// A position of it of value 0 with a move left.
        position: String,
        /// Each component's genus, `g^γ₀γ₁…` (a nim-heap's).
        genera: Vec<String>,
    },
    /// By a search of the whole sum, because the SJ theorem's condition
    /// fails (in `component`, `position` has value 0 but is not over) and
    /// a component is not tame (`wild`).
    Search {
        /// The first component where the SJ condition fails.
        component: usize,
        /// A position of it of value 0 with a move left.
        position: String,
        /// The first component that is not tame.
        wild_component: usize,
        /// A position of it whose genus is not a nim-heap's.
        wild: Wild,
        /// The positions of the sum the search valued.
        positions: usize,
    },
}

/// The analysis of a sum under misère play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Misere {
    /// Each component's normal-play Grundy value.
    pub values: Vec<u64>,
    /// How the verdict was found.
    pub method: MisereMethod,
    /// Whether the player to move wins.
    pub first_player_wins: bool,
    /// The winning moves, each in one component.
    pub winning: WinningMoves,
}

/// The sum of `components` under misère play.
///
/// ```
/// use grundy_engine::compound::{misere, Budget, MisereMethod};
/// use grundy_engine::kinds::parse_component;
/// let piles: Vec<_> = ["nim=1", "nim=1", "nim=3"].iter().map(|t| parse_component(t).unwrap()).collect();
/// let sum = misere(&piles, Budget::DEFAULT).unwrap();
/// assert_eq!(sum.method, MisereMethod::AntiSg);
/// // S = 3 and a pile exceeds 1: the first player wins, by leaving an odd
/// // number of piles of 1 and nothing else: take 2 from the pile of 3.
/// assert!(sum.first_player_wins);
/// assert_eq!(sum.winning.listed.len(), 1);
/// assert_eq!(sum.winning.listed[0].parts[0].after, "nim=1");
/// ```
pub fn misere(components: &[Box<dyn Component>], budget: Budget) -> Result<Misere, TooLarge> {
    let games = components
        .iter()
        .map(|c| Explored::new(c.as_ref(), budget))
        .collect::<Result<Vec<_>, _>>()?;
    let values: Vec<u64> = games.iter().map(|g| g.positions[0].grundy).collect();
    let witness = games.iter().enumerate().find_map(|(i, g)| {
        g.positions
            .iter()
            .find(|p| p.grundy == 0 && !p.moves.is_empty())
            .map(|p| (i, p.text.clone()))
    });
    let method = match witness {
        None => MisereMethod::AntiSg,
        Some((component, position)) => {
            let each: Vec<_> = games.iter().map(tameness).collect();
            let wild = each
                .iter()
                .enumerate()
                .find_map(|(i, t)| t.wild.clone().map(|w| (i, w)));
            match wild {
                None => MisereMethod::Genus {
                    component,
                    position,
                    genera: each.into_iter().map(|t| t.genus).collect(),
                },
                Some((wild_component, wild)) => {
                    let (first_player_wins, winning, positions) =
                        decide(&games, Rule::Disjunctive, budget)?;
                    return Ok(Misere {
                        values,
                        method: MisereMethod::Search {
                            component,
                            position,
                            wild_component,
                            wild,
                            positions,
                        },
                        first_player_wins,
                        winning,
                    });
                }
            }
        }
    };
    // The SJ theorem, and misère Nim for tame games: a win exactly when the
    // xor is not 0 and some value exceeds 1, or the xor is 0 and none does;
    // a winning move is one that leaves neither, found from the value each
    // move leaves (every position a tame component reaches is tame).
    let wins = |xor: u64, big: usize| (xor != 0) == (big > 0);
    let xor = values.iter().fold(0, |x, v| x ^ v);
    let big = values.iter().filter(|&&v| v > 1).count();
    let mut listed = Vec::new();
    let mut count = 0usize;
    for (i, g) in games.iter().enumerate() {
        for (m, &(_, to)) in g.positions[0].moves.iter().enumerate() {
            let v = g.positions[to].grundy;
            let big_after = big - usize::from(values[i] > 1) + usize::from(v > 1);
            if !wins(xor ^ values[i] ^ v, big_after) {
                count += 1;
                if listed.len() < LIST_LIMIT {
                    listed.push(CompoundMove {
                        parts: vec![part(&games, Convention::Misere, i, m)],
                    });
                }
            }
        }
    }
    Ok(Misere {
        values,
        method,
        first_player_wins: wins(xor, big),
        winning: WinningMoves {
            count: BigNat::from(count),
            complete: count <= LIST_LIMIT,
            listed,
        },
    })
}

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
//! - Otherwise, a search of the whole sum, within the budget; past it, for
//!   heaps of one take-and-break game, the game's misère quotient
//!   ([`super::by_quotient`]), else refused.
//!
//! Before any of these, where every component knows, by its rules, parts
//! that meet the SJ theorem's condition ([`Component::sj_parts`]: Nim
//! piles, Green Hackenbush trees as sums of their root branches), the
//! theorem decides from the parts' values without exploring: at any size,
//! and for trees whose own value 0 does not mean they are over.

use super::conjunctive::part;
use super::explore::Explored;
use super::search::{decide, Rule};
use super::tame::{tameness, Wild};
use super::{Budget, CompoundMove, Convention, TooLarge, WinningMoves, LIST_LIMIT};
use crate::component::{Component, ComponentMove};
use crate::num::{BigNat, Natural};

/// How a misère sum was decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MisereMethod {
    /// By the SJ theorem from the components' values.
    AntiSg,
    /// By the SJ theorem from the values of parts the components are sums
    /// of, known by their rules to meet its condition
    /// ([`Component::sj_parts`]), without exploring the components: some
    /// component splits into several parts (a Hackenbush tree into its
    /// root branches), or is too large to explore (a huge Nim pile).
    Parts {
        /// Each component's parts' values.
        parts: Vec<Vec<BigNat>>,
    },
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
    /// By the misère quotient of the one take-and-break game every
    /// component is heaps of, because the sum is too large to explore.
    Quotient(super::ByQuotient),
}

/// The analysis of a sum under misère play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Misere {
    /// Each component's normal-play Grundy value.
    pub values: Vec<BigNat>,
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
///
/// A Hackenbush tree worth 0 with edges left fails the SJ theorem's
/// condition, but its root branches meet it, and so do huge Nim piles:
///
/// ```
/// use grundy_engine::compound::{misere, Budget, MisereMethod};
/// use grundy_engine::kinds::parse_component;
/// let parts: Vec<_> = ["hackenbush=1-2,2-3,1-4,4-5", "nim=100000000000000000000"]
///     .iter()
///     .map(|t| parse_component(t).unwrap())
///     .collect();
/// let sum = misere(&parts, Budget::DEFAULT).unwrap();
/// assert!(matches!(sum.method, MisereMethod::Parts { .. }));
/// // Branches 2 and 2 and a huge pile: the xor is the pile, which must go
/// // to 0 (leaving misère Nim 2, 2, a loss for the opponent).
/// assert!(sum.first_player_wins);
/// assert_eq!(sum.winning.listed.len(), 1);
/// assert_eq!(sum.winning.listed[0].parts[0].after, "nim=0");
/// ```
pub fn misere(components: &[Box<dyn Component>], budget: Budget) -> Result<Misere, TooLarge> {
    let parts: Option<Vec<Vec<BigNat>>> = components.iter().map(|c| c.sj_parts()).collect();
    match parts {
        // A component of several parts fails the condition as a whole
        // (a tree worth 0 may have edges): only its parts decide.
        Some(parts) if parts.iter().any(|p| p.len() > 1) => Ok(by_parts(components, parts)),
        // Parts that are the components themselves: explored as any game
        // where they are small enough (the condition checked, not taken
        // from the rules), by the rules past that.
        Some(parts) => explored(components, budget).or_else(|_| Ok(by_parts(components, parts))),
        // Heaps of one take-and-break game too many to explore: by the
        // game's misère quotient, where it is built in time; first, where
        // the heaps are surely too many (exploring up to the budget took
        // seconds), else once the exploration is past its budget.
        None => {
            let first = super::by_quotient::surely_too_large(components);
            if first && let Some(sum) = super::by_quotient::by_quotient(components) {
                return Ok(sum);
            }
            explored(components, budget).or_else(|e| {
                (!first)
                    .then(|| super::by_quotient::by_quotient(components))
                    .flatten()
                    .ok_or(e)
            })
        }
    }
}

/// The most moves of one component [`by_parts`] lists to find which win;
/// past it, the one value a winning move must leave is asked for.
const PART_MOVE_LIMIT: usize = 100_000;

/// Whether the player to move wins a misère sum of parts that meet the SJ
/// condition, from their values' xor and how many exceed 1.
fn sj_wins(xor: &BigNat, big: usize) -> bool {
    xor.is_zero() != (big > 0)
}

fn xor_and_big(values: &[BigNat]) -> (BigNat, usize) {
    let one = BigNat::from(1u8);
    values.iter().fold((BigNat::from(0u8), 0), |(x, b), v| {
        (x.xor(v), b + usize::from(*v > one))
    })
}

/// The SJ theorem on the parts of every component ([`Component::sj_parts`]).
/// A winning move leaves a position the theorem calls lost: each move is
/// judged by the parts its component has after it. No remoteness is
/// computed: that would explore the components.
fn by_parts(components: &[Box<dyn Component>], parts: Vec<Vec<BigNat>>) -> Misere {
    let all: Vec<BigNat> = parts.iter().flatten().cloned().collect();
    let (xor, big) = xor_and_big(&all);
    let mut listed = Vec::new();
    let mut count = BigNat::from(0u8);
    for (i, c) in components.iter().enumerate() {
        let (own_xor, own_big) = xor_and_big(&parts[i]);
        let (rest_xor, rest_big) = (xor.xor(&own_xor), big - own_big);
        let leaves_a_loss = |after: &dyn Component| {
            let after_parts = after
                .sj_parts()
                .expect("a move keeps a family's parts (a pile stays a pile, a tree a tree)");
            let (x, b) = xor_and_big(&after_parts);
            !sj_wins(&rest_xor.xor(&x), rest_big + b)
        };
        let moves: Vec<ComponentMove> = match c.all_moves(PART_MOVE_LIMIT) {
            Ok(moves) => moves.into_iter().map(|(m, _)| m).collect(),
            // Too many to list (a huge pile, one part): the only value it
            // may leave is the xor of the rest when a part of the rest
            // exceeds 1, else the one of 0 and 1 that leaves an odd count
            // of parts worth 1.
            Err(_) => {
                let target = if rest_big > 0 {
                    rest_xor.clone()
                } else {
                    rest_xor.xor(&BigNat::from(1u8))
                };
                c.moves_to_value(&target)
            }
        };
        for m in moves {
            if leaves_a_loss(c.after(&m).as_ref()) {
                count = count
                    .checked_plus(&BigNat::from(1u8))
                    .expect("a count of moves");
                if listed.len() < LIST_LIMIT {
                    listed.push(CompoundMove::one(i, m));
                }
            }
        }
    }
    Misere {
        values: components.iter().map(|c| c.grundy()).collect(),
        method: MisereMethod::Parts { parts },
        first_player_wins: sj_wins(&xor, big),
        winning: WinningMoves {
            complete: count <= BigNat::from(LIST_LIMIT as u64),
            count,
            listed,
        },
    }
}

/// The sum decided from its explored components: the SJ theorem where its
/// condition holds on every position they reach, else genus theory, else
/// a search.
fn explored(components: &[Box<dyn Component>], budget: Budget) -> Result<Misere, TooLarge> {
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
                        values: values.into_iter().map(BigNat::from).collect(),
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
        values: values.into_iter().map(BigNat::from).collect(),
        method,
        first_player_wins: wins(xor, big),
        winning: WinningMoves {
            count: BigNat::from(count),
            complete: count <= LIST_LIMIT,
            listed,
        },
    })
}

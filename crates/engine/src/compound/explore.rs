//! A component's whole game, explored from the rules through its
//! [`Component`] moves: every position it can reach, once each (by its
//! written form), with the remoteness of each under normal and misère
//! play. Iterative throughout: a long game never deepens the stack.

use super::{Budget, TooLarge};
use crate::component::{Component, ComponentMove};
use rustc_hash::FxHashMap;

/// One position of an explored component.
#[derive(Debug)]
pub struct Position {
    /// The position in the component's notation (`nim=3`).
    pub text: String,
    /// Each legal move and the position it leads to (an index into
    /// [`Explored::positions`]).
    pub moves: Vec<(ComponentMove, usize)>,
    /// Normal-play remoteness: 0 when over; even exactly when the player to
    /// move loses (see [`crate::play::remoteness`]).
    pub normal: u64,
    /// Misère-play remoteness: 0 when over (the player to move has won);
    /// even exactly when the player to move wins.
    pub misere: u64,
    /// The Grundy value (normal play): the mex of the options' values.
    pub grundy: u64,
}

/// Every position a component can reach, the first being the component's
/// own.
#[derive(Debug)]
pub struct Explored {
    /// The positions; index 0 is where the component stands.
    pub positions: Vec<Position>,
    /// Every position's index, each after all the positions its moves
    /// lead to: the order to value them in.
    pub order: Vec<usize>,
}

impl Explored {
    /// Explores `component` within `budget`.
    ///
    /// ```
    /// use grundy_engine::compound::{explore::Explored, Budget};
    /// let pile = grundy_engine::kinds::parse_component("nim=2").unwrap();
    /// let game = Explored::new(pile.as_ref(), Budget::DEFAULT).unwrap();
    /// assert_eq!(game.positions.len(), 3);
    /// // Nim 2: take both, and the game is over: remoteness 1.
    /// assert_eq!(game.positions[0].normal, 1);
    /// // Misère: take 1, and the opponent must take the last: remoteness 2.
    /// assert_eq!(game.positions[0].misere, 2);
    /// ```
    pub fn new(component: &dyn Component, budget: Budget) -> Result<Explored, TooLarge> {
        let mut index: FxHashMap<String, usize> = FxHashMap::default();
        let mut positions = Vec::new();
        let mut games: Vec<Box<dyn Component>> = Vec::new();
        let mut moves_seen = 0usize;
        let root = component.describe();
        index.insert(root.clone(), 0);
        positions.push(Position {
            text: root,
            moves: Vec::new(),
            normal: 0,
            misere: 0,
            grundy: 0,
        });
        // The component itself is borrowed; its successors are owned.
        let mut next = 0;
        while next < positions.len() {
            let listed = {
                let here: &dyn Component = if next == 0 {
                    component
                } else {
                    games[next - 1].as_ref()
                };
                let listed =
                    here.all_moves(budget.per_position)
                        .map_err(|_| TooLarge::Position {
                            text: positions[next].text.clone(),
                            limit: budget.per_position,
                        })?;
                listed
                    .into_iter()
                    .map(|(m, _)| {
                        let after = here.after(&m);
                        (m, after)
                    })
                    .collect::<Vec<_>>()
            };
            moves_seen += listed.len();
            if moves_seen > budget.moves {
                return Err(TooLarge::Moves {
                    limit: budget.moves,
                });
            }
            let mut edges = Vec::with_capacity(listed.len());
            for (m, after) in listed {
                let text = after.describe();
                let to = match index.get(&text) {
                    Some(&i) => i,
                    None => {
                        let i = positions.len();
                        if i >= budget.positions {
                            return Err(TooLarge::Positions {
                                limit: budget.positions,
                            });
                        }
                        index.insert(text.clone(), i);
                        positions.push(Position {
                            text,
                            moves: Vec::new(),
                            normal: 0,
                            misere: 0,
                            grundy: 0,
                        });
                        games.push(after);
                        i
                    }
                };
                edges.push((m, to));
            }
            positions[next].moves = edges;
            next += 1;
        }
        let mut explored = Explored {
            positions,
            order: Vec::new(),
        };
        explored.remoteness()?;
        Ok(explored)
    }

    /// Both remotenesses of every position, children before parents, by an
    /// explicit post-order; a position met again on its own path would be
    /// a game that never ends.
    fn remoteness(&mut self) -> Result<(), TooLarge> {
        const NEW: u8 = 0;
        const OPEN: u8 = 1;
        const DONE: u8 = 2;
        let n = self.positions.len();
        let mut state = vec![NEW; n];
        let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
        state[0] = OPEN;
        while let Some(&mut (at, ref mut edge)) = stack.last_mut() {
            if let Some(&(_, to)) = self.positions[at].moves.get(*edge) {
                *edge += 1;
                match state[to] {
                    NEW => {
                        state[to] = OPEN;
                        stack.push((to, 0));
                    }
                    OPEN => {
                        return Err(TooLarge::Loopy {
                            text: self.positions[to].text.clone(),
                        })
                    }
                    _ => {}
                }
                continue;
            }
            stack.pop();
            state[at] = DONE;
            self.order.push(at);
            let options = || self.positions[at].moves.iter().map(|&(_, to)| to);
            let normal = rank(options().map(|to| self.positions[to].normal), 0);
            let misere = rank(options().map(|to| self.positions[to].misere), 1);
            let mut seen: Vec<u64> = options().map(|to| self.positions[to].grundy).collect();
            seen.sort_unstable();
            seen.dedup();
            let grundy = seen
                .iter()
                .enumerate()
                .find(|&(i, &v)| v != i as u64)
                .map_or(seen.len() as u64, |(i, _)| i as u64);
            self.positions[at].normal = normal;
            self.positions[at].misere = misere;
            self.positions[at].grundy = grundy;
        }
        Ok(())
    }
}

/// The remoteness of a position whose options have `options`, where a
/// remoteness of parity `lost` is lost for the player to move there: one
/// more than the least losing option when there is one (win quickly), else
/// one more than the greatest option (lose slowly); 0 when there is none.
fn rank(options: impl Iterator<Item = u64>, lost: u64) -> u64 {
    let mut least_lost = None::<u64>;
    let mut most = None::<u64>;
    for r in options {
        if r % 2 == lost {
            least_lost = Some(least_lost.map_or(r, |l| l.min(r)));
        }
        most = Some(most.map_or(r, |m| m.max(r)));
    }
    match (least_lost, most) {
        (Some(l), _) => l + 1,
        (None, Some(m)) => m + 1,
        (None, None) => 0,
    }
}

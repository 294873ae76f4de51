//! The search of a whole sum under misère play, where no rule by the
//! components' values decides: every position of the sum visited once,
//! iteratively, within the budget.

use super::conjunctive::part;
use super::explore::Explored;
use super::{Budget, CompoundMove, Convention, TooLarge, WinningMoves, LIST_LIMIT};
use crate::num::BigNat;
use rustc_hash::FxHashMap;

/// How the components move together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Rule {
    /// One move in one component.
    Disjunctive,
    /// A move in each of any non-empty set of components.
    Selective,
    /// A move in every component not over (Every-SG).
    Continued,
}

/// The moves of a sum from the positions `at` (one per component): under
/// [`Rule::Selective`] every choice of "stay" or one move in each, not all
/// "stay"; under [`Rule::Disjunctive`] one move in one component.
pub(super) struct Choices<'a> {
    games: &'a [Explored],
    rule: Rule,
    pub(super) at: Vec<usize>,
    /// For each component, 0 (it stays) or k + 1 (it plays move k).
    pub(super) choice: Vec<usize>,
    /// No component can move.
    pub(super) terminal: bool,
    done: bool,
}

impl<'a> Choices<'a> {
    pub(super) fn new(games: &'a [Explored], rule: Rule, at: Vec<usize>) -> Self {
        let terminal = at
            .iter()
            .zip(games)
            .all(|(&p, g)| g.positions[p].moves.is_empty());
        Choices {
            games,
            rule,
            at,
            choice: vec![0; games.len()],
            terminal,
            done: terminal,
        }
    }

    /// The next choice and where it leads; false when there is none left.
    pub(super) fn next(&mut self, to: &mut Vec<usize>) -> bool {
        if self.done {
            return false;
        }
        if self.rule == Rule::Disjunctive {
            return self.next_single(to);
        }
        if self.rule == Rule::Continued {
            return self.next_in_every_live(to);
        }
        {
            let mut i = self.games.len();
            loop {
                if i == 0 {
                    self.done = true;
                    return false;
                }
                i -= 1;
                self.choice[i] += 1;
                if self.choice[i] <= self.games[i].positions[self.at[i]].moves.len() {
                    break;
                }
                self.choice[i] = 0;
            }
            to.clear();
            to.extend(
                self.at
                    .iter()
                    .zip(&self.choice)
                    .zip(self.games)
                    .map(|((&p, &c), g)| {
                        if c == 0 {
                            p
                        } else {
                            g.positions[p].moves[c - 1].1
                        }
                    }),
            );
            true
        }
    }

    /// The next move in every component that can move (the others stay),
    /// the last component's move varying fastest.
    fn next_in_every_live(&mut self, to: &mut Vec<usize>) -> bool {
        let moves = |i: usize| self.games[i].positions[self.at[i]].moves.len();
        if self.choice.iter().all(|&c| c == 0) {
            // The first: every live component's first move.
            for i in 0..self.games.len() {
                if moves(i) > 0 {
                    self.choice[i] = 1;
                }
            }
        } else {
            let mut i = self.games.len();
            loop {
                if i == 0 {
                    self.done = true;
                    return false;
                }
                i -= 1;
                if moves(i) == 0 {
                    continue;
                }
                self.choice[i] += 1;
                if self.choice[i] <= moves(i) {
                    break;
                }
                self.choice[i] = 1;
            }
        }
        to.clear();
        to.extend(
            self.at
                .iter()
                .zip(&self.choice)
                .zip(self.games)
                .map(|((&p, &c), g)| {
                    if c == 0 {
                        p
                    } else {
                        g.positions[p].moves[c - 1].1
                    }
                }),
        );
        true
    }

    /// The next move in one component, the components in order.
    fn next_single(&mut self, to: &mut Vec<usize>) -> bool {
        let mut i = self.choice.iter().position(|&c| c != 0).unwrap_or(0);
        loop {
            if i == self.games.len() {
                self.done = true;
                return false;
            }
            self.choice[i] += 1;
            if self.choice[i] <= self.games[i].positions[self.at[i]].moves.len() {
                break;
            }
            self.choice[i] = 0;
            i += 1;
        }
        to.clear();
        to.extend_from_slice(&self.at);
        to[i] = self.games[i].positions[self.at[i]].moves[self.choice[i] - 1].1;
        true
    }
}

/// The misère search of a sum, memoized by the components' positions,
/// iterative, within the budget.
pub(super) struct Search<'a> {
    games: &'a [Explored],
    rule: Rule,
    budget: Budget,
    memo: FxHashMap<Vec<usize>, bool>,
    examined: usize,
}

impl<'a> Search<'a> {
    pub(super) fn new(games: &'a [Explored], rule: Rule, budget: Budget) -> Self {
        Search {
            games,
            rule,
            budget,
            memo: FxHashMap::default(),
            examined: 0,
        }
    }

    /// How many positions of the sum have been valued.
    pub(super) fn positions(&self) -> usize {
        self.memo.len()
    }

    /// Whether the player to move wins from `at` under misère play.
    pub(super) fn wins(&mut self, at: Vec<usize>) -> Result<bool, TooLarge> {
        if let Some(&wins) = self.memo.get(&at) {
            return Ok(wins);
        }
        let games = self.games;
        // Each frame: the position's moves, and whether one of them has
        // been found to lead to a lost position.
        let mut stack: Vec<(Choices, bool)> =
            vec![(Choices::new(games, self.rule, at.clone()), false)];
        let mut to = Vec::new();
        while let Some((choices, found)) = stack.last_mut() {
            if *found || !choices.next(&mut to) {
                let wins = *found || choices.terminal;
                let here = std::mem::take(&mut choices.at);
                stack.pop();
                self.memo.insert(here, wins);
                if let Some((_, parent_found)) = stack.last_mut() {
                    *parent_found |= !wins;
                }
                continue;
            }
            self.examined += 1;
            if self.examined > self.budget.choices {
                return Err(TooLarge::Moves {
                    limit: self.budget.choices,
                });
            }
            match self.memo.get(&to) {
                Some(&wins) => *found |= !wins,
                None => {
                    if self.memo.len() + stack.len() > self.budget.positions {
                        return Err(TooLarge::Positions {
                            limit: self.budget.positions,
                        });
                    }
                    stack.push((Choices::new(games, self.rule, to.clone()), false));
                }
            }
        }
        Ok(self.memo[&at])
    }
}

/// The misère search of the sum of `games` under `rule` from where they
/// stand: whether the player to move wins, every winning move (to a
/// position lost for the opponent), and the positions of the sum valued.
pub(super) fn decide(
    games: &[Explored],
    rule: Rule,
    budget: Budget,
) -> Result<(bool, WinningMoves, usize), TooLarge> {
    let mut search = Search::new(games, rule, budget);
    let root = vec![0usize; games.len()];
    let wins = search.wins(root.clone())?;
    let mut listed = Vec::new();
    let mut count = 0usize;
    let mut choices = Choices::new(games, rule, root);
    let mut to = Vec::new();
    while choices.next(&mut to) {
        if search.wins(to.clone())? {
            continue;
        }
        count += 1;
        if listed.len() < LIST_LIMIT {
            listed.push(CompoundMove {
                parts: (0..games.len())
                    .filter(|&i| choices.choice[i] != 0)
                    .map(|i| part(games, Convention::Misere, i, choices.choice[i] - 1))
                    .collect(),
            });
        }
    }
    let winning = WinningMoves {
        count: BigNat::from(count),
        complete: count <= LIST_LIMIT,
        listed,
    };
    Ok((wins, winning, search.positions()))
}

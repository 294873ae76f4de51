//! Sums of games: several components side by side, a move is a move in one
//! of them. By the Sprague–Grundy theorem the sum is worth the xor `S` of
//! its components' values, and its winning moves are exactly the moves in
//! some component `i` to a position of value `g_i xor S`. That value may be
//! *larger* than `g_i` in games with reversible moves (a Kayles row, a
//! bounded pile, a staircase), so every component is searched, not only
//! those with `g_i xor S < g_i`.
//!
//! ```
//! use grundy_engine::heap::{component::HeapComponent, HeapGame};
//! use grundy_engine::nim::NimPile;
//! use grundy_engine::sum::Sum;
//!
//! let sum = Sum::new(vec![
//!     Box::new(NimPile::new(3u64.into())),
//!     Box::new(HeapComponent::new(HeapGame::parse("kayles").unwrap(), vec![5u64]).unwrap()),
//! ]);
//! // Kayles row of 5 is worth 4; 3 xor 4 = 7 != 0.
//! assert!(sum.outcome().first_player_wins());
//! for m in sum.winning_moves() {
//!     println!("{}: {:?}", sum.components()[m.component].describe(), m.description);
//! }
//! ```

use crate::component::{to_value, within, Component, ComponentMove, MoveFamily, TooManyMoves};
use crate::num::{BigNat, Natural};
use crate::solver::{ImpartialGame, SolveError, Solver};
use crate::Outcome;
use std::cell::RefCell;
use std::fmt::Debug;
use std::rc::Rc;

/// A winning move of a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMove {
    /// Which component (index into [`Sum::components`]).
    pub component: usize,
    /// What changes the value of that component from `g_i` to `g_i xor S`.
    pub target: BigNat,
    /// The move in the component's own terms.
    pub description: grundy_text::Message,
    /// The component after the move.
    pub after: String,
    /// The component after the move, as numbers.
    pub after_numbers: Vec<BigNat>,
    /// The group of like moves this one stands for, if it does (see
    /// [`crate::component::MoveFamily`]).
    pub family: Option<MoveFamily>,
}

impl SumMove {
    /// How many moves this stands for: 1, or its group's count.
    pub fn count(&self) -> BigNat {
        self.family
            .as_ref()
            .map_or_else(|| BigNat::from(1u8), |f| f.count.clone())
    }
}

/// A sum of components of any games.
pub struct Sum {
    /// Shared with the sums that moves lead to, which differ in one
    /// component only.
    components: Vec<Rc<dyn Component>>,
}

impl Sum {
    /// The sum of `components`.
    pub fn new(components: Vec<Box<dyn Component>>) -> Self {
        Sum {
            components: components.into_iter().map(Rc::from).collect(),
        }
    }

    /// The components.
    pub fn components(&self) -> &[Rc<dyn Component>] {
        &self.components
    }

    /// The sum after `m`, a move of component `i`: that component swapped
    /// for the one the move leaves, the others kept as they are.
    ///
    /// ```
    /// use grundy_engine::{kinds::parse_component, sum::Sum};
    /// let sum = Sum::new(vec![parse_component("nim=3").unwrap(), parse_component("kayles=4").unwrap()]);
    /// let m = &sum.components()[1].moves_to_value(&3u64.into())[0];
    /// let next = sum.after(1, m);
    /// assert!(!next.outcome().first_player_wins());
    /// ```
    pub fn after(&self, i: usize, m: &ComponentMove) -> Sum {
        let mut components = self.components.clone();
        components[i] = Rc::from(self.components[i].after(m));
        Sum { components }
    }

    /// The Grundy value `S`: the xor of the components' values.
    pub fn grundy(&self) -> BigNat {
        self.components
            .iter()
            .fold(BigNat::ZERO, |s, c| s ^ c.grundy())
    }

    /// Who wins.
    pub fn outcome(&self) -> Outcome {
        Outcome::from_first_player_wins(!Natural::is_zero(&self.grundy()))
    }

    /// Every winning move, component by component.
    pub fn winning_moves(&self) -> Vec<SumMove> {
        let s = self.grundy();
        if Natural::is_zero(&s) {
            return Vec::new();
        }
        let mut moves = Vec::new();
        for (i, c) in self.components.iter().enumerate() {
            let target = c.grundy() ^ &s;
            for m in c.moves_to_value(&target) {
                moves.push(SumMove {
                    component: i,
                    target: target.clone(),
                    description: m.description,
                    after: m.after,
                    after_numbers: m.after_numbers,
                    family: m.family,
                });
            }
        }
        moves
    }
}

/// A position of any [`ImpartialGame`], valued by the generic solver: the
/// way to put your own game into a sum.
pub struct Solved<G: ImpartialGame> {
    /// Shared with the positions that moves lead to: what one searched,
    /// the next need not search again.
    solver: Rc<RefCell<Solver<G>>>,
    position: G::Position,
    name: String,
}

impl<G: ImpartialGame> Solved<G>
where
    G::Position: Debug,
{
    /// `position` of `game`, searched now so that errors surface here.
    pub fn new(game: G, position: G::Position, name: &str) -> Result<Self, SolveError> {
        let mut solver = Solver::new(game);
        solver.grundy(&position)?;
        Ok(Solved {
            solver: Rc::new(RefCell::new(solver)),
            position,
            name: name.to_string(),
        })
    }
}

impl<G: ImpartialGame + 'static> Component for Solved<G>
where
    G::Position: Debug + 'static,
{
    fn describe(&self) -> String {
        format!("{}={:?}", self.name, self.position)
    }
    fn grundy(&self) -> BigNat {
        let g = self
            .solver
            .borrow_mut()
            .grundy(&self.position)
            .expect("searched in new");
        BigNat::from(g)
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        to_value(self.valued_moves(), target)
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        within(self.valued_moves(), limit)
    }
    fn remaining(&self) -> BigNat {
        // Nothing is known of a user's game but its moves.
        BigNat::from(self.solver.borrow().game().moves(&self.position).len())
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        let children = self.solver.borrow().game().moves(&self.position);
        let position = children
            .into_iter()
            .find(|child| format!("{}={child:?}", self.name) == m.after)
            .expect("a move of this position");
        Box::new(Solved {
            solver: self.solver.clone(),
            position,
            name: self.name.clone(),
        })
    }
}

impl<G: ImpartialGame> Solved<G>
where
    G::Position: Debug,
{
    fn valued_moves(&self) -> Vec<(ComponentMove, BigNat)> {
        let mut solver = self.solver.borrow_mut();
        let children = solver.game().moves(&self.position);
        let mut out: Vec<(ComponentMove, BigNat)> = Vec::new();
        for child in children {
            // Children of a searched position are searched too.
            let g = solver
                .grundy(&child)
                .expect("children were searched with their parent");
            let after = format!("{}={child:?}", self.name);
            if !out.iter().any(|(m, _)| m.after == after) {
                out.push((
                    ComponentMove {
                        description: grundy_text::msg!(
                            "move-to-position",
                            position = format!("{child:?}")
                        ),
                        after,
                        after_numbers: Vec::new(),
                        remaining: BigNat::ZERO,
                        family: None,
                    },
                    BigNat::from(g),
                ));
            }
        }
        out
    }
}

//! Sums of games: several components side by side, a move is a move in one
//! of them. By the Sprague–Grundy theorem the sum is worth the xor `S` of
//! its components' values, and its winning moves are exactly the moves in
//! some component `i` to a position of value `g_i xor S`. That value may be
//! *larger* than `g_i` in games with reversible moves (a Kayles row, a
//! bounded pile, a staircase), so every component is searched, not only
//! those with `g_i xor S < g_i`.
//!
//! ```
//! use grundy_engine::heap::HeapGame;
//! use grundy_engine::sum::{HeapComponent, NimPile, Sum};
//!
//! let sum = Sum::new(vec![
//!     Box::new(NimPile::new(3u64.into())),
//!     Box::new(HeapComponent::new(HeapGame::parse("kayles").unwrap(), vec![5]).unwrap()),
//! ]);
//! // Kayles row of 5 is worth 4; 3 xor 4 = 7 != 0.
//! assert!(sum.outcome().first_player_wins());
//! for m in sum.winning_moves() {
//!     println!("{}: {}", sum.components()[m.component].describe(), m.description);
//! }
//! ```

use crate::heap::HeapGame;
use crate::num::{BigNat, Natural};
use crate::solver::{ImpartialGame, SolveError, Solver};
use crate::{bounded_nim, staircase, wythoff, Outcome};
use std::cell::RefCell;
use std::fmt::Debug;

/// A move inside one component, told in that component's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentMove {
    /// What the move does: "take 2 from the heap of 7, leaving 1 and 4".
    pub description: String,
    /// The component's position after the move, in its own notation.
    pub after: String,
    /// The same position as numbers (heaps sorted, a Wythoff pair, steps…).
    pub after_numbers: Vec<BigNat>,
}

/// One component of a sum.
pub trait Component {
    /// The game and its position, in the notation `grundy sum` reads
    /// (`kayles=5`, `wythoff=3,5`).
    fn describe(&self) -> String;
    /// The Grundy value.
    fn grundy(&self) -> BigNat;
    /// Every move to a position of Grundy value `target`.
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove>;
}

/// A winning move of a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMove {
    /// Which component (index into [`Sum::components`]).
    pub component: usize,
    /// What changes the value of that component from `g_i` to `g_i xor S`.
    pub target: BigNat,
    /// The move in the component's own terms.
    pub description: String,
    /// The component after the move.
    pub after: String,
    /// The component after the move, as numbers.
    pub after_numbers: Vec<BigNat>,
}

/// A sum of components of any games.
pub struct Sum {
    components: Vec<Box<dyn Component>>,
}

impl Sum {
    /// The sum of `components`.
    pub fn new(components: Vec<Box<dyn Component>>) -> Self {
        Sum { components }
    }

    /// The components.
    pub fn components(&self) -> &[Box<dyn Component>] {
        &self.components
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
                });
            }
        }
        moves
    }
}

fn list(values: &[BigNat]) -> String {
    values
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// A Nim pile of any size.
pub struct NimPile(BigNat);

impl NimPile {
    /// A pile of `size` counters.
    pub fn new(size: BigNat) -> Self {
        NimPile(size)
    }
}

impl Component for NimPile {
    fn describe(&self) -> String {
        format!("nim={}", self.0)
    }
    fn grundy(&self) -> BigNat {
        self.0.clone()
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        if *target >= self.0 {
            return Vec::new();
        }
        vec![ComponentMove {
            description: format!("take {} from the pile of {}", &self.0 - target, self.0),
            after: format!("nim={target}"),
            after_numbers: vec![target.clone()],
        }]
    }
}

/// A pile from which a move takes 1 to `k` counters.
pub struct BoundedPile {
    size: BigNat,
    k: BigNat,
}

impl BoundedPile {
    /// A pile of `size` with moves of at most `k` (at least 1).
    pub fn new(size: BigNat, k: BigNat) -> Option<Self> {
        (!Natural::is_zero(&k)).then_some(BoundedPile { size, k })
    }
}

impl Component for BoundedPile {
    fn describe(&self) -> String {
        format!("bounded:{}={}", self.k, self.size)
    }
    fn grundy(&self) -> BigNat {
        bounded_nim::pile_grundy(&self.size, &self.k)
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        bounded_nim::move_to_value(0, &self.size, &self.k, target)
            .map(|m| ComponentMove {
                description: format!("take {} from the pile of {}", m.amount(), m.from),
                after: format!("bounded:{}={}", self.k, m.to),
                after_numbers: vec![m.to],
            })
            .into_iter()
            .collect()
    }
}

/// A staircase (coins on steps 1, 2, …).
pub struct StaircaseComponent(Vec<BigNat>);

impl StaircaseComponent {
    /// Coins on steps 1, 2, ….
    pub fn new(steps: Vec<BigNat>) -> Self {
        StaircaseComponent(steps)
    }
}

impl Component for StaircaseComponent {
    fn describe(&self) -> String {
        format!("staircase={}", list(&self.0))
    }
    fn grundy(&self) -> BigNat {
        staircase::grundy(&self.0)
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        staircase::moves_to_value(&self.0, target)
            .into_iter()
            .map(|m| {
                let after = m.apply(&self.0);
                ComponentMove {
                    description: m.to_string(),
                    after: format!("staircase={}", list(&after)),
                    after_numbers: after,
                }
            })
            .collect()
    }
}

/// The largest Wythoff pile whose Grundy value a sum computes (from a table
/// of (a + 1) × (b + 1) values).
pub const WYTHOFF_LIMIT: u64 = 4096;

/// A Wythoff position (two piles, each at most [`WYTHOFF_LIMIT`]).
pub struct WythoffPair {
    a: usize,
    b: usize,
    table: Vec<u32>,
    width: usize,
}

impl WythoffPair {
    /// The pair `(a, b)`, or `None` if a pile exceeds [`WYTHOFF_LIMIT`].
    pub fn new(a: u64, b: u64) -> Option<Self> {
        if a > WYTHOFF_LIMIT || b > WYTHOFF_LIMIT {
            return None;
        }
        let width = a.max(b) as usize + 1;
        Some(WythoffPair {
            a: a as usize,
            b: b as usize,
            table: wythoff::grundy_table(width),
            width,
        })
    }

    fn g(&self, a: usize, b: usize) -> u32 {
        self.table[a * self.width + b]
    }
}

impl Component for WythoffPair {
    fn describe(&self) -> String {
        format!("wythoff={},{}", self.a, self.b)
    }
    fn grundy(&self) -> BigNat {
        BigNat::from(self.g(self.a, self.b))
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        let Some(t) = target.to_u64() else {
            return Vec::new();
        };
        let (a, b) = (self.a, self.b);
        let mut out = Vec::new();
        let mut push = |x: usize, y: usize, what: String| {
            if u64::from(self.g(x, y)) == t {
                out.push(ComponentMove {
                    description: what,
                    after: format!("wythoff={x},{y}"),
                    after_numbers: vec![BigNat::from(x), BigNat::from(y)],
                });
            }
        };
        for d in 1..=a.min(b) {
            push(a - d, b - d, format!("take {d} from both piles"));
        }
        for x in 0..a {
            push(x, b, format!("take {} from pile 1", a - x));
        }
        for y in 0..b {
            push(a, y, format!("take {} from pile 2", b - y));
        }
        out
    }
}

/// Heaps of one heap game (a Kayles row, a subtraction-game heap, …).
pub struct HeapComponent {
    game: HeapGame,
    heaps: Vec<usize>,
    values: Vec<u32>,
}

/// The largest heap a sum evaluates: the nim-sequence up to it is computed.
pub const HEAP_LIMIT: usize = 100_000;

impl HeapComponent {
    /// Heaps of `game`; `None` if a heap exceeds [`HEAP_LIMIT`].
    pub fn new(game: HeapGame, heaps: Vec<usize>) -> Option<Self> {
        let max = heaps.iter().copied().max().unwrap_or(0);
        if max > HEAP_LIMIT {
            return None;
        }
        let values = game.sequence(max + 1, |_| {});
        Some(HeapComponent {
            game,
            heaps,
            values,
        })
    }
}

impl Component for HeapComponent {
    fn describe(&self) -> String {
        let heaps: Vec<String> = self.heaps.iter().map(ToString::to_string).collect();
        format!("{}={}", self.game.name(), heaps.join(","))
    }
    fn grundy(&self) -> BigNat {
        BigNat::from(self.heaps.iter().fold(0, |s, &h| s ^ self.values[h]))
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        let Some(t) = target.to_u64() else {
            return Vec::new();
        };
        let total = self.heaps.iter().fold(0u32, |s, &h| s ^ self.values[h]);
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            // Equal heaps give the same positions.
            if self.heaps[..i].contains(&h) {
                continue;
            }
            let rest = total ^ self.values[h];
            self.game.for_each_option(h, |parts| {
                let v = parts.iter().fold(rest, |s, &p| s ^ self.values[p]);
                if u64::from(v) != t {
                    return;
                }
                let mut after: Vec<usize> = self
                    .heaps
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &x)| x)
                    .collect();
                after.extend_from_slice(parts);
                after.sort_unstable();
                let removed = h - parts.iter().sum::<usize>();
                let left = match parts {
                    [] => "nothing".to_string(),
                    _ => parts
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(" and "),
                };
                let description = if removed == 0 {
                    format!("split the heap of {h} into {left}")
                } else {
                    format!("take {removed} from the heap of {h}, leaving {left}")
                };
                let shown: Vec<String> = after.iter().map(ToString::to_string).collect();
                let after_text = format!("{}={}", self.game.name(), shown.join(","));
                // Different moves can leave the same heaps; list a position once.
                if !out.iter().any(|m: &ComponentMove| m.after == after_text) {
                    out.push(ComponentMove {
                        description,
                        after: after_text,
                        after_numbers: after.iter().map(|&x| BigNat::from(x)).collect(),
                    });
                }
            });
        }
        out
    }
}

/// A position of any [`ImpartialGame`], valued by the generic solver: the
/// way to put your own game into a sum.
pub struct Solved<G: ImpartialGame> {
    solver: RefCell<Solver<G>>,
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
            solver: RefCell::new(solver),
            position,
            name: name.to_string(),
        })
    }
}

impl<G: ImpartialGame> Component for Solved<G>
where
    G::Position: Debug,
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
        let mut solver = self.solver.borrow_mut();
        let children = solver.game().moves(&self.position);
        let mut out: Vec<ComponentMove> = Vec::new();
        for child in children {
            // Children of a searched position are searched too.
            let g = solver
                .grundy(&child)
                .expect("children were searched with their parent");
            let after = format!("{}={child:?}", self.name);
            if BigNat::from(g) == *target && !out.iter().any(|m| m.after == after) {
                out.push(ComponentMove {
                    description: format!("move to {child:?}"),
                    after,
                    after_numbers: Vec::new(),
                });
            }
        }
        out
    }
}

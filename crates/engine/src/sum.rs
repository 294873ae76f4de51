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
    /// [`Component::remaining`] of the component after the move.
    pub remaining: BigNat,
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
    /// Every legal move, with the component's Grundy value after it, or
    /// [`TooManyMoves`] if there are more than `limit`.
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves>;
    /// An upper bound on the moves left in this component (counters left,
    /// weighted by how far they still have to go): the computer, when it is
    /// losing, keeps this as large as it can to make the game last.
    fn remaining(&self) -> BigNat;
}

/// More legal moves than asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManyMoves {
    /// The limit.
    pub limit: usize,
}

impl std::error::Error for TooManyMoves {}

impl std::fmt::Display for TooManyMoves {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "more than {} legal moves: too many to list", self.limit)
    }
}

/// The moves of a fully listed component that lead to value `target`.
fn to_value(moves: Vec<(ComponentMove, BigNat)>, target: &BigNat) -> Vec<ComponentMove> {
    moves
        .into_iter()
        .filter(|(_, v)| v == target)
        .map(|(m, _)| m)
        .collect()
}

/// A fully listed component's moves, if there are at most `limit`.
fn within(
    moves: Vec<(ComponentMove, BigNat)>,
    limit: usize,
) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
    if moves.len() > limit {
        return Err(TooManyMoves { limit });
    }
    Ok(moves)
}

/// Collects moves, failing once there are more than `limit`.
struct Moves {
    moves: Vec<(ComponentMove, BigNat)>,
    limit: usize,
}

impl Moves {
    fn new(limit: usize) -> Self {
        Moves {
            moves: Vec::new(),
            limit,
        }
    }
    fn push(&mut self, m: ComponentMove, value: BigNat) -> Result<(), TooManyMoves> {
        if self.moves.len() >= self.limit {
            return Err(TooManyMoves { limit: self.limit });
        }
        self.moves.push((m, value));
        Ok(())
    }
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
        vec![nim_move(&self.0, target)]
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let size = self
            .0
            .to_u64()
            .filter(|&x| x <= limit as u64)
            .ok_or(TooManyMoves { limit })?;
        Ok((0..size)
            .rev()
            .map(|y| (nim_move(&self.0, &BigNat::from(y)), BigNat::from(y)))
            .collect())
    }
    fn remaining(&self) -> BigNat {
        self.0.clone()
    }
}

fn nim_move(from: &BigNat, to: &BigNat) -> ComponentMove {
    ComponentMove {
        description: format!("take {} from the pile of {from}", from - to),
        after: format!("nim={to}"),
        after_numbers: vec![to.clone()],
        remaining: to.clone(),
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
            .map(|m| self.take(&m.amount()))
            .into_iter()
            .collect()
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let most = if self.k < self.size {
            &self.k
        } else {
            &self.size
        };
        let most = most
            .to_u64()
            .filter(|&m| m <= limit as u64)
            .ok_or(TooManyMoves { limit })?;
        Ok((1..=most)
            .map(|d| {
                let d = BigNat::from(d);
                let value = bounded_nim::pile_grundy(&(&self.size - &d), &self.k);
                (self.take(&d), value)
            })
            .collect())
    }
    fn remaining(&self) -> BigNat {
        self.size.clone()
    }
}

impl BoundedPile {
    fn take(&self, amount: &BigNat) -> ComponentMove {
        let to = &self.size - amount;
        ComponentMove {
            description: format!("take {amount} from the pile of {}", self.size),
            after: format!("bounded:{}={to}", self.k),
            after_numbers: vec![to.clone()],
            remaining: to,
        }
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
            .iter()
            .map(|m| self.stair_move(m))
            .collect()
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let mut moves = Moves::new(limit);
        for (i, c) in self.0.iter().enumerate() {
            let c = c
                .to_u64()
                .filter(|&c| c <= limit as u64)
                .ok_or(TooManyMoves { limit })?;
            for coins in 1..=c {
                let m = staircase::StairMove {
                    step: i + 1,
                    coins: BigNat::from(coins),
                };
                let value = staircase::grundy(&big_apply(&m, &self.0));
                moves.push(self.stair_move(&m), value)?;
            }
        }
        Ok(moves.moves)
    }
    fn remaining(&self) -> BigNat {
        // A coin on step i has i moves to make before it rests on the floor.
        self.0
            .iter()
            .enumerate()
            .fold(BigNat::ZERO, |sum, (i, c)| sum + c * BigNat::from(i + 1))
    }
}

/// A staircase move on numbers of any size, which always fit.
fn big_apply(m: &staircase::StairMove<BigNat>, stairs: &[BigNat]) -> Vec<BigNat> {
    m.apply(stairs)
        .expect("arbitrary precision holds every step")
}

impl StaircaseComponent {
    fn stair_move(&self, m: &staircase::StairMove<BigNat>) -> ComponentMove {
        let after = big_apply(m, &self.0);
        ComponentMove {
            description: m.to_string(),
            after: format!("staircase={}", list(&after)),
            remaining: StaircaseComponent(after.clone()).remaining(),
            after_numbers: after,
        }
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
        to_value(self.every_move(), target)
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        within(self.every_move(), limit)
    }
    fn remaining(&self) -> BigNat {
        BigNat::from(self.a + self.b)
    }
}

impl WythoffPair {
    /// Every move with the value it leaves: from both piles, then pile 1,
    /// then pile 2 (at most 3 × 4096 of them).
    fn every_move(&self) -> Vec<(ComponentMove, BigNat)> {
        let (a, b) = (self.a, self.b);
        let mut out = Vec::new();
        let mut push = |x: usize, y: usize, what: String| {
            out.push((
                ComponentMove {
                    description: what,
                    after: format!("wythoff={x},{y}"),
                    after_numbers: vec![BigNat::from(x), BigNat::from(y)],
                    remaining: BigNat::from(x + y),
                },
                BigNat::from(self.g(x, y)),
            ));
        };
        for d in 1..=a.min(b) {
            push(a - d, b - d, format!("take {d} from both piles"));
        }
        for x in (0..a).rev() {
            push(x, b, format!("take {} from pile 1", a - x));
        }
        for y in (0..b).rev() {
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

/// The most options (see [`HeapGame::sequence_cost`]) a sum examines to
/// value one heap game's heaps: about a second of work. Games with a proven
/// period reach much further within it.
pub const HEAP_WORK_LIMIT: u128 = 1_000_000_000;

impl HeapComponent {
    /// Heaps of `game`; `None` if a heap exceeds [`HEAP_LIMIT`], or if
    /// its nim-sequence would cost more than [`HEAP_WORK_LIMIT`].
    pub fn new(game: HeapGame, heaps: Vec<usize>) -> Option<Self> {
        let max = heaps.iter().copied().max().unwrap_or(0);
        if max > HEAP_LIMIT {
            return None;
        }
        let values = game.sequence_bounded(max + 1, HEAP_WORK_LIMIT).ok()?;
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
        BigNat::from(self.total())
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        let Some(t) = target.to_u64() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        self.each_move(|m, v| {
            if u64::from(v) == t {
                out.push(m);
            }
            true
        });
        out
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let mut out = Vec::new();
        let complete = self.each_move(|m, v| {
            out.push((m, BigNat::from(v)));
            out.len() <= limit
        });
        if !complete || out.len() > limit {
            return Err(TooManyMoves { limit });
        }
        Ok(out)
    }
    fn remaining(&self) -> BigNat {
        BigNat::from(self.heaps.iter().sum::<usize>())
    }
}

impl HeapComponent {
    fn total(&self) -> u32 {
        self.heaps.iter().fold(0, |s, &h| s ^ self.values[h])
    }

    /// Calls `visit` with every move (each resulting position once) and
    /// the value it leaves, until `visit` returns false; returns whether
    /// every move was visited.
    fn each_move(&self, mut visit: impl FnMut(ComponentMove, u32) -> bool) -> bool {
        let total = self.total();
        let mut seen: Vec<Vec<usize>> = Vec::new();
        let mut going = true;
        for (i, &h) in self.heaps.iter().enumerate() {
            // Equal heaps give the same positions.
            if self.heaps[..i].contains(&h) || !going {
                continue;
            }
            let rest = total ^ self.values[h];
            self.game.for_each_option(h, |parts| {
                if !going {
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
                // Different moves can leave the same heaps; list a position once.
                if seen.contains(&after) {
                    return;
                }
                let value = parts.iter().fold(rest, |s, &p| s ^ self.values[p]);
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
                let mut shown: Vec<String> = after.iter().map(ToString::to_string).collect();
                if shown.is_empty() {
                    // No heap left is written as one empty heap, so that it reads back.
                    shown.push("0".to_string());
                }
                let m = ComponentMove {
                    description,
                    after: format!("{}={}", self.game.name(), shown.join(",")),
                    after_numbers: after.iter().map(|&x| BigNat::from(x)).collect(),
                    remaining: BigNat::from(after.iter().sum::<usize>()),
                };
                seen.push(after);
                going = visit(m, value);
            });
        }
        going
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
        to_value(self.valued_moves(), target)
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        within(self.valued_moves(), limit)
    }
    fn remaining(&self) -> BigNat {
        // Nothing is known of a user's game but its moves.
        BigNat::from(self.solver.borrow().game().moves(&self.position).len())
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
                        description: format!("move to {child:?}"),
                        after,
                        after_numbers: Vec::new(),
                        remaining: BigNat::ZERO,
                    },
                    BigNat::from(g),
                ));
            }
        }
        out
    }
}

/// How a component is written: `GAME=POSITION`.
pub const SYNTAX: &str = "GAME=POSITION, for example nim=7, kayles=10, kayles=3,4, wythoff=3,5, \
                          staircase=1,4,3, bounded:3=10, sub:1,2,5=9, 0.07=12, grundys-game=9";

fn numbers(text: &str, what: &str) -> Result<Vec<BigNat>, String> {
    text.split(',')
        .enumerate()
        .map(|(i, t)| {
            BigNat::parse_decimal(t.trim())
                .ok_or_else(|| crate::num::not_a_natural(t.trim(), &format!("{what} {}", i + 1)))
        })
        .collect()
}

fn at_most(values: &[BigNat], limit: u64, text: &str, why: &str) -> Result<Vec<u64>, String> {
    values
        .iter()
        .map(|v| {
            v.to_u64()
                .filter(|&v| v <= limit)
                .ok_or_else(|| format!("\"{text}\": {v} is too large: {why} (at most {limit})"))
        })
        .collect()
}

/// Reads one component written `GAME=POSITION` (see [`SYNTAX`]).
///
/// ```
/// use grundy_engine::sum::parse_component;
/// let c = parse_component("kayles=3,4").unwrap();
/// assert_eq!(c.describe(), "kayles=3,4");
/// assert!(parse_component("kayles").err().unwrap().contains("GAME=POSITION"));
/// ```
pub fn parse_component(text: &str) -> Result<Box<dyn Component>, String> {
    let Some((game, position)) = text.split_once('=') else {
        return Err(format!("\"{text}\" is not a component: write {SYNTAX}"));
    };
    let game = game.trim();
    let one = |what: &str| -> Result<BigNat, String> {
        let v = numbers(position, what)?;
        match v.len() {
            1 => Ok(v.into_iter().next().expect("one number")),
            n => Err(format!("\"{text}\": {game} takes one number, found {n}")),
        }
    };
    match game.to_ascii_lowercase().as_str() {
        "nim" => Ok(Box::new(NimPile::new(one("pile")?))),
        "staircase" => Ok(Box::new(StaircaseComponent::new(numbers(
            position, "step",
        )?))),
        "wythoff" => {
            let v = numbers(position, "pile")?;
            if v.len() != 2 {
                return Err(format!(
                    "\"{text}\": wythoff takes two piles, found {}",
                    v.len()
                ));
            }
            let v = at_most(
                &v,
                WYTHOFF_LIMIT,
                text,
                "a Wythoff pile's value comes from a table",
            )?;
            Ok(Box::new(
                WythoffPair::new(v[0], v[1]).expect("checked against the limit"),
            ))
        }
        g if g.starts_with("bounded:") => {
            let k = BigNat::parse_decimal(&g[8..])
                .filter(|k| !Natural::is_zero(k))
                .ok_or_else(|| {
                    format!("\"{text}\": the bound in {game} must be a whole number of at least 1")
                })?;
            Ok(Box::new(BoundedPile::new(one("pile")?, k).expect("k >= 1")))
        }
        _ => {
            let heap_game = HeapGame::parse(game).map_err(|e| format!("\"{text}\": {e}"))?;
            let heaps = numbers(position, "heap")?;
            let heaps = at_most(
                &heaps,
                HEAP_LIMIT as u64,
                text,
                "its nim-sequence is computed up to the heap",
            )?;
            let heaps: Vec<usize> = heaps.into_iter().map(|h| h as usize).collect();
            let largest = heaps.iter().copied().max().unwrap_or(0);
            match HeapComponent::new(heap_game, heaps) {
                Some(c) => Ok(Box::new(c)),
                None => Err(format!(
                    "\"{text}\": a heap of {largest} is too large for this game: its nim-sequence \
                     would take more than {HEAP_WORK_LIMIT} steps to compute, and no period is proven"
                )),
            }
        }
    }
}

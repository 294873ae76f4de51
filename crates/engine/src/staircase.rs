//! Staircase Nim, and its disguise as chips on a line (POJ 1704).
//!
//! **Staircase Nim**: coins lie on steps 1, 2, …, n; a move sends any
//! positive number of coins from one step to the step just below; step 0 is
//! the floor, where coins no longer move. The Grundy value is the xor of the
//! coins on the odd steps: moving coins from an odd step is a Nim move on
//! that pile, and moving coins down onto an odd step can be undone by moving
//! them on, so the even steps do not matter.
//!
//! **Chips on a line**: distinct chips on cells 1, 2, 3, …; a move slides one
//! chip left by one or more cells, without jumping over or landing on another
//! chip and without leaving the line. The empty cells in front of each chip
//! are a staircase: the gap in front of the rightmost chip is step 1, the gap
//! before that step 2, and so on, because sliding a chip left by `d` moves
//! `d` empty cells from its own gap to the gap of the chip behind it.

use crate::component::{
    list, typed_index, typed_number, typed_words, Component, ComponentMove, Kind, MoveError, Moves,
    Play, PlayNumbers, TooManyMoves,
};
use crate::nim::nim_sum;
use crate::num::{BigNat, Natural};
use crate::Outcome;
use grundy_text::{msg, Arg, Message, Text};
use std::fmt;

/// A staircase move: `coins` coins from step `step` to step `step - 1`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StairMove<N> {
    /// The step the coins leave, counting from 1.
    pub step: usize,
    /// How many coins move.
    pub coins: N,
}

impl<N: Natural> StairMove<N> {
    /// The staircase after the move; `stairs[0]` is step 1. `None` when the
    /// step the coins land on would hold more than `N` can (10^19 coins
    /// moved onto 10^19 in `u64`); never for [`BigNat`].
    ///
    /// ```
    /// use grundy_engine::staircase::StairMove;
    /// let m = StairMove { step: 2, coins: 3u64 };
    /// assert_eq!(m.apply(&[1, 5, 2]), Some(vec![4, 2, 2]));
    /// let big = StairMove { step: 2, coins: u64::MAX };
    /// assert_eq!(big.apply(&[1, u64::MAX]), None);
    /// ```
    pub fn apply(&self, stairs: &[N]) -> Option<Vec<N>> {
        let mut after = stairs.to_vec();
        let i = self.step - 1;
        after[i] = after[i].minus(&self.coins);
        if i > 0 {
            after[i - 1] = after[i - 1].checked_plus(&self.coins)?;
        }
        Some(after)
    }
}

impl<N: Natural> StairMove<N> {
    /// The move in words: "move 2 coins from step 3 to step 2".
    ///
    /// ```
    /// use grundy_engine::staircase::StairMove;
    /// let m = StairMove { step: 3, coins: 2u64 };
    /// assert_eq!(m.message().id(), "stair-move");
    /// ```
    pub fn message(&self) -> grundy_text::Message {
        let number = if self.coins == N::from_u64(1) {
            "one"
        } else {
            "other"
        };
        grundy_text::msg!(
            "stair-move",
            coins = self.coins,
            number = number,
            step = self.step,
            to = if self.step == 1 { "floor" } else { "step" },
            below = self.step.saturating_sub(1)
        )
    }
}

/// Read by the installed reader ([`grundy_text::render`]).
impl<N: Natural> fmt::Display for StairMove<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

/// The odd steps' coins, xored: the Grundy value. `stairs[0]` is step 1.
///
/// ```
/// assert_eq!(grundy_engine::staircase::grundy(&[3u64, 100, 5]), 3 ^ 5);
/// ```
pub fn grundy<N: Natural>(stairs: &[N]) -> N {
    let odd: Vec<N> = stairs.iter().step_by(2).cloned().collect();
    nim_sum(&odd)
}

/// Who wins the staircase.
///
/// ```
/// use grundy_engine::{staircase, Outcome};
/// assert_eq!(staircase::outcome(&[0u64, 7]), Outcome::SecondPlayerWins);
/// ```
pub fn outcome<N: Natural>(stairs: &[N]) -> Outcome {
    Outcome::from_first_player_wins(!grundy(stairs).is_zero())
}

/// Every winning move, ordered by step: from an odd step, the Nim move on
/// that step; from an even step, sending coins down to make the odd step
/// below it `x xor s` when that is larger.
///
/// ```
/// use grundy_engine::staircase::{winning_moves, StairMove};
/// // Steps 1..3 hold 1, 4, 3: s = 1 xor 3 = 2. Step 3 can go 3 -> 1;
/// // step 2 can send 2 coins onto step 1 to make it 1 xor 2 = 3.
/// assert_eq!(winning_moves(&[1u64, 4, 3]), vec![
///     StairMove { step: 2, coins: 2 },
///     StairMove { step: 3, coins: 2 },
/// ]);
/// ```
pub fn winning_moves<N: Natural>(stairs: &[N]) -> Vec<StairMove<N>> {
    moves_to_value(stairs, &N::zero())
}

/// Every move to a staircase of Grundy value `target`, ordered by step (in
/// a sum of games, the moves that bring the sum to 0).
///
/// ```
/// use grundy_engine::staircase::{moves_to_value, StairMove};
/// // Value 1 xor 3 = 2; value 3 = 0 xor 3 = 1 xor 2: one coin down from step 1 or step 3.
/// assert_eq!(
///     moves_to_value(&[1u64, 4, 3], &3),
///     vec![StairMove { step: 1, coins: 1 }, StairMove { step: 3, coins: 1 }]
/// );
/// ```
pub fn moves_to_value<N: Natural>(stairs: &[N], target: &N) -> Vec<StairMove<N>> {
    let change = grundy(stairs).xor(target);
    if change.is_zero() {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (i, c) in stairs.iter().enumerate() {
        let step = i + 1;
        if step % 2 == 1 {
            let to = c.xor(&change);
            if to < *c {
                moves.push(StairMove {
                    step,
                    coins: c.minus(&to),
                });
            }
        } else {
            let below = &stairs[i - 1];
            let wanted = below.xor(&change);
            if wanted > *below {
                let coins = wanted.minus(below);
                if coins <= *c {
                    moves.push(StairMove { step, coins });
                }
            }
        }
    }
    moves
}

/// The winning move the explanation shows: the Nim move on the lowest odd
/// step that has one (coins from an odd step to the even step below). One
/// exists whenever the first player wins, as in Nim; the other winning
/// moves send coins onto an odd step, raising it.
///
/// ```
/// use grundy_engine::staircase::{nim_move, StairMove};
/// // Steps 1, 4, 3: the odd steps hold 1 and 3, xor 2; step 3 goes 3 -> 1.
/// assert_eq!(nim_move(&[1u64, 4, 3]), Some(StairMove { step: 3, coins: 2 }));
/// assert_eq!(nim_move(&[2u64, 9, 2]), None);
/// ```
pub fn nim_move<N: Natural>(stairs: &[N]) -> Option<StairMove<N>> {
    winning_moves(stairs).into_iter().find(|m| m.step % 2 == 1)
}

/// An explanation of the staircase verdict and of the winning move it
/// shows ([`nim_move`]), and of the moves that raise an odd step.
///
/// ```
/// let text = grundy_engine::staircase::explain(&[1u64, 4, 3]);
/// let said: Vec<_> = text.messages().map(|m| m.id()).collect();
/// assert_eq!(said[4..], ["staircase-explain-move", "staircase-explain-raising"]);
/// ```
pub fn explain<N: Natural>(stairs: &[N]) -> Text {
    let mut out = Text::new();
    out.line(msg!("staircase-explain-odd")).plain("\n");
    for (i, c) in stairs.iter().enumerate().step_by(2) {
        out.line(msg!("staircase-explain-step", step = i + 1, coins = c));
    }
    let s = grundy(stairs);
    let wins = Arg::yes(!s.is_zero());
    out.plain("\n")
        .line(msg!("staircase-explain-xor", s = s, wins = wins));
    if let Some(m) = nim_move(stairs) {
        let from = &stairs[m.step - 1];
        let to = from.minus(&m.coins);
        out.line(msg!(
            "staircase-explain-move",
            move = m.message(),
            step = m.step,
            from = from,
            to = to,
            s = s
        ));
        let raising = winning_moves(stairs).len() - 1;
        if raising > 0 {
            out.line(msg!(
                "staircase-explain-raising",
                count = Arg::count(raising),
                s = s
            ));
        }
    }
    out
}

/// Chips on a line, as given (any order, distinct cells from 1 up).
///
/// The constructor checks the chips; the analysis reduces them to a
/// staircase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chips<N> {
    cells: Vec<N>,
    /// Indices into `cells`, sorted by cell.
    order: Vec<usize>,
}

/// Why a list of chips is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChipsError<N> {
    /// Cells are numbered from 1.
    ZeroCell {
        /// Index of the chip in the input.
        index: usize,
    },
    /// Two chips on one cell.
    SameCell {
        /// The cell.
        cell: N,
        /// Input indices of the first two chips found on it.
        indices: (usize, usize),
    },
}

impl<N> ChipsError<N> {
    /// The input index of the chip to blame: the one on cell 0, or the
    /// second of two chips on one cell.
    ///
    /// ```
    /// use grundy_engine::staircase::Chips;
    /// assert_eq!(Chips::new(vec![4u64, 2, 4]).unwrap_err().culprit(), 2);
    /// ```
    pub fn culprit(&self) -> usize {
        match self {
            ChipsError::ZeroCell { index } => *index,
            ChipsError::SameCell { indices, .. } => indices.1,
        }
    }
}

impl<N: Natural> ChipsError<N> {
    /// What is wrong, as a message.
    ///
    /// ```
    /// use grundy_engine::staircase::Chips;
    /// assert_eq!(Chips::new(vec![4u64, 0]).unwrap_err().message().id(), "chips-on-cell-0");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            ChipsError::ZeroCell { index } => msg!("chips-on-cell-0", chip = index + 1),
            ChipsError::SameCell { cell, indices } => msg!(
                "chips-same-cell",
                first = indices.0 + 1,
                second = indices.1 + 1,
                cell = cell
            ),
        }
    }
}

/// Read by the installed reader ([`grundy_text::render`]).
impl<N: Natural> fmt::Display for ChipsError<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

/// A chip move: the chip on cell `from` slides left to cell `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChipMove<N> {
    /// Index of the chip in the input order, counting from 0.
    pub chip: usize,
    /// Its cell before the move.
    pub from: N,
    /// Its cell after the move (smaller).
    pub to: N,
}

impl<N: Natural> ChipMove<N> {
    /// The move in words: "slide the chip on cell 5 to cell 2".
    ///
    /// ```
    /// use grundy_engine::staircase::ChipMove;
    /// let m = ChipMove { chip: 0, from: 5u64, to: 2 };
    /// assert_eq!(m.message().id(), "move-slide-chip");
    /// ```
    pub fn message(&self) -> grundy_text::Message {
        grundy_text::msg!("move-slide-chip", from = self.from, to = self.to)
    }
}

/// Read by the installed reader ([`grundy_text::render`]).
impl<N: Natural> fmt::Display for ChipMove<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl<N: Natural> ChipMove<N> {
    /// How many cells the chip slides.
    ///
    /// ```
    /// use grundy_engine::staircase::ChipMove;
    /// assert_eq!(ChipMove { chip: 0, from: 9u64, to: 4 }.distance(), 5);
    /// ```
    pub fn distance(&self) -> N {
        self.from.minus(&self.to)
    }
}

impl<N: Natural> Chips<N> {
    /// Checks the chips: cells from 1 up, no two on the same cell.
    ///
    /// ```
    /// use grundy_engine::staircase::Chips;
    /// assert!(Chips::new(vec![3u64, 1, 2]).is_ok());
    /// assert!(Chips::new(vec![3u64, 3]).is_err());
    /// assert!(Chips::new(vec![0u64]).is_err());
    /// ```
    pub fn new(cells: Vec<N>) -> Result<Self, ChipsError<N>> {
        if let Some(index) = cells.iter().position(Natural::is_zero) {
            return Err(ChipsError::ZeroCell { index });
        }
        let mut order: Vec<usize> = (0..cells.len()).collect();
        order.sort_by(|&a, &b| cells[a].cmp(&cells[b]).then(a.cmp(&b)));
        for w in order.windows(2) {
            if cells[w[0]] == cells[w[1]] {
                return Err(ChipsError::SameCell {
                    cell: cells[w[0]].clone(),
                    indices: (w[0], w[1]),
                });
            }
        }
        Ok(Chips { cells, order })
    }

    /// The chips' cells in input order.
    pub fn cells(&self) -> &[N] {
        &self.cells
    }

    /// The equivalent staircase: step 1 is the gap in front of the rightmost
    /// chip, step `n` the gap in front of the leftmost.
    ///
    /// ```
    /// use grundy_engine::staircase::Chips;
    /// let chips = Chips::new(vec![6u64, 1, 3]).unwrap();
    /// // Gaps in front of the chips at 1, 3, 6: 0, 1, 2.
    /// assert_eq!(chips.staircase(), vec![2, 1, 0]);
    /// ```
    pub fn staircase(&self) -> Vec<N> {
        let n = self.order.len();
        (0..n)
            .map(|step| {
                let sorted_index = n - 1 - step;
                let cell = &self.cells[self.order[sorted_index]];
                let behind = if sorted_index == 0 {
                    N::zero()
                } else {
                    self.cells[self.order[sorted_index - 1]].clone()
                };
                cell.minus(&behind).minus(&crate::num::one())
            })
            .collect()
    }

    /// The Grundy value (the xor of the odd steps of the staircase).
    pub fn grundy(&self) -> N {
        grundy(&self.staircase())
    }

    /// Who wins.
    ///
    /// ```
    /// use grundy_engine::staircase::Chips;
    /// assert!(!Chips::new(vec![1u64, 2, 3]).unwrap().outcome().first_player_wins());
    /// ```
    pub fn outcome(&self) -> Outcome {
        Outcome::from_first_player_wins(!self.grundy().is_zero())
    }

    /// Every winning move, told as which chip slides where, ordered from
    /// the rightmost chip to the left.
    ///
    /// ```
    /// use grundy_engine::staircase::Chips;
    /// let chips = Chips::new(vec![1u64, 5]).unwrap();
    /// let m = chips.winning_moves();
    /// assert_eq!((m.len(), m[0].from, m[0].to), (1, 5, 2));
    /// ```
    pub fn winning_moves(&self) -> Vec<ChipMove<N>> {
        let n = self.order.len();
        winning_moves(&self.staircase())
            .into_iter()
            .map(|m| {
                let chip = self.order[n - m.step];
                let from = self.cells[chip].clone();
                let to = from.minus(&m.coins);
                ChipMove { chip, from, to }
            })
            .collect()
    }

    /// The chips after a move, in input order.
    pub fn apply(&self, m: &ChipMove<N>) -> Vec<N> {
        let mut after = self.cells.clone();
        after[m.chip] = m.to.clone();
        after
    }

    /// An explanation: the gaps, the staircase they form, and the move.
    ///
    /// ```
    /// use grundy_engine::staircase::Chips;
    /// let text = Chips::new(vec![3u64, 5]).unwrap().explain();
    /// assert_eq!(text.messages().next().unwrap().id(), "chips-explain-gaps");
    /// ```
    pub fn explain(&self) -> Text {
        let mut out = Text::new();
        let stairs = self.staircase();
        let n = stairs.len();
        out.line(msg!("chips-explain-gaps")).plain("\n");
        for (step, gap) in stairs.iter().enumerate() {
            let chip = self.order[n - 1 - step];
            out.line(msg!(
                "chips-explain-step",
                step = step + 1,
                cell = self.cells[chip],
                gap = gap,
                odd = Arg::yes(step % 2 == 0)
            ));
        }
        let s = grundy(&stairs);
        let wins = Arg::yes(self.outcome().first_player_wins());
        out.plain("\n")
            .line(msg!("staircase-explain-xor", s = s, wins = wins));
        if let Some(m) = self.winning_moves().first() {
            out.line(msg!("chips-explain-move", move = m.message()));
        }
        out
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
        grundy(&self.0)
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        moves_to_value(&self.0, target)
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
                let m = StairMove {
                    step: i + 1,
                    coins: BigNat::from(coins),
                };
                let value = grundy(&big_apply(&m, &self.0));
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
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        Box::new(StaircaseComponent(m.after_numbers.clone()))
    }
    fn rules_on_numbers(&self) -> Option<crate::component::NumberRules> {
        let start = self
            .0
            .iter()
            .map(|c| c.to_u64().and_then(|c| u32::try_from(c).ok()))
            .collect::<Option<Vec<u32>>>()?;
        // Between 1 and all the coins of a step go one step down (off the
        // staircase from step 1).
        fn options(at: &[u32], out: &mut Vec<u32>) {
            for (i, &c) in at.iter().enumerate() {
                for k in 1..=c {
                    let from = out.len();
                    out.extend_from_slice(at);
                    out[from + i] -= k;
                    if i > 0 {
                        out[from + i - 1] += k;
                    }
                }
            }
        }
        Some(crate::component::NumberRules { start, options })
    }
    fn lasting_move(&self) -> Option<ComponentMove> {
        // Every one-coin move lowers the moves left by exactly one.
        let step = self.0.iter().position(|c| !Natural::is_zero(c))?;
        Some(self.stair_move(&StairMove {
            step: step + 1,
            coins: BigNat::ONE,
        }))
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        vec![("S N", grundy_text::msg!("syntax-staircase"))]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let [step, n] = typed_words(words, "S N")?;
        let i = typed_index(step, &grundy_text::msg!("noun-step"), self.0.len())?;
        let coins = typed_number(n, &grundy_text::msg!("noun-coins"))?;
        if Natural::is_zero(&coins) {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-step-at-least-1"
            )));
        }
        if coins > self.0[i] {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-step-only",
                step = step,
                coins = self.0[i]
            )));
        }
        Ok(self.stair_move(&StairMove { step: i + 1, coins }))
    }
}

/// A staircase move on numbers of any size, which always fit.
fn big_apply(m: &StairMove<BigNat>, stairs: &[BigNat]) -> Vec<BigNat> {
    m.apply(stairs)
        .expect("arbitrary precision holds every step")
}

impl StaircaseComponent {
    fn stair_move(&self, m: &StairMove<BigNat>) -> ComponentMove {
        let after = big_apply(m, &self.0);
        ComponentMove {
            description: m.message(),
            after: format!("staircase={}", list(&after)),
            remaining: StaircaseComponent(after.clone()).remaining(),
            family: None,
            after_numbers: after,
        }
    }
}

/// Staircases in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "staircase",
    examples: &["staircase=1,4,3"],
    more_examples: &[],
    position: "kind-staircase-position",
    rules: "kind-staircase-rules",
    play: Play {
        example: "staircase 1 4 3",
        numbers: PlayNumbers::AllInOne,
    },
    claims: |game| game == "staircase",
    parse: |w| Ok(Box::new(StaircaseComponent::new(w.numbers("noun-step")?))),
    fallback: false,
    heaps: false,
};

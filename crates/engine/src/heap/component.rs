//! Heaps of one heap game as a component of a sum, and heap games'
//! entry in the registry of kinds.

use super::HeapGame;
use crate::component::{
    Component, ComponentMove, Kind, Play, PlayNumbers, Reason, TooManyMoves, Written,
};
use crate::num::{BigNat, Natural};
use std::rc::Rc;

/// Heaps of one heap game (a Kayles row, a subtraction-game heap, …).
pub struct HeapComponent {
    game: HeapGame,
    heaps: Vec<usize>,
    /// G(0..=largest heap), shared by the positions that moves lead to
    /// (their heaps are smaller).
    values: Rc<Vec<u32>>,
}

/// The largest heap a sum evaluates: the nim-sequence up to it is computed.
pub const HEAP_LIMIT: usize = 100_000;

/// The most options (see [`HeapGame::sequence_cost`]) a sum examines to
/// value one heap game's heaps: about a second of work. Games with a proven
/// period reach much further within it.
pub const HEAP_WORK_LIMIT: u128 = 1_000_000_000;

impl HeapComponent {
    /// Heaps of `game`, or why not: a heap exceeds [`HEAP_LIMIT`], or its
    /// nim-sequence would cost more than [`HEAP_WORK_LIMIT`].
    ///
    /// ```
    /// use grundy_engine::heap::{component::HeapComponent, HeapGame};
    /// use grundy_engine::component::Component;
    /// let kayles = HeapComponent::new(HeapGame::parse("kayles").unwrap(), vec![3, 4]).unwrap();
    /// assert_eq!(kayles.grundy(), (3u64 ^ 1).into());
    /// assert!(HeapComponent::new(HeapGame::Grundys, vec![100_001]).is_err());
    /// ```
    pub fn new(game: HeapGame, heaps: Vec<usize>) -> Result<Self, Reason> {
        let max = heaps.iter().copied().max().unwrap_or(0);
        if max > HEAP_LIMIT {
            return Err(Reason::TooLarge {
                value: BigNat::from(max),
                limit: HEAP_LIMIT as u64,
                why: UP_TO_THE_HEAP,
            });
        }
        let values = game
            .sequence_bounded(max + 1, HEAP_WORK_LIMIT)
            .map_err(|_| Reason::TooMuchWork {
                largest: max,
                limit: HEAP_WORK_LIMIT,
            })?;
        Ok(HeapComponent {
            game,
            heaps,
            values: Rc::new(values),
        })
    }
}

impl Component for HeapComponent {
    fn describe(&self) -> String {
        let mut heaps: Vec<String> = self.heaps.iter().map(ToString::to_string).collect();
        if heaps.is_empty() {
            // No heap left is written as one empty heap, so that it reads back.
            heaps.push("0".to_string());
        }
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
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        let heaps = m
            .after_numbers
            .iter()
            .map(|h| h.to_u64().expect("a move makes heaps smaller") as usize)
            .collect();
        Box::new(HeapComponent {
            game: self.game.clone(),
            heaps,
            values: self.values.clone(),
        })
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

/// Why heaps have a limit, as errors say it.
const UP_TO_THE_HEAP: &str = "its nim-sequence is computed up to the heap";

fn parse(w: &Written<'_>) -> Result<Box<dyn Component>, crate::component::ComponentError> {
    let game = HeapGame::parse(w.game).map_err(|e| w.error(Reason::Game(e)))?;
    let heaps = w.numbers("heap")?;
    let heaps = w.at_most(&heaps, HEAP_LIMIT as u64, UP_TO_THE_HEAP)?;
    let heaps: Vec<usize> = heaps.into_iter().map(|h| h as usize).collect();
    Ok(Box::new(
        HeapComponent::new(game, heaps).map_err(|r| w.error(r))?,
    ))
}

/// Heap games in the registry of kinds: every name no other kind claims is
/// read as one, and refused with what is accepted when it is not.
pub const KIND: Kind = Kind {
    game: "a heap game",
    examples: &["kayles=10", "kayles=3,4"],
    more_examples: &["sub:1,2,5=9", "0.07=12", "grundys-game=9"],
    position: "heaps of a heap game: a name, a code or a set (0.07=12, sub:1,2,5=9)",
    rules: "a name, a take-and-break code (0.07) or a subtraction set (sub:1,2,5), with one or \
            more heaps (kayles=3,4)",
    play: Play {
        example: "kayles 10",
        numbers: PlayNumbers::AllInOne,
    },
    claims: |game| HeapGame::parse(game).is_ok(),
    parse,
    fallback: true,
    heaps: true,
};

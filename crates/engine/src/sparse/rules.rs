//! The moves of a game, sorted for the engine.

use crate::heap::HeapGame;

/// The moves of an octal game (or Grundy's game), sorted for the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SparseRules {
    /// `take_all[k]`: a heap of exactly `k` may be taken away.
    pub(super) take_all: Vec<bool>,
    /// Remove `k` and leave one non-empty heap.
    pub(super) take: Vec<usize>,
    /// Remove `k` and split the rest into two non-empty heaps, by parity of `k`.
    pub(super) split: [Vec<usize>; 2],
    /// The two heaps of a split must differ (Grundy's game).
    pub(super) unequal: bool,
    /// The most counters one move removes, for the Guy–Smith bound; `None`
    /// where the theorem does not apply (Grundy's game).
    pub(super) guy_smith_removal: Option<usize>,
}

impl SparseRules {
    /// The rules of `game` if the engine handles it: octal codes (digits up
    /// to 7) and Grundy's game. `None` for other games.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::sparse::SparseRules;
    /// assert!(SparseRules::of(&HeapGame::parse("0.6").unwrap()).is_some());
    /// assert!(SparseRules::of(&HeapGame::parse("grundys-game").unwrap()).is_some());
    /// assert!(SparseRules::of(&HeapGame::parse("0.F").unwrap()).is_none());
    /// assert!(SparseRules::of(&HeapGame::parse("nim").unwrap()).is_none());
    /// ```
    pub fn of(game: &HeapGame) -> Option<SparseRules> {
        match game {
            HeapGame::TakeAndBreak(code) if !code.is_hexadecimal() => {
                let t = code.max_removal();
                let mut rules = SparseRules {
                    take_all: vec![false; t + 1],
                    take: Vec::new(),
                    split: [Vec::new(), Vec::new()],
                    unequal: false,
                    guy_smith_removal: Some(t),
                };
                for k in 0..=t {
                    let d = code.digit(k);
                    if d & 1 != 0 && k > 0 {
                        rules.take_all[k] = true;
                    }
                    if d & 2 != 0 && k > 0 {
                        rules.take.push(k);
                    }
                    if d & 4 != 0 {
                        rules.split[k % 2].push(k);
                    }
                }
                Some(rules)
            }
            HeapGame::Grundys => Some(SparseRules {
                take_all: Vec::new(),
                take: Vec::new(),
                split: [vec![0], Vec::new()],
                unequal: true,
                guy_smith_removal: None,
            }),
            _ => None,
        }
    }

    /// The most counters a move removes if the Guy–Smith periodicity theorem
    /// applies to the game (every octal game), else `None`.
    pub fn guy_smith_removal(&self) -> Option<usize> {
        self.guy_smith_removal
    }

    /// The most counters a move that splits the heap removes (0 if none).
    pub(super) fn largest_split_removal(&self) -> usize {
        self.split.iter().flatten().max().copied().unwrap_or(0)
    }

    pub(super) fn largest_half(&self, rest: usize) -> usize {
        if self.unequal {
            (rest - 1) / 2
        } else {
            rest / 2
        }
    }
}

//! The moves of a game, as the engine reads them: lowered from a game
//! description by its caller (see `HeapGame::sparse_rules`).

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
    /// The rules of the octal game whose digit for removing `k` counters is
    /// `digits[k]` (bit 1: the heap may be taken away, bit 2: one heap
    /// left, bit 4: two heaps); `None` if there are no digits or one is
    /// not octal (above 7: a split into three heaps, which the engine does
    /// not handle).
    ///
    /// ```
    /// use grundy_engine::sparse::SparseRules;
    /// // 0.6: remove one counter and leave one heap or two.
    /// assert!(SparseRules::octal([0, 6]).is_some());
    /// assert!(SparseRules::octal([0, 0xF]).is_none());
    /// ```
    pub fn octal(digits: impl IntoIterator<Item = u8>) -> Option<SparseRules> {
        let digits: Vec<u8> = digits.into_iter().collect();
        if digits.is_empty() || digits.iter().any(|&d| d > 7) {
            return None;
        }
        let t = digits.len() - 1;
        let mut rules = SparseRules {
            take_all: vec![false; t + 1],
            take: Vec::new(),
            split: [Vec::new(), Vec::new()],
            unequal: false,
            guy_smith_removal: Some(t),
        };
        for (k, &d) in digits.iter().enumerate() {
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

    /// The rules of Grundy's game: split a heap into two unequal heaps.
    pub fn grundys_game() -> SparseRules {
        SparseRules {
            take_all: Vec::new(),
            take: Vec::new(),
            split: [vec![0], Vec::new()],
            unequal: true,
            guy_smith_removal: None,
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

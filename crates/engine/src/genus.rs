//! Conway's genus theory for the misère play of heap games (On Numbers and
//! Games, ch. 12; Winning Ways, ch. 13).
//!
//! The **misère nim-value** `G⁻(G)` of a game is 1 for a game with no move
//! and otherwise the mex of its options' misère nim-values. The **genus**
//! of `G` is written `g^{γ₀ γ₁ γ₂ …}`, where `g` is the normal-play value and
//! `γₖ = G⁻(G + *2 + … + *2)` with `k` copies of the nim-heap `*2`, so that
//! `γ₀` is the misère value of `G` itself. The sequence `γₖ` ends by
//! alternating between two values for ever, and is written up to the
//! first two of them: `*0` has genus `0^{120}` (γ = 1, 2, 0, 2, 0, …),
//! `*1` has `1^{031}`, and `*g` for `g ≥ 2` has `g^{g, g⊕2}`.
//!
//! A game is **tame** here when every position it can reach (itself
//! included, every sum of heaps a split leaves among them) has one of those
//! nim-heap genera: `0^{120}`, `1^{031}` or `g^{g, g⊕2}` with `g ≥ 2`. A sum
//! of such games plays, in misère play, like misère Nim of their normal
//! values. The check is the strict one (no reversible-move reduction), so
//! a heap reported wild may still be tame in Conway's wider sense; a heap
//! reported tame is tame.
//!
//! Everything is computed exactly by a memoised search of positions — a
//! multiset of heaps plus some nim-heaps `*1` and `*2` — with an explicit
//! stack (no recursion). The superscripts are computed for `k` up to
//! [`GenusTable::depth`] copies of `*2`, and written up to where they start
//! alternating within that window.
//!
//! ```
//! use grundy_engine::genus::GenusTable;
//! use grundy_engine::heap::HeapGame;
//! let mut kayles = GenusTable::new(&HeapGame::parse("kayles").unwrap(), 6);
//! // The heap of 0 is *0 and the heap of 1 is *1; the heap of 5 has genus
//! // 4^146, not the 4^46 of a nim-heap: misère Kayles is wild there.
//! assert_eq!(kayles.heap(0).to_string(), "0^120");
//! assert_eq!(kayles.heap(1).to_string(), "1^031");
//! assert_eq!(kayles.heap(5).to_string(), "4^146");
//! assert!(kayles.heap(4).tame);
//! assert!(!kayles.heap(5).tame);
//! ```

use crate::heap::HeapGame;
use rustc_hash::FxHashMap;
use std::fmt;

/// The default number of copies of `*2` the superscripts are computed to.
pub const DEFAULT_DEPTH: usize = 5;

/// The genus of one heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Genus {
    /// The normal-play value `g`.
    pub normal: u32,
    /// `γ₀, γ₁, …`: the misère values of the heap plus 0, 1, … copies of
    /// `*2`, written up to where they alternate (at least one).
    pub superscripts: Vec<u32>,
    /// Whether every position the heap can reach has a nim-heap genus.
    pub tame: bool,
}

impl Genus {
    /// The misère nim-value `γ₀`.
    ///
    /// ```
    /// use grundy_engine::genus::GenusTable;
    /// use grundy_engine::heap::HeapGame;
    /// assert_eq!(GenusTable::new(&HeapGame::Nim, 3).heap(1).misere(), 0);
    /// ```
    pub fn misere(&self) -> u32 {
        self.superscripts[0]
    }

    /// Whether `normal^{superscripts}` is the genus of a nim-heap:
    /// `0^{120}`, `1^{031}` or `g^{g, g⊕2}` for `g ≥ 2`.
    ///
    /// ```
    /// use grundy_engine::genus::Genus;
    /// let g = Genus { normal: 5, superscripts: vec![5, 7], tame: true };
    /// assert!(g.nim_like());
    /// ```
    pub fn nim_like(&self) -> bool {
        nim_like(self.normal, &self.superscripts)
    }
}

pub(crate) fn nim_like(g: u32, sup: &[u32]) -> bool {
    match g {
        0 => sup == [1, 2, 0],
        1 => sup == [0, 3, 1],
        _ => sup == [g, g ^ 2],
    }
}

/// Writes `g^γ₀γ₁…`, with the superscripts separated by commas when one
/// of them has more than one digit.
impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.superscripts.iter().any(|&v| v > 9) {
            ","
        } else {
            ""
        };
        let sup: Vec<String> = self.superscripts.iter().map(u32::to_string).collect();
        write!(f, "{}^{}", self.normal, sup.join(sep))
    }
}

/// Cuts `γ` after the first two values of its alternating tail.
pub(crate) fn trim(gammas: &[u32]) -> Vec<u32> {
    let mut m = gammas.len().saturating_sub(2);
    while m > 0 && gammas[m - 1] == gammas[m + 1] {
        m -= 1;
    }
    gammas[..(m + 2).min(gammas.len())].to_vec()
}

/// A position: heaps of the game (sorted, none without a move) and how
/// many nim-heaps `*1` and `*2` stand beside them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Position {
    ones: u16,
    twos: u16,
    heaps: Vec<u32>,
}

/// The misère values and genus of every heap of one game up to a size.
pub struct GenusTable {
    game: HeapGame,
    depth: usize,
    /// Whether a heap of n has a move (heaps without one are the game 0).
    live: Vec<bool>,
    normal: Vec<u32>,
    memo: FxHashMap<Position, u32>,
    /// Whether a sum of heaps (sorted, live) is tame.
    tame: FxHashMap<Vec<u32>, bool>,
    heaps: Vec<Genus>,
    /// The options listed so far, one for each move of each position
    /// valued: the measure of the time spent.
    moves: u64,
}

impl GenusTable {
    /// An empty table for `game`, computing superscripts to `depth`
    /// copies of `*2` (at least 2); grow it with [`GenusTable::extend`].
    ///
    /// ```
    /// use grundy_engine::genus::GenusTable;
    /// use grundy_engine::heap::HeapGame;
    /// let t = GenusTable::new(&HeapGame::Nim, 4);
    /// assert_eq!(t.len(), 0);
    /// ```
    pub fn new(game: &HeapGame, depth: usize) -> GenusTable {
        GenusTable {
            game: game.clone(),
            depth: depth.max(2),
            live: Vec::new(),
            normal: Vec::new(),
            memo: FxHashMap::default(),
            tame: FxHashMap::default(),
            heaps: Vec::new(),
            moves: 0,
        }
    }

    /// The number of copies of `*2` the superscripts are computed to.
    ///
    /// ```
    /// use grundy_engine::genus::GenusTable;
    /// assert_eq!(GenusTable::new(&grundy_engine::heap::HeapGame::Nim, 1).depth(), 2);
    /// ```
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// How many heaps (0, 1, …) the table holds.
    ///
    /// ```
    /// use grundy_engine::genus::GenusTable;
    /// let mut t = GenusTable::new(&grundy_engine::heap::HeapGame::Nim, 3);
    /// t.extend(5);
    /// assert_eq!(t.len(), 5);
    /// ```
    pub fn len(&self) -> usize {
        self.heaps.len()
    }

    /// Whether the table holds no heap.
    ///
    /// ```
    /// use grundy_engine::genus::GenusTable;
    /// assert!(GenusTable::new(&grundy_engine::heap::HeapGame::Nim, 3).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.heaps.is_empty()
    }

    /// The genus of the heap of `n`, computing the table up to it first.
    ///
    /// ```
    /// use grundy_engine::genus::GenusTable;
    /// let mut t = GenusTable::new(&grundy_engine::heap::HeapGame::Nim, 4);
    /// assert_eq!(t.heap(3).to_string(), "3^31");
    /// ```
    pub fn heap(&mut self, n: usize) -> &Genus {
        self.extend(n + 1);
        &self.heaps[n]
    }

    /// How many positions (sums of heaps and copies of `*1` and `*2`) the
    /// table has valued so far: the measure of its memory and time.
    ///
    /// ```
    /// use grundy_engine::genus::GenusTable;
    /// let mut t = GenusTable::new(&grundy_engine::heap::HeapGame::parse("kayles").unwrap(), 3);
    /// t.extend(6);
    /// assert!(t.positions() > 6);
    /// ```
    pub fn positions(&self) -> usize {
        self.memo.len()
    }

    /// How many moves the table has examined so far (each option of each
    /// position valued): the measure of its time, as
    /// [`GenusTable::positions`] is of its memory.
    ///
    /// ```
    /// use grundy_engine::genus::GenusTable;
    /// let mut t = GenusTable::new(&grundy_engine::heap::HeapGame::parse("kayles").unwrap(), 3);
    /// t.extend(6);
    /// assert!(t.moves() >= t.positions() as u64 / 2);
    /// ```
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// The heaps computed so far, from 0.
    ///
    /// ```
    /// use grundy_engine::genus::GenusTable;
    /// let mut t = GenusTable::new(&grundy_engine::heap::HeapGame::Nim, 4);
    /// t.extend(3);
    /// assert_eq!(t.heaps().iter().map(|g| g.misere()).collect::<Vec<_>>(), vec![1, 0, 2]);
    /// ```
    pub fn heaps(&self) -> &[Genus] {
        &self.heaps
    }

    /// Computes the heaps below `len`, calling nothing; see
    /// [`GenusTable::extend_each`].
    ///
    /// ```
    /// use grundy_engine::genus::GenusTable;
    /// let mut t = GenusTable::new(&grundy_engine::heap::HeapGame::parse("0.07").unwrap(), 4);
    /// t.extend(10);
    /// assert_eq!(t.heaps()[2].to_string(), "1^031");
    /// ```
    pub fn extend(&mut self, len: usize) {
        self.extend_each(len, |_, _| {});
    }

    /// Computes the heaps below `len`, calling `each(n, genus)` as soon as
    /// each is known.
    ///
    /// ```
    /// use grundy_engine::genus::GenusTable;
    /// let mut t = GenusTable::new(&grundy_engine::heap::HeapGame::Nim, 3);
    /// let mut seen = 0;
    /// t.extend_each(4, |_, _| seen += 1);
    /// assert_eq!(seen, 4);
    /// ```
    pub fn extend_each(&mut self, len: usize, mut each: impl FnMut(usize, &Genus)) {
        if len <= self.heaps.len() {
            return;
        }
        // Computed anew only when short, at least doubling, so that growing
        // the table one heap at a time stays linear in the sequence.
        if self.normal.len() < len {
            let want = len.max(2 * self.normal.len());
            self.normal = self.game.sequence(want, |_| {});
        }
        while self.live.len() < len {
            let n = self.live.len();
            let mut any = false;
            self.game.for_each_option(n, |_| any = true);
            self.live.push(any);
        }
        while self.heaps.len() < len {
            let n = self.heaps.len();
            let heaps = if self.live[n] {
                vec![n as u32]
            } else {
                Vec::new()
            };
            let gammas: Vec<u32> = (0..=self.depth)
                .map(|k| {
                    self.value(Position {
                        ones: 0,
                        twos: k as u16,
                        heaps: heaps.clone(),
                    })
                })
                .collect();
            let superscripts = trim(&gammas);
            let normal = self.normal[n];
            let tame = nim_like(normal, &superscripts) && self.options_tame(n);
            self.heaps.push(Genus {
                normal,
                superscripts,
                tame,
            });
            each(n, &self.heaps[n]);
        }
    }

    /// The misère nim-value of a sum of heaps of this game (any order,
    /// each below [`GenusTable::len`] or computed on the way).
    ///
    /// ```
    /// use grundy_engine::genus::GenusTable;
    /// let mut t = GenusTable::new(&grundy_engine::heap::HeapGame::Nim, 3);
    /// // Misère Nim: from two piles of 1 the player to move wins (value not
    /// // 0) by leaving the last pile to the opponent; from 2 + 2 it loses.
    /// assert_eq!(t.misere_value(&[1, 1]), 1);
    /// assert_eq!(t.misere_value(&[2, 2]), 0);
    /// ```
    pub fn misere_value(&mut self, heaps: &[usize]) -> u32 {
        let top = heaps.iter().copied().max().unwrap_or(0);
        if top >= self.live.len() {
            self.extend(top + 1);
        }
        let heaps = self.normalise(heaps.iter().map(|&h| h as u32).collect());
        self.value(Position {
            ones: 0,
            twos: 0,
            heaps,
        })
    }

    fn normalise(&self, mut heaps: Vec<u32>) -> Vec<u32> {
        heaps.retain(|&h| self.live[h as usize]);
        heaps.sort_unstable();
        heaps
    }

    /// Every option of a position.
    fn options(&self, p: &Position) -> Vec<Position> {
        let mut out = Vec::new();
        if p.ones > 0 {
            out.push(Position {
                ones: p.ones - 1,
                ..p.clone()
            });
        }
        if p.twos > 0 {
            out.push(Position {
                twos: p.twos - 1,
                ..p.clone()
            });
            out.push(Position {
                ones: p.ones + 1,
                twos: p.twos - 1,
                heaps: p.heaps.clone(),
            });
        }
        for (i, &h) in p.heaps.iter().enumerate() {
            if i > 0 && p.heaps[i - 1] == h {
                continue;
            }
            self.game.for_each_option(h as usize, |parts| {
                let mut heaps = p.heaps.clone();
                heaps.remove(i);
                heaps.extend(parts.iter().map(|&a| a as u32));
                out.push(Position {
                    ones: p.ones,
                    twos: p.twos,
                    heaps: self.normalise(heaps),
                });
            });
        }
        out
    }

    /// The misère value of `start`, by an explicit-stack search.
    fn value(&mut self, start: Position) -> u32 {
        if let Some(&v) = self.memo.get(&start) {
            return v;
        }
        // Each frame keeps its options once they are listed, so that a
        // position's options are generated once, not again on the way back.
        let mut stack: Vec<(Position, Option<Vec<Position>>)> = vec![(start.clone(), None)];
        while let Some((p, listed)) = stack.last_mut() {
            if listed.is_none() && self.memo.contains_key(p) {
                stack.pop();
                continue;
            }
            if let Some(options) = listed.take() {
                let v = mex(options.iter().map(|o| self.memo[o]));
                let (p, _) = stack.pop().expect("a position on the stack");
                self.memo.insert(p, v);
                continue;
            }
            let options = self.options(p);
            self.moves += options.len() as u64;
            let missing: Vec<Position> = options
                .iter()
                .filter(|o| !self.memo.contains_key(*o))
                .cloned()
                .collect();
            if missing.is_empty() {
                let v = if options.is_empty() {
                    1
                } else {
                    mex(options.iter().map(|o| self.memo[o]))
                };
                let (p, _) = stack.pop().expect("a position on the stack");
                self.memo.insert(p, v);
            } else {
                *listed = Some(options);
                stack.extend(missing.into_iter().map(|o| (o, None)));
            }
        }
        self.memo[&start]
    }

    /// Whether every option of the heap of `n` is tame: each position it
    /// leaves (a sum of smaller heaps) has a nim-heap genus and moves only
    /// to tame positions. Heaps of one size left alone are known already.
    fn options_tame(&mut self, n: usize) -> bool {
        let mut seen = std::mem::take(&mut self.tame);
        let mut stack: Vec<Vec<u32>> = Vec::new();
        let mut first = Vec::new();
        self.game.for_each_option(n, |parts| {
            first.push(parts.iter().map(|&a| a as u32).collect::<Vec<_>>());
        });
        for heaps in first {
            stack.push(self.normalise(heaps));
        }
        let roots = stack.clone();
        while let Some(heaps) = stack.last().cloned() {
            if seen.contains_key(&heaps) {
                stack.pop();
                continue;
            }
            if let [h] = heaps.as_slice() {
                let t = self.heaps[*h as usize].tame;
                seen.insert(heaps, t);
                stack.pop();
                continue;
            }
            let p = Position {
                ones: 0,
                twos: 0,
                heaps: heaps.clone(),
            };
            let next: Vec<Vec<u32>> = self.options(&p).into_iter().map(|o| o.heaps).collect();
            self.moves += next.len() as u64;
            let missing: Vec<Vec<u32>> = next
                .iter()
                .filter(|o| !seen.contains_key(*o))
                .cloned()
                .collect();
            if !missing.is_empty() {
                stack.extend(missing);
                continue;
            }
            let ok = next.iter().all(|o| seen[o]) && self.genus_nim_like(&heaps);
            seen.insert(heaps, ok);
            stack.pop();
        }
        let all = roots.iter().all(|r| seen[r]);
        self.tame = seen;
        all
    }

    fn genus_nim_like(&mut self, heaps: &[u32]) -> bool {
        let normal = heaps.iter().fold(0, |x, &h| x ^ self.normal[h as usize]);
        let gammas: Vec<u32> = (0..=self.depth)
            .map(|k| {
                self.value(Position {
                    ones: 0,
                    twos: k as u16,
                    heaps: heaps.to_vec(),
                })
            })
            .collect();
        nim_like(normal, &trim(&gammas))
    }
}

fn mex(values: impl Iterator<Item = u32>) -> u32 {
    mex_with(&mut Vec::new(), values)
}

/// The least value not among `values`, marking them in `seen` (cleared
/// first), so that a caller valuing many positions reuses one buffer.
pub(crate) fn mex_with(seen: &mut Vec<bool>, values: impl Iterator<Item = u32>) -> u32 {
    seen.clear();
    for v in values {
        let v = v as usize;
        if v >= seen.len() {
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

#[cfg(test)]
mod tests;

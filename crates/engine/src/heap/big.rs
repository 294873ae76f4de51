//! Heap values at any size through a proven period, and the moves from a
//! heap past the computed values, grouped: a split of a huge heap has
//! millions of options, but past the preperiod its value depends only on
//! where the cut falls modulo the period, so the options fall into at most
//! one group per residue, each an arithmetic progression of cuts.

use super::HeapGame;
use crate::num::{BigNat, Natural};
use crate::periodicity::Period;
use crate::subtraction::SubtractionSet;

/// `G(n)` for every heap `n`: the values computed, and past them the
/// proven pure period, when there is one.
///
/// ```
/// use grundy_engine::heap::{big::Values, HeapGame};
/// let kayles = Values::up_to(&HeapGame::parse("kayles").unwrap(), 1000, u128::MAX).unwrap();
/// let huge: grundy_engine::num::BigNat = "100000000000000000000".parse().unwrap();
/// // 10^20 = 71 + 12k + 5 for some k: the value of a row of 76.
/// assert_eq!(kayles.representative(&huge), 76);
/// assert_eq!(kayles.of(&huge), kayles.of(&76u64.into()));
/// assert!(kayles.proof().is_some());
/// ```
#[derive(Clone, Debug)]
pub struct Values {
    table: Vec<u32>,
    /// The proven pure period, which values every heap past the table.
    period: Option<Period>,
    proof: Option<grundy_text::Message>,
    /// Whether the moves of heaps past the table can be grouped too
    /// ([`each_group`]): the game leaves one or two heaps, and the table is
    /// long enough for the grouping.
    grouped: bool,
}

impl Values {
    /// The values of heaps `0..len` (work bounded by `budget`, as in
    /// [`HeapGame::sequence_bounded`]), with the period if they prove one.
    pub fn up_to(game: &HeapGame, len: usize, budget: u128) -> Result<Values, super::TooMuchWork> {
        let table = game.sequence_bounded(len, budget)?;
        let p = game.periodicity(&table);
        let period = p.period.filter(|per| p.proven && per.saltus == 0);
        // The grouping needs the preperiod and a whole period twice over in
        // the table, and the most a move removes besides, so that the
        // larger heap a split leaves is past the preperiod.
        let grouped = period.as_ref().is_some_and(|per| {
            Periodic {
                table: &table,
                preperiod: per.preperiod,
                period: per.period,
            }
            .groups(game)
        });
        let proof = period.as_ref().and(p.proof);
        Ok(Values {
            table,
            period,
            proof,
            grouped,
        })
    }

    /// How many heaps are valued from the table (`0..len`).
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// Whether no value was computed.
    pub fn is_empty(&self) -> bool {
        self.table.is_empty()
    }

    /// Whether heaps past [`Values::len`] are valued, through the period,
    /// and their moves listed, in groups ([`each_group`]).
    pub fn any_size(&self) -> bool {
        self.period.is_some() && self.grouped
    }

    /// The proven period, which values every heap past the table.
    pub fn period(&self) -> Option<&Period> {
        self.period.as_ref()
    }

    /// Why the period holds for ever, when it is used.
    pub fn proof(&self) -> Option<&grundy_text::Message> {
        self.proof.as_ref()
    }

    /// The values computed, of heaps `0..len`.
    pub fn table(&self) -> &[u32] {
        &self.table
    }

    /// `G(n)` for `n` in the table.
    pub fn small(&self, n: usize) -> Option<u32> {
        self.table.get(n).copied()
    }

    /// `G(n)`: from the table, or through the period past it.
    ///
    /// # Panics
    /// If `n` is past the table and no period is proven (the component
    /// refuses such a heap when it is read).
    pub fn of(&self, n: &BigNat) -> u32 {
        if let Some(v) = small(n).and_then(|n| self.small(n)) {
            return v;
        }
        self.periodic()
            .expect("heaps past the table are refused without a proven period")
            .of(n)
    }

    /// The table with its proven period, as [`each_group_in`] reads it.
    pub fn periodic(&self) -> Option<Periodic<'_>> {
        self.period.as_ref().map(|p| Periodic {
            table: &self.table,
            preperiod: p.preperiod,
            period: p.period,
        })
    }

    /// The index in the table with the value of `n` (`n` itself when it is
    /// in the table): what `--explain` shows.
    pub fn representative(&self, n: &BigNat) -> usize {
        match (small(n).filter(|&n| n < self.table.len()), &self.period) {
            (Some(n), _) => n,
            (None, Some(p)) => p.preperiod + residue(n, p.preperiod, p.period),
            (None, None) => panic!("heaps past the table are refused without a proven period"),
        }
    }
}

/// Whether the moves from a huge heap can be listed in groups: one or two
/// heaps left (octal codes) or a finite subtraction set. Hexadecimal codes
/// leave three heaps, and have no period grundy proves.
fn moves_are_grouped(game: &HeapGame) -> bool {
    match game {
        HeapGame::Subtraction(SubtractionSet::Finite(_)) => true,
        HeapGame::TakeAndBreak(code) => !code.is_hexadecimal(),
        _ => false,
    }
}

/// The most counters a move takes (0 for a game without a bound).
fn max_removal(game: &HeapGame) -> usize {
    match game {
        HeapGame::Subtraction(SubtractionSet::Finite(set)) => set.last().copied().unwrap_or(0),
        HeapGame::TakeAndBreak(code) => code.max_removal(),
        _ => 0,
    }
}

fn small(n: &BigNat) -> Option<usize> {
    n.to_u64().and_then(|n| usize::try_from(n).ok())
}

/// `(n − start) mod period`, for `n >= start`.
fn residue(n: &BigNat, start: usize, period: usize) -> usize {
    let offset = n.minus(&BigNat::from(start));
    small(&offset.rem(&BigNat::from(period))).expect("below the period")
}

/// What a group of moves from one heap leaves of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Left {
    /// One heap.
    One(BigNat),
    /// Two heaps, `a` and `total − a`, for `count` values of `a`: `first`,
    /// `first + step`, … (`step` is 0 when `count` is 1).
    Split {
        /// What the two heaps add up to.
        total: BigNat,
        /// The smaller heap of the first move of the group.
        first: BigNat,
        /// The distance between the groups' cuts (the period).
        step: usize,
        /// How many moves the group holds.
        count: BigNat,
    },
}

/// Moves from one heap, all leaving the same value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// How many counters each move takes.
    pub removed: usize,
    /// What it leaves of the heap.
    pub left: Left,
    /// The value of what it leaves.
    pub value: u32,
}

/// A table of values (nim-values, or misère quotient elements), periodic
/// from `preperiod` on with `period`, long enough for [`each_group_in`]:
/// the preperiod and two periods, plus the most a move removes and 2.
#[derive(Clone, Copy, Debug)]
pub struct Periodic<'a> {
    /// The values of heaps `0..table.len()`.
    pub table: &'a [u32],
    /// Where the period starts.
    pub preperiod: usize,
    /// The period.
    pub period: usize,
}

impl Periodic<'_> {
    /// The value of a heap of `n`: from the table, or by the period.
    ///
    /// ```
    /// use grundy_engine::heap::big::Periodic;
    /// let p = Periodic { table: &[0, 1, 2, 1, 2, 1, 2], preperiod: 1, period: 2 };
    /// assert_eq!(p.of(&1_000_001u64.into()), 1);
    /// ```
    pub fn of(&self, n: &BigNat) -> u32 {
        match small(n).and_then(|n| self.table.get(n)) {
            Some(&v) => v,
            None => self.table[self.preperiod + residue(n, self.preperiod, self.period)],
        }
    }

    /// Whether the table is long enough to group the moves of `game`.
    pub fn groups(&self, game: &HeapGame) -> bool {
        moves_are_grouped(game)
            && self.table.len() >= 2 * (self.preperiod + self.period) + 2 + max_removal(game)
    }
}

/// Calls `each` with every group of moves from a heap of `n`, past the
/// table of `values`, which must be valued at any size.
///
/// ```
/// use grundy_engine::heap::{big::{each_group, Left, Values}, HeapGame};
/// let kayles = HeapGame::parse("kayles").unwrap();
/// let values = Values::up_to(&kayles, 1000, u128::MAX).unwrap();
/// let mut moves = 0u64;
/// each_group(&kayles, &values, &10_000u64.into(), |g| {
///     moves += match &g.left {
///         Left::One(_) => 1,
///         Left::Split { count, .. } => count.to_string().parse::<u64>().unwrap(),
///     };
/// });
/// // Take 1 or 2 from an end, or split what is left: 2 + 4999 + 4999.
/// assert_eq!(moves, 2 + 4999 + 4999);
/// ```
pub fn each_group(game: &HeapGame, values: &Values, n: &BigNat, each: impl FnMut(Group)) {
    let table = values.periodic().expect("valued at any size");
    each_group_in(game, &table, n, |a, b| a ^ b, each);
}

/// [`each_group`] for any periodic table of values and any way of adding
/// the values of the two heaps a split leaves (nim-addition for Grundy
/// values, the monoid's product for misère quotient elements). The table
/// must [group](Periodic::groups) the game's moves, and `n` be past it.
///
/// ```
/// use grundy_engine::heap::{big::{each_group_in, Left, Periodic}, HeapGame};
/// // Kayles' nim-values, written with their period as a table.
/// let kayles = HeapGame::parse("kayles").unwrap();
/// let values = kayles.sequence(200, |_| {});
/// let table = Periodic { table: &values, preperiod: 71, period: 12 };
/// assert!(table.groups(&kayles));
/// let mut zeros = 0;
/// each_group_in(&kayles, &table, &1_000_000u64.into(), |a, b| a ^ b, |g| zeros += usize::from(g.value == 0));
/// assert!(zeros > 0);
/// ```
pub fn each_group_in(
    game: &HeapGame,
    table: &Periodic<'_>,
    n: &BigNat,
    add: impl Fn(u32, u32) -> u32,
    mut each: impl FnMut(Group),
) {
    match game {
        HeapGame::Subtraction(SubtractionSet::Finite(set)) => {
            for &s in set {
                let rest = n.minus(&BigNat::from(s));
                let value = table.of(&rest);
                each(Group {
                    removed: s,
                    left: Left::One(rest),
                    value,
                });
            }
        }
        HeapGame::TakeAndBreak(code) => {
            for k in 0..=code.max_removal() {
                let d = code.digit(k);
                let rest = n.minus(&BigNat::from(k));
                // The heap is past the table, so something is always left.
                if d & 2 != 0 {
                    each(Group {
                        removed: k,
                        left: Left::One(rest.clone()),
                        value: table.of(&rest),
                    });
                }
                if d & 4 != 0 {
                    splits(table, &add, k, &rest, &mut each);
                }
            }
        }
        _ => unreachable!("no period is proven for this game"),
    }
}

/// The splits of `rest` into `a + b`, `1 <= a <= b`: one at a time below
/// the preperiod, one group per residue of `a` above it.
fn splits(
    table: &Periodic<'_>,
    add: &impl Fn(u32, u32) -> u32,
    removed: usize,
    rest: &BigNat,
    each: &mut impl FnMut(Group),
) {
    let (pre, q) = (table.preperiod, table.period);
    let start = pre.max(1);
    // `rest` is past the table, which holds more than 2 (pre + q) values:
    // every `a < start` is a cut, and `b = rest − a >= rest / 2 > pre`.
    for a in 1..start {
        let a_big = BigNat::from(a);
        let b = rest.minus(&a_big);
        each(Group {
            removed,
            left: Left::Split {
                total: rest.clone(),
                first: a_big,
                step: 0,
                count: BigNat::from(1u8),
            },
            value: add(table.table[a], table.of(&b)),
        });
    }
    let half = rest.clone() >> 1;
    let rest_residue = residue(rest, 0, q);
    for r in 0..q {
        // The first cut `a >= start` with `a ≡ pre + r (mod q)`.
        let mut first = pre + r;
        if first < start {
            first += q;
        }
        let first_big = BigNat::from(first);
        if first_big > half {
            continue;
        }
        let count = (half.clone() - &first_big) / BigNat::from(q) + BigNat::from(1u8);
        // b = rest − a, past the preperiod: its residue follows from a's.
        let b_residue = (rest_residue + q - first % q) % q;
        let b_index = pre + (b_residue + q - pre % q) % q;
        let value = add(table.table[pre + r], table.table[b_index]);
        let step = if count == BigNat::from(1u8) { 0 } else { q };
        each(Group {
            removed,
            left: Left::Split {
                total: rest.clone(),
                first: first_big,
                step,
                count,
            },
            value,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every group, expanded, is exactly the options of the rules, with
    /// the values the whole table gives: for heaps just past a short table
    /// (so the period is used) and checked against a long one.
    #[test]
    fn the_groups_are_the_options_with_their_values() {
        for spec in [
            "kayles",
            "dawsons-kayles",
            "0.07",
            "sub:1,3,4",
            "0.51",
            "4.07",
            "0.137",
        ] {
            let game = HeapGame::parse(spec).unwrap();
            let long = game.sequence(3000, |_| {});
            let mut len = 64;
            let values = loop {
                let v = Values::up_to(&game, len, u128::MAX).unwrap();
                if v.any_size() {
                    break v;
                }
                len *= 2;
                assert!(len <= 1000, "{spec}: no period proven");
            };
            for n in values.len()..values.len() + 200 {
                let mut grouped: Vec<(Vec<usize>, u32)> = Vec::new();
                each_group(&game, &values, &BigNat::from(n), |g| match g.left {
                    Left::One(h) => {
                        let h = small(&h).unwrap();
                        grouped.push((vec![h], g.value));
                    }
                    Left::Split {
                        total,
                        first,
                        step,
                        count,
                    } => {
                        let (total, first) = (small(&total).unwrap(), small(&first).unwrap());
                        for j in 0..small(&count).unwrap() {
                            let a = first + j * step;
                            grouped.push((vec![a, total - a], g.value));
                        }
                    }
                });
                let mut options: Vec<(Vec<usize>, u32)> = Vec::new();
                game.for_each_option(n, |parts| {
                    let mut parts = parts.to_vec();
                    parts.sort_unstable();
                    let v = parts.iter().fold(0, |s, &p| s ^ long[p]);
                    options.push((parts, v));
                });
                for o in &mut grouped {
                    o.0.sort_unstable();
                }
                grouped.sort();
                options.sort();
                assert_eq!(grouped, options, "{spec}, heap {n}");
                assert_eq!(values.of(&BigNat::from(n)), long[n], "{spec}, heap {n}");
            }
        }
    }
}

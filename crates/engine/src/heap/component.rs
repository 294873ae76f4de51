//! Heaps of one heap game as a component of a sum, and heap games'
//! entry in the registry of kinds.

use super::big::{self, Left, Values};
use super::HeapGame;
use crate::component::{
    typed_index, typed_number, Component, ComponentMove, Kind, MoveError, MoveFamily, Play,
    PlayNumbers, Reason, TooManyMoves, Written,
};
use crate::num::{BigNat, Natural};
use grundy_text::{msg, Arg, Join, Text};
use std::rc::Rc;

/// Heaps of one heap game (a Kayles row, a subtraction-game heap, …).
pub struct HeapComponent {
    game: HeapGame,
    heaps: Vec<BigNat>,
    /// G(0..=largest heap), or a table with the proven period past it,
    /// shared by the positions that moves lead to (their heaps are
    /// smaller).
    values: Rc<Values>,
}

/// The largest heap a sum evaluates from the nim-sequence alone; past it,
/// only a proven period answers.
pub const HEAP_LIMIT: usize = 100_000;

/// The most options (see [`HeapGame::sequence_cost`]) a sum examines to
/// value one heap game's heaps: about a second of work. Games with a proven
/// period reach much further within it.
pub const HEAP_WORK_LIMIT: u128 = 1_000_000_000;

/// The largest heap of take-or-split:K (K >= 3) in a sum. A heap of
/// take-or-split:3 is valued at any size by the closed form, but a sum
/// lists every winning move, and the splits of a heap into three number
/// about a twelfth of its square (18,750,000 here).
pub const SPLIT_HEAP_LIMIT: u64 = 15_000;

impl HeapComponent {
    /// Heaps of `game`, or why not: its nim-sequence would cost more than
    /// [`HEAP_WORK_LIMIT`], or a heap exceeds [`HEAP_LIMIT`] and no period
    /// is proven within the values up to it.
    ///
    /// ```
    /// use grundy_engine::heap::{component::HeapComponent, HeapGame};
    /// use grundy_engine::component::Component;
    /// let kayles = HeapComponent::new(HeapGame::parse("kayles").unwrap(), vec![3u64, 4]).unwrap();
    /// assert_eq!(kayles.grundy(), (3u64 ^ 1).into());
    /// // Kayles' period is proven: a row of any length is valued.
    /// assert!(HeapComponent::new(HeapGame::parse("kayles").unwrap(), vec![100_000_000u64]).is_ok());
    /// // Grundy's game has none.
    /// assert!(HeapComponent::new(HeapGame::Grundys, vec![100_001u64]).is_err());
    /// ```
    pub fn new<H: Into<BigNat>>(game: HeapGame, heaps: Vec<H>) -> Result<Self, Reason> {
        let heaps: Vec<BigNat> = heaps.into_iter().map(Into::into).collect();
        let max = heaps.iter().max().cloned().unwrap_or(BigNat::ZERO);
        if let HeapGame::TakeOrSplit(_) = game {
            too_many_splits(&max)?;
        }
        let len = match max.to_u64().and_then(|m| usize::try_from(m).ok()) {
            Some(m) if m <= HEAP_LIMIT => m + 1,
            _ => HEAP_LIMIT + 1,
        };
        let values = Values::up_to(&game, len, HEAP_WORK_LIMIT).map_err(|e| {
            if len > HEAP_LIMIT {
                Reason::NoProvenPeriod {
                    value: max.clone(),
                    limit: HEAP_LIMIT as u64,
                    searched: e.values,
                }
            } else {
                Reason::TooMuchWork {
                    largest: e.values.max(len - 1),
                    limit: HEAP_WORK_LIMIT,
                }
            }
        })?;
        if max >= BigNat::from(values.len()) && !values.any_size() {
            return Err(Reason::NoProvenPeriod {
                value: max,
                limit: HEAP_LIMIT as u64,
                searched: values.len(),
            });
        }
        Ok(HeapComponent {
            game,
            heaps,
            values: Rc::new(values),
        })
    }
}

impl Component for HeapComponent {
    fn describe(&self) -> String {
        format!("{}={}", self.game.name(), written(&self.heaps))
    }
    fn grundy(&self) -> BigNat {
        BigNat::from(self.total())
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        let Some(t) = target.to_u64().and_then(|t| u32::try_from(t).ok()) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        self.each_move(Some(t), |m, _| {
            out.push(m);
            true
        });
        out
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        let mut out = Vec::new();
        let complete = self.each_move(None, |m, v| {
            // A group counts as the moves it holds.
            if m.family.is_some() {
                return false;
            }
            out.push((m, BigNat::from(v)));
            out.len() <= limit
        });
        if !complete || out.len() > limit {
            return Err(TooManyMoves { limit });
        }
        Ok(out)
    }
    fn remaining(&self) -> BigNat {
        self.heaps.iter().fold(BigNat::ZERO, |s, h| s + h)
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        Box::new(HeapComponent {
            game: self.game.clone(),
            heaps: m.after_numbers.clone(),
            values: self.values.clone(),
        })
    }
    fn lasting_move(&self) -> Option<ComponentMove> {
        // A split of take-or-split keeps every counter, which no removal
        // does: the first split of the first heap that has one is the move
        // the search below would find, without going through the others.
        if let HeapGame::TakeOrSplit(k) = self.game {
            let k_big = BigNat::from(k as u64);
            if let Some((i, h)) = self.heaps.iter().enumerate().find(|(_, h)| **h >= k_big) {
                let mut parts = vec![BigNat::ONE; k - 1];
                parts.push(h - &BigNat::from(k as u64 - 1));
                return Some(self.move_to(i, h, &BigNat::ZERO, &parts));
            }
        }
        // A huge heap's moves come in groups of the same size left: the
        // first of each group stands for all.
        let mut best: Option<ComponentMove> = None;
        self.each_move(None, |m, _| {
            if best.as_ref().is_none_or(|b| m.remaining > b.remaining) {
                best = Some(m);
            }
            true
        });
        best.map(|mut m| {
            m.family = None;
            m
        })
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        // Only what the game allows: `N A` where a heap splits, and `N = 0`
        // where it splits with nothing taken (issue 42: Kayles was offered
        // "N = 0 splits", then refused it).
        let one = self.heaps.len() == 1;
        let split = match (one, self.game.splits_without_taking()) {
            (true, true) => msg!("syntax-heap-split"),
            (true, false) => msg!("syntax-heap-split-taking"),
            (false, true) => msg!("syntax-heaps-split"),
            (false, false) => msg!("syntax-heaps-split-taking"),
        };
        let mut syntax = if one {
            vec![("N", msg!("syntax-heap-take")), ("N A", split)]
        } else {
            vec![("H N", msg!("syntax-heaps-take")), ("H N A", split)]
        };
        if self.game.most_heaps_left() < 2 {
            syntax.pop();
        }
        // Games that leave three heaps or more name all but the last.
        let more = match (self.heaps.len() == 1, self.game.most_heaps_left()) {
            (_, 0..=2) => None,
            (true, 3) => Some(("N A B", msg!("syntax-heap-three"))),
            (false, 3) => Some(("H N A B", msg!("syntax-heaps-three"))),
            (true, _) => Some(("N A B …", msg!("syntax-heap-more"))),
            (false, _) => Some(("H N A B …", msg!("syntax-heaps-more"))),
        };
        syntax.extend(more);
        syntax
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        // With one heap there is nothing to choose: its number is left out.
        let (i, words) = if self.heaps.len() == 1 {
            (0, words)
        } else {
            let Some((h, rest)) = words.split_first() else {
                return Err(MoveError::new(grundy_text::msg!(
                    "move-error-typed",
                    pattern = msg!("syntax-or-two", a = "H N", b = "H N A")
                )));
            };
            (
                typed_index(h, &grundy_text::msg!("noun-heap"), self.heaps.len())?,
                rest,
            )
        };
        let h = &self.heaps[i];
        // The heaps named after the amount: one for a split in two (the
        // rest is the other), up to K − 1 for a game that leaves K.
        let most = self.game.most_heaps_left().max(2);
        let (n, named) = match words {
            [n, named @ ..] if named.len() < most => {
                let n = typed_number(n, &grundy_text::msg!("noun-amount"))?;
                let named = named
                    .iter()
                    .map(|a| typed_number(a, &grundy_text::msg!("noun-heap-left")))
                    .collect::<Result<Vec<_>, _>>()?;
                (n, named)
            }
            _ => {
                let h = if self.heaps.len() == 1 { "" } else { "H " };
                let pattern = match most {
                    2 => msg!("syntax-or-two", a = format!("{h}N"), b = format!("{h}N A")),
                    3 => msg!(
                        "syntax-or-three",
                        a = format!("{h}N"),
                        b = format!("{h}N A"),
                        c = format!("{h}N A B")
                    ),
                    _ => msg!("syntax-heap-named", h = h, most = most - 1),
                };
                return Err(MoveError::new(grundy_text::msg!(
                    "move-error-typed",
                    pattern = pattern
                )));
            }
        };
        if n > *h {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-heap-only",
                size = h
            )));
        }
        let rest = h - &n;
        let named_total = named.iter().fold(BigNat::ZERO, |s, a| s + a);
        let parts = match named.as_slice() {
            [] if Natural::is_zero(&rest) => Vec::new(),
            [] => vec![rest],
            [a] if Natural::is_zero(a) || *a >= rest => {
                return Err(MoveError::new(grundy_text::msg!(
                    "move-error-heap-left",
                    n = n,
                    heap = h,
                    rest = rest,
                    most = rest.clone().max(BigNat::ONE) - BigNat::ONE
                )))
            }
            _ if named.iter().any(Natural::is_zero) || named_total >= rest => {
                return Err(MoveError::new(grundy_text::msg!(
                    "move-error-heaps-named",
                    n = n,
                    heap = h,
                    rest = rest,
                    most = rest.clone().max(BigNat::ONE) - BigNat::ONE
                )))
            }
            _ => {
                let mut parts = named.clone();
                parts.push(&rest - &named_total);
                parts.sort_unstable();
                parts
            }
        };
        if !self.game.allows(h, &n, &parts) {
            let left = match parts.len() {
                0 => msg!("move-heap-nothing"),
                1 => msg!("move-heap-one"),
                k => msg!("move-heap-count", count = k),
            };
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-not-allowed",
                game = self.game.name(),
                n = n,
                heap = h,
                left = left
            )));
        }
        Ok(self.move_to(i, h, &n, &parts))
    }
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }
    fn explain(&self) -> Option<grundy_text::Text> {
        if let HeapGame::TakeOrSplit(k) = self.game {
            return Some(self.explain_take_or_split(k));
        }
        let p = self.values.period()?;
        let past: Vec<&BigNat> = self
            .heaps
            .iter()
            .filter(|h| **h >= BigNat::from(self.values.len()))
            .collect();
        let first = past.first()?;
        let r = self.values.representative(first);
        let proof = self.values.proof()?;
        Some(Text::from_message(grundy_text::msg!(
            "heap-past-the-period",
            last = self.values.len() - 1,
            period = p.period,
            preperiod = p.preperiod,
            proof = proof.clone(),
            heap = first,
            representative = r,
            value = self.values.of(first),
        )))
    }
}

/// Refuses a heap of take-or-split:K past [`SPLIT_HEAP_LIMIT`].
fn too_many_splits(max: &BigNat) -> Result<(), Reason> {
    if *max <= BigNat::from(SPLIT_HEAP_LIMIT) {
        return Ok(());
    }
    Err(Reason::TooLarge {
        value: max.clone(),
        limit: SPLIT_HEAP_LIMIT,
        why: "why-split-heaps",
    })
}

/// Heaps as a position is written; no heap left is written as one empty
/// heap, so that it reads back.
fn written(heaps: &[BigNat]) -> String {
    if heaps.is_empty() {
        return "0".to_string();
    }
    crate::component::list(heaps)
}

impl HeapComponent {
    /// Take-or-split's line of `--explain`: the closed form for K = 3,
    /// the values computed from the rules otherwise, and each heap's value.
    fn explain_take_or_split(&self, k: usize) -> Text {
        let mut heaps: Vec<&BigNat> = self.heaps.iter().collect();
        heaps.sort_unstable();
        heaps.dedup();
        let values: Vec<String> = heaps
            .iter()
            .map(|h| format!("G({h}) = {}", self.values.of(h)))
            .collect();
        let how = if k == 3 {
            msg!(
                "take-or-split-by-closed-form",
                closed_form = super::take_or_split::closed_form(),
                proof = super::take_or_split::proof()
            )
        } else {
            msg!(
                "take-or-split-by-table",
                last = self.values.len() - 1,
                k = k
            )
        };
        Text::from(msg!(
            "take-or-split-explain",
            k = k,
            how = how,
            values = Arg::list(Join::Values, values)
        ))
    }

    fn total(&self) -> u32 {
        self.heaps.iter().fold(0, |s, h| s ^ self.values.of(h))
    }

    /// The position after heap `i` is replaced by `parts`, sorted.
    fn replaced(&self, i: usize, parts: &[BigNat]) -> Vec<BigNat> {
        let mut after: Vec<BigNat> = self
            .heaps
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, x)| x.clone())
            .chain(parts.iter().cloned())
            .collect();
        after.sort_unstable();
        after
    }

    /// The move of heap `i` of size `h` to `parts`, `removed` counters taken.
    fn move_to(&self, i: usize, h: &BigNat, removed: &BigNat, parts: &[BigNat]) -> ComponentMove {
        let left = match parts {
            [] => Arg::Message(msg!("move-heap-nothing")),
            _ => Arg::list(
                Join::Words {
                    between: "move-heap-and",
                    last: "move-heap-and",
                },
                parts,
            ),
        };
        let description = if Natural::is_zero(removed) {
            msg!("move-heap-split", heap = h, left = left)
        } else {
            msg!("move-heap-take", removed = removed, heap = h, left = left)
        };
        let after = self.replaced(i, parts);
        ComponentMove {
            description,
            after: format!("{}={}", self.game.name(), written(&after)),
            remaining: after.iter().fold(BigNat::ZERO, |s, h| s + h),
            after_numbers: after,
            family: None,
        }
    }

    /// Calls `visit` with every move (each resulting position once, a
    /// group of like moves from a huge heap at once) and the value it
    /// leaves, only those leaving `want` if given, until `visit` returns
    /// false; returns whether every move was visited.
    fn each_move(&self, want: Option<u32>, visit: impl FnMut(ComponentMove, u32) -> bool) -> bool {
        let valuation = Valuation {
            table: self.values.table(),
            periodic: self.values.periodic().filter(|_| self.values.any_size()),
            add: &|a, b| a ^ b,
        };
        self.each_move_valued(&valuation, 0, |v| want.is_none_or(|w| w == v), visit)
    }

    /// [`HeapComponent::each_move`] with the heaps valued by `valuation`
    /// (nim-values, or a misère quotient's elements), the value of the
    /// rest of a sum `outside` added to each: the moves whose values
    /// `keep` keeps.
    pub(crate) fn each_move_valued(
        &self,
        valuation: &Valuation<'_>,
        outside: u32,
        keep: impl Fn(u32) -> bool,
        mut visit: impl FnMut(ComponentMove, u32) -> bool,
    ) -> bool {
        let add = valuation.add;
        let mut going = true;
        for (i, h) in self.heaps.iter().enumerate() {
            // Equal heaps give the same positions.
            if self.heaps[..i].contains(h) || !going {
                continue;
            }
            let rest = self
                .heaps
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .fold(outside, |s, (_, x)| add(s, valuation.of(x)));
            match h.to_u64().and_then(|h| usize::try_from(h).ok()) {
                Some(small) if small < valuation.table.len() => {
                    let mut seen: Vec<Vec<usize>> = Vec::new();
                    // Take-or-split's moves leave different heaps each (a
                    // removal one heap or none, a split K): no list of those
                    // seen, which would grow with the many winning splits.
                    let distinct = matches!(self.game, HeapGame::TakeOrSplit(_));
                    self.game.for_each_option(small, |parts| {
                        if !going {
                            return;
                        }
                        let value = parts.iter().fold(rest, |s, &p| add(s, valuation.table[p]));
                        if !keep(value) {
                            return;
                        }
                        if !distinct {
                            let mut sorted = parts.to_vec();
                            sorted.sort_unstable();
                            // Different moves can leave the same heaps; list a position once.
                            if seen.contains(&sorted) {
                                return;
                            }
                            seen.push(sorted);
                        }
                        let removed = BigNat::from(small - parts.iter().sum::<usize>());
                        let parts: Vec<BigNat> = parts.iter().map(|&p| BigNat::from(p)).collect();
                        going = visit(self.move_to(i, h, &removed, &parts), value);
                    });
                }
                _ => {
                    let table = valuation
                        .periodic
                        .as_ref()
                        .expect("heaps past the table are valued by a period");
                    big::each_group_in(&self.game, table, h, add, |g| {
                        let value = add(rest, g.value);
                        if !going || !keep(value) {
                            return;
                        }
                        going = visit(self.group_move(i, h, g), value);
                    });
                }
            }
        }
        going
    }

    /// The move, or the first of the family of moves, of a group.
    fn group_move(&self, i: usize, h: &BigNat, g: big::Group) -> ComponentMove {
        let removed = BigNat::from(g.removed);
        match g.left {
            Left::One(left) => self.move_to(i, h, &removed, &[left]),
            Left::Split {
                total,
                first,
                step,
                count,
            } => {
                let second = &total - &first;
                let mut m = self.move_to(i, h, &removed, &[first.clone(), second]);
                if step > 0 {
                    let last = &first + (&count - BigNat::from(1u8)) * BigNat::from(step);
                    m.family = Some(MoveFamily {
                        every: grundy_text::msg!(
                            "heap-family-every",
                            total = total,
                            first = first,
                            second = &first + BigNat::from(step),
                            last = last,
                            residue = first.clone() % BigNat::from(step),
                            step = step
                        ),
                        count,
                    });
                }
                m
            }
        }
    }

    /// The game and the heaps, for analyses of whole sums of heaps (a
    /// misère sum by its quotient).
    pub(crate) fn game_and_heaps(&self) -> (&HeapGame, &[BigNat]) {
        (&self.game, &self.heaps)
    }
}

/// How heaps are valued when their moves are listed: a table of values
/// (heaps past it valued by a period, their moves grouped) and how the
/// values of heaps in a sum add up.
pub(crate) struct Valuation<'a> {
    /// The values of heaps `0..table.len()`, whose options are listed one
    /// by one.
    pub table: &'a [u32],
    /// The table with its period, for heaps past it.
    pub periodic: Option<big::Periodic<'a>>,
    /// The sum of two values.
    pub add: &'a dyn Fn(u32, u32) -> u32,
}

impl Valuation<'_> {
    /// The value of a heap of `n`.
    pub(crate) fn of(&self, n: &BigNat) -> u32 {
        match n.to_u64().and_then(|n| usize::try_from(n).ok()) {
            Some(n) if n < self.table.len() => self.table[n],
            _ => self
                .periodic
                .as_ref()
                .expect("heaps past the table are valued by a period")
                .of(n),
        }
    }
}

fn parse(w: &Written<'_>) -> Result<Box<dyn Component>, crate::component::ComponentError> {
    let game = HeapGame::parse(w.game).map_err(|e| w.error(Reason::Game(e)))?;
    let heaps = w.numbers("noun-heap")?;
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
    position: "kind-heap-position",
    rules: "kind-heap-rules",
    play: Play {
        example: "kayles 10",
        numbers: PlayNumbers::AllInOne,
    },
    claims: |game| HeapGame::parse(game).is_ok(),
    parse,
    fallback: true,
    heaps: true,
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The positions a list of moves reaches, groups expanded, with how
    /// many moves reach each.
    fn reached(moves: &[ComponentMove]) -> Vec<Vec<BigNat>> {
        let mut out = Vec::new();
        for m in moves {
            out.push(m.after_numbers.clone());
            let Some(f) = &m.family else { continue };
            // The group is the first move's split, the cut moved by the
            // step each time: a and total − a.
            let number = |name: &str| -> BigNat {
                match f.every.arg(name) {
                    Some(grundy_text::Arg::Text(t)) => t.parse().expect("a number"),
                    other => panic!("{name}: {other:?}"),
                }
            };
            let step = number("step");
            let mut b = m.after_numbers.clone();
            let count: u64 = f.count.to_string().parse().unwrap();
            let (x, y) = (number("first"), &number("total") - &number("first"));
            for j in 1..count {
                let shift = &step * BigNat::from(j);
                b.clone_from(&m.after_numbers);
                // Replace the first move's two heaps with the j-th cut's.
                let i = b.iter().position(|h| *h == x).unwrap();
                b.remove(i);
                let i = b.iter().position(|h| *h == y).unwrap();
                b.remove(i);
                b.push(&x + &shift);
                b.push(&y - &shift);
                b.sort_unstable();
                out.push(b.clone());
            }
        }
        out.sort_unstable();
        out
    }

    /// Take-or-split's longest-lasting move, found without going through
    /// every split, is the one the search over all moves finds; a heap past
    /// the limit is refused with the reason.
    #[test]
    fn take_or_split_lasts_longest_by_a_split_and_huge_heaps_are_refused() {
        for (spec, heaps) in [
            ("take-or-split:3", vec![2u64, 9, 5]),
            ("take-or-split:3", vec![1, 2]),
            ("take-or-split:4", vec![3, 3, 6]),
            ("take-or-split:4", vec![]),
        ] {
            let c = HeapComponent::new(HeapGame::parse(spec).unwrap(), heaps.clone()).unwrap();
            let mut best: Option<ComponentMove> = None;
            c.each_move(None, |m, _| {
                if best.as_ref().is_none_or(|b| m.remaining > b.remaining) {
                    best = Some(m);
                }
                true
            });
            assert_eq!(c.lasting_move(), best, "{spec} {heaps:?}");
        }
        let game = HeapGame::TakeOrSplit(3);
        assert!(HeapComponent::new(game.clone(), vec![SPLIT_HEAP_LIMIT]).is_ok());
        let e = HeapComponent::new(game, vec![SPLIT_HEAP_LIMIT + 1])
            .err()
            .unwrap();
        assert!(
            matches!(
                e,
                Reason::TooLarge {
                    limit: SPLIT_HEAP_LIMIT,
                    ..
                }
            ),
            "{e:?}"
        );
    }

    /// Heaps past a short table, valued and moved through the period, give
    /// exactly the winning moves a table reaching them gives, for every
    /// target value: the grouped path against the direct one.
    #[test]
    fn heaps_past_the_table_move_as_the_direct_table_says() {
        for spec in ["kayles", "dawsons-kayles", "0.07", "sub:1,3,4", "0.137"] {
            let game = HeapGame::parse(spec).unwrap();
            let short = Rc::new(Values::up_to(&game, 400, u128::MAX).unwrap());
            assert!(short.any_size(), "{spec}");
            let full = Rc::new(Values::up_to(&game, 700, u128::MAX).unwrap());
            for heaps in [
                vec![450u64],
                vec![3, 470],
                vec![401, 402, 5],
                vec![499, 499],
            ] {
                let heaps: Vec<BigNat> = heaps.into_iter().map(BigNat::from).collect();
                let make = |values: &Rc<Values>| HeapComponent {
                    game: game.clone(),
                    heaps: heaps.clone(),
                    values: values.clone(),
                };
                let (grouped, direct) = (make(&short), make(&full));
                assert_eq!(grouped.grundy(), direct.grundy(), "{spec} {heaps:?}");
                for t in 0..16u64 {
                    let t = BigNat::from(t);
                    assert_eq!(
                        reached(&grouped.moves_to_value(&t)),
                        reached(&direct.moves_to_value(&t)),
                        "{spec} {heaps:?} to {t}"
                    );
                }
            }
        }
    }
}

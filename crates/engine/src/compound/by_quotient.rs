//! A misère sum of heaps of one take-and-break game, decided by the game's
//! misère quotient ([`crate::quotient`]): each heap is an element of the
//! quotient's monoid, the sum is the product of its heaps' elements, and
//! the player to move loses exactly when the product is in the P-portion.
//! A quotient proved periodic values heaps of any size, and the moves from
//! a huge heap fall into one group per residue of the cut, as in normal
//! play ([`crate::heap::big`]); a quotient of the heaps up to a bound
//! decides the sums of heaps up to it.
//!
//! It is asked only where the sum cannot be explored within its budget, so
//! that it costs nothing to the sums decided before.

use super::misere::{Misere, MisereMethod};
use super::{CompoundMove, WinningMoves, LIST_LIMIT};
use crate::component::Component;
use crate::heap::big::Periodic;
use crate::heap::component::{HeapComponent, Valuation};
use crate::heap::HeapGame;
use crate::num::{BigNat, Natural};
use crate::octal::TakeAndBreak;
use crate::quotient::{Limits, Quotient, Stop};
use grundy_text::{msg, Message};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The time a sum may spend building a quotient: a second, past which the
/// sum is refused as before. Kayles' quotient (40 elements, proved at heap
/// 199) takes a few milliseconds in a release build.
const BUILD_TIME: Duration = Duration::from_secs(1);

/// What is said of the quotient that decided a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByQuotient {
    /// The game's code.
    pub code: String,
    /// The number of elements of the quotient.
    pub elements: usize,
    /// The elements of its P-portion, as words in the generators.
    pub p_portion: Vec<String>,
    /// The quotient's presentation: its relations (`b3=b`).
    pub relations: Vec<String>,
    /// The proved period and preperiod of Φ, when the quotient is of every
    /// heap; else the quotient is of the heaps up to [`ByQuotient::heaps`].
    pub period: Option<(usize, usize)>,
    /// The largest heap the quotient was built to.
    pub heaps: usize,
    /// Each component's element, a word.
    pub elements_of: Vec<String>,
    /// The sum's element, a word.
    pub product: String,
}

impl ByQuotient {
    /// How far the quotient goes: every heap, by its proved period, or the
    /// heaps up to the bound it was built to.
    ///
    /// ```
    /// use grundy_engine::compound::{misere, Budget, MisereMethod};
    /// use grundy_engine::kinds::parse_component;
    /// let rows: Vec<_> = ["kayles=1000000000", "kayles=7"].iter().map(|t| parse_component(t).unwrap()).collect();
    /// let sum = misere(&rows, Budget::DEFAULT).unwrap();
    /// let MisereMethod::Quotient(q) = &sum.method else { panic!("{:?}", sum.method) };
    /// assert_eq!((q.elements, q.period), (40, Some((12, 71))));
    /// assert_eq!(q.reach().id(), "misere-quotient-periodic");
    /// ```
    pub fn reach(&self) -> Message {
        match self.period {
            Some((period, preperiod)) => msg!(
                "misere-quotient-periodic",
                period = period,
                preperiod = preperiod
            ),
            None => msg!("misere-quotient-partial", heaps = self.heaps),
        }
    }
}

/// The component as heaps of one heap game, if it is.
fn heaps_of(c: &dyn Component) -> Option<&HeapComponent> {
    c.as_any()?.downcast_ref::<HeapComponent>()
}

/// The most counters a sum of heaps of one take-and-break game may hold
/// and still be explored before its quotient is asked: past it, a game
/// that splits heaps reaches more positions than an exploration keeps
/// (the partitions of 45 counters and fewer are about 200,000).
const EXPLORED_COUNTERS: u64 = 40;

/// Whether the components are heaps of one take-and-break game, more
/// counters than [`EXPLORED_COUNTERS`] in all: the quotient is asked first.
pub(super) fn surely_too_large(components: &[Box<dyn Component>]) -> bool {
    one_game(components).is_some_and(|(_, parts)| {
        let total = parts.iter().fold(BigNat::ZERO, |t, part| {
            part.game_and_heaps().1.iter().fold(t, |t, h| t + h)
        });
        total > BigNat::from(EXPLORED_COUNTERS)
    })
}

/// The code and the heaps of each component, when every component is heaps
/// of one take-and-break game.
fn one_game(components: &[Box<dyn Component>]) -> Option<(&TakeAndBreak, Vec<&HeapComponent>)> {
    let mut code: Option<&TakeAndBreak> = None;
    let mut parts = Vec::with_capacity(components.len());
    for c in components {
        let part = heaps_of(c.as_ref())?;
        let HeapGame::TakeAndBreak(its_code) = part.game_and_heaps().0 else {
            return None;
        };
        if code.is_some_and(|c| c != its_code) {
            return None;
        }
        code = Some(its_code);
        parts.push(part);
    }
    Some((code?, parts))
}

/// The sum decided by the quotient of its game, when every component is
/// heaps of one take-and-break game whose quotient is built in time and
/// values every heap in the sum.
pub(super) fn by_quotient(components: &[Box<dyn Component>]) -> Option<Misere> {
    let (code, parts) = one_game(components)?;
    let heaps: Vec<BigNat> = parts
        .iter()
        .flat_map(|part| part.game_and_heaps().1.iter().cloned())
        .collect();
    let game = HeapGame::TakeAndBreak(code.clone());
    let largest = heaps.iter().max().cloned().unwrap_or(BigNat::ZERO);
    let q = quotient_of(code, largest.to_u64().and_then(|n| usize::try_from(n).ok()))?;
    let table = extended(&q, code);
    let periodic = q.period.and_then(|p| {
        let t = Periodic {
            table: &table,
            preperiod: p.preperiod,
            period: p.period,
        };
        t.groups(&game).then_some(t)
    });
    if largest >= BigNat::from(table.len()) && periodic.is_none() {
        return None;
    }
    let mul = |a: u32, b: u32| q.monoid.mul(a, b);
    let valuation = Valuation {
        table: &table,
        periodic,
        add: &mul,
    };
    let elements: Vec<u32> = parts
        .iter()
        .map(|part| {
            let its = part.game_and_heaps().1;
            its.iter().fold(0, |x, h| mul(x, valuation.of(h)))
        })
        .collect();
    let product = elements.iter().fold(0, |x, &y| mul(x, y));
    let mut listed = Vec::new();
    let mut count = BigNat::ZERO;
    let mut families = false;
    for (i, heaps) in parts.iter().enumerate() {
        let outside = elements
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .fold(0, |x, (_, &y)| mul(x, y));
        heaps.each_move_valued(
            &valuation,
            outside,
            |x| q.monoid.in_p(x),
            |m, _| {
                count = &count
                    + m.family
                        .as_ref()
                        .map_or(BigNat::from(1u8), |f| f.count.clone());
                families |= m.family.is_some();
                if listed.len() < LIST_LIMIT {
                    listed.push(CompoundMove::one(i, m));
                }
                true
            },
        );
    }
    let said = ByQuotient {
        code: code.to_string(),
        elements: q.monoid.len(),
        p_portion: q
            .monoid
            .p_elements()
            .into_iter()
            .map(|x| q.word(x))
            .collect(),
        relations: q
            .presentation()
            .relations
            .iter()
            .map(ToString::to_string)
            .collect(),
        period: q.period.map(|p| (p.period, p.preperiod)),
        heaps: q.heaps(),
        elements_of: elements.iter().map(|&x| q.word(x)).collect(),
        product: q.word(product),
    };
    Some(Misere {
        values: components.iter().map(|c| c.grundy()).collect(),
        method: MisereMethod::Quotient(said),
        first_player_wins: !q.monoid.in_p(product),
        winning: WinningMoves {
            complete: !families && count <= BigNat::from(LIST_LIMIT as u64),
            count,
            listed,
        },
    })
}

/// Φ of heaps `0..`, past the table by the period as far as grouping the
/// moves of a heap past it needs.
fn extended(q: &Quotient, code: &TakeAndBreak) -> Vec<u32> {
    let mut table = q.phi.clone();
    if let Some(p) = q.period {
        let need = 2 * (p.preperiod + p.period) + 2 + code.max_removal();
        while table.len() < need {
            table.push(table[table.len() - p.period]);
        }
    }
    table
}

/// The quotient of `code` that values the heaps up to `largest` (`None`
/// for a heap too large to write as a number), built within
/// [`BUILD_TIME`]: of the heaps up to `largest` when that is enough,
/// else of every heap, proved periodic, if it can be. Kept for the process
/// (`grundy play` and the playground ask again at every move), unless a
/// busy moment cut the building short; `None` when nothing was built.
fn quotient_of(code: &TakeAndBreak, largest: Option<usize>) -> Option<Arc<Quotient>> {
    static BUILT: OnceLock<Mutex<HashMap<TakeAndBreak, Arc<Quotient>>>> = OnceLock::new();
    let built = BUILT.get_or_init(Default::default);
    let enough = |q: &Quotient| q.is_complete() || largest.is_some_and(|n| q.heaps() >= n);
    if let Some(q) = built.lock().ok()?.get(code) {
        // A quotient that stopped at its own bound, not at the heaps asked
        // for, would stop there again.
        let again = q.stop == Stop::HeapBound && q.heaps() < Limits::default().heaps;
        if enough(q) || !again {
            return Some(q.clone());
        }
    }
    let heaps = match largest {
        Some(n) if n < Limits::default().heaps => n,
        _ => Limits::default().heaps,
    };
    let limits = Limits {
        heaps,
        deadline: Some(Instant::now() + BUILD_TIME),
        ..Limits::default()
    };
    let q = Arc::new(Quotient::build(code, &limits, |_| {}));
    if q.stop != Stop::Timeout {
        built.lock().ok()?.insert(code.clone(), q.clone());
    }
    Some(q)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::component::ComponentMove;
    use crate::kinds::parse_component;

    /// The heaps a move leaves, sorted, for every move a group stands for.
    fn expanded(m: &ComponentMove) -> Vec<Vec<BigNat>> {
        let Some(f) = &m.family else {
            return vec![m.after_numbers.clone()];
        };
        // The family's moves differ in the cut, which its message names.
        let arg = |name: &str| -> usize {
            let (_, value) = f.every.args().iter().find(|(n, _)| *n == name).unwrap();
            match value {
                grundy_text::Arg::Text(t) => t.parse().unwrap(),
                grundy_text::Arg::Count(c) => *c as usize,
                other => panic!("{other:?}"),
            }
        };
        let count: usize = f.count.to_string().parse().unwrap();
        let (total, first, step) = (arg("total"), arg("first"), arg("step"));
        (0..count)
            .map(|j| {
                let a = first + j * step;
                let mut heaps = m.after_numbers.clone();
                let at = heaps
                    .iter()
                    .position(|h| *h == BigNat::from(first))
                    .unwrap();
                heaps.remove(at);
                let at = heaps
                    .iter()
                    .position(|h| *h == BigNat::from(total - first))
                    .unwrap();
                heaps.remove(at);
                heaps.push(BigNat::from(a));
                heaps.push(BigNat::from(total - a));
                heaps.sort_unstable();
                heaps
            })
            .collect()
    }

    /// The winning moves from heaps just past the table, listed by groups of
    /// cuts, are exactly the options whose product is in P, found one by one
    /// with Φ continued by its period: the grouping of normal play with the
    /// monoid's product for nim-addition.
    #[test]
    fn grouped_winning_moves_are_the_options_the_quotient_calls_winning() {
        for code in ["0.77", "0.75", "0.44", "0.123"] {
            let code: TakeAndBreak = code.parse().unwrap();
            let q = quotient_of(&code, None).unwrap();
            let short = extended(&q, &code);
            let p = q.period.unwrap();
            let mut long = short.clone();
            while long.len() < short.len() + 40 {
                long.push(long[long.len() - p.period]);
            }
            let mul = |a: u32, b: u32| q.monoid.mul(a, b);
            let grouped = Valuation {
                table: &short,
                periodic: Some(Periodic {
                    table: &short,
                    preperiod: p.preperiod,
                    period: p.period,
                }),
                add: &mul,
            };
            let one_by_one = Valuation {
                table: &long,
                periodic: None,
                add: &mul,
            };
            let game = HeapGame::TakeAndBreak(code.clone());
            for n in short.len()..short.len() + 30 {
                for other in [0u32, 1, 2, 3] {
                    let heaps = HeapComponent::new(game.clone(), vec![n as u64]).unwrap();
                    let list = |v: &Valuation<'_>| {
                        let mut all = Vec::new();
                        heaps.each_move_valued(
                            v,
                            other,
                            |x| q.monoid.in_p(x),
                            |m, _| {
                                all.extend(expanded(&m));
                                true
                            },
                        );
                        all.sort();
                        all
                    };
                    assert_eq!(
                        list(&grouped),
                        list(&one_by_one),
                        "{code}, heap {n}, with {other}"
                    );
                }
            }
        }
    }

    /// Sums of huge heaps are decided, and every winning move listed leaves
    /// a sum the quotient calls lost.
    #[test]
    fn huge_heaps_are_decided_and_their_winning_moves_leave_losses() {
        for texts in [
            ["kayles=1000000000", "kayles=7"],
            ["0.75=123456789012345678901234567890", "0.75=3"],
            ["0.44=99999", "0.44=100000,4"],
        ] {
            let parts: Vec<Box<dyn Component>> =
                texts.iter().map(|t| parse_component(t).unwrap()).collect();
            let sum = super::super::misere(&parts, super::super::Budget::DEFAULT).unwrap();
            assert!(matches!(sum.method, MisereMethod::Quotient(_)), "{texts:?}");
            assert_eq!(
                sum.winning.count == BigNat::ZERO,
                !sum.first_player_wins,
                "{texts:?}"
            );
            for m in &sum.winning.listed {
                let part = &m.parts[0];
                let mut after: Vec<Box<dyn Component>> =
                    texts.iter().map(|t| parse_component(t).unwrap()).collect();
                after[part.component] = parse_component(&part.after).unwrap();
                let left = by_quotient(&after).unwrap();
                assert!(!left.first_player_wins, "{texts:?}: {}", part.after);
            }
        }
    }
}

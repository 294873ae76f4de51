//! Heap games: games played on heaps of counters where a move changes one
//! heap into zero or more smaller heaps. A ruleset is apart from the
//! position (a list of heap sizes); the nim-sequence `G(0), G(1), …` of a
//! ruleset gives the value of every position as the xor of its heaps'.
//!
//! ```
//! use grundy_engine::heap::HeapGame;
//! let kayles = HeapGame::parse("kayles").unwrap();
//! assert_eq!(kayles.sequence(12, |_| {}), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
//! let s = kayles.periodicity(&kayles.sequence(200, |_| {}));
//! assert_eq!((s.period.as_ref().map(|p| (p.preperiod, p.period)), s.proven), (Some((71, 12)), true));
//! ```

use crate::guy_smith::Condition;
use crate::num::BigNat;
use crate::octal::TakeAndBreak;
use crate::periodicity::{find_period, proven_by_window, Period};
use crate::sparse::{Sparse, SparseRules};
use crate::subtraction::{parse_amounts, SubtractionSet};
use grundy_text::{msg, Message};
use std::fmt;

pub mod big;
pub mod component;
mod errors;
mod mex;
pub use errors::{TooLarge, TooMuchWork};
pub mod names;
pub mod take_or_split;

use mex::{split_xors, AllButCounts, Mex};

/// A heap game's rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum HeapGame {
    /// Remove any positive number of counters.
    Nim,
    /// Remove an amount from a subtraction set.
    Subtraction(SubtractionSet),
    /// A take-and-break (octal or hexadecimal) code.
    TakeAndBreak(TakeAndBreak),
    /// Grundy's game: split a heap into two non-empty heaps of different sizes.
    Grundys,
    /// Lasker's Nim: remove any positive number, or split a heap into two
    /// non-empty heaps.
    Lasker,
    /// Take or split into K: remove any positive number, or split a heap
    /// into `K` non-empty heaps, `3 <= K <=`
    /// [`take_or_split::PARTS_LIMIT`] (`take-or-split:2` is
    /// [`HeapGame::Lasker`]). K = 3 is HDU 5795, valued by its closed form
    /// ([`take_or_split`]).
    TakeOrSplit(usize),
}

/// (Defined with the components, which report it too.)
pub use crate::component::GameError;

/// What a heap game may be written as: its names, and the forms of codes
/// and sets.
///
/// ```
/// let Some(grundy_text::Arg::List(_, names)) = grundy_engine::heap::accepted().arg("names").cloned() else { panic!() };
/// assert!(names.contains(&grundy_text::Arg::Text("kayles".into())));
/// ```
pub fn accepted() -> grundy_text::Message {
    use grundy_text::{Arg, Join};
    let names = Arg::list(Join::Names, names::NAMED.iter().map(|n| n.name));
    grundy_text::msg!("heap-accepted", names = names)
}

impl HeapGame {
    /// Reads a game: a name, a take-and-break code, `sub:LIST`,
    /// `allbut:LIST`, `take-or-split:K`, or a code whose last digit repeats
    /// for ever (`8.333…`, see [`take_or_split`]).
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// assert_eq!(HeapGame::parse("0.77").unwrap(), HeapGame::parse("kayles").unwrap());
    /// assert_eq!(HeapGame::parse("sub:2,1").unwrap().to_string(), "sub:1,2");
    /// assert_eq!(HeapGame::parse("chess").unwrap_err().0.id(), "heap-unknown");
    /// assert_eq!(HeapGame::parse("take-or-split:2").unwrap(), HeapGame::Lasker);
    /// assert_eq!(HeapGame::parse("4.333...").unwrap(), HeapGame::Lasker);
    /// assert_eq!(HeapGame::parse("8.333…").unwrap(), HeapGame::TakeOrSplit(3));
    /// ```
    pub fn parse(spec: &str) -> Result<HeapGame, GameError> {
        HeapGame::parse_form(spec).unwrap_or_else(|| {
            Err(GameError(grundy_text::msg!(
                "heap-unknown",
                spec = spec,
                accepted = accepted()
            )))
        })
    }

    /// Reads a game as [`HeapGame::parse`] does, but `None` when `spec` is
    /// written as no heap game at all (no name, code or set), so that a
    /// caller with other games to try can tell that from a heap game
    /// written wrong.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// assert!(HeapGame::parse_form("chess").is_none());
    /// assert!(HeapGame::parse_form("sub:0").unwrap().is_err());
    /// assert!(HeapGame::parse_form("kayles").unwrap().is_ok());
    /// ```
    pub fn parse_form(spec: &str) -> Option<Result<HeapGame, GameError>> {
        let spelling = spec.trim().to_ascii_lowercase();
        if let Some(named) = names::named(&spelling) {
            return Some(Ok(named.game()));
        }
        if let Some(game) = take_or_split::repeating(&spelling) {
            return Some(game);
        }
        HeapGame::parse_written_form(spec, &spelling).transpose()
    }

    /// A code or a set (`Ok(None)`: written as neither).
    fn parse_written_form(spec: &str, spelling: &str) -> Result<Option<HeapGame>, GameError> {
        let game = match spelling {
            s if s.starts_with("take-or-split:") => {
                match take_or_split::parse_parts(&s["take-or-split:".len()..])? {
                    2 => HeapGame::Lasker,
                    k => HeapGame::TakeOrSplit(k),
                }
            }
            s if s.starts_with("sub:") => {
                let set = parse_amounts(&s[4..]).map_err(|e| {
                    GameError(grundy_text::msg!(
                        "heap-subtraction-set",
                        set = &s[4..],
                        error = e
                    ))
                })?;
                HeapGame::Subtraction(SubtractionSet::Finite(set))
            }
            s if s.starts_with("allbut:") => {
                let list = &s[7..];
                let set = if list.trim().is_empty() {
                    Vec::new()
                } else {
                    parse_amounts(list).map_err(|e| {
                        GameError(grundy_text::msg!("heap-all-but-set", set = list, error = e))
                    })?
                };
                HeapGame::Subtraction(SubtractionSet::AllBut(set))
            }
            s if s.contains('.')
                && s.chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_hexdigit() || c == '.') =>
            {
                // Read as written (not lower-cased), so that an error
                // quotes the user's own characters.
                HeapGame::TakeAndBreak(spec.trim().parse().map_err(|e| {
                    GameError(grundy_text::msg!("heap-code", spec = spec, error = e))
                })?)
            }
            _ => return Ok(None),
        };
        Ok(Some(game))
    }

    /// Calls `option` with the heaps left by every move from a heap of `n`
    /// (possibly none), without allocating.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// let mut options = Vec::new();
    /// HeapGame::Grundys.for_each_option(7, |h| options.push(h.to_vec()));
    /// assert_eq!(options, vec![vec![1, 6], vec![2, 5], vec![3, 4]]);
    /// ```
    pub fn for_each_option(&self, n: usize, mut option: impl FnMut(&[usize])) {
        match self {
            HeapGame::Nim => (0..n).for_each(|m| one_heap(m, &mut option)),
            HeapGame::Subtraction(set) => set.for_each_amount(n, |s| one_heap(n - s, &mut option)),
            HeapGame::TakeAndBreak(code) => code.for_each_option(n, option),
            HeapGame::Grundys => (1..n.div_ceil(2)).for_each(|a| option(&[a, n - a])),
            HeapGame::Lasker => {
                (0..n).for_each(|m| one_heap(m, &mut option));
                (1..=n / 2).for_each(|a| option(&[a, n - a]));
            }
            HeapGame::TakeOrSplit(k) => {
                (0..n).for_each(|m| one_heap(m, &mut option));
                take_or_split::for_each_split(n, *k, option);
            }
        }
    }

    /// The most heaps one move leaves in place of a heap: 1 for a
    /// subtraction game, 2 for a split in two, 3 for a hexadecimal code
    /// that leaves three, K for take-or-split:K.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// assert_eq!(HeapGame::parse("kayles").unwrap().most_heaps_left(), 2);
    /// assert_eq!(HeapGame::parse("0.F").unwrap().most_heaps_left(), 3);
    /// assert_eq!(HeapGame::parse("take-or-split:5").unwrap().most_heaps_left(), 5);
    /// ```
    pub fn most_heaps_left(&self) -> usize {
        match self {
            HeapGame::Nim | HeapGame::Subtraction(_) => 1,
            HeapGame::Grundys | HeapGame::Lasker => 2,
            HeapGame::TakeOrSplit(k) => *k,
            HeapGame::TakeAndBreak(code) => (0..=code.max_removal())
                .map(|k| match code.digit(k) {
                    d if d & 8 != 0 => 3,
                    d if d & 4 != 0 => 2,
                    _ => 1,
                })
                .max()
                .unwrap_or(1),
        }
    }

    /// Whether a move may split a heap without taking from it (`N = 0` in
    /// a typed move): Grundy's game, Lasker's Nim, take-or-split, and codes
    /// whose digit for 0 allows two heaps or more. Kayles splits only
    /// what is left after a take.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// assert!(HeapGame::parse("4.07").unwrap().splits_without_taking());
    /// assert!(!HeapGame::parse("kayles").unwrap().splits_without_taking());
    /// ```
    pub fn splits_without_taking(&self) -> bool {
        match self {
            HeapGame::Nim | HeapGame::Subtraction(_) => false,
            HeapGame::Grundys | HeapGame::Lasker | HeapGame::TakeOrSplit(_) => true,
            HeapGame::TakeAndBreak(code) => code.digit(0) & (4 | 8) != 0,
        }
    }

    /// Whether a move may take `removed` counters from a heap of `heap`
    /// and leave heaps of `parts` (each at least 1, adding up to the rest):
    /// the rules checked directly, at any size.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// let n = |x: u64| grundy_engine::num::BigNat::from(x);
    /// let kayles = HeapGame::parse("kayles").unwrap();
    /// assert!(kayles.allows(&n(10), &n(2), &[n(3), n(5)]));
    /// assert!(!kayles.allows(&n(10), &n(3), &[n(7)]));
    /// assert!(HeapGame::Grundys.allows(&n(7), &n(0), &[n(3), n(4)]));
    /// assert!(!HeapGame::Grundys.allows(&n(8), &n(0), &[n(4), n(4)]));
    /// ```
    pub fn allows(&self, heap: &BigNat, removed: &BigNat, parts: &[BigNat]) -> bool {
        use crate::num::Natural;
        let total = parts.iter().fold(removed.clone(), |s, p| s + p);
        if total != *heap || parts.iter().any(Natural::is_zero) {
            return false;
        }
        let taken = removed.to_u64().and_then(|r| usize::try_from(r).ok());
        let some = !Natural::is_zero(removed);
        match self {
            HeapGame::Nim => some && parts.len() <= 1,
            HeapGame::Subtraction(set) => {
                parts.len() <= 1
                    && match set {
                        SubtractionSet::Finite(amounts) => {
                            taken.is_some_and(|t| amounts.binary_search(&t).is_ok())
                        }
                        SubtractionSet::AllBut(excluded) => {
                            some && taken.is_none_or(|t| excluded.binary_search(&t).is_err())
                        }
                        SubtractionSet::Fibonacci => is_fibonacci(removed),
                    }
            }
            HeapGame::TakeAndBreak(code) => {
                let Some(k) = taken.filter(|&k| k <= code.max_removal()) else {
                    return false;
                };
                // Taking nothing and leaving the heap as it was is no move.
                let bit = match parts.len() {
                    0 => 1,
                    1 if k > 0 => 2,
                    2 => 4,
                    3 => 8,
                    _ => 0,
                };
                code.digit(k) & bit != 0
            }
            HeapGame::Grundys => !some && parts.len() == 2 && parts[0] != parts[1],
            HeapGame::Lasker => (some && parts.len() <= 1) || (!some && parts.len() == 2),
            HeapGame::TakeOrSplit(k) => (some && parts.len() <= 1) || (!some && parts.len() == *k),
        }
    }

    /// The nim-sequence `G(0), …, G(len − 1)`. `progress` is called now and
    /// then with the number of values computed so far.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// let g = HeapGame::parse("sub:1,2").unwrap().sequence(7, |_| {});
    /// assert_eq!(g, vec![0, 1, 2, 0, 1, 2, 0]);
    /// ```
    pub fn sequence(&self, len: usize, mut progress: impl FnMut(usize)) -> Vec<u32> {
        self.sequence_each(len, |n, _| {
            if n % 4096 == 0 && n > 0 {
                progress(n);
            }
        })
    }

    /// [`HeapGame::sequence`], calling `each(n, G(n))` as soon as each value
    /// is known, so that a caller can stream the values out.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// let mut out = String::new();
    /// HeapGame::Grundys.sequence_each(8, |_, g| out.push_str(&g.to_string()));
    /// assert_eq!(out, "00010210");
    /// ```
    pub fn sequence_each(&self, len: usize, each: impl FnMut(usize, u32)) -> Vec<u32> {
        self.sequence_inner(len, true, u128::MAX, each)
            .expect("no budget")
    }

    /// [`HeapGame::sequence`], given up with [`TooMuchWork`] once more than
    /// `budget` options (as counted by [`HeapGame::sequence_cost`]) would
    /// be examined. A proven period ends the work early, so a periodic game
    /// reaches far within a small budget.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// let kayles = HeapGame::parse("kayles").unwrap();
    /// assert!(kayles.sequence_bounded(1_000_000, 10_000_000).is_ok());
    /// let grundy = HeapGame::parse("grundys-game").unwrap();
    /// assert!(grundy.sequence_bounded(1_000_000, 10_000_000).is_err());
    /// ```
    pub fn sequence_bounded(&self, len: usize, budget: u128) -> Result<Vec<u32>, TooMuchWork> {
        self.sequence_inner(len, true, budget, |_, _| {})
    }

    /// An upper bound on the options [`HeapGame::sequence`] examines for
    /// `len` values (it may stop early at a proven period): a measure of
    /// its cost, to refuse work that would take too long before starting.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// let kayles = HeapGame::parse("kayles").unwrap();
    /// assert!(kayles.sequence_cost(1000) < HeapGame::parse("0.F").unwrap().sequence_cost(1000));
    /// ```
    pub fn sequence_cost(&self, len: usize) -> u128 {
        let n = len as u128;
        match self {
            HeapGame::Nim => n,
            HeapGame::Subtraction(SubtractionSet::Finite(set)) => n * (set.len() as u128 + 1),
            HeapGame::Subtraction(SubtractionSet::AllBut(excluded)) => {
                n * (excluded.len() as u128 + 1)
            }
            HeapGame::Subtraction(SubtractionSet::Fibonacci) => n * 64,
            HeapGame::Grundys => n * n / 4 + n,
            HeapGame::Lasker => n * n + n,
            // Take-or-split:3 is valued by its closed form.
            HeapGame::TakeOrSplit(3) => n,
            HeapGame::TakeOrSplit(k) => take_or_split::split_counts(len, *k)
                .iter()
                .fold(n * n + n, |s, &p| s.saturating_add(p)),
            HeapGame::TakeAndBreak(code) => {
                let digits = (0..=code.max_removal()).map(|k| code.digit(k));
                digits
                    .map(|d| {
                        let mut cost = 2 * n;
                        if d & 4 != 0 {
                            cost += n * n / 4;
                        }
                        if d & 8 != 0 {
                            cost += n * n * n / 36;
                        }
                        cost
                    })
                    .sum()
            }
        }
    }

    /// The game's rules for the rare/common engine ([`crate::sparse`]) if
    /// it handles the game: octal codes (digits up to 7) and Grundy's
    /// game. `None` for other games.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// assert!(HeapGame::parse("0.6").unwrap().sparse_rules().is_some());
    /// assert!(HeapGame::parse("grundys-game").unwrap().sparse_rules().is_some());
    /// assert!(HeapGame::parse("0.F").unwrap().sparse_rules().is_none());
    /// assert!(HeapGame::parse("nim").unwrap().sparse_rules().is_none());
    /// ```
    pub fn sparse_rules(&self) -> Option<SparseRules> {
        match self {
            HeapGame::TakeAndBreak(code) => {
                SparseRules::octal((0..=code.max_removal()).map(|k| code.digit(k)))
            }
            HeapGame::Grundys => Some(SparseRules::grundys_game()),
            _ => None,
        }
    }

    /// [`HeapGame::sequence`] computed value by value to the end, even past a
    /// proven period: the reference that the shortcut is tested against.
    #[doc(hidden)]
    pub fn sequence_direct(&self, len: usize) -> Vec<u32> {
        self.sequence_inner(len, false, u128::MAX, |_, _| {})
            .expect("no budget")
    }

    fn sequence_inner(
        &self,
        len: usize,
        shortcut: bool,
        budget: u128,
        mut each: impl FnMut(usize, u32),
    ) -> Result<Vec<u32>, TooMuchWork> {
        let mut g: Vec<u32> = Vec::with_capacity(len);
        let mut next_check = 64;
        // A budget counts the options of the direct method (see
        // `sequence_cost`) and is checked in the direct loop below; the
        // rare/common engine counts no options, so a run with a budget
        // stays direct, to be refused exactly where the budget says.
        let unbounded = budget == u128::MAX;
        // Octal games and Grundy's game: the rare/common engine, with the
        // same checks for a proven period; the direct loop below takes over
        // if a value outgrows its 16 bits.
        if shortcut
            && unbounded
            && let Some(rules) = self.sparse_rules()
        {
            let mut engine = Sparse::new(rules);
            while g.len() < len {
                let target = len.min(next_check);
                if engine.extend_to(target - 1).is_err() {
                    break;
                }
                for &v in &engine.values()[g.len()..target] {
                    each(g.len(), u32::from(v));
                    g.push(u32::from(v));
                }
                if g.len() == next_check {
                    next_check *= 2;
                    self.fill_from_proven_period(&mut g, len, &mut each);
                }
            }
            if g.len() == len {
                return Ok(g);
            }
        }
        let mut mex = Mex::default();
        let mut all_but = AllButCounts::default();
        let mut emitted = g.len();
        for n in g.len()..len {
            // Values are handed on one step late: some arms below `continue`.
            while emitted < g.len() {
                each(emitted, g[emitted]);
                emitted += 1;
            }
            // Once a period is proven, every later value follows from it:
            // look at doubling lengths, so the checks cost O(len) in all.
            if shortcut && n == next_check {
                next_check *= 2;
                if self.fill_from_proven_period(&mut g, len, &mut each) {
                    return Ok(g);
                }
            }
            // Checked at doubling lengths too: the cost of the values so far.
            // (Only the values asked for count: 2n may be past them.)
            if !unbounded && n.is_power_of_two() && self.sequence_cost((2 * n).min(len)) > budget {
                return Err(TooMuchWork { values: n, budget });
            }
            mex.start();
            match self {
                HeapGame::Nim => {
                    g.push(n as u32);
                    continue;
                }
                HeapGame::Subtraction(SubtractionSet::AllBut(excluded)) => {
                    // Every earlier value is an option except those at the
                    // excluded distances: count them instead of listing them.
                    let v = all_but.mex(&g, n, excluded);
                    all_but.insert(v);
                    g.push(v);
                    continue;
                }
                HeapGame::Subtraction(set) => set.for_each_amount(n, |s| mex.add(g[n - s])),
                HeapGame::TakeAndBreak(code) => {
                    for k in 0..=code.max_removal().min(n) {
                        let d = code.digit(k);
                        let rest = n - k;
                        if d & 1 != 0 && rest == 0 {
                            mex.add(0);
                        }
                        if d & 2 != 0 && rest >= 1 {
                            mex.add(g[rest]);
                        }
                        if d & 4 != 0 {
                            for a in 1..=rest / 2 {
                                mex.add(g[a] ^ g[rest - a]);
                            }
                        }
                        if d & 8 != 0 {
                            for a in 1..=rest / 3 {
                                for b in a..=(rest - a) / 2 {
                                    mex.add(g[a] ^ g[b] ^ g[rest - a - b]);
                                }
                            }
                        }
                    }
                }
                HeapGame::Grundys => {
                    for a in 1..n.div_ceil(2) {
                        mex.add(g[a] ^ g[n - a]);
                    }
                }
                HeapGame::Lasker => {
                    for &v in &g {
                        mex.add(v);
                    }
                    for a in 1..=n / 2 {
                        mex.add(g[a] ^ g[n - a]);
                    }
                }
                HeapGame::TakeOrSplit(3) if shortcut => {
                    g.push(take_or_split::value_u32(n));
                    continue;
                }
                HeapGame::TakeOrSplit(k) => {
                    for &v in &g {
                        mex.add(v);
                    }
                    split_xors(&g, n, *k, 1, 0, &mut mex);
                }
            }
            g.push(mex.value());
        }
        while emitted < g.len() {
            each(emitted, g[emitted]);
            emitted += 1;
        }
        Ok(g)
    }

    /// If `g`, this game's first values, shows a proven pure period, fills
    /// it to `len` values from the period, handing each new one to `each`;
    /// whether it did.
    fn fill_from_proven_period(
        &self,
        g: &mut Vec<u32>,
        len: usize,
        each: &mut impl FnMut(usize, u32),
    ) -> bool {
        let p = self.periodicity(g);
        let Some(period) = p.period.filter(|per| p.proven && per.saltus == 0) else {
            return false;
        };
        for m in g.len()..len {
            let v = g[m - period.period];
            g.push(v);
            each(m, v);
        }
        true
    }

    /// The periodicity seen in `values` (a prefix of this game's
    /// nim-sequence), and whether it is proven.
    pub fn periodicity(&self, values: &[u32]) -> Periodicity {
        let arithmetic = matches!(
            self,
            HeapGame::Nim
                | HeapGame::Lasker
                | HeapGame::TakeOrSplit(_)
                | HeapGame::Subtraction(SubtractionSet::AllBut(_))
        );
        // Each value of a finite subtraction set follows from the last m:
        // the first stretch of m values to repeat is the period, proven.
        let window = match self {
            HeapGame::Subtraction(SubtractionSet::Finite(set)) => set.last().copied(),
            _ => None,
        };
        // Take-or-split:3's closed form is its period, proven for every
        // heap: said as soon as the values show two heaps, as Nim's is.
        let closed_form = *self == HeapGame::TakeOrSplit(3)
            && values.len() >= 2
            && values
                .iter()
                .enumerate()
                .all(|(n, &v)| v == take_or_split::value_u32(n));
        let period = if closed_form {
            Some(Period {
                preperiod: 1,
                period: 8,
                saltus: 8,
            })
        } else {
            window
                .and_then(|m| proven_by_window(values, m))
                .or_else(|| find_period(values, arithmetic))
        };
        let n = values.len();
        let proof = period.as_ref().and_then(|p| match self {
            // The Guy–Smith theorem holds for octal games, not hexadecimal
            // ones.
            HeapGame::TakeAndBreak(code) if !code.is_hexadecimal() && p.saltus == 0 => {
                let t = code.max_removal();
                let condition = Condition::new(p.preperiod, p.period, t);
                (n >= condition.values_needed()).then(|| {
                    msg!(
                        "guy-smith-proof",
                        removal = t,
                        condition = condition.message(),
                        end = condition.end(),
                        start = condition.start()
                    )
                })
            }
            // A finite subtraction set: each value depends on the last m,
            // so m consecutive repeats repeat for ever.
            HeapGame::Subtraction(SubtractionSet::Finite(set)) if p.saltus == 0 => {
                let m = *set.last().expect("a set is not empty");
                (n - p.period - p.preperiod >= m)
                    .then(|| msg!("subtraction-proof", most = m, preperiod = p.preperiod))
            }
            HeapGame::Nim => Some(Message::plain("G(n) = n")),
            // The closed form, proven for every n, is this period.
            HeapGame::TakeOrSplit(3) if closed_form => Some(
                take_or_split::closed_form()
                    .then(Message::plain(", "))
                    .then(take_or_split::proof()),
            ),
            _ => None,
        });
        Periodicity {
            proven: proof.is_some(),
            proof,
            period,
            computed: n,
        }
    }
}

impl HeapGame {
    /// The game's usual name where it has one (`kayles` for 0.77), else its
    /// canonical spelling; [`HeapGame::parse`] reads either back.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// assert_eq!(HeapGame::parse("0.77").unwrap().name(), "kayles");
    /// assert_eq!(HeapGame::parse("0.6").unwrap().name(), "0.6");
    /// ```
    pub fn name(&self) -> String {
        let code = self.to_string();
        let by_code = names::NAMED
            .iter()
            .find(|n| matches!(n.stands_for, names::StandsFor::Code(c) if c == code));
        by_code.map_or(code, |n| n.name.to_string())
    }
}

/// Whether `n` is one of the Fibonacci numbers 1, 2, 3, 5, 8, ….
fn is_fibonacci(n: &BigNat) -> bool {
    let (mut a, mut b) = (BigNat::from(1u8), BigNat::from(2u8));
    while a < *n {
        (a, b) = (b.clone(), a + b);
    }
    a == *n
}

/// A single heap of `m`, or nothing when `m` is 0.
fn one_heap(m: usize, option: &mut impl FnMut(&[usize])) {
    if m == 0 {
        option(&[])
    } else {
        option(&[m])
    }
}

impl fmt::Display for HeapGame {
    /// The canonical spelling, which [`HeapGame::parse`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeapGame::Nim => f.write_str("nim"),
            HeapGame::Subtraction(set) => write!(f, "{set}"),
            HeapGame::TakeAndBreak(code) => write!(f, "{code}"),
            HeapGame::Grundys => f.write_str("grundys-game"),
            HeapGame::Lasker => f.write_str("laskers-nim"),
            HeapGame::TakeOrSplit(k) => write!(f, "take-or-split:{k}"),
        }
    }
}

/// What is known about the periodicity of a computed nim-sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Periodicity {
    /// The minimal period seen, if any.
    pub period: Option<Period>,
    /// Whether the period is proven to go on for ever.
    pub proven: bool,
    /// Why, when proven.
    pub proof: Option<Message>,
    /// How many values were examined.
    pub computed: usize,
}

/// Values of a heap game for heaps of any size: computed directly while
/// that is affordable, and through a *proven* period beyond it.
///
/// ```
/// use grundy_engine::heap::{HeapEvaluator, HeapGame};
/// use grundy_engine::num::BigNat;
/// let mut s_nim = HeapEvaluator::new(HeapGame::parse("sub:2,5").unwrap(), 1 << 20);
/// // A heap of 10^30 is answered through the proven period.
/// let huge: BigNat = "1000000000000000000000000000000".parse().unwrap();
/// assert!(s_nim.value(&huge).is_ok());
/// assert_eq!(s_nim.value(&7u64), Ok(0));
/// ```
pub struct HeapEvaluator {
    game: HeapGame,
    /// The values computed so far, with the period once proven.
    values: Option<big::Values>,
    /// The largest heap computed directly: `G(0..=limit)`, one more value
    /// than `limit`.
    limit: usize,
}

impl HeapEvaluator {
    /// Computes the values of heaps up to `limit` directly, `limit`
    /// included.
    ///
    /// ```
    /// use grundy_engine::heap::{HeapEvaluator, HeapGame};
    /// // Grundy's game has no proven period: heap 100 is the last one answered.
    /// let mut values = HeapEvaluator::new(HeapGame::Grundys, 100);
    /// assert!(values.value(&100u64).is_ok());
    /// assert_eq!(values.value(&101u64).unwrap_err().limit, 100);
    /// ```
    pub fn new(game: HeapGame, limit: usize) -> Self {
        HeapEvaluator {
            game,
            values: None,
            limit,
        }
    }

    /// The value of a heap of `heap`.
    pub fn value<N: crate::num::Natural>(&mut self, heap: &N) -> Result<u32, TooLarge> {
        loop {
            let wanted = heap.to_u64().and_then(|h| usize::try_from(h).ok());
            let len = self.values.as_ref().map_or(0, big::Values::len);
            if let Some(values) = &self.values
                && (wanted.is_some_and(|h| h < len) || values.period().is_some())
            {
                return Ok(values.of(&heap.to_big()));
            }
            if len > self.limit {
                return Err(TooLarge { limit: self.limit });
            }
            // Grow geometrically: enough for the heap if affordable, and
            // enough to give a proof a chance otherwise.
            let next = wanted
                .and_then(|h| h.checked_add(1))
                .unwrap_or(usize::MAX)
                .max(2 * len)
                .max(1024)
                .min(self.limit.saturating_add(1));
            self.values = Some(big::Values::up_to(&self.game, next, u128::MAX).expect("no budget"));
        }
    }
}

//! Misère quotients of take-and-break games (Plambeck, "Taming the wild
//! in impartial combinatorial games", Integers 5 (2005); Plambeck and
//! Siegel, "Misère quotients for impartial games", JCTA 115 (2008)).
//!
//! In misère play two sums of heaps are *indistinguishable* when adding
//! any third sum gives both the same outcome. The classes form a
//! commutative monoid `Q`, the **misère quotient**; the classes of lost
//! positions are its **P-portion** `P`, and Φ maps each heap to its class,
//! so that a sum is lost for the player to move exactly when the product of
//! its heaps' elements is in `P`. Q plays the part nim-addition plays in
//! normal play.
//!
//! [`Quotient::build`] computes the quotient of the sums of heaps up to a
//! bound, heap by heap, and stops when Φ is periodic for long enough that
//! the misère periodicity theorem proves the quotient of *all* heaps.
//! Every step is accepted only by [`verify`], the finite check that a
//! reduced monoid and Φ are the quotient, which also checks certificates
//! ([`certificate`]).
//!
//! ```
//! use grundy_engine::quotient::{Limits, Quotient};
//! let q = Quotient::build(&"0.75".parse().unwrap(), &Limits::default(), |_| {});
//! assert!(q.is_complete());
//! assert_eq!((q.monoid.len(), q.monoid.p_elements().len()), (8, 2));
//! let period = q.period.unwrap();
//! assert_eq!((period.preperiod, period.period), (8, 2));
//! assert_eq!(q.presentation().to_string(), "a2=1, b3=b, bc=ab, c2=b2");
//! // Heaps of 1 and 5 and 1000000: lost for the player to move?
//! let x = q.product(&[1, 5, 1_000_000]);
//! assert_eq!(q.monoid.in_p(x), false);
//! ```

use crate::octal::TakeAndBreak;
use std::cell::RefCell;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

mod bits;
mod build;
pub mod certificate;
mod compare;
mod extend;
mod grow;
mod monoid;
mod n_search;
mod present;
mod verify;

pub use crate::octal::family::{family, FamilyError, MOST_FREE_DIGITS};
pub use bits::Bits;
pub use build::Step;
pub use compare::{compare, read_written, Mismatch, Written, WRITTEN_LIMIT};
pub use monoid::{Monoid, MonoidError};
pub use present::{generator_name, isomorphic, Presentation, Relation, Word};
pub use verify::{verify, Checked, Failure};

/// Bounds on the work of [`Quotient::build`], fixed before it starts.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The largest heap to place.
    pub heaps: usize,
    /// When to stop, if ever.
    pub deadline: Option<Instant>,
    /// The most exponent vectors a trial quotient may have (memory).
    pub box_states: usize,
    /// The most pairs the N-check may keep (memory).
    pub pairs: usize,
}

impl Default for Limits {
    /// Heaps to 1000, no deadline, trials of up to 2^22 vectors and checks
    /// of up to 2^21 pairs (a few hundred MiB at most).
    fn default() -> Self {
        Limits {
            heaps: 1000,
            deadline: None,
            box_states: 1 << 22,
            pairs: 1 << 21,
        }
    }
}

impl Limits {
    fn past_deadline(&self) -> bool {
        passed(self.deadline)
    }
}

/// The most heaps a quotient may be asked to place (`--heaps`, Python's
/// `heaps=`): each heap placed costs a check of every sum with it, far
/// more than the four bytes of its Φ.
///
/// ```
/// assert_eq!(grundy_engine::quotient::MOST_HEAPS, 1 << 24);
/// ```
pub const MOST_HEAPS: usize = 1 << 24;

/// Whether `deadline`, if any, has come, or the work of this thread was
/// called off ([`called_off_by`]): every step of the building asks.
pub(crate) fn passed(deadline: Option<Instant>) -> bool {
    deadline.is_some_and(|d| Instant::now() >= d)
        || CALLED_OFF.with(|c| {
            c.borrow()
                .as_ref()
                .is_some_and(|f| f.load(Ordering::Relaxed))
        })
}

thread_local! {
    /// The flag that calls off the work of a thread racing another for the
    /// same result (growing, two ways at once): once set, every step stops
    /// as at a deadline, so the search needs no flag of its own.
    static CALLED_OFF: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// Runs `work` on this thread, called off once `flag` is set ([`passed`]).
pub(crate) fn called_off_by<T>(flag: &Arc<AtomicBool>, work: impl FnOnce() -> T) -> T {
    CALLED_OFF.with(|c| *c.borrow_mut() = Some(flag.clone()));
    let out = work();
    CALLED_OFF.with(|c| *c.borrow_mut() = None);
    out
}

/// Why the building stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// Φ is proved periodic: the quotient of every heap.
    Complete,
    /// The heap bound was reached first.
    HeapBound,
    /// The deadline passed first.
    Timeout,
    /// A trial or a check would have passed its memory bound.
    TooLarge,
    /// No trial the builder knows placed this heap.
    Stuck {
        /// The heap.
        heap: usize,
    },
}

/// Where the presentation changed: a heap that is a new element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    /// The heap.
    pub heap: usize,
    /// Elements of the quotient from it.
    pub elements: usize,
    /// Elements of the P-portion from it.
    pub p_elements: usize,
}

/// Φ periodic, as the misère periodicity theorem proves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The least `n0` with Φ(n + period) = Φ(n) for every `n ≥ n0`.
    pub preperiod: usize,
    /// The least period.
    pub period: usize,
    /// The heap whose quotient proved it.
    pub proven_at: usize,
}

/// The misère quotient of a take-and-break game's heaps up to a bound.
#[derive(Clone, Debug)]
pub struct Quotient {
    /// The game.
    pub code: TakeAndBreak,
    /// The monoid with its P-portion; generator `j` is Φ of heap
    /// `generators[j]`.
    pub monoid: Monoid,
    /// The heap of each generator, in order.
    pub generators: Vec<usize>,
    /// Φ of heaps `0..phi.len()`.
    pub phi: Vec<u32>,
    /// The period, when proved: then the quotient is of every heap.
    pub period: Option<Period>,
    /// Why the building stopped.
    pub stop: Stop,
    /// The heaps where the presentation changed.
    pub changes: Vec<Change>,
}

impl Quotient {
    /// Builds the quotient heap by heap (see the module); `progress` hears
    /// of every heap.
    pub fn build(code: &TakeAndBreak, limits: &Limits, progress: impl FnMut(Step)) -> Quotient {
        build::build(code, limits, progress)
    }

    /// Whether the quotient is of every heap (Φ proved periodic).
    pub fn is_complete(&self) -> bool {
        self.period.is_some()
    }

    /// The largest heap placed.
    pub fn heaps(&self) -> usize {
        self.phi.len() - 1
    }

    /// Φ of a heap: from the table, or by the period past it; `None` past
    /// the table of a quotient not proved periodic.
    ///
    /// ```
    /// use grundy_engine::quotient::{Limits, Quotient};
    /// let q = Quotient::build(&"0.75".parse().unwrap(), &Limits::default(), |_| {});
    /// assert_eq!(q.phi_of(1_000_000_000_000), q.phi_of(10));
    /// ```
    pub fn phi_of(&self, heap: u128) -> Option<u32> {
        if let Some(&x) = usize::try_from(heap).ok().and_then(|h| self.phi.get(h)) {
            return Some(x);
        }
        let p = self.period?;
        let (n0, d) = (p.preperiod as u128, p.period as u128);
        let h = n0 + (heap - n0) % d;
        Some(self.phi[h as usize])
    }

    /// The product of the heaps' elements (heaps past the table by the
    /// period; panics past the table of an incomplete quotient).
    pub fn product(&self, heaps: &[u128]) -> u32 {
        heaps.iter().fold(0, |z, &h| {
            let x = self.phi_of(h).expect("a heap the quotient covers");
            self.monoid.mul(z, x)
        })
    }

    /// The presentation: relations between the generators' words.
    pub fn presentation(&self) -> Presentation {
        present::presentation(&self.monoid)
    }

    /// The name of an element as a word in the generators (`1`, `a`, `ab2`).
    pub fn word(&self, x: u32) -> String {
        present::Word(self.monoid.word(x)).to_string()
    }

    /// `k` when the quotient is the tame quotient `Tk` of misère Nim with
    /// heaps below `2^k` (then genus theory plays every sum).
    ///
    /// ```
    /// use grundy_engine::quotient::{Limits, Quotient};
    /// let q = Quotient::build(&"0.31".parse().unwrap(), &Limits::default(), |_| {});
    /// assert_eq!(q.tame(), Some(2));
    /// let q = Quotient::build(&"0.75".parse().unwrap(), &Limits::default(), |_| {});
    /// assert_eq!(q.tame(), None);
    /// ```
    pub fn tame(&self) -> Option<u32> {
        present::tame(&self.monoid)
    }

    /// The largest heap whose element is outside the quotient's kernel
    /// (its least ideal), among the heaps placed; with a period, the
    /// largest over the whole game.
    pub fn last_rogue(&self) -> Option<usize> {
        let kernel = self.monoid.kernel();
        let last = match self.period {
            Some(p) => p.preperiod + p.period - 1,
            None => self.heaps(),
        };
        (0..=last.min(self.heaps()))
            .rev()
            .find(|&h| !kernel.has(self.phi[h] as usize))
    }
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Stop::Complete => "complete",
            Stop::HeapBound => "heap-bound",
            Stop::Timeout => "timeout",
            Stop::TooLarge => "too-large",
            Stop::Stuck { .. } => "stuck",
        })
    }
}

#[cfg(test)]
mod tests;

//! The finite check that a bipartite monoid and a map Φ from heaps to it
//! *are* the misère quotient of the sums of heaps up to a bound: the
//! recognition lemma (a reduced bipartite monoid onto which Φ maps the
//! P-positions exactly onto P is the quotient). It trusts nothing of the
//! search that found them, so it checks certificates too.
//!
//! The outcome check goes by induction on sums. A sum whose product is in
//! P must have no move to a sum whose product is in P: that is a condition
//! on each heap alone (the *P-check*). A sum whose product is not in P
//! must have such a move (the *N-check*); whether it has one depends on
//! the sum only through its product `x` and the set `W` of multipliers `z`
//! for which it keeps a winning move, and adding a heap maps `(x, W)` to a
//! new pair, so a search over the finitely many pairs reachable checks
//! every sum at once.

use super::bits::Bits;
use super::monoid::Monoid;
use super::n_search::NSearch;
use crate::octal::TakeAndBreak;
use rustc_hash::FxHashSet;
use std::time::Instant;

/// Why a monoid and Φ are not the quotient.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Φ has no value for the empty heap, or it is not the identity.
    EmptyHeapNotIdentity,
    /// Φ of a heap names no element.
    OutOfRange {
        /// The heap.
        heap: usize,
    },
    /// A heap with no move (it is the same as no heap) is not the identity.
    NoMoveNotIdentity {
        /// The heap.
        heap: usize,
    },
    /// The identity (the empty sum, a win for the player to move) is in P.
    IdentityInP,
    /// No sum of heaps maps to this element.
    NotOnto {
        /// The element.
        element: u32,
    },
    /// Sums of the heap with another of product `multiplier` are called
    /// P-positions, but they have a move in the heap to a P-position.
    PCheck {
        /// The heap.
        heap: usize,
        /// The product of the rest of the sum.
        multiplier: u32,
        /// The heaps the winning move in it leaves.
        leaves: Vec<usize>,
    },
    /// This sum of heaps is called a win but every move from it is to a
    /// win.
    NCheck {
        /// The heaps of the sum.
        heaps: Vec<usize>,
    },
    /// Two elements that no multiplier tells apart: the monoid is not
    /// reduced, so not the quotient.
    NotReduced {
        /// The first element.
        first: u32,
        /// The second element.
        second: u32,
    },
    /// The search of pairs passed its bound before it ended.
    TooManyPairs {
        /// The bound.
        limit: usize,
    },
    /// The deadline came before the check ended (only a builder's check
    /// has one).
    Timeout,
}

/// What the check went through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checked {
    /// Heaps with a move that are different as parts of a sum.
    pub kinds: usize,
    /// Pairs `(x, W)` the N-check reached (kept minimal).
    pub pairs: usize,
}

/// A heap as a part of a sum: its element and the multipliers `y` for
/// which it has a move to P (`y·s ∈ P` for one of its options' elements `s`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Kind {
    pub(crate) element: u32,
    pub(crate) wins: Bits,
}

/// The elements of heap `n`'s options under Φ (each once).
pub(crate) fn option_elements(q: &Monoid, phi: &[u32], code: &TakeAndBreak, n: usize) -> Vec<u32> {
    let mut seen = Bits::new(q.len());
    let mut out = Vec::new();
    code.for_each_option(n, |heaps| {
        let s = heaps.iter().fold(0, |z, &h| q.mul(z, phi[h]));
        if !seen.has(s as usize) {
            seen.set(s as usize);
            out.push(s);
        }
    });
    out
}

/// The multipliers `y` for which a heap with these option elements has a
/// move to P (`y·s ∈ P` for one of them).
pub(crate) fn wins_of(q: &Monoid, options: &[u32]) -> Bits {
    let p = p_set(q);
    let mut wins = Bits::new(q.len());
    for &s in options {
        q.add_divided(s, &p, &mut wins);
    }
    wins
}

/// P as a set of elements.
fn p_set(q: &Monoid) -> Bits {
    let mut p = Bits::new(q.len());
    for x in q.p_elements() {
        p.set(x as usize);
    }
    p
}

/// The different kinds of heaps `1..phi.len()`, each with its first heap;
/// `Err` names a heap with no move whose Φ is not the identity.
pub(crate) fn kinds_of(
    q: &Monoid,
    phi: &[u32],
    code: &TakeAndBreak,
) -> Result<Vec<(Kind, usize)>, usize> {
    let mut kinds: Vec<(Kind, usize)> = Vec::new();
    let mut seen: FxHashSet<Kind> = FxHashSet::default();
    // The multipliers each option element wins with, once per element:
    // heaps share most of their options' elements.
    let mut by_option: Vec<Option<Bits>> = vec![None; q.len()];
    let p = p_set(q);
    for (n, &f) in phi.iter().enumerate().skip(1) {
        let options = option_elements(q, phi, code, n);
        if options.is_empty() {
            if f != 0 {
                return Err(n);
            }
            continue;
        }
        let mut wins = Bits::new(q.len());
        for s in options {
            // {y : s·y ∈ P}, a word of the set at a time.
            let w = by_option[s as usize].get_or_insert_with(|| q.divide(s, &p));
            wins.union_with(w);
        }
        let k = Kind { element: f, wins };
        if seen.insert(k.clone()) {
            kinds.push((k, n));
        }
    }
    Ok(kinds)
}

/// Checks that `(q, phi)` is the misère quotient of the sums of heaps
/// `0..phi.len()` of `code`.
///
/// ```
/// use grundy_engine::quotient::{verify, Monoid, Failure};
/// // Misère Nim of heaps of 1: T1, the heap of 1 is `a`.
/// let t1 = Monoid::new(vec![vec![1, 0]], vec![false, true]).unwrap();
/// let nim = "0.3".parse().unwrap();
/// assert!(verify(&t1, &[0, 1], &nim, usize::MAX).is_ok());
/// // Calling the heap of 1 the identity is wrong at once.
/// assert!(verify(&t1, &[0, 0], &nim, usize::MAX).is_err());
/// ```
pub fn verify(
    q: &Monoid,
    phi: &[u32],
    code: &TakeAndBreak,
    pair_limit: usize,
) -> Result<Checked, Failure> {
    verify_until(q, phi, code, pair_limit, None)
}

/// [`verify`], giving up with [`Failure::Timeout`] at `deadline`.
pub(crate) fn verify_until(
    q: &Monoid,
    phi: &[u32],
    code: &TakeAndBreak,
    pair_limit: usize,
    deadline: Option<Instant>,
) -> Result<Checked, Failure> {
    if phi.first() != Some(&0) {
        return Err(Failure::EmptyHeapNotIdentity);
    }
    if let Some(heap) = phi.iter().position(|&x| x as usize >= q.len()) {
        return Err(Failure::OutOfRange { heap });
    }
    if q.in_p(0) {
        return Err(Failure::IdentityInP);
    }
    if let Err((first, second)) = q.check_reduced() {
        return Err(Failure::NotReduced { first, second });
    }
    // Onto: the products of heaps reach every element.
    let mut reached = Bits::new(q.len());
    reached.set(0);
    let mut stack = vec![0u32];
    while let Some(x) = stack.pop() {
        for &f in phi {
            let y = q.mul(x, f);
            if !reached.has(y as usize) {
                reached.set(y as usize);
                stack.push(y);
            }
        }
    }
    if let Some(element) = (0..q.len() as u32).find(|&x| !reached.has(x as usize)) {
        return Err(Failure::NotOnto { element });
    }
    // The kinds, with a heap of each; the P-check per kind.
    let kinds = kinds_of(q, phi, code).map_err(|heap| Failure::NoMoveNotIdentity { heap })?;
    for (k, n) in &kinds {
        p_check(q, phi, code, *n, k)?;
    }
    let pairs = n_check(q, &kinds, pair_limit, deadline)?;
    Ok(Checked {
        kinds: kinds.len(),
        pairs,
    })
}

/// No sum `Y + heap` with product in P has a move in the heap to P.
pub(crate) fn p_check(
    q: &Monoid,
    phi: &[u32],
    code: &TakeAndBreak,
    n: usize,
    k: &Kind,
) -> Result<(), Failure> {
    for y in 0..q.len() as u32 {
        if q.in_p(q.mul(y, k.element)) && k.wins.has(y as usize) {
            // Name a move that wins.
            let mut leaves = Vec::new();
            code.for_each_option(n, |heaps| {
                let s = heaps.iter().fold(0, |z, &h| q.mul(z, phi[h]));
                if leaves.is_empty() && q.in_p(q.mul(y, s)) {
                    leaves = heaps.to_vec();
                }
            });
            return Err(Failure::PCheck {
                heap: n,
                multiplier: y,
                leaves,
            });
        }
    }
    Ok(())
}

/// Every sum of heaps (of the kinds given) whose product is not in P has a
/// move to one whose product is: the search of pairs `(x, W)` from the
/// start; the number of pairs kept.
pub(crate) fn n_check(
    q: &Monoid,
    kinds: &[(Kind, usize)],
    pair_limit: usize,
    deadline: Option<Instant>,
) -> Result<usize, Failure> {
    let mut search = NSearch::new(q);
    search.extend(q, kinds, pair_limit, deadline)?;
    Ok(search.len())
}

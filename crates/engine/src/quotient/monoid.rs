//! A finite commutative monoid given by the actions of its generators, with
//! a marked subset P: a *bipartite monoid*. Elements are numbered from 0,
//! the identity is element 0.

use super::bits::Bits;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

/// A finite commutative monoid with a marked subset `P`, given by how each
/// generator multiplies every element.
///
/// ```
/// use grundy_engine::quotient::Monoid;
/// // Z/2 = {1, a} with P = {a}: misère Nim with heaps of one (T1).
/// let t1 = Monoid::new(vec![vec![1, 0]], vec![false, true]).unwrap();
/// assert_eq!(t1.len(), 2);
/// assert_eq!(t1.mul(1, 1), 0);
/// assert!(t1.in_p(1));
/// ```
#[derive(Clone, Debug)]
pub struct Monoid {
    /// `actions[g][x]`: the element `x` times generator `g`.
    actions: Vec<Vec<u32>>,
    /// Whether each element is in `P`.
    p: Vec<bool>,
    /// For every element, its normal form: the exponent of each generator
    /// (the least word for the order of [`normal_forms`]), made the first
    /// time one is asked: most trial quotients are refuted without (their
    /// making was a seventh of the time of building 0.0122's quotient).
    words: OnceLock<Vec<Vec<u32>>>,
    /// The whole multiplication table when it is small enough.
    table: Option<Vec<u32>>,
    /// Past that, the rows of the table (`x ↦ x·y` for one `y`), each made
    /// the first time a product by its `y` is asked, within [`ROWS_KEPT`]
    /// entries in all (counted with the monoid's clones).
    rows: Vec<OnceLock<Box<[u32]>>>,
    /// How many rows were asked for, here and in the clones.
    rows_made: Arc<AtomicUsize>,
    /// The elements in an order of reaching them from the identity, and
    /// the element and generator each was reached from (a row of the table
    /// is one lookup an element in this order).
    spanning: Spanning,
}

/// The tables and `P` say it all: the words and the table follow from them.
impl PartialEq for Monoid {
    fn eq(&self, other: &Monoid) -> bool {
        self.actions == other.actions && self.p == other.p
    }
}

impl Eq for Monoid {}

/// Why tables do not make a commutative monoid with `P` (see
/// [`Monoid::new`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MonoidError {
    /// No element at all, or a `P` of another length than the tables.
    Shape,
    /// An action's entry names no element.
    OutOfRange {
        /// The generator.
        generator: usize,
        /// The element it multiplies.
        element: u32,
    },
    /// Two generators' actions do not commute on an element.
    NotCommutative {
        /// The first generator.
        first: usize,
        /// The second generator.
        second: usize,
        /// The element where `x·g·h ≠ x·h·g`.
        element: u32,
    },
    /// An element no product of generators reaches.
    Unreachable {
        /// The element.
        element: u32,
    },
}

/// Tables up to this many elements keep the whole multiplication table
/// (1024² entries of 4 bytes, 4 MiB), made at once; larger ones make the
/// rows they are asked for. Most trials are refuted after a few of their
/// rows: with whole tables up to 4096 elements, growing 4.7 to heap 23 took
/// 4.0 s, with rows past 1024 3.2 s (0.35 to heap 20: 2.5 and 2.7 s).
const TABLE_LIMIT: usize = 1024;

/// The most entries of rows a monoid past [`TABLE_LIMIT`] keeps (64 MiB);
/// past them, products are by words.
const ROWS_KEPT: usize = 1 << 24;

impl Monoid {
    /// The monoid whose generator `g` multiplies element `x` into
    /// `actions[g][x]`, with identity 0 and `p[x]` saying whether `x ∈ P`.
    /// Checks that the actions commute and reach every element from the
    /// identity: then the product is well defined, commutative and
    /// associative without a cubic check.
    ///
    /// ```
    /// use grundy_engine::quotient::{Monoid, MonoidError};
    /// let bad = Monoid::new(vec![vec![1, 1, 2]], vec![false, true, false]);
    /// assert_eq!(bad.unwrap_err(), MonoidError::Unreachable { element: 2 });
    /// ```
    pub fn new(actions: Vec<Vec<u32>>, p: Vec<bool>) -> Result<Monoid, MonoidError> {
        let n = p.len();
        if n == 0 || actions.iter().any(|a| a.len() != n) {
            return Err(MonoidError::Shape);
        }
        for (g, a) in actions.iter().enumerate() {
            if let Some(x) = a.iter().position(|&y| y as usize >= n) {
                return Err(MonoidError::OutOfRange {
                    generator: g,
                    element: x as u32,
                });
            }
        }
        for (i, a) in actions.iter().enumerate() {
            for (j, b) in actions.iter().enumerate().skip(i + 1) {
                for x in 0..n {
                    if a[b[x] as usize] != b[a[x] as usize] {
                        return Err(MonoidError::NotCommutative {
                            first: i,
                            second: j,
                            element: x as u32,
                        });
                    }
                }
            }
        }
        let spanning = spanning(&actions, n)?;
        let table = (n <= TABLE_LIMIT).then(|| table_of(&actions, &spanning));
        let rows = match table {
            Some(_) => Vec::new(),
            None => (0..n).map(|_| OnceLock::new()).collect(),
        };
        Ok(Monoid {
            actions,
            p,
            words: OnceLock::new(),
            table,
            rows,
            rows_made: Arc::new(AtomicUsize::new(0)),
            spanning,
        })
    }

    fn words(&self) -> &[Vec<u32>] {
        self.words
            .get_or_init(|| normal_forms(&self.actions, self.len()))
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.p.len()
    }

    /// Never: a monoid has its identity (kept for the usual pair with
    /// [`Monoid::len`]).
    pub fn is_empty(&self) -> bool {
        self.p.is_empty()
    }

    /// The number of generators.
    pub fn generators(&self) -> usize {
        self.actions.len()
    }

    /// Generator `g`'s action: `x ↦ x·g`.
    pub fn action(&self, g: usize) -> &[u32] {
        &self.actions[g]
    }

    /// Whether `x` is in `P`.
    pub fn in_p(&self, x: u32) -> bool {
        self.p[x as usize]
    }

    /// The elements of `P`, in order.
    pub fn p_elements(&self) -> Vec<u32> {
        (0..self.len() as u32).filter(|&x| self.in_p(x)).collect()
    }

    /// The normal form of `x`: each generator's exponent.
    pub fn word(&self, x: u32) -> &[u32] {
        &self.words()[x as usize]
    }

    /// The product `x·y`.
    pub fn mul(&self, x: u32, y: u32) -> u32 {
        if let Some(t) = &self.table {
            return t[x as usize * self.len() + y as usize];
        }
        let cell = &self.rows[y as usize];
        if let Some(row) = cell.get() {
            return row[x as usize];
        }
        let made = self.rows_made.fetch_add(1, Ordering::Relaxed);
        if made.saturating_mul(self.len()) < ROWS_KEPT {
            return cell.get_or_init(|| self.row_of(y).into_boxed_slice())[x as usize];
        }
        self.mul_by_word(x, y)
    }

    /// `x·t` for every `x`, one lookup an element in the order of reaching
    /// them.
    fn row_of(&self, t: u32) -> Vec<u32> {
        let mut row = vec![0u32; self.len()];
        fill_row(&self.actions, &self.spanning, t, &mut row);
        row
    }

    fn mul_by_word(&self, x: u32, y: u32) -> u32 {
        let mut z = x;
        for (g, &e) in self.words()[y as usize].iter().enumerate() {
            for _ in 0..e {
                z = self.actions[g][z as usize];
            }
        }
        z
    }

    /// The element of exponents `word` (missing ones are 0).
    pub fn of_word(&self, word: &[u32]) -> u32 {
        let mut z = 0;
        for (g, &e) in word.iter().enumerate() {
            for _ in 0..e {
                z = self.actions[g][z as usize];
            }
        }
        z
    }

    /// `{z : t·z ∈ X}` for a set `X` of elements.
    pub fn divide(&self, t: u32, x: &Bits) -> Bits {
        let mut out = Bits::new(self.len());
        self.add_divided(t, x, &mut out);
        out
    }

    /// Adds `{z : t·z ∈ X}` to `out`, allocating nothing: the N-check
    /// divides twice for every pair and heap it tries (on 0.44, allocating
    /// the sets was a fifth of the time).
    pub(crate) fn add_divided(&self, t: u32, x: &Bits, out: &mut Bits) {
        match &self.table {
            Some(table) => {
                let row = &table[t as usize * self.len()..(t as usize + 1) * self.len()];
                out.add_preimage(row, x);
            }
            None => {
                // The row of t, one lookup an element (a product by words
                // for each took a quarter of the time of growing 4.7, whose
                // trials pass the table's bound).
                let made;
                let row = match self.rows[t as usize].get() {
                    Some(row) => &row[..],
                    None => {
                        made = self.row_of(t);
                        &made[..]
                    }
                };
                out.add_preimage(row, x);
            }
        }
    }

    /// The index and period of `x`'s powers: the least `i ≥ 0`, `p ≥ 1`
    /// with `x^(i+p) = x^i`.
    ///
    /// ```
    /// use grundy_engine::quotient::Monoid;
    /// let t1 = Monoid::new(vec![vec![1, 0]], vec![false, true]).unwrap();
    /// assert_eq!(t1.cycle(1), (0, 2));
    /// assert_eq!(t1.cycle(0), (0, 1));
    /// ```
    pub fn cycle(&self, x: u32) -> (u32, u32) {
        let mut seen = vec![u32::MAX; self.len()];
        let mut z = 0u32;
        let mut k = 0u32;
        loop {
            if seen[z as usize] != u32::MAX {
                let i = seen[z as usize];
                return (i, k - i);
            }
            seen[z as usize] = k;
            z = self.mul(z, x);
            k += 1;
        }
    }

    /// Whether every two elements are told apart by some multiplier: a
    /// reduced bipartite monoid (the classes of Moore's refinement from
    /// {P, not P} under the generators are single elements). `Err` names
    /// two elements no multiplier tells apart.
    pub fn check_reduced(&self) -> Result<(), (u32, u32)> {
        let class = refine(&self.actions, &self.p);
        let mut first = vec![u32::MAX; self.len()];
        for (x, &c) in class.iter().enumerate() {
            if first[c as usize] != u32::MAX {
                return Err((first[c as usize], x as u32));
            }
            first[c as usize] = x as u32;
        }
        Ok(())
    }

    /// The kernel (the least ideal, a group): `e·Q` for the idempotent
    /// power `e` of the product of all elements.
    pub fn kernel(&self) -> Bits {
        let mut z = 0u32;
        for x in 0..self.len() as u32 {
            z = self.mul(z, x);
        }
        // z^k for k ≥ the index, a multiple of the period, is idempotent.
        let (i, p) = self.cycle(z);
        let k = (i.max(1)).div_ceil(p) * p;
        let mut e = 0u32;
        for _ in 0..k {
            e = self.mul(e, z);
        }
        let mut out = Bits::new(self.len());
        for x in 0..self.len() as u32 {
            out.set(self.mul(e, x) as usize);
        }
        out
    }
}

/// Moore's partition refinement: the coarsest partition of the states
/// that separates `p` from the rest and is kept by every action; the class
/// of each state, classes numbered in order of first state.
pub(crate) fn refine(actions: &[Vec<u32>], p: &[bool]) -> Vec<u32> {
    refine_unless(actions, p, &|| false).expect("never given up")
}

/// [`refine`], or `None` once `deadline` has passed (or the work was
/// called off, [`super::passed`]).
pub(crate) fn refine_until(
    actions: &[Vec<u32>],
    p: &[bool],
    deadline: Option<std::time::Instant>,
) -> Option<Vec<u32>> {
    refine_unless(actions, p, &|| super::passed(deadline))
}

/// [`refine`], or `None` once `give_up` says so, asked each round.
fn refine_unless(actions: &[Vec<u32>], p: &[bool], give_up: &dyn Fn() -> bool) -> Option<Vec<u32>> {
    // One action at a time: a class splits by the class its elements go
    // to. Pairs of numbers are keys that need no allocation (a key of all
    // the actions at once cost a vector per state); the classes are stable
    // when a whole round over the actions splits none.
    let n = p.len();
    let mut class: Vec<u32> = p.iter().map(|&b| b as u32).collect();
    let mut count = renumber(&mut class);
    let mut index: rustc_hash::FxHashMap<(u32, u32), u32> = Default::default();
    let mut next = vec![0u32; n];
    let mut quiet = 0;
    let mut j = 0;
    while quiet < actions.len() {
        if give_up() {
            return None;
        }
        let a = &actions[j];
        index.clear();
        for x in 0..n {
            let key = (class[x], class[a[x] as usize]);
            let len = index.len() as u32;
            next[x] = *index.entry(key).or_insert(len);
        }
        std::mem::swap(&mut class, &mut next);
        if index.len() == count {
            quiet += 1;
        } else {
            count = index.len();
            quiet = 0;
        }
        j = (j + 1) % actions.len();
    }
    Some(class)
}

/// Numbers classes in order of first appearance; their count.
fn renumber(class: &mut [u32]) -> usize {
    let mut map: rustc_hash::FxHashMap<u32, u32> = Default::default();
    for c in class.iter_mut() {
        let len = map.len() as u32;
        *c = *map.entry(*c).or_insert(len);
    }
    map.len()
}

/// The multiplication table (`x·y` at `x·n + y`) of the commutative
/// monoid of `actions`, every element reachable: each row is filled in an
/// order where every element `y` but the identity comes after some `z`
/// with `y = z·g` for a generator `g`, so `x·y = (x·z)·g` is one lookup.
/// (Multiplying by each `y`'s word took most of the time of growing 4.7,
/// whose trials have thousands of elements with long words.)
fn table_of(actions: &[Vec<u32>], spanning: &Spanning) -> Vec<u32> {
    let n = spanning.0.len();
    let mut table = vec![0u32; n * n];
    for (x, row) in table.chunks_exact_mut(n).enumerate() {
        fill_row(actions, spanning, x as u32, row);
    }
    table
}

/// `row[y] = t·y` for every element `y`, in the order of `spanning`: one
/// lookup an element (see [`table_of`]).
fn fill_row(actions: &[Vec<u32>], (order, from): &Spanning, t: u32, row: &mut [u32]) {
    row[0] = t;
    for &y in &order[1..] {
        let (z, g) = from[y as usize];
        row[y as usize] = actions[g][row[z as usize] as usize];
    }
}

/// Elements in an order of reaching them, and the element and generator
/// each was reached from.
type Spanning = (Vec<u32>, Vec<(u32, usize)>);

/// The `n` elements of the monoid of `actions` in the order a breadth-first
/// search from the identity reaches them, and the element and generator
/// each was reached from; `Err` names the least element none reaches.
fn spanning(actions: &[Vec<u32>], n: usize) -> Result<Spanning, MonoidError> {
    let mut from = vec![(0u32, 0usize); n];
    let mut seen = vec![false; n];
    seen[0] = true;
    let mut order = vec![0u32];
    let mut i = 0;
    while i < order.len() {
        let z = order[i];
        i += 1;
        for (g, a) in actions.iter().enumerate() {
            let y = a[z as usize];
            if !seen[y as usize] {
                seen[y as usize] = true;
                from[y as usize] = (z, g);
                order.push(y);
            }
        }
    }
    match seen.iter().position(|&s| !s) {
        Some(x) => Err(MonoidError::Unreachable { element: x as u32 }),
        None => Ok((order, from)),
    }
}

/// The least word of every element for the degree-then-lexicographic order
/// in which later generators weigh more (so `ab` comes before `bc`): the
/// words of a Gröbner basis, which make the relations of
/// [`super::present`]. Every element is reached ([`Monoid::new`] checks).
fn normal_forms(actions: &[Vec<u32>], n: usize) -> Vec<Vec<u32>> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let r = actions.len();
    let mut words: Vec<Option<Vec<u32>>> = vec![None; n];
    // Keys order words: degree, then the exponents from the last generator.
    let key =
        |w: &[u32]| -> (u32, Vec<u32>) { (w.iter().sum(), w.iter().rev().copied().collect()) };
    let mut queue = BinaryHeap::new();
    queue.push(Reverse((key(&vec![0; r]), vec![0u32; r], 0u32)));
    // The least key pushed for each element: a word no less than it is
    // never the least, so it is not pushed (most products are reached by
    // many words).
    let mut best: Vec<Option<(u32, Vec<u32>)>> = vec![None; n];
    let mut found = 0;
    while let Some(Reverse((_, w, x))) = queue.pop() {
        if words[x as usize].is_some() {
            continue;
        }
        for (g, a) in actions.iter().enumerate() {
            let y = a[x as usize];
            if words[y as usize].is_none() {
                let mut v = w.clone();
                v[g] += 1;
                let k = key(&v);
                if best[y as usize].as_ref().is_some_and(|b| *b <= k) {
                    continue;
                }
                best[y as usize] = Some(k.clone());
                queue.push(Reverse((k, v, y)));
            }
        }
        words[x as usize] = Some(w);
        found += 1;
        if found == n {
            break;
        }
    }
    words
        .into_iter()
        .map(|w| w.expect("every element is reached, as Monoid::new checked"))
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::quotient::{Limits, Quotient};

    /// The table filled one lookup an entry is the product by words, on
    /// quotients with up to 638 elements and seven to fourteen generators.
    #[test]
    fn the_table_is_the_product_by_words() {
        for (code, heaps) in [("0.77", 80), ("0.07", 33), ("4.7", 12), ("0.123", 20)] {
            let limits = Limits {
                heaps,
                ..Limits::default()
            };
            let q = Quotient::build(&code.parse().unwrap(), &limits, |_| {});
            let m = &q.monoid;
            assert!(m.table.is_some(), "{code}");
            for x in 0..m.len() as u32 {
                for y in 0..m.len() as u32 {
                    assert_eq!(m.mul(x, y), m.mul_by_word(x, y), "{code}: {x}·{y}");
                }
            }
        }
    }

    /// Past the table's bound, products and division read rows made one
    /// lookup an element: the same as products by words, on Z/60 × Z/80
    /// (4800 elements, two generators), each tenth element dividing a set.
    #[test]
    fn division_past_the_table_is_by_words() {
        use super::{Bits, Monoid, TABLE_LIMIT};
        let (a, b) = (60u32, 80u32);
        let n = (a * b) as usize;
        assert!(n > TABLE_LIMIT);
        let gen_a = (0..a * b).map(|x| (x / b + 1) % a * b + x % b).collect();
        let gen_b = (0..a * b).map(|x| x / b * b + (x % b + 1) % b).collect();
        let p = (0..n).map(|x| x % 7 == 3).collect();
        let m = Monoid::new(vec![gen_a, gen_b], p).unwrap();
        assert!(m.table.is_none());
        let mut x = Bits::new(n);
        for z in (0..n).filter(|z| z % 11 == 2 || z % 13 == 5) {
            x.set(z);
        }
        for t in (0..n as u32).step_by(10) {
            let naive: Vec<usize> = (0..n)
                .filter(|&z| x.has(m.mul_by_word(t, z as u32) as usize))
                .collect();
            assert_eq!(m.divide(t, &x).iter().collect::<Vec<_>>(), naive, "{t}");
        }
        // Every row asked for, more than are kept: those made and those
        // past the bound multiply alike.
        assert!(n * n > super::ROWS_KEPT);
        for y in 0..n as u32 {
            for x in (0..n as u32).step_by(97) {
                assert_eq!(m.mul(x, y), m.mul_by_word(x, y), "{x}·{y}");
            }
        }
    }
}

//! A quotient written down elsewhere (a paper's table, MisereSolver's
//! output) compared with one built here: by the isomorphism that Φ forces,
//! not by the generators' names, which differ from program to program.
//!
//! The written quotient is `Q = <a,b | a2=1,b3=b>; P = {a,b2}` (or `(Q,P) =
//! T1`, `T2`) and `Phi = 1 a b …`, as MisereSolver prints them; its monoid
//! is made from the relations by completing them to a rewriting system
//! (Buchberger's criterion for binomials), so the relations may be any
//! that present it.

use super::monoid::Monoid;
use super::Quotient;
use rustc_hash::FxHashMap;
use std::fmt;

/// A quotient as written: its monoid (generators in the order written,
/// identity 0), the generators' names, and Φ of the heaps it gives.
#[derive(Clone, Debug)]
pub struct Written {
    /// The monoid the presentation makes, with its P-portion.
    pub monoid: Monoid,
    /// Each element's word as written (in normal form).
    pub words: Vec<String>,
    /// Φ of heaps `0..`, as elements of `monoid`.
    pub phi: Vec<u32>,
}

/// Why a text is no quotient written down, or why two quotients differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// The text has no `Q = <…>` nor `(Q,P) = T1`/`T2`, or no `P = {…}`,
    /// or no `Phi = …`.
    Missing(&'static str),
    /// A word that is not generators with exponents.
    BadWord(String),
    /// The relations make a monoid of more than this many elements.
    TooLarge(usize),
    /// The relations did not complete to a rewriting system within this
    /// many rules.
    Incomplete(usize),
    /// The tables the relations make are no commutative monoid.
    NotMonoid,
    /// Φ there stops before this heap, a generator here.
    PhiTooShort(usize),
    /// Different sizes: `(|Q|, |P|)` here and there.
    Sizes((usize, usize), (usize, usize)),
    /// Φ of this heap is not what the map forced by the other heaps
    /// makes it: the word here, the word there.
    Phi(usize, String, String),
    /// The map Φ forces does not respect products, or P: the element here.
    NotIsomorphic(String),
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Missing(what) => write!(f, "no {what}"),
            Mismatch::BadWord(w) => write!(f, "{w:?} is no word"),
            Mismatch::TooLarge(n) => write!(f, "more than {n} elements"),
            Mismatch::Incomplete(n) => write!(f, "no rewriting system within {n} rules"),
            Mismatch::NotMonoid => write!(f, "no commutative monoid"),
            Mismatch::PhiTooShort(h) => write!(f, "no Φ of heap {h} there"),
            Mismatch::Sizes(a, b) => write!(f, "|Q|, |P| = {a:?} here, {b:?} there"),
            Mismatch::Phi(n, a, b) => write!(f, "heap {n}: {a} here, {b} there"),
            Mismatch::NotIsomorphic(x) => write!(f, "no isomorphism at {x}"),
        }
    }
}

impl std::error::Error for Mismatch {}

/// The most elements a written quotient may have.
pub const WRITTEN_LIMIT: usize = 1 << 16;

type Vector = Vec<u32>;

/// Reads a written quotient (the last one, where the text has several).
///
/// ```
/// use grundy_engine::quotient::read_written;
/// let w = read_written("Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}\nPhi = 1 a b a b c").unwrap();
/// assert_eq!((w.monoid.len(), w.monoid.p_elements().len()), (8, 2));
/// assert_eq!(w.phi.len(), 6);
/// ```
pub fn read_written(text: &str) -> Result<Written, Mismatch> {
    let tail = |key: &str| text.rfind(key).map(|i| &text[i + key.len()..]);
    let (names, relations, p_words): (Vec<String>, Vec<(Vector, Vector)>, Vec<String>) =
        match (tail("Q = <"), tail("(Q,P) = T")) {
            (Some(q), t) if t.is_none_or(|t| t.len() > q.len()) => {
                let end = q.find('>').ok_or(Mismatch::Missing("Q = <…>"))?;
                let (gens, rels) = q[..end].split_once('|').unwrap_or((&q[..end], ""));
                let names: Vec<String> = gens.split(',').map(|g| g.trim().to_string()).collect();
                let mut relations = Vec::new();
                for r in rels.split(',').map(str::trim).filter(|r| !r.is_empty()) {
                    let (l, rhs) = r
                        .split_once('=')
                        .ok_or_else(|| Mismatch::BadWord(r.to_string()))?;
                    relations.push((vector(l, &names)?, vector(rhs, &names)?));
                }
                let p = tail("P = {").ok_or(Mismatch::Missing("P = {…}"))?;
                let p = &p[..p.find('}').ok_or(Mismatch::Missing("P = {…}"))?];
                let p_words = p
                    .split(',')
                    .map(|w| w.trim().to_string())
                    .filter(|w| !w.is_empty())
                    .collect();
                (names, relations, p_words)
            }
            (_, Some(t)) => match t.chars().next() {
                Some('1') => (vec!["a".into()], vec![(vec![2], vec![0])], vec!["a".into()]),
                Some('2') => (
                    vec!["a".into(), "b".into()],
                    vec![(vec![2, 0], vec![0, 0]), (vec![0, 3], vec![0, 1])],
                    vec!["a".into(), "b2".into()],
                ),
                _ => return Err(Mismatch::Missing("Q = <…>")),
            },
            _ => return Err(Mismatch::Missing("Q = <…>")),
        };
    let rules = complete(relations).ok_or(Mismatch::Incomplete(MOST_RULES))?;
    let reduce = |v: &mut Vector| normal_form(v, &rules);
    // The elements: normal forms reached from the identity.
    let r = names.len();
    let mut index: FxHashMap<Vector, u32> = FxHashMap::default();
    let mut elements: Vec<Vector> = vec![vec![0; r]];
    index.insert(vec![0; r], 0);
    let mut actions: Vec<Vec<u32>> = vec![Vec::new(); r];
    let mut at = 0;
    while at < elements.len() {
        for (g, action) in actions.iter_mut().enumerate() {
            let mut v = elements[at].clone();
            v[g] += 1;
            reduce(&mut v);
            let next = index.len() as u32;
            let y = *index.entry(v.clone()).or_insert_with(|| {
                elements.push(v);
                next
            });
            action.push(y);
        }
        if elements.len() > WRITTEN_LIMIT {
            return Err(Mismatch::TooLarge(WRITTEN_LIMIT));
        }
        at += 1;
    }
    let element_of = |w: &str| -> Result<u32, Mismatch> {
        let mut v = vector(w, &names)?;
        reduce(&mut v);
        Ok(index[&v])
    };
    let mut p = vec![false; elements.len()];
    for w in &p_words {
        p[element_of(w)? as usize] = true;
    }
    let phi_text = tail("Phi = ").ok_or(Mismatch::Missing("Phi = …"))?;
    let phi_line = phi_text.lines().next().unwrap_or("");
    let phi = phi_line
        .split_whitespace()
        .map(element_of)
        .collect::<Result<Vec<u32>, _>>()?;
    let words = elements.iter().map(|v| word(v, &names)).collect();
    let monoid = Monoid::new(actions, p).map_err(|_| Mismatch::Missing("a commutative monoid"))?;
    Ok(Written { monoid, words, phi })
}

/// Compares a quotient built here with one written down: the map that
/// sends Φ(n) here to Φ(n) there, for every heap both give, must be an
/// isomorphism of monoids that keeps P.
///
/// ```
/// use grundy_engine::quotient::{compare, read_written, Limits, Quotient};
/// let q = Quotient::build(&"0.75".parse().unwrap(), &Limits::default(), |_| {});
/// // MisereSolver names 0.75's generators as grundy does; a renaming is
/// // the same quotient, a wrong P is not.
/// let renamed = read_written("Q = <x,y,z | x2=1,y3=y,yz=xy,z2=y2>; P = {x,y2}\nPhi = 1 x y x y z").unwrap();
/// assert_eq!(compare(&q, &renamed), Ok(()));
/// let wrong = read_written("Q = <x,y,z | x2=1,y3=y,yz=xy,z2=y2>; P = {x,y}\nPhi = 1 x y x y z").unwrap();
/// assert!(compare(&q, &wrong).is_err());
/// ```
pub fn compare(q: &Quotient, w: &Written) -> Result<(), Mismatch> {
    let (a, b) = (&q.monoid, &w.monoid);
    let sizes = |m: &Monoid| (m.len(), m.p_elements().len());
    if sizes(a) != sizes(b) {
        return Err(Mismatch::Sizes(sizes(a), sizes(b)));
    }
    // The map on our generators, from the heaps they are Φ of.
    let image: Vec<u32> = q
        .generators
        .iter()
        .map(|&h| w.phi.get(h).copied().ok_or(Mismatch::PhiTooShort(h)))
        .collect::<Result<Vec<u32>, _>>()?;
    let psi: Vec<u32> = (0..a.len() as u32)
        .map(|x| {
            a.word(x)
                .iter()
                .zip(&image)
                .fold(0, |z, (&e, &g)| (0..e).fold(z, |z, _| b.mul(z, g)))
        })
        .collect();
    let mut hit = vec![false; b.len()];
    for x in 0..a.len() as u32 {
        let y = psi[x as usize];
        let same_p = a.in_p(x) == b.in_p(y);
        let respects = (0..a.generators())
            .all(|g| psi[a.action(g)[x as usize] as usize] == b.mul(y, image[g]));
        if hit[y as usize] || !same_p || !respects {
            return Err(Mismatch::NotIsomorphic(q.word(x)));
        }
        hit[y as usize] = true;
    }
    for (n, (&x, &y)) in q.phi.iter().zip(&w.phi).enumerate() {
        if psi[x as usize] != y {
            return Err(Mismatch::Phi(n, q.word(x), w.words[y as usize].clone()));
        }
    }
    Ok(())
}

/// The exponents of a word such as `ab2c` (or `1`) in the generators.
fn vector(w: &str, names: &[String]) -> Result<Vector, Mismatch> {
    let bad = || Mismatch::BadWord(w.to_string());
    let mut v = vec![0u32; names.len()];
    let w = w.trim();
    if w == "1" {
        return Ok(v);
    }
    let mut chars = w.chars().peekable();
    while let Some(c) = chars.next() {
        let g = names
            .iter()
            .position(|n| *n == c.to_string())
            .ok_or_else(bad)?;
        let mut digits = String::new();
        while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
            digits.push(*d);
            chars.next();
        }
        let e: u32 = if digits.is_empty() {
            1
        } else {
            digits.parse().map_err(|_| bad())?
        };
        v[g] = v[g].checked_add(e).ok_or_else(bad)?;
    }
    if w.is_empty() {
        return Err(bad());
    }
    Ok(v)
}

fn word(v: &[u32], names: &[String]) -> String {
    let mut s = String::new();
    for (e, n) in v.iter().zip(names) {
        match e {
            0 => {}
            1 => s += n,
            e => s += &format!("{n}{e}"),
        }
    }
    if s.is_empty() {
        "1".into()
    } else {
        s
    }
}

/// Degree, then the exponents from the last generator: a well-order that
/// multiplication keeps.
fn key(v: &[u32]) -> (u32, Vec<u32>) {
    (v.iter().sum(), v.iter().rev().copied().collect())
}

fn divides(a: &[u32], b: &[u32]) -> bool {
    a.iter().zip(b).all(|(x, y)| x <= y)
}

/// Applies the rule `l → r` to `v`, which `l` divides.
fn apply(v: &mut [u32], l: &[u32], r: &[u32]) {
    for ((e, a), b) in v.iter_mut().zip(l).zip(r) {
        *e = *e - a + b;
    }
}

/// Rewrites `v` by the rules (larger side to smaller) until none applies.
fn normal_form(v: &mut Vector, rules: &[(Vector, Vector)]) {
    'again: loop {
        for (l, r) in rules {
            if divides(l, v) {
                apply(v, l, r);
                continue 'again;
            }
        }
        return;
    }
}

/// The most rules a completion may make before it is given up.
const MOST_RULES: usize = 4096;

/// The relations completed to a confluent rewriting system: each pair of
/// rules whose left sides overlap gives two rewritings of their least
/// common multiple, which must end the same (Buchberger's criterion for
/// binomial ideals; finite for a finite monoid). `None` past `MOST_RULES`
/// rules: a system not yet confluent could make too many elements.
fn complete(relations: Vec<(Vector, Vector)>) -> Option<Vec<(Vector, Vector)>> {
    // Both sides reduced; a rule from the larger to the smaller if they
    // still differ.
    fn add(rules: &mut Vec<(Vector, Vector)>, mut a: Vector, mut b: Vector) {
        normal_form(&mut a, rules);
        normal_form(&mut b, rules);
        match key(&a).cmp(&key(&b)) {
            std::cmp::Ordering::Greater => rules.push((a, b)),
            std::cmp::Ordering::Less => rules.push((b, a)),
            std::cmp::Ordering::Equal => {}
        }
    }
    let mut rules: Vec<(Vector, Vector)> = Vec::new();
    for (a, b) in relations {
        add(&mut rules, a, b);
    }
    let mut i = 0;
    while i < rules.len() {
        for j in 0..i {
            let (li, ri) = rules[i].clone();
            let (lj, rj) = rules[j].clone();
            let lcm: Vector = li.iter().zip(&lj).map(|(a, b)| *a.max(b)).collect();
            let (mut one, mut two) = (lcm.clone(), lcm);
            apply(&mut one, &li, &ri);
            apply(&mut two, &lj, &rj);
            add(&mut rules, one, two);
        }
        if rules.len() > MOST_RULES {
            return None;
        }
        i += 1;
    }
    Some(rules)
}

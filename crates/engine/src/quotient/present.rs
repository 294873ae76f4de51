//! Writing a quotient down: words in the generators, the relations that
//! present it, and the tame quotients by name.

use super::monoid::Monoid;
use rustc_hash::FxHashSet;
use std::fmt;
use std::sync::OnceLock;

/// A word: each generator's exponent, written `a`, `b2`, `ab2c`, `1`.
///
/// ```
/// use grundy_engine::quotient::Word;
/// assert_eq!(Word(&[1, 2, 0, 1]).to_string(), "ab2d");
/// assert_eq!(Word(&[0, 0]).to_string(), "1");
/// ```
pub struct Word<'a>(pub &'a [u32]);

/// The name of generator `j`: `a` to `z`, then `A` to `Z`, then `g52`, ….
///
/// ```
/// use grundy_engine::quotient::generator_name;
/// assert_eq!(generator_name(0), "a");
/// assert_eq!(generator_name(27), "B");
/// assert_eq!(generator_name(52), "g52");
/// ```
pub fn generator_name(j: usize) -> String {
    match j {
        0..26 => ((b'a' + j as u8) as char).to_string(),
        26..52 => ((b'A' + (j - 26) as u8) as char).to_string(),
        _ => format!("g{j}"),
    }
}

impl fmt::Display for Word<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.iter().all(|&e| e == 0) {
            return f.write_str("1");
        }
        for (j, &e) in self.0.iter().enumerate() {
            match e {
                0 => {}
                1 if j < 52 => f.write_str(&generator_name(j))?,
                _ if j < 52 => write!(f, "{}{e}", generator_name(j))?,
                _ => write!(f, "{}^{e}", generator_name(j))?,
            }
        }
        Ok(())
    }
}

/// One relation: a word that is not in normal form, equal to one that is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relation {
    /// The left side.
    pub left: Vec<u32>,
    /// The right side, a normal form.
    pub right: Vec<u32>,
}

/// The relations that present a quotient: with the generators, they
/// rewrite every word to its normal form (the leading words of a Gröbner
/// basis for the order of the normal forms), written as `a2=1, b3=b`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Presentation {
    /// The number of generators.
    pub generators: usize,
    /// The relations, by the last generator they use.
    pub relations: Vec<Relation>,
}

impl fmt::Display for Presentation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, r) in self.relations.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{r}")?;
        }
        Ok(())
    }
}

/// A relation as the presentation writes it: `b3=b`.
impl fmt::Display for Relation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", Word(&self.left), Word(&self.right))
    }
}

/// The relations of `q` (see [`Presentation`]).
pub(crate) fn presentation(q: &Monoid) -> Presentation {
    let r = q.generators();
    let normal: FxHashSet<&[u32]> = (0..q.len() as u32).map(|x| q.word(x)).collect();
    let mut relations: Vec<Relation> = Vec::new();
    for x in 0..q.len() as u32 {
        for g in 0..r {
            let mut v = q.word(x).to_vec();
            v[g] += 1;
            if normal.contains(v.as_slice()) {
                continue;
            }
            // Only the least words that are not normal forms.
            let least = (0..r).all(|i| {
                v[i] == 0 || {
                    let mut u = v.clone();
                    u[i] -= 1;
                    normal.contains(u.as_slice())
                }
            });
            if least && !relations.iter().any(|rel| rel.left == v) {
                let right = q.word(q.action(g)[x as usize]).to_vec();
                relations.push(Relation { left: v, right });
            }
        }
    }
    let key = |w: &[u32]| {
        let last = w.iter().rposition(|&e| e > 0).unwrap_or(0);
        let degree: u32 = w.iter().sum();
        (last, degree, w.iter().rev().copied().collect::<Vec<_>>())
    };
    relations.sort_by_key(|rel| key(&rel.left));
    Presentation {
        generators: r,
        relations,
    }
}

/// Whether two bipartite monoids are isomorphic (a bijection keeping
/// products and P), by a search over the images of `a`'s generators.
///
/// ```
/// use grundy_engine::quotient::{isomorphic, Monoid};
/// let t1 = Monoid::new(vec![vec![1, 0]], vec![false, true]).unwrap();
/// let idempotent = Monoid::new(vec![vec![1, 1]], vec![false, true]).unwrap();
/// assert!(isomorphic(&t1, &t1));
/// assert!(!isomorphic(&t1, &idempotent));
/// ```
pub fn isomorphic(a: &Monoid, b: &Monoid) -> bool {
    if a.len() != b.len() || a.p_elements().len() != b.p_elements().len() {
        return false;
    }
    let mut map = vec![u32::MAX; a.len()];
    map[0] = 0;
    if b.in_p(0) != a.in_p(0) {
        return false;
    }
    extend(a, b, 0, &mut Vec::new(), map)
}

/// Tries every image of generator `g` and on, given the images so far.
fn extend(a: &Monoid, b: &Monoid, g: usize, images: &mut Vec<u32>, map: Vec<u32>) -> bool {
    if g == a.generators() {
        return map.iter().all(|&y| y != u32::MAX);
    }
    let x = a.action(g)[0];
    let cycle = a.cycle(x);
    for y in 0..b.len() as u32 {
        if b.in_p(y) != a.in_p(x) || b.cycle(y) != cycle {
            continue;
        }
        images.push(y);
        if let Some(next) = close(a, b, images, map.clone())
            && extend(a, b, g + 1, images, next)
        {
            return true;
        }
        images.pop();
    }
    false
}

/// The map on the products of the generators with images, if it is a
/// one-to-one map that keeps P.
fn close(a: &Monoid, b: &Monoid, images: &[u32], mut map: Vec<u32>) -> Option<Vec<u32>> {
    let mut used = vec![false; b.len()];
    let mut stack = Vec::new();
    for (x, &y) in map.iter().enumerate() {
        if y != u32::MAX {
            used[y as usize] = true;
            stack.push(x as u32);
        }
    }
    while let Some(x) = stack.pop() {
        for (g, &img) in images.iter().enumerate() {
            let ax = a.action(g)[x as usize];
            let bx = b.mul(map[x as usize], img);
            match map[ax as usize] {
                u32::MAX => {
                    if used[bx as usize] || a.in_p(ax) != b.in_p(bx) {
                        return None;
                    }
                    used[bx as usize] = true;
                    map[ax as usize] = bx;
                    stack.push(ax);
                }
                y if y != bx => return None,
                _ => {}
            }
        }
    }
    Some(map)
}

/// `k` when `q` is isomorphic to the tame quotient `Tk`.
pub(crate) fn tame(q: &Monoid) -> Option<u32> {
    let k = match (q.len(), q.p_elements().len()) {
        (1, 0) => return Some(0),
        (2, 1) => 1,
        (n, 2) if n >= 6 && (n - 2).is_power_of_two() => (n - 2).trailing_zeros(),
        _ => return None,
    };
    if k > 10 {
        return None;
    }
    isomorphic(q, tame_quotient(k)).then_some(k)
}

/// `Tk`, the quotient of misère Nim with heaps below `2^k`, built as the
/// quotient of the code `0.33…3` with `2^k − 1` digits.
fn tame_quotient(k: u32) -> &'static Monoid {
    static TAME: [OnceLock<Monoid>; 11] = [const { OnceLock::new() }; 11];
    TAME[k as usize].get_or_init(|| {
        let heaps = (1usize << k) - 1;
        let code: crate::octal::TakeAndBreak = format!("0.{}", "3".repeat(heaps))
            .parse()
            .expect("a code of threes");
        let limits = super::Limits {
            heaps,
            ..super::Limits::default()
        };
        let built = super::Quotient::build(&code, &limits, |_| {});
        built.monoid
    })
}

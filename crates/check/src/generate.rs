//! Random valid judge inputs that mix in the edge cases real solutions get
//! wrong: a single pile, piles of 0, all piles equal, all piles 1,
//! duplicates, values at the judge's limits, and lost positions.

use crate::input::Input;
use grundy_engine::{nim, wythoff};
use grundy_oj::Problem;
use std::str::FromStr;

/// How large the generated input is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// A few numbers below 8: easy to read when something fails.
    Tiny,
    /// Up to about ten numbers below 100.
    Small,
    /// Few numbers, but values up to the judge's limits.
    Wide,
    /// Counts and values at the judge's limits.
    JudgeMax,
}

/// A size that is not one of [`Size`]'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSize(pub String);

impl std::fmt::Display for UnknownSize {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "unknown size \"{}\"; accepted: tiny, small, wide, judge-max",
            self.0
        )
    }
}

impl std::error::Error for UnknownSize {}

impl FromStr for Size {
    type Err = UnknownSize;
    /// ```
    /// use grundy_check::Size;
    /// assert_eq!("wide".parse::<Size>(), Ok(Size::Wide));
    /// assert!("huge".parse::<Size>().unwrap_err().to_string().contains("accepted"));
    /// ```
    fn from_str(s: &str) -> Result<Self, UnknownSize> {
        match s {
            "tiny" => Ok(Size::Tiny),
            "small" => Ok(Size::Small),
            "wide" => Ok(Size::Wide),
            "judge-max" => Ok(Size::JudgeMax),
            _ => Err(UnknownSize(s.to_string())),
        }
    }
}

/// A generated input and the edge cases it contains.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The input.
    pub input: Input,
    /// Names of the edge cases mixed in ("single pile", "lost position", …).
    pub edge_cases: Vec<&'static str>,
}

/// splitmix64: small, fast, and the same sequence on every platform and
/// version, so a seed names an input for ever.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Self {
        Rng(seed)
    }
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in `lo..=hi`.
    pub(crate) fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
    pub(crate) fn chance(&mut self, one_in: u64) -> bool {
        self.next().is_multiple_of(one_in)
    }
}

/// The judge's limits: (most numbers in a case, most cases, largest value).
fn limits(problem: Problem) -> (u64, u64, u64) {
    use Problem::*;
    match problem {
        P1247 => (500_000, 1, 1_000_000_000),
        P2197 => (10_000, 10, 1_000_000_000),
        P4279 => (50, 500, 5_000),
        Hdu2176 => (200_000, 10, 1_000_000_000),
        Hdu1850 => (100, 100, 1_000_000),
        Poj1704 => (1_000, 20, 10_000),
        Cf15c => (2, 100_000, 10_000_000_000_000_000),
        Hdu1527 | Poj1067 => (2, 1_000, 1_000_000_000),
        P2252 => (2, 1, 1_000_000_000),
        Hdu2177 => (2, 100, 1_000_000),
        Hdu1848 => (3, 1_000, 1_000),
        Hdu1536 | Poj2960 => (100, 100, 10_000),
        P2148 => (20_000, 10, 1_000_000_000),
    }
}

/// One random input for `problem` from `seed`.
///
/// ```
/// use grundy_check::{generate, Size};
/// use grundy_oj::Problem;
/// let a = generate(Problem::Hdu1527, 42, Size::Wide);
/// let b = generate(Problem::Hdu1527, 42, Size::Wide);
/// assert_eq!(a.input, b.input);
/// ```
pub fn generate(problem: Problem, seed: u64, size: Size) -> Generated {
    let mut rng = Rng::new(seed ^ 0x6772_756E_6479); // "grundy"
    let (max_count, max_cases, max_value) = limits(problem);
    let (count, cases, value) = match size {
        Size::Tiny => (4.min(max_count), 3.min(max_cases), 7.min(max_value)),
        Size::Small => (10.min(max_count), 5.min(max_cases), 100.min(max_value)),
        Size::Wide => (6.min(max_count), 4.min(max_cases), max_value),
        Size::JudgeMax => (max_count, max_cases, max_value),
    };
    let mut tags = Vec::new();
    let n_cases = rng.range(1, cases);
    let mut input = Input {
        set: Vec::new(),
        cases: Vec::new(),
    };
    use Problem::*;
    match problem {
        Hdu1527 | Poj1067 | P2252 | Hdu2177 => {
            for _ in 0..n_cases {
                let (a, b) = wythoff_pair(&mut rng, value, &mut tags);
                let (a, b) = if problem == Hdu2177 || rng.chance(2) {
                    (a.min(b), a.max(b))
                } else {
                    (a.max(b), a.min(b))
                };
                if problem == Hdu2177 && (a, b) == (0, 0) {
                    input.cases.push(vec![0, 1]);
                } else {
                    input.cases.push(vec![a, b]);
                }
            }
        }
        Cf15c => {
            for _ in 0..n_cases {
                let x = rng.range(1, value);
                let m = if rng.chance(3) {
                    1
                } else {
                    rng.range(1, value)
                };
                input.cases.push(vec![x, m]);
            }
        }
        Hdu1848 => {
            for _ in 0..n_cases {
                let mut t: Vec<u64> = (0..3).map(|_| rng.range(0, value)).collect();
                if t.iter().all(|&v| v == 0) {
                    t[0] = 1;
                }
                input.cases.push(t);
            }
        }
        Hdu1536 | Poj2960 => {
            let k = rng.range(1, 5.min(count));
            let mut set: Vec<u64> = Vec::new();
            while (set.len() as u64) < k {
                let s = rng.range(1, value.clamp(1, 12));
                if !set.contains(&s) {
                    set.push(s);
                }
            }
            if set.windows(2).any(|w| w[0] > w[1]) {
                tags.push("unsorted subtraction set");
            }
            input.set = set;
            for _ in 0..rng.range(1, 6) {
                input
                    .cases
                    .push(piles(&mut rng, count.min(5), value, problem, &mut tags));
            }
        }
        Poj1704 => {
            for _ in 0..n_cases {
                let n = rng.range(1, count);
                let mut cells: Vec<u64> = Vec::new();
                let top = value.max(n);
                if rng.chance(4) {
                    tags.push("chips packed from cell 1");
                    cells.extend(1..=n);
                } else {
                    while (cells.len() as u64) < n {
                        let c = rng.range(1, top);
                        if !cells.contains(&c) {
                            cells.push(c);
                        }
                    }
                }
                // Unsorted, as the judge gives them.
                let len = cells.len();
                for i in (1..len).rev() {
                    cells.swap(i, rng.range(0, i as u64) as usize);
                }
                input.cases.push(cells);
            }
        }
        _ => {
            for _ in 0..n_cases {
                let mut p = piles(&mut rng, count, value, problem, &mut tags);
                if problem == P2148 {
                    if p.len() % 2 == 1 {
                        p.push(rng.range(1, value));
                    }
                    p.iter_mut().filter(|v| **v == 0).for_each(|v| *v = 1);
                }
                input.cases.push(p);
            }
        }
    }
    tags.sort_unstable();
    tags.dedup();
    debug_assert!(input.is_valid(problem), "{problem}: {input:?}");
    Generated {
        input,
        edge_cases: tags,
    }
}

/// Piles, one of several shapes that break solutions.
fn piles(
    rng: &mut Rng,
    count: u64,
    value: u64,
    problem: Problem,
    tags: &mut Vec<&'static str>,
) -> Vec<u64> {
    let n = rng.range(1, count);
    let mut p: Vec<u64> = (0..n).map(|_| rng.range(0, value)).collect();
    match rng.range(0, 9) {
        0 => {
            tags.push("single pile");
            p.truncate(1);
        }
        1 => {
            tags.push("piles of 0");
            for x in p.iter_mut() {
                if rng.chance(2) {
                    *x = 0;
                }
            }
        }
        2 => {
            tags.push("all piles equal");
            let v = p[0];
            p.iter_mut().for_each(|x| *x = v);
        }
        3 => {
            tags.push("all piles 1");
            p.iter_mut().for_each(|x| *x = 1);
        }
        4 => {
            tags.push("piles 0 and 1 only");
            p.iter_mut().for_each(|x| *x = rng.range(0, 1));
        }
        5 => {
            tags.push("duplicates");
            let v = p[0];
            let i = rng.range(0, n - 1) as usize;
            p[i] = v;
        }
        6 => {
            tags.push("values at the judge's limit");
            p.iter_mut()
                .for_each(|x| *x = value - rng.range(0, 1.min(value)));
        }
        7 if problem != Problem::P4279 => {
            // Make the nim-sum 0 by fixing the last pile, if it fits.
            let rest = nim::nim_sum(&p[..p.len() - 1]);
            if rest <= value && p.len() > 1 {
                tags.push("lost position");
                *p.last_mut().expect("not empty") = rest;
            }
        }
        _ => {}
    }
    p
}

/// A Wythoff pair: a P-position (often with a Fibonacci difference, where
/// floating point fails), a neighbour of one, or a random pair.
fn wythoff_pair(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> (u64, u64) {
    let p_position = |k: u64| wythoff::p_position(&k).expect("fits for k below 10^18");
    match rng.range(0, 5) {
        0 | 1 => {
            // Fibonacci differences make kφ nearly an integer: the double
            // formula is off by one at the largest ones.
            let fibs: Vec<u64> =
                std::iter::successors(Some((1u64, 2u64)), |&(a, b)| Some((b, a + b)))
                    .map(|(a, _)| a)
                    .take_while(|&k| p_position(k).1 <= value)
                    .collect();
            let k = if rng.chance(2) && !fibs.is_empty() {
                tags.push("P-position with a Fibonacci difference");
                fibs[fibs.len() - 1 - (rng.range(0, 2.min(fibs.len() as u64 - 1)) as usize)]
            } else {
                tags.push("lost position");
                rng.range(0, value / 3)
            };
            let (a, b) = p_position(k);
            if rng.chance(2) || b + 1 > value {
                (a, b)
            } else {
                tags.push("next to a P-position");
                (a + 1, b + 1)
            }
        }
        2 => {
            tags.push("equal piles");
            let v = rng.range(0, value);
            (v, v)
        }
        3 => {
            tags.push("a pile of 0");
            (0, rng.range(0, value))
        }
        _ => (rng.range(0, value), rng.range(0, value)),
    }
}

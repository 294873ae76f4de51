//! A judge input as data: the cases (each a list of numbers) and, for
//! S-Nim, the subtraction set. Rendering writes the judge's format;
//! shrinking proposes smaller inputs.

use grundy_oj::Problem;
use std::fmt::Write as _;

/// One judge input, structured so that it can be shrunk.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Input {
    /// S-Nim's subtraction set (empty for other problems).
    pub set: Vec<u64>,
    /// The cases: piles, chip cells, a pair `a b`, a quarry `x m`, …
    pub cases: Vec<Vec<u64>>,
}

/// How a problem's cases are shaped.
pub(crate) struct Shape {
    /// Whether the input holds several cases (else exactly one).
    pub multi: bool,
    /// A fixed number of numbers per case (pairs, triples), if any.
    pub arity: Option<usize>,
    /// Whether cases may be empty (no piles).
    pub empty_cases: bool,
}

pub(crate) fn shape(problem: Problem) -> Shape {
    use Problem::*;
    match problem {
        P1247 => Shape {
            multi: false,
            arity: None,
            empty_cases: false,
        },
        P2252 => Shape {
            multi: false,
            arity: Some(2),
            empty_cases: false,
        },
        Hdu1527 | Poj1067 | Hdu2177 | Cf15c | NimProduct64 | Hdu2486 | Poj3922 | Poj2311
        | Poj2348 | Hdu1525 => Shape {
            multi: true,
            arity: Some(2),
            empty_cases: false,
        },
        Hdu1848 => Shape {
            multi: true,
            arity: Some(3),
            empty_cases: false,
        },
        Hdu2516 | Poj2484 | Poj2505 | P4136 => Shape {
            multi: true,
            arity: Some(1),
            empty_cases: false,
        },
        // A row with no heads is a block of its own: `0`.
        Hdu3537 => Shape {
            multi: true,
            arity: None,
            empty_cases: true,
        },
        _ => Shape {
            multi: true,
            arity: None,
            empty_cases: false,
        },
    }
}

impl Input {
    /// The input in the judge's format.
    pub fn render(&self, problem: Problem) -> String {
        use Problem::*;
        let mut out = String::new();
        let join = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        match problem {
            P1247 => {
                let piles = &self.cases[0];
                let _ = write!(out, "{}\n{}\n", piles.len(), join(piles));
            }
            P2197 | P4279 | Hdu1907 | Poj1704 | P2148 | Hdu5795 => {
                let _ = writeln!(out, "{}", self.cases.len());
                for c in &self.cases {
                    let _ = write!(out, "{}\n{}\n", c.len(), join(c));
                }
            }
            Hdu2176 | Hdu1850 | Poj1740 | Uva1378 => {
                for c in &self.cases {
                    let _ = write!(out, "{}\n{}\n", c.len(), join(c));
                }
                out.push_str("0\n");
            }
            Hdu2509 => {
                for c in &self.cases {
                    let _ = write!(out, "{}\n{}\n", c.len(), join(c));
                }
            }
            Cf15c | NimProduct64 | Hdu2486 | Poj3922 => {
                let _ = writeln!(out, "{}", self.cases.len());
                for c in &self.cases {
                    let _ = writeln!(out, "{}", join(c));
                }
            }
            Hdu3404 => {
                let _ = writeln!(out, "{}", self.cases.len());
                for c in &self.cases {
                    let _ = writeln!(out, "{}", c.len() / 2);
                    for light in c.chunks(2) {
                        let _ = writeln!(out, "{}", join(light));
                    }
                }
            }
            Hdu3537 => {
                for c in &self.cases {
                    let _ = writeln!(out, "{}", c.len());
                    if !c.is_empty() {
                        let _ = writeln!(out, "{}", join(c));
                    }
                }
            }
            Hdu2516 | Poj2484 | P4136 => {
                for c in &self.cases {
                    let _ = writeln!(out, "{}", join(c));
                }
                out.push_str("0\n");
            }
            Hdu1527 | Poj1067 | P2252 | Poj2311 | Poj2505 => {
                for c in &self.cases {
                    let _ = writeln!(out, "{}", join(c));
                }
            }
            Hdu1730 => {
                for c in &self.cases {
                    let _ = writeln!(out, "{} {}", c.len() / 2, c[0]);
                    for row in c[1..].chunks(2) {
                        let _ = writeln!(out, "{}", join(row));
                    }
                }
            }
            Hdu2177 | Poj2348 | Hdu1525 => {
                for c in &self.cases {
                    let _ = writeln!(out, "{}", join(c));
                }
                out.push_str("0 0\n");
            }
            Hdu1848 => {
                for c in &self.cases {
                    let _ = writeln!(out, "{}", join(c));
                }
                out.push_str("0 0 0\n");
            }
            Hdu3094 => {
                let _ = writeln!(out, "{}", self.cases.len());
                for c in &self.cases {
                    crate::graphs::render(problem, c, &mut out);
                }
            }
            Poj3710 | Hdu3590 => {
                for c in &self.cases {
                    crate::graphs::render(problem, c, &mut out);
                }
            }
            Hdu1524 | Poj2425 => {
                for c in &self.cases {
                    crate::chess::render(c, &mut out);
                }
            }
            Hdu1536 | Poj2960 => {
                let _ = writeln!(out, "{} {}", self.set.len(), join(&self.set));
                let _ = writeln!(out, "{}", self.cases.len());
                for c in &self.cases {
                    let _ = writeln!(out, "{} {}", c.len(), join(c));
                }
                out.push_str("0\n");
            }
        }
        out
    }

    /// Whether the input is valid for the problem (shrinking may propose
    /// inputs that are not: two chips on one cell, an odd E&D count, …).
    pub fn is_valid(&self, problem: Problem) -> bool {
        use Problem::*;
        let s = shape(problem);
        if self.cases.is_empty() || (!s.multi && self.cases.len() != 1) {
            return false;
        }
        if let Some(k) = s.arity {
            if self.cases.iter().any(|c| c.len() != k) {
                return false;
            }
        } else if !s.empty_cases && self.cases.iter().any(Vec::is_empty) {
            return false;
        }
        match problem {
            Poj1704 => self.cases.iter().all(|c| {
                let mut sorted = c.clone();
                sorted.sort_unstable();
                sorted.dedup();
                sorted.len() == c.len() && !c.contains(&0)
            }),
            P2148 => self
                .cases
                .iter()
                .all(|c| c.len() % 2 == 0 && !c.contains(&0)),
            Hdu2177 => self
                .cases
                .iter()
                .all(|c| c[0] <= c[1] && (c[0], c[1]) != (0, 0)),
            Hdu1848 => self.cases.iter().all(|c| c.iter().any(|&v| v != 0)),
            Hdu2176 | Hdu1850 => true,
            // Stones can only be handed to non-empty piles: none is empty.
            Poj1740 | Hdu2509 => !self.cases.iter().flatten().any(|&p| p == 0),
            Hdu1536 | Poj2960 => {
                let mut set = self.set.clone();
                set.sort_unstable();
                set.dedup();
                !set.is_empty() && set.len() == self.set.len() && !set.contains(&0)
            }
            Cf15c => self.cases.iter().all(|c| c[0] >= 1 && c[1] >= 1),
            // The lights that are on: a set, so no light twice.
            Hdu3404 => self.cases.iter().all(|c| {
                let mut lights: Vec<&[u64]> = c.chunks(2).collect();
                lights.sort_unstable();
                lights.dedup();
                c.len() % 2 == 0 && lights.len() == c.len() / 2
            }),
            // 2 ≤ n < 2^31: 0 would end the input early.
            Hdu2516 => self.cases.iter().all(|c| (2..1 << 31).contains(&c[0])),
            // Cases `n k` with n ≥ 2 and k ≥ 1; positions below 10^8 in
            // HDU 3537 (listed twice is allowed: the statement says so).
            Hdu2486 | Poj3922 => self.cases.iter().all(|c| c[0] >= 2 && c[1] >= 1),
            Hdu3537 => self.cases.iter().flatten().all(|&p| p < 100_000_000),
            Poj2311 => self.cases.iter().flatten().all(|&s| (2..=200).contains(&s)),
            Poj2484 => self.cases.iter().all(|c| (1..=1_000_000).contains(&c[0])),
            P4136 => self.cases.iter().all(|c| (1..=10_000).contains(&c[0])),
            // `m` then the rows' pieces, on the board and on different
            // squares.
            Hdu1730 => self.cases.iter().all(|c| {
                c.len() % 2 == 1
                    && c.len() >= 3
                    && c[1..]
                        .chunks(2)
                        .all(|r| r[0] != r[1] && r.iter().all(|&p| (1..=c[0]).contains(&p)))
            }),
            // Positive numbers (a 0 would end the input or be refused).
            Poj2348 | Hdu1525 => self.cases.iter().flatten().all(|&v| v >= 1),
            // 1 < n < 4294967295.
            Poj2505 => self
                .cases
                .iter()
                .all(|c| (2..4_294_967_295).contains(&c[0])),
            // n ≤ 23, as the statement says.
            Uva1378 => self.cases.iter().all(|c| c.len() <= 23),
            // Trees (with cycles hanging from them in POJ 3710) on the
            // vertices 1 to m, every vertex joined to the root.
            Hdu3094 | Poj3710 | Hdu3590 => self
                .cases
                .iter()
                .all(|c| crate::graphs::is_valid(problem, c)),
            // An acyclic graph on the vertices 0 to N − 1, and tokens on them.
            Hdu1524 | Poj2425 => self.cases.iter().all(|c| crate::chess::is_valid(c)),
            _ => true,
        }
    }

    /// Smaller inputs to try, most promising first: fewer cases, fewer
    /// numbers, smaller numbers. Only valid inputs are proposed.
    pub fn shrink_candidates(&self, problem: Problem) -> Vec<Input> {
        let s = shape(problem);
        let mut out = Vec::new();
        let mut push = |candidate: Input| {
            if candidate != *self && candidate.is_valid(problem) && !out.contains(&candidate) {
                out.push(candidate);
            }
        };
        // Keep one case alone, then drop one case.
        if self.cases.len() > 1 {
            for i in 0..self.cases.len() {
                push(Input {
                    set: self.set.clone(),
                    cases: vec![self.cases[i].clone()],
                });
            }
            for i in 0..self.cases.len() {
                let mut cases = self.cases.clone();
                cases.remove(i);
                push(Input {
                    set: self.set.clone(),
                    cases,
                });
            }
        }
        // Drop set elements (S-Nim).
        for i in 0..self.set.len() {
            let mut set = self.set.clone();
            set.remove(i);
            push(Input {
                set,
                cases: self.cases.clone(),
            });
        }
        // Drop numbers from variable-length cases (pairs for E&D and for
        // HDU 3404's lights): half of them, then one, then two at a time
        // (dropping one pile can flip the answer where dropping two keeps it).
        let in_pairs = matches!(problem, Problem::P2148 | Problem::Hdu3404);
        if s.arity.is_none() {
            let step = if in_pairs { 2 } else { 1 };
            for (ci, case) in self.cases.iter().enumerate() {
                let half = (case.len() / 2) / step * step;
                if half >= step {
                    for range in [0..half, case.len() - half..case.len()] {
                        let mut cases = self.cases.clone();
                        cases[ci].drain(range);
                        push(Input {
                            set: self.set.clone(),
                            cases,
                        });
                    }
                }
            }
            for (ci, case) in self.cases.iter().enumerate() {
                for i in (0..case.len()).step_by(step) {
                    let mut cases = self.cases.clone();
                    cases[ci].drain(i..(i + step).min(case.len()));
                    push(Input {
                        set: self.set.clone(),
                        cases,
                    });
                }
            }
        }
        if s.arity.is_none() && !in_pairs {
            for (ci, case) in self.cases.iter().enumerate().filter(|(_, c)| c.len() <= 40) {
                for i in 0..case.len() {
                    for j in i + 1..case.len() {
                        let mut cases = self.cases.clone();
                        cases[ci].remove(j);
                        cases[ci].remove(i);
                        push(Input {
                            set: self.set.clone(),
                            cases,
                        });
                    }
                }
            }
        }
        // Make numbers smaller: 0, 1, half, one less.
        for (ci, case) in self.cases.iter().enumerate() {
            for (i, &v) in case.iter().enumerate() {
                for smaller in [0, 1, v / 2, v.saturating_sub(1)] {
                    if smaller < v {
                        let mut cases = self.cases.clone();
                        cases[ci][i] = smaller;
                        push(Input {
                            set: self.set.clone(),
                            cases,
                        });
                    }
                }
            }
        }
        for (i, &v) in self.set.iter().enumerate() {
            for smaller in [1, v / 2, v.saturating_sub(1)] {
                if smaller < v {
                    let mut set = self.set.clone();
                    set[i] = smaller;
                    push(Input {
                        set,
                        cases: self.cases.clone(),
                    });
                }
            }
        }
        out
    }

    /// How many numbers the input holds: the measure shrinking lowers.
    pub fn size(&self) -> usize {
        self.set.len() + self.cases.iter().map(Vec::len).sum::<usize>()
    }
}

//! Games written out from their rules, for the brute-force oracle, shared
//! by the integration tests.

#![allow(dead_code)]

use grundy_engine::solver::ImpartialGame;

/// A game's rules, from its definition.
pub enum Rules {
    /// `digits[k]`: bit 1 take all k, bit 2 leave one heap, bit 4 two, bit 8 three.
    Code(Vec<u8>),
    Subtract(Box<dyn Fn(usize) -> bool>),
    Grundys,
    Lasker,
    /// Remove any positive number, or split a heap into this many
    /// non-empty heaps.
    TakeOrSplit(usize),
}

impl Rules {
    /// Every way to write `total` as `parts` positive heaps (any order).
    pub fn splits(total: usize, parts: usize) -> Vec<Vec<usize>> {
        if parts == 1 {
            return if total >= 1 {
                vec![vec![total]]
            } else {
                vec![]
            };
        }
        (1..total)
            .flat_map(|a| {
                Rules::splits(total - a, parts - 1)
                    .into_iter()
                    .map(move |mut rest| {
                        rest.push(a);
                        rest
                    })
            })
            .collect()
    }

    /// The heaps a move can leave in place of a heap of `n`.
    pub fn replacements(&self, n: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        match self {
            Rules::Code(digits) => {
                for (k, &d) in digits.iter().enumerate() {
                    if k > n {
                        break;
                    }
                    for (bit, parts) in [(1, 0), (2, 1), (4, 2), (8, 3)] {
                        if d & bit == 0 {
                            continue;
                        }
                        if parts == 0 {
                            if n == k {
                                out.push(vec![]);
                            }
                        } else {
                            out.extend(Rules::splits(n - k, parts));
                        }
                    }
                }
            }
            Rules::Subtract(allowed) => out.extend((1..=n).filter(|&s| allowed(s)).map(|s| {
                if n == s {
                    vec![]
                } else {
                    vec![n - s]
                }
            })),
            Rules::Grundys => out.extend(Rules::splits(n, 2).into_iter().filter(|p| p[0] != p[1])),
            Rules::Lasker => {
                out.extend((0..n).map(|m| if m == 0 { vec![] } else { vec![m] }));
                out.extend(Rules::splits(n, 2));
            }
            Rules::TakeOrSplit(k) => {
                out.extend((0..n).map(|m| if m == 0 { vec![] } else { vec![m] }));
                out.extend(Rules::splits(n, *k));
            }
        }
        out
    }
}

impl ImpartialGame for Rules {
    type Position = Vec<usize>;
    fn moves(&self, heaps: &Vec<usize>) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for i in 0..heaps.len() {
            for replacement in self.replacements(heaps[i]) {
                let mut next: Vec<usize> = heaps
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &h)| h)
                    .collect();
                next.extend(replacement);
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

pub fn fibonacci(s: usize) -> bool {
    let (mut a, mut b) = (1, 2);
    while a < s {
        (a, b) = (b, a + b);
    }
    a == s
}

//! Sums against the generic solver: a random sum of up to four small
//! components (a Nim pile, a Wythoff pair, Kayles rows, heaps of the
//! subtraction game {1, 2, 5}), valued by `grundy sum`'s engine through
//! its closed forms and nim-sequences, and searched by the `Solver` from
//! the rules written here. The value, and the whole set of positions the
//! winning moves leave, agree.

use grundy_engine::num::{BigNat, Natural};
use grundy_engine::play::{Game, Playable};
use grundy_engine::solver::{ImpartialGame, Solver};
use std::collections::BTreeSet;

/// One component, its numbers in a normal form: a Wythoff pair ordered,
/// heaps sorted and without empty ones.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Part {
    Nim(u64),
    Wythoff(u64, u64),
    Kayles(Vec<u64>),
    Sub125(Vec<u64>),
}

fn heaps(mut h: Vec<u64>) -> Vec<u64> {
    h.retain(|&x| x > 0);
    h.sort_unstable();
    h
}

fn pair(a: u64, b: u64) -> Part {
    Part::Wythoff(a.min(b), a.max(b))
}

impl Part {
    /// The component as `grundy sum` reads it.
    fn written(&self) -> String {
        let list = |h: &[u64]| {
            if h.is_empty() {
                "0".to_string()
            } else {
                h.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
            }
        };
        match self {
            Part::Nim(n) => format!("nim={n}"),
            Part::Wythoff(a, b) => format!("wythoff={a},{b}"),
            Part::Kayles(h) => format!("kayles={}", list(h)),
            Part::Sub125(h) => format!("sub:1,2,5={}", list(h)),
        }
    }

    /// The part as the engine leaves it after a move, from its numbers.
    fn like(&self, numbers: &[u64]) -> Part {
        match self {
            Part::Nim(_) => Part::Nim(numbers[0]),
            Part::Wythoff(..) => pair(numbers[0], numbers[1]),
            Part::Kayles(_) => Part::Kayles(heaps(numbers.to_vec())),
            Part::Sub125(_) => Part::Sub125(heaps(numbers.to_vec())),
        }
    }

    /// Every part one move leaves, from the rules.
    fn moves(&self) -> Vec<Part> {
        let mut out = Vec::new();
        match self {
            Part::Nim(n) => out.extend((0..*n).map(Part::Nim)),
            Part::Wythoff(a, b) => {
                out.extend((0..*a).map(|x| pair(x, *b)));
                out.extend((0..*b).map(|y| pair(*a, y)));
                out.extend((1..=*a.min(b)).map(|t| pair(a - t, b - t)));
            }
            Part::Kayles(h) | Part::Sub125(h) => {
                for (i, &n) in h.iter().enumerate() {
                    let rest = |mut with: Vec<u64>| {
                        with.extend(
                            h.iter()
                                .enumerate()
                                .filter(|&(j, _)| j != i)
                                .map(|(_, &x)| x),
                        );
                        heaps(with)
                    };
                    if let Part::Kayles(_) = self {
                        // Knock down one pin or two adjacent ones, anywhere.
                        for k in 1..=2u64.min(n) {
                            for left in 0..=n - k {
                                out.push(Part::Kayles(rest(vec![left, n - k - left])));
                            }
                        }
                    } else {
                        for s in [1, 2, 5] {
                            if s <= n {
                                out.push(Part::Sub125(rest(vec![n - s])));
                            }
                        }
                    }
                }
            }
        }
        out
    }
}

struct SumOfParts;

impl ImpartialGame for SumOfParts {
    type Position = Vec<Part>;
    fn moves(&self, parts: &Vec<Part>) -> Vec<Vec<Part>> {
        let mut out = Vec::new();
        for (i, p) in parts.iter().enumerate() {
            for q in p.moves() {
                let mut next = parts.clone();
                next[i] = q;
                out.push(next);
            }
        }
        out
    }
    fn components(&self, parts: &Vec<Part>) -> Option<Vec<Vec<Part>>> {
        (parts.len() > 1).then(|| parts.iter().map(|p| vec![p.clone()]).collect())
    }
}

/// Runs the target on one input, read as `Vec<(u8, u8, u8)>` the way
/// libFuzzer's typed target reads it: up to 4 components, a kind and two
/// numbers each. Panics when the engine's value or winning moves differ
/// from the solver's.
///
/// ```
/// grundy_fuzz_checks::diff_sum(&[0, 3, 0, 1, 2, 4]);
/// ```
pub fn diff_sum(data: &[u8]) {
    let Some(raw) = crate::arbitrary_input::<Vec<(u8, u8, u8)>>(data) else {
        return;
    };
    let parts: Vec<Part> = raw
        .iter()
        .take(4)
        .map(|&(kind, a, b)| {
            let (a, b) = (u64::from(a % 9), u64::from(b % 9));
            match kind % 4 {
                0 => Part::Nim(a),
                1 => pair(a, b),
                2 => Part::Kayles(heaps(vec![a, b % 5])),
                _ => Part::Sub125(heaps(vec![a, b])),
            }
        })
        .collect();
    if parts.is_empty() {
        return;
    }
    let texts: Vec<String> = parts.iter().map(Part::written).collect();
    let words: Vec<&str> = texts.iter().map(String::as_str).collect();
    let game = Game::parse(&words).unwrap_or_else(|e| panic!("{words:?}: {e}"));
    let mut solver = Solver::new(SumOfParts);
    let value = solver.grundy(&parts).unwrap();
    assert_eq!(game.sum().grundy(), BigNat::from(value), "{words:?}");
    let legal = game.legal_moves(100_000).expect("a small sum");
    let fast: BTreeSet<Vec<Part>> = legal
        .iter()
        .filter(|m| m.winning)
        .map(|m| {
            let numbers: Vec<u64> = m
                .after_numbers
                .iter()
                .map(|n| n.to_u64().expect("small"))
                .collect();
            let mut next = parts.clone();
            next[m.component] = parts[m.component].like(&numbers);
            next
        })
        .collect();
    let searched: BTreeSet<Vec<Part>> = solver.winning_moves(&parts).unwrap().into_iter().collect();
    assert_eq!(fast, searched, "{words:?}");
    assert_eq!(
        game.first_player_wins(),
        !Natural::is_zero(&game.sum().grundy()),
        "{words:?}"
    );
}

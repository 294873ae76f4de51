//! Sums of different games against the brute-force oracle: the generic
//! solver on the whole sum, every component's moves written out from its
//! rules. The verdict and the complete set of winning moves must agree.

mod common;

use common::Rules;
use grundy_engine::bounded_nim::BoundedPile;
use grundy_engine::component::Component;
use grundy_engine::divisors::Number;
use grundy_engine::heap::component::HeapComponent;
use grundy_engine::heap::HeapGame;
use grundy_engine::nim::NimPile;
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::solver::{ImpartialGame, Solver};
use grundy_engine::staircase::StaircaseComponent;
use grundy_engine::sum::Sum;
use grundy_engine::wythoff::WythoffPair;
use proptest::prelude::*;
use std::collections::BTreeSet;

const HEAP_GAMES: [&str; 6] = [
    "kayles",
    "sub:2,3",
    "grundys-game",
    "0.07",
    "take-or-split:3",
    "take-or-split:4",
];

fn heap_rules(game: usize) -> Rules {
    match game {
        0 => Rules::Code(vec![0, 7, 7]),
        1 => Rules::Subtract(Box::new(|s| s == 2 || s == 3)),
        2 => Rules::Grundys,
        3 => Rules::Code(vec![0, 0, 7]),
        4 => Rules::TakeOrSplit(3),
        _ => Rules::TakeOrSplit(4),
    }
}

/// One component's position, as plain data.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Part {
    Nim(u64),
    Heaps(usize, Vec<usize>),
    Wythoff(u64, u64),
    Stairs(Vec<u64>),
    Bounded(u64, u64),
    Divisors(u64),
}

struct SumRules;

impl SumRules {
    fn part_moves(part: &Part) -> Vec<Part> {
        match part {
            Part::Nim(x) => (0..*x).map(Part::Nim).collect(),
            Part::Heaps(g, heaps) => heap_rules(*g)
                .moves(heaps)
                .into_iter()
                .map(|next| Part::Heaps(*g, next))
                .collect(),
            Part::Wythoff(a, b) => {
                let mut out: Vec<Part> = (0..*a).map(|x| Part::Wythoff(x, *b)).collect();
                out.extend((0..*b).map(|y| Part::Wythoff(*a, y)));
                out.extend((1..=*a.min(b)).map(|d| Part::Wythoff(a - d, b - d)));
                out
            }
            Part::Stairs(steps) => {
                let mut out = Vec::new();
                for i in 0..steps.len() {
                    for c in 1..=steps[i] {
                        let mut next = steps.clone();
                        next[i] -= c;
                        if i > 0 {
                            next[i - 1] += c;
                        }
                        out.push(Part::Stairs(next));
                    }
                }
                out
            }
            Part::Bounded(k, x) => (1..=*k.min(x)).map(|t| Part::Bounded(*k, x - t)).collect(),
            Part::Divisors(n) => (1..*n).filter(|d| n % d == 0).map(Part::Divisors).collect(),
        }
    }
}

impl ImpartialGame for SumRules {
    type Position = Vec<Part>;
    fn moves(&self, parts: &Vec<Part>) -> Vec<Vec<Part>> {
        let mut out = Vec::new();
        for i in 0..parts.len() {
            for m in SumRules::part_moves(&parts[i]) {
                let mut next = parts.clone();
                next[i] = m;
                out.push(next);
            }
        }
        out
    }
}

fn component(part: &Part) -> Box<dyn Component> {
    match part {
        Part::Nim(x) => Box::new(NimPile::new((*x).into())),
        Part::Heaps(g, heaps) => Box::new(
            HeapComponent::new(HeapGame::parse(HEAP_GAMES[*g]).unwrap(), heaps.clone()).unwrap(),
        ),
        Part::Wythoff(a, b) => Box::new(WythoffPair::new(*a, *b).unwrap()),
        Part::Stairs(s) => Box::new(StaircaseComponent::new(
            s.iter().map(|&c| c.into()).collect(),
        )),
        Part::Bounded(k, x) => Box::new(BoundedPile::new((*x).into(), (*k).into()).unwrap()),
        Part::Divisors(n) => Box::new(Number::new(*n).unwrap()),
    }
}

/// The part after a move, rebuilt from the numbers the engine reports.
fn part_after(before: &Part, numbers: &[BigNat]) -> Part {
    let n: Vec<u64> = numbers.iter().map(|v| v.to_u64().unwrap()).collect();
    match before {
        Part::Nim(_) => Part::Nim(n[0]),
        Part::Heaps(g, _) => Part::Heaps(*g, n.iter().map(|&h| h as usize).collect()),
        Part::Wythoff(..) => Part::Wythoff(n[0], n[1]),
        Part::Stairs(_) => Part::Stairs(n),
        Part::Bounded(k, _) => Part::Bounded(*k, n[0]),
        Part::Divisors(_) => Part::Divisors(n[0]),
    }
}

fn part() -> impl Strategy<Value = Part> {
    prop_oneof![
        (0u64..8).prop_map(Part::Nim),
        (0usize..6, prop::collection::vec(1usize..9, 1..3)).prop_map(|(g, mut h)| {
            h.sort_unstable();
            Part::Heaps(g, h)
        }),
        (0u64..7, 0u64..7).prop_map(|(a, b)| Part::Wythoff(a, b)),
        prop::collection::vec(0u64..4, 1..4).prop_map(Part::Stairs),
        (1u64..4, 0u64..9).prop_map(|(k, x)| Part::Bounded(k, x)),
        (1u64..200).prop_map(Part::Divisors),
    ]
}

fn check(parts: Vec<Part>, oracle: &mut Solver<SumRules>) -> Result<(), TestCaseError> {
    let sum = Sum::new(parts.iter().map(component).collect());
    let g = oracle.grundy(&parts).unwrap();
    prop_assert_eq!(sum.grundy(), BigNat::from(g), "value of {:?}", parts);
    let listed: Vec<Vec<Part>> = sum
        .winning_moves()
        .iter()
        .map(|m| {
            let mut next = parts.clone();
            next[m.component] = part_after(&parts[m.component], &m.after_numbers);
            next
        })
        .collect();
    let distinct: BTreeSet<Vec<Part>> = listed.iter().cloned().collect();
    prop_assert_eq!(
        distinct.len(),
        listed.len(),
        "a move listed twice in {:?}",
        parts
    );
    let expected: BTreeSet<Vec<Part>> = oracle.winning_moves(&parts).unwrap().into_iter().collect();
    prop_assert_eq!(distinct, expected, "winning moves of {:?}", parts);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_sums_match_the_oracle(parts in prop::collection::vec(part(), 1..4)) {
        let mut oracle = Solver::new(SumRules);
        check(parts, &mut oracle)?;
    }
}

/// Regression: a winning move may raise a component's value (a bounded
/// pile of 3 with k = 2 is worth 0 and can move to 1, worth 1).
#[test]
fn moves_that_raise_a_component_are_listed() {
    let mut oracle = Solver::new(SumRules);
    check(vec![Part::Bounded(2, 3), Part::Nim(1)], &mut oracle).unwrap();
    let sum = Sum::new(vec![
        component(&Part::Bounded(2, 3)),
        component(&Part::Nim(1)),
    ]);
    assert!(sum
        .winning_moves()
        .iter()
        .any(|m| m.component == 0 && m.target == BigNat::from(1u8)));
}

/// Take-or-split:3 (HDU 5795) in sums: every winning move, the splits into
/// three included (each once, in no two orders), is the oracle's, on every
/// pair of heaps to 10 beside a Nim pile.
#[test]
fn take_or_split_sums_list_every_winning_split() {
    let mut oracle = Solver::new(SumRules);
    for a in 1..=10usize {
        for b in a..=10 {
            for x in [0u64, 3, 9] {
                check(vec![Part::Heaps(4, vec![a, b]), Part::Nim(x)], &mut oracle).unwrap();
            }
        }
    }
    for heaps in [vec![7], vec![8, 8], vec![4, 5, 6], vec![12]] {
        check(vec![Part::Heaps(5, heaps)], &mut oracle).unwrap();
    }
}

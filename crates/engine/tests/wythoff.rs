//! Wythoff's game against the brute-force oracle, and its closed form at
//! sizes where floating point fails.

use grundy_engine::isa::Isa;
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::solver::{ImpartialGame, Solver};
use grundy_engine::wythoff;
use proptest::prelude::*;
use std::collections::BTreeSet;

/// Wythoff's game by its rules, on ordered pairs.
struct WythoffRules;

impl ImpartialGame for WythoffRules {
    type Position = (u16, u16);
    fn moves(&self, &(a, b): &(u16, u16)) -> Vec<(u16, u16)> {
        let mut out = Vec::new();
        out.extend((0..a).map(|x| (x, b)));
        out.extend((0..b).map(|y| (a, y)));
        out.extend((1..=a.min(b)).map(|d| (a - d, b - d)));
        out
    }
}

#[test]
fn verdicts_and_every_winning_move_match_the_oracle_up_to_200() {
    let mut oracle = Solver::new(WythoffRules);
    for a in 0..=200u16 {
        for b in 0..=200u16 {
            let (x, y) = (u64::from(a), u64::from(b));
            let wins = oracle.is_first_player_win(&(a, b)).unwrap();
            assert_eq!(
                wythoff::outcome(&x, &y).first_player_wins(),
                wins,
                "({a}, {b})"
            );
            let listed: Vec<(u16, u16)> = wythoff::winning_moves(&x, &y)
                .iter()
                .map(|m| {
                    let (p, q) = m.apply(&x, &y);
                    (p as u16, q as u16)
                })
                .collect();
            let distinct: BTreeSet<_> = listed.iter().copied().collect();
            assert_eq!(
                distinct.len(),
                listed.len(),
                "({a}, {b}): a move listed twice"
            );
            let expected: BTreeSet<_> =
                oracle.winning_moves(&(a, b)).unwrap().into_iter().collect();
            assert_eq!(distinct, expected, "({a}, {b})");
        }
    }
}

#[test]
fn the_grundy_table_matches_the_oracle_up_to_128() {
    let n = 129;
    let table = wythoff::grundy_table(n);
    let mut oracle = Solver::new(WythoffRules);
    for a in 0..n {
        for b in 0..n {
            let g = oracle.grundy(&(a as u16, b as u16)).unwrap();
            assert_eq!(u64::from(table[a * n + b]), g, "G({a}, {b})");
        }
    }
}

/// Every instruction set the machine has, forced in turn (the portable one
/// among them), fills the table as the portable path does, across the
/// sizes where a line's bitset is one word, a few, and a part of one.
#[test]
fn every_instruction_set_fills_the_same_grundy_table() {
    for n in [1, 31, 32, 33, 64, 65, 200, 513] {
        let portable = wythoff::grundy_table_with(Isa::portable(), n);
        for isa in Isa::supported() {
            assert_eq!(
                wythoff::grundy_table_with(isa, n),
                portable,
                "{isa}, n = {n}"
            );
        }
    }
}

#[test]
fn exact_where_double_precision_is_off_by_one() {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    for k in [102_334_155u64, 267_914_296] {
        let exact = wythoff::floor_phi(&k).unwrap();
        let float = (k as f64 * phi).floor() as u64;
        assert_ne!(
            exact, float,
            "k = {k}: the float formula is right here after all?"
        );
        // The exact value satisfies the defining inequalities, in integers:
        // a <= kφ < a + 1  <=>  (2a - k)² <= 5k² < (2a + 2 - k)² for 2a >= k.
        let (a, k) = (u128::from(exact), u128::from(k));
        assert!((2 * a - k).pow(2) <= 5 * k * k && 5 * k * k < (2 * a + 2 - k).pow(2));
    }
}

#[test]
fn the_word_and_big_paths_agree_around_the_switch() {
    let limit = 1u64 << 62;
    for k in [limit - 3, limit - 1, limit, limit + 1, u64::MAX / 2] {
        let big = wythoff::floor_phi(&BigNat::from(k)).unwrap();
        // A u64 result exists exactly when the value fits, and then agrees.
        assert_eq!(wythoff::floor_phi(&k), big.to_u64(), "k = {k}");
    }
}

/// Every k and every pile value occurs in exactly one P-position: the
/// pairs from the closed form are the P-positions of the recurrence
/// (a_k = mex of earlier values, b_k = a_k + k).
#[test]
fn p_positions_follow_the_recurrence_for_the_first_100000() {
    let mut used = vec![false; 300_000];
    let mut next_free = 1usize;
    for k in 1..100_000u64 {
        while used[next_free] {
            next_free += 1;
        }
        let (a, b) = wythoff::p_position(&k).unwrap();
        assert_eq!(a as usize, next_free, "a_{k} is the least unused value");
        used[a as usize] = true;
        used[b as usize] = true;
    }
}

fn big_value() -> impl Strategy<Value = BigNat> {
    prop::collection::vec(any::<u8>(), 1..24).prop_map(|bytes| BigNat::from_le_bytes(&bytes))
}

proptest! {
    /// For big k: (a, a + k) is lost, and the neighbours (a ± 1, …) are won;
    /// the recurrence's "each value once" shows as pair_of inverting p_position.
    #[test]
    fn big_p_positions_are_consistent(k in big_value()) {
        let (a, b) = wythoff::p_position(&k).unwrap();
        prop_assert!(!wythoff::outcome(&a, &b).first_player_wins());
        prop_assert!(wythoff::outcome(&(a.clone() + 1u8), &b).first_player_wins());
        let pa = wythoff::pair_of(&a).unwrap();
        let pb = wythoff::pair_of(&b).unwrap();
        prop_assert_eq!((pa.k.clone(), pa.partner.clone(), pa.is_smaller), (k.clone(), b.clone(), true));
        prop_assert_eq!((pb.k, pb.partner), (k, a));
    }

    #[test]
    fn big_winning_moves_are_legal_and_winning(a in big_value(), b in big_value()) {
        let moves = wythoff::winning_moves(&a, &b);
        prop_assert_eq!(wythoff::outcome(&a, &b).first_player_wins(), !moves.is_empty());
        for m in &moves {
            let (x, y) = m.apply(&a, &b);
            prop_assert!(x <= a && y <= b && (x < a || y < b));
            prop_assert!(!wythoff::outcome(&x, &y).first_player_wins());
        }
        if let (Some(a64), Some(b64)) = (a.to_u64(), b.to_u64()) {
            let small: Vec<String> = wythoff::winning_moves(&a64, &b64).iter().map(|m| m.to_string()).collect();
            let big: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
            prop_assert_eq!(small, big);
        }
    }
}

/// The rule-spec family: `one,both` is Wythoff and must agree with the
/// closed form; `both` alone is a different game and must come out different.
#[test]
fn the_two_pile_family_contains_wythoff_and_tells_other_games_apart() {
    use grundy_engine::two_pile::TwoPileRules;
    let n = 200;
    let wythoff_rules: TwoPileRules = "one,both".parse().unwrap();
    assert_eq!(wythoff_rules.grundy_table(n), wythoff::grundy_table(n));
    let closed_form: Vec<(u64, u64)> = (0..)
        .map(|k: u64| wythoff::p_position(&k).unwrap())
        .take_while(|&(_, b)| b < n as u64)
        .collect();
    assert_eq!(wythoff_rules.p_positions(n), closed_form);
    let equal_only: TwoPileRules = "both".parse().unwrap();
    let p = equal_only.p_positions(n);
    assert_ne!(p, closed_form);
    // Equal amounts only is Nim on the smaller pile: lost exactly when it is empty.
    assert_eq!(p, (0..n as u64).map(|b| (0, b)).collect::<Vec<_>>());
}

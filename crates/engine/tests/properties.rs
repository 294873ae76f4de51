//! Property tests on random positions far beyond what the oracle can search,
//! including numbers of hundreds of bits: every listed move is legal and
//! leaves a position lost for the opponent, and the machine-word fast path
//! agrees with arbitrary precision.

use grundy_engine::num::BigNat;
use grundy_engine::num::Natural;
use grundy_engine::staircase::Chips;
use grundy_engine::{bounded_nim, misere_nim, moore, nim, staircase};
use proptest::prelude::*;

/// A natural number: small, word-sized, or up to ~300 bits.
fn natural() -> impl Strategy<Value = BigNat> {
    prop_oneof![
        (0u64..8).prop_map(BigNat::from),
        any::<u64>().prop_map(BigNat::from),
        prop::collection::vec(any::<u8>(), 1..40).prop_map(|bytes| BigNat::from_le_bytes(&bytes)),
    ]
}

fn position(max_len: usize) -> impl Strategy<Value = Vec<BigNat>> {
    prop::collection::vec(natural(), 0..max_len)
}

/// The same position in machine words, if every pile fits.
fn small(p: &[BigNat]) -> Option<Vec<u64>> {
    p.iter().map(Natural::to_u64).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn nim_moves_are_legal_winning_and_complete(p in position(12)) {
        let s = nim::nim_sum(&p);
        let moves = nim::winning_moves(&p);
        for m in &moves {
            prop_assert!(m.to < m.from && m.from == p[m.pile]);
            prop_assert!(nim::nim_sum(&m.apply(&p)).is_zero());
        }
        // Complete: exactly the piles that have the highest bit of s.
        let expected = if s.is_zero() { 0 } else {
            p.iter().filter(|x| x.bit(s.bit_len() - 1)).count()
        };
        prop_assert_eq!(moves.len(), expected);
        prop_assert_eq!(nim::outcome(&p).first_player_wins(), !moves.is_empty());
        if let Some(words) = small(&p) {
            let w = nim::winning_moves(&words);
            prop_assert_eq!(w.len(), moves.len());
            for (a, b) in w.iter().zip(&moves) {
                prop_assert_eq!((a.pile, BigNat::from(a.to)), (b.pile, b.to.clone()));
            }
        }
    }

    #[test]
    fn misere_moves_are_legal_and_winning(
        p in prop::collection::vec(prop_oneof![(0u64..3).prop_map(BigNat::from), natural()], 0..8)
    ) {
        let moves = misere_nim::winning_moves(&p);
        // With no counter left, the player to move has won without a move.
        let over = p.iter().all(Natural::is_zero);
        prop_assert_eq!(misere_nim::outcome(&p).first_player_wins(), over || !moves.is_empty());
        for m in &moves {
            prop_assert!(m.to < m.from && m.from == p[m.pile]);
            prop_assert!(!misere_nim::outcome(&m.apply(&p)).first_player_wins());
        }
    }

    #[test]
    fn moore_constructive_move_is_legal_and_winning(p in position(9), k in 1u64..5) {
        let wins = moore::outcome(&p, k).first_player_wins();
        match moore::winning_move(&p, k) {
            None => prop_assert!(!wins),
            Some(m) => {
                prop_assert!(wins);
                prop_assert!(!m.changes.is_empty() && m.changes.len() as u64 <= k);
                for c in &m.changes {
                    prop_assert!(c.to < c.from && c.from == p[c.pile]);
                }
                prop_assert!(!moore::outcome(&m.apply(&p), k).first_player_wins());
            }
        }
    }

    #[test]
    fn bounded_moves_are_legal_and_winning(
        piles_and_limits in prop::collection::vec((natural(), natural()), 0..8)
    ) {
        let piles: Vec<BigNat> = piles_and_limits.iter().map(|(x, _)| x.clone()).collect();
        let limits: Vec<BigNat> =
            piles_and_limits.iter().map(|(_, k)| k.clone() + 1u8).collect();
        let moves = bounded_nim::winning_moves(&piles, &limits);
        prop_assert_eq!(bounded_nim::outcome(&piles, &limits).first_player_wins(), !moves.is_empty());
        for m in &moves {
            let amount = m.amount();
            prop_assert!(amount >= BigNat::from(1u8) && amount <= limits[m.pile]);
            prop_assert!(m.from == piles[m.pile]);
            prop_assert!(bounded_nim::grundy(&m.apply(&piles), &limits).is_zero());
        }
        if let (Some(a), Some(b)) = (small(&piles), small(&limits)) {
            prop_assert_eq!(BigNat::from(bounded_nim::grundy(&a, &b)), bounded_nim::grundy(&piles, &limits));
            prop_assert_eq!(bounded_nim::winning_moves(&a, &b).len(), moves.len());
        }
    }

    #[test]
    fn staircase_moves_are_legal_and_winning(stairs in position(10)) {
        let moves = staircase::winning_moves(&stairs);
        prop_assert_eq!(staircase::outcome(&stairs).first_player_wins(), !moves.is_empty());
        for m in &moves {
            prop_assert!(m.step >= 1 && m.step <= stairs.len());
            prop_assert!(!m.coins.is_zero() && m.coins <= stairs[m.step - 1]);
            prop_assert!(staircase::grundy(&m.apply(&stairs).expect("arbitrary precision")).is_zero());
        }
    }

    #[test]
    fn chip_moves_are_legal_and_winning(gaps in position(8)) {
        // Distinct cells from the gaps between them, then shuffled.
        let mut cells = Vec::new();
        let mut at = BigNat::from(0u8);
        for g in &gaps {
            at = at + g + 1u8;
            cells.push(at.clone());
        }
        cells.reverse();
        let chips = Chips::new(cells.clone()).unwrap();
        let moves = chips.winning_moves();
        prop_assert_eq!(chips.outcome().first_player_wins(), !moves.is_empty());
        for m in &moves {
            prop_assert!(m.from == cells[m.chip] && m.to < m.from && m.to >= BigNat::from(1u8));
            // No chip is passed or landed on.
            prop_assert!(cells.iter().all(|c| !(*c >= m.to && *c < m.from)));
            let after = Chips::new(chips.apply(m)).unwrap();
            prop_assert!(!after.outcome().first_player_wins());
        }
    }
}

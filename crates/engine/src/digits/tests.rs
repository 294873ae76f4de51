use super::*;
use crate::solver::{ImpartialGame, Solver};

/// The statement's rules, as the generic solver reads them: lower one
/// digit, or erase a 0 and everything after it.
struct Rules;

impl ImpartialGame for Rules {
    type Position = Vec<u8>;
    fn moves(&self, s: &Vec<u8>) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        for (i, &d) in s.iter().enumerate() {
            for to in (0..d).rev() {
                let mut t = s.clone();
                t[i] = to;
                out.push(t);
            }
            if d == 0 {
                out.push(s[..i].to_vec());
            }
        }
        out
    }
}

/// Every string of exactly `len` digits, in increasing order.
fn strings(len: usize) -> impl Iterator<Item = Vec<u8>> {
    (0..10u32.pow(len as u32)).map(move |n| {
        (0..len)
            .rev()
            .map(|i| (n / 10u32.pow(i as u32) % 10) as u8)
            .collect()
    })
}

#[test]
fn the_table_is_the_searchs_on_every_string_of_up_to_five_digits() {
    let mut solver = Solver::new(Rules);
    for len in 0..=5 {
        for s in strings(len) {
            let g = solver.grundy(&s).unwrap();
            assert_eq!(u64::from(value(&s).unwrap()), g, "{s:?}");
        }
    }
}

#[test]
fn a_strings_own_box_agrees_with_the_table() {
    // Boxes of other corners value their strings as the table does.
    for corner in [
        &[2u8, 0, 3][..],
        &[0, 9, 1, 0],
        &[5, 5, 5, 5, 5],
        &[1, 0, 0, 1, 0, 1],
    ] {
        let b = DigitBox::new(corner).unwrap();
        for len in 0..=corner.len() {
            for s in strings(len).filter(|s| s.iter().zip(corner).all(|(d, c)| d <= c)) {
                assert_eq!(b.value(&s), table().value(&s), "{s:?} in {corner:?}");
            }
        }
    }
}

#[test]
fn strings_longer_than_the_table_are_valued_by_search_too() {
    let mut solver = Solver::new(Rules);
    for s in [
        vec![1u8; 9],
        vec![0u8; 40],
        vec![1, 0, 2, 0, 1, 0, 1, 1],
        vec![0, 0, 0, 0, 0, 0, 0, 3, 2],
    ] {
        let g = solver.grundy(&s).unwrap();
        assert_eq!(u64::from(value(&s).unwrap()), g, "{s:?}");
        let c = DigitString::new(s.clone()).unwrap();
        for (m, v) in c.all_moves(1000).unwrap() {
            let after: Vec<u8> = m.after_numbers.iter().map(digit).collect();
            assert_eq!(
                v,
                BigNat::from(solver.grundy(&after).unwrap()),
                "{}",
                m.after
            );
        }
    }
    // A string of zeros of length k is worth k: its moves reach every
    // shorter one.
    assert_eq!(value(&[0; 300]), Some(300));
}

#[test]
fn every_move_is_listed_with_its_value_and_typed_as_the_syntax_says() {
    let mut solver = Solver::new(Rules);
    for len in 0..=3 {
        for s in strings(len) {
            let c = DigitString::new(s.clone()).unwrap();
            let moves = c.all_moves(1000).unwrap();
            let reached: Vec<Vec<u8>> = moves
                .iter()
                .map(|(m, _)| m.after_numbers.iter().map(digit).collect())
                .collect();
            assert_eq!(reached, Rules.moves(&s), "{s:?}");
            for ((m, v), p) in moves.iter().zip(&reached) {
                assert_eq!(*v, BigNat::from(solver.grundy(p).unwrap()), "{}", m.after);
                assert_eq!(c.after(m).describe(), m.after);
                // Typed: "P D" lowers, "P" erases at a 0.
                let place = (0..s.len()).find(|&i| s[i] != p.get(i).copied().unwrap_or(10));
                let place = place.unwrap_or(p.len());
                let typed = if p.len() == s.len() {
                    c.read_move(&[&(place + 1).to_string(), &p[place].to_string()])
                } else {
                    c.read_move(&[&(p.len() + 1).to_string()])
                };
                assert_eq!(typed.unwrap(), *m, "{s:?}");
            }
            for target in 0..=12u64 {
                let target = BigNat::from(target);
                let listed = crate::component::to_value(moves.clone(), &target);
                assert_eq!(c.moves_to_value(&target), listed, "{s:?} to {target}");
            }
            // Every move lowers the bound on the moves left.
            for (m, _) in &moves {
                assert!(m.remaining < c.remaining(), "{}", m.after);
            }
        }
    }
}

#[test]
fn moves_that_are_not_legal_are_refused_with_the_reason() {
    let c = DigitString::new(vec![2, 0, 5]).unwrap();
    let id = |words: &[&str]| c.read_move(words).unwrap_err().message().id().to_string();
    assert_eq!(id(&["1"]), "move-error-digits-erase"); // a 2, not a 0
    assert_eq!(id(&["1", "2"]), "move-error-digits-lower"); // not lower
    assert_eq!(id(&["3", "9"]), "move-error-digits-lower");
    assert_eq!(id(&["4", "0"]), "move-error-no-such");
    assert_eq!(id(&["x"]), "move-error-not-a-number");
    assert_eq!(id(&[]), "move-error-typed");
    assert_eq!(c.read_move(&["2"]).unwrap().after, "digits=2");
}

#[test]
fn what_is_not_a_digit_string_or_too_long_to_value_is_refused() {
    // Read through the kind's own parser (the registry imports this file).
    let parse_component = |text: &str| {
        let (game, position) = text.split_once('=').expect("GAME=POSITION");
        parse(&crate::component::Written {
            text,
            game,
            position,
        })
    };
    let id = |text: &str| {
        parse_component(text)
            .err()
            .unwrap()
            .message()
            .id()
            .to_string()
    };
    assert_eq!(id("digits=12a"), "component-invalid");
    assert_eq!(id("digits=-1"), "component-invalid");
    assert_eq!(id("digits=99999999"), "component-too-large");
    // Leading zeros are the game's own: kept as written.
    assert_eq!(
        parse_component("digits=007").unwrap().describe(),
        "digits=007"
    );
    // The empty string is a finished position.
    let empty = parse_component("digits=").unwrap();
    assert_eq!(empty.grundy(), BigNat::ZERO);
    assert!(empty.all_moves(10).unwrap().is_empty());
}

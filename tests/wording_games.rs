//! What the games' explanations and moves say, in English: the engine
//! states them as messages, and these are their words.

use grundy_engine::num::BigNat;
use grundy_i18n::{read_in, say_in, Lang};

fn big(n: u64) -> BigNat {
    BigNat::from(n)
}

#[test]
fn euclid_s_explanation_names_the_decisive_quotient() {
    use grundy_engine::component::Component;
    use grundy_engine::euclid::{explain, Pair};
    let text = read_in(Lang::En, &explain(&big(24), &big(15)));
    assert!(text.contains("quotients are 1, 1, 1, 2"), "{text}");
    assert!(
        text.contains("the 4th (2), after 3 forced moves: the second player meets it"),
        "{text}"
    );
    assert!(text.ends_with("order: 0, 1, 0, 2"), "{text}");
    let read = |a, b| read_in(Lang::En, &explain(&big(a), &big(b)));
    assert!(read(7, 7).contains("The numbers are equal: the first player"));
    assert!(read(7, 0).contains("the game is over"));
    // (10^100 + 3, 7): the longest game subtracts 7 from the huge number.
    let googol: BigNat = format!("1{}", "0".repeat(100)).parse().unwrap();
    let pair = Pair::new(&googol + big(3), big(7));
    let lasting = say_in(Lang::En, &pair.lasting_move().unwrap().description);
    assert!(lasting.starts_with("subtract 7 from "), "{lasting}");
}

#[test]
fn funny_stones_moves_and_refusals_are_worded() {
    use grundy_engine::component::{Component, Reason};
    use grundy_engine::funny_stones::{FunnyStones, SUM_PILES_LIMIT};
    let huge: BigNat = "100000000000000000000000000001".parse().unwrap();
    let c = FunnyStones::new(vec![huge, BigNat::ZERO, BigNat::ONE]).unwrap();
    let m = &c.moves_to_value(&BigNat::ZERO)[0];
    assert_eq!(
        say_in(Lang::En, &m.description),
        "take a stone from pile 0, put two on pile 1"
    );
    let e = FunnyStones::new(vec![BigNat::ZERO; SUM_PILES_LIMIT + 1])
        .err()
        .unwrap();
    // The catalogue's English names the limit as the code has it.
    match e {
        Reason::Invalid { must_be, .. } => {
            let said = say_in(Lang::En, &grundy_text::Message::new(must_be));
            assert!(
                said.starts_with(&format!("at most {SUM_PILES_LIMIT} ")),
                "{said}"
            );
        }
        other => panic!("{other:?}"),
    }
    let c = FunnyStones::new([1u64, 0, 2].map(BigNat::from).to_vec()).unwrap();
    for (words, error) in [
        (&["0", "1"][..], "a move here is typed i j k"),
        (&["0", "1", "3"], "there is no pile 3: they are numbered 0 to 2"),
        (&["1", "2", "2"], "pile 1 has no stone"),
        (&["0", "2", "1"], "a move takes a stone from a pile i and puts two on piles j and k further right, i < j <= k; 0 2 1 is not"),
        (&["0", "0", "1"], "a move takes a stone from a pile i and puts two on piles j and k further right, i < j <= k; 0 0 1 is not"),
        (&["x", "1", "2"], "the pile i \"x\" is not a whole number"),
    ] {
        let said = say_in(Lang::En, c.read_move(words).unwrap_err().message());
        assert_eq!(said, error, "{words:?}");
    }
}

#[test]
fn the_syntax_of_a_component_lists_every_kind_s_examples() {
    let said = say_in(Lang::En, &grundy_engine::kinds::syntax());
    // Every kind's own examples first, in the registry's order.
    assert!(said.contains(", coins:mock=1,4,6, fibonacci-nim=10, cutting=4x5, "));
    assert!(said.starts_with(
        "GAME=POSITION, for example nim=7, kayles=10, kayles=3,4, wythoff=3,5, \
         staircase=1,4,3, bounded:3=10, "
    ));
    assert!(said
        .ends_with(", sub:1,2,5=9, 0.07=12, grundys-game=9, coins:corners=2:3,4:1, kfold:3=20,4"));
}

#[test]
fn a_search_past_its_budget_says_why() {
    use grundy_engine::play::Game;
    use grundy_engine::remoteness::{remoteness, Budget};
    let en = |e: &grundy_engine::remoteness::TooLong| say_in(Lang::En, &e.message());
    let game = Game::parse(&["coins:3+C=300"]).unwrap();
    let e = remoteness(&game, Budget::DEFAULT).unwrap_err();
    assert!(en(&e).contains("too long to search"), "{}", en(&e));
    let game = Game::parse(&["nim=30", "nim=30", "nim=30"]).unwrap();
    let budget = Budget {
        moves: 1000,
        per_position: 100,
        table_moves: 1_000_000,
        parts_moves: 10,
        rules_moves: 10,
    };
    let e = remoteness(&game, budget).unwrap_err();
    assert!(en(&e).contains("more than 1000 moves"), "{}", en(&e));
    let budget = Budget {
        table_moves: 1000,
        parts_moves: 10_000,
        ..budget
    };
    let e = remoteness(&game, budget).unwrap_err();
    assert!(en(&e).contains("more than the 1000"), "{}", en(&e));
}

#[test]
fn a_bad_checkpoint_says_what_is_wrong() {
    use grundy_engine::heap::HeapGame;
    use grundy_engine::research::Research;
    let mut run = Research::new(&HeapGame::parse("0.6").unwrap()).unwrap();
    run.advance(3000, 3000, |_| {}).unwrap();
    let mut saved = Vec::new();
    run.write_checkpoint(&mut saved).unwrap();
    let read = |bytes: &[u8], game: &str| {
        let e = Research::read_checkpoint(&mut &bytes[..], &HeapGame::parse(game).unwrap())
            .err()
            .unwrap();
        say_in(Lang::En, &e.message())
    };
    assert!(read(&saved, "0.007").contains("checkpoint of 0.6, not of 0.007"));
    assert!(read(&saved[..saved.len() / 2], "0.6").contains("damaged"));
    assert!(read(b"hello", "0.6").contains("not a grundy checkpoint"));
    let mut flipped = saved.clone();
    let last = flipped.len() - 20;
    flipped[last] ^= 0x10;
    assert!(read(&flipped, "0.6").contains("checksum does not match"));
}

#[test]
fn a_new_stone_move_is_told_pile_by_pile() {
    use grundy_engine::new_stone::winning_moves;
    let p: Vec<BigNat> = [1u8, 2, 3, 5].map(BigNat::from).to_vec();
    let moves = winning_moves(&p, 100).unwrap();
    assert!(moves.iter().any(|m| say_in(Lang::En, &m.message())
        == "from pile 4 (5): hand 2 to pile 1 (1 to 3), remove 1, leaving 2"));
}

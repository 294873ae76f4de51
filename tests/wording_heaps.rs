//! What heap games say, in English: their refusals of codes and of typed
//! moves, and their moves' descriptions.

use grundy_engine::heap::HeapGame;
use grundy_engine::kinds::parse_component;
use grundy_i18n::{say_in, Lang};

/// What take-or-split:K is written as, and what is refused with the reason.
#[test]
fn take_or_split_is_read_in_every_spelling() {
    for (spelling, game) in [
        ("take-or-split:2", HeapGame::Lasker),
        ("4.333…", HeapGame::Lasker),
        ("4.3...", HeapGame::Lasker),
        ("0.333…", HeapGame::Nim),
        ("take-or-split:3", HeapGame::TakeOrSplit(3)),
        ("Take-Or-Split: 3", HeapGame::TakeOrSplit(3)),
        ("8.333…", HeapGame::TakeOrSplit(3)),
        ("8.33333...", HeapGame::TakeOrSplit(3)),
        ("take-or-split:64", HeapGame::TakeOrSplit(64)),
    ] {
        assert_eq!(HeapGame::parse(spelling).unwrap(), game, "{spelling}");
        assert_eq!(
            HeapGame::parse(&game.to_string()).unwrap(),
            game,
            "{game} reads back"
        );
    }
    assert_eq!(HeapGame::TakeOrSplit(3).name(), "take-or-split:3");
    for (spelling, message) in [
        ("take-or-split:1", "take-or-split:1: a split must leave at least 2 heaps (one heap would be the heap as it was), so K is from 2 to 64"),
        ("take-or-split:0", "take-or-split:0: a split must leave at least 2 heaps (one heap would be the heap as it was), so K is from 2 to 64"),
        ("take-or-split:65", "take-or-split:65: K is at most 64"),
        ("take-or-split:x", "take-or-split:x: K, the number of heaps a split leaves, must be a whole number from 2 to 64"),
        ("take-or-split:", "take-or-split:: K, the number of heaps a split leaves, must be a whole number from 2 to 64"),
        ("c.333…", "\"c.333…\": of the codes whose last digit repeats for ever, grundy reads 0.333… (nim), 4.333… (laskers-nim) and 8.333… (take-or-split:3), and a split into K heaps is take-or-split:K"),
        ("8.373...", "\"8.373...\": of the codes whose last digit repeats for ever, grundy reads 0.333… (nim), 4.333… (laskers-nim) and 8.333… (take-or-split:3), and a split into K heaps is take-or-split:K"),
        ("8....", "\"8....\": of the codes whose last digit repeats for ever, grundy reads 0.333… (nim), 4.333… (laskers-nim) and 8.333… (take-or-split:3), and a split into K heaps is take-or-split:K"),
    ] {
        assert_eq!(say_in(Lang::En, &HeapGame::parse(spelling).unwrap_err().0), message, "{spelling}");
    }
}

/// Typed splits that are no move say why; a legal one says what it does.
#[test]
fn typed_splits_say_what_is_wrong() {
    // Too many heaps named, and heaps that do not fit, say so.
    let c = parse_component("take-or-split:3=7").unwrap();
    for (words, error) in [
        (&["0", "1", "1", "1"][..], "a move here is typed N, N A or N A B"),
        (&["0", "3", "4"], "taking 0 from 7 leaves 7: the heaps named must be at least 1 each and leave at least 1 for the last, so add up to at most 6"),
        (&["0", "0", "4"], "taking 0 from 7 leaves 7: the heaps named must be at least 1 each and leave at least 1 for the last, so add up to at most 6"),
        (&["2", "1", "2"], "take-or-split:3 does not allow taking 2 from a heap of 7 and leaving 3 heaps"),
        (&["0", "3"], "take-or-split:3 does not allow taking 0 from a heap of 7 and leaving 2 heaps"),
    ] {
        assert_eq!(say_in(Lang::En, c.read_move(words).unwrap_err().message()), error, "{words:?}");
    }
    let m = c.read_move(&["0", "3", "1"]).unwrap();
    assert_eq!(
        say_in(Lang::En, &m.description),
        "split the heap of 7 into 1 and 3 and 3"
    );
    let two = parse_component("take-or-split:4=9,4").unwrap();
    assert_eq!(
        say_in(
            Lang::En,
            two.read_move(&["1", "0", "1", "1", "1", "1"])
                .unwrap_err()
                .message()
        ),
        "a move here is typed H N, or H N A B … with up to 3 heaps left named"
    );
}

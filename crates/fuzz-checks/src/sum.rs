//! The component and sum syntax (`grundy sum`, `grundy play`): words of
//! the input are components. A refused component is quoted in its error;
//! an accepted sum's winning moves are legal and lead to a lost position,
//! and a won sum has one.

use crate::assert_names;
use grundy_engine::num::Natural;
use grundy_engine::play::Game;

/// Runs the target on one input: its words (up to 4) are the components.
/// Panics when a refusal names nothing of the component, or a move's value,
/// or the winning moves, disagree with the sums they leave.
///
/// ```
/// grundy_fuzz_checks::sum(b"nim=3 kayles=4");
/// ```
pub fn sum(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let words: Vec<&str> = text.split_ascii_whitespace().take(4).collect();
    if words.is_empty() {
        return;
    }
    let game = match Game::parse(&words) {
        Err(e) => {
            assert_names(&grundy_i18n::say(&e.message()), &e.text);
            return;
        }
        Ok(game) => game,
    };
    let value = game.sum().grundy();
    let Ok(moves) = game.legal_moves(64) else {
        return;
    };
    for m in &moves {
        let after = game.after(m);
        let left = after.sum().grundy();
        assert_eq!(
            m.value, left,
            "{:?}: {:?} leaves another value",
            words, m.description
        );
        assert_eq!(
            m.winning,
            Natural::is_zero(&left),
            "{words:?}: {:?}",
            m.description
        );
    }
    let won = !Natural::is_zero(&value);
    assert_eq!(
        won,
        moves.iter().any(|m| m.winning),
        "{words:?} has value {value} and winning moves {:?}",
        moves
            .iter()
            .filter(|m| m.winning)
            .map(|m| &m.description)
            .collect::<Vec<_>>()
    );
    // The sum's own list of winning moves: each is among the legal ones.
    for w in game.sum().winning_moves() {
        if w.family.is_none() {
            assert!(
                moves
                    .iter()
                    .any(|m| m.component == w.component && m.after == w.after),
                "{words:?}: winning move {:?} is not legal",
                w.description
            );
        }
    }
}

//! The play loop's move syntax: the first line is the game (components),
//! the second the move as typed. A move read is one of the legal moves,
//! with the value it leaves; a move refused says why.

use grundy_engine::play::{Game, Playable};

/// Runs the target on one input: the game on the first line, the move on
/// the second. Panics when a move read is not legal or leaves another
/// value than it claims, or a refusal says nothing.
///
/// ```
/// grundy_fuzz_checks::play_move(b"nim=3 nim=5\n2 1");
/// ```
pub fn play_move(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (game_line, move_line) = text.split_once('\n').unwrap_or((text, ""));
    let components: Vec<&str> = game_line.split_ascii_whitespace().take(3).collect();
    if components.is_empty() {
        return;
    }
    let Ok(game) = Game::parse(&components) else {
        return;
    };
    let words: Vec<&str> = move_line.split_ascii_whitespace().collect();
    match game.read_move(&words) {
        Err(e) => assert!(!e.to_string().is_empty(), "{words:?}: an empty refusal"),
        Ok(m) => {
            let after = game.after(&m);
            assert_eq!(after.sum().grundy(), m.value, "{components:?} {words:?}");
            if let Ok(moves) = game.legal_moves(256) {
                assert!(
                    moves
                        .iter()
                        .any(|l| l.component == m.component && l.after == m.after),
                    "{components:?}: {words:?} read as {}, which is no legal move",
                    m.after
                );
            }
        }
    }
}

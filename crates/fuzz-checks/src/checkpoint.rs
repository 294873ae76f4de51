//! Checkpoint files (`grundy research --resume`): the game is chosen by
//! the first byte, the rest is the file. A damaged file is refused with a
//! message; one that is accepted resumes into the values the direct method
//! computes from the rules, never wrong ones.

use grundy_engine::heap::HeapGame;
use grundy_engine::research::Research;

const GAMES: [&str; 3] = ["0.6", "0.137", "kayles"];

/// Runs the target on one input: the first byte picks 0.6, 0.137 or
/// Kayles, the rest is read as a checkpoint of it. Panics when a refusal
/// says nothing or a resumed value differs from the direct method's.
///
/// ```
/// // Not a checkpoint: refused with a message.
/// grundy_fuzz_checks::checkpoint(b"\x02not a checkpoint");
/// ```
pub fn checkpoint(data: &[u8]) {
    let Some((&first, file)) = data.split_first() else {
        return;
    };
    let game = HeapGame::parse(GAMES[usize::from(first) % GAMES.len()]).unwrap();
    match Research::read_checkpoint(&mut &file[..], &game) {
        Err(e) => assert!(!e.to_string().is_empty()),
        Ok(run) => {
            let direct = game.sequence_direct(run.computed());
            for (n, (&v, &d)) in run.values().iter().zip(&direct).enumerate() {
                assert_eq!(u32::from(v), d, "{game}: G({n}) resumed wrong");
            }
        }
    }
}

//! The rare/common engine against the direct method: every octal game with
//! at most three code digits, and the unsolved games the engine is for.

use grundy_engine::heap::HeapGame;
use grundy_engine::sparse::Sparse;

/// Every code `P.d1d2d3` with `P` in {0, 4} and octal digits, except those
/// that allow no move (`0.000`).
fn three_digit_codes() -> Vec<String> {
    let mut codes = Vec::new();
    for first in ["0", "4"] {
        for digits in 0..512u32 {
            let (d1, d2, d3) = (digits >> 6, (digits >> 3) & 7, digits & 7);
            if first == "0" && digits == 0 {
                continue;
            }
            codes.push(format!("{first}.{d1}{d2}{d3}"));
        }
    }
    codes
}

fn assert_matches_direct(spec: &str, len: usize, threads: usize) {
    let game = HeapGame::parse(spec).unwrap_or_else(|e| panic!("{spec}: {e}"));
    let mut engine = Sparse::new(&game).unwrap_or_else(|| panic!("{spec}: no engine"));
    engine.set_threads(threads);
    match engine.extend_to(len - 1) {
        Ok(()) => {
            let direct = game.sequence_direct(len);
            for (n, (&fast, &slow)) in engine.values().iter().zip(&direct).enumerate() {
                assert_eq!(
                    u32::from(fast),
                    slow,
                    "{spec}: G({n}) with {threads} threads"
                );
            }
        }
        // Values past 16 bits: the direct method must agree that they are.
        Err(e) => {
            let direct = game.sequence_direct(len);
            assert!(direct.iter().any(|&v| v > 65535), "{spec}: {e}");
        }
    }
}

#[test]
fn every_three_digit_octal_game_to_2000() {
    let codes = three_digit_codes();
    assert_eq!(codes.len(), 1023);
    for code in &codes {
        assert_matches_direct(code, 2001, 1);
    }
}

#[test]
fn a_sample_of_octal_games_with_work_done_ahead_on_two_threads() {
    // Past 3072 heaps blocks are computed ahead on other threads: every
    // 17th code, so that codes of each kind (one or two splitting digits,
    // splits of each parity, 4.xxx) are covered.
    for code in three_digit_codes().iter().step_by(17) {
        assert_matches_direct(code, 12_000, 2);
    }
}

#[test]
fn the_unsolved_games_to_2_pow_16() {
    for spec in ["0.6", "0.007", "0.106", "grundys-game"] {
        for threads in [1, 2] {
            assert_matches_direct(spec, (1 << 16) + 1, threads);
        }
    }
}

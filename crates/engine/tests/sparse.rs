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
    assert_matches(spec, &game.sequence_direct(len), threads);
}

/// The engine on `threads` threads against `direct`, the values of the
/// direct method.
fn assert_matches(spec: &str, direct: &[u32], threads: usize) {
    let game = HeapGame::parse(spec).unwrap_or_else(|e| panic!("{spec}: {e}"));
    let rules = game
        .sparse_rules()
        .unwrap_or_else(|| panic!("{spec}: no engine"));
    let mut engine = Sparse::new(rules);
    engine.set_threads(threads);
    match engine.extend_to(direct.len() - 1) {
        Ok(()) => {
            for (n, (&fast, &slow)) in engine.values().iter().zip(direct).enumerate() {
                assert_eq!(
                    u32::from(fast),
                    slow,
                    "{spec}: G({n}) with {threads} threads"
                );
            }
        }
        // Values past 16 bits: the direct method must agree that they are.
        Err(e) => {
            assert!(direct.iter().any(|&v| v > 65535), "{spec}: {e}");
        }
    }
}

/// Engines for `game` on one thread (the reference) and on two.
fn on_one_and_two_threads(game: &HeapGame) -> [Sparse; 2] {
    [1, 2].map(|threads| {
        let mut engine = Sparse::new(game.sparse_rules().unwrap());
        engine.set_threads(threads);
        engine
    })
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
    // 0.16 (periodic) and 0.106 keep their values below 32: past 34,000
    // heaps the work done ahead is a word of bits per heap.
    for spec in ["0.6", "0.007", "0.106", "0.16", "grundys-game"] {
        let direct = HeapGame::parse(spec)
            .unwrap()
            .sequence_direct((1 << 16) + 1);
        for threads in [1, 2] {
            assert_matches(spec, &direct, threads);
        }
    }
}

#[test]
fn games_with_small_values_on_two_threads_equal_one_thread() {
    // The bits computed ahead for values below 32 start past 34,000 heaps,
    // beyond the direct method's reach for a sample this large; one thread
    // (checked against the direct method above) is the reference here.
    let mut checked = 0;
    for code in three_digit_codes().iter().step_by(7) {
        let game = HeapGame::parse(code).unwrap();
        let mut probe = Sparse::new(game.sparse_rules().unwrap());
        probe.extend_to(2000).unwrap_or(());
        if probe.is_direct() || probe.values().iter().any(|&v| v >= 32) {
            continue;
        }
        let [mut one, mut two] = on_one_and_two_threads(&game);
        let (a, b) = (one.extend_to(70_000), two.extend_to(70_000));
        assert_eq!(a, b, "{code}");
        assert!(one.values() == two.values(), "{code}: the values differ");
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} games with small values");
}

#[test]
fn small_values_with_new_rare_heaps_or_values_late_on_two_threads() {
    // Past 34,000 heaps, with every value below 32 (the tight loop for
    // small values), these games find new rare heaps (0.524, 4.005, 4.024)
    // or values never seen before at that parity (0.106, 0.16): such heaps
    // go through the general step, and the loop starts again after.
    for code in ["0.524", "4.005", "4.024", "0.106", "0.16"] {
        let game = HeapGame::parse(code).unwrap();
        let [mut one, mut two] = on_one_and_two_threads(&game);
        one.extend_to(70_000).unwrap();
        two.extend_to(70_000).unwrap();
        let values = one.values();
        assert!(values.iter().all(|&v| v < 32), "{code}");
        let mut seen = std::collections::HashSet::new();
        let last_new = (0..values.len())
            .filter(|&n| seen.insert((values[n], n % 2)))
            .last();
        let late = |n: Option<&usize>| n > Some(&34_000);
        assert!(
            late(last_new.as_ref()) || late(one.rare_heaps().last()),
            "{code}"
        );
        assert!(values == two.values(), "{code}: the values differ");
    }
}

#[test]
fn a_game_whose_values_pass_32_inside_a_block_done_as_bits() {
    // 0.7102's values stay below 32 until heap 107,251: the block holding it
    // was done ahead as words of bits, which become marks from there on. (No
    // game of at most three code digits does this between 34,000 and
    // 100,000 heaps.) Both engines are checked, one against the direct method.
    let game = HeapGame::parse("0.7102").unwrap();
    let [mut one, mut two] = on_one_and_two_threads(&game);
    one.extend_to(110_000).unwrap();
    two.extend_to(110_000).unwrap();
    let first_past_31 = one.values().iter().position(|&v| v >= 32);
    assert_eq!(first_past_31, Some(107_251));
    assert!(one.values() == two.values(), "the values differ");
    assert_matches("0.7102", &game.sequence_direct(110_001), 1);
}

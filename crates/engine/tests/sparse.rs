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

/// Engines for `game` a heap at a time (the reference: no options computed
/// ahead), on one thread by blocks, and on two threads.
fn each_way(game: &HeapGame) -> [Sparse; 3] {
    [0, 1, 2].map(|threads| {
        let mut engine = Sparse::new(game.sparse_rules().unwrap());
        match threads {
            0 => engine.set_heap_at_a_time(),
            t => engine.set_threads(t),
        }
        engine
    })
}

/// The three engines of [`each_way`] extended to `last`: the same outcome
/// and the same values.
fn assert_each_way_agrees(code: &str, last: usize) -> [Sparse; 3] {
    let game = HeapGame::parse(code).unwrap();
    let mut engines = each_way(&game);
    let outcomes = engines.each_mut().map(|e| e.extend_to(last));
    let [reference, blocks, two] = &engines;
    assert_eq!(outcomes[0], outcomes[1], "{code}: one thread by blocks");
    assert_eq!(outcomes[0], outcomes[2], "{code}: two threads");
    assert!(
        reference.values() == blocks.values(),
        "{code}: one thread by blocks differs"
    );
    assert!(
        reference.values() == two.values(),
        "{code}: two threads differ"
    );
    engines
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
fn a_sample_of_octal_games_with_work_done_ahead_on_one_and_two_threads() {
    // Past 6,144 heaps blocks are computed ahead, on this thread before
    // each block or on another meanwhile: every 17th code, so that codes
    // of each kind (one or two splitting digits, splits of each parity,
    // 4.xxx) are covered.
    for code in three_digit_codes().iter().step_by(17) {
        let game = HeapGame::parse(code).unwrap_or_else(|e| panic!("{code}: {e}"));
        let direct = game.sequence_direct(12_000);
        for threads in [1, 2] {
            assert_matches(code, &direct, threads);
        }
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
fn games_with_small_values_by_blocks_equal_a_heap_at_a_time() {
    // The bits computed ahead for values below 32 start past 34,000 heaps,
    // beyond the direct method's reach for a sample this large; the engine
    // going a heap at a time (checked against the direct method above, as
    // the others are to 2^16) is the reference here.
    let mut checked = 0;
    for code in three_digit_codes().iter().step_by(7) {
        let game = HeapGame::parse(code).unwrap();
        let mut probe = Sparse::new(game.sparse_rules().unwrap());
        probe.extend_to(2000).unwrap_or(());
        if probe.is_direct() || probe.values().iter().any(|&v| v >= 32) {
            continue;
        }
        assert_each_way_agrees(code, 70_000);
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} games with small values");
}

#[test]
fn small_values_with_new_rare_heaps_or_values_late_by_blocks() {
    // Past 34,000 heaps, with every value below 32 (the tight loop for
    // small values), these games find new rare heaps (0.524, 4.005, 4.024)
    // or values never seen before at that parity (0.106, 0.16): such heaps
    // go through the general step, and the loop starts again after.
    for code in ["0.524", "4.005", "4.024", "0.106", "0.16"] {
        let [one, ..] = assert_each_way_agrees(code, 70_000);
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
    }
}

#[test]
fn a_game_whose_values_pass_32_inside_a_block_done_as_bits() {
    // 0.7102's values stay below 32 until heap 107,251: the block holding it
    // was done ahead as words of bits, which become marks from there on. (No
    // game of at most three code digits does this between 34,000 and
    // 100,000 heaps.) Every engine is checked, one against the direct method.
    let [one, ..] = assert_each_way_agrees("0.7102", 110_000);
    let first_past_31 = one.values().iter().position(|&v| v >= 32);
    assert_eq!(first_past_31, Some(107_251));
    let game = HeapGame::parse("0.7102").unwrap();
    assert_matches("0.7102", &game.sequence_direct(110_001), 1);
}

#[test]
fn calls_that_end_inside_blocks_lose_nothing_on_one_thread() {
    // Research runs extend the engine a checkpoint at a time: a call may
    // end inside a block whose options were computed ahead, and the next
    // goes on with them. Runs of 777 heaps end inside blocks of 512 (and
    // of 8,192 while the values are small) at every offset.
    for code in ["0.6", "grundys-game", "0.106"] {
        let game = HeapGame::parse(code).unwrap();
        let [mut reference, mut blocks, _] = each_way(&game);
        reference.extend_to(60_000).unwrap();
        let mut last = 0;
        while last < 60_000 {
            last = (last + 777).min(60_000);
            blocks.extend_to(last).unwrap();
        }
        assert!(reference.values() == blocks.values(), "{code}");
    }
}

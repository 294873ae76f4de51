//! Fuzzes typed moves: the check is `grundy_fuzz_checks::play_move`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz_checks::play_move(data));

//! Fuzzes graph files: the check is `grundy_fuzz_checks::graph`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz_checks::graph(data));

//! Fuzzes pattern tables: the check is `grundy_fuzz_checks::pattern`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz_checks::pattern(data));

//! Fuzzes sums: the check is `grundy_fuzz_checks::diff_sum`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz_checks::diff_sum(data));

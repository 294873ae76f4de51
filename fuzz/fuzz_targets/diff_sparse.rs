//! Fuzzes the sparse engine: the check is `grundy_fuzz_checks::diff_sparse`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz_checks::diff_sparse(data));

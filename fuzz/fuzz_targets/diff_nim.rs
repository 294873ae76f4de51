//! Fuzzes the Nim family: the check is `grundy_fuzz_checks::diff_nim`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz_checks::diff_nim(data));

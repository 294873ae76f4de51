//! Fuzzes coin positions: the check is `grundy_fuzz_checks::coins`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz_checks::coins(data));

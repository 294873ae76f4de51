//! Fuzzes the playground: the check is `grundy_fuzz_checks::web`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz_checks::web(data));

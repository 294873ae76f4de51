//! Fuzzes rule syntaxes: the check is `grundy_fuzz_checks::rules`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz_checks::rules(data));

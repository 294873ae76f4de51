//! Fuzzes the judge formats: the check is `grundy_fuzz_checks::oj`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz_checks::oj(data));

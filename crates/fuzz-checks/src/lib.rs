//! # grundy-fuzz-checks
//!
//! What each fuzz target of `fuzz/` checks, one module and one function a
//! target, each taking the input's bytes and panicking when grundy is
//! wrong on them. The targets in `fuzz/fuzz_targets` only hand libFuzzer's
//! inputs to these functions, and `tests/corpus.rs` hands them every file of
//! the committed corpus, so that `cargo test --workspace` replays what the
//! fuzzer found without building cargo-fuzz (see `fuzz/README.md`).
//!
//! A file of the corpus replayed, as the tests do:
//!
//! ```
//! # fn main() -> std::io::Result<()> {
//! let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fuzz/corpus");
//! grundy_fuzz_checks::sum(&std::fs::read(format!("{dir}/sum/seed1"))?);
//! # Ok(())
//! # }
//! ```
#![warn(missing_docs)]

pub mod assertions;
pub mod checkpoint;
pub mod coins;
pub mod diff_nim;
pub mod diff_sparse;
pub mod diff_sum;
pub mod diff_wythoff;
pub mod graph;
pub mod oj;
pub mod pattern;
pub mod play_move;
pub mod rules;
pub mod sum;
pub mod web;

pub use assertions::{assert_names, assert_position, small_numbers};
pub use checkpoint::checkpoint;
pub use coins::coins;
pub use diff_nim::diff_nim;
pub use diff_sparse::diff_sparse;
pub use diff_sum::diff_sum;
pub use diff_wythoff::diff_wythoff;
pub use graph::graph;
pub use oj::oj;
pub use pattern::pattern;
pub use play_move::play_move;
pub use rules::rules;
pub use sum::sum;
pub use web::web;

/// The typed input of a target, read from `data` as libfuzzer-sys 0.4's
/// `fuzz_target!` reads it for a typed closure, so that a corpus file
/// replayed here is the run the fuzzer made of it: `None` for data shorter
/// than the type's least size, or that `arbitrary` cannot read (the fuzzer
/// rejects both without running the target).
fn arbitrary_input<'a, T: arbitrary::Arbitrary<'a>>(data: &'a [u8]) -> Option<T> {
    if data.len() < T::size_hint(0).0 {
        return None;
    }
    T::arbitrary_take_rest(arbitrary::Unstructured::new(data)).ok()
}

//! # grundy-check
//!
//! Test your own solution of a judge problem against grundy: random valid
//! inputs mixing the edge cases that break real solutions ([`generate`]),
//! a runner that feeds them to any command and compares its output token by
//! token with grundy's ([`check`]), and a shrinker that reduces the first
//! failing input to a minimal one.
//!
//! ```
//! use grundy_check::{generate, Size};
//! use grundy_oj::Problem;
//! let case = generate(Problem::P1247, 7, Size::Tiny);
//! let text = case.input.render(Problem::P1247);
//! assert!(grundy_oj::run(Problem::P1247, text.as_bytes(), &mut Vec::new()).is_ok());
//! ```

#![warn(missing_docs)]

mod generate;
mod run;

pub use generate::{generate, Generated, Size, UnknownSize};
pub use grundy_oj::Input;
pub use run::{
    check, check_with_progress, compare, explain, run_once, size_for_seed, CheckConfig,
    CheckReport, Failure, Outcome, Progress,
};

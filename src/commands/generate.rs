//! `grundy gen`: one random valid input of a judge problem.

use super::{print_text, CommandError};
use crate::cli::GenArgs;
use std::process::ExitCode;

/// `grundy gen`.
pub fn run(args: GenArgs) -> Result<ExitCode, CommandError> {
    let size = args
        .size
        .unwrap_or_else(|| grundy_check::size_for_seed(args.seed));
    let generated = grundy_check::generate(args.problem, args.seed, size);
    print_text(&generated.input.render(args.problem))
}

//! `grundy gen`: one random valid input of a judge problem.

use super::{print_text, CommandError};
use crate::cli::{number_arg, parse_problem, GenArgs};
use std::process::ExitCode;

/// `grundy gen`.
pub fn run(args: GenArgs) -> Result<ExitCode, CommandError> {
    let problem = parse_problem(&args.problem)?;
    let seed = number_arg("--seed", &args.seed)?;
    let size: grundy_check::Size = args
        .size
        .parse()
        .map_err(|e: grundy_check::UnknownSize| CommandError::Input(format!("--size: {e}")))?;
    let generated = grundy_check::generate(problem, seed, size);
    print_text(&generated.input.render(problem))
}

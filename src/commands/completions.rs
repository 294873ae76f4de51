//! `grundy completions`: a shell's completion script, from the command
//! line's own definition.

use super::{print_text, CommandError};
use crate::cli::CompletionsArgs;
use grundy_i18n::tr;
use std::process::ExitCode;

/// `grundy completions SHELL`: the script on standard output.
pub fn run(args: CompletionsArgs) -> Result<ExitCode, CommandError> {
    // Made in memory first: clap_complete panics on a failed write, and a
    // closed pipe must end the command quietly instead.
    // The descriptions shells show beside each command and option (zsh's,
    // fish's) are the help's, in the language asked for.
    let mut script = Vec::new();
    clap_complete::generate(
        args.shell,
        &mut crate::help::localized(crate::cli::definition(), grundy_i18n::current()),
        "grundy",
        &mut script,
    );
    let script = String::from_utf8(script)
        .map_err(|e| CommandError::Other(tr!("completions-not-utf8", why = e)))?;
    print_text(&script)
}

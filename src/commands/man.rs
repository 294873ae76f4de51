//! `grundy man`: the manual pages, from the command line's own definition.

use super::{cannot_write, CommandError};
use crate::cli::ManArgs;
use clap_mangen::Man;
use grundy_i18n::{tr, Arg};
use std::io::Write;
use std::process::ExitCode;

/// `grundy man [COMMAND]`: a page on standard output; `grundy man --out
/// DIR`: every page written into DIR.
pub fn run(args: ManArgs) -> Result<ExitCode, CommandError> {
    let mut top = crate::cli::definition().disable_help_subcommand(true);
    top.build();
    let Some(dir) = args.out else {
        let page = match &args.command {
            None => top,
            Some(name) => top
                .find_subcommand(name)
                .cloned()
                .ok_or_else(|| unknown_command(name, &top))?,
        };
        let mut roff = Vec::new();
        manual(page)
            .render(&mut roff)
            .map_err(|e| CommandError::Other(tr!("man-cannot-render", why = e)))?;
        let mut stdout = std::io::stdout().lock();
        stdout
            .write_all(&roff)
            .and_then(|()| stdout.flush())
            .map_err(cannot_write)?;
        return Ok(ExitCode::SUCCESS);
    };
    std::fs::create_dir_all(&dir)
        .map_err(|e| CommandError::Input(tr!("man-cannot-create", dir = dir.display(), why = e)))?;
    let pages: Vec<clap::Command> = std::iter::once(top.clone())
        .chain(top.get_subcommands().filter(|c| !c.is_hide_set()).cloned())
        .collect();
    for page in &pages {
        manual(page.clone()).generate_to(&dir).map_err(|e| {
            CommandError::Input(tr!("man-cannot-write", dir = dir.display(), why = e))
        })?;
    }
    eprintln!(
        "{}",
        tr!(
            "man-wrote",
            pages = Arg::count(pages.len()),
            dir = dir.display()
        )
    );
    Ok(ExitCode::SUCCESS)
}

/// The page of `command`: every page names grundy's version as its source.
fn manual(command: clap::Command) -> Man {
    Man::new(command).source(format!("grundy {}", env!("CARGO_PKG_VERSION")))
}

/// A COMMAND that `grundy` does not have, with the ones it has.
fn unknown_command(name: &str, top: &clap::Command) -> CommandError {
    let names: Vec<&str> = top
        .get_subcommands()
        .filter(|c| !c.is_hide_set())
        .map(|c| c.get_name())
        .collect();
    CommandError::Input(tr!(
        "man-unknown-command",
        name = name,
        commands = names.join(", ")
    ))
}

//! `grundy oj`: a judge problem's input answered byte for byte.

use super::{cannot_write, print_text, CommandError};
use crate::cli::OjArgs;
use crate::input;
use std::io::Write;
use std::process::ExitCode;

/// `grundy oj`: the problems with `--list`, else the answer to the input
/// of the file, or of standard input.
pub fn run(args: OjArgs) -> Result<ExitCode, CommandError> {
    if args.list {
        let mut text = String::new();
        let width = grundy_oj::Problem::ALL
            .iter()
            .map(|p| p.name().len())
            .max()
            .unwrap_or(0);
        for p in grundy_oj::Problem::ALL {
            text.push_str(&format!("{:<width$} {}\n", p.name(), p.title()));
        }
        text.push('\n');
        text.push_str(&grundy_i18n::tr!("oj-list-end"));
        text.push('\n');
        return print_text(&text);
    }
    let problem = args
        .problem
        .expect("clap requires a problem without --list");
    let data = match &args.file {
        Some(path) if path.as_os_str() != "-" => input::whole(Some(path))
            // A file that cannot be read is bad input (exit 2), as a
            // malformed one is.
            .map_err(|e| {
                CommandError::Input(grundy_i18n::tr!(
                    "cannot-read-file",
                    name = path.display(),
                    why = grundy_i18n::os_error(&e)
                ))
            })?,
        _ => input::whole(None).map_err(|e| {
            CommandError::Other(grundy_i18n::tr!(
                "cannot-read-stdin",
                why = grundy_i18n::os_error(&e)
            ))
        })?,
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    // The answer is the same in every language; an error about the input
    // is in the chosen one, naming the statement's letters (T, n, …).
    match grundy_oj::run(problem, &data, &mut out) {
        Ok(()) => {}
        Err(grundy_oj::OjError::Input(e)) => {
            return Err(CommandError::Input(grundy_i18n::tr!(
                "oj-problem-then",
                problem = problem,
                message = e
            )))
        }
        Err(grundy_oj::OjError::Io(e)) => return Err(cannot_write(e)),
    }
    out.flush().map_err(cannot_write)?;
    Ok(ExitCode::SUCCESS)
}

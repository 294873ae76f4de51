//! One module per command: each reads its command's arguments, computes,
//! and writes the answer; `main` turns what they return into an exit status.

pub mod check;
pub mod coins;
pub mod completions;
pub mod compound;
pub mod fib;
pub mod generate;
pub mod geography;
pub mod graph;
pub mod hackenbush;
pub mod man;
pub mod new_stone;
pub mod nim_family;
pub mod nimber;
pub mod northcott;
pub mod oj;
pub mod pattern;
pub mod play;
pub mod quotient;
mod quotient_compare;
mod quotient_sweep;
pub mod research;
mod rows_file;
pub mod seq;
pub mod serve;
pub mod sum;
pub mod survey;
pub mod team_nim;
pub mod template;
pub mod two_pile;
pub mod wythoff;

pub use crate::error::CommandError;
use crate::report::{Report, Show};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// A heap game's heading: as the user wrote it and as grundy writes it
/// (`treblecross = 0.007`), or once where they are the same.
pub fn as_asked(spec: &str, game: &grundy_engine::heap::HeapGame) -> String {
    let canonical = game.to_string();
    if spec.trim().eq_ignore_ascii_case(&canonical) {
        canonical
    } else {
        format!("{} = {canonical}", spec.trim())
    }
}

/// The error of an answer that could not be written.
pub fn cannot_write(e: std::io::Error) -> CommandError {
    cannot_write_the("answer", e)
}

/// The error of output (`what`: the answer, the report) that could not be
/// written: [`CommandError::OutputClosed`] where its reader went away.
pub fn cannot_write_the(what: &str, e: std::io::Error) -> CommandError {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        CommandError::OutputClosed
    } else {
        CommandError::Other(grundy_i18n::tr!(
            "cannot-write-the",
            what = what,
            why = grundy_i18n::os_error(&e)
        ))
    }
}

/// Writes an analysis; exit status 1 if not every winning move could be
/// listed.
pub fn print_report(report: &Report, show: Show) -> Result<ExitCode, CommandError> {
    let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
    report
        .render(show, &mut stdout)
        .and_then(|()| stdout.flush())
        .map_err(cannot_write)?;
    if let Some(why) = report.incomplete() {
        eprintln!("{}", grundy_i18n::tr!("incomplete-moves", why = why));
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// The remoteness of a position played as `game` (or why it is not
/// computed): the search from the rules, within its budget.
pub fn remoteness<P: grundy_engine::play::Playable, E: std::fmt::Display>(
    game: Result<P, E>,
) -> Result<u64, String> {
    use grundy_engine::remoteness::Budget;
    let game = game.map_err(|e| grundy_i18n::tr!("not-computed", why = e))?;
    grundy_engine::remoteness::remoteness(&game, Budget::DEFAULT).map_err(|e| e.to_string())
}

/// The game `grundy play` would play for the `count` components that
/// `components` writes as `grundy sum` reads them, for its remoteness
/// ([`grundy_engine::play::Game::for_search`]).
pub fn as_played(
    count: usize,
    components: impl FnOnce() -> Vec<String>,
) -> Result<grundy_engine::play::Game, String> {
    grundy_engine::play::Game::for_search(count, components).map_err(|e| grundy_i18n::say(&e))
}

/// `text` as one word of a POSIX shell: as it is where nothing in it is
/// special, else in single quotes.
pub fn shell_word(text: &str) -> String {
    let plain = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./:,=+@%^".contains(c));
    if plain {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

/// Writes an answer made in memory.
pub fn print_text(text: &str) -> Result<ExitCode, CommandError> {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(cannot_write)?;
    Ok(ExitCode::SUCCESS)
}

/// A picture `--plot` refuses to draw: bad input, named by its flag.
pub fn plot_refused(e: grundy_plot::PlotError) -> CommandError {
    CommandError::Input(grundy_i18n::tr!("flag-then", flag = "--plot", why = e))
}

/// Checks, before anything is computed or printed, that the picture of
/// `--plot FILE` can be written: bad input (exit status 2) naming the path
/// and what to do if not.
pub fn check_plot(plot: Option<&crate::cli::PlotFile>) -> Result<(), CommandError> {
    match plot.map(|p| grundy_plot::check_writable(&p.path)) {
        Some(Err(e)) => Err(plot_refused(e)),
        _ => Ok(()),
    }
}

/// Reports a picture written by `--plot`: `wrote FILE` on stderr, or the failure.
pub fn plotted(
    file: &Path,
    result: Result<(), grundy_plot::PlotError>,
) -> Result<(), CommandError> {
    match result {
        Ok(()) => {
            eprintln!("{}", grundy_i18n::tr!("plot-wrote", file = file.display()));
            Ok(())
        }
        Err(e @ grundy_plot::PlotError::UnsupportedExtension { .. }) => Err(plot_refused(e)),
        Err(e) => Err(CommandError::Other(e.to_string())),
    }
}

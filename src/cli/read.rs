//! Reading the command line: the language of its help first, then clap's
//! parse, with a value's refusal turned into bad input.

use super::grundy::{Cli, Command};
use super::values::BadValue;
use crate::error::CommandError;
use clap::{CommandFactory, FromArgMatches};
use grundy_engine::isa::Isa;
use grundy_i18n::tr;

/// Reads the command line. Help and usage errors end the process as clap
/// ends it; a value refused by its parser comes back as bad input, to be
/// told in the program's own words and exit status.
pub fn parse() -> Result<Command, CommandError> {
    // The help is written while the line is read: its language is found
    // first, from the line itself, else the environment.
    // A run with --json is read by a program: it is English throughout, its
    // document and its messages alike, so that the program meets one
    // language (the arguments after `--` are the checked program's own).
    let json = given("--json");
    let help_lang = if json {
        grundy_i18n::Lang::En
    } else {
        asked_lang(std::env::args_os()).unwrap_or_else(grundy_i18n::Lang::from_env)
    };
    // The values' own parsers run inside clap's: their refusals are in the
    // language asked for too.
    grundy_i18n::set_current(help_lang);
    // The texts change no parse, and putting them in costs every run a few
    // milliseconds (about 2.5 ms, BENCHMARKS.md): a line that parses is read
    // without them, and only help, version and refusals, which show them,
    // are read again with them.
    let parsed = Cli::command()
        .try_get_matches()
        .and_then(|matches| Cli::from_arg_matches(&matches))
        .or_else(|_| {
            crate::help::localized(Cli::command(), help_lang)
                .try_get_matches()
                .and_then(|matches| Cli::from_arg_matches(&matches))
        });
    match parsed {
        Ok(cli) => {
            check_environment()?;
            let lang = match cli.lang {
                _ if json => grundy_i18n::Lang::En,
                Some(lang) => lang.into(),
                None => grundy_i18n::Lang::from_env(),
            };
            grundy_i18n::set_current(lang);
            Ok(cli.command)
        }
        Err(e) => {
            let args: Vec<String> = std::env::args_os()
                .map(|a| a.to_string_lossy().into_owned())
                .collect();
            let cmd = crate::help::localized(Cli::command(), help_lang);
            let e = crate::suggest::with_suggestions(e, &cmd, &args);
            let refused = std::error::Error::source(&e)
                .and_then(|source| source.downcast_ref::<BadValue>())
                .filter(|_| e.kind() == clap::error::ErrorKind::ValueValidation);
            match refused {
                Some(bad) => Err(CommandError::Input(bad.0.clone())),
                None if help_lang == grundy_i18n::Lang::Zh => match e.kind() {
                    clap::error::ErrorKind::DisplayHelp
                    | clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                        crate::help::print_chinese(e)
                    }
                    _ => e.apply::<crate::clap_errors::Chinese>().exit(),
                },
                None => e.exit(),
            }
        }
    }
}

/// Whether the command line asks for an explanation in words (`--explain`
/// without `--json`, before any `--`), which ends with where its words are
/// explained.
pub fn asked_explanation() -> bool {
    given("--explain") && !given("--json")
}

/// Whether `flag` stands on the command line before any `--` (the
/// arguments after it are the checked program's own).
fn given(flag: &str) -> bool {
    std::env::args_os()
        .take_while(|a| a != "--")
        .any(|a| a == flag)
}

/// The language `--lang LANG` or `--lang=LANG` names on a command line, if
/// any (the last one given, as clap takes it).
pub(crate) fn asked_lang(
    args: impl Iterator<Item = std::ffi::OsString>,
) -> Option<grundy_i18n::Lang> {
    let args: Vec<String> = args.map(|a| a.to_string_lossy().into_owned()).collect();
    let mut asked = None;
    for (i, arg) in args.iter().enumerate() {
        if arg == "--" {
            break;
        }
        let value = match arg.strip_prefix("--lang") {
            Some("") => args.get(i + 1).map(String::as_str),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(lang) = value.and_then(grundy_i18n::Lang::parse) {
            asked = Some(lang);
        }
    }
    asked
}

/// `GRUNDY_ISA`, where set, names an instruction set this machine has (the
/// engine alone would quietly keep its best one).
pub(super) fn check_environment() -> Result<(), CommandError> {
    if let Ok(value) = std::env::var("GRUNDY_LANG")
        && !value.is_empty()
        && grundy_i18n::Lang::parse(&value).is_none()
    {
        return Err(CommandError::Input(tr!("lang-env-unknown", value = value)));
    }
    match std::env::var("GRUNDY_ISA") {
        Ok(value) => Isa::from_env(&value)
            .map(|_| ())
            .map_err(|e| CommandError::Input(e.to_string())),
        Err(_) => Ok(()),
    }
}

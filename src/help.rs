//! `--help` in every language, from the catalogues `help.ftl` (one per
//! language, the same messages in each), named by where they stand:
//!
//! - `help-about` and `help-after`: the program's line and the text after
//!   its options (the examples);
//! - `help-CMD` and `help-CMD-after`: a command's line and its text after
//!   the options;
//! - `help-CMD-ARG`: one argument of a command (its id, as clap names it);
//! - `help-arg-ARG`: an argument that several commands share with the same
//!   text (`--all`, `--json`, …), unless a `help-CMD-ARG` says otherwise;
//! - `help-value-ARG-VALUE`: what a value an argument takes means.
//!
//! The clap definitions of `cli` hold the structure alone (names, ids,
//! parsers, defaults); [`localized`] puts the texts in, and a message
//! missing in Chinese falls back to its English. The tests say that every
//! command and argument has its text in both languages, and that every
//! message names a command and an argument that exist. clap's own words
//! (`--help`, `--version`, the defaults, the values an argument takes, the
//! errors) are clap's in English; in Chinese they are written here from
//! `clap.ftl`, in `--help`, and in `clap_errors`.

use clap::Command;
use grundy_i18n::{message_ids, text_in, Lang};
use std::collections::BTreeSet;

/// The headings clap writes, in Chinese.
pub(crate) const USAGE: &str = "用法：";
const COMMANDS: &str = "命令";
const ARGUMENTS: &str = "参数";
const OPTIONS: &str = "选项";

/// The messages of `--help` in one language, looked up by name.
struct Help {
    lang: Lang,
    ids: BTreeSet<String>,
    english: BTreeSet<String>,
}

impl Help {
    fn new(lang: Lang) -> Help {
        let ids = |lang| {
            message_ids(lang)
                .into_iter()
                .filter(|id| id.starts_with("help-"))
                .collect()
        };
        Help {
            lang,
            ids: ids(lang),
            english: ids(Lang::En),
        }
    }

    /// Whether the language has the message itself.
    #[cfg(test)]
    fn has(&self, id: &str) -> bool {
        self.ids.contains(id)
    }

    /// The message in the language, else in English.
    fn get(&self, id: &str) -> Option<String> {
        if self.ids.contains(id) {
            Some(text_in(self.lang, id, &[]))
        } else {
            self.english
                .contains(id)
                .then(|| text_in(Lang::En, id, &[]))
        }
    }
}

/// The English of a message of `help_values.ftl`, for what clap reads from the
/// definitions themselves (the meaning of each value of a value enum).
pub(crate) fn english(id: &str) -> String {
    text_in(Lang::En, id, &[])
}

/// `command` (the whole command line) with its help in `lang`.
pub fn localized(command: Command, lang: Lang) -> Command {
    let help = Help::new(lang);
    // The texts go in before clap builds the command, as the definitions
    // had them: what clap settles then (whether a long help exists, which
    // `-h` and `--help` show) is the same in every language.
    let command = with_texts(command, None, &help);
    if lang == Lang::En {
        return command;
    }
    // Chinese is wrapped where it is printed (`print_chinese`): clap
    // would break its lines at spaces alone.
    let mut command = command.term_width(0);
    command.build();
    translate(command, None, &help)
}

/// One command and its subcommands with their texts: `name` is the
/// command's own (`None` for the program).
fn with_texts(command: Command, name: Option<&str>, help: &Help) -> Command {
    let (about, after) = match name {
        Some(name) => (format!("help-{name}"), format!("help-{name}-after")),
        None => ("help-about".to_string(), "help-after".to_string()),
    };
    let mut command = command;
    if let Some(about) = help.get(&about) {
        command = command.about(about);
    }
    let epilogue = name.and_then(crate::cli::epilogue);
    if let Some(after) = epilogue.or_else(|| help.get(&after)) {
        command = command.after_help(after);
    }
    let ids: Vec<String> = command
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let text = name
            .and_then(|n| help.get(&format!("help-{n}-{id}")))
            .or_else(|| help.get(&format!("help-arg-{id}")));
        if let Some(text) = text {
            command = command.mut_arg(&id, |arg| arg.help(text));
        }
    }
    let subcommands: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subcommands {
        command = command.mut_subcommand(&sub, |s| with_texts(s, Some(&sub), help));
    }
    command
}

/// Prints the help clap rendered for a `--help` (or for a command line that
/// names no command) in Chinese, and exits as clap would: clap's words that
/// no setting reaches (its headings' `:`, `[alias: …]`) in Chinese, and
/// the lines wrapped as Chinese wraps ([`crate::wrap`]; clap, told not to
/// wrap them, would break them at spaces alone).
pub fn print_chinese(error: clap::Error) -> ! {
    use std::io::Write;
    let styled = error.render();
    let text = chinese_words(&styled.ansi().to_string());
    let text = crate::wrap::wrap(&text, crate::wrap::help_width());
    // anstream drops the styles where the stream is no terminal, as clap's
    // own printing does; a closed pipe (`grundy --help | head`) is no
    // failure of the help.
    let _ = if error.use_stderr() {
        write!(anstream::stderr(), "{text}")
    } else {
        write!(anstream::stdout(), "{text}")
    };
    std::process::exit(error.exit_code())
}

/// The words clap writes into a help in English whatever its settings, in
/// Chinese: the `:` after its headings and the list of a command's aliases.
fn chinese_words(help: &str) -> String {
    let mut text = help
        .replace("[aliases: ", "[别名：")
        .replace("[alias: ", "[别名：");
    for heading in [COMMANDS, ARGUMENTS, OPTIONS] {
        text = text.replace(&format!("{heading}:"), &format!("{heading}："));
    }
    text
}

/// A usage line as clap renders it, without its English heading and with
/// its `[OPTIONS]` in Chinese.
pub(crate) fn chinese_usage(usage: &str) -> String {
    let usage = usage.strip_prefix("Usage: ").unwrap_or(usage);
    usage.replace("[OPTIONS]", &format!("[{OPTIONS}]"))
}

/// One command and its subcommands: `name` is the command's own (`None`
/// for the program).
fn translate(command: Command, name: Option<&str>, help: &Help) -> Command {
    let mut command = command
        .subcommand_help_heading(COMMANDS)
        .subcommand_value_name(COMMANDS);
    if let Some(name) = name {
        if let Some(about) = help.get(&format!("help-{name}")) {
            command = command.about(about);
        }
        if let Some(after) = help.get(&format!("help-{name}-after")) {
            command = command.after_help(after);
        }
    }
    let args: Vec<(String, bool)> = command
        .get_arguments()
        .map(|a| (a.get_id().to_string(), a.is_positional()))
        .collect();
    for (id, positional) in args {
        let text = name
            .and_then(|n| help.get(&format!("help-{n}-{id}")))
            .or_else(|| help.get(&format!("help-arg-{id}")));
        command = command.mut_arg(&id, |arg| {
            let arg = arg.help_heading(if positional { ARGUMENTS } else { OPTIONS });
            // Under a heading of its own, clap orders arguments by name
            // unless told: the positional ones keep their order.
            let arg = match arg.get_index() {
                Some(i) if positional => arg.display_order(i),
                _ => arg,
            };
            let text = text.or_else(|| arg.get_help().map(|h| h.to_string()));
            let (short, long) = with_clap_words(&arg, &id, text.unwrap_or_default(), help);
            let arg = match chinese_value_names(&arg, help) {
                Some(names) => arg.value_names(names),
                None => arg,
            };
            arg.help(short)
                .long_help(long)
                .hide_default_value(true)
                .hide_possible_values(true)
        });
    }
    // clap writes `[OPTIONS]` into the usage line in English only: the
    // help's line is made here, once the arguments have their Chinese
    // names, and written into the template as text (an error's, which
    // names what it needs, is `clap_errors`'s to translate).
    let usage = chinese_usage(&command.render_usage().to_string());
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{USAGE}{usage}\n\n{{all-args}}{{after-help}}"
    );
    command = command.help_template(template);
    let subcommands: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subcommands {
        command = command.mut_subcommand(&sub, |s| translate(s, Some(&sub), help));
    }
    command
}

/// The Chinese names of the values an argument takes (`<数>` for
/// `<NUMBER>`), from `help-name-NAME`; `None` when it takes no value or
/// none of its names has a message (a letter such as `N` or `K` stays, as
/// in the formulas of the help texts).
fn chinese_value_names(arg: &clap::Arg, help: &Help) -> Option<Vec<String>> {
    if !arg.get_action().takes_values() {
        return None;
    }
    let english = value_names(arg);
    let chinese: Vec<Option<String>> = english
        .iter()
        .map(|n| help.get(&format!("help-name-{n}")))
        .collect();
    if chinese.iter().all(Option::is_none) {
        return None;
    }
    Some(
        chinese
            .into_iter()
            .zip(english)
            .map(|(zh, en)| zh.unwrap_or(en))
            .collect(),
    )
}

/// The names clap shows for the values an argument takes: its own, else
/// its id in capitals.
fn value_names(arg: &clap::Arg) -> Vec<String> {
    match arg.get_value_names() {
        Some(names) => names.iter().map(|n| n.to_string()).collect(),
        None => vec![arg.get_id().to_string().to_uppercase()],
    }
}

/// An argument's help, short and long, with the words clap would add in
/// English written in Chinese: its default and the values it takes, each
/// value with its Chinese (`help-value-ARG-VALUE`).
fn with_clap_words(arg: &clap::Arg, id: &str, text: String, help: &Help) -> (String, String) {
    let (mut short, mut long) = (text.clone(), text);
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty()
        && !arg.is_hide_default_value_set()
        && arg.get_num_args().is_none_or(|n| n.takes_values())
    {
        let words = text_in(
            Lang::Zh,
            "help-clap-default",
            &[("value", defaults.join(" ").as_str().into())],
        );
        short = format!("{short} {words}");
        long = format!("{long}\n\n{words}");
    }
    let values: Vec<clap::builder::PossibleValue> = arg
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .collect();
    if !values.is_empty() && !arg.is_hide_possible_values_set() {
        let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
        let words = text_in(
            Lang::Zh,
            "help-clap-possible-short",
            &[("values", names.join("、").as_str().into())],
        );
        short = format!("{short} {words}");
        long = format!("{long}\n\n{}", text_in(Lang::Zh, "help-clap-possible", &[]));
        for v in &values {
            let name = v.get_name();
            let meaning = help
                .get(&format!("help-value-{id}-{name}"))
                .or_else(|| v.get_help().map(|h| h.to_string()));
            match meaning {
                Some(meaning) => long.push_str(&format!("\n- {name}：{meaning}")),
                None => long.push_str(&format!("\n- {name}")),
            }
        }
    }
    (short, long)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use std::collections::BTreeMap;

    /// The command line with its English help, built (its help and
    /// version arguments made).
    fn built() -> Command {
        let mut cli = localized(crate::cli::Cli::command(), Lang::En);
        cli.build();
        cli
    }

    /// Every (command, argument id, English help) of the command line.
    fn arguments() -> Vec<(String, String, String)> {
        let cli = built();
        let mut out = Vec::new();
        for sub in cli.get_subcommands() {
            for arg in sub.get_arguments() {
                let english = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
                out.push((
                    sub.get_name().to_string(),
                    arg.get_id().to_string(),
                    english,
                ));
            }
        }
        out
    }

    /// The program's own arguments (`--lang`, `--help`, `--version`).
    fn program_arguments() -> Vec<String> {
        built()
            .get_arguments()
            .map(|a| a.get_id().to_string())
            .collect()
    }

    /// The message naming each value an argument takes
    /// (`help-value-ARG-VALUE`), with the value's English.
    fn possible_values() -> Vec<(String, String)> {
        let cli = built();
        let mut out = Vec::new();
        for arg in cli
            .get_arguments()
            .chain(cli.get_subcommands().flat_map(|s| s.get_arguments()))
        {
            for v in arg.get_possible_values() {
                let english = v.get_help().map(|h| h.to_string()).unwrap_or_default();
                out.push((
                    format!("help-value-{}-{}", arg.get_id(), v.get_name()),
                    english,
                ));
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// The names of the values every argument takes (`NUMBER`, `N`).
    fn all_value_names() -> BTreeSet<String> {
        let cli = built();
        cli.get_arguments()
            .chain(cli.get_subcommands().flat_map(|s| s.get_arguments()))
            .filter(|a| a.get_action().takes_values())
            .flat_map(value_names)
            .collect()
    }

    /// Every value named by a word (`<NUMBER>`, `<FILE>`) is named in
    /// Chinese; a letter or a formula (`<N>`, `<RxC>`) stays, as the
    /// formulas of the texts write it.
    #[test]
    fn every_value_named_by_a_word_has_its_chinese_name() {
        let help = Help::new(Lang::Zh);
        let missing: Vec<String> = all_value_names()
            .into_iter()
            .filter(|n| n.len() > 1 && n.chars().all(|c| c.is_ascii_uppercase() || c == '_'))
            .filter(|n| !help.has(&format!("help-name-{n}")))
            .collect();
        assert!(
            missing.is_empty(),
            "no help-name- in clap.ftl for: {missing:?}"
        );
    }

    fn commands() -> Vec<String> {
        built()
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect()
    }

    /// The messages clap writes itself in English: the `help` command's
    /// line and the `--help` and `--version` flags.
    const CLAP_OWN: [&str; 3] = ["help-help", "help-arg-help", "help-arg-version"];

    /// Every command's line and every argument of every command has its
    /// text in each language, as has the program's line and examples
    /// (clap's own words in Chinese only: clap writes their English).
    #[test]
    fn every_command_and_argument_has_its_text_in_each_language() {
        for lang in Lang::ALL {
            let help = Help::new(lang);
            let needed = |id: &str| lang == Lang::Zh || !CLAP_OWN.contains(&id);
            let mut missing = Vec::new();
            for id in ["help-about", "help-after"] {
                if !help.has(id) {
                    missing.push(id.to_string());
                }
            }
            for arg in program_arguments() {
                let id = format!("help-arg-{arg}");
                if needed(&id) && !help.has(&id) {
                    missing.push(id);
                }
            }
            for command in commands() {
                let id = format!("help-{command}");
                if needed(&id) && !help.has(&id) {
                    missing.push(id);
                }
            }
            for (id, english) in possible_values() {
                if !english.is_empty() && !help.has(&id) {
                    missing.push(id);
                }
            }
            for (command, arg, _) in arguments() {
                let specific = format!("help-{command}-{arg}");
                let shared = format!("help-arg-{arg}");
                if needed(&shared) && !help.has(&specific) && !help.has(&shared) {
                    missing.push(specific);
                }
            }
            assert!(
                missing.is_empty(),
                "no {lang:?} in help.ftl for: {missing:?}"
            );
        }
    }

    /// Every message of help.ftl names a command and an argument that
    /// exist, so that none outlives what it stood for.
    #[test]
    fn every_help_message_names_what_exists() {
        let mut possible: BTreeSet<String> = ["help-about", "help-after"].map(String::from).into();
        for command in commands() {
            possible.insert(format!("help-{command}"));
            possible.insert(format!("help-{command}-after"));
        }
        for (command, arg, _) in arguments() {
            possible.insert(format!("help-{command}-{arg}"));
            possible.insert(format!("help-arg-{arg}"));
        }
        for arg in program_arguments() {
            possible.insert(format!("help-arg-{arg}"));
        }
        possible.extend(possible_values().into_iter().map(|(id, _)| id));
        possible.extend(
            all_value_names()
                .into_iter()
                .map(|n| format!("help-name-{n}")),
        );
        for lang in Lang::ALL {
            let help = Help::new(lang);
            // clap's own words are checked where they are used (clap_errors).
            let stale: Vec<&String> = help
                .ids
                .iter()
                .filter(|id| !possible.contains(*id) && !id.starts_with("help-clap-"))
                .collect();
            assert!(
                stale.is_empty(),
                "{lang:?}: help.ftl names what the command line has not: {stale:?}"
            );
        }
    }

    /// The definitions hold no text of their own: every argument's line and
    /// every epilogue comes from the catalogues (clap's own words aside). A
    /// command's line is its catalogue's too, though clap reads one from
    /// the doc comment of its arguments' struct: `localized` replaces it,
    /// and the test above requires every command's message.
    #[test]
    fn the_definitions_hold_no_text() {
        let mut cli = crate::cli::Cli::command();
        cli.build();
        let mut texts = Vec::new();
        for command in std::iter::once(&cli).chain(cli.get_subcommands()) {
            let name = command.get_name();
            if name == "help" {
                continue;
            }
            let after = command.get_after_help().map(|a| a.to_string());
            // Lists drawn from the registries are messages of their own.
            if after.is_some() && !["sum", "research", "oj", "play", "coins"].contains(&name) {
                texts.push(format!("{name}: after"));
            }
            for arg in command.get_arguments() {
                let id = arg.get_id().as_str();
                if !["help", "version"].contains(&id) && arg.get_help().is_some() {
                    texts.push(format!("{name}: {id}"));
                }
            }
        }
        assert!(texts.is_empty(), "English in the definitions: {texts:?}");
    }

    /// A shared message (`help-arg-ARG`) stands only where the English it
    /// replaces is the same in every command that uses it.
    #[test]
    fn a_shared_message_replaces_one_english_text() {
        let help = Help::new(Lang::Zh);
        let mut english: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (command, arg, text) in arguments() {
            if !help.has(&format!("help-{command}-{arg}")) {
                english.entry(arg).or_default().insert(text);
            }
        }
        for (arg, texts) in english {
            if help.has(&format!("help-arg-{arg}")) {
                assert_eq!(
                    texts.len(),
                    1,
                    "help-arg-{arg} stands for several texts: {texts:?}"
                );
            }
        }
    }

    #[test]
    fn the_language_is_read_from_the_line_before_it_is_parsed() {
        let line = |args: &[&str]| asked(args.iter().map(std::ffi::OsString::from));
        use crate::cli::asked_lang as asked;
        assert_eq!(line(&["grundy", "--lang", "zh", "--help"]), Some(Lang::Zh));
        assert_eq!(
            line(&["grundy", "nim", "--help", "--lang=zh"]),
            Some(Lang::Zh)
        );
        assert_eq!(
            line(&["grundy", "--lang", "zh", "--lang", "en"]),
            Some(Lang::En)
        );
        assert_eq!(line(&["grundy", "nim", "3"]), None);
        assert_eq!(
            line(&["grundy", "check", "p1247", "--", "./a", "--lang", "zh"]),
            None
        );
    }
}

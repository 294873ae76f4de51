//! `--help` in Chinese. The English texts are the clap definitions of
//! `cli.rs`; the Chinese ones are the messages of the catalogue `help.ftl`
//! (Chinese only), named by where they stand:
//!
//! - `help-about` and `help-after`: the program's line and the text after
//!   its options (the examples);
//! - `help-CMD` and `help-CMD-after`: a command's line and its text after
//!   the options;
//! - `help-CMD-ARG`: one argument of a command (its id, as clap names it);
//! - `help-arg-ARG`: an argument that several commands share with the same
//!   English text (`--all`, `--json`, …), unless a `help-CMD-ARG` says
//!   otherwise.
//!
//! What has no message stays English; the tests say which commands have
//! every text in Chinese, and that every message names a command and an
//! argument that exist. clap's own words, which clap has only in English,
//! are written here in Chinese: the default and the values an argument
//! takes (`help-value-ARG-VALUE` for what each value means) in `--help`,
//! and its errors in `clap_errors`.

use clap::Command;
use grundy_i18n::{message_ids, text_in, Lang};
use std::collections::BTreeSet;

/// The headings clap writes, in Chinese.
pub(crate) const USAGE: &str = "用法：";
const COMMANDS: &str = "命令";
const ARGUMENTS: &str = "参数";
const OPTIONS: &str = "选项";

/// The Chinese messages of `--help`, looked up by name.
struct Help {
    ids: BTreeSet<String>,
}

impl Help {
    fn new() -> Help {
        Help {
            ids: message_ids(Lang::Zh)
                .into_iter()
                .filter(|id| id.starts_with("help-"))
                .collect(),
        }
    }

    fn get(&self, id: &str) -> Option<String> {
        self.ids.contains(id).then(|| text_in(Lang::Zh, id, &[]))
    }
}

/// `command` (the whole command line) with its help in `lang`: itself in
/// English, the Chinese messages put in its place in Chinese.
pub fn localized(command: Command, lang: Lang) -> Command {
    if lang == Lang::En {
        return command;
    }
    let help = Help::new();
    // Chinese is wrapped where it is printed (`print_chinese`): clap
    // would break its lines at spaces alone.
    let mut command = command.term_width(0);
    command.build();
    let mut command = translate(command, None, &help);
    if let Some(about) = help.get("help-about") {
        command = command.about(about);
    }
    if let Some(after) = help.get("help-after") {
        command = command.after_help(after);
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

    /// The command line, built (its help and version arguments made).
    fn built() -> Command {
        let mut cli = crate::cli::Cli::command();
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
        let help = Help::new();
        let missing: Vec<String> = all_value_names()
            .into_iter()
            .filter(|n| n.len() > 1 && n.chars().all(|c| c.is_ascii_uppercase() || c == '_'))
            .filter(|n| help.get(&format!("help-name-{n}")).is_none())
            .collect();
        assert!(
            missing.is_empty(),
            "no help-name- in help.ftl for: {missing:?}"
        );
    }

    fn commands() -> Vec<String> {
        built()
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect()
    }

    /// Every command's line and every argument of every command has its
    /// Chinese, as has the program's line and examples.
    #[test]
    fn every_command_and_argument_has_its_chinese() {
        let help = Help::new();
        let mut missing = Vec::new();
        for id in ["help-about", "help-after"] {
            if help.get(id).is_none() {
                missing.push(id.to_string());
            }
        }
        for arg in program_arguments() {
            if help.get(&format!("help-arg-{arg}")).is_none() {
                missing.push(format!("help-arg-{arg}"));
            }
        }
        for command in commands() {
            if help.get(&format!("help-{command}")).is_none() {
                missing.push(format!("help-{command}"));
            }
        }
        for (id, english) in possible_values() {
            if !english.is_empty() && help.get(&id).is_none() {
                missing.push(id);
            }
        }
        for (command, arg, _) in arguments() {
            let specific = format!("help-{command}-{arg}");
            if help.get(&specific).is_none() && help.get(&format!("help-arg-{arg}")).is_none() {
                missing.push(specific);
            }
        }
        assert!(
            missing.is_empty(),
            "no Chinese in help.ftl for: {missing:?}"
        );
    }

    /// Every message of help.ftl names a command and an argument that
    /// exist, so that none outlives what it translated.
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
        let help = Help::new();
        // clap's own words are checked where they are used (clap_errors).
        let stale: Vec<&String> = help
            .ids
            .iter()
            .filter(|id| !possible.contains(*id) && !id.starts_with("help-clap-"))
            .collect();
        assert!(
            stale.is_empty(),
            "help.ftl names what the command line has not: {stale:?}"
        );
    }

    /// A shared message (`help-arg-ARG`) stands only where the English it
    /// replaces is the same in every command that uses it.
    #[test]
    fn a_shared_message_replaces_one_english_text() {
        let help = Help::new();
        let mut english: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (command, arg, text) in arguments() {
            if help.get(&format!("help-{command}-{arg}")).is_none() {
                english.entry(arg).or_default().insert(text);
            }
        }
        for (arg, texts) in english {
            if help.get(&format!("help-arg-{arg}")).is_some() {
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

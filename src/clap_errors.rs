//! clap's errors in Chinese: clap writes its own in English only, so under
//! `--lang zh` the same error is written anew from its context (what was
//! refused, what was expected, the usage), with the words of `clap.ftl`.

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, Error, ErrorFormatter, ErrorKind};
use grundy_i18n::{text_in, Arg, Lang};
use std::fmt::Write as _;

/// Writes clap's errors in Chinese, for [`Error::apply`].
pub struct Chinese;

fn zh(id: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(&str, Arg)> = args.iter().map(|&(n, v)| (n, Arg::from(v))).collect();
    text_in(Lang::Zh, &format!("help-clap-{id}"), &args)
}

fn string(error: &Error<Chinese>, kind: ContextKind) -> Option<String> {
    match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    }
}

fn strings(error: &Error<Chinese>, kind: ContextKind) -> Vec<String> {
    match error.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        _ => Vec::new(),
    }
}

fn number(error: &Error<Chinese>, kind: ContextKind) -> Option<String> {
    match error.get(kind) {
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    }
}

/// The Chinese of one of clap's tips, which clap gives as English
/// sentences; one of a form it does not know stays as clap wrote it.
fn tip(english: &str) -> String {
    let quoted: Vec<&str> = english.split('\'').skip(1).step_by(2).collect();
    if english.starts_with("to pass '") && quoted.len() == 2 {
        zh("dash", &[("arg", quoted[0]), ("written", quoted[1])])
    } else if english.ends_with("' exists") && quoted.len() == 1 {
        zh("exists", &[("what", quoted[0])])
    } else if !english.is_ascii() {
        // grundy's own tips (`suggest`) are written in Chinese already.
        english.to_string()
    } else {
        format!("tip: {english}")
    }
}

/// What went wrong, in Chinese, from the error's context.
fn message(error: &Error<Chinese>) -> String {
    let arg = string(error, ContextKind::InvalidArg).unwrap_or_default();
    let value = string(error, ContextKind::InvalidValue).unwrap_or_default();
    let list = |items: Vec<String>| items.iter().map(|i| format!("\n  {i}")).collect::<String>();
    match error.kind() {
        ErrorKind::ArgumentConflict => {
            let prior = strings(error, ContextKind::PriorArg);
            if prior == [arg.clone()] {
                zh("twice", &[("arg", &arg)])
            } else {
                zh("conflict", &[("arg", &arg)]) + &list(prior)
            }
        }
        ErrorKind::NoEquals => zh("no-equals", &[("arg", &arg)]),
        ErrorKind::InvalidValue if value.is_empty() => zh("no-value", &[("arg", &arg)]),
        ErrorKind::InvalidValue => {
            let mut m = zh("invalid-value", &[("value", &value), ("arg", &arg)]);
            let valid = strings(error, ContextKind::ValidValue);
            if !valid.is_empty() {
                let values = valid.join("、");
                m.push_str("\n  ");
                m.push_str(&zh("possible-short", &[("values", &values)]));
            }
            m
        }
        ErrorKind::InvalidSubcommand => {
            let command = string(error, ContextKind::InvalidSubcommand).unwrap_or_default();
            zh("unknown-command", &[("command", &command)])
        }
        ErrorKind::MissingRequiredArgument => {
            zh("missing", &[]) + &list(strings(error, ContextKind::InvalidArg))
        }
        ErrorKind::MissingSubcommand => {
            let command = string(error, ContextKind::InvalidSubcommand).unwrap_or_default();
            let mut m = zh("missing-command", &[("command", &command)]);
            let valid = strings(error, ContextKind::ValidSubcommand);
            if !valid.is_empty() {
                let _ = write!(m, "\n  [{}：{}]", zh("commands", &[]), valid.join("、"));
            }
            m
        }
        ErrorKind::TooManyValues => zh("too-many", &[("arg", &arg), ("value", &value)]),
        ErrorKind::TooFewValues => {
            let found = number(error, ContextKind::ActualNumValues).unwrap_or_default();
            let min = number(error, ContextKind::MinValues).unwrap_or_default();
            zh(
                "too-few",
                &[("arg", &arg), ("min", &min), ("found", &found)],
            )
        }
        ErrorKind::WrongNumberOfValues => {
            let found = number(error, ContextKind::ActualNumValues).unwrap_or_default();
            let expected = number(error, ContextKind::ExpectedNumValues).unwrap_or_default();
            let args = [
                ("arg", arg.as_str()),
                ("expected", &expected),
                ("found", &found),
            ];
            zh("wrong-number", &args)
        }
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(error)
                .map(|s| s.to_string())
                .unwrap_or_default();
            zh(
                "validation",
                &[("value", &value), ("arg", &arg), ("why", &why)],
            )
        }
        ErrorKind::UnknownArgument => zh("unknown-argument", &[("arg", &arg)]),
        ErrorKind::InvalidUtf8 => zh("not-utf8", &[]),
        _ => zh("other", &[]),
    }
}

impl ErrorFormatter for Chinese {
    fn format_error(error: &Error<Self>) -> StyledStr {
        let mut out = format!(
            "{}\n",
            grundy_i18n::text_in(
                Lang::Zh,
                "error-line",
                &[("message", Arg::from(message(error).as_str()))],
            )
        );
        let mut tips = Vec::new();
        for (kind, what) in [
            (ContextKind::SuggestedSubcommand, "command"),
            (ContextKind::SuggestedArg, "argument"),
            (ContextKind::SuggestedValue, "value"),
        ] {
            let similar = strings(error, kind);
            if !similar.is_empty() {
                let similar: Vec<String> = similar.iter().map(|s| format!("“{s}”")).collect();
                tips.push(zh(
                    "similar",
                    &[("what", what), ("similar", &similar.join("、"))],
                ));
            }
        }
        if let Some(ContextValue::StyledStrs(suggested)) = error.get(ContextKind::Suggested) {
            tips.extend(suggested.iter().map(|s| tip(&s.to_string())));
        }
        if !tips.is_empty() {
            out.push('\n');
            for t in tips {
                let _ = writeln!(out, "  {t}");
            }
        }
        if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
            let usage = crate::help::chinese_usage(&usage.to_string());
            let _ = writeln!(out, "\n{}{usage}", crate::help::USAGE);
        }
        let _ = writeln!(out, "\n{}", zh("more", &[("help", "--help")]));
        StyledStr::from(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// The Chinese error of a command line clap refuses.
    fn refused(args: &[&str]) -> String {
        let cli = crate::help::localized(crate::cli::Cli::command(), Lang::Zh);
        let e = cli.clone().try_get_matches_from(args).expect_err("refused");
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let e = crate::suggest::with_suggestions(e, &cli, &args);
        e.apply::<Chinese>().to_string()
    }

    #[test]
    fn clap_errors_are_written_in_chinese() {
        let cases: &[(&str, &[&str], &str)] = &[
            (
                "unknown flag",
                &["grundy", "seq", "0.07", "--nope"],
                "无法识别的参数“--nope”",
            ),
            (
                "similar flag",
                &["grundy", "nim", "3", "--explian"],
                "有相近的参数：“--explain”",
            ),
            (
                "a dash value",
                &["grundy", "seq", "0.07", "-n"],
                "请写“-- -n”",
            ),
            (
                "missing",
                &["grundy", "northcott", "3:5"],
                "缺少以下必需的参数：\n  --columns <M>",
            ),
            (
                "its usage",
                &["grundy", "northcott", "3:5"],
                "\n\n用法：grundy northcott --columns <M> <行>...\n",
            ),
            (
                "bad choice",
                &["grundy", "nimber", "times", "3"],
                "[可选值：add、mul",
            ),
            (
                "unknown command",
                &["grundy", "nimm", "3"],
                "没有命令“nimm”",
            ),
            // (Regression, issue 42: clap's own suggestions were nimber,
            // nim-k and nim, the hidden alias among them and nim last.)
            (
                "similar command",
                &["grundy", "nimm", "3"],
                "有相近的命令：“nim”\n",
            ),
            (
                "no value",
                &["grundy", "research", "0.07", "--to"],
                "“--to <N>”需要一个值",
            ),
            (
                "bad number",
                &["grundy", "research", "0.07", "--to", "x"],
                "“x”不是“--to <N>”的合法值",
            ),
        ];
        for (name, args, wanted) in cases {
            let got = refused(args);
            assert!(got.contains(wanted), "{name}: {got}");
            assert!(got.starts_with("错误："), "{name}: {got}");
            assert!(got.ends_with("更多信息请运行“--help”。\n"), "{name}: {got}");
            for english in ["Usage", "error:", "tip:", "argument", "For more"] {
                assert!(!got.contains(english), "{name}: {english} in {got}");
            }
        }
    }
}

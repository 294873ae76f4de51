//! `grundy template`: a complete, commented solution of a judge problem,
//! in C++ or Python, its comments in the language of the output.

use super::{print_text, CommandError};
use crate::cli::TemplateArgs;
use grundy_oj::{Problem, SourceLang, Template};
use serde_json::{json, Value};
use std::process::ExitCode;

/// `grundy template`: the problems and their templates' languages with
/// `--list`, else the template of the problem in the language asked (C++
/// by default).
pub fn run(args: TemplateArgs) -> Result<ExitCode, CommandError> {
    if args.list {
        return list(args.json);
    }
    let problem = args
        .problem
        .expect("clap requires a problem without --list");
    let lang = args.language.unwrap_or(SourceLang::Cpp);
    let Some(template) = Template::get(problem, lang) else {
        return Err(CommandError::Input(missing(problem, lang)));
    };
    if args.json {
        return print_text(&format!("{}\n", as_json(&template)));
    }
    print_text(&template.render(grundy_i18n::current()))
}

/// Why `problem` has no template in `lang`, naming the languages it has.
fn missing(problem: Problem, lang: SourceLang) -> String {
    let have: Vec<&str> = Template::of(problem)
        .iter()
        .map(|t| t.lang().name())
        .collect();
    if have.is_empty() {
        grundy_i18n::tr!("template-none", problem = problem, language = lang)
    } else {
        grundy_i18n::tr!(
            "template-none-in",
            problem = problem,
            language = lang,
            have = grundy_i18n::join_list(&have)
        )
    }
}

/// A template as JSON: the problem, the language, the method, the source
/// (a run with `--json` is in English throughout, its comments too).
fn as_json(template: &Template) -> Value {
    json!({
        "problem": template.problem_name(),
        "language": template.lang().name(),
        "method": template.method(),
        "source": template.render(grundy_i18n::current()),
    })
}

/// `--list`: every problem with its templates' languages and method, or
/// with `--json` every problem with its templates in full.
fn list(as_json_too: bool) -> Result<ExitCode, CommandError> {
    if as_json_too {
        let problems: Vec<Value> = Problem::ALL
            .iter()
            .map(|&p| {
                let templates: Vec<Value> = Template::of(p).iter().map(as_json).collect();
                json!({ "problem": p.name(), "templates": templates })
            })
            .collect();
        return print_text(&format!("{}\n", Value::Array(problems)));
    }
    let width = Problem::ALL
        .iter()
        .map(|p| p.name().len())
        .max()
        .unwrap_or(0);
    let langs_width = SourceLang::ALL
        .iter()
        .map(|l| l.name().len() + 1)
        .sum::<usize>();
    let mut text = String::new();
    for p in Problem::ALL {
        let templates = Template::of(p);
        let line = if templates.is_empty() {
            format!("{:<width$} -", p.name())
        } else {
            let langs: Vec<&str> = templates.iter().map(|t| t.lang().name()).collect();
            let mut methods: Vec<&str> = templates.iter().map(|t| t.method()).collect();
            methods.dedup();
            format!(
                "{:<width$} {:<langs_width$} {}",
                p.name(),
                langs.join(" "),
                methods.join(", ")
            )
        };
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text.push('\n');
    text.push_str(&grundy_i18n::tr!("template-list-end"));
    text.push('\n');
    print_text(&text)
}

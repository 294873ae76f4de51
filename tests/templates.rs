//! `grundy template`: every template compiles (C++) and passes `grundy
//! check` on random and edge cases, in both languages; the problems still
//! without one are a list here that can only shrink; the printed forms of
//! one template are goldens.

mod common;

use common::{check_golden, grundy, grundy_with};
use grundy_oj::{Problem, SourceLang, Template};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The problems that have no template in some language yet: the work
/// remaining. A template added removes its problem here (the test says
/// so); a problem added by another change without templates joins it.
const WITHOUT_TEMPLATES: &[&str] = &[];

/// Random cases per C++ template and per Python template: the whole file
/// stays within a few minutes of a debug build on two cores (it was 224 s
/// with 150 and 20 cases, the largest part of CI after the build).
const CPP_CASES: &str = "100";
const PYTHON_CASES: &str = "12";

/// Writes the template of `problem` in `lang` (with English comments) to
/// a scratch folder, and for C++ compiles it; the command that runs it.
fn program(problem: &str, lang: SourceLang, dir: &Path) -> Vec<String> {
    let out = grundy(&["template", problem, lang.name()], "");
    assert!(
        out.status.success(),
        "{problem} {lang}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    match lang {
        SourceLang::Cpp => {
            let source = dir.join(format!("{problem}.cpp"));
            let binary = dir.join(problem);
            std::fs::write(&source, &out.stdout).unwrap();
            let built = Command::new("g++")
                .args(["-O2", "-std=c++17", "-Wall", "-o"])
                .arg(&binary)
                .arg(&source)
                .output()
                .expect("g++ is installed (CI installs it)");
            assert!(
                built.status.success(),
                "g++ failed on the template of {problem}:\n{}",
                String::from_utf8_lossy(&built.stderr)
            );
            vec![binary.to_string_lossy().into_owned()]
        }
        SourceLang::Python => {
            let source = dir.join(format!("{problem}.py"));
            std::fs::write(&source, &out.stdout).unwrap();
            vec!["python3".into(), source.to_string_lossy().into_owned()]
        }
    }
}

/// Runs `grundy check` on every template of `lang` whose place in the list
/// leaves `half` when halved, a seed per problem.
fn every_template_passes_check(lang: SourceLang, cases: &str, half: usize) {
    let dir: PathBuf = common::scratch(&format!("templates-{}-{half}", lang.name()));
    let templates = Template::all().into_iter().filter(|t| t.lang() == lang);
    for t in templates.skip(half).step_by(2) {
        let problem = t.problem_name();
        let mut args: Vec<String> = [
            "check",
            problem,
            "--cases",
            cases,
            "--seed",
            "7",
            "--threads",
            "2",
            "--timeout-ms",
            "10000",
            "--shrink-budget",
            "100",
            "--",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        args.extend(program(problem, lang, &dir));
        let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(&args)
            .env_remove("GRUNDY_LANG")
            .env_remove("LANG")
            .env_remove("LC_ALL")
            .output()
            .expect("grundy runs");
        assert!(
            out.status.success(),
            "the {lang} template of {problem} fails grundy check:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

// Each language in two halves of the problems: four tests that keep both
// cores busy until the end (two took 130 s in CI, one ending long after
// the other).
#[test]
fn every_cpp_template_passes_check_even() {
    every_template_passes_check(SourceLang::Cpp, CPP_CASES, 0);
}

#[test]
fn every_cpp_template_passes_check_odd() {
    every_template_passes_check(SourceLang::Cpp, CPP_CASES, 1);
}

#[test]
fn every_python_template_passes_check_even() {
    every_template_passes_check(SourceLang::Python, PYTHON_CASES, 0);
}

#[test]
fn every_python_template_passes_check_odd() {
    every_template_passes_check(SourceLang::Python, PYTHON_CASES, 1);
}

#[test]
fn the_problems_without_templates_are_the_work_remaining() {
    for name in WITHOUT_TEMPLATES {
        let problem: Problem = name
            .parse()
            .unwrap_or_else(|_| panic!("{name} is no problem"));
        assert_eq!(
            problem.name(),
            *name,
            "{name}: write it as grundy oj --list does"
        );
    }
    let missing: Vec<&str> = Problem::ALL
        .iter()
        .filter(|&&p| {
            SourceLang::ALL
                .iter()
                .any(|&l| Template::get(p, l).is_none())
        })
        .map(|p| p.name())
        .collect();
    let mut listed = WITHOUT_TEMPLATES.to_vec();
    listed.sort_unstable();
    let mut found = missing.clone();
    found.sort_unstable();
    assert_eq!(
        found, listed,
        "the problems without a template in every language (update WITHOUT_TEMPLATES: it only shrinks)"
    );
}

#[test]
fn the_nim_template_in_english_and_chinese() {
    for lang in SourceLang::ALL {
        let en = grundy(&["template", "p2197", lang.name()], "");
        assert!(en.status.success());
        check_golden(
            &format!("template_p2197_{}_en", lang.name()),
            &String::from_utf8(en.stdout).unwrap(),
        );
        let zh = grundy(&["template", "p2197", lang.name(), "--lang", "zh"], "");
        assert!(zh.status.success());
        let zh = String::from_utf8(zh.stdout).unwrap();
        check_golden(&format!("template_p2197_{}_zh", lang.name()), &zh);
        // GRUNDY_LANG says the same as --lang.
        let env = grundy_with(
            &[("GRUNDY_LANG", "zh")],
            &["template", "p2197", lang.name()],
            b"",
        );
        assert_eq!(String::from_utf8(env.stdout).unwrap(), zh);
    }
}

#[test]
fn cpp_is_the_default_and_json_names_the_method() {
    let default = grundy(&["template", "p2197"], "");
    let cpp = grundy(&["template", "p2197", "cpp"], "");
    assert!(default.status.success());
    assert_eq!(default.stdout, cpp.stdout);
    let out = grundy(&["template", "p2197", "python", "--json"], "");
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["problem"], "p2197");
    assert_eq!(v["language"], "python");
    assert_eq!(v["method"], "nim-sum");
    assert!(v["source"].as_str().unwrap().contains("def main"));
    let list = grundy(&["template", "--list", "--json"], "");
    assert!(list.status.success());
    let v: serde_json::Value = serde_json::from_slice(&list.stdout).unwrap();
    assert_eq!(v.as_array().unwrap().len(), Problem::ALL.len());
}

#[test]
fn the_list_names_every_problem() {
    let out = grundy(&["template", "--list"], "");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for p in Problem::ALL {
        assert!(
            text.lines()
                .any(|l| l.split_whitespace().next() == Some(p.name())),
            "{p}"
        );
    }
    assert!(text
        .lines()
        .any(|l| l.starts_with("p2197 ") && l.contains("cpp python")));
}

#[test]
fn unknown_names_are_refused_by_name() {
    let out = grundy(&["template", "p9999"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("\"p9999\""));
    let out = grundy(&["template", "p2197", "rust"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("\"rust\"") && err.contains("cpp, python"),
        "{err}"
    );
    // A problem without a template, while there is one, is refused by name.
    if let Some(name) = WITHOUT_TEMPLATES.first() {
        let out = grundy(&["template", name], "");
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains(name));
        let out = grundy(&["template", name, "--lang", "zh"], "");
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains("还没有"));
    }
}

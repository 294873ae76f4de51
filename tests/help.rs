//! The English help, pinned: `grundy --help`, `grundy -h`, and `--help`
//! and `-h` of every command `grundy --help` lists, so that a command added
//! later is pinned as soon as its golden is blessed. The width is fixed, as
//! a terminal's would change where the lines break.

mod common;

use common::{check_golden, grundy_with};

/// The width the help is written for: clap's own when no terminal says.
const COLUMNS: &str = "100";

/// The standard output of `grundy ARGS…` at [`COLUMNS`], which must
/// succeed.
fn help(args: &[&str]) -> String {
    let out = grundy_with(&[("COLUMNS", COLUMNS)], args, b"");
    assert!(
        out.status.success(),
        "grundy {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The commands the program's help lists, `help` aside.
fn commands(help: &str) -> Vec<String> {
    let list = help
        .split_once("\nCommands:\n")
        .expect("a list of commands")
        .1;
    list.lines()
        .take_while(|line| !line.trim().is_empty())
        .filter(|line| line.starts_with("  ") && !line.starts_with("   "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(String::from)
        .collect()
}

#[test]
fn the_english_help_of_every_command_matches_its_golden() {
    let top = help(&["--help"]);
    check_golden("en_help", &top);
    check_golden("en_help_short", &help(&["-h"]));
    let names = commands(&top);
    assert!(names.len() > 20, "{names:?}");
    for name in names {
        let file = name.replace('-', "_");
        check_golden(&format!("en_help_{file}"), &help(&[&name, "--help"]));
        check_golden(&format!("en_help_{file}_short"), &help(&[&name, "-h"]));
    }
}

/// The manual pages and the completion scripts carry the same texts.
#[test]
fn the_english_manual_and_completions_match_their_goldens() {
    check_golden("en_man", &help(&["man"]));
    check_golden("en_man_fib", &help(&["man", "fib"]));
    check_golden("en_completions_fish", &help(&["completions", "fish"]));
    check_golden("en_completions_zsh", &help(&["completions", "zsh"]));
}

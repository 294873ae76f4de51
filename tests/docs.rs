//! Every console example of the README and of docs/ runs as shown, and
//! every example of every `--help` runs.
//!
//! A ```` ```console ```` block is a transcript: each `$ COMMAND` line is
//! run by `sh` (so pipes and redirections work as typed) in a scratch
//! folder, with the `grundy` under test first on `PATH`, and what it prints
//! (standard output, then standard error) must be the lines under it. A
//! line `...` stands for any number of lines. `grundy serve` is started on
//! a free port for the commands after it (or for the first that calls
//! localhost:8080), which are run against that port (the transcripts say
//! 8080). A block that cannot be run as a test says
//! why in a comment just above it, `<!-- not run: WHY -->`, and is listed.
//! (trycmd reads such transcripts too, but runs no shell, and half of these
//! examples are pipes.)

mod common;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A command of a transcript and the lines it should print.
struct Example {
    file: String,
    line: usize,
    command: String,
    expected: Vec<String>,
}

/// The transcripts of a Markdown file, and the blocks it does not run
/// (with the reason).
fn transcripts(file: &Path) -> (Vec<Vec<Example>>, Vec<String>) {
    let text = std::fs::read_to_string(file).unwrap();
    let name = file.strip_prefix(root()).unwrap().display().to_string();
    let lines: Vec<&str> = text.lines().collect();
    let mut blocks = Vec::new();
    let mut skipped = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].trim_end() != "```console" {
            i += 1;
            continue;
        }
        let start = i;
        let not_run = (0..start)
            .rev()
            .map(|j| lines[j].trim())
            .find(|l| !l.is_empty())
            .and_then(|l| l.strip_prefix("<!-- not run:"))
            .map(|l| l.trim_end_matches("-->").trim().to_string());
        i += 1;
        let mut block: Vec<Example> = Vec::new();
        while i < lines.len() && lines[i].trim_end() != "```" {
            let l = lines[i];
            if let Some(command) = l.strip_prefix("$ ") {
                block.push(Example {
                    file: name.clone(),
                    line: i + 1,
                    command: command.to_string(),
                    expected: Vec::new(),
                });
            } else {
                block
                    .last_mut()
                    .unwrap_or_else(|| panic!("{name}:{}: output before any command", i + 1))
                    .expected
                    .push(l.to_string());
            }
            i += 1;
        }
        match not_run {
            Some(why) => {
                assert!(
                    !why.is_empty(),
                    "{name}:{}: say why it is not run",
                    start + 1
                );
                skipped.push(format!("{name}:{}: {why}", start + 1));
            }
            None => blocks.push(block),
        }
        i += 1;
    }
    (blocks, skipped)
}

/// Whether `actual` is `expected`, where a line `...` in `expected` stands
/// for any number of lines; blank lines that end `expected` only set the
/// transcript's next command apart.
fn matches(expected: &[String], actual: &[&str]) -> bool {
    let shown = expected.len() - trailing_blanks(expected);
    let printed = actual.len()
        - actual
            .iter()
            .rev()
            .take_while(|l| l.trim().is_empty())
            .count();
    lines_match(&expected[..shown], &actual[..printed])
}

fn trailing_blanks(lines: &[String]) -> usize {
    lines
        .iter()
        .rev()
        .take_while(|l| l.trim().is_empty())
        .count()
}

fn lines_match(expected: &[String], actual: &[&str]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((e, rest)) if e == "..." => {
            (0..=actual.len()).any(|k| lines_match(rest, &actual[k..]))
        }
        Some((e, rest)) => actual
            .split_first()
            .is_some_and(|(a, more)| a.trim_end() == e.trim_end() && lines_match(rest, more)),
    }
}

/// With `GRUNDY_BLESS` set, writes what an example printed into its
/// transcript in place of what it showed, where that has no `...` (those
/// are edited by hand); whether it did.
fn bless(ex: &Example, printed: &[&str], shift: &mut isize) -> bool {
    if std::env::var_os("GRUNDY_BLESS").is_none() || ex.expected.iter().any(|l| l == "...") {
        return false;
    }
    let path = root().join(&ex.file);
    let text = std::fs::read_to_string(&path).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    // Earlier blessings of this file moved the example.
    let at = (ex.line as isize + *shift) as usize;
    let shown = at..at + ex.expected.len();
    assert_eq!(
        lines[at - 1],
        format!("$ {}", ex.command),
        "{}: moved",
        ex.file
    );
    // The blank lines that set the next command apart stay.
    let blanks = trailing_blanks(&ex.expected);
    let mut new: Vec<&str> = printed.to_vec();
    new.extend(std::iter::repeat_n("", blanks));
    *shift += new.len() as isize - ex.expected.len() as isize;
    lines.splice(shown, new);
    let mut out = lines.join("\n");
    out.push('\n');
    std::fs::write(&path, out).unwrap();
    true
}

/// A scratch folder with what the examples read: docs/img to write
/// pictures into, and the test fixtures.
fn scratch(name: &str) -> PathBuf {
    let dir = common::scratch(&format!("docs/{name}"));
    std::fs::create_dir_all(dir.join("docs/img")).unwrap();
    std::os::unix::fs::symlink(root().join("tests"), dir.join("tests")).unwrap();
    dir
}

/// `PATH` with the grundy under test first.
fn path() -> String {
    let bin = Path::new(env!("CARGO_BIN_EXE_grundy")).parent().unwrap();
    format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    )
}

fn shell(command: &str, dir: &Path) -> Command {
    let mut c = Command::new("sh");
    c.arg("-c")
        .arg(command)
        .current_dir(dir)
        .env("PATH", path())
        .env("HOME", dir)
        .env_remove("GRUNDY_ISA")
        // English transcripts stay English on a machine set to Chinese;
        // the Chinese ones say `--lang zh`.
        .env_remove("GRUNDY_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::null());
    c
}

/// A playground started for the transcripts after `grundy serve`.
struct Served {
    child: Child,
    port: u16,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(dir: &Path) -> (Served, String) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut child = shell(&format!("exec grundy serve --addr 127.0.0.1:{port}"), dir)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stderr.as_mut().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The banner comes before the socket listens.
    for _ in 0..100 {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    (
        Served { child, port },
        first.replace(&port.to_string(), "8080"),
    )
}

/// The Markdown files under `dir`, at any depth (the guide is docs/guide),
/// in order.
fn markdown_under(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(markdown_under(&path));
        } else if path.extension().is_some_and(|e| e == "md") {
            found.push(path);
        }
    }
    found.sort();
    found
}

#[test]
fn every_console_example_in_the_docs_prints_what_it_shows() {
    let mut files = vec![root().join("README.md"), root().join("README.zh-CN.md")];
    files.extend(markdown_under(&root().join("docs")));
    let mut failures = Vec::new();
    let mut ran = 0;
    let mut not_run = Vec::new();
    for file in &files {
        let (blocks, skipped) = transcripts(file);
        not_run.extend(skipped);
        // A folder of its own for each file (docs/guide/README.md is not
        // the README's).
        let relative = file.strip_prefix(root()).unwrap().display().to_string();
        let dir = scratch(&relative.replace('/', "-"));
        let mut server: Option<Served> = None;
        let mut shift = 0;
        for block in blocks {
            for ex in block {
                ran += 1;
                let actual = if ex.command.trim_start().starts_with("grundy serve") {
                    let (s, first) = serve(&dir);
                    server = Some(s);
                    first
                } else {
                    // A file that shows the API without starting the
                    // server gets one.
                    if server.is_none() && ex.command.contains("localhost:8080") {
                        server = Some(serve(&dir).0);
                    }
                    let command = match &server {
                        Some(s) => ex.command.replace(":8080", &format!(":{}", s.port)),
                        None => ex.command.clone(),
                    };
                    let out = shell(&command, &dir).output().unwrap();
                    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
                    text.push_str(&String::from_utf8_lossy(&out.stderr));
                    match &server {
                        Some(s) => text.replace(&format!(":{}", s.port), ":8080"),
                        None => text,
                    }
                };
                let lines: Vec<&str> = actual.lines().collect();
                if !matches(&ex.expected, &lines) && bless(&ex, &lines, &mut shift) {
                    continue;
                }
                if !matches(&ex.expected, &lines) {
                    failures.push(format!(
                        "{}:{}: $ {}\n--- shown\n{}\n--- printed\n{}",
                        ex.file,
                        ex.line,
                        ex.command,
                        ex.expected.join("\n"),
                        actual.trim_end()
                    ));
                }
            }
        }
    }
    eprintln!("{ran} examples run; not run:\n  {}", not_run.join("\n  "));
    assert!(ran > 40, "only {ran} examples found");
    assert!(
        failures.is_empty(),
        "{} of {ran} examples print something else:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// The examples of `grundy --help` and of each command's help, as the
/// help writes them (a command, then perhaps two spaces and what it does).
fn help_examples() -> Vec<(String, String)> {
    let help =
        |args: &[&str]| String::from_utf8_lossy(&common::grundy(args, "").stdout).into_owned();
    let top = help(&["--help"]);
    let commands: Vec<String> = top
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next().map(String::from))
        .filter(|c| c != "help")
        .collect();
    let mut out = Vec::new();
    let mut texts = vec![("grundy".to_string(), top)];
    for c in &commands {
        texts.push((format!("grundy {c}"), help(&[c, "--help"])));
    }
    for (whose, text) in texts {
        let examples = text
            .lines()
            .skip_while(|l| !l.starts_with("Example"))
            .skip(1)
            .take_while(|l| l.starts_with(' ') || l.is_empty());
        for l in examples.filter(|l| !l.trim().is_empty()) {
            let command = l.trim().split("  ").next().unwrap().trim().to_string();
            out.push((whose.clone(), command));
        }
    }
    out
}

/// Help examples that are not run, and why: each must still be one that
/// the help shows.
const HELP_NOT_RUN: &[(&str, &str)] = &[
    (
        "grundy serve",
        "serves until stopped; the transcript above starts it",
    ),
    (
        "--to 2^24",
        "minutes of work; tests/research.rs runs checkpoints and resumes",
    ),
    (
        "--to 2^26",
        "minutes of work, from a checkpoint the previous example writes",
    ),
    (
        "--to 2^33",
        "a disk of 16 GiB; tests/research.rs runs --disk",
    ),
    (
        "--to 2^22",
        "a minute in a debug build; tests/research.rs runs --values",
    ),
    (
        "--resume 0xy.jsonl",
        "up to two minutes (56 codes, 2 s each); tests/quotient.rs resumes a sweep",
    ),
    (
        "man -l",
        "needs man(1); tests/plot_install.rs checks the pages",
    ),
];

#[test]
fn every_help_example_runs() {
    let examples = help_examples();
    assert!(
        examples.len() > 40,
        "only {} help examples found",
        examples.len()
    );
    for (pattern, _) in HELP_NOT_RUN {
        assert!(
            examples.iter().any(|(_, c)| c.contains(pattern)),
            "no help example is {pattern:?}: take it off the list"
        );
    }
    let dir = scratch("help");
    // What the examples read: a solution to check, input files, folders
    // they write into.
    for (name, body) in [
        ("my_solution", "#!/bin/sh\ncat > /dev/null\necho 1 1\n"),
        ("a.out", "#!/bin/sh\ncat > /dev/null\necho 1 1\n"),
    ] {
        let p = dir.join(name);
        std::fs::write(&p, body).unwrap();
        std::fs::set_permissions(&p, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    }
    std::fs::write(
        dir.join("sol.py"),
        "import sys\nsys.stdin.read()\nprint(0)\n",
    )
    .unwrap();
    std::fs::write(dir.join("input.txt"), "3\n3 6 9\n").unwrap();
    std::fs::write(
        dir.join("codes.txt"),
        "0.77\n0.16 # Gangolli and Plambeck\n0.4\n",
    )
    .unwrap();
    std::fs::write(dir.join("edges.txt"), "1 2\n2 3\n7 3\n").unwrap();
    std::fs::write(
        dir.join("game.txt"),
        "vertex a b c d\na -> b c\nb -> c d\nc -> d\ntoken a b\n",
    )
    .unwrap();
    for folder in [
        ".local/share/bash-completion/completions",
        ".zfunc",
        ".config/fish/completions",
        ".local/share/man/man1",
    ] {
        std::fs::create_dir_all(dir.join(folder)).unwrap();
    }
    let mut failures = Vec::new();
    for (whose, command) in &examples {
        if HELP_NOT_RUN.iter().any(|(p, _)| command.contains(p)) {
            continue;
        }
        let command = command
            .replace("$PROFILE", "profile.ps1")
            .replace(" DIR", " man-pages");
        let out = shell(&command, &dir).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        // A game played with no one typing ends unfinished (1); a check of
        // a wrong solution fails (1); everything else succeeds.
        let allowed: &[i32] = if command.contains(" play ") || command.contains(" check ") {
            &[0, 1]
        } else {
            &[0]
        };
        let code = out.status.code().unwrap_or(-1);
        if !allowed.contains(&code) || stderr.contains("error") {
            failures.push(format!("{whose} --help: {command}: exit {code}\n{stderr}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

//! docs/adding-a-game.md, checked. Boxes (HDU 1729) was added as its
//! engine file, its two message files, one registry line and its module
//! line, with the judge problem hdu1729 as one spec file and its two lines
//! in the problems' list (and tests): the commit that added it is read
//! from the repository's history where there is one, and today's tree is
//! searched for the family's names. It is found everywhere the registry
//! is read: `grundy sum`, its help and errors, `grundy play`, the
//! playground's menu and `GET /api/games`, and `grundy oj`, `gen` and
//! `check`. The divisor game, added the same way before its messages had
//! files of their own, is still named in Rust only by its file and its
//! registry line.

mod common;

use common::{grundy, Server};
use std::path::{Path, PathBuf};
use std::process::Output;

fn text(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr)
}

/// Every Rust source file of the workspace's crates (their `src/`
/// folders: tests that assert a whole list of games name them all, and
/// are not where a game is written in).
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if !matches!(
                name.as_str(),
                "target" | ".git" | "tests" | "examples" | "bench" | "docs"
            ) {
                sources(&path, out);
            }
        } else if name.ends_with(".rs") && path.components().any(|c| c.as_os_str() == "src") {
            out.push(path);
        }
    }
}

#[test]
fn the_game_is_one_file_and_one_registry_line() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    sources(root, &mut files);
    let family = root.join("crates/engine/src/divisors.rs");
    let this = root.join("tests/adding_a_game.rs");
    let mut places = Vec::new();
    for file in files.iter().filter(|f| **f != family && **f != this) {
        let source = std::fs::read_to_string(file).unwrap();
        for (i, line) in source.lines().enumerate() {
            if line.contains("divisors") {
                places.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    // A judge problem whose game is this one (AtCoder ABC 368 F) uses the
    // family as any other crate may; it adds nothing to the game.
    let expected = [
        "crates/engine/src/kinds.rs: &crate::divisors::KIND,",
        "crates/engine/src/lib.rs: pub mod divisors;",
        "crates/oj/src/problems/abc368f.rs: use grundy_engine::divisors::{factors, omega, LIMIT};",
    ];
    // Sorted: the order directories are read in is the file system's.
    let mut found: Vec<String> = places
        .iter()
        .map(|p| {
            let (file, rest) = p.split_once(':').unwrap();
            let file = Path::new(file)
                .strip_prefix(root)
                .unwrap()
                .display()
                .to_string();
            format!("{file}: {}", rest.split_once(": ").unwrap().1)
        })
        .collect();
    found.sort();
    assert_eq!(
        found, expected,
        "the divisor game is named outside its file:\n{places:#?}"
    );
}

#[test]
fn the_document_shows_what_the_game_gives() {
    let doc = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/adding-a-game.md"),
    )
    .unwrap();
    let shown = doc
        .split("```console\n$ grundy sum divisors=12 nim=2\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the document shows grundy sum divisors=12 nim=2");
    let out = grundy(&["sum", "divisors=12", "nim=2"], "");
    assert!(out.status.success(), "{}", text(&out));
    assert_eq!(String::from_utf8_lossy(&out.stdout), shown);
}

#[test]
fn the_game_is_found_in_sum_play_the_help_and_the_playground() {
    // grundy sum: the verdict and every winning move.
    let out = grundy(&["sum", "divisors=12", "nim=2", "--json"], "");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["moves"].as_array().unwrap().len(), 2, "{json}");
    // Its errors and its help.
    let refused = text(&grundy(&["sum", "divisors"], ""));
    assert!(refused.contains("divisors=12"), "{refused}");
    let help = text(&grundy(&["sum", "--help"], ""));
    assert!(help.contains("divisors=12"), "{help}");
    let play_help = text(&grundy(&["play", "--help"], ""));
    assert!(play_help.contains("divisors 12 18"), "{play_help}");
    // grundy play: a game to the end against the perfect opponent, who wins
    // from 12 and 6 (values 3 and 2).
    let out = grundy(
        &["play", "divisors", "12", "6", "--computer-first"],
        "1\n1\n1\n1\n1\n1\n",
    );
    let played = text(&out);
    assert!(
        played.contains("Position: divisors=12  divisors=6"),
        "{played}"
    );
    assert!(played.contains("Computer: replace 12 by"), "{played}");
    assert!(
        played.contains("You cannot move: Computer wins."),
        "{played}"
    );
    // The playground's list of games.
    let body = Server::start().get("/api/games");
    let games: serde_json::Value = serde_json::from_str(&body).unwrap();
    let listed = games["components"]
        .as_array()
        .unwrap()
        .iter()
        .any(|k| k["game"] == "divisors" && k["example"] == "divisors=12");
    assert!(listed, "{games}");
    assert!(games["syntax"].as_str().unwrap().contains("divisors=12"));
}

// ---------------------------------------------------------------------
// Boxes (HDU 1729): the walk-through's family and its judge problem.
// ---------------------------------------------------------------------

/// What the family's commit may touch: its own files, and in the shared
/// lists, the lines counted here (added, removed).
const OWN_FILES: [&str; 4] = [
    "crates/engine/src/boxes.rs",
    "crates/i18n/locales/en/boxes.ftl",
    "crates/i18n/locales/zh-CN/boxes.ftl",
    "crates/oj/src/problems/hdu1729.rs",
];

/// The lines the family adds to shared files, and nothing else there.
const SHARED_LINES: [(&str, &[&str]); 3] = [
    ("crates/engine/src/kinds.rs", &["&crate::boxes::KIND,"]),
    ("crates/engine/src/lib.rs", &["pub mod boxes;"]),
    (
        "crates/oj/src/problems/mod.rs",
        &["mod hdu1729;", "Problem::Hdu1729,"],
    ),
];

/// Whether `path` is a test or a test's data: a folder `tests` at the top
/// or in a crate.
fn is_test(path: &str) -> bool {
    path.starts_with("tests/") || (path.starts_with("crates/") && path.contains("/tests/"))
}

/// `git ARGS…` in the repository, or why not.
fn git(args: &[&str]) -> Result<String, String> {
    let out = std::process::Command::new("git")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .map_err(|e| format!("git does not run: {e}"))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).trim().to_string());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The commit that added the family's engine file, if the history has it
/// whole (a shallow clone's first commit would seem to add every file).
fn family_commit() -> Result<String, String> {
    if git(&["rev-parse", "--is-shallow-repository"])?.trim() == "true" {
        return Err("the clone is shallow".into());
    }
    let found = git(&[
        "log",
        "--diff-filter=A",
        "--format=%H",
        "--",
        "crates/engine/src/boxes.rs",
    ])?;
    let commit = found
        .lines()
        .last()
        .ok_or("no commit adds crates/engine/src/boxes.rs")?
        .to_string();
    git(&["rev-parse", "--verify", "--quiet", &format!("{commit}^")])
        .map_err(|_| format!("{commit} has no parent in this history"))?;
    Ok(commit)
}

/// The lines a commit adds to and removes from one file (diff markers
/// dropped, trimmed).
fn changed_lines(commit: &str, path: &str) -> (Vec<String>, Vec<String>) {
    let diff = git(&["show", "--format=", "--unified=0", commit, "--", path]).unwrap();
    let mut added = Vec::new();
    let mut removed = Vec::new();
    for line in diff.lines() {
        if line.starts_with("+++") || line.starts_with("---") {
            continue;
        }
        if let Some(l) = line.strip_prefix('+') {
            added.push(l.trim().to_string());
        } else if let Some(l) = line.strip_prefix('-') {
            removed.push(l.trim().to_string());
        }
    }
    (added, removed)
}

#[test]
fn the_family_s_commit_touched_only_its_files_and_one_registry_line() {
    let commit = match family_commit() {
        Ok(commit) => commit,
        Err(why) => {
            // CI may check out one commit: today's tree is still searched
            // (the test below).
            eprintln!("not checked from the history ({why}); the tree is checked instead");
            return;
        }
    };
    let touched = git(&["show", "--format=", "--name-only", &commit]).unwrap();
    let mut seen_own = Vec::new();
    for path in touched.lines().filter(|l| !l.is_empty()) {
        if OWN_FILES.contains(&path) {
            seen_own.push(path);
            continue;
        }
        if is_test(path) {
            continue;
        }
        let Some((_, lines)) = SHARED_LINES.iter().find(|(file, _)| *file == path) else {
            panic!("{commit} touched {path}, which is none of the family's files");
        };
        let (added, removed) = changed_lines(&commit, path);
        assert_eq!(added, *lines, "{commit}: the lines it added to {path}");
        assert!(
            removed.is_empty(),
            "{commit} removed from {path}: {removed:?}"
        );
    }
    assert_eq!(seen_own, OWN_FILES, "{commit}: the family's own files");
    for (file, _) in SHARED_LINES {
        assert!(
            touched.lines().any(|l| l == file),
            "{commit} did not touch {file}"
        );
    }
}

/// Each line of the workspace's code and catalogues (outside tests, the
/// files given and comments) that names one of `words`, as `PATH: LINE`.
fn named(words: &[&str], own: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    code_files(root, &mut files);
    let mut found = Vec::new();
    for file in files {
        let path = file.strip_prefix(root).unwrap().display().to_string();
        if own.contains(&path.as_str()) || is_test(&path) {
            continue;
        }
        let Ok(mut text) = std::fs::read_to_string(&file) else {
            continue;
        };
        if path.ends_with(".css") || path.ends_with(".js") {
            text = without_block_comments(&text);
        }
        for line in text.lines().map(str::trim) {
            let comment = ["//", "#", "/*", "*"].iter().any(|c| line.starts_with(c));
            let lower = line.to_lowercase();
            if !comment && words.iter().any(|w| lower.contains(w)) {
                found.push(format!("{path}: {line}"));
            }
        }
    }
    found.sort();
    found
}

/// The text with its `/* … */` comments blanked out (style sheets and
/// scripts, whose comments run over several lines).
fn without_block_comments(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        let end = rest[start..]
            .find("*/")
            .map_or(rest.len(), |e| start + e + 2);
        // Keep the line breaks, so that lines stay lines.
        out.extend(rest[start..end].chars().filter(|&c| c == '\n'));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// The files grundy is built from: code, catalogues, assets and the
/// Python package, in every crate and the binary.
fn code_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if !matches!(
                name.as_str(),
                "target" | ".git" | "tests" | "docs" | "bench" | "fuzz" | "notebooks"
            ) && !name.starts_with('.')
            {
                code_files(&path, out);
            }
        } else if ["rs", "ftl", "js", "html", "css", "py", "pyi", "toml"]
            .iter()
            .any(|e| name.ends_with(&format!(".{e}")))
        {
            out.push(path);
        }
    }
}

#[test]
fn the_family_is_named_only_in_its_files_and_the_registry_lines() {
    let found = named(&["boxes", "hdu1729", "hdu_1729"], &OWN_FILES);
    let mut expected: Vec<String> = SHARED_LINES
        .iter()
        .flat_map(|(file, lines)| lines.iter().map(move |l| format!("{file}: {l}")))
        .collect();
    expected.sort();
    assert_eq!(found, expected, "boxes is named outside its files");
}

#[test]
fn the_document_shows_what_boxes_gives() {
    let doc = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/adding-a-game.md"),
    )
    .unwrap();
    let shown = doc
        .split("```console\n$ grundy sum boxes=6,2 nim=3\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the document shows grundy sum boxes=6,2 nim=3");
    let out = grundy(&["sum", "boxes=6,2", "nim=3"], "");
    assert!(out.status.success(), "{}", text(&out));
    assert_eq!(String::from_utf8_lossy(&out.stdout), shown);
    // Every file the walk-through names is where it says.
    for file in OWN_FILES.iter().chain(SHARED_LINES.iter().map(|(f, _)| f)) {
        assert!(doc.contains(file), "the document does not name {file}");
        assert!(Path::new(env!("CARGO_MANIFEST_DIR")).join(file).exists());
    }
}

#[test]
fn boxes_is_found_in_sum_play_the_help_the_playground_and_the_judge_commands() {
    // grundy sum: the verdict and the winning move, 2 stones more.
    let out = grundy(&["sum", "boxes=6,2", "nim=3", "--json"], "");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["moves"].as_array().unwrap().len(), 1, "{json}");
    // Its errors and its help.
    let refused = text(&grundy(&["sum", "boxes=2,3"], ""));
    assert!(refused.contains("at most the capacity S"), "{refused}");
    let refused = text(&grundy(&["sum", "boxes"], ""));
    assert!(refused.contains("boxes=6,2"), "{refused}");
    let help = text(&grundy(&["sum", "--help"], ""));
    assert!(help.contains("  boxes=6,2 "), "{help}");
    let play_help = text(&grundy(&["play", "--help"], ""));
    assert!(play_help.contains("boxes 6 2"), "{play_help}");
    // grundy play: the perfect opponent fills the box of 6 holding 3 (worth
    // 3, a move adds up to 9), after the player adds 1 to the 2.
    let played = text(&grundy(&["play", "boxes", "6", "2"], "1\n"));
    assert!(played.contains("Position: boxes=6,2"), "{played}");
    assert!(
        played.contains("Computer: add 3 to the 3 stones, leaving 6 of 6"),
        "{played}"
    );
    assert!(
        played.contains("You cannot move: Computer wins."),
        "{played}"
    );
    // In Chinese, from the family's own catalogue.
    let zh = text(&grundy(&["--lang", "zh", "sum", "boxes=6,2", "nim=3"], ""));
    assert!(zh.contains("往 2 颗石子里加入 1 颗"), "{zh}");
    // The playground: its list of games and its menu, labelled by the
    // family's page-game-boxes.
    let server = Server::start();
    let games: serde_json::Value = serde_json::from_str(&server.get("/api/games")).unwrap();
    let listed = games["components"]
        .as_array()
        .unwrap()
        .iter()
        .any(|k| k["game"] == "boxes" && k["example"] == "boxes=6,2");
    assert!(listed, "{games}");
    let page = server.get("/");
    assert!(page.contains("data-i18n=\"page-game-boxes\""), "{page}");
    // The judge problem: listed, its sample answered, its inputs generated
    // and checked.
    let list = text(&grundy(&["oj", "--list"], ""));
    assert!(
        list.contains("hdu1729        HDU 1729 (Stone Game)"),
        "{list}"
    );
    let sample = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oj-samples/hdu_1729.in"),
    )
    .unwrap();
    let answered = grundy(&["oj", "hdu1729"], &sample);
    assert_eq!(
        String::from_utf8_lossy(&answered.stdout),
        "Case 1:\nYes\nCase 2:\nNo\n"
    );
    let input = grundy(&["gen", "hdu1729", "--seed", "7"], "");
    assert!(input.status.success(), "{}", text(&input));
    let input = String::from_utf8(input.stdout).unwrap();
    assert!(input.ends_with("\n0\n"), "{input}");
    assert!(grundy(&["oj", "hdu1729"], &input).status.success());
    let checked = grundy(
        &[
            "check",
            "hdu1729",
            "--cases",
            "50",
            "--seed",
            "1",
            "--",
            env!("CARGO_BIN_EXE_grundy"),
            "oj",
            "hdu1729",
        ],
        "",
    );
    assert!(checked.status.success(), "{}", text(&checked));
}

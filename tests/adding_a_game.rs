//! docs/adding-a-game.md, checked: the divisor game was added as one file
//! (crates/engine/src/divisors.rs) and one line in the registry of kinds,
//! and it is found everywhere the kinds are listed: `grundy sum`, its help
//! and errors, `grundy play` and the playground's `GET /api/games`.

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
    let expected = [
        "crates/engine/src/kinds.rs: &crate::divisors::KIND,",
        "crates/engine/src/lib.rs: pub mod divisors;",
    ];
    let found: Vec<String> = places
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

//! `grundy play` and the playground (`grundy serve`) play a game under
//! misère play the same way: the computer's move from a position is the
//! one move both faces make.

mod common;

use common::{grundy, Server};
use serde_json::{json, Value};

/// The computer's first move in `grundy play GAME PILES… --misere
/// --computer-first`: the piles it leaves, as written.
fn cli_move(game: &str, piles: &[u64]) -> String {
    let mut args = vec!["play".to_string(), game.to_string()];
    args.extend(piles.iter().map(u64::to_string));
    args.extend(["--misere".into(), "--computer-first".into()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = grundy(&args, "quit\n");
    let text = String::from_utf8(out.stdout).unwrap();
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("Computer: "))
        .unwrap_or_else(|| panic!("{args:?}: no move of the computer's in\n{text}"));
    line.rsplit_once(" -> ")
        .expect("a move and what it leaves")
        .1
        .to_string()
}

/// The playground's move from the same position under misère play: the
/// piles it leaves.
fn web_move(server: &Server, game: &str, piles: &[u64]) -> String {
    let position: Vec<String> = piles.iter().map(u64::to_string).collect();
    let body = json!({ "game": game, "position": position.join(" "), "misere": true });
    let (status, answer) = server.post("/api/computer", &body.to_string());
    assert_eq!(status, 200, "{body}: {answer}");
    let answer: Value = serde_json::from_str(&answer).unwrap();
    let after = answer["move"]["position"]
        .as_array()
        .expect("the position after the move");
    let piles: Vec<&str> = after
        .iter()
        .map(|c| c.as_str().unwrap().split_once('=').unwrap().1)
        .collect();
    piles.join(" ")
}

/// `grundy play nim … --misere` plays misère Nim, the playground a sum of
/// Nim piles under misère play: the computer takes the same counters from
/// the same pile in both, won or lost (the search by remoteness of misère
/// Nim picks it, where the sum had taken the first winning move listed).
#[test]
fn the_computer_moves_alike_in_misere_nim_from_the_terminal_and_the_playground() {
    let server = Server::start();
    let positions: [&[u64]; 8] = [
        &[1, 1, 1],
        &[2, 2, 3],
        &[1, 2, 3],
        &[0, 3, 3],
        &[1, 1, 3],
        &[3, 5, 7],
        &[2, 4, 6, 1],
        &[5],
    ];
    for piles in positions {
        assert_eq!(
            web_move(&server, "nim", piles),
            cli_move("nim", piles),
            "{piles:?}"
        );
    }
}

/// A row of 10^9 pins has too many moves to list; under misère play the
/// quotient of Kayles decides it, and both faces play its first winning
/// move (regression: the terminal's computer stopped there, needing the
/// list, and the playground refused the position).
#[test]
fn the_computer_moves_alike_on_a_huge_row_under_misere_play() {
    let server = Server::start();
    for piles in [
        &[1_000_000_000, 7][..],
        &[999_999_999],
        &[123_456_789, 3, 2],
    ] {
        // One row component: the terminal writes it as a component, the
        // playground's helper as its numbers.
        let cli = cli_move("kayles", piles).replace("kayles=", "");
        assert_eq!(web_move(&server, "kayles", piles), cli, "{piles:?}");
    }
}

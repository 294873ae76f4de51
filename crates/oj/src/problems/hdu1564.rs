//! HDU 1564 (Play a game): geography on an n×n board from a corner, Luogu
//! P4136's game with the judge's own words.

use super::p4136::{board, corner_verdicts, explain};
use crate::families::line_cases::LineCases;
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::Problem;
use grundy_engine::num::{BigNat, Natural};

impl Problem {
    /// HDU 1564 (Play a game): geography on an n×n board from a corner,
    /// `8600`/`ailyanlu` per n.
    pub const Hdu1564: Problem = Problem::new("hdu1564", &HDU1564);
}

/// HDU 1564: sides `n`, one a line, `0` ends; `8600` (who moves first)
/// when the first player wins, `ailyanlu` otherwise. The board is
/// undirected vertex geography from a corner, won by the first player
/// exactly when n is even (the matching theorem: see
/// [`grundy_engine::geography::grid_corner_first_player_wins`]), for every
/// n of any size.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    corner_verdicts::<N>(sc, out, "8600", "ailyanlu")
}

/// 1 ≤ n ≤ 10000, as the statement says; the count of lines is not.
const HDU1564: LineCases = LineCases {
    limits: Limits {
        count: 1,
        cases: 100,
        value: 10_000,
    },
    shape: Shape::tuples(1),
    zeros: Some("0"),
    words: solve::<u64>,
    big: solve::<BigNat>,
    draw: board,
    allows: |c| (1..=10_000).contains(&c[0]),
    explain,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Spec;
    use grundy_engine::geography::Graph;
    use std::collections::HashMap;

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match HDU1564.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The statement's game: the stone on square `at` of an n×n board,
    /// `visited` the squares it has been on; a move takes it to a square
    /// beside it (not diagonally) not visited before; whoever cannot move
    /// loses.
    fn wins(
        n: i32,
        at: (i32, i32),
        visited: u64,
        memo: &mut HashMap<(i32, i32, u64), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(at.0, at.1, visited)) {
            return w;
        }
        let mut win = false;
        for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
            let (r, c) = (at.0 + dr, at.1 + dc);
            if r < 0 || c < 0 || r >= n || c >= n || visited >> (r * n + c) & 1 == 1 {
                continue;
            }
            if !wins(n, (r, c), visited | 1 << (r * n + c), memo) {
                win = true;
                break;
            }
        }
        memo.insert((at.0, at.1, visited), win);
        win
    }

    /// Every board to 5×5, against a search of the rules from a corner;
    /// larger ones to 24×24 against the engine's maximum matchings of the
    /// board's graph (the corner in every one: the first player wins).
    #[test]
    fn every_small_board_is_answered_as_the_rules_decide() {
        let (mut input, mut expected) = (String::new(), String::new());
        for n in 1..=5 {
            input.push_str(&format!("{n}\n"));
            let first = wins(n, (0, 0), 1, &mut HashMap::new());
            expected.push_str(if first { "8600\n" } else { "ailyanlu\n" });
        }
        for n in 6..=24u64 {
            input.push_str(&format!("{n}\n"));
            let matching = Graph::grid(n, n).unwrap().analyze(1).unwrap();
            expected.push_str(if matching.first_player_wins {
                "8600\n"
            } else {
                "ailyanlu\n"
            });
        }
        input.push_str("0\n");
        assert_eq!(answer(&input).unwrap(), expected);
    }

    #[test]
    fn numbers_of_any_size_are_answered_exactly() {
        let googol = format!("1{}", "0".repeat(100));
        let odd = format!("{googol}1");
        let out = answer(&format!("{googol}\n{odd}\n10000\n0\n")).unwrap();
        assert_eq!(out, "8600\nailyanlu\n8600\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let cases = [
            (
                "",
                "line 1, column 1: expected the side n of the board of line 1, but the input ends here",
            ),
            (
                "2\nx\n0\n",
                "line 2, column 1: expected the side n of the board of line 2 (a non-negative integer), found \"x\"",
            ),
            (
                "2\n0\n3\n",
                "line 3, column 1: unexpected \"3\" after the terminating 0",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(answer(input).unwrap_err(), expected, "{input:?}");
        }
    }
}

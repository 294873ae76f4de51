//! HDU 2147 (kiki's game): a coin moved left, down or left-down on an n×m
//! board.

use crate::families::layout::{until_zeros, Record};
use crate::families::line_cases::LineCases;
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::{line, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};

impl Problem {
    /// HDU 2147 (kiki's game): a coin on an n×m board, `Wonderful!`/`What
    /// a pity!` per line.
    pub const Hdu2147: Problem = Problem::new("hdu2147", &HDU2147);
}

/// Whether the first player wins on an n×m board, the coin starting at
/// (1, m): n − 1 rows above the bottom and m − 1 columns right of the left
/// edge, and a move takes it one square left, down or left-down. The lost
/// squares are those with both distances even: from one, every move makes
/// a distance odd, and from any other square a move makes both even (one
/// step along each odd distance). So the first player wins exactly when n
/// or m is even. (These are the two-pile rules `one[..1],both[..1]` of
/// `grundy_engine::two_pile`, on the two distances.)
fn first_wins<N: Natural>(n: &N, m: &N) -> bool {
    !n.bit(0) || !m.bit(0)
}

/// HDU 2147: lines `n m` until `0 0`; `Wonderful!` when the first player
/// wins ([`first_wins`]), `What a pity!` otherwise, at any size. A board of
/// no rows or no columns is refused.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_zeros(sc, "0 0", |sc, case| {
        let (n, n_token) = sc.natural_token::<N>(|| tr!("oj-board-rows-of-line", line = case))?;
        let (m, m_token) =
            sc.natural_token::<N>(|| tr!("oj-board-columns-of-line", line = case))?;
        if n.is_zero() && m.is_zero() {
            return Ok(Record::Zeros);
        }
        for (side, token, what) in [
            (&n, n_token, tr!("oj-board-rows-of-line", line = case)),
            (&m, m_token, tr!("oj-board-columns-of-line", line = case)),
        ] {
            if side.is_zero() {
                return Err(Fail::Failed(
                    sc.error_at(Some(token), tr!("oj-board-side-zero", what = what)),
                ));
            }
        }
        line(
            out,
            if first_wins(&n, &m) {
                "Wonderful!"
            } else {
                "What a pity!"
            },
        );
        Ok(Record::Case)
    })
}

/// 0 < n, m ≤ 2000, as the statement says; the count of lines is not.
const HDU2147: LineCases = LineCases {
    limits: Limits {
        count: 2,
        cases: 100,
        value: 2_000,
    },
    shape: Shape::tuples(2),
    zeros: Some("0 0"),
    words: solve::<u64>,
    big: solve::<BigNat>,
    draw: board,
    allows: |c| c.iter().all(|v| (1..=2_000).contains(v)),
    explain,
};

/// A board: both sides odd (the first player loses) as often as not, a
/// single row or column, or a lone square.
fn board(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> Vec<u64> {
    let mut side = || rng.range(1, value);
    let (mut n, mut m) = (side(), side());
    match rng.range(0, 4) {
        0 => {
            tags.push("lost position");
            n -= 1 - n % 2;
            m -= 1 - m % 2;
            n = n.max(1);
            m = m.max(1);
        }
        1 => {
            tags.push("a board of one square");
            (n, m) = (1, 1);
        }
        2 => {
            tags.push("a single row");
            n = 1;
        }
        _ => {}
    }
    vec![n, m]
}

fn explain(case: &[u64]) -> String {
    let (n, m) = (case[0], case[1]);
    tr!(
        "check-explain-hdu2147",
        n = n,
        m = m,
        down = n - 1,
        left = m - 1,
        wins = Arg::yes(first_wins(&n, &m))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Spec;
    use grundy_engine::solver::{ImpartialGame, Solver};
    use grundy_engine::two_pile::TwoPileRules;

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match HDU2147.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The statement's board: the coin at (row, column) of an n×m board,
    /// rows counted down from 1, columns right from 1; a move takes it one
    /// square left, down, or left-down; whoever cannot move loses.
    struct Board {
        n: u32,
    }
    impl ImpartialGame for Board {
        type Position = (u32, u32);
        fn moves(&self, &(row, column): &(u32, u32)) -> Vec<(u32, u32)> {
            let mut out = Vec::new();
            if column > 1 {
                out.push((row, column - 1));
            }
            if row < self.n {
                out.push((row + 1, column));
            }
            if column > 1 && row < self.n {
                out.push((row + 1, column - 1));
            }
            out
        }
    }

    /// Every board to 40×40, against a search of the rules from the
    /// top-right corner, and against the engine's two-pile rules.
    #[test]
    fn every_small_board_is_answered_as_the_rules_decide() {
        let two_pile: TwoPileRules = "one[..1],both[..1]".parse().unwrap();
        let lost = two_pile.p_positions(40);
        let (mut input, mut expected) = (String::new(), String::new());
        for n in 1..=40u32 {
            let mut rules = Solver::new(Board { n });
            for m in 1..=40u32 {
                input.push_str(&format!("{n} {m}\n"));
                let wins = rules.is_first_player_win(&(1, m)).unwrap();
                let distances = (u64::from(n - 1), u64::from(m - 1));
                let pair = (distances.0.min(distances.1), distances.0.max(distances.1));
                assert_eq!(wins, !lost.contains(&pair), "{n}x{m}");
                expected.push_str(if wins {
                    "Wonderful!\n"
                } else {
                    "What a pity!\n"
                });
            }
        }
        input.push_str("0 0\n");
        assert_eq!(answer(&input).unwrap(), expected);
    }

    #[test]
    fn numbers_of_any_size_are_answered_exactly() {
        let googol = format!("1{}", "0".repeat(100));
        let odd = format!("{}1", "1".repeat(100));
        let out = answer(&format!("{googol} 3\n{odd} {odd}\n{odd} 1\n0 0\n")).unwrap();
        assert_eq!(out, "Wonderful!\nWhat a pity!\nWhat a pity!\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let cases = [
            (
                "5 3\n5\n",
                "line 2, column 2: expected the number of columns m of line 2, but the input ends here",
            ),
            (
                "5 three\n0 0\n",
                "line 1, column 3: expected the number of columns m of line 1 (a non-negative integer), found \"three\"",
            ),
            (
                "5 3\n0 4\n0 0\n",
                "line 2, column 1: the number of rows n of line 2 is 0: a board has at least one row and one column (only 0 0 ends the input)",
            ),
            (
                "5 3\n0 0\n5 3\n",
                "line 3, column 1: unexpected \"5\" after the terminating 0 0",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(answer(input).unwrap_err(), expected, "{input:?}");
        }
    }
}

//! Geography's judge format: Luogu P4136 (谁能赢呢), the stone on the
//! corner of an n×n board moved to an adjacent square not visited before.

use crate::families::layout::numbers_until_zero;
use crate::families::line_cases::LineCases;
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::{line, Problem, Rng};
use grundy_engine::geography::square_corner_first_player_wins;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;

impl Problem {
    /// Luogu P4136 (谁能赢呢): geography on an n×n board from a corner,
    /// `Alice`/`Bob` per n.
    pub const P4136: Problem = Problem::new("p4136", &P4136);
}

/// Luogu P4136: sides `n`, one a line, `0` ends; `Alice` when the first
/// player wins, `Bob` otherwise. The board is undirected vertex geography
/// from a corner, which the first player wins exactly when n is even (the
/// matching theorem: see
/// [`grundy_engine::geography::grid_corner_first_player_wins`]), for every
/// n of any size.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    corner_verdicts::<N>(sc, out, "Alice", "Bob")
}

/// Sides `n`, one a line, until `0`, each answered `wins` when the first
/// player wins the board, `loses` otherwise: P4136's game, which HDU 1564
/// asks in its own words.
pub(super) fn corner_verdicts<N: Natural>(
    sc: &mut Scanner<'_>,
    out: &mut Vec<u8>,
    wins: &str,
    loses: &str,
) -> Result<(), Fail> {
    numbers_until_zero::<N>(
        sc,
        |case| tr!("oj-board-side-of-line", line = case),
        |_, _, n, _| {
            line(
                out,
                if square_corner_first_player_wins(&n) {
                    wins
                } else {
                    loses
                },
            );
            Ok(())
        },
    )
}

/// 1 ≤ n ≤ 10000, as the statement says; the count of lines is not.
const P4136: LineCases = LineCases {
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

/// A board's side: small boards often, where a wrong rule shows first,
/// and the lone square, where the first player cannot move.
pub(super) fn board(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> Vec<u64> {
    let n = if rng.chance(8) {
        1
    } else if rng.chance(3) {
        rng.range(1, 6.min(value))
    } else {
        rng.range(1, value)
    };
    if n == 1 {
        tags.push("a board of one square");
    }
    if n == value {
        tags.push("the largest board");
    }
    vec![n]
}

pub(super) fn explain(case: &[u64]) -> String {
    let n = case[0];
    if n == 1 {
        tr!("check-explain-p4136-one")
    } else if n.is_multiple_of(2) {
        tr!("check-explain-p4136-even", n = n)
    } else {
        tr!("check-explain-p4136-odd", n = n)
    }
}

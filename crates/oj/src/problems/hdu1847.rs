//! A subtraction game's judge format: HDU 1847 (Good Luck in CET-4
//! Everybody!), a move takes a power of two.

use crate::families::layout::until_end;
use crate::families::line_cases::LineCases;
use crate::scanner::{Fail, Scanner};
use crate::spec::{Limits, Shape};
use crate::{line, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};

impl Problem {
    /// HDU 1847 (Good Luck in CET-4 Everybody!): take a power of two,
    /// `Kiki`/`Cici` per n.
    pub const Hdu1847: Problem = Problem::new("hdu1847", &HDU1847);
}

/// Whether the player to move wins a pile of `n` when a move takes a power
/// of two (1, 2, 4, …): exactly when 3 does not divide n. No power of two
/// is a multiple of 3, so from a multiple of 3 every move leaves one that
/// is not; from any other pile, taking 1 or 2 leaves a multiple of 3.
fn first_wins<N: Natural>(n: &N) -> bool {
    !n.rem(&N::from_u64(3)).is_zero()
}

/// HDU 1847: piles `n`, one a line, until the end of input; `Kiki` (who
/// moves first) when she wins, `Cici` otherwise, for every n of any size.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, case| {
        let n: N = sc.natural(|| tr!("oj-cards-of-line", line = case))?;
        line(out, if first_wins(&n) { "Kiki" } else { "Cici" });
        Ok(())
    })
}

/// 1 ≤ n ≤ 1000, as the statement says; the count of lines is not.
const HDU1847: LineCases = LineCases {
    limits: Limits {
        count: 1,
        cases: 100,
        value: 1_000,
    },
    shape: Shape::tuples(1),
    zeros: None,
    words: solve::<u64>,
    big: solve::<BigNat>,
    draw: cards,
    allows: |c| (1..=1_000).contains(&c[0]),
    explain,
};

/// A number of cards: often a multiple of 3 (the lost piles), or a power
/// of two (a pile taken whole, which wins).
fn cards(rng: &mut Rng, value: u64, tags: &mut Vec<&'static str>) -> Vec<u64> {
    let n = match rng.range(0, 3) {
        0 if value >= 3 => {
            tags.push("lost position");
            3 * rng.range(1, value / 3)
        }
        1 => {
            tags.push("a power of 2");
            1 << rng.range(0, u64::from(value.ilog2()))
        }
        _ => rng.range(1, value),
    };
    vec![n]
}

fn explain(case: &[u64]) -> String {
    let n = case[0];
    tr!(
        "check-explain-hdu1847",
        n = n,
        rest = n % 3,
        wins = Arg::yes(first_wins(&n))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Spec;
    use grundy_engine::solver::{ImpartialGame, Solver};

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match HDU1847.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The statement's game: n cards, a move takes 1, 2, 4, 8, … of them,
    /// whoever takes the last card wins.
    struct PowersOfTwo;
    impl ImpartialGame for PowersOfTwo {
        type Position = u32;
        fn moves(&self, &n: &u32) -> Vec<u32> {
            (0..32)
                .map(|k| 1u32 << k)
                .take_while(|&take| take <= n)
                .map(|take| n - take)
                .collect()
        }
    }

    /// Every pile to 2000, against a search of the rules.
    #[test]
    fn every_small_pile_is_answered_as_the_rules_decide() {
        let mut rules = Solver::new(PowersOfTwo);
        let (mut input, mut expected) = (String::new(), String::new());
        for n in 0..=2000u32 {
            input.push_str(&format!("{n}\n"));
            let wins = rules.is_first_player_win(&n).unwrap();
            expected.push_str(if wins { "Kiki\n" } else { "Cici\n" });
        }
        assert_eq!(answer(&input).unwrap(), expected);
    }

    #[test]
    fn numbers_of_any_size_are_answered_exactly() {
        // 10^100 ≡ 1 (mod 3); 10^100 − 1 is a multiple of 3.
        let googol = format!("1{}", "0".repeat(100));
        let nines = "9".repeat(100);
        let out = answer(&format!("{googol}\n{nines}\n{}\n", u64::MAX)).unwrap();
        // 2^64 − 1 is a multiple of 3.
        assert_eq!(out, "Kiki\nCici\nCici\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let cases = [
            (
                "",
                "line 1, column 1: expected the number of cards n of line 1, but the input ends here",
            ),
            (
                "3\nthree\n",
                "line 2, column 1: expected the number of cards n of line 2 (a non-negative integer), found \"three\"",
            ),
            (
                "1\n-2\n",
                "line 2, column 1: the number of cards n of line 2 cannot be negative, found \"-2\"",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(answer(input).unwrap_err(), expected, "{input:?}");
        }
    }
}

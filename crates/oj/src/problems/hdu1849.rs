//! HDU 1849 (Rabbit and Grass): tokens moved left on a strip, which is Nim.

use crate::families::layout::{until_zeros, Record};
use crate::families::nim_family::{PileCases, Piles};
use crate::scanner::{Fail, Scanner};
use crate::spec::Limits;
use crate::{line, Problem};
use grundy_engine::nim;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;

impl Problem {
    /// HDU 1849 (Rabbit and Grass): tokens on a strip, Nim, `Rabbit
    /// Win!`/`Grass Win!` per block.
    pub const Hdu1849: Problem = Problem::new("hdu1849", &HDU1849);
}

/// HDU 1849: blocks of `m` and the m tokens' squares until `m = 0`;
/// `Rabbit Win!` when the first player wins, `Grass Win!` otherwise. A
/// token on square K moves to any square left of it, as a Nim pile of K
/// is lowered, and tokens never block each other: the game is Nim on the
/// squares, won by the first player when their xor is not 0.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_zeros(sc, "0", |sc, block| {
        let m = sc.count(|| tr!("oj-tokens-of-block", block = block))?;
        if m == 0 {
            return Ok(Record::Zeros);
        }
        let mut total = N::zero();
        for i in 1..=m {
            let square: N =
                sc.natural(|| tr!("oj-head-position", head = i, count = m, block = block))?;
            total = total.xor(&square);
        }
        line(
            out,
            if total.is_zero() {
                "Grass Win!"
            } else {
                "Rabbit Win!"
            },
        );
        Ok(Record::Case)
    })
}

/// m ≤ 1000 tokens on squares 0 to 1000, as the statement says; the count
/// of blocks it does not.
const HDU1849: PileCases = PileCases {
    limits: Limits {
        count: 1_000,
        cases: 100,
        value: 1_000,
    },
    layout: Piles::Blocks,
    nim_lost: true,
    words: solve::<u64>,
    big: solve::<BigNat>,
    explain: nim::explain::<u64>,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Spec;
    use grundy_engine::solver::{ImpartialGame, Solver};

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match HDU1849.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The statement's game on the strip itself: how many tokens stand on
    /// each square 1, 2, …; a move takes one token from its square to any
    /// square to its left (onto others or not); with every token on square
    /// 0 nobody can move, and whoever moved last has won.
    struct Strip;
    impl ImpartialGame for Strip {
        type Position = Vec<u8>;
        fn moves(&self, on: &Vec<u8>) -> Vec<Vec<u8>> {
            let mut out = Vec::new();
            for from in 1..on.len() {
                if on[from] == 0 {
                    continue;
                }
                for to in 0..from {
                    let mut next = on.clone();
                    next[from] -= 1;
                    next[to] += 1;
                    out.push(next);
                }
            }
            out
        }
    }

    /// Every placement of one to four tokens on squares 0 to 6, against a
    /// search of the strip.
    #[test]
    fn every_small_strip_is_answered_as_the_rules_decide() {
        const SQUARES: usize = 7;
        let mut rules = Solver::new(Strip);
        let (mut input, mut expected) = (String::new(), String::new());
        let mut placements: Vec<Vec<usize>> = vec![vec![]];
        for _ in 0..4 {
            let longer: Vec<Vec<usize>> = placements
                .iter()
                .flat_map(|p| (0..SQUARES).map(move |k| [p.clone(), vec![k]].concat()))
                .collect();
            for p in &longer {
                let text: Vec<String> = p.iter().map(usize::to_string).collect();
                input.push_str(&format!("{}\n{}\n", p.len(), text.join(" ")));
                let mut on = vec![0u8; SQUARES];
                for &k in p {
                    on[k] += 1;
                }
                let wins = rules.is_first_player_win(&on).unwrap();
                expected.push_str(if wins {
                    "Rabbit Win!\n"
                } else {
                    "Grass Win!\n"
                });
            }
            placements = longer;
        }
        input.push_str("0\n");
        assert_eq!(answer(&input).unwrap(), expected);
    }

    #[test]
    fn numbers_of_any_size_are_answered_exactly() {
        let googol = format!("1{}", "0".repeat(100));
        let out = answer(&format!("2\n{googol} {googol}\n1\n{googol}\n")).unwrap();
        assert_eq!(out, "Grass Win!\nRabbit Win!\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let cases = [
            (
                "",
                "line 1, column 1: expected the number of tokens m of block 1 (0 ends the input), but the input ends here",
            ),
            (
                "2\n3 x\n0\n",
                "line 2, column 3: expected position 2 of 2 in block 1 (a non-negative integer), found \"x\"",
            ),
            (
                "1\n3\n0\n0\n",
                "line 4, column 1: unexpected \"0\" after the terminating 0",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(answer(input).unwrap_err(), expected, "{input:?}");
        }
    }
}

//! HDU 3537 (Daizhenyang's Coin): Mock Turtles, `Yes` when the first
//! player loses.

use crate::families::layout::until_end;
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, join, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::coins::row::mock_turtles;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{join_values, tr, Arg};
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// HDU 3537 (Daizhenyang's Coin): Mock Turtles, `Yes` when the first
    /// player loses.
    pub const Hdu3537: Problem = Problem::new("hdu3537", &Hdu3537);
}

struct Hdu3537;

/// Whether a row of Mock Turtles with heads at these distinct 0-based
/// positions is a first-player win. The head at position p is coin p + 1,
/// worth `2p + [p has an even count of 1 bits]`
/// ([`grundy_engine::coins::row::mock_turtles`]); the low bits and the rest
/// separate in the xor, which is `(xor of the p) · 2 + (parity of how many p
/// have an even count)`, and is non-zero exactly when either part is: no
/// doubling, and any size.
pub(crate) fn mock_turtles_wins<N: Natural>(distinct: &[N]) -> bool {
    let mut high = N::zero();
    let mut low = false;
    for p in distinct {
        high = high.xor(p);
        low ^= ones(p) % 2 == 0;
    }
    low || !high.is_zero()
}

/// The count of 1 bits of `p`: a machine instruction for words, bit by bit
/// beyond them (positions of more than 64 bits are rare).
fn ones<N: Natural>(p: &N) -> u64 {
    match p.to_u64() {
        Some(p) => u64::from(p.count_ones()),
        None => (0..p.bit_len()).filter(|&i| p.bit(i)).count() as u64,
    }
}

/// HDU 3537: blocks until the end of input, `n` and then the `n` 0-based
/// positions of the coins showing heads; `Yes` when the first player loses.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, block| {
        let n = sc.count(|| tr!("oj-heads-of-block", block = block))?;
        let mut heads: Vec<N> = Vec::with_capacity(n.min(1 << 16));
        for i in 1..=n {
            heads.push(sc.natural(|| tr!("oj-head-position", head = i, count = n, block = block))?);
        }
        // The statement lists the coins showing heads: a position listed
        // twice is one head, not two that cancel (as some accepted
        // solutions, which xor the input as it comes, answer).
        heads.sort_unstable();
        heads.dedup();
        line(
            out,
            if mock_turtles_wins(&heads) {
                "No"
            } else {
                "Yes"
            },
        );
        Ok(())
    })
}

impl Spec for Hdu3537 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// The statement gives positions below 10^8 and no counts; these are
    /// those its accepted solutions assume.
    fn limits(&self) -> Limits {
        Limits {
            count: 1_000,
            cases: 100,
            value: 99_999_999,
        }
    }

    /// A row with no heads is a block of its own: `0`.
    fn shape(&self) -> Shape {
        Shape {
            empty_cases: true,
            ..Shape::CASES
        }
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            input.cases.push(heads(rng, count, value, tags));
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        for c in &input.cases {
            let _ = writeln!(out, "{}", c.len());
            if !c.is_empty() {
                let _ = writeln!(out, "{}", join(c));
            }
        }
    }

    /// Positions below 10^8 (listed twice is allowed: the statement says
    /// so).
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().flatten().all(|&p| p < 100_000_000)
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let mut heads = case.to_vec();
        heads.sort_unstable();
        heads.dedup();
        let values: Vec<String> = heads
            .iter()
            .map(|&p| {
                tr!(
                    "check-explain-head-worth",
                    position = p,
                    value = mock_turtles(p + 1)
                )
            })
            .collect();
        let total = heads.iter().fold(0, |v, &p| v ^ mock_turtles(p + 1));
        tr!(
            "check-explain-hdu3537",
            heads = if values.is_empty() {
                tr!("check-explain-no-heads")
            } else {
                tr!("check-explain-heads", heads = join_values(&values))
            },
            total = total,
            wins = Arg::yes(total != 0)
        )
    }
}

/// The heads of a row of HDU 3537 (Mock Turtles), in one of several
/// shapes: no heads, a position listed twice (one head, not two that
/// cancel), a head completing a lost position (the xor of the others'
/// values is odious, the value of exactly one coin), position 0, the
/// judge's largest positions, or anywhere.
fn heads(rng: &mut Rng, count: u64, value: u64, tags: &mut Vec<&'static str>) -> Vec<u64> {
    let n = rng.range(1, count);
    let mut p: Vec<u64> = (0..n).map(|_| rng.range(0, value)).collect();
    match rng.range(0, 6) {
        0 => {
            tags.push("no heads");
            p.clear();
        }
        1 => {
            tags.push("a position listed twice");
            let i = rng.range(0, n - 1) as usize;
            p.insert(rng.range(0, n) as usize, p[i]);
        }
        2 => {
            let mut distinct = p.clone();
            distinct.sort_unstable();
            distinct.dedup();
            let x = distinct.iter().fold(0, |v, &q| v ^ mock_turtles(q + 1));
            // An odious x is the value of coin x / 2 + 1 alone.
            let q = x / 2;
            if x.count_ones() % 2 == 1 && q <= value && !distinct.contains(&q) {
                tags.push("lost position");
                p.push(q);
            }
        }
        3 => {
            tags.push("position 0");
            p[0] = 0;
        }
        4 => {
            tags.push("values at the judge's limit");
            p.iter_mut()
                .for_each(|x| *x = value - rng.range(0, 1.min(value)));
        }
        _ => {}
    }
    for i in (1..p.len()).rev() {
        p.swap(i, rng.range(0, i as u64) as usize);
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::coins::row::mock_turtles;
    use grundy_engine::num::BigNat;
    use proptest::prelude::*;

    proptest! {
        /// The split xor agrees with the xor of the engine's values, on
        /// words and again on arbitrary precision.
        #[test]
        fn the_split_xor_is_the_xor_of_the_values(
            heads in prop::collection::btree_set(0u64..(1 << 61), 0..12)
        ) {
            let heads: Vec<u64> = heads.into_iter().collect();
            let value = heads.iter().fold(0, |v, &p| v ^ mock_turtles(p + 1));
            prop_assert_eq!(mock_turtles_wins(&heads), value != 0);
            let big: Vec<BigNat> = heads.iter().map(|&p| BigNat::from(p)).collect();
            prop_assert_eq!(mock_turtles_wins(&big), value != 0);
        }
    }

    #[test]
    fn positions_past_64_bits_count_their_bits() {
        let two_64 = BigNat::from(1u8) << 64;
        let cases = [
            // 2^64 has one 1 bit: worth 2^65, non-zero.
            ("2^64 alone", vec![two_64.clone()], true),
            // 2^64 + 1 has two: worth 2^65 + 2 + 1; with 3 (worth 7) and
            // 2^64 (worth 2^65), 7 ^ 2^65 ^ (2^65 + 3) = 4: a win.
            (
                "three heads",
                vec![BigNat::from(3u8), two_64.clone(), &two_64 + 1u8],
                true,
            ),
            // 2^64 + 1 (worth 2^65 + 3) against 2^64 (2^65), 0 (1), 1 (2): 0.
            (
                "a losing four",
                vec![
                    BigNat::from(0u8),
                    BigNat::from(1u8),
                    two_64.clone(),
                    &two_64 + 1u8,
                ],
                false,
            ),
        ];
        for (name, heads, wins) in cases {
            assert_eq!(mock_turtles_wins(&heads), wins, "{name}");
        }
    }
}

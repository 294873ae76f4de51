//! The funny stone game's judge format: UVa 1378 = LA 3668.

use crate::families::layout::{self, numbers_until_zero};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::funny_stones::{
    self, smallest_winning_move, FunnyStones, StoneValues, PILES_LIMIT,
};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::io::Write;

impl Problem {
    /// UVa 1378 = LA 3668 (A Funny Stone Game): the smallest winning first
    /// move per game.
    pub const Uva1378: Problem = Problem::new("uva1378", &Uva1378);
}

struct Uva1378;

/// UVa 1378: blocks of `n` and the piles S_0 … S_{n−1}, until `n = 0` (or
/// the end of input after a whole block); per block `Game t: i j k`, the
/// lexicographically smallest winning first move (piles from 0), or
/// `Game t: -1 -1 -1` when the first player loses.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut games: Vec<Vec<N>> = Vec::new();
    numbers_until_zero::<N>(
        sc,
        |game| tr!("oj-piles-of-game", game = game),
        |sc, game, n, token| {
            let Some(n) = n
                .to_u64()
                .and_then(|n| usize::try_from(n).ok())
                .filter(|&n| n <= PILES_LIMIT)
            else {
                return Err(Fail::Failed(sc.error_at(
                    Some(token),
                    tr!(
                        "oj-too-many-piles",
                        game = game,
                        count = n,
                        limit = PILES_LIMIT
                    ),
                )));
            };
            let mut piles = Vec::with_capacity(n.min(1 << 16));
            for i in 0..n {
                piles.push(
                    sc.natural::<N>(|| tr!("oj-pile-in-game", index = i, count = n, game = game))?,
                );
            }
            games.push(piles);
            Ok(())
        },
    )?;
    let largest = games.iter().map(Vec::len).max().unwrap_or(0);
    let values = StoneValues::up_to(largest);
    for (t, piles) in games.iter().enumerate() {
        match smallest_winning_move(piles, &values) {
            Some(m) => line(
                out,
                format_args!("Game {}: {} {} {}", t + 1, m.from, m.to.0, m.to.1),
            ),
            None => line(out, format_args!("Game {}: -1 -1 -1", t + 1)),
        }
    }
    Ok(())
}

impl Spec for Uva1378 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// n ≤ 23, as the statement says; stones per pile up to 1000 and the
    /// count of games are those its accepted solutions assume.
    fn limits(&self) -> Limits {
        Limits {
            count: 23,
            cases: 100,
            value: 1_000,
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
            input.cases.push(stones(rng, count, value, tags));
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::blocks(input, out);
        out.push_str("0\n");
    }

    /// n ≤ 23, as the statement says.
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| c.len() <= 23)
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let piles: Vec<BigNat> = case.iter().map(|&s| BigNat::from(s)).collect();
        match FunnyStones::new(piles) {
            Ok(c) => {
                use grundy_engine::component::Component;
                let values = StoneValues::up_to(case.len());
                let answer = match smallest_winning_move(case, &values) {
                    Some(m) => tr!(
                        "check-explain-uva1378-move",
                        i = m.from,
                        j = m.to.0,
                        k = m.to.1,
                        description = m.describe()
                    ),
                    // (A position worth more than 0 always has one.)
                    None => tr!("check-explain-uva1378-lost"),
                };
                let why = c
                    .explain()
                    .map(|t| grundy_i18n::read(&t))
                    .unwrap_or_default();
                let mut why = why.chars();
                let first = why.next().map(|c| c.to_ascii_uppercase());
                tr!(
                    "check-explain-uva1378",
                    why = format!("{}{}", first.into_iter().collect::<String>(), why.as_str()),
                    answer = answer
                )
            }
            Err(e) => format!("{e:?}"),
        }
    }
}

/// A game of UVa 1378: piles of stones in one of several shapes: every
/// stone on the last pile (no move), one pile, only even piles (worth 0),
/// a pile's parity flipped to make the position lost, or any.
fn stones(rng: &mut Rng, count: u64, value: u64, tags: &mut Vec<&'static str>) -> Vec<u64> {
    let n = rng.range(1, count) as usize;
    let mut p: Vec<u64> = (0..n).map(|_| rng.range(0, value)).collect();
    match rng.range(0, 6) {
        0 => {
            tags.push("stones on the last pile only (no move)");
            p.iter_mut().take(n - 1).for_each(|x| *x = 0);
        }
        1 => {
            tags.push("a single pile");
            p.truncate(1);
        }
        2 => {
            tags.push("even piles only (worth 0)");
            p.iter_mut().for_each(|x| *x -= *x % 2);
        }
        3 => {
            // The value is g(i) of one pile i: flipping its parity loses.
            let values = StoneValues::up_to(n);
            let v = funny_stones::value(&p, &values);
            if let Some(i) = (0..n).find(|&i| values.of(n, i) == v && v != 0) {
                tags.push("lost position");
                p[i] = if p[i] < value { p[i] + 1 } else { p[i] - 1 };
            }
        }
        4 => {
            tags.push("piles 0 and 1 only");
            p.iter_mut().for_each(|x| *x = rng.range(0, 1.min(value)));
        }
        _ => {}
    }
    p
}

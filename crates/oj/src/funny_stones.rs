//! The funny stone game's judge format: UVa 1378 = LA 3668.

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::funny_stones::{smallest_winning_move, StoneValues, PILES_LIMIT};
use grundy_engine::num::Natural;
use grundy_i18n::tr;

/// UVa 1378: blocks of `n` and the piles S_0 … S_{n−1}, until `n = 0` (or
/// the end of input after a whole block); per block `Game t: i j k`, the
/// lexicographically smallest winning first move (piles from 0), or
/// `Game t: -1 -1 -1` when the first player loses.
pub(crate) fn uva1378<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut games: Vec<Vec<N>> = Vec::new();
    loop {
        if !games.is_empty() && sc.at_end() {
            break;
        }
        let game = games.len() + 1;
        let (n, token) = sc.natural_token::<N>(|| tr!("oj-piles-of-game", game = game))?;
        if n.is_zero() {
            sc.expect_end_after_terminator("0")?;
            break;
        }
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
    }
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

//! The funny stone game's judge format: UVa 1378 = LA 3668.

use crate::line;
use crate::scanner::{Fail, Scanner};
use grundy_engine::funny_stones::{smallest_winning_move, StoneValues, PILES_LIMIT};
use grundy_engine::num::Natural;

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
        let (n, token) = sc.natural_token::<N>(|| {
            format!("the number of piles n of game {game} (0 ends the input)")
        })?;
        if n.is_zero() {
            sc.expect_end("the terminating 0")?;
            break;
        }
        let Some(n) = n
            .to_u64()
            .and_then(|n| usize::try_from(n).ok())
            .filter(|&n| n <= PILES_LIMIT)
        else {
            return Err(Fail::Failed(sc.error_at(
                Some(token),
                format!(
                    "game {game} has {n} piles: at most {PILES_LIMIT} are answered (the stone \
                     values come from a table over the piles, which costs the square of their \
                     number)"
                ),
            )));
        };
        let mut piles = Vec::with_capacity(n.min(1 << 16));
        for i in 0..n {
            piles.push(sc.natural::<N>(|| format!("pile S_{i} of {n} in game {game}"))?);
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

//! The bounds on heap games: a heap game's nim-sequence is computed for
//! every request, so its heaps are bounded before the engine starts.

use crate::error::ApiError;
use crate::position::{self, Playing};
use crate::{PLAY_HEAP_LIMIT, PLAY_WORK_LIMIT};
use grundy_engine::heap::big::Values;
use grundy_engine::heap::component::HEAP_LIMIT;
use grundy_engine::heap::HeapGame;
use grundy_i18n::tr;

/// A component's game and position.
pub(crate) fn split(text: &str) -> Option<(&str, &str)> {
    text.split_once('=').map(|(g, p)| (g.trim(), p))
}

/// Whether `game` is of a kind whose positions are heaps valued by a
/// computed nim-sequence (the registry says which).
pub(crate) fn is_heap_game(game: &str) -> bool {
    !position::is_whole(game) && grundy_engine::kinds::kind_of(game).is_some_and(|k| k.heaps)
}

/// Whether heaps of `game` are valued at any size here: its period is
/// proven within the values the playground is willing to compute (the
/// nim-sequence stops as soon as it is proven).
fn proven_period(game: &str) -> bool {
    HeapGame::parse(game)
        .ok()
        .and_then(|g| Values::up_to(&g, HEAP_LIMIT + 1, PLAY_WORK_LIMIT).ok())
        .is_some_and(|v| v.any_size())
}

/// Whether a heap of a heap game in `game` holds more than
/// [`PLAY_HEAP_LIMIT`] counters (it is played through a proven period).
pub(crate) fn has_huge_heap(game: &Playing) -> bool {
    game.texts().iter().any(|text| {
        split(text).is_some_and(|(g, heaps)| {
            is_heap_game(g)
                && heaps.split(',').any(|h| {
                    h.trim()
                        .parse::<u64>()
                        .map_or(true, |n| n > PLAY_HEAP_LIMIT as u64)
                })
        })
    })
}

/// Refuses heap-game positions whose nim-sequences would be long to compute,
/// before the engine computes them. A heap past [`PLAY_HEAP_LIMIT`] is
/// played only in a game whose period is proven ([`proven_period`]).
pub(crate) fn check_heaps(texts: &[String]) -> Result<(), ApiError> {
    let mut total: u64 = 0;
    let mut periodic: Vec<(&str, bool)> = Vec::new();
    for text in texts {
        let Some((game, heaps)) = split(text) else {
            continue;
        };
        if !is_heap_game(game) {
            continue;
        }
        let mut largest: u64 = 0;
        // The small heaps beside a huge one of a game whose period is
        // proven are valued from the table computed for it, and such a
        // position is answered by its winning moves: they do not count.
        let mut counted: u64 = 0;
        let mut huge = false;
        for heap in heaps.split(',').map(str::trim) {
            // Anything but a number is left for the engine to report.
            if !heap.is_empty() && heap.bytes().all(|b| b.is_ascii_digit()) {
                match heap
                    .parse::<u64>()
                    .ok()
                    .filter(|&n| n <= PLAY_HEAP_LIMIT as u64)
                {
                    Some(n) => {
                        // At most PLAY_HEAP_LIMIT per heap, in a body of
                        // bounded size: the total fits.
                        counted += n;
                        largest = largest.max(n);
                    }
                    None => {
                        let proven = match periodic.iter().find(|(g, _)| *g == game) {
                            Some(&(_, p)) => p,
                            None => {
                                let p = proven_period(game);
                                periodic.push((game, p));
                                p
                            }
                        };
                        // A heap past the limit is named as written, not as
                        // a total that no longer fits a machine word.
                        if !proven {
                            return Err(ApiError::too_large(tr!(
                                "web-heap-no-period",
                                heap = heap,
                                game = game,
                                most = PLAY_HEAP_LIMIT
                            )));
                        }
                        huge = true;
                    }
                }
            }
        }
        // Counters alone do not bound the work: a hexadecimal code splits a
        // heap three ways, at a cost cubic in its size.
        if let (Ok(g), true) = (HeapGame::parse(game), largest <= PLAY_HEAP_LIMIT as u64) {
            let cost = g.sequence_cost(largest as usize + 1);
            if cost > PLAY_WORK_LIMIT {
                return Err(ApiError::too_large(tr!(
                    "web-heap-too-much-work",
                    heap = largest,
                    game = game,
                    cost = cost,
                    most = PLAY_WORK_LIMIT
                )));
            }
        }
        if !huge {
            total += counted;
        }
        if total > PLAY_HEAP_LIMIT as u64 {
            return Err(ApiError::too_large(tr!(
                "web-heaps-too-many",
                total = total,
                most = PLAY_HEAP_LIMIT
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::StatusCode;

    fn texts(t: &[&str]) -> Vec<String> {
        t.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn heap_games_are_bounded_before_the_engine_computes_them() {
        assert!(check_heaps(&texts(&["kayles=600", "0.77=400"])).is_ok());
        let e = check_heaps(&texts(&["kayles=600", "dawsons-kayles=401"])).unwrap_err();
        assert_eq!(e.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(e.message.contains("1001"), "{}", e.message);
        assert!(check_heaps(&texts(&["grundys-game=99999999999999999999999"])).is_err());
        // Nim piles and bounded piles have closed forms: no sequence to compute.
        assert!(check_heaps(&texts(&["nim=100000", "bounded:3=100000"])).is_ok());
        // Past the limit, a heap is played only where the period is proven.
        assert!(check_heaps(&texts(&["kayles=100000000", "0.07=5000"])).is_ok());
        // The small heaps beside a huge one are valued from its table.
        assert!(check_heaps(&texts(&["kayles=100000000,500,600"])).is_ok());
        assert!(check_heaps(&texts(&["kayles=100000000,500", "0.07=600"])).is_ok());
        let e = check_heaps(&texts(&["kayles=3", "grundys-game=1001"])).unwrap_err();
        assert!(
            e.message.contains("no period of grundys-game is proven"),
            "{}",
            e.message
        );
    }
}

//! `grundy seq GAME --misere`: the misère nim-value and Conway's genus of
//! every heap, and where the game stops being tame.

use super::super::{as_asked, cannot_write, CommandError};
use grundy_engine::genus::{Genus, GenusTable, DEFAULT_DEPTH};
use grundy_engine::heap::HeapGame;
use grundy_i18n::tr;
use indicatif::ProgressBar;
use serde_json::json;
use std::io::{self, Write};
use std::process::ExitCode;

/// What the misère search may spend before it stops, known before each
/// heap starts: a heap predicted to pass either bound is not begun.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The positions (sums of heaps with copies of `*1` and `*2`) valued:
    /// its memory, 130 to 155 bytes a position (BENCHMARKS.md, "Misère
    /// play of heap games": heap 42 of 0.77 takes 172 MB and 1,328,481
    /// positions).
    pub positions: usize,
    /// The moves examined: its time, about a microsecond a move and more
    /// as the table grows (heap 36 of Kayles: 10 million moves, 14 s on a
    /// busy machine).
    pub moves: u64,
}

impl Budget {
    /// About 300 MB and half a minute. The limit was 12,000,000 positions,
    /// then 2,000,000 and nothing else, checked after each heap: `grundy
    /// seq kayles --misere --up-to 1000000` printed rows for 465 s, then
    /// 160 s, before it stopped (a heap of Kayles in the forties takes
    /// tens of seconds alone).
    pub const DEFAULT: Budget = Budget {
        positions: 2_000_000,
        moves: 20_000_000,
    };
}

/// How the heaps are written.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// An aligned table, then where the game is tame.
    Text,
    /// One JSON document.
    Json,
    /// `n,normal,misere,genus,tame` lines under a header.
    Csv,
}

/// Writes the genus of heaps 0 to `up_to` of `game`, stopping early (with
/// exit status 1 and a message on stderr) before a heap that would pass
/// [`Budget::DEFAULT`].
pub fn run(
    spec: &str,
    game: &HeapGame,
    up_to: usize,
    style: Style,
) -> Result<ExitCode, CommandError> {
    let mut stdout = io::BufWriter::new(io::stdout().lock());
    let stopped = write(spec, game, up_to, style, Budget::DEFAULT, &mut stdout)
        .and_then(|s| stdout.flush().map(|()| s))
        .map_err(cannot_write)?;
    match stopped {
        None => Ok(ExitCode::SUCCESS),
        Some(stop) => {
            let (what, limit, done, next) = if stop.by_moves {
                ("moves", Budget::DEFAULT.moves, stop.moves, stop.next)
            } else {
                (
                    "positions",
                    Budget::DEFAULT.positions as u64,
                    stop.positions as u64,
                    stop.next,
                )
            };
            let line = tr!(
                "seq-misere-stopped",
                last = stop.last,
                what = what,
                limit = limit,
                done = done,
                next = next
            );
            eprintln!("{line}");
            Ok(ExitCode::from(1))
        }
    }
}

/// Where a run stopped short of its last heap, and why.
#[derive(Debug, PartialEq, Eq)]
pub struct Stopped {
    /// The last heap computed.
    pub last: usize,
    /// The positions valued by then.
    pub positions: usize,
    /// The moves examined by then.
    pub moves: u64,
    /// Whether the next heap would pass the budget's moves (else its
    /// positions).
    pub by_moves: bool,
    /// What the next heap was predicted to add, in the measure passed.
    pub next: u64,
}

/// What the next heap will cost, predicted from the last two: each heap
/// has cost more than the one before by a ratio that changes slowly, and
/// twice that leaves room for a jump (small heaps grow unevenly).
fn predicted(last: u64, before: u64) -> u64 {
    let grown = match before {
        0 => u128::from(last),
        _ => u128::from(last) * u128::from(last) / u128::from(before),
    };
    u64::try_from(2 * grown.max(u128::from(last))).unwrap_or(u64::MAX)
}

/// Computes and writes the heaps; `Some` when it stopped before reaching
/// `up_to`, at a heap that would have passed `budget`.
pub fn write(
    spec: &str,
    game: &HeapGame,
    up_to: usize,
    style: Style,
    budget: Budget,
    out: &mut dyn Write,
) -> io::Result<Option<Stopped>> {
    let mut table = GenusTable::new(game, DEFAULT_DEPTH);
    let bar = ProgressBar::new(up_to as u64 + 1);
    bar.set_style(crate::progress::style("heaps", false));
    let width = up_to.to_string().len().max(1);
    match style {
        Style::Text => {
            let heading = tr!(
                "seq-misere-heading",
                game = as_asked(spec, game),
                last = up_to
            );
            writeln!(out, "{heading}")?;
            writeln!(out, "{:>width$}{}", "n", tr!("seq-misere-columns"))?;
        }
        Style::Csv => writeln!(out, "n,normal,misere,genus,tame")?,
        Style::Json => {}
    }
    let mut stopped = None;
    // What the last two heaps cost: (positions, moves) each.
    let mut costs = [(0u64, 0u64); 2];
    for n in 0..=up_to {
        let next = (
            predicted(costs[1].0, costs[0].0),
            predicted(costs[1].1, costs[0].1),
        );
        let positions = table.positions() as u64;
        let by_moves = table.moves().saturating_add(next.1) > budget.moves;
        if n > 0 && (by_moves || positions.saturating_add(next.0) > budget.positions as u64) {
            stopped = Some(Stopped {
                last: n - 1,
                positions: table.positions(),
                moves: table.moves(),
                by_moves,
                next: if by_moves { next.1 } else { next.0 },
            });
            break;
        }
        let moves = table.moves();
        table.extend(n + 1);
        costs = [
            costs[1],
            (table.positions() as u64 - positions, table.moves() - moves),
        ];
        bar.set_position(n as u64 + 1);
        let g = &table.heaps()[n];
        match style {
            Style::Text => writeln!(
                out,
                "{n:>width$}  {:>3}  {:>3}  {:<10}  {}",
                g.normal,
                g.misere(),
                g.to_string(),
                if g.tame {
                    tr!("seq-misere-tame")
                } else {
                    tr!("seq-misere-wild")
                }
            )?,
            Style::Csv => writeln!(out, "{n},{},{},{g},{}", g.normal, g.misere(), g.tame)?,
            Style::Json => {}
        }
        // A heap can take seconds: show each as soon as it is known.
        out.flush()?;
    }
    bar.finish_and_clear();
    let heaps = table.heaps();
    let first_wild = heaps.iter().position(|g| !g.tame);
    match style {
        Style::Csv => {}
        Style::Text => writeln!(out, "{}", summary(heaps, first_wild))?,
        Style::Json => {
            let doc = json!({
                "game": game.to_string(),
                "spec": spec.trim(),
                "misere": true,
                "depth": table.depth(),
                "heaps": heaps.iter().enumerate().map(|(n, g)| json!({
                    "n": n,
                    "normal": g.normal,
                    "misere": g.misere(),
                    "genus": g.to_string(),
                    "superscripts": g.superscripts,
                    "tame": g.tame,
                })).collect::<Vec<_>>(),
                "first_wild": first_wild,
                "positions": table.positions(),
                "complete": stopped.is_none(),
            });
            writeln!(out, "{doc}")?;
        }
    }
    Ok(stopped)
}

/// The closing line: where the game is tame, and what that means.
fn summary(heaps: &[Genus], first_wild: Option<usize>) -> String {
    let last = heaps.len().saturating_sub(1);
    match first_wild {
        None => tr!("seq-misere-all-tame", last = last),
        Some(w) => {
            let why = if heaps[w].nim_like() {
                tr!("seq-misere-why-nim-like", genus = heaps[w])
            } else {
                tr!("seq-misere-why", genus = heaps[w])
            };
            let tame = match w {
                0 => String::new(),
                _ => tr!("seq-misere-tame-to", last = w - 1),
            };
            tr!("seq-misere-wild-from", tame = tame, heap = w, why = why)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_says_why_the_first_wild_heap_is_wild() {
        let cases = [
            (
                "kayles",
                "0.77",
                "tame to heap 4, wild from heap 5 (genus 4^146): ",
            ),
            (
                "a nim-heap's genus with a wild position below",
                "take-or-split:3",
                "tame to heap 4, wild from heap 5 (genus 5^57, a nim-heap's, but it reaches a \
                 position whose genus is not): ",
            ),
            ("nim", "nim", "tame at every heap to 8: "),
        ];
        for (name, spec, start) in cases {
            let mut table = GenusTable::new(&HeapGame::parse(spec).unwrap(), DEFAULT_DEPTH);
            table.extend(9);
            let heaps = table.heaps();
            let text = summary(heaps, heaps.iter().position(|g| !g.tame));
            assert!(text.starts_with(start), "{name}: {text}");
        }
    }

    #[test]
    fn a_run_past_the_limit_stops_and_says_where() {
        let kayles = HeapGame::parse("kayles").unwrap();
        let cases = [
            (
                "positions",
                Budget {
                    positions: 50,
                    moves: u64::MAX,
                },
                false,
            ),
            (
                "moves",
                Budget {
                    positions: usize::MAX,
                    moves: 2_000,
                },
                true,
            ),
        ];
        for (name, budget, by_moves) in cases {
            let mut out: Vec<u8> = Vec::new();
            let stop = write("kayles", &kayles, 40, Style::Csv, budget, &mut out)
                .unwrap()
                .expect("stopped");
            let text = String::from_utf8(out).unwrap();
            // The header and one line per heap computed, every one complete.
            assert_eq!(text.lines().count(), stop.last + 2, "{name}");
            assert_eq!(stop.by_moves, by_moves, "{name}");
            assert!(stop.last < 40, "{name}");
        }
    }

    /// Root cause: the budget was checked only after each heap, so the heap
    /// that passed it ran to its end (Kayles in the forties: tens of
    /// seconds a heap). A heap predicted to pass is not begun, and the
    /// prediction held for every heap of these games: none passed by more
    /// than the last heap's cost.
    #[test]
    fn a_heap_predicted_to_pass_the_budget_is_not_begun() {
        for spec in ["kayles", "0.07", "0.137", "0.6"] {
            for moves in [1_000u64, 30_000, 300_000] {
                let game = HeapGame::parse(spec).unwrap();
                let budget = Budget {
                    positions: usize::MAX,
                    moves,
                };
                let stop = write(spec, &game, 200, Style::Csv, budget, &mut Vec::<u8>::new())
                    .unwrap()
                    .expect("stopped");
                assert!(stop.moves <= moves, "{spec} {moves}: {stop:?}");
            }
        }
    }
}

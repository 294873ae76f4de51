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

/// The positions (sums of heaps with copies of `*1` and `*2`) the search
/// may value before it stops: a budget of time and memory known before the
/// work starts, about 300 MB (130 to 155 bytes a position, measured in
/// BENCHMARKS.md, "Misère play of heap games", where heap 42 of 0.77 takes
/// 9 s, 172 MB and 1,328,481 positions). It was 12,000,000, which let
/// `grundy seq kayles --misere --up-to 1000000` print rows for 465 s
/// before it stopped.
pub const POSITION_LIMIT: usize = 2_000_000;

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
/// exit status 1 and a message on stderr) past [`POSITION_LIMIT`].
pub fn run(
    spec: &str,
    game: &HeapGame,
    up_to: usize,
    style: Style,
) -> Result<ExitCode, CommandError> {
    let mut stdout = io::BufWriter::new(io::stdout().lock());
    let stopped = write(spec, game, up_to, style, POSITION_LIMIT, &mut stdout)
        .and_then(|s| stdout.flush().map(|()| s))
        .map_err(cannot_write)?;
    match stopped {
        None => Ok(ExitCode::SUCCESS),
        Some(stop) => {
            let line = tr!(
                "seq-misere-stopped",
                last = stop.last,
                positions = stop.positions,
                limit = POSITION_LIMIT
            );
            eprintln!("{line}");
            Ok(ExitCode::from(1))
        }
    }
}

/// Where a run stopped short of its last heap.
#[derive(Debug, PartialEq, Eq)]
pub struct Stopped {
    /// The last heap computed.
    pub last: usize,
    /// The positions valued by then.
    pub positions: usize,
}

/// Computes and writes the heaps; `Some` when it stopped past `limit`
/// positions before reaching `up_to`.
pub fn write(
    spec: &str,
    game: &HeapGame,
    up_to: usize,
    style: Style,
    limit: usize,
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
    for n in 0..=up_to {
        if n > 0 && table.positions() > limit {
            stopped = Some(Stopped {
                last: n - 1,
                positions: table.positions(),
            });
            break;
        }
        table.extend(n + 1);
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
        let mut out = Vec::new();
        let stop = write("kayles", &kayles, 40, Style::Csv, 50, &mut out)
            .unwrap()
            .expect("stopped");
        let text = String::from_utf8(out).unwrap();
        // The header and one line per heap computed, every one complete.
        assert_eq!(text.lines().count(), stop.last + 2);
        assert!(stop.positions > 50);
        assert!(stop.last < 40);
    }
}

//! `grundy new-stone`: A New Stone Game (POJ 1740), solved by pairs.

use super::{cannot_write, CommandError};
use crate::cli::NewStoneArgs;
use crate::input::{dispatch, items, numbers, tokens};
use crate::report::spaced;
use grundy_engine::new_stone::{in_pairs, winning_moves, Move};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::Outcome;
use grundy_i18n::tr;
use std::io::{self, Write};
use std::process::ExitCode;

/// The most winning moves listed one by one.
pub const MOVE_LIMIT: usize = 100_000;

/// `grundy new-stone`.
pub fn run(args: NewStoneArgs) -> Result<ExitCode, CommandError> {
    let t = tokens(&args.piles)?;
    if t.is_empty() {
        return Err(CommandError::Input(tr!("new-stone-give-piles")));
    }
    let piles: Vec<BigNat> = dispatch!(numbers(&items(&t, "noun-pile"))?, |v| v
        .iter()
        .map(Natural::to_big)
        .collect());
    let moves = if in_pairs(&piles) {
        Ok(Vec::new())
    } else {
        winning_moves(&piles, MOVE_LIMIT)
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    render(
        &piles,
        moves.as_ref().ok(),
        args.explain,
        args.json,
        &mut out,
    )
    .and_then(|()| out.flush())
    .map_err(cannot_write)?;
    match moves {
        Ok(_) => Ok(ExitCode::SUCCESS),
        Err(e) => {
            eprintln!("{}", grundy_i18n::tr!("stone-not-listed", why = e));
            Ok(ExitCode::from(1))
        }
    }
}

fn render(
    piles: &[BigNat],
    moves: Option<&Vec<Move>>,
    explain: bool,
    json_out: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let outcome = Outcome::from_first_player_wins(!in_pairs(piles));
    if json_out {
        let v = grundy_json::new_stone(piles, moves.map(Vec::as_slice));
        serde_json::to_writer(&mut *out, &v)?;
        return writeln!(out);
    }
    writeln!(
        out,
        "{}",
        grundy_i18n::tr!("stone-heading", piles = spaced(piles))
    )?;
    writeln!(out, "{}", crate::report::verdict(outcome))?;
    match moves {
        Some(moves) if moves.is_empty() => {
            writeln!(out, "{}", grundy_i18n::tr!("no-winning-move"))?
        }
        Some(moves) => {
            writeln!(
                out,
                "{}",
                grundy_i18n::tr!("winning-moves-heading", count = moves.len())
            )?;
            for m in moves {
                writeln!(out, "  {m} -> {}", spaced(&m.after))?;
            }
        }
        None => {}
    }
    if explain {
        writeln!(out)?;
        writeln!(out, "{}", explanation(piles))?;
    }
    Ok(())
}

fn explanation(piles: &[BigNat]) -> String {
    let mut sorted: Vec<&BigNat> = piles.iter().filter(|p| !Natural::is_zero(*p)).collect();
    sorted.sort_unstable();
    let sorted: Vec<String> = sorted.iter().map(ToString::to_string).collect();
    if sorted.is_empty() {
        return grundy_i18n::tr!("stone-explain-empty");
    }
    let verdict = if in_pairs(piles) {
        grundy_i18n::tr!("stone-in-pairs")
    } else if sorted.len() % 2 == 1 {
        grundy_i18n::tr!("stone-odd")
    } else {
        grundy_i18n::tr!("stone-even")
    };
    grundy_i18n::tr!("stone-explain", piles = sorted.join(" "), verdict = verdict)
}

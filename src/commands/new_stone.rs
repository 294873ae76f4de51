//! `grundy new-stone`: A New Stone Game (POJ 1740), solved by pairs.

use super::{cannot_write, CommandError};
use crate::cli::NewStoneArgs;
use crate::input::{dispatch, items, numbers, tokens};
use crate::report::spaced;
use grundy_engine::new_stone::{in_pairs, winning_moves, Move};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::Outcome;
use std::io::{self, Write};
use std::process::ExitCode;

/// The most winning moves listed one by one.
pub const MOVE_LIMIT: usize = 100_000;

/// `grundy new-stone`.
pub fn run(args: NewStoneArgs) -> Result<ExitCode, CommandError> {
    let t = tokens(&args.piles)?;
    if t.is_empty() {
        return Err(CommandError::Input(
            "give the piles: grundy new-stone 2 1 3".into(),
        ));
    }
    let piles: Vec<BigNat> = dispatch!(numbers(&items(&t, "pile"))?, |v| v
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
            eprintln!("grundy: the winning moves are not listed: {e}; the verdict above is exact");
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
        "A New Stone Game: piles {}; a move takes at least one stone from a pile and may hand \
         any of the rest of it to other piles",
        spaced(piles)
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
    let verdict = if in_pairs(piles) {
        "they are in pairs of equal piles, so the player to move loses: a move lowers one pile \
         from x to some c and hands the others at most x - c - 1 stones, too few to lift a pile \
         across every size from c + 1 to x, so for some size the count of piles that large \
         changes by one and turns odd; the opponent then puts them in pairs again"
    } else if sorted.len() % 2 == 1 {
        "they are not in pairs, so the player to move wins: with an odd count, the largest pile \
         is enough to lift the first pile to the second, the third to the fourth, and so on, \
         and is emptied"
    } else {
        "they are not in pairs, so the player to move wins: with an even count, the largest \
         pile is brought down to the smallest and lifts the second pile to the third, the \
         fourth to the fifth, and so on"
    };
    format!(
        "Pairs: the player to move loses exactly when the piles can be put in pairs of equal \
         piles. Sorted, the piles are {}: {verdict}.",
        sorted.join(" ")
    )
}

//! `grundy northcott`: Northcott's game, Nim on the gaps between the pieces.

use super::{cannot_write, CommandError};
use crate::cli::NorthcottArgs;
use crate::input::{dispatch, numbers, tokens, Place};
use grundy_engine::northcott::{Board, Row};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::Outcome;
use std::io::{self, Write};
use std::process::ExitCode;

/// `grundy northcott`.
pub fn run(args: NorthcottArgs) -> Result<ExitCode, CommandError> {
    let t = tokens(&args.rows)?;
    // A row is written `T:J`, or as two numbers `T J` (as a judge's input
    // lists it).
    let mut items = Vec::new();
    for token in &t {
        for part in token.text.split(':') {
            let (row, piece) = (items.len() / 2 + 1, items.len() % 2);
            let whose = if piece == 0 {
                "your piece"
            } else {
                "the opponent's piece"
            };
            items.push((
                part.to_string(),
                token.place.clone(),
                format!("the column of {whose} in row {row}"),
            ));
        }
    }
    if items.is_empty() {
        return Err(CommandError::Input(
            "give the rows, each T:J (your piece's column, then the opponent's): grundy \
             northcott -m 6 4:5 1:3"
                .into(),
        ));
    }
    if items.len() % 2 == 1 {
        let (text, place, _) = items.last().expect("not empty");
        return Err(CommandError::Input(format!(
            "{place}: row {} has one piece, \"{text}\": write each row T:J, your piece's column \
             and the opponent's",
            items.len() / 2 + 1
        )));
    }
    let places: Vec<Place> = items.iter().map(|(_, p, _)| p.clone()).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let written = dispatch!(numbers(&items)?, |v| {
        let rows = v
            .chunks(2)
            .map(|r| Row {
                mine: r[0].to_big(),
                theirs: r[1].to_big(),
            })
            .collect();
        let board = Board::new(args.columns.clone(), rows).map_err(|e| {
            let row = match &e {
                grundy_engine::northcott::BoardError::OffTheBoard { row, .. }
                | grundy_engine::northcott::BoardError::SameSquare { row, .. } => *row,
            };
            CommandError::Input(format!("{}: {e}", places[2 * (row - 1)]))
        })?;
        render(&board, args.explain, args.json, &mut out)
    });
    written.and_then(|()| out.flush()).map_err(cannot_write)?;
    Ok(ExitCode::SUCCESS)
}

fn render(
    board: &Board<BigNat>,
    explain: bool,
    json_out: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let moves = board.winning_moves();
    let outcome = Outcome::from_first_player_wins(!moves.is_empty());
    if json_out {
        serde_json::to_writer(&mut *out, &grundy_json::northcott(board, &moves))?;
        return writeln!(out);
    }
    let rows = board.rows.len();
    writeln!(
        out,
        "Northcott's game: {rows} row{} of {} columns; your pieces (the player to move) and the \
         opponent's:",
        if rows == 1 { "" } else { "s" },
        board.columns
    )?;
    for (i, r) in board.rows.iter().enumerate() {
        writeln!(
            out,
            "  row {}: yours at {}, theirs at {} (gap {})",
            i + 1,
            r.mine,
            r.theirs,
            r.gap()
        )?;
    }
    writeln!(out, "{}", crate::report::verdict(outcome))?;
    if moves.is_empty() {
        writeln!(
            out,
            "no winning move: every slide leaves the opponent a winning position"
        )?;
    } else {
        writeln!(
            out,
            "{}",
            grundy_i18n::tr!("winning-moves-heading", count = moves.len())
        )?;
        for m in &moves {
            writeln!(out, "  {m}")?;
        }
    }
    if explain {
        writeln!(out)?;
        writeln!(out, "{}", board.explain())?;
    }
    Ok(())
}

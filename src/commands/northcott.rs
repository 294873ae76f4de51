//! `grundy northcott`: Northcott's game, Nim on the gaps between the pieces.

use super::{cannot_write, CommandError};
use crate::cli::NorthcottArgs;
use crate::input::{dispatch, numbers, tokens, Place};
use grundy_engine::northcott::{Board, Row};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::Outcome;
use grundy_i18n::{tr, Arg};
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
            let whose = if piece == 0 { "mine" } else { "theirs" };
            items.push((
                part.to_string(),
                token.place.clone(),
                tr!("northcott-column-of", whose = whose, row = row),
            ));
        }
    }
    if items.is_empty() {
        return Err(CommandError::Input(tr!("northcott-give-rows")));
    }
    if items.len() % 2 == 1 {
        let (text, place, _) = items.last().expect("not empty");
        let why = tr!(
            "northcott-one-piece",
            row = items.len() / 2 + 1,
            token = text
        );
        return Err(crate::input::BadInput::at(place, why).into());
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
            CommandError::from(crate::input::BadInput::at(&places[2 * (row - 1)], e))
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
    let heading = tr!(
        "northcott-heading",
        rows = Arg::count(rows),
        columns = board.columns
    );
    writeln!(out, "{heading}")?;
    for (i, r) in board.rows.iter().enumerate() {
        let row = tr!(
            "northcott-row",
            row = i + 1,
            mine = r.mine,
            theirs = r.theirs,
            gap = r.gap()
        );
        writeln!(out, "  {row}")?;
    }
    writeln!(out, "{}", crate::report::verdict(outcome))?;
    if moves.is_empty() {
        writeln!(out, "{}", tr!("northcott-no-winning-move"))?;
    } else {
        writeln!(out, "{}", tr!("winning-moves-heading", count = moves.len()))?;
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

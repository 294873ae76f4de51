//! `grundy teams`: team Nim (POJ 2068), a heap and the limits of the
//! seats round the table, from the player to move. Not impartial, so the
//! report has an outcome and winning takes but no Grundy value.

use super::{print_report, remoteness, CommandError};
use crate::cli::AnalysisArgs;
use crate::input::{dispatch, numbers as read_numbers, BadInput, Token};
use crate::report::{numbers, spaced, MoveReport, Position, Report, Show};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::play::TeamNim;
use grundy_engine::teams::Teams;
use grundy_engine::Outcome;
use serde_json::{json, Map};
use std::process::ExitCode;

/// `grundy teams S M1 … M2n`.
pub fn teams(args: AnalysisArgs) -> Result<ExitCode, CommandError> {
    let show = args.analysis.show();
    let t = super::nim_family::position_tokens(&args.position)?;
    // The heap, then the seats' limits: each named as it is for an error.
    let named: Vec<_> = t
        .iter()
        .enumerate()
        .map(|(i, tok)| {
            let what = match i {
                0 => grundy_i18n::tr!("what-teams-stones"),
                seat => grundy_i18n::tr!("what-teams-limit", seat = seat),
            };
            (tok.text.clone(), tok.place.clone(), what)
        })
        .collect();
    let report = dispatch!(read_numbers(&named)?, |v| teams_report(v, &t, show)?);
    print_report(&report, show)
}

fn teams_report<N: Natural>(
    numbers_in: Vec<N>,
    tokens: &[Token],
    show: Show,
) -> Result<Report, CommandError> {
    let big: Vec<BigNat> = numbers_in.iter().map(Natural::to_big).collect();
    let table = Teams::from_numbers(&big)
        .map_err(|e| BadInput::at(&tokens[e.culprit().min(tokens.len() - 1)].place, &e))?;
    let stones = table.stones();
    let winning: Vec<_> = table
        .moves(stones, 0)
        .into_iter()
        .filter(|m| m.winning)
        .collect();
    let report = |m: &grundy_engine::teams::TeamsMove| {
        MoveReport::new(
            grundy_i18n::tr!("teams-take-move", amount = m.take, left = m.left),
            json!({ "take": m.take, "left": m.left }),
            vec![(0, BigNat::from(m.left))],
        )
    };
    // The fewest stones first: the canonical take is the smallest winning one.
    let canonical = winning.first().map(report);
    let all = show
        .every_move()
        .then(|| Ok(winning.iter().map(report).collect()));
    let mut parameters = Map::new();
    parameters.insert("limits".into(), numbers(&big[1..]));
    Ok(Report {
        game: "team-nim",
        heading: grundy_i18n::tr!("teams-heading", stones = stones, limits = spaced(&big[1..])),
        parameters,
        position: Position::new(&big[..1]),
        grundy: None,
        outcome: Outcome::from_first_player_wins(table.wins(stones, 0)),
        canonical,
        all,
        explanation: show
            .explain
            .then(|| grundy_i18n::read(&table.explain(stones, 0))),
        remoteness: remoteness(TeamNim::new(&big)),
    })
}

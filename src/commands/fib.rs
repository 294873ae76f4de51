//! `grundy fib`: Fibonacci Nim and the k-fold game, at any size.

use super::{cannot_write, CommandError};
use crate::cli::FibArgs;
use crate::input::{dispatch, items, numbers, tokens};
use grundy_engine::k_fold::{explain_terms, take_description, Pile, TERM_LIMIT};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::Outcome;
use grundy_i18n::tr;
use std::io::{self, Write};
use std::process::ExitCode;

/// `grundy fib`.
pub fn run(args: FibArgs) -> Result<ExitCode, CommandError> {
    let t = tokens(&args.pile)?;
    let pile = match t.as_slice() {
        [_] => dispatch!(numbers(&items(&t, "noun-pile"))?, |v| v[0].to_big()),
        [] => return Err(CommandError::Input(tr!("fib-give-pile"))),
        [_, extra, ..] => {
            let why = tr!("fib-second-number", token = extra.text);
            return Err(crate::input::BadInput::at(&extra.place, why).into());
        }
    };
    let mut game = Pile::fresh(args.k.clone(), pile);
    if let Some(m) = args.allowance {
        game.allowance = m;
    }
    let terms = game
        .terms(TERM_LIMIT)
        .map_err(|e| CommandError::Other(grundy_i18n::tr!("not-solved", why = e)))?;
    let takes = game
        .winning_takes(TERM_LIMIT)
        .expect("the terms were found");
    let mut out = io::BufWriter::new(io::stdout().lock());
    render(&game, &terms, &takes, args.explain, args.json, &mut out)
        .and_then(|()| out.flush())
        .map_err(cannot_write)?;
    Ok(ExitCode::SUCCESS)
}

fn render(
    game: &Pile,
    terms: &[BigNat],
    takes: &[BigNat],
    explain: bool,
    json_out: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let outcome = Outcome::from_first_player_wins(!takes.is_empty());
    let name = if game.k == BigNat::from(2u8) {
        tr!("fib-name")
    } else {
        tr!("fib-name-k", k = game.k)
    };
    if json_out {
        serde_json::to_writer(&mut *out, &grundy_json::fib(game, terms, takes))?;
        return writeln!(out);
    }
    // A pile of 0 or 1, or an allowance of 0, leaves no take at all: the
    // range 1 to 0 would be empty.
    let most = game.most_take();
    let heading = if Natural::is_zero(&most) {
        tr!("fib-heading-none", name = name, pile = game.counters)
    } else {
        tr!(
            "fib-heading",
            name = name,
            pile = game.counters,
            most = most
        )
    };
    writeln!(out, "{heading}")?;
    writeln!(out, "{}", crate::report::verdict(outcome))?;
    if takes.is_empty() {
        writeln!(out, "{}", tr!("fib-no-winning-move"))?;
    } else {
        writeln!(out, "{}", tr!("winning-moves-heading", count = takes.len()))?;
        for t in takes {
            writeln!(out, "  {}", grundy_i18n::say(&take_description(game, t)))?;
        }
    }
    if explain {
        writeln!(out)?;
        writeln!(out, "{}", grundy_i18n::read(&explain_terms(game, terms)))?;
    }
    Ok(())
}

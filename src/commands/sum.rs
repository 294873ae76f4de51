//! `grundy sum`: a sum of components of different games.

use super::compound::Rule;
use super::{cannot_write, CommandError};
use crate::cli::SumArgs;
use crate::input::{tokens, BadInput, Place};
use grundy_engine::component::Component;
use grundy_engine::compound::Convention;
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::sum::Sum;
use grundy_i18n::tr;
use std::io::{self, Write};
use std::process::ExitCode;

/// `grundy sum`.
pub fn run(args: SumArgs) -> Result<ExitCode, CommandError> {
    // As every analysis reads its position: the arguments, split at
    // whitespace (`grundy sum 'nim=3 kayles=4'`, as the web API takes a
    // sum), or for a lone `-` the tokens of standard input.
    let parts = tokens(&args.components)?
        .iter()
        .map(|t| component(&t.text, &t.place))
        .collect::<Result<Vec<_>, _>>()?;
    let convention = if args.misere {
        Convention::Misere
    } else {
        Convention::Normal
    };
    let rule = match (args.every, args.conjunctive, args.selective) {
        (true, _, _) => Some(Rule::Continued),
        (_, true, _) => Some(Rule::Conjunctive),
        (_, _, true) => Some(Rule::Selective),
        _ if args.misere => Some(Rule::Disjunctive),
        _ => None,
    };
    if let Some(rule) = rule {
        return super::compound::run(&parts, rule, convention, args.explain, args.json);
    }
    let total = Sum::new(parts);
    let mut stdout = io::BufWriter::new(io::stdout().lock());
    render(&total, args.explain, args.json, &mut stdout)
        .and_then(|()| stdout.flush())
        .map_err(cannot_write)?;
    Ok(ExitCode::SUCCESS)
}

/// Reads one component, `GAME=POSITION`.
fn component(arg: &str, place: &Place) -> Result<Box<dyn Component>, BadInput> {
    grundy_engine::kinds::parse_component(arg).map_err(|e| BadInput::at(place, e))
}

/// Prints the sum's value, verdict and every winning move.
fn render(sum: &Sum, explain: bool, json_out: bool, out: &mut dyn Write) -> io::Result<()> {
    let s = sum.grundy();
    let moves = sum.winning_moves();
    let remoteness = super::remoteness(super::as_played(sum.components().len(), || {
        sum.components().iter().map(|c| c.describe()).collect()
    }));
    if json_out {
        serde_json::to_writer(&mut *out, &grundy_json::sum(sum, &moves, &remoteness))?;
        return writeln!(out);
    }
    let count = sum.components().len();
    let number = if count == 1 { "one" } else { "other" };
    writeln!(
        out,
        "{}",
        tr!("sum-heading", count = count, number = number)
    )?;
    let width = sum
        .components()
        .iter()
        .map(|c| c.describe().len())
        .max()
        .unwrap_or(0);
    for (i, c) in sum.components().iter().enumerate() {
        let line = tr!(
            "sum-component",
            index = i + 1,
            component = format!("{:width$}", c.describe()),
            value = c.grundy()
        );
        writeln!(out, "{line}")?;
    }
    crate::report::write_verdict(out, &s, &remoteness, !moves.is_empty())?;
    if !moves.is_empty() {
        let count = moves.iter().fold(BigNat::ZERO, |s, m| s + m.count());
        writeln!(out, "{}", tr!("winning-moves-heading", count = count))?;
        for m in &moves {
            let line = tr!(
                "sum-move",
                index = m.component + 1,
                component = sum.components()[m.component].describe(),
                move = m.description,
                after = m.after
            );
            writeln!(out, "{line}")?;
            if let Some(f) = &m.family {
                crate::report::write_like_moves(out, f)?;
            }
        }
    }
    if explain {
        writeln!(out)?;
        for c in sum.components() {
            if let Some(line) = c.explain() {
                // A coin game's explanation ends its own sentences; the
                // message ends the others'.
                let line = grundy_i18n::read(&line);
                let line = line.trim_end_matches(['.', '。']);
                let said = tr!("sum-explain-rules", component = c.describe(), line = line);
                writeln!(out, "{said}")?;
            }
        }
        writeln!(out, "{}", tr!("sum-explain-theorem", s = s))?;
        if Natural::is_zero(&s) {
            writeln!(out, "{}", tr!("sum-explain-lost"))?;
        } else {
            writeln!(out, "{}", tr!("sum-explain-won"))?;
            for (i, c) in sum.components().iter().enumerate() {
                let g = c.grundy();
                let t = &g ^ &s;
                let count = moves
                    .iter()
                    .filter(|m| m.component == i)
                    .fold(BigNat::ZERO, |s, m| s + m.count());
                let line = tr!(
                    "sum-explain-component",
                    component = c.describe(),
                    g = g,
                    target = t,
                    count = count
                );
                writeln!(out, "{line}")?;
            }
        }
    }
    Ok(())
}

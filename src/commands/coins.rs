//! `grundy coins`: a coin-turning game on a row, a board or a box.

use super::{cannot_write, CommandError};
use crate::cli::CoinsArgs;
use crate::input::{tokens, BadInput, Token};
use grundy_engine::coins::{read_heads, Coin, Coins, Rule};
use grundy_engine::component::{Component, Reason, Written};
use grundy_engine::Outcome;
use serde_json::json;
use std::io::{self, Write};
use std::process::ExitCode;

/// `grundy coins`.
pub fn run(args: CoinsArgs) -> Result<ExitCode, CommandError> {
    let rule = args.rule;
    let tokens = if args.heads.is_empty() {
        Vec::new()
    } else {
        tokens(&args.heads)?
    };
    let heads = heads(&rule, &tokens)?;
    let text = format!("coins:{rule}={}", show_heads(&heads));
    let refused = |r: Reason| CommandError::Input(written_text(&text).error(r).to_string());
    let mut stdout = io::BufWriter::new(io::stdout().lock());
    let code = match Coins::new(rule.clone(), heads.clone()) {
        Ok(position) => {
            render(&position, args.explain, args.json, &mut stdout).map_err(cannot_write)?;
            ExitCode::SUCCESS
        }
        // Too many moves to list them all: the verdict alone, said to be so.
        Err(Reason::TooManyMoves { what, limit }) if what.starts_with("listing") => {
            let value = Coins::value(rule.clone(), heads.clone()).map_err(refused)?;
            verdict_only(&rule, &heads, value, args.json, &mut stdout).map_err(cannot_write)?;
            stdout.flush().map_err(cannot_write)?;
            eprintln!(
                "grundy: the winning moves are not listed: {what} would take more than {limit} \
                 moves; the value and verdict above are exact"
            );
            return Ok(ExitCode::from(1));
        }
        Err(r) => return Err(refused(r)),
    };
    stdout.flush().map_err(cannot_write)?;
    Ok(code)
}

/// The heads the tokens name, each token read alone so that an error says
/// where it stands.
fn heads(rule: &Rule, tokens: &[Token]) -> Result<Vec<Coin>, BadInput> {
    let mut heads = Vec::new();
    for t in tokens {
        let text = format!("coins:{rule}={}", t.text);
        let w = written_text(&text);
        let read = read_heads(&w, rule.codes().len(), heads.len() + 1);
        heads.extend(read.map_err(|e| BadInput::at(&t.place, e))?);
    }
    Ok(heads)
}

fn written_text(text: &str) -> Written<'_> {
    let (game, position) = text.split_once('=').expect("coins:RULE=HEADS");
    Written {
        text,
        game,
        position,
    }
}

fn show_heads(heads: &[Coin]) -> String {
    heads
        .iter()
        .map(|h| h.iter().map(u64::to_string).collect::<Vec<_>>().join(":"))
        .collect::<Vec<_>>()
        .join(",")
}

/// The rule's heading: its name and what it is, or its code.
fn heading(rule: &Rule) -> String {
    let dims = match rule.codes().len() {
        1 => "a row",
        2 => "a board",
        _ => "a box",
    };
    match rule.title() {
        Some(title) => format!("{title} (rule {rule}); coins numbered from 1"),
        None => format!("Coins turned by rule {rule}, on {dims}; coins numbered from 1"),
    }
}

fn render(position: &Coins, explain: bool, json_out: bool, out: &mut dyn Write) -> io::Result<()> {
    let g = position.grundy();
    let outcome = Outcome::from_first_player_wins(g != 0u64.into());
    let moves = position.moves_to_value(&0u64.into());
    let remoteness = super::remoteness(grundy_engine::play::Game::parse(&[position
        .describe()
        .as_str()]));
    if json_out {
        let heads: Vec<_> = position
            .heads()
            .map(|h| json!({ "coin": h, "value": position.value_of(h) }))
            .collect();
        let moves: Vec<_> = moves
            .iter()
            .map(|m| json!({ "move": m.description, "turn": turned(&m.description), "after": m.after }))
            .collect();
        let v = json!({
            "game": "coins",
            "rule": position.rule().to_string(),
            "codes": position.rule().codes().iter().map(ToString::to_string).collect::<Vec<_>>(),
            "heads": heads,
            "grundy": crate::report::number(&g),
            "verdict": outcome.to_string(),
            "first_player_wins": outcome.first_player_wins(),
        });
        return crate::report::write_analysis(v, &remoteness, moves, out);
    }
    writeln!(out, "{}", heading(position.rule()))?;
    let heads: Vec<String> = position
        .heads()
        .map(|h| h.iter().map(u64::to_string).collect::<Vec<_>>().join(":"))
        .collect();
    writeln!(
        out,
        "Heads: {}",
        if heads.is_empty() {
            "none".to_string()
        } else {
            heads.join(" ")
        }
    )?;
    let shown = if g == 0u64.into() {
        "0".to_string()
    } else {
        format!("{g} (*{g})")
    };
    writeln!(out, "Grundy value: {shown}")?;
    writeln!(out, "{outcome}")?;
    writeln!(
        out,
        "{}",
        crate::report::remoteness_line(&remoteness, outcome.first_player_wins())
    )?;
    if moves.is_empty() {
        writeln!(
            out,
            "no winning move: every move leaves the opponent a winning position"
        )?;
    } else {
        writeln!(out, "winning moves ({}):", moves.len())?;
        for m in &moves {
            let after = m.after.split_once('=').map_or("", |(_, h)| h);
            if after.is_empty() {
                writeln!(out, "  {} -> no heads", m.description)?;
            } else {
                writeln!(
                    out,
                    "  {} -> heads {}",
                    m.description,
                    after.replace(',', " ")
                )?;
            }
        }
    }
    if explain {
        writeln!(out)?;
        if let Some(text) = position.explain() {
            writeln!(out, "{text}")?;
        }
        if outcome.first_player_wins() {
            writeln!(
                out,
                "A winning move turns coins whose values xor to {g}: the head turned to tails \
                 and the others together change the xor by exactly {g}, leaving 0."
            )?;
        } else {
            writeln!(
                out,
                "The xor is 0: every move changes it, and the opponent can make it 0 again."
            )?;
        }
    }
    Ok(())
}

/// The coins a move's description names, as written (`7`, `2:3`).
fn turned(description: &str) -> Vec<String> {
    description
        .trim_start_matches("turn coins ")
        .trim_start_matches("turn coin ")
        .split([',', ' '])
        .filter(|w| !w.is_empty() && *w != "and")
        .map(String::from)
        .collect()
}

fn verdict_only(
    rule: &Rule,
    heads: &[Coin],
    value: u64,
    json_out: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let outcome = Outcome::from_first_player_wins(value != 0);
    if json_out {
        let v = json!({
            "game": "coins",
            "rule": rule.to_string(),
            "heads": heads,
            "grundy": value,
            "verdict": outcome.to_string(),
            "first_player_wins": outcome.first_player_wins(),
            "moves_complete": false,
        });
        serde_json::to_writer(&mut *out, &v)?;
        return writeln!(out);
    }
    writeln!(out, "{}", heading(rule))?;
    writeln!(out, "Heads: {}", show_heads(heads).replace(',', " "))?;
    writeln!(out, "Grundy value: {value}")?;
    writeln!(out, "{outcome}")
}

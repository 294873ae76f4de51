//! `grundy coins`: a coin-turning game on a row, a board or a box.

use super::{cannot_write, check_plot, plotted, CommandError};
use crate::cli::{CoinsArgs, PlotFile};
use crate::input::{tokens, BadInput, Token};
use grundy_engine::coins::{read_heads, Coin, Coins, Rule};
use grundy_engine::component::{Component, ComponentMove, Reason, Written};
use grundy_engine::num::Natural;
use grundy_engine::Outcome;
use grundy_i18n::{tr, Arg};
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
    // Every check of --plot comes before any output.
    if args.plot.is_some() {
        plot_size(&rule, &heads)?;
    }
    check_plot(args.plot.as_ref())?;
    let text = format!("coins:{rule}={}", show_heads(&heads));
    let refused = |r: Reason| CommandError::Input(written_text(&text).error(r).to_string());
    let mut stdout = io::BufWriter::new(io::stdout().lock());
    match Coins::new(rule.clone(), heads.clone()) {
        Ok(position) => {
            let moves = position.moves_to_value(&0u64.into());
            if !args.no_text {
                render(&position, &moves, args.explain, args.json, &mut stdout)
                    .and_then(|()| stdout.flush())
                    .map_err(cannot_write)?;
            }
            if let Some(plot) = &args.plot {
                let values: Vec<(Coin, u64)> = position
                    .heads()
                    .map(|h| {
                        let v = position.value_of(&h);
                        (h, v)
                    })
                    .collect();
                let g = position
                    .grundy()
                    .to_u64()
                    .expect("a coin position is worth a machine word");
                draw(plot, &rule, &values, g, Drawn::Moves(&moves))?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(r) => {
            // Too many moves to list them all, or moves turning too many
            // coins, while the heads' values are known: the verdict alone,
            // said to be so. Any other refusal is bad input.
            let listed = r.too_much().and_then(|why| {
                let values = Coins::head_values(rule.clone(), heads.clone()).ok()?;
                Some((why, values))
            });
            let Some((why, values)) = listed else {
                return Err(refused(r));
            };
            let value = values.iter().fold(0, |x, (_, v)| x ^ v);
            if !args.no_text {
                verdict_only(&rule, &values, value, args.json, &mut stdout)
                    .and_then(|()| stdout.flush())
                    .map_err(cannot_write)?;
            }
            eprintln!("{}", tr!("coins-not-listed", why = why));
            if let Some(plot) = &args.plot {
                draw(plot, &rule, &values, value, Drawn::TooMany)?;
            }
            Ok(ExitCode::from(1))
        }
    }
}

/// The coins along and down that a picture of `heads` shows (down is 1
/// for a row), or why it is not drawn: a box, or more coins on a side
/// than a picture holds. Bad input, before any output.
fn plot_size(rule: &Rule, heads: &[Coin]) -> Result<(u64, u64), CommandError> {
    let dimensions = rule.codes().len();
    if dimensions > 2 {
        return Err(CommandError::Input(tr!(
            "coins-plot-box",
            rule = rule,
            dimensions = dimensions
        )));
    }
    let far = |d: usize| heads.iter().map(|h| h[d]).max().unwrap_or(1);
    let size = (far(0), if dimensions == 2 { far(1) } else { 1 });
    let empty = grundy_plot::CoinPicture {
        title: "",
        verdict: "",
        size,
        board: dimensions == 2,
        heads: &[],
        marked: &[],
        marked_label: "",
    };
    empty
        .check()
        .map_err(|e| CommandError::Input(tr!("flag-then", flag = "--plot", why = e)))?;
    Ok(size)
}

/// What the picture says of the winning moves.
enum Drawn<'a> {
    /// Every winning move: the first is ringed.
    Moves(&'a [ComponentMove]),
    /// Too many moves to list: none is ringed.
    TooMany,
}

/// Draws the row or board of `heads` (each with its value), worth `value`.
fn draw(
    plot: &PlotFile,
    rule: &Rule,
    heads: &[(Coin, u64)],
    value: u64,
    moves: Drawn<'_>,
) -> Result<(), CommandError> {
    let coins: Vec<Coin> = heads.iter().map(|(h, _)| h.clone()).collect();
    let size = plot_size(rule, &coins)?;
    let board = rule.codes().len() == 2;
    let at = |c: &[u64]| (c[0], c.get(1).copied().unwrap_or(1));
    let drawn_heads: Vec<(u64, u64, u64)> = heads
        .iter()
        .map(|(h, v)| {
            let (x, y) = at(h);
            (x, y, *v)
        })
        .collect();
    let (marked, label) = match moves {
        Drawn::Moves([first, ..]) => {
            // A move turns exactly the coins whose faces differ after it.
            let after = heads_after(first, rule.codes().len());
            let turned: Vec<(u64, u64)> = grundy_engine::coins::turned(&coins, &after)
                .iter()
                .map(|c| at(c))
                .collect();
            let count = match moves {
                Drawn::Moves(all) => all.len(),
                Drawn::TooMany => 1,
            };
            let label = tr!(
                "coins-plot-ringed",
                count = Arg::count(count),
                move = first.description
            );
            (turned, label)
        }
        Drawn::Moves([]) if heads.is_empty() => (Vec::new(), tr!("coins-plot-no-heads")),
        Drawn::Moves([]) => (Vec::new(), tr!("no-winning-move")),
        Drawn::TooMany => (Vec::new(), tr!("coins-plot-too-many")),
    };
    let title = match rule.title().map(|t| grundy_i18n::say(&t)) {
        Some(title) => {
            let name = title
                .split_once(['：', ':'])
                .map_or(title.as_str(), |(n, _)| n);
            tr!("coins-plot-title-named", name = name, rule = rule)
        }
        None => tr!("coins-plot-title", rule = rule, board = Arg::yes(board)),
    };
    let outcome = Outcome::from_first_player_wins(value != 0);
    let shown = if value == 0 {
        "0".to_string()
    } else {
        format!("{value} (*{value})")
    };
    let verdict = tr!(
        "coins-plot-verdict",
        shown = shown,
        verdict = crate::report::verdict(outcome),
        board = Arg::yes(board)
    );
    let picture = grundy_plot::CoinPicture {
        title: &title,
        verdict: &verdict,
        size,
        board,
        heads: &drawn_heads,
        marked: &marked,
        marked_label: &label,
    };
    plotted(&plot.path, grundy_plot::coins(&plot.path, &picture))
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
    let shape = match rule.codes().len() {
        1 => "row",
        2 => "board",
        _ => "box",
    };
    match rule.title() {
        Some(title) => tr!("coins-heading-named", title = title, rule = rule),
        None => tr!("coins-heading", rule = rule, shape = shape),
    }
}

fn render(
    position: &Coins,
    moves: &[ComponentMove],
    explain: bool,
    json_out: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let g = position.grundy();
    let outcome = Outcome::from_first_player_wins(g != 0u64.into());
    let remoteness = super::remoteness(grundy_engine::play::Game::parse(&[position
        .describe()
        .as_str()]));
    if json_out {
        let heads: Vec<_> = position
            .heads()
            .map(|h| {
                let value = position.value_of(&h);
                json!({ "coin": h, "value": value })
            })
            .collect();
        let moves: Vec<_> = moves
            .iter()
            .map(|m| json!({ "move": grundy_i18n::say(&m.description), "turn": turned_by(position, m), "after": m.after }))
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
    let heads = if heads.is_empty() {
        tr!("coins-heads-none")
    } else {
        heads.join(" ")
    };
    writeln!(out, "{}", tr!("coins-heads", heads = heads))?;
    crate::report::write_verdict(out, &g, &remoteness, !moves.is_empty())?;
    if !moves.is_empty() {
        writeln!(out, "{}", tr!("winning-moves-heading", count = moves.len()))?;
        for m in moves {
            let after = m.after.split_once('=').map_or("", |(_, h)| h);
            let line = if after.is_empty() {
                tr!("coins-move-no-heads", move = m.description)
            } else {
                let heads = after.replace(',', " ");
                tr!("coins-move-heads", move = m.description, heads = heads)
            };
            writeln!(out, "  {line}")?;
        }
    }
    if explain {
        writeln!(out)?;
        if let Some(text) = position.explain() {
            writeln!(out, "{text}")?;
        }
        if outcome.first_player_wins() {
            writeln!(out, "{}", tr!("coins-explain-win", g = g))?;
        } else {
            writeln!(out, "{}", tr!("coins-explain-lose"))?;
        }
    }
    Ok(())
}

/// The heads a move leaves, from its numbers (`d` coordinates a coin).
fn heads_after(m: &ComponentMove, d: usize) -> Vec<Coin> {
    m.after_numbers
        .chunks(d)
        .map(|c| c.iter().map(|x| x.to_u64().expect("a coin")).collect())
        .collect()
}

/// The coins a move turns, as written (`7`, `2:3`).
fn turned_by(position: &Coins, m: &ComponentMove) -> Vec<String> {
    let before: Vec<Coin> = position.heads().collect();
    let after = heads_after(m, position.rule().codes().len());
    grundy_engine::coins::turned(&before, &after)
        .iter()
        .map(|c| c.iter().map(u64::to_string).collect::<Vec<_>>().join(":"))
        .collect()
}

/// The verdict of a position whose moves are too many to list: its heads
/// with their values (as the full analysis gives them), and their xor.
fn verdict_only(
    rule: &Rule,
    heads: &[(Coin, u64)],
    value: u64,
    json_out: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let outcome = Outcome::from_first_player_wins(value != 0);
    if json_out {
        let v = json!({
            "game": "coins",
            "rule": rule.to_string(),
            "codes": rule.codes().iter().map(ToString::to_string).collect::<Vec<_>>(),
            "heads": heads
                .iter()
                .map(|(coin, value)| json!({ "coin": coin, "value": value }))
                .collect::<Vec<_>>(),
            "grundy": value,
            "verdict": outcome.to_string(),
            "first_player_wins": outcome.first_player_wins(),
            "moves_complete": false,
        });
        serde_json::to_writer(&mut *out, &v)?;
        return writeln!(out);
    }
    writeln!(out, "{}", heading(rule))?;
    let coins: Vec<Coin> = heads.iter().map(|(h, _)| h.clone()).collect();
    let shown = show_heads(&coins).replace(',', " ");
    writeln!(out, "{}", tr!("coins-heads", heads = shown))?;
    writeln!(out, "{}", tr!("coins-grundy", value = value))?;
    writeln!(out, "{}", crate::report::verdict(outcome))
}

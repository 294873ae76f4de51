//! `grundy sum`: a sum of components of different games.

use crate::input::{InputError, Place};
use grundy_engine::heap::HeapGame;
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::sum::{
    BoundedPile, Component, HeapComponent, NimPile, StaircaseComponent, Sum, WythoffPair,
    HEAP_LIMIT, WYTHOFF_LIMIT,
};
use serde_json::json;
use std::io::{self, Write};

pub const SYNTAX: &str = "GAME=POSITION, for example nim=7, kayles=10, kayles=3,4, wythoff=3,5, \
                          staircase=1,4,3, bounded:3=10, sub:1,2,5=9, 0.07=12, grundys-game=9";

fn numbers(text: &str, place: &Place, what: &str) -> Result<Vec<BigNat>, InputError> {
    text.split(',')
        .enumerate()
        .map(|(i, t)| {
            BigNat::parse_decimal(t.trim()).ok_or_else(|| {
                InputError::at(
                    place,
                    grundy_oj::not_a_natural(t.trim(), &format!("{what} {}", i + 1)),
                )
            })
        })
        .collect()
}

fn small(
    values: &[BigNat],
    limit: u64,
    place: &Place,
    arg: &str,
    why: &str,
) -> Result<Vec<u64>, InputError> {
    values
        .iter()
        .map(|v| {
            v.to_u64().filter(|&v| v <= limit).ok_or_else(|| {
                InputError::at(
                    place,
                    format!("\"{arg}\": {v} is too large: {why} (at most {limit})"),
                )
            })
        })
        .collect()
}

/// Reads one component, `GAME=POSITION`.
pub fn component(arg: &str, place: &Place) -> Result<Box<dyn Component>, InputError> {
    let Some((game, position)) = arg.split_once('=') else {
        return Err(InputError::at(
            place,
            format!("\"{arg}\" is not a component: write {SYNTAX}"),
        ));
    };
    let game = game.trim();
    let one = |what: &str| -> Result<BigNat, InputError> {
        let v = numbers(position, place, what)?;
        match v.len() {
            1 => Ok(v.into_iter().next().expect("one number")),
            n => Err(InputError::at(
                place,
                format!("\"{arg}\": {game} takes one number, found {n}"),
            )),
        }
    };
    match game.to_ascii_lowercase().as_str() {
        "nim" => Ok(Box::new(NimPile::new(one("pile")?))),
        "staircase" => Ok(Box::new(StaircaseComponent::new(numbers(
            position, place, "step",
        )?))),
        "wythoff" => {
            let v = numbers(position, place, "pile")?;
            if v.len() != 2 {
                return Err(InputError::at(
                    place,
                    format!("\"{arg}\": wythoff takes two piles, found {}", v.len()),
                ));
            }
            let v = small(
                &v,
                WYTHOFF_LIMIT,
                place,
                arg,
                "a Wythoff pile's value comes from a table",
            )?;
            Ok(Box::new(
                WythoffPair::new(v[0], v[1]).expect("checked against the limit"),
            ))
        }
        g if g.starts_with("bounded:") => {
            let k = BigNat::parse_decimal(&g[8..])
                .filter(|k| !Natural::is_zero(k))
                .ok_or_else(|| {
                    InputError::at(
                        place,
                        format!(
                            "\"{arg}\": the bound in {game} must be a whole number of at least 1"
                        ),
                    )
                })?;
            Ok(Box::new(BoundedPile::new(one("pile")?, k).expect("k >= 1")))
        }
        _ => {
            let heap_game = HeapGame::parse(game)
                .map_err(|e| InputError::at(place, format!("\"{arg}\": {e}")))?;
            let heaps = numbers(position, place, "heap")?;
            let heaps = small(
                &heaps,
                HEAP_LIMIT as u64,
                place,
                arg,
                "its nim-sequence is computed up to the heap",
            )?;
            let heaps = heaps.into_iter().map(|h| h as usize).collect();
            Ok(Box::new(
                HeapComponent::new(heap_game, heaps).expect("checked against the limit"),
            ))
        }
    }
}

/// Prints the sum's value, verdict and every winning move.
pub fn render(sum: &Sum, explain: bool, json_out: bool, out: &mut dyn Write) -> io::Result<()> {
    let s = sum.grundy();
    let moves = sum.winning_moves();
    if json_out {
        let components: Vec<_> = sum
            .components()
            .iter()
            .map(|c| json!({ "component": c.describe(), "grundy": crate::report::number(&c.grundy()) }))
            .collect();
        let moves: Vec<_> = moves
            .iter()
            .map(|m| {
                json!({
                    "component": m.component + 1,
                    "move": m.description,
                    "after": m.after,
                    "target": crate::report::number(&m.target),
                })
            })
            .collect();
        let outcome = sum.outcome();
        let v = json!({
            "game": "sum",
            "components": components,
            "grundy": crate::report::number(&s),
            "verdict": outcome.to_string(),
            "first_player_wins": outcome.first_player_wins(),
            "moves": moves,
            "moves_complete": true,
        });
        serde_json::to_writer(&mut *out, &v)?;
        return writeln!(out);
    }
    writeln!(out, "Sum of {} components:", sum.components().len())?;
    let width = sum
        .components()
        .iter()
        .map(|c| c.describe().len())
        .max()
        .unwrap_or(0);
    for (i, c) in sum.components().iter().enumerate() {
        writeln!(
            out,
            "  {}. {:width$}  value {}",
            i + 1,
            c.describe(),
            c.grundy()
        )?;
    }
    let shown = if Natural::is_zero(&s) {
        "0".to_string()
    } else {
        format!("{s} (*{s})")
    };
    writeln!(out, "Grundy value: {shown}")?;
    writeln!(out, "{}", sum.outcome())?;
    if moves.is_empty() {
        writeln!(
            out,
            "no winning move: every move leaves the opponent a winning position"
        )?;
    } else {
        writeln!(out, "winning moves ({}):", moves.len())?;
        for m in &moves {
            writeln!(
                out,
                "  in {} ({}): {} -> {}",
                m.component + 1,
                sum.components()[m.component].describe(),
                m.description,
                m.after
            )?;
        }
    }
    if explain {
        writeln!(out)?;
        writeln!(
            out,
            "By the Sprague-Grundy theorem the sum is worth the xor of its components' values: S = {s}."
        )?;
        if Natural::is_zero(&s) {
            writeln!(out, "S = 0, so every move changes one value and leaves a non-zero xor: the first player loses.")?;
        } else {
            writeln!(
                out,
                "A winning move changes one component from its value g to g xor S, which makes the xor 0. \
                 Moves to a larger value count too: the opponent can reverse them, but then the xor is 0 again."
            )?;
            for (i, c) in sum.components().iter().enumerate() {
                let g = c.grundy();
                let t = &g ^ &s;
                let count = moves.iter().filter(|m| m.component == i).count();
                writeln!(
                    out,
                    "  {}: g = {g}, g xor S = {t}: {count} move(s) reach it",
                    c.describe()
                )?;
            }
        }
    }
    Ok(())
}

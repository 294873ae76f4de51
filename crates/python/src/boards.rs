//! Green Hackenbush, the coin-turning games and tokens on a directed
//! graph: positions written as text (edges, coins, a graph's statements),
//! each analysis returning what `grundy hackenbush --json`, `grundy coins
//! --json` and `grundy graph --json` print for the same position, field
//! for field.

use crate::lang::{in_chosen, type_error, value_error};
use crate::numbers::to_python;
use grundy_engine::coins::{read_heads, turned, Coin, Coins, Rule};
use grundy_engine::component::{Component, ComponentMove, Written};
use grundy_engine::hackenbush::Graph;
use grundy_engine::num::Natural;
use grundy_engine::Outcome;
use grundy_i18n::tr;
use grundy_json::remoteness_fields;
use pyo3::prelude::*;
use serde_json::{json, Map, Value};

/// Green Hackenbush on one or more graphs rooted at `root`, each written as
/// `grundy hackenbush` reads it (`1-2,2-3,3-1`): the graphs' values, their
/// sum's, and every winning cut (`grundy hackenbush … --json`).
#[pyfunction]
#[pyo3(signature = (*graphs, root = 1))]
pub fn hackenbush<'py>(
    py: Python<'py>,
    graphs: Vec<String>,
    root: u64,
) -> PyResult<Bound<'py, PyAny>> {
    if graphs.is_empty() {
        return Err(value_error(|| tr!("hackenbush-give-graphs")));
    }
    let mut parsed = Vec::with_capacity(graphs.len());
    for (i, text) in graphs.iter().enumerate() {
        let g = in_chosen(|| Graph::parse(text, root)).map_err(|e| {
            value_error(|| {
                let place = tr!("hackenbush-graph-number", graph = i + 1);
                tr!("place-and", place = place, rest = e.to_string())
            })
        })?;
        parsed.push(g);
    }
    let v = py.detach(|| hackenbush_json(&parsed, root));
    to_python(py, &v)
}

/// The edges of `before` that fall, the cut one with them, when a cut
/// leaves `after`.
fn falls(before: &Graph, after: &Graph) -> usize {
    let live = before.live().iter().filter(|&&l| l).count();
    live - 1 - after.edges().len()
}

fn hackenbush_json(graphs: &[Graph], root: u64) -> Value {
    let values: Vec<u64> = graphs.iter().map(Graph::value).collect();
    let total = values.iter().fold(0, |x, v| x ^ v);
    let mut moves = Vec::new();
    let mut note = None;
    if total != 0 {
        for (i, g) in graphs.iter().enumerate() {
            match g.cuts_to(total ^ values[i]) {
                Ok(cuts) => moves.extend(cuts.into_iter().map(|c| {
                    let after = g.after_cut(c.edge);
                    json!({
                        "graph": i + 1,
                        "edge": g.edge_name(c.edge),
                        "edge_index": c.edge + 1,
                        "falls": falls(g, &after),
                        "after": after.to_string(),
                        "value_after": c.value,
                    })
                })),
                Err(e) => {
                    note.get_or_insert_with(|| {
                        in_chosen(|| {
                            let graph = tr!("hackenbush-graph-number", graph = i + 1);
                            format!("{graph}: {e}")
                        })
                    });
                }
            }
        }
    }
    let outcome = Outcome::from_first_player_wins(total != 0);
    let mut v = json!({
        "game": "hackenbush",
        "root": root,
        "graphs": graphs.iter().zip(&values).map(|(g, v)| json!({
            "edges": g.to_string(),
            "live_edges": g.live().iter().filter(|&&l| l).count(),
            "value": v,
        })).collect::<Vec<_>>(),
        "value": total,
        "verdict": outcome.to_string(),
        "first_player_wins": outcome.first_player_wins(),
        "moves": moves,
        "moves_complete": note.is_none(),
    });
    // The command line says why on standard error; here it is a field.
    if let Some(why) = note {
        v["moves_note"] = json!(why);
    }
    v
}

/// The heads `heads` names, written as `grundy coins` reads them: a text
/// (`2:3,4:1`, or a row's faces `THHT`), or a list of coins, each an int
/// (a row's) or a tuple of ints (a board's or a box's coordinates).
fn read_coins(rule: &Rule, heads: &Bound<'_, PyAny>) -> PyResult<Vec<Coin>> {
    let text = if let Ok(text) = heads.extract::<String>() {
        text
    } else {
        let Ok(iter) = heads.try_iter() else {
            let kind = heads.get_type().name()?.to_string();
            let repr = heads.repr()?.to_string();
            return Err(type_error(|| tr!("py-heads", kind = kind, repr = repr)));
        };
        let mut coins = Vec::new();
        for coin in iter {
            let coin = coin?;
            let written = if let Ok(n) = coin.extract::<u64>() {
                n.to_string()
            } else if let Ok(parts) = coin.extract::<Vec<u64>>() {
                let parts: Vec<String> = parts.iter().map(u64::to_string).collect();
                parts.join(":")
            } else {
                coin.str()?.to_string()
            };
            coins.push(written);
        }
        coins.join(",")
    };
    let full = format!("coins:{rule}={text}");
    let written = Written {
        text: &full,
        game: full.split_once('=').map_or("", |(g, _)| g),
        position: &text,
    };
    in_chosen(|| read_heads(&written, rule.codes().len(), 1))
        .map_err(|e| value_error(|| e.to_string()))
}

/// A coin-turning game: a row (or a board, or a box) of coins, the rule a
/// name or a code as `grundy coins` reads it (`mock`, `ruler`, `corners`,
/// `0.7`); every head's value, the position's, and every winning move
/// (`grundy coins RULE HEAD… --json`).
#[pyfunction]
#[pyo3(signature = (rule, heads = None))]
pub fn coins<'py>(
    py: Python<'py>,
    rule: &str,
    heads: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let rule = in_chosen(|| Rule::parse(rule)).map_err(|e| value_error(|| e.to_string()))?;
    let heads = match heads {
        Some(h) => read_coins(&rule, h)?,
        None => Vec::new(),
    };
    let shown: Vec<String> = heads
        .iter()
        .map(|h| h.iter().map(u64::to_string).collect::<Vec<_>>().join(":"))
        .collect();
    let text = format!("coins:{rule}={}", shown.join(","));
    let refused = |r| {
        let (game, position) = text.split_once('=').expect("coins:RULE=HEADS");
        let w = Written {
            text: &text,
            game,
            position,
        };
        value_error(|| w.error(r).to_string())
    };
    let v = match Coins::new(rule.clone(), heads.clone()) {
        Ok(position) => coins_json(&position),
        Err(r) => {
            // Too many moves to list, while the heads' values are known:
            // the verdict alone, as the command line gives it.
            let Some(why) = r.too_much() else {
                return Err(refused(r));
            };
            let values = Coins::head_values(rule.clone(), heads).map_err(refused)?;
            verdict_only(&rule, &values, &grundy_i18n::say(&why))
        }
    };
    to_python(py, &v)
}

/// The fields of `grundy coins --json` for a position whose moves are
/// listed.
fn coins_json(position: &Coins) -> Value {
    let g = position.grundy();
    let outcome = Outcome::from_first_player_wins(!g.is_zero());
    let remoteness = match grundy_engine::play::Game::parse(&[position.describe().as_str()]) {
        Ok(game) => {
            grundy_engine::remoteness::remoteness(&game, grundy_engine::remoteness::Budget::DEFAULT)
                .map_err(|e| e.to_string())
        }
        Err(e) => Err(format!("not computed: {e}")),
    };
    let d = position.rule().codes().len();
    let before: Vec<Coin> = position.heads().collect();
    let turned_by = |m: &ComponentMove| -> Vec<String> {
        let after: Vec<Coin> = m
            .after_numbers
            .chunks(d)
            .map(|c| c.iter().map(|x| x.to_u64().expect("a coin")).collect())
            .collect();
        turned(&before, &after)
            .iter()
            .map(|c| c.iter().map(u64::to_string).collect::<Vec<_>>().join(":"))
            .collect()
    };
    let moves: Vec<Value> = position
        .moves_to_value(&0u64.into())
        .iter()
        .map(|m| json!({ "move": grundy_i18n::say(&m.description), "turn": turned_by(m), "after": m.after }))
        .collect();
    let heads: Vec<Value> = before
        .iter()
        .map(|h| json!({ "coin": h, "value": position.value_of(h) }))
        .collect();
    let mut v = Map::new();
    v.insert("game".into(), json!("coins"));
    v.insert("rule".into(), json!(position.rule().to_string()));
    v.insert("codes".into(), codes(position.rule()));
    v.insert("heads".into(), json!(heads));
    v.insert("grundy".into(), grundy_json::number(&g));
    v.insert("verdict".into(), json!(outcome.to_string()));
    v.insert(
        "first_player_wins".into(),
        json!(outcome.first_player_wins()),
    );
    remoteness_fields(&remoteness, &mut v);
    v.insert("moves".into(), json!(moves));
    v.insert("moves_complete".into(), json!(true));
    Value::Object(v)
}

fn codes(rule: &Rule) -> Value {
    rule.codes().iter().map(ToString::to_string).collect()
}

/// The fields of `grundy coins --json` when the moves are too many to
/// list: the heads' values and the verdict; `moves_note` says why (the
/// command line says it on standard error).
fn verdict_only(rule: &Rule, heads: &[(Coin, u64)], why: &str) -> Value {
    let value = heads.iter().fold(0, |x, (_, v)| x ^ v);
    let outcome = Outcome::from_first_player_wins(value != 0);
    json!({
        "game": "coins",
        "rule": rule.to_string(),
        "codes": codes(rule),
        "heads": heads
            .iter()
            .map(|(coin, value)| json!({ "coin": coin, "value": value }))
            .collect::<Vec<_>>(),
        "grundy": value,
        "verdict": outcome.to_string(),
        "first_player_wins": outcome.first_player_wins(),
        "moves_complete": false,
        "moves_note": why,
    })
}

/// Tokens on a directed graph, written as `grundy graph` reads its file
/// (`vertex a b c`, `a -> b c`, `token a`, …): every vertex's Grundy value
/// on an acyclic graph, else one token's outcome (won, lost or drawn) or,
/// for several tokens or with `generalised`, the generalised values; the
/// verdict and the moves that win (or keep a draw) (`grundy graph FILE
/// --json`).
#[pyfunction]
#[pyo3(signature = (text, *, generalised = false))]
pub fn graph<'py>(py: Python<'py>, text: &str, generalised: bool) -> PyResult<Bound<'py, PyAny>> {
    use grundy_engine::graph::{decide, grundy_values, moves, moves_of_one, outcomes, Digraph};
    use grundy_json::GraphValues;
    let g = in_chosen(|| Digraph::parse(text)).map_err(|e| value_error(|| e.to_string()))?;
    let too_large = |e: grundy_engine::graph::GraphTooLarge| value_error(|| e.to_string());
    let tokens = g.tokens();
    let v = match grundy_values(&g) {
        Ok(values) => {
            let verdict = (!tokens.is_empty()).then(|| decide(&g, &values, tokens));
            let found = moves(&g, &values, tokens);
            grundy_json::graph(&g, GraphValues::Grundy(&values), verdict, &found)
        }
        Err(_) if tokens.len() >= 2 || generalised => {
            let values = py
                .detach(|| grundy_engine::graph::generalised(&g))
                .map_err(too_large)?;
            let verdict = (!tokens.is_empty()).then(|| decide(&g, &values, tokens));
            let found = moves(&g, &values, tokens);
            grundy_json::graph(&g, GraphValues::Generalised(&values), verdict, &found)
        }
        Err(_) => {
            let o = py.detach(|| outcomes(&g)).map_err(too_large)?;
            let (verdict, found) = match tokens.first() {
                Some(&t) => (Some(o[t as usize]), moves_of_one(&g, &o, t)),
                None => (None, Vec::new()),
            };
            grundy_json::graph(&g, GraphValues::Outcomes(&o), verdict, &found)
        }
    };
    to_python(py, &v)
}

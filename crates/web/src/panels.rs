//! The panels that explain a position: the binary columns of Nim (or the
//! xor of a sum's values), the map of each Wythoff pair, the nim-sequence of
//! each heap game, the closed forms of a staircase or bounded piles, a coin
//! game's heads, and for misère play and the games played alone, how the
//! verdict is found.

use crate::heaps::{is_heap_game, split};
use crate::number::number;
use crate::position;
use crate::sequence::sequence_panel;
use crate::{PANEL_LIMIT, PLAY_HEAP_LIMIT, PLOT_MIN};
use grundy_engine::component::Kind;
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::play::whole::WholeFamily;
use grundy_engine::play::LegalMove;
use grundy_engine::{bounded_nim, coins, kinds, nim, staircase, wythoff};
use grundy_i18n::{read, say, tr};
use serde_json::{json, Value};

/// The panels of a sum under misère play: for Nim piles, misère Nim's rule
/// (why leaving only piles of 1 is special); for any sum, how the verdict
/// was found (the SJ theorem's case, genus theory, or a search, and why).
pub(crate) fn misere_explanation(sum: &grundy_engine::play::MiserePlay) -> Vec<Value> {
    let mut panels = Vec::new();
    let texts = sum.game().components();
    let piles: Option<Vec<BigNat>> = texts
        .iter()
        .zip(sum.game().sum().components())
        .map(|(t, c)| of_kind(t, &nim::KIND).then(|| c.grundy()))
        .collect();
    if let Some(piles) = piles {
        panels.push(json!({
            "kind": "misere",
            "title": tr!("panel-misere-nim"),
            "text": read(&grundy_engine::misere_nim::explain(&piles)),
        }));
    }
    panels.push(json!({
        "kind": "misere-sum",
        "title": tr!("panel-misere-sum"),
        "text": say(&sum.explain()),
    }));
    panels
}

/// The panel of a game played alone: its engine's explanation, chosen by
/// the family its registry entry declares.
pub(crate) fn whole_explanation(whole: &position::Whole) -> Vec<Value> {
    let piles = &whole.numbers;
    if whole.misere {
        return vec![json!({
            "kind": "misere-whole",
            "title": tr!("panel-misere-whole", game = whole.name),
            "text": whole.game.explain_verdict().map(|t| read(&t)).unwrap_or_default(),
        })];
    }
    let (kind, title, text) = match whole.whole.family {
        WholeFamily::MisereNim => (
            "misere",
            tr!("panel-misere-nim"),
            read(&grundy_engine::misere_nim::explain(piles)),
        ),
        WholeFamily::Chips => match grundy_engine::staircase::Chips::new(piles.clone()) {
            Ok(chips) => ("chips", tr!("panel-chips"), read(&chips.explain())),
            Err(_) => return Vec::new(),
        },
        WholeFamily::Teams => (
            "teams",
            tr!("panel-teams"),
            whole
                .game
                .explain_verdict()
                .map(|t| read(&t))
                .unwrap_or_default(),
        ),
        WholeFamily::Moore => {
            let k = whole.k.clone().unwrap_or(BigNat::ONE);
            (
                "moore",
                tr!("panel-moore", k = k, modulus = &k + BigNat::ONE),
                read(&grundy_engine::moore::explain(piles, &k)),
            )
        }
    };
    vec![json!({ "kind": kind, "title": title, "text": text })]
}

/// The panels that explain a position: the binary columns of Nim (or the
/// xor of the components' values in a sum), the P-position map of each
/// Wythoff pair, the nim-sequence of each heap game.
pub(crate) fn explanation(game: &grundy_engine::play::Game, moves: &[LegalMove]) -> Vec<Value> {
    let sum = game.sum();
    let texts = game.components();
    let mut panels = Vec::new();
    let piles: Option<Vec<BigNat>> = texts
        .iter()
        .zip(sum.components())
        .map(|(t, c)| of_kind(t, &nim::KIND).then(|| c.grundy()))
        .collect();
    if let Some(piles) = piles {
        panels.push(json!({
            "kind": "nim",
            "piles": piles.iter().map(number).collect::<Vec<_>>(),
            "text": read(&grundy_engine::nim::explain(&piles)),
        }));
    } else if texts.len() > 1 {
        let values: Vec<BigNat> = sum.components().iter().map(|c| c.grundy()).collect();
        let width = values
            .iter()
            .map(Natural::bit_len)
            .max()
            .unwrap_or(0)
            .max(1) as usize;
        let total = sum.grundy();
        // Bit by bit: a value past 2^64 (a huge Nim pile beside another
        // game, analysed though it is not played) had its decimal digits
        // given as its binary.
        let binary = |v: &BigNat| -> String {
            (0..width as u64)
                .rev()
                .map(|i| if v.bit(i) { '1' } else { '0' })
                .collect()
        };
        let rows: Vec<Value> = texts
            .iter()
            .zip(&values)
            .map(|(t, v)| json!({ "component": t, "value": number(v), "binary": binary(v) }))
            .collect();
        let shown: Vec<String> = values.iter().map(ToString::to_string).collect();
        let verdict = if Natural::is_zero(&total) {
            tr!("panel-sum-lost")
        } else {
            tr!("panel-sum-won", total = total)
        };
        panels.push(json!({
            "kind": "sum",
            "rows": rows,
            "value": number(&total),
            "binary": binary(&total),
            "text": tr!(
                "panel-sum",
                values = shown.join(" xor "),
                total = total,
                verdict = verdict
            ),
        }));
    }
    // A staircase, or bounded piles, alone: their closed forms explained.
    if let [text] = texts
        && of_kind(text, &staircase::KIND)
    {
        panels.push(json!({
            "kind": "staircase",
            "title": tr!("panel-staircase"),
            "text": read(&grundy_engine::staircase::explain(&position::numbers_of(text))),
        }));
    }
    if texts.iter().all(|t| of_kind(t, &bounded_nim::KIND)) {
        let piles: Vec<BigNat> = texts.iter().flat_map(|t| position::numbers_of(t)).collect();
        // Each pile's bound is the K of its name, `bounded:K`.
        let limits: Option<Vec<BigNat>> = texts
            .iter()
            .map(|t| BigNat::parse_decimal(split(t)?.0.split_once(':')?.1))
            .collect();
        if let Some(limits) = limits {
            panels.push(json!({
                "kind": "bounded",
                "title": tr!("panel-bounded"),
                "text": read(&grundy_engine::bounded_nim::explain(&piles, &limits)),
            }));
        }
    }
    // Each component's own panel, as the registry declares its family.
    let mut seen_games: Vec<String> = Vec::new();
    for (i, text) in texts.iter().enumerate() {
        if panels.len() > PANEL_LIMIT {
            break;
        }
        let Some((name, pos)) = split(text) else {
            continue;
        };
        if of_kind(text, &wythoff::KIND) {
            if let Some(panel) = wythoff_panel(i, pos, moves) {
                panels.push(panel);
            }
        } else if of_kind(text, &coins::KIND) {
            if let Some(panel) = crate::coins::panel(i, text, sum.components()[i].as_ref()) {
                panels.push(panel);
            }
        } else if is_heap_game(name) && !seen_games.iter().any(|g| g == name) {
            seen_games.push(name.to_string());
            if let Some(panel) = sequence_panel(name, texts) {
                panels.push(panel);
            }
        }
    }
    panels
}

/// Whether the component `text` is of the family `kind` declares in the
/// registry of kinds (its game read as the registry reads it).
fn of_kind(text: &str, kind: &Kind) -> bool {
    split(text)
        .and_then(|(game, _)| kinds::kind_of(game))
        .is_some_and(|k| k.game == kind.game)
}

fn wythoff_panel(component: usize, pos: &str, moves: &[LegalMove]) -> Option<Value> {
    let pair: Vec<u64> = pos
        .split(',')
        .map(|p| p.trim().parse().ok())
        .collect::<Option<_>>()?;
    let [a, b] = pair[..] else { return None };
    // A map is drawn only for pairs of playable size.
    if a.max(b) > PLAY_HEAP_LIMIT as u64 {
        return None;
    }
    let size = (a.max(b) + 4).max(PLOT_MIN as u64);
    let mut p_positions = Vec::new();
    for k in 0u64.. {
        let (x, y) = grundy_engine::wythoff::p_position(&k)?;
        if x >= size {
            break;
        }
        // Both piles below `size`, as the API promises: the larger pile of
        // a pair can lie past the map when the smaller does not.
        if y < size {
            p_positions.push(json!([x, y]));
            if k > 0 {
                p_positions.push(json!([y, x]));
            }
        }
    }
    let winning: Vec<Value> = moves
        .iter()
        .filter(|m| m.component == component && m.winning)
        .filter_map(|m| {
            let (_, after) = split(&m.after)?;
            let v: Vec<u64> = after
                .split(',')
                .map(|p| p.trim().parse().ok())
                .collect::<Option<_>>()?;
            Some(json!(v))
        })
        .collect();
    Some(json!({
        "kind": "wythoff",
        "component": component,
        "a": a,
        "b": b,
        "size": size,
        "p_positions": p_positions,
        "winning_targets": winning,
        "text": read(&grundy_engine::wythoff::explain(&a, &b)),
    }))
}

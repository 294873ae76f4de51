//! Reports for the Nim family: Nim, misère Nim, Moore's Nim_k, bounded Nim,
//! staircase Nim and chips on a line.

use crate::report::{number, numbers, spaced, MoveReport, Report};
use grundy_engine::moore::{self, MultiMove};
use grundy_engine::nim::{self, PileMove};
use grundy_engine::num::Natural;
use grundy_engine::staircase::{self, Chips};
use grundy_engine::{bounded_nim, misere_nim};
use serde_json::{json, Map, Value};

fn pile_move<N: Natural>(m: &PileMove<N>, piles: &[N]) -> MoveReport {
    MoveReport::new(
        m.to_string(),
        json!({
            "pile": m.pile + 1,
            "from": number(&m.from),
            "to": number(&m.to),
            "amount": number(&m.amount()),
        }),
        &m.apply(piles),
    )
}

fn grundy_of<N: Natural>(g: &N) -> Option<(Value, String)> {
    Some((
        number(g),
        if g.is_zero() {
            "0".to_string()
        } else {
            format!("{g} (*{g})")
        },
    ))
}

pub fn nim<N: Natural>(piles: Vec<N>) -> Report {
    let s = nim::nim_sum(&piles);
    let all: Vec<MoveReport> = nim::winning_moves(&piles)
        .iter()
        .map(|m| pile_move(m, &piles))
        .collect();
    Report {
        game: "nim",
        heading: format!("Nim: {}", spaced(&piles)),
        parameters: Map::new(),
        position: numbers(&piles),
        grundy: grundy_of(&s),
        outcome: nim::outcome(&piles),
        canonical: nim::canonical_move(&piles).map(|m| pile_move(&m, &piles)),
        all: Ok(all),
        explanation: nim::explain(&piles),
    }
}

pub fn misere<N: Natural>(piles: Vec<N>) -> Report {
    let all: Vec<MoveReport> = misere_nim::winning_moves(&piles)
        .iter()
        .map(|m| pile_move(m, &piles))
        .collect();
    Report {
        game: "misere-nim",
        heading: format!(
            "Misère Nim (who takes the last counter loses): {}",
            spaced(&piles)
        ),
        parameters: Map::new(),
        position: numbers(&piles),
        grundy: None,
        outcome: misere_nim::outcome(&piles),
        canonical: misere_nim::winning_moves(&piles)
            .first()
            .map(|m| pile_move(m, &piles)),
        all: Ok(all),
        explanation: misere_nim::explain(&piles),
    }
}

fn multi_move<N: Natural>(m: &MultiMove<N>, piles: &[N]) -> MoveReport {
    let changes: Vec<Value> = m
        .changes
        .iter()
        .map(|c| {
            json!({
                "pile": c.pile + 1,
                "from": number(&c.from),
                "to": number(&c.to),
                "amount": number(&c.amount()),
            })
        })
        .collect();
    MoveReport::new(
        m.to_string(),
        json!({ "changes": changes }),
        &m.apply(piles),
    )
}

pub fn moore<N: Natural>(piles: Vec<N>, k: u64) -> Report {
    let all = moore::winning_moves(&piles, k, moore::DEFAULT_ENUMERATION_LIMIT)
        .map(|moves| moves.iter().map(|m| multi_move(m, &piles)).collect())
        .map_err(|e| e.to_string());
    let mut parameters = Map::new();
    parameters.insert("k".into(), json!(k));
    Report {
        game: "moore",
        heading: format!(
            "Moore's Nim_{k} (a move takes from 1 to {k} piles): {}",
            spaced(&piles)
        ),
        parameters,
        position: numbers(&piles),
        grundy: None,
        outcome: moore::outcome(&piles, k),
        canonical: moore::winning_move(&piles, k).map(|m| multi_move(&m, &piles)),
        all,
        explanation: moore::explain(&piles, k),
    }
}

/// `numbers` holds the piles, then one bound per pile.
pub fn bounded<N: Natural>(numbers_in: Vec<N>) -> Report {
    let n = numbers_in.len() / 2;
    let (piles, limits) = numbers_in.split_at(n);
    let all: Vec<MoveReport> = bounded_nim::winning_moves(piles, limits)
        .iter()
        .map(|m| pile_move(m, piles))
        .collect();
    let mut parameters = Map::new();
    parameters.insert("limits".into(), numbers(limits));
    let shown: Vec<String> = piles
        .iter()
        .zip(limits)
        .map(|(x, k)| format!("{x}/{k}"))
        .collect();
    let g = bounded_nim::grundy(piles, limits);
    Report {
        game: "bounded-nim",
        heading: format!(
            "Bounded Nim (pile/most that one move may take): {}",
            shown.join(" ")
        ),
        parameters,
        position: numbers(piles),
        grundy: grundy_of(&g),
        outcome: bounded_nim::outcome(piles, limits),
        canonical: bounded_nim::winning_moves(piles, limits)
            .first()
            .map(|m| pile_move(m, piles)),
        all: Ok(all),
        explanation: bounded_nim::explain(piles, limits),
    }
}

pub fn staircase<N: Natural>(stairs: Vec<N>) -> Report {
    let report = |m: &staircase::StairMove<N>| {
        MoveReport::new(
            m.to_string(),
            json!({ "step": m.step, "to_step": m.step - 1, "coins": number(&m.coins) }),
            &m.apply(&stairs),
        )
    };
    let moves = staircase::winning_moves(&stairs);
    let g = staircase::grundy(&stairs);
    Report {
        game: "staircase",
        heading: format!(
            "Staircase Nim (coins on steps 1, 2, …): {}",
            spaced(&stairs)
        ),
        parameters: Map::new(),
        position: numbers(&stairs),
        grundy: grundy_of(&g),
        outcome: staircase::outcome(&stairs),
        canonical: moves.first().map(report),
        all: Ok(moves.iter().map(report).collect()),
        explanation: staircase::explain(&stairs),
    }
}

pub fn chips<N: Natural>(chips: Chips<N>) -> Report {
    let report = |m: &staircase::ChipMove<N>| {
        MoveReport::new(
            m.to_string(),
            json!({
                "chip": m.chip + 1,
                "from": number(&m.from),
                "to": number(&m.to),
                "amount": number(&m.distance()),
            }),
            &chips.apply(m),
        )
    };
    let moves = chips.winning_moves();
    let g = chips.grundy();
    Report {
        game: "chips",
        heading: format!("Chips on a line (cells from 1): {}", spaced(chips.cells())),
        parameters: Map::new(),
        position: numbers(chips.cells()),
        grundy: grundy_of(&g),
        outcome: chips.outcome(),
        canonical: moves.first().map(report),
        all: Ok(moves.iter().map(report).collect()),
        explanation: chips.explain(),
    }
}

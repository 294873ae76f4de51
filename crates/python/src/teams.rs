//! Team Nim (POJ 2068) for Python: the heap and the seats' limits, the
//! same fields as `grundy teams … --json`.

use crate::analyses::{Analysis, Moved};
use crate::lang::{in_chosen, value_error};
use crate::numbers::{natural, naturals, to_python};
use grundy_engine::num::BigNat;
use grundy_engine::play::TeamNim;
use grundy_engine::remoteness::{self, Budget};
use grundy_engine::teams::Teams;
use grundy_engine::Outcome;
use grundy_i18n::tr;
use grundy_json::numbers as json_numbers;
use pyo3::prelude::*;
use serde_json::{json, Map};

/// Team Nim: `stones`, then `limits`, the most each seat may take in turn
/// from the player to move (an even number of seats, the teams
/// alternating); whoever takes the last stone loses. Not impartial: no
/// Grundy value.
#[pyfunction]
#[pyo3(signature = (stones, limits, *, explain = false))]
pub fn teams<'py>(
    py: Python<'py>,
    stones: &Bound<'py, PyAny>,
    limits: &Bound<'py, PyAny>,
    explain: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let stones = natural(stones, &|| tr!("py-stones"))?;
    let limits = naturals(limits, "py-limit")?;
    let numbers: Vec<BigNat> = std::iter::once(stones)
        .chain(limits.iter().cloned())
        .collect();
    let table = Teams::from_numbers(&numbers)
        .map_err(|e| value_error(|| grundy_i18n::say(&e.message())))?;
    let heap = table.stones();
    let moves: Vec<Moved> = table
        .moves(heap, 0)
        .into_iter()
        .filter(|m| m.winning)
        .map(|m| {
            (
                json!({ "take": m.take, "left": m.left }),
                vec![BigNat::from(m.left)],
            )
        })
        .collect();
    let played =
        TeamNim::new(&numbers).map_err(|e| value_error(|| grundy_i18n::say(&e.message())))?;
    let mut parameters = Map::new();
    parameters.insert("limits".into(), json_numbers(&limits));
    let analysis = Analysis {
        game: "team-nim",
        parameters,
        position: vec![BigNat::from(heap)],
        outcome: Outcome::from_first_player_wins(table.wins(heap, 0)),
        grundy: None,
        remoteness: remoteness::remoteness(&played, Budget::DEFAULT).map_err(|e| e.to_string()),
        canonical: moves.first().cloned(),
        moves: Ok(moves),
        explanation: explain.then(|| in_chosen(|| grundy_i18n::read(&table.explain(heap, 0)))),
    };
    to_python(py, &analysis.json())
}

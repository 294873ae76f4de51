//! Surveys for Python: the plan of a family (its games, and the tasks that
//! compute them, a standard form each) and one task computed, its rows the
//! same as `grundy survey --json`'s. The Python package runs the tasks on
//! the cores of this machine or on a Dask cluster (grundy/survey.py).

use crate::lang::{in_chosen, value_error};
use crate::numbers::to_python;
use grundy_engine::heap::HeapGame;
use grundy_engine::quotient::Limits;
use grundy_engine::survey::{family, plan, Budget, Member, Task};
use pyo3::prelude::*;
use std::time::{Duration, Instant};

/// A task as plain data that pickles: the game computed and its members,
/// each with its shift.
type PlainTask = (String, Vec<(String, usize)>);

/// The games of a family pattern (`0.xyz`, `sub:1..N`) or of a list of
/// games, in order, and the tasks that compute them.
#[pyfunction]
pub fn survey_plan(games: &Bound<'_, PyAny>) -> PyResult<(Vec<String>, Vec<PlainTask>)> {
    let parsed: Vec<HeapGame> = if let Ok(pattern) = games.extract::<String>() {
        in_chosen(|| family(&pattern))
            .map_err(|e| value_error(|| grundy_i18n::say(&e.message(&pattern))))?
    } else {
        let list: Vec<String> = games.extract()?;
        let mut parsed: Vec<HeapGame> = Vec::new();
        for text in &list {
            let game =
                in_chosen(|| HeapGame::parse(text)).map_err(|e| value_error(|| e.to_string()))?;
            if !parsed.contains(&game) {
                parsed.push(game);
            }
        }
        parsed
    };
    let tasks = plan(&parsed)
        .into_iter()
        .map(|t| {
            let members = t
                .members
                .iter()
                .map(|m| (m.game.to_string(), m.shift))
                .collect();
            (t.game.to_string(), members)
        })
        .collect();
    Ok((parsed.iter().map(|g| g.to_string()).collect(), tasks))
}

/// One task of a plan computed to `to` (the interpreter's other threads go
/// on meanwhile): its members' rows, each as `grundy survey --json` gives it;
/// with `misere` (seconds), each take-and-break code's misère quotient too.
#[pyfunction]
#[pyo3(signature = (game, members, to, misere = None))]
pub fn survey_task<'py>(
    py: Python<'py>,
    game: &str,
    members: Vec<(String, usize)>,
    to: usize,
    misere: Option<u64>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let parse =
        |text: &str| in_chosen(|| HeapGame::parse(text)).map_err(|e| value_error(|| e.to_string()));
    let task = Task {
        game: parse(game)?,
        members: members
            .iter()
            .map(|(g, shift)| {
                Ok(Member {
                    game: parse(g)?,
                    shift: *shift,
                })
            })
            .collect::<PyResult<_>>()?,
    };
    let rows = py.detach(|| {
        let start = Instant::now();
        let limits = misere.map(|seconds| Limits {
            deadline: Some(Instant::now() + Duration::from_secs(seconds)),
            ..Limits::default()
        });
        let computed = task.compute_with_quotient(to, &Budget::default(), limits.as_ref());
        let millis = start.elapsed().as_millis();
        in_chosen(|| {
            task.members
                .iter()
                .map(|m| grundy_json::survey_row(&computed.row(m, to), to, millis))
                .collect::<Vec<_>>()
        })
    });
    rows.iter().map(|r| to_python(py, r)).collect()
}

/// Whether a resumed row of `game` is to be computed again for a survey
/// with misère quotients ([`grundy_json::survey_row_lacks_quotient`]).
#[pyfunction]
pub fn survey_row_lacks_quotient(game: &str, has_quotient: bool) -> bool {
    grundy_json::survey_row_lacks_quotient(game, has_quotient)
}

/// A survey's rows (a JSON list of them) as `grundy survey --csv` prints
/// them ([`grundy_json::survey_csv`]).
#[pyfunction]
pub fn survey_csv(rows: &str, misere: bool) -> PyResult<String> {
    Ok(grundy_json::survey_csv(&rows_of(rows)?, misere))
}

/// A survey's rows (a JSON list of them) as `grundy survey` prints its
/// table, in the language chosen ([`grundy_json::survey_markdown`]).
#[pyfunction]
pub fn survey_markdown(
    pattern: &str,
    to: usize,
    computed: usize,
    rows: &str,
    misere: bool,
) -> PyResult<String> {
    let rows = rows_of(rows)?;
    Ok(in_chosen(|| {
        grundy_json::survey_markdown(pattern, to, computed, &rows, misere)
    }))
}

/// Draws a survey's rows (a JSON list of them) to `path`, PNG or SVG by its
/// extension, as `grundy survey --plot` draws them, titled in the language
/// chosen ([`grundy_plot::survey`]).
#[pyfunction]
pub fn survey_plot(path: &str, pattern: &str, to: usize, rows: &str) -> PyResult<()> {
    let rows = rows_of(rows)?;
    in_chosen(|| grundy_plot::survey(std::path::Path::new(path), pattern, to, &rows))
        .map_err(|e| value_error(|| e.to_string()))
}

/// The rows of a survey from their JSON text.
fn rows_of(text: &str) -> PyResult<Vec<serde_json::Value>> {
    serde_json::from_str(text).map_err(|e| value_error(|| format!("not a list of rows: {e}")))
}

/// The survey's message `id` (one of its `survey-` messages) in the
/// language chosen, with `args` as its values: the package's own messages
/// (the resume file, the cluster) read as the command line's do.
#[pyfunction]
#[pyo3(signature = (id, **args))]
pub fn survey_message(
    id: &str,
    args: Option<std::collections::HashMap<String, String>>,
) -> PyResult<String> {
    if !id.starts_with("survey-") {
        return Err(value_error(|| format!("not a survey's message: {id}")));
    }
    let args = args.unwrap_or_default();
    let args: Vec<(&str, grundy_i18n::Arg)> = args
        .iter()
        .map(|(k, v)| (k.as_str(), grundy_i18n::Arg::Text(v.clone())))
        .collect();
    Ok(in_chosen(|| grundy_i18n::text(id, &args)))
}

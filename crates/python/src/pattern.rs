//! `grundy pattern` in Python: the patterns of a table (periods, zeros,
//! P-position pairs) with their evidence, the fields of `grundy pattern
//! --json`.

use crate::lang::{in_chosen, type_error, value_error};
use crate::numbers::to_python;
use grundy_engine::pattern::{analyze, read, read_with, Cell, Grid, Headers, Source, Table};
use grundy_i18n::tr;
use pyo3::prelude::*;
use pyo3::types::PyString;

/// A `TypeError` saying what `value`, at `place`, should have been.
fn bad_entry(place: String, value: &Bound<'_, PyAny>) -> PyResult<PyErr> {
    let kind = value.get_type().name()?.to_string();
    let repr = value.repr()?.to_string();
    Ok(type_error(|| {
        tr!("py-pattern-entry", place = place, kind = kind, repr = repr)
    }))
}

/// One entry of a 2-D table: a value, or a mark `P`, `N` or `.`.
fn cell(value: &Bound<'_, PyAny>, place: impl FnOnce() -> String) -> PyResult<Cell> {
    if !value.is_instance_of::<pyo3::types::PyBool>() {
        if let Ok(v) = value.extract::<u64>() {
            return Ok(Cell::Value(v));
        }
        match value.extract::<String>().as_deref() {
            Ok("P" | "p") => return Ok(Cell::P),
            Ok("N" | "n" | ".") => return Ok(Cell::N),
            _ => {}
        }
    }
    Err(bad_entry(place(), value)?)
}

/// The table `table` gives: a text read as `grundy pattern` reads a file,
/// a list of ints (a sequence from G(0)), or a list of rows (a 2-D table).
fn table(table: &Bound<'_, PyAny>) -> PyResult<Table> {
    if let Ok(text) = table.cast::<PyString>() {
        let text = text.to_str()?;
        let known = Headers::read_by(
            grundy_i18n::Lang::ALL
                .map(|lang| move |m: &grundy_text::Message| grundy_i18n::say_in(lang, m)),
        );
        return in_chosen(|| read_with(text, &known).map_err(|e| e.to_string()))
            .map_err(|e| value_error(|| e));
    }
    let Ok(iter) = table.try_iter() else {
        let kind = table.get_type().name()?.to_string();
        let repr = table.repr()?.to_string();
        return Err(type_error(|| {
            tr!("py-pattern-table", kind = kind, repr = repr)
        }));
    };
    let entries: Vec<Bound<'_, PyAny>> = iter.collect::<PyResult<_>>()?;
    if entries.is_empty() {
        // The refusal of an empty text says what a table is.
        return in_chosen(|| read("").map_err(|e| e.to_string())).map_err(|e| value_error(|| e));
    }
    let is_row = |e: &Bound<'_, PyAny>| !e.is_instance_of::<PyString>() && e.try_iter().is_ok();
    if !is_row(&entries[0]) {
        let mut values = Vec::with_capacity(entries.len());
        for (i, e) in entries.iter().enumerate() {
            match e.extract::<u64>() {
                Ok(v) if !e.is_instance_of::<pyo3::types::PyBool>() => values.push(v),
                _ => return Err(bad_entry(format!("table[{i}]"), e)?),
            }
        }
        return Ok(Table::Sequence {
            first: 0,
            values,
            source: Source::List,
        });
    }
    let mut cells = Vec::new();
    let mut columns = 0;
    for (a, row) in entries.iter().enumerate() {
        if !is_row(row) {
            return Err(bad_entry(format!("table[{a}]"), row)?);
        }
        let row: Vec<Bound<'_, PyAny>> = row.try_iter()?.collect::<PyResult<_>>()?;
        if a == 0 {
            columns = row.len();
        } else if row.len() != columns {
            let found = row.len();
            return Err(value_error(|| {
                tr!(
                    "py-pattern-row",
                    row = a + 1,
                    found = found,
                    columns = columns
                )
            }));
        }
        for (b, x) in row.iter().enumerate() {
            cells.push(cell(x, || format!("table[{a}][{b}]"))?);
        }
    }
    if cells.is_empty() {
        return in_chosen(|| read("").map_err(|e| e.to_string())).map_err(|e| value_error(|| e));
    }
    let marks = cells.iter().any(|c| !matches!(c, Cell::Value(_)));
    Ok(Table::Grid(Grid {
        rows: entries.len(),
        columns,
        cells,
        source: if marks {
            Source::Marks
        } else {
            Source::Numbers
        },
    }))
}

/// The patterns of a table, as `grundy pattern --json` reports them: for a
/// sequence its period, preperiod and saltus and its zeros; for a 2-D table
/// its P-positions as pairs and their shape; each finding with its
/// evidence. `table` is a text (what `grundy seq`, `grundy wythoff --table`
/// or `grundy two-pile` print, or any table `grundy pattern` reads), a
/// list of ints (a sequence G(0), G(1), …) or a list of rows of ints or
/// marks `P`, `N` (a 2-D table).
#[pyfunction]
pub fn pattern<'py>(py: Python<'py>, table: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let table = self::table(table)?;
    let report = py.detach(|| analyze(&table));
    to_python(py, &grundy_json::pattern(&report))
}

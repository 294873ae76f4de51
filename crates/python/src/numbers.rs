//! Python ints in and out, exact at any size, and JSON values as Python
//! objects.

use grundy_engine::num::{BigNat, Natural};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyList};
use serde_json::Value;

/// A natural number from a Python int; `what` names it in the error
/// ("pile 2").
pub fn natural(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<BigNat> {
    // A bool is an int to Python, but a pile of True is a mistake.
    if obj.is_instance_of::<PyBool>() || !obj.is_instance_of::<PyInt>() {
        let kind = obj.get_type().name()?;
        return Err(PyTypeError::new_err(format!(
            "{what} must be an int, found {kind} {}",
            obj.repr()?
        )));
    }
    if let Ok(small) = obj.extract::<u64>() {
        return Ok(BigNat::from(small));
    }
    let text = obj.str()?.to_string();
    if text.starts_with('-') {
        return Err(PyValueError::new_err(format!(
            "{what} cannot be negative, found {text}"
        )));
    }
    BigNat::parse_decimal(&text)
        .ok_or_else(|| PyValueError::new_err(format!("{what} is not a whole number: {text}")))
}

/// Every item of an iterable as a natural number, named `what 1`, `what 2`, ….
pub fn naturals(items: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<BigNat>> {
    if items.is_instance_of::<PyInt>() {
        return Err(PyTypeError::new_err(format!(
            "give the {what}s as a list, such as [3, 5, 7], not a single int"
        )));
    }
    items
        .try_iter()?
        .enumerate()
        .map(|(i, item)| natural(&item?, &format!("{what} {}", i + 1)))
        .collect()
}

/// A natural number as a Python int.
pub fn int<'py>(py: Python<'py>, n: &BigNat) -> PyResult<Bound<'py, PyAny>> {
    match n.to_u64() {
        Some(v) => Ok(v.into_pyobject(py)?.into_any()),
        None => py
            .import("builtins")?
            .getattr("int")?
            .call1((n.to_string(),)),
    }
}

/// A JSON value (as the command line's `--json` writes it) as Python
/// objects: objects become dicts in their order, integers ints of any size.
pub fn to_python<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        Value::Number(n) => {
            // With arbitrary precision the number keeps its digits.
            let text = n.to_string();
            if let Ok(v) = text.parse::<i64>() {
                v.into_pyobject(py)?.into_any()
            } else if text.contains(['.', 'e', 'E']) {
                // Only timings are fractions (`seconds`), never a game's numbers.
                let v: f64 = text.parse().expect("a JSON number");
                v.into_pyobject(py)?.into_any()
            } else {
                py.import("builtins")?.getattr("int")?.call1((text,))?
            }
        }
        Value::String(s) => s.into_pyobject(py)?.into_any(),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(to_python(py, item)?)?;
            }
            list.into_any()
        }
        Value::Object(fields) => {
            let dict = PyDict::new(py);
            for (key, item) in fields {
                dict.set_item(key, to_python(py, item)?)?;
            }
            dict.into_any()
        }
    })
}

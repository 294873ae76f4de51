//! Python ints in and out, exact at any size, and JSON values as Python
//! objects.

use crate::lang::{type_error, value_error};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyList};
use serde_json::Value;

/// A natural number from a Python int; `what` names it in the error
/// ("pile 2"), in the language chosen ([`crate::lang`]).
pub fn natural(obj: &Bound<'_, PyAny>, what: &dyn Fn() -> String) -> PyResult<BigNat> {
    // A bool is an int to Python, but a pile of True is a mistake.
    if obj.is_instance_of::<PyBool>() || !obj.is_instance_of::<PyInt>() {
        let kind = obj.get_type().name()?.to_string();
        let repr = obj.repr()?.to_string();
        return Err(type_error(|| {
            tr!("py-not-an-int", what = what(), kind = kind, repr = repr)
        }));
    }
    if let Ok(small) = obj.extract::<u64>() {
        return Ok(BigNat::from(small));
    }
    let text = obj.str()?.to_string();
    if text.starts_with('-') {
        return Err(value_error(|| {
            tr!("py-negative", what = what(), text = text)
        }));
    }
    BigNat::parse_decimal(&text)
        .ok_or_else(|| value_error(|| tr!("py-not-whole", what = what(), text = text)))
}

/// Every item of an iterable as a natural number; `noun` is the id of the
/// catalogue message naming item n (`py-pile`: "pile 2"), and `NOUN-s` names
/// them all ("piles").
pub fn naturals(items: &Bound<'_, PyAny>, noun: &str) -> PyResult<Vec<BigNat>> {
    if items.is_instance_of::<PyInt>() {
        return Err(type_error(|| {
            let all = grundy_i18n::text(&format!("{noun}-s"), &[]);
            tr!("py-not-a-list", what = all)
        }));
    }
    items
        .try_iter()?
        .enumerate()
        .map(|(i, item)| {
            natural(&item?, &|| {
                grundy_i18n::text(noun, &[("n", Arg::from(&(i + 1)))])
            })
        })
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

//! Python ints in and out, exact at any size, and JSON values as Python
//! objects.

use crate::lang::{type_error, value_error};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyInt, PyList, PyString};
use serde_json::Value;

/// A natural number from a Python int; `what` names it in the error
/// ("pile 2"), in the language chosen ([`crate::lang`]), which says what
/// is accepted: an int of any size, not negative.
pub fn natural(obj: &Bound<'_, PyAny>, what: &dyn Fn() -> String) -> PyResult<BigNat> {
    // A bool is an int to Python, but a pile of True is a mistake.
    if obj.is_instance_of::<PyBool>() || !obj.is_instance_of::<PyInt>() {
        let kind = obj.get_type().name()?.to_string();
        let repr = obj.repr()?.to_string();
        return Err(type_error(|| {
            tr!(
                "py-not-an-int",
                what = named(what()),
                kind = kind,
                repr = repr
            )
        }));
    }
    if let Ok(small) = obj.extract::<u64>() {
        return Ok(BigNat::from(small));
    }
    let text = obj.str()?.to_string();
    if text.starts_with('-') {
        return Err(value_error(|| {
            tr!("py-negative", what = named(what()), text = text)
        }));
    }
    BigNat::parse_decimal(&text)
        .ok_or_else(|| value_error(|| tr!("py-not-whole", what = named(what()), text = text)))
}

/// An argument's name as the subject of a sentence: in Chinese, a name
/// written in Latin letters (k, up_to, size) takes a space before the Han
/// text that follows it ("k 应是 int", not "k应是 int"), as grundy's Chinese
/// puts one between a number or a Latin word and Chinese; a Chinese name
/// ("第 2 堆") takes none.
pub fn named(what: String) -> String {
    let latin = what
        .chars()
        .last()
        .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
    if latin && grundy_i18n::current() == grundy_i18n::Lang::Zh {
        what + " "
    } else {
        what
    }
}

/// Every item of an iterable as a natural number; `noun` is the id of the
/// catalogue message naming item n (`py-pile`: "pile 2"), and `NOUN-s` names
/// them all ("piles").
pub fn naturals(items: &Bound<'_, PyAny>, noun: &str) -> PyResult<Vec<BigNat>> {
    let all = || grundy_i18n::text(&format!("{noun}-s"), &[]);
    if items.is_instance_of::<PyInt>() {
        return Err(type_error(|| tr!("py-not-a-list", what = all())));
    }
    // A str is iterable, but "3 5" read as its characters was refused as
    // "pile 1 must be an int, found str '3'", which told neither that the
    // whole argument was wrong nor what it should be; so is bytes. What is
    // not iterable at all had Python's "'float' object is not iterable".
    let iter = match items.try_iter() {
        Ok(iter) if !items.is_instance_of::<PyString>() && !items.is_instance_of::<PyBytes>() => {
            iter
        }
        _ => {
            let kind = items.get_type().name()?.to_string();
            let repr = items.repr()?.to_string();
            return Err(type_error(|| {
                tr!("py-list-found", what = all(), kind = kind, repr = repr)
            }));
        }
    };
    iter.enumerate()
        .map(|(i, item)| {
            natural(&item?, &|| {
                grundy_i18n::text(noun, &[("n", Arg::from(&(i + 1)))])
            })
        })
        .collect()
}

/// A natural number that sizes the work (a table's side, a sequence's last
/// heap), as a `usize`; one too large for it is `usize::MAX`, which every
/// limit refuses, naming the number as given.
///
/// PyO3's own conversion of a `usize` argument refused a str with its
/// English "'str' object cannot be interpreted as an integer" and a
/// negative number with an OverflowError, in neither case in the language
/// chosen nor saying what is accepted.
pub fn size(obj: &Bound<'_, PyAny>, what: &dyn Fn() -> String) -> PyResult<(usize, BigNat)> {
    let n = natural(obj, what)?;
    let small = n
        .to_u64()
        .and_then(|v| usize::try_from(v).ok())
        .unwrap_or(usize::MAX);
    Ok((small, n))
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

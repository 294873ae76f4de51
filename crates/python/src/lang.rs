//! The language of the texts meant for people: explanations and the
//! messages of exceptions. The fields of an analysis are data, what
//! `grundy … --json` prints, and stay English in every language, as the
//! JSON does.

use grundy_i18n::{with_lang, Lang};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether the package speaks Chinese (else English): read from the
/// environment when the module loads, as the command line reads it, and set
/// by `set_language`.
static CHINESE: AtomicBool = AtomicBool::new(false);

/// Reads the language from the environment (`GRUNDY_LANG`, else the
/// locale), once, when the module loads.
pub fn init() {
    // The engine's errors are read in the language chosen.
    grundy_i18n::install();
    set(Lang::from_env());
}

fn set(lang: Lang) {
    CHINESE.store(lang == Lang::Zh, Ordering::Relaxed);
}

/// The language chosen.
pub fn chosen() -> Lang {
    if CHINESE.load(Ordering::Relaxed) {
        Lang::Zh
    } else {
        Lang::En
    }
}

/// `f` with the messages in the language chosen; the rest of a call runs in
/// English.
pub fn in_chosen<R>(f: impl FnOnce() -> R) -> R {
    with_lang(chosen(), f)
}

/// A `ValueError` whose message is written in the language chosen.
pub fn value_error(message: impl FnOnce() -> String) -> PyErr {
    PyValueError::new_err(in_chosen(message))
}

/// A `TypeError` whose message is written in the language chosen.
pub fn type_error(message: impl FnOnce() -> String) -> PyErr {
    PyTypeError::new_err(in_chosen(message))
}

/// Chooses the language of explanations and error messages: "en" or "zh"
/// (a locale such as "zh_CN.UTF-8" is read as its language). The fields of
/// an analysis stay as `grundy … --json` prints them.
///
/// >>> import grundy
/// >>> grundy.set_language("zh")
/// >>> grundy.nim([1, 2], explain=True).explanation.splitlines()[0]
/// '把每一堆写成二进制，每个 2 的幂占一列：'
/// >>> grundy.set_language("en")
#[pyfunction]
pub fn set_language(lang: &str) -> PyResult<()> {
    match Lang::parse(lang) {
        Some(l) => {
            set(l);
            Ok(())
        }
        None => Err(value_error(|| {
            grundy_i18n::tr!("py-language-unknown", lang = lang)
        })),
    }
}

/// The language of explanations and error messages: "en" or "zh".
#[pyfunction]
pub fn language() -> &'static str {
    chosen().code()
}

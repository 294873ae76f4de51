//! Misère quotients for Python: the same fields as `grundy quotient
//! --json`.

use crate::lang::{in_chosen, value_error};
use crate::numbers::{size, to_python};
use grundy_engine::heap::HeapGame;
use grundy_engine::quotient::{Limits, Quotient, MOST_HEAPS};
use grundy_i18n::tr;
use pyo3::prelude::*;
use std::time::{Duration, Instant};

/// The misère quotient of a take-and-break code (or a name of one), built
/// to `heaps` unless proved periodic sooner, within `timeout` seconds if
/// given; the interpreter's other threads go on meanwhile.
#[pyfunction]
#[pyo3(signature = (code, *, heaps = None, timeout = None))]
pub fn quotient<'py>(
    py: Python<'py>,
    code: &str,
    heaps: Option<&Bound<'py, PyAny>>,
    timeout: Option<u64>,
) -> PyResult<Bound<'py, PyAny>> {
    let game = in_chosen(|| HeapGame::parse(code)).map_err(|e| value_error(|| e.to_string()))?;
    let HeapGame::TakeAndBreak(parsed) = game else {
        return Err(value_error(|| {
            tr!(
                "value-not-take-and-break",
                text = code,
                game = game.to_string()
            )
        }));
    };
    let heaps = match heaps {
        Some(h) => {
            let (n, given) = size(h, &|| "heaps".to_string())?;
            if n == 0 || n > MOST_HEAPS {
                return Err(value_error(|| {
                    tr!(
                        "value-whole-up-to",
                        flag = "heaps",
                        limit = MOST_HEAPS,
                        text = given
                    )
                }));
            }
            n
        }
        None => Limits::default().heaps,
    };
    let limits = Limits {
        heaps,
        deadline: timeout.map(|s| Instant::now() + Duration::from_secs(s)),
        ..Limits::default()
    };
    let q = py.detach(|| Quotient::build(&parsed, &limits, |_| {}));
    to_python(py, &grundy_json::quotient(&q))
}

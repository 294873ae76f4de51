//! Python bindings of the grundy engine: the module `grundy._grundy`, which
//! the package `grundy` (in `python/grundy/`) wraps in small classes.
//!
//! Every analysis returns the fields `grundy … --json` prints for the same
//! position; numbers are Python ints of any size.

mod analyses;
mod boards;
mod custom;
mod families;
mod lang;
mod nimbers;
mod numbers;
mod pattern;
mod quotient;
mod survey;
mod teams;

use pyo3::prelude::*;

#[pymodule]
fn _grundy(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("SURVEY_FIELDS", grundy_json::SURVEY_FIELDS.to_vec())?;
    lang::init();
    m.add_function(wrap_pyfunction!(lang::set_language, m)?)?;
    m.add_function(wrap_pyfunction!(lang::language, m)?)?;
    m.add_function(wrap_pyfunction!(families::families, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::nim, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::misere_nim, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::moore, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::bounded, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::staircase, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::chips, m)?)?;
    m.add_function(wrap_pyfunction!(teams::teams, m)?)?;
    m.add_function(wrap_pyfunction!(quotient::quotient, m)?)?;
    m.add_function(wrap_pyfunction!(survey::survey_plan, m)?)?;
    m.add_function(wrap_pyfunction!(survey::survey_task, m)?)?;
    m.add_function(wrap_pyfunction!(survey::survey_row_lacks_quotient, m)?)?;
    m.add_function(wrap_pyfunction!(survey::survey_csv, m)?)?;
    m.add_function(wrap_pyfunction!(survey::survey_markdown, m)?)?;
    m.add_function(wrap_pyfunction!(survey::survey_plot, m)?)?;
    m.add_function(wrap_pyfunction!(survey::survey_message, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::wythoff, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::wythoff_table, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::wythoff_p_positions, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::two_pile, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::research, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::fib, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::northcott, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::new_stone, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::seq, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::sum, m)?)?;
    m.add_function(wrap_pyfunction!(analyses::oj, m)?)?;
    m.add_function(wrap_pyfunction!(boards::hackenbush, m)?)?;
    m.add_function(wrap_pyfunction!(boards::coins, m)?)?;
    m.add_function(wrap_pyfunction!(boards::graph, m)?)?;
    m.add_function(wrap_pyfunction!(pattern::pattern, m)?)?;
    for f in [
        wrap_pyfunction!(nimbers::nim_add, m)?,
        wrap_pyfunction!(nimbers::nim_mul, m)?,
        wrap_pyfunction!(nimbers::nim_inv, m)?,
        wrap_pyfunction!(nimbers::nim_sqrt, m)?,
        wrap_pyfunction!(nimbers::nim_pow, m)?,
        wrap_pyfunction!(nimbers::nim_solve, m)?,
        wrap_pyfunction!(nimbers::nim_log, m)?,
    ] {
        m.add_function(f)?;
    }
    m.add_class::<custom::Solver>()?;
    m.add(
        "SearchLimitExceeded",
        m.py().get_type::<custom::SearchLimitExceeded>(),
    )?;
    Ok(())
}

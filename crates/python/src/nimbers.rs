//! Nimber arithmetic (`grundy nimber`): the Grundy values with the nim-sum
//! and the nim-product form a field; exact at any size.

use crate::lang::{in_chosen, value_error};
use crate::numbers::{int, natural};
use grundy_engine::nimber;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use pyo3::exceptions::PyZeroDivisionError;
use pyo3::prelude::*;

fn operands(xs: &[Bound<'_, PyAny>]) -> PyResult<Vec<BigNat>> {
    xs.iter()
        .enumerate()
        .map(|(i, x)| natural(x, &|| tr!("py-operand", n = i + 1)))
        .collect()
}

/// The nim-sum (xor) of the nimbers.
#[pyfunction]
#[pyo3(signature = (*xs))]
pub fn nim_add<'py>(py: Python<'py>, xs: Vec<Bound<'py, PyAny>>) -> PyResult<Bound<'py, PyAny>> {
    int(py, &operands(&xs)?.iter().fold(BigNat::ZERO, |s, y| s ^ y))
}

/// The nim-product of the nimbers (1 for none).
#[pyfunction]
#[pyo3(signature = (*xs))]
pub fn nim_mul<'py>(py: Python<'py>, xs: Vec<Bound<'py, PyAny>>) -> PyResult<Bound<'py, PyAny>> {
    let product = operands(&xs)?
        .iter()
        .fold(BigNat::ONE, |p, y| nimber::mul(&p, y));
    int(py, &product)
}

/// The nim-inverse of `a`: the nimber whose nim-product with it is 1.
#[pyfunction]
pub fn nim_inv<'py>(py: Python<'py>, a: Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let a = natural(&a, &|| tr!("py-nimber"))?;
    let inverse = nimber::inv(&a)
        .ok_or_else(|| PyZeroDivisionError::new_err(in_chosen(|| tr!("py-no-inverse"))))?;
    int(py, &inverse)
}

/// The nim-square root of `a` (every nimber has exactly one).
#[pyfunction]
pub fn nim_sqrt<'py>(py: Python<'py>, a: Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    int(py, &nimber::sqrt(&natural(&a, &|| tr!("py-nimber"))?))
}

/// `a` to the power `e` under the nim-product.
#[pyfunction]
pub fn nim_pow<'py>(
    py: Python<'py>,
    a: Bound<'py, PyAny>,
    e: Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let power = nimber::pow(
        &natural(&a, &|| tr!("py-base"))?,
        &natural(&e, &|| tr!("py-exponent"))?,
    );
    int(py, &power)
}

/// The two roots of x ⊗ x ⊕ b ⊗ x ⊕ c = 0 (equal when b = 0: the square
/// root of c), as `grundy nimber solve B C` gives them.
#[pyfunction]
pub fn nim_solve<'py>(
    py: Python<'py>,
    b: Bound<'py, PyAny>,
    c: Bound<'py, PyAny>,
) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
    let (r, s) = nimber::solve_quadratic(
        &natural(&b, &|| "b".to_string())?,
        &natural(&c, &|| "c".to_string())?,
    );
    Ok((int(py, &r)?, int(py, &s)?))
}

/// The least x with g^x = a under the nim-product, in the field of the
/// 2^64 nimbers below 2^64; None when there is none.
#[pyfunction]
pub fn nim_log(g: Bound<'_, PyAny>, a: Bound<'_, PyAny>) -> PyResult<Option<u64>> {
    // Read as every other argument is (PyO3's u64 refused a str in English
    // and a number past 2^64 with a bare OverflowError).
    let below_2_64 = |x: &Bound<'_, PyAny>, what: &dyn Fn() -> String| -> PyResult<u64> {
        let n = natural(x, what)?;
        n.to_u64().ok_or_else(|| {
            value_error(|| {
                tr!(
                    "py-log-too-large",
                    what = crate::numbers::named(what()),
                    n = n
                )
            })
        })
    };
    let g = below_2_64(&g, &|| tr!("py-base"))?;
    let a = below_2_64(&a, &|| tr!("py-log-number"))?;
    if g == 0 || a == 0 {
        return Err(value_error(|| tr!("py-log-zero")));
    }
    Ok(nimber::log64(g, a))
}

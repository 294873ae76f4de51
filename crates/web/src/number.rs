//! Numbers in the API's answers: JSON integers of any size.

use grundy_engine::num::{BigNat, Natural};
use serde_json::{json, Value};

/// A number as a JSON integer of any size, all its digits, as `grundy
/// --json` writes it: one type for every number of every route, whatever
/// its size (it had been a decimal string past 2^53, so that a client had to
/// expect both; docs/api.md says how JavaScript reads it exactly).
pub(crate) fn number(n: &BigNat) -> Value {
    match n.to_u64() {
        Some(v) => json!(v),
        // serde_json's arbitrary_precision keeps the digits a u64 cannot.
        None => Value::Number(
            n.to_string()
                .parse()
                .expect("decimal digits are a JSON number"),
        ),
    }
}

//! The document of a misère quotient (`grundy quotient --json`,
//! `grundy.quotient()`).

use grundy_engine::quotient::{generator_name, Quotient};
use serde_json::{json, Map, Value};

/// Every field of a misère quotient: the game, whether it is complete and
/// why it stopped, the heaps placed, |Q| and |P|, the generators (name and
/// heap), the relations, P and Φ of every heap as words, the period, the
/// tame name, the last rogue heap and where the presentation changed.
///
/// ```
/// use grundy_engine::quotient::{Limits, Quotient};
/// let q = Quotient::build(&"0.75".parse().unwrap(), &Limits::default(), |_| {});
/// let v = grundy_json::quotient(&q);
/// assert_eq!(v["size"], 8);
/// assert_eq!(v["p"], serde_json::json!(["a", "b2"]));
/// assert_eq!(v["period"]["period"], 2);
/// ```
pub fn quotient(q: &Quotient) -> Value {
    let words = |xs: &[u32]| -> Vec<String> { xs.iter().map(|&x| q.word(x)).collect() };
    let p = q.monoid.p_elements();
    let presentation = q.presentation();
    let mut fields = heading(q);
    let rest = json!({
        "generators": q.generators.iter().enumerate()
            .map(|(j, &h)| json!({ "name": generator_name(j), "heap": h }))
            .collect::<Vec<_>>(),
        "relations": presentation.relations.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        "p": words(&p),
        "phi": words(&q.phi),
        "period": q.period.map(|p| json!({
            "preperiod": p.preperiod,
            "period": p.period,
            "proven_at": p.proven_at,
        })),
        "tame": q.tame().map(|k| format!("T{k}")),
        "last_rogue": q.last_rogue(),
        "changes": q.changes.iter()
            .map(|c| json!({ "heap": c.heap, "size": c.elements, "p_size": c.p_elements }))
            .collect::<Vec<_>>(),
    });
    fields.extend(rest.as_object().expect("an object").clone());
    Value::Object(fields)
}

/// One code's row of a sweep (`grundy quotient --sweep`): what the summary
/// table shows, one JSON object a line in the file a sweep resumes from.
///
/// ```
/// use grundy_engine::quotient::{Limits, Quotient};
/// let q = Quotient::build(&"0.75".parse().unwrap(), &Limits::default(), |_| {});
/// let row = grundy_json::sweep_row(&q);
/// assert_eq!(row["game"], "0.75");
/// assert_eq!((row["size"].as_u64(), row["period"].as_u64()), (Some(8), Some(2)));
/// ```
pub fn sweep_row(q: &Quotient) -> Value {
    let mut fields = heading(q);
    let rest = json!({
        "period": q.period.map(|p| p.period),
        "preperiod": q.period.map(|p| p.preperiod),
        "tame": q.tame().map(|k| format!("T{k}")),
        "last_rogue": q.last_rogue(),
    });
    fields.extend(rest.as_object().expect("an object").clone());
    Value::Object(fields)
}

/// The fields both documents open with: the game, whether the quotient is
/// complete and why it stopped, the heaps placed, |Q| and |P|.
fn heading(q: &Quotient) -> Map<String, Value> {
    let fields = json!({
        "game": q.code.to_string(),
        "complete": q.is_complete(),
        "stopped": q.stop.to_string(),
        "heaps": q.heaps(),
        "size": q.monoid.len(),
        "p_size": q.monoid.p_elements().len(),
    });
    fields.as_object().expect("an object").clone()
}

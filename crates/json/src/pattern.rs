//! `grundy pattern --json`: the patterns found in a table, with their
//! evidence, as one JSON object.

use grundy_engine::pattern::{Beatty, Finding, GridReport, Report, SequenceReport, Source};
use grundy_i18n::say;
use serde_json::{json, Value};

fn json_findings(findings: &[Finding]) -> Value {
    findings
        .iter()
        .map(|f| {
            json!({
                "kind": f.kind.name(),
                "holds": f.holds,
                "statement": say(&f.statement),
                "evidence": f.evidence.iter().map(say).collect::<Vec<_>>(),
                "counterexample": f.counterexample.as_ref().map(say),
            })
        })
        .collect()
}

fn json_beatty(b: &Option<Beatty>) -> Value {
    match b {
        None => Value::Null,
        Some(Beatty::Holds {
            from,
            lo,
            hi,
            simplest,
        }) => json!({
            "holds": true, "from": from, "lo": lo.to_string(), "hi": hi.to_string(),
            "simplest": simplest.to_string(),
        }),
        Some(Beatty::Fails { from, k, z, before }) => json!({
            "holds": false, "from": from, "k": k, "z": z,
            "before": before.map(|(lo, hi)| json!({"lo": lo.to_string(), "hi": hi.to_string()})),
        }),
    }
}

fn json_sequence(r: &SequenceReport, source: Source) -> Value {
    let p = r.period.as_ref();
    json!({
        "kind": "sequence",
        "read_as": say(&source.describe()),
        "first": r.first,
        "len": r.len,
        "period": p.map(|p| p.period),
        "preperiod": p.map(|p| p.preperiod),
        "from": p.map(|p| r.first + p.preperiod as u64),
        "saltus": p.map(|p| p.saltus),
        "zeros": r.zeros,
        "beatty": json_beatty(&r.beatty),
    })
}

fn json_grid(r: &GridReport, source: Source) -> Value {
    json!({
        "kind": "table",
        "read_as": say(&source.describe()),
        "rows": r.rows,
        "columns": r.columns,
        "p_positions": r.p_cells,
        "symmetric": r.symmetric,
        "pairs": r.pairs.iter().map(|&(a, b)| [a, b]).collect::<Vec<_>>(),
        "cut": r.cut,
        "left_out": r.beyond,
        "one_pair_per_number": r.one_each,
        "differences": r.differences,
        "linear": r.linear.map(|(c, d)| json!({"c": integer(c), "d": integer(d)})),
        "mex": r.mex,
        "beatty": json_beatty(&r.beatty),
    })
}

/// An integer as an exact JSON number.
fn integer(x: i128) -> Value {
    serde_json::from_str(&x.to_string()).expect("an integer is JSON")
}

/// `grundy pattern --json`: the report as one JSON object (docs/json.md).
///
/// ```
/// use grundy_engine::pattern::{analyze, read};
/// let table = read("0 1 2 0 1 2 0 1 2 0 1 2").unwrap();
/// let v = grundy_json::pattern(&analyze(&table));
/// assert_eq!((v["kind"].as_str(), v["period"].as_u64()), (Some("sequence"), Some(3)));
/// ```
pub fn pattern(report: &Report) -> Value {
    let mut v = match report {
        Report::Sequence(r, s) => json_sequence(r, *s),
        Report::Grid(r, s) => json_grid(r, *s),
    };
    v["findings"] = json_findings(report.findings());
    v["found"] = json!(report.found());
    v
}

//! A survey's rows as JSON: one object a game, the line a resumed survey
//! reads back.

use grundy_engine::heap::HeapGame;
use grundy_engine::sparse::Classes;
use grundy_engine::survey::Row;
use serde_json::{json, Value};

/// The fields of a row but the misère quotient's, in the order a table of
/// them (`grundy survey --csv`, Python's `Survey.to_csv`) writes them.
///
/// ```
/// assert_eq!(grundy_json::SURVEY_FIELDS[0], "game");
/// ```
pub const SURVEY_FIELDS: [&str; 15] = [
    "game",
    "standard",
    "shift",
    "to",
    "period",
    "preperiod",
    "saltus",
    "proof",
    "last_exception",
    "largest",
    "largest_at",
    "rare",
    "classes",
    "missing",
    "ms",
];

/// One game's row: the game, its standard form and shift where it is a
/// first cousin, the bound, the proven period (period, preperiod, saltus,
/// theorem, last exception) or nulls, the largest value and where it first
/// comes, the rare heaps and classes where the rare/common engine ran, why
/// it is missing if it is (in the running language), the milliseconds its
/// computation took, and the misère quotient's |Q|, |P|, period and
/// preperiod where it was built (else null).
///
/// ```
/// use grundy_engine::heap::HeapGame;
/// use grundy_engine::survey::{plan, Budget};
/// let tasks = plan(&[HeapGame::parse("0.07").unwrap()]);
/// let row = tasks[0].compute(500, &Budget::default()).row(&tasks[0].members[0], 500);
/// let v = grundy_json::survey_row(&row, 500, 3);
/// assert_eq!((v["game"].as_str(), v["standard"].as_str(), v["shift"].as_u64()), (Some("0.07"), Some("0.137"), Some(1)));
/// assert_eq!((v["period"].as_u64(), v["last_exception"].as_u64()), (Some(34), Some(52)));
/// ```
pub fn survey_row(row: &Row, to: usize, millis: u128) -> Value {
    let (standard, shift) = match &row.standard {
        Some((s, shift)) => (Some(s.to_string()), *shift),
        None => (None, 0),
    };
    let summary = row.summary.as_ref().ok();
    let period = summary.and_then(|s| s.period);
    json!({
        "game": row.game.to_string(),
        "standard": standard,
        "shift": shift,
        "to": to,
        "period": period.map(|p| p.period),
        "preperiod": period.map(|p| p.preperiod),
        "saltus": period.map(|p| p.saltus),
        "proof": period.map(|p| p.theorem.name()),
        "last_exception": period.and_then(|p| p.last_exception()),
        "largest": summary.map(|s| s.largest),
        "largest_at": summary.map(|s| s.largest_at),
        "rare": summary.and_then(|s| s.rare),
        "classes": summary.and_then(|s| s.classes).map(classes),
        "missing": row.summary.as_ref().err().map(grundy_i18n::say),
        "ms": millis,
        "misere": row.misere.as_ref().map(|m| json!({
            "size": m.size,
            "p_size": m.p_size,
            "period": m.period.map(|p| p.0),
            "preperiod": m.period.map(|p| p.1),
            "complete": m.period.is_some(),
            "heaps": m.heaps,
            "tame": m.tame.map(|k| format!("T{k}")),
        })),
    })
}

/// How the rare/common engine chose its classes: `greedy`, `mask 0x…`.
fn classes(c: Classes) -> String {
    match c {
        Classes::Direct => "direct".to_string(),
        Classes::Greedy => "greedy".to_string(),
        Classes::Mask(m) => format!("mask {m:#x}"),
    }
}

/// Whether a row a survey with misère quotients resumes from is to be
/// computed again: a take-and-break game's row written without its quotient
/// (`row["misere"]` null), whose new row then follows it in the file. The
/// command line's `--resume` and Python's `resume=` both ask here.
///
/// ```
/// assert!(grundy_json::survey_row_lacks_quotient("0.77", false));
/// assert!(!grundy_json::survey_row_lacks_quotient("0.77", true));
/// assert!(!grundy_json::survey_row_lacks_quotient("sub:1,2", false));
/// ```
pub fn survey_row_lacks_quotient(game: &str, has_quotient: bool) -> bool {
    !has_quotient && matches!(HeapGame::parse(game), Ok(HeapGame::TakeAndBreak(_)))
}

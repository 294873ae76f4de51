//! A survey's rows as tables people read: CSV and Markdown, the same from
//! the command line (`grundy survey --csv`, the default table) and from
//! Python (`Survey.to_csv`, `Survey.to_markdown`).

use crate::SURVEY_FIELDS;
use grundy_i18n::tr;
use serde_json::Value;

/// A cell of a table: `-` for null, a string as it is, a number as written.
///
/// ```
/// use serde_json::json;
/// assert_eq!(grundy_json::cell(&json!(null)), "-");
/// assert_eq!(grundy_json::cell(&json!("0.137")), "0.137");
/// assert_eq!(grundy_json::cell(&json!(12)), "12");
/// ```
pub fn cell(v: &Value) -> String {
    match v {
        Value::Null => "-".to_string(),
        Value::String(s) => s.clone(),
        v => v.to_string(),
    }
}

/// The CSV table: a header of the JSON fields (with `misere`, the misère
/// quotient's too), then a line a game, an empty cell for null.
///
/// ```
/// let row = serde_json::json!({"game": "0.1", "period": 1, "proof": "a, b"});
/// let csv = grundy_json::survey_csv(&[row], false);
/// assert!(csv.starts_with("game,standard,shift,to,period,"));
/// assert_eq!(csv.lines().nth(1), Some("0.1,,,,1,,,\"a, b\",,,,,,,"));
/// ```
pub fn survey_csv(rows: &[Value], misere: bool) -> String {
    const MISERE: [&str; 6] = ["size", "p_size", "period", "preperiod", "heaps", "tame"];
    let mut header: Vec<String> = SURVEY_FIELDS.iter().map(|f| f.to_string()).collect();
    if misere {
        header.extend(MISERE.iter().map(|f| format!("misere_{f}")));
    }
    let mut out = header.join(",") + "\n";
    for row in rows {
        let mut values: Vec<&Value> = SURVEY_FIELDS.iter().map(|f| &row[*f]).collect();
        if misere {
            values.extend(MISERE.iter().map(|f| &row["misere"][*f]));
        }
        let cells: Vec<String> = values
            .into_iter()
            .map(|v| match v {
                Value::Null => String::new(),
                Value::String(s) if s.contains([',', '"', '\n']) => {
                    format!("\"{}\"", s.replace('"', "\"\""))
                }
                v => cell(v),
            })
            .collect();
        out += &cells.join(",");
        out += "\n";
    }
    out
}

/// The Markdown table, headed and summed up in the output's language
/// ([`grundy_i18n::with_lang`]), of a survey of `pattern` to `to` whose
/// run computed `computed` games (the rest read back from its file). The
/// times are left to CSV and JSON, so that the table of a family is the
/// same from run to run.
///
/// ```
/// let row = serde_json::json!({"game": "0.1", "period": 1, "preperiod": 0});
/// let table = grundy_json::survey_markdown("0.1", 100, 1, &[row], false);
/// assert!(table.starts_with("Survey of 0.1 to 100: 1 games\n"));
/// assert!(table.contains("| 0.1 | - | 1 | 0 |"));
/// ```
pub fn survey_markdown(
    pattern: &str,
    to: usize,
    computed: usize,
    rows: &[Value],
    misere: bool,
) -> String {
    let mut out = tr!(
        "survey-heading",
        pattern = pattern,
        to = to,
        games = rows.len()
    ) + "\n\n";
    let mut columns: Vec<String> = tr!("survey-columns")
        .split(',')
        .map(str::to_string)
        .collect();
    if misere {
        columns.extend(tr!("survey-misere-columns").split(',').map(str::to_string));
    }
    out += &format!("| {} |\n", columns.join(" | "));
    out += &format!("|{}\n", "---|".repeat(columns.len()));
    for row in rows {
        let period = if let Some(why) = row["missing"].as_str() {
            tr!("survey-missing", why = why)
        } else if row["period"].is_null() {
            tr!("survey-none", to = to)
        } else if row["saltus"].as_u64().unwrap_or(0) > 0 {
            format!("{} (+{})", row["period"], row["saltus"])
        } else {
            cell(&row["period"])
        };
        let standard = match row["standard"].as_str() {
            Some(s) => tr!("survey-shifted", standard = s, shift = cell(&row["shift"])),
            None => "-".to_string(),
        };
        let mut cells = vec![
            cell(&row["game"]),
            standard,
            period,
            cell(&row["preperiod"]),
            cell(&row["proof"]),
            cell(&row["last_exception"]),
            cell(&row["largest"]),
            cell(&row["largest_at"]),
            cell(&row["rare"]),
        ];
        if misere {
            let q = &row["misere"];
            let period = match (q.is_null(), q["complete"].as_bool()) {
                (true, _) => "-".to_string(),
                (false, Some(true)) => cell(&q["period"]),
                (false, _) => tr!("survey-misere-partial", heaps = cell(&q["heaps"])),
            };
            cells.extend([
                cell(&q["size"]),
                cell(&q["p_size"]),
                period,
                cell(&q["preperiod"]),
            ]);
        }
        out += &format!("| {} |\n", cells.join(" | "));
    }
    let proven = rows.iter().filter(|r| r["period"].is_u64()).count();
    let missing = rows.iter().filter(|r| !r["missing"].is_null()).count();
    out += "\n";
    out += &tr!(
        "survey-summary",
        games = rows.len(),
        computed = computed,
        proven = proven,
        missing = missing
    );
    out += "\n";
    out
}

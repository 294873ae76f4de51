//! `grundy sum --every`, `--selective` and `--misere` with `--json`: the
//! conjunctive, selective and misère sums.

use crate::number;
use grundy_engine::compound::{
    CompoundMove, Conjunctive, Continued, Convention, Misere, MisereMethod, Selective, WinningMoves,
};
use grundy_engine::Outcome;
use serde_json::{json, Map, Value};

fn convention(c: Convention) -> &'static str {
    match c {
        Convention::Normal => "normal",
        Convention::Misere => "misere",
    }
}

fn compound_move(m: &CompoundMove) -> Value {
    m.parts
        .iter()
        .map(|p| {
            let mut v = json!({
                "component": p.component + 1,
                "move": grundy_i18n::say(&p.description),
                "after": p.after,
                "remoteness": p.remoteness,
            });
            // A move that stands for a group of like moves (a huge heap's
            // cuts in one residue class) says which, as `grundy sum` does.
            if let Some(f) = &p.family {
                v["family"] = json!({
                    "count": crate::number(&f.count),
                    "every": grundy_i18n::say(&f.every),
                });
            }
            v
        })
        .collect()
}

fn head(
    sum: &str,
    c: Convention,
    first_player_wins: bool,
    components: Vec<Value>,
) -> Map<String, Value> {
    let mut v = Map::new();
    v.insert("game".into(), json!("sum"));
    v.insert("sum".into(), json!(sum));
    v.insert("convention".into(), json!(convention(c)));
    v.insert("components".into(), Value::Array(components));
    v.insert(
        "verdict".into(),
        json!(Outcome::from_first_player_wins(first_player_wins).to_string()),
    );
    v.insert("first_player_wins".into(), json!(first_player_wins));
    v
}

fn moves(v: &mut Map<String, Value>, w: &WinningMoves) {
    v.insert("winning_moves".into(), number(&w.count));
    v.insert("moves".into(), w.listed.iter().map(compound_move).collect());
    v.insert("moves_complete".into(), json!(w.complete));
}

/// The conjunctive sum of the components written `texts`.
///
/// ```
/// use grundy_engine::compound::{conjunctive, Budget, Convention};
/// let parts = vec![grundy_engine::kinds::parse_component("nim=2").unwrap()];
/// let sum = conjunctive(&parts, Convention::Normal, Budget::DEFAULT).unwrap();
/// let doc = grundy_json::conjunctive(&["nim=2".into()], &sum);
/// assert_eq!(doc["remoteness"], 1);
/// assert_eq!(doc["moves"][0][0]["after"], "nim=0");
/// ```
pub fn conjunctive(texts: &[String], sum: &Conjunctive) -> Value {
    let components = texts
        .iter()
        .zip(&sum.remoteness_of)
        .map(|(t, r)| json!({ "component": t, "remoteness": r }))
        .collect();
    let mut v = head(
        "conjunctive",
        sum.convention,
        sum.first_player_wins,
        components,
    );
    v.insert("remoteness".into(), json!(sum.remoteness));
    v.insert(
        "decisive".into(),
        sum.decisive.iter().map(|i| json!(i + 1)).collect(),
    );
    moves(&mut v, &sum.winning);
    Value::Object(v)
}

/// The continued conjunctive sum (Every-SG) of the components written
/// `texts`: each component's suspense number (normal play) or misère
/// remoteness, the sum's suspense number under normal play, the positions
/// searched under misère play.
///
/// ```
/// use grundy_engine::compound::{continued, Budget, Convention};
/// let parts = vec![grundy_engine::kinds::parse_component("nim=2").unwrap()];
/// let sum = continued(&parts, Convention::Normal, Budget::DEFAULT).unwrap();
/// let doc = grundy_json::continued(&["nim=2".into()], &sum);
/// assert_eq!(doc["sum"], "continued");
/// assert_eq!(doc["suspense"], 1);
/// ```
pub fn continued(texts: &[String], sum: &Continued) -> Value {
    let field = match sum.convention {
        Convention::Normal => "suspense",
        Convention::Misere => "remoteness",
    };
    let components = texts
        .iter()
        .zip(&sum.remoteness_of)
        .map(|(t, r)| json!({ "component": t, field: r }))
        .collect();
    let mut v = head(
        "continued",
        sum.convention,
        sum.first_player_wins,
        components,
    );
    if let Some(most) = sum.remoteness {
        v.insert("suspense".into(), json!(most));
        v.insert(
            "decisive".into(),
            sum.decisive.iter().map(|i| json!(i + 1)).collect(),
        );
    }
    if let Some(positions) = sum.searched {
        v.insert("searched".into(), json!(positions));
    }
    moves(&mut v, &sum.winning);
    Value::Object(v)
}

/// The selective sum of the components written `texts`.
///
/// ```
/// use grundy_engine::compound::{selective, Budget, Convention};
/// let parts = vec![grundy_engine::kinds::parse_component("nim=2").unwrap()];
/// let sum = selective(&parts, Convention::Normal, Budget::DEFAULT).unwrap();
/// let doc = grundy_json::selective(&["nim=2".into()], &sum);
/// assert_eq!(doc["components"][0]["won"], true);
/// ```
pub fn selective(texts: &[String], sum: &Selective) -> Value {
    let components = texts
        .iter()
        .zip(&sum.won)
        .map(|(t, w)| json!({ "component": t, "won": w }))
        .collect();
    let mut v = head(
        "selective",
        sum.convention,
        sum.first_player_wins,
        components,
    );
    v.insert(
        "method".into(),
        json!(if sum.searched.is_some() {
            "search"
        } else {
            "outcomes"
        }),
    );
    if let Some(n) = sum.searched {
        v.insert("positions_searched".into(), json!(n));
    }
    moves(&mut v, &sum.winning);
    Value::Object(v)
}

/// The misère (disjunctive) sum of the components written `texts`.
///
/// ```
/// use grundy_engine::compound::{misere, Budget};
/// let parts = vec![grundy_engine::kinds::parse_component("nim=2").unwrap()];
/// let sum = misere(&parts, Budget::DEFAULT).unwrap();
/// let doc = grundy_json::misere(&["nim=2".into()], &sum);
/// assert_eq!(doc["method"], "anti-sg");
/// ```
pub fn misere(texts: &[String], sum: &Misere) -> Value {
    let components = texts
        .iter()
        .zip(&sum.values)
        .map(|(t, g)| json!({ "component": t, "grundy": crate::number(g) }))
        .collect();
    let mut v = head(
        "disjunctive",
        Convention::Misere,
        sum.first_player_wins,
        components,
    );
    match &sum.method {
        MisereMethod::AntiSg => {
            v.insert("method".into(), json!("anti-sg"));
        }
        MisereMethod::Parts { parts } => {
            v.insert("method".into(), json!("sj-parts"));
            let parts: Vec<Value> = parts.iter().map(|p| crate::numbers(p)).collect();
            v.insert("parts".into(), json!(parts));
        }
        MisereMethod::Genus {
            component,
            position,
            genera,
        } => {
            v.insert("method".into(), json!("genus"));
            v.insert("genera".into(), json!(genera));
            v.insert(
                "anti_sg_fails_at".into(),
                json!({ "component": component + 1, "position": position }),
            );
        }
        MisereMethod::Search {
            component,
            position,
            wild_component,
            wild,
            positions,
        } => {
            v.insert("method".into(), json!("search"));
            v.insert(
                "anti_sg_fails_at".into(),
                json!({ "component": component + 1, "position": position }),
            );
            v.insert(
                "wild_at".into(),
                json!({
                    "component": wild_component + 1,
                    "position": wild.position,
                    "genus": wild.genus,
                }),
            );
            v.insert("positions_searched".into(), json!(positions));
        }
        MisereMethod::Quotient(q) => {
            v.insert("method".into(), json!("quotient"));
            v.insert(
                "quotient".into(),
                json!({
                    "game": q.code,
                    "size": q.elements,
                    "p": q.p_portion,
                    "relations": q.relations,
                    "period": q.period.map(|(p, _)| p),
                    "preperiod": q.period.map(|(_, n0)| n0),
                    "heaps": q.heaps,
                    "complete": q.period.is_some(),
                    "components": q.elements_of,
                    "product": q.product,
                }),
            );
        }
    }
    moves(&mut v, &sum.winning);
    Value::Object(v)
}

//! One analysis of a position, rendered as text or as JSON.
//!
//! The JSON schema is documented in docs/json.md; numbers are exact JSON
//! integers of any length.

use grundy_engine::num::Natural;
use grundy_engine::Outcome;
use serde_json::{json, Map, Value};
use std::fmt::Write as _;

/// An exact JSON integer.
pub fn number<N: Natural>(n: &N) -> Value {
    match n.to_u64() {
        Some(v) => Value::from(v),
        // With serde_json's arbitrary precision, a parsed integer literal
        // keeps every digit.
        None => serde_json::from_str(&n.to_string()).expect("a natural number is a JSON number"),
    }
}

/// A list of exact JSON integers.
pub fn numbers<N: Natural>(ns: &[N]) -> Value {
    Value::Array(ns.iter().map(number).collect())
}

/// Numbers separated by single spaces.
pub fn spaced<N: Natural>(ns: &[N]) -> String {
    let mut s = String::new();
    for (i, n) in ns.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        let _ = write!(s, "{n}");
    }
    s
}

/// One winning move.
pub struct MoveReport {
    /// "take 1 from pile 1 (3 -> 2)".
    pub text: String,
    /// The move's own JSON fields (pile, from, to, amount, …).
    pub fields: Map<String, Value>,
    /// The position after the move.
    pub after: Value,
    pub after_text: String,
}

impl MoveReport {
    pub fn new<N: Natural>(text: String, fields: Value, after: &[N]) -> Self {
        let Value::Object(fields) = fields else {
            unreachable!("move fields are an object")
        };
        MoveReport {
            text,
            fields,
            after: numbers(after),
            after_text: spaced(after),
        }
    }

    fn json(&self) -> Value {
        let mut m = self.fields.clone();
        m.insert("position".into(), self.after.clone());
        Value::Object(m)
    }
}

/// An analysis of one position.
pub struct Report {
    /// The game's name in JSON ("nim", "misere-nim", …).
    pub game: &'static str,
    /// The heading of the text output ("Nim 3 5 7").
    pub heading: String,
    /// Parameters such as `k`, shown in the JSON.
    pub parameters: Map<String, Value>,
    pub position: Value,
    pub grundy: Option<(Value, String)>,
    pub outcome: Outcome,
    pub canonical: Option<MoveReport>,
    /// Every winning move, or why they were not enumerated.
    pub all: Result<Vec<MoveReport>, String>,
    pub explanation: String,
}

/// What to print.
#[derive(Clone, Copy, Default)]
pub struct Show {
    pub all: bool,
    pub explain: bool,
    pub json: bool,
}

impl Report {
    /// Whether the output is incomplete: every move was asked for (or JSON,
    /// which always lists them) but they could not be enumerated.
    pub fn incomplete(&self, show: Show) -> Option<&str> {
        match (&self.all, show.all || show.json) {
            (Err(why), true) => Some(why),
            _ => None,
        }
    }

    pub fn render(&self, show: Show) -> String {
        if show.json {
            return self.json(show);
        }
        let mut out = String::new();
        let _ = writeln!(out, "{}", self.heading);
        if let Some((_, g)) = &self.grundy {
            let _ = writeln!(out, "Grundy value: {g}");
        }
        let _ = writeln!(out, "{}", self.outcome);
        match &self.canonical {
            None if self.outcome.first_player_wins() => {
                let _ = writeln!(
                    out,
                    "no move to make: under misère play the player who cannot move wins"
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "no winning move: every move leaves the opponent a winning position"
                );
            }
            Some(m) if !show.all => {
                let _ = writeln!(out, "winning move: {}, leaving {}", m.text, m.after_text);
            }
            Some(m) => match &self.all {
                Ok(all) => {
                    let _ = writeln!(out, "winning moves ({}):", all.len());
                    for m in all {
                        let _ = writeln!(out, "  {}, leaving {}", m.text, m.after_text);
                    }
                }
                Err(why) => {
                    let _ = writeln!(out, "winning move: {}, leaving {}", m.text, m.after_text);
                    let _ = writeln!(out, "all winning moves: not listed: {why}");
                }
            },
        }
        if show.explain {
            out.push('\n');
            out.push_str(&self.explanation);
            if !out.ends_with('\n') {
                out.push('\n');
            }
        }
        out
    }

    fn json(&self, show: Show) -> String {
        let mut m = Map::new();
        m.insert("game".into(), json!(self.game));
        for (k, v) in &self.parameters {
            m.insert(k.clone(), v.clone());
        }
        m.insert("position".into(), self.position.clone());
        m.insert("verdict".into(), json!(self.outcome.to_string()));
        m.insert(
            "first_player_wins".into(),
            json!(self.outcome.first_player_wins()),
        );
        m.insert(
            "grundy".into(),
            self.grundy.as_ref().map_or(Value::Null, |(v, _)| v.clone()),
        );
        m.insert(
            "move".into(),
            self.canonical
                .as_ref()
                .map_or(Value::Null, MoveReport::json),
        );
        match &self.all {
            Ok(all) => {
                m.insert(
                    "moves".into(),
                    Value::Array(all.iter().map(MoveReport::json).collect()),
                );
                m.insert("moves_complete".into(), json!(true));
            }
            Err(why) => {
                m.insert(
                    "moves".into(),
                    Value::Array(self.canonical.iter().map(MoveReport::json).collect()),
                );
                m.insert("moves_complete".into(), json!(false));
                m.insert("moves_note".into(), json!(why));
            }
        }
        if show.explain {
            m.insert("explanation".into(), json!(self.explanation));
        }
        let mut s = serde_json::to_string(&Value::Object(m)).expect("JSON values serialize");
        s.push('\n');
        s
    }
}

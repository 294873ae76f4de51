//! Reading a request's body: the position (as components, or as `grundy
//! play` takes it), the misère flag and the move chosen, each field checked
//! and refused with the reason, in the language asked for.

use crate::error::ApiError;
use crate::{position, BODY_LIMIT, COMPONENT_LIMIT};
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::http::StatusCode;
use grundy_i18n::tr;
use serde_json::Value;

/// A request: the position, and for `/api/move` the move chosen.
pub(crate) struct Request {
    pub(crate) components: Vec<String>,
    /// Misère play: whoever makes the last move loses.
    pub(crate) misere: bool,
    pub(crate) choice: Option<Choice>,
}

/// The move `/api/move` is asked to play.
pub(crate) enum Choice {
    /// The index of a legal move in the listed moves.
    Index(u64),
    /// A move typed in the game's own terms (see `move_syntax`).
    Typed(String),
}

/// A body that is no JSON: where, and why. serde_json counts a line's
/// columns by the bytes consumed, so a fault at the first byte of a line
/// stands at its column 0; the message names column 1 there.
pub(crate) fn malformed(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let why = text
        .rsplit_once(" at line ")
        .map_or(text.as_str(), |(why, _)| why);
    tr!(
        "web-malformed-json",
        line = e.line(),
        column = e.column().max(1),
        why = json_reason(e, why)
    )
}

/// serde_json's reasons, as it writes them, and the catalogue's variant of
/// `web-json-reason` for each (the reasons a body read as a JSON value can
/// have).
const JSON_REASONS: &[(&str, &str)] = &[
    ("EOF while parsing a list", "eof-list"),
    ("EOF while parsing an object", "eof-object"),
    ("EOF while parsing a string", "eof-string"),
    ("EOF while parsing a value", "eof-value"),
    ("expected `:`", "expected-colon"),
    ("expected `,` or `]`", "expected-comma-or-bracket"),
    ("expected `,` or `}`", "expected-comma-or-brace"),
    ("expected ident", "expected-ident"),
    ("expected value", "expected-value"),
    ("expected `\"`", "expected-quote"),
    ("invalid escape", "invalid-escape"),
    ("invalid number", "invalid-number"),
    ("number out of range", "number-out-of-range"),
    ("invalid unicode code point", "invalid-code-point"),
    (
        "control character (\\u0000-\\u001F) found while parsing a string",
        "control-character",
    ),
    ("key must be a string", "key-not-a-string"),
    ("lone leading surrogate in hex escape", "lone-surrogate"),
    ("trailing comma", "trailing-comma"),
    ("trailing characters", "trailing-characters"),
    ("unexpected end of hex escape", "end-of-hex-escape"),
    ("recursion limit exceeded", "too-deep"),
];

/// Why a body is no JSON, in the current language: serde_json's own words
/// in English; in Chinese the catalogue's for that reason, or else for its
/// kind (the input ended, a syntax error, …).
fn json_reason(e: &serde_json::Error, why: &str) -> String {
    if grundy_i18n::current() == grundy_i18n::Lang::En {
        return why.to_string();
    }
    use serde_json::error::Category;
    let reason = JSON_REASONS
        .iter()
        .find(|(text, _)| *text == why)
        .map_or_else(
            || match e.classify() {
                Category::Eof => "eof",
                Category::Syntax => "syntax",
                Category::Data => "data",
                Category::Io => "io",
            },
            |(_, reason)| reason,
        );
    tr!("web-json-reason", reason = reason)
}

impl Request {
    pub(crate) fn read(
        body: Result<Bytes, BytesRejection>,
        wants_move: bool,
    ) -> Result<Request, ApiError> {
        let body = body.map_err(|e| match e.status() {
            StatusCode::PAYLOAD_TOO_LARGE => ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                tr!("web-body-too-large", most = BODY_LIMIT),
            ),
            status => ApiError::new(status, e.body_text()),
        })?;
        let value: Value =
            serde_json::from_slice(&body).map_err(|e| ApiError::bad(malformed(&e)))?;
        let Value::Object(fields) = value else {
            return Err(ApiError::bad(tr!("web-not-an-object")));
        };
        let allowed: &[&str] = if wants_move {
            &["components", "game", "position", "misere", "move", "typed"]
        } else {
            &["components", "game", "position", "misere"]
        };
        if let Some(unknown) = fields.keys().find(|k| !allowed.contains(&k.as_str())) {
            return Err(ApiError::bad(tr!(
                "web-unknown-field",
                field = unknown,
                expected = allowed.join(&tr!("web-field-joiner"))
            )));
        }
        let as_played = match (fields.get("game"), fields.get("position")) {
            (None, None) => None,
            (Some(Value::String(game)), Some(Value::String(position))) => Some((game, position)),
            (Some(game), Some(position)) => {
                return Err(ApiError::bad(tr!(
                    "web-game-position-strings",
                    game = game,
                    position = position
                )))
            }
            (Some(_), None) => return Err(ApiError::bad(tr!("web-missing-position"))),
            (None, Some(_)) => return Err(ApiError::bad(tr!("web-missing-game"))),
        };
        let components: Vec<String> = match (fields.get("components"), as_played) {
            (Some(_), Some(_)) => return Err(ApiError::bad(tr!("web-position-twice"))),
            (None, Some((game, position))) => {
                position::from_play(game, position).map_err(ApiError::bad)?
            }
            (components, None) => match components {
                Some(Value::String(s)) => s.split_whitespace().map(str::to_string).collect(),
                Some(Value::Array(items)) => items
                    .iter()
                    .map(|v| match v {
                        Value::String(s) => Ok(s.trim().to_string()),
                        other => Err(ApiError::bad(tr!("web-component-string", found = other))),
                    })
                    .collect::<Result<_, _>>()?,
                Some(other) => {
                    return Err(ApiError::bad(tr!("web-components-array", found = other)))
                }
                None => return Err(ApiError::bad(tr!("web-missing-components"))),
            },
        };
        if components.is_empty() {
            return Err(ApiError::bad(tr!(
                "web-give-components",
                syntax = grundy_engine::kinds::syntax()
            )));
        }
        if components.len() > COMPONENT_LIMIT {
            return Err(ApiError::too_large(tr!(
                "web-too-many-components",
                count = components.len(),
                most = COMPONENT_LIMIT
            )));
        }
        let choice = if wants_move {
            match (fields.get("move"), fields.get("typed")) {
                (Some(_), Some(_)) => return Err(ApiError::bad(tr!("web-move-twice"))),
                (Some(v), None) => {
                    Some(Choice::Index(v.as_u64().ok_or_else(|| {
                        ApiError::bad(tr!("web-move-index", found = v))
                    })?))
                }
                (None, Some(Value::String(t))) => Some(Choice::Typed(t.clone())),
                (None, Some(v)) => return Err(ApiError::bad(tr!("web-typed-string", found = v))),
                (None, None) => return Err(ApiError::bad(tr!("web-missing-move"))),
            }
        } else {
            None
        };
        let misere = match fields.get("misere") {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(other) => return Err(ApiError::bad(tr!("web-misere-bool", found = other))),
        };
        Ok(Request {
            components,
            misere,
            choice,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English catalogue's reasons are serde_json's own words, so that
    /// English is the same whichever way it is written, and every listed
    /// reason has its own Chinese.
    #[test]
    fn every_json_reason_listed_has_its_english_and_its_chinese() {
        use grundy_i18n::{text_in, Arg, Lang};
        let fallback = text_in(
            Lang::Zh,
            "web-json-reason",
            &[("reason", Arg::from("syntax"))],
        );
        for (english, reason) in JSON_REASONS {
            let arg = [("reason", Arg::from(*reason))];
            assert_eq!(
                text_in(Lang::En, "web-json-reason", &arg),
                *english,
                "{reason}"
            );
            let chinese = text_in(Lang::Zh, "web-json-reason", &arg);
            assert_ne!(chinese, fallback, "{reason}: no Chinese of its own");
        }
    }

    /// A body that is no JSON, in Chinese: where, and why in Chinese words,
    /// each reason of serde_json's, or its kind; English as serde_json says it.
    #[test]
    fn malformed_json_is_told_in_chinese() {
        use grundy_i18n::{with_lang, Lang};
        let deep = "[".repeat(200);
        let cases: &[(&str, &str, &str, &str)] = &[
            (
                "a list cut short",
                r#"{"components": ["nim=3""#,
                "malformed JSON at line 1, column 23: EOF while parsing a list",
                "JSON 格式有误，在第 1 行第 23 列：数组没有写完，内容就结束了",
            ),
            (
                "no body",
                "",
                "malformed JSON at line 1, column 1: EOF while parsing a value",
                "JSON 格式有误，在第 1 行第 1 列：应有一个值，内容却结束了",
            ),
            (
                "a missing colon",
                r#"{"components" 3}"#,
                "malformed JSON at line 1, column 15: expected `:`",
                "JSON 格式有误，在第 1 行第 15 列：应为 `:`",
            ),
            (
                "a missing brace",
                r#"{"misere": true ]"#,
                "malformed JSON at line 1, column 17: expected `,` or `}`",
                "JSON 格式有误，在第 1 行第 17 列：应为 `,` 或 `}`",
            ),
            (
                "a word that is none",
                "nope",
                "malformed JSON at line 1, column 2: expected ident",
                "JSON 格式有误，在第 1 行第 2 列：应为 true、false 或 null",
            ),
            (
                "more after the value",
                "{} x",
                "malformed JSON at line 1, column 4: trailing characters",
                "JSON 格式有误，在第 1 行第 4 列：末尾有多余的字符",
            ),
            (
                "too deep",
                &deep,
                "malformed JSON at line 1, column 128: recursion limit exceeded",
                "JSON 格式有误，在第 1 行第 128 列：数组和对象的深度超过上限",
            ),
        ];
        for (name, body, english, chinese) in cases {
            let e = serde_json::from_slice::<Value>(body.as_bytes()).unwrap_err();
            assert_eq!(with_lang(Lang::En, || malformed(&e)), *english, "{name}");
            assert_eq!(with_lang(Lang::Zh, || malformed(&e)), *chinese, "{name}");
        }
    }
}

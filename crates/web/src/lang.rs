//! The language of a request (`?lang=en` or `?lang=zh`, English without
//! it), and the page's texts in it: the page's script asks for them once
//! and fills them in itself (see `assets/app.js`).

use crate::error::ApiError;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::Json;
use grundy_i18n::client::{patterns, Part};
use grundy_i18n::Lang;
use serde_json::{json, Map, Value};
use std::sync::OnceLock;

/// The language a request asks for in its query, `?lang=…`: English when
/// it names none; a value that is no language is refused (400), named.
pub(crate) struct Language(pub(crate) Lang);

impl<S: Send + Sync> FromRequestParts<S> for Language {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        language(parts.uri.query()).map(Language)
    }
}

/// The language named by `lang=` in a query string.
pub(crate) fn language(query: Option<&str>) -> Result<Lang, ApiError> {
    let asked = query
        .into_iter()
        .flat_map(|q| q.split('&'))
        .filter_map(|pair| pair.strip_prefix("lang="))
        .next_back();
    match asked {
        None => Ok(Lang::En),
        Some(name) => Lang::parse(name).ok_or_else(|| {
            let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            ApiError::bad(grundy_i18n::tr!(
                "web-unknown-lang",
                name = name,
                codes = codes.join(", ")
            ))
        }),
    }
}

/// `GET /api/messages?lang=L`: every message of the page in `L`, each as
/// a list of parts: a text, `{"var": NAME}`, or `{"select": NAME,
/// "variants": {KEY: PARTS}, "default": KEY}`.
pub(crate) async fn messages(Language(lang): Language) -> Result<Json<Value>, ApiError> {
    match page_messages(lang) {
        Ok(answer) => Ok(Json(answer.clone())),
        Err(why) => Err(ApiError::new(
            axum::http::StatusCode::INTERNAL_SERVER_ERROR,
            why.clone(),
        )),
    }
}

/// The answer of `/api/messages` in `lang`, made once per process: the
/// catalogues are embedded, so every page load would parse them again for
/// the same answer.
fn page_messages(lang: Lang) -> &'static Result<Value, String> {
    static ANSWERS: [OnceLock<Result<Value, String>>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    ANSWERS[index].get_or_init(|| {
        let mut page = patterns(lang, "page-").map_err(|e| e.to_string())?;
        // The rules of the menu's games that have no text of the page's
        // own, from their families' messages.
        for about in crate::menu::menu().iter().map(|e| e.about.as_str()) {
            if !about.starts_with("page-") {
                let rules = patterns(lang, about).map_err(|e| e.to_string())?;
                page.extend(rules.into_iter().filter(|(id, _)| id == about));
            }
        }
        let messages: Map<String, Value> = page
            .into_iter()
            .map(|(id, parts)| (id, parts_json(&parts)))
            .collect();
        Ok(json!({ "lang": lang.code(), "messages": messages }))
    })
}

fn parts_json(parts: &[Part]) -> Value {
    Value::Array(
        parts
            .iter()
            .map(|part| match part {
                Part::Text(text) => json!(text),
                Part::Var(name) => json!({ "var": name }),
                Part::Select {
                    var,
                    variants,
                    default,
                } => {
                    let variants: Map<String, Value> = variants
                        .iter()
                        .map(|(key, parts)| (key.clone(), parts_json(parts)))
                        .collect();
                    json!({ "select": var, "variants": variants, "default": default })
                }
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_names_the_language() {
        let cases = [
            (None, Some(Lang::En)),
            (Some("lang=zh"), Some(Lang::Zh)),
            (Some("x=1&lang=en"), Some(Lang::En)),
            (Some("lang=zh_CN.UTF-8"), Some(Lang::Zh)),
            (Some("lang=fr"), None),
            (Some("lang="), None),
        ];
        for (query, expected) in cases {
            assert_eq!(language(query).ok(), expected, "{query:?}");
        }
        let Err(e) = language(Some("lang=fr")) else {
            panic!("lang=fr is no language");
        };
        assert!(e.message.contains("lang=fr"), "{}", e.message);
    }
}

//! The playground's JSON bodies (`grundy serve`): the first byte picks the
//! route (`/api/analyze`, `/api/move`, `/api/computer`), the rest is the
//! body, sent through the server's own router. Every answer is JSON with a
//! status the API documents, never 500; a refusal says why (malformed JSON
//! names a line and column inside the body); an analysis agrees with
//! itself (a won position has a winning move, a winning move leaves value
//! 0 under normal play), and a move played leaves the position it names.

use crate::assert_position;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::Value;
use std::sync::OnceLock;
use tower::ServiceExt;

const ROUTES: [&str; 3] = ["/api/analyze", "/api/move", "/api/computer"];

fn runtime() -> &'static tokio::runtime::Runtime {
    static RUNTIME: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime")
    })
}

/// Runs the target on one input: the first byte picks the route, the rest
/// is the body. Panics when an answer is not JSON, has a status the API
/// does not document, or disagrees with itself.
///
/// ```
/// // '0' is byte 48, which picks /api/analyze.
/// grundy_fuzz_checks::web(br#"0{"components": ["nim=3", "kayles=5"]}"#);
/// ```
pub fn web(data: &[u8]) {
    let Some((&first, body)) = data.split_first() else {
        return;
    };
    let route = ROUTES[usize::from(first) % ROUTES.len()];
    let (status, answer) = runtime().block_on(async {
        let request = Request::post(route)
            .header("content-type", "application/json")
            .body(Body::from(body.to_vec()))
            .expect("a request");
        let response = grundy_web::router()
            .oneshot(request)
            .await
            .expect("an answer");
        let status = response.status();
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("a body")
            .to_bytes();
        (status, bytes)
    });
    let answer: Value = serde_json::from_slice(&answer)
        .unwrap_or_else(|e| panic!("{route}: {status} with a body that is no JSON: {e}"));
    match status {
        StatusCode::OK => check_answer(route, &answer),
        StatusCode::BAD_REQUEST
        | StatusCode::PAYLOAD_TOO_LARGE
        | StatusCode::UNPROCESSABLE_ENTITY
        | StatusCode::SERVICE_UNAVAILABLE => {
            let message = answer["error"].as_str().expect("an error message");
            assert!(!message.is_empty(), "{route}: an empty refusal");
            if let Some(rest) = message.strip_prefix("malformed JSON at line ") {
                let (line, column) = line_and_column(rest)
                    .unwrap_or_else(|| panic!("{message:?} names no line and column"));
                assert_position(body, line, column, &message);
            }
        }
        other => panic!("{route}: status {other}: {answer}"),
    }
}

/// "L, column C: …", after "malformed JSON at line ".
fn line_and_column(rest: &str) -> Option<(usize, usize)> {
    let (line, rest) = rest.split_once(", column ")?;
    let (column, _) = rest.split_once(':')?;
    Some((line.parse().ok()?, column.parse().ok()?))
}

fn check_answer(route: &str, answer: &Value) {
    if route == "/api/analyze" {
        check_analysis(answer);
        return;
    }
    let position = &answer["position"];
    check_analysis(position);
    let played = &answer["move"];
    if played.is_null() {
        assert_eq!(position["over"], true, "no move from a position not over");
        return;
    }
    assert_eq!(played["position"], position["position"], "{answer}");
    if position["values"] == true && position["misere"] == false {
        assert_eq!(played["value"], position["value"], "{answer}");
    }
}

fn check_analysis(a: &Value) {
    let moves = a["moves"].as_array().expect("moves");
    let wins = a["first_player_wins"].as_bool();
    let normal = a["misere"] == false && a["values"] == true;
    if normal {
        let zero = a["value"] == 0;
        assert_eq!(wins, Some(!zero), "{a}");
        for m in moves {
            assert_eq!(m["winning"] == true, m["value"] == 0, "{m}");
        }
    }
    if a["moves_complete"] == true {
        assert_eq!(a["over"], moves.is_empty(), "{a}");
        // Under misère play a position with no move left is won: the
        // player to move wins without a winning move to make. Misère Nim
        // is misère play without the flag (`misere` tells the flag).
        let misere_rule = a["misere"] == true || a["play"]["game"] == "misere";
        let over_misere = a["over"] == true && misere_rule;
        if let Some(wins) = wins {
            let expected = over_misere || moves.iter().any(|m| m["winning"] == true);
            assert_eq!(wins, expected, "{a}");
        }
    }
}

//! The routes: the page and its assets, the list of games, and the three
//! routes that analyse a position, play a move and find the computer's,
//! each running its engine work on the blocking pool within the limits.

use crate::analysis::{analysis, played, position, syntax_text, Moves};
use crate::error::ApiError;
use crate::heaps::has_huge_heap;
use crate::lang::{self, Language};
use crate::position::Playing;
use crate::request::{Choice, Request};
use crate::{coins, menu, AppState, BODY_LIMIT, MOVE_LIMIT, REMOTENESS_BUDGET, TIME_LIMIT};
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use grundy_engine::play::LegalMove;
use grundy_i18n::tr;
use serde_json::{json, Value};
use std::time::Duration;

const INDEX_HTML: &str = include_str!("../assets/index.html");
const APP_JS: &str = include_str!("../assets/app.js");
const LESSONS_JS: &str = include_str!("../assets/lessons.js");
const STYLE_CSS: &str = include_str!("../assets/style.css");

/// Reads a request's whole body within the time given, before any handler
/// runs: a client that sends its body a byte at a time gets 408 rather
/// than holding a connection open, and one past [`BODY_LIMIT`] gets 413
/// without its body being kept.
pub(crate) async fn read_body(
    State(body_timeout): State<Duration>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    // Refused before a handler reads the language, so in the one asked for
    // here (a language that is none is the handler's to refuse).
    let lang = lang::language(request.uri().query()).unwrap_or(grundy_i18n::Lang::En);
    let too_large = || {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            grundy_i18n::with_lang(lang, || tr!("web-body-too-large", most = BODY_LIMIT)),
        )
        .into_response()
    };
    // A length announced past the limit is refused before its body comes.
    let announced = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    if announced.is_some_and(|n| n > BODY_LIMIT as u64) {
        return too_large();
    }
    let (parts, body) = request.into_parts();
    match tokio::time::timeout(body_timeout, axum::body::to_bytes(body, BODY_LIMIT)).await {
        Err(_) => ApiError::new(
            StatusCode::REQUEST_TIMEOUT,
            grundy_i18n::with_lang(lang, || {
                tr!("web-body-too-slow", seconds = body_timeout.as_secs_f64())
            }),
        )
        .into_response(),
        Ok(Err(_)) => too_large(),
        Ok(Ok(bytes)) => {
            next.run(axum::extract::Request::from_parts(
                parts,
                axum::body::Body::from(bytes),
            ))
            .await
        }
    }
}

/// Only this server's own files: no script, style or picture from elsewhere.
const CSP: &str = "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'";

fn asset(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CONTENT_SECURITY_POLICY, CSP),
        ],
        body,
    )
        .into_response()
}

pub(crate) async fn index() -> Response {
    asset("text/html; charset=utf-8", page())
}

/// The page, its game menu written from the registry where the page marks
/// it; made once per process.
fn page() -> &'static str {
    static PAGE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    PAGE.get_or_init(|| INDEX_HTML.replacen(MENU_MARK, &menu::options(), 1))
}

/// Where the page's game menu goes, a line of its own.
const MENU_MARK: &str = "<!-- the game menu -->\n";

pub(crate) async fn app_js() -> Response {
    asset("text/javascript; charset=utf-8", APP_JS)
}

pub(crate) async fn lessons_js() -> Response {
    asset("text/javascript; charset=utf-8", LESSONS_JS)
}

pub(crate) async fn style_css() -> Response {
    asset("text/css; charset=utf-8", STYLE_CSS)
}

/// The font of the Chinese text ([`grundy_i18n::font`]), which the style
/// sheet names; it never changes within a version, so browsers keep it.
pub(crate) async fn cjk_font() -> Response {
    (
        [
            (header::CONTENT_TYPE, "font/otf"),
            (header::CACHE_CONTROL, "max-age=86400"),
        ],
        grundy_i18n::font::CJK,
    )
        .into_response()
}

/// 404, in the language the address asks for (English if it names none,
/// or none known: the address is wrong already).
pub(crate) async fn not_found(uri: axum::http::Uri) -> ApiError {
    let lang = lang::language(uri.query()).unwrap_or(grundy_i18n::Lang::En);
    ApiError::new(
        StatusCode::NOT_FOUND,
        grundy_i18n::with_lang(lang, || tr!("web-not-found")),
    )
}

pub(crate) async fn games(Language(lang): Language) -> Json<Value> {
    Json(grundy_i18n::with_lang(lang, menu::game_list))
}

pub(crate) async fn analyze(
    State(state): State<AppState>,
    Language(lang): Language,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    on_position(&state, lang, body, false, |_, game, moves| {
        Ok(analysis(&game, &moves))
    })
    .await
}

pub(crate) async fn play_move(
    State(state): State<AppState>,
    Language(lang): Language,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    on_position(&state, lang, body, true, |request, game, moves| {
        let (chosen, index) = match request.choice.expect("required") {
            Choice::Index(index) => {
                let Moves::All(list) = &moves else {
                    return Err(ApiError::bad(tr!(
                        "web-no-move-number",
                        index = index,
                        example = game.move_syntax().first().map_or("", |(p, _)| p.as_str())
                    )));
                };
                let chosen = usize::try_from(index)
                    .ok()
                    .and_then(|i| list.get(i))
                    .ok_or_else(|| {
                        ApiError::bad(match list.len() {
                            0 => tr!("web-no-move-over", index = index),
                            n => tr!("web-no-move-range", index = index, count = n, last = n - 1),
                        })
                    })?;
                (chosen.clone(), Some(index as usize))
            }
            Choice::Typed(text) => {
                let words: Vec<&str> = text.split_whitespace().collect();
                if words.is_empty() {
                    return Err(ApiError::bad(tr!(
                        "web-type-a-move",
                        syntax = syntax_text(&game)
                    )));
                }
                let m = game.read_move(&words).map_err(|e| {
                    ApiError::bad(tr!(
                        "web-typed-move",
                        typed = text.trim(),
                        why = e,
                        syntax = syntax_text(&game)
                    ))
                })?;
                let index = index_in(&moves, &m);
                (m, index)
            }
        };
        played(&game, &chosen, index)
    })
    .await
}

pub(crate) async fn computer(
    State(state): State<AppState>,
    Language(lang): Language,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    on_position(&state, lang, body, false, |_, game, moves| {
        // A winning move, or the one leaving the most to play.
        let good = |list: &[LegalMove]| {
            list.iter()
                .find(|m| m.winning)
                .or_else(|| list.iter().max_by(|a, b| a.remaining.cmp(&b.remaining)))
                .cloned()
        };
        let best = match &moves {
            // A heap past the limit lasts too long for the search by
            // remoteness.
            Moves::All(list) if has_huge_heap(&game) => good(list),
            // A coin game's moves are slow to search (each turns a set of
            // coins): the search is held to the analysis's budget.
            Moves::All(list) if game.texts().iter().any(|t| coins::dimensions(t).is_some()) => {
                game.perfect_move(REMOTENESS_BUDGET).or_else(|| good(list))
            }
            _ => game
                .computer_move(MOVE_LIMIT)
                .map_err(ApiError::too_large)?,
        };
        let Some(best) = best else {
            return Ok(json!({ "move": null, "position": analysis(&game, &moves) }));
        };
        played(&game, &best, index_in(&moves, &best))
    })
    .await
}

/// What the three routes on a position share: the request read in `lang`
/// (a move's choice required with `with_choice`), then, on the blocking
/// pool ([`run`]), its position and moves built and handed to `work`.
async fn on_position(
    state: &AppState,
    lang: grundy_i18n::Lang,
    body: Result<Bytes, BytesRejection>,
    with_choice: bool,
    work: impl FnOnce(Request, Playing, Moves) -> Result<Value, ApiError> + Send + 'static,
) -> Result<Json<Value>, ApiError> {
    let request = grundy_i18n::with_lang(lang, || Request::read(body, with_choice))?;
    run(state, lang, move || {
        let (game, moves) = position(&request.components, request.misere)?;
        work(request, game, moves)
    })
    .await
    .map(Json)
}

/// Where `m` stands in the list of moves, where every move is listed.
fn index_in(moves: &Moves, m: &LegalMove) -> Option<usize> {
    match moves {
        Moves::All(list) => list.iter().position(|l| l == m),
        Moves::Winning(_) => None,
    }
}

/// Runs engine work on the blocking pool in `lang` (the texts it writes),
/// at most a few at once, within [`TIME_LIMIT`] (waiting for a turn
/// included). Work past the limit finishes in the background but keeps its
/// turn, so runaway requests cannot pile up.
async fn run<T: Send + 'static>(
    state: &AppState,
    lang: grundy_i18n::Lang,
    work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    let workers = state.workers.clone();
    let job = async move {
        let permit = workers
            .acquire_owned()
            .await
            .expect("the semaphore is never closed");
        tokio::task::spawn_blocking(move || {
            let _turn = permit;
            grundy_i18n::with_lang(lang, work)
        })
        .await
    };
    let in_lang = |id: &str, args: &[(&str, grundy_i18n::Arg)]| {
        grundy_i18n::with_lang(lang, || grundy_i18n::text(id, args))
    };
    match tokio::time::timeout(TIME_LIMIT, job).await {
        Err(_) => Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            in_lang(
                "web-took-too-long",
                &[("seconds", grundy_i18n::Arg::from(&TIME_LIMIT.as_secs()))],
            ),
        )),
        Ok(Err(e)) => Err(ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            in_lang(
                "web-analysis-failed",
                &[("why", grundy_i18n::Arg::from(&e))],
            ),
        )),
        Ok(Ok(result)) => result,
    }
}

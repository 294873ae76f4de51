//! # grundy-web
//!
//! The local web playground of `grundy serve`: a page where you pick a game
//! (Nim piles, a Wythoff pair, a heap game such as Kayles or a subtraction
//! set, a staircase, bounded Nim, misère Nim, Moore's Nim_k, chips on a
//! line, a coin-turning game on a row or a board, or a sum written as
//! `grundy sum` reads it), play it against a perfect opponent or another
//! person, on the drawn position or from the list of legal moves, coloured
//! by what they leave (at once, or on a hint in practice), and read why:
//! the binary columns of Nim, the map of Wythoff's P-positions, the
//! nim-sequence of a heap game, the value of each head of a coin game.
//!
//! The page, its script and its style sheet are embedded in the binary;
//! nothing is fetched from elsewhere. The page talks to a small JSON API
//! (see `docs/api.md`), built on [`grundy_engine::play`]; a position is
//! sent as `components`, or as `game` and `position` as `grundy play`
//! takes them:
//!
//! | route | does |
//! |---|---|
//! | `GET /api/games` | the accepted syntax and the limits |
//! | `POST /api/analyze` | `{"components": [...]}` or `{"game": G, "position": P}`: value, verdict, legal moves, explanation |
//! | `POST /api/move` | `{"components": [...], "move": INDEX}` or `"typed": "2 1"`: plays a legal move |
//! | `POST /api/computer` | `{"components": [...]}`: the computer's move |
//! | `GET /api/messages?lang=L` | the page's texts in language `L` (`en`, `zh`) |
//!
//! Each route takes `?lang=en` or `?lang=zh`: the texts of its answer (the
//! moves' labels, the explanation, the verdict's notes) are in that
//! language, from the catalogues of [`grundy_i18n`]; the keys, numbers and
//! positions are the same in both. Without it, English.
//!
//! Every request is bounded: its body ([`BODY_LIMIT`]), the moves listed
//! ([`MOVE_LIMIT`]; past it a sum is answered with its winning moves only,
//! and played by moves typed in the game's terms), the heaps of heap games
//! ([`PLAY_HEAP_LIMIT`], past which only a game whose period is proven is
//! played), the components ([`COMPONENT_LIMIT`]) and the time the
//! engine may take ([`TIME_LIMIT`]); engine work runs on the blocking pool,
//! a few requests at a time. So is every connection ([`Limits`]): its
//! request's headers and body must come within a timeout, it carries one
//! request, and the connections held at once are capped.
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! grundy_web::serve("127.0.0.1:8080".parse().unwrap()).await
//! # }
//! ```

#![warn(missing_docs)]

mod coins;
mod lang;
mod position;
mod server;

pub use server::{
    serve_on, Limits, BODY_TIMEOUT, CONNECTION_LIMIT, CONNECTION_TIMEOUT, HEADER_TIMEOUT,
    READ_BUFFER_LIMIT,
};

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use grundy_engine::component::MoveFamily;
use grundy_engine::heap::big::Values;
use grundy_engine::heap::component::HEAP_LIMIT;
use grundy_engine::heap::HeapGame;
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::play::LegalMove;
use grundy_i18n::tr;
use lang::Language;
use position::Playing;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// The largest request body accepted, in bytes.
pub const BODY_LIMIT: usize = 16 * 1024;
/// The most legal moves listed: beyond it a sum is answered with its
/// winning moves only (`moves_complete` false) and played by typed moves; a
/// whole game (misère Nim, Nim_k, chips) is refused, 422 "too large to
/// play".
pub const MOVE_LIMIT: usize = 1000;
/// The search for a position's remoteness, per request: the command
/// line's, which answers at once (its table and its search are bounded
/// before they start).
pub const REMOTENESS_BUDGET: grundy_engine::remoteness::Budget =
    grundy_engine::remoteness::Budget::DEFAULT;
/// The most counters the heaps of heap-game components (Kayles, a
/// subtraction set, …) may hold together: their nim-sequences are computed
/// for every request. A heap past it is played only in a game whose
/// period is proven within [`PLAY_WORK_LIMIT`].
pub const PLAY_HEAP_LIMIT: usize = 1000;
/// The most steps (options examined, [`HeapGame::sequence_cost`]) that
/// valuing one heap game's heaps may take.
pub const PLAY_WORK_LIMIT: u128 = 20_000_000;
/// The most components a position may have.
pub const COMPONENT_LIMIT: usize = 64;
/// The longest the engine may work on one request; then the answer is 503.
pub const TIME_LIMIT: Duration = Duration::from_secs(5);
/// The fewest points a nim-sequence plot or a Wythoff map shows.
const PLOT_MIN: usize = 24;
/// The most Wythoff or nim-sequence panels in one explanation.
const PANEL_LIMIT: usize = 4;

const INDEX_HTML: &str = include_str!("../assets/index.html");
const APP_JS: &str = include_str!("../assets/app.js");
const STYLE_CSS: &str = include_str!("../assets/style.css");

/// What the handlers share: how many engine computations may run at once.
#[derive(Clone)]
struct AppState {
    workers: Arc<Semaphore>,
}

/// The playground: the page and its assets at `/`, `/app.js`,
/// `/style.css` and `/grundy-cjk.otf` (the font of its Chinese text), and
/// the JSON API under `/api/`.
///
/// Each call makes a router with its own bound on concurrent engine work
/// (twice the available cores), and a request body must come within
/// [`BODY_TIMEOUT`].
pub fn router() -> Router {
    router_with_body_timeout(BODY_TIMEOUT)
}

/// [`router`], with a request's body read within `body_timeout` (408
/// past it).
fn router_with_body_timeout(body_timeout: Duration) -> Router {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let state = AppState {
        workers: Arc::new(Semaphore::new(2 * cores)),
    };
    Router::new()
        .route("/", get(index))
        .route("/app.js", get(app_js))
        .route("/style.css", get(style_css))
        .route("/grundy-cjk.otf", get(cjk_font))
        .route("/api/games", get(games))
        .route("/api/analyze", post(analyze))
        .route("/api/move", post(play_move))
        .route("/api/computer", post(computer))
        .route("/api/messages", get(lang::messages))
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(axum::middleware::from_fn_with_state(
            body_timeout,
            read_body,
        ))
        .with_state(state)
}

/// Reads a request's whole body within the time given, before any handler
/// runs: a client that sends its body a byte at a time gets 408 rather
/// than holding a connection open, and one past [`BODY_LIMIT`] gets 413
/// without its body being kept.
async fn read_body(
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

/// How many connections may wait to be accepted: a burst of a thousand
/// clients at once must not overflow the queue (the kernel caps it at
/// `net.core.somaxconn`).
const BACKLOG: u32 = 4096;

/// Serves [`router`] on `addr` within the [`Limits::default`] until the
/// process ends; fails if the address cannot be bound.
pub async fn serve(addr: SocketAddr) -> std::io::Result<()> {
    serve_on(listen(addr)?, Limits::default()).await
}

/// A listener bound to `addr`, for [`serve_on`]: bound apart from serving
/// so that a caller announces the address only once it is its own (`grundy
/// serve` had announced a port another program held, then failed).
///
/// ```
/// # #[tokio::main(flavor = "current_thread")]
/// # async fn main() -> std::io::Result<()> {
/// let listener = grundy_web::listen("127.0.0.1:0".parse().unwrap())?;
/// let taken = listener.local_addr()?;
/// assert!(grundy_web::listen(taken).is_err());
/// # Ok(())
/// # }
/// ```
pub fn listen(addr: SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    let socket = if addr.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(BACKLOG)
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

async fn index() -> Response {
    asset("text/html; charset=utf-8", INDEX_HTML)
}

async fn app_js() -> Response {
    asset("text/javascript; charset=utf-8", APP_JS)
}

async fn style_css() -> Response {
    asset("text/css; charset=utf-8", STYLE_CSS)
}

/// The font of the Chinese text ([`grundy_i18n::font`]), which the style
/// sheet names; it never changes within a version, so browsers keep it.
async fn cjk_font() -> Response {
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
async fn not_found(uri: axum::http::Uri) -> ApiError {
    let lang = lang::language(uri.query()).unwrap_or(grundy_i18n::Lang::En);
    ApiError::new(
        StatusCode::NOT_FOUND,
        grundy_i18n::with_lang(lang, || tr!("web-not-found")),
    )
}

/// A failed request: its status and `{"error": "..."}`.
#[derive(Debug)]
struct ApiError {
    status: StatusCode,
    message: String,
}

impl ApiError {
    fn new(status: StatusCode, message: impl Into<String>) -> Self {
        ApiError {
            status,
            message: message.into(),
        }
    }
    fn bad(message: impl Into<String>) -> Self {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }
    fn too_large(why: impl std::fmt::Display) -> Self {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            tr!("web-too-large", why = why),
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(json!({ "error": self.message }))).into_response()
    }
}

async fn games(Language(lang): Language) -> Json<Value> {
    Json(grundy_i18n::with_lang(lang, game_list))
}

/// The games the playground knows, with their rules in the current
/// language.
fn game_list() -> Value {
    use grundy_engine::heap::names::{form_rules_text, FORMS, NAMED};
    use grundy_i18n::tr;
    // Every name listed reads back: the named games, then the forms that
    // are written out (a code, a set) rather than named.
    let heap_games: Vec<Value> = NAMED
        .iter()
        .map(|n| json!({ "name": n.name, "rules": n.rules_text() }))
        .chain(
            FORMS
                .iter()
                .map(|(form, rules)| json!({ "name": form, "rules": form_rules_text(rules) })),
        )
        .collect();
    let components: Vec<Value> = grundy_engine::kinds::KINDS
        .iter()
        .map(|k| json!({ "game": k.game, "example": k.examples[0], "rules": k.rules_text() }))
        .collect();
    json!({
        "syntax": grundy_engine::kinds::syntax(),
        "components": components,
        "heap_games": heap_games,
        // Played alone, not as parts of a sum.
        "whole_games": [
            { "game": "misere", "example": "misere=3,5,1", "rules": tr!("whole-rules-misere") },
            { "game": "moore:K", "example": "moore:2=3,5,6", "rules": tr!("whole-rules-moore") },
            { "game": "chips", "example": "chips=1,5,6", "rules": tr!("whole-rules-chips") },
        ],
        "limits": {
            "body_bytes": BODY_LIMIT,
            "legal_moves": MOVE_LIMIT,
            "heap_counters": PLAY_HEAP_LIMIT,
            "components": COMPONENT_LIMIT,
            "seconds": TIME_LIMIT.as_secs(),
        },
    })
}

async fn analyze(
    State(state): State<AppState>,
    Language(lang): Language,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let request = grundy_i18n::with_lang(lang, || Request::read(body, false))?;
    run(&state, lang, move || {
        let (game, moves) = position(&request.components, request.misere)?;
        Ok(analysis(&game, &moves))
    })
    .await
    .map(Json)
}

async fn play_move(
    State(state): State<AppState>,
    Language(lang): Language,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let request = grundy_i18n::with_lang(lang, || Request::read(body, true))?;
    run(&state, lang, move || {
        let (game, moves) = position(&request.components, request.misere)?;
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
                let index = match &moves {
                    Moves::All(list) => list.iter().position(|l| *l == m),
                    Moves::Winning(_) => None,
                };
                (m, index)
            }
        };
        played(&game, &chosen, index)
    })
    .await
    .map(Json)
}

async fn computer(
    State(state): State<AppState>,
    Language(lang): Language,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let request = grundy_i18n::with_lang(lang, || Request::read(body, false))?;
    run(&state, lang, move || {
        let (game, moves) = position(&request.components, request.misere)?;
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
        let index = match &moves {
            Moves::All(list) => list.iter().position(|m| *m == best),
            Moves::Winning(_) => None,
        };
        played(&game, &best, index)
    })
    .await
    .map(Json)
}

/// A request: the position, and for `/api/move` the move chosen.
struct Request {
    components: Vec<String>,
    /// Misère play: whoever makes the last move loses.
    misere: bool,
    choice: Option<Choice>,
}

/// The move `/api/move` is asked to play.
enum Choice {
    /// The index of a legal move in the listed moves.
    Index(u64),
    /// A move typed in the game's own terms (see `move_syntax`).
    Typed(String),
}

/// A body that is no JSON: where, and why. serde_json counts a line's
/// columns by the bytes consumed, so a fault at the first byte of a line
/// stands at its column 0; the message names column 1 there.
fn malformed(e: &serde_json::Error) -> String {
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
    fn read(body: Result<Bytes, BytesRejection>, wants_move: bool) -> Result<Request, ApiError> {
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

/// A component's game and position.
fn split(text: &str) -> Option<(&str, &str)> {
    text.split_once('=').map(|(g, p)| (g.trim(), p))
}

/// Whether `game` is of a kind whose positions are heaps valued by a
/// computed nim-sequence (the registry says which).
fn is_heap_game(game: &str) -> bool {
    !position::is_whole(game) && grundy_engine::kinds::kind_of(game).is_some_and(|k| k.heaps)
}

/// Whether heaps of `game` are valued at any size here: its period is
/// proven within the values the playground is willing to compute (the
/// nim-sequence stops as soon as it is proven).
fn proven_period(game: &str) -> bool {
    HeapGame::parse(game)
        .ok()
        .and_then(|g| Values::up_to(&g, HEAP_LIMIT + 1, PLAY_WORK_LIMIT).ok())
        .is_some_and(|v| v.any_size())
}

/// Whether a heap of a heap game in `game` holds more than
/// [`PLAY_HEAP_LIMIT`] counters (it is played through a proven period).
fn has_huge_heap(game: &Playing) -> bool {
    game.texts().iter().any(|text| {
        split(text).is_some_and(|(g, heaps)| {
            is_heap_game(g)
                && heaps.split(',').any(|h| {
                    h.trim()
                        .parse::<u64>()
                        .map_or(true, |n| n > PLAY_HEAP_LIMIT as u64)
                })
        })
    })
}

/// Refuses heap-game positions whose nim-sequences would be long to compute,
/// before the engine computes them. A heap past [`PLAY_HEAP_LIMIT`] is
/// played only in a game whose period is proven ([`proven_period`]).
fn check_heaps(texts: &[String]) -> Result<(), ApiError> {
    let mut total: u64 = 0;
    let mut periodic: Vec<(&str, bool)> = Vec::new();
    for text in texts {
        let Some((game, heaps)) = split(text) else {
            continue;
        };
        if !is_heap_game(game) {
            continue;
        }
        let mut largest: u64 = 0;
        // The small heaps beside a huge one of a game whose period is
        // proven are valued from the table computed for it, and such a
        // position is answered by its winning moves: they do not count.
        let mut counted: u64 = 0;
        let mut huge = false;
        for heap in heaps.split(',').map(str::trim) {
            // Anything but a number is left for the engine to report.
            if !heap.is_empty() && heap.bytes().all(|b| b.is_ascii_digit()) {
                match heap
                    .parse::<u64>()
                    .ok()
                    .filter(|&n| n <= PLAY_HEAP_LIMIT as u64)
                {
                    Some(n) => {
                        // At most PLAY_HEAP_LIMIT per heap, in a body of
                        // bounded size: the total fits.
                        counted += n;
                        largest = largest.max(n);
                    }
                    None => {
                        let proven = match periodic.iter().find(|(g, _)| *g == game) {
                            Some(&(_, p)) => p,
                            None => {
                                let p = proven_period(game);
                                periodic.push((game, p));
                                p
                            }
                        };
                        // A heap past the limit is named as written, not as
                        // a total that no longer fits a machine word.
                        if !proven {
                            return Err(ApiError::too_large(tr!(
                                "web-heap-no-period",
                                heap = heap,
                                game = game,
                                most = PLAY_HEAP_LIMIT
                            )));
                        }
                        huge = true;
                    }
                }
            }
        }
        // Counters alone do not bound the work: a hexadecimal code splits a
        // heap three ways, at a cost cubic in its size.
        if let (Ok(g), true) = (HeapGame::parse(game), largest <= PLAY_HEAP_LIMIT as u64) {
            let cost = g.sequence_cost(largest as usize + 1);
            if cost > PLAY_WORK_LIMIT {
                return Err(ApiError::too_large(tr!(
                    "web-heap-too-much-work",
                    heap = largest,
                    game = game,
                    cost = cost,
                    most = PLAY_WORK_LIMIT
                )));
            }
        }
        if !huge {
            total += counted;
        }
        if total > PLAY_HEAP_LIMIT as u64 {
            return Err(ApiError::too_large(tr!(
                "web-heaps-too-many",
                total = total,
                most = PLAY_HEAP_LIMIT
            )));
        }
    }
    Ok(())
}

/// A position's moves: every legal move, or, when there are too many to
/// list, its winning moves only, each with the group of like moves it
/// stands for, if it does.
enum Moves {
    All(Vec<LegalMove>),
    Winning(Vec<(LegalMove, Option<MoveFamily>)>),
}

/// The game written in `texts` (under misère play with `misere`) and its
/// moves.
fn position(texts: &[String], misere: bool) -> Result<(Playing, Moves), ApiError> {
    check_heaps(texts)?;
    let game = if misere {
        Playing::parse_misere(texts).map_err(ApiError::bad)?
    } else {
        Playing::parse(texts).map_err(ApiError::bad)?
    };
    let moves = moves_of(&game)?;
    Ok((game, moves))
}

/// The legal moves of `game`, or its winning moves when there are too many
/// to list (a sum only: a whole game past the limit is refused).
fn moves_of(game: &Playing) -> Result<Moves, ApiError> {
    match game.legal_moves(MOVE_LIMIT) {
        Ok(moves) => Ok(Moves::All(moves)),
        Err(too_many) => match game {
            Playing::Sum(sum) => Ok(Moves::Winning(
                sum.sum()
                    .winning_moves()
                    .into_iter()
                    .map(|w| {
                        let m = LegalMove {
                            component: w.component,
                            description: w.description,
                            after: w.after,
                            after_numbers: w.after_numbers,
                            value: BigNat::ZERO,
                            winning: true,
                            remaining: BigNat::ZERO,
                        };
                        (m, w.family)
                    })
                    .collect(),
            )),
            Playing::Whole(_) | Playing::Misere(_) => Err(ApiError::too_large(too_many)),
        },
    }
}

/// How moves are typed in `game`, in one sentence for error messages.
fn syntax_text(game: &Playing) -> String {
    let lines: Vec<String> = game
        .move_syntax()
        .iter()
        .map(|(p, m)| tr!("web-typed-form", form = p, meaning = m))
        .collect();
    tr!("web-typed-as", forms = lines.join(&tr!("web-typed-or")))
}

/// A move played, and the position after it.
fn played(game: &Playing, m: &LegalMove, index: Option<usize>) -> Result<Value, ApiError> {
    let next = game.after(m);
    let next_moves = moves_of(&next)?;
    Ok(json!({
        "move": move_json(game, m, index),
        "position": analysis(&next, &next_moves),
    }))
}

/// A number as a JSON integer of any size, all its digits, as `grundy
/// --json` writes it: one type for every number of every route, whatever
/// its size (it had been a decimal string past 2^53, so that a client had to
/// expect both; docs/api.md says how JavaScript reads it exactly).
fn number(n: &BigNat) -> Value {
    match n.to_u64() {
        Some(v) => json!(v),
        // serde_json's arbitrary_precision keeps the digits a u64 cannot.
        None => Value::Number(
            n.to_string()
                .parse()
                .expect("decimal digits are a JSON number"),
        ),
    }
}

/// A move; `index` is its place among the listed legal moves (`None` when
/// they are too many to list).
fn move_json(game: &Playing, m: &LegalMove, index: Option<usize>) -> Value {
    let component = game.component_of(m);
    let after_text = game.after_text(m);
    let mut after: Vec<String> = game.texts();
    after[component] = after_text.clone();
    let (pile, take) = game.place(m);
    let before = &game.texts()[component];
    let mut v = json!({
        "index": index,
        "component": component,
        "description": m.description,
        "label": game.label(m),
        "after": after_text,
        "after_numbers": m.after_numbers.iter().map(number).collect::<Vec<_>>(),
        "position": after,
        "value": if game.has_values() { number(&m.value) } else { Value::Null },
        "winning": m.winning,
        "pile": pile,
        "take": take.as_ref().map(number),
    });
    // The page matches the coins a player picks against these.
    if split(before).is_some_and(|(g, _)| coins::is_coins(g)) {
        v["turn"] = json!(coins::turned(before, &after_text));
    }
    v
}

/// The analysis of a position: what `/api/analyze` answers.
fn analysis(game: &Playing, moves: &Moves) -> Value {
    let texts = game.texts();
    let first_player_wins = game.first_player_wins();
    let components: Vec<Value> = texts
        .iter()
        .zip(game.component_values())
        .map(|(text, v)| {
            let mut c = json!({
                "text": text,
                "value": v.as_ref().map(number),
                "heaps": split(text).is_some_and(|(g, _)| is_heap_game(g)),
            });
            // The page draws a coin game's row or board: it needs to know which.
            if let Some(d) = coins::dimensions(text) {
                c["dimensions"] = json!(d);
            }
            c
        })
        .collect();
    let (play_game, play_position) = game.play();
    let remoteness = if has_huge_heap(game) {
        Err(tr!("panel-remoteness-huge", limit = PLAY_HEAP_LIMIT))
    } else {
        game.remoteness(REMOTENESS_BUDGET)
    };
    let (listed, winning_count, winning): (Vec<Value>, Value, Vec<LegalMove>) = match moves {
        Moves::All(list) => (
            list.iter()
                .enumerate()
                .map(|(i, m)| move_json(game, m, Some(i)))
                .collect(),
            json!(list.iter().filter(|m| m.winning).count()),
            list.clone(),
        ),
        Moves::Winning(list) => {
            let count = list.iter().fold(BigNat::ZERO, |t, (_, f)| {
                t + f.as_ref().map_or(BigNat::ONE, |f| f.count.clone())
            });
            let shown = list
                .iter()
                .map(|(m, family)| {
                    let mut v = move_json(game, m, None);
                    v["partial"] = json!(true);
                    v["family"] = family.as_ref().map_or(
                        Value::Null,
                        |f| json!({ "count": number(&f.count), "every": f.every }),
                    );
                    v
                })
                .collect();
            (
                shown,
                number(&count),
                list.iter().map(|(m, _)| m.clone()).collect(),
            )
        }
    };
    let syntax: Vec<Value> = game
        .move_syntax()
        .into_iter()
        .map(|(pattern, meaning)| json!({ "pattern": pattern, "meaning": meaning }))
        .collect();
    json!({
        "remoteness": remoteness.as_ref().ok(),
        "remoteness_note": remoteness.as_ref().err(),
        "position": texts,
        "components": components,
        "value": game.grundy().as_ref().map(number),
        "values": game.has_values(),
        "verdict": grundy_engine::Outcome::from_first_player_wins(first_player_wins).to_string(),
        "first_player_wins": first_player_wins,
        "over": matches!(moves, Moves::All(list) if list.is_empty()),
        "moves": listed,
        "moves_complete": matches!(moves, Moves::All(_)),
        "winning_moves": winning_count,
        "move_syntax": syntax,
        "play": { "game": play_game, "position": play_position },
        "explanation": match game {
            Playing::Sum(sum) => explanation(sum, &winning),
            Playing::Whole(whole) => whole_explanation(whole),
            Playing::Misere(sum) => misere_explanation(sum),
        },
        "misere": match game {
            Playing::Misere(_) => true,
            Playing::Whole(w) => w.misere,
            Playing::Sum(_) => false,
        },
    })
}

/// The panels of a sum under misère play: for Nim piles, misère Nim's rule
/// (why leaving only piles of 1 is special); for any sum, how the verdict
/// was found (the SJ theorem's case, genus theory, or a search, and why).
fn misere_explanation(sum: &grundy_engine::play::MiserePlay) -> Vec<Value> {
    let mut panels = Vec::new();
    let texts = sum.game().components();
    let piles: Option<Vec<BigNat>> = texts
        .iter()
        .zip(sum.game().sum().components())
        .map(|(t, c)| split(t).filter(|(g, _)| *g == "nim").map(|_| c.grundy()))
        .collect();
    if let Some(piles) = piles {
        panels.push(json!({
            "kind": "misere",
            "title": tr!("panel-misere-nim"),
            "text": grundy_engine::misere_nim::explain(&piles),
        }));
    }
    panels.push(json!({
        "kind": "misere-sum",
        "title": tr!("panel-misere-sum"),
        "text": sum.explain(),
    }));
    panels
}

/// The panel of a game played alone: its engine's explanation.
fn whole_explanation(whole: &position::Whole) -> Vec<Value> {
    let piles = &whole.numbers;
    if whole.misere {
        let text = match whole.name.strip_prefix("moore:") {
            Some(k) => {
                grundy_engine::moore::misere_rule(&BigNat::parse_decimal(k).unwrap_or(BigNat::ONE))
            }
            None => whole.game.explain_verdict().unwrap_or_default(),
        };
        return vec![json!({
            "kind": "misere-whole",
            "title": tr!("panel-misere-whole", game = whole.name),
            "text": text,
        })];
    }
    let (kind, title, text) = match whole.name.as_str() {
        "misere" => (
            "misere",
            tr!("panel-misere-nim"),
            grundy_engine::misere_nim::explain(piles),
        ),
        "chips" => match grundy_engine::staircase::Chips::new(piles.clone()) {
            Ok(chips) => ("chips", tr!("panel-chips"), chips.explain()),
            Err(_) => return Vec::new(),
        },
        name => {
            let k: BigNat = name
                .strip_prefix("moore:")
                .and_then(BigNat::parse_decimal)
                .unwrap_or(BigNat::ONE);
            (
                "moore",
                tr!("panel-moore", k = k, modulus = &k + BigNat::ONE),
                grundy_engine::moore::explain(piles, &k),
            )
        }
    };
    vec![json!({ "kind": kind, "title": title, "text": text })]
}

/// The panels that explain a position: the binary columns of Nim (or the
/// xor of the components' values in a sum), the P-position map of each
/// Wythoff pair, the nim-sequence of each heap game.
fn explanation(game: &grundy_engine::play::Game, moves: &[LegalMove]) -> Vec<Value> {
    let sum = game.sum();
    let texts = game.components();
    let mut panels = Vec::new();
    let piles: Option<Vec<BigNat>> = texts
        .iter()
        .zip(sum.components())
        .map(|(t, c)| split(t).filter(|(g, _)| *g == "nim").map(|_| c.grundy()))
        .collect();
    if let Some(piles) = piles {
        panels.push(json!({
            "kind": "nim",
            "piles": piles.iter().map(number).collect::<Vec<_>>(),
            "text": grundy_engine::nim::explain(&piles),
        }));
    } else if texts.len() > 1 {
        let values: Vec<BigNat> = sum.components().iter().map(|c| c.grundy()).collect();
        let width = values
            .iter()
            .map(Natural::bit_len)
            .max()
            .unwrap_or(0)
            .max(1) as usize;
        let total = sum.grundy();
        // Bit by bit: a value past 2^64 (a huge Nim pile beside another
        // game, analysed though it is not played) had its decimal digits
        // given as its binary.
        let binary = |v: &BigNat| -> String {
            (0..width as u64)
                .rev()
                .map(|i| if v.bit(i) { '1' } else { '0' })
                .collect()
        };
        let rows: Vec<Value> = texts
            .iter()
            .zip(&values)
            .map(|(t, v)| json!({ "component": t, "value": number(v), "binary": binary(v) }))
            .collect();
        let shown: Vec<String> = values.iter().map(ToString::to_string).collect();
        let verdict = if Natural::is_zero(&total) {
            tr!("panel-sum-lost")
        } else {
            tr!("panel-sum-won", total = total)
        };
        panels.push(json!({
            "kind": "sum",
            "rows": rows,
            "value": number(&total),
            "binary": binary(&total),
            "text": tr!(
                "panel-sum",
                values = shown.join(" xor "),
                total = total,
                verdict = verdict
            ),
        }));
    }
    // A staircase, or bounded piles, alone: their closed forms explained.
    let names: Vec<&str> = texts
        .iter()
        .map(|t| split(t).map_or("", |(g, _)| g))
        .collect();
    if let ([text], ["staircase"]) = (texts, &names[..]) {
        panels.push(json!({
            "kind": "staircase",
            "title": tr!("panel-staircase"),
            "text": grundy_engine::staircase::explain(&position::numbers_of(text)),
        }));
    }
    if names.iter().all(|n| n.starts_with("bounded:")) {
        let piles: Vec<BigNat> = texts.iter().flat_map(|t| position::numbers_of(t)).collect();
        let limits: Option<Vec<BigNat>> = names
            .iter()
            .map(|n| BigNat::parse_decimal(&n["bounded:".len()..]))
            .collect();
        if let Some(limits) = limits {
            panels.push(json!({
                "kind": "bounded",
                "title": tr!("panel-bounded"),
                "text": grundy_engine::bounded_nim::explain(&piles, &limits),
            }));
        }
    }
    let mut seen_games: Vec<String> = Vec::new();
    for (i, text) in texts.iter().enumerate() {
        if panels.len() > PANEL_LIMIT {
            break;
        }
        let Some((name, pos)) = split(text) else {
            continue;
        };
        if name == "wythoff" {
            if let Some(panel) = wythoff_panel(i, pos, moves) {
                panels.push(panel);
            }
        } else if coins::is_coins(name) {
            if let Some(panel) = coins::panel(i, text, sum.components()[i].as_ref()) {
                panels.push(panel);
            }
        } else if is_heap_game(name) && !seen_games.iter().any(|g| g == name) {
            seen_games.push(name.to_string());
            if let Some(panel) = sequence_panel(name, texts) {
                panels.push(panel);
            }
        }
    }
    panels
}

fn wythoff_panel(component: usize, pos: &str, moves: &[LegalMove]) -> Option<Value> {
    let pair: Vec<u64> = pos
        .split(',')
        .map(|p| p.trim().parse().ok())
        .collect::<Option<_>>()?;
    let [a, b] = pair[..] else { return None };
    // A map is drawn only for pairs of playable size.
    if a.max(b) > PLAY_HEAP_LIMIT as u64 {
        return None;
    }
    let size = (a.max(b) + 4).max(PLOT_MIN as u64);
    let mut p_positions = Vec::new();
    for k in 0u64.. {
        let (x, y) = grundy_engine::wythoff::p_position(&k)?;
        if x >= size {
            break;
        }
        // Both piles below `size`, as the API promises: the larger pile of
        // a pair can lie past the map when the smaller does not.
        if y < size {
            p_positions.push(json!([x, y]));
            if k > 0 {
                p_positions.push(json!([y, x]));
            }
        }
    }
    let winning: Vec<Value> = moves
        .iter()
        .filter(|m| m.component == component && m.winning)
        .filter_map(|m| {
            let (_, after) = split(&m.after)?;
            let v: Vec<u64> = after
                .split(',')
                .map(|p| p.trim().parse().ok())
                .collect::<Option<_>>()?;
            Some(json!(v))
        })
        .collect();
    Some(json!({
        "kind": "wythoff",
        "component": component,
        "a": a,
        "b": b,
        "size": size,
        "p_positions": p_positions,
        "winning_targets": winning,
        "text": grundy_engine::wythoff::explain(&a, &b),
    }))
}

fn sequence_panel(name: &str, texts: &[String]) -> Option<Value> {
    let game = HeapGame::parse(name).ok()?;
    let mut heaps: Vec<BigNat> = Vec::new();
    for text in texts {
        if let Some((g, pos)) = split(text) {
            if g == name {
                for h in pos.split(',') {
                    heaps.push(BigNat::parse_decimal(h.trim())?);
                }
            }
        }
    }
    let largest = heaps.iter().max().cloned().unwrap_or(BigNat::ZERO);
    let small = largest.to_u64().filter(|&l| l <= PLAY_HEAP_LIMIT as u64);
    // Heaps past the limit are valued through the proven period, from the
    // values up to where it is proven.
    let (values, big): (Vec<u32>, Option<Values>) = match small {
        Some(l) => (
            game.sequence((l as usize + 4).max(PLOT_MIN + 1), |_| {}),
            None,
        ),
        None => {
            let v = Values::up_to(&game, HEAP_LIMIT + 1, PLAY_WORK_LIMIT).ok()?;
            let p = v.period()?;
            // The values up to two periods past the preperiod: every heap's
            // residue, twice over.
            let shown = (p.preperiod + 2 * p.period).max(PLOT_MIN + 1).min(v.len());
            let table: Vec<u32> = (0..shown).filter_map(|n| v.small(n)).collect();
            (table, Some(v))
        }
    };
    let value_of = |h: &BigNat| -> u32 {
        match &big {
            Some(v) => v.of(h),
            None => h.to_u64().map_or(0, |h| values[h as usize]),
        }
    };
    let period = big.as_ref().and_then(|v| {
        let p = v.period()?;
        Some(json!({
            "preperiod": p.preperiod,
            "period": p.period,
            "proof": v.proof(),
            "representatives": heaps.iter().map(|h| v.representative(h)).collect::<Vec<_>>(),
        }))
    });
    let shown: Vec<String> = heaps
        .iter()
        .filter(|h| !Natural::is_zero(*h))
        .map(|h| format!("G({h}) = {}", value_of(h)))
        .collect();
    let total = heaps.iter().fold(0, |s, h| s ^ value_of(h));
    let rules = grundy_engine::heap::names::named(name)
        .map_or_else(|| game.to_string(), |n| n.rules_text());
    let periodic = match &period {
        Some(p) => tr!(
            "panel-sequence-period",
            preperiod = p["preperiod"],
            period = p["period"],
            proof = p["proof"].as_str().map_or(String::new(), |proof| tr!(
                "panel-sequence-proof",
                proof = proof
            ))
        ),
        None => String::new(),
    };
    let heaps_text = if shown.is_empty() {
        String::new()
    } else {
        tr!(
            "panel-sequence-heaps",
            values = shown.join(&tr!("panel-sequence-list-separator")),
            total = total
        )
    };
    let text = tr!(
        "panel-sequence",
        game = name,
        rules = rules,
        heaps = heaps_text,
        periodic = periodic
    );
    let mut panel = json!({
        "kind": "sequence",
        "game": name,
        "heaps": heaps.iter().map(number).collect::<Vec<_>>(),
        "values": values,
        "text": text,
    });
    if let Some(p) = period {
        panel["period"] = p;
    }
    Some(panel)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(t: &[&str]) -> Vec<String> {
        t.iter().map(|s| s.to_string()).collect()
    }

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

    #[test]
    fn heap_games_are_bounded_before_the_engine_computes_them() {
        assert!(check_heaps(&texts(&["kayles=600", "0.77=400"])).is_ok());
        let e = check_heaps(&texts(&["kayles=600", "dawsons-kayles=401"])).unwrap_err();
        assert_eq!(e.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(e.message.contains("1001"), "{}", e.message);
        assert!(check_heaps(&texts(&["grundys-game=99999999999999999999999"])).is_err());
        // Nim piles and bounded piles have closed forms: no sequence to compute.
        assert!(check_heaps(&texts(&["nim=100000", "bounded:3=100000"])).is_ok());
        // Past the limit, a heap is played only where the period is proven.
        assert!(check_heaps(&texts(&["kayles=100000000", "0.07=5000"])).is_ok());
        // The small heaps beside a huge one are valued from its table.
        assert!(check_heaps(&texts(&["kayles=100000000,500,600"])).is_ok());
        assert!(check_heaps(&texts(&["kayles=100000000,500", "0.07=600"])).is_ok());
        let e = check_heaps(&texts(&["kayles=3", "grundys-game=1001"])).unwrap_err();
        assert!(
            e.message.contains("no period of grundys-game is proven"),
            "{}",
            e.message
        );
    }

    #[test]
    fn a_nim_position_is_explained_by_its_binary_columns() {
        let (game, moves) = position(&texts(&["nim=3", "nim=5", "nim=7"]), false).unwrap();
        let a = analysis(&game, &moves);
        assert_eq!(a["value"], json!(1));
        assert_eq!(a["explanation"][0]["kind"], json!("nim"));
        assert!(a["explanation"][0]["text"]
            .as_str()
            .unwrap()
            .contains("xor s"));
        assert_eq!(a["moves"].as_array().unwrap().len(), 15);
        assert_eq!(a["winning_moves"], json!(3));
    }

    #[test]
    fn a_sum_gets_the_xor_of_its_values_and_a_panel_per_game() {
        let (game, moves) =
            position(&texts(&["nim=3", "kayles=10", "wythoff=3,5"]), false).unwrap();
        let a = analysis(&game, &moves);
        let kinds: Vec<&str> = a["explanation"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["kind"].as_str().unwrap())
            .collect();
        assert_eq!(kinds, ["sum", "sequence", "wythoff"]);
        assert_eq!(a["explanation"][1]["values"][10], json!(2));
        let map = &a["explanation"][2]["p_positions"];
        assert!(map.as_array().unwrap().contains(&json!([3, 5])));
        assert!(map.as_array().unwrap().contains(&json!([5, 3])));
    }
}

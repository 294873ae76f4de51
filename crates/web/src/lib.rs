//! # grundy-web
//!
//! The local web playground of `grundy serve`: a page where you pick a game
//! (Nim piles, a Wythoff pair, a heap game such as Kayles or a subtraction
//! set, a staircase, bounded Nim, misère Nim, Moore's Nim_k, chips on a
//! line, a coin-turning game on a row or a board, Green Hackenbush,
//! Fibonacci Nim, … : every family of the engine's registries, which the
//! menu is written from, or a sum written as `grundy sum` reads it), play
//! it against a perfect opponent or another
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

mod analysis;
mod coins;
mod error;
mod heaps;
mod lang;
mod menu;
mod number;
mod panels;
mod position;
mod request;
mod routes;
mod sequence;
mod server;

pub use server::{
    serve_on, Limits, BODY_TIMEOUT, CONNECTION_LIMIT, CONNECTION_TIMEOUT, HEADER_TIMEOUT,
    READ_BUFFER_LIMIT,
};

use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use axum::Router;
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

/// What the handlers share: how many engine computations may run at once.
#[derive(Clone)]
struct AppState {
    pub(crate) workers: Arc<Semaphore>,
}

/// The playground: the page and its assets at `/`, `/app.js`,
/// `/lessons.js`, `/style.css` and `/grundy-cjk.otf` (the font of its Chinese text), and
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
    // The engine's errors are read in each request's language.
    grundy_i18n::install();
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let state = AppState {
        workers: Arc::new(Semaphore::new(2 * cores)),
    };
    Router::new()
        .route("/", get(routes::index))
        .route("/app.js", get(routes::app_js))
        .route("/lessons.js", get(routes::lessons_js))
        .route("/style.css", get(routes::style_css))
        .route("/grundy-cjk.otf", get(routes::cjk_font))
        .route("/api/games", get(routes::games))
        .route("/api/analyze", post(routes::analyze))
        .route("/api/move", post(routes::play_move))
        .route("/api/computer", post(routes::computer))
        .route("/api/messages", get(lang::messages))
        .fallback(routes::not_found)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(axum::middleware::from_fn_with_state(
            body_timeout,
            routes::read_body,
        ))
        .with_state(state)
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

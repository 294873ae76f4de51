//! The accept loop of `grundy serve`, bounded against hostile clients: a
//! client that sends its request slowly is dropped, the connections held at
//! once are capped, and every connection has a deadline, so that neither
//! time nor memory grows with what clients do.
//!
//! `axum::serve` has none of these bounds: it keeps a connection as long as
//! the client keeps it, however slowly the request comes. Hyper's own
//! connection builder has the header timeout; the rest is here.

use crate::{router_with_body_timeout, BODY_LIMIT};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

/// How long a client may take to send a request's line and headers,
/// counted from the connection's opening; then the connection is closed.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a client may take to send a request's body, once its headers
/// are in; then the answer is 408.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a connection may stay open at all: the headers, the body, the
/// engine's [`TIME_LIMIT`](crate::TIME_LIMIT) and the answer fit well
/// within it. A connection carries one request (no keep-alive), since an
/// idle kept-alive connection would otherwise be bounded by nothing.
pub const CONNECTION_TIMEOUT: Duration = Duration::from_secs(30);
/// The most connections held at once; one more is closed as soon as it is
/// accepted. Each costs a task and a read buffer of at most
/// [`READ_BUFFER_LIMIT`], so this bounds the memory clients can take.
pub const CONNECTION_LIMIT: usize = 4096;
/// The largest read buffer of a connection: a request line and headers
/// longer than this are refused (431), the body being bounded apart by
/// [`BODY_LIMIT`].
pub const READ_BUFFER_LIMIT: usize = 4 * BODY_LIMIT;
/// File descriptors kept for everything but the connections (the listener,
/// the standard streams, the runtime's own).
const SPARE_DESCRIPTORS: usize = 64;

/// The bounds the server keeps; [`Limits::default`] is what `grundy serve`
/// uses, and tests shorten the timeouts.
///
/// ```
/// let limits = grundy_web::Limits::default();
/// assert_eq!(limits.header_timeout, grundy_web::HEADER_TIMEOUT);
/// assert!(limits.connections <= grundy_web::CONNECTION_LIMIT);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// See [`HEADER_TIMEOUT`].
    pub header_timeout: Duration,
    /// See [`BODY_TIMEOUT`].
    pub body_timeout: Duration,
    /// See [`CONNECTION_TIMEOUT`].
    pub connection_timeout: Duration,
    /// See [`CONNECTION_LIMIT`]; [`serve_on`] lowers it to what the
    /// process's file descriptors allow.
    pub connections: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            header_timeout: HEADER_TIMEOUT,
            body_timeout: BODY_TIMEOUT,
            connection_timeout: CONNECTION_TIMEOUT,
            connections: CONNECTION_LIMIT,
        }
    }
}

/// Serves the playground on `listener` within `limits` until the process
/// ends. Errors in accepting (a connection reset before it was accepted,
/// descriptors or memory short for a moment) never stop the server: it
/// waits a moment and goes on.
///
/// It raises the process's soft limit of open files to the hard limit, so
/// that the connection cap is not cut by a small default, and lowers the
/// cap to fit what remains.
///
/// ```no_run
/// # async fn run() -> std::io::Result<()> {
/// let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
/// grundy_web::serve_on(listener, grundy_web::Limits::default()).await
/// # }
/// ```
pub async fn serve_on(listener: TcpListener, limits: Limits) -> std::io::Result<()> {
    let cap = limits
        .connections
        .min(descriptors().saturating_sub(SPARE_DESCRIPTORS))
        .max(1);
    let slots = Arc::new(Semaphore::new(cap));
    let app = router_with_body_timeout(limits.body_timeout);
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(e) => {
                // A client that reset before the accept costs nothing; a
                // shortage of descriptors or memory passes as connections
                // close, so wait rather than spin on it.
                if !matches!(
                    e.kind(),
                    std::io::ErrorKind::ConnectionAborted | std::io::ErrorKind::ConnectionReset
                ) {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
                continue;
            }
        };
        // Past the cap the connection is closed at once: waiting for a
        // slot would hold its descriptor and let the queue grow.
        let Ok(slot) = slots.clone().try_acquire_owned() else {
            drop(stream);
            continue;
        };
        let service = TowerToHyperService::new(app.clone());
        tokio::spawn(async move {
            let _slot = slot;
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(limits.header_timeout)
                .keep_alive(false)
                .max_buf_size(READ_BUFFER_LIMIT)
                .serve_connection(TokioIo::new(stream), service);
            // Past the deadline the connection is dropped, whatever it is
            // doing: an answer a client does not read holds nothing.
            let _ = tokio::time::timeout(limits.connection_timeout, connection).await;
        });
    }
}

/// How many files the process may open, after raising the soft limit to
/// the hard one.
#[cfg(unix)]
fn descriptors() -> usize {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit read and write only the struct given.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return CONNECTION_LIMIT + SPARE_DESCRIPTORS;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: limit.rlim_max,
                rlim_max: limit.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit = raised;
            }
        }
    }
    usize::try_from(limit.rlim_cur).unwrap_or(usize::MAX)
}

#[cfg(not(unix))]
fn descriptors() -> usize {
    CONNECTION_LIMIT + SPARE_DESCRIPTORS
}

//! Load test of the playground's API: rounds of N requests sent at once,
//! each on its own connection, to a server on loopback; every answer must be
//! a 200 with an analysis. Prints the latency percentiles and exits 1 on any
//! error. It stops by itself: a fixed number of requests, each within 30 s.
//!
//! ```sh
//! cargo run --release -p grundy-web --example load                       # a server in this process
//! cargo run --release -p grundy-web --example load -- --addr 127.0.0.1:8080 --rounds 5
//! ```
//!
//! Options: `--requests N` at once (default 1000, at most 5000), `--rounds R`
//! (default 3, at most 20), `--addr HOST:PORT` of a running `grundy serve`
//! (loopback addresses only; default: start one here on a free port).

#[path = "common/args.rs"]
mod args;

use args::Args;
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// The requests sent, in turn: (path, body).
const REQUESTS: [(&str, &str); 4] = [
    (
        "/api/analyze",
        r#"{"components":["nim=3","nim=5","nim=7"]}"#,
    ),
    (
        "/api/analyze",
        r#"{"components":["nim=3","kayles=10","wythoff=3,5"]}"#,
    ),
    (
        "/api/move",
        r#"{"components":["nim=3","nim=5","nim=7"],"move":3}"#,
    ),
    (
        "/api/computer",
        r#"{"components":["kayles=12","dawsons-kayles=9"]}"#,
    ),
];

/// One request on a new connection: its latency, or what went wrong.
async fn request(addr: SocketAddr, path: &str, body: &str) -> Result<Duration, String> {
    let started = Instant::now();
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream
        .write_all(head.as_bytes())
        .await
        .map_err(|e| format!("send: {e}"))?;
    let mut response = Vec::new();
    stream
        .read_to_end(&mut response)
        .await
        .map_err(|e| format!("receive: {e}"))?;
    let elapsed = started.elapsed();
    let text = String::from_utf8_lossy(&response);
    if !text.starts_with("HTTP/1.1 200") {
        return Err(format!(
            "{path}: {}",
            text.lines().next().unwrap_or("no answer")
        ));
    }
    if !text.contains("\"verdict\"") {
        return Err(format!("{path}: no analysis in the answer"));
    }
    Ok(elapsed)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn main() {
    let args = Args::new("load [--requests N] [--rounds R] [--addr 127.0.0.1:PORT]");
    let requests = args.number("--requests", 1000, 5000);
    let rounds = args.number("--rounds", 3, 20);
    let addr = match args.loopback_addr("load-tested") {
        Some(addr) => addr,
        None => {
            // A server in this process, on a runtime of its own.
            let (tx, rx) = std::sync::mpsc::channel();
            std::thread::spawn(move || {
                let runtime = tokio::runtime::Runtime::new().expect("a runtime");
                runtime.block_on(async {
                    // The backlog of `grundy serve`, so a burst does not overflow it.
                    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
                    socket.bind("127.0.0.1:0".parse().unwrap()).expect("bind");
                    let listener = socket.listen(4096).expect("listen");
                    tx.send(listener.local_addr().expect("address"))
                        .expect("send");
                    grundy_web::serve_on(listener, grundy_web::Limits::default())
                        .await
                        .expect("serve");
                });
            });
            rx.recv().expect("the server's address")
        }
    };

    let client = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let mut all = Vec::new();
    let mut errors = Vec::new();
    let started = Instant::now();
    for round in 1..=rounds {
        let round_start = Instant::now();
        let results = client.block_on(async {
            let tasks: Vec<_> = (0..requests)
                .map(|i| {
                    let (path, body) = REQUESTS[i % REQUESTS.len()];
                    tokio::spawn(async move {
                        tokio::time::timeout(Duration::from_secs(30), request(addr, path, body))
                            .await
                            .unwrap_or_else(|_| Err(format!("{path}: no answer within 30 s")))
                    })
                })
                .collect();
            let mut results = Vec::with_capacity(tasks.len());
            for t in tasks {
                results.push(t.await.unwrap_or_else(|e| Err(format!("task: {e}"))));
            }
            results
        });
        let wall = round_start.elapsed();
        let mut ok: Vec<Duration> = Vec::new();
        for r in results {
            match r {
                Ok(d) => ok.push(d),
                Err(e) => errors.push(e),
            }
        }
        ok.sort();
        if !ok.is_empty() {
            println!(
                "round {round}: {} ok in {} (p50 {}, p99 {}, max {})",
                ok.len(),
                ms(wall),
                ms(percentile(&ok, 50.0)),
                ms(percentile(&ok, 99.0)),
                ms(*ok.last().unwrap())
            );
        }
        all.extend(ok);
    }
    all.sort();
    let total = started.elapsed();
    println!(
        "{} requests ({rounds} rounds of {requests} at once) to http://{addr}: {} ok, {} errors, {:.0} requests/s",
        rounds * requests,
        all.len(),
        errors.len(),
        all.len() as f64 / total.as_secs_f64()
    );
    if !all.is_empty() {
        println!(
            "latency: p50 {}, p90 {}, p99 {}, max {}",
            ms(percentile(&all, 50.0)),
            ms(percentile(&all, 90.0)),
            ms(percentile(&all, 99.0)),
            ms(*all.last().unwrap())
        );
    }
    if !errors.is_empty() {
        for e in errors.iter().take(10) {
            eprintln!("error: {e}");
        }
        std::process::exit(1);
    }
}

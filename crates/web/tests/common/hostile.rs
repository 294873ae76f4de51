//! Hostile clients of the playground, for the test on loopback
//! (`tests/hostile.rs`) and the memory measurement (`examples/hostile.rs`):
//! connections that send their request a byte a second, oversized and
//! malformed requests, all at once, while a well-formed request is sent
//! every tenth of a second and timed.

use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The well-formed request, timed throughout.
const PROBE: &str = r#"{"components":["nim=3","nim=5","nim=7"]}"#;
/// What a slow client sends, a byte a second.
const SLOW_REQUEST: &[u8] =
    b"POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
      Content-Length: 41\r\n\r\n{\"components\":[\"nim=3\",\"nim=5\",\"nim=7\"]}";

/// The kinds of bad request, sent in turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bad {
    /// A body announced at 100 MB, then 64 KiB of it sent as fast as it goes.
    AnnouncedHuge,
    /// A chunked body past the limit (256 KiB of chunks).
    EndlessChunks,
    /// A header line of 256 KiB.
    HugeHeader,
    /// Bytes that are not HTTP.
    Garbage,
    /// HTTP with a body that is not JSON.
    NotJson,
    /// Headers at once, then a body a byte a second.
    SlowBody,
}

/// Every kind of bad request.
pub const BAD: [Bad; 6] = [
    Bad::AnnouncedHuge,
    Bad::EndlessChunks,
    Bad::HugeHeader,
    Bad::Garbage,
    Bad::NotJson,
    Bad::SlowBody,
];

/// How one hostile connection ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The server answered with this status, after this long.
    Status(u16, Duration),
    /// The server closed the connection without an answer, after this long.
    Closed(Duration),
    /// Still open when the attack stopped.
    Open,
}

/// What the attack saw.
#[derive(Debug, Default)]
pub struct Report {
    /// How each slow connection ended.
    pub slow: Vec<End>,
    /// How each bad request ended, by kind.
    pub bad: Vec<(Bad, End)>,
    /// The latency of each well-formed request answered 200.
    pub probes: Vec<Duration>,
    /// The well-formed requests that failed, and how.
    pub probe_failures: Vec<String>,
}

/// Opens `slow` slow connections and sends `bad` bad requests at once to
/// `addr`, and well-formed requests every 100 ms, for `length`; then waits
/// at most `length` more for the hostile connections to end.
pub async fn attack(addr: SocketAddr, slow: usize, bad: usize, length: Duration) -> Report {
    let deadline = Instant::now() + length;
    let slow_tasks: Vec<_> = (0..slow)
        .map(|_| tokio::spawn(slow_client(addr, deadline + length)))
        .collect();
    let bad_tasks: Vec<_> = (0..bad)
        .map(|i| {
            let kind = BAD[i % BAD.len()];
            tokio::spawn(async move { (kind, bad_client(addr, kind, deadline + length).await) })
        })
        .collect();
    let mut report = Report::default();
    while Instant::now() < deadline {
        let started = Instant::now();
        match tokio::time::timeout(Duration::from_secs(5), probe(addr)).await {
            Ok(Ok(())) => report.probes.push(started.elapsed()),
            Ok(Err(e)) => report.probe_failures.push(e),
            Err(_) => report.probe_failures.push("no answer within 5 s".into()),
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for t in slow_tasks {
        report.slow.push(t.await.expect("a slow client"));
    }
    for t in bad_tasks {
        report.bad.push(t.await.expect("a bad client"));
    }
    report
}

/// One well-formed request on a new connection.
async fn probe(addr: SocketAddr) -> Result<(), String> {
    let mut stream = TcpStream::connect(addr)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    let head = format!(
        "POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{PROBE}",
        PROBE.len()
    );
    stream
        .write_all(head.as_bytes())
        .await
        .map_err(|e| format!("send: {e}"))?;
    let mut answer = Vec::new();
    stream
        .read_to_end(&mut answer)
        .await
        .map_err(|e| format!("receive: {e}"))?;
    let text = String::from_utf8_lossy(&answer);
    if text.starts_with("HTTP/1.1 200") && text.contains("\"verdict\"") {
        Ok(())
    } else {
        Err(format!(
            "answered {}",
            text.lines().next().unwrap_or("nothing")
        ))
    }
}

/// Sends `bytes` one a second until the server closes the connection or
/// `give_up` passes.
async fn trickle(stream: &mut TcpStream, bytes: &[u8], started: Instant, give_up: Instant) -> End {
    let mut answer = Vec::new();
    for byte in bytes {
        if stream.write_all(&[*byte]).await.is_err() {
            return End::Closed(started.elapsed());
        }
        let pause = tokio::time::sleep(Duration::from_secs(1));
        tokio::select! {
            _ = pause => {}
            read = stream.read_buf(&mut answer) => {
                return match read {
                    Ok(0) | Err(_) => ended(&answer, started),
                    Ok(_) => finish(stream, answer, started, give_up).await,
                };
            }
        }
        if Instant::now() >= give_up {
            return End::Open;
        }
    }
    finish(stream, answer, started, give_up).await
}

/// Reads the rest of an answer until the server closes or `give_up`.
async fn finish(
    stream: &mut TcpStream,
    mut answer: Vec<u8>,
    started: Instant,
    give_up: Instant,
) -> End {
    let left = give_up.saturating_duration_since(Instant::now());
    match tokio::time::timeout(left, stream.read_to_end(&mut answer)).await {
        Err(_) => End::Open,
        Ok(_) => ended(&answer, started),
    }
}

/// The end of a connection whose answer so far is `answer`.
fn ended(answer: &[u8], started: Instant) -> End {
    let text = String::from_utf8_lossy(answer);
    match text
        .strip_prefix("HTTP/1.1 ")
        .and_then(|rest| rest.get(..3)?.parse().ok())
    {
        Some(status) => End::Status(status, started.elapsed()),
        None => End::Closed(started.elapsed()),
    }
}

async fn slow_client(addr: SocketAddr, give_up: Instant) -> End {
    let started = Instant::now();
    let Ok(mut stream) = TcpStream::connect(addr).await else {
        return End::Closed(started.elapsed());
    };
    trickle(&mut stream, SLOW_REQUEST, started, give_up).await
}

async fn bad_client(addr: SocketAddr, kind: Bad, give_up: Instant) -> End {
    let started = Instant::now();
    let Ok(mut stream) = TcpStream::connect(addr).await else {
        return End::Closed(started.elapsed());
    };
    let head = |extra: &str| {
        format!(
            "POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n{extra}\r\n"
        )
    };
    let (opening, rest): (Vec<u8>, Vec<u8>) = match kind {
        Bad::AnnouncedHuge => (
            head("Content-Length: 100000000\r\n").into_bytes(),
            vec![b'{'; 1 << 16],
        ),
        Bad::EndlessChunks => (
            head("Transfer-Encoding: chunked\r\n").into_bytes(),
            b"4000\r\n"
                .iter()
                .copied()
                .chain(std::iter::repeat_n(b' ', 0x4000))
                .chain(*b"\r\n")
                .cycle()
                .take(1 << 18)
                .collect(),
        ),
        Bad::HugeHeader => (
            head(&format!("X-Padding: {}\r\n", "a".repeat(256 << 10))).into_bytes(),
            Vec::new(),
        ),
        Bad::Garbage => (b"\x00\x01\x02 not http at all\r\n\r\n".to_vec(), Vec::new()),
        Bad::NotJson => (
            format!("{}{{nope", head("Content-Length: 5\r\n")).into_bytes(),
            Vec::new(),
        ),
        Bad::SlowBody => (head("Content-Length: 41\r\n").into_bytes(), Vec::new()),
    };
    if stream.write_all(&opening).await.is_err() {
        return ended(&[], started);
    }
    if kind == Bad::SlowBody {
        return trickle(
            &mut stream,
            &SLOW_REQUEST[SLOW_REQUEST.len() - 41..],
            started,
            give_up,
        )
        .await;
    }
    // The rest goes as fast as the server takes it; an answer may come
    // before the server has read it all, and then the writes fail.
    let (mut reader, mut writer) = stream.split();
    let mut answer = Vec::new();
    let left = give_up.saturating_duration_since(Instant::now());
    let read = async {
        let _ = reader.read_to_end(&mut answer).await;
    };
    let write = async {
        let _ = writer.write_all(&rest).await;
        std::future::pending::<()>().await;
    };
    let outcome = tokio::time::timeout(left, async {
        tokio::select! {
            _ = read => {}
            _ = write => {}
        }
    })
    .await;
    match outcome {
        Err(_) if answer.is_empty() => End::Open,
        _ => ended(&answer, started),
    }
}

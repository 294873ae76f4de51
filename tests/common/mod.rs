//! What the integration tests of the `grundy` command share: running it,
//! and a playground server on a port of the system's choosing.

#![allow(dead_code)] // each test file uses its own share of these

use std::io::{Read, Write};
use std::process::{Child, Command, Output, Stdio};

/// Runs `grundy ARGS…` writing its standard output to /dev/full, a disk
/// that is always full; `None` where there is no such device.
pub fn grundy_into_a_full_disk(args: &[&str]) -> Option<Output> {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .ok()?;
    Some(
        Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(args)
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .unwrap(),
    )
}

/// A fresh, empty folder `NAME` in the test build's temporary directory.
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Compares `actual` with tests/golden/NAME.txt; with `GRUNDY_BLESS` set,
/// writes it there instead (review the diff after an intended change).
pub fn check_golden(name: &str, actual: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.txt"));
    if std::env::var_os("GRUNDY_BLESS").is_some() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("missing {}; run with GRUNDY_BLESS=1", path.display()));
    assert_eq!(actual, expected, "golden output {name} differs");
}

/// What a run printed on its standard output, as text.
pub fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// What a run printed on its standard error, as text.
pub fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// Runs `grundy ARGS…` with `stdin` as its standard input.
pub fn grundy(args: &[&str], stdin: &str) -> Output {
    grundy_with(&[], args, stdin.as_bytes())
}

/// Runs `grundy ARGS…` with the environment variables `env` set and the
/// bytes `stdin` as its standard input.
pub fn grundy_with(env: &[(&str, &str)], args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        // The goldens are English unless a test asks for another language;
        // the developer's own locale must not change them.
        .env_remove("GRUNDY_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("grundy runs");
    let mut pipe = child.stdin.take().unwrap();
    // A run that refuses its command line exits before it reads standard
    // input: the input left unread is no failure of the test (writing it
    // raced with the exit, and lost now and then with a broken pipe).
    match pipe.write_all(stdin) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        written => written.unwrap(),
    }
    drop(pipe);
    child.wait_with_output().unwrap()
}

/// The standard output of a run that must succeed.
pub fn answer(args: &[&str], stdin: &str) -> String {
    let out = grundy(args, stdin);
    assert_eq!(
        out.status.code(),
        Some(0),
        "grundy {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// `grundy serve` on a free port of 127.0.0.1, killed when dropped.
pub struct Server {
    child: Child,
    /// HOST:PORT.
    pub addr: String,
}

impl Server {
    /// Starts the server and waits until it takes connections.
    pub fn start() -> Server {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .unwrap()
            .port();
        let addr = format!("127.0.0.1:{port}");
        let child = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(["serve", "--addr", &addr])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("grundy serve runs");
        let server = Server { child, addr };
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        while std::net::TcpStream::connect(&server.addr).is_err() {
            assert!(std::time::Instant::now() < deadline, "no server");
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        server
    }

    /// The body of `GET path`.
    pub fn get(&self, path: &str) -> String {
        let mut stream = std::net::TcpStream::connect(&self.addr).unwrap();
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            self.addr
        )
        .unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).unwrap();
        assert!(response.starts_with("HTTP/1.1 200"), "{response}");
        response
            .split_once("\r\n\r\n")
            .expect("a body")
            .1
            .to_string()
    }
}

impl Server {
    /// The status and body of `POST path` with a JSON `body`.
    pub fn post(&self, path: &str, body: &str) -> (u16, String) {
        let mut stream = std::net::TcpStream::connect(&self.addr).unwrap();
        write!(
            stream,
            "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.addr,
            body.len()
        )
        .unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).unwrap();
        let (head, body) = response.split_once("\r\n\r\n").expect("a body");
        let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
        (status, body.to_string())
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

//! The playground in a real browser: headless Chromium driven through
//! chromedriver's W3C WebDriver API (a small client over plain HTTP below),
//! against a server started here on 127.0.0.1 with a port of the system's
//! choosing.
//!
//! Without Chromium the test says it is skipped and passes, unless the
//! environment variable `CI` is set: then a missing browser fails it. The
//! browser and driver are `/usr/bin/chromium` and `/usr/bin/chromedriver`
//! (Debian's `chromium` and `chromium-driver`), or the paths in
//! `GRUNDY_CHROMIUM` and `GRUNDY_CHROMEDRIVER`. With `GRUNDY_SCREENSHOT=FILE`
//! the page is saved there as a PNG at the end, and with
//! `GRUNDY_SCREENSHOT_PROJECTOR=FILE` the page in projector mode, with
//! `GRUNDY_SCREENSHOT_GALLERY=FILE` the gallery of games, with
//! `GRUNDY_SCREENSHOT_LESSON=FILE` the Nim lesson's first step done
//! (`docs/img/screenshots.sh` makes the pictures of the docs so).

use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The key under which WebDriver returns an element reference.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

fn tool(var: &str, default: &str) -> Option<PathBuf> {
    let path = std::env::var_os(var).map_or_else(|| PathBuf::from(default), PathBuf::from);
    path.is_file().then_some(path)
}

/// One HTTP/1.1 request to 127.0.0.1; the status and the body as JSON.
fn http(port: u16, method: &str, path: &str, body: Option<&Value>) -> (u16, Value) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connect to chromedriver");
    stream
        .set_read_timeout(Some(Duration::from_secs(120)))
        .expect("timeout");
    let body = body.map(Value::to_string).unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json; charset=utf-8\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).expect("send");
    // chromedriver may keep the connection open: read what the headers announce.
    let mut raw = Vec::new();
    let mut buf = [0u8; 64 * 1024];
    let (head, payload) = loop {
        if let Some(split) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&raw[..split]).to_ascii_lowercase();
            let length = head.lines().find_map(|l| {
                l.strip_prefix("content-length:")
                    .and_then(|n| n.trim().parse::<usize>().ok())
            });
            let chunked = head.contains("transfer-encoding: chunked");
            let body = &raw[split + 4..];
            let complete = match length {
                Some(n) => body.len() >= n,
                None if chunked => body.ends_with(b"0\r\n\r\n"),
                None => false,
            };
            if complete {
                let body = match length {
                    Some(n) => body[..n].to_vec(),
                    None => dechunk(body),
                };
                break (head, body);
            }
        }
        let n = stream.read(&mut buf).expect("receive");
        if n == 0 {
            // Closed: a body without a length ends here.
            let split = raw
                .windows(4)
                .position(|w| w == b"\r\n\r\n")
                .unwrap_or_else(|| panic!("{method} {path}: no HTTP response"));
            let head = String::from_utf8_lossy(&raw[..split]).to_ascii_lowercase();
            break (head, raw[split + 4..].to_vec());
        }
        raw.extend_from_slice(&buf[..n]);
    };
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status code");
    let value = if payload.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&payload).unwrap_or_else(|e| {
            panic!(
                "{method} {path}: not JSON ({e}): {}",
                String::from_utf8_lossy(&payload)
            )
        })
    };
    (status, value)
}

fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let Some(end) = data.windows(2).position(|w| w == b"\r\n") else {
            return out;
        };
        let size = usize::from_str_radix(
            String::from_utf8_lossy(&data[..end])
                .split(';')
                .next()
                .unwrap_or("")
                .trim(),
            16,
        )
        .unwrap_or(0);
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&data[end + 2..end + 2 + size]);
        data = &data[end + 2 + size + 2..];
    }
}

/// chromedriver, ended when dropped.
struct Driver {
    child: Child,
    port: u16,
}

impl Driver {
    fn start(path: &PathBuf) -> Driver {
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new(path)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let driver = Driver { child, port };
        let deadline = Instant::now() + Duration::from_secs(30);
        while !Driver::ready(port) {
            assert!(Instant::now() < deadline, "chromedriver did not start");
            std::thread::sleep(Duration::from_millis(100));
        }
        driver
    }

    /// Whether chromedriver on `port` says it is ready. While it starts it
    /// may refuse or reset a connection: that is "not yet", not a failure.
    fn ready(port: u16) -> bool {
        let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else {
            return false;
        };
        let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
        let request =
            format!("GET /status HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n");
        if stream.write_all(request.as_bytes()).is_err() {
            return false;
        }
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        let answer = String::from_utf8_lossy(&answer).replace(' ', "");
        answer.contains("\"ready\":true")
    }
}

/// One browser at a time: two at once on a machine of two cores make each
/// slow enough to miss its timeouts.
fn one_browser_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static BROWSER: std::sync::Mutex<()> = std::sync::Mutex::new(());
    BROWSER
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A browser session, closed when dropped.
struct Session {
    port: u16,
    id: String,
    profile: PathBuf,
}

impl Session {
    fn new(driver: &Driver, chromium: &PathBuf) -> Session {
        Session::with_languages(driver, chromium, "en-US,en")
    }

    /// A session whose browser prefers `languages` (as its Accept-Language
    /// and `navigator.languages`).
    fn with_languages(driver: &Driver, chromium: &PathBuf, languages: &str) -> Session {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let profile =
            std::env::temp_dir().join(format!("grundy-browser-{}-{nanos}", std::process::id()));
        let _ = std::fs::remove_dir_all(&profile);
        std::fs::create_dir_all(&profile).expect("a profile directory");
        let args = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            "--window-size=1200,1300",
            &format!("--user-data-dir={}", profile.display()),
            &format!("--lang={}", languages.split(',').next().unwrap_or("en-US")),
        ];
        let (status, v) = http(
            driver.port,
            "POST",
            "/session",
            Some(&json!({
                "capabilities": { "alwaysMatch": {
                    "browserName": "chrome",
                    "goog:chromeOptions": {
                        "binary": chromium,
                        "args": args,
                        "prefs": { "intl.accept_languages": languages },
                    },
                }}
            })),
        );
        assert_eq!(status, 200, "new session: {v}");
        Session {
            port: driver.port,
            id: v["value"]["sessionId"]
                .as_str()
                .expect("a session id")
                .to_string(),
            profile,
        }
    }

    fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let full = format!("/session/{}{path}", self.id);
        let (status, v) = http(self.port, method, &full, body.as_ref());
        assert_eq!(status, 200, "{method} {path}: {v}");
        v["value"].clone()
    }

    fn go(&self, url: &str) {
        self.call("POST", "/url", Some(json!({ "url": url })));
    }

    fn find(&self, css: &str) -> String {
        let v = self.call(
            "POST",
            "/element",
            Some(json!({ "using": "css selector", "value": css })),
        );
        v[ELEMENT]
            .as_str()
            .unwrap_or_else(|| panic!("no element for {css}: {v}"))
            .to_string()
    }

    fn click(&self, css: &str) {
        let e = self.find(css);
        self.call("POST", &format!("/element/{e}/click"), Some(json!({})));
    }

    fn type_into(&self, css: &str, text: &str) {
        let e = self.find(css);
        self.call("POST", &format!("/element/{e}/clear"), Some(json!({})));
        self.call(
            "POST",
            &format!("/element/{e}/value"),
            Some(json!({ "text": text })),
        );
    }

    fn text(&self, css: &str) -> String {
        let e = self.find(css);
        self.call("GET", &format!("/element/{e}/text"), None)
            .as_str()
            .expect("text")
            .to_string()
    }

    fn script(&self, script: &str) -> Value {
        self.call(
            "POST",
            "/execute/sync",
            Some(json!({ "script": script, "args": [] })),
        )
    }

    /// Waits until `script` returns true.
    fn wait_for(&self, what: &str, script: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while self.script(script) != json!(true) {
            assert!(Instant::now() < deadline, "timed out waiting for {what}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits until the page waits for the user, or the game is over.
    fn wait_for_turn(&self) {
        self.wait_for(
            "the user's turn",
            "const b = document.getElementById('board'); \
             return !b.hidden && b.dataset.busy === 'no' && b.dataset.turn !== 'computer';",
        );
    }

    /// The legal moves shown: (class, text, disabled).
    fn moves(&self) -> Vec<(String, String, bool)> {
        let v = self.script(
            "return [...document.querySelectorAll('#moves .move')]\
             .map(b => [b.className, b.textContent, b.disabled]);",
        );
        v.as_array()
            .expect("an array")
            .iter()
            .map(|m| {
                (
                    m[0].as_str().unwrap().to_string(),
                    m[1].as_str().unwrap().to_string(),
                    m[2].as_bool().unwrap(),
                )
            })
            .collect()
    }

    fn count(&self, css: &str) -> usize {
        let css = serde_json::to_string(css).unwrap();
        self.script(&format!("return document.querySelectorAll({css}).length;"))
            .as_u64()
            .expect("a count") as usize
    }

    /// Sets up a game in the form and starts it, every move coloured.
    fn start(&self, game: &str, position: &str, first: &str) {
        self.click(&format!("#game-select option[value={game}]"));
        self.type_into("#position-input", position);
        self.click(&format!("#first-select option[value={first}]"));
        self.click("#mode-select option[value=study]");
        self.click("#start");
        self.wait_for_turn();
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = http(self.port, "DELETE", &format!("/session/{}", self.id), None);
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

fn start_server(runtime: &tokio::runtime::Runtime) -> SocketAddr {
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr = listener.local_addr().expect("address");
        tokio::spawn(async move {
            axum::serve(listener, grundy_web::router())
                .await
                .expect("serve")
        });
        addr
    })
}

impl Session {
    /// The address the page shows, decoded.
    /// The position in the notation, shown or one click away.
    fn position(&self) -> String {
        self.script("return document.getElementById('position').textContent.replace(/\\s+/g, ' ');")
            .as_str()
            .expect("a string")
            .to_string()
    }

    fn address(&self) -> String {
        self.script("return decodeURIComponent(location.search.replace(/\\+/g, ' '));")
            .as_str()
            .expect("a string")
            .to_string()
    }

    /// Whether the keyboard's focus is on one of the moves.
    fn focus_on_moves(&self) -> bool {
        self.script("return document.activeElement.matches('#moves .move');") == json!(true)
    }

    fn turn(&self) -> Value {
        self.script("return document.getElementById('board').dataset.turn;")
    }

    /// Clicks the first move matching `css` until the game is over.
    fn play_out(&self, css: &str) {
        for _ in 0..40 {
            if self.turn() == json!("over") {
                return;
            }
            self.click(css);
            self.wait_for_turn();
        }
        panic!("the game did not end");
    }

    /// Plays a winning move whenever there is one, else the first, until
    /// the game is over (the moves coloured).
    fn play_well(&self) {
        for _ in 0..40 {
            if self.turn() == json!("over") {
                return;
            }
            if self.count(".move.winning") > 0 {
                self.click(".move.winning");
            } else {
                self.click("#moves .move");
            }
            self.wait_for_turn();
        }
        panic!("the game did not end");
    }
}

/// Chromium and chromedriver, or `None` (the test `name` then says it is
/// skipped) where they are missing and `CI` is not set.
fn browser_tools(name: &str) -> Option<(PathBuf, PathBuf)> {
    let (Some(chromium), Some(chromedriver)) = (
        tool("GRUNDY_CHROMIUM", "/usr/bin/chromium"),
        tool("GRUNDY_CHROMEDRIVER", "/usr/bin/chromedriver"),
    ) else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI is set but Chromium or chromedriver is missing: install Debian's chromium and \
             chromium-driver (or set GRUNDY_CHROMIUM and GRUNDY_CHROMEDRIVER)"
        );
        eprintln!(
            "SKIPPED {name}: no /usr/bin/chromium or /usr/bin/chromedriver \
             (apt-get install chromium chromium-driver)"
        );
        return None;
    };
    Some((chromium, chromedriver))
}

/// What a browser test drives: the server (on its runtime), chromedriver
/// and the browser to start, one test at a time. (Fields drop in order:
/// the turn is given up last, once the driver is gone.)
struct Bench {
    _runtime: tokio::runtime::Runtime,
    addr: SocketAddr,
    driver: Driver,
    chromium: PathBuf,
    _one: std::sync::MutexGuard<'static, ()>,
}

/// The bench of the test `name`, or `None` (it is skipped) where there is
/// no browser and `CI` is not set.
fn bench(name: &str) -> Option<Bench> {
    let (chromium, chromedriver) = browser_tools(name)?;
    let one = one_browser_at_a_time();
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let addr = start_server(&runtime);
    let driver = Driver::start(&chromedriver);
    Some(Bench {
        _runtime: runtime,
        addr,
        driver,
        chromium,
        _one: one,
    })
}

#[test]
fn playing_in_headless_chromium() {
    let Some(bench) = bench("playing_in_headless_chromium") else {
        return;
    };
    let (addr, driver, chromium) = (bench.addr, &bench.driver, &bench.chromium);
    let browser = Session::new(driver, chromium);
    let page = |query: &str| format!("http://{addr}/{query}");

    browser.go(&page(""));
    browser.wait_for(
        "the page's script",
        "return document.body.dataset.ready === 'yes';",
    );
    assert_eq!(browser.text("h1"), "grundy playground");

    // Study: Nim 3 5 7, the user first: value 1, three winning moves of fifteen.
    browser.start("nim", "3 5 7", "you");
    assert_eq!(browser.position(), "nim=3 + nim=5 + nim=7");
    // Drawn in the game's own terms, the notation one click away.
    let notation_shown = "return !document.getElementById('position').hidden;";
    assert_eq!(browser.script(notation_shown), json!(false));
    browser.click("#notation-button");
    assert_eq!(browser.script(notation_shown), json!(true));
    assert_eq!(browser.text("#position"), "nim=3 + nim=5 + nim=7");
    browser.click("#notation-button");
    assert_eq!(browser.script(notation_shown), json!(false));
    let verdict = browser.text("#verdict");
    assert!(
        verdict.starts_with("Value 1 (*1): you are winning"),
        "{verdict}"
    );
    let moves = browser.moves();
    assert_eq!(moves.len(), 15);
    let winning: Vec<&str> = moves
        .iter()
        .filter(|m| m.0 == "move winning")
        .map(|m| m.1.as_str())
        .collect();
    assert_eq!(winning.len(), 3, "{moves:?}");
    assert!(
        winning[0].contains("pile 1: take 1 from the pile of 3")
            && winning[0].contains("→ nim=2, value 0")
    );
    assert_eq!(browser.count(".move.losing"), 12);
    assert!(moves.iter().all(|m| !m.2), "the user's moves are enabled");
    assert!(browser.text("#nim-panel pre").contains("xor s"));
    assert_eq!(
        browser.address(),
        "?game=nim&position=3 5 7&start=you",
        "the address follows the game"
    );
    browser.play_out(".move.winning");
    assert_eq!(
        browser.text("#status"),
        "You win: the computer has no move left."
    );
    assert_eq!(
        browser.script("return document.getElementById('status').className;"),
        json!("over won")
    );
    assert_eq!(browser.position(), "nim=0 + nim=0 + nim=0");
    assert_eq!(
        browser.text("#slips"),
        "Nobody slipped: the verdict of the first position held."
    );

    // Practice, from a shared address: no colours until a hint; a slip, an
    // undo, then the slip again, played out; the history says who slipped when.
    browser.go(&page(
        "?game=nim&position=3%205%207&start=you&mode=practice",
    ));
    browser.wait_for_turn();
    assert_eq!(browser.count("#moves .move"), 15);
    assert_eq!(
        browser.count(".move.winning") + browser.count(".move.losing"),
        0
    );
    assert!(browser
        .text("#verdict")
        .contains("hidden until you ask for a hint"));
    // The hint step by step: the verdict, where the winning moves are, the
    // moves coloured with the remoteness each leaves, then the reasoning.
    let coloured = |b: &Session| b.count(".move.winning") + b.count(".move.losing");
    let reasons = "return !!document.getElementById('nim-panel');";
    browser.click("#hint-button");
    assert!(browser
        .text("#verdict")
        .starts_with("Value 1 (*1): you are winning"));
    assert_eq!(coloured(&browser), 0, "the first step colours nothing");
    assert_eq!(browser.script(reasons), json!(false));
    assert_eq!(browser.text("#hint-button"), "More of the hint");
    assert!(
        browser.focus_on_moves(),
        "the hint leaves the focus on the moves"
    );
    browser.click("#hint-button");
    assert_eq!(
        browser.text("#hint-where"),
        "Winning moves are in each of nim=3, nim=5, nim=7."
    );
    assert_eq!(browser.count(".move.where"), 15);
    assert_eq!(coloured(&browser), 0, "the second step colours nothing");
    browser.click("#hint-button");
    assert_eq!(browser.count(".move.winning"), 3);
    assert_eq!(browser.script(reasons), json!(false));
    for (class, text, _) in browser.moves() {
        let said = if class == "move winning" {
            ", win in "
        } else {
            ", lose in "
        };
        assert!(text.contains(said), "{class}: {text}");
    }
    assert!(browser
        .moves()
        .iter()
        .any(|(_, text, _)| text.ends_with(", win in 15 moves")));
    browser.click("#hint-button");
    assert_eq!(browser.script(reasons), json!(true));
    assert_eq!(
        browser.script("return document.getElementById('hint-button').disabled;"),
        json!(true),
        "no step left"
    );
    browser.click(".move.losing");
    browser.wait_for_turn();
    assert_eq!(
        browser.count("#history li"),
        2,
        "the user's move and the computer's"
    );
    assert!(
        browser.focus_on_moves(),
        "after a move the focus is on the moves"
    );
    assert_eq!(
        browser.count(".move.winning") + browser.count(".move.losing"),
        0,
        "a new position, no colours"
    );
    assert!(
        !browser.address().contains("position=3 5 7"),
        "{}",
        browser.address()
    );
    browser.click("#undo-button");
    assert_eq!(browser.position(), "nim=3 + nim=5 + nim=7");
    assert_eq!(browser.count("#history li"), 0);
    assert_eq!(
        browser.address(),
        "?game=nim&position=3 5 7&start=you&mode=practice"
    );
    for _ in 0..3 {
        browser.click("#hint-button");
    }
    browser.click(".move.losing");
    browser.wait_for_turn();
    browser.play_out("#moves .move");
    assert_eq!(
        browser.text("#status"),
        "The computer wins: you have no move left."
    );
    assert_eq!(
        browser.script("return document.getElementById('status').className;"),
        json!("over lost")
    );
    let first = browser.text("#history li:first-child");
    assert!(first.starts_with("You: pile "), "{first}");
    assert!(
        first.contains("SLIPPED: had a winning move and gave the win away, after a hint"),
        "{first}"
    );
    assert_eq!(browser.count("#history li.slip"), 1);
    assert_eq!(browser.text("#slips"), "Who slipped when: You at move 1.");

    // A clicked move: the second counter of the pile of 5 takes 4 from it.
    browser.start("nim", "3 5 7", "you");
    browser.click("#drawing button.counter[aria-label='take 4 from pile 2']");
    browser.wait_for_turn();
    assert!(browser
        .text("#history li:first-child")
        .starts_with("You: pile 2: take 4 from the pile of 5 → nim=1"));
    assert!(browser.focus_on_moves());

    // Equal piles: every move says which pile.
    browser.start("nim", "2 2", "you");
    let labels: Vec<String> = browser.moves().into_iter().map(|m| m.1).collect();
    assert!(
        labels[0].starts_with("pile 1: take 1") && labels[2].starts_with("pile 2: take 1"),
        "{labels:?}"
    );

    // Two players, the computer as referee: it never moves, and says who won.
    browser.start("nim", "1 2", "two");
    assert_eq!(
        browser.text("#status"),
        "Player 1 to move: pick one below, or click the position."
    );
    assert!(browser
        .text("#verdict")
        .contains("Player 1 (to move) is winning"));
    assert!(
        browser.address().ends_with("&start=two"),
        "{}",
        browser.address()
    );
    browser.click(".move.losing");
    browser.wait_for_turn();
    assert_eq!(browser.turn(), json!("player2"));
    assert_eq!(browser.count("#history li"), 1);
    browser.play_well();
    let status = browser.text("#status");
    assert!(
        status.starts_with("Player 2 wins: Player 1 has no move left"),
        "{status}"
    );
    assert!(browser
        .text("#history li:first-child")
        .starts_with("Player 1: "));
    assert_eq!(
        browser.text("#slips"),
        "Who slipped when: Player 1 at move 1."
    );

    // The computer first, from a lost position: the user gets a winning one.
    browser.start("nim", "2 2", "computer");
    assert_eq!(browser.count("#history li"), 1);
    assert!(browser.text("#verdict").contains("you are winning"));
    assert_eq!(browser.count(".move.winning"), 1);

    // Wythoff 3 5 is a P-position: all moves red, the map drawn, its grid clicked.
    browser.start("wythoff", "3 5", "you");
    assert!(browser.text("#verdict").starts_with("Value 0"));
    assert_eq!(browser.count(".move.winning"), 0);
    assert!(browser.count("#wythoff-panel svg .p-position") >= 10);
    assert_eq!(browser.count("#wythoff-panel svg .current"), 1);
    assert_eq!(browser.count("#drawing .grid button.cell"), 3 + 5 + 3);
    browser.click("#drawing .grid button[aria-label='move to (1, 3)']");
    browser.wait_for_turn();
    assert!(browser
        .text("#history li:first-child")
        .starts_with("You: take 2 from both piles → wythoff=1,3"));
    // Regression: at (0, 0) the panel told of moves there are none of.
    browser.start("wythoff", "0 0", "you");
    assert!(browser
        .text("#wythoff-panel pre")
        .contains("there are no moves"));
    assert_eq!(browser.count(".move"), 0);

    // Kayles 10 (value 2): its nim-sequence plotted; a heap clicked marks its moves.
    browser.click("#game-select option[value=heap]");
    browser.type_into("#rules-input", "kayles");
    browser.start("heap", "10 3", "you");
    assert!(browser.text("#verdict").starts_with("Value 1 (*1)"));
    assert!(browser.count("#sequence-panel svg rect") >= 25);
    browser.click("#drawing button.heap[aria-label^='heap 2']");
    assert_eq!(
        browser.count("#moves .move.selected"),
        3,
        "take 1 from the end or the middle, or 2"
    );
    assert!(browser.focus_on_moves());

    // Every game the command line plays: misère Nim, Moore's Nim_k, bounded
    // Nim, a staircase and chips, each drawn and played.
    browser.start("misere", "1 1", "you");
    assert_eq!(browser.address(), "?game=misere&position=1 1&start=you");
    assert!(browser.text("#verdict").starts_with("You are winning"));
    browser.play_out(".move.winning");
    assert_eq!(
        browser.text("#status"),
        "You win: you have no move left, which wins under misère play."
    );
    browser.click("#game-select option[value=moore]");
    browser.type_into("#k-input", "2");
    browser.start("moore", "1 2 3", "you");
    assert!(browser.text("#moore-panel h3").contains("Nim_2"));
    assert!(browser
        .address()
        .starts_with("?game=moore:2&position=1 2 3"));
    browser.play_well();
    browser.click("#game-select option[value=bounded]");
    browser.type_into("#k-input", "3");
    browser.start("bounded", "5 7", "you");
    assert_eq!(browser.position(), "bounded:3=5 + bounded:3=7");
    assert_eq!(
        browser.count("#drawing button.counter:not(:disabled)"),
        6,
        "at most 3 from each pile"
    );
    browser.start("staircase", "1 4 3", "you");
    assert_eq!(browser.count("#drawing .step"), 3);
    browser.click("#drawing button.counter[aria-label='move 2 coins from step 3 to step 2']");
    browser.wait_for_turn();
    assert!(browser
        .text("#history li:first-child")
        .contains("→ staircase=1,6,1"));
    browser.start("chips", "1 5 6", "you");
    assert_eq!(browser.count("#drawing .cell.chip"), 3);
    browser.click("#drawing button.cell[aria-label='slide the chip on cell 5 to cell 2']");
    browser.wait_for_turn();
    assert!(browser
        .text("#history li:first-child")
        .starts_with("You: slide the chip on cell 5 to cell 2 → chips=1,2,6"));

    // Coin-turning games (issue 19): a row of Mock Turtles, heads H and
    // tails T, each head's value on it; coins picked by clicks, the moves
    // that turn them marked, and Turn plays them.
    browser.click("#game-select option[value=coins]");
    browser.type_into("#coin-rules-input", "mock");
    browser.start("coins", "1 4 6", "you");
    assert_eq!(
        browser.address(),
        "?game=coins:mock&position=1 4 6&start=you"
    );
    assert_eq!(browser.count("#drawing .coins.row .coin"), 6);
    assert_eq!(browser.count("#drawing .coin.heads"), 3);
    assert_eq!(
        browser.script(
            "return [...document.querySelectorAll('#drawing .coin .face')].map(f => f.textContent).join('');"
        ),
        json!("HTTHTH"),
        "heads and tails told apart by letter, not colour alone"
    );
    assert_eq!(
        browser.script(
            "return document.querySelector('#drawing .coin[data-coin=\"4\"]').getAttribute('aria-label');"
        ),
        json!("coin 4: heads, worth 7")
    );
    assert!(browser.text("#coins-panel-0").contains("their xor is 13"));
    assert!(browser.count(".move.winning") == 2);
    browser.click("#drawing .coin[data-coin='6']");
    assert_eq!(
        browser.script("return document.activeElement.dataset.coin;"),
        json!("6"),
        "the focus stays on the coin clicked"
    );
    let marked = browser.count("#moves .move.selected");
    assert_eq!(
        marked,
        1 + 5 + 10,
        "coin 6 alone, or with one or two of coins 1 to 5"
    );
    browser.click("#drawing .coin[data-coin='4']");
    browser.click("#drawing .coin[data-coin='1']");
    assert_eq!(browser.count("#moves .move.selected"), 1);
    assert_eq!(browser.count("#drawing .coin.picked"), 3);
    assert_eq!(browser.text("#drawing .turn-button"), "Turn coins 6, 4, 1");
    browser.click("#drawing .turn-button");
    browser.wait_for_turn();
    assert!(browser
        .text("#history li:first-child")
        .starts_with("You: turn coins 1, 4 and 6 → coins:mock="));
    assert_eq!(
        browser.text("#status"),
        "You win: the computer has no move left."
    );
    assert_eq!(
        browser.count("#drawing .coin.tails"),
        6,
        "the row stays in sight, all tails"
    );
    assert_eq!(
        browser.address(),
        "?game=coins:mock&position=&start=computer"
    );
    // That address, with no heads in it, opens the game over.
    browser.go(&page("?game=coins%3Amock&position=&start=you"));
    browser.wait_for_turn();
    assert_eq!(
        browser.text("#status"),
        "The computer wins: you have no move left."
    );

    // In practice the heads' values wait for a hint, as the colours do.
    browser.go(&page(
        "?game=coins%3Amock&position=1+4+6&start=you&mode=practice",
    ));
    browser.wait_for_turn();
    assert_eq!(browser.count("#drawing .coin .worth"), 0);
    for _ in 0..3 {
        browser.click("#hint-button");
    }
    assert_eq!(browser.count("#drawing .coin .worth"), 3);

    // Turning Corners from an address: a board, x along and y down, the
    // corners of a rectangle turned; a refused pick says why.
    browser.go(&page(
        "?game=coins%3Acorners&position=2%3A3+4%3A1&start=you",
    ));
    browser.wait_for_turn();
    assert_eq!(
        browser.address(),
        "?game=coins:corners&position=2:3 4:1&start=you"
    );
    assert_eq!(browser.count("#drawing .coins.board .coin"), 12);
    browser.click("#drawing .coin[data-coin='2:1']");
    browser.click("#drawing .turn-button");
    browser.wait_for(
        "the refusal",
        "return !document.getElementById('error').hidden;",
    );
    assert!(
        browser.text("#error").contains("coin 2:1 shows tails"),
        "{}",
        browser.text("#error")
    );
    browser.click("#drawing .clear-button");
    assert_eq!(browser.count("#drawing .coin.picked"), 0);
    browser.click("#drawing .coin[data-coin='4:1']");
    browser.click("#drawing .coin[data-coin='1:1']");
    browser.click("#drawing .turn-button");
    browser.wait_for_turn();
    assert!(browser
        .text("#history li:first-child")
        .starts_with("You: turn coins 1:1 and 4:1 → coins:corners=1:1,2:3"));
    assert_eq!(browser.count("#history li"), 2, "and the computer answered");

    // Bad positions are reported on the page, naming the token and its place.
    browser.click("#game-select option[value=nim]");
    browser.type_into("#position-input", "3 x");
    browser.click("#start");
    browser.wait_for(
        "the error",
        "return !document.getElementById('error').hidden;",
    );
    assert_eq!(
        browser.text("#error"),
        "position \"3 x\": expected pile 2 (a non-negative integer), found \"x\""
    );
    browser.click("#game-select option[value=sum]");
    browser.type_into("#position-input", "nim=3 chess=4");
    browser.click("#start");
    browser.wait_for(
        "the error",
        "return document.getElementById('error').textContent.includes('chess');",
    );
    assert!(browser.text("#error").contains("unknown game \"chess\""));

    // A family the menu takes from the registry: Green Hackenbush, whose
    // position is edges, started from the menu, described by its rules,
    // written back in the address and played from its moves.
    browser.click("#game-select option[value=hackenbush]");
    assert!(browser.text("#hint").starts_with("cut an edge of a graph"));
    browser.start("hackenbush", "1-2 2-3 3-1", "you");
    assert_eq!(
        browser.address(),
        "?game=hackenbush&position=1-2 2-3 3-1&start=you"
    );
    assert!(browser.count(".move") > 0);

    // At 400 px wide: no horizontal scroll, and the moves are readable.
    browser.call(
        "POST",
        "/window/rect",
        Some(json!({ "width": 400, "height": 900 })),
    );
    for query in [
        "?game=sum&position=nim%3D3%20kayles%3D10%20wythoff%3D3%2C5%20staircase%3D1%2C4%2C3&start=you",
        "?game=wythoff&position=9%2014&start=you",
        "?game=coins%3Acorners&position=2%3A3+9%3A6&start=you",
    ] {
        browser.go(&page(query));
        browser.wait_for_turn();
        let width = browser.script("return document.documentElement.clientWidth;");
        assert!(width.as_u64().unwrap() <= 420, "the window is narrow: {width}");
        let layout = browser.script(
            "const w = document.documentElement.clientWidth; \
             return [document.documentElement.scrollWidth <= w, \
             [...document.querySelectorAll('#moves .move')].every(b => { \
               const r = b.getBoundingClientRect(); \
               return r.left >= 0 && r.right <= w && r.width >= 200 \
                 && parseFloat(getComputedStyle(b).fontSize) >= 12; })];",
        );
        assert_eq!(layout, json!([true, true]), "{query}");
    }
    browser.call(
        "POST",
        "/window/rect",
        Some(json!({ "width": 1200, "height": 1300 })),
    );

    // A Kayles row of 10^8 (its period is proven): too many moves to list,
    // the winning moves shown and a move typed in the game's terms.
    browser.go(&page("?game=kayles&position=100000000&start=you"));
    browser.wait_for_turn();
    assert_eq!(browser.position(), "kayles=100000000");
    assert_eq!(browser.text("#moves-heading"), "Winning moves");
    assert_eq!(
        browser.script("return document.getElementById('typed-form').hidden;"),
        json!(false)
    );
    assert!(browser.count("#move-syntax li") >= 2);
    assert!(browser.text("#move-syntax").contains("N A"));
    assert!(browser.count("#moves li.move.winning") > 0);
    assert!(browser.text("#moves").contains("like moves"));
    assert!(browser.text("#drawing").contains("too many to draw"));
    browser.type_into("#typed-input", "x");
    browser.click("#typed-button");
    browser.wait_for(
        "the refusal",
        "return !document.getElementById('error').hidden;",
    );
    assert!(browser.text("#error").contains("\"x\""));
    browser.type_into("#typed-input", "1");
    browser.click("#typed-button");
    browser.wait_for(
        "the computer's reply",
        "return document.querySelectorAll('#history li').length === 2;",
    );
    browser.wait_for_turn();
    let history = browser.text("#history");
    assert!(
        history.contains("take 1 from the heap of 100000000"),
        "{history}"
    );
    assert!(browser.position().starts_with("kayles="));

    // Misère play of any game (issue 21), asked by the box: a Kayles row of
    // 4 is lost under misère play, as genus theory says; the address keeps
    // the flag, the computer answers under misère play, and the game ends
    // with the player who has no move left winning.
    browser.click("#game-select option[value=heap]");
    browser.type_into("#rules-input", "kayles");
    browser.click("#misere-input");
    browser.start("heap", "4", "you");
    assert_eq!(
        browser.address(),
        "?game=kayles&position=4&start=you&misere=yes"
    );
    let verdict = browser.text("#verdict");
    assert!(
        verdict.starts_with("Misère play: you are losing"),
        "{verdict}"
    );
    assert!(browser.text("#panels").contains("Genus theory does"));
    browser.play_out("#moves .move");
    assert_eq!(
        browser.text("#status"),
        "The computer wins: it has no move left, which wins under misère play."
    );
    // Chips on a line, played alone, under misère play too: a search of
    // their positions (the box is still ticked).
    browser.start("chips", "3 5", "you");
    assert_eq!(
        browser.address(),
        "?game=chips&position=3 5&start=you&misere=yes"
    );
    assert!(browser
        .text("#verdict")
        .starts_with("Misère play: you are losing"));
    assert!(browser.text("#panels").contains("searched from the rules"));
    // Misère Nim is misère already: the box is not offered, nor ticked.
    browser.click("#game-select option[value=misere]");
    assert_eq!(
        browser.script(
            "return [document.getElementById('misere-label').hidden, document.getElementById('misere-input').checked];"
        ),
        json!([true, false])
    );

    if let Some(file) = std::env::var_os("GRUNDY_SCREENSHOT") {
        browser.start("sum", "nim=3 kayles=10 wythoff=3,5", "you");
        browser.click(".move.winning");
        browser.wait_for_turn();
        let png = browser.call("GET", "/screenshot", None);
        let bytes = base64_decode(png.as_str().expect("base64"));
        std::fs::write(&file, bytes).expect("write the screenshot");
    }
}

fn base64_decode(text: &str) -> Vec<u8> {
    let digit = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64"),
    };
    let clean: Vec<u8> = text.bytes().filter(|&c| c != b'=' && c != b'\n').collect();
    let mut out = Vec::with_capacity(clean.len() * 3 / 4);
    for chunk in clean.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= u32::from(digit(c)) << (18 - 6 * i);
        }
        out.extend_from_slice(&n.to_be_bytes()[1..chunk.len()]);
    }
    out
}

/// The playground in Chinese: chosen by the browser's language, switched
/// on the page (and kept for the next visit), and asked for in the address;
/// the page's texts, the server's panels and the verdict follow.
#[test]
fn the_playground_in_chinese() {
    let Some(bench) = bench("the_playground_in_chinese") else {
        return;
    };
    let (addr, driver, chromium) = (bench.addr, &bench.driver, &bench.chromium);
    let page = |query: &str| format!("http://{addr}/{query}");
    let ready = |browser: &Session, lang: &str| {
        browser.wait_for(
            "the page in its language",
            &format!(
                "return document.body.dataset.ready === 'yes' && document.body.dataset.lang === '{lang}';"
            ),
        );
    };

    // A browser that prefers Chinese gets the page in Chinese.
    let browser = Session::with_languages(driver, chromium, "zh-CN,zh");
    browser.go(&page(""));
    ready(&browser, "zh");
    assert_eq!(browser.text("h1"), "grundy 游戏场");
    assert_eq!(
        browser.script("return [document.documentElement.lang, document.title];"),
        json!(["zh-CN", "grundy 游戏场"])
    );
    assert_eq!(browser.text("#start"), "开始");
    assert_eq!(browser.text("#gallery-heading"), "所有游戏");
    assert_eq!(browser.text(".card[data-game=nim] .start-game"), "开始");
    // The Chinese text is drawn with the font the binary embeds (where the
    // system has none, as on a bare CI machine): the browser loaded it.
    browser.wait_for(
        "the embedded font",
        "return [...document.fonts].some(f => f.family.includes('grundy CJK') && f.status === 'loaded');",
    );
    assert!(browser.text("#hint").starts_with("Nim 游戏："));
    browser.start("nim", "3 5 7", "you");
    let verdict = browser.text("#verdict");
    assert!(
        verdict.starts_with("SG 值 1 (*1)：你处于必胜局面")
            && verdict.contains("共有 3 个必胜着法"),
        "{verdict}"
    );
    assert_eq!(browser.text("#moves-heading"), "合法着法");
    // Each move with the outcome and remoteness it leaves, in Chinese.
    let moves = browser.moves();
    assert!(
        moves
            .iter()
            .any(|(_, text, _)| text.ends_with("，15 步内获胜"))
            && moves.iter().any(|(_, text, _)| text.contains("步后告负")),
        "{moves:?}"
    );
    assert_eq!(browser.text("#nim-panel h3"), "Nim 游戏：逐列看二进制");
    assert!(browser.text("#nim-panel pre").contains("异或和 s"));
    assert_eq!(
        browser.text("#status"),
        "轮到你走：从下方选一个，或点击局面图。"
    );
    // The language came from the browser: the address does not name it.
    assert_eq!(browser.address(), "?game=nim&position=3 5 7&start=you");
    browser.play_out(".move.winning");
    assert_eq!(browser.text("#status"), "你赢了：电脑无棋可走。");
    assert_eq!(
        browser.text("#slips"),
        "没有人失误：开局时的胜负判断一直成立。"
    );

    // The switch: English at once, the game in progress analysed again.
    browser.start("sum", "nim=3 kayles=10 wythoff=3,5", "you");
    assert!(browser
        .text("#sum-panel")
        .contains("由 Sprague–Grundy 定理"));
    browser.click("#lang-select option[value=en]");
    ready(&browser, "en");
    browser.wait_for_turn();
    assert_eq!(browser.text("h1"), "grundy playground");
    assert!(
        browser
            .text("#verdict")
            .starts_with("Value 1 (*1): you are winning"),
        "{}",
        browser.text("#verdict")
    );
    assert!(browser
        .text("#sum-panel")
        .contains("By the Sprague–Grundy theorem"));
    assert_eq!(
        browser.address(),
        "?game=sum&position=nim=3 kayles=10 wythoff=3,5&start=you&lang=en"
    );
    // Kept for the next visit, over the browser's language.
    browser.go(&page(""));
    ready(&browser, "en");
    assert_eq!(browser.text("h1"), "grundy playground");
    // The address's language wins over both.
    browser.go(&page("?lang=zh&game=wythoff&position=3+5&start=you"));
    ready(&browser, "zh");
    browser.wait_for_turn();
    assert!(
        browser
            .text("#verdict")
            .starts_with("SG 值 0：你处于必败局面"),
        "{}",
        browser.text("#verdict")
    );
    assert_eq!(
        browser.text("#wythoff-panel h3"),
        "威佐夫博弈：必败局面（P 局面）（两堆 3、5）"
    );
    drop(browser);

    // A browser that prefers English gets English.
    let browser = Session::with_languages(driver, chromium, "en-GB,en");
    browser.go(&page(""));
    ready(&browser, "en");
    assert_eq!(browser.text("h1"), "grundy playground");
}

/// A classroom's projector: large type and drawings, kept in the address
/// so that a link shared from it opens the same way, on the board (the
/// form above it scrolled out of view).
#[test]
fn the_projector_mode_and_a_shared_link() {
    let Some(bench) = bench("the_projector_mode_and_a_shared_link") else {
        return;
    };
    let (addr, driver, chromium) = (bench.addr, &bench.driver, &bench.chromium);
    let browser = Session::new(driver, chromium);
    let counter =
        "return document.querySelector('#drawing .counter').getBoundingClientRect().width;";
    let board_in_view = "const r = document.getElementById('board').getBoundingClientRect(); \
                         return r.top >= -1 && r.top < innerHeight / 2 && scrollY > 0;";

    browser.go(&format!(
        "http://{addr}/?game=nim&position=3+5+7+9+11+13+15&start=you&projector=yes"
    ));
    browser.wait_for_turn();
    assert_eq!(
        browser.script(
            "return [document.documentElement.classList.contains('projector'), \
             document.getElementById('projector-button').getAttribute('aria-pressed')];"
        ),
        json!([true, "true"])
    );
    let large = browser.script(counter).as_f64().expect("a width");
    assert!(large >= 28.0, "a counter {large} px wide on a projector");
    assert_eq!(
        browser.script(board_in_view),
        json!(true),
        "the board in view"
    );
    assert!(browser.address().contains("projector=yes"));
    if let Some(file) = std::env::var_os("GRUNDY_SCREENSHOT_PROJECTOR") {
        let png = browser.call("GET", "/screenshot", None);
        let bytes = base64_decode(png.as_str().expect("base64"));
        std::fs::write(&file, bytes).expect("write the screenshot");
    }

    // Off again: the usual sizes, and the address without it.
    browser.click("#projector-button");
    let small = browser.script(counter).as_f64().expect("a width");
    assert!(small < 20.0, "a counter {small} px wide on a screen");
    assert!(!browser.address().contains("projector"));

    // A shared link without the mode opens on the board too.
    browser.go(&format!(
        "http://{addr}/?game=nim&position=3+5+7+9+11+13+15&start=you"
    ));
    browser.wait_for_turn();
    assert_eq!(
        browser.script(board_in_view),
        json!(true),
        "the board in view"
    );
}

/// The landing page is a gallery of every game of the menu (the registry's
/// families, in the menu's order): each card with its rules in a line, a
/// small drawing and a start that opens a fresh position of its game.
#[test]
fn the_gallery_lists_every_game_and_starts_each() {
    let Some(bench) = bench("the_gallery_lists_every_game_and_starts_each") else {
        return;
    };
    let (addr, driver, chromium) = (bench.addr, &bench.driver, &bench.chromium);
    let browser = Session::new(driver, chromium);
    let page = format!("http://{addr}/");
    let ready = "return document.body.dataset.ready === 'yes';";
    browser.go(&page);
    browser.wait_for("the page's script", ready);
    let games = browser
        .script("return [...document.querySelectorAll('#game-select option')].map(o => o.value);");
    let cards = browser.script(
        "return [...document.querySelectorAll('#gallery-list .card')].map(c => c.dataset.game);",
    );
    assert_eq!(
        cards, games,
        "a card for every game of the menu, in its order"
    );
    let games: Vec<String> = serde_json::from_value(games).unwrap();
    assert!(games.len() >= 20, "{games:?}");
    assert_eq!(
        browser.count("#gallery-list .card svg.mini"),
        games.len(),
        "a drawing each"
    );
    assert_eq!(
        browser.script(
            "return [...document.querySelectorAll('#gallery-list .card')]\
             .filter(c => !c.querySelector('svg.mini circle, svg.mini rect, svg.mini line, svg.mini path'))\
             .map(c => c.dataset.game);"
        ),
        json!([]),
        "every drawing more than the position written"
    );
    assert_eq!(
        browser.script(
            "return [...document.querySelectorAll('#gallery-list .card p')].every(p => p.textContent.length > 10);"
        ),
        json!(true),
        "the rules in a line each"
    );
    // Drawn in the game's own terms: Nim's counters, Wythoff's queen.
    assert_eq!(browser.count(".card[data-game=nim] svg .counter-dot"), 15);
    assert_eq!(browser.count(".card[data-game=wythoff] svg .queen"), 1);
    assert_eq!(browser.count(".card[data-game=coins] svg .head"), 3);
    if let Some(file) = std::env::var_os("GRUNDY_SCREENSHOT_GALLERY") {
        browser.script("document.getElementById('gallery').scrollIntoView();");
        let png = browser.call("GET", "/screenshot", None);
        let bytes = base64_decode(png.as_str().expect("base64"));
        std::fs::write(&file, bytes).expect("write the screenshot");
    }
    // Every card starts its game: the board, the gallery gone.
    for game in &games {
        browser.go(&page);
        browser.wait_for("the page's script", ready);
        browser.click(&format!(".card[data-game='{game}'] .start-game"));
        browser.wait_for_turn();
        assert_eq!(
            browser.script(
                "return [document.getElementById('error').hidden, document.getElementById('gallery').hidden, document.getElementById('board').hidden];"
            ),
            json!([true, true, false]),
            "{game}"
        );
        assert_eq!(
            browser.script("return document.getElementById('game-select').value;"),
            json!(game),
            "{game}: {}",
            browser.address()
        );
    }
}

/// Whether the lesson's step is done.
const LESSON_DONE: &str = "return document.getElementById('lesson').dataset.done === 'yes';";

/// Waits until the lesson shows step `n` (from 1) with its work drawn.
fn lesson_step(browser: &Session, n: u32) {
    browser.wait_for(
        &format!("step {n}"),
        &format!(
            "return document.getElementById('lesson').dataset.step === '{n}' && \
             document.querySelectorAll('#lesson-work *').length > 0;"
        ),
    );
}

/// Waits until the lesson refuses an answer, and checks the step is not done.
fn lesson_refused(browser: &Session, what: &str) {
    browser.wait_for(
        what,
        "return document.getElementById('lesson-feedback').className === 'wrong';",
    );
    assert_eq!(browser.script(LESSON_DONE), json!(false), "{what}");
}

/// Completes the Nim lesson from its first step by clicking, with one
/// wrong answer at each step that can have one (the page must refuse it):
/// the table of two piles marked, the pattern picked, the xor typed, the
/// reasoning read, the winning move played.
fn complete_the_nim_lesson(browser: &Session, addr: SocketAddr, lang: &str) {
    let done = LESSON_DONE;
    let step = |n: u32| lesson_step(browser, n);
    let refused = |what: &str| lesson_refused(browser, what);
    browser.go(&format!("http://{addr}/?lesson=nim&lang={lang}"));
    // Play 1 2 against the computer: emptying the pile of 1 loses, and the
    // page offers another game; taking 1 from the pile of 2 (leaving 1 1)
    // wins.
    step(1);
    browser.click("#lesson-work li:first-child .move");
    browser.wait_for(
        "the game lost",
        "return !!document.getElementById('lesson-again');",
    );
    refused("a game lost");
    browser.click("#lesson-again");
    browser.wait_for(
        "a new game",
        "return document.querySelectorAll('#lesson-work .move').length === 3;",
    );
    browser.click("#lesson-work li:nth-child(2) .move");
    browser.wait_for(
        "the computer's reply",
        "return document.querySelectorAll('#lesson-work .move').length === 1;",
    );
    browser.click("#lesson-work .move");
    browser.wait_for("the game won", done);
    browser.click("#lesson-next");
    step(2);
    assert_eq!(browser.count("#lesson-work .mark"), 25);
    // One P missing (4 4): refused, with a count.
    for a in 0..4 {
        browser.click(&format!(".mark[data-a='{a}'][data-b='{a}']"));
    }
    browser.click("#lesson-check");
    refused("a table with a cell wrong");
    browser.click(".mark[data-a='4'][data-b='4']");
    browser.click("#lesson-check");
    browser.wait_for("the table right", done);
    if let Some(file) = std::env::var_os("GRUNDY_SCREENSHOT_LESSON").filter(|_| lang == "en") {
        let png = browser.call("GET", "/screenshot", None);
        let bytes = base64_decode(png.as_str().expect("base64"));
        std::fs::write(&file, bytes).expect("write the screenshot");
    }
    browser.click("#lesson-next");
    step(3);
    browser.click(".choice[data-option=zero]");
    browser.click("#lesson-check");
    refused("a wrong pattern");
    browser.click(".choice[data-option=equal]");
    browser.click("#lesson-check");
    browser.wait_for("the pattern right", done);
    browser.click("#lesson-next");
    step(4);
    assert!(
        browser.address().contains("step=4"),
        "{}",
        browser.address()
    );
    browser.type_into("#lesson-number", "15");
    browser.click("#lesson-check");
    refused("a wrong xor");
    browser.type_into("#lesson-number", "1");
    browser.click("#lesson-check");
    browser.wait_for("the xor right", done);
    browser.click("#lesson-next");
    step(5);
    assert!(browser.text("#lesson-work .proof").contains("xor"));
    browser.click("#lesson-read");
    browser.wait_for("the reasoning read", done);
    browser.click("#lesson-next");
    step(6);
    assert_eq!(
        browser.count("#lesson-work .move"),
        15,
        "every legal move of 3 5 7"
    );
    // Emptying the pile of 7 leaves 3 5 0, of xor 6: refused.
    browser.click("#lesson-work li:last-child .move");
    refused("a losing move");
    // Taking 1 from the pile of 3 leaves 2 5 7, of xor 0.
    browser.click("#lesson-work li:first-child .move");
    browser.wait_for("the winning move", done);
    assert!(browser.count("#lesson-work .move.winning") == 1);
    assert!(browser.script("return document.getElementById('lesson-next').hidden;") == json!(true));
}

/// The Nim lesson completed in English and in Chinese, and a teacher's
/// link to one of its steps.
#[test]
fn the_nim_lesson_in_both_languages() {
    let Some(bench) = bench("the_nim_lesson_in_both_languages") else {
        return;
    };
    let (addr, driver, chromium) = (bench.addr, &bench.driver, &bench.chromium);
    let browser = Session::new(driver, chromium);
    complete_the_nim_lesson(&browser, addr, "en");
    assert!(browser
        .text("#lesson-feedback")
        .starts_with("Right: the lesson is done"));
    complete_the_nim_lesson(&browser, addr, "zh");
    assert!(browser
        .text("#lesson-feedback")
        .starts_with("对了：这一课学完了"));
    assert_eq!(browser.text("#lesson-title"), "Nim 游戏：异或规则");
    // A link to a step opens on it.
    browser.go(&format!("http://{addr}/?lesson=nim&step=4"));
    browser.wait_for(
        "step 4",
        "return document.getElementById('lesson').dataset.step === '4';",
    );
    assert_eq!(browser.text("#lesson-progress"), "Step 4 of 6");
    // The landing page lists the lesson.
    browser.go(&format!("http://{addr}/"));
    browser.wait_for("the page", "return document.body.dataset.ready === 'yes';");
    assert_eq!(
        browser.text("#lesson-list a[data-lesson=nim]"),
        "Nim: the xor rule"
    );
}

/// Completes the Wythoff lesson by clicking, with wrong answers refused:
/// the table of P-positions up to 7, the differences, the pair of
/// difference 10, the golden ratio read, every winning move of 5 7.
fn complete_the_wythoff_lesson(browser: &Session, addr: SocketAddr, lang: &str) {
    let done = LESSON_DONE;
    let step = |n: u32| lesson_step(browser, n);
    let refused = |what: &str| lesson_refused(browser, what);
    browser.go(&format!("http://{addr}/?lesson=wythoff&lang={lang}"));
    step(1);
    assert_eq!(browser.count("#lesson-work .mark"), 64);
    // (2, 2) is no P-position: refused.
    for (a, b) in [
        (0, 0),
        (1, 2),
        (2, 1),
        (3, 5),
        (5, 3),
        (4, 7),
        (7, 4),
        (2, 2),
    ] {
        browser.click(&format!(".mark[data-a='{a}'][data-b='{b}']"));
    }
    browser.click("#lesson-check");
    refused("a table with a cell wrong");
    browser.click(".mark[data-a='2'][data-b='2']");
    browser.click("#lesson-check");
    browser.wait_for("the table right", done);
    browser.click("#lesson-next");
    step(2);
    browser.click(".choice[data-option=fibonacci]");
    browser.click("#lesson-check");
    refused("a wrong pattern");
    browser.click(".choice[data-option=each]");
    browser.click("#lesson-check");
    browser.wait_for("the differences right", done);
    browser.click("#lesson-next");
    step(3);
    browser.type_into("#lesson-number", "15");
    browser.click("#lesson-check");
    refused("(15, 25)");
    browser.type_into("#lesson-number", "16");
    browser.click("#lesson-check");
    browser.wait_for("(16, 26)", done);
    browser.click("#lesson-next");
    step(4);
    assert!(browser.text("#lesson-work .proof").contains("φ"));
    browser.click("#lesson-read");
    browser.wait_for("the golden ratio read", done);
    browser.click("#lesson-next");
    step(5);
    let moves = browser.count("#lesson-work .move");
    assert_eq!(moves, 5 + 7 + 5, "every legal move of 5 7");
    // Emptying the pile of 7 leaves 5 0: refused.
    browser.click("#lesson-work li:last-child .move");
    refused("a losing move");
    for i in 1..=moves {
        browser.click(&format!("#lesson-work li:nth-child({i}) .move"));
    }
    browser.wait_for("every winning move", done);
    assert_eq!(browser.count("#lesson-work .move.winning"), 3);
}

/// The Wythoff lesson completed in English and in Chinese.
#[test]
fn the_wythoff_lesson_in_both_languages() {
    let Some(bench) = bench("the_wythoff_lesson_in_both_languages") else {
        return;
    };
    let (addr, driver, chromium) = (bench.addr, &bench.driver, &bench.chromium);
    let browser = Session::new(driver, chromium);
    complete_the_wythoff_lesson(&browser, addr, "en");
    assert!(browser
        .text("#lesson-feedback")
        .starts_with("Right: the lesson is done"));
    complete_the_wythoff_lesson(&browser, addr, "zh");
    assert!(browser
        .text("#lesson-feedback")
        .starts_with("对了：这一课学完了"));
    assert_eq!(browser.text("#lesson-title"), "威佐夫博弈：黄金分割比");
}

/// The subtraction game's lesson and the sum's, completed by clicking with
/// a wrong answer refused at each step that can have one.
#[test]
fn the_subtraction_and_sum_lessons() {
    let Some(bench) = bench("the_subtraction_and_sum_lessons") else {
        return;
    };
    let (addr, driver, chromium) = (bench.addr, &bench.driver, &bench.chromium);
    let browser = Session::new(driver, chromium);
    let done = LESSON_DONE;
    let step = |n: u32| lesson_step(&browser, n);
    let refused = |what: &str| lesson_refused(&browser, what);
    let answer = |text: &str, what: &str| {
        browser.type_into("#lesson-number", text);
        browser.click("#lesson-check");
        if what.is_empty() {
            browser.wait_for("the answer right", done);
        } else {
            refused(what);
        }
    };
    // The subtraction game {1, 3, 4}: its values, the period 7, G(1000).
    browser.go(&format!("http://{addr}/?lesson=subtraction"));
    step(1);
    let values = [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2];
    for (n, v) in values.iter().enumerate() {
        // G(13) wrong first.
        let typed = if n == 13 { 3 } else { *v };
        browser.type_into(&format!(".value[data-n='{n}']"), &typed.to_string());
    }
    browser.click("#lesson-check");
    refused("a wrong value");
    browser.type_into(".value[data-n='13']", "2");
    browser.click("#lesson-check");
    browser.wait_for("the values right", done);
    browser.click("#lesson-next");
    step(2);
    browser.click(".choice[data-option=four]");
    browser.click("#lesson-check");
    refused("a wrong period");
    browser.click(".choice[data-option=seven]");
    browser.click("#lesson-check");
    browser.wait_for("the period right", done);
    browser.click("#lesson-next");
    step(3);
    answer("3", "G(1000) is not 3");
    answer("2", "");
    browser.click("#lesson-next");
    step(4);
    for i in 1..=browser.count("#lesson-work .move") {
        browser.click(&format!("#lesson-work li:nth-child({i}) .move"));
    }
    browser.wait_for("the winning move", done);
    assert!(browser
        .text("#lesson-feedback")
        .starts_with("Right: the lesson is done"));

    // The sum: Kayles' value, the xor, the reasoning, the winning move.
    browser.go(&format!("http://{addr}/?lesson=sum"));
    step(1);
    answer("5", "kayles=5 is not 5");
    answer("4", "");
    browser.click("#lesson-next");
    step(2);
    answer("0", "the xor is not 0");
    answer("6", "");
    browser.click("#lesson-next");
    step(3);
    assert!(browser.text("#lesson-work .proof").contains("2 xor 4 = 6"));
    browser.click("#lesson-read");
    browser.wait_for("the reasoning read", done);
    browser.click("#lesson-next");
    step(4);
    browser.click("#lesson-work li:first-child .move");
    refused("a losing move");
    for i in 1..=browser.count("#lesson-work .move") {
        browser.click(&format!("#lesson-work li:nth-child({i}) .move"));
    }
    browser.wait_for("the winning move", done);

    // Every lesson is on the landing page, in Chinese too.
    browser.go(&format!("http://{addr}/?lang=zh"));
    browser.wait_for("the page", "return document.body.dataset.ready === 'yes';");
    assert_eq!(browser.count("#lesson-list a"), 4);
    assert_eq!(
        browser.text("#lesson-list a[data-lesson=subtraction]"),
        "减法游戏：周期"
    );
}

/// Green Hackenbush is drawn in its own terms: the edges over the ground,
/// each cut by a click, coloured by what the cut leaves.
#[test]
fn hackenbush_is_drawn_and_cut_by_a_click() {
    let Some(bench) = bench("hackenbush_is_drawn_and_cut_by_a_click") else {
        return;
    };
    let (addr, driver, chromium) = (bench.addr, &bench.driver, &bench.chromium);
    let browser = Session::new(driver, chromium);
    browser.go(&format!(
        "http://{addr}/?game=hackenbush&position=1-2+2-3+3-1+1-4+4-4&start=you"
    ));
    browser.wait_for_turn();
    assert_eq!(browser.count("#drawing svg.hackenbush .edge"), 5);
    assert_eq!(browser.count("#drawing svg.hackenbush .root"), 1);
    // Coloured as the list is: the same number of winning cuts.
    assert_eq!(
        browser.count("#drawing .edge.winning"),
        browser.count("#moves .move.winning")
    );
    // A click on the loop cuts it: the user's move and the computer's.
    browser.click("#drawing .edge[data-edge='4-4']");
    browser.wait_for_turn();
    let first = browser.text("#history li:first-child");
    assert!(first.contains("4-4"), "{first}");
}

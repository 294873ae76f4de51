//! The JSON API over real HTTP, against a server on 127.0.0.1 with a port
//! of the system's choosing.

use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::OnceLock;
use std::time::Duration;

/// One server for every test, on its own runtime.
fn server() -> SocketAddr {
    static ADDR: OnceLock<SocketAddr> = OnceLock::new();
    *ADDR.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Runtime::new().expect("a runtime");
            runtime.block_on(async {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                    .await
                    .expect("bind");
                tx.send(listener.local_addr().expect("address"))
                    .expect("send");
                axum::serve(listener, grundy_web::router())
                    .await
                    .expect("serve");
            });
        });
        rx.recv().expect("the server's address")
    })
}

/// A request; the status, the headers (lower case) and the body.
fn raw(method: &str, path: &str, body: &[u8]) -> (u16, String, Vec<u8>) {
    let addr = server();
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("timeout");
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).expect("send");
    // A refused body may be answered before it is all sent.
    let _ = stream.write_all(body);
    let mut response = Vec::new();
    let _ = stream.read_to_end(&mut response);
    let split = response
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("an HTTP response");
    let head = String::from_utf8_lossy(&response[..split]).to_ascii_lowercase();
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    (status, head, response[split + 4..].to_vec())
}

fn post(path: &str, body: &str) -> (u16, Value) {
    let (status, head, body) = raw("POST", path, body.as_bytes());
    assert!(
        head.contains("content-type: application/json"),
        "{path}: {head}"
    );
    (status, serde_json::from_slice(&body).expect("JSON"))
}

fn ok(path: &str, body: Value) -> Value {
    let (status, v) = post(path, &body.to_string());
    assert_eq!(status, 200, "{path} {body}: {v}");
    v
}

fn error(path: &str, body: &str) -> (u16, String) {
    let (status, v) = post(path, body);
    assert!((400..500).contains(&status), "{path} {body}: {status} {v}");
    (
        status,
        v["error"].as_str().expect("an error message").to_string(),
    )
}

#[test]
fn analyze_lists_every_legal_move_with_its_value() {
    let v = ok(
        "/api/analyze",
        json!({ "components": ["nim=3", "nim=5", "nim=7"] }),
    );
    assert_eq!(v["value"], json!(1));
    assert_eq!(v["verdict"], json!("first player wins"));
    assert_eq!(v["first_player_wins"], json!(true));
    assert_eq!(v["over"], json!(false));
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 15);
    let first = json!({
        "index": 0, "component": 0, "description": "take 1 from the pile of 3",
        "after": "nim=2", "position": ["nim=2", "nim=5", "nim=7"], "value": 0, "winning": true,
        // Added for the page: where the move is played, for a click on the
        // drawing, and a label that tells equal piles apart.
        "label": "pile 1: take 1 from the pile of 3", "after_numbers": [2], "pile": 0, "take": 1,
        // The remoteness the move leaves (nim 2 5 7 lasts 14 more moves),
        // for the page's "win in 15".
        "remoteness": 14,
    });
    assert_eq!(moves[0], first);
    assert_eq!(v["play"], json!({ "game": "nim", "position": "3 5 7" }));
    assert_eq!(v["values"], json!(true));
    let winning: Vec<&Value> = moves
        .iter()
        .filter(|m| m["winning"] == json!(true))
        .collect();
    assert_eq!(winning.len(), 3);
    assert!(winning.iter().all(|m| m["value"] == json!(0)));
    assert!(moves
        .iter()
        .all(|m| (m["value"] == json!(0)) == (m["winning"] == json!(true))));
    assert_eq!(v["explanation"][0]["kind"], json!("nim"));
    assert!(v["explanation"][0]["text"]
        .as_str()
        .unwrap()
        .contains("take 1 from pile 1"));
}

#[test]
fn components_may_be_one_string_in_sum_syntax() {
    let v = ok(
        "/api/analyze",
        json!({ "components": "nim=3 kayles=10 wythoff=3,5" }),
    );
    assert_eq!(v["position"], json!(["nim=3", "kayles=10", "wythoff=3,5"]));
    assert_eq!(v["value"], json!(1));
    let kinds: Vec<&Value> = v["explanation"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["kind"])
        .collect();
    assert_eq!(
        kinds,
        [&json!("sum"), &json!("sequence"), &json!("wythoff")]
    );
}

#[test]
fn a_move_is_played_by_its_index() {
    let v = ok(
        "/api/move",
        json!({ "components": ["nim=3", "nim=5", "nim=7"], "move": 3 }),
    );
    assert_eq!(v["move"]["description"], json!("take 1 from the pile of 5"));
    assert_eq!(
        v["position"]["position"],
        json!(["nim=3", "nim=4", "nim=7"])
    );
    assert_eq!(v["position"]["value"], json!(0));
    assert_eq!(v["position"]["verdict"], json!("first player loses"));
}

#[test]
fn the_computer_wins_when_it_can_and_otherwise_plays_on() {
    let v = ok("/api/computer", json!({ "components": ["nim=1", "nim=2"] }));
    assert_eq!(v["move"]["winning"], json!(true));
    assert_eq!(v["position"]["position"], json!(["nim=1", "nim=1"]));
    let v = ok("/api/computer", json!({ "components": ["nim=5", "nim=5"] }));
    assert_eq!(v["move"]["winning"], json!(false));
    assert_eq!(v["move"]["description"], json!("take 1 from the pile of 5"));
    let v = ok("/api/computer", json!({ "components": ["kayles=0"] }));
    assert_eq!(v["move"], Value::Null);
    assert_eq!(v["position"]["over"], json!(true));
    assert_eq!(v["position"]["moves"], json!([]));
}

#[test]
fn bad_requests_get_a_4xx_and_a_json_error() {
    let (s, e) = error("/api/analyze", "{\"components\": [\"nim=3\"");
    assert_eq!(s, 400);
    assert_eq!(
        e,
        "malformed JSON at line 1, column 23: EOF while parsing a list"
    );
    // Regression (found by the web fuzz target): a fault at a line's first
    // byte was told at its column 0, serde_json's count of bytes consumed.
    let (s, e) = error("/api/analyze", "{\"game\":\"p\n\u{0}\"}");
    assert_eq!(s, 400);
    assert_eq!(
        e,
        "malformed JSON at line 2, column 1: control character (\\u0000-\\u001F) found while parsing a string"
    );
    let (s, e) = error("/api/analyze", r#"{"components": ["chess=3"]}"#);
    assert_eq!(s, 400);
    assert!(e.contains("unknown game \"chess\""), "{e}");
    let (_, e) = error("/api/analyze", r#"{"components": []}"#);
    assert!(e.contains("at least one"), "{e}");
    let (_, e) = error("/api/analyze", r#"{"components": [3]}"#);
    assert!(e.contains("expected strings"), "{e}");
    let (_, e) = error("/api/analyze", r#"{"pieces": ["nim=3"]}"#);
    assert!(e.contains("unknown field \"pieces\""), "{e}");
    let (_, e) = error("/api/analyze", r#"{"position": "3 5"}"#);
    assert!(e.contains("missing field \"game\""), "{e}");
    let (_, e) = error(
        "/api/analyze",
        r#"{"components": ["nim=3"], "game": "nim", "position": "3"}"#,
    );
    assert!(e.contains("give the position once"), "{e}");
    let (_, e) = error("/api/analyze", r#"[1, 2]"#);
    assert!(e.contains("expected a JSON object"), "{e}");
    let (_, e) = error("/api/move", r#"{"components": ["nim=3"]}"#);
    assert!(e.contains("missing field \"move\""), "{e}");
    let (s, e) = error("/api/move", r#"{"components": ["nim=3"], "move": 3}"#);
    assert_eq!(s, 400);
    assert_eq!(
        e,
        "no move 3: the position has 3 legal moves, numbered 0 to 2"
    );
    let (_, e) = error("/api/move", r#"{"components": ["nim=3"], "move": -1}"#);
    assert!(e.contains("expected the index of a legal move"), "{e}");
    let (_, e) = error("/api/move", r#"{"components": ["nim=0"], "move": 0}"#);
    assert!(e.contains("the game is over"), "{e}");
}

#[test]
fn positions_too_large_to_play_are_refused() {
    // A whole game past the move limit has no winning moves listed without
    // its moves: refused.
    let (s, e) = error("/api/analyze", r#"{"components": ["misere=1001"]}"#);
    assert_eq!(s, 422);
    assert!(e.starts_with("too large to play"), "{e}");
    assert!(e.contains("more than 1000 legal moves"), "{e}");
    let (s, e) = error(
        "/api/computer",
        r#"{"components": ["grundys-game=100000"]}"#,
    );
    assert_eq!(s, 422);
    assert!(e.contains("at most 1000"), "{e}");
    // Regression: a hexadecimal code splits heaps three ways; 1000 counters
    // of it used to run into the 5 s limit and hold the server.
    let (s, e) = error("/api/analyze", r#"{"components": ["0.FFFFFFFF=1000"]}"#);
    assert_eq!(s, 422, "{e}");
    assert!(e.contains("too large to play"), "{e}");
    let many = vec!["nim=1"; 65];
    let (s, e) = error("/api/analyze", &json!({ "components": many }).to_string());
    assert_eq!(s, 422);
    assert!(e.contains("65 components"), "{e}");
    // A body over 16 KiB is refused before it is read.
    let big = format!(
        r#"{{"components": ["nim=1"], "pad": "{}"}}"#,
        "x".repeat(20_000)
    );
    let (s, e) = error("/api/analyze", &big);
    assert_eq!(s, 413, "{e}");
    assert_eq!(e, "the request body is larger than 16384 bytes");
}

#[test]
fn the_page_and_its_assets_are_served_from_the_binary() {
    let (status, head, body) = raw("GET", "/", b"");
    assert_eq!(status, 200);
    assert!(head.contains("content-type: text/html"));
    assert!(head.contains("content-security-policy: default-src 'self'"));
    let html = String::from_utf8(body).unwrap();
    for id in ["position-input", "start", "verdict", "moves", "explanation"] {
        assert!(html.contains(&format!("id=\"{id}\"")), "#{id}");
    }
    assert!(!html.contains("http://") && !html.contains("https://"));
    for (path, kind) in [("/app.js", "text/javascript"), ("/style.css", "text/css")] {
        let (status, head, body) = raw("GET", path, b"");
        assert_eq!(status, 200, "{path}");
        assert!(head.contains(kind), "{path}: {head}");
        let text = String::from_utf8(body).unwrap();
        assert!(!text.contains("https://"), "{path} fetches nothing");
    }
    // The font of the Chinese text, as the style sheet names it.
    let (status, head, body) = raw("GET", "/grundy-cjk.otf", b"");
    assert_eq!(status, 200);
    assert!(head.contains("content-type: font/otf"), "{head}");
    assert_eq!(body, grundy_i18n::font::CJK);
    let (_, _, css) = raw("GET", "/style.css", b"");
    let css = String::from_utf8(css).unwrap();
    assert!(css.contains(&format!(
        "font-family: \"{}\";\n  src: url(\"/grundy-cjk.otf\") format(\"opentype\");\n  unicode-range: {};",
        grundy_i18n::font::FAMILY,
        grundy_i18n::font::UNICODE_RANGE
    )));
    let (status, _, body) = raw("GET", "/api/games", b"");
    assert_eq!(status, 200);
    let v: Value = serde_json::from_slice(&body).unwrap();
    assert!(v["syntax"].as_str().unwrap().contains("GAME=POSITION"));
    assert_eq!(v["limits"]["legal_moves"], json!(grundy_web::MOVE_LIMIT));
    // Every whole game's example is played.
    for g in v["whole_games"].as_array().unwrap() {
        let example = g["example"].as_str().unwrap();
        let (status, _, _) = raw(
            "POST",
            "/api/analyze",
            json!({ "components": [example] }).to_string().as_bytes(),
        );
        assert_eq!(status, 200, "{example}");
    }
    let (status, _, body) = raw("GET", "/nope", b"");
    assert_eq!(status, 404);
    let v: Value = serde_json::from_slice(&body).unwrap();
    assert!(v["error"].is_string());
}

/// A sum with more legal moves than are listed is answered with its
/// winning moves only, `moves_complete` false. (It used to be refused; the
/// refusal told the whole move limit, not what was left of it for the last
/// component.)
#[test]
fn a_sum_past_the_move_limit_lists_its_winning_moves() {
    for (components, winning) in [
        (json!(["nim=1000", "nim=1"]), 1),
        (json!(["nim=600", "nim=600"]), 0),
        (json!(["nim=100000000000000000000000000000"]), 1),
    ] {
        let v = ok("/api/analyze", json!({ "components": components }));
        assert_eq!(v["moves_complete"], json!(false), "{components}");
        assert_eq!(v["over"], json!(false), "{components}");
        let moves = v["moves"].as_array().unwrap();
        assert_eq!(moves.len(), winning, "{components}: {v}");
        assert_eq!(v["winning_moves"], json!(winning), "{components}");
        assert!(moves
            .iter()
            .all(|m| m["winning"] == json!(true) && m["partial"] == json!(true)));
    }
    // Listed positions say their list is complete.
    let v = ok("/api/analyze", json!({ "components": ["nim=3"] }));
    assert_eq!(v["moves_complete"], json!(true));
}

/// Regression: heap sizes were added up with saturation and the saturated
/// total (18446744073709551615) was told; a heap past the limit is now
/// named as written.
#[test]
fn a_heap_too_large_to_play_is_named_as_written() {
    let (s, e) = error(
        "/api/analyze",
        r#"{"components": ["grundys-game=99999999999999999999999"]}"#,
    );
    assert_eq!(s, 422, "{e}");
    assert!(
        e.contains("a heap of 99999999999999999999999 in grundys-game"),
        "{e}"
    );
    assert!(!e.contains("18446744073709551615"), "{e}");
}

/// Regression: the Wythoff panel listed P-positions whose larger pile lay
/// past the map, though the API promises both piles below `size`.
#[test]
fn the_wythoff_panel_lists_only_p_positions_on_its_map() {
    let (s, v) = post("/api/analyze", r#"{"components": ["wythoff=3,5"]}"#);
    assert_eq!(s, 200);
    let panel = &v["explanation"][0];
    let size = panel["size"].as_u64().unwrap();
    let pairs = panel["p_positions"].as_array().unwrap();
    assert!(pairs.len() > 10, "{panel}");
    for pair in pairs {
        let (x, y) = (pair[0].as_u64().unwrap(), pair[1].as_u64().unwrap());
        assert!(x < size && y < size, "{pair} on a map of {size}");
    }
}

#[test]
fn a_position_may_be_given_as_grundy_play_takes_it() {
    // (game, position, components read, game and position written back)
    let cases = [
        ("nim", "3 5 7", json!(["nim=3", "nim=5", "nim=7"]), "3 5 7"),
        ("wythoff", "4,6", json!(["wythoff=4,6"]), "4 6"),
        ("kayles", "3 4", json!(["kayles=3,4"]), "3 4"),
        (
            "bounded:3",
            "10 7",
            json!(["bounded:3=10", "bounded:3=7"]),
            "10 7",
        ),
        ("staircase", "1 4 3", json!(["staircase=1,4,3"]), "1 4 3"),
        ("misere", "3 5 1", json!(["misere=3,5,1"]), "3 5 1"),
        ("moore:2", "1 2", json!(["moore:2=1,2"]), "1 2"),
        ("chips", "1 5 6", json!(["chips=1,5,6"]), "1 5 6"),
        ("coins:mock", "1 4 6", json!(["coins:mock=1,4,6"]), "1 4 6"),
        (
            "coins:corners",
            "2:3,4:1",
            json!(["coins:corners=2:3,4:1"]),
            "2:3 4:1",
        ),
        ("coins:ruler", "THHT", json!(["coins:ruler=2,3"]), "2 3"),
        ("coins:mock", "", json!(["coins:mock="]), ""),
    ];
    for (game, position, components, back) in cases {
        let v = ok(
            "/api/analyze",
            json!({ "game": game, "position": position }),
        );
        assert_eq!(v["position"], components, "{game} {position}");
        assert_eq!(
            v["play"],
            json!({ "game": game, "position": back }),
            "{game}"
        );
        // The same position sent as components is the same analysis.
        let again = ok("/api/analyze", json!({ "components": components }));
        assert_eq!(again, v, "{game}");
    }
}

/// Regression: the page sent Nim `3 x` as the components nim=3 and nim=x,
/// and the error named the first number of nim=x, "pile 1"; a position
/// given as a game and its numbers is checked as typed.
#[test]
fn a_bad_number_is_named_by_its_place_in_the_position_typed() {
    let (s, e) = error("/api/analyze", r#"{"game": "nim", "position": "3 x"}"#);
    assert_eq!(s, 400);
    assert_eq!(
        e,
        "position \"3 x\": expected pile 2 (a non-negative integer), found \"x\""
    );
    let (_, e) = error("/api/analyze", r#"{"game": "chips", "position": "4 2 4"}"#);
    assert!(e.contains("chips 1 and 3 are both on cell 4"), "{e}");
    let (_, e) = error("/api/analyze", r#"{"game": "moore:0", "position": "1 2"}"#);
    assert!(
        e.contains("the k of moore:0 must be a whole number of at least 1"),
        "{e}"
    );
}

#[test]
fn misere_nim_moore_s_nim_k_and_chips_are_played_alone() {
    // Misère Nim 1 1 1: lost, no values; each move takes one pile's counter.
    let v = ok("/api/analyze", json!({ "components": ["misere=1,1,1"] }));
    assert_eq!(v["first_player_wins"], json!(false));
    assert_eq!(v["value"], Value::Null);
    assert_eq!(v["values"], json!(false));
    assert_eq!(v["explanation"][0]["kind"], json!("misere"));
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 3);
    assert!(moves
        .iter()
        .all(|m| m["value"].is_null() && m["component"] == json!(0)));
    assert_eq!(moves[0]["after"], json!("misere=1,1,0"));
    assert_eq!(moves[0]["position"], json!(["misere=1,1,0"]));
    assert_eq!(
        (&moves[0]["pile"], &moves[0]["take"]),
        (&json!(2), &json!(1))
    );
    // At misère Nim 0 0 the player to move has no move, and has won.
    let v = ok(
        "/api/computer",
        json!({ "game": "misere", "position": "0 1" }),
    );
    assert_eq!(v["position"]["position"], json!(["misere=0,0"]));
    assert_eq!(v["position"]["over"], json!(true));
    assert_eq!(v["position"]["first_player_wins"], json!(true));
    // Nim_2 1 2: a move may lower two piles at once, which has no one pile.
    let v = ok(
        "/api/analyze",
        json!({ "game": "moore:2", "position": "1 2" }),
    );
    assert_eq!(v["explanation"][0]["kind"], json!("moore"));
    let both: Vec<&Value> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["pile"].is_null())
        .collect();
    assert_eq!(both.len(), 2, "{v}");
    let v = ok(
        "/api/computer",
        json!({ "game": "moore:2", "position": "1 2" }),
    );
    assert_eq!(v["move"]["winning"], json!(true));
    // Chips have values (the staircase of the gaps: 0, 3, 0 in front of the
    // chips on 6, 5, 1, the odd steps 0 and 0); a move slides one chip.
    let v = ok(
        "/api/analyze",
        json!({ "game": "chips", "position": "1 5 6" }),
    );
    assert_eq!(v["value"], json!(0));
    assert_eq!(v["first_player_wins"], json!(false));
    assert_eq!(v["explanation"][0]["kind"], json!("chips"));
    let m = ok(
        "/api/move",
        json!({ "components": ["chips=1,5,6"], "move": 0 }),
    );
    assert_eq!(
        m["move"]["description"],
        json!("slide the chip on cell 5 to cell 4")
    );
    assert_eq!(m["position"]["position"], json!(["chips=1,4,6"]));
    // A whole game is not part of a sum.
    let (_, e) = error("/api/analyze", r#"{"components": ["nim=3", "misere=2"]}"#);
    assert!(e.contains("cannot be part of a sum"), "{e}");
}

/// Two equal piles have moves of the same description; their labels say
/// which pile.
#[test]
fn moves_on_equal_piles_are_told_apart() {
    let v = ok("/api/analyze", json!({ "game": "nim", "position": "2 2" }));
    let labels: Vec<&str> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["label"].as_str().unwrap())
        .collect();
    assert_eq!(
        labels,
        [
            "pile 1: take 1 from the pile of 2",
            "pile 1: take 2 from the pile of 2",
            "pile 2: take 1 from the pile of 2",
            "pile 2: take 2 from the pile of 2",
        ]
    );
    let v = ok("/api/analyze", json!({ "components": "nim=2 kayles=2" }));
    assert_eq!(
        v["moves"][0]["label"],
        json!("component 1 (nim=2): take 1 from the pile of 2")
    );
}

/// Regression: at Wythoff (0, 0) the panel explained how taking from the
/// piles loses; the engine's explanation of (0, 0) now says there is
/// nothing to take.
#[test]
fn the_wythoff_panel_at_0_0_says_there_are_no_moves() {
    let v = ok("/api/analyze", json!({ "components": ["wythoff=0,0"] }));
    assert_eq!(v["over"], json!(true));
    let text = v["explanation"][0]["text"].as_str().unwrap();
    assert!(text.contains("there are no moves"), "{text}");
    assert!(!text.contains("taking"), "{text}");
}

/// Issue 17: the remoteness beside the verdict, searched from the rules,
/// or null with the reason when the search would be too large.
#[test]
fn an_analysis_gives_the_remoteness_or_says_why_not() {
    let cases = [
        (
            "nim 1 2: win in 3",
            json!({"components": ["nim=1", "nim=2"]}),
            json!(3),
        ),
        (
            "nim 1 1: lose in 2",
            json!({"components": ["nim=1", "nim=1"]}),
            json!(2),
        ),
        (
            "misère 1: lose in 1",
            json!({"game": "misere", "position": "1"}),
            json!(1),
        ),
        (
            "wythoff 3 5: lose in 4",
            json!({"components": ["wythoff=3,5"]}),
            json!(4),
        ),
    ];
    for (name, body, expected) in cases {
        let (status, v) = post("/api/analyze", &body.to_string());
        assert_eq!(status, 200, "{name}: {v}");
        assert_eq!(v["remoteness"], expected, "{name}: {v}");
        assert!(v["remoteness_note"].is_null(), "{name}");
    }
    let (status, v) = post(
        "/api/analyze",
        &json!({"components": ["nim=300", "nim=300", "nim=300"]}).to_string(),
    );
    assert_eq!(status, 200, "{v}");
    assert!(v["remoteness"].is_null());
    assert!(
        v["remoteness_note"]
            .as_str()
            .unwrap()
            .starts_with("not computed"),
        "{v}"
    );
}

/// Kayles' period is proven: a row of any length is played, its winning
/// moves listed (a group of like moves as one), and moves typed.
#[test]
fn a_huge_kayles_row_is_played_through_its_period() {
    let v = ok(
        "/api/analyze",
        json!({ "components": ["kayles=100000000"] }),
    );
    assert_eq!(v["moves_complete"], json!(false));
    assert_eq!(v["first_player_wins"], json!(true));
    assert!(v["value"].as_u64().unwrap() > 0, "{v}");
    let moves = v["moves"].as_array().unwrap();
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| m["winning"] == json!(true)
        && m["value"] == json!(0)
        && m["partial"] == json!(true)
        && m["index"].is_null()));
    assert!(
        moves
            .iter()
            .any(|m| m["family"]["count"].as_u64() > Some(1)),
        "a group of like winning moves: {v}"
    );
    assert!(moves
        .iter()
        .all(|m| m["family"].is_null()
            || m["family"]["every"].as_str().is_some_and(|e| !e.is_empty())));
    let syntax = v["move_syntax"].as_array().unwrap();
    assert!(syntax
        .iter()
        .any(|s| s["pattern"].is_string() && s["meaning"].is_string()));
    let panel = v["explanation"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["kind"] == json!("sequence"))
        .expect("a sequence panel");
    assert_eq!(panel["heaps"], json!([100000000]));
    assert_eq!(panel["period"]["period"], json!(12));
    assert!(panel["values"].as_array().unwrap().len() < 200, "{panel}");
    let shown = panel["period"]["representatives"][0].as_u64().unwrap() as usize;
    assert!(shown < panel["values"].as_array().unwrap().len());

    // Take 1 from the end of the row: a row of 99999999.
    let m = ok(
        "/api/move",
        json!({ "components": ["kayles=100000000"], "typed": "1" }),
    );
    assert_eq!(m["position"]["position"], json!(["kayles=99999999"]));
    assert!(m["move"]["index"].is_null());
    assert_eq!(m["position"]["moves_complete"], json!(false));
    // A winning move listed, typed back, leaves a lost position.
    let first = &moves[0];
    let after = first["position"].clone();
    let (s, r) = post(
        "/api/computer",
        &json!({ "components": ["kayles=100000000"] }).to_string(),
    );
    assert_eq!(s, 200, "{r}");
    assert_eq!(r["move"]["winning"], json!(true), "{r}");
    assert_eq!(r["position"]["first_player_wins"], json!(false), "{r}");
    assert!(after.is_array());

    // A bad typed move is a 400 naming why.
    for (typed, names) in [
        ("x", "\"x\""),
        ("100000001", "100000001"),
        ("", "type a move"),
    ] {
        let (s, e) = error(
            "/api/move",
            &json!({ "components": ["kayles=100000000"], "typed": typed }).to_string(),
        );
        assert_eq!(s, 400, "{typed}: {e}");
        assert!(e.contains(names), "{typed}: {e}");
    }
    // An index means nothing where the moves are not listed.
    let (s, e) = error(
        "/api/move",
        r#"{"components": ["kayles=100000000"], "move": 0}"#,
    );
    assert_eq!(s, 400);
    assert!(e.contains("type the move"), "{e}");
    let (s, e) = error(
        "/api/move",
        r#"{"components": ["kayles=5"], "move": 0, "typed": "1"}"#,
    );
    assert_eq!(s, 400);
    assert!(e.contains("give the move once"), "{e}");
}

#[test]
fn a_sum_with_a_huge_kayles_row_is_played_by_typed_moves() {
    let v = ok(
        "/api/analyze",
        json!({ "components": ["nim=3", "kayles=100000000"] }),
    );
    assert_eq!(v["moves_complete"], json!(false));
    let components = v["components"].as_array().unwrap();
    let (nim, kayles) = (
        components[0]["value"].as_u64().unwrap(),
        components[1]["value"].as_u64().unwrap(),
    );
    assert_eq!(v["value"], json!(nim ^ kayles));
    // Component first: take 2 from the Nim pile.
    let m = ok(
        "/api/move",
        json!({ "components": ["nim=3", "kayles=100000000"], "typed": "1 2" }),
    );
    assert_eq!(
        m["position"]["position"],
        json!(["nim=1", "kayles=100000000"])
    );
    assert_eq!(m["move"]["component"], json!(0));
    // Then 1 from the end of the row, in component 2.
    let m = ok(
        "/api/move",
        json!({ "components": ["nim=1", "kayles=100000000"], "typed": "2 1" }),
    );
    assert_eq!(
        m["position"]["position"],
        json!(["nim=1", "kayles=99999999"])
    );
    // The computer's move wins from a won position, without a list.
    let r = ok(
        "/api/computer",
        json!({ "components": ["nim=3", "kayles=100000000"] }),
    );
    if v["first_player_wins"] == json!(true) {
        assert_eq!(r["position"]["first_player_wins"], json!(false), "{r}");
    }
    let (s, e) = error(
        "/api/move",
        r#"{"components": ["nim=3", "kayles=100000000"], "typed": "3 1"}"#,
    );
    assert_eq!(s, 400);
    assert!(e.contains("3"), "{e}");
    // The typed move works on listed positions too, and gets its index.
    let m = ok(
        "/api/move",
        json!({ "components": ["nim=3"], "typed": "2" }),
    );
    assert_eq!(m["position"]["position"], json!(["nim=1"]));
    assert!(m["move"]["index"].is_u64(), "{m}");
}

/// Regression: under misère play a row too long to list its moves was
/// refused (the misère sum had no list of winning moves to answer with),
/// though Kayles' misère quotient decides it at any size. Now its winning
/// moves are listed from the quotient, and the computer plays one.
#[test]
fn a_huge_kayles_row_is_played_under_misere_play_by_its_quotient() {
    let body = json!({ "components": ["kayles=1000000000", "kayles=7"], "misere": true });
    let v = ok("/api/analyze", body.clone());
    assert_eq!(v["misere"], json!(true));
    assert_eq!(v["first_player_wins"], json!(true), "{v}");
    assert_eq!(v["moves_complete"], json!(false));
    let moves = v["moves"].as_array().unwrap();
    assert!(!moves.is_empty(), "{v}");
    assert!(moves
        .iter()
        .all(|m| m["winning"] == json!(true) && m["index"].is_null()));
    // Each listed move, played, leaves a position lost for the mover.
    for m in moves.iter().take(3) {
        let after = ok(
            "/api/analyze",
            json!({ "components": m["position"], "misere": true }),
        );
        assert_eq!(after["first_player_wins"], json!(false), "{m}");
    }
    let c = ok("/api/computer", body);
    assert_eq!(c["move"]["winning"], json!(true), "{c}");
    assert_eq!(c["position"]["first_player_wins"], json!(false), "{c}");
    // The losing side still moves: a typed move, then the computer's.
    let lost = c["position"]["position"].clone();
    let c = ok(
        "/api/computer",
        json!({ "components": lost, "misere": true }),
    );
    assert_eq!(c["move"]["winning"], json!(false), "{c}");
    assert_eq!(c["position"]["first_player_wins"], json!(true), "{c}");
}

/// Past the limit, a game whose period is not proven is still refused.
#[test]
fn a_huge_heap_without_a_proven_period_is_refused() {
    for game in ["grundys-game=100000000", "kayles=3 grundys-game=5000"] {
        let components: Vec<&str> = game.split(' ').collect();
        let (s, e) = error(
            "/api/analyze",
            &json!({ "components": components }).to_string(),
        );
        assert_eq!(s, 422, "{e}");
        assert!(e.contains("too large to play"), "{e}");
        assert!(e.contains("no period of grundys-game is proven"), "{e}");
    }
}

/// A subtraction game's period is proven too: a heap of 10^8 has few
/// moves, all listed, and the computer answers within the time limit.
#[test]
fn a_huge_subtraction_heap_is_played_with_its_moves_listed() {
    let v = ok(
        "/api/analyze",
        json!({ "components": ["sub:1,2,5=100000000"] }),
    );
    assert_eq!(v["moves_complete"], json!(true));
    assert_eq!(v["moves"].as_array().unwrap().len(), 3);
    let r = ok(
        "/api/computer",
        json!({ "components": ["sub:1,2,5=100000000"] }),
    );
    assert_eq!(r["move"]["winning"], v["first_player_wins"]);
    assert!(v["remoteness"].is_null());
    assert!(v["remoteness_note"]
        .as_str()
        .unwrap()
        .contains("a heap past 1000 counters"));
}

/// Small heaps beside a huge Kayles row are valued from the table made
/// for it: the position is answered, and a typed move in a small heap
/// plays.
#[test]
fn small_heaps_beside_a_huge_row_are_played() {
    let (status, v) = post(
        "/api/analyze",
        &json!({"components": ["kayles=100000000,500,600"]}).to_string(),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["moves_complete"], json!(false), "{v}");
    let (status, v) = post(
        "/api/move",
        &json!({"components": ["kayles=100000000,500,600"], "typed": "1 1"}).to_string(),
    );
    assert_eq!(status, 200, "{v}");
}

/// The coins of a coin game's moves, as the page matches its clicks
/// against them: `(description, turn)` of every move.
fn turns(v: &Value) -> Vec<(String, Vec<String>)> {
    v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let turn = m["turn"].as_array().expect("a coin move's turn");
            (
                m["description"].as_str().unwrap().to_string(),
                turn.iter()
                    .map(|c| c.as_str().unwrap().to_string())
                    .collect(),
            )
        })
        .collect()
}

/// Issue 19: coin-turning games are played like every other game, on a
/// row and on a board.
#[test]
fn coin_games_are_analysed_and_played_on_a_row_and_a_board() {
    struct Case {
        name: &'static str,
        game: &'static str,
        position: &'static str,
        value: u64,
        dimensions: u64,
        heads: Value,
        winning: &'static [&'static [&'static str]],
        typed: &'static str,
        after: &'static str,
    }
    let cases = [
        Case {
            name: "Mock Turtles on a row",
            game: "coins:mock",
            position: "1 4 6",
            value: 13,
            dimensions: 1,
            heads: json!([{"coin": "1", "value": 1}, {"coin": "4", "value": 7}, {"coin": "6", "value": 11}]),
            winning: &[&["1", "4", "6"], &["2", "3", "6"]],
            typed: "6 3 2",
            after: "coins:mock=1,2,3,4",
        },
        Case {
            name: "Turning Corners on a board",
            game: "coins:corners",
            position: "2:3 4:1",
            value: 5,
            dimensions: 2,
            heads: json!([{"coin": "2:3", "value": 1}, {"coin": "4:1", "value": 4}]),
            winning: &[&["1:1", "4:1"]],
            typed: "4:1 1:1",
            after: "coins:corners=1:1,2:3",
        },
    ];
    for c in cases {
        let name = c.name;
        let v = ok(
            "/api/analyze",
            json!({ "game": c.game, "position": c.position }),
        );
        assert_eq!(v["value"], json!(c.value), "{name}");
        assert_eq!(
            v["components"][0]["dimensions"],
            json!(c.dimensions),
            "{name}"
        );
        let moves = turns(&v);
        let winning: Vec<&Vec<String>> = moves
            .iter()
            .zip(v["moves"].as_array().unwrap())
            .filter(|(_, m)| m["winning"] == json!(true))
            .map(|(t, _)| &t.1)
            .collect();
        assert_eq!(winning, c.winning, "{name}");
        // Every move turns its head last, and names the coins it turns.
        for (description, turn) in &moves {
            assert!(
                description.ends_with(turn.last().unwrap().as_str()),
                "{name}: {description}"
            );
            for coin in turn {
                assert!(
                    description.contains(coin.as_str()),
                    "{name}: {description} {turn:?}"
                );
            }
        }
        assert!(
            v["moves"]
                .as_array()
                .unwrap()
                .iter()
                .all(|m| m["pile"].is_null() && m["take"].is_null()),
            "{name}: a coin move takes from no pile"
        );
        let panel = &v["explanation"][0];
        assert_eq!(panel["kind"], json!("coins"), "{name}");
        assert_eq!(panel["heads"], c.heads, "{name}");
        assert_eq!(panel["value"], json!(c.value), "{name}");
        assert!(
            panel["text"].as_str().unwrap().contains("their xor is"),
            "{name}"
        );

        // Typed in any order, the coins are the listed move that turns them.
        let m = ok(
            "/api/move",
            json!({ "components": v["position"], "typed": c.typed }),
        );
        let index = m["move"]["index"].as_u64().expect("a listed move") as usize;
        assert_eq!(m["move"]["after"], json!(c.after), "{name}");
        assert_eq!(m["position"]["position"], json!([c.after]), "{name}");
        let by_index = ok(
            "/api/move",
            json!({ "components": v["position"], "move": index }),
        );
        assert_eq!(by_index, m, "{name}");

        // The computer takes a winning move, and plays on to the end.
        let mut position = v["position"].clone();
        let mut first = true;
        for _ in 0..40 {
            let v = ok("/api/computer", json!({ "components": position }));
            if v["move"].is_null() {
                assert_eq!(v["position"]["over"], json!(true), "{name}");
                assert_eq!(v["position"]["play"]["position"], json!(""), "{name}");
                break;
            }
            if first {
                assert_eq!(v["move"]["winning"], json!(true), "{name}");
                first = false;
            }
            position = v["position"]["position"].clone();
        }
        assert!(!first, "{name}: the computer moved");
    }
    // In a sum, a coin move is typed after its component's number.
    let m = ok(
        "/api/move",
        json!({ "components": ["nim=3", "coins:mock=1,4,6"], "typed": "2 1 4 6" }),
    );
    assert_eq!(
        m["move"]["label"],
        json!("component 2 (coins:mock=1,4,6): turn coins 1, 4 and 6")
    );
    assert_eq!(m["move"]["turn"], json!(["1", "4", "6"]));
    assert_eq!(m["position"]["position"], json!(["nim=3", "coins:mock="]));
    assert!(
        m["position"]["moves"][0].get("turn").is_none(),
        "a Nim move turns no coins"
    );
}

#[test]
fn bad_coin_positions_and_moves_are_refused_with_the_reason() {
    let cases: [(&str, Value, &str); 8] = [
        (
            "a head that is no number",
            json!({ "game": "coins:mock", "position": "1 x" }),
            "position \"1 x\": expected head 2 (a non-negative integer), found \"x\"",
        ),
        (
            "a coordinate that is negative",
            json!({ "game": "coins:corners", "position": "2:3 4:-1" }),
            "position \"2:3 4:-1\": head 2 cannot be negative, found \"-1\"",
        ),
        (
            "coin 0",
            json!({ "game": "coins:mock", "position": "0" }),
            "\"coins:mock=0\": head 1 must be numbered from 1 (the leftmost coin is coin 1)",
        ),
        (
            "a board's coin of one number",
            json!({ "components": ["coins:corners=3"] }),
            "\"coins:corners=3\": coins:corners takes two numbers a coin, x:y, found 1",
        ),
        (
            "a head twice",
            json!({ "components": ["coins:mock=3,3"] }),
            "\"coins:mock=3,3\": coin 3 must be listed once (each head is one coin)",
        ),
        (
            "an unknown rule",
            json!({ "components": ["coins:nope=1"] }),
            "\"coins:nope=1\": turning code \"nope\"",
        ),
        (
            "a coin showing tails turned last",
            json!({ "components": ["coins:corners=2:3,4:1"], "typed": "1:1 2:1" }),
            "typed move \"1:1 2:1\": coin 2:1 shows tails: the last coin turned goes from heads to tails",
        ),
        (
            "coins the rule does not turn together",
            json!({ "components": ["coins:mock=1,4,6"], "typed": "1 2 4 6" }),
            "typed move \"1 2 4 6\": rule mock does not turn those coins together",
        ),
    ];
    for (name, body, message) in cases {
        let path = if body.get("typed").is_some() {
            "/api/move"
        } else {
            "/api/analyze"
        };
        let (status, e) = error(path, &body.to_string());
        assert_eq!(status, 400, "{name}: {e}");
        assert!(e.starts_with(message), "{name}: {e}");
    }
}

/// `"misere": true` plays any sum under misère play: the verdict, every
/// move's label and the computer's move from `compound::misere`, and the
/// explanation says how the verdict was found.
#[test]
fn misere_play_of_a_sum_is_asked_with_the_misere_flag() {
    // Nim 1 1 3: normal play wins by making the xor 0; misère play wins
    // only by leaving 1 1 1, an odd number of piles of 1.
    let v = ok(
        "/api/analyze",
        json!({ "components": ["nim=1", "nim=1", "nim=3"], "misere": true }),
    );
    assert_eq!(v["misere"], true);
    assert_eq!(v["first_player_wins"], true);
    assert_eq!(v["value"], Value::Null);
    let winning: Vec<&Value> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["winning"] == true)
        .collect();
    assert_eq!(winning.len(), 1);
    assert_eq!(winning[0]["after"], "nim=1");
    assert_eq!(v["winning_moves"], 1);
    let kinds: Vec<&str> = v["explanation"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["misere", "misere-sum"]);
    assert!(v["explanation"][0]["text"]
        .as_str()
        .unwrap()
        .contains("odd number"));
    assert!(v["explanation"][1]["text"]
        .as_str()
        .unwrap()
        .contains("SJ theorem"));
    // Without the flag, the same piles under normal play.
    let normal = ok(
        "/api/analyze",
        json!({ "components": ["nim=1", "nim=1", "nim=3"] }),
    );
    assert_eq!(normal["misere"], false);
    assert_ne!(normal["moves"], v["moves"]);

    // Kayles 4 is won under normal play, lost under misère play (found by
    // genus theory: kayles=1,1 has value 0 and a move left, so the SJ
    // theorem does not apply, but every position has a nim-heap's genus).
    let k = ok(
        "/api/analyze",
        json!({ "game": "kayles", "position": "4", "misere": true }),
    );
    assert_eq!(k["first_player_wins"], false);
    assert!(k["explanation"][0]["text"]
        .as_str()
        .unwrap()
        .contains("Genus theory does"));
    // A row of 5 has genus 4^146: the search decides.
    let wild = ok(
        "/api/analyze",
        json!({ "game": "kayles", "position": "5", "misere": true }),
    );
    let text = wild["explanation"][0]["text"].as_str().unwrap();
    assert!(text.contains("4^146") && text.contains("search"), "{text}");
    // Rows too long to search: Kayles' misère quotient decides, names the
    // sum's element, and the computer moves to a position it calls lost.
    let long = ok(
        "/api/analyze",
        json!({ "game": "kayles", "position": "300 7", "misere": true }),
    );
    assert_eq!(long["first_player_wins"], true);
    let text = long["explanation"][0]["text"].as_str().unwrap();
    assert!(
        text.contains("misère quotient") && text.contains("This sum is bc"),
        "{text}"
    );
    let c = ok(
        "/api/computer",
        json!({ "game": "kayles", "position": "300 7", "misere": true }),
    );
    assert_eq!(c["position"]["first_player_wins"], false);

    // The computer takes the one winning move; the position after it is
    // analysed under misère play too.
    let c = ok(
        "/api/computer",
        json!({ "components": ["nim=1", "nim=1", "nim=3"], "misere": true }),
    );
    assert_eq!(c["move"]["after"], "nim=1");
    assert_eq!(c["position"]["misere"], true);
    assert_eq!(c["position"]["first_player_wins"], false);
    // A move played by its index, and the end: the player who cannot move
    // wins.
    let m = ok(
        "/api/move",
        json!({ "components": ["nim=1"], "misere": true, "move": 0 }),
    );
    assert_eq!(m["move"]["winning"], false);
    assert_eq!(m["position"]["over"], true);
    assert_eq!(m["position"]["first_player_wins"], true);
}

/// Nim_k and chips under misère play, each played alone: Moore's theorem
/// for misère play, and a search of the chips' positions.
#[test]
fn nim_k_and_chips_are_played_under_misere_play() {
    // Nim_2 on 1 1 1: no pile of 2, three piles of 1, and 3 is not 1 more
    // than a multiple of 3: the player to move wins (by taking all three,
    // or two, and leaving one pile of 1).
    let k = ok(
        "/api/analyze",
        json!({ "components": ["moore:2=1,1,1"], "misere": true }),
    );
    assert_eq!(k["misere"], true);
    assert_eq!(k["first_player_wins"], true);
    assert_eq!(k["explanation"][0]["kind"], "misere-whole");
    assert!(k["explanation"][0]["text"]
        .as_str()
        .unwrap()
        .contains("1 more than a multiple of 3"));
    // Chips on 3 and 5: lost under misère play (won under normal play).
    let c = ok(
        "/api/analyze",
        json!({ "game": "chips", "position": "3 5", "misere": true }),
    );
    assert_eq!(c["misere"], true);
    assert_eq!(c["first_player_wins"], false);
    assert!(c["explanation"][0]["text"]
        .as_str()
        .unwrap()
        .contains("searched from the rules (9 positions)"));
    let normal = ok(
        "/api/analyze",
        json!({ "game": "chips", "position": "3 5" }),
    );
    assert_eq!(normal["first_player_wins"], true);
    // The computer's move keeps misère play, and every move is labelled.
    let m = ok(
        "/api/computer",
        json!({ "components": ["chips=3,5"], "misere": true }),
    );
    assert_eq!(m["position"]["misere"], true);
    assert_eq!(m["position"]["first_player_wins"], true);
    for mv in c["moves"].as_array().unwrap() {
        assert_eq!(mv["winning"], false, "{mv}");
    }
}

/// The playground refused misère Hackenbush trees and Nim piles past the
/// exploring budget, and sent a tree worth 0 with edges left to genus
/// theory or a search: the SJ theorem on the trees' root branches and the
/// piles decides them at any size.
#[test]
fn misere_trees_and_piles_are_decided_on_their_parts() {
    // Two stalks of two on the root: worth 0, but misère Nim 2, 2, lost.
    let t = ok(
        "/api/analyze",
        json!({ "components": ["hackenbush=1-2,2-3,1-4,4-5"], "misere": true }),
    );
    assert_eq!(t["first_player_wins"], false);
    assert!(t["explanation"][0]["text"]
        .as_str()
        .unwrap()
        .contains("root branches"));
    // Twenty stalks of two and one edge: 3^20 trees to explore, past the
    // budget; the branches are 2 (twenty times) and 1, xor 1 with some
    // exceeding 1: won.
    let stalks: Vec<String> = (0..20)
        .map(|i| format!("1-{},{}-{}", 2 * i + 2, 2 * i + 2, 2 * i + 3))
        .collect();
    let tree = format!("hackenbush={},1-99", stalks.join(","));
    let big = ok(
        "/api/analyze",
        json!({ "components": [tree], "misere": true }),
    );
    assert_eq!(big["first_player_wins"], true);
}

#[test]
fn the_misere_flag_is_refused_where_it_does_not_apply() {
    for (name, body, wanted) in [
        ("not a boolean", r#"{"components": ["nim=3"], "misere": "yes"}"#, "misere: expected true or false, found \"yes\""),
        ("misère Nim already", r#"{"components": ["misere=3,1"], "misere": true}"#, "misère Nim is under misère play already"),
        ("chips past the bound", r#"{"components": ["chips=300,600,900"], "misere": true}"#, "cannot play under misère play: the positions the game reaches have more than 1000000 moves"),
        // Beside Kayles, which knows no SJ parts, the pile must be explored
        // (beside another pile, misère Nim's rule decides it at any size).
        ("past the bound", r#"{"components": ["nim=20000", "kayles=3"], "misere": true}"#, "cannot play under misère play: nim=20000 has more than 10000 moves: too large to explore"),
    ] {
        let (status, message) = error("/api/analyze", body);
        assert!((400..500).contains(&status), "{name}: {status}");
        assert!(message.contains(wanted), "{name}: {message}");
    }
}

fn get(path: &str) -> (u16, Value) {
    let (status, _, body) = raw("GET", path, b"");
    (status, serde_json::from_slice(&body).expect("JSON"))
}

/// The shape of an answer with every text left out: its keys, numbers,
/// flags and positions, which the language must not change.
fn without_texts(v: &Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .map(|(k, v)| {
                    let texts = [
                        "text",
                        "title",
                        "label",
                        "description",
                        "remoteness_note",
                        "meaning",
                        "every",
                    ];
                    let v = if texts.contains(&k.as_str()) && v.is_string() {
                        json!("TEXT")
                    } else {
                        without_texts(v)
                    };
                    (k.clone(), v)
                })
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(without_texts).collect()),
        v => v.clone(),
    }
}

#[test]
fn the_page_s_messages_come_in_either_language() {
    let (status, en) = get("/api/messages?lang=en");
    assert_eq!(status, 200, "{en}");
    let (status, zh) = get("/api/messages?lang=zh");
    assert_eq!(status, 200, "{zh}");
    assert_eq!(en["lang"], json!("en"));
    assert_eq!(zh["lang"], json!("zh"));
    assert_eq!(en["messages"]["page-title"], json!(["grundy playground"]));
    assert_eq!(zh["messages"]["page-title"], json!(["grundy 游戏场"]));
    let ids =
        |v: &Value| -> Vec<String> { v["messages"].as_object().unwrap().keys().cloned().collect() };
    assert_eq!(ids(&en), ids(&zh), "the same messages in both");
    // A variable, and a choice of plural forms.
    assert_eq!(
        en["messages"]["page-winning-moves"],
        json!([{ "var": "count" }, " winning ", {
            "select": "count",
            "variants": { "one": ["move"], "other": ["moves"] },
            "default": "other",
        }])
    );
    // Without a language, English; a language that is none is named.
    assert_eq!(get("/api/messages").1, en);
    let (status, v) = get("/api/messages?lang=fr");
    assert_eq!(status, 400);
    assert!(
        v["error"]
            .as_str()
            .unwrap()
            .contains("lang=fr: not a language of the playground (en, zh)"),
        "{v}"
    );
}

/// Same position, either language: the same answer but for its texts, and
/// the texts in the language asked for.
#[test]
fn an_analysis_in_chinese_differs_only_in_its_texts() {
    let cases = [
        (
            "nim",
            json!({ "game": "nim", "position": "3 5 7" }),
            "异或和 s",
        ),
        (
            "sum",
            json!({ "components": ["nim=3", "kayles=10", "wythoff=3,5"] }),
            "由 Sprague–Grundy 定理",
        ),
        (
            "staircase",
            json!({ "game": "staircase", "position": "1 4 3" }),
            "阶梯博弈：只有奇数级台阶有用",
        ),
        (
            "bounded",
            json!({ "game": "bounded:3", "position": "10 12" }),
            "巴什博弈",
        ),
        (
            "misère Nim",
            json!({ "game": "misere", "position": "3 5 1" }),
            "反 Nim",
        ),
        (
            "Wythoff",
            json!({ "game": "wythoff", "position": "3 5" }),
            "黄金分割比",
        ),
    ];
    for (name, body, chinese) in cases {
        let en = ok("/api/analyze?lang=en", body.clone());
        let zh = ok("/api/analyze?lang=zh", body.clone());
        assert_eq!(
            ok("/api/analyze", body.clone()),
            en,
            "{name}: English by default"
        );
        assert_eq!(without_texts(&zh), without_texts(&en), "{name}");
        let panels = zh["explanation"].to_string();
        assert!(panels.contains(chinese), "{name}: {panels}");
        assert!(!en["explanation"].to_string().contains(chinese), "{name}");
    }
    // A move played and the computer's answer follow the language too.
    let played = ok(
        "/api/move?lang=zh",
        json!({ "components": ["nim=3", "nim=5"], "move": 0 }),
    );
    assert!(played["position"]["explanation"][0]["text"]
        .as_str()
        .unwrap()
        .contains("异或和"));
    let answered = ok(
        "/api/computer?lang=zh",
        json!({ "components": ["nim=3", "kayles=4"] }),
    );
    assert!(answered["position"]["explanation"][0]["text"]
        .as_str()
        .unwrap()
        .contains("异或"));
    let (status, v) = post(
        "/api/analyze?lang=xx",
        r#"{"game": "nim", "position": "3"}"#,
    );
    assert_eq!(status, 400, "{v}");
}

/// What the playground says of a position or a move it refuses is in the
/// language the page asks for: the token and its place, the game's own
/// terms, the limits.
#[test]
fn refusals_follow_the_language_asked_for() {
    let cases: &[(&str, &str, &str, &str)] = &[
        (
            "a pile that is no number",
            "/api/analyze",
            r#"{"game": "nim", "position": "3 x"}"#,
            "局面“3 x”：第 2 堆应是非负整数，这里是“x”",
        ),
        (
            "no game",
            "/api/analyze",
            r#"{"game": "", "position": "3"}"#,
            "游戏：请写出一个游戏",
        ),
        (
            "an unknown component",
            "/api/analyze",
            r#"{"components": ["chess=3"]}"#,
            "没有游戏“chess”",
        ),
        (
            "a typed move that is none",
            "/api/move",
            r#"{"components": ["nim=3"], "typed": "9 9"}"#,
            "输入的着法“9 9”",
        ),
        (
            "too many components",
            "/api/analyze",
            &format!(
                r#"{{"components": [{}]}}"#,
                vec![r#""nim=1""#; 200].join(",")
            ),
            "个部分，至多",
        ),
        // The request's own shape.
        ("malformed JSON", "/api/analyze", "{", "JSON 格式有误"),
        ("no object", "/api/analyze", "[1]", "应为一个 JSON 对象"),
        (
            "an unknown field",
            "/api/analyze",
            r#"{"components": ["nim=3"], "pieces": 1}"#,
            "未知的字段“pieces”",
        ),
        (
            "a move given twice",
            "/api/move",
            r#"{"components": ["nim=3"], "move": 0, "typed": "1"}"#,
            "着法只能给一次",
        ),
        (
            "misere not a flag",
            "/api/analyze",
            r#"{"components": ["nim=3"], "misere": 1}"#,
            "misere：应为 true 或 false",
        ),
        // serde_json's reason, in Chinese too; the line and column kept.
        (
            "JSON cut short in a list",
            "/api/analyze",
            r#"{"components":["nim=3""#,
            "JSON 格式有误，在第 1 行第 22 列：数组没有写完，内容就结束了",
        ),
        (
            "JSON with a word that is none",
            "/api/analyze",
            r#"{"misere": nope}"#,
            "：应为 true、false 或 null",
        ),
        (
            "a move number past the moves",
            "/api/move",
            r#"{"components": ["nim=3"], "move": 3}"#,
            "没有第 3 种着法：这个局面有 3 种合法着法，编号为 0 到 2",
        ),
        (
            "a move number when the game is over",
            "/api/move",
            r#"{"components": ["nim=0"], "move": 0}"#,
            "没有第 0 种着法：游戏已经结束，没有合法着法了",
        ),
        (
            "two chips on one cell",
            "/api/analyze",
            r#"{"game": "chips", "position": "1 1"}"#,
            "“chips=1,1”：",
        ),
        (
            "misère Nim under misère play",
            "/api/analyze",
            r#"{"components": ["misere=3,1"], "misere": true}"#,
            "反 Nim 本来就按反常规则玩",
        ),
        (
            "a whole game's pile that is no number",
            "/api/analyze",
            r#"{"components": ["misere=3,x"]}"#,
            "第 2 堆应是非负整数",
        ),
        (
            "Nim_k's pile that is no number",
            "/api/analyze",
            r#"{"components": ["moore:2=x,3"], "misere": true}"#,
            "第 1 堆应是非负整数",
        ),
        (
            "a chip that is no number",
            "/api/move",
            r#"{"components": ["chips=1,x"], "move": 0}"#,
            "第 2 枚棋子应是非负整数",
        ),
        (
            "a typed move of Nim_k that is none",
            "/api/move",
            r#"{"components": ["moore:2=3,5"], "typed": "1"}"#,
            "P N，一次动几堆时写 P N P N …",
        ),
    ];
    for (name, path, body, chinese) in cases {
        let (status, zh) = post(&format!("{path}?lang=zh"), body);
        assert!(status >= 400, "{name}: {zh}");
        let said = zh["error"].as_str().expect("an error message");
        assert!(said.contains(chinese), "{name}: {said}");
        let (_, en) = post(path, body);
        let english = en["error"].as_str().expect("an error message");
        assert!(!english.contains(chinese), "{name}: {english}");
    }
    // A page or route that is none, in either language.
    for (path, said) in [
        ("/api/nope?lang=zh", "没有这个页面或 API 路由"),
        ("/nope?lang=zh", "没有这个页面或 API 路由"),
        ("/api/nope", "no such page or API route"),
        ("/api/nope?lang=en", "no such page or API route"),
    ] {
        let (status, v) = get(path);
        assert_eq!(status, 404, "{path}");
        assert_eq!(v["error"], json!(said), "{path}");
    }
}

/// The notes of an answer follow the language too, and only its texts
/// differ: the remoteness under misère play, which is not searched.
#[test]
fn an_answer_s_notes_follow_the_language_asked_for() {
    let cases = [
        (
            "misère play of a sum",
            json!({ "components": ["nim=3", "nim=5"], "misere": true }),
            "not searched under misère play: each position is decided by its own analysis",
            "未搜索：反常规则下，每个局面都由它自己的分析决定",
        ),
        (
            "misère play of one heap game",
            json!({ "components": ["kayles=4"], "misere": true }),
            "not searched under misère play: each position is decided by its own analysis",
            "未搜索：反常规则下，每个局面都由它自己的分析决定",
        ),
    ];
    for (name, body, english, chinese) in cases {
        let en = ok("/api/analyze", body.clone());
        let zh = ok("/api/analyze?lang=zh", body.clone());
        assert_eq!(en["remoteness_note"], json!(english), "{name}");
        assert_eq!(zh["remoteness_note"], json!(chinese), "{name}");
        assert_eq!(without_texts(&zh), without_texts(&en), "{name}");
    }
}

#[test]
fn the_list_of_games_comes_in_either_language() {
    let (status, en) = get("/api/games");
    assert_eq!(status, 200);
    let (status, zh) = get("/api/games?lang=zh");
    assert_eq!(status, 200);
    // The same games, names and examples; the rules in the language asked.
    for list in ["heap_games", "components", "whole_games"] {
        let (en, zh) = (en[list].as_array().unwrap(), zh[list].as_array().unwrap());
        assert_eq!(en.len(), zh.len(), "{list}");
        for (e, z) in en.iter().zip(zh) {
            assert_eq!(e.get("name"), z.get("name"), "{list}");
            assert_eq!(e.get("game"), z.get("game"), "{list}");
            let (e, z) = (e["rules"].as_str().unwrap(), z["rules"].as_str().unwrap());
            // A code's rules (0.07) are the same in both.
            if e.chars().any(|c| c.is_ascii_lowercase()) {
                assert_ne!(e, z, "{list}: {e}");
            }
        }
    }
    let rules = |v: &Value, name: &str| {
        v["heap_games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["name"] == name)
            .unwrap()["rules"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(
        rules(&en, "sub:1,2,5"),
        "remove an amount from a finite set"
    );
    assert_eq!(rules(&zh, "sub:1,2,5"), "取走有限集合中的一个数量");
    assert!(zh["whole_games"][0]["rules"]
        .as_str()
        .unwrap()
        .contains("取走最后一个的人输"));
}

/// Every numeric field, in a value, a count, a move or a panel, in each
/// route.
fn numbers_and_digit_strings(
    v: &Value,
    key: &str,
    numbers: &mut Vec<String>,
    strings: &mut Vec<String>,
) {
    match v {
        Value::Number(n) => numbers.push(format!("{key}={n}")),
        // A position as `grundy play` takes it and a coin's name are texts,
        // which may be digits only.
        Value::String(s)
            if !s.is_empty()
                && s.bytes().all(|b| b.is_ascii_digit())
                && !["position", "coin", "turn", "binary"].contains(&key) =>
        {
            strings.push(format!("{key}={s}"))
        }
        Value::Array(items) => items
            .iter()
            .for_each(|i| numbers_and_digit_strings(i, key, numbers, strings)),
        Value::Object(fields) => fields
            .iter()
            .for_each(|(k, i)| numbers_and_digit_strings(i, k, numbers, strings)),
        _ => {}
    }
}

/// Regression (issue 42): `value` was a JSON string for `nim=10^30` and a
/// number otherwise, as every number past 2^53 was (a pile, a count, a
/// panel's values): a client had to expect both types for one field. Every
/// number is now a JSON integer of any size, as `grundy --json` writes it
/// (docs/api.md says how JavaScript reads it exactly).
#[test]
fn every_number_is_a_json_integer_whatever_its_size() {
    let big = "1000000000000000000000000000000";
    let cases = [
        (
            "a pile past 2^53",
            "/api/analyze",
            json!({ "components": [format!("nim={big}")] }),
            vec!["value", "take", "piles"],
        ),
        (
            "a pile just past 2^53",
            "/api/analyze",
            json!({ "components": ["nim=9007199254740993"] }),
            vec!["value", "take"],
        ),
        (
            "a sum with a huge pile",
            "/api/analyze",
            json!({ "components": [format!("nim={big}"), "kayles=3"] }),
            vec!["value"],
        ),
        (
            "the computer's move on it",
            "/api/computer",
            json!({ "components": [format!("nim={big}"), "nim=1"] }),
            vec!["take"],
        ),
        (
            "a typed move on it",
            "/api/move",
            json!({ "components": [format!("nim={big}"), "nim=1"], "typed": "1 1" }),
            vec!["value", "take"],
        ),
        (
            "small numbers, as before",
            "/api/analyze",
            json!({ "components": ["nim=3", "kayles=4"] }),
            vec![],
        ),
    ];
    for (name, path, body, huge_in) in cases {
        let v = ok(path, body);
        let (mut numbers, mut strings) = (Vec::new(), Vec::new());
        numbers_and_digit_strings(&v, "", &mut numbers, &mut strings);
        assert!(
            strings.is_empty(),
            "{name}: numbers sent as strings: {strings:?}"
        );
        for key in huge_in {
            assert!(
                numbers
                    .iter()
                    .any(|n| n.starts_with(&format!("{key}=")) && n.len() > key.len() + 16),
                "{name}: no {key} past 2^53 as a number: {numbers:?}"
            );
        }
    }
    let v = ok(
        "/api/analyze",
        json!({ "components": [format!("nim={big}")] }),
    );
    assert_eq!(v["value"].to_string(), big);
    assert_eq!(v["components"][0]["value"].to_string(), big);
}

/// Regression: the sum panel wrote a value past 2^64 in decimal where its
/// binary belongs (its `binary` was "1000000000000000000000000000003" for
/// 10^30 xor 3), padding the others to the width of its bits.
#[test]
fn the_sum_panel_writes_every_value_in_binary_at_any_size() {
    let v = ok(
        "/api/analyze",
        json!({ "components": ["nim=1267650600228229401496703205376", "kayles=3"] }),
    );
    let panel = &v["explanation"][0];
    assert_eq!(panel["kind"], json!("sum"));
    let two_to_100 = format!("1{}", "0".repeat(100));
    assert_eq!(panel["rows"][0]["binary"], json!(two_to_100));
    assert_eq!(
        panel["rows"][1]["binary"],
        json!(format!("{}11", "0".repeat(99)))
    );
    assert_eq!(panel["binary"], json!(format!("1{}11", "0".repeat(98))));
}

/// The options of the page's game menu, each as its attributes.
fn menu_options() -> Vec<std::collections::BTreeMap<String, String>> {
    let (status, _, body) = raw("GET", "/", b"");
    assert_eq!(status, 200);
    let html = String::from_utf8(body).unwrap();
    let select = &html[html.find("<select id=\"game-select\">").expect("the menu")..];
    let select = &select[..select.find("</select>").unwrap()];
    select
        .split("<option ")
        .skip(1)
        .map(|option| {
            let attributes = &option[..option.find('>').unwrap()];
            attributes
                .split("\" ")
                .map(|a| {
                    let (name, value) = a.split_once("=\"").unwrap();
                    (name.to_string(), value.trim_end_matches('"').to_string())
                })
                .collect()
        })
        .collect()
}

/// The page's game menu lists every family the registry knows, each kind
/// of component and each whole game, and a sum: no more, no fewer (it had
/// been written by hand and lacked Hackenbush and Fibonacci Nim). Each is
/// named in both languages, and its first position is played.
#[test]
fn the_game_menu_lists_every_family_of_the_registry() {
    let options = menu_options();
    let mut listed: Vec<&str> = options.iter().map(|o| o["data-family"].as_str()).collect();
    let mut families: Vec<&str> = grundy_engine::kinds::KINDS.iter().map(|k| k.game).collect();
    families.extend(
        grundy_engine::play::whole::WHOLE_GAMES
            .iter()
            .map(|w| w.game),
    );
    families.push("sum");
    listed.sort_unstable();
    families.sort_unstable();
    assert_eq!(listed, families);
    let values: Vec<&str> = options.iter().map(|o| o["value"].as_str()).collect();
    for game in [
        "hackenbush",
        "fibonacci-nim",
        "nim",
        "heap",
        "coins",
        "misere",
        "sum",
    ] {
        assert!(values.contains(&game), "{game}: {values:?}");
    }
    let (_, en) = get("/api/messages?lang=en");
    let (_, zh) = get("/api/messages?lang=zh");
    for o in &options {
        for id in [&o["data-i18n"], &o["data-about"]] {
            assert!(en["messages"].get(id).is_some(), "{id}");
            assert!(zh["messages"].get(id).is_some(), "{id}");
        }
        // The game as the page's script names it, and its first position.
        let game = match o.get("data-param").map(String::as_str) {
            Some("k") => format!("{}:{}", o["value"], o["data-k"]),
            Some("rules") => "kayles".to_string(),
            Some("rule") => format!("{}:mock", o["value"]),
            _ => o["value"].clone(),
        };
        let position = &o["data-position"];
        let v = ok(
            "/api/analyze",
            json!({ "game": game, "position": position }),
        );
        // And it is written back as it was given.
        assert_eq!(v["play"]["position"], json!(position), "{game}");
    }
}

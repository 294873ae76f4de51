//! `grundy quotient`: the report, its JSON, certificates written and
//! checked (and refused when damaged), and bad input refused by name. The
//! quotients themselves are checked against a search of every small sum in
//! the engine's tests (crates/engine/src/quotient/tests.rs).

mod common;

use common::{check_golden, grundy, grundy_with, scratch};

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

#[test]
fn the_report_of_0_75() {
    let out = grundy(&["quotient", "0.75"], "");
    assert!(out.status.success(), "{}", stderr(&out));
    check_golden("quotient_0_75", &stdout(&out));
}

#[test]
fn the_report_in_chinese_and_explained() {
    let out = grundy_with(
        &[("GRUNDY_LANG", "zh")],
        &["quotient", "0.31", "--explain"],
        b"",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    check_golden("quotient_0_31_zh_explain", &stdout(&out));
}

#[test]
fn json_has_every_field_of_kayles() {
    let out = grundy(&["quotient", "kayles", "--json"], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["game"], "0.77");
    assert_eq!(v["complete"], true);
    assert_eq!(
        (v["size"].as_u64(), v["p_size"].as_u64()),
        (Some(40), Some(9))
    );
    assert_eq!(v["period"]["period"], 12);
    assert_eq!(v["period"]["preperiod"], 71);
    assert_eq!(v["tame"], serde_json::Value::Null);
    let heaps: Vec<u64> = v["generators"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["heap"].as_u64().unwrap())
        .collect();
    assert_eq!(heaps, vec![1, 2, 5, 9, 12, 25, 27]);
    assert_eq!(
        v["phi"].as_array().unwrap().len(),
        v["heaps"].as_u64().unwrap() as usize + 1
    );
    for field in ["relations", "p", "changes", "last_rogue", "stopped"] {
        assert!(!v[field].is_null(), "{field}");
    }
}

#[test]
fn a_tame_code_is_named() {
    let out = grundy(&["quotient", "0.31", "--json"], "");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["tame"], "T2");
}

#[test]
fn a_partial_quotient_says_so_and_stops_at_the_bound() {
    let out = grundy(&["quotient", "0.07", "--heaps", "12", "--json"], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["complete"], false);
    assert_eq!(v["stopped"], "heap-bound");
    assert_eq!(v["heaps"], 12);
    assert_eq!(
        (v["size"].as_u64(), v["p_size"].as_u64()),
        (Some(12), Some(3))
    );
    let text = stdout(&grundy(&["quotient", "0.07", "--heaps", "12"], ""));
    assert!(text.contains("partial"), "{text}");
}

#[test]
fn a_certificate_is_written_and_verified() {
    let dir = scratch("quotient-certificate");
    let file = dir.join("q.txt");
    let path = file.to_str().unwrap();
    let out = grundy(&["quotient", "0.123", "--certificate", path], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let out = grundy(&["quotient", "--verify", path], "");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("verified: the misère quotient of 0.123, |Q| = 20, |P| = 5"));
    // From standard input too, and as JSON.
    let text = std::fs::read_to_string(&file).unwrap();
    let out = grundy(&["quotient", "--verify", "-", "--json"], &text);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["verified"], true);
    assert_eq!(v["size"], 20);
}

#[test]
fn damaged_certificates_are_refused_naming_what_is_wrong() {
    let file = scratch("quotient-damaged").join("q.txt");
    let q = grundy(
        &["quotient", "0.75", "--certificate", file.to_str().unwrap()],
        "",
    );
    assert!(q.status.success());
    let cert = std::fs::read_to_string(&file).unwrap();
    assert!(cert.starts_with("grundy misère quotient 1\n"), "{cert}");
    let cases: &[(&str, String, i32, &str)] = &[
        (
            "one entry of one table changed",
            cert.replacen("generator 1 : 1 0", "generator 1 : 1 1", 1),
            1,
            "is refused",
        ),
        (
            "a certificate of another game",
            cert.replace("game 0.75", "game 0.77"),
            1,
            "is refused",
        ),
        (
            "the header missing",
            cert.replacen("grundy misère quotient 1\n", "", 1),
            2,
            "line 1",
        ),
        (
            "a word that is no number",
            cert.replacen("elements 8", "elements eight", 1),
            2,
            "\"eight\"",
        ),
        (
            "not take-and-break",
            cert.replacen("game 0.75", "game 0.7x", 1),
            2,
            "0.7x",
        ),
        (
            "no phi",
            cert.lines()
                .filter(|l| !l.starts_with("phi"))
                .map(|l| format!("{l}\n"))
                .collect(),
            2,
            "\"phi\"",
        ),
    ];
    for (name, text, status, says) in cases {
        let out = grundy(&["quotient", "--verify", "-"], text);
        assert_eq!(out.status.code(), Some(*status), "{name}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{name}: {}", stderr(&out));
        assert!(out.stdout.is_empty(), "{name}");
    }
}

#[test]
fn bad_input_is_refused_by_name() {
    let cases: &[(&[&str], &str)] = &[
        (&["quotient", "sub:1,2"], "not a take-and-break code"),
        (&["quotient", "grundys-game"], "not a take-and-break code"),
        (&["quotient", "0.7x"], "0.7x"),
        (&["quotient", "0.77", "--heaps", "abc"], "--heaps"),
        (&["quotient", "0.77", "--heaps", "0"], "--heaps"),
        (&["quotient", "0.77", "--timeout", "soon"], "--timeout"),
        (&["quotient"], "CODE"),
        (
            &["quotient", "--verify", "/nonexistent/q.txt"],
            "/nonexistent/q.txt",
        ),
    ];
    for (args, says) in cases {
        let out = grundy(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
    }
}

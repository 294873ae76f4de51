//! `grundy quotient`: the report, its JSON, certificates written and
//! checked (and refused when damaged), and bad input refused by name. The
//! quotients themselves are checked against a search of every small sum in
//! the engine's tests (crates/engine/src/quotient/tests.rs).

mod common;

use common::{check_golden, grundy, grundy_with, scratch, stderr, stdout};

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

/// A sweep of the codes 0.x to heap 12: every code's row in the table,
/// the same rows as `grundy quotient CODE --heaps 12` gives one by one.
#[test]
fn a_sweep_tables_every_code_of_the_family() {
    let out = grundy(&["quotient", "--sweep", "0.x", "--heaps", "12"], "");
    assert!(out.status.success(), "{}", stderr(&out));
    check_golden("quotient_sweep_0_x", &stdout(&out));
    let out = grundy(
        &["quotient", "--sweep", "0.x", "--heaps", "12", "--json"],
        "",
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let rows = v["rows"].as_array().unwrap();
    let games: Vec<&str> = rows.iter().map(|r| r["game"].as_str().unwrap()).collect();
    assert_eq!(games, ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"]);
    for row in rows {
        let one = grundy(
            &[
                "quotient",
                row["game"].as_str().unwrap(),
                "--heaps",
                "12",
                "--json",
            ],
            "",
        );
        let q: serde_json::Value = serde_json::from_slice(&one.stdout).unwrap();
        for field in ["complete", "heaps", "size", "p_size", "tame", "last_rogue"] {
            assert_eq!(row[field], q[field], "{}: {field}", row["game"]);
        }
        assert_eq!(row["period"], q["period"]["period"], "{}", row["game"]);
        assert_eq!(
            row["preperiod"], q["period"]["preperiod"],
            "{}",
            row["game"]
        );
    }
}

#[test]
fn a_sweep_in_chinese() {
    let out = grundy_with(
        &[("GRUNDY_LANG", "zh")],
        &["quotient", "--sweep", "0.x", "--heaps", "12"],
        b"",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    check_golden("quotient_sweep_0_x_zh", &stdout(&out));
}

/// `--resume FILE`: a row a line as each code ends; a second run takes
/// every code from the file (a row changed by hand shows that it was not
/// computed again) and prints the same table.
#[test]
fn a_sweep_resumes_from_its_file() {
    let dir = scratch("quotient_sweep_resume");
    let file = dir.join("rows.jsonl");
    let path = file.to_str().unwrap();
    let args = [
        "quotient", "--sweep", "0.x", "--heaps", "12", "--resume", path,
    ];
    let first = grundy(&args, "");
    assert!(first.status.success(), "{}", stderr(&first));
    let written = std::fs::read_to_string(&file).unwrap();
    assert_eq!(written.lines().count(), 7);
    // Keep the first three rows, one of them marked: the rest are computed.
    let kept: Vec<String> = written
        .lines()
        .take(3)
        .map(|l| l.replace("\"last_rogue\":null", "\"last_rogue\":99"))
        .collect();
    std::fs::write(&file, kept.join("\n") + "\n").unwrap();
    let second = grundy(&args, "");
    assert!(second.status.success(), "{}", stderr(&second));
    assert!(
        stderr(&second).contains("3 of 7 codes taken from"),
        "{}",
        stderr(&second)
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap().lines().count(), 7);
    let table = stdout(&second);
    assert!(table.contains("99"), "{table}");
    assert_eq!(
        table.replace("99", "- "),
        stdout(&first),
        "only the marked cell differs"
    );
}

/// Bad input named: a family that is no pattern, a damaged resume file.
#[test]
fn a_sweep_refuses_bad_input_by_name() {
    for (family, words) in [
        ("0.x!", "\"!\" at character 4"),
        ("x.1", "\"x\" at character 1"),
        ("07", "no family of codes"),
        ("0.xyzabcd", "7 free digits"),
    ] {
        let out = grundy(&["quotient", "--sweep", family], "");
        assert_eq!(out.status.code(), Some(2), "{family}");
        assert!(stderr(&out).contains(words), "{family}: {}", stderr(&out));
    }
    let dir = scratch("quotient_sweep_bad_resume");
    let file = dir.join("rows.jsonl");
    std::fs::write(&file, "{\"game\":\"0.1\",\"size\":2}\nnot json\n").unwrap();
    let out = grundy(
        &[
            "quotient",
            "--sweep",
            "0.x",
            "--resume",
            file.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("line 2"), "{}", stderr(&out));
}

/// 0.123's quotient as MisereSolver prints it (its last presentation and
/// Φ; the wording of its report around them is left out).
const MISERE_SOLVER_0_123: &str = "=== Presentation Changed at Heap 9 ===\n\n\
    Q = <a,b,c,d | a2=1,b4=b2,b2c=b3,c2=1,b2d=d,cd=bd,d3=ad2>; P = {a,b2,ac,bd,d2}\n\n\
    |Q| = 20; |P| = 5\n\n\
    Phi = 1 a 1 b b a d2 1 c d a d2 1 c d a d2 1 c d a d2 1 c d \n";

/// `--compare FILE`: the same quotient whatever the generators are called
/// and in whatever order they and the relations come; another P, or
/// another Φ, is not; a file with no quotient is bad input.
#[test]
fn a_quotient_is_compared_by_isomorphism_not_by_names() {
    let dir = scratch("quotient_compare");
    let run = |name: &str, text: &str| {
        let file = dir.join(name);
        std::fs::write(&file, text).unwrap();
        grundy(
            &["quotient", "0.123", "--compare", file.to_str().unwrap()],
            "",
        )
    };
    let out = run("ms.txt", MISERE_SOLVER_0_123);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).starts_with("the same quotient as"),
        "{}",
        stdout(&out)
    );
    // Renamed (a→w, b→x, c→y, d→z), generators listed in another order,
    // relations in another order and written the other way round.
    let renamed =
        "Q = <z,y,x,w | wz2=z3,w2=1,x4=x2,x3=x2y,y2=1,x2z=z,yz=xz>; P = {w,x2,wy,xz,z2}\n\
        Phi = 1 w 1 x x w z2 1 y z w z2 1 y z\n";
    let out = run("renamed.txt", renamed);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}{}",
        stdout(&out),
        stderr(&out)
    );
    let other_p = MISERE_SOLVER_0_123.replace("P = {a,b2,ac,bd,d2}", "P = {a,b2,ac,bd,b}");
    let out = run("other_p.txt", &other_p);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).starts_with("not the same quotient"),
        "{}",
        stdout(&out)
    );
    let other_phi =
        MISERE_SOLVER_0_123.replace("Phi = 1 a 1 b b a d2 1 c d", "Phi = 1 a 1 b b a d2 a c d");
    let out = run("other_phi.txt", &other_phi);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains("heap 7 is 1 here, a there"),
        "{}",
        stdout(&out)
    );
    let out = run("none.txt", "|Q| = 20\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("no Q = <…>"), "{}", stderr(&out));
    let out = run("bad_word.txt", "Q = <a | a2=1>; P = {q}\nPhi = 1 a\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("\"q\""), "{}", stderr(&out));
}

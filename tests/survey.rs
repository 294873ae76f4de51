//! `grundy survey`: the table of a family in Markdown (English and
//! Chinese), CSV and JSON, the same on one thread and on two, resumed from
//! its file, games missing listed with why, and bad input refused by name.
//! The rows themselves are checked against each game's own rules and the
//! published periods in the engine's tests (crates/engine/src/survey/tests.rs).

mod common;

use common::{check_golden, grundy, grundy_with, scratch, stderr, stdout};
use serde_json::Value;

/// The rows of a `--json` run, each without its time.
fn rows(out: &std::process::Output) -> Vec<Value> {
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let mut r = r.clone();
            r.as_object_mut().unwrap().remove("ms");
            r
        })
        .collect()
}

#[test]
fn the_table_of_0_x_y() {
    let out = grundy(&["survey", "0.xy", "--to", "2^12"], "");
    assert!(out.status.success(), "{}", stderr(&out));
    check_golden("survey_0_xy", &stdout(&out));
}

#[test]
fn the_table_in_chinese() {
    let out = grundy_with(
        &[("GRUNDY_LANG", "zh")],
        &["survey", "0.x", "--to", "1000"],
        b"",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    check_golden("survey_0_x_zh", &stdout(&out));
}

#[test]
fn subtraction_sets_as_csv() {
    let out = grundy(&["survey", "sub:1..3", "--to", "100", "--csv"], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("game,standard,shift,to,period,preperiod,saltus,proof,last_exception,largest,largest_at,rare,classes,missing,ms")
    );
    // {1, 2}: 0 1 2 0 1 2 …, period 3 from the start, proven by its window.
    // A game whose name holds a comma is quoted.
    let row = lines.find(|l| l.starts_with("\"sub:1,2\",")).unwrap();
    assert!(
        row.starts_with("\"sub:1,2\",,0,100,3,0,0,subtraction,,2,2,,,,"),
        "{row}"
    );
}

/// Every field of a row, for a first cousin and for the game it is read off.
#[test]
fn json_rows_name_the_standard_form() {
    let out = grundy(&["survey", "@-", "--to", "1000", "--json"], "");
    assert_eq!(out.status.code(), Some(2), "@- is no file");
    let out = grundy(
        &["survey", "-", "--to", "1000", "--json"],
        "0.07\n0.137 # Dawson's Chess\n\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let rows = rows(&out);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["game"], "0.07");
    assert_eq!(rows[0]["standard"], "0.137");
    assert_eq!(rows[0]["shift"], 1);
    assert_eq!(rows[1]["standard"], Value::Null);
    for (row, last) in rows.iter().zip([52, 51]) {
        assert_eq!(row["period"], 34);
        assert_eq!(row["last_exception"], last);
        assert_eq!(row["proof"], "guy-smith");
        for field in [
            "preperiod",
            "saltus",
            "largest",
            "largest_at",
            "rare",
            "classes",
            "missing",
            "to",
        ] {
            assert!(row.get(field).is_some(), "{field}");
        }
    }
}

#[test]
fn one_thread_and_two_give_the_same_rows() {
    let one = grundy(
        &["survey", "0.xy", "--to", "2^13", "--json", "--threads", "1"],
        "",
    );
    let two = grundy(
        &["survey", "0.xy", "--to", "2^13", "--json", "--threads", "2"],
        "",
    );
    assert!(one.status.success() && two.status.success());
    assert_eq!(rows(&one), rows(&two));
}

/// A survey stopped midway (its file holds some rows, one of them marked)
/// resumes: the rows in the file are taken as they are, the others
/// computed, and the file ends with every row once.
#[test]
fn a_survey_resumes_from_its_file() {
    let dir = scratch("survey_resume");
    let file = dir.join("rows.jsonl");
    let path = file.to_str().unwrap();
    let args = ["survey", "0.x", "--to", "1000", "--resume", path];
    let first = grundy(&args, "");
    assert!(first.status.success(), "{}", stderr(&first));
    let written = std::fs::read_to_string(&file).unwrap();
    assert_eq!(written.lines().count(), 7);
    let kept: Vec<String> = written
        .lines()
        .filter(|l| {
            ["0.1", "0.3", "0.7"]
                .iter()
                .any(|g| l.contains(&format!("\"game\":\"{g}\"")))
        })
        .map(|l| {
            l.replace("\"game\":\"0.7\"", "\"game\":\"0.7\",\"marked\":1")
                .replace("\"largest_at\":1,", "\"largest_at\":999,")
        })
        .collect();
    assert_eq!(kept.len(), 3);
    std::fs::write(&file, kept.join("\n") + "\n").unwrap();
    let second = grundy(&args, "");
    assert!(second.status.success(), "{}", stderr(&second));
    assert!(
        stderr(&second).contains("3 of 7 games taken from"),
        "{}",
        stderr(&second)
    );
    let again = std::fs::read_to_string(&file).unwrap();
    assert_eq!(again.lines().count(), 7);
    assert!(
        stdout(&second).contains("999"),
        "the rows in the file are taken as they are"
    );
}

/// Regression: a survey resumed with `--misere` from rows written without
/// it took those rows as they were, their misère cells "-". A take-and-break
/// game's row without a quotient is now computed again (and the new row,
/// written after it, is the one read); a game with no quotient keeps its
/// row.
#[test]
fn a_survey_resumed_with_misere_computes_the_quotients_its_rows_lack() {
    let dir = scratch("survey_resume_misere");
    let file = dir.join("rows.jsonl");
    let path = file.to_str().unwrap();
    let plain = ["survey", "-", "--to", "1000", "--resume", path];
    let first = grundy(
        &plain,
        "0.77
sub:1,2
",
    );
    assert!(first.status.success(), "{}", stderr(&first));
    let misere = [
        "survey", "-", "--to", "1000", "--resume", path, "--misere", "--json",
    ];
    let second = grundy(
        &misere,
        "0.77
sub:1,2
",
    );
    assert!(second.status.success(), "{}", stderr(&second));
    assert!(
        stderr(&second).contains("1 of 2 games taken from"),
        "{}",
        stderr(&second)
    );
    let table = rows(&second);
    assert_eq!(table[0]["misere"]["size"], 40, "{table:?}");
    let third = grundy(
        &misere,
        "0.77
sub:1,2
",
    );
    assert!(
        stderr(&third).contains("2 of 2 games taken from"),
        "{}",
        stderr(&third)
    );
    assert_eq!(rows(&third), table);
}

#[test]
fn a_game_beyond_the_bounds_is_listed_missing_with_why() {
    let out = grundy(&["survey", "-", "--to", "30000"], "0.F\nkayles\n");
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let table = stdout(&out);
    assert!(
        table.contains("| 0.F | - | missing: the direct method would examine about"),
        "{table}"
    );
    assert!(table.contains("| 0.77 | - | 12 | 71 |"), "{table}");
    assert!(table.contains("1 missing"), "{table}");
}

#[test]
fn bad_input_is_refused_by_name() {
    let dir = scratch("survey_bad");
    let list = dir.join("list.txt");
    std::fs::write(&list, "0.77\n0.7x\n").unwrap();
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "# nothing\n").unwrap();
    let at = |p: &std::path::Path| format!("@{}", p.display());
    let cases: Vec<(Vec<String>, &str)> = vec![
        (
            vec!["07".into(), "--to".into(), "10".into()],
            "no family of codes",
        ),
        (
            vec!["0.x!".into(), "--to".into(), "10".into()],
            "\"!\" at character 4",
        ),
        (
            vec!["sub:1..99".into(), "--to".into(), "10".into()],
            "no family of subtraction games",
        ),
        (
            vec!["@no-such-file".into(), "--to".into(), "10".into()],
            "cannot read the list of games no-such-file",
        ),
        (vec![at(&list), "--to".into(), "10".into()], "line 2"),
        (
            vec![at(&empty), "--to".into(), "10".into()],
            "lists no games",
        ),
        (
            vec!["0.x".into(), "--to".into(), "2^27".into()],
            "too far for a survey",
        ),
        (vec!["0.x".into(), "--to".into(), "ten".into()], "ten"),
    ];
    for (args, words) in cases {
        let mut all = vec!["survey".to_string()];
        all.extend(args.iter().cloned());
        let refs: Vec<&str> = all.iter().map(String::as_str).collect();
        let out = grundy(&refs, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(words), "{args:?}: {}", stderr(&out));
    }
    // Damaged and foreign resume files, named by line.
    let file = dir.join("rows.jsonl");
    let path = file.to_str().unwrap();
    for (text, words) in [
        (
            "{\"game\":\"0.1\",\"to\":100}\nnot json\n",
            "line 2: not a row of a survey",
        ),
        (
            "{\"game\":\"0.1\",\"to\":50}\n",
            "line 1: 0.1 was surveyed to 50, not to 100",
        ),
        (
            "{\"game\":\"0.77\",\"to\":100}\n",
            "line 1: 0.77 is not a game of this survey",
        ),
    ] {
        std::fs::write(&file, text).unwrap();
        let out = grundy(&["survey", "0.x", "--to", "100", "--resume", path], "");
        assert_eq!(out.status.code(), Some(2), "{text}");
        assert!(stderr(&out).contains(words), "{text}: {}", stderr(&out));
    }
}

/// A survey split in two shards (each with its file, as the jobs of a batch
/// scheduler's array write them) merges into the table of the whole; with
/// a shard's file missing, its games are listed as missing.
#[test]
fn shards_merge_into_the_whole_table() {
    let dir = scratch("survey_shards");
    let survey = ["survey", "0.xy", "--to", "2^12"];
    let whole = grundy(&survey, "");
    assert!(whole.status.success(), "{}", stderr(&whole));
    let files: Vec<String> = (1..=2)
        .map(|i| dir.join(format!("part{i}.jsonl")).display().to_string())
        .collect();
    let mut lines = 0;
    for (i, file) in files.iter().enumerate() {
        let shard = format!("{}/2", i + 1);
        let mut args = survey.to_vec();
        args.extend(["--shard", &shard, "--resume", file]);
        let out = grundy(&args, "");
        assert!(out.status.success(), "{}", stderr(&out));
        lines += std::fs::read_to_string(file).unwrap().lines().count();
    }
    assert_eq!(lines, 56, "every game in one shard");
    let mut args = survey.to_vec();
    args.extend(["--merge", &files[0], &files[1]]);
    let merged = grundy(&args, "");
    assert!(merged.status.success(), "{}", stderr(&merged));
    assert_eq!(stdout(&merged), stdout(&whole));
    let mut args = survey.to_vec();
    args.extend(["--merge", &files[0]]);
    let half = grundy(&args, "");
    assert_eq!(half.status.code(), Some(1));
    assert!(stdout(&half).contains("missing: in none of the files merged"));
    for bad in ["0/2", "3/2", "two", "1/0"] {
        let mut args = survey.to_vec();
        args.extend(["--shard", bad]);
        let out = grundy(&args, "");
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(
            stderr(&out).contains("is no shard"),
            "{bad}: {}",
            stderr(&out)
        );
    }
}

/// `--misere`: each take-and-break code's misère quotient beside its
/// nim-sequence, first cousins read off their standard form's (0.44's is
/// 0.1377's, as MisereSolver finds 0.44's: |Q| 40, |P| 9, period 24 from 143).
#[test]
fn misere_columns() {
    let list = "0.02\n0.03\n0.31\n0.75\n0.77\n0.44\nsub:1,2\n";
    let out = grundy(&["survey", "-", "--to", "1000", "--misere"], list);
    assert!(out.status.success(), "{}", stderr(&out));
    check_golden("survey_misere", &stdout(&out));
    let out = grundy(&["survey", "-", "--to", "1000", "--misere", "--json"], list);
    let rows = rows(&out);
    let q = &rows[5]["misere"];
    assert_eq!(
        (
            &q["size"],
            &q["p_size"],
            &q["period"],
            &q["preperiod"],
            &q["complete"]
        ),
        (
            &Value::from(40),
            &Value::from(9),
            &Value::from(24),
            &Value::from(143),
            &Value::from(true)
        )
    );
    assert_eq!(
        rows[6]["misere"],
        Value::Null,
        "no quotient of a subtraction game"
    );
    let out = grundy(
        &["survey", "0.x", "--to", "10", "--misere-timeout", "3"],
        "",
    );
    assert_eq!(
        out.status.code(),
        Some(2),
        "--misere-timeout needs --misere"
    );
}

/// `--plot FILE`: the family drawn (SVG here), its title the table's
/// heading; a file that cannot be drawn is refused before any work.
#[test]
fn the_family_plotted() {
    let dir = scratch("survey_plot");
    let plot = |file: &std::path::Path| {
        grundy(
            &[
                "survey",
                "0.x",
                "--to",
                "1000",
                "--plot",
                file.to_str().unwrap(),
            ],
            "",
        )
    };
    let svg = dir.join("0x.svg");
    let out = plot(&svg);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("wrote"), "{}", stderr(&out));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("Survey of 0.x to 1000: 7 games"));
    assert!(text.contains("period, proven") && text.contains("no period proven"));
    let out = plot(&dir.join("0x.gif"));
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty(), "refused before the table");
}

/// `--checkpoints DIR`: a long game saves its run (here every second)
/// and a survey stopped midway goes on from the save, with
/// the row of a run never stopped; the file goes once the row is written.
/// A damaged checkpoint leaves the game missing, with why.
#[test]
fn an_interrupted_game_goes_on_from_its_checkpoint() {
    let dir = scratch("survey_checkpoints");
    let ckpt = dir.join("ckpt");
    let file = ckpt.join("0.37.ckpt");
    let survey = ["survey", "0.6", "--to", "2^20", "--json"];
    let whole = grundy(&survey, "");
    assert!(whole.status.success(), "{}", stderr(&whole));
    let mut args: Vec<&str> = survey.to_vec();
    let ckpt_arg = ckpt.display().to_string();
    args.extend(["--checkpoints", &ckpt_arg, "--checkpoint-every", "1"]);
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(&args)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while !file.exists() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        file.exists(),
        "a checkpoint was saved before the run was stopped"
    );
    let again = grundy(&args, "");
    assert!(again.status.success(), "{}", stderr(&again));
    assert!(
        stderr(&again).contains("0.37 goes on from"),
        "{}",
        stderr(&again)
    );
    assert_eq!(rows(&again), rows(&whole));
    assert!(!file.exists(), "the checkpoint has served");
    std::fs::write(&file, "not a checkpoint").unwrap();
    let damaged = grundy(&args, "");
    assert_eq!(damaged.status.code(), Some(1));
    let rows = rows(&damaged);
    let why = rows[0]["missing"].as_str().unwrap();
    assert!(
        why.starts_with("checkpoint ") && why.contains("0.37.ckpt"),
        "{why}"
    );
}

//! `grundy research` end to end: results, resuming (after an extension and
//! after Ctrl-C) equal to an uninterrupted run, and refusals.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .output()
        .expect("grundy runs")
}

/// `grundy research 0.007 --to 2^26 --threads 1 EXTRA…` in the background:
/// a run that lasts far longer than a test, to interrupt or to run beside.
fn spawn_long_run(extra: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["research", "0.007", "--to", "2^26", "--threads", "1"])
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// A directory of a test's own, removed with everything in it when the
/// test ends (passed or not).
#[derive(Debug)]
struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn scratch(name: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("grundy-research-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Scratch(dir)
}

/// Every statistics file of a directory, by name.
fn stats(dir: &Path) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            let name = e.file_name().into_string().unwrap();
            (name, std::fs::read_to_string(e.path()).unwrap())
        })
        .collect();
    files.sort();
    files
}

/// The summary at the end: no milestone lines (a resumed run prints only
/// its own), no header (which says whether the run was resumed).
fn summary(o: &Output) -> Vec<String> {
    stdout(o)
        .lines()
        .skip(1)
        .filter(|l| !l.starts_with("N ="))
        .map(str::to_string)
        .collect()
}

#[test]
fn a_periodic_game_is_proven_and_its_statistics_go_on_from_the_period() {
    let o = grundy(&["research", "0.16", "--to", "2^20"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("period 149459 from n = 105351, proven"),
        "{out}"
    );
    assert!(out.contains("the proof needs G(0..509622)"), "{out}");
    // The checksum at 2^20 is ogsolve's (ogsolve 0.16 -m rc2 -n 1048576).
    assert!(
        out.contains("N =    1048576: largest 23 at 229790, 16 values"),
        "{out}"
    );
    assert!(out.contains("checksum 70EEE45F"), "{out}");
}

#[test]
fn checksums_match_ogsolve() {
    // ogsolve GAME -m rc2 -n 65536 prints these checksums of G(0..=65536).
    for (game, checksum) in [
        ("0.6", "EAC31E5C"),
        ("0.007", "4016E90B"),
        ("0.106", "F27F13D8"),
        ("0.16", "FAE3FD27"),
    ] {
        let o = grundy(&["research", game, "--to", "65536"]);
        assert!(o.status.success(), "{game}: {}", stderr(&o));
        let last = stdout(&o)
            .lines()
            .find(|l| l.starts_with("G(65536)"))
            .unwrap()
            .to_string();
        assert!(
            last.contains(&format!("checksum {checksum}")),
            "{game}: {last}"
        );
    }
}

#[test]
fn statistics_files_hold_the_counts_of_every_value() {
    let dir = scratch("stats");
    let o = grundy(&[
        "research",
        "0.6",
        "--to",
        "4096",
        "--stats-dir",
        dir.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let files = stats(&dir);
    assert_eq!(files.len(), 13, "1.txt to 4096.txt");
    let (_, text) = files.iter().find(|(n, _)| n == "4096.txt").unwrap();
    let total: u64 = text
        .lines()
        .map(|l| l.split(' ').nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(total, 4096, "counts over G(1..=4096)");
    assert!(text.starts_with("0 "), "{text}");
}

#[test]
fn resuming_with_a_larger_target_equals_an_uninterrupted_run() {
    for game in ["0.6", "0.007", "grundys-game"] {
        let dir = scratch(&format!("extend-{game}"));
        let (whole, parts) = (dir.join("whole"), dir.join("parts"));
        let ckpt = dir.join("run.ckpt");
        let (w, p, c) = (
            whole.to_str().unwrap(),
            parts.to_str().unwrap(),
            ckpt.to_str().unwrap(),
        );
        let uninterrupted = grundy(&["research", game, "--to", "20000", "--stats-dir", w]);
        assert!(uninterrupted.status.success());
        let first = grundy(&[
            "research",
            game,
            "--to",
            "5000",
            "--stats-dir",
            p,
            "--checkpoint",
            c,
        ]);
        assert!(first.status.success(), "{}", stderr(&first));
        let second = grundy(&[
            "research",
            game,
            "--to",
            "20000",
            "--stats-dir",
            p,
            "--checkpoint",
            c,
            "--resume",
        ]);
        assert!(second.status.success(), "{}", stderr(&second));
        assert!(stdout(&second).contains("resumed at G(5000)"));
        assert_eq!(stats(&whole), stats(&parts), "{game}");
        assert_eq!(summary(&second), summary(&uninterrupted), "{game}");
    }
}

#[test]
fn ctrl_c_saves_a_checkpoint_and_resuming_equals_an_uninterrupted_run() {
    let dir = scratch("ctrl-c");
    let ckpt = dir.join("run.ckpt");
    let c = ckpt.to_str().unwrap();
    let child = spawn_long_run(&["--checkpoint", c]);
    std::thread::sleep(Duration::from_millis(1500));
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    let message = stderr(&o);
    let at: usize = message
        .split("interrupted after G(")
        .nth(1)
        .and_then(|s| s.split(')').next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("{message}"));
    assert!(message.contains("--resume"), "{message}");
    let to = (at + 3000).to_string();
    let resumed = grundy(&[
        "research",
        "0.007",
        "--to",
        &to,
        "--checkpoint",
        c,
        "--resume",
    ]);
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    let whole = grundy(&["research", "0.007", "--to", &to]);
    assert_eq!(summary(&resumed), summary(&whole));
}

#[test]
fn values_kept_on_disk_give_the_same_run_and_resume() {
    let dir = scratch("disk");
    let (disk, ckpt) = (dir.join("values"), dir.join("run.ckpt"));
    let (d, c) = (disk.to_str().unwrap(), ckpt.to_str().unwrap());
    for game in ["0.6", "0.007"] {
        let in_memory = grundy(&["research", game, "--to", "30000"]);
        let first = grundy(&[
            "research",
            game,
            "--to",
            "9000",
            "--disk",
            d,
            "--checkpoint",
            c,
        ]);
        assert!(first.status.success(), "{}", stderr(&first));
        assert!(disk.join("values.u16").exists());
        let second = grundy(&[
            "research",
            game,
            "--to",
            "30000",
            "--disk",
            d,
            "--checkpoint",
            c,
            "--resume",
        ]);
        assert!(second.status.success(), "{}", stderr(&second));
        assert_eq!(summary(&second), summary(&in_memory), "{game}");
    }
}

#[test]
fn two_runs_cannot_keep_their_values_in_one_directory() {
    let dir = scratch("lock");
    let d = dir.to_str().unwrap();
    let mut first = spawn_long_run(&["--disk", d]);
    std::thread::sleep(Duration::from_millis(800));
    let second = grundy(&["research", "0.6", "--to", "1000", "--disk", d]);
    let _ = first.kill();
    let _ = first.wait();
    assert_eq!(second.status.code(), Some(2), "{}", stderr(&second));
    assert!(
        stderr(&second).contains("another run keeps its values there"),
        "{}",
        stderr(&second)
    );
}

#[test]
fn values_stream_to_a_file_as_16_bit_numbers() {
    let dir = scratch("values");
    let file = dir.join("g.u16");
    let o = grundy(&[
        "research",
        "0.07",
        "--to",
        "100",
        "--values",
        file.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let bytes = std::fs::read(&file).unwrap();
    let values: Vec<u16> = bytes
        .chunks(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect();
    assert_eq!(values.len(), 101);
    // Dawson's Kayles: 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 …
    assert_eq!(
        &values[..15],
        &[0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4]
    );
}

#[test]
fn bad_input_and_failures_are_refused_with_the_reason() {
    let dir = scratch("bad");
    let ckpt = dir.join("run.ckpt");
    let c = ckpt.to_str().unwrap();
    assert!(
        grundy(&["research", "0.6", "--to", "3000", "--checkpoint", c])
            .status
            .success()
    );
    let mut damaged = std::fs::read(&ckpt).unwrap();
    let at = damaged.len() - 100;
    damaged[at] ^= 1;
    let broken = dir.join("broken.ckpt");
    std::fs::write(&broken, &damaged).unwrap();
    let cases: Vec<(Vec<&str>, i32, &str)> = vec![
        (
            vec![
                "research",
                "0.007",
                "--to",
                "4000",
                "--checkpoint",
                c,
                "--resume",
            ],
            2,
            "checkpoint of 0.6, not of 0.007",
        ),
        (
            vec![
                "research",
                "0.6",
                "--to",
                "4000",
                "--checkpoint",
                broken.to_str().unwrap(),
                "--resume",
            ],
            2,
            "damaged",
        ),
        (
            vec![
                "research",
                "0.6",
                "--to",
                "4000",
                "--checkpoint",
                "/nonexistent/x.ckpt",
                "--resume",
            ],
            2,
            "cannot open",
        ),
        (
            vec!["research", "0.6", "--to", "4000", "--resume"],
            2,
            "--resume needs --checkpoint",
        ),
        (vec!["research", "0.6", "--to", "2^44"], 2, "GiB"),
        (
            vec!["research", "0.6", "--to", "2^44", "--threads", "1"],
            2,
            "(4 bytes per heap: the values and their backwards copy)",
        ),
        (
            vec![
                "research",
                "0.6",
                "--to",
                "2^44",
                "--threads",
                "2",
                "--checkpoint",
                "x.ckpt",
            ],
            2,
            "(6 bytes per heap: the values and their backwards copy, the second thread's copy)",
        ),
        (
            vec![
                "research",
                "0.6",
                "--to",
                "2^50",
                "--disk",
                dir.to_str().unwrap(),
            ],
            2,
            "on disk",
        ),
        (vec!["research", "0.6", "--to", "2^x"], 2, "power of two"),
        (
            vec!["research", "nim", "--to", "100"],
            2,
            "not an octal game",
        ),
        (
            vec!["research", "0.F", "--to", "100"],
            2,
            "not an octal game",
        ),
        (
            vec![
                "research",
                "0.6",
                "--to",
                "100",
                "--stats-dir",
                "/proc/no-such-dir",
            ],
            2,
            "cannot write statistics",
        ),
        (
            vec!["research", "0.6", "--to", "100", "--values", "/dev/full"],
            1,
            "No space left",
        ),
    ];
    for (args, code, fragment) in cases {
        let o = grundy(&args);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(fragment), "{args:?}: {}", stderr(&o));
    }
}

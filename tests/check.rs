//! `grundy check` against deliberately wrong solutions, each carrying a
//! mistake contestants really make: it must catch every one and shrink it to
//! a small case, and a correct solution must pass 1,000 cases.

mod common;

use common::grundy_with;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/check")
}

/// Compiles a C++ fixture with g++ -O2 into the build's scratch directory
/// (under `target/`, not the system's temporary one), again only when the
/// source is newer than the program.
fn compiled(name: &str) -> String {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    static BUILDS: AtomicUsize = AtomicUsize::new(0);
    let dir = DIR.get_or_init(|| {
        let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("check-fixtures");
        std::fs::create_dir_all(&d).unwrap();
        d
    });
    let binary = dir.join(name);
    let source = fixtures().join(format!("{name}.cpp"));
    let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    if modified(&binary) < modified(&source) {
        // Built under a name of its own and renamed into place: tests that
        // run at once, in this process or another, never see half a program.
        let build = BUILDS.fetch_add(1, Ordering::Relaxed);
        let partial = dir.join(format!("{name}.{}-{build}.partial", std::process::id()));
        let status = Command::new("g++")
            .args(["-O2", "-o"])
            .arg(&partial)
            .arg(&source)
            .status()
            .expect("g++ is installed (CI installs it)");
        assert!(status.success(), "g++ failed on {name}.cpp");
        std::fs::rename(&partial, &binary).unwrap();
    }
    binary.to_string_lossy().into_owned()
}

fn command(fixture: &str) -> Vec<String> {
    match fixture.rsplit_once('.') {
        Some((_, "py")) => vec![
            "python3".into(),
            fixtures().join(fixture).to_string_lossy().into_owned(),
        ],
        _ => vec![compiled(fixture)],
    }
}

fn check(problem: &str, cases: &str, fixture: &str) -> Output {
    let mut args: Vec<String> = [
        "check",
        problem,
        "--cases",
        cases,
        "--seed",
        "1",
        "--timeout-ms",
        "5000",
        "--",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    args.extend(command(fixture));
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(&args)
        .output()
        .expect("grundy runs")
}

/// The numbers of the shrunk input, from the report.
fn shrunk_input(report: &str) -> Vec<u64> {
    let start = report
        .find("--- input\n")
        .expect("the report shows the input")
        + "--- input\n".len();
    let end = report[start..]
        .find("--- ")
        .map_or(report.len(), |i| start + i);
    report[start..end]
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

#[test]
fn every_wrong_solution_is_caught_and_shrunk() {
    // (problem, fixture, the most numbers the shrunk input may hold, counts
    // and terminators included)
    let cases = [
        ("p1247", "p1247_precedence", 6),
        ("p1247", "p1247_no_check", 6),
        ("p1247", "p1247_swapped.py", 6),
        ("p1247", "p1247_largest.py", 6),
        ("p4279", "p4279_sum_is_n.py", 6),
        ("p4279", "p4279_no_all_ones.py", 6),
        ("hdu1527", "hdu1527_float", 2),
        ("hdu2177", "hdu2177_one_single.py", 4),
        ("hdu2177", "hdu2177_misordered.py", 4),
        ("hdu1536", "hdu1536_break", 10),
        // The anti-SG rule on whole trees, as accepted solutions apply it:
        // a tree worth 1 can hold branches worth 2, and be won.
        ("hdu3590", "hdu3590_whole_trees.py", 12),
    ];
    for (problem, fixture, most) in cases {
        let out = check(problem, "300", fixture);
        let report = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{fixture} was not caught:\n{report}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            report.contains("--- expected (grundy)") && report.contains("--- why"),
            "{fixture}:\n{report}"
        );
        let numbers = shrunk_input(&report);
        assert!(
            numbers.len() <= most,
            "{fixture}: shrunk only to {numbers:?}:\n{report}"
        );
    }
}

#[test]
fn the_float_formula_is_caught_only_at_large_k() {
    let out = check("hdu1527", "300", "hdu1527_float");
    let report = String::from_utf8_lossy(&out.stdout);
    let numbers = shrunk_input(&report);
    assert!(numbers.iter().any(|&v| v > 100_000_000), "{report}");
}

#[test]
fn a_correct_cpp_solution_passes_1000_cases() {
    correct_solution_passes("p1247", "p1247_correct");
}

#[test]
fn a_correct_python_solution_passes_300_cases() {
    correct_solution_passes("hdu1527", "hdu1527_exact.py");
}

/// Two tests, so that they run side by side.
fn correct_solution_passes(problem: &str, fixture: &str) {
    let cases = if fixture.ends_with(".py") {
        "300"
    } else {
        "1000"
    };
    let out = check(problem, cases, fixture);
    let report = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{fixture}:\n{report}");
    assert!(
        report.contains(&format!("all {cases} cases passed")),
        "{report}"
    );
    assert!(report.contains("Edge cases covered:"), "{report}");
}

#[test]
fn crashes_silence_and_timeouts_are_reported_with_the_input() {
    // The build's scratch directory (under `target/`): fixed names, no
    // leftovers in the system's temporary directory.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let crash = dir.join("check-crash.sh");
    std::fs::write(&crash, "#!/bin/sh\nexit 3\n").unwrap();
    let silent = dir.join("check-silent.sh");
    std::fs::write(&silent, "#!/bin/sh\ncat > /dev/null\n").unwrap();
    let slow = dir.join("check-slow.sh");
    std::fs::write(&slow, "#!/bin/sh\nsleep 5\n").unwrap();
    for (script, expected) in [
        (&crash, "crash"),
        (&silent, "no output"),
        (&slow, "timeout"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args([
                "check",
                "p2197",
                "--cases",
                "3",
                "--seed",
                "1",
                "--timeout-ms",
                "300",
                "--",
                "sh",
            ])
            .arg(script)
            .output()
            .unwrap();
        let report = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{report}");
        assert!(
            report.contains(&format!("failed: {expected}")) && report.contains("--- input"),
            "{report}"
        );
    }
    let missing = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args([
            "check",
            "p2197",
            "--cases",
            "2",
            "--",
            "/nonexistent/solution",
        ])
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("was not found"));
    // Regression: a wrapper script's own children used to outlive the time
    // limit, which then waited for them to finish.
    let wrapper = dir.join(format!("grundy-wrapper-{}.sh", std::process::id()));
    std::fs::write(&wrapper, "#!/bin/sh\nsleep 30\n").unwrap();
    let started = std::time::Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args([
            "check",
            "p2252",
            "--cases",
            "2",
            "--seed",
            "1",
            "--timeout-ms",
            "200",
            "--",
            "sh",
        ])
        .arg(&wrapper)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&wrapper);
    assert!(String::from_utf8_lossy(&out.stdout).contains("failed: timeout"));
    // A hang guard, not a speed test: without the fix this takes minutes.
    assert!(
        started.elapsed() < std::time::Duration::from_secs(25),
        "the wrapper's children outlived the time limit"
    );
}

#[test]
fn gen_is_deterministic_and_valid_for_every_problem() {
    let problems = [
        "p1247",
        "p2197",
        "p4279",
        "hdu2176",
        "hdu1850",
        "poj1704",
        "cf15c",
        "hdu1527",
        "poj1067",
        "p2252",
        "hdu2177",
        "hdu1848",
        "hdu1536",
        "poj2960",
        "p2148",
        "hdu3404",
        "nim_product_64",
        "hdu3537",
        "hdu2516",
        "hdu2486",
        "poj3922",
        "poj2311",
        "poj2484",
        "hdu1730",
        "poj1740",
        "hdu1907",
        "hdu2509",
        "poj2348",
        "hdu1525",
        "poj2505",
        "hdu5795",
        "uva1378",
        "hdu3094",
        "poj3710",
        "hdu3590",
        "p4136",
        "hdu1524",
        "poj2425",
        "hdu1846",
        "hdu1847",
        "poj2234",
        "poj2975",
        "hdu1849",
        "hdu2147",
        "hdu1564",
        "hdu3032",
        "hdu3595",
        "poj2068",
        "abc368f",
        "cf2004e",
        "cf603c",
        "hdu1079",
        "agc017d",
        "hdu3980",
        "hdu1404",
        "hdu5973",
        "p2599",
        "hdu5724",
        "p3235",
        "p6560",
    ];
    for problem in problems {
        for size in ["tiny", "small", "wide"] {
            for seed in ["1", "2", "99"] {
                let run = || {
                    Command::new(env!("CARGO_BIN_EXE_grundy"))
                        .args(["gen", problem, "--seed", seed, "--size", size])
                        .output()
                        .unwrap()
                };
                let (a, b) = (run(), run());
                assert!(a.status.success(), "{problem} {size} {seed}");
                assert_eq!(
                    a.stdout, b.stdout,
                    "{problem} {size} {seed}: not deterministic"
                );
                let answer = Command::new(env!("CARGO_BIN_EXE_grundy"))
                    .args(["oj", problem])
                    .stdin(std::process::Stdio::piped())
                    .stdout(std::process::Stdio::piped())
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .and_then(|mut child| {
                        use std::io::Write;
                        child.stdin.take().unwrap().write_all(&a.stdout)?;
                        child.wait_with_output()
                    })
                    .unwrap();
                assert!(
                    answer.status.success(),
                    "{problem} {size} {seed}: grundy refuses its own input: {}",
                    String::from_utf8_lossy(&answer.stderr)
                );
            }
        }
    }
}

/// Regression (issue 17): the seed a failed check reported named neither
/// the input of `check --seed S --cases 1` (which used the first case's
/// size, not the failing case's) nor that of `gen --seed S` (which used
/// `--size small`). The size now follows from the seed, so both give the
/// failing input again.
#[test]
fn the_reported_seed_reproduces_the_failing_input() {
    for (problem, fixture) in [
        ("p1247", "p1247_swapped.py"),
        ("p4279", "p4279_sum_is_n.py"),
        ("hdu2177", "hdu2177_misordered.py"),
    ] {
        let first = String::from_utf8_lossy(&check(problem, "300", fixture).stdout).into_owned();
        let seed: String = first
            .split("(seed ")
            .nth(1)
            .and_then(|t| t.split(')').next())
            .expect("the report gives the seed")
            .to_string();
        assert!(
            first.contains(&format!("grundy gen {problem} --seed {seed}; to run this case alone: grundy check {problem} --seed {seed} --cases 1 -- ")),
            "{first}"
        );
        // The case alone fails the same way, shrunk to the same input.
        let mut args = vec!["check", problem, "--seed", &seed, "--cases", "1", "--"];
        let program = command(fixture);
        args.extend(program.iter().map(String::as_str));
        let alone = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(&args)
            .output()
            .unwrap();
        let alone = String::from_utf8_lossy(&alone.stdout).into_owned();
        assert!(alone.contains("case 1 of 1 failed"), "{problem}: {alone}");
        assert_eq!(shrunk_input(&alone), shrunk_input(&first), "{problem}");
        // gen gives the input before shrinking, on which the program fails.
        let input = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(["gen", problem, "--seed", &seed])
            .output()
            .unwrap()
            .stdout;
        let run = |program: &[String]| {
            use std::io::Write;
            let mut child = Command::new(&program[0])
                .args(&program[1..])
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            child.stdin.take().unwrap().write_all(&input).unwrap();
            child.wait_with_output().unwrap().stdout
        };
        let grundy = [
            env!("CARGO_BIN_EXE_grundy").to_string(),
            "oj".into(),
            problem.into(),
        ];
        let expected = run(&grundy);
        let printed = run(&program);
        assert!(
            !grundy_check::compare(
                &String::from_utf8_lossy(&expected),
                &String::from_utf8_lossy(&printed)
            ),
            "{problem}: the program passes the input of seed {seed}"
        );
    }
}

/// `grundy check` and `grundy gen` in Chinese: how a program ended, why it
/// could not be started, a size that is none, and the report's lists, in
/// the catalogue's words and punctuation; the English is as it was.
#[test]
fn check_and_gen_say_everything_in_chinese() {
    use std::os::unix::fs::PermissionsExt;
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let locked = dir.join("check-zh-not-executable.sh");
    std::fs::write(&locked, "#!/bin/sh\necho 1\n").unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o644)).unwrap();
    let locked = locked.to_str().unwrap();
    let check = |program: &[&str]| -> Vec<String> {
        let mut args = vec![
            "check",
            "p2197",
            "--cases",
            "3",
            "--seed",
            "1",
            "--threads",
            "1",
            "--",
        ];
        args.extend_from_slice(program);
        args.iter().map(|a| a.to_string()).collect()
    };
    let no_core = "ulimit -c 0; cat >/dev/null; kill -SEGV $$";
    // (name, arguments, exit status, a line of the Chinese output (stdout,
    // else stderr), the same line in English)
    let cases: Vec<(&str, Vec<String>, i32, String, String)> = vec![
        (
            "an exit status",
            check(&["sh", "-c", "cat >/dev/null; exit 1"]),
            1,
            "--- 你的程序崩溃了（退出码 1）".into(),
            "--- your program crashed (exit status: 1)".into(),
        ),
        (
            "a signal",
            check(&["sh", "-c", no_core]),
            1,
            "--- 你的程序崩溃了（信号 11（SIGSEGV））".into(),
            "--- your program crashed (signal: 11 (SIGSEGV))".into(),
        ),
        (
            "a program that is not executable",
            check(&[locked]),
            1,
            format!("--- 无法启动你的程序：{locked}：权限不够（os error 13）"),
            format!(
                "--- your program could not be started: {locked}: Permission denied (os error 13)"
            ),
        ),
        (
            "the edge cases covered",
            check(&[env!("CARGO_BIN_EXE_grundy"), "oj", "p2197"]),
            0,
            "覆盖的边界情况：各堆都相等、有为 0 的堆。".into(),
            "Edge cases covered: all piles equal, piles of 0.".into(),
        ),
        (
            "a shrinking cut at its budget",
            {
                let mut args = check(&["sh", "-c", "cat >/dev/null; echo 1"]);
                args.splice(1..1, ["--shrink-budget".to_string(), "1".to_string()]);
                args
            },
            1,
            "缩小用完了 1 次运行的上限（--shrink-budget）就停止了：可能还有更小的出错输入。".into(),
            "Shrinking stopped at its budget of 1 run (--shrink-budget): a smaller failing input may exist.".into(),
        ),
        (
            "a size that is none",
            ["gen", "p1247", "--size", "bogus"]
                .map(String::from)
                .to_vec(),
            2,
            "错误：--size：未知的大小“bogus”；可以写：tiny、small、wide、judge-max".into(),
            "error: --size: unknown size \"bogus\"; accepted: tiny, small, wide, judge-max".into(),
        ),
    ];
    for (name, args, status, chinese, english) in cases {
        for (lang, line) in [("zh", &chinese), ("en", &english)] {
            let mut all = vec!["--lang", lang];
            all.extend(args.iter().map(String::as_str));
            let out = grundy_with(&[], &all, b"");
            let said = format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            assert_eq!(out.status.code(), Some(status), "{name} ({lang}): {said}");
            assert!(said.lines().any(|l| l == line), "{name} ({lang}): {said}");
        }
    }
}

/// `grundy check p2197` on a shell program that answers wrongly exactly
/// when its input holds the digit 7 (and asks grundy otherwise): a failure
/// some cases in, which shrinking reduces number by number.
fn check_sevens(threads: &str, budget: &str, counter: &Path) -> Output {
    let program = format!(
        "echo run >> '{}'; input=$(cat); case \"$input\" in *7*) echo wrong;; \
         *) printf '%s\\n' \"$input\" | '{}' oj p2197;; esac",
        counter.display(),
        env!("CARGO_BIN_EXE_grundy")
    );
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args([
            "check",
            "p2197",
            "--cases",
            "40",
            "--seed",
            "3",
            "--timeout-ms",
            "20000",
            "--threads",
            threads,
            "--shrink-budget",
            budget,
            "--",
            "sh",
            "-c",
            &program,
        ])
        .output()
        .unwrap()
}

/// Issue 42: the cases, and the shrinking's candidates, run on every core,
/// which must not change the report: the first failing case is the lowest
/// failing index (not the first to finish), and of a batch of candidates
/// the first failing one in order is taken, its runs counted as one thread
/// counts them. Neither a full shrinking nor one cut at its budget depends
/// on the number of threads; and with stderr not a terminal no progress
/// bar is drawn.
#[test]
fn the_report_is_the_same_on_one_thread_or_many() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    for (name, budget) in [("shrunk to the end", "1000"), ("cut at its budget", "4")] {
        let reports: Vec<(String, String)> = ["1", "2", "5"]
            .iter()
            .map(|threads| {
                // One name for every thread count: the report quotes it.
                let counter = dir.join(format!("check-sevens-{}-{budget}", std::process::id()));
                let out = check_sevens(threads, budget, &counter);
                let _ = std::fs::remove_file(&counter);
                assert_eq!(out.status.code(), Some(1), "{name}, {threads} threads");
                assert_eq!(
                    String::from_utf8_lossy(&out.stderr),
                    "",
                    "{name}, {threads} threads: no bar off a terminal"
                );
                (threads.to_string(), String::from_utf8(out.stdout).unwrap())
            })
            .collect();
        for (threads, report) in &reports[1..] {
            assert_eq!(
                report, &reports[0].1,
                "{name}: {threads} threads differ from 1"
            );
        }
        let stopped = reports[0]
            .1
            .contains("Shrinking stopped at its budget of 4 runs");
        assert_eq!(stopped, budget == "4", "{name}:\n{}", reports[0].1);
    }
}

/// Issue 42: shrinking ran 637 runs with no bound the user could set or
/// see. `--shrink-budget N` bounds it: on one thread exactly N runs follow
/// the failing case (counted by the program itself), and the report says
/// that shrinking stopped there and that a smaller input may fail.
#[test]
fn the_shrink_budget_is_stated_and_obeyed() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let counter = dir.join(format!("check-budget-{}", std::process::id()));
    let _ = std::fs::remove_file(&counter);
    let out = check_sevens("1", "3", &counter);
    let runs = std::fs::read_to_string(&counter).unwrap().lines().count();
    let _ = std::fs::remove_file(&counter);
    let report = String::from_utf8_lossy(&out.stdout);
    let case: usize = report
        .split("case ")
        .nth(1)
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("the report names the failing case");
    assert_eq!(runs, case + 3, "{report}");
    assert!(
        report.contains("in 3 runs.\nShrinking stopped at its budget of 3 runs (--shrink-budget): a smaller failing input may exist.\n"),
        "{report}"
    );
}

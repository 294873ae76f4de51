//! Wrong or missing answers found by an independent attack with brute-force
//! oracles, each test named by its root cause.

mod common;

use common::{answer, grundy};

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&answer(args, "")).unwrap()
}

/// The machine-word fast path was chosen because every step of the input
/// fits a u64, but a winning move adds its coins to the step below, which
/// then did not (2·10^19 coins on step 2): grundy panicked. The steps a move
/// leaves are now written in any size.
#[test]
fn a_move_whose_result_outgrows_the_machine_word_is_written_in_full() {
    for steps in [
        ["0", "10000000000000000000", "10000000000000000000"],
        ["0", "9223372036854775808", "9223372036854775808"],
    ] {
        for flag in ["--all", "--json", "--explain"] {
            let mut args = vec!["staircase"];
            args.extend(steps);
            args.push(flag);
            let text = answer(&args, "");
            if flag == "--explain" {
                assert!(text.contains("first player wins"), "{args:?}: {text}");
                continue;
            }
            let doubled = if steps[1].starts_with('1') {
                "20000000000000000000"
            } else {
                "18446744073709551616"
            };
            assert!(text.contains(doubled), "{args:?}: {text}");
        }
    }
    // The same position written with numbers beyond u64 gives the same two moves.
    let small = json(&[
        "staircase",
        "0",
        "10000000000000000000",
        "10000000000000000000",
        "--json",
    ]);
    let big = json(&[
        "staircase",
        "0",
        "100000000000000000000",
        "100000000000000000000",
        "--json",
    ]);
    assert_eq!(small["moves"].as_array().unwrap().len(), 2);
    assert_eq!(big["moves"].as_array().unwrap().len(), 2);
}

/// The direct limit of the judges' heap games counted values, not heaps:
/// heap 4194304 was refused as "above 4194304". Heaps up to the limit are
/// answered, the limit included; the first heap past it is refused, naming
/// the limit.
#[test]
fn the_heap_limit_includes_the_heap_it_names() {
    assert_eq!(answer(&["oj", "hdu1848"], "4194304 1 1\n0 0 0\n"), "Fibo\n");
    let out = grundy(&["oj", "hdu1848"], "4194305 1 1\n0 0 0\n");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("heaps above 4194304"), "{err}");
}

/// `-k` beyond a machine word was clamped to u64::MAX before it was echoed:
/// the game is the same (more than any number of piles), but what is shown
/// must be what was asked.
#[test]
fn a_bound_beyond_the_machine_word_is_echoed_as_asked() {
    let k = "100000000000000000000000";
    let j = json(&["moore", "-k", k, "1", "2", "3", "--json"]);
    assert_eq!(j["k"].to_string(), k);
    let text = answer(&["moore", "-k", k, "1", "2", "3", "--explain"], "");
    assert!(text.starts_with(&format!("Moore's Nim_{k} ")), "{text}");
    assert!(!text.contains("18446744073709551615"), "{text}");
    assert!(
        text.contains("divisible by 100000000000000000000001"),
        "{text}"
    );
    // Quitting an unfinished game exits 1; the banner is what counts here.
    let play = grundy(&["play", &format!("moore:{k}"), "1", "2"], "quit\n");
    let play = String::from_utf8_lossy(&play.stdout);
    assert!(play.contains(&format!("Nim_{k} 1 2")), "{play}");
}

/// The first heap with the largest value started at heap 0, so a run whose
/// values in G(1..=N) are all 0 reported `largest_at` 0, a heap outside the
/// range.
#[test]
fn the_largest_value_is_first_found_at_a_heap_of_the_range() {
    for game in ["0.6", "grundys-game", "0.007", "4.07"] {
        for to in ["1", "2"] {
            let j = json(&["research", game, "--to", to, "--json"]);
            let at = j["largest_at"].as_u64().unwrap();
            assert!(
                (1..=to.parse().unwrap()).contains(&at),
                "{game} to {to}: {j}"
            );
            for m in j["milestones"].as_array().unwrap() {
                let at = m["largest_at"].as_u64().unwrap();
                assert!(
                    (1..=m["n"].as_u64().unwrap()).contains(&at),
                    "{game} to {to}: {m}"
                );
            }
        }
    }
}

/// A resumed run knew only the milestones it passed itself: the checkpoint
/// did not keep the earlier ones, so its JSON began at the resume point.
#[test]
fn a_resumed_run_lists_every_milestone_of_the_run() {
    let dir = std::env::temp_dir().join(format!("grundy-regressions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ckpt = dir.join("run.ckpt");
    let c = ckpt.to_str().unwrap();
    answer(&["research", "0.6", "--to", "16", "--checkpoint", c], "");
    let resumed = json(&[
        "research",
        "0.6",
        "--to",
        "64",
        "--checkpoint",
        c,
        "--resume",
        "--json",
    ]);
    let whole = json(&["research", "0.6", "--to", "64", "--json"]);
    let _ = std::fs::remove_dir_all(&dir);
    let heaps: Vec<u64> = resumed["milestones"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["n"].as_u64().unwrap())
        .collect();
    assert_eq!(heaps, [1, 2, 4, 8, 16, 32, 64]);
    assert_eq!(resumed["milestones"], whole["milestones"]);
}

/// The period of a finite subtraction set was looked for by walking back
/// once per candidate period, quadratic on the long stretch of period 2
/// before a large amount: these ran for 100 s and 15 s. (Their speed is a
/// benchmark's business; here, the answers, checked by a brute force.)
#[test]
fn subtraction_sets_with_large_amounts_are_answered() {
    assert_eq!(
        answer(&["oj", "hdu1536"], "2 1 3000000\n1\n1 4194303\n0\n"),
        "L\n"
    );
    assert_eq!(
        answer(&["oj", "hdu1536"], "2 300000 400000\n1\n1 500000\n0\n"),
        "W\n"
    );
}

/// A heap of u64::MAX overflowed `heap + 1` (the values it would need)
/// before the limit was compared; it is refused like any heap past it.
#[test]
fn the_largest_machine_word_heap_is_refused_not_overflowed() {
    let out = grundy(&["oj", "hdu1848"], "18446744073709551615 1 1\n0 0 0\n");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("heaps above 4194304"), "{err}");
}

/// The seeds in `grundy check`'s report were added without wrapping, while
/// the cases' own seeds wrap: the largest seed overflowed.
#[test]
fn the_seeds_of_a_check_wrap_as_the_cases_do() {
    let me = env!("CARGO_BIN_EXE_grundy");
    let text = answer(
        &[
            "check",
            "p1247",
            "--seed",
            "18446744073709551615",
            "--cases",
            "1",
            "--",
            me,
            "oj",
            "p1247",
        ],
        "",
    );
    assert!(text.contains("all 1 cases passed"), "{text}");
}

/// The work bound of a heap game's sequence was checked against the cost of
/// twice the values reached, even past the values asked for: a heap of
/// 40000 in Grundy's game was refused as more than 10^9 steps, though it
/// takes 4·10^8.
#[test]
fn the_work_bound_counts_only_the_values_asked_for() {
    let text = answer(&["sum", "grundys-game=40000"], "");
    assert!(text.contains("value 22"), "{text}");
}

/// A Moore pile beyond u64 made the move count "unknown", told as "at least
/// 2^128 − 1" moves, more than there are; the count told is now a true lower
/// bound.
#[test]
fn a_move_count_told_as_at_least_is_never_more_than_the_moves() {
    let out = grundy(
        &["moore", "-k", "1", "18446744073709551616", "1", "--all"],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("(at least 18446744073709551615)"), "{text}");
}

/// `--timeout-ms 0` was raised to 1 and then reported as "ran past 1 ms".
#[test]
fn a_time_limit_of_zero_is_refused_not_raised() {
    let out = grundy(&["check", "p1247", "--timeout-ms", "0", "--", "true"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--timeout-ms"));
}

/// Resuming with `--to` below the checkpoint printed G(to) beside a checksum
/// and a largest value of the whole checkpoint; it is refused with the reason.
#[test]
fn a_target_below_the_checkpoint_is_refused() {
    let dir = std::env::temp_dir().join(format!("grundy-regressions-to-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ckpt = dir.join("run.ckpt");
    let c = ckpt.to_str().unwrap();
    answer(&["research", "0.6", "--to", "100", "--checkpoint", c], "");
    let out = grundy(
        &[
            "research",
            "0.6",
            "--to",
            "50",
            "--checkpoint",
            c,
            "--resume",
        ],
        "",
    );
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("already reaches G(100)"), "{err}");
}

/// Issue 42: what the command line said of its own input, each case named
/// by its root cause; the refusals of bad input are in tests/cli.rs.
#[test]
fn what_grundy_says_of_its_input_names_what_is_there() {
    let cases: &[(&str, &[&str], &str, &str)] = &[
        // The take was written "1 to" the most that may be taken, also
        // when that is 0 (a pile of 0 or 1, or an allowance of 0).
        ("fib of 0", &["fib", "0"], "Fibonacci Nim: a pile of 0; the player to move may take nothing\n", ""),
        ("fib of 1", &["fib", "1"], "Fibonacci Nim: a pile of 1; the player to move may take nothing\n", ""),
        ("fib allowance 0", &["fib", "10", "--allowance", "0"], "Fibonacci Nim: a pile of 10; the player to move may take nothing\n", ""),
        // Edges that do not reach the root fall at once: only --explain
        // had said so, and the graph read "2-3 (0 edges): worth 0".
        ("hackenbush floating edge", &["hackenbush", "2-3"], "  graph 1: 2-3 (0 edges, and 1 that does not reach the root and falls at once): worth 0\n", ""),
        // Two columns whose first does not count up were refused as lines
        // `n value`, though three columns were read as a table.
        ("pattern of two columns", &["pattern", "-"], "a table of 4 rows and 2 columns", "5 0\n6 1\n7 2\n5 3\n"),
        // Kayles splits only what a take leaves: the prompt offered
        // "N = 0 splits", which was then refused.
        ("kayles prompt", &["play", "sum", "nim=3", "kayles=5"], "'2 N A' (in kayles=5, take N, leaving heaps of A and the rest);", "quit\n"),
        // Lasker's Nim does split without a take: N = 0 is offered.
        ("lasker prompt", &["play", "laskers-nim", "5"], "'N A' (take N, leaving heaps of A and the rest; N = 0 splits)", "quit\n"),
        // Subtraction games never split: no `N A` at all.
        ("subtraction prompt", &["play", "sub:1,2", "5"], "Type a move: 'N' (take N, leaving one heap or none); '#K'", "quit\n"),
    ];
    for (name, args, wanted, stdin) in cases {
        let out = grundy(args, stdin);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains(wanted), "{name}: {text}");
        assert!(!text.contains("1 to 0"), "{name}: {text}");
    }
}

/// Issue 42: `grundy nmi` suggested `nimber` and the hidden alias `nim-k`,
/// `grundy kayles 5` no command at all, and a missing -k was named `--k
/// <K>` though every example writes -k.
#[test]
fn a_command_line_refused_suggests_what_was_meant() {
    let cases: &[(&str, &[&str], &str)] = &[
        ("a swapped command", &["nmi", "3", "5", "7"], "tip: a similar subcommand exists: 'nim'\n"),
        ("a heap game", &["kayles", "5"], "tip: kayles is a game, not a command; try grundy seq kayles, grundy sum kayles=5, grundy play kayles 5\n"),
        ("a game of two numbers", &["wythoff-game"], "unrecognized subcommand 'wythoff-game'\n"),
        ("a game not a heap game", &["cutting", "4x5"], "tip: cutting is a game, not a command; try grundy sum cutting=4x5, grundy play cutting 4x5\n"),
        ("moore without -k", &["moore", "3", "5"], "\n  -k <K>\n\nUsage: grundy moore -k <K> <NUMBER>...\n"),
    ];
    for (name, args, wanted) in cases {
        let out = grundy(args, "");
        assert_eq!(out.status.code(), Some(2), "{name}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(wanted), "{name}: {err}");
        assert!(
            !err.contains("nimber") && !err.contains("--k"),
            "{name}: {err}"
        );
    }
}

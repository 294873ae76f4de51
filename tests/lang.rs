//! The output in Simplified Chinese: chosen by `--lang`, `GRUNDY_LANG` or
//! the locale; `--json` and the judge formats the same in both languages.

mod common;

use common::{check_golden, grundy_with};

/// Environment variables set for one run.
type Env<'a> = &'a [(&'a str, &'a str)];

#[test]
fn chinese_output_matches_its_golden() {
    let cases: &[(&str, Env, &[&str])] = &[
        (
            "zh_nim_all_explain",
            &[],
            &["--lang", "zh", "nim", "3", "6", "9", "--all", "--explain"],
        ),
        ("zh_nim_lost", &[("GRUNDY_LANG", "zh")], &["nim", "2", "2"]),
        (
            "zh_wythoff_all_explain",
            &[],
            &["--lang", "zh", "wythoff", "5", "9", "--all", "--explain"],
        ),
        (
            "zh_wythoff_lost",
            &[],
            &["--lang", "zh", "wythoff", "3", "5", "--explain"],
        ),
        (
            "zh_staircase_all_explain",
            &[],
            &[
                "--lang",
                "zh",
                "staircase",
                "3",
                "1",
                "2",
                "4",
                "--all",
                "--explain",
            ],
        ),
        (
            "zh_bounded_all_explain",
            &[],
            &[
                "--lang",
                "zh",
                "bounded",
                "10/3",
                "7/2",
                "--all",
                "--explain",
            ],
        ),
        (
            "zh_seq_period_proven",
            &[],
            &["--lang", "zh", "seq", "kayles", "--up-to", "300"],
        ),
        (
            "zh_sum_conjunctive_explain",
            &[],
            &[
                "--lang",
                "zh",
                "sum",
                "--conjunctive",
                "nim=3",
                "kayles=4",
                "--explain",
            ],
        ),
        (
            "zh_sum_misere_genus_explain",
            &[],
            &[
                "--lang",
                "zh",
                "sum",
                "--misere",
                "kayles=4",
                "nim=2",
                "--explain",
            ],
        ),
        (
            "zh_misere_explain",
            &[],
            &["--lang", "zh", "misere", "3", "5", "1", "--explain"],
        ),
        (
            "zh_misere_ones",
            &[],
            &["--lang", "zh", "misere", "1", "1", "1", "--explain"],
        ),
        (
            "zh_nim_locale",
            &[("LANG", "zh_CN.UTF-8")],
            &["nim", "3", "5", "7"],
        ),
        (
            "zh_sum_explain",
            &[],
            &[
                "--lang",
                "zh",
                "sum",
                "nim=3",
                "kayles=10",
                "wythoff=3,5",
                "coins:mock=1,4,6",
                "--explain",
            ],
        ),
        (
            "zh_moore_explain",
            &[],
            &[
                "--lang",
                "zh",
                "moore",
                "-k",
                "2",
                "3",
                "5",
                "6",
                "--all",
                "--explain",
            ],
        ),
        (
            "zh_fib_explain",
            &[],
            &["--lang", "zh", "fib", "100", "--explain"],
        ),
        (
            "zh_new_stone_explain",
            &[],
            &["--lang", "zh", "new-stone", "2", "1", "3", "--explain"],
        ),
        (
            "zh_northcott_explain",
            &[],
            &[
                "--lang",
                "zh",
                "northcott",
                "--columns",
                "8",
                "3:5",
                "2:7",
                "--explain",
            ],
        ),
        (
            "zh_hackenbush_explain",
            &[],
            &[
                "--lang",
                "zh",
                "hackenbush",
                "1-2,2-3,3-1,3-4",
                "1-2",
                "--all",
                "--explain",
            ],
        ),
        (
            "zh_nimber_mul_explain",
            &[],
            &["--lang", "zh", "nimber", "mul", "3", "5", "--explain"],
        ),
        (
            "zh_nimber_solve_explain",
            &[],
            &["--lang", "zh", "nimber", "solve", "1", "3", "--explain"],
        ),
        (
            "zh_two_pile_map_table",
            &[],
            &[
                "--lang",
                "zh",
                "two-pile",
                "one,both<2",
                "--size",
                "6",
                "--map",
                "--table",
            ],
        ),
        (
            "zh_coins_explain",
            &[],
            &["--lang", "zh", "coins", "mock", "1", "4", "6", "--explain"],
        ),
        (
            "zh_coins_board_explain",
            &[],
            &[
                "--lang",
                "zh",
                "coins",
                "1-2x1-3",
                "2:3",
                "--all",
                "--explain",
            ],
        ),
        (
            "zh_geography_explain",
            &[],
            &[
                "--lang",
                "zh",
                "geography",
                "1-2,2-3,3-4,4-1,1-5",
                "--all",
                "--explain",
            ],
        ),
        (
            "zh_seq_misere",
            &[],
            &["--lang", "zh", "seq", "kayles", "--misere", "--up-to", "8"],
        ),
        (
            "zh_research_proven",
            &[],
            &["--lang", "zh", "research", "0.07", "--to", "2^10"],
        ),
        (
            "zh_chips_explain",
            &[],
            &[
                "--lang",
                "zh",
                "chips",
                "1",
                "5",
                "6",
                "7",
                "9",
                "--explain",
            ],
        ),
        (
            "zh_sum_selective_explain",
            &[],
            &[
                "--lang",
                "zh",
                "sum",
                "--selective",
                "nim=1",
                "kayles=3",
                "wythoff=1,2",
                "--explain",
            ],
        ),
        (
            "zh_wythoff_p_positions",
            &[],
            &["--lang", "zh", "wythoff", "--p-position", "0..4"],
        ),
        (
            "zh_sum_misere_parts_explain",
            &[],
            &[
                "--lang",
                "zh",
                "sum",
                "--misere",
                "hackenbush=1-2,2-3,1-4,4-5",
                "nim=100000000000000000000",
                "--explain",
            ],
        ),
        (
            "zh_sum_misere_quotient_explain",
            &[],
            &[
                "--lang",
                "zh",
                "sum",
                "--misere",
                "kayles=1000000000",
                "kayles=7",
                "--explain",
            ],
        ),
        (
            "zh_sum_misere_no_move",
            &[],
            &["--lang", "zh", "sum", "--misere", "kayles=0"],
        ),
        ("zh_help", &[], &["--lang", "zh", "--help"]),
        ("zh_help_nimber", &[], &["--lang", "zh", "nimber", "--help"]),
        ("zh_help_sum", &[], &["--lang", "zh", "sum", "--help"]),
        ("zh_help_play", &[], &["--lang", "zh", "play", "--help"]),
        (
            "zh_help_nim",
            &[("LANG", "zh_CN.UTF-8")],
            &["nim", "--help"],
        ),
        (
            "zh_help_wythoff_short",
            &[],
            &["wythoff", "-h", "--lang=zh"],
        ),
        // Chinese breaks between characters, not at spaces alone, and
        // goes on under the text it continues.
        (
            "zh_help_fib_60_columns",
            &[("COLUMNS", "60")],
            &["--lang", "zh", "fib", "-h"],
        ),
        ("zh_man_fib", &[], &["--lang", "zh", "man", "fib"]),
        ("zh_oj_list", &[], &["--lang", "zh", "oj", "--list"]),
    ];
    for (name, env, args) in cases {
        matches_its_golden(name, env, args, b"");
    }
}

/// Runs grundy and checks that it succeeds and prints the golden `name`.
fn matches_its_golden(name: &str, env: Env, args: &[&str], stdin: &[u8]) {
    let out = grundy_with(env, args, stdin);
    assert!(
        out.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    check_golden(name, &String::from_utf8(out.stdout).unwrap());
}

/// `args` after `--lang zh`.
fn in_chinese<'a>(args: &[&'a str]) -> Vec<&'a str> {
    let mut flagged = vec!["--lang", "zh"];
    flagged.extend_from_slice(args);
    flagged
}

/// The Chinese output of the commands that read a game from standard
/// input: each kind of analysis of `grundy graph`.
#[test]
fn chinese_output_from_standard_input_matches_its_golden() {
    let cases: &[(&str, &[&str], &str)] = &[
        (
            "zh_graph_acyclic_explain",
            &["graph", "-", "--all", "--explain"],
            "vertex a b c d\na -> b c\nb -> c d\nc -> d\ntoken a b b\n",
        ),
        (
            "zh_graph_outcomes_explain",
            &["graph", "-", "--all", "--explain"],
            "vertex a b c d\na -> b\nb -> a c\nd -> d\ntoken b\n",
        ),
        (
            "zh_graph_generalised_draw",
            &["graph", "-", "--all", "--explain"],
            "vertex a b c\na -> a b\nb -> c\ntoken a c\n",
        ),
        // A sequence with a preperiod, and Wythoff's P-positions as marks.
        (
            "zh_pattern_sequence",
            &["pattern", "-"],
            "5 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2\n",
        ),
        (
            "zh_pattern_wythoff_marks",
            &["pattern", "-"],
            "PNNNNNNN\nNNPNNNNN\nNPNNNNNN\nNNNNNPNN\nNNNNNNNP\nNNNPNNNN\nNNNNNNNN\nNNNNPNNN\n",
        ),
    ];
    for (name, args, stdin) in cases {
        matches_its_golden(name, &[], &in_chinese(args), stdin.as_bytes());
    }
}

/// Each kind of refusal in Chinese: a token and its place, a value of an
/// option, and clap's own errors (which clap writes only in English).
#[test]
fn chinese_errors_match_their_goldens() {
    let cases: &[(&str, &[&str], &[u8])] = &[
        ("zh_error_stdin_token", &["nim", "-"], b"3 5\n  -4 7\n"),
        (
            "zh_error_northcott_off_board",
            &["northcott", "--columns", "6", "3:9"],
            b"",
        ),
        (
            "zh_error_hackenbush_edge",
            &["hackenbush", "1-2", "1-2,2x"],
            b"",
        ),
        (
            "zh_error_geography_start",
            &["geography", "1-2,2-3", "--start", "9"],
            b"",
        ),
        (
            "zh_error_graph_file",
            &["graph", "-"],
            b"vertex a\na -> q\n",
        ),
        (
            "zh_error_sum_unknown_game",
            &["sum", "nim=3", "chess=4"],
            b"",
        ),
        ("zh_error_sum_not_in_a_sum", &["sum", "misere=3"], b""),
        ("zh_error_sum_count", &["sum", "wythoff=3"], b""),
        ("zh_error_heap_code", &["seq", "0.x7"], b""),
        ("zh_error_option_value", &["wythoff", "--map", "5000"], b""),
        ("zh_error_two_pile_spec", &["two-pile", "one,both<0"], b""),
        ("zh_error_nimber_count", &["nimber", "inv", "3", "5"], b""),
        (
            "zh_error_clap_unknown_flag",
            &["nim", "3", "--explian"],
            b"",
        ),
        ("zh_error_clap_missing", &["northcott", "3:5"], b""),
        ("zh_error_clap_choice", &["nimber", "times", "3"], b""),
        ("zh_error_clap_command", &["nimm", "3"], b""),
        ("zh_error_pattern_mark", &["pattern", "-"], b"P N\nN Q\n"),
        ("zh_error_coins_code", &["coins", "3-1", "4"], b""),
        // A board's coin takes two numbers: said in Chinese, not English.
        (
            "zh_error_coins_board_count",
            &["coins", "1-2x1+C", "2"],
            b"",
        ),
        ("zh_error_man_command", &["man", "nimm"], b""),
        ("zh_error_oj_token", &["oj", "p1247"], b"3\n1 x 3\n"),
        ("zh_error_oj_ends_early", &["oj", "hdu3094"], b"1\n3\n1 2\n"),
        (
            "zh_error_oj_ed_odd_piles",
            &["oj", "p2148"],
            b"1\n3\n1 2 3\n",
        ),
        // The operating system's reason in Chinese, as glibc's Chinese
        // says it, not Rust's English.
        (
            "zh_error_pattern_no_such_file",
            &["pattern", "/nonexistent-grundy/table.txt"],
            b"",
        ),
        // Regression: the judge reader passed Rust's English reason on.
        (
            "zh_error_oj_no_such_file",
            &["oj", "p1247", "/nonexistent-grundy/input.txt"],
            b"",
        ),
        (
            "zh_error_plot_no_folder",
            &["seq", "kayles", "--plot", "/nonexistent-grundy/kayles.png"],
            b"",
        ),
        (
            "zh_error_research_unsupported",
            &["research", "sub:1,2", "--to", "2^10"],
            b"",
        ),
    ];
    for (name, args, stdin) in cases {
        let out = grundy_with(&[], &in_chinese(args), stdin);
        assert_eq!(out.status.code(), Some(2), "{name}");
        assert!(out.stdout.is_empty(), "{name}");
        check_golden(name, &String::from_utf8(out.stderr).unwrap());
    }
}

/// A shell shows the help's descriptions beside each command and option:
/// they are in the language asked for, as the help is.
#[test]
fn completion_scripts_describe_in_the_language_asked_for() {
    for shell in ["fish", "zsh"] {
        let zh = grundy_with(&[], &["--lang", "zh", "completions", shell], b"");
        let zh = String::from_utf8(zh.stdout).unwrap();
        assert!(zh.contains("Nim 游戏：从一堆取任意多个"), "{shell}: {zh}");
        let en = grundy_with(&[], &["completions", shell], b"");
        let en = String::from_utf8(en.stdout).unwrap();
        assert!(en.contains("take any number from one pile"), "{shell}");
        assert!(!en.contains("Nim 游戏"), "{shell}");
    }
}

#[test]
fn the_choice_of_language_goes_flag_then_grundy_lang_then_locale() {
    let cases: &[(&str, Env, &[&str], &str)] = &[
        (
            "flag over GRUNDY_LANG",
            &[("GRUNDY_LANG", "zh")],
            &["--lang", "en", "nim", "1"],
            "first player wins",
        ),
        (
            "GRUNDY_LANG over the locale",
            &[("GRUNDY_LANG", "en"), ("LANG", "zh_CN.UTF-8")],
            &["nim", "1"],
            "first player wins",
        ),
        (
            "LC_ALL over LANG",
            &[("LC_ALL", "zh_CN.UTF-8"), ("LANG", "en_US.UTF-8")],
            &["nim", "1"],
            "先手必胜",
        ),
        (
            "a locale grundy does not speak",
            &[("LANG", "fr_FR.UTF-8")],
            &["nim", "1"],
            "first player wins",
        ),
        (
            "the flag after the command",
            &[],
            &["nim", "1", "--lang", "zh"],
            "先手必胜",
        ),
    ];
    for (name, env, args, expected) in cases {
        let out = grundy_with(env, args, b"");
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(stdout.contains(expected), "{name}: {stdout}");
    }
}

#[test]
fn json_and_judge_outputs_are_the_same_in_both_languages() {
    let commands: &[(&[&str], &[u8])] = &[
        (&["nim", "3", "5", "7", "--all", "--explain", "--json"], b""),
        (&["nim", "2", "2", "--json"], b""),
        (&["wythoff", "6", "10", "--all", "--explain", "--json"], b""),
        (
            &[
                "staircase",
                "3",
                "1",
                "2",
                "4",
                "--all",
                "--explain",
                "--json",
            ],
            b"",
        ),
        (&["misere", "1", "1", "1", "--explain", "--json"], b""),
        (
            &["northcott", "--columns", "8", "3:5", "2:7", "--json"],
            b"",
        ),
        (
            &["hackenbush", "1-2,2-3,3-1", "1-2", "--all", "--json"],
            b"",
        ),
        (&["nimber", "mul", "3", "5", "--explain", "--json"], b""),
        (
            &["two-pile", "one,both", "--size", "8", "--table", "--json"],
            b"",
        ),
        (
            &["coins", "mock", "1", "4", "6", "--explain", "--json"],
            b"",
        ),
        (&["oj", "p1247"], b"3\n3 6 9\n"),
        (
            &["pattern", "-", "--json"],
            b"0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2\n",
        ),
        (&["pattern", "-", "--json"], b"PNN\nNNP\nNPN\n"),
    ];
    for (args, stdin) in commands {
        let en = grundy_with(&[("GRUNDY_LANG", "en")], args, stdin);
        let zh = grundy_with(&[("GRUNDY_LANG", "zh")], args, stdin);
        assert!(en.status.success(), "{args:?}");
        assert_eq!(en.stdout, zh.stdout, "{args:?} differs between en and zh");
        let zh_flag = grundy_with(&[], &in_chinese(args), stdin);
        assert_eq!(en.stdout, zh_flag.stdout, "{args:?} with --lang zh differs");
    }
}

#[test]
fn errors_are_in_the_chosen_language_and_a_bad_language_is_refused() {
    let out = grundy_with(&[("GRUNDY_LANG", "zh")], &["nim", "3", "x"], b"");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.starts_with("错误："), "{stderr}");
    assert_eq!(
        stderr,
        "错误：第 2 个参数：第 2 堆应是非负整数，这里是“x”\n"
    );

    let out = grundy_with(&[("GRUNDY_LANG", "fr")], &["nim", "1"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("GRUNDY_LANG=\"fr\""));

    let out = grundy_with(&[], &["--lang", "fr", "nim", "1"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("fr"));
}

#[test]
fn a_chinese_game_played_through_stdin_matches_its_golden() {
    let cases: &[(&str, &[&str], &[u8])] = &[
        (
            "zh_play_nim",
            &["--lang", "zh", "play", "nim", "3", "5"],
            b"hint\nxyz\n9 9\n#9\n2 2\nundo\n2 2\n1\n1\n1\n1\n1\n1\n",
        ),
        (
            "zh_play_wythoff",
            &[
                "--lang",
                "zh",
                "play",
                "wythoff",
                "1",
                "2",
                "--computer-first",
            ],
            b"1\n1\n1\n1\n",
        ),
        (
            // The remoteness search stopped by the size of the moves, said in Chinese.
            "zh_play_long_moves",
            &["--lang", "zh", "play", "coins:3+C", "300"],
            b"quit\n",
        ),
    ];
    for (name, args, stdin) in cases {
        let out = grundy_with(&[], args, stdin);
        check_golden(name, &String::from_utf8(out.stdout).unwrap());
    }
}

#[test]
fn grundy_checks_report_is_in_chinese() {
    // The first wrong answer, shrunk, with grundy's explanation: a program
    // that always answers "lose" to P1247 (the Nim explanation), and one
    // that always says Stan wins at Euclid's game, POJ 2348 (a game's own
    // reasoning); a crash at HDU 1848 (its explanation lists the heaps'
    // values, its status an exit code); a pass (the edge cases covered).
    let cases: &[(&str, &str, &[&str], i32)] = &[
        (
            "zh_check_wrong_answer",
            "p1247",
            &["sh", "-c", "cat >/dev/null; echo lose"],
            1,
        ),
        (
            "zh_check_euclid_wrong_answer",
            "poj2348",
            &[
                "sh",
                "-c",
                "while read a b; do [ \"$a\" = 0 ] && break; echo Stan wins; done",
            ],
            1,
        ),
        (
            "zh_check_crash",
            "hdu1848",
            &["sh", "-c", "cat >/dev/null; exit 3"],
            1,
        ),
        (
            "zh_check_passed",
            "p2197",
            &[env!("CARGO_BIN_EXE_grundy"), "oj", "p2197"],
            0,
        ),
    ];
    for (golden, problem, program, status) in cases {
        let mut args = vec![
            "--lang",
            "zh",
            "check",
            problem,
            "--seed",
            "1",
            "--cases",
            "20",
            "--threads",
            "1",
            "--",
        ];
        args.extend_from_slice(program);
        let out = grundy_with(&[], &args, b"");
        assert_eq!(out.status.code(), Some(*status), "{golden}");
        check_golden(golden, &String::from_utf8(out.stdout).unwrap());
    }
}

/// `--plot` in Chinese: the picture's texts in Chinese, the embedded font
/// inside the SVG drawing (so that no viewer draws boxes), and the line that
/// says where it went.
#[test]
fn a_chinese_picture_has_chinese_texts_and_its_font() {
    let dir = std::env::temp_dir().join(format!("grundy-lang-plot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases: &[(&str, &[&str], &[&str])] = &[
        (
            "seq.svg",
            &["seq", "kayles", "--up-to", "100"],
            &["kayles 的 SG 值序列（G(0) 到 G(100)）", "堆的大小 n"],
        ),
        (
            "map.svg",
            &["wythoff", "--map", "20"],
            &[
                "威佐夫博弈：两堆都小于 20 的必败局面（P 局面）",
                "直线 b = φa",
            ],
        ),
        (
            "table.svg",
            &["wythoff", "--table", "8"],
            &["威佐夫博弈：两堆都小于 8 时的 SG 值 G(a, b)"],
        ),
    ];
    for (file, args, texts) in cases {
        let path = dir.join(file);
        let mut all: Vec<&str> = vec!["--lang", "zh"];
        all.extend_from_slice(args);
        let path_text = path.to_str().unwrap();
        all.extend_from_slice(&["--plot", path_text]);
        let out = grundy_with(&[], &all, b"");
        assert!(
            out.status.success(),
            "{file}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            String::from_utf8(out.stderr).unwrap(),
            format!("已写入 {path_text}\n"),
            "{file}"
        );
        let svg = std::fs::read_to_string(&path).unwrap();
        for text in *texts {
            assert!(svg.contains(text), "{file}: {text}");
        }
        assert!(
            svg.contains("data:font/otf;base64,"),
            "{file}: the font is inside"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `grundy pattern` reads what grundy printed in Chinese as it reads the
/// English: the line on the period of `grundy seq`, the headings of
/// `grundy wythoff --map` and of `grundy two-pile` are known in either
/// language, and the findings are the same.
#[test]
fn pattern_reads_grundy_s_chinese_output_as_its_english() {
    let commands: &[&[&str]] = &[
        // A period proven, and none seen.
        &["seq", "kayles", "--up-to", "300"],
        &["seq", "0.137", "--up-to", "60"],
        &["wythoff", "--map", "12"],
        &["two-pile", "one,both<2", "--size", "10", "--map", "--table"],
    ];
    for args in commands {
        let pattern_of = |lang: &str| {
            let printed = grundy_with(&[("GRUNDY_LANG", lang)], args, b"");
            assert!(printed.status.success(), "{args:?} in {lang}");
            let read = grundy_with(&[], &["pattern", "-", "--json"], &printed.stdout);
            assert!(
                read.status.success(),
                "{args:?} in {lang}: {}",
                String::from_utf8_lossy(&read.stderr)
            );
            String::from_utf8(read.stdout).unwrap()
        };
        assert_eq!(pattern_of("zh"), pattern_of("en"), "{args:?}");
    }
}

/// A run with --json is read by a program: English throughout, its errors
/// too (those found while the line is read, and those found after); a
/// `--json` after `--` is the checked program's, not grundy's.
#[test]
fn a_json_run_is_english_throughout() {
    let cases: &[(&str, &[&str], &str)] = &[
        (
            "an argument refused",
            &["--lang", "zh", "nim", "3", "x", "--json"],
            "error: argument 2: expected pile 2 (a non-negative integer), found \"x\"\n",
        ),
        (
            "a value refused while the line is read",
            &["--lang", "zh", "seq", "foo", "--json"],
            "error: unknown game \"foo\"",
        ),
        (
            "clap's own refusal",
            &["--lang", "zh", "nim", "3", "--json", "--nope"],
            "error: unexpected argument '--nope' found",
        ),
    ];
    for (name, args, english) in cases {
        let out = grundy_with(&[], args, b"");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{name}");
        assert!(stderr.starts_with(english), "{name}: {stderr}");
    }
    let checked = grundy_with(
        &[],
        &[
            "--lang",
            "zh",
            "check",
            "p1247",
            "--seed",
            "1",
            "--cases",
            "1",
            "--",
            "sh",
            "-c",
            "echo lose",
            "--json",
        ],
        b"",
    );
    let report = String::from_utf8(checked.stdout).unwrap();
    let chinese = |c: char| ('\u{4e00}'..='\u{9fff}').contains(&c);
    assert!(report.chars().any(chinese), "{report}");
}

/// Regression: a move counted against the search budget by the length of
/// its description in the output's language (a Chinese character takes 3
/// bytes), so the same sum was refused as "too long to search" in Chinese
/// and as "too many moves" in English. A move's size is now its message's,
/// the same in every language.
#[test]
fn the_search_budget_is_the_same_in_every_language() {
    let args = ["sum", "take-or-split:3=15,16,1", "take-or-split:4=20"];
    let said = |lang: &str| {
        let out = grundy_with(&[("GRUNDY_LANG", lang)], &args, b"");
        String::from_utf8(out.stdout).unwrap()
    };
    let (en, zh) = (said("en"), said("zh"));
    assert!(
        en.contains("the search from the rules would examine more than 10000 moves"),
        "{en}"
    );
    assert!(
        zh.contains("从规则出发的搜索要检查的着法会超过 10000 个"),
        "{zh}"
    );
}

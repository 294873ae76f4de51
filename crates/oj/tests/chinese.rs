//! Malformed judge input refused in Simplified Chinese: the place, the
//! number it expected and the refusals, all from the catalogues, while the
//! answers stay the same bytes in every language.

use grundy_i18n::{with_lang, Lang};
use grundy_oj::{run, OjError, Problem};
use std::path::Path;

/// The error `problem` gives for `input`, in `lang`.
fn error_in(lang: Lang, problem: Problem, input: &[u8]) -> Option<String> {
    with_lang(lang, || {
        let mut out = Vec::new();
        match run(problem, input, &mut out) {
            Ok(()) => None,
            Err(OjError::Input(e)) => {
                assert!(out.is_empty(), "{problem}: output written before the error");
                Some(e.to_string())
            }
            Err(e) => panic!("{problem} {input:?}: {e}"),
        }
    })
}

fn chinese_error(problem: Problem, input: &str) -> String {
    error_in(Lang::Zh, problem, input.as_bytes())
        .unwrap_or_else(|| panic!("{problem} {input:?}: expected an input error"))
}

/// The English words of a message: its runs of three or more ASCII
/// letters, except all-capital names (HDU); what is left in a Chinese
/// message is the statement's letters (T, n, Ti), numbers and names.
fn english_words(message: &str) -> Vec<&str> {
    message
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !w.chars().all(|c| c.is_ascii_uppercase()))
        .collect()
}

fn assert_chinese(problem: Problem, input: &[u8], message: &str) {
    let english = english_words(message);
    assert!(
        english.is_empty(),
        "{problem} {:?}: English words {english:?} in {message:?}",
        String::from_utf8_lossy(input)
    );
    assert!(
        message.starts_with("第 ") && message.contains(" 列："),
        "{problem}: {message:?} does not start with its place"
    );
}

#[test]
fn malformed_input_is_refused_in_chinese() {
    let big = "123456789012345678901234567890";
    let cases: &[(&str, Problem, &str, &str)] = &[
        (
            "a bad token",
            Problem::P1247,
            "3\n1 x 3\n",
            "第 2 行第 3 列：第 2 堆（共 3 堆）应是非负整数，这里是“x”",
        ),
        (
            "a negative pile",
            Problem::P1247,
            "2\n4 -1\n",
            "第 2 行第 3 列：第 2 堆（共 2 堆）不能是负数，这里是“-1”",
        ),
        (
            "a bad pile in a case",
            Problem::P2197,
            "1\n2\n1 x\n",
            "第 3 行第 3 列：第 1 组数据的第 2 堆（共 2 堆）应是非负整数，这里是“x”",
        ),
        (
            "fewer cases than T",
            Problem::P2197,
            "2\n1\n1\n",
            "第 3 行第 2 列：应有第 2 组数据的堆数，但输入在这里结束了",
        ),
        (
            "the input ends in a pair",
            Problem::NimProduct64,
            "1\n7",
            "第 2 行第 2 列：应有第 1 对数（共 1 对）的第二个数（B），但输入在这里结束了",
        ),
        (
            "a count too large",
            Problem::P1247,
            "99999999999999999999999 1",
            "第 1 行第 1 列：堆数（k）太大了：“99999999999999999999999”",
        ),
        // (A number of 2^64 or more is answered since issue 42: the input
        // is read again with arbitrary precision, and refused there.)
        (
            "a bad number after one of 2^64 or more",
            Problem::NimProduct64,
            &format!("1\n{big} x\n"),
            "第 2 行第 32 列：第 1 对数（共 1 对）的第二个数（B）应是非负整数，这里是“x”",
        ),
        (
            "a token after the piles",
            Problem::P1247,
            "1\n1 2\n",
            "第 2 行第 3 列：全部 1 堆之后还有多余的“2”",
        ),
        (
            "a token after the terminating 0",
            Problem::Hdu1850,
            "1\n1\n0\n7\n",
            "第 4 行第 1 列：结束标志“0”之后还有多余的“7”",
        ),
        (
            "a token after the last case",
            Problem::Hdu3404,
            "1\n1\n1 2\n1\n",
            "第 4 行第 1 列：全部 1 组数据之后还有多余的“1”",
        ),
        (
            "E&D's odd number of piles",
            Problem::P2148,
            "1\n3\n1 2 3\n",
            "第 3 行第 6 列：第 1 组数据有 3 堆，是奇数：E&D 的石子堆两两成对",
        ),
        (
            "E&D's empty pile",
            Problem::P2148,
            "1\n2\n0 2\n",
            "第 3 行第 1 列：第 1 组数据的第 1 堆（共 2 堆）是 0：E&D 的每堆石子数都是正数",
        ),
        (
            "a subtraction set's 0",
            Problem::Hdu1536,
            "2 0 5\n1\n1 3\n0\n",
            "第 1 行第 3 列：第 1 个减法集合的第 1 个数（s1）是 0：每步至少取走 1 个",
        ),
        (
            "two chips on one cell",
            Problem::Poj1704,
            "1\n3\n4 1 4\n",
            "第 3 行第 5 列：第 1 组数据：第 1 枚和第 3 枚棋子都在第 4 格上；棋子必须在不同的格子上",
        ),
        (
            "a k of 0",
            Problem::Hdu2486,
            "1\n5 0\n",
            "第 2 行第 3 列：第 1 组数据的倍数（k）是 0：第一步之后，每步至多取上一步的 k 倍，k 至少是 1",
        ),
        (
            "a k-fold case past the term limit",
            Problem::Hdu2486,
            "1\n1000000000000000000 100000\n",
            "第 2 行第 1 列：第 1 组数据无法解答：求解它需要这个游戏超过 2000000 个必败大小（k 很大，石子堆又远大于 k）",
        ),
        (
            "a pair with a 0",
            Problem::Poj2348,
            "3 0\n",
            "第 1 行第 3 列：第 1 对数是 3 0：有 0 的局面已经结束（先得到 0 的一方已经赢了），\
             没有先手的第一步可以回答；这两个数都是正数，只有 0 0 表示输入结束",
        ),
        (
            "a piece off the board",
            Problem::Hdu1730,
            "1 6\n3 9\n",
            "第 2 行第 3 列：第 1 组数据第 1 行后手棋子所在的列（Ji）是 9：不在棋盘上（列号是 1 到 6）",
        ),
        (
            "a successor that is no vertex",
            Problem::Hdu1524,
            "2\n1 5\n0\n",
            "第 2 行第 3 列：第 1 组数据中顶点 0 的第 1 个后继是 5：没有这个顶点，顶点是 0 到 1",
        ),
        (
            "an edge to no vertex",
            Problem::Hdu3094,
            "1\n3\n1 2\n2 4\n",
            "第 4 行第 3 列：第 1 组数据的第 2 条边的第二个端点是 4：没有这个顶点，顶点是 1 到 3",
        ),
        (
            "a tree with a cycle",
            Problem::Hdu3590,
            "1\n3\n1 2\n2 1\n",
            "第 4 行第 3 列：第 1 组数据第 1 棵树的第 2 条边构成了环：HDU 3590 的树没有环，反常规则只在树上判定",
        ),
        (
            "a sheet too wide",
            Problem::Poj2311,
            "2 1000\n",
            "第 1 行第 3 列：第 1 张纸的高（H）是 1000：只解答边长不超过 400 的纸（各个值来自一张覆盖每种纸张大小的表）",
        ),
        (
            "a multiplication game over before it starts",
            Problem::Poj2505,
            "1\n",
            "第 1 行第 1 列：第 1 局的目标值（n）是 1：第一步之前 p = 1 就已经不小于 n，没有人能走一步到达它（这个游戏要求 1 < n）",
        ),
    ];
    for (name, problem, input, expected) in cases {
        assert_eq!(chinese_error(*problem, input), *expected, "{name}");
    }
}

/// A heap past what the Fibonacci game's values reach: the engine's reason
/// is in Chinese too.
#[test]
fn a_heap_too_large_is_refused_in_chinese() {
    let big = format!("1{}", "0".repeat(30));
    let message = chinese_error(Problem::Hdu1848, &format!("1 1 {big}\n0 0 0\n"));
    assert!(
        message.starts_with("第 1 行第 5 列：第 1 行的第 3 堆：大于 "),
        "{message}"
    );
    assert!(
        message.ends_with("的堆太大了：在算出的值中没有已证明的周期"),
        "{message}"
    );
}

#[test]
fn an_unknown_problem_is_named_in_chinese() {
    let message = with_lang(Lang::Zh, || {
        "p9999".parse::<Problem>().unwrap_err().to_string()
    });
    assert!(
        message.starts_with("未知的评测题目“p9999”；已知的题目：p1247、p2197、"),
        "{message}"
    );
}

/// The official samples of every problem: a problem whose sample is not
/// published beside the others has the sample of its twin (the same
/// problem and format on another judge).
fn samples() -> Vec<(Problem, Vec<u8>)> {
    const TWINS: [(Problem, Problem); 3] = [
        (Problem::Hdu2486, Problem::Poj3922),
        (Problem::Poj2348, Problem::Hdu1525),
        (Problem::Hdu1524, Problem::Poj2425),
    ];
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/oj-samples");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "in") {
            continue;
        }
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        // luogu_P1247_1 -> p1247, cf_15C_2 -> cf15c, hdu_2176 -> hdu2176,
        // atcoder_abc368_f_1 -> abc368f.
        let parts: Vec<&str> = stem.split('_').collect();
        let name = match parts.as_slice() {
            ["luogu", p, ..] => p.to_string(),
            ["atcoder", contest, task, ..] => format!("{contest}{task}"),
            ["librarychecker", rest @ ..] => rest.join("_"),
            [judge, number, ..] => format!("{judge}{number}"),
            _ => continue,
        };
        let problem: Problem = name.parse().unwrap_or_else(|_| panic!("{stem}"));
        let input = std::fs::read(&path).unwrap();
        for (twin, other) in TWINS {
            if problem == twin {
                found.push((other, input.clone()));
            }
        }
        found.push((problem, input));
    }
    found
}

/// The byte ranges of the whitespace-separated tokens of `input`.
fn tokens(input: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < input.len() {
        if input[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < input.len() && !input[i].is_ascii_whitespace() {
            i += 1;
        }
        out.push((start, i));
    }
    out
}

/// Every problem's input cut short, after none of its tokens and after
/// each of them in turn, is refused in Chinese (the input ends where a
/// number should be), with no English word left; so is each token of its
/// sample replaced by one that is not a number. English stays English.
#[test]
fn every_problem_refuses_a_short_or_malformed_input_in_chinese() {
    let samples = samples();
    for problem in Problem::ALL {
        let message = error_in(Lang::Zh, problem, b"")
            .unwrap_or_else(|| panic!("{problem}: an empty input is refused"));
        assert_chinese(problem, b"", &message);
        assert!(
            message.starts_with("第 1 行第 1 列：应有") && message.contains("但输入在这里结束了"),
            "{problem}: {message}"
        );
        let english = error_in(Lang::En, problem, b"").unwrap();
        assert!(
            english.starts_with("line 1, column 1: expected") && english.ends_with("ends here"),
            "{problem}: {english}"
        );
        assert!(
            samples.iter().any(|(p, _)| *p == problem),
            "{problem} has no sample"
        );
    }
    let mut refused = 0;
    for (problem, input) in &samples {
        let tokens = tokens(input);
        for &(start, end) in &tokens {
            let short = &input[..end];
            if let Some(message) = error_in(Lang::Zh, *problem, short) {
                assert_chinese(*problem, short, &message);
                refused += 1;
            }
            let mut bad = input[..start].to_vec();
            bad.extend_from_slice(b"x");
            bad.extend_from_slice(&input[end..]);
            let message = error_in(Lang::Zh, *problem, &bad)
                .unwrap_or_else(|| panic!("{problem}: an x among the numbers is refused"));
            assert_chinese(*problem, &bad, &message);
            // A digit string (leading zeros and all) is no number: its
            // reader says what it is instead.
            let expected = if *problem == Problem::Hdu1404 {
                "应是 1 到 6 位数字（可以有前导零），这里是“x”"
            } else {
                "应是非负整数，这里是“x”"
            };
            assert!(message.contains(expected), "{problem}: {message}");
            refused += 1;
        }
    }
    assert!(refused > 500, "only {refused} inputs refused");
}

/// The answers do not depend on the language.
#[test]
fn answers_are_the_same_bytes_in_chinese() {
    for (problem, input) in samples() {
        let answer = |lang| {
            with_lang(lang, || {
                let mut out = Vec::new();
                run(problem, &input, &mut out).unwrap();
                out
            })
        };
        assert_eq!(answer(Lang::En), answer(Lang::Zh), "{problem}");
    }
}

//! Running a contestant's program, comparing its answer with grundy's, and
//! shrinking a failing input.

use crate::generate::{generate, Size};
use grundy_i18n::tr;
use grundy_oj::{Input, Problem};
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;
use wait_timeout::ChildExt;

/// What one run of the program did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Its output matched, token by token.
    Pass,
    /// It printed something else.
    WrongAnswer {
        /// What it printed.
        output: String,
    },
    /// It printed nothing.
    NoOutput,
    /// It exited with a failure status or a signal.
    Crash {
        /// How it ended.
        status: String,
        /// The start of what it wrote to stderr.
        stderr: String,
    },
    /// It ran past the time limit and was killed.
    Timeout,
    /// It could not be started.
    CannotStart(String),
}

impl Outcome {
    /// A short name: "wrong answer", "crash", ….
    pub fn kind(&self) -> &'static str {
        match self {
            Outcome::Pass => "pass",
            Outcome::WrongAnswer { .. } => "wrong answer",
            Outcome::NoOutput => "no output",
            Outcome::Crash { .. } => "crash",
            Outcome::Timeout => "timeout",
            Outcome::CannotStart(_) => "cannot start",
        }
    }
}

/// Whether two outputs agree token by token (so trailing spaces, blank
/// lines and line ends do not matter).
///
/// ```
/// assert!(grundy_check::compare("4 3\n3 6 5\n", "4 3  \r\n3 6 5"));
/// assert!(!grundy_check::compare("4 3\n", "3 4\n"));
/// ```
pub fn compare(expected: &str, actual: &str) -> bool {
    expected.split_whitespace().eq(actual.split_whitespace())
}

/// grundy's answer to an input.
fn expected(problem: Problem, input: &Input) -> String {
    let mut out = Vec::new();
    grundy_oj::run(problem, input.render(problem).as_bytes(), &mut out)
        .expect("generated inputs are valid");
    String::from_utf8(out).expect("answers are text")
}

/// Runs `command` once on `input`.
pub fn run_once(
    command: &[String],
    input: &str,
    expected_output: &str,
    timeout: Duration,
) -> Outcome {
    let mut program = Command::new(&command[0]);
    program
        .args(&command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // Its own process group, so that a timeout stops whatever it started
    // too (a shell script's children), not only the program itself.
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut program, 0);
    let mut child = match program.spawn() {
        Ok(c) => c,
        Err(e) => {
            return Outcome::CannotStart(tr!(
                "check-cannot-start-program",
                program = command[0],
                why = grundy_i18n::os_error(&e)
            ))
        }
    };
    let mut stdin = child.stdin.take().expect("piped");
    let mut stdout = child.stdout.take().expect("piped");
    let mut stderr = child.stderr.take().expect("piped");
    let data = input.as_bytes().to_vec();
    // Write and read on threads so a program that reads lazily or writes a
    // lot cannot deadlock against us.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&data);
    });
    let reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = stdout.read_to_end(&mut s);
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = stderr.read_to_end(&mut s);
        s
    });
    let status = match child.wait_timeout(timeout) {
        Ok(Some(status)) => {
            // Processes it left behind would hold the pipes open.
            kill_group(&child);
            status
        }
        Ok(None) | Err(_) => {
            kill_group(&child);
            let _ = child.kill();
            let _ = child.wait();
            let _ = writer.join();
            let _ = reader.join();
            let _ = err_reader.join();
            return Outcome::Timeout;
        }
    };
    let _ = writer.join();
    let output = String::from_utf8_lossy(&reader.join().unwrap_or_default()).into_owned();
    let err = String::from_utf8_lossy(&err_reader.join().unwrap_or_default()).into_owned();
    if !status.success() {
        return Outcome::Crash {
            status: status_text(&status),
            stderr: err.chars().take(2000).collect(),
        };
    }
    if output.trim().is_empty() {
        return if expected_output.trim().is_empty() {
            Outcome::Pass
        } else {
            Outcome::NoOutput
        };
    }
    if compare(expected_output, &output) {
        Outcome::Pass
    } else {
        Outcome::WrongAnswer { output }
    }
}

/// How a program ended, in the output's language: in English as Rust
/// writes it (`exit status: 1`, `signal: 11 (SIGSEGV)`), in Chinese from
/// the catalogue (`退出码 1`, `信号 11（SIGSEGV）`).
fn status_text(status: &std::process::ExitStatus) -> String {
    if grundy_i18n::current() == grundy_i18n::Lang::En {
        return status.to_string();
    }
    status_in_catalogue(status).unwrap_or_else(|| status.to_string())
}

/// The catalogue's words for an exit status or a signal; `None` for what
/// a finished process cannot show (stopped, continued).
fn status_in_catalogue(status: &std::process::ExitStatus) -> Option<String> {
    if let Some(code) = status.code() {
        return Some(tr!("check-exit-code", code = code));
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            let text = match signal_name(status) {
                Some(name) => tr!("check-signal-named", signal = signal, name = name),
                None => tr!("check-signal", signal = signal),
            };
            return Some(if status.core_dumped() {
                tr!("check-core-dumped", status = text)
            } else {
                text
            });
        }
    }
    None
}

/// A signal's name (`SIGSEGV`), as Rust writes it in the status's own text
/// (`signal: 11 (SIGSEGV)`): one table of names, Rust's.
fn signal_name(status: &std::process::ExitStatus) -> Option<String> {
    status
        .to_string()
        .split(['(', ')'])
        .find(|part| part.starts_with("SIG"))
        .map(str::to_string)
}

/// Stops every process in the child's process group.
fn kill_group(child: &std::process::Child) {
    #[cfg(unix)]
    {
        if let Ok(pid) = i32::try_from(child.id()) {
            // SAFETY: kill(2) with a negative pid signals a process group;
            // it reads no memory of ours.
            unsafe {
                libc::kill(-pid, libc::SIGKILL);
            }
        }
    }
    #[cfg(not(unix))]
    let _ = child;
}

/// grundy's explanation of the right answer to an input: for Nim the binary
/// columns and the winning move, for the other games their own reasoning.
pub fn explain(problem: Problem, input: &Input) -> String {
    let spec = problem.spec();
    let mut out = String::new();
    for (i, case) in input.cases.iter().enumerate() {
        if input.cases.len() > 1 {
            out.push_str(&tr!("check-explain-case", case = i + 1));
            out.push('\n');
        }
        let text = spec.explain(input, case);
        out.push_str(&text);
        if !out.ends_with('\n') {
            out.push('\n');
        }
    }
    out
}

/// How to check.
#[derive(Clone, Debug)]
pub struct CheckConfig {
    /// How many random inputs.
    pub cases: usize,
    /// The seed of the first input (input i uses seed + i).
    pub seed: u64,
    /// The time limit of one run.
    pub timeout: Duration,
    /// How many programs run at once.
    pub threads: usize,
    /// The most runs spent shrinking a failing input, counted as one
    /// thread would make them (runs started ahead of the first failing
    /// candidate of a batch are not counted), so that the count, and where
    /// it stops, do not depend on `threads`.
    pub shrink_budget: usize,
}

/// The first failure, shrunk.
#[derive(Clone, Debug)]
pub struct Failure {
    /// Which generated input failed first (from 1).
    pub case_number: usize,
    /// The input as generated.
    pub original: Input,
    /// The smallest failing input found.
    pub input: Input,
    /// grundy's answer to it.
    pub expected: String,
    /// What the program did on it.
    pub outcome: Outcome,
    /// How many runs the shrinking took.
    pub shrink_runs: usize,
    /// The budget the shrinking had ([`CheckConfig::shrink_budget`]).
    pub shrink_budget: usize,
    /// Whether shrinking stopped at its budget with smaller inputs left
    /// untried: a smaller failing input may exist.
    pub shrink_stopped: bool,
}

/// The result of a check.
#[derive(Clone, Debug)]
pub struct CheckReport {
    /// How many inputs passed.
    pub passed: usize,
    /// The edge cases that the passing inputs covered.
    pub edge_cases: Vec<&'static str>,
    /// The first failure, if any.
    pub failure: Option<Failure>,
}

/// How far a check has come, for a progress display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// `done` of the `total` inputs have been run.
    Cases {
        /// Inputs run so far.
        done: usize,
        /// Inputs in all.
        total: usize,
    },
    /// Shrinking the first failing input.
    Shrinking {
        /// Runs spent so far.
        runs: usize,
        /// The most it may spend.
        budget: usize,
        /// How many numbers the smallest failing input holds.
        size: usize,
    },
}

/// The size of the input generated from `seed`: mostly tiny and small
/// inputs, which fail readably, and two in ten with values at the judge's
/// limits. It follows from the seed alone, so that a seed names one input:
/// `grundy check --seed S --cases 1` and `grundy gen --seed S` give the
/// input of seed S whichever case it was.
///
/// ```
/// use grundy_check::{size_for_seed, Size};
/// assert_eq!(size_for_seed(10), Size::Tiny);
/// assert_eq!(size_for_seed(18), Size::Wide);
/// ```
pub fn size_for_seed(seed: u64) -> Size {
    match seed % 10 {
        0..=3 => Size::Tiny,
        4..=7 => Size::Small,
        _ => Size::Wide,
    }
}

/// Runs `command` on `config.cases` generated inputs on several threads,
/// and shrinks the first that fails.
///
/// ```
/// use grundy_check::{check, CheckConfig};
/// use grundy_oj::Problem;
/// use std::time::Duration;
/// // A program that answers 2 to every input: wrong, and shrunk.
/// let config = CheckConfig {
///     cases: 5,
///     seed: 1,
///     timeout: Duration::from_secs(5),
///     threads: 2,
///     shrink_budget: 3,
/// };
/// let program = ["sh", "-c", "cat >/dev/null; echo 2"].map(String::from);
/// let report = check(Problem::P2197, &program, &config);
/// let failure = report.failure.expect("a wrong answer");
/// assert_eq!(failure.case_number, 1);
/// assert!(failure.shrink_runs <= 3);
/// ```
pub fn check(problem: Problem, command: &[String], config: &CheckConfig) -> CheckReport {
    check_with_progress(problem, command, config, &|_| {})
}

/// [`check`], telling `progress` how far it has come after every run.
///
/// Which failure is reported does not depend on `config.threads`: every
/// input before the first failing one is run, whatever the order the
/// threads finish in, and shrinking tries its candidates in batches,
/// taking the first failing one of a batch in the candidates' order.
///
/// ```
/// use grundy_check::{check_with_progress, CheckConfig, Progress};
/// use grundy_oj::Problem;
/// use std::sync::Mutex;
/// use std::time::Duration;
/// let config = CheckConfig {
///     cases: 3,
///     seed: 1,
///     timeout: Duration::from_secs(5),
///     threads: 1,
///     shrink_budget: 10,
/// };
/// let seen = Mutex::new(Vec::new());
/// let program = ["sh", "-c", "cat >/dev/null; echo 1"].map(String::from);
/// check_with_progress(Problem::P2197, &program, &config, &|p| {
///     seen.lock().unwrap().push(p)
/// });
/// assert!(seen.lock().unwrap().contains(&Progress::Cases { done: 1, total: 3 }));
/// ```
pub fn check_with_progress(
    problem: Problem,
    command: &[String],
    config: &CheckConfig,
    progress: &(dyn Fn(Progress) + Sync),
) -> CheckReport {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let first_failure: Mutex<Option<(usize, Input, Outcome)>> = Mutex::new(None);
    let passed = AtomicUsize::new(0);
    let edge_cases: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    // What a run says of itself (a crash's status, why it could not start)
    // is in the caller's language, which a thread does not inherit.
    let lang = grundy_i18n::current();
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                grundy_i18n::with_lang(lang, || loop {
                    // The inputs are handed out in order and a thread stops
                    // only past a known failure, so every input before the
                    // first failing one is run: the failure reported is the
                    // same on one thread or many.
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= config.cases {
                        return;
                    }
                    if first_failure
                        .lock()
                        .expect("not poisoned")
                        .as_ref()
                        .is_some_and(|(j, _, _)| *j < i)
                    {
                        return;
                    }
                    let seed = config.seed.wrapping_add(i as u64);
                    let generated = generate(problem, seed, size_for_seed(seed));
                    let text = generated.input.render(problem);
                    let outcome = run_once(
                        command,
                        &text,
                        &expected(problem, &generated.input),
                        config.timeout,
                    );
                    if outcome == Outcome::Pass {
                        passed.fetch_add(1, Ordering::SeqCst);
                        edge_cases
                            .lock()
                            .expect("not poisoned")
                            .extend(generated.edge_cases);
                    } else {
                        let mut first = first_failure.lock().expect("not poisoned");
                        if first.as_ref().is_none_or(|(j, _, _)| i < *j) {
                            *first = Some((i, generated.input, outcome));
                        }
                    }
                    progress(Progress::Cases {
                        done: done.fetch_add(1, Ordering::SeqCst) + 1,
                        total: config.cases,
                    });
                })
            });
        }
    });
    let mut edge_cases = edge_cases.into_inner().expect("not poisoned");
    edge_cases.sort_unstable();
    edge_cases.dedup();
    let failure = first_failure
        .into_inner()
        .expect("not poisoned")
        .map(|(i, input, outcome)| {
            shrink(problem, command, config, progress, i + 1, input, outcome)
        });
    CheckReport {
        passed: passed.into_inner(),
        edge_cases,
        failure,
    }
}

/// Greedy shrinking: take the first smaller input that still fails, and
/// start again from it, until none does or the budget is spent.
///
/// The candidates are run `config.threads` at a time, and of a batch the
/// first failing one in the candidates' order is taken, its later ones
/// ignored and not counted: the runs counted, and the input reached, are
/// those of one thread trying the candidates one by one. A batch is never
/// wider than what is left of the budget, so the budget stops the count
/// where one thread would have stopped.
fn shrink(
    problem: Problem,
    command: &[String],
    config: &CheckConfig,
    progress: &(dyn Fn(Progress) + Sync),
    case_number: usize,
    original: Input,
    outcome: Outcome,
) -> Failure {
    let mut input = original.clone();
    let mut outcome = outcome;
    let mut runs = 0;
    let mut stopped = false;
    let lang = grundy_i18n::current();
    let report = |runs: usize, input: &Input| {
        progress(Progress::Shrinking {
            runs,
            budget: config.shrink_budget,
            size: input.size(),
        })
    };
    report(runs, &input);
    'outer: loop {
        let candidates = input.shrink_candidates(problem);
        let mut start = 0;
        while start < candidates.len() {
            if runs >= config.shrink_budget {
                stopped = true;
                break 'outer;
            }
            let width = config
                .threads
                .max(1)
                .min(config.shrink_budget - runs)
                .min(candidates.len() - start);
            let batch = &candidates[start..start + width];
            let results: Vec<Outcome> = std::thread::scope(|scope| {
                let runs: Vec<_> = batch
                    .iter()
                    .map(|candidate| {
                        scope.spawn(move || {
                            grundy_i18n::with_lang(lang, || {
                                run_once(
                                    command,
                                    &candidate.render(problem),
                                    &expected(problem, candidate),
                                    config.timeout,
                                )
                            })
                        })
                    })
                    .collect();
                runs.into_iter()
                    .map(|r| r.join().expect("a run does not panic"))
                    .collect()
            });
            for (candidate, result) in batch.iter().zip(results) {
                runs += 1;
                if result != Outcome::Pass && !matches!(result, Outcome::CannotStart(_)) {
                    input = candidate.clone();
                    outcome = result;
                    report(runs, &input);
                    continue 'outer;
                }
            }
            report(runs, &input);
            start += width;
        }
        break;
    }
    Failure {
        case_number,
        expected: expected(problem, &input),
        original,
        input,
        outcome,
        shrink_runs: runs,
        shrink_budget: config.shrink_budget,
        shrink_stopped: stopped,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{generate, Size};
    use grundy_i18n::{with_lang, Lang};

    /// A crash's status in Chinese: the exit code or the signal in the
    /// catalogue's words, never Rust's English.
    #[cfg(unix)]
    #[test]
    fn a_crash_s_status_is_told_in_chinese() {
        use std::os::unix::process::ExitStatusExt;
        use std::process::ExitStatus;
        let cases = [
            ("exit 1", ExitStatus::from_raw(1 << 8), "退出码 1"),
            ("exit 255", ExitStatus::from_raw(255 << 8), "退出码 255"),
            ("a segfault", ExitStatus::from_raw(11), "信号 11（SIGSEGV）"),
            ("killed", ExitStatus::from_raw(9), "信号 9（SIGKILL）"),
            (
                "an abort, core dumped",
                ExitStatus::from_raw(6 | 0x80),
                "信号 6（SIGABRT），核心已转储",
            ),
            (
                "a signal Rust does not name",
                ExitStatus::from_raw(40),
                "信号 40",
            ),
        ];
        for (name, status, chinese) in cases {
            assert_eq!(
                with_lang(Lang::Zh, || status_text(&status)),
                chinese,
                "{name}"
            );
            assert_eq!(
                with_lang(Lang::En, || status_text(&status)),
                status.to_string(),
                "{name}: English is Rust's own"
            );
        }
    }

    /// The English catalogue says what Rust says, byte for byte, for every
    /// exit code and signal: the Chinese is its translation, nothing lost.
    #[cfg(unix)]
    #[test]
    fn the_english_catalogue_says_what_rust_says_of_every_status() {
        use std::os::unix::process::ExitStatusExt;
        use std::process::ExitStatus;
        let codes = [0, 1, 2, 3, 42, 127, 255].map(|c| ExitStatus::from_raw(c << 8));
        let signals =
            (1..=64).flat_map(|s| [ExitStatus::from_raw(s), ExitStatus::from_raw(s | 0x80)]);
        for status in codes
            .into_iter()
            .chain(signals)
            .filter(|s| s.code().is_some() || s.signal().is_some())
        {
            assert_eq!(
                with_lang(Lang::En, || status_in_catalogue(&status)),
                Some(status.to_string()),
                "{status:?}"
            );
        }
    }

    /// A program that cannot be started is named, with the operating
    /// system's reason in the output's language.
    #[test]
    fn a_program_that_cannot_start_is_named_with_the_reason() {
        let program = "/nonexistent/grundy-check-program".to_string();
        let cases = [
            (
                Lang::En,
                "/nonexistent/grundy-check-program: No such file or directory (os error 2)",
            ),
            (
                Lang::Zh,
                "/nonexistent/grundy-check-program：没有那个文件或目录（os error 2）",
            ),
        ];
        for (lang, said) in cases {
            let outcome = with_lang(lang, || {
                run_once(
                    std::slice::from_ref(&program),
                    "1\n1\n",
                    "1 1\n",
                    Duration::from_secs(5),
                )
            });
            assert_eq!(outcome, Outcome::CannotStart(said.to_string()), "{lang:?}");
        }
    }

    /// The explanations join their lists of values with the language's
    /// separator: ", " in English, ， in Chinese, never an ASCII comma
    /// between Chinese clauses.
    #[test]
    fn explanations_join_their_lists_as_the_language_does() {
        let input = |numbers: &[u64]| Input {
            cases: vec![numbers.to_vec()],
            set: vec![1, 2],
        };
        let cases: &[(&str, Problem, Input, &str, &str)] = &[
            (
                "heap values",
                Problem::Hdu1848,
                input(&[1, 2]),
                "G(1) = 1, G(2) = 2",
                "G(1) = 1，G(2) = 2",
            ),
            (
                "pairs",
                Problem::P2148,
                input(&[1, 2, 3, 4]),
                "(1, 2) is worth 1, (3, 4) is worth",
                "(1, 2) 的值是 1，(3, 4) 的值是",
            ),
            (
                "heads",
                Problem::Hdu3537,
                input(&[0, 2]),
                "position 0 is worth 1, position 2 is worth",
                "位置 0 的值是 1，位置 2 的值是",
            ),
            (
                "tokens on a graph",
                Problem::Hdu1524,
                input(&[2, 1, 1, 0, 2, 0, 1]),
                "; ",
                "；",
            ),
        ];
        for (name, problem, input, en, zh) in cases {
            let english = with_lang(Lang::En, || explain(*problem, input));
            let chinese = with_lang(Lang::Zh, || explain(*problem, input));
            assert!(english.contains(en), "{name}: {english}");
            assert!(chinese.contains(zh), "{name}: {chinese}");
            assert!(!chinese.contains("; "), "{name}: {chinese}");
        }
    }

    /// Regression: POJ 2484's explanation was one string literal broken
    /// across lines without a `\`, so the source's indentation landed in
    /// the text as runs of 26 spaces. Tables align their columns with a
    /// few spaces; no explanation has a run of 16.
    #[test]
    fn explanations_have_no_runs_of_spaces_from_broken_string_literals() {
        for problem in Problem::ALL {
            for seed in 0..20 {
                let input = generate(problem, seed, Size::Tiny).input;
                let text = explain(problem, &input);
                for line in text.lines() {
                    assert!(
                        !line.trim_start().contains(&" ".repeat(16)),
                        "{}: seed {seed}: {line:?}",
                        problem.name()
                    );
                }
            }
        }
    }
}

//! `grundy check`: a contestant's program run on random judge inputs and
//! checked against grundy, with the first wrong answer shrunk.

use super::CommandError;
use crate::cli::CheckArgs;
use grundy_check::{CheckConfig, CheckReport, Outcome, Progress};
use grundy_i18n::{tr, Arg};
use grundy_oj::Problem;
use indicatif::ProgressBar;
use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::Mutex;

/// `grundy check`: exit status 0 if every case passed, 1 if one failed.
pub fn run(args: CheckArgs) -> Result<ExitCode, CommandError> {
    let problem = args.problem;
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_secs())
    });
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    let command = args.command;
    if !runnable(&command[0]) {
        return Err(CommandError::Input(tr!(
            "check-not-found",
            program = command[0]
        )));
    }
    let config = CheckConfig {
        cases: args.cases,
        seed,
        timeout: args.timeout_ms,
        threads,
        shrink_budget: args.shrink_budget,
    };
    let bars = Bars::default();
    let result = grundy_check::check_with_progress(problem, &command, &config, &|p| bars.show(p));
    bars.finish();
    let mut stdout = io::stdout().lock();
    let passed = report(problem, &config, &command, &result, &mut stdout)
        .and_then(|ok| stdout.flush().map(|()| ok))
        .map_err(|e| super::cannot_write_the("report", e))?;
    Ok(if passed {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Writes the report; returns whether every case passed.
fn report(
    problem: Problem,
    config: &CheckConfig,
    command: &[String],
    r: &CheckReport,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let Some(f) = &r.failure else {
        // Each case's seed is the first plus its index, wrapping as the
        // cases do (grundy_check::run).
        let last = config.seed.wrapping_add(config.cases as u64);
        let line = tr!(
            "check-passed",
            problem = problem,
            passed = r.passed,
            first = config.seed,
            last = last
        );
        writeln!(out, "{line}")?;
        if !r.edge_cases.is_empty() {
            let cases: Vec<String> = r.edge_cases.iter().map(|c| edge_case(c)).collect();
            let cases = grundy_i18n::join_list(&cases);
            writeln!(out, "{}", tr!("check-edge-cases", cases = cases))?;
        }
        return Ok(true);
    };
    let seed = config.seed.wrapping_add(f.case_number as u64 - 1);
    // The catalogue's variants are the check crate's kinds, a word each.
    let kind = f.outcome.kind().replace(' ', "-");
    let line = tr!(
        "check-failed",
        problem = problem,
        case = f.case_number,
        cases = config.cases,
        kind = kind,
        seed = seed
    );
    writeln!(out, "{line}")?;
    let program: Vec<String> = command.iter().map(|w| super::shell_word(w)).collect();
    let line = tr!(
        "check-again",
        seed = seed,
        problem = problem,
        program = program.join(" ")
    );
    writeln!(out, "{line}")?;
    if f.input != f.original {
        let (from, to) = (f.original.size(), f.input.size());
        let runs = f.shrink_runs;
        let line = if from == to {
            tr!("check-shrunk-numbers", runs = runs)
        } else {
            tr!("check-shrunk", from = from, to = to, runs = runs)
        };
        writeln!(out, "{line}")?;
    }
    // A shrinking cut short says so: the input shown need not be minimal.
    if f.shrink_stopped {
        let line = tr!("check-shrink-stopped", budget = Arg::count(f.shrink_budget));
        writeln!(out, "{line}")?;
    }
    let input = f.input.render(problem);
    writeln!(out, "\n{}\n{}", tr!("check-input"), input.trim_end())?;
    writeln!(out, "{}\n{}", tr!("check-expected"), f.expected.trim_end())?;
    match &f.outcome {
        Outcome::WrongAnswer { output } => {
            writeln!(out, "{}\n{}", tr!("check-printed"), output.trim_end())?
        }
        Outcome::NoOutput => writeln!(out, "{}", tr!("check-printed-nothing"))?,
        Outcome::Crash { status, stderr } => {
            writeln!(out, "{}", tr!("check-crashed", status = status))?;
            if !stderr.trim().is_empty() {
                writeln!(out, "{}", stderr.trim_end())?;
            }
        }
        Outcome::Timeout => {
            let ms = config.timeout.as_millis();
            writeln!(out, "{}", tr!("check-timeout", ms = ms))?
        }
        Outcome::CannotStart(why) => writeln!(out, "{}", tr!("check-cannot-start", why = why))?,
        Outcome::Pass => {}
    }
    let why = grundy_check::explain(problem, &f.input);
    writeln!(out, "{}\n{}", tr!("check-why"), why.trim_end())?;
    Ok(false)
}

/// The progress bars of a check, on stderr: drawn only when it is a
/// terminal (indicatif's own test), so that a report piped or captured is
/// the same as without them.
#[derive(Default)]
struct Bars {
    /// The bar of the cases, then of the shrinking.
    bar: Mutex<Option<(ProgressBar, bool)>>,
}

impl Bars {
    /// Moves the bar to `p`, starting the shrinking's bar when it begins.
    fn show(&self, p: Progress) {
        let mut bar = self.bar.lock().expect("not poisoned");
        match p {
            Progress::Cases { done, total } => {
                let (b, _) = bar.get_or_insert_with(|| {
                    let b = ProgressBar::new(total as u64);
                    b.set_style(crate::progress::style(&tr!("check-progress-cases"), false));
                    (b, false)
                });
                b.set_position(done as u64);
            }
            Progress::Shrinking { runs, budget, size } => {
                if !bar.as_ref().is_some_and(|(_, shrinking)| *shrinking) {
                    if let Some((old, _)) = bar.take() {
                        old.finish_and_clear();
                    }
                    let b = ProgressBar::new(budget as u64);
                    b.set_style(crate::progress::style(&tr!("check-progress-runs"), true));
                    *bar = Some((b, true));
                }
                if let Some((b, _)) = bar.as_ref() {
                    b.set_position(runs as u64);
                    b.set_message(tr!("check-progress-shrinking", size = Arg::count(size)));
                }
            }
        }
    }

    /// Clears the bar before the report is written.
    fn finish(&self) {
        if let Some((b, _)) = self.bar.lock().expect("not poisoned").take() {
            b.finish_and_clear();
        }
    }
}

/// Whether `program` names something that can be run: a path to a file, or
/// a name found on `PATH`.
fn runnable(program: &str) -> bool {
    let path = std::path::Path::new(program);
    if program.contains('/') {
        return path.is_file();
    }
    std::env::var_os("PATH")
        .is_some_and(|dirs| std::env::split_paths(&dirs).any(|dir| dir.join(program).is_file()))
}

/// The name of an edge case in the output's language: the check crate's
/// English name, or its Chinese from `edges.ftl` (`edge-` and the name,
/// lower case, other characters as `-`).
pub fn edge_case(name: &str) -> String {
    if grundy_i18n::current() == grundy_i18n::Lang::En {
        return name.to_string();
    }
    grundy_i18n::text(&edge_case_id(name), &[])
}

/// The catalogue's name for the edge case `name`.
fn edge_case_id(name: &str) -> String {
    let mut id = String::from("edge");
    let mut dash = true;
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            if dash {
                id.push('-');
            }
            id.push(c);
            dash = false;
        } else {
            dash = true;
        }
    }
    id
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_check::{generate, Size};
    use grundy_oj::Problem;

    /// Every edge case the generator mixes in, over many inputs of every
    /// problem and size, has its Chinese.
    #[test]
    fn every_edge_case_has_its_chinese() {
        let known = grundy_i18n::message_ids(grundy_i18n::Lang::Zh);
        let mut missing = std::collections::BTreeSet::new();
        for problem in Problem::ALL {
            for size in [Size::Tiny, Size::Small, Size::Wide] {
                for seed in 1..=60 {
                    for name in generate(problem, seed, size).edge_cases {
                        if !known.contains(&edge_case_id(name)) {
                            missing.insert((edge_case_id(name), name));
                        }
                    }
                }
            }
        }
        assert!(
            missing.is_empty(),
            "no Chinese in edges.ftl for {missing:?}"
        );
    }

    /// Regression: the shrinking's bar said "shrinking 1 numbers": its
    /// count was passed as text, which chooses no plural form; it is a
    /// count now, as the budget's line ("1 run") is.
    #[test]
    fn the_progress_and_the_budget_say_one_in_the_singular() {
        use grundy_i18n::{with_lang, Lang};
        let cases = [
            ("one number", Lang::En, 1, "shrinking 1 number"),
            ("numbers", Lang::En, 6, "shrinking 6 numbers"),
            ("Chinese", Lang::Zh, 1, "正在缩小 1 个数"),
        ];
        for (name, lang, size, said) in cases {
            let text = with_lang(lang, || {
                tr!("check-progress-shrinking", size = Arg::count(size))
            });
            assert_eq!(text, said, "{name}");
        }
        let one = with_lang(Lang::En, || {
            tr!("check-shrink-stopped", budget = Arg::count(1))
        });
        assert!(
            one.starts_with("Shrinking stopped at its budget of 1 run "),
            "{one}"
        );
    }

    #[test]
    fn an_edge_case_is_named_by_its_english() {
        assert_eq!(
            edge_case_id("values at the judge's limit"),
            "edge-values-at-the-judge-s-limit"
        );
        assert_eq!(edge_case_id("k = 1"), "edge-k-1");
        assert_eq!(
            edge_case_id("a pile of at most k + 1"),
            "edge-a-pile-of-at-most-k-1"
        );
    }
}

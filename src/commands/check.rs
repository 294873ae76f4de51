//! `grundy check`: a contestant's program run on random judge inputs and
//! checked against grundy, with the first wrong answer shrunk.

use super::CommandError;
use crate::cli::CheckArgs;
use grundy_check::{CheckConfig, CheckReport, Outcome};
use grundy_oj::Problem;
use std::io::{self, Write};
use std::process::ExitCode;

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
        return Err(CommandError::Input(format!(
            "the program \"{}\" was not found: give a path to it, or a command on PATH",
            command[0]
        )));
    }
    let config = CheckConfig {
        cases: args.cases,
        seed,
        timeout: args.timeout_ms,
        threads,
        shrink_runs: 2000,
    };
    let result = grundy_check::check(problem, &command, &config);
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
        writeln!(
            out,
            "{problem}: all {} cases passed (seeds {}..{}).",
            r.passed,
            config.seed,
            // Each case's seed is the first plus its index, wrapping as
            // the cases do (grundy_check::run).
            config.seed.wrapping_add(config.cases as u64)
        )?;
        if !r.edge_cases.is_empty() {
            writeln!(out, "Edge cases covered: {}.", r.edge_cases.join(", "))?;
        }
        return Ok(true);
    };
    let seed = config.seed.wrapping_add(f.case_number as u64 - 1);
    writeln!(
        out,
        "{problem}: case {} of {} failed: {} (seed {seed}).",
        f.case_number,
        config.cases,
        f.outcome.kind(),
    )?;
    let program: Vec<String> = command.iter().map(|w| super::shell_word(w)).collect();
    writeln!(
        out,
        "Seed {seed} gives this input again, before shrinking: grundy gen {problem} --seed {seed}; \
         to run this case alone: grundy check {problem} --seed {seed} --cases 1 -- {}",
        program.join(" ")
    )?;
    if f.input != f.original {
        let (from, to) = (f.original.size(), f.input.size());
        if from == to {
            writeln!(out, "Shrunk to smaller numbers in {} runs.", f.shrink_runs)?;
        } else {
            writeln!(
                out,
                "Shrunk from {from} numbers to {to} in {} runs.",
                f.shrink_runs
            )?;
        }
    }
    writeln!(out, "\n--- input\n{}", f.input.render(problem).trim_end())?;
    writeln!(out, "--- expected (grundy)\n{}", f.expected.trim_end())?;
    match &f.outcome {
        Outcome::WrongAnswer { output } => {
            writeln!(out, "--- your program printed\n{}", output.trim_end())?
        }
        Outcome::NoOutput => writeln!(out, "--- your program printed nothing")?,
        Outcome::Crash { status, stderr } => {
            writeln!(out, "--- your program crashed ({status})")?;
            if !stderr.trim().is_empty() {
                writeln!(out, "{}", stderr.trim_end())?;
            }
        }
        Outcome::Timeout => writeln!(
            out,
            "--- your program ran past {} ms and was stopped",
            config.timeout.as_millis()
        )?,
        Outcome::CannotStart(why) => writeln!(out, "--- your program could not be started: {why}")?,
        Outcome::Pass => {}
    }
    writeln!(
        out,
        "--- why (grundy's explanation)\n{}",
        grundy_check::explain(problem, &f.input).trim_end()
    )?;
    Ok(false)
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

//! `grundy gen` and `grundy check`: random judge inputs, and a contestant's
//! program checked against grundy with the first wrong answer shrunk.

use grundy_check::{CheckConfig, CheckReport, Outcome};
use grundy_oj::Problem;
use std::io::{self, Write};

/// Writes the report; returns whether every case passed.
pub fn report(
    problem: Problem,
    config: &CheckConfig,
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
        writeln!(out, "Edge cases covered: {}.", r.edge_cases.join(", "))?;
        return Ok(true);
    };
    writeln!(
        out,
        "{problem}: case {} of {} failed: {} (seed {}).",
        f.case_number,
        config.cases,
        f.outcome.kind(),
        config.seed.wrapping_add(f.case_number as u64 - 1)
    )?;
    if f.input != f.original {
        writeln!(
            out,
            "Shrunk from {} numbers to {} in {} runs.",
            f.original.size(),
            f.input.size(),
            f.shrink_runs
        )?;
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
pub fn runnable(program: &str) -> bool {
    let path = std::path::Path::new(program);
    if program.contains('/') {
        return path.is_file();
    }
    std::env::var_os("PATH")
        .is_some_and(|dirs| std::env::split_paths(&dirs).any(|dir| dir.join(program).is_file()))
}

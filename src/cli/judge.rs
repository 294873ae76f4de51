//! The arguments of the online-judge commands: an input generated, a
//! solution checked, a problem answered.

use super::values::{
    cases, check_threads, generated_size, problem, seed, shrink_budget, source_lang, timeout_ms,
};
use clap::Args;
use grundy_i18n::tr;
use grundy_oj::{Problem, SourceLang};
use std::path::PathBuf;
use std::time::Duration;

/// `grundy gen`'s arguments.
#[derive(Args)]
pub struct GenArgs {
    /// The problem (see `grundy oj --list`).
    #[arg(value_parser = problem)]
    pub problem: Problem,
    /// The seed: the same seed gives the same input.
    #[arg(long, default_value = "1", value_parser = seed)]
    pub seed: u64,
    /// tiny, small, wide (few numbers, values at the judge's limits) or
    /// judge-max; by default the size `grundy check` gives this seed, so that
    /// the seed a failed check reports gives its input here.
    #[arg(long, value_parser = generated_size)]
    pub size: Option<grundy_check::Size>,
}

/// `grundy check`'s arguments.
#[derive(Args)]
pub struct CheckArgs {
    /// The problem (see `grundy oj --list`).
    #[arg(value_parser = problem)]
    pub problem: Problem,
    /// How many random inputs.
    #[arg(long, default_value = "1000", value_parser = cases)]
    pub cases: usize,
    /// The seed of the first input (default: from the clock, and printed).
    #[arg(long, value_parser = seed)]
    pub seed: Option<u64>,
    /// The time limit of one run, in milliseconds.
    #[arg(long, default_value = "2000", value_parser = timeout_ms)]
    pub timeout_ms: Duration,
    /// How many runs at once (default: one per core).
    #[arg(long, value_parser = check_threads)]
    pub threads: Option<usize>,
    /// The most runs spent shrinking the first failing input (as one thread counts them); the report says when shrinking stopped at it.
    #[arg(long, default_value = "1000", value_parser = shrink_budget)]
    pub shrink_budget: usize,
    /// The program to check, after `--`.
    #[arg(last = true, required = true, value_name = "COMMAND")]
    pub command: Vec<String>,
}

/// `grundy oj`'s arguments.
#[derive(Args)]
pub struct OjArgs {
    /// The problem (see --list).
    #[arg(required_unless_present = "list", value_parser = problem)]
    pub problem: Option<Problem>,
    /// Read the input from this file instead of standard input (`-` is stdin).
    pub file: Option<PathBuf>,
    /// List the problems and their formats.
    #[arg(long)]
    pub list: bool,
}

/// `grundy oj --help`'s epilogue: the problems' names, so that every one
/// added is listed, and examples.
pub(super) fn oj_help() -> String {
    let names: Vec<&str> = Problem::ALL.iter().map(|p| p.name()).collect();
    tr!("after-oj", names = grundy_i18n::join_list(&names))
}

/// `grundy template`'s arguments.
#[derive(Args)]
pub struct TemplateArgs {
    /// The problem (see --list).
    #[arg(required_unless_present = "list", value_parser = problem)]
    pub problem: Option<Problem>,
    /// The programming language: cpp (the default) or python.
    #[arg(value_parser = source_lang)]
    pub language: Option<SourceLang>,
    /// List the problems and the languages of their templates.
    #[arg(long, conflicts_with = "language")]
    pub list: bool,
    /// Print JSON: the problem, the language, the method and the source.
    #[arg(long)]
    pub json: bool,
}

/// `grundy template --help`'s epilogue, with examples.
pub(super) fn template_help() -> String {
    tr!("after-template")
}

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
    #[arg(value_parser = problem)]
    pub problem: Problem,
    #[arg(long, default_value = "1", value_parser = seed)]
    pub seed: u64,
    #[arg(long, value_parser = generated_size)]
    pub size: Option<grundy_check::Size>,
}

/// `grundy check`'s arguments.
#[derive(Args)]
pub struct CheckArgs {
    #[arg(value_parser = problem)]
    pub problem: Problem,
    #[arg(long, default_value = "1000", value_parser = cases)]
    pub cases: usize,
    #[arg(long, value_parser = seed)]
    pub seed: Option<u64>,
    #[arg(long, default_value = "2000", value_parser = timeout_ms)]
    pub timeout_ms: Duration,
    #[arg(long, value_parser = check_threads)]
    pub threads: Option<usize>,
    #[arg(long, default_value = "1000", value_parser = shrink_budget)]
    pub shrink_budget: usize,
    #[arg(last = true, required = true, value_name = "COMMAND")]
    pub command: Vec<String>,
}

/// `grundy oj`'s arguments.
#[derive(Args)]
pub struct OjArgs {
    #[arg(required_unless_present = "list", value_parser = problem)]
    pub problem: Option<Problem>,
    pub file: Option<PathBuf>,
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
    #[arg(required_unless_present = "list", value_parser = problem)]
    pub problem: Option<Problem>,
    #[arg(value_parser = source_lang)]
    pub language: Option<SourceLang>,
    #[arg(long, conflicts_with = "language")]
    pub list: bool,
    #[arg(long)]
    pub json: bool,
}

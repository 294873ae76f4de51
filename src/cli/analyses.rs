//! The arguments of the commands that analyse one position: the Nim family,
//! Fibonacci Nim, Northcott's game, the new stone game, coin-turning games and
//! sums of games.

use super::values::{allowance, columns, k_bound, parse_rule, plot_file, PlotFile};
use crate::report::Show;
use clap::builder::{OsStringValueParser, TypedValueParser};
use clap::Args;
use grundy_engine::num::BigNat;
use grundy_i18n::tr;

/// How an analysis is shown.
#[derive(Args)]
pub struct Analysis {
    #[arg(long)]
    pub all: bool,
    #[arg(long)]
    pub explain: bool,
    #[arg(long)]
    pub json: bool,
}

impl Analysis {
    /// What the analysis prints.
    pub fn show(&self) -> Show {
        Show {
            all: self.all,
            explain: self.explain,
            json: self.json,
        }
    }
}

/// A position of numbers.
#[derive(Args)]
pub struct PositionArgs {
    #[arg(required = true, value_name = "NUMBER", allow_negative_numbers = true)]
    pub position: Vec<String>,
}

/// The arguments of `grundy nim`, `misere`, `staircase` and `chips`: a
/// position and how to show its analysis.
#[derive(Args)]
pub struct AnalysisArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    #[command(flatten)]
    pub analysis: Analysis,
}

/// `grundy moore`'s arguments.
#[derive(Args)]
pub struct MooreArgs {
    // Written -k everywhere (examples, refusals): a long --k, kept for the
    // command lines that use it, is hidden, not shown as the flag's name
    // (issue 42: a missing -k was named `--k <K>`).
    #[arg(short = 'k', alias = "k", allow_negative_numbers = true, value_parser = k_bound)]
    pub k: BigNat,
    #[command(flatten)]
    pub position: PositionArgs,
    #[command(flatten)]
    pub analysis: Analysis,
}

/// `grundy bounded`'s arguments.
#[derive(Args)]
pub struct BoundedArgs {
    // -k, its long name hidden: see `MooreArgs::k`.
    #[arg(short = 'k', alias = "k", allow_negative_numbers = true, value_parser = k_bound)]
    pub k: Option<BigNat>,
    #[command(flatten)]
    pub position: PositionArgs,
    #[command(flatten)]
    pub analysis: Analysis,
}

/// `grundy fib`'s arguments.
#[derive(Args)]
pub struct FibArgs {
    #[arg(value_name = "PILE")]
    pub pile: Vec<String>,
    // -k, its long name hidden: see `MooreArgs::k`.
    #[arg(short = 'k', alias = "k", default_value = "2", allow_negative_numbers = true, value_parser = k_bound)]
    pub k: BigNat,
    #[arg(long, value_name = "M", allow_negative_numbers = true, value_parser = allowance)]
    pub allowance: Option<BigNat>,
    #[arg(long)]
    pub all: bool,
    #[arg(long)]
    pub explain: bool,
    #[arg(long)]
    pub json: bool,
}

/// `grundy northcott`'s arguments.
#[derive(Args)]
pub struct NorthcottArgs {
    #[arg(short = 'm', long, value_name = "M", allow_negative_numbers = true, value_parser = columns)]
    pub columns: BigNat,
    #[arg(value_name = "ROW", allow_negative_numbers = true)]
    pub rows: Vec<String>,
    #[arg(long)]
    pub explain: bool,
    #[arg(long)]
    pub json: bool,
}

/// `grundy new-stone`'s arguments.
#[derive(Args)]
pub struct NewStoneArgs {
    #[arg(value_name = "PILE", allow_negative_numbers = true)]
    pub piles: Vec<String>,
    #[arg(long)]
    pub explain: bool,
    #[arg(long)]
    pub json: bool,
}

/// `grundy sum`'s arguments.
#[derive(Args)]
pub struct SumArgs {
    #[arg(required = true, value_name = "COMPONENT")]
    pub components: Vec<String>,
    #[arg(long)]
    pub all: bool,
    #[arg(long)]
    pub explain: bool,
    #[arg(long)]
    pub json: bool,
    #[arg(long)]
    pub misere: bool,
    #[arg(long, conflicts_with_all = ["selective", "conjunctive"])]
    pub every: bool,
    #[arg(long, conflicts_with = "selective")]
    pub conjunctive: bool,
    #[arg(long)]
    pub selective: bool,
}

/// `grundy sum --help`: every kind of component, from the registry.
pub(super) fn sum_help() -> String {
    tr!("after-sum", kinds = grundy_engine::kinds::help_lines())
}

/// `grundy coins`'s arguments.
#[derive(Args)]
pub struct CoinsArgs {
    #[arg(value_name = "RULE", value_parser = parse_rule)]
    pub rule: grundy_engine::coins::Rule,
    #[arg(value_name = "HEAD")]
    pub heads: Vec<String>,
    #[arg(long)]
    pub all: bool,
    #[arg(long)]
    pub explain: bool,
    #[arg(long)]
    pub json: bool,
    #[arg(long, value_name = "FILE", value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    #[arg(long, requires = "plot", conflicts_with_all = ["json", "explain"])]
    pub no_text: bool,
}

/// `grundy coins --help`: the codes' letters and every named rule, from
/// the engine's list.
pub(super) fn coins_help() -> String {
    let names: Vec<String> = grundy_engine::coins::NAMES
        .iter()
        .map(|(name, code)| {
            let title = grundy_engine::coins::title(name)
                .map(|t| grundy_i18n::say(&t))
                .unwrap_or_default();
            format!("  {name:<14} {code:<12} {title}")
        })
        .collect();
    tr!(
        "after-coins",
        codes = grundy_engine::coins::code::code_help(),
        names = names.join("\n")
    )
}

//! The arguments of the commands that tabulate: Wythoff's game and the
//! two-pile rules, nim-sequences near and far, and the patterns of a table.

use super::analyses::Analysis;
use super::values::{
    checkpoint_every, heap_game, k_range, map_size, plot_file, quotient_family, quotient_heaps,
    quotient_timeout, research_target, research_threads, row_width, shard, survey_to, table_size,
    take_and_break, two_pile_rules, two_pile_size, up_to, AsWritten, KRange, PlotFile,
};
use clap::builder::{OsStringValueParser, TypedValueParser};
use clap::Args;
use grundy_engine::heap::HeapGame;
use grundy_engine::two_pile::TwoPileRules;
use grundy_i18n::tr;
use std::path::PathBuf;
use std::time::Duration;

/// `grundy wythoff`'s arguments.
#[derive(Args)]
pub struct WythoffArgs {
    #[arg(value_name = "PILE", allow_negative_numbers = true)]
    pub piles: Vec<String>,
    #[arg(long, value_name = "K[..K2]", conflicts_with_all = ["piles", "map", "table"], value_parser = k_range)]
    pub p_position: Option<KRange>,
    #[arg(long, value_name = "N", conflicts_with_all = ["piles", "table"], value_parser = map_size)]
    pub map: Option<usize>,
    #[arg(long, value_name = "N", conflicts_with = "piles", value_parser = table_size)]
    pub table: Option<usize>,
    #[arg(long, requires = "table", conflicts_with = "json")]
    pub csv: bool,
    #[arg(long, value_name = "FILE", conflicts_with_all = ["piles", "p_position"], value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    #[arg(long, requires = "plot", conflicts_with_all = ["json", "csv"])]
    pub no_text: bool,
    #[command(flatten)]
    pub analysis: Analysis,
}

/// `grundy two-pile`'s arguments.
#[derive(Args)]
pub struct TwoPileArgs {
    #[arg(value_parser = two_pile_rules)]
    pub spec: AsWritten<TwoPileRules>,
    #[arg(long, value_name = "N", default_value = "30", value_parser = two_pile_size)]
    pub size: usize,
    #[arg(long)]
    pub table: bool,
    #[arg(long, requires = "table", conflicts_with = "json")]
    pub csv: bool,
    #[arg(long)]
    pub map: bool,
    #[arg(long)]
    pub json: bool,
    #[arg(long, value_name = "FILE", value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    #[arg(long, requires = "plot", conflicts_with_all = ["json", "csv", "table", "map"])]
    pub no_text: bool,
}

/// `grundy seq`'s arguments.
#[derive(Args)]
pub struct SeqArgs {
    #[arg(value_parser = heap_game)]
    pub game: AsWritten<HeapGame>,
    #[arg(long, value_name = "N", value_parser = up_to)]
    pub up_to: Option<usize>,
    #[arg(long, value_name = "W", default_value = "10", value_parser = row_width, conflicts_with_all = ["json", "csv", "no_text", "misere"])]
    pub row: usize,
    #[arg(long, conflicts_with_all = ["plot", "no_text"])]
    pub misere: bool,
    #[arg(long)]
    pub json: bool,
    #[arg(long, conflicts_with = "json")]
    pub csv: bool,
    #[arg(long, value_name = "FILE", value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    #[arg(long, requires = "plot", conflicts_with_all = ["json", "csv"])]
    pub no_text: bool,
}

/// Seconds between checkpoints of `research` unless `--checkpoint-every`
/// says otherwise.
pub const CHECKPOINT_EVERY: &str = "300";

/// `grundy research`'s arguments.
#[derive(Args)]
pub struct ResearchArgs {
    #[arg(value_parser = heap_game)]
    pub game: AsWritten<HeapGame>,
    #[arg(long, value_name = "N", value_parser = research_target)]
    pub to: usize,
    #[arg(long, value_name = "DIR")]
    pub stats_dir: Option<PathBuf>,
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    #[arg(long, value_name = "SECONDS", default_value = CHECKPOINT_EVERY, value_parser = checkpoint_every)]
    pub checkpoint_every: Duration,
    #[arg(long)]
    pub resume: bool,
    #[arg(long, value_name = "FILE")]
    pub values: Option<PathBuf>,
    #[arg(long, value_name = "N", value_parser = research_threads)]
    pub threads: Option<usize>,
    #[arg(long, value_name = "DIR")]
    pub disk: Option<PathBuf>,
    #[arg(long)]
    pub direct: bool,
    #[arg(long)]
    pub json: bool,
}

/// `grundy research --help`: the games it takes, the names among them from
/// the table of named heap games.
pub(super) fn research_help() -> String {
    let names: Vec<String> = grundy_engine::heap::names::NAMED
        .iter()
        .filter(|n| n.game().sparse_rules().is_some())
        .map(|n| match n.stands_for {
            grundy_engine::heap::names::StandsFor::Code(code) => format!("{} ({code})", n.name),
            _ => n.name.to_string(),
        })
        .collect();
    tr!("after-research", names = grundy_i18n::join_list(&names))
}

/// `grundy survey`'s arguments.
#[derive(Args)]
pub struct SurveyArgs {
    #[arg(value_name = "PATTERN")]
    pub pattern: String,
    #[arg(long, value_name = "N", value_parser = survey_to)]
    pub to: usize,
    #[arg(long, value_name = "N", value_parser = research_threads)]
    pub threads: Option<usize>,
    #[arg(long, value_name = "FILE", conflicts_with = "merge")]
    pub resume: Option<PathBuf>,
    #[arg(long, value_name = "I/K", value_parser = shard, conflicts_with = "merge")]
    pub shard: Option<(usize, usize)>,
    #[arg(long, value_name = "FILE", num_args = 1.., conflicts_with = "threads")]
    pub merge: Vec<PathBuf>,
    #[arg(long, conflicts_with = "merge")]
    pub misere: bool,
    #[arg(long, value_name = "FILE", value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    #[arg(long, value_name = "DIR", conflicts_with = "merge")]
    pub checkpoints: Option<PathBuf>,
    #[arg(long, value_name = "SECONDS", requires = "checkpoints", value_parser = checkpoint_every)]
    pub checkpoint_every: Option<Duration>,
    #[arg(long, value_name = "SECONDS", requires = "misere", value_parser = quotient_timeout)]
    pub misere_timeout: Option<Duration>,
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    #[arg(long)]
    pub csv: bool,
}

/// `grundy pattern`'s arguments.
#[derive(Args)]
pub struct PatternArgs {
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    #[arg(long)]
    pub json: bool,
    #[arg(long, value_name = "FILE", value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    #[arg(long, requires = "plot", conflicts_with = "json")]
    pub no_text: bool,
}

/// `grundy quotient`'s arguments.
#[derive(Args)]
pub struct QuotientArgs {
    #[arg(
        value_parser = take_and_break,
        required_unless_present_any = ["verify", "sweep"],
        conflicts_with_all = ["verify", "sweep"]
    )]
    pub code: Option<AsWritten<grundy_engine::octal::TakeAndBreak>>,
    #[arg(long, value_name = "FAMILY", value_parser = quotient_family, conflicts_with_all = ["verify", "certificate", "explain"])]
    pub sweep: Option<AsWritten<Vec<grundy_engine::octal::TakeAndBreak>>>,
    #[arg(long, value_name = "FILE", requires = "sweep")]
    pub resume: Option<PathBuf>,
    #[arg(long, value_name = "FILE", conflicts_with_all = ["verify", "sweep", "explain"])]
    pub compare: Option<PathBuf>,
    #[arg(long, value_name = "N", default_value = "1000", value_parser = quotient_heaps)]
    pub heaps: usize,
    #[arg(long, value_name = "SECONDS", value_parser = quotient_timeout)]
    pub timeout: Option<Duration>,
    #[arg(long, value_name = "FILE", conflicts_with = "verify")]
    pub certificate: Option<PathBuf>,
    #[arg(long, value_name = "FILE")]
    pub verify: Option<PathBuf>,
    #[arg(long, conflicts_with = "json")]
    pub explain: bool,
    #[arg(long)]
    pub json: bool,
}

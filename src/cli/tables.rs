//! The arguments of the commands that tabulate: Wythoff's game and the
//! two-pile rules, nim-sequences near and far, and the patterns of a table.

use super::analyses::Analysis;
use super::values::{
    checkpoint_every, heap_game, k_range, map_size, plot_file, research_target, research_threads,
    row_width, table_size, two_pile_rules, two_pile_size, up_to, AsWritten, KRange, PlotFile,
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
    /// The two piles (either order), or `-` to read them from standard input.
    #[arg(value_name = "PILE", allow_negative_numbers = true)]
    pub piles: Vec<String>,
    /// Print the k-th P-position, or those of a range K1..K2: `k a b` per line.
    #[arg(long, value_name = "K[..K2]", conflicts_with_all = ["piles", "map", "table"], value_parser = k_range)]
    pub p_position: Option<KRange>,
    /// Print a map of the P-positions among the piles below N.
    #[arg(long, value_name = "N", conflicts_with_all = ["piles", "table"], value_parser = map_size)]
    pub map: Option<usize>,
    /// Print the Grundy values G(a, b) for the piles below N.
    #[arg(long, value_name = "N", conflicts_with = "piles", value_parser = table_size)]
    pub table: Option<usize>,
    /// With --table: comma-separated values with a header row.
    #[arg(long, requires = "table", conflicts_with = "json")]
    pub csv: bool,
    /// With --map N: also draw the P-positions as a scatter plot; with --table N: also draw
    /// the Grundy values as a heat map. FILE ends in .png or .svg.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["piles", "p_position"], value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    /// With --plot: draw the picture only; print no map or table (`wrote FILE` still goes to stderr).
    #[arg(long, requires = "plot", conflicts_with_all = ["json", "csv"])]
    pub no_text: bool,
    #[command(flatten)]
    pub analysis: Analysis,
}

/// `grundy two-pile`'s arguments.
#[derive(Args)]
pub struct TwoPileArgs {
    /// The rules, for example `one,both`.
    #[arg(value_parser = two_pile_rules)]
    pub spec: AsWritten<TwoPileRules>,
    /// Tabulate the piles below N.
    #[arg(long, value_name = "N", default_value = "30", value_parser = two_pile_size)]
    pub size: usize,
    /// Also print the Grundy table.
    #[arg(long)]
    pub table: bool,
    /// With --table: only the table, as comma-separated values.
    #[arg(long, requires = "table", conflicts_with = "json")]
    pub csv: bool,
    /// Also print a map of the P-positions.
    #[arg(long)]
    pub map: bool,
    /// Print JSON: the rules, the P-positions with differences, and the table with --table.
    #[arg(long)]
    pub json: bool,
    /// Also draw the Grundy values as a heat map, the P-positions (G = 0) in red; FILE ends
    /// in .png or .svg.
    #[arg(long, value_name = "FILE", value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    /// With --plot: draw the picture only; print no text (`wrote FILE` still goes to stderr).
    #[arg(long, requires = "plot", conflicts_with_all = ["json", "csv", "table", "map"])]
    pub no_text: bool,
}

/// `grundy seq`'s arguments.
#[derive(Args)]
pub struct SeqArgs {
    /// The game.
    #[arg(value_parser = heap_game)]
    pub game: AsWritten<HeapGame>,
    /// Compute G(0) to G(N) [default: 100; with --misere, 30].
    #[arg(long, value_name = "N", value_parser = up_to)]
    pub up_to: Option<usize>,
    /// Values per line of the text output.
    #[arg(long, value_name = "W", default_value = "10", value_parser = row_width, conflicts_with_all = ["json", "csv", "no_text", "misere"])]
    pub row: usize,
    /// Misère play: the misère nim-value and Conway's genus of every heap, and whether the
    /// game is tame there (a table, one line per heap; with --json or --csv as those).
    #[arg(long, conflicts_with_all = ["plot", "no_text"])]
    pub misere: bool,
    /// Print JSON: game, values, period, preperiod, saltus, proven, proof.
    #[arg(long)]
    pub json: bool,
    /// Print comma-separated values: a header `n,value`, then one line per heap size.
    #[arg(long, conflicts_with = "json")]
    pub csv: bool,
    /// Also draw the values as a scatter plot, PNG or SVG by the extension: the preperiod
    /// and the period marked, and whether the period is proven or only observed.
    #[arg(long, value_name = "FILE", value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    /// With --plot: draw the picture only; print no values (`wrote FILE` still goes to stderr).
    #[arg(long, requires = "plot", conflicts_with_all = ["json", "csv"])]
    pub no_text: bool,
}

/// Seconds between checkpoints of `research` unless `--checkpoint-every`
/// says otherwise.
pub const CHECKPOINT_EVERY: &str = "300";

/// `grundy research`'s arguments.
#[derive(Args)]
pub struct ResearchArgs {
    /// The game.
    #[arg(value_parser = heap_game)]
    pub game: AsWritten<HeapGame>,
    /// Compute G(0) to G(N): a number or a power of two such as 2^24.
    #[arg(long, value_name = "N", value_parser = research_target)]
    pub to: usize,
    /// Write DIR/N.txt at every power of two N: lines `value count` over G(1..=N).
    #[arg(long, value_name = "DIR")]
    pub stats_dir: Option<PathBuf>,
    /// Save the run to FILE every so often, on Ctrl-C and at the end.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    /// Seconds between checkpoints.
    #[arg(long, value_name = "SECONDS", default_value = CHECKPOINT_EVERY, value_parser = checkpoint_every)]
    pub checkpoint_every: Duration,
    /// Go on from the --checkpoint FILE (the same game; a larger --to extends it).
    #[arg(long)]
    pub resume: bool,
    /// Stream the values to FILE as 16-bit little-endian numbers, G(0) first.
    #[arg(long, value_name = "FILE")]
    pub values: Option<PathBuf>,
    /// Threads to use (default: every core).
    #[arg(long, value_name = "N", value_parser = research_threads)]
    pub threads: Option<usize>,
    /// Keep the values in files in DIR, memory-mapped: a run bounded by the disk, not by memory.
    #[arg(long, value_name = "DIR")]
    pub disk: Option<PathBuf>,
    /// Use the direct method only (every split of every heap): the baseline.
    #[arg(long)]
    pub direct: bool,
    /// Print JSON at the end: milestones, proof, checksum.
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

/// `grundy pattern`'s arguments.
#[derive(Args)]
pub struct PatternArgs {
    /// The table: a file, or `-` to read standard input.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Print JSON: what was read, the period or the pairs, and every finding.
    #[arg(long)]
    pub json: bool,
    /// Also draw the table, PNG or SVG by the extension: a sequence's values with the period
    /// marked, a 2-D table's P-positions scattered, the pairs and their mirror images.
    #[arg(long, value_name = "FILE", value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    /// With --plot: draw the picture only; print no report (`wrote FILE` still goes to stderr).
    #[arg(long, requires = "plot", conflicts_with = "json")]
    pub no_text: bool,
}

pub(super) const PATTERN_HELP: &str = "\
The table is a sequence (lines `n value`, or a list of values) or a 2-D table (rows of numbers,
P-positions where the value is 0, or of marks P and N or .), or exactly what grundy seq, grundy
seq --csv, grundy wythoff --table (--csv), grundy wythoff --map and grundy two-pile print,
headers included, or their --json. Blank lines and lines starting with # are skipped; lines of
two numbers whose first counts up by one are a sequence `n value`, one line of numbers a list.

For a sequence: the least period and preperiod (seen at least 3 times over, and for at least
as long as the preperiod), or an arithmetic period with its saltus; the zeros as an arithmetic
progression, or as a Beatty sequence floor(k a) with the exact interval of slopes a. For a 2-D
table: the P-positions as pairs a_k <= b_k, their symmetry, whether a_k is the mex of the
earlier pairs, whether b_k - a_k grows linearly: the shape of Wythoff's solution. Each finding
comes with its evidence, and the first counterexample where a guess fails; a pattern within the
table is not a proof.

Examples:
  grundy seq kayles --up-to 200 | grundy pattern -
  grundy wythoff --table 30 | grundy pattern -
  grundy two-pile 'one,both<3' --size 60 | grundy pattern -
  grundy seq 0.07 --up-to 300 --csv > dawson.csv && grundy pattern dawson.csv --json
  grundy wythoff --table 60 | grundy pattern - --plot pairs.svg --no-text
  printf 'P N N\\nN N P\\nN P N\\n' | grundy pattern -";

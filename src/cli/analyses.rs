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
    /// List every winning move, not only the canonical one.
    #[arg(long)]
    pub all: bool,
    /// Explain the verdict and the winning move step by step.
    #[arg(long)]
    pub explain: bool,
    /// Print JSON: one object on one line, with every winning move.
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
    /// The position: numbers of any size, or `-` to read them from standard input.
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
    /// The most piles one move may touch (at least 1).
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
    /// The most one move may take from a pile (at least 1), unless given per pile.
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
    /// The pile (any size; `-` reads it from standard input).
    #[arg(value_name = "PILE")]
    pub pile: Vec<String>,
    /// The factor k: a move takes at most k times the last take.
    // -k, its long name hidden: see `MooreArgs::k`.
    #[arg(short = 'k', alias = "k", default_value = "2", allow_negative_numbers = true, value_parser = k_bound)]
    pub k: BigNat,
    /// The most the player to move may take (default: a fresh pile, 1 to n − 1).
    #[arg(long, value_name = "M", allow_negative_numbers = true, value_parser = allowance)]
    pub allowance: Option<BigNat>,
    /// Accepted for symmetry with the other analyses: every winning move is always listed.
    #[arg(long)]
    pub all: bool,
    /// Write the pile as its sum of losing sizes and say why the take wins.
    #[arg(long)]
    pub explain: bool,
    /// Print JSON: pile, k, allowance, terms, verdict, takes.
    #[arg(long)]
    pub json: bool,
}

/// `grundy northcott`'s arguments.
#[derive(Args)]
pub struct NorthcottArgs {
    /// The columns of the board, numbered 1 to M (any size).
    #[arg(short = 'm', long, value_name = "M", allow_negative_numbers = true, value_parser = columns)]
    pub columns: BigNat,
    /// The rows, each T:J: the columns of your piece and of the opponent's (`-`: read them from
    /// standard input, as T:J or as two numbers a row).
    #[arg(value_name = "ROW", allow_negative_numbers = true)]
    pub rows: Vec<String>,
    /// Show the gaps, their xor, and why the game is Nim.
    #[arg(long)]
    pub explain: bool,
    /// Print JSON: columns, rows with gaps, value, verdict, moves.
    #[arg(long)]
    pub json: bool,
}

/// `grundy new-stone`'s arguments.
#[derive(Args)]
pub struct NewStoneArgs {
    /// The piles (any size; `-` reads them from standard input).
    #[arg(value_name = "PILE", allow_negative_numbers = true)]
    pub piles: Vec<String>,
    /// Put the piles in order and say why the pairs decide.
    #[arg(long)]
    pub explain: bool,
    /// Print JSON: piles, verdict, moves.
    #[arg(long)]
    pub json: bool,
}

/// `grundy sum`'s arguments.
#[derive(Args)]
pub struct SumArgs {
    /// The components (`-`: read them from standard input).
    #[arg(required = true, value_name = "COMPONENT")]
    pub components: Vec<String>,
    /// Accepted for symmetry with the other analyses: every winning move is always listed.
    #[arg(long)]
    pub all: bool,
    /// Explain the xor of the values and where the winning moves come from.
    #[arg(long)]
    pub explain: bool,
    /// Print JSON: components with values, grundy, verdict, moves.
    #[arg(long)]
    pub json: bool,
    /// Misère play: whoever moves last loses (Nim piles and Hackenbush trees by the SJ theorem on
    /// their parts, a pile or a root branch, at any size; other games by the SJ theorem where
    /// every position of value 0 is over, by genus theory where every component is tame, else by
    /// a search of the whole sum).
    #[arg(long)]
    pub misere: bool,
    /// The conjunctive sum (Every-SG): every component moves at each turn, and the game ends
    /// when one cannot.
    #[arg(long, conflicts_with = "selective")]
    pub every: bool,
    /// The selective sum: a move is a move in any non-empty set of components.
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
    /// The rule: a name (turtles, mock, ruler, turnips, grunt, corners, …), a turning code
    /// (1-3, 1+C, 3E, 4FS, 1-3C(5)) or a product of codes for a board (1-2x1+C).
    #[arg(value_name = "RULE", value_parser = parse_rule)]
    pub rule: grundy_engine::coins::Rule,
    /// The coins showing heads, numbered from 1: `4` in a row, `2:3` on a board, or a row's
    /// faces `THHTH` (`-`: read them from standard input; none: every coin tails).
    #[arg(value_name = "HEAD")]
    pub heads: Vec<String>,
    /// Accepted for symmetry with the other analyses: every winning move is always listed.
    #[arg(long)]
    pub all: bool,
    /// Show each head's value, the rule behind it, and their xor.
    #[arg(long)]
    pub explain: bool,
    /// Print JSON: rule, heads with values, grundy, verdict, moves.
    #[arg(long)]
    pub json: bool,
    /// Also draw the row or board, PNG or SVG by the extension: heads dark with their
    /// values, tails light, the coins of the first winning move ringed (at most 64 coins on
    /// a side; a box is not drawn).
    #[arg(long, value_name = "FILE", value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    /// With --plot: draw the picture only; print no analysis (`wrote FILE` still goes to stderr).
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

//! `grundy` itself: its own flags and the list of its commands. Their help
//! is the catalogues' (`help.ftl`, put in by `crate::help::localized`);
//! an epilogue drawn from a registry (`sum`, `research`, `oj`, `play`,
//! `coins`) is a message of its own, made here.

use super::analyses::{
    coins_help, sum_help, AnalysisArgs, BoundedArgs, CoinsArgs, FibArgs, MooreArgs, NewStoneArgs,
    NorthcottArgs, SumArgs,
};
use super::graphs::{GeographyArgs, GraphArgs, HackenbushArgs};
use super::judge::{oj_help, CheckArgs, GenArgs, OjArgs, TemplateArgs};
use super::tables::{
    research_help, PatternArgs, QuotientArgs, ResearchArgs, SeqArgs, TwoPileArgs, WythoffArgs,
};
use super::tools::{play_help, CompletionsArgs, ManArgs, NimberArgs, PlayArgs, ServeArgs};
use crate::help::english;
use clap::{Parser, Subcommand};

/// The command line.
#[derive(Parser)]
#[command(name = "grundy", version)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    #[arg(long, global = true, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
}

/// The languages `--lang` takes.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum LangArg {
    #[value(help = english("help-value-lang-en"))]
    En,
    #[value(help = english("help-value-lang-zh"))]
    Zh,
}

impl From<LangArg> for grundy_i18n::Lang {
    fn from(lang: LangArg) -> Self {
        match lang {
            LangArg::En => grundy_i18n::Lang::En,
            LangArg::Zh => grundy_i18n::Lang::Zh,
        }
    }
}

/// The commands.
#[derive(Subcommand)]
pub enum Command {
    Nim(AnalysisArgs),
    #[command(alias = "misere-nim", alias = "misère")]
    Misere(AnalysisArgs),
    #[command(alias = "nim-k")]
    Moore(MooreArgs),
    #[command(alias = "bounded-nim")]
    Bounded(BoundedArgs),
    Staircase(AnalysisArgs),
    Chips(AnalysisArgs),
    #[command(alias = "team-nim")]
    Teams(AnalysisArgs),
    Wythoff(WythoffArgs),
    #[command(name = "two-pile")]
    TwoPile(TwoPileArgs),
    Seq(SeqArgs),
    #[command(after_help = research_help())]
    Research(ResearchArgs),
    Quotient(QuotientArgs),
    #[command(after_help = sum_help())]
    Sum(SumArgs),
    Gen(GenArgs),
    Check(CheckArgs),
    #[command(
        after_help = play_help())]
    Play(PlayArgs),
    Serve(ServeArgs),
    #[command(after_help = oj_help())]
    Oj(OjArgs),
    Template(TemplateArgs),
    Nimber(NimberArgs),
    #[command(visible_alias = "fibonacci-nim")]
    Fib(FibArgs),
    Northcott(NorthcottArgs),
    NewStone(NewStoneArgs),
    Hackenbush(HackenbushArgs),
    Geography(GeographyArgs),
    Pattern(PatternArgs),
    Graph(GraphArgs),
    #[command(after_help = coins_help())]
    Coins(CoinsArgs),
    Completions(CompletionsArgs),
    Man(ManArgs),
}

/// The whole command line's definition, for the completion scripts and the
/// manual pages: its structure, whose texts `crate::help::localized` puts in.
pub fn definition() -> clap::Command {
    <Cli as clap::CommandFactory>::command()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_definitions_are_consistent() {
        // Conflicts, requirements and value names that clap checks only
        // when asked, or when a user first meets them.
        <super::Cli as clap::CommandFactory>::command().debug_assert();
    }
}

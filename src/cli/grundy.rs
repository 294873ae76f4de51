//! `grundy` itself: its own flags and the list of its commands. Their help
//! is the catalogues' (`help.ftl`, put in by `crate::help::localized`);
//! an epilogue drawn from a registry (`sum`, `research`, `oj`, `play`,
//! `coins`) is a message of its own, made by [`epilogue`] when help is
//! shown (not in the definition: a line that parses would pay for it).

use super::analyses::{
    coins_help, sum_help, AnalysisArgs, BoundedArgs, CoinsArgs, FibArgs, MooreArgs, NewStoneArgs,
    NorthcottArgs, SumArgs,
};
use super::graphs::{GeographyArgs, GraphArgs, HackenbushArgs};
use super::judge::{oj_help, CheckArgs, GenArgs, OjArgs, TemplateArgs};
use super::tables::{
    research_help, PatternArgs, QuotientArgs, ResearchArgs, SeqArgs, SurveyArgs, TwoPileArgs,
    WythoffArgs,
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
    Research(ResearchArgs),
    Quotient(QuotientArgs),
    Survey(SurveyArgs),
    Sum(SumArgs),
    Gen(GenArgs),
    Check(CheckArgs),
    Play(PlayArgs),
    Serve(ServeArgs),
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
    Coins(CoinsArgs),
    Completions(CompletionsArgs),
    Man(ManArgs),
}

/// The text after a command's options drawn from a registry, for the
/// commands that have one (`name` as clap names the command). Made only
/// for help: building `play`'s parses every kind's example, and any of
/// them loads the catalogues, which a command line that parses never needs.
pub fn epilogue(name: &str) -> Option<String> {
    match name {
        "research" => Some(research_help()),
        "sum" => Some(sum_help()),
        "play" => Some(play_help()),
        "oj" => Some(oj_help()),
        "coins" => Some(coins_help()),
        _ => None,
    }
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

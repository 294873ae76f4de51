//! The command line: every command's arguments and the parsers that read
//! and bound their values, a file for each group of commands. Their help
//! is in the catalogues (`help.ftl`), put in by `crate::help::localized`:
//! the arguments' fields and the commands carry no doc comment, which clap
//! would read as English help; each is the argument or command of its name
//! (`help-CMD-ARG`, `help-CMD`).

mod analyses;
mod graphs;
mod grundy;
mod judge;
mod read;
mod tables;
mod tools;
mod values;

pub use analyses::{
    AnalysisArgs, BoundedArgs, CoinsArgs, FibArgs, MooreArgs, NewStoneArgs, NorthcottArgs,
    PositionArgs, SumArgs,
};
pub use graphs::{GeographyArgs, GraphArgs, HackenbushArgs};
#[cfg(test)]
pub use grundy::Cli;
pub use grundy::{definition, epilogue, Command};
pub use judge::{CheckArgs, GenArgs, OjArgs, TemplateArgs};
#[cfg(test)]
pub(crate) use read::asked_lang;
pub use read::{asked_explanation, parse};
pub use tables::{
    PatternArgs, QuotientArgs, ResearchArgs, SeqArgs, SurveyArgs, TwoPileArgs, WythoffArgs,
    CHECKPOINT_EVERY,
};
pub use tools::{CompletionsArgs, ManArgs, NimberArgs, NimberOp, PlayArgs, ServeArgs};
pub use values::{k_bound, AsWritten, PlotFile};

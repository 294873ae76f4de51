//! `grundy`: impartial games from the command line.
//!
//! This file reads the command line, hands each command to its module in
//! `commands`, and turns the outcome into an exit status.

mod clap_errors;
mod cli;
mod commands;
mod error;
mod help;
mod input;
mod progress;
mod report;
mod sigbus;
mod suggest;
mod wrap;

use cli::Command;
use commands::{
    check, coins, completions, fib, generate, geography, graph, hackenbush, man, new_stone,
    nim_family, nimber, northcott, oj, pattern, play, quotient, research, seq, serve, sum, survey,
    team_nim, template, two_pile, wythoff, CommandError,
};
use std::process::ExitCode;

fn main() -> ExitCode {
    let outcome = cli::parse().and_then(|command| match command {
        Command::Nim(args) => nim_family::nim(args),
        Command::Misere(args) => nim_family::misere(args),
        Command::Moore(args) => nim_family::moore(args),
        Command::Bounded(args) => nim_family::bounded(args),
        Command::Staircase(args) => nim_family::staircase(args),
        Command::Chips(args) => nim_family::chips(args),
        Command::Teams(args) => team_nim::teams(args),
        Command::Wythoff(args) => wythoff::run(args),
        Command::TwoPile(args) => two_pile::run(args),
        Command::Seq(args) => seq::run(args),
        Command::Research(args) => research::run(args),
        Command::Quotient(args) => quotient::run(args),
        Command::Survey(args) => survey::run(args),
        Command::Sum(args) => sum::run(args),
        Command::Gen(args) => generate::run(args),
        Command::Check(args) => check::run(args),
        Command::Play(args) => play::run(args),
        Command::Serve(args) => serve::run(args),
        Command::Oj(args) => oj::run(args),
        Command::Template(args) => template::run(args),
        Command::Nimber(args) => nimber::run(args),
        Command::Coins(args) => coins::run(args),
        Command::Fib(args) => fib::run(args),
        Command::Northcott(args) => northcott::run(args),
        Command::NewStone(args) => new_stone::run(args),
        Command::Hackenbush(args) => hackenbush::run(args),
        Command::Geography(args) => geography::run(args),
        Command::Pattern(args) => pattern::run(args),
        Command::Graph(args) => graph::run(args),
        Command::Completions(args) => completions::run(args),
        Command::Man(args) => man::run(args),
    });
    match outcome {
        Ok(code) => {
            // An explanation's words (P-position, *n, remoteness) are the
            // glossary's: say where it is, once, at the end.
            if cli::asked_explanation() {
                use std::io::Write;
                let _ = writeln!(
                    std::io::stdout(),
                    "\n{}",
                    grundy_i18n::tr!("explain-glossary")
                );
            }
            code
        }
        Err(CommandError::Input(message)) => {
            eprintln!("{}", grundy_i18n::tr!("error-line", message = message));
            ExitCode::from(2)
        }
        Err(CommandError::Other(message)) => {
            eprintln!("{}", grundy_i18n::tr!("error-line", message = message));
            ExitCode::from(1)
        }
        Err(CommandError::OutputClosed) => ExitCode::SUCCESS,
    }
}

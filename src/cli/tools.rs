//! The arguments of the other commands: playing, the web playground,
//! nimber arithmetic, the completion scripts and the manual pages.

use super::values::address;
use crate::help::english;
use clap::Args;
use grundy_i18n::tr;
use std::net::SocketAddr;
use std::path::PathBuf;

/// `grundy play`'s arguments.
#[derive(Args)]
pub struct PlayArgs {
    pub game: String,
    #[arg(required = true, value_name = "POSITION")]
    pub position: Vec<String>,
    #[arg(long, conflicts_with = "two_players")]
    pub computer_first: bool,
    #[arg(long)]
    pub two_players: bool,
    #[arg(long)]
    pub misere: bool,
}

/// `grundy play --help`: every kind's way to be played and its moves typed,
/// from the registry.
pub(super) fn play_help() -> String {
    use grundy_engine::play::Playable;
    let mut games = Vec::new();
    let mut moves = Vec::new();
    for kind in grundy_engine::kinds::KINDS {
        let example = kind.play.example;
        games.push(example);
        let mut words = example.split(' ');
        let game = words.next().unwrap_or_default();
        let numbers: Vec<String> = words.map(String::from).collect();
        let texts = kind.play_components(game, &numbers);
        let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
        if let Ok(g) = grundy_engine::play::Game::parse(&texts) {
            let typed: Vec<String> = g
                .move_syntax()
                .into_iter()
                .map(|(p, _)| format!("'{p}'"))
                .collect();
            moves.push(format!(
                "  {example}: {}",
                typed.join(&tr!("after-play-or"))
            ));
        }
    }
    use grundy_engine::play::{PileRule, Piles};
    moves.push("  chips 1 5 6: 'C T'".to_string());
    for (example, rule) in [
        ("misere 3 5 1", PileRule::Misere),
        ("moore:2 3 5 6", PileRule::Moore(2u64.into())),
    ] {
        let typed: Vec<String> = Piles::new(Vec::new(), rule)
            .move_syntax()
            .into_iter()
            .map(|(p, _)| format!("'{p}'"))
            .collect();
        moves.push(format!(
            "  {example}: {}",
            typed.join(&tr!("after-play-or"))
        ));
    }
    let teams = grundy_engine::play::TeamNim::new(&[1u64.into(), 1u64.into(), 1u64.into()])
        .expect("a heap of 1 and two seats is a team Nim position");
    let typed: Vec<String> = teams
        .move_syntax()
        .into_iter()
        .map(|(p, _)| format!("'{p}'"))
        .collect();
    moves.push(format!(
        "  teams 97 8 7 6 5 4 3: {}",
        typed.join(&tr!("after-play-or"))
    ));
    tr!(
        "after-play",
        games = games.join(" | "),
        moves = moves.join("\n")
    )
}

/// `grundy serve`'s arguments.
#[derive(Args)]
pub struct ServeArgs {
    #[arg(long, default_value = "127.0.0.1:8080", value_parser = address)]
    pub addr: SocketAddr,
}

/// `grundy nimber`'s arguments.
#[derive(Args)]
pub struct NimberArgs {
    #[arg(value_enum)]
    pub op: NimberOp,
    #[arg(required = true, allow_negative_numbers = true)]
    pub numbers: Vec<String>,
    #[arg(long)]
    pub explain: bool,
    #[arg(long)]
    pub json: bool,
}

/// The operations of `grundy nimber`, each meaning what
/// `help-value-op-NAME` says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum NimberOp {
    #[value(help = english("help-value-op-add"))]
    Add,
    #[value(help = english("help-value-op-mul"))]
    Mul,
    #[value(help = english("help-value-op-inv"))]
    Inv,
    #[value(help = english("help-value-op-sqrt"))]
    Sqrt,
    #[value(help = english("help-value-op-pow"))]
    Pow,
    #[value(help = english("help-value-op-solve"))]
    Solve,
    #[value(help = english("help-value-op-log"))]
    Log,
}

impl NimberOp {
    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            NimberOp::Add => "add",
            NimberOp::Mul => "mul",
            NimberOp::Inv => "inv",
            NimberOp::Sqrt => "sqrt",
            NimberOp::Pow => "pow",
            NimberOp::Solve => "solve",
            NimberOp::Log => "log",
        }
    }
}

/// `grundy completions`' arguments.
#[derive(Args)]
pub struct CompletionsArgs {
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// `grundy man`'s arguments.
#[derive(Args)]
pub struct ManArgs {
    #[arg(value_name = "COMMAND", conflicts_with = "out")]
    pub command: Option<String>,
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

//! The arguments of the other commands: playing, the web playground,
//! nimber arithmetic, the completion scripts and the manual pages.

use super::values::address;
use clap::Args;
use grundy_i18n::tr;
use std::net::SocketAddr;
use std::path::PathBuf;

/// `grundy play`'s arguments.
#[derive(Args)]
pub struct PlayArgs {
    /// The game: one of the kinds `grundy sum` reads, misere, moore:K, chips, or sum.
    pub game: String,
    /// The position (for sum: its components).
    #[arg(required = true, value_name = "POSITION")]
    pub position: Vec<String>,
    /// Let the computer move first.
    #[arg(long, conflicts_with = "two_players")]
    pub computer_first: bool,
    /// Two people play each other; the computer only predicts and hints.
    #[arg(long)]
    pub two_players: bool,
    /// Misère play: whoever makes the last move loses (misere is misère Nim already).
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
    tr!(
        "after-play",
        games = games.join(" | "),
        moves = moves.join("\n")
    )
}

/// `grundy serve`'s arguments.
#[derive(Args)]
pub struct ServeArgs {
    /// The address to listen on, HOST:PORT.
    #[arg(long, default_value = "127.0.0.1:8080", value_parser = address)]
    pub addr: SocketAddr,
}

/// `grundy nimber`'s arguments.
#[derive(Args)]
pub struct NimberArgs {
    /// What to compute.
    #[arg(value_enum)]
    pub op: NimberOp,
    /// The numbers (any size; - reads them from standard input).
    #[arg(required = true, allow_negative_numbers = true)]
    pub numbers: Vec<String>,
    /// Say why: the Fermat-power rule and the split it makes.
    #[arg(long)]
    pub explain: bool,
    /// Print JSON: op, operands, result.
    #[arg(long)]
    pub json: bool,
}

/// The operations of `grundy nimber`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum NimberOp {
    /// The nim-sum (xor) of two or more numbers.
    Add,
    /// The nim-product of two or more numbers.
    Mul,
    /// The inverse for the nim-product.
    Inv,
    /// The square root for the nim-product.
    Sqrt,
    /// A power: the nimber, then the exponent (an ordinary number).
    Pow,
    /// The roots of x ⊗ x ⊕ x = C (one number), or of x ⊗ x ⊕ B ⊗ x ⊕ C = 0 (B and C).
    Solve,
    /// The discrete logarithm: the least x with G^x = A, in the field of 2^64 nimbers.
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
    /// The shell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

pub(super) const COMPLETIONS_HELP: &str = "\
Examples:
  grundy completions bash > ~/.local/share/bash-completion/completions/grundy
  grundy completions zsh > ~/.zfunc/_grundy      (with fpath+=~/.zfunc before compinit)
  grundy completions fish > ~/.config/fish/completions/grundy.fish
  grundy completions powershell >> $PROFILE";

/// `grundy man`'s arguments.
#[derive(Args)]
pub struct ManArgs {
    /// The command whose page to print (default: grundy's own page).
    #[arg(value_name = "COMMAND", conflicts_with = "out")]
    pub command: Option<String>,
    /// Write every page, grundy.1 and grundy-COMMAND.1, into DIR.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

pub(super) const MAN_HELP: &str = "\
Without --out, the page of grundy itself, or of COMMAND, goes to standard output; with --out
DIR, the page grundy.1 and one grundy-COMMAND.1 per command are written to DIR (created if
missing).

Examples:
  grundy man | man -l -
  grundy man seq | man -l -
  grundy man --out ~/.local/share/man/man1      then: man grundy, man grundy-seq";

//! `grundy`: impartial games from the command line.

mod check;
mod input;
mod nim_family;
mod play;
mod report;
mod research;
mod seq;
mod sum;
mod two_pile;
mod wythoff;

use clap::{Args, Parser, Subcommand};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::staircase::Chips;
use input::{dispatch, numbers, tokens, BadInput, Place, Token};
use report::{Report, Show};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const RESEARCH_HELP: &str = "\
GAME is an octal code (0.6, 0.007, 0.106, 4.07; digits 0-7) or grundys-game.

At each power of two N it prints the largest value so far and where, the number of rare heaps
and the last one, and the Fletcher-32 checksum of G(0..=N) as the ogsolve crate computes it;
with --stats-dir, DIR/N.txt holds a line `value count` per value of G(1..=N). A period proven
by the Guy-Smith theorem stops the computation; the statistics go on from the period.
Progress (heaps/s, eta) goes to stderr.

Examples:
  grundy research 0.16 --to 2^20
  grundy research 0.007 --to 2^24 --stats-dir stats --checkpoint t.ckpt
  grundy research 0.007 --to 2^26 --checkpoint t.ckpt --resume
  grundy research grundys-game --to 2^22 --values g.u16 --json
  grundy research 0.6 --to 2^33 --disk /big/disk --checkpoint 06.ckpt

Exit status: 0 done, 1 failed, 2 bad input, 130 interrupted (checkpoint saved).";

const EXAMPLES: &str = "\
Examples:
  grundy nim 3 5 7                 verdict and the canonical winning move
  grundy nim 3 5 7 --all           every winning move
  grundy nim 3 5 7 --explain       the binary columns and why the move works
  grundy nim 3 5 7 --json          machine-readable (schema: docs/json.md)
  grundy misere 1 1 1              whoever takes the last counter loses
  grundy moore -k 2 3 5 6          Moore's Nim_k: take from up to k piles
  grundy bounded -k 3 10 12 7      take at most 3 per move
  grundy bounded 10/3 12/2 7/5     a bound per pile
  grundy staircase 3 0 5           coins on steps 1, 2, 3
  grundy chips 1 5 6 7 9           chips on cells of a line (POJ 1704)
  grundy wythoff 4 6 --all         Wythoff's game: one pile, or both equally
  grundy wythoff --map 20          where the P-positions lie
  grundy two-pile one,both<2       explore a two-pile rule family
  echo 3 5 7 | grundy nim -        the position from standard input
  grundy seq kayles --up-to 200    a nim-sequence and its proven period
  grundy research 0.007 --to 2^20  far out: statistics, checkpoints, proofs
  grundy sum nim=7 kayles=10       every winning move of a sum of games
  grundy play nim 3 5 7            play against the perfect opponent
  grundy serve                     the web playground on http://127.0.0.1:8080
  grundy check p1247 -- ./a.out    test your own solution against grundy
  grundy oj p1247 < input.txt      answer a judge problem byte for byte

Exit status: 0 done, 1 failed or incomplete (said on stderr), 2 bad input.";

#[derive(Parser)]
#[command(name = "grundy", version, about = "Impartial games solved exactly: verdicts, Grundy values and every winning move.", after_help = EXAMPLES)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Args)]
struct Analysis {
    /// List every winning move, not only the canonical one.
    #[arg(long)]
    all: bool,
    /// Explain the verdict and the winning move step by step.
    #[arg(long)]
    explain: bool,
    /// Print JSON (every winning move is always included; see docs/json.md).
    #[arg(long)]
    json: bool,
}

impl Analysis {
    fn show(&self) -> Show {
        Show {
            all: self.all,
            explain: self.explain,
            json: self.json,
        }
    }
}

#[derive(Args)]
struct PositionArgs {
    /// The position: numbers of any size, or `-` to read them from standard input.
    #[arg(required = true, value_name = "NUMBER", allow_negative_numbers = true)]
    position: Vec<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Nim: take any number from one pile; whoever takes the last counter wins.
    #[command(after_help = "Example:\n  grundy nim 3 5 7 --all --explain")]
    Nim {
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        analysis: Analysis,
    },
    /// Misère Nim: as Nim, but whoever takes the last counter loses.
    #[command(
        alias = "misere-nim",
        alias = "misère",
        after_help = "Example:\n  grundy misere 3 5 1 --all"
    )]
    Misere {
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        analysis: Analysis,
    },
    /// Moore's Nim_k: a move takes from 1 to k piles at once.
    #[command(
        alias = "nim-k",
        after_help = "Example:\n  grundy moore -k 2 3 5 6 1 --all"
    )]
    Moore {
        /// The most piles one move may touch (at least 1).
        #[arg(short, long, allow_negative_numbers = true)]
        k: String,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        analysis: Analysis,
    },
    /// Bounded Nim: a move takes from 1 to k counters from one pile.
    #[command(
        alias = "bounded-nim",
        after_help = "Give one bound for every pile with -k, or a bound per pile as PILE/K:\n  \
                      grundy bounded -k 3 10 12 7\n  grundy bounded 10/3 12/2 7/5 --all"
    )]
    Bounded {
        /// The most one move may take from a pile (at least 1), unless given per pile.
        #[arg(short, long, allow_negative_numbers = true)]
        k: Option<String>,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        analysis: Analysis,
    },
    /// Staircase Nim: coins on steps 1, 2, …; a move sends coins one step down.
    #[command(
        after_help = "The numbers are the coins on steps 1, 2, 3, …; step 0 is the floor.\nExample:\n  grundy staircase 3 0 5 --all"
    )]
    Staircase {
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        analysis: Analysis,
    },
    /// Chips on a line (POJ 1704): slide one chip left, never past another.
    #[command(
        after_help = "The numbers are the cells of the chips (from 1, distinct, any order).\nExample:\n  grundy chips 1 5 6 7 9 12 14 17 --all"
    )]
    Chips {
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        analysis: Analysis,
    },
    /// Wythoff's game: take any number from one pile, or the same number from both.
    #[command(
        after_help = "Examples:\n  grundy wythoff 4 6 --all --explain\n  grundy wythoff --p-position 102334155\n  \
                            grundy wythoff --p-position 0..10\n  grundy wythoff --map 20\n  grundy wythoff --table 8 --csv\n  \
                            grundy wythoff --map 100 --plot p-positions.png\n  grundy wythoff --table 64 --plot grundy.svg"
    )]
    Wythoff {
        /// The two piles (either order), or `-` to read them from standard input.
        #[arg(value_name = "PILE", allow_negative_numbers = true)]
        piles: Vec<String>,
        /// Print the k-th P-position, or those of a range K1..K2: `k a b` per line.
        #[arg(long, value_name = "K[..K2]", conflicts_with_all = ["piles", "map", "table"])]
        p_position: Option<String>,
        /// Print a map of the P-positions among the piles below N.
        #[arg(long, value_name = "N", conflicts_with_all = ["piles", "table"])]
        map: Option<String>,
        /// Print the Grundy values G(a, b) for the piles below N.
        #[arg(long, value_name = "N", conflicts_with = "piles")]
        table: Option<String>,
        /// With --table: comma-separated values with a header row.
        #[arg(long, requires = "table")]
        csv: bool,
        /// With --map N: also draw the P-positions as a scatter plot; with --table N: also draw
        /// the Grundy values as a heat map. FILE ends in .png or .svg.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["piles", "p_position"])]
        plot: Option<PathBuf>,
        #[command(flatten)]
        analysis: Analysis,
    },
    /// Tabulate a two-pile game given by a rule spec: P-positions, differences, Grundy tables.
    #[command(
        name = "two-pile",
        after_help = "A spec is a comma-separated list of move kinds:\n  \
                      one        any positive amount from one pile\n  \
                      both       the same positive amount from both piles\n  \
                      both<D     x >= 1 and y >= 1 from both, with |x - y| < D\n\
                      each optionally with amounts [LO..HI], [..HI] or [LO..].\n\n\
                      Examples:\n  \
                      grundy two-pile one,both --size 30          Wythoff's game\n  \
                      grundy two-pile both --size 10 --map        equal amounts only: a different game\n  \
                      grundy two-pile 'one,both<2' --table        Fraenkel's 2-Wythoff\n  \
                      grundy two-pile 'one[..3],both[..2]' --json"
    )]
    TwoPile {
        /// The rules, for example `one,both`.
        spec: String,
        /// Tabulate the piles below N.
        #[arg(long, value_name = "N", default_value = "30")]
        size: String,
        /// Also print the Grundy table.
        #[arg(long)]
        table: bool,
        /// With --table: only the table, as comma-separated values.
        #[arg(long, requires = "table")]
        csv: bool,
        /// Also print a map of the P-positions.
        #[arg(long)]
        map: bool,
        /// Print JSON: the rules, the P-positions with differences, and the table with --table.
        #[arg(long)]
        json: bool,
    },
    /// The nim-sequence G(0), G(1), … of a heap game, with its period.
    #[command(
        after_help = "GAME is a name (nim, kayles, dawsons-kayles, dawsons-chess, treblecross, guiles,\n\
                            grundys-game, laskers-nim, fibonacci), a take-and-break code (0.77, 4.07, 0.F),\n\
                            sub:1,2,5 (a finite subtraction set) or allbut:1,3 (every amount but these).\n\n\
                            Examples:\n  grundy seq kayles --up-to 200\n  grundy seq 0.07 --up-to 1000 --json\n  \
                            grundy seq sub:1,2 --up-to 20\n  grundy seq grundys-game --up-to 100000 > g.txt"
    )]
    Seq {
        /// The game.
        game: String,
        /// Compute G(0) to G(N).
        #[arg(long, value_name = "N", default_value = "100")]
        up_to: String,
        /// Values per line of the text output.
        #[arg(long, value_name = "W", default_value = "10")]
        row: String,
        /// Print JSON: game, values, period, preperiod, saltus, proven, proof.
        #[arg(long)]
        json: bool,
        /// Also draw the values as a scatter plot, PNG or SVG by the extension.
        #[arg(long, value_name = "FILE")]
        plot: Option<PathBuf>,
    },
    /// A nim-sequence far out, for research: the rare/common engine, statistics at
    /// every power of two, the period proven as soon as it can be, checkpoints.
    #[command(after_help = RESEARCH_HELP)]
    Research(research::ResearchArgs),
    /// A sum of games side by side: its value and every winning move.
    #[command(after_help = sum_help())]
    Sum {
        /// The components.
        #[arg(required = true, value_name = "COMPONENT")]
        components: Vec<String>,
        /// Accepted for symmetry with the other analyses: every winning move is always listed.
        #[arg(long)]
        all: bool,
        /// Explain the xor of the values and where the winning moves come from.
        #[arg(long)]
        explain: bool,
        /// Print JSON: components with values, grundy, verdict, moves.
        #[arg(long)]
        json: bool,
    },
    /// Print one random valid input of a judge problem, mixing the edge cases that break solutions.
    #[command(
        after_help = "Examples:\n  grundy gen p1247 --seed 7\n  grundy gen hdu1527 --size wide\n  grundy gen p4279 --size judge-max > big.txt"
    )]
    Gen {
        /// The problem (see `grundy oj --list`).
        problem: String,
        /// The seed: the same seed gives the same input.
        #[arg(long, default_value = "1")]
        seed: String,
        /// tiny, small, wide (few numbers, values at the judge's limits) or judge-max.
        #[arg(long, default_value = "small")]
        size: String,
    },
    /// Run your solution on random inputs, compare with grundy, and shrink the first wrong answer.
    #[command(
        after_help = "The command after -- is run once per input (stdin in, stdout out).\n\
                            Exit status: 0 all passed, 1 a case failed, 2 bad arguments.\n\n\
                            Examples:\n  grundy check p1247 -- ./my_solution\n  \
                            grundy check p4279 --cases 500 --seed 3 -- python3 sol.py\n  \
                            grundy check hdu1527 --timeout-ms 500 -- ./a.out"
    )]
    Check {
        /// The problem (see `grundy oj --list`).
        problem: String,
        /// How many random inputs.
        #[arg(long, default_value = "1000")]
        cases: String,
        /// The seed of the first input (default: from the clock, and printed).
        #[arg(long)]
        seed: Option<String>,
        /// The time limit of one run, in milliseconds.
        #[arg(long, default_value = "2000")]
        timeout_ms: String,
        /// How many runs at once (default: one per core).
        #[arg(long)]
        threads: Option<String>,
        /// The program to check, after `--`.
        #[arg(last = true, required = true, value_name = "COMMAND")]
        command: Vec<String>,
    },
    /// Play a game against the perfect opponent (or between two people) in the terminal.
    #[command(
        after_help = play_help())]
    Play {
        /// The game: one of the kinds `grundy sum` reads, misere, moore:K, or sum.
        game: String,
        /// The position (for sum: its components).
        #[arg(required = true, value_name = "POSITION")]
        position: Vec<String>,
        /// Let the computer move first.
        #[arg(long, conflicts_with = "two_players")]
        computer_first: bool,
        /// Two people play each other; the computer only predicts and hints.
        #[arg(long)]
        two_players: bool,
    },
    /// Start the local web playground.
    #[command(
        after_help = "Serves a page to play Nim, Wythoff, heap games and sums against a perfect\n\
                      opponent, and its JSON API (docs/api.md). Only this machine can reach the\n\
                      default address.\n\nExample:\n  grundy serve --addr 127.0.0.1:8080"
    )]
    Serve {
        /// The address to listen on, HOST:PORT.
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: String,
    },
    /// Answer an online-judge problem: its input on stdin, exactly its output on stdout.
    #[command(after_help = "Example:\n  echo '3 3 6 9' | grundy oj p1247\n  grundy oj --list")]
    Oj {
        /// The problem (see --list).
        #[arg(required_unless_present = "list")]
        problem: Option<String>,
        /// Read the input from this file instead of standard input (`-` is stdin).
        file: Option<PathBuf>,
        /// List the problems and their formats.
        #[arg(long)]
        list: bool,
    },
}

/// Why `grundy` stops without an answer.
enum CommandError {
    /// Bad input: exit status 2.
    Input(String),
    /// Anything else: exit status 1.
    Other(String),
}

impl From<BadInput> for CommandError {
    fn from(e: BadInput) -> Self {
        CommandError::Input(e.0)
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(code) => code,
        Err(CommandError::Input(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
        Err(CommandError::Other(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(1)
        }
    }
}

/// The items of a position, each with its place and a description.
fn items(tokens: &[Token], what: &str) -> Vec<(String, Place, String)> {
    tokens
        .iter()
        .enumerate()
        .map(|(i, t)| (t.text.clone(), t.place.clone(), format!("{what} {}", i + 1)))
        .collect()
}

fn position_tokens(position: &PositionArgs) -> Result<Vec<Token>, CommandError> {
    let t = tokens(&position.position)?;
    if t.is_empty() {
        return Err(CommandError::Input(
            "the position is empty: give at least one number".into(),
        ));
    }
    Ok(t)
}

/// `grundy sum --help`: every kind of component, from the registry.
fn sum_help() -> String {
    format!(
        "Each component is GAME=POSITION:\n{}\nExample:\n  grundy sum nim=7 kayles=10 wythoff=3,5 \
         staircase=1,4,3 --explain",
        grundy_engine::kinds::help_lines()
    )
}

/// `grundy play --help`: every kind's way to be played, from the registry.
fn play_help() -> String {
    let games: Vec<&str> = grundy_engine::kinds::KINDS
        .iter()
        .map(|k| k.play.example)
        .collect();
    format!(
        "GAME and POSITION: {} | misere 3 5 1 | moore:2 3 5 6 | sum nim=3 kayles=10\n\
         (a heap game is a name, a code such as 0.07, or a set such as sub:1,2,5)\n\n\
         During the game: a move number, 'P N' (take N from pile P), 'moves', 'hint'\n\
         (every move labelled WINNING or losing with the value it leaves), 'undo', 'quit'.\n\
         Moves are read from standard input when it is not a terminal, so games can be scripted.\n\n\
         Examples:\n  grundy play nim 3 5 7\n  grundy play wythoff 4 6 --computer-first\n  \
         grundy play sum nim=3 kayles=6 --two-players\n  printf '1 2\\nhint\\n' | grundy play nim 3 5",
        games.join(" | ")
    )
}

/// Reads `-k`: a whole number of at least 1.
fn bound(text: &str) -> Result<String, CommandError> {
    let valid = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    if !valid || text.bytes().all(|b| b == b'0') {
        return Err(CommandError::Input(format!(
            "-k: expected a whole number of at least 1, found \"{text}\""
        )));
    }
    Ok(text.to_string())
}

fn print(report: &Report, show: Show) -> Result<ExitCode, CommandError> {
    let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
    report
        .render(show, &mut stdout)
        .and_then(|()| stdout.flush())
        .map_err(|e| CommandError::Other(format!("cannot write the answer: {e}")))?;
    if let Some(why) = report.incomplete() {
        eprintln!("incomplete: not every winning move is listed: {why}");
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

fn run(command: Command) -> Result<ExitCode, CommandError> {
    match command {
        Command::Nim { position, analysis } => {
            let t = position_tokens(&position)?;
            let report = dispatch!(numbers(&items(&t, "pile"))?, |v| nim_family::nim(
                v,
                analysis.show()
            ));
            print(&report, analysis.show())
        }
        Command::Misere { position, analysis } => {
            let t = position_tokens(&position)?;
            let report = dispatch!(numbers(&items(&t, "pile"))?, |v| nim_family::misere(
                v,
                analysis.show()
            ));
            print(&report, analysis.show())
        }
        Command::Moore {
            k,
            position,
            analysis,
        } => {
            let k: BigNat = bound(&k)?.parse().expect("bound() checked the digits");
            let t = position_tokens(&position)?;
            let report = dispatch!(numbers(&items(&t, "pile"))?, |v| nim_family::moore(
                v,
                &k,
                analysis.show()
            ));
            print(&report, analysis.show())
        }
        Command::Bounded {
            k,
            position,
            analysis,
        } => {
            if let Some(k) = &k {
                bound(k)?;
            }
            let t = position_tokens(&position)?;
            let mut piles = Vec::new();
            let mut limits = Vec::new();
            for (i, tok) in t.iter().enumerate() {
                let (pile, limit) = match (tok.text.split_once('/'), &k) {
                    (Some(_), Some(_)) => {
                        return Err(CommandError::Input(format!(
                        "{}: \"{}\" gives a bound per pile, but -k already gives one for all piles",
                        tok.place, tok.text
                    )))
                    }
                    (Some((p, l)), None) => (p.to_string(), l.to_string()),
                    (None, Some(k)) => (tok.text.clone(), k.clone()),
                    (None, None) => {
                        return Err(CommandError::Input(format!(
                            "{}: \"{}\" has no bound: give -k K, or write the pile as PILE/K",
                            tok.place, tok.text
                        )))
                    }
                };
                if limit.bytes().all(|b| b == b'0') && !limit.is_empty() {
                    return Err(CommandError::Input(format!(
                        "{}: the bound of pile {} must be at least 1, found \"{limit}\"",
                        tok.place,
                        i + 1
                    )));
                }
                piles.push((pile, tok.place.clone(), format!("pile {}", i + 1)));
                limits.push((
                    limit,
                    tok.place.clone(),
                    format!("the bound of pile {}", i + 1),
                ));
            }
            piles.extend(limits);
            let report = dispatch!(numbers(&piles)?, |v| nim_family::bounded(
                v,
                analysis.show()
            ));
            print(&report, analysis.show())
        }
        Command::Staircase { position, analysis } => {
            let t = position_tokens(&position)?;
            let report = dispatch!(numbers(&items(&t, "step"))?, |v| nim_family::staircase(
                v,
                analysis.show()
            ));
            print(&report, analysis.show())
        }
        Command::Chips { position, analysis } => {
            let t = position_tokens(&position)?;
            let report = dispatch!(numbers(&items(&t, "chip"))?, |v| chips(
                v,
                &t,
                analysis.show()
            )?);
            print(&report, analysis.show())
        }
        Command::Wythoff {
            piles,
            p_position,
            map,
            table,
            csv,
            plot,
            analysis,
        } => {
            if let Some(range) = p_position {
                let (from, to) = k_range(&range)?;
                return print_text(&wythoff::p_positions(&from, &to, analysis.json));
            }
            // Every check of --plot comes before any output.
            let format = match &plot {
                Some(file) => Some(
                    grundy_plot::Format::from_path(file)
                        .map_err(|e| CommandError::Input(format!("--plot: {e}")))?,
                ),
                None => None,
            };
            if let Some(n) = map {
                let n = size("--map", &n, MAP_LIMIT)?;
                print_text(&wythoff::map(n))?;
                if let Some(file) = &plot {
                    plotted(file, grundy_plot::wythoff_p_positions(file, n))?;
                }
                return Ok(ExitCode::SUCCESS);
            }
            if let Some(n) = table {
                let n = size("--table", &n, TABLE_LIMIT)?;
                if let Some(format) = format.filter(|f| n > f.heatmap_limit()) {
                    let e = grundy_plot::PlotError::TooLarge { n, format };
                    return Err(CommandError::Input(format!("--plot: {e}")));
                }
                print_text(&wythoff::table(n, csv))?;
                if let Some(file) = &plot {
                    let g = grundy_engine::wythoff::grundy_table(n);
                    plotted(file, grundy_plot::wythoff_grundy_heatmap(file, &g, n))?;
                }
                return Ok(ExitCode::SUCCESS);
            }
            if plot.is_some() {
                return Err(CommandError::Input(
                    "--plot needs --map N (a scatter plot of the P-positions) or --table N (a heat map of the Grundy values)".into(),
                ));
            }
            let t = tokens(&piles)?;
            if t.len() != 2 {
                return Err(CommandError::Input(match t.get(2) {
                    Some(extra) => format!(
                        "{}: Wythoff's game has two piles, but \"{}\" is a third number",
                        extra.place, extra.text
                    ),
                    None => format!(
                        "Wythoff's game has two piles; give both (found {}), or use --p-position, --map or --table",
                        t.len()
                    ),
                }));
            }
            let report = dispatch!(numbers(&items(&t, "pile"))?, |v| {
                let mut v = v.into_iter();
                let (a, b) = (v.next().expect("two piles"), v.next().expect("two piles"));
                wythoff::analysis(a, b, analysis.show())
            });
            print(&report, analysis.show())
        }
        Command::TwoPile {
            spec,
            size: n,
            table,
            csv,
            map,
            json,
        } => {
            let rules: grundy_engine::two_pile::TwoPileRules = spec
                .parse()
                .map_err(|e| CommandError::Input(format!("rule spec \"{spec}\": {e}")))?;
            let size = size("--size", &n, TWO_PILE_LIMIT)?;
            let cost = rules.table_cost(size);
            if cost > TWO_PILE_WORK_LIMIT {
                return Err(CommandError::Input(format!(
                    "rule spec \"{spec}\" with --size {size}: the table would visit about {cost} moves, \
                     more than {TWO_PILE_WORK_LIMIT}; lower --size or bound the amounts (e.g. one[..10])"
                )));
            }
            print_text(&two_pile::render(
                &rules,
                &two_pile::Tabulate {
                    size,
                    table,
                    map,
                    csv,
                    json,
                },
            ))
        }
        Command::Seq {
            game,
            up_to,
            row,
            json,
            plot,
        } => {
            if let Some(file) = &plot {
                grundy_plot::Format::from_path(file)
                    .map_err(|e| CommandError::Input(format!("--plot: {e}")))?;
            }
            let spec = game;
            let game = grundy_engine::heap::HeapGame::parse(&spec)
                .map_err(|e| CommandError::Input(e.to_string()))?;
            let up_to = size("--up-to", &up_to, SEQ_LIMIT)?;
            if plot.is_some() && up_to >= grundy_plot::SEQUENCE_LIMIT {
                let e = grundy_plot::PlotError::TooManyValues {
                    len: up_to + 1,
                    limit: grundy_plot::SEQUENCE_LIMIT,
                };
                return Err(CommandError::Input(format!("--plot: {e}")));
            }
            let row = size("--row", &row, 1000)?;
            let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
            let values = seq::run(&spec, &game, up_to, row, json, &mut stdout)
                .and_then(|values| stdout.flush().map(|()| values))
                .map_err(|e| CommandError::Other(format!("cannot write the answer: {e}")))?;
            if let Some(file) = &plot {
                let title = format!("Nim-sequence of {} (G(0) to G({up_to}))", game.name());
                plotted(file, grundy_plot::nim_sequence(file, &values, &title))?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Research(args) => {
            let game = grundy_engine::heap::HeapGame::parse(&args.game)
                .map_err(|e| CommandError::Input(e.to_string()))?;
            let to = research_target(&args.to)?;
            let every = size("--checkpoint-every", &args.checkpoint_every, 1 << 30)?;
            let threads = args
                .threads
                .as_deref()
                .map(|t| size("--threads", t, 1024))
                .transpose()?;
            let job = research::Job {
                game,
                to,
                every: std::time::Duration::from_secs(every as u64),
                threads,
                args,
            };
            let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
            match research::run(job, &mut stdout) {
                Ok(()) => Ok(ExitCode::SUCCESS),
                Err(research::Stop::Input(m)) => Err(CommandError::Input(m)),
                Err(research::Stop::Failed(m)) => Err(CommandError::Other(m)),
                Err(research::Stop::Interrupted(m)) => {
                    let _ = stdout.flush();
                    eprintln!("{m}");
                    Ok(ExitCode::from(130))
                }
            }
        }
        Command::Sum {
            components,
            all: _,
            explain,
            json,
        } => {
            let parts = components
                .iter()
                .enumerate()
                .map(|(i, c)| sum::component(c, &Place::Argument(i + 1)))
                .collect::<Result<Vec<_>, _>>()?;
            let total = grundy_engine::sum::Sum::new(parts);
            let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
            sum::render(&total, explain, json, &mut stdout)
                .and_then(|()| stdout.flush())
                .map_err(|e| CommandError::Other(format!("cannot write the answer: {e}")))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Gen {
            problem,
            seed,
            size,
        } => {
            let problem = parse_problem(&problem)?;
            let seed = number_arg("--seed", &seed)?;
            let size: grundy_check::Size =
                size.parse().map_err(|e: grundy_check::UnknownSize| {
                    CommandError::Input(format!("--size: {e}"))
                })?;
            let generated = grundy_check::generate(problem, seed, size);
            print_text(&generated.input.render(problem))
        }
        Command::Check {
            problem,
            cases,
            seed,
            timeout_ms,
            threads,
            command,
        } => {
            let problem = parse_problem(&problem)?;
            let cases = size("--cases", &cases, 10_000_000)?;
            let seed = match seed {
                Some(s) => number_arg("--seed", &s)?,
                None => std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(1, |d| d.as_secs()),
            };
            // Refused rather than raised to 1: the report tells the limit.
            let timeout =
                match number_arg("--timeout-ms", &timeout_ms)? {
                    0 => return Err(CommandError::Input(
                        "--timeout-ms: a time limit of 0 ms lets no program run; give 1 or more"
                            .into(),
                    )),
                    ms => std::time::Duration::from_millis(ms),
                };
            let threads = match threads {
                Some(t) => size("--threads", &t, 256)?,
                None => std::thread::available_parallelism().map_or(2, |n| n.get()),
            };
            if !check::runnable(&command[0]) {
                return Err(CommandError::Input(format!(
                    "the program \"{}\" was not found: give a path to it, or a command on PATH",
                    command[0]
                )));
            }
            let config = grundy_check::CheckConfig {
                cases,
                seed,
                timeout,
                threads,
                shrink_runs: 2000,
            };
            let result = grundy_check::check(problem, &command, &config);
            let mut stdout = std::io::stdout().lock();
            let passed = check::report(problem, &config, &result, &mut stdout)
                .and_then(|ok| stdout.flush().map(|()| ok))
                .map_err(|e| CommandError::Other(format!("cannot write the report: {e}")))?;
            Ok(if passed {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Command::Play {
            game,
            position,
            computer_first,
            two_players,
        } => {
            let start = playable(&game, &position)?;
            let players = if two_players {
                play::Players::TwoPeople
            } else {
                play::Players::AgainstComputer {
                    human_first: !computer_first,
                }
            };
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let mut stdout = std::io::stdout().lock();
            let echo = !std::io::IsTerminal::is_terminal(&stdin);
            let finished = play::play(start, players, &mut input, echo, &mut stdout)
                .map_err(|e| CommandError::Other(format!("cannot play: {e}")))?;
            Ok(if finished {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Command::Serve { addr } => {
            let addr: std::net::SocketAddr = addr.parse().map_err(|_| {
                CommandError::Input(format!(
                    "--addr: expected an address such as 127.0.0.1:8080, found \"{addr}\""
                ))
            })?;
            eprintln!("grundy playground on http://{addr}");
            let runtime = tokio::runtime::Runtime::new()
                .map_err(|e| CommandError::Other(format!("cannot start the server: {e}")))?;
            runtime
                .block_on(grundy_web::serve(addr))
                .map_err(|e| CommandError::Other(format!("cannot serve on {addr}: {e}")))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Oj {
            problem,
            file,
            list,
        } => oj(problem, file, list),
    }
}

/// The largest --map: a map is read on a screen.
const MAP_LIMIT: usize = 1000;
/// The largest --table: n² 32-bit values must fit in memory comfortably.
const TABLE_LIMIT: usize = 8192;

/// The largest --size of `two-pile`: the exhaustive table costs about n³
/// steps for unbounded moves.
const TWO_PILE_LIMIT: usize = 1024;
/// The most moves a `two-pile` table may visit: a few seconds of work.
const TWO_PILE_WORK_LIMIT: u128 = 3_000_000_000;

/// The largest --up-to of `seq`: four bytes a value must fit in memory.
const SEQ_LIMIT: usize = 1 << 30;

/// A size argument between 1 and `limit`.
fn size(flag: &str, text: &str, limit: usize) -> Result<usize, CommandError> {
    let why = match flag {
        "--up-to" => "four bytes of memory per value".to_string(),
        "--row" => "values per line".to_string(),
        _ => format!("a table of {limit} x {limit} values"),
    };
    match grundy_engine::num::parse_u64(text.as_bytes()) {
        Some(n) if n >= 1 && n <= limit as u64 => Ok(n as usize),
        Some(n) if n > limit as u64 => Err(CommandError::Input(format!(
            "{flag}: {n} is too large: the largest is {limit} ({why})"
        ))),
        _ => Err(CommandError::Input(format!(
            "{flag}: expected a whole number from 1 to {limit}, found \"{text}\""
        ))),
    }
}

/// `--to` of `grundy research`: a whole number, or `2^K`.
fn research_target(text: &str) -> Result<usize, CommandError> {
    let bad = || {
        CommandError::Input(format!(
            "--to: expected a whole number or a power of two such as 2^24, found \"{text}\""
        ))
    };
    let t = text.trim();
    let n = match t.strip_prefix("2^") {
        Some(k) => {
            let k: u32 = k.parse().map_err(|_| bad())?;
            1u64.checked_shl(k)
                .filter(|_| k < 64)
                .ok_or_else(|| CommandError::Input(format!("--to: 2^{k} is beyond 64 bits")))?
        }
        None => grundy_engine::num::parse_u64(t.as_bytes()).ok_or_else(bad)?,
    };
    if n == 0 {
        return Err(bad());
    }
    usize::try_from(n)
        .map_err(|_| CommandError::Input(format!("--to: {n} is beyond this machine's word")))
}

/// The game of `grundy play GAME POSITION…`.
fn playable(
    game: &str,
    position: &[String],
) -> Result<Box<dyn grundy_engine::play::Playable>, CommandError> {
    use grundy_engine::play::{PileRule, Piles};
    let rule = match game {
        "misere" | "misere-nim" => Some(PileRule::Misere),
        g if g.starts_with("moore:") || g.starts_with("nim-k:") => {
            let k = &g[g.find(':').expect("checked") + 1..];
            let k = bound(k)?.parse().expect("bound() checked the digits");
            Some(PileRule::Moore(k))
        }
        _ => None,
    };
    if let Some(rule) = rule {
        let t = tokens(position)?;
        let piles = match numbers(&items(&t, "pile"))? {
            input::Numbers::Small(v) => v
                .into_iter()
                .map(grundy_engine::num::BigNat::from)
                .collect(),
            input::Numbers::Big(v) => v,
        };
        return Ok(Box::new(Piles::new(piles, rule)));
    }
    let texts = play_components(game, position)?;
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    Ok(Box::new(
        grundy_engine::play::Game::parse(&refs).map_err(|e| CommandError::Input(e.to_string()))?,
    ))
}

/// The components of `grundy play GAME POSITION…`, in `grundy sum` syntax:
/// the game's kind says how its numbers are grouped.
fn play_components(game: &str, position: &[String]) -> Result<Vec<String>, CommandError> {
    if game == "sum" {
        return Ok(position.to_vec());
    }
    let kind = grundy_engine::kinds::kind_of(game).expect("the registry has a fallback kind");
    Ok(kind.play_components(game, position))
}

/// A judge problem's name.
fn parse_problem(name: &str) -> Result<grundy_oj::Problem, CommandError> {
    name.parse()
        .map_err(|e: grundy_oj::UnknownProblem| CommandError::Input(e.to_string()))
}

/// A whole number that fits in 64 bits.
fn number_arg(flag: &str, text: &str) -> Result<u64, CommandError> {
    grundy_engine::num::parse_u64(text.as_bytes()).ok_or_else(|| {
        CommandError::Input(format!("{flag}: expected a whole number, found \"{text}\""))
    })
}

/// `K` or `K1..K2`, numbers of any size.
fn k_range(
    text: &str,
) -> Result<(grundy_engine::num::BigNat, grundy_engine::num::BigNat), CommandError> {
    use grundy_engine::num::{BigNat, Natural};
    let parse = |part: &str| {
        BigNat::parse_decimal(part).ok_or_else(|| {
            CommandError::Input(format!(
                "--p-position: expected K or K1..K2 with whole numbers, found \"{part}\" in \"{text}\""
            ))
        })
    };
    let (from, to) = match text.split_once("..") {
        Some((a, b)) => (parse(a)?, parse(b)?),
        None => (parse(text)?, parse(text)?),
    };
    if from > to {
        return Err(CommandError::Input(format!(
            "--p-position: the range {text} is empty (K1 > K2)"
        )));
    }
    Ok((from, to))
}

/// Reports a picture written by `--plot`: `wrote FILE` on stderr, or the failure.
fn plotted(file: &Path, result: Result<(), grundy_plot::PlotError>) -> Result<(), CommandError> {
    match result {
        Ok(()) => {
            eprintln!("wrote {}", file.display());
            Ok(())
        }
        Err(e @ grundy_plot::PlotError::UnsupportedExtension { .. }) => {
            Err(CommandError::Input(format!("--plot: {e}")))
        }
        Err(e) => Err(CommandError::Other(e.to_string())),
    }
}

fn print_text(text: &str) -> Result<ExitCode, CommandError> {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(|e| CommandError::Other(format!("cannot write the answer: {e}")))?;
    Ok(ExitCode::SUCCESS)
}

/// Chips need a check (distinct cells from 1) whose error points at a token.
fn chips<N: Natural>(cells: Vec<N>, tokens: &[Token], show: Show) -> Result<Report, CommandError> {
    match Chips::new(cells) {
        Ok(chips) => Ok(nim_family::chips(chips, show)),
        Err(e) => Err(BadInput::at(&tokens[e.culprit()].place, &e).into()),
    }
}

fn oj(
    problem: Option<String>,
    file: Option<PathBuf>,
    list: bool,
) -> Result<ExitCode, CommandError> {
    if list {
        let mut text = String::new();
        for p in grundy_oj::Problem::ALL {
            text.push_str(&format!("{:<8} {}\n", p.name(), p.title()));
        }
        text.push_str("\nFormats and samples: docs/oj.md\n");
        return print_text(&text);
    }
    let name = problem.expect("clap requires a problem without --list");
    let problem: grundy_oj::Problem = name
        .parse()
        .map_err(|e: grundy_oj::UnknownProblem| CommandError::Input(e.to_string()))?;
    let data = match &file {
        Some(path) if path.as_os_str() != "-" => std::fs::read(path)
            .map_err(|e| CommandError::Other(format!("cannot read {}: {e}", path.display())))?,
        _ => input::read_stdin()
            .map_err(|e| CommandError::Other(format!("cannot read standard input: {e}")))?,
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    match grundy_oj::run(problem, &data, &mut out) {
        Ok(()) => {}
        Err(grundy_oj::OjError::Input(e)) => {
            return Err(CommandError::Input(format!("{problem}: {e}")))
        }
        Err(grundy_oj::OjError::Io(e)) => {
            return Err(CommandError::Other(format!("cannot write the answer: {e}")))
        }
    }
    out.flush()
        .map_err(|e| CommandError::Other(format!("cannot write the answer: {e}")))?;
    Ok(ExitCode::SUCCESS)
}

//! The command line: every command's arguments, their help, and the
//! parsers that read and bound their values.

use crate::error::CommandError;
use crate::report::Show;
use clap::builder::{OsStringValueParser, TypedValueParser};
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use grundy_engine::heap::HeapGame;
use grundy_engine::isa::Isa;
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::two_pile::TwoPileRules;
use grundy_i18n::tr;
use grundy_oj::Problem;
use std::ffi::OsString;
use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// `grundy research --help`: the games it takes, the names among them from
/// the table of named heap games.
fn research_help() -> String {
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

const EXAMPLES: &str = "\
Examples:
  grundy nim 3 5 7                 verdict and the canonical winning move
  grundy nim 3 5 7 --all           every winning move
  grundy nim 3 5 7 --explain       the binary columns and why the move works
  grundy nim 3 5 7 --json          machine-readable: one JSON object on one line
  grundy misere 1 1 1              whoever takes the last counter loses
  grundy moore -k 2 3 5 6          Moore's Nim_k: take from up to k piles
  grundy bounded -k 3 10 12 7      take at most 3 per move
  grundy bounded 10/3 12/2 7/5     a bound per pile
  grundy staircase 3 0 5           coins on steps 1, 2, 3
  grundy chips 1 5 6 7 9           chips on cells of a line (POJ 1704)
  grundy wythoff 4 6 --all         Wythoff's game: one pile, or both equally
  grundy wythoff --map 20          where the P-positions lie
  grundy two-pile 'one,both<2'     explore a two-pile rule family
  echo 3 5 7 | grundy nim -        the position from standard input
  grundy seq kayles --up-to 200    a nim-sequence and its proven period
  grundy research 0.007 --to 2^20  far out: statistics, checkpoints, proofs
  grundy coins mock 1 4 6          coin-turning games: the coins to turn
  grundy fib 100 --explain         Fibonacci Nim, by Zeckendorf's theorem
  grundy northcott -m 6 4:5 1:3    Northcott's game: Nim on the gaps between pieces
  grundy new-stone 2 1 3           POJ 1740's stone game: pairs of equal piles lose
  grundy hackenbush 1-2,2-3,3-1    Green Hackenbush on rooted graphs: every winning cut
  grundy geography --grid 4x4      geography on a graph: move the token, delete what it leaves
  grundy seq kayles | grundy pattern -   the period, zeros or P-position pairs of a table
  grundy graph game.txt            tokens on a directed graph: values, draws, winning moves
  grundy nimber mul 8 8            nimber arithmetic, at any size
  grundy sum nim=7 kayles=10       every winning move of a sum of games
  grundy play nim 3 5 7            play against the perfect opponent
  grundy serve                     the web playground on http://127.0.0.1:8080
  grundy check p1247 -- ./a.out    test your own solution against grundy
  grundy oj p1247 < input.txt      answer a judge problem byte for byte
  grundy completions bash          shell completions (bash, zsh, fish, powershell, elvish)
  grundy man --out DIR             the manual pages, grundy.1 and grundy-COMMAND.1

Exit status: 0 done, 1 failed or incomplete (said on stderr), 2 bad input.

Environment:
  GRUNDY_LANG=en|zh                the language of the output, as --lang (default: the
                                   locale, LANG=zh_CN.UTF-8 for Chinese, else English)
  GRUNDY_ISA=portable|avx2|avx512  the instruction set of the engine's hot loops
                                   (default: the best this machine has)";

/// The command line.
#[derive(Parser)]
#[command(name = "grundy", version, about = "Impartial games solved exactly: verdicts, Grundy values and every winning move.", after_help = EXAMPLES)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    /// The language of the output: en or zh (简体中文). Without it,
    /// GRUNDY_LANG, else the locale (LC_ALL, LC_MESSAGES, LANG), else
    /// English. A run with --json is in English throughout (its document and
    /// its messages); the judge formats are the same in every language.
    #[arg(long, global = true, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
}

/// The languages `--lang` takes.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum LangArg {
    /// English.
    En,
    /// Simplified Chinese.
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

/// The commands.
#[derive(Subcommand)]
pub enum Command {
    /// Nim: take any number from one pile; whoever takes the last counter wins.
    #[command(after_help = "Example:\n  grundy nim 3 5 7 --all --explain")]
    Nim(AnalysisArgs),
    /// Misère Nim: as Nim, but whoever takes the last counter loses.
    #[command(
        alias = "misere-nim",
        alias = "misère",
        after_help = "Example:\n  grundy misere 3 5 1 --all"
    )]
    Misere(AnalysisArgs),
    /// Moore's Nim_k: a move takes from 1 to k piles at once.
    #[command(
        alias = "nim-k",
        after_help = "Example:\n  grundy moore -k 2 3 5 6 1 --all"
    )]
    Moore(MooreArgs),
    /// Bounded Nim: a move takes from 1 to k counters from one pile.
    #[command(
        alias = "bounded-nim",
        after_help = "Give one bound for every pile with -k, or a bound per pile as PILE/K:\n  \
                      grundy bounded -k 3 10 12 7\n  grundy bounded 10/3 12/2 7/5 --all"
    )]
    Bounded(BoundedArgs),
    /// Staircase Nim: coins on steps 1, 2, …; a move sends coins one step down.
    #[command(
        after_help = "The numbers are the coins on steps 1, 2, 3, …; step 0 is the floor.\nExample:\n  grundy staircase 3 0 5 --all"
    )]
    Staircase(AnalysisArgs),
    /// Chips on a line (POJ 1704): slide one chip left, never past another.
    #[command(
        after_help = "The numbers are the cells of the chips (from 1, distinct, any order).\nExample:\n  grundy chips 1 5 6 7 9 12 14 17 --all"
    )]
    Chips(AnalysisArgs),
    /// Wythoff's game: take any number from one pile, or the same number from both.
    #[command(
        after_help = "Examples:\n  grundy wythoff 4 6 --all --explain\n  grundy wythoff --p-position 102334155\n  \
                            grundy wythoff --p-position 0..10\n  grundy wythoff --map 20\n  grundy wythoff --table 8 --csv\n  \
                            grundy wythoff --map 100 --plot p-positions.png\n  grundy wythoff --table 64 --plot grundy.svg\n  \
                            grundy wythoff --table 256 --plot grundy.png --no-text"
    )]
    Wythoff(WythoffArgs),
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
                      grundy two-pile 'one[..3],both[..2]' --json\n  \
                      grundy two-pile 'one,both<2' --size 64 --plot 2-wythoff.png --no-text"
    )]
    TwoPile(TwoPileArgs),
    /// The nim-sequence G(0), G(1), … of a heap game, with its period.
    #[command(
        after_help = "GAME is a name (nim, kayles, dawsons-kayles, dawsons-chess, treblecross, guiles,\n\
                            grundys-game, laskers-nim, fibonacci), a take-and-break code (0.77, 4.07, 0.F),\n\
                            sub:1,2,5 (a finite subtraction set), allbut:1,3 (every amount but these) or\n\
                            take-or-split:K (remove any number, or split a heap into K; take-or-split:3,\n\
                            also written 8.333…, is HDU 5795, valued by its closed form).\n\n\
                            Examples:\n  grundy seq kayles --up-to 200\n  grundy seq 0.07 --up-to 1000 --json\n  \
                            grundy seq take-or-split:3 --up-to 40\n  \
                            grundy seq sub:1,2 --up-to 20\n  grundy seq grundys-game --up-to 100000 > g.txt\n  \
                            grundy seq 0.07 --up-to 500 --csv > dawson.csv\n  \
                            grundy seq kayles --misere --up-to 12\n  \
                            grundy seq kayles --up-to 300 --plot kayles.png --no-text"
    )]
    Seq(SeqArgs),
    /// A nim-sequence far out, for research: the rare/common engine, statistics at
    /// every power of two, the period proven as soon as it can be, checkpoints.
    #[command(after_help = research_help())]
    Research(ResearchArgs),
    /// A sum of games side by side: its value and every winning move.
    #[command(after_help = sum_help())]
    Sum(SumArgs),
    /// Print one random valid input of a judge problem, mixing the edge cases that break solutions.
    #[command(
        after_help = "Examples:\n  grundy gen p1247 --seed 7\n  grundy gen hdu1527 --size wide\n  grundy gen p4279 --size judge-max > big.txt"
    )]
    Gen(GenArgs),
    /// Run your solution on random inputs, compare with grundy, and shrink the first wrong answer.
    #[command(
        after_help = "The command after -- is run once per input (stdin in, stdout out).\n\
                            Exit status: 0 all passed, 1 a case failed, 2 bad arguments.\n\
                            Shrinking stops after --shrink-budget runs, and the report then says so;\n\
                            on a terminal a progress bar shows the cases, then the shrinking.\n\n\
                            Examples:\n  grundy check p1247 -- ./my_solution\n  \
                            grundy check p4279 --cases 500 --seed 3 -- python3 sol.py\n  \
                            grundy check hdu1527 --timeout-ms 500 -- ./a.out\n  \
                            grundy check hdu2177 --shrink-budget 50 -- ./a.out"
    )]
    Check(CheckArgs),
    /// Play a game against the perfect opponent (or between two people) in the terminal.
    #[command(
        after_help = play_help())]
    Play(PlayArgs),
    /// Start the local web playground.
    #[command(
        after_help = "Serves a page to play Nim, Wythoff, heap games and sums against a perfect\n\
                      opponent, and the JSON API the page uses (GET /api/games; POST /api/analyze,\n\
                      /api/move, /api/computer). Only this machine can reach the default address.\n\n\
                      Example:\n  grundy serve --addr 127.0.0.1:8080"
    )]
    Serve(ServeArgs),
    /// Answer an online-judge problem: its input on stdin, exactly its output on stdout.
    #[command(after_help = oj_help())]
    Oj(OjArgs),
    /// Nimber arithmetic: nim-sum, nim-product, inverse, square root, powers, quadratics, at any size.
    #[command(
        after_help = "The nimbers are the Grundy values; with the nim-sum (xor) and the\n\
                            nim-product they form a field, whose product the coin-turning games in two\n\
                            dimensions need (Turning Corners: G(x, y) = x ⊗ y).\n\n\
                            Examples:\n  grundy nimber mul 8 8\n  grundy nimber mul 5 3 --explain\n  \
                            grundy nimber inv 7\n  grundy nimber sqrt 13\n  grundy nimber pow 2 3\n  \
                            grundy nimber solve 13\n  grundy nimber solve 5 9 --explain\n  \
                            grundy nimber log 1234567890123 17049475157994517647\n  \
                            grundy nimber add 3 5 6 --json\n  \
                            grundy nimber mul 18446744073709551616 18446744073709551616"
    )]
    Nimber(NimberArgs),
    /// Fibonacci Nim and the k-fold game: take at most k times what the opponent just took.
    #[command(
        visible_alias = "fibonacci-nim",
        after_help = "The first move takes 1 to n − 1; each later move at most k times the last (k = 2:\n\
                      Fibonacci Nim). Solved at any size from the pile's sum of losing sizes\n\
                      (Zeckendorf's for k = 2).\n\n\
                      Examples:\n  grundy fib 100                   every winning first take\n  \
                      grundy fib 100 --explain         100 = 89 + 8 + 3, and why\n  \
                      grundy fib 20 --allowance 3      a pile of 20 when at most 3 may be taken\n  \
                      grundy fib -k 3 100 --json       the 3-fold game, as JSON\n  \
                      grundy play fibonacci-nim 20     play it"
    )]
    Fib(FibArgs),
    /// Northcott's game: a piece of each player in every row; slide your own along its row, never onto or over the other.
    #[command(
        after_help = "Each row is T:J, the columns (from 1) of your piece (the player to move) and of the\n\
                      opponent's. Nim in disguise: the empty squares between the two pieces of a row\n\
                      are a Nim heap; every winning slide is listed, moving away included. Any size.\n\n\
                      Examples:\n  grundy northcott -m 6 4:5 1:3 1:2            every winning slide\n  \
                      grundy northcott -m 6 4:5 1:3 1:2 --explain  the gaps and their xor\n  \
                      grundy northcott -m 10 2:9 --json\n  \
                      printf '4 5\\n1 3\\n' | grundy northcott -m 6 -   rows from standard input"
    )]
    Northcott(NorthcottArgs),
    /// A New Stone Game (POJ 1740): take stones from a pile and hand any of the rest of it to other piles.
    #[command(
        after_help = "A move takes at least one stone from one pile and may hand any of the rest of that\n\
                      pile's stones to other non-empty piles. The player to move loses exactly when\n\
                      the piles are in pairs of equal piles; every winning move is listed, each\n\
                      leaving a different position, up to 100000. Any size.\n\n\
                      Examples:\n  grundy new-stone 2 1 3               every winning move\n  \
                      grundy new-stone 2 1 3 --explain     the pairs, and why\n  \
                      grundy new-stone 5 5 3 3 --json\n  \
                      echo 4 1 2 | grundy new-stone -"
    )]
    NewStone(NewStoneArgs),
    /// Green Hackenbush: graphs rooted at a vertex; cut an edge, and whatever no longer reaches the root falls.
    #[command(
        after_help = "Each GRAPH is a rooted graph, its edges A-B (vertices are natural numbers) joined by\n\
                      commas, rooted at vertex 1 (--root R for another); several graphs are their sum.\n\
                      Any graph: trees by the colon principle, cycles, parallel edges and loops by the\n\
                      fusion principle. The value and the verdict at any size; the winning cuts, found on\n\
                      the graph itself, for graphs of up to 5000 edges. `-` reads one graph a line from\n\
                      standard input.\n\n\
                      Examples:\n  grundy hackenbush 1-2,2-3,3-1 1-2,2-3        a triangle and a stalk of two\n  \
                      grundy hackenbush 1-2,2-3,2-4,1-5,1-6 --all   every winning cut\n  \
                      grundy hackenbush 1-2,2-3,3-1,3-4 --explain   the fusion and colon steps\n  \
                      grundy hackenbush 0-1,1-1 --root 0 --json\n  \
                      printf '1-2,2-3\\n1-2\\n' | grundy hackenbush -\n  \
                      grundy play hackenbush 1-2 2-3 3-1            play it\n  \
                      grundy sum hackenbush=1-2,2-3,3-1 nim=3       beside other games"
    )]
    Hackenbush(HackenbushArgs),
    /// Undirected vertex geography: move the token along an edge, and the vertex it leaves is deleted.
    #[command(
        after_help = "GRAPH is an undirected graph, its edges A-B (vertices are natural numbers) joined by\n\
                      commas or spaces; or the name of a file of them (one edge a line, A-B or two numbers\n\
                      A B; # starts a comment); or - for standard input. --grid RxC is the board of R rows\n\
                      and C columns instead, square (r, c) the vertex (r-1)*C + c, vertex 1 a corner. The\n\
                      token starts on vertex 1 (--start V for another); whoever cannot move loses.\n\
                      The player to move wins exactly when the start is in every maximum matching (Gabow's\n\
                      matching for general graphs); a move to u wins exactly when some maximum matching of\n\
                      the graph without the start misses u. Every winning move is listed.\n\n\
                      Examples:\n  grundy geography 1-2,2-3,3-4,4-1,1-5 --all        every winning move\n  \
                      grundy geography 1-2,2-3,3-1 --start 2 --explain   the matchings, and the strategy\n  \
                      grundy geography --grid 4x4 --json                 Luogu P4136's board of side 4\n  \
                      grundy geography edges.txt --vertices 100 --start 7\n  \
                      printf '1 2\\n2 3\\n' | grundy geography - --start 2"
    )]
    Geography(GeographyArgs),
    /// Patterns in a table another program printed: periods, zeros, P-position pairs.
    #[command(after_help = PATTERN_HELP)]
    Pattern(PatternArgs),
    /// Tokens on a directed graph read from a file: push one token along one edge; whoever cannot move loses.
    #[command(after_help = GRAPH_HELP)]
    Graph(GraphArgs),
    /// Coin-turning games: a row (or board) of coins; a move turns coins as the rule allows, the last from heads to tails.
    #[command(after_help = coins_help())]
    Coins(CoinsArgs),
    /// Print a completion script for a shell, to install where the shell reads them.
    #[command(after_help = COMPLETIONS_HELP)]
    Completions(CompletionsArgs),
    /// Print the manual page grundy(1) as roff, or write every page with --out DIR.
    #[command(after_help = MAN_HELP)]
    Man(ManArgs),
}

const PATTERN_HELP: &str = "\
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
const GRAPH_HELP: &str = "\
FILE holds the graph, one statement a line: `vertices N` (N vertices known by
their indices, from 0), `vertex NAME ...`, `A -> B ...` (edges from A), `token A ...` (tokens,
several on one vertex if named twice), `acyclic` (checked: a cycle is an error), # comments.
An acyclic graph gets every vertex's Grundy value and the tokens' sum its xor; on a graph with
cycles one token is won, lost or drawn by retrograde analysis, and several tokens are decided by
the generalised Sprague-Grundy values (a number, or ∞ with the finite values it reaches). From a
drawn position the moves listed are those that keep the draw.

Examples:
  grundy graph game.txt                   values, verdict, a winning move
  grundy graph game.txt --all             every vertex and every winning move
  grundy graph game.txt --explain         the mex at each vertex of the winning line
  grundy graph game.txt --json
  grundy graph game.txt --plot game.svg   the picture, vertices coloured by value
  printf 'vertex a b\\na -> b\\ntoken a\\n' | grundy graph -";

const COMPLETIONS_HELP: &str = "\
Examples:
  grundy completions bash > ~/.local/share/bash-completion/completions/grundy
  grundy completions zsh > ~/.zfunc/_grundy      (with fpath+=~/.zfunc before compinit)
  grundy completions fish > ~/.config/fish/completions/grundy.fish
  grundy completions powershell >> $PROFILE";

const MAN_HELP: &str = "\
Without --out, the page of grundy itself, or of COMMAND, goes to standard output; with --out
DIR, the page grundy.1 and one grundy-COMMAND.1 per command are written to DIR (created if
missing).

Examples:
  grundy man | man -l -
  grundy man seq | man -l -
  grundy man --out ~/.local/share/man/man1      then: man grundy, man grundy-seq";

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

/// `grundy completions`' arguments.
#[derive(Args)]
pub struct CompletionsArgs {
    /// The shell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

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

/// The whole command line's definition, for the completion scripts and the
/// manual pages.
pub fn definition() -> clap::Command {
    <Cli as clap::CommandFactory>::command()
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

/// `grundy hackenbush`'s arguments.
#[derive(Args)]
pub struct HackenbushArgs {
    /// The graphs, each its edges A-B joined by commas (`none`: no edge; `-`: read one graph a
    /// line from standard input).
    #[arg(value_name = "GRAPH")]
    pub graphs: Vec<String>,
    /// The root of every graph.
    #[arg(long, value_name = "R", default_value_t = 1)]
    pub root: u64,
    #[command(flatten)]
    pub analysis: Analysis,
}

/// `grundy geography`'s arguments.
#[derive(Args)]
pub struct GeographyArgs {
    /// The graph: its edges A-B joined by commas (`none`: no edge), a file of them (one edge a
    /// line, A-B or `A B`), or `-` to read them from standard input.
    #[arg(value_name = "GRAPH", conflicts_with = "grid")]
    pub graph: Option<String>,
    /// The board of R rows and C columns instead of a graph (square (r, c) is vertex (r-1)*C + c).
    #[arg(long, value_name = "RxC", value_parser = grid_size)]
    pub grid: Option<(u64, u64)>,
    /// The vertex the token starts on.
    #[arg(long, value_name = "V", default_value_t = 1)]
    pub start: u64,
    /// The vertices are 1 to N: an edge to another is an error, a vertex on no edge is isolated.
    #[arg(long, value_name = "N", conflicts_with = "grid", value_parser = vertex_count)]
    pub vertices: Option<u64>,
    #[command(flatten)]
    pub analysis: Analysis,
}

/// `grundy graph`'s arguments.
#[derive(Args)]
pub struct GraphArgs {
    /// The graph's file (`-`: standard input).
    #[arg(value_name = "FILE")]
    pub file: String,
    /// Value a graph with cycles by its generalised Sprague-Grundy values even for one token.
    #[arg(long)]
    pub generalised: bool,
    /// Also draw the graph, its vertices coloured by value and the tokens ringed (at most 60
    /// vertices and 400 edges); FILE ends in .png or .svg.
    #[arg(long, value_name = "FILE", value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    #[command(flatten)]
    pub analysis: Analysis,
}

/// `--grid RxC` of `geography`: two whole numbers of at least 1.
fn grid_size(text: &str) -> Result<(u64, u64), BadValue> {
    let bad = || BadValue(tr!("value-grid", text = text));
    let (r, c) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let whole = |t: &str| match grundy_engine::num::parse_u64(t.as_bytes()) {
        Some(n) if n >= 1 => Ok(n),
        None if grundy_engine::num::is_digits(t) => Err(past_64_bits("--grid", t)),
        _ => Err(bad()),
    };
    Ok((whole(r)?, whole(c)?))
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

/// `grundy gen`'s arguments.
#[derive(Args)]
pub struct GenArgs {
    /// The problem (see `grundy oj --list`).
    #[arg(value_parser = problem)]
    pub problem: Problem,
    /// The seed: the same seed gives the same input.
    #[arg(long, default_value = "1", value_parser = seed)]
    pub seed: u64,
    /// tiny, small, wide (few numbers, values at the judge's limits) or
    /// judge-max; by default the size `grundy check` gives this seed, so that
    /// the seed a failed check reports gives its input here.
    #[arg(long, value_parser = generated_size)]
    pub size: Option<grundy_check::Size>,
}

/// `grundy check`'s arguments.
#[derive(Args)]
pub struct CheckArgs {
    /// The problem (see `grundy oj --list`).
    #[arg(value_parser = problem)]
    pub problem: Problem,
    /// How many random inputs.
    #[arg(long, default_value = "1000", value_parser = cases)]
    pub cases: usize,
    /// The seed of the first input (default: from the clock, and printed).
    #[arg(long, value_parser = seed)]
    pub seed: Option<u64>,
    /// The time limit of one run, in milliseconds.
    #[arg(long, default_value = "2000", value_parser = timeout_ms)]
    pub timeout_ms: Duration,
    /// How many runs at once (default: one per core).
    #[arg(long, value_parser = check_threads)]
    pub threads: Option<usize>,
    /// The most runs spent shrinking the first failing input (as one thread counts them); the report says when shrinking stopped at it.
    #[arg(long, default_value = "1000", value_parser = shrink_budget)]
    pub shrink_budget: usize,
    /// The program to check, after `--`.
    #[arg(last = true, required = true, value_name = "COMMAND")]
    pub command: Vec<String>,
}

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

/// `grundy serve`'s arguments.
#[derive(Args)]
pub struct ServeArgs {
    /// The address to listen on, HOST:PORT.
    #[arg(long, default_value = "127.0.0.1:8080", value_parser = address)]
    pub addr: SocketAddr,
}

/// `grundy oj`'s arguments.
#[derive(Args)]
pub struct OjArgs {
    /// The problem (see --list).
    #[arg(required_unless_present = "list", value_parser = problem)]
    pub problem: Option<Problem>,
    /// Read the input from this file instead of standard input (`-` is stdin).
    pub file: Option<PathBuf>,
    /// List the problems and their formats.
    #[arg(long)]
    pub list: bool,
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

/// `grundy sum --help`: every kind of component, from the registry.
/// A coin-turning rule, checked where it is declared.
fn parse_rule(text: &str) -> Result<grundy_engine::coins::Rule, String> {
    grundy_engine::coins::Rule::parse(text).map_err(|e| e.to_string())
}

/// `grundy coins --help`: the codes' letters and every named rule, from
/// the engine's list.
fn coins_help() -> String {
    let names: Vec<String> = grundy_engine::coins::NAMES
        .iter()
        .map(|(name, code)| {
            let title = grundy_engine::coins::title(name);
            format!("  {name:<14} {code:<12} {title}")
        })
        .collect();
    tr!(
        "after-coins",
        codes = grundy_engine::coins::code::code_help(),
        names = names.join("\n")
    )
}

fn sum_help() -> String {
    tr!("after-sum", kinds = grundy_engine::kinds::help_lines())
}

/// `grundy play --help`: every kind's way to be played and its moves typed,
/// from the registry.
fn play_help() -> String {
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

/// Reads the command line. Help and usage errors end the process as clap
/// ends it; a value refused by its parser comes back as bad input, to be
/// told in the program's own words and exit status.
pub fn parse() -> Result<Command, CommandError> {
    // The help is written while the line is read: its language is found
    // first, from the line itself, else the environment.
    // A run with --json is read by a program: it is English throughout, its
    // document and its messages alike, so that the program meets one
    // language (the arguments after `--` are the checked program's own).
    let json = std::env::args_os()
        .take_while(|a| a != "--")
        .any(|a| a == "--json");
    let help_lang = if json {
        grundy_i18n::Lang::En
    } else {
        asked_lang(std::env::args_os()).unwrap_or_else(grundy_i18n::Lang::from_env)
    };
    // The values' own parsers run inside clap's: their refusals are in the
    // language asked for too.
    grundy_i18n::set_current(help_lang);
    let parsed = crate::help::localized(Cli::command(), help_lang)
        .try_get_matches()
        .and_then(|matches| Cli::from_arg_matches(&matches));
    match parsed {
        Ok(cli) => {
            check_environment()?;
            let lang = match cli.lang {
                _ if json => grundy_i18n::Lang::En,
                Some(lang) => lang.into(),
                None => grundy_i18n::Lang::from_env(),
            };
            grundy_i18n::set_current(lang);
            Ok(cli.command)
        }
        Err(e) => {
            let args: Vec<String> = std::env::args_os()
                .map(|a| a.to_string_lossy().into_owned())
                .collect();
            let cmd = crate::help::localized(Cli::command(), help_lang);
            let e = crate::suggest::with_suggestions(e, &cmd, &args);
            let refused = std::error::Error::source(&e)
                .and_then(|source| source.downcast_ref::<BadValue>())
                .filter(|_| e.kind() == clap::error::ErrorKind::ValueValidation);
            match refused {
                Some(bad) => Err(CommandError::Input(bad.0.clone())),
                None if help_lang == grundy_i18n::Lang::Zh => match e.kind() {
                    clap::error::ErrorKind::DisplayHelp
                    | clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                        crate::help::print_chinese(e)
                    }
                    _ => e.apply::<crate::clap_errors::Chinese>().exit(),
                },
                None => e.exit(),
            }
        }
    }
}

/// The language `--lang LANG` or `--lang=LANG` names on a command line, if
/// any (the last one given, as clap takes it).
pub(crate) fn asked_lang(
    args: impl Iterator<Item = std::ffi::OsString>,
) -> Option<grundy_i18n::Lang> {
    let args: Vec<String> = args.map(|a| a.to_string_lossy().into_owned()).collect();
    let mut asked = None;
    for (i, arg) in args.iter().enumerate() {
        if arg == "--" {
            break;
        }
        let value = match arg.strip_prefix("--lang") {
            Some("") => args.get(i + 1).map(String::as_str),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(lang) = value.and_then(grundy_i18n::Lang::parse) {
            asked = Some(lang);
        }
    }
    asked
}

/// `GRUNDY_ISA`, where set, names an instruction set this machine has (the
/// engine alone would quietly keep its best one).
fn check_environment() -> Result<(), CommandError> {
    if let Ok(value) = std::env::var("GRUNDY_LANG") {
        if !value.is_empty() && grundy_i18n::Lang::parse(&value).is_none() {
            return Err(CommandError::Input(tr!("lang-env-unknown", value = value)));
        }
    }
    match std::env::var("GRUNDY_ISA") {
        Ok(value) => Isa::from_env(&value)
            .map(|_| ())
            .map_err(|e| CommandError::Input(e.to_string())),
        Err(_) => Ok(()),
    }
}

/// A value refused by its argument's parser; the message names the
/// argument and the value.
#[derive(Debug)]
pub struct BadValue(String);

impl fmt::Display for BadValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadValue {}

impl From<BadValue> for CommandError {
    fn from(e: BadValue) -> Self {
        CommandError::Input(e.0)
    }
}

/// A whole number from 1 to `limit`; `why` says what the limit protects.
fn whole_up_to(flag: &str, text: &str, limit: usize, why: &str) -> Result<usize, BadValue> {
    match grundy_engine::num::parse_u64(text.as_bytes()) {
        Some(n) if n >= 1 && n <= limit as u64 => Ok(n as usize),
        Some(n) if n > limit as u64 => Err(BadValue(tr!(
            "value-too-large",
            flag = flag,
            n = n,
            limit = limit,
            why = why
        ))),
        // A number too large for 64 bits is too large, not "not a whole
        // number" (issue 42).
        None if grundy_engine::num::is_digits(text) => Err(BadValue(tr!(
            "value-too-large",
            flag = flag,
            n = text,
            limit = limit,
            why = why
        ))),
        _ => Err(BadValue(tr!(
            "value-whole-up-to",
            flag = flag,
            limit = limit,
            text = text
        ))),
    }
}

/// `flag`'s value of `text`, a whole number past 64 bits: too large, which
/// the parsers of machine words had called no whole number (issue 42).
fn past_64_bits(flag: &str, text: &str) -> BadValue {
    BadValue(tr!(
        "value-too-large",
        flag = flag,
        n = text,
        limit = u64::MAX,
        why = tr!("why-64-bits")
    ))
}

/// A whole number of 64 bits for `flag`, or why `text` is none.
fn word(flag: &str, text: &str) -> Result<u64, BadValue> {
    match grundy_engine::num::parse_u64(text.as_bytes()) {
        Some(n) => Ok(n),
        None if grundy_engine::num::is_digits(text) => Err(past_64_bits(flag, text)),
        None => Err(BadValue(tr!("value-whole", flag = flag, text = text))),
    }
}

/// `--vertices` of `geography`: at least 1, as the vertices are 1 to N (0
/// had been taken, and refusals then named the vertices 1 to 0).
fn vertex_count(text: &str) -> Result<u64, BadValue> {
    match grundy_engine::num::parse_u64(text.as_bytes()) {
        Some(n) if n >= 1 => Ok(n),
        None if grundy_engine::num::is_digits(text) => Err(past_64_bits("--vertices", text)),
        _ => Err(BadValue(tr!(
            "value-at-least-1",
            flag = "--vertices",
            text = text
        ))),
    }
}

/// The largest --map: a map is read on a screen.
const MAP_LIMIT: usize = 1000;
/// The largest --table: n² 32-bit values must fit in memory comfortably.
const TABLE_LIMIT: usize = 8192;
/// The largest --size of `two-pile`: the exhaustive table costs about n³
/// steps for unbounded moves.
const TWO_PILE_LIMIT: usize = 1024;
/// The largest --up-to of `seq`: four bytes a value must fit in memory.
const SEQ_LIMIT: usize = 1 << 30;
/// The largest --row of `seq`.
const ROW_LIMIT: usize = 1000;
/// The largest --checkpoint-every, in seconds.
const CHECKPOINT_EVERY_LIMIT: usize = 1 << 30;
/// The largest --threads of `research`.
const RESEARCH_THREADS_LIMIT: usize = 1024;
/// The largest --cases of `check`.
const CASES_LIMIT: usize = 10_000_000;
/// The largest --threads of `check`: each runs the program under test.
const CHECK_THREADS_LIMIT: usize = 256;
/// The largest --shrink-budget of `check`: a million runs of a program that
/// takes a millisecond are a quarter of an hour already.
const SHRINK_BUDGET_LIMIT: usize = 1_000_000;

/// `--map N` of `wythoff`.
fn map_size(text: &str) -> Result<usize, BadValue> {
    let why = tr!("why-map", n = MAP_LIMIT);
    whole_up_to("--map", text, MAP_LIMIT, &why)
}

/// `--table N` of `wythoff`.
fn table_size(text: &str) -> Result<usize, BadValue> {
    let why = tr!("why-table", n = TABLE_LIMIT);
    whole_up_to("--table", text, TABLE_LIMIT, &why)
}

/// `--size N` of `two-pile`.
fn two_pile_size(text: &str) -> Result<usize, BadValue> {
    let why = tr!("why-table", n = TWO_PILE_LIMIT);
    whole_up_to("--size", text, TWO_PILE_LIMIT, &why)
}

/// `--up-to N` of `seq`.
fn up_to(text: &str) -> Result<usize, BadValue> {
    whole_up_to("--up-to", text, SEQ_LIMIT, &tr!("why-seq"))
}

/// `--row W` of `seq`.
fn row_width(text: &str) -> Result<usize, BadValue> {
    whole_up_to("--row", text, ROW_LIMIT, &tr!("why-row"))
}

/// `--checkpoint-every SECONDS` of `research`.
fn checkpoint_every(text: &str) -> Result<Duration, BadValue> {
    let seconds = whole_up_to(
        "--checkpoint-every",
        text,
        CHECKPOINT_EVERY_LIMIT,
        &tr!("why-checkpoint"),
    )?;
    Ok(Duration::from_secs(seconds as u64))
}

/// `--threads N` of `research`.
fn research_threads(text: &str) -> Result<usize, BadValue> {
    whole_up_to(
        "--threads",
        text,
        RESEARCH_THREADS_LIMIT,
        &tr!("why-research-threads"),
    )
}

/// `--cases N` of `check`.
fn cases(text: &str) -> Result<usize, BadValue> {
    whole_up_to("--cases", text, CASES_LIMIT, &tr!("why-cases"))
}

/// `--threads N` of `check`.
fn check_threads(text: &str) -> Result<usize, BadValue> {
    whole_up_to(
        "--threads",
        text,
        CHECK_THREADS_LIMIT,
        &tr!("why-check-threads"),
    )
}

/// `--shrink-budget N` of `check`.
fn shrink_budget(text: &str) -> Result<usize, BadValue> {
    whole_up_to(
        "--shrink-budget",
        text,
        SHRINK_BUDGET_LIMIT,
        &tr!("why-shrink-budget"),
    )
}

/// `--to` of `research`: a whole number, or `2^K`.
fn research_target(text: &str) -> Result<usize, BadValue> {
    let bad = || BadValue(tr!("value-research-to", text = text));
    let t = text.trim();
    let n = match t.strip_prefix("2^") {
        Some(k) => {
            let k: u32 = k.parse().map_err(|_| bad())?;
            1u64.checked_shl(k)
                .filter(|_| k < 64)
                .ok_or_else(|| BadValue(tr!("value-beyond-64-bits", k = k)))?
        }
        None if grundy_engine::num::is_digits(t) => {
            grundy_engine::num::parse_u64(t.as_bytes()).ok_or_else(|| past_64_bits("--to", t))?
        }
        None => return Err(bad()),
    };
    if n == 0 {
        return Err(bad());
    }
    usize::try_from(n).map_err(|_| BadValue(tr!("value-beyond-word", n = n)))
}

/// `-k` of `moore` and `bounded` (and K of `grundy play moore:K`): a whole
/// number of at least 1, of any size.
pub fn k_bound(text: &str) -> Result<BigNat, BadValue> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match BigNat::parse_decimal(text) {
        Some(k) if digits && !Natural::is_zero(&k) => Ok(k),
        _ => Err(BadValue(tr!("value-k", text = text))),
    }
}

/// `--columns` of `northcott`: a whole number of at least 2 (two pieces a row).
fn columns(text: &str) -> Result<BigNat, BadValue> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match BigNat::parse_decimal(text) {
        Some(m) if digits && m >= BigNat::from(2u8) => Ok(m),
        _ => Err(BadValue(tr!("value-columns", text = text))),
    }
}

/// `--allowance` of `fib`: a whole number of any size.
fn allowance(text: &str) -> Result<BigNat, BadValue> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    BigNat::parse_decimal(text)
        .filter(|_| digits)
        .ok_or_else(|| BadValue(tr!("value-whole", flag = "--allowance", text = text)))
}

/// `--seed` of `gen` and `check`: a whole number that fits in 64 bits.
fn seed(text: &str) -> Result<u64, BadValue> {
    word("--seed", text)
}

/// `--timeout-ms` of `check`: at least 1 ms.
fn timeout_ms(text: &str) -> Result<Duration, BadValue> {
    match word("--timeout-ms", text)? {
        // Refused rather than raised to 1: the report tells the limit.
        0 => Err(BadValue(tr!("value-timeout-zero"))),
        ms => Ok(Duration::from_millis(ms)),
    }
}

/// `grundy oj --help`'s epilogue: the problems' names, so that every one
/// added is listed, and examples.
fn oj_help() -> String {
    let names: Vec<&str> = Problem::ALL.iter().map(|p| p.name()).collect();
    tr!("after-oj", names = grundy_i18n::join_list(&names))
}

/// A judge problem's name.
fn problem(name: &str) -> Result<Problem, BadValue> {
    name.parse()
        .map_err(|e: grundy_oj::UnknownProblem| BadValue(e.to_string()))
}

/// `--size` of `gen`.
fn generated_size(text: &str) -> Result<grundy_check::Size, BadValue> {
    text.parse().map_err(|e: grundy_check::UnknownSize| {
        BadValue(tr!("flag-then", flag = "--size", why = e))
    })
}

/// `--addr HOST:PORT` of `serve`.
fn address(text: &str) -> Result<SocketAddr, BadValue> {
    text.parse()
        .map_err(|_| BadValue(tr!("value-address", text = text)))
}

/// The P-positions K1..=K2 of `wythoff --p-position`.
#[derive(Clone)]
pub struct KRange {
    /// The first index.
    pub from: BigNat,
    /// The last index, at least `from`.
    pub to: BigNat,
}

/// `--p-position K` or `K1..K2`, numbers of any size.
fn k_range(text: &str) -> Result<KRange, BadValue> {
    let parse = |part: &str| {
        BigNat::parse_decimal(part)
            .ok_or_else(|| BadValue(tr!("value-p-position", part = part, text = text)))
    };
    let (from, to) = match text.split_once("..") {
        Some((a, b)) => (parse(a)?, parse(b)?),
        None => (parse(text)?, parse(text)?),
    };
    if from > to {
        return Err(BadValue(tr!("value-p-range-empty", text = text)));
    }
    Ok(KRange { from, to })
}

/// A value read from an argument, kept with the argument as written, which
/// the output echoes beside the value's own spelling.
#[derive(Clone)]
pub struct AsWritten<T> {
    /// The value.
    pub parsed: T,
    /// The argument.
    pub text: String,
}

/// The GAME of `seq` and `research`.
fn heap_game(text: &str) -> Result<AsWritten<HeapGame>, BadValue> {
    let parsed = HeapGame::parse(text).map_err(|e| BadValue(e.to_string()))?;
    Ok(AsWritten {
        parsed,
        text: text.to_string(),
    })
}

/// The SPEC of `two-pile`.
fn two_pile_rules(text: &str) -> Result<AsWritten<TwoPileRules>, BadValue> {
    let parsed = text
        .parse()
        .map_err(|e| BadValue(tr!("value-rule-spec", text = text, why = e)))?;
    Ok(AsWritten {
        parsed,
        text: text.to_string(),
    })
}

/// The FILE of `--plot`, whose extension says the picture's format.
#[derive(Clone)]
pub struct PlotFile {
    /// Where the picture goes.
    pub path: PathBuf,
    /// PNG or SVG.
    pub format: grundy_plot::Format,
}

/// `--plot FILE` of `wythoff`, `two-pile`, `seq` and `coins`.
fn plot_file(file: OsString) -> Result<PlotFile, BadValue> {
    let path = PathBuf::from(file);
    let format = grundy_plot::Format::from_path(&path)
        .map_err(|e| BadValue(tr!("flag-then", flag = "--plot", why = e)))?;
    Ok(PlotFile { path, format })
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

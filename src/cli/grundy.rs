//! `grundy` itself: its own flags and help, and the list of its commands,
//! each with its help's epilogue.

use super::analyses::{
    coins_help, sum_help, AnalysisArgs, BoundedArgs, CoinsArgs, FibArgs, MooreArgs, NewStoneArgs,
    NorthcottArgs, SumArgs,
};
use super::graphs::{GeographyArgs, GraphArgs, HackenbushArgs, GRAPH_HELP};
use super::judge::{oj_help, template_help, CheckArgs, GenArgs, OjArgs, TemplateArgs};
use super::tables::{
    research_help, PatternArgs, ResearchArgs, SeqArgs, TwoPileArgs, WythoffArgs, PATTERN_HELP,
};
use super::tools::{
    play_help, CompletionsArgs, ManArgs, NimberArgs, PlayArgs, ServeArgs, COMPLETIONS_HELP,
    MAN_HELP,
};
use clap::{Parser, Subcommand};

pub(super) const EXAMPLES: &str = "\
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
  grundy template p2197 python     a commented solution of a judge problem
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
    /// Print a complete, commented solution of a judge problem, in C++ or Python.
    #[command(after_help = template_help())]
    Template(TemplateArgs),
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

/// The whole command line's definition, for the completion scripts and the
/// manual pages.
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

//! The arguments of the games played on graphs: Green Hackenbush, vertex
//! geography, and tokens on a directed graph.

use super::analyses::Analysis;
use super::values::{grid_size, plot_file, vertex_count, PlotFile};
use clap::builder::{OsStringValueParser, TypedValueParser};
use clap::Args;

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

pub(super) const GRAPH_HELP: &str = "\
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

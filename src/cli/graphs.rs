//! The arguments of the games played on graphs: Green Hackenbush, vertex
//! geography, and tokens on a directed graph.

use super::analyses::Analysis;
use super::values::{grid_size, plot_file, vertex_count, PlotFile};
use clap::builder::{OsStringValueParser, TypedValueParser};
use clap::Args;

/// `grundy hackenbush`'s arguments.
#[derive(Args)]
pub struct HackenbushArgs {
    #[arg(value_name = "GRAPH")]
    pub graphs: Vec<String>,
    #[arg(long, value_name = "R", default_value_t = 1)]
    pub root: u64,
    #[command(flatten)]
    pub analysis: Analysis,
}

/// `grundy geography`'s arguments.
#[derive(Args)]
pub struct GeographyArgs {
    #[arg(value_name = "GRAPH", conflicts_with = "grid")]
    pub graph: Option<String>,
    #[arg(long, value_name = "RxC", value_parser = grid_size)]
    pub grid: Option<(u64, u64)>,
    #[arg(long, value_name = "V", default_value_t = 1)]
    pub start: u64,
    #[arg(long, value_name = "N", conflicts_with = "grid", value_parser = vertex_count)]
    pub vertices: Option<u64>,
    #[command(flatten)]
    pub analysis: Analysis,
}

/// `grundy graph`'s arguments.
#[derive(Args)]
pub struct GraphArgs {
    #[arg(value_name = "FILE")]
    pub file: String,
    #[arg(long)]
    pub generalised: bool,
    #[arg(long, value_name = "FILE", value_parser = OsStringValueParser::new().try_map(plot_file))]
    pub plot: Option<PlotFile>,
    #[command(flatten)]
    pub analysis: Analysis,
}

//! What a picture is written as, chosen from its file's extension, and why
//! a picture may not be made.

use crate::limits::{COIN_SIDE_LIMIT, GRAPH_EDGE_LIMIT, GRAPH_VERTEX_LIMIT};
use std::fmt;
use std::path::{Path, PathBuf};

/// The picture formats, chosen from a file's extension.
///
/// ```
/// use grundy_plot::{p_positions_image, Format};
/// for format in [Format::Png, Format::Svg] {
///     assert!(!p_positions_image(10, format)?.is_empty());
/// }
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A PNG image (`.png`).
    Png,
    /// An SVG drawing (`.svg`); its text is left as text, in `sans-serif`.
    Svg,
}

impl Format {
    /// The format named by `path`'s extension (`png` or `svg`, in any case).
    ///
    /// ```
    /// use grundy_plot::Format;
    /// use std::path::Path;
    /// assert_eq!(Format::from_path(Path::new("map.PNG")).unwrap(), Format::Png);
    /// assert_eq!(Format::from_path(Path::new("out/map.svg")).unwrap(), Format::Svg);
    /// let e = Format::from_path(Path::new("map.bmp")).unwrap_err();
    /// assert_eq!(e.to_string(), "map.bmp: unsupported picture format: use .png or .svg");
    /// ```
    pub fn from_path(path: &Path) -> Result<Format, PlotError> {
        match path.extension().and_then(|e| e.to_str()) {
            Some(e) if e.eq_ignore_ascii_case("png") => Ok(Format::Png),
            Some(e) if e.eq_ignore_ascii_case("svg") => Ok(Format::Svg),
            _ => Err(PlotError::UnsupportedExtension {
                path: path.to_path_buf(),
            }),
        }
    }

    /// The largest `n` that [`grundy_heatmap_image`] draws in this format:
    /// one rectangle per cell, which an SVG keeps as n² elements.
    ///
    /// ```
    /// use grundy_plot::Format;
    /// assert!(Format::Svg.heatmap_limit() <= Format::Png.heatmap_limit());
    /// ```
    pub fn heatmap_limit(self) -> usize {
        match self {
            Format::Png => 1024,
            Format::Svg => 256,
        }
    }
}

/// Why a picture was not made. Its `Display` names the file and, for a
/// file that cannot be written, what the operating system said.
///
/// ```
/// use grundy_plot::{wythoff_p_positions, PlotError};
/// use std::path::Path;
///
/// let e = wythoff_p_positions(Path::new("scatter.gif"), 10).unwrap_err();
/// assert!(matches!(e, PlotError::UnsupportedExtension { .. }));
///
/// let e = wythoff_p_positions(Path::new("/no/such/directory/scatter.png"), 10).unwrap_err();
/// assert!(matches!(e, PlotError::Write { .. }));
/// assert!(e.to_string().starts_with("cannot write /no/such/directory/scatter.png: "));
/// ```
#[derive(Debug)]
#[non_exhaustive]
pub enum PlotError {
    /// The file's extension names no format this crate writes.
    UnsupportedExtension {
        /// The file asked for.
        path: PathBuf,
    },
    /// The picture was drawn but the file could not be written.
    Write {
        /// The file asked for.
        path: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// The Grundy table does not have `n × n` values.
    TableSize {
        /// The number of values given.
        len: usize,
        /// The size asked for.
        n: usize,
    },
    /// The heat map would be too large for the format (see
    /// [`Format::heatmap_limit`]).
    TooLarge {
        /// The size asked for.
        n: usize,
        /// The format asked for.
        format: Format,
    },
    /// A coin-turning position with more coins on a side than a picture
    /// draws (see [`COIN_SIDE_LIMIT`]).
    TooManyCoins {
        /// The coins along.
        columns: u64,
        /// The coins down (1 for a row).
        rows: u64,
        /// Whether they lie on a board rather than in a row.
        board: bool,
    },
    /// A graph with more vertices or edges than a picture draws (see
    /// [`GRAPH_VERTEX_LIMIT`] and [`GRAPH_EDGE_LIMIT`]).
    TooManyVertices {
        /// Its vertices.
        vertices: usize,
        /// Its edges.
        edges: usize,
    },
    /// A nim-sequence plot of more values than it can draw.
    TooManyValues {
        /// How many values were given.
        len: usize,
        /// The most a plot draws.
        limit: usize,
    },
    /// The folder the file would go in does not exist (or is not a folder).
    NoFolder {
        /// The file asked for.
        path: PathBuf,
        /// Its folder.
        folder: PathBuf,
    },
    /// Drawing failed (a bug, not a matter of input).
    Draw(String),
}

impl fmt::Display for PlotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use grundy_i18n::{tr, Arg};
        let text = match self {
            PlotError::UnsupportedExtension { path } => {
                tr!("plot-error-extension", path = path.display())
            }
            PlotError::Write { path, source } => {
                tr!(
                    "plot-error-write",
                    path = path.display(),
                    why = grundy_i18n::os_error(source)
                )
            }
            PlotError::TableSize { len, n } => {
                tr!("plot-error-table-size", n = n, values = n * n, len = len)
            }
            PlotError::TooManyCoins {
                columns,
                rows,
                board,
            } => tr!(
                "plot-error-coins",
                board = Arg::yes(*board),
                columns = columns,
                rows = rows,
                most = COIN_SIDE_LIMIT
            ),
            PlotError::TooManyVertices { vertices, edges } => tr!(
                "plot-error-graph",
                vertices = vertices,
                edges = edges,
                most_vertices = GRAPH_VERTEX_LIMIT,
                most_edges = GRAPH_EDGE_LIMIT
            ),
            PlotError::TooManyValues { len, limit } => {
                tr!("plot-error-values", len = len, limit = limit)
            }
            PlotError::TooLarge { n, format } => tr!(
                "plot-error-heat-map",
                n = n,
                format = match format {
                    Format::Png => "PNG",
                    Format::Svg => "SVG",
                },
                limit = format.heatmap_limit()
            ),
            PlotError::NoFolder { path, folder } => tr!(
                "plot-error-no-folder",
                path = path.display(),
                folder = folder.display()
            ),
            PlotError::Draw(message) => tr!("plot-error-draw", why = message),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for PlotError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PlotError::Write { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// Checks, before any work is done, that a picture can be written to
/// `path`: its extension names a [`Format`], its folder exists, and the file
/// can be opened for writing. An existing file is left as it is; a new one
/// is created and removed again.
///
/// ```
/// use grundy_plot::{check_writable, PlotError};
/// use std::path::Path;
///
/// check_writable(&std::env::temp_dir().join("grundy-plot-doc-check.svg"))?;
///
/// let e = check_writable(Path::new("no/such/folder/p.png")).unwrap_err();
/// assert!(matches!(e, PlotError::NoFolder { .. }));
/// assert_eq!(
///     e.to_string(),
///     "cannot write no/such/folder/p.png: there is no folder no/such/folder; \
///      create it first, or give another path"
/// );
/// assert!(matches!(check_writable(Path::new("p.gif")), Err(PlotError::UnsupportedExtension { .. })));
/// # Ok::<(), PlotError>(())
/// ```
pub fn check_writable(path: &Path) -> Result<(), PlotError> {
    Format::from_path(path)?;
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    if !folder.is_dir() {
        return Err(PlotError::NoFolder {
            path: path.to_path_buf(),
            folder: folder.to_path_buf(),
        });
    }
    let cannot = |source| PlotError::Write {
        path: path.to_path_buf(),
        source,
    };
    if path.exists() {
        // Not truncated: the picture replaces it only once it is drawn.
        std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(cannot)?;
    } else {
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(cannot)?;
        std::fs::remove_file(path).map_err(cannot)?;
    }
    Ok(())
}

//! `grundy pattern`: the patterns of a table another program printed.

use super::{cannot_write, check_plot, plotted, CommandError};
use crate::cli::PatternArgs;
use crate::input::{read_stdin, refuse_blank_stdin};
use grundy_engine::pattern::{self, Cell, Grid, Report, Source, Table};
use grundy_i18n::tr;
use serde_json::Value;
use std::io::{self, Write};
use std::process::ExitCode;

/// `grundy pattern`.
pub fn run(args: PatternArgs) -> Result<ExitCode, CommandError> {
    check_plot(args.plot.as_ref())?;
    let (name, data) = if args.file.as_os_str() == "-" {
        let data = read_stdin().map_err(|e| {
            CommandError::Input(tr!(
                "pattern-cannot-read-stdin",
                why = grundy_i18n::os_error(&e)
            ))
        })?;
        (tr!("pattern-standard-input"), refuse_blank_stdin(data)?)
    } else {
        let name = args.file.display().to_string();
        let data = std::fs::read(&args.file).map_err(|e| {
            CommandError::Input(tr!(
                "pattern-cannot-read",
                file = name,
                why = grundy_i18n::os_error(&e)
            ))
        })?;
        (name, data)
    };
    let text = String::from_utf8(data).map_err(|e| {
        CommandError::Input(tr!(
            "pattern-not-utf8",
            file = name,
            byte = e.utf8_error().valid_up_to()
        ))
    })?;
    let table = if text.trim_start().starts_with('{') {
        read_json(&text)
    } else {
        pattern::read_with(&text, &known_headers()).map_err(|e| e.to_string())
    }
    .map_err(|e| CommandError::Input(tr!("pattern-in-file", file = name, error = e)))?;
    // (With --json the texts are English: see `cli::parse`.)
    let report = pattern::analyze(&table);
    // The picture's limits are checked before anything is printed.
    let picture = match &args.plot {
        Some(_) => Some(Picture::of(&table, &report, &name)?),
        None => None,
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    let written = if args.no_text {
        Ok(())
    } else if args.json {
        serde_json::to_writer(&mut out, &grundy_json::pattern(&report))
            .map_err(io::Error::other)
            .and_then(|()| writeln!(out))
    } else {
        out.write_all(grundy_i18n::read(&report.text()).as_bytes())
    };
    written.and_then(|()| out.flush()).map_err(cannot_write)?;
    if let (Some(plot), Some(picture)) = (&args.plot, picture) {
        plotted(&plot.path, picture.draw(&plot.path))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// grundy's own headings, as `grundy pattern` knows them: in every
/// language grundy prints.
pub fn known_headers() -> pattern::Headers {
    pattern::Headers::read_by(
        grundy_i18n::Lang::ALL
            .map(|lang| move |m: &grundy_text::Message| grundy_i18n::say_in(lang, m)),
    )
}

/// What `--plot` draws.
enum Picture {
    /// A sequence, its values, the period marked where one was seen.
    Sequence {
        first: usize,
        values: Vec<u32>,
        title: String,
        status: grundy_plot::PeriodStatus,
    },
    /// A 2-D table's P-positions.
    Pairs {
        title: String,
        rows: usize,
        columns: usize,
        cells: Vec<(usize, usize)>,
        pairs: Vec<(u64, u64)>,
        slope: Option<u64>,
    },
}

impl Picture {
    fn of(table: &Table, report: &Report, name: &str) -> Result<Picture, CommandError> {
        let refuse = |why: String| CommandError::Input(tr!("pattern-plot-refused", why = why));
        match (table, report) {
            (Table::Sequence { first, values, .. }, Report::Sequence(r, _)) => {
                if values.len() > grundy_plot::SEQUENCE_LIMIT {
                    let e = grundy_plot::PlotError::TooManyValues {
                        len: values.len(),
                        limit: grundy_plot::SEQUENCE_LIMIT,
                    };
                    return Err(refuse(e.to_string()));
                }
                let values = values
                    .iter()
                    .map(|&v| u32::try_from(v))
                    .collect::<Result<Vec<u32>, _>>()
                    .map_err(|_| refuse(tr!("pattern-plot-values", most = u32::MAX)))?;
                let first = usize::try_from(*first)
                    .ok()
                    .filter(|f| f.checked_add(values.len()).is_some())
                    .ok_or_else(|| refuse(tr!("pattern-plot-first", first = first)))?;
                let status = match &r.period {
                    Some(p) => grundy_plot::PeriodStatus::Observed(p.clone()),
                    None => grundy_plot::PeriodStatus::Unseen,
                };
                Ok(Picture::Sequence {
                    first,
                    title: grundy_i18n::tr!(
                        "plot-pattern-sequence-title",
                        game = name,
                        first = first,
                        last = first + values.len() - 1
                    ),
                    values,
                    status,
                })
            }
            (Table::Grid(g), Report::Grid(r, _)) => {
                if g.rows.max(g.columns) > grundy_plot::PAIRS_SIDE_LIMIT {
                    return Err(refuse(tr!(
                        "pattern-plot-table",
                        rows = g.rows,
                        columns = g.columns,
                        most = grundy_plot::PAIRS_SIDE_LIMIT
                    )));
                }
                let cells = (0..g.rows)
                    .flat_map(|a| (0..g.columns).map(move |b| (a, b)))
                    .filter(|&(a, b)| g.is_p(a, b))
                    .collect();
                let shape = report
                    .findings()
                    .iter()
                    .any(|f| f.kind == pattern::Kind::WythoffShape && f.holds);
                let slope = match r.linear {
                    Some((c, 0)) if shape && c >= 1 => u64::try_from(c).ok(),
                    _ => None,
                };
                Ok(Picture::Pairs {
                    title: grundy_i18n::tr!(
                        "plot-pattern-pairs-title",
                        game = name,
                        rows = g.rows,
                        columns = g.columns
                    ),
                    rows: g.rows,
                    columns: g.columns,
                    cells,
                    pairs: r.pairs.clone(),
                    slope,
                })
            }
            _ => unreachable!("a report of the table's own kind"),
        }
    }

    fn draw(&self, path: &std::path::Path) -> Result<(), grundy_plot::PlotError> {
        match self {
            Picture::Sequence {
                first,
                values,
                title,
                status,
            } => grundy_plot::sequence_from(path, *first, values, title, status),
            Picture::Pairs {
                title,
                rows,
                columns,
                cells,
                pairs,
                slope,
            } => grundy_plot::pairs(
                path,
                &grundy_plot::PairsPicture {
                    title,
                    rows: *rows,
                    columns: *columns,
                    cells,
                    pairs,
                    slope: *slope,
                },
            ),
        }
    }
}

/// What `grundy seq --json`, `grundy wythoff --table N --json` and `grundy
/// wythoff --map N --json` print, as a table; errors at their line and column.
fn read_json(text: &str) -> Result<Table, String> {
    let at = |line: usize, column: usize, message: String| {
        tr!(
            "pattern-at",
            line = line,
            column = column,
            message = message
        )
    };
    // What is wrong with the JSON as a whole: at its start.
    let at1 = |message: String| at(1, 1, message);
    let v: Value = serde_json::from_str(text).map_err(|e| {
        // serde_json counts the bytes consumed on a line: a fault at a
        // line's first byte stands at its column 0, which is column 1.
        let why = e
            .to_string()
            .rsplit_once(" at line ")
            .map_or(e.to_string(), |(m, _)| m.to_string());
        at(
            e.line(),
            e.column().max(1),
            tr!("pattern-malformed-json", why = why),
        )
    })?;
    let natural = |x: &Value, what: String| {
        x.as_u64()
            .ok_or_else(|| at1(tr!("pattern-json-not-natural", what = what, value = x)))
    };
    if let Some(values) = v.get("values").and_then(Value::as_array) {
        let values = values
            .iter()
            .enumerate()
            .map(|(i, x)| natural(x, format!("values[{i}]")))
            .collect::<Result<Vec<u64>, String>>()?;
        if values.is_empty() {
            return Err(at1(tr!("pattern-json-no-values")));
        }
        return Ok(Table::Sequence {
            first: 0,
            values,
            source: Source::SeqJson,
        });
    }
    if let Some(rows) = v.pointer("/table/grundy").and_then(Value::as_array) {
        let columns = rows.first().and_then(Value::as_array).map_or(0, Vec::len);
        let mut cells = Vec::new();
        for (a, row) in rows.iter().enumerate() {
            let row = row
                .as_array()
                .filter(|r| r.len() == columns)
                .ok_or_else(|| at1(tr!("pattern-json-row", row = a, columns = columns)))?;
            for (b, x) in row.iter().enumerate() {
                cells.push(Cell::Value(natural(x, format!("table.grundy[{a}][{b}]"))?));
            }
        }
        if cells.is_empty() {
            return Err(at1(tr!("pattern-json-empty-table")));
        }
        return Ok(Table::Grid(Grid {
            rows: rows.len(),
            columns,
            cells,
            source: Source::TableJson,
        }));
    }
    if let (Some(size), Some(points)) = (
        v.pointer("/map/size").and_then(Value::as_u64),
        v.pointer("/map/p_positions").and_then(Value::as_array),
    ) {
        let n = usize::try_from(size)
            .ok()
            .filter(|&n| (1..=1 << 14).contains(&n))
            .ok_or_else(|| at1(tr!("pattern-json-map-size", size = size)))?;
        let mut cells = vec![Cell::N; n * n];
        for (i, p) in points.iter().enumerate() {
            let pair = p
                .as_array()
                .filter(|p| p.len() == 2)
                .and_then(|p| Some((p[0].as_u64()?, p[1].as_u64()?)))
                .filter(|&(a, b)| a < size && b < size)
                .ok_or_else(|| {
                    at1(tr!(
                        "pattern-json-map-pair",
                        index = i,
                        pair = p,
                        size = size
                    ))
                })?;
            cells[pair.0 as usize * n + pair.1 as usize] = Cell::P;
        }
        return Ok(Table::Grid(Grid {
            rows: n,
            columns: n,
            cells,
            source: Source::MapJson,
        }));
    }
    Err(at1(tr!("pattern-json-shape")))
}

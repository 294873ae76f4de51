//! The table reader: a sequence (`n value` lines, or a bare list of values),
//! a 2-D grid of numbers or of P/N marks, or exactly what `grundy seq`,
//! `grundy seq --csv`, `grundy wythoff --table` (`--csv`) and `grundy
//! wythoff --map` print, headers included. Every error names its line and
//! column (in characters, from 1).

use super::headers::Headers;
use grundy_text::{msg, render, Message};
use std::fmt;

/// A table read by [`read`].
///
/// ```
/// use grundy_engine::pattern::{read, Table};
/// assert!(matches!(read("0 1 2\n1 2 0\n2 0 1\n").unwrap(), Table::Grid(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Table {
    /// Values `G(first)`, `G(first + 1)`, … of a sequence.
    Sequence {
        /// The index of the first value.
        first: u64,
        /// The values, in order.
        values: Vec<u64>,
        /// What the text was.
        source: Source,
    },
    /// A 2-D table, row `a` and column `b` from 0.
    Grid(Grid),
}

/// A 2-D table: `cells[a * columns + b]` is the entry of row `a`, column `b`.
///
/// ```
/// use grundy_engine::pattern::{read, Cell, Table};
/// let Table::Grid(g) = read("P N .\nN N P\n").unwrap() else { unreachable!() };
/// assert_eq!((g.rows, g.columns), (2, 3));
/// assert_eq!(g.cells[5], Cell::P);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    /// The number of rows.
    pub rows: usize,
    /// The number of columns.
    pub columns: usize,
    /// The entries, row by row.
    pub cells: Vec<Cell>,
    /// What the text was.
    pub source: Source,
}

impl Grid {
    /// Whether (a, b) is a P-position: a value 0 or a mark `P`.
    ///
    /// ```
    /// use grundy_engine::pattern::{read, Table};
    /// let Table::Grid(g) = read("0 1 2\n1 2 0\n2 0 1\n").unwrap() else { unreachable!() };
    /// assert!(g.is_p(1, 2) && !g.is_p(0, 1));
    /// ```
    pub fn is_p(&self, a: usize, b: usize) -> bool {
        matches!(self.cells[a * self.columns + b], Cell::Value(0) | Cell::P)
    }
}

/// An entry of a 2-D table.
///
/// ```
/// use grundy_engine::pattern::{read, Cell, Table};
/// let Table::Grid(g) = read("0 7 1\n7 0 1\n1 1 0\n").unwrap() else { unreachable!() };
/// assert_eq!(g.cells[1], Cell::Value(7));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// A number (a Grundy value: 0 is a P-position).
    Value(u64),
    /// `P`: lost for the player to move.
    P,
    /// `N` or `.`: won for the player to move.
    N,
}

/// The kind of text a table was read from.
///
/// ```
/// use grundy_engine::pattern::{read, Source, Table};
/// let Table::Sequence { source, .. } = read("n,value\n0,0\n1,1\n").unwrap() else { unreachable!() };
/// assert_eq!(source, Source::SeqCsv);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// What `grundy seq GAME` prints: a header, rows `n: values`, the period.
    SeqText,
    /// `n,value` lines under a header `n,value` (`grundy seq --csv`).
    SeqCsv,
    /// Lines `n value`.
    Pairs,
    /// A bare list of values.
    List,
    /// A grid of numbers under a header `a\b,0,1,…` (`grundy wythoff --table N --csv`).
    GridCsv,
    /// What `grundy wythoff --map N` prints: a header and rows of P and `.`.
    WythoffMap,
    /// Rows of numbers (`grundy wythoff --table N`).
    Numbers,
    /// Rows of marks P and N (or `.`).
    Marks,
    /// The values of `grundy seq GAME --json`.
    SeqJson,
    /// The Grundy table of `grundy wythoff --table N --json`.
    TableJson,
    /// The P-positions of `grundy wythoff --map N --json`.
    MapJson,
    /// The P-positions `a b b-a` of `grundy two-pile SPEC`, every one with
    /// both piles below N.
    TwoPile,
}

impl Source {
    /// How the text was read, for the report.
    ///
    /// ```
    /// assert_eq!(grundy_engine::pattern::Source::Marks.describe().id(), "pattern-source-marks");
    /// ```
    pub fn describe(self) -> Message {
        let id = match self {
            Source::SeqText => "pattern-source-seq",
            Source::SeqCsv => "pattern-source-seq-csv",
            Source::Pairs => "pattern-source-pairs",
            Source::List => "pattern-source-list",
            Source::GridCsv => "pattern-source-grid-csv",
            Source::WythoffMap => "pattern-source-wythoff-map",
            Source::Numbers => "pattern-source-numbers",
            Source::Marks => "pattern-source-marks",
            Source::SeqJson => "pattern-source-seq-json",
            Source::TableJson => "pattern-source-table-json",
            Source::MapJson => "pattern-source-map-json",
            Source::TwoPile => "pattern-source-two-pile",
        };
        Message::new(id)
    }
}

/// Why a table could not be read.
///
/// ```
/// use grundy_engine::pattern::{read, ReadError};
/// let Err(ReadError::At { line, column, .. }) = read("P N\nN Q\n") else { unreachable!() };
/// assert_eq!((line, column), (2, 3));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// Something wrong at a line and column (from 1, in characters).
    At {
        /// The line, from 1.
        line: usize,
        /// The column, from 1, in characters.
        column: usize,
        /// What is wrong, and what is accepted.
        message: Message,
    },
    /// Nothing but blank lines and comments.
    Empty,
}

impl ReadError {
    /// What is wrong, where.
    ///
    /// ```
    /// use grundy_engine::pattern::read;
    /// let m = read("P N\nN Q\n").unwrap_err().message();
    /// assert_eq!((m.id(), m.arg("line")), ("pattern-at", Some(&grundy_text::Arg::Text("2".into()))));
    /// ```
    pub fn message(&self) -> Message {
        match self {
            ReadError::At {
                line,
                column,
                message,
            } => msg!(
                "pattern-at",
                line = line,
                column = column,
                message = message
            ),
            ReadError::Empty => msg!("pattern-empty"),
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(&self.message()))
    }
}

impl std::error::Error for ReadError {}

fn at(line: usize, column: usize, message: Message) -> ReadError {
    ReadError::At {
        line,
        column,
        message,
    }
}

/// A word of a line: where it starts (column from 1, in characters) and its text.
#[derive(Clone, Copy)]
struct Word<'a> {
    column: usize,
    text: &'a str,
}

/// The words of `line`, separated by white space and commas.
fn words(line: &str) -> Vec<Word<'_>> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (byte, column)
    for (column, (byte, c)) in line.char_indices().enumerate() {
        let separator = c.is_whitespace() || c == ',';
        match (separator, start) {
            (true, Some((b, col))) => {
                out.push(Word {
                    column: col + 1,
                    text: &line[b..byte],
                });
                start = None;
            }
            (false, None) => start = Some((byte, column)),
            _ => {}
        }
    }
    if let Some((b, col)) = start {
        out.push(Word {
            column: col + 1,
            text: &line[b..],
        });
    }
    out
}

/// The largest value read.
const LARGEST: &str = "18446744073709551615 (2^64 − 1)";

/// A natural number below 2^64; `what` names it, as a catalogue message.
fn natural(line: usize, w: Word<'_>, what: &'static str) -> Result<u64, ReadError> {
    let digits = !w.text.is_empty() && w.text.bytes().all(|b| b.is_ascii_digit());
    match crate::num::parse_u64(w.text.as_bytes()) {
        Some(v) if digits => Ok(v),
        _ if digits => Err(at(
            line,
            w.column,
            msg!("pattern-too-large", text = w.text, largest = LARGEST),
        )),
        _ => Err(at(
            line,
            w.column,
            msg!(
                "pattern-not-natural",
                what = Message::new(what),
                text = w.text
            ),
        )),
    }
}

/// The lines that hold something, with their numbers from 1: blank lines
/// (only white space and commas) and lines starting with `#` are skipped.
fn content(text: &str) -> Vec<(usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.strip_suffix('\r').unwrap_or(l)))
        .filter(|(_, l)| {
            let t = l.trim();
            !words(t).is_empty() && !t.starts_with('#')
        })
        .collect()
}

/// Reads a table that carries no heading in a language: [`read_with`]
/// knowing none.
///
/// ```
/// use grundy_engine::pattern::{read, ReadError, Source, Table};
/// // A bare list is a sequence from 0; lines `n value` may start anywhere.
/// assert_eq!(
///     read("0\n1\n2\n0\n").unwrap(),
///     Table::Sequence { first: 0, values: vec![0, 1, 2, 0], source: Source::List }
/// );
/// assert_eq!(
///     read("5 1\n6 0\n").unwrap(),
///     Table::Sequence { first: 5, values: vec![1, 0], source: Source::Pairs }
/// );
/// let e = read("0 1\n1 x\n").unwrap_err();
/// let ReadError::At { line, column, message } = &e else { unreachable!() };
/// assert_eq!((*line, *column, message.id()), (2, 3, "pattern-not-natural"));
/// assert_eq!(read("\n# nothing\n"), Err(ReadError::Empty));
/// ```
pub fn read(text: &str) -> Result<Table, ReadError> {
    read_with(text, &Headers::none())
}

/// Reads a table, knowing grundy's own headings as `known` holds them
/// (the output of `grundy seq`, `grundy wythoff --map` and `grundy
/// two-pile`, in any language the face read them in).
///
/// ```
/// use grundy_engine::pattern::{read_with, Headers, Table};
/// let known = Headers::read_by([|m: &grundy_text::Message| m.id().to_string()]);
/// let text = "kayles: G(0..=2)\n0: 0 1 2\nseq-no-period\n";
/// assert!(matches!(read_with(text, &known).unwrap(), Table::Sequence { .. }));
/// ```
pub fn read_with(text: &str, known: &Headers) -> Result<Table, ReadError> {
    let lines = content(text);
    let Some(&(_, head)) = lines.first() else {
        return Err(ReadError::Empty);
    };
    let head = head.trim();
    // A header with nothing under it is no empty text: the error names it.
    let headed = |read: Result<Table, ReadError>, source: Source| match read {
        Err(ReadError::Empty) => Err(at(
            lines[0].0,
            1,
            msg!("pattern-nothing-under", source = source.describe()),
        )),
        read => read,
    };
    if head.ends_with(')') && head.contains(": G(0..=") {
        return headed(seq_text(&lines, known), Source::SeqText);
    }
    if head == "n,value" {
        return headed(seq_csv(&lines[1..]), Source::SeqCsv);
    }
    if head.starts_with("a\\b,") {
        return headed(grid_csv(&lines), Source::GridCsv);
    }
    if known.is_wythoff_map(head) {
        return headed(wythoff_map(&lines[1..]), Source::WythoffMap);
    }
    if let Some(lang) = known.two_pile_lang(head) {
        return headed(two_pile(&lines, known, lang), Source::TwoPile);
    }
    let first = words(lines[0].1)[0];
    if is_marks(first.text) {
        marks(&lines)
    } else if first.text.starts_with(|c: char| c.is_ascii_digit()) {
        numbers(&lines)
    } else {
        Err(at(
            lines[0].0,
            first.column,
            msg!("pattern-not-a-table", text = first.text),
        ))
    }
}

fn is_marks(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| matches!(c, 'P' | 'N' | '.'))
}

/// Rows of numbers: a list, lines `n value`, or a grid.
fn numbers(lines: &[(usize, &str)]) -> Result<Table, ReadError> {
    let mut rows: Vec<(usize, Vec<Word<'_>>)> = Vec::new();
    for &(n, l) in lines {
        rows.push((n, words(l)));
    }
    let widths: Vec<usize> = rows.iter().map(|(_, w)| w.len()).collect();
    if rows.len() == 1 || widths.iter().all(|&w| w == 1) {
        let mut values = Vec::new();
        for (n, ws) in &rows {
            for &w in ws {
                values.push(natural(*n, w, "pattern-what-value")?);
            }
        }
        return Ok(Table::Sequence {
            first: 0,
            values,
            source: Source::List,
        });
    }
    let columns = widths[0];
    let mut values = Vec::new();
    for (n, ws) in &rows {
        if ws.len() != columns {
            let column = ws.get(columns).or(ws.last()).map_or(1, |w| w.column);
            return Err(at(
                *n,
                column,
                msg!("pattern-row-entries", count = ws.len(), columns = columns),
            ));
        }
        for &w in ws {
            values.push(natural(*n, w, "pattern-what-value")?);
        }
    }
    // Lines `n value` when the first column counts up by one; else two
    // columns are a table like any other (issue 42: they were refused,
    // though three columns were read as a table).
    let first = values[0];
    let counts_up = |i: usize| Some(values[2 * i]) == first.checked_add(i as u64);
    if columns == 2 && (0..rows.len()).all(counts_up) {
        return Ok(Table::Sequence {
            first,
            values: values.iter().skip(1).step_by(2).copied().collect(),
            source: Source::Pairs,
        });
    }
    Ok(Table::Grid(Grid {
        rows: rows.len(),
        columns,
        cells: values.into_iter().map(Cell::Value).collect(),
        source: Source::Numbers,
    }))
}

/// The cells of one row of marks, from its words.
fn mark_row(n: usize, ws: &[Word<'_>]) -> Result<Vec<Cell>, ReadError> {
    let mut cells = Vec::new();
    for w in ws {
        for (i, c) in w.text.chars().enumerate() {
            cells.push(match c {
                'P' => Cell::P,
                'N' | '.' => Cell::N,
                _ => return Err(at(n, w.column + i, msg!("pattern-not-a-mark", mark = c))),
            });
        }
    }
    Ok(cells)
}

/// Rows of marks.
fn marks(lines: &[(usize, &str)]) -> Result<Table, ReadError> {
    let mut cells = Vec::new();
    let mut columns = 0;
    for (i, &(n, l)) in lines.iter().enumerate() {
        let ws = words(l);
        let row = mark_row(n, &ws)?;
        if i == 0 {
            columns = row.len();
        } else if row.len() != columns {
            let column = l.chars().count().max(1);
            return Err(at(
                n,
                column,
                msg!("pattern-row-marks", count = row.len(), columns = columns),
            ));
        }
        cells.extend(row);
    }
    Ok(Table::Grid(Grid {
        rows: lines.len(),
        columns,
        cells,
        source: Source::Marks,
    }))
}

/// What `grundy seq GAME` prints: `TITLE: G(0..=N)`, rows `n: values`,
/// then a line on the period.
fn seq_text(lines: &[(usize, &str)], known: &Headers) -> Result<Table, ReadError> {
    let (head_line, head) = lines[0];
    let last: Option<u64> = head
        .trim()
        .rsplit_once("..=")
        .and_then(|(_, n)| n.strip_suffix(')'))
        .and_then(|n| crate::num::parse_u64(n.as_bytes()));
    let Some(last) = last else {
        return Err(at(head_line, 1, msg!("pattern-seq-header")));
    };
    let mut values = Vec::new();
    let mut ended: Option<usize> = None;
    // Where the rows end: the line, and the column after its last character.
    let mut end = (head_line, head.chars().count() + 1);
    for &(n, l) in &lines[1..] {
        let t = l.trim_start();
        if known.is_period_line(t) {
            ended.get_or_insert(n);
            continue;
        }
        let ws = words(l);
        if let Some(e) = ended {
            return Err(at(
                n,
                ws[0].column,
                msg!("pattern-after-period", line = e, text = ws[0].text),
            ));
        }
        let label = ws[0];
        let Some(number) = label.text.strip_suffix(':') else {
            return Err(at(
                n,
                label.column,
                msg!("pattern-seq-row-label", text = label.text),
            ));
        };
        let expected = values.len() as u64;
        if crate::num::parse_u64(number.as_bytes()) != Some(expected) {
            return Err(at(
                n,
                label.column,
                msg!(
                    "pattern-seq-row-number",
                    expected = expected,
                    text = label.text
                ),
            ));
        }
        for &w in &ws[1..] {
            values.push(natural(n, w, "pattern-what-value")?);
        }
        end = (n, l.chars().count() + 1);
    }
    if values.len() as u64 != last.saturating_add(1) {
        return Err(at(
            end.0,
            end.1,
            msg!("pattern-seq-count", last = last, count = values.len()),
        ));
    }
    Ok(Table::Sequence {
        first: 0,
        values,
        source: Source::SeqText,
    })
}

/// `n,value` lines (the header already read), n from 0.
fn seq_csv(lines: &[(usize, &str)]) -> Result<Table, ReadError> {
    let mut values = Vec::new();
    for &(n, l) in lines {
        let ws = words(l);
        if ws.len() != 2 {
            let column = ws.get(2).map_or(1, |w| w.column);
            return Err(at(n, column, msg!("pattern-csv-line", text = l.trim())));
        }
        let expected = values.len() as u64;
        if natural(n, ws[0], "pattern-what-n")? != expected {
            return Err(at(
                n,
                ws[0].column,
                msg!(
                    "pattern-csv-count-up",
                    expected = expected,
                    text = ws[0].text
                ),
            ));
        }
        values.push(natural(n, ws[1], "pattern-what-value")?);
    }
    if values.is_empty() {
        return Err(ReadError::Empty);
    }
    Ok(Table::Sequence {
        first: 0,
        values,
        source: Source::SeqCsv,
    })
}

/// A grid under a header `a\b,0,1,…`, each row labelled.
fn grid_csv(lines: &[(usize, &str)]) -> Result<Table, ReadError> {
    let (head_line, head) = lines[0];
    let header = words(head);
    for (i, w) in header[1..].iter().enumerate() {
        if natural(head_line, *w, "pattern-what-column-label")? != i as u64 {
            return Err(at(
                head_line,
                w.column,
                msg!("pattern-column-label", expected = i, text = w.text),
            ));
        }
    }
    let columns = header.len() - 1;
    let mut cells = Vec::new();
    for (a, &(n, l)) in lines[1..].iter().enumerate() {
        let ws = words(l);
        if natural(n, ws[0], "pattern-what-row-label")? != a as u64 {
            return Err(at(
                n,
                ws[0].column,
                msg!("pattern-row-label", expected = a, text = ws[0].text),
            ));
        }
        if ws.len() != columns + 1 {
            let column = ws.get(columns + 1).or(ws.last()).map_or(1, |w| w.column);
            return Err(at(
                n,
                column,
                msg!(
                    "pattern-row-values",
                    count = ws.len() - 1,
                    columns = columns
                ),
            ));
        }
        for &w in &ws[1..] {
            cells.push(Cell::Value(natural(n, w, "pattern-what-value")?));
        }
    }
    if cells.is_empty() {
        return Err(ReadError::Empty);
    }
    Ok(Table::Grid(Grid {
        rows: lines.len() - 1,
        columns,
        cells,
        source: Source::GridCsv,
    }))
}

/// The rows of `grundy wythoff --map N` (the header already read): `a`
/// then a word of marks.
fn wythoff_map(lines: &[(usize, &str)]) -> Result<Table, ReadError> {
    let mut cells = Vec::new();
    let mut columns = 0;
    for (a, &(n, l)) in lines.iter().enumerate() {
        let ws = words(l);
        if natural(n, ws[0], "pattern-what-row-label")? != a as u64 {
            return Err(at(
                n,
                ws[0].column,
                msg!("pattern-row-label", expected = a, text = ws[0].text),
            ));
        }
        let row = mark_row(n, &ws[1..])?;
        if a == 0 {
            columns = row.len();
        } else if row.len() != columns {
            return Err(at(
                n,
                l.chars().count().max(1),
                msg!(
                    "pattern-map-row-marks",
                    count = row.len(),
                    columns = columns
                ),
            ));
        }
        cells.extend(row);
    }
    if cells.is_empty() {
        return Err(ReadError::Empty);
    }
    Ok(Table::Grid(Grid {
        rows: lines.len(),
        columns,
        cells,
        source: Source::WythoffMap,
    }))
}

/// What `grundy two-pile SPEC` prints: `Two-pile game SPEC, piles below N`,
/// then the P-positions `a b b-a` with `a <= b < N`, every one of them
/// (a map and a table of the same game may follow; they are not read).
fn two_pile(lines: &[(usize, &str)], known: &Headers, lang: usize) -> Result<Table, ReadError> {
    let (head_line, head) = lines[0];
    let n = known
        .two_pile_size(head, lang)
        .and_then(|n| crate::num::parse_u64(n.as_bytes()))
        .and_then(|n| usize::try_from(n).ok())
        .filter(|&n| (1..=1 << 14).contains(&n));
    let Some(n) = n else {
        return Err(at(
            head_line,
            1,
            msg!(
                "pattern-two-pile-header",
                header = known.two_pile_example(lang)
            ),
        ));
    };
    let expected = [known.two_pile_p_positions(lang), "a b b-a"];
    for (i, want) in expected.iter().enumerate() {
        let Some(&(line, text)) = lines.get(1 + i) else {
            return Err(ReadError::Empty);
        };
        if text.split_whitespace().collect::<Vec<_>>().join(" ") != *want {
            return Err(at(line, 1, msg!("pattern-two-pile-line", want = want)));
        }
    }
    let mut cells = vec![Cell::N; n * n];
    for &(line, text) in &lines[3..] {
        let t = text.trim_start();
        if known.is_two_pile_table(t, lang) {
            break;
        }
        let ws = words(text);
        if ws.len() != 3 {
            let column = ws.get(3).map_or(1, |w| w.column);
            return Err(at(
                line,
                column,
                msg!("pattern-two-pile-position", text = text.trim()),
            ));
        }
        let a = natural(line, ws[0], "pattern-what-pile")?;
        let b = natural(line, ws[1], "pattern-what-pile")?;
        let d = natural(line, ws[2], "pattern-what-difference")?;
        if a > b || b >= n as u64 {
            return Err(at(
                line,
                ws[1].column,
                msg!("pattern-two-pile-piles", most = n, a = a, b = b),
            ));
        }
        if d != b - a {
            return Err(at(
                line,
                ws[2].column,
                msg!(
                    "pattern-two-pile-difference",
                    difference = b - a,
                    written = d
                ),
            ));
        }
        let (a, b) = (a as usize, b as usize);
        cells[a * n + b] = Cell::P;
        cells[b * n + a] = Cell::P;
    }
    Ok(Table::Grid(Grid {
        rows: n,
        columns: n,
        cells,
        source: Source::TwoPile,
    }))
}

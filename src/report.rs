//! One analysis of a position, rendered as text or as JSON, streamed.
//!
//! A move records only the piles it changes, so a report costs memory in
//! proportion to the position plus the moves, even when every move's
//! resulting position is printed. The JSON schema is documented in
//! docs/json.md; numbers are exact JSON integers of any length.

use grundy_engine::num::Natural;
use grundy_engine::Outcome;
use grundy_i18n::tr;
use serde_json::{json, Map, Value};
use std::io::{self, Write};

/// Exact JSON integers, as every document writes them.
pub use grundy_json::{number, numbers, remoteness_fields};

/// Numbers separated by single spaces.
pub fn spaced<N: Natural>(ns: &[N]) -> String {
    ns.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// What to print.
#[derive(Clone, Copy, Default)]
pub struct Show {
    pub all: bool,
    pub explain: bool,
    pub json: bool,
}

impl Show {
    /// Whether every winning move is needed (JSON always lists them).
    pub fn every_move(self) -> bool {
        self.all || self.json
    }
}

/// A position: its numbers as text and as JSON.
pub struct Position {
    text: Vec<String>,
}

impl Position {
    pub fn new<N: Natural>(values: &[N]) -> Self {
        Position {
            text: values.iter().map(ToString::to_string).collect(),
        }
    }

    /// Writes the position with `changes` (sorted by index) applied,
    /// separated by `sep`. Every entry is a decimal natural number, which is
    /// also its exact JSON form.
    fn write(&self, out: &mut dyn Write, changes: &[(usize, String)], sep: &str) -> io::Result<()> {
        let mut pending = changes.iter().peekable();
        for (i, value) in self.text.iter().enumerate() {
            if i > 0 {
                out.write_all(sep.as_bytes())?;
            }
            match pending.peek() {
                Some((j, changed)) if *j == i => {
                    out.write_all(changed.as_bytes())?;
                    pending.next();
                }
                _ => out.write_all(value.as_bytes())?,
            }
        }
        Ok(())
    }
}

/// One winning move.
pub struct MoveReport {
    /// "take 1 from pile 1 (3 -> 2)".
    pub text: String,
    /// The move's own JSON fields (pile, from, to, amount, …).
    pub fields: Map<String, Value>,
    /// The entries of the position that the move changes, by index, sorted.
    pub changes: Vec<(usize, String)>,
}

impl MoveReport {
    /// `changes` lists (index, new value) for every entry the move changes.
    pub fn new<N: Natural>(text: String, fields: Value, changes: Vec<(usize, N)>) -> Self {
        let Value::Object(fields) = fields else {
            unreachable!("move fields are an object")
        };
        let mut changes: Vec<(usize, String)> = changes
            .into_iter()
            .map(|(i, v)| (i, v.to_string()))
            .collect();
        changes.sort_by_key(|c| c.0);
        MoveReport {
            text,
            fields,
            changes,
        }
    }

    fn write_text(&self, out: &mut dyn Write, position: &Position) -> io::Result<()> {
        writeln!(out, "{}", self.text_line(position)?)
    }

    /// The move and the position it leaves, on one line.
    fn text_line(&self, position: &Position) -> io::Result<String> {
        let mut after = Vec::new();
        position.write(&mut after, &self.changes, " ")?;
        let after = String::from_utf8_lossy(&after);
        Ok(tr!("move-leaving", move = self.text, position = after))
    }

    fn write_json(&self, out: &mut dyn Write, position: &Position) -> io::Result<()> {
        out.write_all(b"{")?;
        for (key, value) in &self.fields {
            serde_json::to_writer(&mut *out, key)?;
            out.write_all(b":")?;
            serde_json::to_writer(&mut *out, value)?;
            out.write_all(b",")?;
        }
        out.write_all(b"\"position\":[")?;
        position.write(out, &self.changes, ",")?;
        out.write_all(b"]}")
    }
}

/// An analysis of one position.
pub struct Report {
    /// The game's name in JSON ("nim", "misere-nim", …).
    pub game: &'static str,
    /// The heading of the text output ("Nim: 3 5 7").
    pub heading: String,
    /// Parameters such as `k`, shown in the JSON.
    pub parameters: Map<String, Value>,
    pub position: Position,
    pub grundy: Option<(Value, String)>,
    pub outcome: Outcome,
    pub canonical: Option<MoveReport>,
    /// Every winning move, canonical one first, or why they were not
    /// enumerated; `None` when not asked for.
    pub all: Option<Result<Vec<MoveReport>, String>>,
    /// The explanation, when asked for.
    pub explanation: Option<String>,
    /// How many moves the game lasts under perfect play, or why that was
    /// not computed.
    pub remoteness: Result<u64, String>,
}

/// Which moves [`write_moves`] lists.
#[derive(Clone, Copy)]
pub enum MovesKind {
    /// Moves to a lost position.
    Winning,
    /// Moves that keep a drawn position drawn.
    DrawKeeping,
}

/// The `kind` moves of a position that has some: every one with `--all`,
/// else the first and how many there are.
pub fn write_moves<T>(
    out: &mut dyn Write,
    kind: MovesKind,
    moves: &[T],
    all: bool,
    describe: impl Fn(&T) -> String,
) -> io::Result<()> {
    let (kind, heading, one) = match kind {
        MovesKind::Winning => ("win", "winning-moves-heading", "winning-move"),
        MovesKind::DrawKeeping => ("draw", "draw-moves-heading", "draw-move"),
    };
    if all {
        writeln!(out, "{}", tr!(heading, count = moves.len()))?;
        for m in moves {
            writeln!(out, "  {}", describe(m))?;
        }
    } else if let Some(first) = moves.first() {
        writeln!(out, "{}", tr!(one, move = describe(first)))?;
        if moves.len() > 1 {
            writeln!(
                out,
                "{}",
                tr!("moves-in-all", kind = kind, count = moves.len())
            )?;
        }
    }
    Ok(())
}

/// The line under a move that stands for a group of like moves (a huge
/// heap's cuts in one residue class): how many more, and which.
pub fn write_like_moves(
    out: &mut dyn Write,
    family: &grundy_engine::component::MoveFamily,
) -> io::Result<()> {
    let more = &family.count - grundy_engine::num::BigNat::from(1u8);
    writeln!(
        out,
        "{}",
        tr!("sum-like-moves", count = more, every = family.every)
    )
}

/// The remoteness line under a verdict: "with perfect play the first
/// player wins in 7 moves (remoteness 7)".
pub fn remoteness_line(remoteness: &Result<u64, String>, first_player_wins: bool) -> String {
    let id = if first_player_wins {
        "remoteness-wins"
    } else {
        "remoteness-loses"
    };
    match remoteness {
        Ok(r) => grundy_i18n::text(id, &[("moves", grundy_i18n::Arg::count(*r))]),
        Err(why) => tr!("remoteness-unknown", why = why),
    }
}

/// The verdict in the output's language ("first player wins"); JSON keeps
/// the engine's English.
pub fn verdict(outcome: Outcome) -> String {
    if outcome.first_player_wins() {
        tr!("verdict-first-player-wins")
    } else {
        tr!("verdict-first-player-loses")
    }
}

/// The remoteness as JSON fields: `"remoteness"` (a number, or null) and,
/// when null, `"remoteness_note"` saying why.
/// The lines every analysis of a sum opens its verdict with: the value
/// (`*g` beside it), who wins, and how long perfect play lasts; then the
/// line saying there is no winning move, when there is none.
pub fn write_verdict(
    out: &mut dyn Write,
    g: &grundy_engine::num::BigNat,
    remoteness: &Result<u64, String>,
    has_winning_move: bool,
) -> io::Result<()> {
    let outcome = Outcome::from_first_player_wins(!Natural::is_zero(g));
    if Natural::is_zero(g) {
        writeln!(out, "{}", tr!("grundy-value-zero"))?;
    } else {
        writeln!(out, "{}", tr!("grundy-value-star", g = g))?;
    }
    writeln!(out, "{}", verdict(outcome))?;
    writeln!(
        out,
        "{}",
        remoteness_line(remoteness, outcome.first_player_wins())
    )?;
    if !has_winning_move {
        writeln!(out, "{}", tr!("no-winning-move"))?;
    }
    Ok(())
}

/// Ends an analysis's JSON object: the remoteness, every winning move
/// (the list complete), then the object on one line.
pub fn write_analysis(
    mut v: Value,
    remoteness: &Result<u64, String>,
    moves: Vec<Value>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let fields = v.as_object_mut().expect("an object");
    remoteness_fields(remoteness, fields);
    fields.insert("moves".into(), json!(moves));
    fields.insert("moves_complete".into(), json!(true));
    serde_json::to_writer(&mut *out, &v)?;
    writeln!(out)
}

/// The Grundy value as JSON and as text (`0`, or `n (*n)`).
pub fn grundy_value<N: Natural>(g: &N) -> Option<(Value, String)> {
    let text = if g.is_zero() {
        "0".to_string()
    } else {
        format!("{g} (*{g})")
    };
    Some((number(g), text))
}

/// Puts the move whose text is `canonical` first, keeping the others' order.
pub fn canonical_first(moves: &mut [MoveReport], canonical: Option<&MoveReport>) {
    if let Some(c) = canonical
        && let Some(i) = moves.iter().position(|m| m.text == c.text)
    {
        moves[..=i].rotate_right(1);
    }
}

impl Report {
    /// Why the output is incomplete, if every move was needed but they
    /// could not be enumerated.
    pub fn incomplete(&self) -> Option<&str> {
        match &self.all {
            Some(Err(why)) => Some(why),
            _ => None,
        }
    }

    pub fn render(&self, show: Show, out: &mut dyn Write) -> io::Result<()> {
        if show.json {
            return self.write_json(out);
        }
        writeln!(out, "{}", self.heading)?;
        if let Some((_, g)) = &self.grundy {
            writeln!(out, "{}", tr!("grundy-value", value = g))?;
        }
        writeln!(out, "{}", verdict(self.outcome))?;
        writeln!(
            out,
            "{}",
            remoteness_line(&self.remoteness, self.outcome.first_player_wins())
        )?;
        match (&self.canonical, &self.all) {
            (None, _) if self.outcome.first_player_wins() => {
                writeln!(out, "{}", tr!("misere-no-move"))?;
            }
            (None, _) => writeln!(out, "{}", tr!("no-winning-move"))?,
            (Some(_), Some(Ok(all))) if show.all => {
                let count = grundy_i18n::Arg::count(all.len());
                writeln!(
                    out,
                    "{}",
                    grundy_i18n::text("winning-moves-heading", &[("count", count)])
                )?;
                for m in all {
                    out.write_all(b"  ")?;
                    m.write_text(out, &self.position)?;
                }
            }
            (Some(m), all) => {
                writeln!(
                    out,
                    "{}",
                    tr!("winning-move", move = m.text_line(&self.position)?)
                )?;
                if let Some(Err(why)) = all {
                    writeln!(out, "{}", tr!("moves-not-listed", why = why))?;
                }
            }
        }
        if let Some(explanation) = &self.explanation {
            writeln!(out)?;
            out.write_all(explanation.as_bytes())?;
            if !explanation.ends_with('\n') {
                writeln!(out)?;
            }
        }
        Ok(())
    }

    fn write_json(&self, out: &mut dyn Write) -> io::Result<()> {
        let field = |out: &mut dyn Write, key: &str, value: &Value| -> io::Result<()> {
            write!(out, ",\"{key}\":")?;
            serde_json::to_writer(&mut *out, value).map_err(io::Error::from)
        };
        write!(out, "{{\"game\":\"{}\"", self.game)?;
        for (key, value) in &self.parameters {
            field(out, key, value)?;
        }
        out.write_all(b",\"position\":[")?;
        self.position.write(out, &[], ",")?;
        out.write_all(b"]")?;
        field(out, "verdict", &json!(self.outcome.to_string()))?;
        field(
            out,
            "first_player_wins",
            &json!(self.outcome.first_player_wins()),
        )?;
        field(
            out,
            "grundy",
            self.grundy.as_ref().map_or(&Value::Null, |(v, _)| v),
        )?;
        let mut remoteness = Map::new();
        remoteness_fields(&self.remoteness, &mut remoteness);
        for (key, value) in &remoteness {
            field(out, key, value)?;
        }
        out.write_all(b",\"move\":")?;
        match &self.canonical {
            Some(m) => m.write_json(out, &self.position)?,
            None => out.write_all(b"null")?,
        }
        out.write_all(b",\"moves\":[")?;
        let listed: Vec<&MoveReport> = match &self.all {
            Some(Ok(all)) => all.iter().collect(),
            _ => self.canonical.iter().collect(),
        };
        for (i, m) in listed.iter().enumerate() {
            if i > 0 {
                out.write_all(b",")?;
            }
            m.write_json(out, &self.position)?;
        }
        out.write_all(b"]")?;
        field(
            out,
            "moves_complete",
            &json!(!matches!(self.all, Some(Err(_)))),
        )?;
        if let Some(Err(why)) = &self.all {
            field(out, "moves_note", &json!(why))?;
        }
        if let Some(explanation) = &self.explanation {
            field(out, "explanation", &json!(explanation))?;
        }
        out.write_all(b"}\n")
    }
}

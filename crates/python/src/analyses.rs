//! The engine's analyses, each returning what `grundy … --json` prints for
//! the same position, field for field (the Python side wraps the dicts in
//! small classes).

use crate::lang::{in_chosen, type_error, value_error};
use crate::numbers::{naturals, size, to_python};
use grundy_engine::heap::HeapGame;
use grundy_engine::nim::PileMove;
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::remoteness::{self, Budget};
use grundy_engine::sum::Sum;
use grundy_engine::wythoff::WythoffMove;
use grundy_engine::Outcome;
use grundy_i18n::tr;
use grundy_json::{number as json_number, numbers as json_numbers, remoteness_fields};
use pyo3::prelude::*;
use serde_json::{json, Map, Value};

/// The largest pile `wythoff` gives a Grundy value for, as the command
/// line does: the value comes from a table of that side.
const WYTHOFF_GRUNDY_LIMIT: u64 = 4096;

/// The largest side of `wythoff_table`, the command line's `--table`
/// bound: n² 32-bit values must fit in memory comfortably.
const WYTHOFF_TABLE_LIMIT: usize = 8192;

/// The most values `seq` computes in one call (the command line's
/// `--up-to` bound: four bytes of memory per value).
const SEQUENCE_LIMIT: usize = 1 << 30;

/// How long perfect play lasts for the components `texts` (as `grundy
/// sum` reads them), or why that was not computed: the same as the
/// command line's `remoteness` field.
fn remoteness_of(texts: Vec<String>) -> Result<u64, String> {
    let game = grundy_engine::play::Game::for_search(texts.len(), || texts)
        .map_err(|e| format!("not computed: {}", grundy_i18n::say(&e)))?;
    remoteness::remoteness(&game, Budget::DEFAULT).map_err(|e| e.to_string())
}

/// One move of an analysis: its own fields, and the position after it.
pub(crate) type Moved = (Value, Vec<BigNat>);

/// An analysis with its fields in the command line's order.
pub(crate) struct Analysis {
    pub(crate) game: &'static str,
    /// Fields between the game and the position (`k`, `limits`).
    pub(crate) parameters: Map<String, Value>,
    pub(crate) position: Vec<BigNat>,
    pub(crate) outcome: Outcome,
    pub(crate) grundy: Option<BigNat>,
    pub(crate) remoteness: Result<u64, String>,
    /// The move shown first (the command line's canonical move).
    pub(crate) canonical: Option<Moved>,
    /// Every winning move, the canonical one first, or why they were not
    /// listed.
    pub(crate) moves: Result<Vec<Moved>, String>,
    pub(crate) explanation: Option<String>,
}

fn moved((fields, after): Moved) -> Value {
    let mut fields = fields;
    fields["position"] = json_numbers(&after);
    fields
}

impl Analysis {
    /// An analysis whose canonical move is the first of `moves`.
    fn listed(
        game: &'static str,
        position: Vec<BigNat>,
        outcome: Outcome,
        grundy: Option<BigNat>,
        remoteness: Result<u64, String>,
        moves: Vec<Moved>,
        explanation: Option<String>,
    ) -> Analysis {
        Analysis {
            game,
            parameters: Map::new(),
            position,
            outcome,
            grundy,
            remoteness,
            canonical: moves.first().cloned(),
            moves: Ok(moves),
            explanation,
        }
    }

    pub(crate) fn json(self) -> Value {
        let mut v = Map::new();
        v.insert("game".into(), json!(self.game));
        v.extend(self.parameters);
        v.insert("position".into(), json_numbers(&self.position));
        v.insert("verdict".into(), json!(self.outcome.to_string()));
        v.insert(
            "first_player_wins".into(),
            json!(self.outcome.first_player_wins()),
        );
        v.insert(
            "grundy".into(),
            self.grundy.as_ref().map_or(Value::Null, json_number),
        );
        remoteness_fields(&self.remoteness, &mut v);
        v.insert(
            "move".into(),
            self.canonical.clone().map_or(Value::Null, moved),
        );
        match self.moves {
            Ok(moves) => {
                v.insert("moves".into(), moves.into_iter().map(moved).collect());
                v.insert("moves_complete".into(), json!(true));
            }
            Err(why) => {
                let shown: Vec<Value> = self.canonical.into_iter().map(moved).collect();
                v.insert("moves".into(), Value::Array(shown));
                v.insert("moves_complete".into(), json!(false));
                v.insert("moves_note".into(), json!(why));
            }
        }
        if let Some(e) = self.explanation {
            v.insert("explanation".into(), json!(e));
        }
        Value::Object(v)
    }
}

/// Puts the move `canonical` first among `moves`, keeping the others' order.
fn canonical_first(moves: &mut [Moved], canonical: Option<&Moved>) {
    if let Some(c) = canonical
        && let Some(i) = moves.iter().position(|m| m == c)
    {
        moves[..=i].rotate_right(1);
    }
}

fn pile_moves(piles: &[BigNat], moves: Vec<PileMove<BigNat>>) -> Vec<Moved> {
    moves
        .into_iter()
        .map(|m| {
            let mut after = piles.to_vec();
            after[m.pile] = m.to.clone();
            let fields = json!({
                "pile": m.pile + 1,
                "from": json_number(&m.from),
                "to": json_number(&m.to),
                "amount": json_number(&m.amount()),
            });
            (fields, after)
        })
        .collect()
}

/// Nim: the verdict, the nim-sum and every winning move.
#[pyfunction]
#[pyo3(signature = (piles, *, explain = false))]
pub fn nim<'py>(
    py: Python<'py>,
    piles: &Bound<'py, PyAny>,
    explain: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let piles = naturals(piles, "py-pile")?;
    let s = grundy_engine::nim::nim_sum(&piles);
    let moves: Vec<PileMove<BigNat>> =
        grundy_engine::nim::winning_moves_with_sum(&piles, &s).collect();
    let analysis = Analysis::listed(
        "nim",
        piles.clone(),
        Outcome::from_first_player_wins(!s.is_zero()),
        Some(s),
        remoteness_of(piles.iter().map(|p| format!("nim={p}")).collect()),
        pile_moves(&piles, moves),
        explain.then(|| in_chosen(|| grundy_i18n::read(&grundy_engine::nim::explain(&piles)))),
    );
    to_python(py, &analysis.json())
}

/// Misère Nim (whoever takes the last counter loses).
#[pyfunction]
#[pyo3(signature = (piles, *, explain = false))]
pub fn misere_nim<'py>(
    py: Python<'py>,
    piles: &Bound<'py, PyAny>,
    explain: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let piles = naturals(piles, "py-pile")?;
    let played =
        grundy_engine::play::Piles::new(piles.clone(), grundy_engine::play::PileRule::Misere);
    let analysis = Analysis::listed(
        "misere-nim",
        piles.clone(),
        grundy_engine::misere_nim::outcome(&piles),
        None,
        remoteness::remoteness(&played, Budget::DEFAULT).map_err(|e| e.to_string()),
        pile_moves(&piles, grundy_engine::misere_nim::winning_moves(&piles)),
        explain
            .then(|| in_chosen(|| grundy_i18n::read(&grundy_engine::misere_nim::explain(&piles)))),
    );
    to_python(py, &analysis.json())
}

/// Moore's Nim_k: a move takes from 1 to k piles (at least one counter in
/// all); k as asked is shown, the game played with k capped at the piles.
#[pyfunction]
#[pyo3(signature = (piles, k, *, explain = false))]
pub fn moore<'py>(
    py: Python<'py>,
    piles: &Bound<'py, PyAny>,
    k: &Bound<'py, PyAny>,
    explain: bool,
) -> PyResult<Bound<'py, PyAny>> {
    use grundy_engine::moore::{self, MultiMove};
    let piles = naturals(piles, "py-pile")?;
    let k_asked = crate::numbers::natural(k, &|| tr!("py-k"))?;
    if k_asked.is_zero() {
        return Err(value_error(|| tr!("py-k-zero")));
    }
    let k = moore::effective_k(&k_asked);
    let multi = |m: &MultiMove<BigNat>| -> Moved {
        let mut after = piles.clone();
        let changes: Vec<Value> = m
            .changes
            .iter()
            .map(|c| {
                after[c.pile] = c.to.clone();
                json!({
                    "pile": c.pile + 1,
                    "from": json_number(&c.from),
                    "to": json_number(&c.to),
                    "amount": json_number(&c.amount()),
                })
            })
            .collect();
        (json!({ "changes": changes }), after)
    };
    let canonical = moore::winning_move(&piles, k).map(|m| multi(&m));
    let moves = moore::winning_moves(&piles, k, moore::DEFAULT_ENUMERATION_LIMIT)
        .map(|moves| {
            let mut moves: Vec<Moved> = moves.iter().map(multi).collect();
            canonical_first(&mut moves, canonical.as_ref());
            moves
        })
        .map_err(|e| e.to_string());
    let played = grundy_engine::play::Piles::new(
        piles.clone(),
        grundy_engine::play::PileRule::Moore(k_asked.clone()),
    );
    let mut parameters = Map::new();
    parameters.insert("k".into(), json_number(&k_asked));
    let analysis = Analysis {
        game: "moore",
        parameters,
        outcome: moore::outcome(&piles, k),
        grundy: None,
        remoteness: remoteness::remoteness(&played, Budget::DEFAULT).map_err(|e| e.to_string()),
        canonical,
        moves,
        explanation: explain
            .then(|| in_chosen(|| grundy_i18n::read(&moore::explain(&piles, &k_asked)))),
        position: piles,
    };
    to_python(py, &analysis.json())
}

/// Bounded Nim: a move takes 1 to k counters from one pile; `k` an int for
/// every pile, or a list of one bound per pile.
#[pyfunction]
#[pyo3(signature = (piles, k, *, explain = false))]
pub fn bounded<'py>(
    py: Python<'py>,
    piles: &Bound<'py, PyAny>,
    k: &Bound<'py, PyAny>,
    explain: bool,
) -> PyResult<Bound<'py, PyAny>> {
    use grundy_engine::bounded_nim;
    let piles = naturals(piles, "py-pile")?;
    let limits = if k.is_instance_of::<pyo3::types::PyInt>() {
        vec![crate::numbers::natural(k, &|| tr!("py-k"))?; piles.len()]
    } else if k.is_instance_of::<pyo3::types::PyString>() || k.try_iter().is_err() {
        // k is either: the refusal says both, not only "a list".
        let kind = k.get_type().name()?.to_string();
        let repr = k.repr()?.to_string();
        return Err(type_error(|| {
            tr!("py-k-or-bounds", kind = kind, repr = repr)
        }));
    } else {
        naturals(k, "py-bound")?
    };
    if limits.len() != piles.len() {
        return Err(value_error(|| {
            tr!(
                "py-bounds-count",
                piles = piles.len(),
                bounds = limits.len()
            )
        }));
    }
    if let Some(i) = limits.iter().position(Natural::is_zero) {
        return Err(value_error(|| tr!("py-bound-zero", pile = i + 1)));
    }
    let g = bounded_nim::grundy(&piles, &limits);
    let mut parameters = Map::new();
    parameters.insert("limits".into(), json_numbers(&limits));
    let moves = pile_moves(&piles, bounded_nim::winning_moves(&piles, &limits));
    let analysis = Analysis {
        game: "bounded-nim",
        parameters,
        outcome: Outcome::from_first_player_wins(!g.is_zero()),
        grundy: Some(g),
        remoteness: remoteness_of(
            piles
                .iter()
                .zip(&limits)
                .map(|(p, k)| format!("bounded:{k}={p}"))
                .collect(),
        ),
        canonical: moves.first().cloned(),
        moves: Ok(moves),
        explanation: explain
            .then(|| in_chosen(|| grundy_i18n::read(&bounded_nim::explain(&piles, &limits)))),
        position: piles,
    };
    to_python(py, &analysis.json())
}

/// Staircase Nim: coins on steps 1, 2, …; a move sends coins from one step
/// to the step below (step 1's go to the floor).
#[pyfunction]
#[pyo3(signature = (steps, *, explain = false))]
pub fn staircase<'py>(
    py: Python<'py>,
    steps: &Bound<'py, PyAny>,
    explain: bool,
) -> PyResult<Bound<'py, PyAny>> {
    use grundy_engine::staircase::{self, StairMove};
    let stairs = naturals(steps, "py-step")?;
    let report = |m: &StairMove<BigNat>| -> Moved {
        let from = m.step - 1;
        let mut after = stairs.clone();
        after[from] = &stairs[from] - &m.coins;
        if from > 0 {
            after[from - 1] = &stairs[from - 1] + &m.coins;
        }
        (
            json!({ "step": m.step, "to_step": m.step - 1, "coins": json_number(&m.coins) }),
            after,
        )
    };
    let mut moves: Vec<Moved> = staircase::winning_moves(&stairs)
        .iter()
        .map(report)
        .collect();
    let canonical = staircase::nim_move(&stairs).map(|m| report(&m));
    canonical_first(&mut moves, canonical.as_ref());
    let list: Vec<String> = stairs.iter().map(ToString::to_string).collect();
    let analysis = Analysis {
        game: "staircase",
        parameters: Map::new(),
        outcome: staircase::outcome(&stairs),
        grundy: Some(staircase::grundy(&stairs)),
        remoteness: remoteness_of(vec![format!("staircase={}", list.join(","))]),
        canonical,
        moves: Ok(moves),
        explanation: explain.then(|| in_chosen(|| grundy_i18n::read(&staircase::explain(&stairs)))),
        position: stairs,
    };
    to_python(py, &analysis.json())
}

/// Chips on a line (POJ 1704): chips on cells 1, 2, …; a move slides one
/// chip left, never onto or past another.
#[pyfunction]
#[pyo3(signature = (cells, *, explain = false))]
pub fn chips<'py>(
    py: Python<'py>,
    cells: &Bound<'py, PyAny>,
    explain: bool,
) -> PyResult<Bound<'py, PyAny>> {
    use grundy_engine::staircase::Chips;
    let cells = naturals(cells, "py-chip")?;
    let chips = in_chosen(|| Chips::new(cells)).map_err(|e| value_error(|| e.to_string()))?;
    let moves: Vec<Moved> = chips
        .winning_moves()
        .iter()
        .map(|m| {
            let mut after = chips.cells().to_vec();
            after[m.chip] = m.to.clone();
            (
                json!({
                    "chip": m.chip + 1,
                    "from": json_number(&m.from),
                    "to": json_number(&m.to),
                    "amount": json_number(&m.distance()),
                }),
                after,
            )
        })
        .collect();
    let list: Vec<String> = chips.staircase().iter().map(ToString::to_string).collect();
    let analysis = Analysis::listed(
        "chips",
        chips.cells().to_vec(),
        chips.outcome(),
        Some(chips.grundy()),
        remoteness_of(vec![format!("staircase={}", list.join(","))]),
        moves,
        explain.then(|| in_chosen(|| grundy_i18n::read(&chips.explain()))),
    );
    to_python(py, &analysis.json())
}

/// Wythoff's game on the piles (a, b).
#[pyfunction]
#[pyo3(signature = (a, b, *, explain = false))]
pub fn wythoff<'py>(
    py: Python<'py>,
    a: &Bound<'py, PyAny>,
    b: &Bound<'py, PyAny>,
    explain: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let a = crate::numbers::natural(a, &|| tr!("py-pile", n = 1))?;
    let b = crate::numbers::natural(b, &|| tr!("py-pile", n = 2))?;
    let moves = grundy_engine::wythoff::winning_moves(&a, &b)
        .iter()
        .map(|m| {
            let (x, y) = m.apply(&a, &b);
            let fields = match m {
                WythoffMove::One { pile, amount } => {
                    json!({ "kind": "one", "pile": pile + 1, "amount": json_number(amount) })
                }
                WythoffMove::Both { amount } => {
                    json!({ "kind": "both", "amount": json_number(amount) })
                }
            };
            (fields, vec![x, y])
        })
        .collect();
    let grundy = match (a.to_u64(), b.to_u64()) {
        (Some(x), Some(y)) if x <= WYTHOFF_GRUNDY_LIMIT && y <= WYTHOFF_GRUNDY_LIMIT => {
            let n = x.max(y) as usize + 1;
            Some(BigNat::from(
                grundy_engine::wythoff::grundy_table(n)[x as usize * n + y as usize],
            ))
        }
        _ => None,
    };
    let analysis = Analysis::listed(
        "wythoff",
        vec![a.clone(), b.clone()],
        grundy_engine::wythoff::outcome(&a, &b),
        grundy,
        remoteness_of(vec![format!("wythoff={a},{b}")]),
        moves,
        explain.then(|| in_chosen(|| grundy_i18n::read(&grundy_engine::wythoff::explain(&a, &b)))),
    );
    to_python(py, &analysis.json())
}

/// The Grundy values G(a, b) of Wythoff's game for the piles below `n`,
/// row by row (`grundy wythoff --table N --json`).
#[pyfunction]
pub fn wythoff_table<'py>(py: Python<'py>, n: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let (n, given) = size(n, &|| "n".to_string())?;
    if n > WYTHOFF_TABLE_LIMIT {
        return Err(value_error(|| {
            tr!("py-table-too-large", n = given, limit = WYTHOFF_TABLE_LIMIT)
        }));
    }
    let g = py.detach(|| grundy_engine::wythoff::grundy_table(n));
    let rows: Vec<Value> = g.chunks(n.max(1)).take(n).map(|r| json!(r)).collect();
    to_python(
        py,
        &json!({ "game": "wythoff", "table": { "size": n, "grundy": rows } }),
    )
}

/// Wythoff's P-positions number `start` to `stop` (both included), each
/// `{k, a, b}` with a = ⌊kφ⌋ and b = a + k, at any size
/// (`grundy wythoff --p-position K1..K2 --json`).
#[pyfunction]
pub fn wythoff_p_positions<'py>(
    py: Python<'py>,
    start: &Bound<'py, PyAny>,
    stop: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let from = crate::numbers::natural(start, &|| tr!("py-start"))?;
    let to = crate::numbers::natural(stop, &|| tr!("py-stop"))?;
    if from > to {
        return Err(value_error(|| {
            tr!("py-start-after-stop", start = from, stop = to)
        }));
    }
    let count = &to - &from;
    if count >= BigNat::from(1_000_000u32) {
        return Err(value_error(|| {
            tr!("py-too-many-p-positions", count = count)
        }));
    }
    to_python(py, &grundy_json::wythoff_p_positions(&from, &to))
}

/// The largest side of a `two_pile` table (the command line's `--size`
/// bound: the exhaustive table costs about n³ steps for unbounded moves).
const TWO_PILE_SIZE_LIMIT: usize = 1024;

/// The most moves a `two_pile` table may visit, as the command line allows:
/// a few seconds of work.
const TWO_PILE_WORK_LIMIT: u128 = 3_000_000_000;

/// A two-pile game given by a rule spec (`one,both`, `one,both<2`,
/// `one[..3],both`), tabulated for the piles below `size`: the
/// P-positions with their differences, and with `table` the Grundy values
/// (`grundy two-pile SPEC --size N [--table] --json`).
#[pyfunction]
#[pyo3(signature = (spec, *, size = None, table = false))]
pub fn two_pile<'py>(
    py: Python<'py>,
    spec: &str,
    size: Option<&Bound<'py, PyAny>>,
    table: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let (size, given) = match size {
        Some(size) => crate::numbers::size(size, &|| "size".to_string())?,
        None => (30, BigNat::from(30u8)),
    };
    let rules: grundy_engine::two_pile::TwoPileRules = in_chosen(|| spec.parse())
        .map_err(|e| value_error(|| tr!("py-rule-spec", spec = spec, why = e)))?;
    if size > TWO_PILE_SIZE_LIMIT {
        return Err(value_error(|| {
            tr!(
                "py-size-too-large",
                size = given,
                limit = TWO_PILE_SIZE_LIMIT
            )
        }));
    }
    let cost = rules.table_cost(size);
    if cost > TWO_PILE_WORK_LIMIT {
        return Err(value_error(|| {
            tr!(
                "py-table-cost",
                spec = spec,
                size = size,
                cost = cost,
                limit = TWO_PILE_WORK_LIMIT
            )
        }));
    }
    let g = py.detach(|| rules.grundy_table(size));
    to_python(py, &grundy_json::two_pile(&rules, size, &g, table))
}

/// The most heaps `research` goes to in one call: six bytes of memory a
/// heap (the command line goes further, with its values on disk).
const RESEARCH_LIMIT: usize = 1 << 30;

/// A long run of the rare/common engine on an octal game or Grundy's game
/// (`grundy research GAME --to N --json`): G(to), the checksum of
/// G(0..=to), the largest value and where it first appears, the Guy–Smith
/// proof when a period is proven, and the statistics at every power of two.
/// Ctrl-C (KeyboardInterrupt) stops it between steps of a fraction of a
/// second.
#[pyfunction]
#[pyo3(signature = (game, to, *, threads = None))]
pub fn research<'py>(
    py: Python<'py>,
    game: &str,
    to: &Bound<'py, PyAny>,
    threads: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    use grundy_engine::research::Research;
    let (to, given) = size(to, &|| "to".to_string())?;
    let threads = match threads {
        Some(t) => Some(size(t, &|| "threads".to_string())?.0),
        None => None,
    };
    let parsed = in_chosen(|| HeapGame::parse(game)).map_err(|e| value_error(|| e.to_string()))?;
    if to > RESEARCH_LIMIT {
        return Err(value_error(|| {
            tr!("py-research-too-far", to = given, limit = RESEARCH_LIMIT)
        }));
    }
    let mut run = Research::new(&parsed).map_err(|e| value_error(|| e.to_string()))?;
    if let Some(t) = threads {
        if t == 0 {
            return Err(value_error(|| tr!("py-threads-zero")));
        }
        run.set_threads(t);
    }
    let start = std::time::Instant::now();
    let mut chunk = 1 << 16;
    while run.heaps() <= to {
        let began = std::time::Instant::now();
        run.advance(to, chunk, |_| {})
            .map_err(|e| pyo3::exceptions::PyMemoryError::new_err(in_chosen(|| e.to_string())))?;
        // Between steps, a Ctrl-C raises KeyboardInterrupt.
        py.check_signals()?;
        let took = began.elapsed();
        if took < std::time::Duration::from_millis(150) {
            chunk = (2 * chunk).min(1 << 30);
        } else if took > std::time::Duration::from_millis(600) {
            chunk = (chunk / 2).max(1 << 12);
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    to_python(
        py,
        &grundy_json::research(&parsed.to_string(), game, to, &run, seconds),
    )
}

/// Fibonacci Nim (k = 2) or the k-fold game on one pile: the first take is
/// 1 to n − 1 (or 1 to `allowance`), each later one at most k times the
/// last; the losing sizes the pile is written with (Zeckendorf's form for
/// k = 2) and every winning take (`grundy fib N [-k K] [--allowance M] --json`).
#[pyfunction]
#[pyo3(signature = (pile, *, k = None, allowance = None))]
pub fn fib<'py>(
    py: Python<'py>,
    pile: &Bound<'py, PyAny>,
    k: Option<&Bound<'py, PyAny>>,
    allowance: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    use grundy_engine::k_fold::{Pile, TERM_LIMIT};
    let pile = crate::numbers::natural(pile, &|| tr!("py-the-pile"))?;
    let k = match k {
        Some(k) => crate::numbers::natural(k, &|| tr!("py-k"))?,
        None => BigNat::from(2u8),
    };
    if k.is_zero() {
        return Err(value_error(|| tr!("py-k-zero")));
    }
    let mut game = Pile::fresh(k, pile);
    if let Some(m) = allowance {
        game.allowance = crate::numbers::natural(m, &|| tr!("py-allowance"))?;
    }
    let not_solved =
        |e: grundy_engine::k_fold::TooManyTerms| value_error(|| tr!("py-not-solved", why = e));
    let terms = game.terms(TERM_LIMIT).map_err(not_solved)?;
    let takes = game.winning_takes(TERM_LIMIT).map_err(not_solved)?;
    to_python(py, &grundy_json::fib(&game, &terms, &takes))
}

/// The most winning moves of `new_stone` listed one by one, as on the
/// command line; past it the verdict stands alone (`moves_complete` false).
const NEW_STONE_MOVE_LIMIT: usize = 100_000;

/// Northcott's game on a board of `columns` columns: each row a pair
/// (your piece's column, the opponent's), from 1; the gaps are Nim heaps,
/// and every winning slide is listed, those that widen a gap too
/// (`grundy northcott -m M T:J … --json`).
#[pyfunction]
pub fn northcott<'py>(
    py: Python<'py>,
    columns: &Bound<'py, PyAny>,
    rows: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    use grundy_engine::northcott::{Board, Row};
    let columns = crate::numbers::natural(columns, &|| tr!("py-columns"))?;
    if columns < BigNat::from(2u8) {
        return Err(value_error(|| tr!("py-columns-too-few", columns = columns)));
    }
    let iter = match rows.try_iter() {
        Ok(iter) if !rows.is_instance_of::<pyo3::types::PyString>() => iter,
        // Not "row 1 must be a pair, found '4'" for the rows "4 5", nor
        // Python's English "object is not iterable".
        _ => {
            let kind = rows.get_type().name()?.to_string();
            let repr = rows.repr()?.to_string();
            return Err(type_error(|| {
                tr!("py-rows-not-a-list", kind = kind, repr = repr)
            }));
        }
    };
    let mut parsed = Vec::new();
    for (i, row) in iter.enumerate() {
        let row = row?;
        let (mine, theirs): (Bound<'py, PyAny>, Bound<'py, PyAny>) =
            row.extract().map_err(|_| {
                let repr = row.repr().map(|r| r.to_string()).unwrap_or_default();
                type_error(|| tr!("py-row-not-a-pair", row = i + 1, repr = repr))
            })?;
        parsed.push(Row {
            mine: crate::numbers::natural(&mine, &|| tr!("py-row-mine", n = i + 1))?,
            theirs: crate::numbers::natural(&theirs, &|| tr!("py-row-theirs", n = i + 1))?,
        });
    }
    let board =
        in_chosen(|| Board::new(columns, parsed)).map_err(|e| value_error(|| e.to_string()))?;
    to_python(py, &grundy_json::northcott(&board, &board.winning_moves()))
}

/// A New Stone Game (POJ 1740): a move takes at least one stone from a pile
/// and may hand any of the rest of it to other non-empty piles; the player
/// to move loses exactly when the piles pair up (`grundy new-stone --json`).
#[pyfunction]
pub fn new_stone<'py>(py: Python<'py>, piles: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    use grundy_engine::new_stone::{in_pairs, winning_moves};
    let piles = naturals(piles, "py-pile")?;
    if piles.is_empty() {
        return Err(value_error(|| tr!("py-no-piles")));
    }
    let paired = in_pairs(&piles);
    let moves = if paired {
        Ok(Vec::new())
    } else {
        winning_moves(&piles, NEW_STONE_MOVE_LIMIT)
    };
    let v = grundy_json::new_stone(&piles, moves.as_ref().ok().map(Vec::as_slice));
    to_python(py, &v)
}

/// The nim-sequence G(0..=up_to) of a heap game, with its period and
/// whether it is proven.
#[pyfunction]
#[pyo3(signature = (game, up_to))]
pub fn seq<'py>(
    py: Python<'py>,
    game: &str,
    up_to: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let (up_to, given) = size(up_to, &|| "up_to".to_string())?;
    let parsed = in_chosen(|| HeapGame::parse(game)).map_err(|e| value_error(|| e.to_string()))?;
    if up_to >= SEQUENCE_LIMIT {
        return Err(value_error(|| {
            tr!("py-seq-too-far", up_to = given, limit = SEQUENCE_LIMIT)
        }));
    }
    // The sequence runs without the interpreter: other Python threads go on.
    let (values, p) = py.detach(|| {
        let values = parsed.sequence(up_to + 1, |_| {});
        let p = parsed.periodicity(&values);
        (values, p)
    });
    let period = p.period.as_ref();
    let v = json!({
        "game": parsed.to_string(),
        "spec": game.trim(),
        "values": values,
        "period": period.map(|p| p.period),
        "preperiod": period.map(|p| p.preperiod),
        "saltus": period.map(|p| p.saltus),
        "proven": p.proven,
        "proof": p.proof.as_ref().map(grundy_i18n::say),
    });
    to_python(py, &v)
}

/// A sum of components written as `grundy sum` reads them (`nim=3`,
/// `kayles=4,5`, `wythoff=3,5`, …): the value and every winning move; under
/// misère play (`misere=True`) the verdict and every winning move, as
/// `grundy sum --misere --json` gives them.
#[pyfunction]
#[pyo3(signature = (*components, misere=false))]
pub fn sum<'py>(
    py: Python<'py>,
    components: Vec<String>,
    misere: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let mut parts = Vec::with_capacity(components.len());
    for (i, text) in components.iter().enumerate() {
        let c = in_chosen(|| grundy_engine::kinds::parse_component(text)).map_err(|e| {
            let quoted = format!("{text:?}");
            value_error(|| tr!("py-component", index = i + 1, text = quoted, why = e))
        })?;
        parts.push(c);
    }
    if misere {
        let sum = grundy_engine::compound::misere(&parts, grundy_engine::compound::Budget::DEFAULT)
            .map_err(|e| {
                crate::custom::SearchLimitExceeded::new_err(in_chosen(|| {
                    tr!("compound-cannot-decide", why = e)
                }))
            })?;
        let texts: Vec<String> = parts.iter().map(|c| c.describe()).collect();
        return to_python(py, &grundy_json::misere(&texts, &sum));
    }
    let total = Sum::new(parts);
    let moves = total.winning_moves();
    let described: Vec<String> = total.components().iter().map(|c| c.describe()).collect();
    to_python(
        py,
        &grundy_json::sum(&total, &moves, &remoteness_of(described)),
    )
}

/// A judge problem's answer to its input, byte for byte (`grundy oj`).
#[pyfunction]
pub fn oj(problem: &str, input: &str) -> PyResult<String> {
    let problem: grundy_oj::Problem = problem
        .parse()
        .map_err(|e: grundy_oj::UnknownProblem| value_error(|| e.to_string()))?;
    let mut out = Vec::new();
    grundy_oj::run(problem, input.as_bytes(), &mut out)
        .map_err(|e| value_error(|| e.to_string()))?;
    Ok(String::from_utf8(out).expect("judge answers are text"))
}

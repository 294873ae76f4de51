//! # grundy-json
//!
//! The JSON documents of grundy's analyses, as docs/json.md describes them,
//! built in one place: the command line prints them with `--json`, and the
//! Python package hands them over as objects. Numbers are exact JSON
//! integers of any length (serde_json's arbitrary precision).
//!
//! ```
//! use grundy_engine::num::BigNat;
//! let big: BigNat = "123456789012345678901234567890".parse().unwrap();
//! assert_eq!(grundy_json::number(&big).to_string(), "123456789012345678901234567890");
//! ```

mod compound;
mod graph;
mod pattern;
mod quotient;
mod survey;
mod survey_table;

pub use compound::{conjunctive, continued, misere, selective};
pub use graph::{graph, GraphValues};
pub use pattern::pattern;
pub use quotient::{quotient, sweep_row};
pub use survey::{survey_row, survey_row_lacks_quotient, SURVEY_FIELDS};
pub use survey_table::{cell, survey_csv, survey_markdown};

use grundy_engine::k_fold::Pile;
use grundy_engine::new_stone;
use grundy_engine::northcott::{Board, Slide};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::research::{Milestone, Research};
use grundy_engine::sum::{Sum, SumMove};
use grundy_engine::two_pile::TwoPileRules;
use grundy_engine::Outcome;
use serde_json::{json, Map, Value};

/// An exact JSON integer.
///
/// ```
/// assert_eq!(grundy_json::number(&7u64), serde_json::json!(7));
/// ```
pub fn number<N: Natural>(n: &N) -> Value {
    match n.to_u64() {
        Some(v) => Value::from(v),
        // With arbitrary precision, a parsed integer literal keeps every
        // digit.
        None => serde_json::from_str(&n.to_string()).expect("a natural number is a JSON number"),
    }
}

/// A list of exact JSON integers.
///
/// ```
/// assert_eq!(grundy_json::numbers(&[3u64, 5]).to_string(), "[3,5]");
/// ```
pub fn numbers<N: Natural>(ns: &[N]) -> Value {
    Value::Array(ns.iter().map(number).collect())
}

/// The fields `remoteness` (and `remoteness_note` when it is `null`: why).
///
/// ```
/// let mut fields = serde_json::Map::new();
/// grundy_json::remoteness_fields(&Err("too long".into()), &mut fields);
/// assert_eq!(serde_json::Value::Object(fields).to_string(), r#"{"remoteness":null,"remoteness_note":"too long"}"#);
/// ```
pub fn remoteness_fields(remoteness: &Result<u64, String>, into: &mut Map<String, Value>) {
    match remoteness {
        Ok(r) => {
            into.insert("remoteness".into(), json!(r));
        }
        Err(why) => {
            into.insert("remoteness".into(), Value::Null);
            into.insert("remoteness_note".into(), json!(why));
        }
    }
}

/// `grundy sum --json`: the components and their values, the verdict, the
/// remoteness and every winning move.
///
/// ```
/// use grundy_engine::kinds::parse_component;
/// use grundy_engine::sum::Sum;
/// let sum = Sum::new(vec![parse_component("nim=3").unwrap(), parse_component("nim=1").unwrap()]);
/// let v = grundy_json::sum(&sum, &sum.winning_moves(), &Ok(3));
/// assert_eq!(v["grundy"], 2);
/// assert_eq!(v["moves"][0]["after"], "nim=1");
/// ```
pub fn sum(sum: &Sum, moves: &[SumMove], remoteness: &Result<u64, String>) -> Value {
    let components: Vec<Value> = sum
        .components()
        .iter()
        .map(|c| json!({ "component": c.describe(), "grundy": number(&c.grundy()) }))
        .collect();
    let outcome = sum.outcome();
    let mut v = Map::new();
    v.insert("game".into(), json!("sum"));
    v.insert("components".into(), Value::Array(components));
    v.insert("grundy".into(), number(&sum.grundy()));
    v.insert("verdict".into(), json!(outcome.to_string()));
    v.insert(
        "first_player_wins".into(),
        json!(outcome.first_player_wins()),
    );
    remoteness_fields(remoteness, &mut v);
    v.insert("moves".into(), moves.iter().map(sum_move).collect());
    v.insert("moves_complete".into(), json!(true));
    Value::Object(v)
}

/// One winning move of a sum: in which component (from 1), in its terms.
fn sum_move(m: &SumMove) -> Value {
    let mut v = json!({
        "component": m.component + 1,
        "move": grundy_i18n::say(&m.description),
        "after": m.after,
        "target": number(&m.target),
    });
    if let Some(f) = &m.family {
        v["family"] = json!({ "count": number(&f.count), "every": grundy_i18n::say(&f.every) });
    }
    v
}

/// `grundy fib --json`: the pile, its terms and every winning take.
///
/// ```
/// use grundy_engine::k_fold::{Pile, TERM_LIMIT};
/// let pile = Pile::fresh(2u8.into(), 100u8.into());
/// let terms = pile.terms(TERM_LIMIT).unwrap();
/// let takes = pile.winning_takes(TERM_LIMIT).unwrap();
/// let v = grundy_json::fib(&pile, &terms, &takes);
/// assert_eq!(v["terms"].to_string(), "[89,8,3]");
/// ```
pub fn fib(game: &Pile, terms: &[BigNat], takes: &[BigNat]) -> Value {
    let outcome = Outcome::from_first_player_wins(!takes.is_empty());
    json!({
        "game": "fib",
        "k": number(&game.k),
        "pile": number(&game.counters),
        "allowance": number(&game.most_take()),
        "terms": numbers(terms),
        "verdict": outcome.to_string(),
        "first_player_wins": outcome.first_player_wins(),
        "moves": takes.iter().map(|t| json!({
            "take": number(t),
            "after": number(&(&game.counters - t)),
            "allowance_after": number(&(&game.k * t).min(&game.counters - t)),
        })).collect::<Vec<_>>(),
        "moves_complete": true,
    })
}

/// `grundy northcott --json`: the rows and their gaps, the value and every
/// winning slide.
///
/// ```
/// use grundy_engine::northcott::{Board, Row};
/// use grundy_engine::num::BigNat;
/// let row = Row { mine: BigNat::from(4u8), theirs: BigNat::from(5u8) };
/// let board = Board::new(6u8, vec![row]).unwrap();
/// let v = grundy_json::northcott(&board, &board.winning_moves());
/// assert_eq!(v["value"], 0);
/// ```
pub fn northcott(board: &Board<BigNat>, moves: &[Slide<BigNat>]) -> Value {
    let outcome = Outcome::from_first_player_wins(!moves.is_empty());
    json!({
        "game": "northcott",
        "columns": number(&board.columns),
        "rows": board.rows.iter().map(|r| json!({
            "mine": number(&r.mine),
            "theirs": number(&r.theirs),
            "gap": number(&r.gap()),
        })).collect::<Vec<_>>(),
        "value": number(&board.value()),
        "verdict": outcome.to_string(),
        "first_player_wins": outcome.first_player_wins(),
        "moves": moves.iter().map(|m| json!({
            "row": m.row,
            "from": number(&m.from),
            "to": number(&m.to),
            "gap_before": number(&m.gap_before),
            "gap_after": number(&m.gap_after),
        })).collect::<Vec<_>>(),
        "moves_complete": true,
    })
}

/// `grundy new-stone --json`: whether the piles pair up, the verdict, and
/// every winning move when they were listed (`moves` is then present and
/// `moves_complete` true).
///
/// ```
/// use grundy_engine::num::BigNat;
/// let piles: Vec<BigNat> = vec![2u8.into(), 2u8.into()];
/// assert_eq!(grundy_json::new_stone(&piles, Some(&[]))["in_pairs"], true);
/// ```
pub fn new_stone(piles: &[BigNat], moves: Option<&[new_stone::Move]>) -> Value {
    let paired = new_stone::in_pairs(piles);
    let outcome = Outcome::from_first_player_wins(!paired);
    let mut v = json!({
        "game": "new-stone",
        "piles": numbers(piles),
        "in_pairs": paired,
        "verdict": outcome.to_string(),
        "first_player_wins": outcome.first_player_wins(),
        "moves_complete": moves.is_some(),
    });
    if let Some(moves) = moves {
        v["moves"] = moves.iter().map(|m| json!({
            "from": m.from,
            "size": number(&m.size),
            "gifts": m.gifts.iter().map(|(p, g)| json!({"pile": p, "stones": number(g)})).collect::<Vec<_>>(),
            "removed": number(&m.removed),
            "left": number(&m.left),
            "after": numbers(&m.after),
        })).collect();
    }
    v
}

/// `grundy two-pile --json`: the P-positions `a <= b` with their
/// differences among the piles below `n`, and with `with_table` the Grundy
/// values, from `table` (row-major, n × n).
///
/// ```
/// let rules: grundy_engine::two_pile::TwoPileRules = "one,both".parse().unwrap();
/// let table = rules.grundy_table(3);
/// let v = grundy_json::two_pile(&rules, 3, &table, false);
/// assert_eq!(v["p_positions"][1].to_string(), r#"{"a":1,"b":2,"difference":1}"#);
/// ```
pub fn two_pile(rules: &TwoPileRules, n: usize, table: &[u32], with_table: bool) -> Value {
    let p: Vec<Value> = (0..n)
        .flat_map(|a| (a..n).map(move |b| (a, b)))
        .filter(|&(a, b)| table[a * n + b] == 0)
        .map(|(a, b)| json!({ "a": a, "b": b, "difference": b - a }))
        .collect();
    let mut v = json!({
        "game": "two-pile",
        "rules": rules.to_string(),
        "size": n,
        "p_positions": p,
    });
    if with_table {
        v["grundy"] = json!(table.chunks(n.max(1)).collect::<Vec<_>>());
    }
    v
}

/// `grundy wythoff --table N --json`: `grundy[a][b]` = G(a, b) for `a, b < n`.
///
/// ```
/// let g = grundy_engine::wythoff::grundy_table(2);
/// assert_eq!(grundy_json::wythoff_table(2, &g).to_string(), r#"{"game":"wythoff","table":{"size":2,"grundy":[[0,1],[1,2]]}}"#);
/// ```
pub fn wythoff_table(n: usize, table: &[u32]) -> Value {
    let rows: Vec<&[u32]> = table.chunks(n.max(1)).collect();
    json!({ "game": "wythoff", "table": { "size": n, "grundy": rows } })
}

/// `grundy wythoff --p-position K1..K2 --json`: the P-positions number
/// `from` to `to`, both included.
///
/// ```
/// let v = grundy_json::wythoff_p_positions(&2u8.into(), &2u8.into());
/// assert_eq!(v["p_positions"].to_string(), r#"[{"k":2,"a":3,"b":5}]"#);
/// ```
pub fn wythoff_p_positions(from: &BigNat, to: &BigNat) -> Value {
    let mut rows = Vec::new();
    let mut k = from.clone();
    while k <= *to {
        let (a, b) = grundy_engine::wythoff::p_position(&k).expect("arbitrary precision fits");
        rows.push(json!({ "k": number(&k), "a": number(&a), "b": number(&b) }));
        k += BigNat::ONE;
    }
    json!({ "game": "wythoff", "p_positions": rows })
}

/// `grundy research --json`: the run's result, its proof, its milestones,
/// the time it took and the instruction set used. `game` is the game as
/// grundy writes it, `spec` as it was asked.
///
/// ```
/// use grundy_engine::heap::HeapGame;
/// use grundy_engine::research::Research;
/// let mut run = Research::new(&HeapGame::parse("0.6").unwrap()).unwrap();
/// run.advance(64, 64, |_| {}).unwrap();
/// let v = grundy_json::research("0.6", "0.6", 64, &run, 0.0);
/// assert_eq!(v["milestones"].as_array().unwrap().len(), 7);
/// ```
pub fn research(game: &str, spec: &str, to: usize, run: &Research, seconds: f64) -> Value {
    let (largest, largest_at) = run.largest();
    let proof = run.proof().map(|p| {
        json!({
            "preperiod": p.preperiod,
            "period": p.period,
            "values_needed": p.needed,
            "max_removal": p.removal,
            "statement": p.to_string(),
        })
    });
    json!({
        "game": game,
        "spec": spec,
        "to": to,
        "value": run.value(to),
        "checksum": format!("{:08X}", run.checksum()),
        "largest": largest,
        "largest_at": largest_at,
        "computed": run.computed(),
        "proof": proof,
        // From the run, not this invocation: a resumed run lists those
        // passed before it was resumed too.
        "milestones": run.milestones().iter().map(milestone).collect::<Vec<_>>(),
        "seconds": seconds,
        "isa": grundy_engine::isa::Isa::best().level().name(),
    })
}

/// One milestone of a research run (a power of two).
fn milestone(m: &Milestone) -> Value {
    json!({
        "n": m.heaps,
        "largest": m.largest,
        "largest_at": m.largest_at,
        "distinct_values": m.counts.len(),
        "rare": m.rare,
        "last_rare": m.last_rare,
        "checksum": format!("{:08X}", m.checksum),
    })
}

//! The Nim family's commands: `grundy nim`, `misere`, `moore`, `bounded`,
//! `staircase` and `chips`, and their reports.
//!
//! Every builder computes the full list of winning moves and the
//! explanation only when they are asked for.

use super::{as_played, print_report, remoteness, CommandError};
use crate::cli::{AnalysisArgs, BoundedArgs, MooreArgs, PositionArgs};
use crate::input::{dispatch, items, numbers as read_numbers, tokens, BadInput, Token};
use crate::report::{
    canonical_first, grundy_value, number, numbers, spaced, MoveReport, Position, Report, Show,
};
use grundy_engine::moore::{self, MultiMove};
use grundy_engine::nim::{self, PileMove};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::play::{PileRule, Piles};
use grundy_engine::staircase::{self, Chips};
use grundy_engine::{bounded_nim, misere_nim};
use grundy_i18n::tr;
use serde_json::{json, Map};
use std::process::ExitCode;

/// `grundy nim`.
pub fn nim(args: AnalysisArgs) -> Result<ExitCode, CommandError> {
    let show = args.analysis.show();
    let t = position_tokens(&args.position)?;
    let report = dispatch!(read_numbers(&items(&t, "noun-pile"))?, |v| nim_report(
        v, show
    ));
    print_report(&report, show)
}

/// `grundy misere`.
pub fn misere(args: AnalysisArgs) -> Result<ExitCode, CommandError> {
    let show = args.analysis.show();
    let t = position_tokens(&args.position)?;
    let report = dispatch!(read_numbers(&items(&t, "noun-pile"))?, |v| misere_report(
        v, show
    ));
    print_report(&report, show)
}

/// `grundy moore`.
pub fn moore(args: MooreArgs) -> Result<ExitCode, CommandError> {
    let show = args.analysis.show();
    let t = position_tokens(&args.position)?;
    let report = dispatch!(read_numbers(&items(&t, "noun-pile"))?, |v| moore_report(
        v, &args.k, show
    ));
    print_report(&report, show)
}

/// `grundy bounded`: `-k` for every pile, or a bound per pile as `PILE/K`.
pub fn bounded(args: BoundedArgs) -> Result<ExitCode, CommandError> {
    let show = args.analysis.show();
    // Written out to be read with the piles: all share one width.
    let k = args.k.map(|k| k.to_string());
    let t = position_tokens(&args.position)?;
    let mut piles = Vec::new();
    let mut limits = Vec::new();
    for (i, tok) in t.iter().enumerate() {
        let (pile, limit) = match (tok.text.split_once('/'), &k) {
            (Some(_), Some(_)) => {
                return Err(BadInput::at(&tok.place, tr!("bound-twice", token = tok.text)).into())
            }
            (Some((p, l)), None) => (p.to_string(), l.to_string()),
            (None, Some(k)) => (tok.text.clone(), k.clone()),
            (None, None) => {
                return Err(BadInput::at(&tok.place, tr!("bound-missing", token = tok.text)).into())
            }
        };
        if limit.bytes().all(|b| b == b'0') && !limit.is_empty() {
            let why = tr!("bound-at-least-1", pile = i + 1, bound = limit);
            return Err(BadInput::at(&tok.place, why).into());
        }
        let nth = tr!("item-nth", what = tr!("noun-pile"), n = i + 1);
        let bound = tr!("what-bound-of", what = nth);
        piles.push((pile, tok.place.clone(), nth));
        limits.push((limit, tok.place.clone(), bound));
    }
    piles.extend(limits);
    let report = dispatch!(read_numbers(&piles)?, |v| bounded_report(v, show));
    print_report(&report, show)
}

/// `grundy staircase`.
pub fn staircase(args: AnalysisArgs) -> Result<ExitCode, CommandError> {
    let show = args.analysis.show();
    let t = position_tokens(&args.position)?;
    let report = dispatch!(
        read_numbers(&items(&t, "noun-step"))?,
        |v| staircase_report(v, show)
    );
    print_report(&report, show)
}

/// `grundy chips`.
pub fn chips(args: AnalysisArgs) -> Result<ExitCode, CommandError> {
    let show = args.analysis.show();
    let t = position_tokens(&args.position)?;
    let report = dispatch!(read_numbers(&items(&t, "noun-chip"))?, |v| chips_on_cells(
        v, &t, show
    )?);
    print_report(&report, show)
}

/// The tokens of a position, at least one.
pub(super) fn position_tokens(position: &PositionArgs) -> Result<Vec<Token>, CommandError> {
    let t = tokens(&position.position)?;
    if t.is_empty() {
        return Err(CommandError::Input(tr!("position-empty")));
    }
    Ok(t)
}

/// Chips need a check (distinct cells from 1) whose error points at a token.
fn chips_on_cells<N: Natural>(
    cells: Vec<N>,
    tokens: &[Token],
    show: Show,
) -> Result<Report, CommandError> {
    match Chips::new(cells) {
        Ok(chips) => Ok(chips_report(chips, show)),
        Err(e) => Err(BadInput::at(&tokens[e.culprit()].place, &e).into()),
    }
}

fn pile_move<N: Natural>(m: &PileMove<N>) -> MoveReport {
    MoveReport::new(
        m.to_string(),
        json!({
            "pile": m.pile + 1,
            "from": number(&m.from),
            "to": number(&m.to),
            "amount": number(&m.amount()),
        }),
        vec![(m.pile, m.to.clone())],
    )
}

/// A report on piles whose winning moves each change one pile.
struct PileGame<'a, N> {
    game: &'static str,
    heading: String,
    piles: &'a [N],
    grundy: Option<N>,
    outcome: grundy_engine::Outcome,
    parameters: Map<String, serde_json::Value>,
    remoteness: Result<u64, String>,
}

impl<N: Natural> PileGame<'_, N> {
    fn report(
        self,
        moves: Vec<PileMove<N>>,
        show: Show,
        explain: impl FnOnce() -> String,
    ) -> Report {
        let canonical = moves.first().map(pile_move);
        Report {
            game: self.game,
            heading: self.heading,
            parameters: self.parameters,
            position: Position::new(self.piles),
            grundy: self.grundy.as_ref().and_then(grundy_value),
            outcome: self.outcome,
            canonical,
            all: show
                .every_move()
                .then(|| Ok(moves.iter().map(pile_move).collect())),
            explanation: show.explain.then(explain),
            remoteness: self.remoteness,
        }
    }
}

/// Components `GAME=N`, one per number.
fn each<N: Natural>(game: &str, numbers: &[N]) -> Vec<String> {
    numbers.iter().map(|n| format!("{game}={n}")).collect()
}

/// Numbers written with commas, as a component's position.
fn list<N: Natural>(numbers: &[N]) -> String {
    numbers
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The piles in any size, for the games played on them.
fn big<N: Natural>(numbers: &[N]) -> Vec<BigNat> {
    numbers.iter().map(Natural::to_big).collect()
}

fn nim_report<N: Natural>(piles: Vec<N>, show: Show) -> Report {
    let s = nim::nim_sum(&piles);
    // Each pile has at most one winning move, so all of them cost no more
    // than the position itself.
    let moves: Vec<PileMove<N>> = if show.every_move() {
        nim::winning_moves_with_sum(&piles, &s).collect()
    } else {
        nim::winning_moves_with_sum(&piles, &s).take(1).collect()
    };
    PileGame {
        game: "nim",
        heading: grundy_i18n::tr!("nim-heading", piles = spaced(&piles)),
        piles: &piles,
        outcome: grundy_engine::Outcome::from_first_player_wins(!s.is_zero()),
        grundy: Some(s),
        parameters: Map::new(),
        remoteness: remoteness(as_played(piles.len(), || each("nim", &piles))),
    }
    .report(moves, show, || grundy_i18n::read(&nim::explain(&piles)))
}

fn misere_report<N: Natural>(piles: Vec<N>, show: Show) -> Report {
    PileGame {
        game: "misere-nim",
        heading: grundy_i18n::tr!("misere-heading", piles = spaced(&piles)),
        piles: &piles,
        grundy: None,
        outcome: misere_nim::outcome(&piles),
        parameters: Map::new(),
        remoteness: remoteness(Ok::<_, String>(Piles::new(big(&piles), PileRule::Misere))),
    }
    .report(misere_nim::winning_moves(&piles), show, || {
        grundy_i18n::read(&misere_nim::explain(&piles))
    })
}

/// `numbers` holds the piles, then one bound per pile.
fn bounded_report<N: Natural>(numbers_in: Vec<N>, show: Show) -> Report {
    let n = numbers_in.len() / 2;
    let (piles, limits) = numbers_in.split_at(n);
    let mut parameters = Map::new();
    parameters.insert("limits".into(), numbers(limits));
    let shown: Vec<String> = piles
        .iter()
        .zip(limits)
        .map(|(x, k)| format!("{x}/{k}"))
        .collect();
    let g = bounded_nim::grundy(piles, limits);
    PileGame {
        game: "bounded-nim",
        heading: grundy_i18n::tr!("bounded-heading", piles = shown.join(" ")),
        piles,
        outcome: grundy_engine::Outcome::from_first_player_wins(!g.is_zero()),
        grundy: Some(g),
        parameters,
        remoteness: remoteness(as_played(piles.len(), || {
            piles
                .iter()
                .zip(limits)
                .map(|(p, k)| format!("bounded:{k}={p}"))
                .collect()
        })),
    }
    .report(bounded_nim::winning_moves(piles, limits), show, || {
        grundy_i18n::read(&bounded_nim::explain(piles, limits))
    })
}

fn multi_move<N: Natural>(m: &MultiMove<N>) -> MoveReport {
    let changes: Vec<serde_json::Value> = m
        .changes
        .iter()
        .map(|c| {
            json!({
                "pile": c.pile + 1,
                "from": number(&c.from),
                "to": number(&c.to),
                "amount": number(&c.amount()),
            })
        })
        .collect();
    MoveReport::new(
        m.to_string(),
        json!({ "changes": changes }),
        m.changes.iter().map(|c| (c.pile, c.to.clone())).collect(),
    )
}

/// `k_asked` is echoed as given; the game is played with
/// [`moore::effective_k`] of it.
fn moore_report<N: Natural>(piles: Vec<N>, k_asked: &BigNat, show: Show) -> Report {
    let k = moore::effective_k(k_asked);
    let canonical = moore::winning_move(&piles, k).map(|m| multi_move(&m));
    let all = show.every_move().then(|| {
        moore::winning_moves(&piles, k, moore::DEFAULT_ENUMERATION_LIMIT)
            .map(|moves| {
                let mut moves: Vec<MoveReport> = moves.iter().map(multi_move).collect();
                canonical_first(&mut moves, canonical.as_ref());
                moves
            })
            .map_err(|e| e.to_string())
    });
    let mut parameters = Map::new();
    parameters.insert("k".into(), number(k_asked));
    Report {
        game: "moore",
        heading: grundy_i18n::tr!("moore-heading", k = k_asked, piles = spaced(&piles)),
        parameters,
        position: Position::new(&piles),
        grundy: None,
        outcome: moore::outcome(&piles, k),
        canonical,
        all,
        explanation: show
            .explain
            .then(|| grundy_i18n::read(&moore::explain(&piles, k_asked))),
        remoteness: remoteness(Ok::<_, String>(Piles::new(
            big(&piles),
            PileRule::Moore(k_asked.clone()),
        ))),
    }
}

fn staircase_report<N: Natural>(stairs: Vec<N>, show: Show) -> Report {
    let report = |m: &staircase::StairMove<N>| {
        // The step below gains the coins, so it may outgrow the machine
        // word that held the input: the new steps are written in any size.
        let from = m.step - 1;
        let mut changes = vec![(from, stairs[from].minus(&m.coins).to_big())];
        if from > 0 {
            changes.push((from - 1, stairs[from - 1].to_big() + m.coins.to_big()));
        }
        MoveReport::new(
            m.to_string(),
            json!({ "step": m.step, "to_step": m.step - 1, "coins": number(&m.coins) }),
            changes,
        )
    };
    // The move shown is the one the explanation explains: the Nim move on
    // an odd step; the moves that raise an odd step follow with --all.
    let mut moves: Vec<MoveReport> = staircase::winning_moves(&stairs)
        .iter()
        .map(report)
        .collect();
    let canonical = staircase::nim_move(&stairs).map(|m| report(&m));
    canonical_first(&mut moves, canonical.as_ref());
    let g = staircase::grundy(&stairs);
    Report {
        game: "staircase",
        heading: grundy_i18n::tr!("staircase-heading", stairs = spaced(&stairs)),
        parameters: Map::new(),
        position: Position::new(&stairs),
        grundy: grundy_value(&g),
        outcome: staircase::outcome(&stairs),
        canonical,
        all: show.every_move().then_some(Ok(moves)),
        explanation: show
            .explain
            .then(|| grundy_i18n::read(&staircase::explain(&stairs))),
        remoteness: remoteness(as_played(1, || {
            vec![format!("staircase={}", list(&stairs))]
        })),
    }
}

fn chips_report<N: Natural>(chips: Chips<N>, show: Show) -> Report {
    let report = |m: &staircase::ChipMove<N>| {
        MoveReport::new(
            m.to_string(),
            json!({
                "chip": m.chip + 1,
                "from": number(&m.from),
                "to": number(&m.to),
                "amount": number(&m.distance()),
            }),
            vec![(m.chip, m.to.clone())],
        )
    };
    let moves = chips.winning_moves();
    let g = chips.grundy();
    Report {
        game: "chips",
        heading: tr!("chips-heading", cells = spaced(chips.cells())),
        parameters: Map::new(),
        position: Position::new(chips.cells()),
        grundy: grundy_value(&g),
        outcome: chips.outcome(),
        canonical: moves.first().map(report),
        all: show
            .every_move()
            .then(|| Ok(moves.iter().map(report).collect())),
        // The chips' gaps are a staircase, move for move: the same game.
        remoteness: remoteness(as_played(1, || {
            vec![format!("staircase={}", list(&chips.staircase()))]
        })),
        explanation: show.explain.then(|| grundy_i18n::read(&chips.explain())),
    }
}

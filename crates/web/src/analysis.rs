//! What `/api/analyze` answers, and a move played: the position's value,
//! verdict, remoteness, legal moves (or its winning moves, when there are
//! too many to list) and the panels that explain it.

use crate::error::ApiError;
use crate::heaps::{check_heaps, has_huge_heap, is_heap_game, split};
use crate::number::number;
use crate::panels::{explanation, misere_explanation, whole_explanation};
use crate::position::Playing;
use crate::{coins, MOVE_LIMIT, PLAY_HEAP_LIMIT, REMOTENESS_BUDGET};
use grundy_engine::component::MoveFamily;
use grundy_engine::num::BigNat;
use grundy_engine::play::LegalMove;
use grundy_i18n::tr;
use serde_json::{json, Value};

/// A position's moves: every legal move, or, when there are too many to
/// list, its winning moves only, each with the group of like moves it
/// stands for, if it does.
pub(crate) enum Moves {
    All(Vec<LegalMove>),
    Winning(Vec<(LegalMove, Option<MoveFamily>)>),
}

/// The game written in `texts` (under misère play with `misere`) and its
/// moves.
pub(crate) fn position(texts: &[String], misere: bool) -> Result<(Playing, Moves), ApiError> {
    check_heaps(texts)?;
    let game = if misere {
        Playing::parse_misere(texts).map_err(ApiError::bad)?
    } else {
        Playing::parse(texts).map_err(ApiError::bad)?
    };
    let moves = moves_of(&game)?;
    Ok((game, moves))
}

/// The legal moves of `game`, or its winning moves when there are too many
/// to list (a sum only: a whole game past the limit is refused).
pub(crate) fn moves_of(game: &Playing) -> Result<Moves, ApiError> {
    match game.legal_moves(MOVE_LIMIT) {
        Ok(moves) => Ok(Moves::All(moves)),
        Err(too_many) => match game {
            Playing::Sum(sum) => Ok(Moves::Winning(
                sum.sum()
                    .winning_moves()
                    .into_iter()
                    .map(|w| {
                        let m = LegalMove {
                            component: w.component,
                            description: w.description,
                            after: w.after,
                            after_numbers: w.after_numbers,
                            value: BigNat::ZERO,
                            winning: true,
                            remaining: BigNat::ZERO,
                        };
                        (m, w.family)
                    })
                    .collect(),
            )),
            // A misère sum as large is decided by its quotient, which
            // names its winning moves at any size.
            Playing::Misere(sum) => Ok(Moves::Winning(sum.listed_winning())),
            Playing::Whole(_) => Err(ApiError::too_large(too_many)),
        },
    }
}

/// How moves are typed in `game`, in one sentence for error messages.
pub(crate) fn syntax_text(game: &Playing) -> String {
    let lines: Vec<String> = game
        .move_syntax()
        .iter()
        .map(|(p, m)| tr!("web-typed-form", form = p, meaning = m))
        .collect();
    tr!("web-typed-as", forms = lines.join(&tr!("web-typed-or")))
}

/// A move played, and the position after it.
pub(crate) fn played(
    game: &Playing,
    m: &LegalMove,
    index: Option<usize>,
) -> Result<Value, ApiError> {
    let next = game.after(m);
    let next_moves = moves_of(&next)?;
    Ok(json!({
        "move": move_json(game, m, index),
        "position": analysis(&next, &next_moves),
    }))
}

/// A move; `index` is its place among the listed legal moves (`None` when
/// they are too many to list).
pub(crate) fn move_json(game: &Playing, m: &LegalMove, index: Option<usize>) -> Value {
    let component = game.component_of(m);
    let after_text = game.after_text(m);
    let mut after: Vec<String> = game.texts();
    after[component] = after_text.clone();
    let (pile, take) = game.place(m);
    let before = &game.texts()[component];
    let mut v = json!({
        "index": index,
        "component": component,
        "description": grundy_i18n::say(&m.description),
        "label": game.label(m),
        "after": after_text,
        "after_numbers": m.after_numbers.iter().map(number).collect::<Vec<_>>(),
        "position": after,
        "value": if game.has_values() { number(&m.value) } else { Value::Null },
        "winning": m.winning,
        "pile": pile,
        "take": take.as_ref().map(number),
    });
    // The page matches the coins a player picks against these.
    if split(before).is_some_and(|(g, _)| coins::is_coins(g)) {
        v["turn"] = json!(coins::turned(before, &after_text));
    }
    v
}

/// The analysis of a position: what `/api/analyze` answers.
pub(crate) fn analysis(game: &Playing, moves: &Moves) -> Value {
    let texts = game.texts();
    let first_player_wins = game.first_player_wins();
    let components: Vec<Value> = texts
        .iter()
        .zip(game.component_values())
        .map(|(text, v)| {
            let mut c = json!({
                "text": text,
                "value": v.as_ref().map(number),
                "heaps": split(text).is_some_and(|(g, _)| is_heap_game(g)),
            });
            // The page draws a coin game's row or board: it needs to know which.
            if let Some(d) = coins::dimensions(text) {
                c["dimensions"] = json!(d);
            }
            c
        })
        .collect();
    let (play_game, play_position) = game.play();
    // The position's remoteness and, within the same budget, each listed
    // move's (the page labels each move "win in N" or "lose in N").
    let (remoteness, after_moves) = if has_huge_heap(game) {
        (
            Err(tr!("panel-remoteness-huge", limit = PLAY_HEAP_LIMIT)),
            None,
        )
    } else {
        match game.remoteness_with_moves(REMOTENESS_BUDGET) {
            Ok((own, after)) => {
                let listed = match moves {
                    Moves::All(list) => {
                        after.len() == list.len()
                            && after.iter().zip(list).all(|((m, _), l)| m == l)
                    }
                    Moves::Winning(_) => false,
                };
                (Ok(own), listed.then_some(after))
            }
            Err(e) => (Err(e), None),
        }
    };
    let (listed, winning_count, winning): (Vec<Value>, Value, Vec<LegalMove>) = match moves {
        Moves::All(list) => (
            list.iter()
                .enumerate()
                .map(|(i, m)| {
                    let mut v = move_json(game, m, Some(i));
                    if let Some(r) = after_moves.as_ref().and_then(|after| after[i].1) {
                        v["remoteness"] = json!(r);
                    }
                    v
                })
                .collect(),
            json!(list.iter().filter(|m| m.winning).count()),
            list.clone(),
        ),
        Moves::Winning(list) => {
            let count = list.iter().fold(BigNat::ZERO, |t, (_, f)| {
                t + f.as_ref().map_or(BigNat::ONE, |f| f.count.clone())
            });
            let shown = list
                .iter()
                .map(|(m, family)| {
                    let mut v = move_json(game, m, None);
                    v["partial"] = json!(true);
                    v["family"] = family.as_ref().map_or(
                        Value::Null,
                        |f| json!({ "count": number(&f.count), "every": grundy_i18n::say(&f.every) }),
                    );
                    v
                })
                .collect();
            (
                shown,
                number(&count),
                list.iter().map(|(m, _)| m.clone()).collect(),
            )
        }
    };
    let syntax: Vec<Value> = game
        .move_syntax()
        .into_iter()
        .map(|(pattern, meaning)| json!({ "pattern": pattern, "meaning": meaning }))
        .collect();
    json!({
        "remoteness": remoteness.as_ref().ok(),
        "remoteness_note": remoteness.as_ref().err(),
        "position": texts,
        "components": components,
        "value": game.grundy().as_ref().map(number),
        "values": game.has_values(),
        "verdict": grundy_engine::Outcome::from_first_player_wins(first_player_wins).to_string(),
        "first_player_wins": first_player_wins,
        "over": matches!(moves, Moves::All(list) if list.is_empty()),
        "moves": listed,
        "moves_complete": matches!(moves, Moves::All(_)),
        "winning_moves": winning_count,
        "move_syntax": syntax,
        "play": { "game": play_game, "position": play_position },
        "explanation": match game {
            Playing::Sum(sum) => explanation(sum, &winning),
            Playing::Whole(whole) => whole_explanation(whole),
            Playing::Misere(sum) => misere_explanation(sum),
        },
        "misere": match game {
            Playing::Misere(_) => true,
            Playing::Whole(w) => w.misere,
            Playing::Sum(_) => false,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(t: &[&str]) -> Vec<String> {
        t.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_nim_position_is_explained_by_its_binary_columns() {
        let (game, moves) = position(&texts(&["nim=3", "nim=5", "nim=7"]), false).unwrap();
        let a = analysis(&game, &moves);
        assert_eq!(a["value"], json!(1));
        assert_eq!(a["explanation"][0]["kind"], json!("nim"));
        assert!(a["explanation"][0]["text"]
            .as_str()
            .unwrap()
            .contains("xor s"));
        assert_eq!(a["moves"].as_array().unwrap().len(), 15);
        assert_eq!(a["winning_moves"], json!(3));
    }

    /// Each listed move carries the remoteness it leaves, and the
    /// position's remoteness taken from them is the engine's own.
    #[test]
    fn every_move_carries_the_remoteness_it_leaves() {
        let cases: [&[&str]; 5] = [
            &["nim=1", "nim=2"],
            &["nim=3", "nim=5", "nim=7"],
            &["nim=2", "nim=2"],
            &["kayles=6", "wythoff=2,3"],
            &["staircase=1,4,3"],
        ];
        for texts_given in cases {
            let (game, moves) = position(&texts(texts_given), false).unwrap();
            let a = analysis(&game, &moves);
            let engine = |texts: &[&str]| {
                let g = grundy_engine::play::Game::parse(texts).unwrap();
                grundy_engine::remoteness::remoteness(&g, REMOTENESS_BUDGET).unwrap()
            };
            assert_eq!(
                a["remoteness"],
                json!(engine(texts_given)),
                "{texts_given:?}"
            );
            for m in a["moves"].as_array().unwrap() {
                let after: Vec<String> = m["position"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|t| t.as_str().unwrap().to_string())
                    .collect();
                let after: Vec<&str> = after.iter().map(String::as_str).collect();
                assert_eq!(
                    m["remoteness"],
                    json!(engine(&after)),
                    "{texts_given:?} then {after:?}"
                );
            }
        }
        let (game, moves) = position(&texts(&["nim=1", "nim=2"]), false).unwrap();
        let a = analysis(&game, &moves);
        let after: Vec<&Value> = a["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| &m["remoteness"])
            .collect();
        assert_eq!(after, [&json!(1), &json!(2), &json!(1)]);
        assert_eq!(a["remoteness"], json!(3));
    }

    #[test]
    fn a_sum_gets_the_xor_of_its_values_and_a_panel_per_game() {
        let (game, moves) =
            position(&texts(&["nim=3", "kayles=10", "wythoff=3,5"]), false).unwrap();
        let a = analysis(&game, &moves);
        let kinds: Vec<&str> = a["explanation"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["kind"].as_str().unwrap())
            .collect();
        assert_eq!(kinds, ["sum", "sequence", "wythoff"]);
        assert_eq!(a["explanation"][1]["values"][10], json!(2));
        let map = &a["explanation"][2]["p_positions"];
        assert!(map.as_array().unwrap().contains(&json!([3, 5])));
        assert!(map.as_array().unwrap().contains(&json!([5, 3])));
    }
}

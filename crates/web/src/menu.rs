//! The games the playground knows, as `GET /api/games` lists them.

use crate::{BODY_LIMIT, COMPONENT_LIMIT, MOVE_LIMIT, PLAY_HEAP_LIMIT, TIME_LIMIT};
use serde_json::{json, Value};

/// The games the playground knows, with their rules in the current
/// language.
pub(crate) fn game_list() -> Value {
    use grundy_engine::heap::names::{form_rules_text, FORMS, NAMED};
    use grundy_engine::play::whole::WHOLE_GAMES;
    use grundy_i18n::text;
    // Every name listed reads back: the named games, then the forms that
    // are written out (a code, a set) rather than named.
    let heap_games: Vec<Value> = NAMED
        .iter()
        .map(|n| json!({ "name": n.name, "rules": n.rules_text() }))
        .chain(
            FORMS
                .iter()
                .map(|(form, rules)| json!({ "name": form, "rules": form_rules_text(rules) })),
        )
        .collect();
    let components: Vec<Value> = grundy_engine::kinds::KINDS
        .iter()
        .map(|k| json!({ "game": k.game, "example": k.examples[0], "rules": k.rules_text() }))
        .collect();
    let whole_games: Vec<Value> = WHOLE_GAMES
        .iter()
        .map(|w| json!({ "game": w.game, "example": w.example, "rules": text(w.rules, &[]) }))
        .collect();
    json!({
        "syntax": grundy_engine::kinds::syntax(),
        "components": components,
        "heap_games": heap_games,
        // Played alone, not as parts of a sum.
        "whole_games": whole_games,
        "limits": {
            "body_bytes": BODY_LIMIT,
            "legal_moves": MOVE_LIMIT,
            "heap_counters": PLAY_HEAP_LIMIT,
            "components": COMPONENT_LIMIT,
            "seconds": TIME_LIMIT.as_secs(),
        },
    })
}

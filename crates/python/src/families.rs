//! The families of games grundy knows, as the engine's registries declare
//! them ([`grundy_engine::kinds::KINDS`], the kinds of component a sum can
//! hold, and [`grundy_engine::play::whole::WHOLE_GAMES`], the games played
//! alone): the list the command line's help and the web playground's menu
//! are written from, so the three cannot drift.

use crate::lang::in_chosen;
use crate::numbers::to_python;
use grundy_engine::kinds::KINDS;
use grundy_engine::play::whole::WHOLE_GAMES;
use pyo3::prelude::*;
use serde_json::{json, Value};

/// Every family of the registries, the kinds of component first, then the
/// whole games, each in the registry's order; the rules and what a
/// position is are written in the language chosen.
fn list() -> Value {
    in_chosen(|| {
        let kinds = KINDS.iter().map(|k| {
            json!({
                "family": k.game,
                "whole": false,
                "examples": k.examples,
                "rules": grundy_i18n::say(&k.rules_message()),
                "position": grundy_i18n::say(&k.position_message()),
                "play": k.play.example,
                "names": [],
            })
        });
        let whole = WHOLE_GAMES.iter().map(|w| {
            json!({
                "family": w.game,
                "whole": true,
                "examples": [w.example],
                "rules": grundy_i18n::text(w.rules, &[]),
                "position": null,
                "play": null,
                "names": w.names,
            })
        });
        Value::Array(kinds.chain(whole).collect())
    })
}

/// The families of games grundy knows, from the engine's registries: each
/// with its name as lists show it (`nim`, `bounded:K`, `a heap game`,
/// `moore:K`), whether it is played alone rather than in a sum, examples of
/// its positions as `grundy sum` reads them, its rules in one line, and for
/// a kind of component what a position is and `grundy play`'s example, for
/// a whole game the names it answers to.
#[pyfunction]
pub fn families(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    to_python(py, &list())
}

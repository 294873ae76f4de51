//! The panel of a heap game: its nim-sequence up to the largest heap (or,
//! for a heap past the playground's bound, up to where its period is
//! proven), and each heap's value.

use crate::heaps::split;
use crate::number::number;
use crate::{PLAY_HEAP_LIMIT, PLAY_WORK_LIMIT, PLOT_MIN};
use grundy_engine::heap::big::Values;
use grundy_engine::heap::component::HEAP_LIMIT;
use grundy_engine::heap::HeapGame;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use serde_json::{json, Value};

pub(crate) fn sequence_panel(name: &str, texts: &[String]) -> Option<Value> {
    let game = HeapGame::parse(name).ok()?;
    let mut heaps: Vec<BigNat> = Vec::new();
    for text in texts {
        if let Some((g, pos)) = split(text)
            && g == name
        {
            for h in pos.split(',') {
                heaps.push(BigNat::parse_decimal(h.trim())?);
            }
        }
    }
    let largest = heaps.iter().max().cloned().unwrap_or(BigNat::ZERO);
    let small = largest.to_u64().filter(|&l| l <= PLAY_HEAP_LIMIT as u64);
    // Heaps past the limit are valued through the proven period, from the
    // values up to where it is proven.
    let (values, big): (Vec<u32>, Option<Values>) = match small {
        Some(l) => (
            game.sequence((l as usize + 4).max(PLOT_MIN + 1), |_| {}),
            None,
        ),
        None => {
            let v = Values::up_to(&game, HEAP_LIMIT + 1, PLAY_WORK_LIMIT).ok()?;
            let p = v.period()?;
            // The values up to two periods past the preperiod: every heap's
            // residue, twice over.
            let shown = (p.preperiod + 2 * p.period).max(PLOT_MIN + 1).min(v.len());
            let table: Vec<u32> = (0..shown).filter_map(|n| v.small(n)).collect();
            (table, Some(v))
        }
    };
    let value_of = |h: &BigNat| -> u32 {
        match &big {
            Some(v) => v.of(h),
            None => h.to_u64().map_or(0, |h| values[h as usize]),
        }
    };
    let period = big.as_ref().and_then(|v| {
        let p = v.period()?;
        Some(json!({
            "preperiod": p.preperiod,
            "period": p.period,
            "proof": v.proof().map(grundy_i18n::say),
            "representatives": heaps.iter().map(|h| v.representative(h)).collect::<Vec<_>>(),
        }))
    });
    let shown: Vec<String> = heaps
        .iter()
        .filter(|h| !Natural::is_zero(*h))
        .map(|h| format!("G({h}) = {}", value_of(h)))
        .collect();
    let total = heaps.iter().fold(0, |s, h| s ^ value_of(h));
    let rules = grundy_engine::heap::names::named(name).map_or_else(
        || game.to_string(),
        |n| grundy_i18n::say(&n.rules_message()),
    );
    let periodic = match &period {
        Some(p) => tr!(
            "panel-sequence-period",
            preperiod = p["preperiod"],
            period = p["period"],
            proof = p["proof"].as_str().map_or(String::new(), |proof| tr!(
                "panel-sequence-proof",
                proof = proof
            ))
        ),
        None => String::new(),
    };
    let heaps_text = if shown.is_empty() {
        String::new()
    } else {
        tr!(
            "panel-sequence-heaps",
            values = shown.join(&tr!("panel-sequence-list-separator")),
            total = total
        )
    };
    let text = tr!(
        "panel-sequence",
        game = name,
        rules = rules,
        heaps = heaps_text,
        periodic = periodic
    );
    let mut panel = json!({
        "kind": "sequence",
        "game": name,
        "heaps": heaps.iter().map(number).collect::<Vec<_>>(),
        "values": values,
        "text": text,
    });
    if let Some(p) = period {
        panel["period"] = p;
    }
    Some(panel)
}

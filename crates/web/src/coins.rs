//! Coin-turning games on the playground: which components are coins, the
//! coins a move turns (for the page to match a selection of coins against
//! the listed moves), and the panel that tells each head's value.

use grundy_engine::coins::{read_heads, Coin, Coins, Rule};
use grundy_engine::component::{Component, Written};
use serde_json::{json, Value};

/// Whether `game` (a component's game, `coins:mock`) is a coin-turning game.
pub(crate) fn is_coins(game: &str) -> bool {
    grundy_engine::kinds::kind_of(game).is_some_and(|k| k.game == grundy_engine::coins::KIND.game)
}

/// How many dimensions the coins of component `text` lie in (1 for a row,
/// 2 for a board, 3 for a box), if it is a coin game.
pub(crate) fn dimensions(text: &str) -> Option<usize> {
    let (game, _) = text.split_once('=')?;
    let rule = game.trim().strip_prefix("coins:")?;
    Rule::parse(rule).ok().map(|r| r.codes().len())
}

/// The heads of a coins component, as written after its `=` (`2:3,4:1`).
fn heads_of(text: &str) -> Vec<&str> {
    text.split_once('=')
        .map(|(_, h)| {
            h.split(',')
                .map(str::trim)
                .filter(|h| !h.is_empty())
                .collect()
        })
        .unwrap_or_default()
}

/// The heads of a coins component as `grundy play` takes them: separated
/// by spaces (`2:3 4:1`).
pub(crate) fn play_heads(text: &str) -> String {
    heads_of(text).join(" ")
}

/// The coins a move turns, as written (`1:1`, `4:1`), from the component
/// before it and after it: a move turns exactly the coins whose faces
/// change, so they are the heads of one and not the other. In increasing
/// order, as the rule's moves list them (the head turned to tails last).
pub(crate) fn turned(before: &str, after: &str) -> Vec<String> {
    let coins = |text: &str| -> Vec<Coin> {
        heads_of(text)
            .iter()
            .filter_map(|c| c.split(':').map(|x| x.parse().ok()).collect())
            .collect()
    };
    grundy_engine::coins::turned(&coins(before), &coins(after))
        .iter()
        .map(|c| c.iter().map(u64::to_string).collect::<Vec<_>>().join(":"))
        .collect()
}

/// The panel of coins component `index`, written `text`: its rule, how
/// many dimensions it has, each head with its value, their xor, and the
/// engine's explanation. `None` if the text is not one (it was read
/// before, so this does not happen).
pub(crate) fn panel(index: usize, text: &str, component: &dyn Component) -> Option<Value> {
    let (game, position) = text.split_once('=')?;
    let rule = Rule::parse(game.trim().strip_prefix("coins:")?).ok()?;
    let dimensions = rule.codes().len();
    let written = Written {
        text,
        game,
        position,
    };
    let heads = read_heads(&written, dimensions, 1).ok()?;
    let values = Coins::head_values(rule.clone(), heads).ok()?;
    let total = values.iter().fold(0, |x, (_, v)| x ^ v);
    let title = match rule.title().map(|t| grundy_i18n::say(&t)) {
        Some(title) => grundy_i18n::tr!(
            "panel-coins-named",
            name = title
                .split_once(['：', ':'])
                .map_or(title.as_str(), |(name, _)| name),
            rule = rule
        ),
        None => grundy_i18n::tr!("panel-coins", rule = rule),
    };
    Some(json!({
        "kind": "coins",
        "component": index,
        "title": title,
        "rule": rule.to_string(),
        "dimensions": dimensions,
        "heads": values
            .iter()
            .map(|(coin, value)| json!({
                "coin": coin.iter().map(u64::to_string).collect::<Vec<_>>().join(":"),
                "value": value,
            }))
            .collect::<Vec<_>>(),
        "value": total,
        "text": component.explain().map(|t| grundy_i18n::read(&t)).unwrap_or_default(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_turns_the_coins_whose_faces_change() {
        let cases = [
            (
                "a row: one head turned, two tails turned",
                "coins:mock=1,4,6",
                "coins:mock=1,2,3,4",
                &["2", "3", "6"][..],
            ),
            (
                "a board, in numeric order",
                "coins:corners=10:1,2:3",
                "coins:corners=1:1,1:3,2:1,10:1",
                &["1:1", "1:3", "2:1", "2:3"],
            ),
            ("to no heads", "coins:ruler=5", "coins:ruler=", &["5"]),
        ];
        for (name, before, after, expected) in cases {
            assert_eq!(turned(before, after), expected, "{name}");
        }
    }

    #[test]
    fn only_coin_games_are_coins() {
        for (game, coins) in [
            ("coins:mock", true),
            ("COINS:corners", true),
            ("coins:1-2x1+C", true),
            ("nim", false),
            ("kayles", false),
        ] {
            assert_eq!(is_coins(game), coins, "{game}");
        }
    }
}

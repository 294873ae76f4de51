//! Coin-turning games: coins in a row (or on a board, or in a box) showing
//! heads or tails; a move turns over a set of coins the game's rule allows,
//! the last of them (the rightmost, or on a board the one furthest down and
//! right) from heads to tails. Whoever cannot move, because no coin shows
//! heads, loses.
//!
//! Coins are numbered **from 1**, the leftmost coin of a row (the top-left
//! corner of a board) being coin 1, as in CGSuite's `Turning` and in
//! Winning Ways; a board's coin is written `x:y`.
//!
//! - A row's rule is a turning code ([`code`]): `1-2` Turning Turtles, `1-3`
//!   Mock Turtles, `1+C` Ruler, `3E` Turnips, `4FS` Grunt, … or one of their
//!   names ([`NAMES`]).
//! - A board's rule is a product of two rows' rules, `1-2x1-2` (Turning
//!   Corners), a box's of three: a move turns every coin `(a, b)` with `a`
//!   among the coins a move of the first rule turns and `b` among those of
//!   the second's. By the Tartan theorem, a head at `(x, y)` is worth
//!   `G₁(x) ⊗ G₂(y)`, the nim-product of the rows' values
//!   ([`crate::nimber`]); Turning Corners' coin `(x, y)` is worth `x ⊗ y`.
//!
//! A position's value is the xor of its heads' values ([`row`] values one
//! head); the winning moves are told as the coins to turn.
//!
//! ```
//! use grundy_engine::kinds::parse_component;
//! let mock = parse_component("coins:mock=1,2,3,4").unwrap();
//! assert_eq!(mock.grundy(), 0u64.into()); // 1 ⊕ 2 ⊕ 4 ⊕ 7
//! let corners = parse_component("coins:corners=2:3").unwrap();
//! assert_eq!(corners.grundy(), 1u64.into()); // 2 ⊗ 3 = 1
//! // 2 ⊗ 3 = 1 = 1 ⊗ 1: turning the corners 1:1, 1:3, 2:1 and 2:3 leaves value 0.
//! for m in corners.moves_to_value(&0u64.into()) {
//!     assert_eq!(corners.after(&m).grundy(), 0u64.into());
//! }
//! ```

pub mod code;
mod position;
pub mod row;

pub use position::{read_heads, turned, Coin, Coins, MOVE_LIMIT};

use crate::component::{ComponentError, GameError, Kind, Play, PlayNumbers, Reason, Written};
use code::TurningCode;
use grundy_text::Message;
use std::fmt;

/// The coin-turning games known by name: the name and its turning code (or
/// product of codes); what each is called in the literature is the
/// catalogues' `coins-title-NAME`.
pub const NAMES: &[(&str, &str)] = &[
    ("turtles", "1-2"),
    ("mock", "1-3"),
    ("moebius", "1-5"),
    ("mogul", "1-7"),
    ("moidores", "1-9"),
    ("motley", "1+"),
    ("twins", "2"),
    ("triplets", "3"),
    ("ruler", "1+C"),
    ("mock-fives", "1-3C(5)"),
    ("triplet-fives", "3C(5)"),
    ("ruler-fives", "1-5C"),
    ("turnips", "3E"),
    ("grunt", "4FS"),
    ("sym", "1+S"),
    ("sympler", "1+FS"),
    ("corners", "1-2x1-2"),
    ("corners3", "1-2x1-2x1-2"),
];

/// The most dimensions a product of rules may have.
pub const MOST_DIMENSIONS: usize = 3;

/// The rule of a coin-turning game: one turning code per dimension (one
/// for a row, two for a board, three for a box), and the name it was given.
///
/// ```
/// use grundy_engine::coins::Rule;
/// let corners = Rule::parse("corners").unwrap();
/// assert_eq!(corners.codes().len(), 2);
/// assert_eq!(Rule::parse("1-3").unwrap().to_string(), "1-3");
/// assert_eq!(Rule::parse("MOCK").unwrap().to_string(), "mock");
/// assert_eq!(Rule::parse("mock x ruler").unwrap().to_string(), "1-3x1+C");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    name: Option<&'static str>,
    codes: Vec<TurningCode>,
}

impl Rule {
    /// Reads a rule: a name of [`NAMES`], a turning code, or a product of
    /// them joined by `x` (`1-2x1+C`, `mock x ruler`).
    pub fn parse(text: &str) -> Result<Rule, GameError> {
        let text = text.trim();
        let lower = text.to_ascii_lowercase();
        if let Some(&(name, code)) = NAMES.iter().find(|(n, _)| *n == lower) {
            let mut rule = Rule::parse(code).expect("the names' codes are valid");
            rule.name = Some(name);
            return Ok(rule);
        }
        let parts: Vec<&str> = text.split(['x', 'X', '*', '×']).map(str::trim).collect();
        if parts.len() > MOST_DIMENSIONS {
            return Err(GameError(grundy_text::msg!(
                "coins-rule-too-many",
                rule = text,
                most = MOST_DIMENSIONS
            )));
        }
        if parts.len() > 1 && parts.iter().any(|p| p.is_empty()) {
            return Err(GameError(grundy_text::msg!(
                "coins-rule-empty-factor",
                rule = text
            )));
        }
        let codes = parts
            .iter()
            .map(
                |p| match NAMES.iter().find(|(n, _)| n.eq_ignore_ascii_case(p)) {
                    Some((_, code)) if !code.contains('x') => {
                        Ok(TurningCode::parse(code).expect("the names' codes are valid"))
                    }
                    Some((n, _)) => Err(GameError(grundy_text::msg!(
                        "coins-rule-product-factor",
                        rule = text,
                        name = n
                    ))),
                    None => TurningCode::parse(p).map_err(|e| {
                        GameError(grundy_text::msg!(
                            "coins-rule-or-name",
                            error = e,
                            names = grundy_text::Arg::list(
                                grundy_text::Join::Names,
                                NAMES.iter().map(|n| n.0)
                            )
                        ))
                    }),
                },
            )
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Rule { name: None, codes })
    }

    /// The turning code of each dimension.
    pub fn codes(&self) -> &[TurningCode] {
        &self.codes
    }

    /// What the game is called, when it has a name: "Mock Turtles: turn
    /// one, two or three coins".
    ///
    /// ```
    /// use grundy_engine::coins::Rule;
    /// let mock = Rule::parse("mock").unwrap();
    /// assert_eq!(mock.title().unwrap().id(), "coins-title-mock");
    /// ```
    pub fn title(&self) -> Option<Message> {
        self.name.and_then(title)
    }
}

/// What the named rule `name` (one of [`NAMES`]) is called.
///
/// ```
/// assert_eq!(grundy_engine::coins::title("ruler").unwrap().id(), "coins-title-ruler");
/// assert!(grundy_engine::coins::title("rule").is_none());
/// ```
pub fn title(name: &str) -> Option<Message> {
    let id = match name {
        "turtles" => "coins-title-turtles",
        "mock" => "coins-title-mock",
        "moebius" => "coins-title-moebius",
        "mogul" => "coins-title-mogul",
        "moidores" => "coins-title-moidores",
        "motley" => "coins-title-motley",
        "twins" => "coins-title-twins",
        "triplets" => "coins-title-triplets",
        "ruler" => "coins-title-ruler",
        "mock-fives" => "coins-title-mock-fives",
        "triplet-fives" => "coins-title-triplet-fives",
        "ruler-fives" => "coins-title-ruler-fives",
        "turnips" => "coins-title-turnips",
        "grunt" => "coins-title-grunt",
        "sym" => "coins-title-sym",
        "sympler" => "coins-title-sympler",
        "corners" => "coins-title-corners",
        "corners3" => "coins-title-corners3",
        _ => return None,
    };
    Some(Message::new(id))
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(name) = self.name {
            return f.write_str(name);
        }
        for (i, c) in self.codes.iter().enumerate() {
            if i > 0 {
                f.write_str("x")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// Coin-turning games in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "coins:RULE",
    examples: &["coins:mock=1,4,6"],
    more_examples: &["coins:corners=2:3,4:1"],
    position: "kind-coins-position",
    rules: "kind-coins-rules",
    play: Play {
        example: "coins:mock 1 4 6",
        numbers: PlayNumbers::AllInOne,
    },
    claims: |game| game.starts_with("coins:"),
    parse,
    fallback: false,
    heaps: false,
};

fn parse(w: &Written<'_>) -> Result<Box<dyn crate::component::Component>, ComponentError> {
    let rule_text = &w.game["coins:".len()..];
    let rule = Rule::parse(rule_text).map_err(|e| w.error(Reason::Game(e)))?;
    let heads = position::read_heads(w, rule.codes.len(), 1)?;
    Ok(Box::new(Coins::new(rule, heads).map_err(|r| w.error(r))?))
}

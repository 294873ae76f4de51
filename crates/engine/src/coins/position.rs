//! A position of a coin-turning game as a component of a sum: the heads,
//! their values, and every move told as the coins it turns.

use super::code::TurningCode;
use super::row::{RowValues, TooMuchWork};
use super::Rule;
use crate::component::{
    weight, Component, ComponentError, ComponentMove, CutShort, MoveError, Reason, TooManyMoves,
    Written,
};
use crate::nimber::mul64;
use crate::num::{BigNat, Natural};
use grundy_text::{msg, Arg, Join, Message};
use std::collections::BTreeSet;
use std::ops::ControlFlow;
use std::rc::Rc;

/// The most moves a position's heads may have in all: every winning move
/// is listed, so a position with more is refused.
pub const MOVE_LIMIT: u64 = 1_000_000;

/// The most coins turned over the moves examined valuing coins from the
/// rules (codes without a closed form), each move counted by the coins it
/// turns: about a second of work. (Counted by moves alone, a rule of long
/// runs such as `3+C` took 78 s to refuse coin 10002.)
pub const VALUE_WORK: u64 = 50_000_000;

/// The most coins the moves of a position may turn in all, for them to be
/// examined and listed: a second or so (Ruler's coin 20000, whose 20,000
/// moves turn 200,010,000 coins, takes 0.3 s).
pub const TURN_LIMIT: u64 = 500_000_000;

/// A coin: its coordinates, one per dimension, each from 1.
pub type Coin = Vec<u64>;

/// A position of a coin-turning game: the rule and the coins showing heads.
///
/// ```
/// use grundy_engine::coins::{Coins, Rule};
/// use grundy_engine::component::Component;
/// let ruler = Coins::new(Rule::parse("ruler").unwrap(), vec![vec![4], vec![6]]).unwrap();
/// assert_eq!(ruler.grundy(), (4u64 ^ 2).into());
/// assert_eq!(ruler.describe(), "coins:ruler=4,6");
/// ```
pub struct Coins {
    rule: Rc<Rule>,
    /// The values of each dimension's coins, shared with the positions
    /// that moves lead to (their coins are no further out).
    values: Rc<Vec<RowValues>>,
    /// The heads, increasing, each coordinate list padded with zeros:
    /// plain words, so that a move's position is one allocation.
    heads: Vec<Key>,
}

/// A coin's coordinates padded to [`super::MOST_DIMENSIONS`] with zeros.
type Key = [u64; super::MOST_DIMENSIONS];

fn key(coin: &[u64]) -> Key {
    let mut k = [0; super::MOST_DIMENSIONS];
    k[..coin.len()].copy_from_slice(coin);
    k
}

/// The heads written after the `=`: coins separated by commas, a board's
/// coordinates by colons (`2:3,4:1`); a row may also be written as its
/// faces (`THHTH`, coin 1 first). Nothing means no heads. Errors number
/// the heads from `first`.
///
/// ```
/// use grundy_engine::coins::read_heads;
/// use grundy_engine::component::Written;
/// let w = Written { text: "coins:corners=2:3,4:1", game: "coins:corners", position: "2:3,4:1" };
/// assert_eq!(read_heads(&w, 2, 1).unwrap(), [vec![2, 3], vec![4, 1]]);
/// let w = Written { text: "coins:mock=THHT", game: "coins:mock", position: "THHT" };
/// assert_eq!(read_heads(&w, 1, 1).unwrap(), [vec![2], vec![3]]);
/// ```
pub fn read_heads(
    w: &Written<'_>,
    dimensions: usize,
    first: usize,
) -> Result<Vec<Coin>, ComponentError> {
    let text = w.position.trim();
    if text.is_empty() {
        return Ok(Vec::new());
    }
    if dimensions == 1 && text.bytes().all(|b| matches!(b, b'H' | b'T' | b'h' | b't')) {
        return Ok(text
            .bytes()
            .zip(1u64..)
            .filter(|(b, _)| b.eq_ignore_ascii_case(&b'H'))
            .map(|(_, n)| vec![n])
            .collect());
    }
    text.split(',')
        .enumerate()
        .map(|(i, coin)| {
            let parts: Vec<&str> = coin.trim().split(':').collect();
            if parts.len() != dimensions {
                let takes = match dimensions {
                    1 => "takes-coin-row",
                    2 => "takes-coin-board",
                    _ => "takes-coin-cube",
                };
                return Err(w.error(Reason::Count {
                    game: w.game.to_string(),
                    takes,
                    found: parts.len(),
                }));
            }
            parts
                .iter()
                .map(|p| {
                    let n = BigNat::parse_decimal(p.trim()).ok_or_else(|| {
                        w.error(Reason::NotANumber {
                            token: p.trim().to_string(),
                            what: grundy_text::msg!("what-head", n = i + first),
                        })
                    })?;
                    match n.to_u64() {
                        Some(0) => Err(w.error(Reason::Invalid {
                            what: grundy_text::msg!("what-head", n = i + first),
                            must_be: "must-coin-from-1",
                        })),
                        Some(n) if n <= super::row::FORMULA_LIMIT => Ok(n),
                        _ => Err(w.error(Reason::TooLarge {
                            value: n,
                            limit: super::row::FORMULA_LIMIT,
                            why: "why-coin-words",
                        })),
                    }
                })
                .collect()
        })
        .collect()
}

impl Coins {
    /// The position of `rule` with `heads` showing heads, or why not: a
    /// coin listed twice, a coin whose value would take more than
    /// [`VALUE_WORK`] coins turned to compute, or more than [`MOVE_LIMIT`] moves
    /// (or moves turning more than [`TURN_LIMIT`] coins in all).
    pub fn new(rule: Rule, heads: Vec<Coin>) -> Result<Coins, Reason> {
        let coins = Coins::valued(rule, heads)?;
        coins.check_moves()?;
        Ok(coins)
    }

    /// The value of the position of `rule` with `heads` showing heads,
    /// however many moves it has: for the verdict alone.
    ///
    /// ```
    /// use grundy_engine::coins::{Coins, Rule};
    /// let mock = Rule::parse("mock").unwrap();
    /// // Too many moves to list, but valued by the closed form.
    /// assert!(Coins::new(mock.clone(), vec![vec![100_000_000]]).is_err());
    /// assert_eq!(Coins::value(mock, vec![vec![100_000_000]]).unwrap(), 199_999_998);
    /// ```
    pub fn value(rule: Rule, heads: Vec<Coin>) -> Result<u64, Reason> {
        Coins::valued(rule, heads).map(|c| c.grundy_u64())
    }

    /// Each head of the position of `rule` with `heads` showing heads, in
    /// increasing order, with its value, however many moves the position
    /// has: for a picture of a position too large to list the moves of.
    ///
    /// ```
    /// use grundy_engine::coins::{Coins, Rule};
    /// let corners = Rule::parse("corners").unwrap();
    /// let values = Coins::head_values(corners, vec![vec![4, 1], vec![2, 3]]).unwrap();
    /// assert_eq!(values, [(vec![2, 3], 1), (vec![4, 1], 4)]); // 2 ⊗ 3 = 1
    /// ```
    pub fn head_values(rule: Rule, heads: Vec<Coin>) -> Result<Vec<(Coin, u64)>, Reason> {
        let coins = Coins::valued(rule, heads)?;
        Ok(coins
            .heads()
            .map(|h| {
                let v = coins.value_of(&h);
                (h, v)
            })
            .collect())
    }

    fn valued(rule: Rule, heads: Vec<Coin>) -> Result<Coins, Reason> {
        let mut set = BTreeSet::new();
        for h in heads {
            if h.len() != rule.codes.len() || h.contains(&0) {
                return Err(Reason::Invalid {
                    what: grundy_text::msg!("what-coin", coin = show(&h)),
                    must_be: "must-coin-coordinates",
                });
            }
            if let Some(h) = set.replace(h) {
                return Err(Reason::Invalid {
                    what: grundy_text::msg!("what-coin", coin = show(&h)),
                    must_be: "must-coin-once",
                });
            }
        }
        let values = rule
            .codes
            .iter()
            .enumerate()
            .map(|(d, code)| {
                let far = set.iter().map(|h| h[d]).max().unwrap_or(0);
                RowValues::new(code, far, VALUE_WORK).map_err(|TooMuchWork { coin, limit }| {
                    Reason::TooMuchTurning {
                        what: grundy_text::msg!("what-valuing-coin", coin = coin, code = code),
                        limit,
                    }
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Coins {
            rule: Rc::new(rule),
            values: Rc::new(values),
            heads: set.iter().map(|h: &Coin| key(h)).collect(),
        })
    }

    /// The rule.
    pub fn rule(&self) -> &Rule {
        &self.rule
    }

    /// The coins showing heads, in increasing order.
    pub fn heads(&self) -> impl Iterator<Item = Coin> + '_ {
        let d = self.dimensions();
        self.heads.iter().map(move |h| h[..d].to_vec())
    }

    fn dimensions(&self) -> usize {
        self.rule.codes.len()
    }

    /// The value of a head at `coin`: the nim-product of its coordinates'
    /// values in their rows (the Tartan theorem), a row's own value for a
    /// row.
    pub fn value_of(&self, coin: &[u64]) -> u64 {
        coin.iter()
            .zip(self.values.iter())
            .fold(1, |p, (&x, v)| mul64(p, v.value(x)))
    }

    /// Refuses a position whose moves are too many to list, or turn too
    /// many coins in all: a head's moves are the products of each
    /// dimension's, and so are the coins they turn.
    fn check_moves(&self) -> Result<(), Reason> {
        let (mut total, mut turned) = (0u64, 0u64);
        for head in &self.heads {
            let (mut moves, mut coins) = (1u64, 1u64);
            for (code, &x) in self.rule.codes.iter().zip(head) {
                let (m, c) = count_moves(
                    code,
                    x,
                    MOVE_LIMIT / moves.max(1) + 1,
                    TURN_LIMIT / coins.max(1) + 1,
                );
                moves = moves.saturating_mul(m);
                coins = coins.saturating_mul(c);
            }
            total = total.saturating_add(moves);
            turned = turned.saturating_add(coins);
            let what = || msg!("what-listing-moves");
            if total > MOVE_LIMIT {
                return Err(Reason::TooManyMoves {
                    what: what(),
                    limit: MOVE_LIMIT,
                });
            }
            if turned > TURN_LIMIT {
                return Err(Reason::TooMuchTurning {
                    what: what(),
                    limit: TURN_LIMIT,
                });
            }
        }
        Ok(())
    }

    /// Calls `visit` with every move: the head turned to tails, the coins
    /// turned (increasing, the head last) and the value after it.
    fn for_each_move(&self, mut visit: impl FnMut(&[Key], u64) -> ControlFlow<()>) {
        let total = self.grundy_u64();
        // A row of coins: each move visited as the rule makes it. Listing a
        // head's moves first, as a board must, made a caller that stops
        // after a few pay for them all (`grundy coins ruler 20000` wrote
        // 20,000 moves of up to 20,000 coins for a remoteness search that
        // wanted a handful).
        if let ([code], [values]) = (&self.rule.codes[..], &self.values[..]) {
            let mut turned: Vec<Key> = Vec::new();
            for head in &self.heads {
                let x = head[0];
                let flow = code.for_each_move(x, |others| {
                    turned.clear();
                    turned.extend(others.iter().map(|&o| key(&[o])));
                    turned.push(key(&[x]));
                    let v = others
                        .iter()
                        .fold(values.value(x), |a, &o| a ^ values.value(o));
                    visit(&turned, total ^ v)
                });
                if flow.is_break() {
                    return;
                }
            }
            return;
        }
        for head in &self.heads {
            // Each dimension's moves for this coordinate: the coordinates
            // turned (the head's own last) and the xor of their values.
            let per_dimension: Vec<Vec<(Vec<u64>, u64)>> = self
                .rule
                .codes
                .iter()
                .zip(head)
                .zip(self.values.iter())
                .map(|((code, &x), values)| {
                    let mut list = Vec::new();
                    let _ = code.for_each_move(x, |others| {
                        let mut set = others.to_vec();
                        set.push(x);
                        let v = set.iter().fold(0, |a, &o| a ^ values.value(o));
                        list.push((set, v));
                        ControlFlow::Continue(())
                    });
                    list
                })
                .collect();
            if per_dimension.iter().any(Vec::is_empty) {
                continue; // a head this rule cannot turn
            }
            let mut choice = vec![0usize; per_dimension.len()];
            'each: loop {
                let sets: Vec<&(Vec<u64>, u64)> = choice
                    .iter()
                    .zip(&per_dimension)
                    .map(|(&i, list)| &list[i])
                    .collect();
                let turned_value = sets.iter().fold(1, |p, s| mul64(p, s.1));
                let turned = product(&sets.iter().map(|s| s.0.as_slice()).collect::<Vec<_>>());
                let turned: Vec<Key> = turned.iter().map(|c| key(c)).collect();
                if visit(&turned, total ^ turned_value).is_break() {
                    return;
                }
                for d in (0..choice.len()).rev() {
                    choice[d] += 1;
                    if choice[d] < per_dimension[d].len() {
                        continue 'each;
                    }
                    choice[d] = 0;
                }
                break;
            }
        }
    }

    fn grundy_u64(&self) -> u64 {
        self.heads.iter().fold(0, |x, h| x ^ self.value_of(h))
    }

    /// The move that turns `turned`.
    /// The moves, one by one as the rule makes them, or why not: more than
    /// `count` of them, or more than `size` counted by their [`weight`].
    fn listed(&self, count: usize, size: usize) -> Result<Vec<(ComponentMove, BigNat)>, CutShort> {
        let mut out = Vec::new();
        let mut spent = 0usize;
        let mut cut = None;
        self.for_each_move(|turned, value| {
            if out.len() == count {
                cut = Some(CutShort::TooMany);
                return ControlFlow::Break(());
            }
            let m = self.turning(turned);
            spent = spent.saturating_add(weight(&m));
            if spent > size {
                cut = Some(CutShort::TooLong);
                return ControlFlow::Break(());
            }
            out.push((m, value.into()));
            ControlFlow::Continue(())
        });
        match cut {
            Some(cut) => Err(cut),
            None => Ok(out),
        }
    }

    fn turning(&self, turned: &[Key]) -> ComponentMove {
        let d = self.dimensions();
        let mut after = self.heads.clone();
        for c in turned {
            match after.binary_search(c) {
                Ok(i) => {
                    after.remove(i);
                }
                Err(i) => after.insert(i, *c),
            }
        }
        // One string for all the coins: a move of the ruler game turns
        // thousands of them.
        let mut coins = String::new();
        for (i, c) in turned.iter().enumerate() {
            if i > 0 {
                coins.push('\n');
            }
            write_coin(&mut coins, &c[..d]);
        }
        let coins = Arg::Lines(
            Join::Words {
                between: "move-coins-separator",
                last: "move-coins-and",
            },
            coins,
        );
        // A board's coins are named by their coordinates, not counted:
        // Chinese "翻转第 2:3 枚硬币" read as an ordinal that 2:3 is not.
        let count = if turned.len() == 1 { "one" } else { "other" };
        let description = if d == 1 {
            msg!("move-coins-turn", count = count, coins = coins)
        } else {
            msg!("move-coins-turn-at", count = count, coins = coins)
        };
        let next = Coins {
            rule: self.rule.clone(),
            values: self.values.clone(),
            heads: after,
        };
        ComponentMove {
            description,
            after: next.describe(),
            after_numbers: next
                .heads
                .iter()
                .flat_map(|h| h[..d].iter().map(|&x| x.into()))
                .collect(),
            remaining: next.remaining(),
            family: None,
        }
    }
}

/// The coins a move turns, from the heads before it and after it: exactly
/// the coins whose faces change, the heads of one and not of the other,
/// in increasing order (the head turned to tails last, as the moves list
/// them).
///
/// ```
/// use grundy_engine::coins::turned;
/// let before = [vec![1], vec![4], vec![6]];
/// let after = [vec![1], vec![2], vec![3], vec![4]];
/// assert_eq!(turned(&before, &after), [vec![2], vec![3], vec![6]]);
/// ```
pub fn turned(before: &[Coin], after: &[Coin]) -> Vec<Coin> {
    let mut coins: Vec<Coin> = before
        .iter()
        .filter(|c| !after.contains(c))
        .chain(after.iter().filter(|c| !before.contains(c)))
        .cloned()
        .collect();
    coins.sort();
    coins
}

/// Every coin of the product of one set of coordinates per dimension, in
/// increasing order.
fn product(sets: &[&[u64]]) -> Vec<Coin> {
    let mut out: Vec<Coin> = vec![Vec::new()];
    for set in sets {
        out = out
            .into_iter()
            .flat_map(|c| {
                set.iter().map(move |&x| {
                    let mut c = c.clone();
                    c.push(x);
                    c
                })
            })
            .collect();
    }
    out
}

/// How many moves turn coordinate `x` under `code`, counting no further
/// than `cap`.
/// The moves of coordinate `x` under `code` and the coins they turn in
/// all, counted until either reaches its cap. Counting reads each move's
/// coins: counted by moves alone, the coin `3:4111111111111111` of
/// `1-1x1+C` took a minute to be refused.
fn count_moves(code: &TurningCode, x: u64, most_moves: u64, most_coins: u64) -> (u64, u64) {
    let (mut moves, mut coins) = (0u64, 0u64);
    let _ = code.for_each_move(x, |others| {
        moves += 1;
        coins += others.len() as u64 + 1;
        if moves >= most_moves || coins >= most_coins {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    (moves, coins)
}

/// Writes a coin as written: `7`, `2:3`.
fn write_coin(out: &mut String, coin: &[u64]) {
    use std::fmt::Write;
    for (i, x) in coin.iter().enumerate() {
        if i > 0 {
            out.push(':');
        }
        let _ = write!(out, "{x}");
    }
}

/// A coin as written: `7`, `2:3`.
fn show(coin: &[u64]) -> String {
    coin.iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(":")
}

impl Component for Coins {
    fn describe(&self) -> String {
        let d = self.dimensions();
        let mut text = format!("coins:{}=", self.rule);
        for (i, h) in self.heads.iter().enumerate() {
            if i > 0 {
                text.push(',');
            }
            write_coin(&mut text, &h[..d]);
        }
        text
    }
    fn grundy(&self) -> BigNat {
        self.grundy_u64().into()
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        let Some(target) = target.to_u64() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        self.for_each_move(|turned, value| {
            if value == target {
                out.push(self.turning(turned));
            }
            ControlFlow::Continue(())
        });
        out
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        self.listed(limit, usize::MAX)
            .map_err(|_| TooManyMoves { limit })
    }
    fn weighed_moves(&self, budget: usize) -> Result<Vec<(ComponentMove, BigNat)>, CutShort> {
        // Each move weighed as it is written, and the listing stopped as
        // soon as they pass the budget: a move may turn thousands of coins.
        self.listed(budget, budget)
    }
    fn longest_move(&self) -> usize {
        // A move turns its head and coins nearer coin 1 only, each written
        // by its coordinates in what the move does and again in the
        // position it leaves.
        let d = self.dimensions();
        let most = self
            .heads
            .iter()
            .map(|h| {
                h[..d]
                    .iter()
                    .zip(&self.rule.codes)
                    .map(|(&x, code)| code.most_turned(x))
                    .fold(1u64, u64::saturating_mul)
            })
            .max()
            .unwrap_or(0);
        let farthest = self.heads.iter().flat_map(|h| &h[..d]).max().copied();
        let digits = farthest.map_or(1, |x| x.checked_ilog10().unwrap_or(0) as usize + 1);
        // Each coordinate and its separator, and the space after a coin.
        let width = d * (digits + 1) + 1;
        let turned = usize::try_from(most).unwrap_or(usize::MAX);
        // And the words around the coins ("turn coins … and …").
        const WORDS: usize = 32;
        (self.describe().len() + WORDS).saturating_add(turned.saturating_mul(2 * width))
    }
    fn remaining(&self) -> BigNat {
        // How far the heads lie from coin 1, a measure of the play left: a
        // move turns its head and coins nearer coin 1 only.
        let far: u128 = self.heads.iter().flatten().map(|&x| u128::from(x)).sum();
        BigNat::from(far)
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        let d = self.rule.codes.len();
        let coords: Vec<u64> = m
            .after_numbers
            .iter()
            .map(|x| x.to_u64().expect("a coin of the position"))
            .collect();
        Box::new(Coins {
            rule: self.rule.clone(),
            values: self.values.clone(),
            heads: coords.chunks(d).map(key).collect(),
        })
    }
    fn explain(&self) -> Option<grundy_text::Text> {
        let title = self
            .rule
            .title()
            .map(|title| msg!("coins-explain-title", title = title));
        let mut forms: Vec<Message> = Vec::new();
        for (v, code) in self.values.iter().zip(&self.rule.codes) {
            let form = match v {
                RowValues::Formula(f) => msg!("coins-explain-under", code = code, rule = f.rule()),
                RowValues::Table(_) => msg!("coins-explain-table", code = code),
            };
            if !forms.contains(&form) {
                forms.push(form);
            }
        }
        let tartan = self.rule.codes.len() > 1;
        let terms: Vec<String> = self
            .heads
            .iter()
            .map(|h| format!("{} → {}", show(&h[..self.dimensions()]), self.value_of(h)))
            .collect();
        let terms = if terms.is_empty() {
            Arg::Message(msg!("coins-heads-none"))
        } else {
            Arg::list(Join::Values, terms)
        };
        let heads = msg!(
            "coins-explain-heads",
            terms = terms,
            xor = self.grundy_u64()
        );
        // The forms are joined and capitalised as one phrase, in the
        // reader's words.
        Some(grundy_text::Text::compose(move |say| {
            let mut lines: Vec<String> = title.iter().map(say).collect();
            let forms: Vec<String> = forms.iter().map(say).collect();
            let forms = capitalise(&forms.join(&say(&msg!("coins-form-joiner"))));
            lines.push(say(&msg!("coins-explain-forms", forms = forms)));
            if tartan {
                lines.push(say(&msg!("coins-explain-tartan")));
            }
            lines.push(say(&heads));
            lines.join("\n")
        }))
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        if self.rule.codes.len() == 1 {
            vec![("C C …", grundy_text::msg!("syntax-coins-row"))]
        } else {
            vec![("X:Y X:Y …", grundy_text::msg!("syntax-coins-board"))]
        }
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let d = self.rule.codes.len();
        let mut turned = BTreeSet::new();
        for w in words
            .iter()
            .flat_map(|w| w.split(','))
            .filter(|w| !w.is_empty())
        {
            let coin = w
                .split(':')
                .map(|p| {
                    p.parse::<u64>().ok().filter(|&x| x >= 1).ok_or_else(|| {
                        MoveError::new(grundy_text::msg!("move-error-not-a-coin", word = w))
                    })
                })
                .collect::<Result<Vec<u64>, _>>()?;
            if coin.len() != d {
                return Err(MoveError::new(grundy_text::msg!(
                    "move-error-not-a-coin-here",
                    word = w,
                    pattern = self.move_syntax()[0].0
                )));
            }
            if !turned.insert(coin) {
                return Err(MoveError::new(grundy_text::msg!(
                    "move-error-coin-twice",
                    coin = w
                )));
            }
        }
        let head = turned
            .iter()
            .next_back()
            .cloned()
            .ok_or_else(|| MoveError::new(grundy_text::msg!("move-error-name-coins")))?;
        if self.heads.binary_search(&key(&head)).is_err() {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-tails",
                coin = show(&head)
            )));
        }
        // A move of a product turns a product of sets, one per dimension.
        let sets: Vec<Vec<u64>> = (0..d)
            .map(|i| {
                let s: BTreeSet<u64> = turned.iter().map(|c| c[i]).collect();
                s.into_iter().collect()
            })
            .collect();
        let whole = product(&sets.iter().map(Vec::as_slice).collect::<Vec<_>>());
        let is_product = whole.len() == turned.len() && whole.iter().all(|c| turned.contains(c));
        let allowed = sets.iter().zip(&self.rule.codes).all(|(s, code)| {
            let (last, others) = s.split_last().expect("a coin");
            code.allows(*last, others)
        });
        if !is_product || !allowed || sets.iter().zip(&head).any(|(s, h)| s.last() != Some(h)) {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-rule",
                rule = self.rule
            )));
        }
        let whole: Vec<Key> = whole.iter().map(|c| key(c)).collect();
        Ok(self.turning(&whole))
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

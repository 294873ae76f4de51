//! The multiplication game (POJ 2505 = UVa 847 = HDU 1517): a number `p`
//! starts at 1; a move multiplies it by 2, 3, …, 9; whoever first makes `p ≥
//! n` wins.
//!
//! **The idea: only the factor still needed matters.** Let `r = ⌈n / p⌉`,
//! the least factor that takes `p` to `n`. A move by `f` leaves `⌈r / f⌉`
//! (as `⌈⌈x⌉ / f⌉ = ⌈x / f⌉`), and `r ≤ 1` means `p ≥ n`: the game is over,
//! won by whoever moved last. So the game is normal play on `r`, a move
//! taking `r` to `⌈r / f⌉` with `f` from 2 to 9, and `r = 1` terminal.
//!
//! **The values repeat on a scale of 18.** With `k` such that `18^k / 2 < r
//! ≤ 9 · 18^k`, `r` is worth
//!
//! > 0 up to `18^k`, 1 up to `2 · 18^k`, 2 up to `4 · 18^k`, 3 up to `8 ·
//! > 18^k`, 4 up to `9 · 18^k`.
//!
//! (Proof, by induction on `r`: from a value `g ≥ 1`, `f = ⌈r / (2^j · 18^k)⌉`
//! lies in 2 … 9 and leaves value `j` for every `j < g`, while `⌈r / 2⌉` is
//! below the interval of `g` and `⌈r / 9⌉` above that of `g` in the block
//! below; from value 0, every `⌈r / f⌉` lies in `(18^(k−1), 9 · 18^(k−1)]`,
//! worth 1 to 4.) So the first player (Stan) wins a fresh game exactly when
//! `n` lies in `(18^k, 9 · 18^k]`: (1, 9], (18, 162], (324, 2916], …
//!
//! The tests check this closed form against a search of the rules on every
//! `r` to 10^6, and against [`search`] (from the rules, over the states
//! reachable, the `⌈r / m⌉` for 7-smooth `m`) on `r` near every edge of the
//! intervals up to 10^30; the verdicts against a search of the original
//! rules, on `n` and `p`. The closed form answers at any size.
//!
//! ```
//! use grundy_engine::multiplication::{value, first_player_wins};
//! assert_eq!(value(&9u64.into()), 4);
//! assert!(!first_player_wins(&17u64.into())); // Ollie wins (POJ 2505's sample)
//! assert!(first_player_wins(&162u64.into())); // Stan wins
//! ```

use crate::component::{
    typed_number, typed_words, Component, ComponentError, ComponentMove, Kind, MoveError, Play,
    PlayNumbers, Reason, TooManyMoves, Written,
};
use crate::num::{BigNat, Natural};

/// The factors a move multiplies by.
pub const FACTORS: std::ops::RangeInclusive<u64> = 2..=9;

/// The factor `p` still needs: `⌈n / p⌉` (`p ≥ 1`); at most 1 when `p ≥ n`.
pub fn needed(n: &BigNat, p: &BigNat) -> BigNat {
    (n + p - BigNat::ONE) / p
}

/// The block of `r ≥ 1`: `18^k` with `18^k / 2 < r ≤ 9 · 18^k`.
fn block(r: &BigNat) -> BigNat {
    let mut b = BigNat::ONE;
    while &(&b * 9u8) < r {
        b *= 18u8;
    }
    b
}

/// The Grundy value of the state `r` (the factor still needed): 0 to 4 by
/// the closed form, 0 for `r ≤ 1` (the game is over).
///
/// ```
/// use grundy_engine::multiplication::value;
/// let values: Vec<u32> = (1..=20u64).map(|r| value(&r.into())).collect();
/// assert_eq!(values, [0, 1, 2, 2, 3, 3, 3, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
/// ```
pub fn value(r: &BigNat) -> u32 {
    if *r <= BigNat::ONE {
        return 0;
    }
    let b = block(r);
    (0..4).find(|&g| *r <= &b << g as usize).unwrap_or(4)
}

/// [`value`] on machine words.
pub fn value_u64(r: u64) -> u32 {
    if r <= 1 {
        return 0;
    }
    let r = u128::from(r);
    let mut b = 1u128;
    while 9 * b < r {
        b *= 18;
    }
    (0..4).find(|&g| r <= b << g).unwrap_or(4)
}

/// Whether the first player wins a fresh game to `n` (p = 1): `n` in
/// `(18^k, 9 · 18^k]`. For `n ≤ 1`, `p = 1 ≥ n` already, the game is over
/// and the player to move has no move: `false`.
pub fn first_player_wins(n: &BigNat) -> bool {
    value(n) != 0
}

/// More states than a [`search`] may examine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManyStates {
    /// The limit.
    pub limit: usize,
}

impl TooManyStates {
    /// What to say about it.
    ///
    /// ```
    /// use grundy_engine::multiplication::TooManyStates;
    /// assert_eq!(TooManyStates { limit: 5 }.message().id(), "too-many-states");
    /// ```
    pub fn message(&self) -> grundy_text::Message {
        grundy_text::msg!("too-many-states", limit = self.limit)
    }
}

impl std::fmt::Display for TooManyStates {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for TooManyStates {}

/// The value of the state `r` by a search of the rules, without the closed
/// form: the states reachable from `r` are `⌈r / m⌉` for the 7-smooth `m`
/// (products of 2, 3, 5 and 7), few even for a huge `r` (6623 below 2^32,
/// 462691 below 10^30). Each `m = 2^i 3^j 5^k 7^l < r` is valued, largest
/// exponents first, as the mex of the values of `m·f` for `f` from 2 to 9
/// (`m·f ≥ r` leaves `p ≥ n`, worth 0): a memoized iterative search, never
/// recursive. More than `limit` states are refused, never guessed.
///
/// ```
/// use grundy_engine::multiplication::{search, value};
/// let r = 10u128.pow(20) + 7;
/// assert_eq!(search(r, 1_000_000).unwrap(), value(&r.into()));
/// ```
pub fn search(r: u128, limit: usize) -> Result<u32, TooManyStates> {
    if r <= 1 {
        return Ok(0);
    }
    // The largest exponent of a prime in an m < r.
    let most = |prime: u128| {
        let (mut e, mut x) = (0, 1u128);
        while let Some(y) = x.checked_mul(prime).filter(|&y| y < r) {
            (e, x) = (e + 1, y);
        }
        e
    };
    // Room for the exponents of m·f (f = 9 adds 2 to j, 5 and 7 add 1).
    let (dj, dk, dl) = (most(3) + 3, most(5) + 2, most(7) + 2);
    let at = |j: usize, k: usize, l: usize| (l * dk + k) * dj + j;
    // For each (j, k, l), the values of m = 2^i 3^j 5^k 7^l < r for every
    // i, as a row: where it starts and how long it is.
    let mut rows = vec![(0usize, 0usize); dj * dk * dl];
    let mut total = 0;
    let mut p7 = 1u128;
    for l in 0..dl {
        let mut p57 = p7;
        for k in 0..dk {
            let mut base = p57;
            for j in 0..dj {
                // base · 2^i < r exactly for i below the bit length of
                // (r − 1) / base.
                let len = (128 - ((r - 1) / base).leading_zeros()) as usize;
                rows[at(j, k, l)] = (total, len);
                total += len;
                if total > limit {
                    return Err(TooManyStates { limit });
                }
                match base.checked_mul(3).filter(|&b| b < r) {
                    Some(b) => base = b,
                    None => break,
                }
            }
            match p57.checked_mul(5).filter(|&b| b < r) {
                Some(b) => p57 = b,
                None => break,
            }
        }
        match p7.checked_mul(7).filter(|&b| b < r) {
            Some(b) => p7 = b,
            None => break,
        }
    }
    let mut values = vec![0u8; total];
    // The value of 2^i 3^j 5^k 7^l: 0 when it is r or more (no row there).
    let get = |values: &[u8], i: usize, j: usize, k: usize, l: usize| {
        let (start, len) = rows[at(j, k, l)];
        if i < len {
            values[start + i]
        } else {
            0
        }
    };
    for l in (0..dl).rev() {
        for k in (0..dk).rev() {
            for j in (0..dj).rev() {
                let (start, len) = rows[at(j, k, l)];
                for i in (0..len).rev() {
                    // f = 2, 3, …, 9 as exponents of 2, 3, 5, 7.
                    let children = [
                        get(&values, i + 1, j, k, l),
                        get(&values, i, j + 1, k, l),
                        get(&values, i + 2, j, k, l),
                        get(&values, i, j, k + 1, l),
                        get(&values, i + 1, j + 1, k, l),
                        get(&values, i, j, k, l + 1),
                        get(&values, i + 3, j, k, l),
                        get(&values, i, j + 2, k, l),
                    ];
                    let mex = (0..).find(|v| !children.contains(v)).expect("a mex");
                    values[start + i] = mex;
                }
            }
        }
    }
    Ok(u32::from(values[rows[at(0, 0, 0)].0]))
}

/// Why the state `r` has its value, in the closed form's terms.
fn explain_state(r: &BigNat) -> grundy_text::Message {
    if *r <= BigNat::ONE {
        return grundy_text::msg!("multiplication-over");
    }
    let b = block(r);
    let k = (0..).find(|&k| BigNat::from(18u8).pow(k) == b).unwrap_or(0);
    let g = value(r);
    let top = if g == 4 {
        BigNat::from(9u8) * &b
    } else {
        &b << g as usize
    };
    let bottom = match g {
        0 => (&b * 9u8) / 18u8,
        4 => &b << 3usize,
        g => &b << (g - 1) as usize,
    };
    let power = match k {
        0 => "1".to_string(),
        1 => "18".to_string(),
        k => format!("{b} (k = {k})"),
    };
    grundy_text::msg!(
        "multiplication-scale",
        power = power,
        r = r,
        bottom = bottom,
        top = top,
        value = g
    )
}

/// The reasoning for `n` and `p`: the factor still needed and its value
/// (a fresh game, p = 1, is won by the first player exactly when n lies in
/// `(18^k, 9·18^k]`: (1, 9], (18, 162], (324, 2916] and so on).
///
/// ```
/// use grundy_engine::multiplication::explain;
/// let text = explain(&162u64.into(), &1u64.into());
/// assert_eq!(text.id(), "multiplication-explain");
/// assert_eq!(text.arg("r"), Some(&grundy_text::Arg::Text("162".into())));
/// ```
pub fn explain(n: &BigNat, p: &BigNat) -> grundy_text::Message {
    let r = needed(n, p);
    grundy_text::msg!(
        "multiplication-explain",
        p = p,
        n = n,
        r = r,
        state = explain_state(&r)
    )
}

/// A position of the multiplication game as a component of a sum: the
/// target `n` and the number `p` so far.
///
/// ```
/// use grundy_engine::kinds::parse_component;
/// let game = parse_component("multiplication=162").unwrap();
/// assert_eq!(game.grundy(), 4u64.into());
/// let m = &game.moves_to_value(&0u64.into())[0];
/// assert_eq!(m.description.id(), "move-multiply"); // multiply p = 1 by 9: p = 9
/// assert_eq!(m.after, "multiplication=162,9");
/// ```
pub struct Product {
    n: BigNat,
    p: BigNat,
}

impl Product {
    /// The target `n` and `p` so far, or why not (`p` must be at least 1).
    pub fn new(n: BigNat, p: BigNat) -> Result<Product, Reason> {
        if Natural::is_zero(&p) {
            return Err(Reason::Invalid {
                what: grundy_text::msg!("what-p"),
                must_be: "must-product-at-least-1",
            });
        }
        Ok(Product { n, p })
    }

    fn over(&self) -> bool {
        self.p >= self.n
    }

    fn multiply(&self, f: u64) -> (ComponentMove, BigNat) {
        let p = &self.p * BigNat::from(f);
        let mut description = grundy_text::msg!("move-multiply", p = self.p, f = f, to = p);
        if p >= self.n {
            description = description.then(grundy_text::msg!("move-multiply-won", n = self.n));
        }
        let next = Product {
            n: self.n.clone(),
            p,
        };
        let m = ComponentMove {
            description,
            after: next.describe(),
            after_numbers: vec![next.n.clone(), next.p.clone()],
            remaining: next.remaining(),
            family: None,
        };
        (m, next.grundy())
    }

    fn moves(&self) -> Vec<(ComponentMove, BigNat)> {
        if self.over() {
            return Vec::new();
        }
        FACTORS.map(|f| self.multiply(f)).collect()
    }
}

impl Component for Product {
    fn describe(&self) -> String {
        if self.p == BigNat::ONE {
            format!("multiplication={}", self.n)
        } else {
            format!("multiplication={},{}", self.n, self.p)
        }
    }
    fn grundy(&self) -> BigNat {
        value(&needed(&self.n, &self.p)).into()
    }
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove> {
        crate::component::to_value(self.moves(), target)
    }
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
        crate::component::within(self.moves(), limit)
    }
    fn remaining(&self) -> BigNat {
        // Doubling every time lasts longest: ⌈log2 r⌉ moves at most.
        let r = needed(&self.n, &self.p);
        if r <= BigNat::ONE {
            return BigNat::ZERO;
        }
        Natural::bit_len(&(r - BigNat::ONE)).into()
    }
    fn after(&self, m: &ComponentMove) -> Box<dyn Component> {
        Box::new(Product {
            n: m.after_numbers[0].clone(),
            p: m.after_numbers[1].clone(),
        })
    }
    fn explain(&self) -> Option<grundy_text::Text> {
        Some(explain(&self.n, &self.p).into())
    }
    fn move_syntax(&self) -> Vec<(&'static str, grundy_text::Message)> {
        vec![("F", grundy_text::msg!("syntax-multiply"))]
    }
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let [f] = typed_words(words, "F")?;
        let f = typed_number(f, &grundy_text::msg!("noun-factor"))?;
        if self.over() {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-product-over",
                p = self.p,
                n = self.n
            )));
        }
        match f.to_u64() {
            Some(f) if FACTORS.contains(&f) => Ok(self.multiply(f).0),
            _ => Err(MoveError::new(grundy_text::msg!("move-error-factor"))),
        }
    }
}

/// The multiplication game in the registry of kinds.
pub const KIND: Kind = Kind {
    game: "multiplication",
    examples: &["multiplication=162"],
    more_examples: &[],
    position: "kind-multiplication-position",
    rules: "kind-multiplication-rules",
    play: Play {
        example: "multiplication 162",
        numbers: PlayNumbers::AllInOne,
    },
    claims: |game| game == "multiplication",
    parse,
    fallback: false,
    heaps: false,
};

fn parse(w: &Written<'_>) -> Result<Box<dyn Component>, ComponentError> {
    let numbers = w.numbers("noun-number")?;
    let (n, p) = match numbers.as_slice() {
        [n] => (n.clone(), BigNat::ONE),
        [n, p] => (n.clone(), p.clone()),
        _ => {
            return Err(w.error(Reason::Count {
                game: w.game.to_string(),
                takes: "takes-target",
                found: numbers.len(),
            }))
        }
    };
    Ok(Box::new(Product::new(n, p).map_err(|r| w.error(r))?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::mex;
    use std::collections::HashMap;

    /// The values of every state to `size` by the rules: `r → ⌈r / f⌉`.
    fn by_search(size: usize) -> Vec<u32> {
        let mut g = vec![0u32; size + 1];
        for r in 2..=size {
            g[r] = mex(FACTORS.map(|f| u64::from(g[r.div_ceil(f as usize)]))) as u32;
        }
        g
    }

    #[test]
    fn the_closed_form_is_the_searchs_on_every_state_to_a_million() {
        let g = by_search(1_000_000);
        for (r, &v) in g.iter().enumerate().skip(1) {
            assert_eq!(value_u64(r as u64), v, "{r}");
            if r <= 20_000 {
                assert_eq!(value(&BigNat::from(r)), v, "{r}");
            }
        }
        // The reduced search from the 7-smooth numbers agrees too.
        for r in (1..=20_000u128).chain([999_999, 1_000_000]) {
            assert_eq!(search(r, 1_000_000).unwrap(), g[r as usize], "{r}");
        }
    }

    #[test]
    fn the_closed_form_is_the_searchs_at_every_edge_to_10_to_the_30() {
        let mut b = 1u128;
        let mut checked = 0;
        while b * 9 <= 10u128.pow(30) {
            for edge in [b / 2, b, 2 * b, 4 * b, 8 * b, 9 * b] {
                for r in edge.saturating_sub(2)..=edge + 2 {
                    let expected = search(r, 2_000_000).unwrap();
                    assert_eq!(value(&BigNat::from(r)), expected, "{r}");
                    if let Ok(r64) = u64::try_from(r) {
                        assert_eq!(value_u64(r64), expected, "{r}");
                    }
                    checked += 1;
                }
            }
            b *= 18;
        }
        assert!(checked > 100);
    }

    #[test]
    fn the_search_refuses_past_its_limit() {
        assert_eq!(
            search(10u128.pow(30), 1000),
            Err(TooManyStates { limit: 1000 })
        );
    }

    /// Whether the player to move wins with `p` towards `n`, by the original
    /// rules: a move by f wins at once when p·f ≥ n, or when the opponent
    /// loses from p·f.
    fn wins(n: u64, p: u64, memo: &mut HashMap<u64, bool>) -> bool {
        if let Some(&w) = memo.get(&p) {
            return w;
        }
        let w = (2..=9u64).any(|f| p * f >= n || !wins(n, p * f, memo));
        memo.insert(p, w);
        w
    }

    #[test]
    fn stan_wins_exactly_in_the_intervals_by_the_original_rules() {
        for n in 2..=6000u64 {
            let stan = wins(n, 1, &mut HashMap::new());
            let mut b = 1;
            while 9 * b < n {
                b *= 18;
            }
            assert_eq!(stan, n > b, "{n}");
            assert_eq!(first_player_wins(&n.into()), stan, "{n}");
            // And every p on the way: the value is that of ⌈n / p⌉.
            for p in [2u64, 3, 6, 7, 12, 35, 72] {
                if p < n {
                    let game = Product::new(n.into(), p.into()).unwrap();
                    assert_eq!(
                        !Natural::is_zero(&game.grundy()),
                        wins(n, p, &mut HashMap::new()),
                        "{n}, {p}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_move_is_legal_and_listed_with_its_value() {
        let g = by_search(10_000);
        for n in 0..=400u64 {
            for p in [1u64, 2, 4, 5, 9, 30, 400] {
                let game = Product::new(n.into(), p.into()).unwrap();
                let moves = game.all_moves(100).unwrap();
                if p >= n {
                    assert!(moves.is_empty(), "{n}, {p}");
                    continue;
                }
                assert_eq!(moves.len(), 8, "{n}, {p}");
                for ((m, v), f) in moves.iter().zip(FACTORS) {
                    assert_eq!(m.after_numbers, [n.into(), (p * f).into()]);
                    let r = n.div_ceil(p * f) as usize;
                    assert_eq!(*v, BigNat::from(g[r]), "{n}, {p} by {f}");
                    assert_eq!(game.read_move(&[&f.to_string()]).unwrap(), *m);
                    assert_eq!(game.after(m).grundy(), *v);
                }
                assert_eq!(game.grundy(), BigNat::from(g[n.div_ceil(p) as usize]));
            }
        }
    }

    #[test]
    fn huge_targets_are_answered_by_the_intervals() {
        let b = BigNat::from(18u8).pow(40);
        assert!(!first_player_wins(&b));
        assert!(first_player_wins(&(&b + BigNat::ONE)));
        assert!(first_player_wins(&(&b * 9u8)));
        assert!(!first_player_wins(&(&b * 9u8 + BigNat::ONE)));
        let game = Product::new(&b * 9u8, BigNat::ONE).unwrap();
        assert_eq!(game.grundy(), 4u64.into());
        assert_eq!(
            game.remaining(),
            BigNat::from(Natural::bit_len(&(&b * 9u8 - 1u8)))
        );
    }

    #[test]
    fn a_game_already_won_has_no_move() {
        for (n, p) in [(0u64, 1u64), (1, 1), (5, 5), (5, 9)] {
            let game = Product::new(n.into(), p.into()).unwrap();
            assert_eq!(game.grundy(), BigNat::ZERO);
            assert!(game.all_moves(10).unwrap().is_empty());
            assert!(game
                .read_move(&["2"])
                .unwrap_err()
                .to_string()
                .contains("over"));
        }
        assert!(Product::new(5u64.into(), BigNat::ZERO).is_err());
    }
}

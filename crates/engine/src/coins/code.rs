//! Turning codes: which sets of coins one move may turn, written as
//! CGSuite's `game.strip.Turning` writes them (`1-3`, `1+C`, `3E`, `4FS`,
//! `1-3C(5)`, `2-3,6C`), and the enumeration of those sets.
//!
//! Coins are numbered from 1 at the left. A move turns a set of coins whose
//! rightmost one goes from heads to tails; a code's element says how many
//! coins the set holds (`1-3`: one to three; `3`: exactly three; `1+`: any
//! number) and how they lie:
//!
//! - `C`: consecutive;
//! - `E`: equally spaced;
//! - `S`: symmetric about their middle;
//! - `F`: coin 1 (the leftmost of the row) is among them;
//! - `C(m)`: all within a span of `m` adjacent coins.
//!
//! A code of several elements, separated by commas, allows the moves of any
//! of them.
//!
//! ```
//! use grundy_engine::coins::code::TurningCode;
//! let mock = TurningCode::parse("1-3").unwrap();
//! let mut sets = Vec::new();
//! mock.for_each_move(3, |others| {
//!     sets.push(others.to_vec());
//!     std::ops::ControlFlow::Continue(())
//! });
//! // The coin at 3 alone, with 1 or 2, or with both.
//! assert_eq!(sets, [vec![], vec![1], vec![2], vec![1, 2]]);
//! ```

use grundy_text::{msg, Message};
use std::fmt;
use std::ops::ControlFlow;

/// How the coins of one move must lie.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spacing {
    /// Anywhere.
    Any,
    /// Side by side (`C`).
    Consecutive,
    /// Equally spaced (`E`).
    Equal,
    /// Symmetric about their middle (`S`).
    Symmetric,
}

/// One element of a turning code: `1-3`, `1+C`, `4FS`, `3C(5)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Element {
    /// The fewest coins a move turns, the rightmost one included.
    pub least: u32,
    /// The most, `None` for no bound (`1+`).
    pub most: Option<u32>,
    /// How they lie.
    pub spacing: Spacing,
    /// Whether coin 1 must be among them (`F`).
    pub first: bool,
    /// The widest span they may cover (`C(m)`), `None` for any.
    pub span: Option<u64>,
}

/// A turning code: the moves of a coin-turning game on a row.
///
/// ```
/// use grundy_engine::coins::code::TurningCode;
/// let ruler = TurningCode::parse("1+c").unwrap();
/// assert_eq!(ruler.to_string(), "1+C");
/// assert!(TurningCode::parse("1-3X").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TurningCode {
    elements: Vec<Element>,
}

/// A turning code that could not be read, and why.
///
/// ```
/// use grundy_engine::coins::code::TurningCode;
/// let e = TurningCode::parse("3-1").unwrap_err();
/// assert_eq!(e.message().id(), "coins-code-error");
/// assert_eq!(e.why.id(), "coins-code-empty-range");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeError {
    /// The code as written.
    pub code: String,
    /// The element at fault.
    pub element: String,
    /// What is wrong.
    pub why: Message,
}

impl CodeError {
    /// What to say: the code, the element at fault and why.
    pub fn message(&self) -> Message {
        msg!(
            "coins-code-error",
            code = self.code,
            element = self.element,
            why = self.why.clone()
        )
    }
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for CodeError {}

/// What a turning code's letters mean, for errors and help texts.
///
/// ```
/// assert_eq!(grundy_engine::coins::code::code_help().id(), "coins-codes");
/// ```
pub fn code_help() -> Message {
    msg!("coins-codes")
}

impl TurningCode {
    /// Reads a code (letters in either case).
    pub fn parse(code: &str) -> Result<TurningCode, CodeError> {
        let elements = code
            .split(',')
            .map(|e| parse_element(e.trim()).map_err(|why| (e.trim().to_string(), why)))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|(element, why)| CodeError {
                code: code.to_string(),
                element,
                why,
            })?;
        Ok(TurningCode { elements })
    }

    /// The elements, in the order written.
    pub fn elements(&self) -> &[Element] {
        &self.elements
    }

    /// Calls `visit` with every move that turns coin `n` from heads to
    /// tails: the other coins it turns, in increasing order (the same set
    /// once even when two elements allow it). Nothing is allocated per
    /// move; `visit` may stop the enumeration with `Break`.
    pub fn for_each_move(
        &self,
        n: u64,
        mut visit: impl FnMut(&[u64]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if n == 0 {
            return ControlFlow::Continue(());
        }
        let mut buffer = Vec::new();
        for (i, e) in self.elements.iter().enumerate() {
            // A set an earlier element allows was visited there already.
            let earlier = &self.elements[..i];
            e.for_each_move(n, &mut buffer, &mut |others| {
                if earlier.iter().any(|x| x.allows(n, others)) {
                    ControlFlow::Continue(())
                } else {
                    visit(others)
                }
            })?;
        }
        ControlFlow::Continue(())
    }

    /// The most coins one move that turns coin `n` from heads to tails may
    /// turn, `n` included: a bound, for budgets that count a move by its
    /// size.
    ///
    /// ```
    /// use grundy_engine::coins::code::TurningCode;
    /// assert_eq!(TurningCode::parse("1-3").unwrap().most_turned(100), 3);
    /// assert_eq!(TurningCode::parse("1+C").unwrap().most_turned(100), 100);
    /// ```
    pub fn most_turned(&self, n: u64) -> u64 {
        self.elements
            .iter()
            .map(|e| e.most.map_or(n, |most| u64::from(most).min(n)))
            .max()
            .unwrap_or(0)
    }

    /// Whether turning `others` (increasing, all below `n`) with coin `n`
    /// is a move.
    ///
    /// ```
    /// use grundy_engine::coins::code::TurningCode;
    /// let turnips = TurningCode::parse("3E").unwrap();
    /// assert!(turnips.allows(7, &[1, 4]));
    /// assert!(!turnips.allows(7, &[2, 4]));
    /// ```
    pub fn allows(&self, n: u64, others: &[u64]) -> bool {
        n >= 1
            && others.windows(2).all(|w| w[0] < w[1])
            && others.iter().all(|&o| o >= 1 && o < n)
            && self.elements.iter().any(|e| e.allows(n, others))
    }
}

impl fmt::Display for TurningCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.elements.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Element {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.most {
            None => write!(f, "{}+", self.least)?,
            Some(m) if m == self.least => write!(f, "{m}")?,
            Some(m) => write!(f, "{}-{m}", self.least)?,
        }
        if self.first {
            f.write_str("F")?;
        }
        match self.spacing {
            Spacing::Any => {}
            Spacing::Consecutive => f.write_str("C")?,
            Spacing::Equal => f.write_str("E")?,
            Spacing::Symmetric => f.write_str("S")?,
        }
        if let Some(m) = self.span {
            write!(f, "C({m})")?;
        }
        Ok(())
    }
}

/// The most coins one element may name, so that counts stay small numbers.
const MOST_COINS: u32 = 1_000_000;

fn parse_element(text: &str) -> Result<Element, Message> {
    let upper = text.to_ascii_uppercase();
    let split = upper
        .find(|c: char| !(c.is_ascii_digit() || c == '+' || c == '-'))
        .unwrap_or(upper.len());
    let (range, mut modifiers) = upper.split_at(split);
    let count = |t: &str| -> Result<u32, Message> {
        t.parse::<u32>()
            .ok()
            .filter(|&n| (1..=MOST_COINS).contains(&n))
            .ok_or_else(|| {
                if t.is_empty() {
                    msg!("coins-code-no-count", help = code_help())
                } else {
                    msg!("coins-code-bad-count", count = t, most = MOST_COINS)
                }
            })
    };
    let (least, most) = if let Some(least) = range.strip_suffix('+') {
        (count(least)?, None)
    } else if let Some((a, b)) = range.split_once('-') {
        let (a, b) = (count(a)?, count(b)?);
        if a > b {
            return Err(msg!("coins-code-empty-range", least = a, most = b));
        }
        (a, Some(b))
    } else {
        let n = count(range)?;
        (n, Some(n))
    };
    let mut e = Element {
        least,
        most,
        spacing: Spacing::Any,
        first: false,
        span: None,
    };
    let set_spacing = |e: &mut Element, s: Spacing| {
        if e.spacing != Spacing::Any && e.spacing != s {
            return Err(msg!("coins-code-spacings"));
        }
        e.spacing = s;
        Ok(())
    };
    while let Some(c) = modifiers.chars().next() {
        modifiers = &modifiers[c.len_utf8()..];
        match c {
            'C' if modifiers.starts_with('(') => {
                let close = modifiers
                    .find(')')
                    .ok_or_else(|| msg!("coins-code-unclosed"))?;
                let m = &modifiers[1..close];
                let m = m
                    .parse::<u64>()
                    .ok()
                    .filter(|&m| m >= 1)
                    .ok_or_else(|| msg!("coins-code-span", span = m))?;
                e.span = Some(m);
                modifiers = &modifiers[close + 1..];
            }
            'C' => set_spacing(&mut e, Spacing::Consecutive)?,
            'E' => set_spacing(&mut e, Spacing::Equal)?,
            'S' => set_spacing(&mut e, Spacing::Symmetric)?,
            'F' => e.first = true,
            other => {
                return Err(msg!(
                    "coins-code-modifier",
                    modifier = other,
                    help = code_help()
                ))
            }
        }
    }
    Ok(e)
}

impl Element {
    /// The most coins a move of this element turns when the rightmost is
    /// coin `n`.
    fn most_for(&self, n: u64) -> u64 {
        let mut most = self.most.map_or(n, |m| u64::from(m).min(n));
        if let Some(span) = self.span {
            most = most.min(span);
        }
        most
    }

    /// The leftmost coin a move may turn when the rightmost is `n`.
    fn lowest(&self, n: u64) -> u64 {
        self.span.map_or(1, |s| (n + 1).saturating_sub(s).max(1))
    }

    /// Whether this element allows turning `others` (increasing, below `n`)
    /// with `n`.
    fn allows(&self, n: u64, others: &[u64]) -> bool {
        let k = others.len() as u64 + 1;
        if k < u64::from(self.least) || k > self.most_for(n) {
            return false;
        }
        let low = others.first().copied().unwrap_or(n);
        if low < self.lowest(n) || (self.first && low != 1) {
            return false;
        }
        match self.spacing {
            Spacing::Any => true,
            Spacing::Consecutive => others.iter().rev().zip(1..).all(|(&o, back)| o + back == n),
            Spacing::Equal => {
                let step = others.last().map_or(0, |&o| n - o);
                others
                    .iter()
                    .rev()
                    .zip(1..)
                    .all(|(&o, back)| o + back * step == n)
            }
            Spacing::Symmetric => {
                // The whole set, n included, read from both ends.
                let mut set = others.to_vec();
                set.push(n);
                let (a, b) = (set[0], n);
                set.iter()
                    .zip(set.iter().rev())
                    .all(|(&x, &y)| x + y == a + b)
            }
        }
    }

    /// Every set of other coins this element allows with `n`, increasing,
    /// through `buffer`.
    fn for_each_move(
        &self,
        n: u64,
        buffer: &mut Vec<u64>,
        visit: &mut dyn FnMut(&[u64]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let lowest = self.lowest(n);
        let most = self.most_for(n);
        let mut k = u64::from(self.least);
        while k <= most {
            let others = (k - 1) as usize;
            buffer.clear();
            match self.spacing {
                Spacing::Consecutive => {
                    let start = n + 1 - k;
                    if start >= lowest && (!self.first || start == 1) {
                        buffer.extend(start..n);
                        visit(buffer)?;
                    }
                }
                Spacing::Equal if others == 0 => {
                    if !self.first || n == 1 {
                        visit(buffer)?;
                    }
                }
                Spacing::Equal => {
                    // The step d puts the leftmost at n − (k − 1)·d ≥ lowest.
                    let widest = (n - lowest) / (k - 1);
                    for d in (1..=widest).rev() {
                        let start = n - (k - 1) * d;
                        if self.first && start != 1 {
                            continue;
                        }
                        buffer.clear();
                        buffer.extend((0..k - 1).map(|i| start + i * d));
                        visit(buffer)?;
                    }
                }
                Spacing::Any => {
                    if self.first {
                        if others == 0 {
                            if n == 1 {
                                visit(buffer)?;
                            }
                        } else if lowest == 1 && n > 1 {
                            buffer.push(1);
                            combinations(2, n - 1, others - 1, buffer, visit)?;
                        }
                    } else {
                        combinations(lowest, n - 1, others, buffer, visit)?;
                    }
                }
                Spacing::Symmetric => self.symmetric(n, k, lowest, buffer, visit)?,
            }
            k += 1;
        }
        ControlFlow::Continue(())
    }

    /// The symmetric sets of `k` coins with rightmost `n`: a leftmost `a`,
    /// then inner coins chosen below the middle and mirrored above it.
    fn symmetric(
        &self,
        n: u64,
        k: u64,
        lowest: u64,
        buffer: &mut Vec<u64>,
        visit: &mut dyn FnMut(&[u64]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if k == 1 {
            return if !self.first || n == 1 {
                visit(buffer)
            } else {
                ControlFlow::Continue(())
            };
        }
        let pairs = (k / 2 - 1) as usize; // inner pairs, below and above
        let middle = k % 2 == 1;
        let (first_a, last_a) = match self.first {
            true if lowest > 1 => return ControlFlow::Continue(()),
            true => (1, 1),
            false => (lowest, n - 1),
        };
        let mut lower = Vec::with_capacity(pairs);
        for a in first_a..=last_a {
            if middle && (a + n) % 2 == 1 {
                continue;
            }
            // Inner coins x below the middle: a < x and 2x < a + n.
            let top = (a + n - 1) / 2;
            if top < a + 1 && pairs > 0 {
                continue;
            }
            let mut emit = |inner: &[u64]| {
                buffer.clear();
                buffer.push(a);
                buffer.extend_from_slice(inner);
                if middle {
                    buffer.push((a + n) / 2);
                }
                buffer.extend(inner.iter().rev().map(|&x| a + n - x));
                visit(buffer)
            };
            if pairs == 0 {
                emit(&[])?;
            } else {
                lower.clear();
                combinations(a + 1, top, pairs, &mut lower, &mut emit)?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// Every increasing choice of `count` numbers from `low..=high`, appended
/// to what `buffer` holds already, in lexicographic order.
fn combinations(
    low: u64,
    high: u64,
    count: usize,
    buffer: &mut Vec<u64>,
    visit: &mut dyn FnMut(&[u64]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let base = buffer.len();
    if count == 0 {
        return visit(buffer);
    }
    if high < low || high - low + 1 < count as u64 {
        return ControlFlow::Continue(());
    }
    buffer.extend((0..count as u64).map(|i| low + i));
    loop {
        visit(buffer)?;
        // The rightmost choice that can still move up, then the rest after it.
        let mut i = count;
        loop {
            if i == 0 {
                buffer.truncate(base);
                return ControlFlow::Continue(());
            }
            i -= 1;
            let limit = high - (count - 1 - i) as u64;
            if buffer[base + i] < limit {
                break;
            }
        }
        let start = buffer[base + i] + 1;
        for (j, slot) in buffer[base + i..].iter_mut().enumerate() {
            *slot = start + j as u64;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by fuzzing: the modifiers after a code's numbers were stepped
    /// through one byte at a time, so a character of more than one byte
    /// (`9-37ӌ`) cut a string inside it and panicked. They are stepped a
    /// character at a time and the character is refused.
    #[test]
    fn a_modifier_of_several_bytes_is_refused_not_cut_in_two() {
        for code in ["9-37ӌѝ", "1-3é", "2C€"] {
            let e = TurningCode::parse(code).unwrap_err();
            assert!(!e.to_string().is_empty(), "{code}");
        }
    }

    /// Every set of coins below `n` the definition allows, by trying all
    /// subsets: the oracle for the enumeration.
    fn by_definition(code: &TurningCode, n: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for mask in 0u64..(1 << (n - 1)) {
            let others: Vec<u64> = (1..n).filter(|i| mask >> (i - 1) & 1 == 1).collect();
            if code.allows(n, &others) {
                out.push(others);
            }
        }
        out.sort();
        out
    }

    fn enumerated(code: &TurningCode, n: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        let _ = code.for_each_move(n, |o| {
            out.push(o.to_vec());
            ControlFlow::Continue(())
        });
        out.sort();
        out
    }

    const CODES: &[&str] = &[
        "1-2", "1-3", "1-5", "1+", "2", "3", "1+C", "1-3C(5)", "3C(5)", "1-5C", "3E", "4FS", "1+S",
        "1+FS", "2-3,6C", "1-4E", "2+F", "3S", "5S", "2-4EF", "1,1-2", "6C(4)",
    ];

    #[test]
    fn the_enumeration_is_exactly_the_sets_the_definition_allows() {
        for code in CODES {
            let parsed = TurningCode::parse(code).unwrap();
            for n in 1..=12 {
                let listed = enumerated(&parsed, n);
                let mut unique = listed.clone();
                unique.dedup();
                assert_eq!(
                    unique.len(),
                    listed.len(),
                    "{code} at {n}: a set listed twice"
                );
                assert_eq!(listed, by_definition(&parsed, n), "{code} at {n}");
            }
        }
    }

    #[test]
    fn codes_are_written_back_as_read() {
        for (written, back) in [
            ("1-3", "1-3"),
            ("1+c", "1+C"),
            ("4fs", "4FS"),
            ("1-3c(5)", "1-3C(5)"),
            ("2-3, 6C", "2-3,6C"),
            ("3-3", "3"),
        ] {
            assert_eq!(TurningCode::parse(written).unwrap().to_string(), back);
        }
    }

    #[test]
    fn malformed_codes_say_what_is_wrong() {
        // (Their words: tests/wording_coins.rs.)
        for (code, says) in [
            ("", "coins-code-no-count"),
            ("x", "coins-code-no-count"),
            ("0", "coins-code-bad-count"),
            ("3-1", "coins-code-empty-range"),
            ("1-3Q", "coins-code-modifier"),
            ("1-3C(", "coins-code-unclosed"),
            ("1-3C(0)", "coins-code-span"),
            ("1CE", "coins-code-spacings"),
            ("1-3,", "coins-code-no-count"),
            ("99999999999", "coins-code-bad-count"),
        ] {
            let e = TurningCode::parse(code).unwrap_err();
            assert_eq!(e.why.id(), says, "{code}: {e:?}");
        }
    }
}

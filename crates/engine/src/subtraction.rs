//! Subtraction games: a move removes `s` counters from one heap, for `s` in
//! a set `S`. `S` may be finite (`{1, 2, 5}`), all amounts but a finite set
//! (all-but games), or the Fibonacci numbers.

use std::fmt;

/// The amounts a move may remove.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SubtractionSet {
    /// Exactly these amounts (sorted, distinct, positive).
    Finite(Vec<usize>),
    /// Every positive amount except these (sorted, distinct, positive).
    AllBut(Vec<usize>),
    /// The Fibonacci numbers 1, 2, 3, 5, 8, … (HDU 1848).
    Fibonacci,
}

/// A malformed subtraction set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetError {
    /// Position of the offending amount in the list, from 1.
    pub index: usize,
    /// What is wrong and what is accepted.
    pub message: grundy_text::Message,
}

/// Read by the installed reader ([`grundy_text::render`]).
impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = grundy_text::msg!("set-amount", index = self.index, message = self.message);
        f.write_str(&grundy_text::render(&said))
    }
}

impl std::error::Error for SetError {}

/// Parses a comma-separated list of positive amounts, in any order, without
/// repeats.
///
/// ```
/// use grundy_engine::subtraction::parse_amounts;
/// assert_eq!(parse_amounts("5,1,2").unwrap(), vec![1, 2, 5]);
/// assert!(parse_amounts("1,0").is_err());
/// assert!(parse_amounts("1,1").is_err());
/// ```
pub fn parse_amounts(list: &str) -> Result<Vec<usize>, SetError> {
    let mut amounts = Vec::new();
    for (i, part) in list.split(',').enumerate() {
        let part = part.trim();
        let bad = |message: grundy_text::Message| SetError {
            index: i + 1,
            message,
        };
        let v: usize = part.parse().map_err(|_| {
            bad(if crate::num::is_digits(part) {
                grundy_text::msg!("number-too-large", text = part, most = usize::MAX)
            } else {
                grundy_text::msg!("set-not-whole", part = part)
            })
        })?;
        if v == 0 {
            return Err(bad(grundy_text::msg!("set-zero")));
        }
        if amounts.contains(&v) {
            return Err(bad(grundy_text::msg!("set-twice", amount = v)));
        }
        amounts.push(v);
    }
    amounts.sort_unstable();
    Ok(amounts)
}

impl SubtractionSet {
    /// Whether removing `s` counters is allowed.
    ///
    /// ```
    /// use grundy_engine::subtraction::SubtractionSet;
    /// assert!(SubtractionSet::Fibonacci.allows(8) && !SubtractionSet::Fibonacci.allows(4));
    /// assert!(!SubtractionSet::AllBut(vec![2]).allows(2));
    /// ```
    pub fn allows(&self, s: usize) -> bool {
        match self {
            SubtractionSet::Finite(set) => set.binary_search(&s).is_ok(),
            SubtractionSet::AllBut(excluded) => s >= 1 && excluded.binary_search(&s).is_err(),
            SubtractionSet::Fibonacci => {
                let (mut a, mut b) = (1usize, 2usize);
                while a < s {
                    (a, b) = (b, a.saturating_add(b));
                }
                a == s
            }
        }
    }

    /// Calls `amount` with every allowed amount up to `n`, in increasing
    /// order, without allocating.
    pub fn for_each_amount(&self, n: usize, mut amount: impl FnMut(usize)) {
        match self {
            SubtractionSet::Finite(set) => {
                set.iter().take_while(|&&s| s <= n).for_each(|&s| amount(s))
            }
            SubtractionSet::AllBut(excluded) => (1..=n)
                .filter(|s| excluded.binary_search(s).is_err())
                .for_each(amount),
            SubtractionSet::Fibonacci => {
                let (mut a, mut b) = (1usize, 2usize);
                while a <= n {
                    amount(a);
                    (a, b) = (b, a.saturating_add(b));
                }
            }
        }
    }
}

impl fmt::Display for SubtractionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |v: &[usize]| {
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(",")
        };
        match self {
            SubtractionSet::Finite(set) => write!(f, "sub:{}", list(set)),
            SubtractionSet::AllBut(excluded) => write!(f, "allbut:{}", list(excluded)),
            SubtractionSet::Fibonacci => f.write_str("fibonacci"),
        }
    }
}

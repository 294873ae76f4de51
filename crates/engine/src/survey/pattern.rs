//! The families a survey reads: every code of an octal pattern (`0.xyz`,
//! see [`crate::octal::family`]) or every finite subtraction set within
//! `{1, …, N}` (`sub:1..N`).

use crate::heap::HeapGame;
use crate::octal::family::{family as octal_family, FamilyError};
use crate::subtraction::SubtractionSet;
use grundy_text::{msg, Message};

/// The largest `N` of `sub:1..N` (2^12 − 1 = 4095 sets).
pub const MOST_SUBTRACTION_BOUND: usize = 12;

/// Why a pattern names no family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PatternError {
    /// An octal pattern that is not one.
    Octal(FamilyError),
    /// `sub:` not followed by `1..N` with `1 ≤ N ≤` [`MOST_SUBTRACTION_BOUND`].
    Subtraction,
}

impl PatternError {
    /// What to say about it, naming the pattern.
    ///
    /// ```
    /// use grundy_engine::survey::{family, PatternError};
    /// let e = family("sub:1..99").unwrap_err();
    /// assert_eq!(e.message("sub:1..99").id(), "survey-subtraction-family");
    /// ```
    pub fn message(&self, pattern: &str) -> Message {
        match self {
            PatternError::Octal(FamilyError::Shape) => msg!("value-family-shape", text = pattern),
            PatternError::Octal(FamilyError::Character { found, at }) => msg!(
                "value-family-character",
                text = pattern,
                found = found.to_string(),
                at = at
            ),
            PatternError::Octal(FamilyError::TooMany { free }) => msg!(
                "value-family-too-many",
                text = pattern,
                free = free,
                most = crate::octal::family::MOST_FREE_DIGITS
            ),
            PatternError::Octal(FamilyError::TooManyCodes { codes }) => msg!(
                "value-family-too-many-codes",
                text = pattern,
                codes = codes,
                most = crate::octal::family::MOST_CODES
            ),
            PatternError::Subtraction => msg!(
                "survey-subtraction-family",
                text = pattern,
                most = MOST_SUBTRACTION_BOUND
            ),
        }
    }
}

/// The games of a family pattern, in order.
///
/// ```
/// use grundy_engine::survey::family;
/// assert_eq!(family("0.xy").unwrap().len(), 56);
/// let sets = family("sub:1..3").unwrap();
/// let names: Vec<String> = sets.iter().map(|g| g.to_string()).collect();
/// assert_eq!(names, ["sub:1", "sub:2", "sub:1,2", "sub:3", "sub:1,3", "sub:2,3", "sub:1,2,3"]);
/// ```
pub fn family(pattern: &str) -> Result<Vec<HeapGame>, PatternError> {
    if let Some(rest) = pattern.strip_prefix("sub:") {
        let most = rest
            .strip_prefix("1..")
            .and_then(|n| n.parse::<usize>().ok())
            .filter(|n| (1..=MOST_SUBTRACTION_BOUND).contains(n))
            .ok_or(PatternError::Subtraction)?;
        return Ok(subtraction_sets(most));
    }
    let codes = octal_family(pattern).map_err(PatternError::Octal)?;
    Ok(codes.into_iter().map(HeapGame::TakeAndBreak).collect())
}

/// Every non-empty subset of `{1, …, most}` as a subtraction game, in the
/// order of their bit masks (`{1}`, `{2}`, `{1, 2}`, `{3}`, …).
fn subtraction_sets(most: usize) -> Vec<HeapGame> {
    (1u32..1 << most)
        .map(|mask| {
            let set = (1..=most).filter(|&s| mask & (1 << (s - 1)) != 0).collect();
            HeapGame::Subtraction(SubtractionSet::Finite(set))
        })
        .collect()
}

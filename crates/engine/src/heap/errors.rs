//! Why a heap game's values were not given: too much work for the budget,
//! or a heap past the table with no proven period.

use grundy_text::{msg, Message};
use std::fmt;

/// A nim-sequence given up because it would cost more than its budget.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooMuchWork {
    /// How many values were computed when it was given up.
    pub values: usize,
    /// The budget, in options examined.
    pub budget: u128,
}

impl TooMuchWork {
    /// What to say about it.
    ///
    /// ```
    /// use grundy_engine::heap::TooMuchWork;
    /// assert_eq!(TooMuchWork { values: 3, budget: 10 }.message().id(), "heap-too-much-work");
    /// ```
    pub fn message(&self) -> Message {
        msg!(
            "heap-too-much-work",
            budget = self.budget,
            values = self.values
        )
    }
}

impl fmt::Display for TooMuchWork {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for TooMuchWork {}

/// Why a heap's value could not be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// The largest heap that is computed directly.
    pub limit: usize,
}

impl TooLarge {
    /// What to say about it.
    ///
    /// ```
    /// use grundy_engine::heap::TooLarge;
    /// assert_eq!(TooLarge { limit: 100 }.message().id(), "heap-too-large-no-period");
    /// ```
    pub fn message(&self) -> Message {
        msg!("heap-too-large-no-period", limit = self.limit)
    }
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for TooLarge {}

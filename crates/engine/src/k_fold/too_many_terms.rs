//! More losing sizes than the engine lists.

use std::fmt;

/// More losing sizes needed than [`TERM_LIMIT`](super::TERM_LIMIT) allows (a huge k with a
/// pile larger than it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManyTerms {
    /// The limit.
    pub limit: usize,
}

impl TooManyTerms {
    /// What to say about it.
    ///
    /// ```
    /// use grundy_engine::k_fold::TooManyTerms;
    /// assert_eq!(TooManyTerms { limit: 5 }.message().id(), "k-fold-too-many-terms");
    /// ```
    pub fn message(&self) -> grundy_text::Message {
        grundy_text::msg!("k-fold-too-many-terms", limit = self.limit)
    }
}

impl fmt::Display for TooManyTerms {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for TooManyTerms {}

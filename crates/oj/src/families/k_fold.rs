//! What the k-fold game's formats share (HDU 2516, Fibonacci Nim, k = 2,
//! and HDU 2486 = POJ 3922, any k): the smallest winning take at any size,
//! a refusal when a case needs too many losing sizes, and the explanation.

use crate::scanner::{Fail, Scanner, Token};
use grundy_engine::k_fold::{self, Pile, TooManyTerms, TERM_LIMIT};
use grundy_engine::num::BigNat;
use grundy_i18n::tr;

/// The smallest winning first take from a fresh pile of `n` with factor `k`
/// (`None` when the first player loses), at any size.
pub(crate) fn smallest_take_big(k: BigNat, n: BigNat) -> Result<Option<BigNat>, TooManyTerms> {
    let takes = Pile::fresh(k, n).winning_takes(TERM_LIMIT)?;
    Ok(takes.into_iter().next())
}

/// Refuses the case at `token`: its answer needs too many losing sizes.
pub(crate) fn refuse(sc: &Scanner<'_>, token: Token<'_>, what: &str, e: TooManyTerms) -> Fail {
    Fail::Failed(sc.error_at(Some(token), tr!("oj-cannot-answer", what = what, why = e)))
}

/// grundy's reasoning on a fresh pile of `n` with factor `k`: the losing
/// sizes it is made of, and the smallest winning take.
pub(crate) fn explain(n: u64, k: u64) -> String {
    let pile = Pile::fresh(BigNat::from(k), BigNat::from(n));
    match pile.terms(TERM_LIMIT) {
        Ok(terms) => {
            let mut text = grundy_i18n::read(&k_fold::explain_terms(&pile, &terms));
            if let Ok(takes) = pile.winning_takes(TERM_LIMIT)
                && let Some(t) = takes.first()
            {
                text.push_str(&tr!(
                    "check-explain-k-fold-move",
                    description = k_fold::take_description(&pile, t)
                ));
            }
            text
        }
        Err(e) => tr!("check-explain-k-fold-error", n = n, k = k, error = e),
    }
}

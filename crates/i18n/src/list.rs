//! Lists inside a sentence, joined as the language of the output joins
//! them. English joins every list with ", " (and clauses with "; ");
//! Chinese joins names and phrases with 、, values (`G(1) = 1`) with ，
//! and clauses with ；.

use crate::text;
use std::borrow::Borrow;

fn joined<S: Borrow<str>>(items: &[S], separator: &str) -> String {
    items.join(text(separator, &[]).as_str())
}

/// Names or phrases: `nim, kayles` in English, `nim、kayles` in Chinese.
///
/// ```
/// use grundy_i18n::{join_list, with_lang, Lang};
/// assert_eq!(with_lang(Lang::En, || join_list(&["nim", "kayles"])), "nim, kayles");
/// assert_eq!(with_lang(Lang::Zh, || join_list(&["nim", "kayles"])), "nim、kayles");
/// ```
pub fn join_list<S: Borrow<str>>(items: &[S]) -> String {
    joined(items, "list-separator")
}

/// Values, each a small formula: `G(1) = 1, G(2) = 2` in English,
/// `G(1) = 1，G(2) = 2` in Chinese.
///
/// ```
/// use grundy_i18n::{join_values, with_lang, Lang};
/// assert_eq!(with_lang(Lang::Zh, || join_values(&["G(1) = 1", "G(2) = 2"])), "G(1) = 1，G(2) = 2");
/// ```
pub fn join_values<S: Borrow<str>>(items: &[S]) -> String {
    joined(items, "value-separator")
}

/// Clauses of their own, each with its commas inside: `; ` in English, `；`
/// in Chinese.
///
/// ```
/// use grundy_i18n::{join_clauses, with_lang, Lang};
/// assert_eq!(with_lang(Lang::En, || join_clauses(&["a, b", "c"])), "a, b; c");
/// assert_eq!(with_lang(Lang::Zh, || join_clauses(&["a, b", "c"])), "a, b；c");
/// ```
pub fn join_clauses<S: Borrow<str>>(items: &[S]) -> String {
    joined(items, "clause-separator")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{with_lang, Lang};

    #[test]
    fn each_kind_of_list_has_its_separator_in_each_language() {
        let items = ["a".to_string(), "b".to_string(), "c".to_string()];
        type Join = fn(&[String]) -> String;
        let cases: [(&str, Join, &str, &str); 3] = [
            ("names", join_list, "a, b, c", "a、b、c"),
            ("values", join_values, "a, b, c", "a，b，c"),
            ("clauses", join_clauses, "a; b; c", "a；b；c"),
        ];
        for (name, join, en, zh) in cases {
            assert_eq!(with_lang(Lang::En, || join(&items)), en, "{name}");
            assert_eq!(with_lang(Lang::Zh, || join(&items)), zh, "{name}");
            assert_eq!(with_lang(Lang::Zh, || join(&items[..1])), "a", "{name}");
        }
    }
}

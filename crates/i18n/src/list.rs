//! Lists inside a sentence, joined as the language of the output joins
//! them. English joins every list with ", " (and clauses with "; ");
//! Chinese joins names, phrases and bare numbers with 、, values that are
//! small formulas (`G(1) = 1`) with ，, and clauses with ；.

use crate::{current, text_in, Lang};
use std::borrow::Borrow;

fn joined<S: Borrow<str>>(items: &[S], separator: &str) -> String {
    joined_in(current(), items, separator)
}

fn joined_in<S: Borrow<str>>(lang: Lang, items: &[S], separator: &str) -> String {
    items.join(text_in(lang, separator, &[]).as_str())
}

/// Items joined in `lang` as a list of `join`'s kind.
pub(crate) fn join_in<S: Borrow<str>>(lang: Lang, join: grundy_text::Join, items: &[S]) -> String {
    grundy_text::join(&|m| crate::say_in(lang, m), join, items)
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

/// Values: `G(1) = 1, G(2) = 2` or `1, 2` in English; in Chinese, small
/// formulas (an `=` or a `→` in them) and clauses that say what a thing is
/// worth (a 是 in them: `(1, 2) 的值是 1，(3, 4) 的值是 2`) with ，, and
/// items, numbers or tokens (`1、2`, `1-5、2-3`, `a (0)、b (2)`) with 、, as
/// a Chinese list of items is written.
///
/// ```
/// use grundy_i18n::{join_values, with_lang, Lang};
/// assert_eq!(with_lang(Lang::Zh, || join_values(&["G(1) = 1", "G(2) = 2"])), "G(1) = 1，G(2) = 2");
/// assert_eq!(with_lang(Lang::Zh, || join_values(&["1", "2"])), "1、2");
/// assert_eq!(with_lang(Lang::Zh, || join_values(&["a 的值是 1", "b 的值是 2"])), "a 的值是 1，b 的值是 2");
/// assert_eq!(with_lang(Lang::Zh, || join_values(&["a (0)", "b (2)"])), "a (0)、b (2)");
/// assert_eq!(with_lang(Lang::En, || join_values(&["1", "2"])), "1, 2");
/// ```
pub fn join_values<S: Borrow<str>>(items: &[S]) -> String {
    grundy_text::join(&crate::say, grundy_text::Join::Values, items)
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
        let items = ["a".to_string(), "b (2)".to_string(), "c".to_string()];
        let formulas = [
            "a = 1".to_string(),
            "b = 2".to_string(),
            "c = 3".to_string(),
        ];
        type Join = fn(&[String]) -> String;
        let cases: [(&str, Join, &[String], &str, &str); 4] = [
            ("names", join_list, &items, "a, b (2), c", "a、b (2)、c"),
            ("items", join_values, &items, "a, b (2), c", "a、b (2)、c"),
            (
                "formulas",
                join_values,
                &formulas,
                "a = 1, b = 2, c = 3",
                "a = 1，b = 2，c = 3",
            ),
            (
                "clauses",
                join_clauses,
                &items,
                "a; b (2); c",
                "a；b (2)；c",
            ),
        ];
        for (name, join, items, en, zh) in cases {
            assert_eq!(with_lang(Lang::En, || join(items)), en, "{name}");
            assert_eq!(with_lang(Lang::Zh, || join(items)), zh, "{name}");
            assert_eq!(
                with_lang(Lang::Zh, || join(&items[..1])),
                items[0],
                "{name}"
            );
        }
    }
}

//! Lists inside the report and the explanations, joined as the output's
//! language joins them. English joins every list with ", " (and clauses
//! with "; "); Chinese joins words and phrases with 、, values (`G(1) = 1`,
//! "(1, 2) 的值是 0") with ，and clauses with ；.

use grundy_i18n::tr;

/// Words or phrases, such as the names of the edge cases a check covered:
/// `a single pile, all piles equal` in English, `只有一堆、各堆都相等` in
/// Chinese.
///
/// ```
/// use grundy_check::join_phrases;
/// use grundy_i18n::{with_lang, Lang};
/// let items = ["one".to_string(), "two".to_string()];
/// assert_eq!(with_lang(Lang::En, || join_phrases(&items)), "one, two");
/// assert_eq!(with_lang(Lang::Zh, || join_phrases(&items)), "one、two");
/// ```
pub fn join_phrases(items: &[String]) -> String {
    items.join(&tr!("check-join-phrases"))
}

/// Values, each a small formula or a "worth" clause: `G(1) = 1, G(2) = 2`.
pub(crate) fn join_values(items: &[String]) -> String {
    items.join(&tr!("check-join-values"))
}

/// Clauses of their own, each with its commas inside: "; " in English, ；
/// in Chinese.
pub(crate) fn join_clauses(items: &[String]) -> String {
    items.join(&tr!("check-join-clauses"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_i18n::{with_lang, Lang};

    #[test]
    fn each_kind_of_list_has_its_separator_in_each_language() {
        let items = ["a".to_string(), "b".to_string(), "c".to_string()];
        type Join = fn(&[String]) -> String;
        let cases: [(&str, Join, &str, &str); 3] = [
            ("phrases", join_phrases, "a, b, c", "a、b、c"),
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

//! Messages for a page's script: the patterns of a catalogue's messages as
//! plain parts (text, a variable, a choice on a variable), which a few
//! lines of JavaScript fill in, so that the playground's texts live in the
//! catalogues like every other text.

use crate::catalogue::messages;
use crate::Lang;
use fluent_syntax::ast;

/// A piece of a message's pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// Text shown as it is.
    Text(String),
    /// The value of the variable of this name.
    Var(String),
    /// A choice on a variable's value: the variant of the same key (a
    /// number's plural category, `one` or `other`, or the text itself), else
    /// the default one.
    Select {
        /// The variable chosen on.
        var: String,
        /// Each key and its pattern.
        variants: Vec<(String, Vec<Part>)>,
        /// The key of the default variant.
        default: String,
    },
}

/// What a message uses that a page's script cannot fill in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported {
    /// The message.
    pub id: String,
    /// What it uses.
    pub what: &'static str,
}

impl std::fmt::Display for Unsupported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "message {}: {} is not for a page's script",
            self.id, self.what
        )
    }
}

impl std::error::Error for Unsupported {}

/// Every message of `lang` whose identifier starts with `prefix`, in
/// catalogue order, as parts: text, variables (`{ $name }`) and choices on
/// a variable. Attributes, terms, functions and references to other
/// messages are refused.
///
/// ```
/// use grundy_i18n::client::{patterns, Part};
/// use grundy_i18n::Lang;
///
/// let page = patterns(Lang::Zh, "page-").unwrap();
/// let (_, title) = page.iter().find(|(id, _)| id == "page-title").unwrap();
/// assert_eq!(title, &vec![Part::Text("grundy 游戏场".into())]);
/// ```
pub fn patterns(lang: Lang, prefix: &str) -> Result<Vec<(String, Vec<Part>)>, Unsupported> {
    let mut out = Vec::new();
    for m in messages(lang).filter(|m| m.id.name.starts_with(prefix)) {
        let id = m.id.name.to_string();
        let unsupported = |what| Unsupported {
            id: id.clone(),
            what,
        };
        if !m.attributes.is_empty() {
            return Err(unsupported("an attribute"));
        }
        let Some(value) = &m.value else {
            return Err(unsupported("a message without a value"));
        };
        let parts = pattern(value).map_err(unsupported)?;
        out.push((id, parts));
    }
    Ok(out)
}

fn pattern(p: &ast::Pattern<&str>) -> Result<Vec<Part>, &'static str> {
    let mut parts: Vec<Part> = Vec::new();
    for element in &p.elements {
        let part = match element {
            ast::PatternElement::TextElement { value } => Part::Text(value.to_string()),
            ast::PatternElement::Placeable { expression } => placeable(expression)?,
        };
        // Neighbouring texts (a literal `{ "" }` beside text) are one.
        match (parts.last_mut(), part) {
            (Some(Part::Text(before)), Part::Text(t)) => before.push_str(&t),
            (_, part) => parts.push(part),
        }
    }
    parts.retain(|p| !matches!(p, Part::Text(t) if t.is_empty()));
    Ok(parts)
}

fn placeable(e: &ast::Expression<&str>) -> Result<Part, &'static str> {
    match e {
        ast::Expression::Inline(inline) => inline_part(inline),
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id } = selector else {
                return Err("a choice on something other than a variable");
            };
            let mut keys = Vec::new();
            let mut default = String::new();
            for v in variants {
                let key = match &v.key {
                    ast::VariantKey::Identifier { name } => name.to_string(),
                    ast::VariantKey::NumberLiteral { value } => value.to_string(),
                };
                if v.default {
                    default = key.clone();
                }
                keys.push((key, pattern(&v.value)?));
            }
            Ok(Part::Select {
                var: id.name.to_string(),
                variants: keys,
                default,
            })
        }
    }
}

fn inline_part(e: &ast::InlineExpression<&str>) -> Result<Part, &'static str> {
    match e {
        ast::InlineExpression::StringLiteral { value } => Ok(Part::Text(unescape(value))),
        ast::InlineExpression::NumberLiteral { value } => Ok(Part::Text(value.to_string())),
        ast::InlineExpression::VariableReference { id } => Ok(Part::Var(id.name.to_string())),
        ast::InlineExpression::Placeable { expression } => placeable(expression),
        ast::InlineExpression::FunctionReference { .. } => Err("a function"),
        ast::InlineExpression::MessageReference { .. } => Err("a reference to a message"),
        ast::InlineExpression::TermReference { .. } => Err("a term"),
    }
}

/// A string literal's escapes (`\"`, `\\`, `\u00A0`) written out.
fn unescape(s: &str) -> String {
    fluent_syntax::unicode::unescape_unicode_to_string(s).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_variables_and_choices_become_parts() {
        let page = patterns(Lang::En, "page-").unwrap();
        let (_, moves) = page
            .iter()
            .find(|(id, _)| id == "page-winning-moves")
            .expect("page-winning-moves");
        assert_eq!(moves[0], Part::Var("count".into()));
        assert_eq!(moves[1], Part::Text(" winning ".into()));
        let Part::Select { var, default, .. } = &moves[2] else {
            panic!("{moves:?}");
        };
        assert_eq!((var.as_str(), default.as_str()), ("count", "other"));
    }

    /// The page script's way of filling in parts (`fill` in app.js), in
    /// Rust: a variant of the same key, else a number's plural category,
    /// else the default.
    fn fill(lang: Lang, parts: &[Part], n: u64) -> String {
        let mut out = String::new();
        for part in parts {
            match part {
                Part::Text(t) => out.push_str(t),
                Part::Var(_) => out.push_str(&n.to_string()),
                Part::Select {
                    variants, default, ..
                } => {
                    let category = match (lang, n) {
                        (Lang::En, 1) => "one",
                        _ => "other",
                    };
                    let key = n.to_string();
                    let chosen = [key.as_str(), category, default.as_str()]
                        .into_iter()
                        .find_map(|k| variants.iter().find(|(v, _)| v == k))
                        .expect("the default is a variant");
                    out.push_str(&fill(lang, &chosen.1, n));
                }
            }
        }
        out
    }

    /// The variables `parts` uses.
    fn names_of(parts: &[Part], names: &mut Vec<String>) {
        for part in parts {
            match part {
                Part::Text(_) => {}
                Part::Var(name) => names.push(name.clone()),
                Part::Select { var, variants, .. } => {
                    names.push(var.clone());
                    for (_, parts) in variants {
                        names_of(parts, names);
                    }
                }
            }
        }
    }

    /// What the page shows is what Fluent writes, for every message, in
    /// both languages, with every argument 0, 1 or 2 (the plural forms and
    /// the exact keys).
    #[test]
    fn the_parts_filled_in_are_fluents_text() {
        for lang in Lang::ALL {
            for (id, parts) in patterns(lang, "page-").unwrap() {
                let mut names = Vec::new();
                names_of(&parts, &mut names);
                for n in 0..3u64 {
                    let args: Vec<(&str, crate::Arg)> = names
                        .iter()
                        .map(|name| (name.as_str(), crate::Arg::count(n)))
                        .collect();
                    let fluent = crate::catalogue::format(lang, &id, &args);
                    assert_eq!(fill(lang, &parts, n), fluent, "{lang} {id} with {n}");
                }
            }
        }
    }

    /// Every message the page uses can be filled in by its script.
    #[test]
    fn every_page_message_is_for_a_script() {
        for lang in Lang::ALL {
            let page = patterns(lang, "page-").unwrap_or_else(|e| panic!("{lang}: {e}"));
            assert!(page.len() > 50, "{lang}: {}", page.len());
        }
    }
}

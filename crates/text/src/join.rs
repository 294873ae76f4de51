//! Lists inside a sentence: which separator a list of each kind takes
//! (the words of the separators are the reader's).

use crate::{msg, Join, Message};
use std::borrow::Borrow;

/// The message whose words separate the items of a list of `join`'s kind:
/// `list-separator` (English `, `, Chinese 、), `value-separator` (`, `
/// and ，) for values any of which is a small formula (an `=`, `→` or 是
/// in it), `clause-separator` (`; ` and ；).
///
/// ```
/// use grundy_text::{join::separator, Join};
/// assert_eq!(separator(Join::Values, &["1", "2"]).id(), "list-separator");
/// assert_eq!(separator(Join::Values, &["G(1) = 1"]).id(), "value-separator");
/// ```
pub fn separator<S: Borrow<str>>(join: Join, items: &[S]) -> Message {
    match join {
        Join::Names => msg!("list-separator"),
        // A list of bare numbers had ，too ("商依次是 1，2", "2，4，5"),
        // which a Chinese reader takes for a pause between clauses.
        Join::Values
            if items.iter().any(|i| {
                i.borrow()
                    .contains(['=', '→', '≠', '≤', '≥', '<', '>', '是'])
            }) =>
        {
            msg!("value-separator")
        }
        Join::Values => msg!("list-separator"),
        Join::Clauses => msg!("clause-separator"),
        Join::Words { between, .. } => Message::new(between),
    }
}

/// `items` (already read) joined as a list of `join`'s kind, the
/// separator read by `say`.
///
/// ```
/// use grundy_text::{join, Join};
/// let say = |m: &grundy_text::Message| if m.id() == "list-separator" { "、".to_string() } else { "，".to_string() };
/// assert_eq!(join(&say, Join::Values, &["1", "2"]), "1、2");
/// assert_eq!(join(&say, Join::Values, &["a = 1", "b = 2"]), "a = 1，b = 2");
/// ```
///
/// A list joined by words has its own word before the last item:
///
/// ```
/// use grundy_text::{join, Join};
/// let say = |m: &grundy_text::Message| if m.id() == "and" { " and ".to_string() } else { ", ".to_string() };
/// let words = Join::Words { between: "comma", last: "and" };
/// assert_eq!(join(&say, words, &["1", "2", "3"]), "1, 2 and 3");
/// assert_eq!(join(&say, words, &["1"]), "1");
/// ```
pub fn join<S: Borrow<str>>(say: crate::Say<'_>, join: Join, items: &[S]) -> String {
    match join {
        Join::Words { between, last } if items.len() > 1 => {
            let (end, rest) = items.split_last().expect("two items or more");
            let mut out = rest.join(say(&Message::new(between)).as_str());
            out.push_str(&say(&Message::new(last)));
            out.push_str(end.borrow());
            out
        }
        _ => items.join(say(&separator(join, items)).as_str()),
    }
}

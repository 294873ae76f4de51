//! Who reads messages when an error is written with `Display`: the face
//! installs a reader once (`grundy-i18n` installs one that reads the
//! catalogues in the current language).

use crate::{Arg, Message};
use std::fmt::Write;
use std::sync::OnceLock;

/// A function that reads a message in some language.
pub type Reader = fn(&Message) -> String;

static READER: OnceLock<Reader> = OnceLock::new();

/// Installs the reader [`render`] uses; the first installed stays.
///
/// ```
/// fn loud(m: &grundy_text::Message) -> String { m.id().to_uppercase() }
/// grundy_text::set_reader(loud);
/// assert_eq!(grundy_text::render(&grundy_text::msg!("abc")), "ABC");
/// ```
pub fn set_reader(reader: Reader) {
    let _ = READER.set(reader);
}

/// `message` read by the installed reader; with none, its identifier and
/// arguments (`pile-label(pile: 3)`), which name what would be said in
/// any language.
///
/// ```
/// use grundy_text::{msg, render};
/// // No reader is installed in this example.
/// assert_eq!(render(&msg!("pile-label", pile = 3)), "pile-label(pile: 3)");
/// ```
pub fn render(message: &Message) -> String {
    match READER.get() {
        Some(read) => read(message),
        None => plain(message),
    }
}

fn plain(message: &Message) -> String {
    let mut out = message.id().to_string();
    if !message.args().is_empty() {
        out.push('(');
        for (i, (name, arg)) in message.args().iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "{name}: ");
            plain_arg(arg, &mut out);
        }
        out.push(')');
    }
    out
}

fn plain_arg(arg: &Arg, out: &mut String) {
    match arg {
        Arg::Text(t) => out.push_str(t),
        Arg::Count(n) => {
            let _ = write!(out, "{n}");
        }
        Arg::Message(m) => out.push_str(&plain(m)),
        Arg::Lines(_, items) => {
            out.push('[');
            out.push_str(&items.replace('\n', ", "));
            out.push(']');
        }
        Arg::List(_, items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                plain_arg(item, out);
            }
            out.push(']');
        }
    }
}

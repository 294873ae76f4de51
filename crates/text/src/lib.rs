//! What grundy says, as data: a [`Message`] is a catalogue identifier and
//! its arguments, an [`Text`] is an explanation made of messages, plain
//! text (numbers, positions, notation) and laid-out tables. Neither knows a
//! language: `grundy-i18n` reads them in English or Chinese.
//!
//! The engine depends on this crate alone, so it states facts and leaves
//! their wording to the faces. An error type that must implement
//! `Display` renders its message through [`render`], which uses the
//! reader a face installed ([`set_reader`]; `grundy-i18n` installs its
//! own) and, with none, writes the message's identifier and arguments.
//!
//! ```
//! use grundy_text::{msg, Arg};
//! let m = msg!("take-from-pile", amount = 1, pile = 2, from = 3, to = 2);
//! assert_eq!(m.id(), "take-from-pile");
//! assert_eq!(m.arg("pile"), Some(&Arg::Text("2".into())));
//! ```

pub mod join;
mod message;
mod os;
mod reader;
mod text;

pub use join::join;
pub use message::{Arg, Join, Message};
pub use os::os_error;
pub use reader::{render, set_reader, Reader};
pub use text::{Layout, Piece, Say, Text};

/// `msg!("id")` or `msg!("id", name = value, …)`: the [`Message`] `id` with
/// its arguments, each value turned into an [`Arg`] (a message, an
/// argument as it is, or anything else written with `Display`).
///
/// ```
/// use grundy_text::{msg, Arg};
/// let inner = msg!("noun-amount");
/// let m = msg!("move-error-typed", pattern = inner, count = Arg::count(3));
/// assert_eq!(m.arg("pattern"), Some(&Arg::Message(msg!("noun-amount"))));
/// assert_eq!(m.arg("count"), Some(&Arg::Count(3)));
/// ```
#[macro_export]
macro_rules! msg {
    ($id:expr) => {
        $crate::Message::new($id)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::Message::with($id, vec![$((stringify!($name), $crate::Arg::from(&$value))),+])
    };
}

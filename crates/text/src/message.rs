//! A message: an identifier in the catalogues and its arguments.

use std::fmt;

/// A catalogue message to be read in some language: its identifier and
/// its named arguments.
///
/// ```
/// use grundy_text::Message;
/// let m = Message::new("verdict-first-player-wins");
/// assert!(m.args().is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Message {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// What [`Message::size`] counts for a message's words beyond its
    /// identifier.
    pub const WORDS: usize = 16;

    /// The message `id` without arguments.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// The message `id` with `args` (what [`msg!`](crate::msg) builds).
    ///
    /// ```
    /// use grundy_text::{Arg, Message};
    /// let m = Message::with("pile-label", vec![("pile", Arg::Text("1".into()))]);
    /// assert_eq!(m.args().len(), 1);
    /// ```
    pub fn with(id: &'static str, args: Vec<(&'static str, Arg)>) -> Message {
        Message { id, args }
    }

    /// Its identifier in the catalogues.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// Its arguments, in the order given.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The argument called `name`, if given.
    ///
    /// ```
    /// use grundy_text::{msg, Arg};
    /// assert_eq!(msg!("pile-label", pile = 3).arg("pile"), Some(&Arg::Text("3".into())));
    /// assert_eq!(msg!("pile-label", pile = 3).arg("heap"), None);
    /// ```
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// About how many bytes it takes to write, in any language: its
    /// arguments' text, and for its own words its identifier's length and
    /// [`Message::WORDS`] more (near what its English takes: "take 11 from
    /// the heap of 16, leaving 5" is 38 bytes, this measure 37). Budgets
    /// that count long moves by their size use it.
    ///
    /// ```
    /// use grundy_text::{msg, Message};
    /// let m = msg!("move-coins-turn", coins = "1, 2, 3");
    /// assert_eq!(m.size(), "move-coins-turn".len() + Message::WORDS + 7);
    /// ```
    pub fn size(&self) -> usize {
        fn arg_size(arg: &Arg) -> usize {
            match arg {
                Arg::Text(t) => t.len(),
                Arg::Count(_) => 8,
                Arg::Message(m) => m.size(),
                Arg::List(_, items) => items.iter().map(|i| arg_size(i) + 2).sum(),
                Arg::Lines(_, items) => items.len() + items.matches('\n').count(),
            }
        }
        self.id.len() + Message::WORDS + self.args.iter().map(|(_, a)| arg_size(a)).sum::<usize>()
    }

    /// This message followed by `next`, as one (the catalogues' `text-then`
    /// writes the two side by side).
    ///
    /// ```
    /// use grundy_text::msg;
    /// let m = msg!("move-subtract").then(msg!("move-subtract-won"));
    /// assert_eq!(m.id(), "text-then");
    /// ```
    pub fn then(self, next: Message) -> Message {
        Message::with(
            "text-then",
            vec![
                ("first", Arg::Message(self)),
                ("second", Arg::Message(next)),
            ],
        )
    }

    /// Text that is the same in every language (notation, a position) as a
    /// message (the catalogues' `text-plain`).
    ///
    /// ```
    /// use grundy_text::{Arg, Message};
    /// let m = Message::plain("P N");
    /// assert_eq!(m.id(), "text-plain");
    /// assert_eq!(m.arg("text"), Some(&Arg::Text("P N".into())));
    /// ```
    pub fn plain(text: impl Into<String>) -> Message {
        Message::with("text-plain", vec![("text", Arg::Text(text.into()))])
    }

    /// A list as one message: its items (messages, or plain text) joined
    /// as `join` says (the catalogues' `text-items`).
    ///
    /// ```
    /// use grundy_text::{msg, Arg, Join, Message};
    /// let m = Message::items(Join::Names, vec![msg!("a").into(), msg!("b").into()]);
    /// assert_eq!(m.id(), "text-items");
    /// ```
    pub fn items(join: Join, items: Vec<Arg>) -> Message {
        Message::with("text-items", vec![("items", Arg::List(join, items))])
    }

    /// The same message with one more argument.
    ///
    /// ```
    /// use grundy_text::{msg, Arg};
    /// let m = msg!("pile-label").and("pile", Arg::count(2));
    /// assert_eq!(m.arg("pile"), Some(&Arg::Count(2)));
    /// ```
    pub fn and(mut self, name: &'static str, value: Arg) -> Message {
        self.args.push((name, value));
        self
    }
}

/// A message's argument.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// Shown as it is (numbers are written exactly, as text).
    Text(String),
    /// A count: shown in decimal, and matched against plural variants.
    Count(u64),
    /// Another message, read in the same language.
    Message(Message),
    /// Items read in the same language and joined as that language joins
    /// a list of this kind.
    List(Join, Vec<Arg>),
    /// Plain items (numbers, coordinates), one a line of the string,
    /// joined as [`Arg::List`] joins them: a long list in one allocation
    /// (a move of the ruler game turns thousands of coins).
    Lines(Join, String),
}

/// How the items of a list inside a sentence are joined.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Join {
    /// Names or phrases (`nim, kayles`; in Chinese `nim、kayles`).
    Names,
    /// Values: numbers, or small formulas such as `G(1) = 1`, which
    /// Chinese joins with ，rather than 、.
    Values,
    /// Clauses with their own commas (`; `; in Chinese `；`).
    Clauses,
    /// Joined by the words of the message `between`, the last two by those
    /// of `last` ("1, 2 and 3").
    Words {
        /// The catalogue message between two items.
        between: &'static str,
        /// The catalogue message between the last two.
        last: &'static str,
    },
}

impl Arg {
    /// A count, for messages whose words depend on it ("1 move", "2 moves").
    ///
    /// ```
    /// use grundy_text::Arg;
    /// assert_eq!(Arg::count(5usize), Arg::Count(5));
    /// ```
    pub fn count(n: impl TryInto<u64>) -> Arg {
        Arg::Count(n.try_into().unwrap_or(u64::MAX))
    }

    /// A condition, for messages that choose between the variants `[yes]`
    /// and `*[no]`.
    ///
    /// ```
    /// use grundy_text::Arg;
    /// assert_eq!(Arg::yes(false), Arg::Text("no".into()));
    /// ```
    pub fn yes(condition: bool) -> Arg {
        Arg::Text(if condition { "yes" } else { "no" }.to_string())
    }

    /// A list of items (messages, or anything else written with
    /// `Display`) joined as `join` says.
    ///
    /// ```
    /// use grundy_text::{Arg, Join};
    /// let list = Arg::list(Join::Values, [1, 2, 3]);
    /// assert_eq!(list, Arg::List(Join::Values, vec![Arg::Text("1".into()), Arg::Text("2".into()), Arg::Text("3".into())]));
    /// ```
    pub fn list<T, I>(join: Join, items: I) -> Arg
    where
        I: IntoIterator<Item = T>,
        for<'a> Arg: From<&'a T>,
    {
        Arg::List(join, items.into_iter().map(|i| Arg::from(&i)).collect())
    }
}

/// An argument passes through [`msg!`](crate::msg) as it is.
impl From<&Arg> for Arg {
    fn from(value: &Arg) -> Arg {
        value.clone()
    }
}

impl From<Message> for Arg {
    fn from(value: Message) -> Arg {
        Arg::Message(value)
    }
}

/// A message as an argument is read in the same language as the one it
/// is part of.
impl From<&Message> for Arg {
    fn from(value: &Message) -> Arg {
        Arg::Message(value.clone())
    }
}

impl From<&&Message> for Arg {
    fn from(value: &&Message) -> Arg {
        Arg::Message((*value).clone())
    }
}

impl From<&&Arg> for Arg {
    fn from(value: &&Arg) -> Arg {
        (*value).clone()
    }
}

impl<T: fmt::Display + ?Sized> From<&T> for Arg {
    fn from(value: &T) -> Arg {
        Arg::Text(value.to_string())
    }
}

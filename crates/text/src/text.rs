//! An explanation: messages, plain text and tables laid out once their
//! words are known, in order.

use crate::Message;
use std::fmt;
use std::sync::Arc;

/// A table or other block whose layout depends on how wide its words are
/// once read (a Chinese character takes two columns): it is laid out by
/// the reader, with the function that reads its messages.
pub trait Layout: fmt::Debug + Send + Sync {
    /// The block, its messages read by `say`.
    fn lay_out(&self, say: &dyn Fn(&Message) -> String) -> String;
}

/// How a block reads its messages: the reader's function.
pub type Say<'a> = &'a dyn Fn(&Message) -> String;

/// A block written by a function of the reader's words, for running text
/// whose shape depends on them (a list joined and capitalised as the
/// language writes it).
struct Composed<F>(F);

impl<F> fmt::Debug for Composed<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Composed")
    }
}

impl<F: Fn(Say<'_>) -> String + Send + Sync> Layout for Composed<F> {
    fn lay_out(&self, say: &dyn Fn(&Message) -> String) -> String {
        (self.0)(say)
    }
}

/// One piece of a [`Text`].
#[derive(Clone, Debug)]
pub enum Piece {
    /// A message, read in the reader's language.
    Say(Message),
    /// Text that reads the same in every language: numbers, positions,
    /// notation, spaces and line breaks.
    Plain(String),
    /// A block laid out by the reader.
    Block(Arc<dyn Layout>),
}

/// An explanation or other running text: its pieces in order.
///
/// ```
/// use grundy_text::{msg, Text};
/// use std::fmt::Write;
/// let mut t = Text::new();
/// t.line(msg!("nim-explain-columns"));
/// writeln!(t, "  3 xor 5 = {}", 3 ^ 5).unwrap();
/// let read = t.read_with(&|m| m.id().to_uppercase());
/// assert_eq!(read, "NIM-EXPLAIN-COLUMNS\n  3 xor 5 = 6\n");
/// ```
#[derive(Clone, Debug, Default)]
pub struct Text {
    pieces: Vec<Piece>,
}

impl Text {
    /// An empty text.
    pub fn new() -> Text {
        Text::default()
    }

    /// The text that is `message` alone.
    ///
    /// ```
    /// let t = grundy_text::Text::from_message(grundy_text::msg!("a"));
    /// assert_eq!(t.pieces().len(), 1);
    /// ```
    pub fn from_message(message: Message) -> Text {
        Text {
            pieces: vec![Piece::Say(message)],
        }
    }

    /// The text that is `plain` alone: text that reads the same in every
    /// language.
    ///
    /// ```
    /// let t = grundy_text::Text::from_plain("nim=3");
    /// assert_eq!(t.read_with(&|_| String::new()), "nim=3");
    /// ```
    pub fn from_plain(plain: impl Into<String>) -> Text {
        Text {
            pieces: vec![Piece::Plain(plain.into())],
        }
    }

    /// Appends `message`.
    pub fn say(&mut self, message: Message) -> &mut Text {
        self.pieces.push(Piece::Say(message));
        self
    }

    /// Appends `message` and a line break.
    pub fn line(&mut self, message: Message) -> &mut Text {
        self.say(message);
        self.plain("\n")
    }

    /// Appends text that reads the same in every language.
    pub fn plain(&mut self, text: &str) -> &mut Text {
        match self.pieces.last_mut() {
            Some(Piece::Plain(last)) => last.push_str(text),
            _ => self.pieces.push(Piece::Plain(text.to_string())),
        }
        self
    }

    /// Appends a block laid out by the reader.
    pub fn block(&mut self, block: impl Layout + 'static) -> &mut Text {
        self.pieces.push(Piece::Block(Arc::new(block)));
        self
    }

    /// The text written by `write` once the reader's words are known:
    /// `write` gets the function that reads a message.
    ///
    /// ```
    /// use grundy_text::{msg, Text};
    /// let t = Text::compose(|say| say(&msg!("a")).to_uppercase());
    /// assert_eq!(t.read_with(&|m| m.id().to_string()), "A");
    /// ```
    pub fn compose(write: impl Fn(Say<'_>) -> String + Send + Sync + 'static) -> Text {
        let mut text = Text::new();
        text.block(Composed(write));
        text
    }

    /// Appends every piece of `other`.
    ///
    /// ```
    /// use grundy_text::{msg, Text};
    /// let mut t = Text::from_message(msg!("a"));
    /// t.append(Text::from_message(msg!("b")));
    /// assert_eq!(t.read_with(&|m| m.id().to_string()), "ab");
    /// ```
    pub fn append(&mut self, other: Text) -> &mut Text {
        for piece in other.pieces {
            match piece {
                Piece::Plain(p) => {
                    self.plain(&p);
                }
                piece => self.pieces.push(piece),
            }
        }
        self
    }

    /// Its pieces, in order.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// Whether it says nothing.
    pub fn is_empty(&self) -> bool {
        self.pieces
            .iter()
            .all(|p| matches!(p, Piece::Plain(s) if s.is_empty()))
    }

    /// Every message it says, blocks' excepted, in order (for tests that
    /// check what is said rather than its words in one language).
    ///
    /// ```
    /// use grundy_text::{msg, Text};
    /// let mut t = Text::from_message(msg!("a"));
    /// t.plain(" and ").say(msg!("b"));
    /// let ids: Vec<_> = t.messages().map(|m| m.id()).collect();
    /// assert_eq!(ids, ["a", "b"]);
    /// ```
    pub fn messages(&self) -> impl Iterator<Item = &Message> {
        self.pieces.iter().filter_map(|p| match p {
            Piece::Say(m) => Some(m),
            _ => None,
        })
    }

    /// The text with each message read by `say`.
    pub fn read_with(&self, say: &dyn Fn(&Message) -> String) -> String {
        let mut out = String::new();
        for piece in &self.pieces {
            match piece {
                Piece::Say(m) => out.push_str(&say(m)),
                Piece::Plain(p) => out.push_str(p),
                Piece::Block(b) => out.push_str(&b.lay_out(say)),
            }
        }
        out
    }
}

impl From<Message> for Text {
    fn from(message: Message) -> Text {
        Text::from_message(message)
    }
}

/// `write!` appends plain text: numbers and notation.
impl fmt::Write for Text {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.plain(s);
        Ok(())
    }
}

/// Read by the installed reader ([`crate::render`]).
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.read_with(&crate::render))
    }
}

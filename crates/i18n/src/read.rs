//! The engine's messages and texts (`grundy_text`), read in a language.

use crate::{current, Lang};
use grundy_text::{Message, Text};

/// `message` in the current language.
///
/// ```
/// use grundy_i18n::{say, with_lang, Lang};
/// use grundy_text::msg;
/// assert_eq!(with_lang(Lang::Zh, || say(&msg!("verdict-first-player-wins"))), "先手必胜");
/// ```
pub fn say(message: &Message) -> String {
    say_in(current(), message)
}

/// `message` in `lang`, its message arguments and lists read in `lang`
/// too.
///
/// ```
/// use grundy_i18n::{say_in, Lang};
/// use grundy_text::{msg, Arg, Join};
/// let values = Arg::list(Join::Values, ["1", "2"]);
/// assert_eq!(say_in(Lang::Zh, &msg!("pile-label", pile = values)), "第 1、2 堆");
/// ```
pub fn say_in(lang: Lang, message: &Message) -> String {
    crate::catalogue::format(lang, message.id(), message.args())
}

/// `text` in the current language.
///
/// ```
/// use grundy_i18n::{read, with_lang, Lang};
/// use grundy_text::{msg, Text};
/// let mut t = Text::from_message(msg!("xor-label"));
/// t.plain(" = 6");
/// assert_eq!(with_lang(Lang::En, || read(&t)), "xor s = 6");
/// ```
pub fn read(text: &Text) -> String {
    read_in(current(), text)
}

/// `text` in `lang`.
pub fn read_in(lang: Lang, text: &Text) -> String {
    text.read_with(&|m| say_in(lang, m))
}

/// Makes `Display` on the engine's errors and texts read their messages
/// in the current language ([`grundy_text::set_reader`]). Choosing a
/// language ([`crate::set_current`], [`crate::with_lang`]) installs it too;
/// a face calls this once at its start.
///
/// ```
/// grundy_i18n::install();
/// let t = grundy_text::Text::from_message(grundy_text::msg!("verdict-first-player-wins"));
/// assert_eq!(t.to_string(), "first player wins");
/// ```
pub fn install() {
    grundy_text::set_reader(say);
}

//! grundy's messages in English and Simplified Chinese.
//!
//! Every user-facing text lives in a Fluent catalogue under `locales/`
//! (`en/*.ftl`, `zh-CN/*.ftl`), embedded in the binary; code asks for a
//! message by its identifier with [`text`] or the [`tr!`] macro. The
//! language is the process's ([`set_current`]), which a thread may
//! override for the length of a call ([`with_lang`]: the web server answers
//! each request in the language it asks for).
//!
//! Numbers are passed as text, so that they are written exactly at any
//! size (Fluent's own numbers are floating point); a count that chooses a
//! plural form is passed with [`Arg::count`].
//!
//! ```
//! use grundy_i18n::{tr, with_lang, Lang};
//!
//! assert_eq!(with_lang(Lang::En, || tr!("verdict-first-player-wins")), "first player wins");
//! assert_eq!(with_lang(Lang::Zh, || tr!("verdict-first-player-wins")), "先手必胜");
//! let big = "123456789012345678901234567890";
//! assert!(with_lang(Lang::En, || tr!("grundy-value-star", g = big)).contains(big));
//! ```

mod catalogue;
pub mod client;
pub mod font;
mod lang;
mod list;
mod os;
mod read;

pub use catalogue::{message_ids, Arg};
pub use lang::{current, set_current, with_lang, Lang};
pub use list::{join_clauses, join_list, join_values};
pub use os::os_error;
pub use read::{install, read, read_in, say, say_in};

/// The message `id` in the current language, with its arguments.
///
/// A message missing from the current language's catalogue falls back to
/// English, then to its identifier; the catalogue tests make both
/// impossible for the messages the catalogues define.
///
/// ```
/// use grundy_i18n::{text, with_lang, Arg, Lang};
/// let line = with_lang(Lang::En, || text("remoteness-wins", &[("moves", Arg::count(1))]));
/// assert_eq!(line, "with perfect play the first player wins in 1 move (remoteness 1)");
/// ```
pub fn text(id: &str, args: &[(&str, Arg)]) -> String {
    catalogue::format(current(), id, args)
}

/// The message `id` in `lang`.
///
/// ```
/// use grundy_i18n::{text_in, Lang};
/// assert_eq!(text_in(Lang::Zh, "verdict-first-player-loses", &[]), "先手必败");
/// ```
pub fn text_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    catalogue::format(lang, id, args)
}

/// `tr!("id")` or `tr!("id", name = value, …)`: the message in the current
/// language, each value turned into an [`Arg`] (text, or a number written
/// as text).
///
/// ```
/// use grundy_i18n::{tr, with_lang, Lang};
/// assert_eq!(with_lang(Lang::Zh, || tr!("take-from-pile", amount = 1, pile = 2, from = 3, to = 2)),
///            "从第 2 堆取走 1 个（3 -> 2）");
/// ```
#[macro_export]
macro_rules! tr {
    ($id:expr) => {
        $crate::text($id, &[])
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::text($id, &[$((stringify!($name), $crate::Arg::from(&$value))),+])
    };
}

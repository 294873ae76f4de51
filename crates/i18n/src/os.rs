//! The operating system's reasons (a file not found, a permission denied)
//! in the language of the output. Rust writes them in English whatever the
//! locale; Chinese gets the words glibc's Chinese uses for the same errors,
//! with the error's number kept for a search.

use std::io::Error;

/// Why an input or output failed, in the current language
/// ([`grundy_text::os_error`] read).
///
/// ```
/// use grundy_i18n::{os_error, with_lang, Lang};
/// let e = std::fs::read("/no/such/file").unwrap_err();
/// assert_eq!(with_lang(Lang::En, || os_error(&e)), "No such file or directory (os error 2)");
/// assert_eq!(with_lang(Lang::Zh, || os_error(&e)), "没有那个文件或目录（os error 2）");
/// ```
pub fn os_error(e: &Error) -> String {
    crate::say(&grundy_text::os_error(e))
}

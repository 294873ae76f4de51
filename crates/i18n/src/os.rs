//! The operating system's reasons (a file not found, a permission denied)
//! in the language of the output. Rust writes them in English whatever the
//! locale; Chinese gets the words glibc's Chinese uses for the same errors,
//! with the error's number kept for a search.

use crate::{text, Arg};
use std::io::{Error, ErrorKind};

/// Why an input or output failed, in the current language.
///
/// ```
/// use grundy_i18n::{os_error, with_lang, Lang};
/// let e = std::fs::read("/no/such/file").unwrap_err();
/// assert_eq!(with_lang(Lang::En, || os_error(&e)), "No such file or directory (os error 2)");
/// assert_eq!(with_lang(Lang::Zh, || os_error(&e)), "没有那个文件或目录（os error 2）");
/// ```
pub fn os_error(e: &Error) -> String {
    if crate::current() == crate::Lang::En {
        // English is Rust's own text, the operating system's words.
        return e.to_string();
    }
    let id = match e.kind() {
        ErrorKind::NotFound => "os-not-found",
        ErrorKind::PermissionDenied => "os-permission-denied",
        ErrorKind::AlreadyExists => "os-already-exists",
        ErrorKind::IsADirectory => "os-is-a-directory",
        ErrorKind::NotADirectory => "os-not-a-directory",
        ErrorKind::DirectoryNotEmpty => "os-directory-not-empty",
        ErrorKind::ReadOnlyFilesystem => "os-read-only",
        ErrorKind::StorageFull => "os-storage-full",
        ErrorKind::QuotaExceeded => "os-quota-exceeded",
        ErrorKind::FileTooLarge => "os-file-too-large",
        ErrorKind::BrokenPipe => "os-broken-pipe",
        ErrorKind::AddrInUse => "os-address-in-use",
        ErrorKind::AddrNotAvailable => "os-address-not-available",
        ErrorKind::ConnectionRefused => "os-connection-refused",
        ErrorKind::OutOfMemory => "os-out-of-memory",
        ErrorKind::TimedOut => "os-timed-out",
        ErrorKind::Interrupted => "os-interrupted",
        // The rest (rare, or a message of Rust's own): as Rust writes it.
        _ => return e.to_string(),
    };
    let reason = text(id, &[]);
    match e.raw_os_error() {
        Some(code) => text(
            "os-error-numbered",
            &[("reason", Arg::from(&reason)), ("code", Arg::from(&code))],
        ),
        None => reason,
    }
}

//! The operating system's reasons for a failed input or output (a file not
//! found, a permission denied) as a message. English keeps Rust's own text,
//! the operating system's words; other languages name the reason by its
//! kind and keep the error's number for a search.

use crate::{msg, Message};
use std::io::{Error, ErrorKind};

/// Why an input or output failed: `os-error` (a reason the catalogues name,
/// with the error's number), `os-error-custom` (a named reason without a
/// number) or `os-error-other` (Rust's words in every language), each
/// carrying Rust's own text as `english`.
///
/// ```
/// let e = std::fs::read("/no/such/file").unwrap_err();
/// let m = grundy_text::os_error(&e);
/// assert_eq!(m.id(), "os-error");
/// assert_eq!(m.arg("reason"), Some(&grundy_text::Arg::Message(grundy_text::msg!("os-not-found"))));
/// ```
pub fn os_error(e: &Error) -> Message {
    let english = e.to_string();
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
        _ => return msg!("os-error-other", english = english),
    };
    let reason = Message::new(id);
    match e.raw_os_error() {
        Some(code) => msg!("os-error", reason = reason, code = code, english = english),
        None => msg!("os-error-custom", reason = reason, english = english),
    }
}

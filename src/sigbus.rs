//! A mapped input cut short while it is read: a clear message and exit
//! status 2 instead of the kernel's SIGBUS.
//!
//! `input::whole` maps a regular file rather than copying it (a tenth of a
//! judge run of 40 MB). If another program truncates the file while it is
//! mapped, touching a page past the new end raises SIGBUS, which by default
//! kills the process with no word of why, and with part of an answer
//! perhaps already printed. The handler says what happened and exits with
//! the status of bad input, so the cut-short run is never taken for an
//! answer.
//!
//! Its test is input's (`input::cut_short`): it goes through `input::whole`,
//! which this module, used by it, does not name.

/// What the handler prints, on one line, to standard error.
const MESSAGE: &[u8] =
    b"error: the input file was cut short by another program while grundy read it; \
any answer printed before this line is incomplete\n";

/// The exit status of a run whose input went bad under it: bad input's.
pub(crate) const STATUS: libc::c_int = 2;

/// Installs the handler, once per process; later calls do nothing.
pub fn guard() {
    #[cfg(unix)]
    {
        static INSTALLED: std::sync::Once = std::sync::Once::new();
        INSTALLED.call_once(|| {
            // SAFETY: the handler only calls write(2) and _exit(2), both
            // async-signal-safe, and touches no memory the program shares.
            unsafe {
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction = on_sigbus as *const () as libc::sighandler_t;
                libc::sigemptyset(&mut action.sa_mask);
                libc::sigaction(libc::SIGBUS, &action, std::ptr::null_mut());
            }
        });
    }
}

#[cfg(unix)]
extern "C" fn on_sigbus(_signal: libc::c_int) {
    // SAFETY: async-signal-safe calls on a static buffer.
    unsafe {
        libc::write(2, MESSAGE.as_ptr().cast(), MESSAGE.len());
        libc::_exit(STATUS);
    }
}

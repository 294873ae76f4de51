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

/// What the handler prints, on one line, to standard error.
const MESSAGE: &[u8] =
    b"error: the input file was cut short by another program while grundy read it; \
any answer printed before this line is incomplete\n";

/// The exit status of a run whose input went bad under it: bad input's.
const STATUS: libc::c_int = 2;

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

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::io::Write;

    /// Set in the child process that the test re-runs itself as.
    const CHILD: &str = "GRUNDY_SIGBUS_TEST_FILE";

    /// Regression: a judge input truncated while `grundy oj` had it mapped
    /// killed the process with SIGBUS and no message (root cause: the map
    /// outlives the file's length, and the default action of SIGBUS is to
    /// die). The test maps a file, cuts it to nothing, and reads the map,
    /// in a child process, which must exit 2 with the message.
    #[test]
    fn a_mapped_input_cut_short_exits_2_with_a_message() {
        if let Some(path) = std::env::var_os(CHILD) {
            let path = std::path::PathBuf::from(path);
            let data = crate::input::whole(Some(&path)).unwrap();
            std::fs::OpenOptions::new()
                .write(true)
                .open(&path)
                .unwrap()
                .set_len(0)
                .unwrap();
            let sum: u64 = data.iter().map(|&b| u64::from(b)).sum();
            // Not reached: reading the map past the file's end raises SIGBUS.
            println!("read {sum}");
            std::process::exit(0);
        }
        let dir = std::env::temp_dir().join(format!("grundy-sigbus-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("input.txt");
        let mut file = std::fs::File::create(&path).unwrap();
        file.write_all(&vec![b'7'; 1 << 16]).unwrap();
        drop(file);
        let output = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "sigbus::tests::a_mapped_input_cut_short_exits_2_with_a_message",
                "--nocapture",
            ])
            .env(CHILD, &path)
            .output()
            .unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(STATUS), "stderr: {stderr}");
        assert!(
            stderr.contains("cut short by another program"),
            "stderr: {stderr}"
        );
        assert!(!String::from_utf8_lossy(&output.stdout).contains("read "));
    }
}

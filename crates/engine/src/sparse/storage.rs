//! The directory that holds a run's values: one run at a time.

use super::SparseError;
use grundy_text::msg;
use std::io;
use std::path::{Path, PathBuf};

/// `DIR/lock`, made with `create_new` and removed when dropped: one run per
/// directory of values.
pub(super) struct DirLock(PathBuf);

/// A failure of the files that hold the values, as the engine reports it.
pub(super) fn storage_error(e: io::Error) -> SparseError {
    SparseError::Storage(msg!("os-error-other", english = e.to_string()))
}

impl DirLock {
    pub(super) fn take(dir: &Path) -> Result<DirLock, SparseError> {
        let path = dir.join("lock");
        let made = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path);
        match made {
            Ok(mut file) => {
                use std::io::Write;
                let _ = writeln!(file, "{}", std::process::id());
                Ok(DirLock(path))
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(SparseError::Storage(msg!(
                "sparse-storage-locked",
                dir = dir.display(),
                lock = path.display()
            ))),
            Err(e) => Err(SparseError::Storage(msg!(
                "sparse-storage-at",
                dir = dir.display(),
                why = msg!("os-error-other", english = e.to_string())
            ))),
        }
    }
}

impl Drop for DirLock {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

//! The directory that holds a run's values: one run at a time.

use super::SparseError;
use std::io;
use std::path::{Path, PathBuf};

/// `DIR/lock`, made with `create_new` and removed when dropped: one run per
/// directory of values.
pub(super) struct DirLock(PathBuf);

/// A failure of the files that hold the values, as the engine reports it.
pub(super) fn storage_error(e: io::Error) -> SparseError {
    SparseError::Storage(e.to_string())
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
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                Err(SparseError::Storage(format!(
                    "{}: another run keeps its values there (if none does, remove {})",
                    dir.display(),
                    path.display()
                )))
            }
            Err(e) => Err(SparseError::Storage(format!("{}: {e}", dir.display()))),
        }
    }
}

impl Drop for DirLock {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

//! The values again, backwards, so that the upper heaps of the pairs read
//! forwards.

use crate::store::Store;
use std::io;
use std::path::{Path, PathBuf};

/// The values backwards, `G(p)` at `anchor − p`: the upper heaps of the
/// splits `(a, rest − a)`, `(a + 1, rest − a − 1)`, … read forwards, so
/// vectorised loops need no shuffles.
pub(super) struct Backwards {
    pub(super) values: Store,
    pub(super) anchor: usize,
    /// Where to keep the values when on disk, and how many files so far.
    pub(super) dir: Option<(PathBuf, usize)>,
}

impl Backwards {
    pub(super) fn new() -> Backwards {
        let mut values = Store::in_memory();
        values.resize_zeroed(1).expect("memory");
        Backwards {
            values,
            anchor: 0,
            dir: None,
        }
    }

    /// Room for heaps up to `last`.
    pub(super) fn reserve(&mut self, last: usize) -> io::Result<()> {
        if last <= self.anchor {
            return Ok(());
        }
        let anchor = last.max(2 * self.anchor).max(1024);
        self.move_to(anchor)
    }

    /// Room for heaps up to `last`, exactly.
    pub(super) fn reserve_exactly(&mut self, last: usize) -> io::Result<()> {
        if last <= self.anchor {
            return Ok(());
        }
        self.move_to(last)
    }

    /// Copies the values into a new store with the given anchor (in a new
    /// file when on disk, the old one removed).
    fn move_to(&mut self, anchor: usize) -> io::Result<()> {
        let mut values = match &mut self.dir {
            None => Store::in_memory(),
            Some((dir, files)) => {
                *files += 1;
                Store::in_file(&dir.join(format!("backwards-{files}.u16")), anchor + 1)?
            }
        };
        values.resize_zeroed(anchor + 1)?;
        values[anchor - self.anchor..].copy_from_slice(&self.values);
        let old = std::mem::replace(&mut self.values, values);
        self.anchor = anchor;
        if let Some(path) = old.path() {
            let path = path.to_path_buf();
            drop(old);
            std::fs::remove_file(path)?;
        }
        Ok(())
    }

    /// Keeps the values in files in `dir` from now on.
    pub(super) fn keep_in(&mut self, dir: &Path) -> io::Result<()> {
        self.dir = Some((dir.to_path_buf(), 0));
        self.move_to(self.anchor)
    }

    pub(super) fn push(&mut self, heap: usize, value: u16) -> io::Result<()> {
        self.reserve(heap)?;
        self.values[self.anchor - heap] = value;
        Ok(())
    }

    /// A view for the hot loops, looked up once.
    pub(super) fn view(&self) -> Back<'_> {
        Back {
            values: &self.values,
            anchor: self.anchor,
        }
    }
}

/// A view of [`Backwards`].
#[derive(Clone, Copy)]
pub(super) struct Back<'a> {
    pub(super) values: &'a [u16],
    pub(super) anchor: usize,
}

impl<'a> Back<'a> {
    /// `G(top), G(top − 1), …`, `len` of them.
    #[inline]
    pub(super) fn down_from(self, top: usize, len: usize) -> &'a [u16] {
        &self.values[self.anchor - top..self.anchor - top + len]
    }
}

//! Arrays of 16-bit values in memory or in a memory-mapped file, for
//! nim-sequences longer than memory: with a file, the operating system
//! keeps in RAM the pages in use (the recent values, the small heaps, the
//! rare ones) and writes the rest back to disk.
//!
//! ```
//! use grundy_engine::store::Store;
//! let dir = std::env::temp_dir().join(format!("store-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir).unwrap();
//! let mut on_disk = Store::in_file(&dir.join("values.u16"), 4).unwrap();
//! for v in 0..10u16 {
//!     on_disk.push(v).unwrap();
//! }
//! assert_eq!(&on_disk[..], &(0..10).collect::<Vec<u16>>()[..]);
//! # std::fs::remove_dir_all(&dir).unwrap();
//! ```

use memmap2::{Mmap, MmapMut};
use std::fs::{File, OpenOptions};
use std::io;
use std::ops::{Deref, DerefMut};
use std::path::{Path, PathBuf};

/// A growable array of `u16`, in memory or in a file.
pub struct Store {
    len: usize,
    kind: Kind,
}

enum Kind {
    Memory(Vec<u16>),
    File {
        path: PathBuf,
        file: File,
        map: MmapMut,
        /// Values the file has room for.
        capacity: usize,
    },
}

impl Store {
    /// An empty array in memory.
    pub fn in_memory() -> Store {
        Store {
            len: 0,
            kind: Kind::Memory(Vec::new()),
        }
    }

    /// An empty array in the file `path` (created, or emptied), with room
    /// for `capacity` values before it grows.
    pub fn in_file(path: &Path, capacity: usize) -> io::Result<Store> {
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(true)
            .open(path)?;
        let capacity = capacity.max(1024);
        file.set_len(2 * capacity as u64)?;
        // SAFETY: the file is this store's own (created and truncated just
        // now); nothing else is meant to change it while it is mapped.
        let map = unsafe { MmapMut::map_mut(&file)? };
        Ok(Store {
            len: 0,
            kind: Kind::File {
                path: path.to_path_buf(),
                file,
                map,
                capacity,
            },
        })
    }

    /// The file, if the values are in one.
    pub fn path(&self) -> Option<&Path> {
        match &self.kind {
            Kind::Memory(_) => None,
            Kind::File { path, .. } => Some(path),
        }
    }

    /// Room for `total` values without growing again.
    pub fn reserve(&mut self, total: usize) -> io::Result<()> {
        match &mut self.kind {
            Kind::Memory(v) => {
                v.reserve(total.saturating_sub(v.len()));
                Ok(())
            }
            Kind::File {
                file,
                map,
                capacity,
                ..
            } => {
                if total <= *capacity {
                    return Ok(());
                }
                map.flush_async()?;
                file.set_len(2 * total as u64)?;
                // SAFETY: as in `in_file`; the old map is replaced, and no
                // slice of it outlives this `&mut self`.
                *map = unsafe { MmapMut::map_mut(&*file)? };
                *capacity = total;
                Ok(())
            }
        }
    }

    /// Appends `v`, growing the file by doubling when full.
    pub fn push(&mut self, v: u16) -> io::Result<()> {
        match &mut self.kind {
            Kind::Memory(values) => values.push(v),
            Kind::File { capacity, .. } => {
                if self.len == *capacity {
                    let grown = 2 * *capacity;
                    self.reserve(grown)?;
                }
                let len = self.len;
                self.as_mut_all()[len] = v;
            }
        }
        self.len += 1;
        Ok(())
    }

    /// Makes the array `len` long, new values 0.
    pub fn resize_zeroed(&mut self, len: usize) -> io::Result<()> {
        match &mut self.kind {
            // From empty, zeroed pages come from the system untouched.
            Kind::Memory(v) if v.is_empty() => *v = vec![0; len],
            Kind::Memory(v) => v.resize(len, 0),
            Kind::File { .. } => {
                self.reserve(len)?;
                let from = self.len.min(len);
                self.as_mut_all()[from..len].fill(0);
            }
        }
        self.len = len;
        Ok(())
    }

    /// Drops every value.
    pub fn clear(&mut self) {
        if let Kind::Memory(v) = &mut self.kind {
            v.clear();
        }
        self.len = 0;
    }

    fn as_mut_all(&mut self) -> &mut [u16] {
        match &mut self.kind {
            Kind::Memory(v) => v,
            Kind::File { map, .. } => bytemuck::cast_slice_mut(&mut map[..]),
        }
    }

    /// A read-only view of the same file for another thread, which sees
    /// the values written before it is handed over (or `None` in memory).
    pub(crate) fn reader(&self) -> io::Result<Option<Reader>> {
        match &self.kind {
            Kind::Memory(_) => Ok(None),
            Kind::File { path, .. } => Reader::open(path, self.len).map(Some),
        }
    }
}

impl Deref for Store {
    type Target = [u16];

    // Read for every value the engine looks at: inlined whatever unit of
    // code the caller is compiled in (it was not, once the crate grew, and
    // the two-thread runs lost a third of their speed).
    #[inline]
    fn deref(&self) -> &[u16] {
        match &self.kind {
            Kind::Memory(v) => v,
            Kind::File { map, .. } => &bytemuck::cast_slice(&map[..])[..self.len],
        }
    }
}

impl DerefMut for Store {
    #[inline]
    fn deref_mut(&mut self) -> &mut [u16] {
        let len = self.len;
        &mut self.as_mut_all()[..len]
    }
}

/// A read-only mapping of a store's file, as long as the values known to
/// the reader.
pub(crate) struct Reader {
    file: File,
    map: Mmap,
    len: usize,
}

impl Reader {
    fn open(path: &Path, len: usize) -> io::Result<Reader> {
        let file = File::open(path)?;
        // SAFETY: the writer only ever appends past `len`; the values below
        // it never change again.
        let map = unsafe { Mmap::map(&file)? };
        Ok(Reader { file, map, len })
    }

    /// `len` values are known now (written before this call, and the file
    /// already long enough for them).
    pub(crate) fn grow(&mut self, len: usize) -> io::Result<()> {
        if 2 * len > self.map.len() {
            // SAFETY: as in `open`.
            self.map = unsafe { Mmap::map(&self.file)? };
        }
        self.len = len;
        Ok(())
    }

    pub(crate) fn values(&self) -> &[u16] {
        &bytemuck::cast_slice(&self.map[..])[..self.len]
    }
}

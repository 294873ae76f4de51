//! Checkpoints of a research run: everything needed to go on exactly as
//! the run would have, in checkpoint format 3, and every reason a file is
//! refused.

use super::{Milestone, Proof, Research};
use crate::heap::HeapGame;
use crate::sparse::{Classes, Sparse, SparseState};
use grundy_text::{msg, Message};
use memmap2::Mmap;
use std::fmt;
use std::fs::File;
use std::io::{self, Read, Write};
use std::path::Path;

impl Research {
    /// Writes a checkpoint: everything [`Research::read_checkpoint`] needs to
    /// go on exactly as this run would. The values are written a part at a
    /// time, so that a run whose values are on disk stays within its memory.
    pub fn write_checkpoint(&self, out: &mut impl Write) -> io::Result<()> {
        let mut bytes = Vec::with_capacity(4096);
        bytes.extend_from_slice(MAGIC);
        put_u64(&mut bytes, FORMAT);
        put_str(&mut bytes, env!("CARGO_PKG_VERSION"));
        put_str(&mut bytes, &self.game.to_string());
        let state = self.engine.state();
        bytes.push(u8::from(state.direct));
        match state.classes {
            Classes::Direct => bytes.extend_from_slice(&[0, 0, 0, 0, 0]),
            Classes::Greedy => bytes.extend_from_slice(&[1, 0, 0, 0, 0]),
            Classes::Mask(m) => {
                bytes.push(2);
                bytes.extend_from_slice(&m.to_le_bytes());
            }
        }
        put_u64(&mut bytes, state.rare_at_rebuild);
        put_u64(&mut bytes, state.reviewed);
        for (common, &rare) in state.common.iter().zip(&state.rare) {
            put_u64(&mut bytes, common.len() as u64);
            for &c in common {
                bytes.extend_from_slice(&c.to_le_bytes());
            }
            put_u64(&mut bytes, rare);
        }
        put_u64(&mut bytes, self.tally.heaps as u64);
        put_u64(&mut bytes, self.next_milestone as u64);
        put_u64(&mut bytes, self.next_check as u64);
        match self.proof {
            None => bytes.push(0),
            Some(p) => {
                bytes.push(1);
                for x in [p.preperiod, p.period, p.needed, p.removal] {
                    put_u64(&mut bytes, x as u64);
                }
            }
        }
        put_u64(&mut bytes, self.milestones.len() as u64);
        for m in &self.milestones {
            put_milestone(&mut bytes, m);
        }
        let values = self.engine.values();
        put_u64(&mut bytes, values.len() as u64);
        let mut sum = FNV_START;
        for part in values.chunks(1 << 16) {
            bytes.extend(part.iter().flat_map(|v| v.to_le_bytes()));
            sum = fnv1a_on(sum, &bytes);
            out.write_all(&bytes)?;
            bytes.clear();
        }
        sum = fnv1a_on(sum, &bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
        out.write_all(&bytes)
    }

    /// Reads a checkpoint written by [`Research::write_checkpoint`] for
    /// `game`, refusing one of another game, another format or version, or
    /// a damaged one.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::research::{CheckpointError, Research};
    /// let game = HeapGame::parse("0.6").unwrap();
    /// let mut run = Research::new(&game).unwrap();
    /// run.advance(5000, 5000, |_| {}).unwrap();
    /// let mut saved = Vec::new();
    /// run.write_checkpoint(&mut saved).unwrap();
    /// let resumed = Research::read_checkpoint(&mut &saved[..], &game).unwrap();
    /// assert_eq!((resumed.heaps(), resumed.checksum()), (run.heaps(), run.checksum()));
    /// saved[100] ^= 1;
    /// let damaged = Research::read_checkpoint(&mut &saved[..], &game).err().unwrap();
    /// assert!(matches!(damaged, CheckpointError::Damaged(_)));
    /// ```
    pub fn read_checkpoint(
        input: &mut impl Read,
        game: &HeapGame,
    ) -> Result<Research, CheckpointError> {
        let mut bytes = Vec::new();
        input
            .read_to_end(&mut bytes)
            .map_err(|e| CheckpointError::Io(e.to_string()))?;
        Research::from_checkpoint(&bytes, game, None)
    }

    /// [`Research::read_checkpoint`] from the open file `checkpoint`,
    /// mapped rather than read into memory, the values kept in files in `dir` if
    /// given (see [`Research::keep_values_in`]) as they are read: resuming
    /// a run whose values are on disk stays within its memory too.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::research::Research;
    /// let dir = std::env::temp_dir().join(format!("resume-doc-{}", std::process::id()));
    /// std::fs::create_dir_all(&dir).unwrap();
    /// let game = HeapGame::parse("0.6").unwrap();
    /// let mut run = Research::new(&game).unwrap();
    /// run.advance(5000, 5000, |_| {}).unwrap();
    /// let file = dir.join("run.ckpt");
    /// run.write_checkpoint(&mut std::fs::File::create(&file).unwrap()).unwrap();
    /// let values = dir.join("values");
    /// std::fs::create_dir_all(&values).unwrap();
    /// let checkpoint = std::fs::File::open(&file).unwrap();
    /// let resumed = Research::read_checkpoint_file(&checkpoint, &game, Some(&values)).unwrap();
    /// assert_eq!(resumed.checksum(), run.checksum());
    /// assert!(values.join("values.u16").exists());
    /// # drop(resumed);
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    pub fn read_checkpoint_file(
        file: &File,
        game: &HeapGame,
        dir: Option<&Path>,
    ) -> Result<Research, CheckpointError> {
        let io = |e: io::Error| CheckpointError::Io(e.to_string());
        if file.metadata().map_err(io)?.len() < MAGIC.len() as u64 {
            return Err(CheckpointError::NotACheckpoint);
        }
        // SAFETY: the map is only read, and only here; grundy replaces a
        // checkpoint by renaming a new file over it, which leaves this
        // one's contents as they are. (Another program rewriting the file
        // in place meanwhile could change it under the read: not guarded.)
        match unsafe { Mmap::map(file) } {
            Ok(map) => Research::from_checkpoint(&map, game, dir),
            // Some file systems cannot map files: read it whole instead.
            Err(_) => {
                let mut bytes = Vec::new();
                let mut file = file;
                file.read_to_end(&mut bytes).map_err(io)?;
                Research::from_checkpoint(&bytes, game, dir)
            }
        }
    }

    fn from_checkpoint(
        bytes: &[u8],
        game: &HeapGame,
        dir: Option<&Path>,
    ) -> Result<Research, CheckpointError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(CheckpointError::NotACheckpoint);
        }
        if bytes.len() < MAGIC.len() + 16 {
            return Err(CheckpointError::Damaged(Damage::EndsEarly));
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        let mut r = CheckpointBytes {
            bytes: body,
            at: MAGIC.len(),
        };
        let format = r.u64()?;
        let version = r.string()?;
        if format != FORMAT {
            return Err(CheckpointError::OtherVersion { format, version });
        }
        if fnv1a_on(FNV_START, body).to_le_bytes() != sum {
            return Err(CheckpointError::Damaged(Damage::Checksum));
        }
        let saved_game = r.string()?;
        if saved_game != game.to_string() {
            return Err(CheckpointError::OtherGame {
                saved: saved_game,
                asked: game.to_string(),
            });
        }
        let direct = r.byte()? != 0;
        let kind = r.byte()?;
        let mask = r.u32()?;
        let classes = match kind {
            0 => Classes::Direct,
            1 => Classes::Greedy,
            2 => Classes::Mask(mask),
            _ => return Err(CheckpointError::Damaged(Damage::UnknownClasses)),
        };
        let rare_at_rebuild = r.u64()?;
        let reviewed = r.u64()?;
        let mut common = [Vec::new(), Vec::new()];
        let mut rare = [0; 2];
        for (c, rare) in common.iter_mut().zip(&mut rare) {
            let len = r.len(4)?;
            for _ in 0..len {
                c.push(r.u32()?);
            }
            *rare = r.u64()?;
        }
        let heaps = r.u64()? as usize;
        let next_milestone = r.u64()? as usize;
        let next_check = r.u64()? as usize;
        let proof = match r.byte()? {
            0 => None,
            _ => Some(Proof {
                preperiod: r.u64()? as usize,
                period: r.u64()? as usize,
                needed: r.u64()? as usize,
                removal: r.u64()? as usize,
            }),
        };
        // One per power of two below the next: counted before reading, so a
        // damaged count cannot ask for more than the file holds.
        let passed = r.len(MILESTONE_MIN_BYTES)?;
        let mut milestones = Vec::with_capacity(passed);
        for i in 0..passed {
            let m = read_milestone(&mut r)?;
            if u32::try_from(i).ok().and_then(|i| 1usize.checked_shl(i)) != Some(m.heaps) {
                return Err(CheckpointError::Damaged(Damage::Milestones));
            }
            milestones.push(m);
        }
        let len = r.len(2)?;
        let sane = next_milestone.is_power_of_two()
            && next_milestone.trailing_zeros() as usize == passed
            && heaps >= 1
            && match proof {
                Some(p) => p.period >= 1 && p.preperiod + p.period <= len && heaps <= 1 << 48,
                None => heaps == len,
            };
        if !sane {
            return Err(CheckpointError::Damaged(Damage::Counters));
        }
        // `len` checked that the values fit.
        let values = &body[r.at..r.at + 2 * len];
        if r.at + 2 * len != body.len() {
            return Err(CheckpointError::Damaged(Damage::TrailingBytes));
        }
        let values = values
            .chunks_exact(2)
            .map(|v| u16::from_le_bytes([v[0], v[1]]));
        let state = SparseState {
            direct,
            classes,
            rare_at_rebuild,
            reviewed,
            common,
            rare,
        };
        let rules = game.sparse_rules().ok_or(CheckpointError::OtherGame {
            saved: saved_game,
            asked: game.to_string(),
        })?;
        let engine = Sparse::restore_in(rules, values, state, dir)
            .map_err(|e| CheckpointError::Storage(e.to_string()))?
            .ok_or(CheckpointError::Damaged(Damage::Classes))?;
        let mut run =
            Research::with_engine(game, engine, proof, milestones, next_milestone, next_check);
        if heaps == 0 || (proof.is_none() && heaps != run.engine.values().len()) {
            return Err(CheckpointError::Damaged(Damage::Counts));
        }
        run.account_upto(heaps - 1);
        Ok(run)
    }
}

/// Why a checkpoint was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckpointError {
    /// The file could not be read.
    Io(String),
    /// Not a grundy checkpoint at all.
    NotACheckpoint,
    /// Written by a version with another checkpoint format.
    OtherVersion {
        /// The file's format number.
        format: u64,
        /// The version of grundy that wrote it.
        version: String,
    },
    /// A checkpoint of another game.
    OtherGame {
        /// The game in the checkpoint.
        saved: String,
        /// The game asked for.
        asked: String,
    },
    /// Cut short or altered.
    Damaged(Damage),
    /// Its values could not be written to the files that keep them.
    Storage(String),
}

impl CheckpointError {
    /// What to say about it.
    ///
    /// ```
    /// use grundy_engine::research::CheckpointError;
    /// assert_eq!(CheckpointError::NotACheckpoint.message().id(), "checkpoint-not-one");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            CheckpointError::Io(e) => msg!("checkpoint-io", why = e.as_str()),
            CheckpointError::Storage(e) => msg!("checkpoint-storage", why = e.as_str()),
            CheckpointError::NotACheckpoint => msg!("checkpoint-not-one"),
            CheckpointError::OtherVersion { format, version } => msg!(
                "checkpoint-other-version",
                version = version.as_str(),
                format = *format,
                ours = env!("CARGO_PKG_VERSION"),
                our_format = FORMAT
            ),
            CheckpointError::OtherGame { saved, asked } => msg!(
                "checkpoint-other-game",
                saved = saved.as_str(),
                asked = asked.as_str()
            ),
            CheckpointError::Damaged(why) => msg!("checkpoint-damaged", why = why.message()),
        }
    }
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

/// What is wrong with a damaged checkpoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Damage {
    /// The file stops before its end.
    EndsEarly,
    /// The checksum disagrees with the contents.
    Checksum,
    /// The classes are of no kind this version knows.
    UnknownClasses,
    /// The milestones are not at the powers of two.
    Milestones,
    /// One milestone's parts disagree.
    Milestone,
    /// The counters disagree with one another.
    Counters,
    /// Bytes follow the values.
    TrailingBytes,
    /// The classes disagree with the values.
    Classes,
    /// The counts disagree with the values.
    Counts,
    /// A name is not UTF-8.
    NameNotText,
}

impl Damage {
    /// What is wrong, to say.
    ///
    /// ```
    /// use grundy_engine::research::Damage;
    /// assert_eq!(Damage::Checksum.message().id(), "checkpoint-checksum");
    /// ```
    pub fn message(self) -> Message {
        Message::new(match self {
            Damage::EndsEarly => "checkpoint-ends-early",
            Damage::Checksum => "checkpoint-checksum",
            Damage::UnknownClasses => "checkpoint-unknown-classes",
            Damage::Milestones => "checkpoint-milestones",
            Damage::Milestone => "checkpoint-milestone",
            Damage::Counters => "checkpoint-counters",
            Damage::TrailingBytes => "checkpoint-trailing-bytes",
            Damage::Classes => "checkpoint-classes",
            Damage::Counts => "checkpoint-counts",
            Damage::NameNotText => "checkpoint-name-not-text",
        })
    }
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for CheckpointError {}

const MAGIC: &[u8] = b"grundy-checkpoint\n";
/// The checkpoint format; a change to it, or to how the engine goes on from
/// a state, needs a new number. 3: the milestones passed are kept.
const FORMAT: u64 = 3;

/// The fewest bytes a milestone takes in a checkpoint (no counts, no last
/// rare heap).
const MILESTONE_MIN_BYTES: usize = 8 * 7 + 1;

fn put_milestone(bytes: &mut Vec<u8>, m: &Milestone) {
    put_u64(bytes, m.heaps as u64);
    put_u64(bytes, m.counts.len() as u64);
    for &(v, c) in &m.counts {
        bytes.extend_from_slice(&v.to_le_bytes());
        put_u64(bytes, c);
    }
    put_u64(bytes, u64::from(m.largest));
    put_u64(bytes, m.largest_at as u64);
    put_u64(bytes, m.rare as u64);
    match m.last_rare {
        None => bytes.push(0),
        Some(last) => {
            bytes.push(1);
            put_u64(bytes, last as u64);
        }
    }
    put_u64(bytes, u64::from(m.checksum));
}

fn read_milestone(r: &mut CheckpointBytes<'_>) -> Result<Milestone, CheckpointError> {
    let damaged = || CheckpointError::Damaged(Damage::Milestone);
    let heaps = r.u64()? as usize;
    let distinct = r.len(10)?;
    let mut counts = Vec::with_capacity(distinct);
    for _ in 0..distinct {
        let v = u16::from_le_bytes(r.take(2)?.try_into().expect("2 bytes"));
        counts.push((v, r.u64()?));
    }
    let largest = u16::try_from(r.u64()?).map_err(|_| damaged())?;
    let largest_at = r.u64()? as usize;
    let rare = r.u64()? as usize;
    let last_rare = match r.byte()? {
        0 => None,
        _ => Some(r.u64()? as usize),
    };
    let checksum = u32::try_from(r.u64()?).map_err(|_| damaged())?;
    Ok(Milestone {
        heaps,
        counts,
        largest,
        largest_at,
        rare,
        last_rare,
        checksum,
    })
}

fn put_u64(bytes: &mut Vec<u8>, x: u64) {
    bytes.extend_from_slice(&x.to_le_bytes());
}

fn put_str(bytes: &mut Vec<u8>, s: &str) {
    put_u64(bytes, s.len() as u64);
    bytes.extend_from_slice(s.as_bytes());
}

/// Where 64-bit FNV-1a starts.
const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// 64-bit FNV-1a, on from `hash` (the hash of the bytes before, or
/// FNV_START): enough to tell a damaged file.
fn fnv1a_on(hash: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(hash, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// A checkpoint's bytes, read in order: what runs past the end is a
/// damaged checkpoint, not a panic.
struct CheckpointBytes<'a> {
    bytes: &'a [u8],
    /// The next byte to read.
    at: usize,
}

impl CheckpointBytes<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], CheckpointError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or(CheckpointError::Damaged(Damage::EndsEarly))?;
        let slice = &self.bytes[self.at..end];
        self.at = end;
        Ok(slice)
    }

    fn byte(&mut self) -> Result<u8, CheckpointError> {
        Ok(self.take(1)?[0])
    }

    fn u32(&mut self) -> Result<u32, CheckpointError> {
        Ok(u32::from_le_bytes(
            self.take(4)?.try_into().expect("4 bytes"),
        ))
    }

    fn u64(&mut self) -> Result<u64, CheckpointError> {
        Ok(u64::from_le_bytes(
            self.take(8)?.try_into().expect("8 bytes"),
        ))
    }

    /// A count of items of `size` bytes that must fit in what is left.
    fn len(&mut self, size: usize) -> Result<usize, CheckpointError> {
        let len = self.u64()?;
        let left = (self.bytes.len() - self.at) / size;
        if len > left as u64 {
            return Err(CheckpointError::Damaged(Damage::EndsEarly));
        }
        Ok(len as usize)
    }

    fn string(&mut self) -> Result<String, CheckpointError> {
        let len = self.len(1)?;
        String::from_utf8(self.take(len)?.to_vec())
            .map_err(|_| CheckpointError::Damaged(Damage::NameNotText))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_resumed_run_equals_an_uninterrupted_one() {
        for code in ["0.6", "0.007", "grundys-game", "0.16"] {
            let game = HeapGame::parse(code).unwrap();
            let mut whole = Research::new(&game).unwrap();
            let mut whole_stats = Vec::new();
            while whole.heaps() <= 20_000 {
                whole
                    .advance(20_000, 1 << 20, |m| whole_stats.push(m.clone()))
                    .unwrap();
            }
            let mut first = Research::new(&game).unwrap();
            let mut stats = Vec::new();
            first
                .advance(20_000, 7_777, |m| stats.push(m.clone()))
                .unwrap();
            let mut saved = Vec::new();
            first.write_checkpoint(&mut saved).unwrap();
            let mut resumed = Research::read_checkpoint(&mut &saved[..], &game).unwrap();
            while resumed.heaps() <= 20_000 {
                resumed
                    .advance(20_000, 5_000, |m| stats.push(m.clone()))
                    .unwrap();
            }
            assert_eq!(stats, whole_stats, "{code}");
            assert_eq!(resumed.checksum(), whole.checksum(), "{code}");
            assert_eq!(resumed.rare_heaps(), whole.rare_heaps(), "{code}");
            assert_eq!(resumed.proof(), whole.proof(), "{code}");
        }
    }

    /// The writer streams the values in parts of 65,536: a checkpoint
    /// spanning three parts reads back whole, and a damaged byte in a later
    /// part is caught.
    #[test]
    fn checkpoints_written_in_parts_read_back_whole() {
        let game = HeapGame::parse("0.6").unwrap();
        let mut run = Research::new(&game).unwrap();
        run.advance(140_000, 1 << 20, |_| {}).unwrap();
        let mut saved = Vec::new();
        run.write_checkpoint(&mut saved).unwrap();
        let resumed = Research::read_checkpoint(&mut &saved[..], &game).unwrap();
        assert_eq!(resumed.heaps(), run.heaps());
        assert_eq!(resumed.engine.values(), run.engine.values());
        let at = saved.len() - 20_000;
        saved[at] ^= 4;
        let damaged = Research::read_checkpoint(&mut &saved[..], &game).err();
        assert!(matches!(damaged, Some(CheckpointError::Damaged(_))));
    }

    /// Damaged files: a checkpoint cut at every length, and with each byte
    /// altered in turn (and random bytes altered together), is refused with
    /// a reason, never resumed: the FNV-1a checksum over the whole body
    /// changes with any one byte, since each step of it is a bijection.
    #[test]
    fn damaged_checkpoints_are_refused_at_every_length_and_byte() {
        for (code, heaps) in [("0.6", 1500), ("0.77", 400)] {
            let game = HeapGame::parse(code).unwrap();
            let mut run = Research::new(&game).unwrap();
            run.advance(heaps, heaps, |_| {}).unwrap();
            let mut saved = Vec::new();
            run.write_checkpoint(&mut saved).unwrap();
            let refused = |bytes: &[u8]| match Research::read_checkpoint(&mut &bytes[..], &game) {
                Ok(_) => None,
                Err(e) => Some(e.to_string()),
            };
            assert!(
                refused(&saved).is_none(),
                "{code}: the whole checkpoint reads"
            );
            for len in 0..saved.len() {
                let why = refused(&saved[..len]);
                assert!(
                    why.is_some_and(|w| !w.is_empty()),
                    "{code}: cut at {len} of {}",
                    saved.len()
                );
            }
            for at in 0..saved.len() {
                let mut altered = saved.clone();
                altered[at] ^= 1 << (at % 8);
                assert!(refused(&altered).is_some(), "{code}: byte {at} altered");
            }
            // Several bytes at once, from a fixed splitmix64 stream.
            let mut state = 0x9e37_79b9_7f4a_7c15_u64;
            let mut next = || {
                state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
                let mut z = state;
                z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
                z ^ (z >> 31)
            };
            for case in 0..2000 {
                let mut altered = saved.clone();
                for _ in 0..2 + next() % 6 {
                    let at = (next() % altered.len() as u64) as usize;
                    altered[at] ^= (next() % 255 + 1) as u8;
                }
                if altered != saved {
                    assert!(refused(&altered).is_some(), "{code}: random case {case}");
                }
            }
            // The same through a file on disk, as `grundy research --resume` reads it.
            let dir =
                std::env::temp_dir().join(format!("grundy-damaged-{}-{code}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let path = dir.join("cut.ckpt");
            for len in (0..saved.len()).step_by(97) {
                std::fs::write(&path, &saved[..len]).unwrap();
                let file = File::open(&path).unwrap();
                assert!(
                    Research::read_checkpoint_file(&file, &game, None).is_err(),
                    "{code}: file cut at {len}"
                );
            }
            std::fs::remove_dir_all(&dir).unwrap();
        }
    }

    #[test]
    fn bad_checkpoints_are_refused_with_the_reason() {
        let game = HeapGame::parse("0.6").unwrap();
        let mut run = Research::new(&game).unwrap();
        run.advance(3000, 3000, |_| {}).unwrap();
        let mut saved = Vec::new();
        run.write_checkpoint(&mut saved).unwrap();
        let read = |bytes: &[u8], game: &str| {
            Research::read_checkpoint(&mut &bytes[..], &HeapGame::parse(game).unwrap()).err()
        };
        assert_eq!(
            read(&saved, "0.007"),
            Some(CheckpointError::OtherGame {
                saved: "0.6".into(),
                asked: "0.007".into()
            })
        );
        assert!(matches!(
            read(&saved[..saved.len() / 2], "0.6"),
            Some(CheckpointError::Damaged(_))
        ));
        assert_eq!(read(b"hello", "0.6"), Some(CheckpointError::NotACheckpoint));
        let mut flipped = saved.clone();
        let last = flipped.len() - 20;
        flipped[last] ^= 0x10;
        assert_eq!(
            read(&flipped, "0.6"),
            Some(CheckpointError::Damaged(Damage::Checksum))
        );
        let mut other = saved.clone();
        other[MAGIC.len()] = 99;
        assert!(matches!(
            read(&other, "0.6"),
            Some(CheckpointError::OtherVersion { format: 99, .. })
        ));
        // Counters that cannot be, under a valid checksum: refused, not
        // divided by zero or looped on.
        let kayles = HeapGame::parse("0.77").unwrap();
        let mut proven = Research::new(&kayles).unwrap();
        while proven.proof().is_none() {
            proven.advance(1 << 20, 1 << 10, |_| {}).unwrap();
        }
        proven.proof.as_mut().unwrap().period = 0;
        let mut forged = Vec::new();
        proven.write_checkpoint(&mut forged).unwrap();
        assert_eq!(
            read(&forged, "0.77"),
            Some(CheckpointError::Damaged(Damage::Counters))
        );
    }
}

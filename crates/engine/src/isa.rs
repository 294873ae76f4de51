//! Instruction sets: which of them this machine has, found once per process,
//! and code compiled for each, chosen at run time.
//!
//! A default build (`cargo build --release`, `cargo install`) is compiled
//! for the x86-64 baseline (SSE2), which leaves the engine's hot loops with
//! 128-bit vectors; `-C target-cpu=native` gave 256- or 512-bit ones, but
//! only on the machine it was built on. Instead, each hot kernel runs its
//! body through [`Isa::run`], which calls it inside a function compiled with
//! the instruction set's features enabled: the body (inlined there) is
//! vectorised for AVX2 or AVX-512 as the native build's is, in the same
//! binary as its portable twin.
//!
//! On AArch64, NEON is part of the baseline, so the portable path is the
//! vectorised one there.
//!
//! ```
//! use grundy_engine::isa::{Isa, Level};
//!
//! let best = Isa::best();
//! // The portable path is always there, and the best is one the machine has.
//! assert!(Isa::supported().contains(&Isa::portable()));
//! assert!(Isa::new(best.level()).is_some());
//! let sum: u32 = best.run(|| (1..=100u32).sum());
//! assert_eq!(sum, 5050);
//! ```

use std::fmt;
use std::sync::OnceLock;

/// An instruction set the engine has code for, whether or not this machine
/// has it (see [`Isa`] for one it has).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// The target's baseline: SSE2 on x86-64, NEON on AArch64.
    Portable,
    /// x86-64 with AVX2, BMI1/2, FMA, LZCNT and POPCNT (x86-64-v3).
    Avx2,
    /// x86-64 with AVX-512 F, BW, CD, DQ and VL (x86-64-v4), and AVX2's.
    Avx512,
}

impl Level {
    /// Every level, from the portable one up.
    pub const ALL: [Level; 3] = [Level::Portable, Level::Avx2, Level::Avx512];

    /// The name used by `GRUNDY_ISA` and in reports: `portable`, `avx2`,
    /// `avx512`.
    ///
    /// ```
    /// use grundy_engine::isa::Level;
    /// assert_eq!(Level::Avx2.name(), "avx2");
    /// assert_eq!(Level::parse("avx512"), Some(Level::Avx512));
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Level::Portable => "portable",
            Level::Avx2 => "avx2",
            Level::Avx512 => "avx512",
        }
    }

    /// The level of a name given by [`Level::name`].
    pub fn parse(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    /// Whether this machine has the level's instructions.
    fn detected(self) -> bool {
        match self {
            Level::Portable => true,
            #[cfg(target_arch = "x86_64")]
            Level::Avx2 => {
                std::arch::is_x86_feature_detected!("avx2")
                    && std::arch::is_x86_feature_detected!("bmi1")
                    && std::arch::is_x86_feature_detected!("bmi2")
                    && std::arch::is_x86_feature_detected!("fma")
                    && std::arch::is_x86_feature_detected!("lzcnt")
                    && std::arch::is_x86_feature_detected!("popcnt")
            }
            #[cfg(target_arch = "x86_64")]
            Level::Avx512 => {
                Level::Avx2.detected()
                    && std::arch::is_x86_feature_detected!("avx512f")
                    && std::arch::is_x86_feature_detected!("avx512bw")
                    && std::arch::is_x86_feature_detected!("avx512cd")
                    && std::arch::is_x86_feature_detected!("avx512dq")
                    && std::arch::is_x86_feature_detected!("avx512vl")
            }
            #[cfg(not(target_arch = "x86_64"))]
            _ => false,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An instruction set this machine has: only [`Isa::new`] and
/// [`Isa::best`] make one, after checking, so running code compiled for it
/// ([`Isa::run`]) is safe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Isa(Level);

impl Isa {
    /// The level, if this machine has it.
    ///
    /// ```
    /// use grundy_engine::isa::{Isa, Level};
    /// assert_eq!(Isa::new(Level::Portable), Some(Isa::portable()));
    /// ```
    pub fn new(level: Level) -> Option<Isa> {
        level.detected().then_some(Isa(level))
    }

    /// The baseline, which every machine of the target has.
    pub const fn portable() -> Isa {
        Isa(Level::Portable)
    }

    /// The level.
    pub fn level(self) -> Level {
        self.0
    }

    /// The levels this machine has, from the portable one up.
    pub fn supported() -> Vec<Isa> {
        Level::ALL.into_iter().filter_map(Isa::new).collect()
    }

    /// The best level this machine has, found once per process; lowered by
    /// the environment variable `GRUNDY_ISA` (`portable`, `avx2`, `avx512`),
    /// to compare the paths in one binary. A level the machine lacks, or a
    /// name that is none, leaves the best one (see [`Isa::from_env`]).
    pub fn best() -> Isa {
        static BEST: OnceLock<Isa> = OnceLock::new();
        *BEST.get_or_init(|| {
            let detected = Isa::supported().pop().unwrap_or(Isa::portable());
            match std::env::var("GRUNDY_ISA")
                .ok()
                .as_deref()
                .map(Isa::from_env)
            {
                Some(Ok(asked)) => asked.min(detected),
                _ => detected,
            }
        })
    }

    /// What a value of `GRUNDY_ISA` asks for: the level if this machine has
    /// it, else why not.
    ///
    /// ```
    /// use grundy_engine::isa::{Isa, IsaError};
    /// assert_eq!(Isa::from_env("portable"), Ok(Isa::portable()));
    /// let e = Isa::from_env("sse9").unwrap_err();
    /// assert_eq!(e, IsaError::Unknown("sse9".into()));
    /// assert_eq!(e.message().id(), "isa-unknown");
    /// ```
    pub fn from_env(value: &str) -> Result<Isa, IsaError> {
        let level = Level::parse(value).ok_or_else(|| IsaError::Unknown(value.to_string()))?;
        Isa::new(level).ok_or(IsaError::Missing(level))
    }

    /// As [`Isa::run`], with `body` given the instruction set as a constant
    /// of the path taken: a kernel that `body` calls with it, and that is
    /// inlined there, runs in the same path with no choice left to make,
    /// rather than choosing again (three copies of itself, and of each
    /// kernel it calls, where one is taken).
    ///
    /// ```
    /// use grundy_engine::isa::Isa;
    /// let best = Isa::best();
    /// assert_eq!(best.run_with(|isa| isa), best);
    /// ```
    #[inline(always)]
    pub fn run_with<R>(self, body: impl FnOnce(Isa) -> R) -> R {
        match self.0 {
            Level::Portable => body(Isa(Level::Portable)),
            #[cfg(target_arch = "x86_64")]
            // SAFETY: an `Isa` is made only for a level the machine has.
            // (Each closure inlined, or it is a function of its own compiled
            // for the baseline, `body` with it.)
            Level::Avx2 => unsafe {
                x86::avx2(
                    #[inline(always)]
                    || body(Isa(Level::Avx2)),
                )
            },
            #[cfg(target_arch = "x86_64")]
            // SAFETY: as above.
            Level::Avx512 => unsafe {
                x86::avx512(
                    #[inline(always)]
                    || body(Isa(Level::Avx512)),
                )
            },
            #[cfg(not(target_arch = "x86_64"))]
            _ => body(self),
        }
    }

    /// Runs `body` compiled for this instruction set: inlined into a
    /// function with its features enabled, so the loops in `body` (and in
    /// what it inlines) are vectorised for it. Calls that `body` does not
    /// inline run the baseline code, so a kernel's callees are inlined or
    /// run through `run` themselves.
    #[inline(always)]
    pub fn run<R>(self, body: impl FnOnce() -> R) -> R {
        self.run_with(
            #[inline(always)]
            |_| body(),
        )
    }
}

impl fmt::Display for Isa {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Why `GRUNDY_ISA` names no instruction set to use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IsaError {
    /// The value names no level.
    Unknown(String),
    /// The machine does not have the level named.
    Missing(Level),
}

impl IsaError {
    /// What to say about it.
    ///
    /// ```
    /// use grundy_engine::isa::IsaError;
    /// assert_eq!(IsaError::Unknown("avx9".into()).message().id(), "isa-unknown");
    /// ```
    pub fn message(&self) -> grundy_text::Message {
        match self {
            IsaError::Unknown(value) => grundy_text::msg!("isa-unknown", value = value),
            IsaError::Missing(level) => grundy_text::msg!("isa-missing", level = level),
        }
    }
}

impl fmt::Display for IsaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for IsaError {}

#[cfg(target_arch = "x86_64")]
mod x86 {
    /// `body` with x86-64-v3's features.
    ///
    /// # Safety
    ///
    /// The machine must have them.
    #[target_feature(enable = "avx2,bmi1,bmi2,fma,lzcnt,popcnt")]
    pub(super) unsafe fn avx2<R>(body: impl FnOnce() -> R) -> R {
        body()
    }

    /// `body` with x86-64-v4's features.
    ///
    /// # Safety
    ///
    /// The machine must have them.
    #[target_feature(
        enable = "avx512f,avx512bw,avx512cd,avx512dq,avx512vl,avx2,bmi1,bmi2,fma,lzcnt,popcnt"
    )]
    pub(super) unsafe fn avx512<R>(body: impl FnOnce() -> R) -> R {
        body()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_named_and_ordered() {
        for level in Level::ALL {
            assert_eq!(Level::parse(level.name()), Some(level));
        }
        assert!(Level::Portable < Level::Avx2 && Level::Avx2 < Level::Avx512);
        assert_eq!(Level::parse("AVX2"), None);
    }

    /// A level is supported only with the ones below it, and the best is the
    /// last of them (unless `GRUNDY_ISA` lowers it).
    #[test]
    fn supported_levels_are_a_prefix() {
        let supported: Vec<Level> = Isa::supported().iter().map(|i| i.level()).collect();
        assert_eq!(supported, Level::ALL[..supported.len()]);
        assert!(Isa::best() <= *Isa::supported().last().unwrap());
    }

    #[test]
    fn every_supported_level_runs_the_same_loop_to_the_same_result() {
        let values: Vec<u16> = (0..10_000u32).map(|i| (i * 7919 % 65_521) as u16).collect();
        let expected: u64 = values.iter().map(|&v| u64::from(v ^ 0x5a5a)).sum();
        for isa in Isa::supported() {
            let got = isa.run(|| values.iter().map(|&v| u64::from(v ^ 0x5a5a)).sum::<u64>());
            assert_eq!(got, expected, "{isa}");
        }
    }

    #[test]
    fn asking_for_a_level_the_machine_lacks_is_refused_by_name() {
        for level in Level::ALL {
            match Isa::from_env(level.name()) {
                Ok(isa) => assert_eq!(isa.level(), level),
                Err(e) => assert_eq!(e, IsaError::Missing(level)),
            }
        }
    }
}

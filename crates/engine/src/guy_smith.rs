//! The Guy–Smith periodicity theorem for octal games, in one place: the
//! values it needs, how a proof by it is stated, and a linear-time search
//! for the period it proves.
//!
//! An octal game whose moves remove at most `t` counters is periodic from
//! `e` with period `p` as soon as `G(n + p) = G(n)` for `e <= n < 2e + p + t`.

use crate::isa::Isa;
use std::fmt;

/// The theorem's condition for period `p` from `e`, at most `t` counters
/// removed per move: `G(n + p) = G(n)` for `e <= n < 2e + p + t`. Its
/// `Display` is the condition as every proof by the theorem states it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Condition {
    e: usize,
    p: usize,
    t: usize,
}

impl Condition {
    /// The condition for `period` from `preperiod` in a game whose moves
    /// remove at most `removal` counters.
    pub(crate) fn new(preperiod: usize, period: usize, removal: usize) -> Condition {
        Condition {
            // The induction shortens a heap a of a split to a − p, which
            // must stay a heap: so e is taken >= 1.
            e: preperiod.max(1),
            p: period,
            t: removal,
        }
    }

    /// `e`, from which the period is proven.
    pub(crate) fn start(self) -> usize {
        self.e
    }

    /// `2e + p + t`: `G(n + p) = G(n)` must hold for every `n` from `e` to
    /// below it.
    pub(crate) fn end(self) -> usize {
        2 * self.e + self.p + self.t
    }

    /// How many values the condition reads: `G(0), …, G(2e + 2p + t − 1)`.
    pub(crate) fn values_needed(self) -> usize {
        self.end() + self.p
    }
}

impl Condition {
    /// The condition, to say: `G(n + p) = G(n)` for `e <= n < 2e + p + t`.
    pub fn message(&self) -> grundy_text::Message {
        let Condition { e, p, t } = *self;
        grundy_text::msg!(
            "guy-smith-condition",
            preperiod = e,
            period = p,
            removal = t
        )
    }
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

/// The least period the Guy–Smith theorem proves from `values` (a prefix of
/// an octal game's nim-sequence whose moves remove at most `t` counters),
/// with its least preperiod: `G(n + p) = G(n)` for `e <= n < 2e + p + t`
/// (with `e >= 1`) proves it for all `n >= e`. Otherwise `Err` with the
/// length at which the most promising period seen would be proven, if any.
///
/// Runs in linear time. How far back from the end `G(n) = G(n − p)` holds
/// matters only for the `p` below 64 and those where the last 64 values
/// occur again `p` before the end: those are found by comparing eight of
/// each 64 values with the end, 32 places at a time in vector lanes, and
/// measured one by one. Where there are many (a long stretch with a short
/// period) the Z-function of the reversed sequence gives every `p` at once.
///
/// ```
/// use grundy_engine::research::guy_smith;
/// use grundy_engine::heap::HeapGame;
/// let kayles = HeapGame::parse("0.77").unwrap().sequence_direct(300);
/// let kayles: Vec<u16> = kayles.iter().map(|&v| v as u16).collect();
/// assert_eq!(guy_smith(&kayles, 2), Ok((71, 12)));
/// assert!(guy_smith(&kayles[..100], 2).is_err());
/// ```
pub fn guy_smith(values: &[u16], t: usize) -> Result<(usize, usize), Option<usize>> {
    guy_smith_with(Isa::best(), values, t)
}

/// [`guy_smith`] with its loops compiled for `isa` (the same answer with
/// every one).
pub(crate) fn guy_smith_with(
    isa: Isa,
    values: &[u16],
    t: usize,
) -> Result<(usize, usize), Option<usize>> {
    isa.run(
        // The scans below are inlined here, compiled for `isa`.
        #[inline(always)]
        || guy_smith_inlined(values, t),
    )
}

/// The body of [`guy_smith_with`].
#[inline(always)]
fn guy_smith_inlined(values: &[u16], t: usize) -> Result<(usize, usize), Option<usize>> {
    let n = values.len();
    // (Past 2^32 values the 32-bit Z-function would overflow: no proof is
    // looked for there.)
    if n < 4 || n > u32::MAX as usize {
        return Err(None);
    }
    match repeats_of_the_end(values) {
        Some(runs) => decide(values, t, runs.into_iter(), |p| run_at(values, p)),
        None => guy_smith_by_z(values, t),
    }
}

/// [`guy_smith`] from the Z-function, which measures every `p`.
#[inline(always)]
fn guy_smith_by_z(values: &[u16], t: usize) -> Result<(usize, usize), Option<usize>> {
    let z = z_function_reversed(values);
    let runs = z
        .iter()
        .enumerate()
        .take(values.len() / 2 + 1)
        .skip(1)
        .map(|(p, &run)| (p, run as usize));
    decide(values, t, runs, |p| z[p] as usize)
}

/// The proof, or when the most promising period would be proven, from
/// `runs`: pairs `(p, how far back from the end G(n) = G(n − p) holds)` in
/// ascending `p`, every `p` whose run is at least `min(p, 64)` among them.
/// `run_of(p)` is that run for any `p`.
#[inline(always)]
fn decide(
    values: &[u16],
    t: usize,
    runs: impl Iterator<Item = (usize, usize)>,
    run_of: impl Fn(usize) -> usize,
) -> Result<(usize, usize), Option<usize>> {
    let n = values.len();
    // e(p): from where G(n) = G(n + p) holds to the end.
    let start = |p: usize| n - p - run_of(p);
    let mut promising = None;
    for (p, run) in runs {
        let e = n - p - run;
        let needed = Condition::new(e, p, t).values_needed();
        if needed <= n {
            // The tail from e has period p; its least period divides p.
            let least = (1..=p)
                .filter(|q| p % q == 0)
                .find(|&q| (e..e + p).all(|i| values[i] == values[i + q]))
                .unwrap_or(p);
            return Ok((start(least), least));
        }
        // Of the periods seen at least once in full, the one that would be
        // proven first is worth looking at again.
        if run >= p && promising.is_none_or(|when| needed < when) {
            promising = Some(needed);
        }
    }
    Err(promising)
}

/// How far back from the end `G(n) = G(n − p)` holds.
#[inline(always)]
fn run_at(values: &[u16], p: usize) -> usize {
    extend_run(values, p, 0)
}

/// How far back from the end `G(n) = G(n − p)` holds, knowing that it holds
/// for the last `k` values: one by one, and sixteen at a time once a run is
/// long (the periodic stretches).
#[inline(always)]
fn extend_run(values: &[u16], p: usize, mut k: usize) -> usize {
    let n = values.len();
    let chunk =
        |from: usize| -> &[u16; 16] { values[from..from + 16].try_into().expect("16 values") };
    while k < n - p && values[n - 1 - k] == values[n - 1 - p - k] {
        k += 1;
        if k.is_multiple_of(16) {
            while k + 16 <= n - p && chunk(n - k - 16) == chunk(n - p - k - 16) {
                k += 16;
            }
        }
    }
    k
}

/// What [`decide`] needs, the `p <= n/2` with their runs: every `p` below
/// 64, and those where the last 64 values occur again `p` before the end
/// (every run of 64 or more is one of them). `None` where there are so many
/// that the Z-function is faster.
#[inline(always)]
fn repeats_of_the_end(values: &[u16]) -> Option<Vec<(usize, usize)>> {
    const LEN: usize = 64;
    const LANES: usize = 32;
    // Eight of the 64 values, spread out, must agree before all are compared.
    const PROBES: [usize; 8] = [0, 9, 18, 27, 36, 45, 54, 63];
    let n = values.len();
    if n < 4 * LEN {
        return None;
    }
    let most = 1024.max(n / 256);
    let end = &values[n - LEN..];
    let probe = PROBES.map(|o| end[o]);
    // The 64 values from `from` end p before the end: p = n − LEN − from,
    // for LEN <= p <= n/2.
    let first = n - LEN - n / 2;
    let last = n - 2 * LEN;
    let mut found = Vec::new();
    let mut from = first;
    while from <= last {
        let count = LANES.min(last + 1 - from);
        let mut hits = u32::MAX >> (LANES - count);
        for (&o, &want) in PROBES.iter().zip(&probe) {
            let mut agree = 0u32;
            if count == LANES {
                let window: &[u16; LANES] = values[from + o..from + o + LANES]
                    .try_into()
                    .expect("a window of values");
                for (j, &v) in window.iter().enumerate() {
                    agree |= u32::from(v == want) << j;
                }
            } else {
                for (j, &v) in values[from + o..from + o + count].iter().enumerate() {
                    agree |= u32::from(v == want) << j;
                }
            }
            hits &= agree;
        }
        while hits != 0 {
            let at = from + hits.trailing_zeros() as usize;
            hits &= hits - 1;
            if values[at..at + LEN] == *end {
                found.push(n - LEN - at);
                if found.len() > most {
                    return None;
                }
            }
        }
        from += count;
    }
    let mut runs: Vec<(usize, usize)> = (1..LEN).map(|p| (p, run_at(values, p))).collect();
    found.sort_unstable();
    runs.extend(found.into_iter().map(|p| (p, run_at(values, p))));
    Some(runs)
}

/// `z[p]` for `p <= n/2`: how many of the last values match those `p`
/// before them, counting back from the end (`z[0] = n`).
/// (32-bit entries: a research run keeps this next to its 16-bit values.)
#[inline(always)]
fn z_function_reversed(values: &[u16]) -> Vec<u32> {
    let n = values.len();
    assert!(
        n <= u32::MAX as usize,
        "periods are looked for below 2^32 values"
    );
    // Periods up to n/2 are all that a proof can use.
    let half = n / 2 + 1;
    let mut z = vec![0u32; half.min(n)];
    z[0] = n as u32;
    let (mut l, mut r) = (0, 0);
    for i in 1..half.min(n) {
        let known = if i < r {
            (z[i - l] as usize).min(r - i)
        } else {
            0
        };
        let k = extend_run(values, i, known);
        z[i] = k as u32;
        if i + k > r {
            (l, r) = (i, i + k);
        }
    }
    z
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::HeapGame;
    use proptest::prelude::*;

    #[test]
    fn the_condition_reads_2e_plus_2p_plus_t_values_with_e_at_least_1() {
        let kayles = Condition::new(71, 12, 2);
        assert_eq!((kayles.start(), kayles.end()), (71, 156));
        assert_eq!(kayles.values_needed(), 168);
        assert_eq!(
            kayles.message(),
            grundy_text::msg!(
                "guy-smith-condition",
                preperiod = 71,
                period = 12,
                removal = 2
            )
        );
        let from_0 = Condition::new(0, 3, 1);
        assert_eq!((from_0.start(), from_0.values_needed()), (1, 9));
        assert_eq!(
            from_0.message(),
            grundy_text::msg!(
                "guy-smith-condition",
                preperiod = 1,
                period = 3,
                removal = 1
            )
        );
    }

    #[test]
    fn the_filtered_proof_equals_the_z_function_on_every_three_digit_game() {
        for code in 1..1024u32 {
            let spec = format!(
                "{}.{}{}{}",
                if code >= 512 { 4 } else { 0 },
                (code >> 6) & 7,
                (code >> 3) & 7,
                code & 7
            );
            let game = HeapGame::parse(&spec).unwrap();
            let Some(rules) = game.sparse_rules() else {
                continue;
            };
            let t = rules.guy_smith_removal().unwrap();
            let direct = game.sequence_direct(3000);
            if direct.iter().any(|&v| v > 65535) {
                continue;
            }
            let values: Vec<u16> = direct.iter().map(|&v| v as u16).collect();
            for len in [4, 100, 256, 257, 700, 1500, 3000] {
                let values = &values[..len];
                assert_eq!(
                    guy_smith(values, t),
                    guy_smith_by_z(values, t),
                    "{spec} to {len}"
                );
            }
        }
    }

    /// `len` values: noise from `alphabet` for `preperiod` values, then a
    /// block of `period` noise values repeated.
    fn eventually_periodic(
        alphabet: u16,
        preperiod: usize,
        period: usize,
        len: usize,
        seed: u64,
    ) -> Vec<u16> {
        let mut state = seed | 1;
        let mut noise = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % u64::from(alphabet)) as u16
        };
        let block: Vec<u16> = (0..period).map(|_| noise()).collect();
        (0..len)
            .map(|i| {
                if i < preperiod {
                    noise()
                } else {
                    block[(i - preperiod) % period]
                }
            })
            .collect()
    }

    #[test]
    fn many_repeats_of_the_end_fall_back_to_the_z_function() {
        // Period 3 for the last 5000 of 20000 values: thousands of p repeat
        // the end, and no proof yet (it needs twice the preperiod).
        let values = eventually_periodic(4, 15_000, 3, 20_000, 7);
        assert!(repeats_of_the_end(&values).is_none());
        assert_eq!(guy_smith(&values, 2), guy_smith_by_z(&values, 2));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        #[test]
        fn the_filtered_proof_equals_the_z_function(
            alphabet in 1u16..40,
            preperiod in 0usize..3000,
            period in 1usize..700,
            len in 256usize..8000,
            seed in any::<u64>(),
            t in 1usize..5,
        ) {
            let values = eventually_periodic(alphabet, preperiod, period, len, seed);
            let by_z = guy_smith_by_z(&values, t);
            prop_assert_eq!(guy_smith(&values, t), by_z);
            // Every instruction set the machine has, forced in turn (the
            // portable one among them), proves the same.
            for isa in Isa::supported() {
                prop_assert_eq!(guy_smith_with(isa, &values, t), by_z, "{}", isa);
            }
        }
    }

    #[test]
    fn proofs_agree_with_the_heap_game_periodicity() {
        for code in [
            "0.77", "0.07", "0.137", "0.16", "0.56", "0.127", "0.376", "0.004",
        ] {
            let game = HeapGame::parse(code).unwrap();
            let direct = game.sequence_direct(3000);
            let values: Vec<u16> = direct.iter().map(|&v| v as u16).collect();
            let t = game.sparse_rules().unwrap().guy_smith_removal().unwrap();
            let slow = game.periodicity(&direct);
            match guy_smith(&values, t) {
                Ok((e, p)) => {
                    // Proven here means periodic for ever: the later values agree.
                    assert!(values[e..]
                        .iter()
                        .zip(&values[e + p..])
                        .all(|(a, b)| a == b));
                    let period = slow.period.expect("the slow search sees it too");
                    assert_eq!((e, p), (period.preperiod, period.period), "{code}");
                }
                Err(_) => assert!(!slow.proven, "{code}"),
            }
        }
    }
}

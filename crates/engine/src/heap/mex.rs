//! The mex (least value missing) of the options' values, as the heap
//! engine's direct loop gathers them: a stamped table, the counts of an
//! all-but game, and the splits of take-or-split into K heaps.

/// The least value missing from a set, with a reusable, stamped table so
/// the sequence loop never allocates once the table is large enough.
#[derive(Default)]
pub(super) struct Mex {
    stamp: u32,
    seen: Vec<u32>,
}

impl Mex {
    pub(super) fn start(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.iter_mut().for_each(|s| *s = 0);
            self.stamp = 1;
        }
    }

    #[inline]
    pub(super) fn add(&mut self, v: u32) {
        let v = v as usize;
        if v >= self.seen.len() {
            self.seen.resize((v + 1).next_power_of_two(), 0);
        }
        self.seen[v] = self.stamp;
    }

    pub(super) fn value(&self) -> u32 {
        self.seen
            .iter()
            .position(|&s| s != self.stamp)
            .unwrap_or(self.seen.len()) as u32
    }
}

/// For all-but games: how often each value occurs among the earlier values,
/// so that the mex of "every earlier value except a few" costs the few.
#[derive(Default)]
pub(super) struct AllButCounts {
    counts: Vec<u32>,
    /// The least value that occurs nowhere yet (counts only grow, so this
    /// only moves up).
    first_missing: usize,
}

impl AllButCounts {
    pub(super) fn insert(&mut self, v: u32) {
        let v = v as usize;
        if v >= self.counts.len() {
            self.counts.resize((v + 1).next_power_of_two(), 0);
        }
        self.counts[v] += 1;
        while self.counts.get(self.first_missing).is_some_and(|&c| c > 0) {
            self.first_missing += 1;
        }
    }

    /// The mex of `g[m]` for `m < n` with `n − m` not excluded.
    pub(super) fn mex(&mut self, g: &[u32], n: usize, excluded: &[usize]) -> u32 {
        let dropped = || {
            excluded
                .iter()
                .take_while(move |&&e| e <= n)
                .map(move |&e| g[n - e] as usize)
        };
        for v in dropped() {
            self.counts[v] -= 1;
        }
        let mut best = self.first_missing;
        for v in dropped() {
            if self.counts[v] == 0 {
                best = best.min(v);
            }
        }
        for v in dropped() {
            self.counts[v] += 1;
        }
        best as u32
    }
}

/// Adds to `mex` the value of every split of `rest` into `left` non-empty
/// heaps of at least `min` (in non-decreasing order), `acc` the xor of the
/// heaps already cut off.
pub(super) fn split_xors(g: &[u32], rest: usize, left: usize, min: usize, acc: u32, mex: &mut Mex) {
    if left == 1 {
        mex.add(acc ^ g[rest]);
        return;
    }
    let mut a = min;
    while a * left <= rest {
        split_xors(g, rest - a, left - 1, a, acc ^ g[a], mex);
        a += 1;
    }
}

//! The N-check's search over pairs `(x, W)` (see [`super::verify`]), kept
//! between heaps: a heap that adds a kind to a quotient that does not
//! change needs only the new kind applied to the pairs already found, and
//! the pairs that makes to every kind. Checked from the start each heap,
//! 0.77 spent three quarters of its time here (74 checks of about 68 pairs
//! by up to 69 kinds, where the new kind added no pair).

use super::bits::Bits;
use super::monoid::Monoid;
use super::verify::{Failure, Kind};
use std::time::Instant;

/// A pair reached: the product `x` of a sum and the multipliers `w` the sum
/// keeps a winning move for, with the heap that made it from its parent.
#[derive(Clone)]
struct Pair {
    x: u32,
    w: Bits,
    parent: usize,
    heap: usize,
}

/// The pairs reachable by the kinds applied so far, for one monoid.
#[derive(Clone)]
pub(crate) struct NSearch {
    pairs: Vec<Pair>,
    /// The pairs kept for each element, to drop a pair whose W contains one
    /// already there (a larger W only has more winning moves, and keeps
    /// them under every heap added).
    by_element: Vec<Vec<usize>>,
    /// How many kinds (the first of the list `extend` is given) every
    /// pair has had applied.
    kinds: usize,
}

impl NSearch {
    /// The search from the empty sum, no kind applied.
    pub(crate) fn new(q: &Monoid) -> NSearch {
        let mut by_element = vec![Vec::new(); q.len()];
        by_element[0].push(0);
        NSearch {
            pairs: vec![Pair {
                x: 0,
                w: Bits::new(q.len()),
                parent: usize::MAX,
                heap: 0,
            }],
            by_element,
            kinds: 0,
        }
    }

    /// The pairs kept.
    pub(crate) fn len(&self) -> usize {
        self.pairs.len()
    }

    /// Applies the kinds of `kinds` past those applied before (the list
    /// only grows between calls, for the same monoid `q`) until no new
    /// pair is found. On `Err` the search is as it was before the call.
    pub(crate) fn extend(
        &mut self,
        q: &Monoid,
        kinds: &[(Kind, usize)],
        pair_limit: usize,
        deadline: Option<Instant>,
    ) -> Result<(), Failure> {
        let (old_pairs, old_kinds) = (self.pairs.len(), self.kinds);
        let found = self.search(q, kinds, pair_limit, deadline);
        match found {
            Ok(()) => self.kinds = kinds.len(),
            Err(_) => {
                self.pairs.truncate(old_pairs);
                for list in &mut self.by_element {
                    while list.last().is_some_and(|&i| i >= old_pairs) {
                        list.pop();
                    }
                }
                self.kinds = old_kinds;
            }
        }
        found
    }

    fn search(
        &mut self,
        q: &Monoid,
        kinds: &[(Kind, usize)],
        pair_limit: usize,
        deadline: Option<Instant>,
    ) -> Result<(), Failure> {
        let old_pairs = self.pairs.len();
        // W of the pair tried, kept only when the pair is.
        let mut nw = Bits::new(q.len());
        let mut next = 0;
        while next < self.pairs.len() {
            let at = next;
            next += 1;
            if at % 256 == 255 && super::passed(deadline) {
                return Err(Failure::Timeout);
            }
            // A pair found before this call has had the old kinds applied.
            let from = if at < old_pairs { self.kinds } else { 0 };
            for (k, heap) in &kinds[from..] {
                let (x, w) = (self.pairs[at].x, &self.pairs[at].w);
                let nx = q.mul(x, k.element);
                nw.clear();
                q.add_divided(k.element, w, &mut nw);
                q.add_divided(x, &k.wins, &mut nw);
                if !q.in_p(nx) && !nw.has(0) {
                    let mut heaps = vec![*heap];
                    let mut up = at;
                    while up != 0 {
                        heaps.push(self.pairs[up].heap);
                        up = self.pairs[up].parent;
                    }
                    heaps.sort_unstable();
                    return Err(Failure::NCheck { heaps });
                }
                if self.by_element[nx as usize]
                    .iter()
                    .any(|&i| self.pairs[i].w.is_subset(&nw))
                {
                    continue;
                }
                if self.pairs.len() >= pair_limit {
                    return Err(Failure::TooManyPairs { limit: pair_limit });
                }
                self.by_element[nx as usize].push(self.pairs.len());
                self.pairs.push(Pair {
                    x: nx,
                    w: nw.clone(),
                    parent: at,
                    heap: *heap,
                });
            }
        }
        Ok(())
    }
}

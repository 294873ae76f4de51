//! Whether an explored component is **tame** in misère play: every
//! position it can reach has the genus of a nim-heap (`0^120`, `1^031` or
//! `g^{g, g⊕2}`; see [`crate::genus`]). A misère sum of tame components
//! plays like misère Nim of their normal-play values, which is the rule the
//! SJ theorem gives, without the SJ theorem's condition.
//!
//! The genus of each position comes from the misère values of the position
//! beside `j` nim-heaps `*1` and `k` nim-heaps `*2` (`j + k` at most
//! [`DEPTH`]), valued children first over the explored graph: a table of
//! 21 small numbers per position, no search of sums.

use super::explore::Explored;
use crate::genus::{mex_with, nim_like, trim};

/// The copies of `*2` the superscripts are computed to, as
/// [`crate::genus::DEFAULT_DEPTH`] for heap games.
pub const DEPTH: usize = crate::genus::DEFAULT_DEPTH;

/// States `(j, k)` with `j + k <= DEPTH`, one slot each.
const STATES: usize = (DEPTH + 1) * (DEPTH + 2) / 2;

/// The slot of `j` copies of `*1` and `k` of `*2`.
fn slot(j: usize, k: usize) -> usize {
    // Rows by k: row k holds j = 0..=DEPTH - k.
    let before: usize = (0..k).map(|r| DEPTH + 1 - r).sum();
    before + j
}

/// A position of a component whose genus is not a nim-heap's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wild {
    /// The position, in the component's notation.
    pub position: String,
    /// Its genus, `g^γ₀γ₁…` as [`crate::genus::Genus`] writes it.
    pub genus: String,
}

/// What genus theory says of one component.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tameness {
    /// The genus of the component's own position.
    pub genus: String,
    /// The first position (the component's own first, then in the order of
    /// exploration) whose genus is not a nim-heap's; `None` when the
    /// component is tame.
    pub wild: Option<Wild>,
}

/// The genus of `game`'s own position, and where it is wild if anywhere.
///
/// ```
/// use grundy_engine::compound::{explore::Explored, tame::tameness, Budget};
/// use grundy_engine::kinds::parse_component;
/// let explore = |t: &str| Explored::new(parse_component(t).unwrap().as_ref(), Budget::DEFAULT).unwrap();
/// // Kayles is tame to a row of 4, and a row of 5 has genus 4^146.
/// let four = tameness(&explore("kayles=4"));
/// assert_eq!((four.genus.as_str(), four.wild), ("1^031", None));
/// assert_eq!(tameness(&explore("kayles=5")).wild.unwrap().genus, "4^146");
/// ```
pub fn tameness(game: &Explored) -> Tameness {
    let n = game.positions.len();
    let mut values = vec![0u32; n * STATES];
    let mut seen: Vec<bool> = Vec::new();
    for &at in &game.order {
        for k in 0..=DEPTH {
            for j in 0..=DEPTH - k {
                let moves = &game.positions[at].moves;
                let at_slot = |j: usize, k: usize| values[at * STATES + slot(j, k)];
                let options = moves
                    .iter()
                    .map(|&(_, to)| values[to * STATES + slot(j, k)]);
                let ones = (j > 0).then(|| at_slot(j - 1, k));
                let twos = (k > 0).then(|| [at_slot(j, k - 1), at_slot(j + 1, k - 1)]);
                let over = moves.is_empty() && j == 0 && k == 0;
                let v = if over {
                    1
                } else {
                    let nims = ones.into_iter().chain(twos.into_iter().flatten());
                    mex_with(&mut seen, options.chain(nims))
                };
                values[at * STATES + slot(j, k)] = v;
            }
        }
    }
    let genus_at = |at: usize| {
        let gammas: Vec<u32> = (0..=DEPTH)
            .map(|k| values[at * STATES + slot(0, k)])
            .collect();
        // A Grundy value is at most the number of a position's moves,
        // which the budget bounds far below u32::MAX.
        let normal = u32::try_from(game.positions[at].grundy).unwrap_or(u32::MAX);
        crate::genus::Genus {
            normal,
            superscripts: trim(&gammas),
            tame: false,
        }
    };
    let wild = (0..n).find_map(|at| {
        let g = genus_at(at);
        (!nim_like(g.normal, &g.superscripts)).then(|| Wild {
            position: game.positions[at].text.clone(),
            genus: g.to_string(),
        })
    });
    Tameness {
        genus: genus_at(0).to_string(),
        wild,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compound::Budget;
    use crate::genus::GenusTable;
    use crate::heap::HeapGame;
    use crate::kinds::parse_component;

    #[test]
    fn slots_are_distinct_and_in_range() {
        let mut all: Vec<usize> = (0..=DEPTH)
            .flat_map(|k| (0..=DEPTH - k).map(move |j| slot(j, k)))
            .collect();
        all.sort_unstable();
        assert_eq!(all, (0..STATES).collect::<Vec<_>>());
    }

    #[test]
    fn heap_components_are_tame_where_the_genus_table_says() {
        // The explored component and the genus table agree on where each
        // game turns wild (the table's own check is against a plain search).
        for (name, code) in [
            ("kayles", "0.77"),
            ("dawson's kayles", "0.07"),
            ("0.137", "0.137"),
        ] {
            let mut table = GenusTable::new(&HeapGame::parse(code).unwrap(), DEPTH);
            for n in 0..=14 {
                let c = parse_component(&format!("{code}={n}")).unwrap();
                let game = Explored::new(c.as_ref(), Budget::DEFAULT).unwrap();
                let t = tameness(&game);
                assert_eq!(
                    t.wild.is_none(),
                    table.heap(n).tame,
                    "{name}, heap {n}: {t:?}"
                );
                assert_eq!(t.genus, table.heap(n).to_string(), "{name}, heap {n}");
            }
        }
    }
}

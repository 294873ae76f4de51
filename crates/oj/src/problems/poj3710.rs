//! POJ 3710 (Christmas Game): Green Hackenbush on trees with cycles,
//! `Sally`/`Harry` per block.

use crate::families::hackenbush::{read_edges, Which};
use crate::families::hackenbush_cases::{HackenbushCases, Layout};
use crate::families::layout::until_end;
use crate::scanner::{Fail, Scanner};
use crate::spec::Limits;
use crate::{line, Problem};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;

impl Problem {
    /// POJ 3710 (Christmas Game): Green Hackenbush on trees with cycles,
    /// `Sally`/`Harry` per block.
    pub const Poj3710: Problem = Problem::new("poj3710", &POJ3710);
}

/// POJ 3710: blocks until the end of input, each `N` graphs, each `m k`
/// (vertices, edges) and k edges `a b`, rooted at vertex 1; `Sally` when
/// the first player wins the sum, `Harry` otherwise.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, block| {
        let graphs = sc.count(|| tr!("oj-trees-of-block", block = block))?;
        let mut total = 0u64;
        for t in 1..=graphs {
            let m = sc.count(|| tr!("oj-vertices-of-tree", tree = t, block = block))?;
            let k = sc.count(|| tr!("oj-edges-of-tree", tree = t, block = block))?;
            let tree = Which::Tree { tree: t, block };
            let (g, _) = read_edges::<N>(sc, m, k, tree)?;
            total ^= g.value();
        }
        line(out, if total != 0 { "Sally" } else { "Harry" });
        Ok(())
    })
}

/// N ≤ 100 trees of m < 100 vertices and k < 500 edges; the count of
/// blocks is not stated.
const POJ3710: HackenbushCases = HackenbushCases {
    limits: Limits {
        count: 60,
        cases: 10,
        value: 100,
    },
    most_vertices: 99,
    layout: Layout::WithCycles,
    words: solve::<u64>,
    big: solve::<BigNat>,
};

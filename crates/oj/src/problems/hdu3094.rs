//! HDU 3094 (A tree game): Green Hackenbush on a rooted tree,
//! `Alice`/`Bob` per case.

use crate::families::hackenbush::{read_edges, Which};
use crate::families::hackenbush_cases::{HackenbushCases, Layout};
use crate::scanner::{Fail, Scanner};
use crate::spec::Limits;
use crate::{line, Problem};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;

impl Problem {
    /// HDU 3094 (A tree game): Green Hackenbush on a rooted tree,
    /// `Alice`/`Bob` per case.
    pub const Hdu3094: Problem = Problem::new("hdu3094", &HDU3094);
}

/// HDU 3094: `T` cases, each `N` and then N − 1 edges `x y`, the root vertex
/// 1; `Alice` when the first player wins, `Bob` otherwise.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let cases = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=cases {
        let n = sc.count(|| tr!("oj-vertices-of-case", case = case))?;
        let (g, _) = read_edges::<N>(sc, n, n.saturating_sub(1), Which::Case(case))?;
        line(out, if g.value() != 0 { "Alice" } else { "Bob" });
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = cases))?;
    Ok(())
}

/// Vertices per graph, cases, graphs per block. The statement gives no
/// limits we could check; N ≤ 10^5 vertices is what its accepted
/// solutions assume.
const HDU3094: HackenbushCases = HackenbushCases {
    limits: Limits {
        count: 100_000,
        cases: 10,
        value: 1,
    },
    most_vertices: 100_000,
    layout: Layout::OneTree,
    words: solve::<u64>,
    big: solve::<BigNat>,
};

//! HDU 3094 (A tree game): Green Hackenbush on a rooted tree,
//! `Alice`/`Bob` per case.

use crate::families::hackenbush::{read_edges, Which};
use crate::families::hackenbush_cases::{self as cases, Layout};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use std::fmt::Write as _;

use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::io::Write;

impl Problem {
    /// HDU 3094 (A tree game): Green Hackenbush on a rooted tree,
    /// `Alice`/`Bob` per case.
    pub const Hdu3094: Problem = Problem::new("hdu3094", &Hdu3094);
}

struct Hdu3094;

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

impl Spec for Hdu3094 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// Vertices per graph, cases, graphs per block. The statement gives no
    /// limits we could check; N ≤ 10^5 vertices is what its accepted
    /// solutions assume.
    fn limits(&self) -> Limits {
        Limits {
            count: 100_000,
            cases: 10,
            value: 1,
        }
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        // Misère play is answered by the root branches at any size, as
        // normal play is: every size generates the judge's trees.
        for _ in 0..n_cases {
            let case = cases::generate(rng, Layout::OneTree, count, value, tags);
            input.cases.push(case);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        let _ = writeln!(out, "{}", input.cases.len());
        for c in &input.cases {
            cases::render(Layout::OneTree, c, out);
        }
    }

    /// Trees (with cycles hanging from them in POJ 3710) on the vertices 1
    /// to m, every vertex joined to the root.
    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| cases::is_valid(Layout::OneTree, c))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        cases::explain(Layout::OneTree, case)
    }
}

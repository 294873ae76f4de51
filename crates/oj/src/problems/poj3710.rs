//! POJ 3710 (Christmas Game): Green Hackenbush on trees with cycles,
//! `Sally`/`Harry` per block.

use crate::families::hackenbush::{read_edges, Which};
use crate::families::hackenbush_cases::{self as cases, Layout};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};

use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::io::Write;

impl Problem {
    /// POJ 3710 (Christmas Game): Green Hackenbush on trees with cycles,
    /// `Sally`/`Harry` per block.
    pub const Poj3710: Problem = Problem::new("poj3710", &Poj3710);
}

struct Poj3710;

/// POJ 3710: blocks until the end of input, each `N` graphs, each `m k`
/// (vertices, edges) and k edges `a b`, rooted at vertex 1; `Sally` when
/// the first player wins the sum, `Harry` otherwise.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut block = 1;
    while block == 1 || !sc.at_end() {
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
        block += 1;
    }
    Ok(())
}

impl Spec for Poj3710 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// N ≤ 100 trees of m < 100 vertices and k < 500 edges; the count of
    /// blocks is not stated.
    fn limits(&self) -> Limits {
        Limits {
            count: 60,
            cases: 10,
            value: 100,
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
            let case = cases::generate(rng, Layout::WithCycles, count, value, tags);
            input.cases.push(case);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        for c in &input.cases {
            cases::render(Layout::WithCycles, c, out);
        }
    }

    /// Trees (with cycles hanging from them in POJ 3710) on the vertices 1
    /// to m, every vertex joined to the root.
    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| cases::is_valid(Layout::WithCycles, c))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        cases::explain(Layout::WithCycles, case)
    }
}

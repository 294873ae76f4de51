//! HDU 3590 (PP and QQ): Green Hackenbush on rooted trees under misère
//! play, `PP`/`QQ` per block.

use crate::families::hackenbush::{read_edges, Which};
use crate::families::hackenbush_cases::{HackenbushCases, Layout};
use crate::families::layout::until_end;
use crate::scanner::{Fail, Scanner};
use crate::spec::Limits;
use crate::{line, Problem};
use grundy_engine::hackenbush::misere::{first_player_wins, MisereError};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;

impl Problem {
    /// HDU 3590 (PP and QQ): Green Hackenbush on rooted trees under misère
    /// play, `PP`/`QQ` per block.
    pub const Hdu3590: Problem = Problem::new("hdu3590", &HDU3590);
}

/// HDU 3590: blocks until the end of input, each `N` trees, each `m` and
/// m − 1 edges, rooted at vertex 1, under misère play (whoever cuts the
/// last edge loses); `PP` when the first player wins, `QQ` otherwise. The
/// outcome is the SJ theorem's on the trees' root branches, in linear time
/// (the anti-SG rule accepted solutions apply to whole trees is wrong on
/// some forests: see [`grundy_engine::hackenbush::misere`]); a graph with
/// a cycle is refused.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, block| {
        let (trees, first) = sc.natural_token::<N>(|| tr!("oj-trees-of-block", block = block))?;
        let trees = trees
            .to_u64()
            .and_then(|t| usize::try_from(t).ok())
            .ok_or_else(|| {
                Fail::Failed(sc.error_at(Some(first), tr!("oj-too-many-trees", block = block)))
            })?;
        let mut graphs = Vec::with_capacity(trees.min(1 << 16));
        let mut tokens = Vec::with_capacity(trees.min(1 << 16));
        for t in 1..=trees {
            let m = sc.count(|| tr!("oj-vertices-of-tree", tree = t, block = block))?;
            let tree = Which::Tree { tree: t, block };
            let (g, edge_tokens) = read_edges::<N>(sc, m, m.saturating_sub(1), tree)?;
            graphs.push(g);
            tokens.push(edge_tokens);
        }
        let wins = first_player_wins(&graphs).map_err(|e| {
            Fail::Failed(match e {
                MisereError::NotATree { index, edge } => sc.error_at(
                    Some(tokens[index][edge]),
                    tr!(
                        "oj-tree-cycle",
                        edge = edge + 1,
                        tree = index + 1,
                        block = block
                    ),
                ),
                // The rule searches nothing.
                e @ MisereError::TooLarge { .. } => {
                    sc.error_at(Some(first), tr!("oj-block-then", block = block, why = e))
                }
            })
        })?;
        line(out, if wins { "PP" } else { "QQ" });
        Ok(())
    })
}

/// N ≤ 100 trees of m ≤ 100 vertices; the count of blocks is not
/// stated.
const HDU3590: HackenbushCases = HackenbushCases {
    limits: Limits {
        count: 100,
        cases: 10,
        value: 100,
    },
    most_vertices: 100,
    layout: Layout::Trees,
    words: solve::<u64>,
    big: solve::<BigNat>,
};

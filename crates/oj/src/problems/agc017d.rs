//! AtCoder AGC 017 D (Game on Tree): Green Hackenbush on one tree rooted
//! at vertex 1, `Alice`/`Bob`.

use crate::families::hackenbush::{read_edges, Which};
use crate::families::hackenbush_cases::{self, Layout};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::io::Write;

impl Problem {
    /// AtCoder AGC 017 D (Game on Tree): Green Hackenbush, `Alice`/`Bob`.
    pub const Agc017d: Problem = Problem::new("agc017d", &Agc017d);
}

/// A case is HDU 3094's: `N`, then the N − 1 edges as pairs of numbers;
/// the input is that one case, without a count of cases.
struct Agc017d;

/// `N`, then N − 1 edges `x y`; a move deletes an edge and whatever is no
/// longer joined to vertex 1, which is Green Hackenbush on the tree rooted
/// at 1: by the colon principle a vertex is worth the xor over its
/// children of their values plus one, and `Alice`, who moves first, wins
/// when the root's is not 0.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let n = sc.count(|| tr!("oj-agc017d-vertices"))?;
    let (g, _) = read_edges::<N>(sc, n, n.saturating_sub(1), Which::Case(1))?;
    sc.expect_end(|| tr!("oj-after-edges", count = n.saturating_sub(1)))?;
    line(out, if g.value() != 0 { "Alice" } else { "Bob" });
    Ok(())
}

impl Spec for Agc017d {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// 2 ≤ N ≤ 10^5 (the family's generator draws trees of up to `count`
    /// vertices).
    fn limits(&self) -> Limits {
        Limits {
            count: 100_000,
            cases: 1,
            value: 1,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            multi: false,
            ..Shape::CASES
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
        for _ in 0..n_cases {
            let mut drawn = Vec::new();
            let mut case =
                hackenbush_cases::generate(rng, Layout::OneTree, count, value, &mut drawn);
            // The statement promises N ≥ 2: the family's lone vertex becomes
            // the smallest tree the judge gives, one edge.
            if case == [1] {
                drawn.retain(|&t| t != "a single vertex, no edge");
                tags.push("a single edge");
                case = vec![2, 1, 2];
            }
            tags.extend(drawn);
            input.cases.push(case);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        for c in &input.cases {
            hackenbush_cases::render(Layout::OneTree, c, out);
        }
    }

    /// A tree on the vertices 1 to N, 2 ≤ N ≤ 10^5 (checked here rather
    /// than by the family, whose check of any graph's shape is for the
    /// smaller graphs of the other formats).
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| is_tree(c))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        hackenbush_cases::explain(Layout::OneTree, case)
    }
}

/// Whether a case `N, x1, y1, …` is a tree on the vertices 1 to N, with
/// 2 ≤ N ≤ 10^5: N − 1 edges, none closing a cycle.
fn is_tree(case: &[u64]) -> bool {
    let Some((&n, edges)) = case.split_first() else {
        return false;
    };
    if !(2..=100_000).contains(&n) || edges.len() as u64 != 2 * (n - 1) {
        return false;
    }
    let mut parent: Vec<usize> = (0..=n as usize).collect();
    fn root(parent: &mut [usize], mut v: usize) -> usize {
        while parent[v] != v {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        v
    }
    edges.chunks(2).all(|e| {
        let in_range = |v: u64| (1..=n).contains(&v);
        if !in_range(e[0]) || !in_range(e[1]) {
            return false;
        }
        let (a, b) = (
            root(&mut parent, e[0] as usize),
            root(&mut parent, e[1] as usize),
        );
        parent[a] = b;
        a != b
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Agc017d.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The edges left joined to vertex 1 of `edges` (a set of indices into
    /// `all`, as bits).
    fn joined(all: &[(usize, usize)], edges: u32) -> u32 {
        let mut reached = vec![false; all.len() + 2];
        reached[1] = true;
        let mut kept = 0u32;
        loop {
            let before = kept;
            for (i, &(a, b)) in all.iter().enumerate() {
                if edges & (1 << i) != 0 && (reached[a] || reached[b]) {
                    reached[a] = true;
                    reached[b] = true;
                    kept |= 1 << i;
                }
            }
            if kept == before {
                return kept;
            }
        }
    }

    /// Whether the player to move wins, by a search of the statement's
    /// rules: a move deletes one edge, and with it every edge no longer
    /// joined to vertex 1.
    fn wins(all: &[(usize, usize)], edges: u32, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&w) = memo.get(&edges) {
            return w;
        }
        let w = (0..all.len())
            .filter(|i| edges & (1 << i) != 0)
            .any(|i| !wins(all, joined(all, edges & !(1 << i)), memo));
        memo.insert(edges, w);
        w
    }

    /// The tree of a Prüfer sequence on the vertices 1 to n.
    fn tree(n: usize, prufer: &[usize]) -> Vec<(usize, usize)> {
        let mut degree = vec![1; n + 1];
        for &v in prufer {
            degree[v] += 1;
        }
        let mut edges = Vec::new();
        for &v in prufer {
            let leaf = (1..=n).find(|&u| degree[u] == 1).unwrap();
            edges.push((leaf, v));
            degree[leaf] -= 1;
            degree[v] -= 1;
        }
        let rest: Vec<usize> = (1..=n).filter(|&u| degree[u] == 1).collect();
        edges.push((rest[0], rest[1]));
        edges
    }

    /// Every labelled tree of 2 to 7 vertices (all 18248 of them, each
    /// rooted at vertex 1) is answered as the search of the rules finds it.
    #[test]
    fn every_small_tree_agrees_with_a_search_of_the_rules() {
        let mut trees = 0;
        for n in 2..=7usize {
            let total = n.pow(n as u32 - 2);
            for code in 0..total {
                let prufer: Vec<usize> =
                    (0..n - 2).map(|i| code / n.pow(i as u32) % n + 1).collect();
                let edges = tree(n, &prufer);
                let all = (1u32 << edges.len()) - 1;
                let expected = if wins(&edges, all, &mut HashMap::new()) {
                    "Alice\n"
                } else {
                    "Bob\n"
                };
                let mut input = format!("{n}\n");
                for (a, b) in &edges {
                    input.push_str(&format!("{a} {b}\n"));
                }
                assert_eq!(answer(&input).unwrap(), expected, "{input}");
                trees += 1;
            }
        }
        assert_eq!(trees, 18_248);
    }

    /// Samples of our own (the statement's were not seen), each checked
    /// by hand against the rules and by the search above.
    #[test]
    fn small_samples() {
        // Two edges at the root: whatever the first player cuts, the second
        // cuts the other.
        assert_eq!(answer("3\n1 2\n1 3\n").unwrap(), "Bob\n");
        // A stalk of two: cutting the edge at the root takes both.
        assert_eq!(answer("3\n2 3\n1 2\n").unwrap(), "Alice\n");
        // 1-2, 2-3, 2-4, 4-5: the branch at 2 is worth 1 xor 2 = 3, the
        // tree 4, and the root alone is worth 0.
        assert_eq!(answer("5\n1 2\n2 3\n2 4\n4 5\n").unwrap(), "Alice\n");
        assert_eq!(answer("1\n").unwrap(), "Bob\n");
    }

    #[test]
    fn long_paths_and_stars_are_answered() {
        // A path of 10^5 vertices from the root is a stalk of 99999 edges.
        let n = 100_000;
        let mut path = format!("{n}\n");
        for v in 1..n {
            path.push_str(&format!("{v} {}\n", v + 1));
        }
        assert_eq!(answer(&path).unwrap(), "Alice\n");
        // A star of an even number of edges at the root is worth 0.
        let mut star = format!("{}\n", 5);
        for v in 2..=5 {
            star.push_str(&format!("{v} 1\n"));
        }
        assert_eq!(answer(&star).unwrap(), "Bob\n");
    }

    #[test]
    fn only_trees_are_valid_cases() {
        assert!(is_tree(&[2, 1, 2]));
        assert!(is_tree(&[4, 2, 3, 1, 2, 4, 2]));
        assert!(!is_tree(&[1]));
        assert!(!is_tree(&[3, 1, 2, 2, 1]));
        assert!(!is_tree(&[3, 1, 2, 2, 4]));
        assert!(!is_tree(&[3, 1, 2]));
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let e = answer("3\n1 2\n2 4\n").unwrap_err();
        assert!(e.starts_with("line 3, column 3: "), "{e}");
        let e = answer("3\n1 2\n").unwrap_err();
        assert!(e.starts_with("line 2, column 4: "), "{e}");
        let e = answer("2\n1 2\n3 4\n").unwrap_err();
        assert!(e.starts_with("line 3, column 1: "), "{e}");
        let e = answer("2\n1 x\n").unwrap_err();
        assert!(e.starts_with("line 2, column 3: "), "{e}");
    }
}

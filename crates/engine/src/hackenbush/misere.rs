//! Green Hackenbush on rooted trees under misère play: whoever cuts the
//! last edge loses (HDU 3590); with no edge at all, the player to move
//! wins (the opponent made the last cut, or there was none to make).
//!
//! **The root branches meet the SJ theorem's condition; whole trees do
//! not.** A tree glued at its root is the sum of its *root branches*, an
//! edge from the root with the subtree above it. A cut falls in one
//! branch, and leaves that branch a smaller branch or nothing, so the
//! forest is the misère sum of all its trees' branches. By the colon
//! principle a branch is worth 1 + the value of the subtree above its
//! edge, never 0 while it has an edge: every position of value 0 a branch
//! reaches is over, so the sum is over exactly when every branch is worth
//! 0. That is the SJ theorem's condition (anti-SG), and the theorem
//! decides: the player to move wins exactly when the xor of the branches'
//! values is not 0 and some branch is worth 2 or more, or the xor is 0
//! and no branch is ([`first_player_wins`], linear in the edges; the proof
//! is in `docs/oj.md`).
//!
//! **The rule judges use is wrong.** Accepted solutions of HDU 3590 apply
//! the same rule to the *trees'* values: the xor is the same (a tree is
//! worth the xor of its branches), but a tree worth 0 or 1 can still hold
//! a branch worth 2 or more, and be played. The tree of two stalks of two
//! edges on the root (`1-2,2-3,1-4,4-5`) is worth 2 xor 2 = 0, so that
//! rule says the player to move wins, but its branches are worth 2 and 2:
//! it is misère Nim with heaps 2 and 2, which the player to move loses
//! ([`anti_sg_rule`] on the trees' values is kept for that comparison).
//!
//! [`MisereSearch`] searches the rules themselves (the trees glued at
//! their roots, every rooted tree reachable valued once up to
//! isomorphism, within a budget); the tests check the rule against it on
//! every forest of up to 12 vertices.
//!
//! ```
//! use grundy_engine::hackenbush::misere::{first_player_wins, MisereSearch};
//! use grundy_engine::hackenbush::Graph;
//! let two_stalks = Graph::parse("1-2,2-3,1-4,4-5", 1).unwrap();
//! assert_eq!(first_player_wins(std::slice::from_ref(&two_stalks)), Ok(false));
//! let mut search = MisereSearch::new();
//! assert_eq!(search.first_player_wins(&[two_stalks]), Ok(false));
//! // A fork on a stem: cutting the stem leaves nothing (and the opponent
//! // wins), cutting a prong leaves a stalk of two, which the opponent wins.
//! let fork = Graph::parse("1-2,2-3,2-4", 1).unwrap();
//! assert_eq!(first_player_wins(std::slice::from_ref(&fork)), Ok(false));
//! assert_eq!(search.first_player_wins(&[fork]), Ok(false));
//! ```

use super::{Dense, Graph};
use rustc_hash::FxHashMap;
use std::fmt;

/// The SJ theorem's rule (anti-SG, misère Nim's): the player to move
/// wins exactly when the xor of `values` is not 0 and some value exceeds
/// 1, or the xor is 0 and none does. Right on the root branches' values
/// ([`branch_values`]); **not** on the trees' values, which accepted
/// solutions of HDU 3590 give it (see the module's documentation).
///
/// ```
/// use grundy_engine::hackenbush::misere::anti_sg_rule;
/// assert!(!anti_sg_rule([1]));
/// assert!(anti_sg_rule([1, 1]));
/// assert!(!anti_sg_rule([2, 2]));
/// ```
pub fn anti_sg_rule(values: impl IntoIterator<Item = u64>) -> bool {
    let (mut xor, mut large) = (0u64, false);
    for v in values {
        xor ^= v;
        large |= v > 1;
    }
    (xor != 0) == large
}

/// The value of every root branch of every tree of `graphs` (each rooted
/// at its own root; edges not joined to it have fallen), by the colon
/// principle: 1 + the value of the subtree above the branch's edge. Each
/// is at least 1, which is why the branches meet the SJ theorem's
/// condition. Linear in the edges, without recursion (trees may be deep).
///
/// ```
/// use grundy_engine::hackenbush::misere::branch_values;
/// use grundy_engine::hackenbush::Graph;
/// // Two stalks of two edges: branches worth 2 and 2 (the tree, 0).
/// let g = Graph::parse("1-2,2-3,1-4,4-5", 1).unwrap();
/// assert_eq!(branch_values(&[g]), Ok(vec![2, 2]));
/// ```
pub fn branch_values(graphs: &[Graph]) -> Result<Vec<u64>, MisereError> {
    let mut values = Vec::new();
    for (index, g) in graphs.iter().enumerate() {
        let kids = colon_values(g.dense()).map_err(|edge| MisereError::NotATree { index, edge })?;
        values.extend(kids);
    }
    Ok(values)
}

/// Whether the player to move wins the misère sum of the trees `graphs`:
/// the SJ theorem on their root branches ([`branch_values`],
/// [`anti_sg_rule`]), at any size, in linear time.
///
/// ```
/// use grundy_engine::hackenbush::misere::first_player_wins;
/// use grundy_engine::hackenbush::Graph;
/// // One edge: the player to move must cut it, and loses.
/// let edge = Graph::parse("1-2", 1).unwrap();
/// assert_eq!(first_player_wins(&[edge.clone()]), Ok(false));
/// assert_eq!(first_player_wins(&[edge.clone(), edge]), Ok(true));
/// ```
pub fn first_player_wins(graphs: &[Graph]) -> Result<bool, MisereError> {
    Ok(anti_sg_rule(branch_values(graphs)?))
}

/// The values of the root's branches in `g`, or the index of an edge on a
/// cycle joined to the root.
fn colon_values(g: &Dense) -> Result<Vec<u64>, usize> {
    let (order, parent_edge) = search_from_root(g)?;
    let n = g.vertices();
    let mut value = vec![0u64; n];
    let mut branches = Vec::new();
    for &v in order.iter().rev() {
        let pe = parent_edge[v as usize];
        if pe == u32::MAX {
            continue;
        }
        let (a, b) = g.ends[pe as usize];
        let p = if a == v { b } else { a };
        let branch = value[v as usize] + 1;
        value[p as usize] ^= branch;
        if p == 0 {
            branches.push(branch);
        }
    }
    Ok(branches)
}

/// The vertices joined to the root (vertex 0), each after its parent, and
/// each one's edge to its parent (`u32::MAX` for the root); or the index
/// of an edge that closes a cycle (a loop or a parallel edge too).
fn search_from_root(g: &Dense) -> Result<(Vec<u32>, Vec<u32>), usize> {
    let n = g.vertices();
    let mut parent_edge = vec![u32::MAX; n];
    let mut seen = vec![false; n];
    let mut order = vec![0u32];
    seen[0] = true;
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &(e, w) in g.at(v) {
            if e == parent_edge[v as usize] {
                continue;
            }
            if seen[w as usize] {
                return Err(e as usize);
            }
            seen[w as usize] = true;
            parent_edge[w as usize] = e;
            order.push(w);
        }
    }
    Ok((order, parent_edge))
}

/// The most new rooted trees one question values before the search gives
/// up (about a second's work).
pub const POSITION_LIMIT: usize = 200_000;

/// The most options (cuts, over all trees valued) one question lists
/// before the search gives up.
pub const OPTION_LIMIT: usize = 4_000_000;

/// Why a misère outcome was not found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MisereError {
    /// Graph `index` (from 0) has a cycle joined to its root: the search
    /// and the judges' problem are about trees.
    NotATree {
        /// Which graph.
        index: usize,
        /// An edge on a cycle, by its index in that graph.
        edge: usize,
    },
    /// The search would value more trees or options than its limits.
    TooLarge {
        /// The positions valued when it stopped.
        positions: usize,
    },
}

impl MisereError {
    /// What it says: the graph that is no tree, or the search's size.
    pub fn message(&self) -> grundy_text::Message {
        match self {
            MisereError::NotATree { index, edge } => grundy_text::msg!(
                "hackenbush-misere-not-a-tree",
                graph = index + 1,
                edge = edge + 1
            ),
            MisereError::TooLarge { positions } => grundy_text::msg!(
                "hackenbush-misere-too-large",
                positions = positions,
                trees = POSITION_LIMIT,
                cuts = OPTION_LIMIT
            ),
        }
    }
}

impl fmt::Display for MisereError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grundy_text::render(&self.message()))
    }
}

impl std::error::Error for MisereError {}

/// One rooted tree up to isomorphism: its children's ids, sorted.
#[derive(Default)]
struct Node {
    children: Vec<u32>,
    /// The trees one cut leaves (without repeats), once listed.
    options: Option<Vec<u32>>,
    /// Whether the player to move wins, once known.
    wins: Option<bool>,
}

/// A misère search of the rules over rooted trees, remembering every tree
/// it has valued (a search of several cases shares them): exact but
/// exponential, it is what [`first_player_wins`] is checked against.
#[derive(Default)]
pub struct MisereSearch {
    nodes: Vec<Node>,
    ids: FxHashMap<Vec<u32>, u32>,
    /// Trees known before the question being answered.
    known: usize,
    /// Options listed for the question being answered.
    options_listed: usize,
}

impl MisereSearch {
    /// An empty search.
    pub fn new() -> MisereSearch {
        let mut s = MisereSearch::default();
        s.intern(Vec::new());
        s
    }

    fn intern(&mut self, mut children: Vec<u32>) -> u32 {
        children.sort_unstable();
        if let Some(&id) = self.ids.get(&children) {
            return id;
        }
        let id = self.nodes.len() as u32;
        self.ids.insert(children.clone(), id);
        self.nodes.push(Node {
            children,
            ..Node::default()
        });
        id
    }

    /// The tree of the edges joined to the root of `g` (its children as
    /// trees), or the index of an edge on a cycle.
    fn tree_of(&mut self, g: &Dense) -> Result<Vec<u32>, usize> {
        let n = g.vertices();
        let (order, parent_edge) = search_from_root(g)?;
        // The leaves up: each vertex's children are interned before it.
        let mut kids: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut id = vec![0u32; n];
        for &v in order.iter().rev() {
            id[v as usize] = self.intern(std::mem::take(&mut kids[v as usize]));
            let pe = parent_edge[v as usize];
            if pe != u32::MAX {
                let (a, b) = g.ends[pe as usize];
                let p = if a == v { b } else { a };
                kids[p as usize].push(id[v as usize]);
            }
        }
        Ok(self.nodes[id[0] as usize].children.clone())
    }

    /// Whether the player to move wins the misère sum of the trees
    /// `graphs` (each rooted at its own root; edges not joined to it have
    /// fallen).
    pub fn first_player_wins(&mut self, graphs: &[Graph]) -> Result<bool, MisereError> {
        self.known = self.nodes.len();
        self.options_listed = 0;
        let mut children = Vec::new();
        for (index, g) in graphs.iter().enumerate() {
            let kids = self
                .tree_of(g.dense())
                .map_err(|edge| MisereError::NotATree { index, edge })?;
            children.extend(kids);
        }
        if let Some(lengths) = self.stalks(&children) {
            return Ok(crate::misere_nim::outcome(&lengths).first_player_wins());
        }
        let root = self.intern(children);
        self.wins(root)
    }

    /// The lengths of the stalks if every child of the root heads one.
    fn stalks(&self, children: &[u32]) -> Option<Vec<u64>> {
        children
            .iter()
            .map(|&c| {
                let mut length = 1u64;
                let mut node = &self.nodes[c as usize];
                while let [only] = node.children[..] {
                    length += 1;
                    node = &self.nodes[only as usize];
                }
                node.children.is_empty().then_some(length)
            })
            .collect()
    }

    fn too_large(&self) -> MisereError {
        MisereError::TooLarge {
            positions: self.nodes.len() - self.known,
        }
    }

    /// Lists the options of `id`, its children's being listed.
    fn list_options(&mut self, id: u32) -> Result<(), MisereError> {
        let children = self.nodes[id as usize].children.clone();
        let mut options = Vec::new();
        for (i, &c) in children.iter().enumerate() {
            if i > 0 && children[i - 1] == c {
                continue;
            }
            let mut without = children.clone();
            without.remove(i);
            options.push(self.intern(without.clone()));
            let below = self.nodes[c as usize]
                .options
                .clone()
                .expect("the children's options are listed first");
            for d in below {
                let mut replaced = without.clone();
                replaced.push(d);
                options.push(self.intern(replaced));
            }
            if self.nodes.len() - self.known > POSITION_LIMIT {
                return Err(self.too_large());
            }
        }
        options.sort_unstable();
        options.dedup();
        self.options_listed += options.len();
        if self.options_listed > OPTION_LIMIT {
            return Err(self.too_large());
        }
        self.nodes[id as usize].options = Some(options);
        Ok(())
    }

    /// The outcome of `root`, by an explicit stack (trees may be deep).
    fn wins(&mut self, root: u32) -> Result<bool, MisereError> {
        enum Task {
            Options(u32),
            Outcome(u32),
        }
        let mut stack = vec![Task::Outcome(root)];
        while let Some(task) = stack.last() {
            match *task {
                Task::Options(id) => {
                    let node = &self.nodes[id as usize];
                    if node.options.is_some() {
                        stack.pop();
                        continue;
                    }
                    let pending: Vec<u32> = node
                        .children
                        .iter()
                        .copied()
                        .filter(|&c| self.nodes[c as usize].options.is_none())
                        .collect();
                    if pending.is_empty() {
                        self.list_options(id)?;
                        stack.pop();
                    } else {
                        stack.extend(pending.into_iter().map(Task::Options));
                    }
                }
                Task::Outcome(id) => {
                    let node = &self.nodes[id as usize];
                    if node.wins.is_some() {
                        stack.pop();
                        continue;
                    }
                    let Some(options) = &node.options else {
                        stack.push(Task::Options(id));
                        continue;
                    };
                    // No option at all: no edge, and the player to move
                    // wins. Else a win is a cut to a lost tree.
                    let mut wins = options.is_empty();
                    let mut pending = Vec::new();
                    for &o in options {
                        match self.nodes[o as usize].wins {
                            Some(false) => {
                                wins = true;
                                pending.clear();
                                break;
                            }
                            Some(true) => {}
                            None => pending.push(o),
                        }
                    }
                    if pending.is_empty() {
                        self.nodes[id as usize].wins = Some(wins);
                        stack.pop();
                    } else {
                        stack.extend(pending.into_iter().map(Task::Outcome));
                    }
                }
            }
        }
        Ok(self.nodes[root as usize].wins.expect("valued"))
    }
}

#[cfg(test)]
mod tests;

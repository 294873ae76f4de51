//! Why a vertex is worth what it is: the mex of its successors' values,
//! the conditions of a generalised value, or the retrograde step that
//! decided one token's outcome.

use super::generalised::{reached_values, INFINITE};
use super::{Digraph, Verdict};
use grundy_i18n::tr;

/// A value as written: a number, or ∞.
pub(crate) fn show(values: &[u32], v: u32) -> String {
    match values[v as usize] {
        INFINITE => "∞".to_string(),
        x => x.to_string(),
    }
}

fn set(values: &[u32]) -> String {
    let items: Vec<String> = values.iter().map(u32::to_string).collect();
    format!("{{{}}}", items.join(", "))
}

/// The successors of `v` with their values, at most `limit` of them
/// written out.
fn successors(g: &Digraph, values: &[u32], v: u32, limit: usize) -> String {
    let succ = g.successors(v);
    let mut parts: Vec<String> = succ
        .iter()
        .take(limit)
        .map(|&w| format!("{} ({})", g.name(w), show(values, w)))
        .collect();
    if succ.len() > limit {
        parts.push(tr!("graph-more", count = succ.len() - limit));
    }
    grundy_i18n::join_values(&parts)
}

/// One line: `v`'s successors with their Grundy values, and their mex.
///
/// ```
/// use grundy_engine::graph::{explain_mex, grundy_values, Digraph};
/// let g = Digraph::parse("vertex a b c\na -> b c\nb -> c\n").unwrap();
/// let v = grundy_values(&g).unwrap();
/// assert_eq!(explain_mex(&g, &v, 0), "a: successors b (1), c (0); the mex of {0, 1} is 2");
/// assert_eq!(explain_mex(&g, &v, 2), "c: no successor; the mex of {} is 0");
/// ```
pub fn explain_mex(g: &Digraph, values: &[u32], v: u32) -> String {
    let seen = reached_values(g, values, v);
    let list = if g.successors(v).is_empty() {
        tr!("graph-no-successor")
    } else {
        tr!("graph-successors", list = successors(g, values, v, 12))
    };
    tr!(
        "graph-mex",
        vertex = g.name(v),
        list = list,
        set = set(&seen),
        value = values[v as usize]
    )
}

/// One line: why `v` has its generalised value: a finite k is missing among
/// its successors, every smaller value is there, and each successor worth
/// more (or ∞) can move back to k; ∞(K) lists K.
///
/// ```
/// use grundy_engine::graph::{explain_generalised, generalised, Digraph};
/// let g = Digraph::parse("vertex a b c d\na -> b\nb -> a c\nd -> d\n").unwrap();
/// let v = generalised(&g).unwrap();
/// assert_eq!(explain_generalised(&g, &v, 0), "a: worth 0: successors b (1); none is worth 0, and each worth more reaches a vertex worth 0");
/// assert_eq!(explain_generalised(&g, &v, 3), "d: worth ∞(K) with K = {}, the finite values among successors d (∞): a token here can be kept moving for ever");
/// ```
pub fn explain_generalised(g: &Digraph, values: &[u32], v: u32) -> String {
    let list = if g.successors(v).is_empty() {
        tr!("graph-no-successor")
    } else {
        tr!("graph-successors", list = successors(g, values, v, 12))
    };
    match values[v as usize] {
        INFINITE => {
            let k = reached_values(g, values, v);
            tr!(
                "graph-infinite",
                vertex = g.name(v),
                set = set(&k),
                list = list
            )
        }
        x => {
            let below = grundy_i18n::Arg::yes(x != 0);
            tr!(
                "graph-finite",
                vertex = g.name(v),
                value = x,
                list = list,
                below = below
            )
        }
    }
}

/// One line: how retrograde analysis decided one token on `v`.
///
/// ```
/// use grundy_engine::graph::{explain_outcome, outcomes, Digraph};
/// let g = Digraph::parse("vertex a b c\na -> b\nb -> a c\n").unwrap();
/// let o = outcomes(&g).unwrap();
/// assert_eq!(explain_outcome(&g, &o, 1), "b: wins, moving to a, which loses");
/// assert_eq!(explain_outcome(&g, &o, 0), "a: loses: every move goes to a winning vertex (b)");
/// ```
pub fn explain_outcome(g: &Digraph, outcomes: &[Verdict], v: u32) -> String {
    let succ = g.successors(v);
    let name = g.name(v);
    let with = |o: Verdict| succ.iter().find(|&&w| outcomes[w as usize] == o).copied();
    match outcomes[v as usize] {
        Verdict::Win => {
            let w = with(Verdict::Lose).expect("a winning vertex moves to a losing one");
            tr!("graph-wins-moving", vertex = name, to = g.name(w))
        }
        Verdict::Lose if succ.is_empty() => tr!("graph-loses-no-move", vertex = name),
        Verdict::Lose => {
            let mut list: Vec<String> = succ
                .iter()
                .take(12)
                .map(|&w| g.name(w).into_owned())
                .collect();
            list.dedup();
            if succ.len() > 12 {
                list.push("…".into());
            }
            tr!(
                "graph-loses-every",
                vertex = name,
                list = grundy_i18n::join_values(&list)
            )
        }
        Verdict::Draw => {
            let w = with(Verdict::Draw).expect("a drawn vertex moves to a drawn one");
            tr!("graph-draw-keeps", vertex = name, to = g.name(w))
        }
    }
}

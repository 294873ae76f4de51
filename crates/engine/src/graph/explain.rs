//! Why a vertex is worth what it is: the mex of its successors' values,
//! the conditions of a generalised value, or the retrograde step that
//! decided one token's outcome.

use super::generalised::{reached_values, INFINITE};
use super::{Digraph, Verdict};
use grundy_text::{msg, Arg, Join, Message};

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
fn successors(g: &Digraph, values: &[u32], v: u32, limit: usize) -> Arg {
    let succ = g.successors(v);
    let mut parts: Vec<Arg> = succ
        .iter()
        .take(limit)
        .map(|&w| Arg::Text(format!("{} ({})", g.name(w), show(values, w))))
        .collect();
    if succ.len() > limit {
        parts.push(msg!("graph-more", count = succ.len() - limit).into());
    }
    Arg::List(Join::Values, parts)
}

/// One line: `v`'s successors with their Grundy values, and their mex.
///
/// ```
/// use grundy_engine::graph::{explain_mex, grundy_values, Digraph};
/// let g = Digraph::parse("vertex a b c\na -> b c\nb -> c\n").unwrap();
/// let v = grundy_values(&g).unwrap();
/// let said = explain_mex(&g, &v, 0);
/// assert_eq!((said.id(), said.arg("set")), ("graph-mex", Some(&grundy_text::Arg::Text("{0, 1}".into()))));
/// ```
pub fn explain_mex(g: &Digraph, values: &[u32], v: u32) -> Message {
    let seen = reached_values(g, values, v);
    let list = if g.successors(v).is_empty() {
        msg!("graph-no-successor")
    } else {
        msg!("graph-successors", list = successors(g, values, v, 12))
    };
    msg!(
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
/// assert_eq!(explain_generalised(&g, &v, 0).id(), "graph-finite");
/// assert_eq!(explain_generalised(&g, &v, 3).id(), "graph-infinite");
/// ```
pub fn explain_generalised(g: &Digraph, values: &[u32], v: u32) -> Message {
    let list = if g.successors(v).is_empty() {
        msg!("graph-no-successor")
    } else {
        msg!("graph-successors", list = successors(g, values, v, 12))
    };
    match values[v as usize] {
        INFINITE => {
            let k = reached_values(g, values, v);
            msg!(
                "graph-infinite",
                vertex = g.name(v),
                set = set(&k),
                list = list
            )
        }
        x => {
            let below = Arg::yes(x != 0);
            msg!(
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
/// assert_eq!(explain_outcome(&g, &o, 1).id(), "graph-wins-moving");
/// assert_eq!(explain_outcome(&g, &o, 0).id(), "graph-loses-every");
/// ```
pub fn explain_outcome(g: &Digraph, outcomes: &[Verdict], v: u32) -> Message {
    let succ = g.successors(v);
    let name = g.name(v);
    let with = |o: Verdict| succ.iter().find(|&&w| outcomes[w as usize] == o).copied();
    match outcomes[v as usize] {
        Verdict::Win => {
            let w = with(Verdict::Lose).expect("a winning vertex moves to a losing one");
            msg!("graph-wins-moving", vertex = name, to = g.name(w))
        }
        Verdict::Lose if succ.is_empty() => msg!("graph-loses-no-move", vertex = name),
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
            msg!(
                "graph-loses-every",
                vertex = name,
                list = Arg::list(Join::Values, list)
            )
        }
        Verdict::Draw => {
            let w = with(Verdict::Draw).expect("a drawn vertex moves to a drawn one");
            msg!("graph-draw-keeps", vertex = name, to = g.name(w))
        }
    }
}

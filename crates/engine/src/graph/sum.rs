//! Sums of tokens: the verdict of a position from its tokens' values, and
//! every winning move, or every move that keeps a draw.
//!
//! With the generalised values (Smith's theorem): if every token's value
//! is finite, the sum is worth their xor and lost exactly when it is 0; if
//! one token is worth ∞(K) and the others xor to a, the player to move
//! wins when a ∈ K (moving that token to a successor worth a) and the game
//! is drawn otherwise; with two tokens or more worth ∞ it is drawn. On an
//! acyclic graph every value is finite and this is the Sprague–Grundy
//! theorem.

use super::generalised::{reaches, INFINITE};
use super::{Digraph, Verdict};

/// A move: token `token` (its index among the position's tokens; of
/// several tokens on one vertex, the first) along an edge `from -> to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The token moved, as an index into the tokens.
    pub token: usize,
    /// The vertex it leaves.
    pub from: u32,
    /// The vertex it goes to.
    pub to: u32,
}

/// The infinite tokens' vertices (with multiplicity) and the xor of the
/// finite ones.
fn split(values: &[u32], tokens: &[u32]) -> (Vec<u32>, u32) {
    let mut infinite = Vec::new();
    let mut xor = 0;
    for &t in tokens {
        match values[t as usize] {
            INFINITE => infinite.push(t),
            x => xor ^= x,
        }
    }
    (infinite, xor)
}

fn verdict_of(g: &Digraph, values: &[u32], infinite: &[u32], xor: u32) -> Verdict {
    match infinite {
        [] if xor == 0 => Verdict::Lose,
        [] => Verdict::Win,
        [u] if reaches(g, values, *u, xor) => Verdict::Win,
        _ => Verdict::Draw,
    }
}

/// The verdict of tokens on these vertices, from the vertices' values
/// ([`super::grundy_values`] or [`super::generalised`]).
///
/// ```
/// use grundy_engine::graph::{decide, generalised, Digraph, Verdict};
/// // 0 <-> 1, 1 -> 2: values 0, 1, 0; 3 <-> 4: both ∞.
/// let g = Digraph::new(5, &[(0, 1), (1, 0), (1, 2), (3, 4), (4, 3)]).unwrap();
/// let v = generalised(&g).unwrap();
/// assert_eq!(decide(&g, &v, &[1, 1]), Verdict::Lose);
/// assert_eq!(decide(&g, &v, &[1, 2]), Verdict::Win);
/// assert_eq!(decide(&g, &v, &[1, 3]), Verdict::Draw);
/// ```
pub fn decide(g: &Digraph, values: &[u32], tokens: &[u32]) -> Verdict {
    let (infinite, xor) = split(values, tokens);
    verdict_of(g, values, &infinite, xor)
}

/// Every move from the tokens on these vertices that wins (leaves a lost
/// position) or, from a drawn position, keeps the draw (leaves a drawn
/// one); none from a lost position. Moves along parallel edges, or of
/// tokens on the same vertex, are one move. In the order of the tokens,
/// then of the edges.
///
/// ```
/// use grundy_engine::graph::{generalised, moves, Digraph};
/// // Two tokens on the cycle 0 <-> 1 with an exit 1 -> 2: values 0, 1, 0.
/// let g = Digraph::new(3, &[(0, 1), (1, 0), (1, 2)]).unwrap();
/// let v = generalised(&g).unwrap();
/// // 1 xor 0: move the token on 1 to 0 or to 2, or the token on 0 to 1.
/// let m = moves(&g, &v, &[1, 0]);
/// assert_eq!(m.iter().map(|m| (m.token, m.from, m.to)).collect::<Vec<_>>(), vec![(0, 1, 0), (0, 1, 2), (1, 0, 1)]);
/// ```
pub fn moves(g: &Digraph, values: &[u32], tokens: &[u32]) -> Vec<Move> {
    let (infinite, xor) = split(values, tokens);
    let wanted = match verdict_of(g, values, &infinite, xor) {
        Verdict::Lose => return Vec::new(),
        Verdict::Win => Verdict::Lose,
        Verdict::Draw => Verdict::Draw,
    };
    let mut out = Vec::new();
    for (i, &v) in tokens.iter().enumerate() {
        if tokens[..i].contains(&v) {
            continue;
        }
        let vx = values[v as usize];
        // What is left once this token is lifted.
        let mut rest = infinite.clone();
        let mut rest_xor = xor;
        if vx == INFINITE {
            let at = rest.iter().position(|&u| u == v).expect("listed");
            rest.swap_remove(at);
        } else {
            rest_xor ^= vx;
        }
        if rest.len() >= 2 && wanted == Verdict::Lose {
            continue;
        }
        for w in distinct(g.successors(v)) {
            let after = match values[w as usize] {
                INFINITE => {
                    rest.push(w);
                    let a = verdict_of(g, values, &rest, rest_xor);
                    rest.pop();
                    a
                }
                x => verdict_of(g, values, &rest, rest_xor ^ x),
            };
            if after == wanted {
                out.push(Move {
                    token: i,
                    from: v,
                    to: w,
                });
            }
        }
    }
    out
}

/// The successors, each once, in the order of their first edge.
fn distinct(succ: &[u32]) -> Vec<u32> {
    let mut out: Vec<u32> = Vec::with_capacity(succ.len());
    if succ.len() <= 16 {
        for &w in succ {
            if !out.contains(&w) {
                out.push(w);
            }
        }
    } else {
        let mut seen = rustc_hash::FxHashSet::default();
        out.extend(succ.iter().copied().filter(|w| seen.insert(*w)));
    }
    out
}

/// Every winning move of one token on `v`, or every move keeping the draw,
/// from the outcomes of one token ([`super::outcomes`]).
///
/// ```
/// use grundy_engine::graph::{moves_of_one, outcomes, Digraph, Move};
/// let g = Digraph::new(3, &[(0, 1), (1, 0), (1, 2)]).unwrap();
/// let o = outcomes(&g).unwrap();
/// // From 1, both moves win: 0 loses (its one move goes back to 1), and 2 has no move.
/// let m = moves_of_one(&g, &o, 1);
/// assert_eq!(m, vec![Move { token: 0, from: 1, to: 0 }, Move { token: 0, from: 1, to: 2 }]);
/// ```
pub fn moves_of_one(g: &Digraph, outcomes: &[Verdict], v: u32) -> Vec<Move> {
    let wanted = match outcomes[v as usize] {
        Verdict::Lose => return Vec::new(),
        Verdict::Win => Verdict::Lose,
        Verdict::Draw => Verdict::Draw,
    };
    distinct(g.successors(v))
        .into_iter()
        .filter(|&w| outcomes[w as usize] == wanted)
        .map(|to| Move {
            token: 0,
            from: v,
            to,
        })
        .collect()
}

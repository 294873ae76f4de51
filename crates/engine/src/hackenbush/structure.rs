//! The fusion of a graph into its bridge tree, and the colon principle
//! along it: one depth-first search from the root, iterative, so a path of
//! millions of edges needs no deep stack.

use super::Dense;

const UNSEEN: u32 = u32::MAX;

/// A graph fused and valued: which vertices were reached from the root,
/// its 2-edge-connected pieces (each fused into one vertex, its edges
/// inside becoming loops), the bridges between them, and each piece's
/// value by the colon principle.
///
/// ```
/// use grundy_engine::hackenbush::Graph;
/// // A square hanging from a stalk: the square fuses into one vertex with
/// // four loops (worth 0), so the graph is a stalk of one edge.
/// let g = Graph::parse("1-2,2-3,3-4,4-5,5-2", 1).unwrap();
/// let s = g.structure();
/// assert_eq!(s.pieces().len(), 2);
/// assert_eq!(s.value(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Structure {
    /// Vertices (dense) in the order the search reached them; the root first.
    order: Vec<u32>,
    /// Per dense vertex: its piece, or [`UNSEEN`].
    piece_of: Vec<u32>,
    /// Per edge: whether it is a bridge.
    bridge: Vec<bool>,
    /// Per piece, in the order reached (the root's piece first).
    pieces: Vec<Piece>,
}

/// One 2-edge-connected piece, fused into one vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The vertex the search entered it by (the root, for the root's piece):
    /// the fused vertex is named after it.
    pub entry: u64,
    /// How many vertices it fuses.
    pub vertices: u64,
    /// Its edges inside, each a loop once fused (they count by parity).
    pub loops: u64,
    /// The piece it hangs from, and the bridge (an edge index) it hangs by;
    /// `None` for the root's piece.
    pub parent: Option<(usize, usize)>,
    /// Its value: (loops mod 2) xor, over the pieces hanging from it, their
    /// value plus one.
    pub value: u64,
}

impl Structure {
    /// Fuses and values the graph, without edge `skip` if given (a cut).
    pub(crate) fn of(g: &Dense, skip: Option<u32>) -> Structure {
        let n = g.vertices();
        let skip = skip.unwrap_or(UNSEEN);
        let mut disc = vec![UNSEEN; n];
        let mut low = vec![0u32; n];
        let mut parent_edge = vec![UNSEEN; n];
        let mut parent = vec![UNSEEN; n];
        let mut bridge = vec![false; g.ends.len()];
        let mut order = Vec::new();
        // The search's stack: a vertex and how far through its edges it is.
        let mut stack: Vec<(u32, u32)> = Vec::new();
        if n > 0 {
            disc[0] = 0;
            low[0] = 0;
            order.push(0);
            stack.push((0, 0));
        }
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            let edges = g.at(v);
            if (*next as usize) < edges.len() {
                let (e, w) = edges[*next as usize];
                *next += 1;
                // Only the very edge the search came in by is not a way
                // back: a parallel edge is, and keeps the tree edge from
                // being a bridge.
                if e == skip || e == parent_edge[v as usize] {
                    continue;
                }
                if disc[w as usize] == UNSEEN {
                    let t = order.len() as u32;
                    disc[w as usize] = t;
                    low[w as usize] = t;
                    parent_edge[w as usize] = e;
                    parent[w as usize] = v;
                    order.push(w);
                    stack.push((w, 0));
                } else {
                    low[v as usize] = low[v as usize].min(disc[w as usize]);
                }
            } else {
                stack.pop();
                if let Some(&(p, _)) = stack.last() {
                    low[p as usize] = low[p as usize].min(low[v as usize]);
                    if low[v as usize] > disc[p as usize] {
                        bridge[parent_edge[v as usize] as usize] = true;
                    }
                }
            }
        }
        // The pieces: a vertex entered by a bridge starts one, any other
        // joins its parent's (the tree edges inside a piece span it).
        let mut piece_of = vec![UNSEEN; n];
        let mut pieces: Vec<Piece> = Vec::new();
        for &v in &order {
            let pe = parent_edge[v as usize];
            if pe == UNSEEN || bridge[pe as usize] {
                piece_of[v as usize] = pieces.len() as u32;
                pieces.push(Piece {
                    entry: g.names[v as usize],
                    vertices: 0,
                    loops: 0,
                    parent: (pe != UNSEEN)
                        .then(|| (piece_of[parent[v as usize] as usize] as usize, pe as usize)),
                    value: 0,
                });
            } else {
                piece_of[v as usize] = piece_of[parent[v as usize] as usize];
            }
            pieces[piece_of[v as usize] as usize].vertices += 1;
        }
        for (e, &(a, _)) in g.ends.iter().enumerate() {
            let p = piece_of[a as usize];
            if e as u32 != skip && p != UNSEEN && !bridge[e] {
                pieces[p as usize].loops += 1;
            }
        }
        for p in &mut pieces {
            p.value = p.loops & 1;
        }
        // Every piece below a bridge was reached after the bridge's lower
        // end, so in reverse order each piece is complete before it is
        // added to its parent. A value is at most the edges below it, so it
        // does not overflow.
        for i in (1..pieces.len()).rev() {
            let (parent, _) = pieces[i]
                .parent
                .expect("only the root's piece has no parent");
            let add = pieces[i].value + 1;
            pieces[parent].value ^= add;
        }
        Structure {
            order,
            piece_of,
            bridge,
            pieces,
        }
    }

    /// The graph's value: its root piece's.
    pub fn value(&self) -> u64 {
        self.pieces.first().map_or(0, |p| p.value)
    }

    /// The pieces, the root's first, each after the one it hangs from.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// Whether edge `e` is a bridge (false for an edge not reached).
    pub fn is_bridge(&self, e: usize) -> bool {
        self.bridge[e]
    }

    /// The piece of every reached vertex, as (vertex name, piece), in the
    /// order the search reached them.
    pub(crate) fn vertex_pieces<'a>(
        &'a self,
        g: &'a Dense,
    ) -> impl Iterator<Item = (u64, usize)> + 'a {
        self.order
            .iter()
            .map(move |&v| (g.names[v as usize], self.piece_of[v as usize] as usize))
    }

    /// Whether each edge is joined to the root (both ends reached; the
    /// skipped edge too, if its ends were).
    pub(crate) fn reached_edges(&self, g: &Dense) -> Vec<bool> {
        g.ends
            .iter()
            .map(|&(a, _)| self.piece_of[a as usize] != UNSEEN)
            .collect()
    }
}

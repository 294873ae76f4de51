//! How a graph is valued, step by step: the pieces that fuse, then the
//! colon principle from the leaves of the bridge tree to the root.

use super::Graph;
use grundy_i18n::{tr, Arg};

/// The most lines of each step an explanation shows: a graph of a million
/// edges is explained by its first pieces and a count of the rest.
pub const EXPLAIN_LINES: usize = 40;

impl Graph {
    /// The fusion steps (which vertices fuse into one, with how many loops),
    /// then each fused vertex's value by the colon principle, bottom-up.
    ///
    /// ```
    /// use grundy_engine::hackenbush::Graph;
    /// // A triangle on the root, and a stalk of two edges hanging from it.
    /// let g = Graph::parse("1-2,2-3,3-1,3-4,4-5", 1).unwrap();
    /// let text = g.explain();
    /// assert!(text.contains("vertices 1, 2, 3 fuse into vertex 1 with 3 loops (odd: a loop worth 1)"));
    /// assert!(text.ends_with("the graph is worth 3"));
    /// ```
    pub fn explain(&self) -> String {
        let s = self.structure();
        let pieces = s.pieces();
        let mut members: Vec<Vec<u64>> = vec![Vec::new(); pieces.len()];
        for (v, p) in s.vertex_pieces(self.dense()) {
            if members[p].len() <= EXPLAIN_LINES {
                members[p].push(v);
            }
        }
        let mut lines = Vec::new();
        let fallen = self.live().iter().filter(|&&l| !l).count();
        if fallen > 0 {
            lines.push(tr!("hackenbush-fallen", fallen = Arg::count(fallen)));
        }
        let fused: Vec<usize> = (0..pieces.len()).filter(|&p| pieces[p].loops > 0).collect();
        if fused.is_empty() {
            lines.push(tr!("hackenbush-tree"));
        } else {
            lines.push(tr!("hackenbush-fusion"));
            for &p in fused.iter().take(EXPLAIN_LINES) {
                let piece = &pieces[p];
                let mut names: Vec<String> = members[p]
                    .iter()
                    .take(EXPLAIN_LINES)
                    .map(u64::to_string)
                    .collect();
                if piece.vertices as usize > names.len() {
                    names.push(tr!("list-in-all", count = piece.vertices));
                }
                let loops = Arg::count(piece.loops);
                let odd = Arg::yes(piece.loops % 2 == 1);
                let line = if piece.vertices == 1 {
                    tr!(
                        "hackenbush-keeps",
                        vertex = piece.entry,
                        loops = loops,
                        odd = odd
                    )
                } else {
                    tr!(
                        "hackenbush-fuses",
                        vertices = grundy_i18n::join_list(&names),
                        vertex = piece.entry,
                        loops = loops,
                        odd = odd
                    )
                };
                lines.push(format!("  {line}"));
            }
            if fused.len() > EXPLAIN_LINES {
                let more = tr!(
                    "hackenbush-more-pieces",
                    count = fused.len() - EXPLAIN_LINES
                );
                lines.push(format!("  {more}"));
            }
        }
        lines.push(tr!("hackenbush-colon"));
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); pieces.len()];
        for (i, p) in pieces.iter().enumerate() {
            if let Some((parent, _)) = p.parent {
                children[parent].push(i);
            }
        }
        // The leaves first: the pieces in reverse order, shown from the
        // root's side when there are too many.
        let inner: Vec<usize> = (0..pieces.len())
            .rev()
            .filter(|&p| !children[p].is_empty() || pieces[p].loops > 0 || p == 0)
            .collect();
        let skipped = inner.len().saturating_sub(EXPLAIN_LINES);
        if skipped > 0 {
            lines.push(format!(
                "  {}",
                tr!("hackenbush-further-down", count = skipped)
            ));
        }
        for &p in &inner[skipped..] {
            let piece = &pieces[p];
            let mut terms = Vec::new();
            if piece.loops % 2 == 1 {
                terms.push(tr!("hackenbush-term-loop"));
            }
            for &c in children[p].iter().take(EXPLAIN_LINES) {
                let child = &pieces[c];
                let (_, bridge) = child.parent.expect("a child");
                terms.push(tr!(
                    "hackenbush-term-edge",
                    plus = child.value + 1,
                    edge = self.edge_name(bridge),
                    value = child.value
                ));
            }
            if children[p].len() > EXPLAIN_LINES {
                let more = children[p].len() - EXPLAIN_LINES;
                terms.push(tr!("hackenbush-term-more", count = more));
            }
            if terms.is_empty() {
                terms.push(tr!("hackenbush-term-nothing"));
            }
            let line = tr!(
                "hackenbush-vertex",
                vertex = piece.entry,
                terms = terms.join(" xor "),
                value = piece.value
            );
            lines.push(format!("  {line}"));
        }
        lines.push(tr!("hackenbush-worth", value = s.value()));
        lines.join("\n")
    }
}

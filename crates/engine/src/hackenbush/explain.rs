//! How a graph is valued, step by step: the pieces that fuse, then the
//! colon principle from the leaves of the bridge tree to the root.

use super::Graph;

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
            lines.push(format!(
                "{fallen} edge{} not joined to the root {} fallen: no part of the game",
                plural(fallen),
                if fallen == 1 { "has" } else { "have" }
            ));
        }
        let fused: Vec<usize> = (0..pieces.len()).filter(|&p| pieces[p].loops > 0).collect();
        if fused.is_empty() {
            lines.push("fusion: no cycle and no loop, the graph is a tree".to_string());
        } else {
            lines.push(
                "fusion: each 2-edge-connected piece fuses into one vertex, its edges becoming \
                 loops (a loop is worth a stalk of one edge, two loops cancel)"
                    .to_string(),
            );
            for &p in fused.iter().take(EXPLAIN_LINES) {
                let piece = &pieces[p];
                let mut names: Vec<String> = members[p]
                    .iter()
                    .take(EXPLAIN_LINES)
                    .map(u64::to_string)
                    .collect();
                if piece.vertices as usize > names.len() {
                    names.push(format!("… ({} in all)", piece.vertices));
                }
                let what = if piece.vertices == 1 {
                    format!("vertex {} keeps", piece.entry)
                } else {
                    format!(
                        "vertices {} fuse into vertex {} with",
                        names.join(", "),
                        piece.entry
                    )
                };
                lines.push(format!(
                    "  {what} {} loop{} ({})",
                    piece.loops,
                    plural(piece.loops as usize),
                    if piece.loops % 2 == 1 {
                        "odd: a loop worth 1"
                    } else {
                        "even: worth 0"
                    }
                ));
            }
            if fused.len() > EXPLAIN_LINES {
                lines.push(format!(
                    "  … and {} more pieces",
                    fused.len() - EXPLAIN_LINES
                ));
            }
        }
        lines.push(
            "colon principle, from the leaves up: a vertex is worth (its loops mod 2) xor, over \
             the edges down from it, the value below plus one"
                .to_string(),
        );
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
            lines.push(format!("  … {skipped} vertices further down"));
        }
        for &p in &inner[skipped..] {
            let piece = &pieces[p];
            let mut terms = Vec::new();
            if piece.loops % 2 == 1 {
                terms.push("1 (a loop)".to_string());
            }
            for &c in children[p].iter().take(EXPLAIN_LINES) {
                let child = &pieces[c];
                let (_, bridge) = child.parent.expect("a child");
                terms.push(format!(
                    "{} (edge {} to a vertex worth {})",
                    child.value + 1,
                    self.edge_name(bridge),
                    child.value
                ));
            }
            if children[p].len() > EXPLAIN_LINES {
                terms.push(format!("… {} more", children[p].len() - EXPLAIN_LINES));
            }
            if terms.is_empty() {
                terms.push("0 (nothing)".to_string());
            }
            lines.push(format!(
                "  vertex {}: {} = {}",
                piece.entry,
                terms.join(" xor "),
                piece.value
            ));
        }
        lines.push(format!("the graph is worth {}", s.value()));
        lines.join("\n")
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

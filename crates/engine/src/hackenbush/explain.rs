//! How a graph is valued, step by step: the pieces that fuse, then the
//! colon principle from the leaves of the bridge tree to the root.

use super::Graph;
use grundy_text::{msg, Arg, Join, Message, Text};

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
    /// let fuses = text.messages().find(|m| m.id() == "hackenbush-fuses").unwrap();
    /// assert_eq!(fuses.arg("vertices"), Some(&grundy_text::Arg::list(grundy_text::Join::Names, [1, 2, 3])));
    /// let worth = text.messages().last().unwrap();
    /// assert_eq!((worth.id(), worth.arg("value")), ("hackenbush-worth", Some(&grundy_text::Arg::Text("3".into()))));
    /// ```
    pub fn explain(&self) -> Text {
        let s = self.structure();
        let pieces = s.pieces();
        let mut members: Vec<Vec<u64>> = vec![Vec::new(); pieces.len()];
        for (v, p) in s.vertex_pieces(self.dense()) {
            if members[p].len() <= EXPLAIN_LINES {
                members[p].push(v);
            }
        }
        // Each line, indented or not.
        let mut lines: Vec<(bool, Text)> = Vec::new();
        let fallen = self.live().iter().filter(|&&l| !l).count();
        if fallen > 0 {
            lines.push(top(msg!("hackenbush-fallen", fallen = Arg::count(fallen))));
        }
        let fused: Vec<usize> = (0..pieces.len()).filter(|&p| pieces[p].loops > 0).collect();
        if fused.is_empty() {
            lines.push(top(msg!("hackenbush-tree")));
        } else {
            lines.push(top(msg!("hackenbush-fusion")));
            for &p in fused.iter().take(EXPLAIN_LINES) {
                let piece = &pieces[p];
                let mut names: Vec<Arg> = members[p]
                    .iter()
                    .take(EXPLAIN_LINES)
                    .map(Arg::from)
                    .collect();
                if piece.vertices as usize > names.len() {
                    names.push(msg!("list-in-all", count = piece.vertices).into());
                }
                let loops = Arg::count(piece.loops);
                let odd = Arg::yes(piece.loops % 2 == 1);
                let line = if piece.vertices == 1 {
                    msg!(
                        "hackenbush-keeps",
                        vertex = piece.entry,
                        loops = loops,
                        odd = odd
                    )
                } else {
                    msg!(
                        "hackenbush-fuses",
                        vertices = Arg::List(Join::Names, names),
                        vertex = piece.entry,
                        loops = loops,
                        odd = odd
                    )
                };
                lines.push(indented(line));
            }
            if fused.len() > EXPLAIN_LINES {
                let more = msg!(
                    "hackenbush-more-pieces",
                    count = fused.len() - EXPLAIN_LINES
                );
                lines.push(indented(more));
            }
        }
        lines.push(top(msg!("hackenbush-colon")));
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
            lines.push(indented(msg!("hackenbush-further-down", count = skipped)));
        }
        for &p in &inner[skipped..] {
            let piece = &pieces[p];
            let mut terms: Vec<Message> = Vec::new();
            if piece.loops % 2 == 1 {
                terms.push(msg!("hackenbush-term-loop"));
            }
            for &c in children[p].iter().take(EXPLAIN_LINES) {
                let child = &pieces[c];
                let (_, bridge) = child.parent.expect("a child");
                terms.push(msg!(
                    "hackenbush-term-edge",
                    plus = child.value + 1,
                    edge = self.edge_name(bridge),
                    value = child.value
                ));
            }
            if children[p].len() > EXPLAIN_LINES {
                let more = children[p].len() - EXPLAIN_LINES;
                terms.push(msg!("hackenbush-term-more", count = more));
            }
            if terms.is_empty() {
                terms.push(msg!("hackenbush-term-nothing"));
            }
            let (vertex, value) = (piece.entry, piece.value);
            // The terms joined by the notation `xor`, in any language.
            let line = Text::compose(move |say| {
                let terms: Vec<String> = terms.iter().map(say).collect();
                say(&msg!(
                    "hackenbush-vertex",
                    vertex = vertex,
                    terms = terms.join(" xor "),
                    value = value
                ))
            });
            lines.push((true, line));
        }
        lines.push(top(msg!("hackenbush-worth", value = s.value())));
        let mut text = Text::new();
        for (i, (indented, line)) in lines.into_iter().enumerate() {
            if i > 0 {
                text.plain("\n");
            }
            if indented {
                text.plain("  ");
            }
            text.append(line);
        }
        text
    }
}

/// A line of the explanation's own.
fn top(m: Message) -> (bool, Text) {
    (false, Text::from_message(m))
}

/// A line under another, indented.
fn indented(m: Message) -> (bool, Text) {
    (true, Text::from_message(m))
}

//! Graph files (`grundy graph`), Hackenbush edge lists (`grundy
//! hackenbush`) and Geography graphs, chosen by the first byte. A refused
//! text names a position inside it; a small Hackenbush graph's value is
//! the mex of the values its cuts leave, searched here from the rules.

use crate::assert_position;
use grundy_engine::graph::Digraph;
use grundy_engine::{geography, hackenbush};
use std::collections::HashMap;

/// Runs the target on one input: the first byte picks the format, the
/// rest is the text. Panics when a refusal names a position outside the
/// text or a small Hackenbush graph's value is not the searched one.
///
/// ```
/// grundy_fuzz_checks::graph(b"\x001 -> 2\n2 -> 3\n");
/// ```
pub fn graph(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    match first % 3 {
        // `vertices N` adds N vertices, as many as memory holds: past a
        // million, the fuzzer's 2 GB would end the run, not a bug.
        0 if many_vertices(text) => {}
        0 => match Digraph::parse(text) {
            Err(e) => assert_position(rest, e.line, e.column, &e),
            Ok(g) => {
                for v in 0..g.vertices() as u32 {
                    assert!(g.successors(v).iter().all(|&w| (w as usize) < g.vertices()));
                }
            }
        },
        1 => match hackenbush::Graph::parse(text, 0) {
            Err(e) => {
                assert!(e.column <= text.len() + 1, "{e}");
                assert!(!e.to_string().is_empty());
            }
            Ok(g) => {
                if g.edges().len() <= 8 {
                    let mut memo = HashMap::new();
                    assert_eq!(g.value(), by_search(&g, &mut memo), "{text:?}");
                }
            }
        },
        _ => match geography::Graph::parse(text, None) {
            // Columns count characters, which are no more than bytes.
            Err(e) => assert_position(rest, e.line, e.column, &e),
            Ok(g) => assert!(g.names().len() == g.vertices()),
        },
    }
}

/// Whether `text` asks for more than a million vertices in one statement.
fn many_vertices(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    words.windows(2).any(|w| {
        w[0] == "vertices"
            && w[1]
                .parse::<u64>()
                .map_or(w[1].len() > 6, |n| n > 1_000_000)
    })
}

/// The value of `g` as the mex of the values of the graphs its cuts
/// leave, from the rules alone.
fn by_search(g: &hackenbush::Graph, memo: &mut HashMap<String, u64>) -> u64 {
    let key = g.to_string();
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let live = g.live();
    let mut seen: Vec<u64> = (0..g.edges().len())
        .filter(|&e| live[e])
        .map(|e| by_search(&g.after_cut(e), memo))
        .collect();
    seen.sort_unstable();
    let value = (0u64..).find(|v| seen.binary_search(v).is_err()).unwrap();
    memo.insert(key, value);
    value
}

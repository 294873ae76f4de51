//! The sparse engine (`grundy research`) against the direct method on
//! random take-and-break codes, octal and hexadecimal.

use arbitrary::Arbitrary;
use grundy_engine::heap::HeapGame;
use grundy_engine::sparse::Sparse;

#[derive(Arbitrary, Debug)]
struct Input {
    hexadecimal: bool,
    digits: Vec<u8>,
    len: u16,
}

/// Runs the target on one input, read the way libFuzzer's typed target
/// reads it: octal or hexadecimal, up to 5 code digits, and a length
/// below 1502. Panics when the sparse engine's values differ from the
/// direct method's.
///
/// ```
/// grundy_fuzz_checks::diff_sparse(&[0, 6, 1, 0]);
/// ```
pub fn diff_sparse(data: &[u8]) {
    let Some(input) = crate::arbitrary_input::<Input>(data) else {
        return;
    };
    let radix = if input.hexadecimal { 16 } else { 8 };
    let digits: String = input
        .digits
        .iter()
        .take(5)
        .map(|&d| char::from_digit(u32::from(d) % radix, radix).unwrap())
        .collect();
    let spec = format!("0.{digits}");
    let Ok(game) = HeapGame::parse(&spec) else {
        return;
    };
    let Some(rules) = game.sparse_rules() else {
        return;
    };
    let len = 2 + usize::from(input.len % 1500);
    let mut engine = Sparse::new(rules);
    engine.set_threads(1);
    engine.extend_to(len - 1).unwrap();
    let direct = game.sequence_direct(len);
    assert!(engine.values().len() >= len, "{spec}");
    for (n, (&a, &b)) in engine.values().iter().zip(&direct).enumerate() {
        assert_eq!(u32::from(a), b, "{spec}: G({n})");
    }
}

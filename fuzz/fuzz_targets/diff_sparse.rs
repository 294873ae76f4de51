//! The sparse engine (`grundy research`) against the direct method on
//! random take-and-break codes, octal and hexadecimal.
#![no_main]

use arbitrary::Arbitrary;
use grundy_engine::heap::HeapGame;
use grundy_engine::sparse::Sparse;
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
struct Input {
    hexadecimal: bool,
    digits: Vec<u8>,
    len: u16,
}

fuzz_target!(|input: Input| {
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
});

//! The look-ups of `lookup::find` in plain Rust, one pair at a time: the
//! twin of `avx512.rs`, with the same inputs and outputs, for any machine
//! (and the reference the vector kernel is tested against).

use super::{slot_of, Targets};

/// [`super::find`] one pair at a time: each option is looked up at its slot
/// in each table in use and compared with what it finds there.
pub(super) fn find(low: &[u16], high: &[u16], targets: &mut Targets) -> bool {
    for (&a, &b) in low.iter().zip(high) {
        let x = a ^ b;
        let used = &targets.tables[..targets.used];
        if used.iter().any(|table| table[slot_of(x)] == x) {
            targets.remove(x);
            if targets.left == 0 {
                return true;
            }
        }
    }
    false
}

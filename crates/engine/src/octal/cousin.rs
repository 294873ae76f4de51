//! First cousins (Winning Ways, ch. 4): an octal game in which a single
//! counter cannot be taken away (its digit `d1` is even) has a heap of one
//! counter without moves, and plays like another octal game whose heaps are
//! one counter smaller, so that `G(n + 1) = H(n)` for every `n`. Following
//! the cousins until `d1` is odd gives the game's *standard form*, the code
//! under which tables such as Flammenkamp's list it.
//!
//! Why the rule holds: take one counter from every heap of G. A heap of one
//! becomes a heap of none, and both have no moves. A move of G from `n + 1`
//! that removes `k` and leaves nothing (bit 1 of `d_k`) becomes one of H
//! from `n = k − 1` leaving nothing: bit 1 of `e_{k−1}`. One that leaves one
//! heap of `m ≥ 1` (bit 2) becomes one from `n` removing `k` and leaving a
//! heap of `m − 1 ≥ 0`, that is nothing or one heap: bits 1 and 2 of `e_k`.
//! One that leaves two heaps `a, b ≥ 1` (bit 4; for `d0`, a split that
//! removes nothing) leaves `a − 1, b − 1 ≥ 0` from a heap of `n`, removing
//! `k + 1` in all: bits 1, 2 and 4 of `e_{k+1}`. Every move of H so made
//! is one of G, and every move of G is one of H.

use super::TakeAndBreak;

impl TakeAndBreak {
    /// The first cousin of an octal code whose `d1` is even (a single
    /// counter cannot be taken away): the code `H` with `G(n + 1) = H(n)`
    /// for every `n`. `None` for a code with `d1` odd or a hexadecimal code.
    ///
    /// ```
    /// use grundy_engine::octal::TakeAndBreak;
    /// let cousin = |c: &str| c.parse::<TakeAndBreak>().unwrap().first_cousin().map(|h| h.to_string());
    /// // Dawson's Kayles is Dawson's Chess with one more counter in each heap.
    /// assert_eq!(cousin("0.07").as_deref(), Some("0.137"));
    /// assert_eq!(cousin("0.074").as_deref(), Some("0.1377"));
    /// assert_eq!(cousin("0.77"), None);
    /// ```
    pub fn first_cousin(&self) -> Option<TakeAndBreak> {
        if self.is_hexadecimal() || self.digit(1) & 1 != 0 {
            return None;
        }
        let len = self.digits.len() + 1;
        let digits: Vec<u8> = (0..len)
            .map(|r| {
                let mut e = 0;
                if self.digit(r + 1) & 1 != 0 {
                    e |= 1;
                }
                // d0 removes nothing: its bit 2 is no move.
                if r >= 1 && self.digit(r) & 2 != 0 {
                    e |= 3;
                }
                if r >= 1 && self.digit(r - 1) & 4 != 0 {
                    e |= 7;
                }
                e
            })
            .collect();
        // The new d0 is 0: a heap of none and a heap of one counter of G
        // both became no heap at all.
        let mut cousin = TakeAndBreak { digits };
        while cousin.digits.len() > 1 && cousin.digits.last() == Some(&0) {
            cousin.digits.pop();
        }
        Some(cousin)
    }

    /// The standard form `S` and the shift `s`: first cousins followed until
    /// `d1` is odd, so that `G(n) = S(n − s)` for `n ≥ s` and `G(n) = 0`
    /// below (a code is its own standard form with shift 0).
    ///
    /// ```
    /// use grundy_engine::octal::TakeAndBreak;
    /// let standard = |c: &str| {
    ///     let (s, shift) = c.parse::<TakeAndBreak>().unwrap().standard_form();
    ///     (s.to_string(), shift)
    /// };
    /// assert_eq!(standard("0.4"), ("0.137".to_string(), 2));
    /// assert_eq!(standard("0.137"), ("0.137".to_string(), 0));
    /// assert_eq!(standard("0.045"), ("0.11377".to_string(), 2));
    /// ```
    pub fn standard_form(&self) -> (TakeAndBreak, usize) {
        let mut code = self.clone();
        let mut shift = 0;
        // Each step moves some bit 1 a digit nearer d1 (a bit 2 or 4 makes
        // one), so the loop ends within the code's length and a few more.
        while let Some(cousin) = code.first_cousin() {
            code = cousin;
            shift += 1;
        }
        (code, shift)
    }
}

#[cfg(test)]
mod tests {
    use super::TakeAndBreak;
    use crate::heap::HeapGame;

    /// Every octal code of up to three digits after the point (and 4.xyz):
    /// the standard form's values, shifted, are the code's own, computed
    /// from its rules.
    #[test]
    fn a_standard_form_shifts_the_values_of_every_small_code() {
        const LEN: usize = 200;
        for before in ["0", "4"] {
            for n in 1..512 {
                let text = format!("{before}.{}{}{}", n / 64, n / 8 % 8, n % 8);
                let code: TakeAndBreak = text.parse().unwrap();
                let (standard, shift) = code.standard_form();
                let own = HeapGame::TakeAndBreak(code.clone()).sequence_direct(LEN);
                let theirs = HeapGame::TakeAndBreak(standard.clone()).sequence_direct(LEN);
                for m in 0..LEN {
                    let expected = if m < shift { 0 } else { theirs[m - shift] };
                    assert_eq!(
                        own[m], expected,
                        "{code}: G({m}) beside {standard} shifted by {shift}"
                    );
                }
            }
        }
    }

    /// The cousins OEIS names beside Winning Ways' tables.
    #[test]
    fn published_cousins() {
        for (code, standard, shift) in [
            ("0.074", "0.1377", 1),
            ("0.077", "0.1377", 1),
            ("0.44", "0.1377", 2),
            ("0.463", "0.1377", 2),
            ("0.0177", "0.11377", 1),
            ("0.047", "0.11377", 2),
            ("0.45", "0.177", 1),
            ("0.473", "0.177", 1),
            ("0.051", "0.117", 1),
            ("0.053", "0.117", 1),
            ("0.07", "0.137", 1),
        ] {
            let (s, k) = code.parse::<TakeAndBreak>().unwrap().standard_form();
            assert_eq!((s.to_string(), k), (standard.to_string(), shift), "{code}");
        }
    }
}

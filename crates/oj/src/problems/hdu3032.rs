//! HDU 3032 (Nim or not Nim?): Lasker's Nim, take from a heap or split it
//! into two.

use crate::families::draw;
use crate::families::layout;
use crate::families::nim_family::cases;
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{join_values, tr, Arg};
use std::io::Write;

impl Problem {
    /// HDU 3032 (Nim or not Nim?): Lasker's Nim, `Alice`/`Bob` per case.
    pub const Hdu3032: Problem = Problem::new("hdu3032", &Hdu3032);
}

/// A case is its heaps.
struct Hdu3032;

/// The value of a heap of `n` in Lasker's Nim (the engine's `laskers-nim`,
/// 4.333… in Winning Ways' notation): n, except that 4k+3 and 4k+4 swap.
/// `None` when n + 1 does not fit in `N` (the caller retries with
/// arbitrary precision).
///
/// By induction on n, with f the closed form: f maps each block
/// 4k+1 … 4k+4 onto itself, so the removals reach every value below 4k+1
/// and those of the smaller heaps of n's block, never f(n); that is every
/// value below f(n) but 4k+3 when n = 4k+3, which the split 1 + (4k+2)
/// reaches (1 xor (4k+2) = 4k+3). And no split a + b = n reaches f(n): the
/// low two bits of f(x) depend on x mod 4 only (3, 1, 2, 0 for 0, 1, 2, 3),
/// and for none of the ten pairs of residues do f(a) xor f(b) and
/// f(a + b) agree in them. The tests check it against a search of the
/// rules.
fn lasker<N: Natural>(n: &N) -> Option<N> {
    match (n.bit(1), n.bit(0)) {
        (true, true) => n.checked_plus(&N::from_u64(1)),
        (false, false) if !n.is_zero() => Some(n.minus(&N::from_u64(1))),
        _ => Some(n.clone()),
    }
}

/// HDU 3032: `T` cases of `N` and N heaps; `Alice` when the first player
/// wins (the xor of the heaps' values is not 0), `Bob` otherwise, at any
/// size.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut overflow = false;
    cases::<N>(sc, out, |heaps, out| {
        let mut total = N::zero();
        for h in heaps {
            match lasker(h) {
                Some(v) => total = total.xor(&v),
                None => overflow = true,
            }
        }
        line(out, if total.is_zero() { "Bob" } else { "Alice" });
    })?;
    if overflow {
        return Err(Fail::Overflow);
    }
    Ok(())
}

impl Spec for Hdu3032 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// T ≤ 100 and heaps of 1 to 2^31 − 1, as the statement says; N ≤ 10^6
    /// as its accepted solutions assume.
    fn limits(&self) -> Limits {
        Limits {
            count: 1_000_000,
            cases: 100,
            value: (1 << 31) - 1,
        }
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        for _ in 0..n_cases {
            let mut heaps = draw::positive_piles(rng, count, value, tags);
            // Heaps of 4k+3 and 4k+4, whose values swap: Nim's answer is
            // wrong on them.
            if rng.chance(3) && value >= 4 {
                tags.push("heaps of 4k+3 and 4k+4 (their values swap)");
                for h in heaps.iter_mut() {
                    let k = rng.range(0, (value - 4) / 4);
                    *h = 4 * k + rng.range(3, 4);
                }
            }
            // A lost position of Lasker's Nim (not Nim's): the last heap
            // fixed to the value of the others, f being its own inverse.
            if rng.chance(3) && heaps.len() > 1 {
                let rest = heaps[..heaps.len() - 1]
                    .iter()
                    .fold(0, |t, h| t ^ lasker(h).expect("a heap below 2^31"));
                let last = lasker(&rest).expect("a value below 2^32");
                if (1..=value).contains(&last) {
                    tags.push("lost position");
                    *heaps.last_mut().expect("not empty") = last;
                }
            }
            input.cases.push(heaps);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_cases(input, out);
    }

    /// Heaps of 1 to 2^31 − 1, at most 10^6 of them.
    fn is_valid(&self, input: &Input) -> bool {
        let limits = self.limits();
        input.cases.iter().all(|c| {
            c.len() as u64 <= limits.count && c.iter().all(|h| (1..=limits.value).contains(h))
        })
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let value = |h: &u64| lasker(h).expect("a heap of a case is a word less than the largest");
        let values: Vec<String> = case
            .iter()
            .map(|h| format!("G({h}) = {}", value(h)))
            .collect();
        let total = case.iter().fold(0, |t, h| t ^ value(h));
        tr!(
            "check-explain-hdu3032",
            values = join_values(&values),
            total = total,
            wins = Arg::yes(total != 0)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::heap::HeapGame;
    use grundy_engine::solver::{ImpartialGame, Solver};

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Hdu3032.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The statement's game on whole positions: a move takes any positive
    /// number of stones from one heap, or splits one heap into two
    /// non-empty heaps; whoever takes the last stone wins.
    struct Rules;
    impl ImpartialGame for Rules {
        type Position = Vec<u8>;
        fn moves(&self, heaps: &Vec<u8>) -> Vec<Vec<u8>> {
            let mut out = Vec::new();
            for i in 0..heaps.len() {
                let h = heaps[i];
                let mut rest = heaps.clone();
                rest.remove(i);
                for left in 0..h {
                    let mut next = rest.clone();
                    if left > 0 {
                        next.push(left);
                    }
                    next.sort_unstable();
                    out.push(next);
                }
                for a in 1..=h / 2 {
                    let mut next = rest.clone();
                    next.extend([a, h - a]);
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        }
    }

    /// Every position of one to three heaps of up to 12, against a search
    /// of the rules on the whole position.
    #[test]
    fn every_small_position_is_answered_as_the_rules_decide() {
        let mut rules = Solver::new(Rules);
        let mut positions: Vec<Vec<u8>> = Vec::new();
        for a in 1..=12u8 {
            positions.push(vec![a]);
            for b in a..=12 {
                positions.push(vec![a, b]);
                for c in b..=12 {
                    positions.push(vec![a, b, c]);
                }
            }
        }
        let (mut input, mut expected) = (format!("{}\n", positions.len()), String::new());
        for p in positions {
            let text: Vec<String> = p.iter().map(u8::to_string).collect();
            input.push_str(&format!("{}\n{}\n", p.len(), text.join(" ")));
            let wins = rules.is_first_player_win(&p).unwrap();
            expected.push_str(if wins { "Alice\n" } else { "Bob\n" });
        }
        assert_eq!(answer(&input).unwrap(), expected);
    }

    /// The closed form is the engine's nim-sequence of `laskers-nim`, which
    /// it computes from the rules, on every heap to 600.
    #[test]
    fn the_closed_form_is_the_engines_sequence() {
        let sequence = HeapGame::Lasker.sequence(601, |_| {});
        for (n, &g) in sequence.iter().enumerate() {
            assert_eq!(lasker(&(n as u64)), Some(u64::from(g)), "G({n})");
        }
    }

    #[test]
    fn numbers_of_any_size_are_answered_exactly() {
        // With g = 10^100 ≡ 0 (mod 4): g − 1 ≡ 3 is worth g, and g + 1 ≡ 1
        // is worth itself, so g − 1, 1, g + 1 are worth g xor 1 xor (g + 1)
        // = 0, a loss, where Nim's xor is not 0.
        let nines = "9".repeat(100);
        let next = format!("1{}1", "0".repeat(99));
        let googol = format!("1{}", "0".repeat(100));
        let max = u64::MAX; // ≡ 3 (mod 4), worth 2^64.
        let out = answer(&format!(
            "3\n3\n{nines} 1 {next}\n2\n{googol} {googol}\n1\n{max}\n"
        ))
        .unwrap();
        assert_eq!(out, "Bob\nBob\nAlice\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let cases = [
            (
                "x",
                "line 1, column 1: expected the number of cases T (a non-negative integer), found \"x\"",
            ),
            (
                "2\n3\n2 2 3\n",
                "line 3, column 6: expected the number of piles of case 2, but the input ends here",
            ),
            (
                "1\n2\n3 -3\n",
                "line 3, column 3: pile 2 of 2 in case 1 cannot be negative, found \"-3\"",
            ),
            (
                "1\n1\n3\n4\n",
                "line 4, column 1: unexpected \"4\" after the last of the 1 cases",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(answer(input).unwrap_err(), expected, "{input:?}");
        }
    }
}

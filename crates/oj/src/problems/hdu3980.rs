//! HDU 3980 (Paint Chain): paint m consecutive beads of a ring of n,
//! `Case #i: aekdycoin`/`Case #i: abcdxyzk`.

use crate::families::layout;
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::heap::{HeapEvaluator, HeapGame};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};
use std::collections::HashMap;
use std::io::Write;

impl Problem {
    /// HDU 3980 (Paint Chain): a ring of beads, `Case #i: aekdycoin` when
    /// the first player wins.
    pub const Hdu3980: Problem = Problem::new("hdu3980", &Hdu3980);
}

/// A case is `[n, m]`.
struct Hdu3980;

/// The statement's bound on n and m, as its accepted solutions assume.
const VALUE: u64 = 1_000;

/// The longest line valued directly: beyond it only a proven period
/// answers (m = 1 and 2: 0.7 and Dawson's Kayles, 0.07).
const DIRECT: usize = 1 << 16;

/// Painting m consecutive beads of a line: the octal game 0.0…07, whose
/// digit 7 for removing m says that the beads left may be nothing, one
/// line or two.
fn line_game(m: u64) -> HeapGame {
    let code = format!("0.{}7", "0".repeat(m as usize - 1));
    HeapGame::parse(&code).expect("a valid octal code")
}

/// The lines' values, one evaluator for each m met.
#[derive(Default)]
struct Lines(HashMap<u64, HeapEvaluator>);

/// Who wins a ring, or why it cannot be said.
enum Ring {
    /// Whether the first player wins.
    Wins(bool),
    /// m is 0: a move paints nothing, and play never ends.
    NoBeads,
    /// The line left by the first move is longer than is computed, and
    /// no period is proven; `limit` is the longest computed.
    TooLong { limit: usize },
}

impl Lines {
    /// Whether the first player wins a ring of n beads. The first move
    /// (there is none when n < m) turns the ring into a line of n − m,
    /// which the second player then faces: the first player wins exactly
    /// when that line is worth 0, and a line shorter than m is (it has no
    /// move). The test checks this against a search of the ring's rules.
    fn ring<N: Natural>(&mut self, n: &N, m: &N) -> Ring {
        if m.is_zero() {
            return Ring::NoBeads;
        }
        if n < m {
            return Ring::Wins(false);
        }
        let line = n.minus(m);
        if line < *m {
            return Ring::Wins(true);
        }
        // Here m ≤ n − m, so a line computed directly bounds m too.
        let Some(m) = m.to_u64().filter(|&m| m as usize <= DIRECT) else {
            return Ring::TooLong { limit: DIRECT };
        };
        let values = self
            .0
            .entry(m)
            .or_insert_with(|| HeapEvaluator::new(line_game(m), DIRECT));
        match values.value(&line) {
            Ok(v) => Ring::Wins(v == 0),
            Err(e) => Ring::TooLong { limit: e.limit },
        }
    }
}

/// `T`, then T lines `n m`; per case `Case #i: aekdycoin` when the first
/// player wins, `Case #i: abcdxyzk` otherwise.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    let mut lines = Lines::default();
    for case in 1..=t {
        let n_what = || tr!("oj-hdu3980-n", case = case);
        let (n, n_token) = sc.natural_token::<N>(n_what)?;
        let m_what = || tr!("oj-hdu3980-m", case = case);
        let (m, m_token) = sc.natural_token::<N>(m_what)?;
        let wins = match lines.ring(&n, &m) {
            Ring::Wins(w) => w,
            Ring::NoBeads => {
                let why = tr!("oj-hdu3980-m-zero", what = m_what());
                return Err(Fail::Failed(sc.error_at(Some(m_token), why)));
            }
            Ring::TooLong { limit } => {
                let why = tr!("oj-hdu3980-too-long", what = n_what(), limit = limit);
                return Err(Fail::Failed(sc.error_at(Some(n_token), why)));
            }
        };
        let who = if wins { "aekdycoin" } else { "abcdxyzk" };
        line(out, format_args!("Case #{case}: {who}"));
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    Ok(())
}

impl Spec for Hdu3980 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// n, m ≤ 1000 and T ≤ 100, as accepted solutions assume.
    fn limits(&self) -> Limits {
        Limits {
            count: 2,
            cases: 100,
            value: VALUE,
        }
    }

    fn shape(&self) -> Shape {
        Shape::tuples(2)
    }

    fn generate(
        &self,
        rng: &mut Rng,
        n_cases: u64,
        _count: u64,
        value: u64,
        input: &mut Input,
        tags: &mut Vec<&'static str>,
    ) {
        let mut lines = Lines::default();
        for _ in 0..n_cases {
            let mut n = rng.range(1, value);
            let m = match rng.range(0, 7) {
                0 => {
                    tags.push("m = 1");
                    1
                }
                1 => {
                    tags.push("m = 2 (Dawson's Kayles)");
                    2.min(value)
                }
                2 if value >= 2 => {
                    tags.push("m larger than n (no move)");
                    n = n.min(value - 1);
                    rng.range(n + 1, value)
                }
                3 => {
                    tags.push("m = n (the first move paints the ring)");
                    n
                }
                4 => {
                    tags.push("a first move leaving a line shorter than m");
                    n.div_ceil(2).max(1)
                }
                _ => rng.range(1, (n / 2).max(1)),
            };
            let mut case = vec![n, m];
            // A ring whose line is worth more than 0 after the first move,
            // found by walking n up: the first player loses there.
            if rng.chance(3) {
                for n in (n..=value).take(50) {
                    if n >= 2 * m && matches!(lines.ring(&n, &m), Ring::Wins(false)) {
                        tags.push("a line worth more than 0 after the first move");
                        case = vec![n, m];
                        break;
                    }
                }
            }
            input.cases.push(case);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_lines(input, out);
    }

    /// n and m from 1 to 1000 (m may exceed n: the first player cannot
    /// move).
    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| c.iter().all(|&v| (1..=VALUE).contains(&v)))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let &[n, m] = case else {
            return tr!("check-explain-not-a-case");
        };
        if m == 0 || n < m {
            return tr!("check-explain-hdu3980-no-move", n = Arg::count(n), m = m);
        }
        let line = n - m;
        let value = if line < m || m > DIRECT as u64 {
            0
        } else {
            let mut values = HeapEvaluator::new(line_game(m), DIRECT);
            values.value(&line).unwrap_or(0)
        };
        tr!(
            "check-explain-hdu3980",
            n = Arg::count(n),
            m = m,
            line = Arg::count(line),
            value = value,
            wins = Arg::yes(value == 0)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Hdu3980.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// Whether the player to move wins the ring of `n` beads whose painted
    /// ones are the bits of `painted`, by a search of the statement's rules:
    /// a move paints m consecutive unpainted beads, around the ring.
    fn wins(n: u32, m: u32, painted: u32, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&w) = memo.get(&painted) {
            return w;
        }
        let w = m <= n
            && (0..n).any(|start| {
                let run = (0..m).fold(0u32, |r, i| r | 1 << ((start + i) % n));
                painted & run == 0 && !wins(n, m, painted | run, memo)
            });
        memo.insert(painted, w);
        w
    }

    /// Every ring of up to 16 beads, with m from 1 to 7 (and m beyond n),
    /// is answered as the search of the ring finds it, all in one input.
    #[test]
    fn every_small_ring_agrees_with_a_search_of_the_rules() {
        let mut input = String::new();
        let mut expected = String::new();
        let mut case = 0;
        for n in 1..=16u32 {
            for m in 1..=7u32.max(n + 1).min(17) {
                case += 1;
                input.push_str(&format!("{n} {m}\n"));
                let w = wins(n, m, 0, &mut HashMap::new());
                let who = if w { "aekdycoin" } else { "abcdxyzk" };
                expected.push_str(&format!("Case #{case}: {who}\n"));
            }
        }
        assert_eq!(answer(&format!("{case}\n{input}")).unwrap(), expected);
    }

    /// Samples of our own (the statement's were not seen), each checked
    /// by hand against the rules and by the search above.
    #[test]
    fn small_samples() {
        // 3 beads, 1 at a time: three moves, the first player makes the
        // last. 4 beads, 2 at a time: the first move leaves a line of 2,
        // painted at once. 5 beads, 2 at a time: a line of 3 remains,
        // which the second player paints 2 of, leaving 1 unpaintable.
        // 1 bead, 2 at a time: no move at all.
        let input = "4\n3 1\n4 2\n5 2\n1 2\n";
        let out = "Case #1: aekdycoin\nCase #2: abcdxyzk\nCase #3: abcdxyzk\nCase #4: abcdxyzk\n";
        assert_eq!(answer(input).unwrap(), out);
    }

    #[test]
    fn rings_of_any_size_are_answered_where_a_period_is_proven() {
        let googol = format!("1{}", "0".repeat(100));
        // m = 1: the line left has googol − 1 beads, an odd number, worth 1.
        let one = answer(&format!("1\n{googol} 1\n")).unwrap();
        assert_eq!(one, "Case #1: abcdxyzk\n");
        // m = 2 is Dawson's Kayles, proven periodic.
        assert!(answer(&format!("1\n{googol} 2\n")).is_ok());
        // A first move leaving a line shorter than m wins at any size.
        let half = format!("1\n{googol} 6{}\n", "0".repeat(99));
        assert_eq!(answer(&half).unwrap(), "Case #1: aekdycoin\n");
        // No move at all.
        let none = format!("1\n3 {googol}\n");
        assert_eq!(answer(&none).unwrap(), "Case #1: abcdxyzk\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let e = answer("1\n5 0\n").unwrap_err();
        assert!(e.starts_with("line 2, column 3: "), "{e}");
        // m = 3 is Treblecross, with no period known.
        let e = answer("1\n1000000 3\n").unwrap_err();
        assert!(e.starts_with("line 2, column 1: "), "{e}");
        assert!(e.contains("65536"), "{e}");
        let e = answer("2\n5 2\n").unwrap_err();
        assert!(e.starts_with("line 2, column 4: "), "{e}");
        let e = answer("1\n5 x\n").unwrap_err();
        assert!(e.starts_with("line 2, column 3: "), "{e}");
    }
}

//! Boxes' judge format: HDU 1729 (Stone Game).

use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::boxes::{threshold_u64, value, value_u64};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{join_values, tr, Arg};
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// HDU 1729 (Stone Game): boxes, `Case k:` then `Yes`/`No` per block.
    pub const Hdu1729: Problem = Problem::new("hdu1729", &Hdu1729);
}

/// A case is the boxes' capacities and stones, `s c` after `s c`.
struct Hdu1729;

/// The statement's bound on a capacity.
const CAPACITY: u64 = 1_000_000;

/// HDU 1729: blocks of `N`, then `N` lines `s c` (a box of capacity `s`
/// holding `c ≤ s` stones), until `N = 0`; per block `Case k:` and `Yes`
/// when the first player wins (the xor of the boxes' values is not 0),
/// `No` otherwise, for numbers of any size.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let mut block = 1;
    loop {
        if block > 1 && sc.at_end() {
            return Ok(());
        }
        let n = sc.count(|| tr!("oj-boxes-of-block", block = block))?;
        if n == 0 {
            sc.expect_end_after_terminator("0")?;
            return Ok(());
        }
        let mut total = BigNat::ZERO;
        for i in 1..=n {
            let s: N = sc.natural(|| tr!("oj-box-capacity", box = i, block = block))?;
            let what = || tr!("oj-box-stones", box = i, block = block);
            let (c, token) = sc.natural_token::<N>(what)?;
            if c > s {
                return Err(Fail::Failed(sc.error_at(
                    Some(token),
                    tr!("oj-box-overfull", what = what(), stones = c, capacity = s),
                )));
            }
            total ^= value(&s.to_big(), &c.to_big());
        }
        line(out, format_args!("Case {block}:"));
        line(out, if total == BigNat::ZERO { "No" } else { "Yes" });
        block += 1;
    }
}

impl Spec for Hdu1729 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// N ≤ 50 and 0 ≤ c ≤ s ≤ 10^6, as the statement says; the count of
    /// blocks it does not.
    fn limits(&self) -> Limits {
        Limits {
            count: 50,
            cases: 100,
            value: CAPACITY,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            in_pairs: true,
            ..Shape::CASES
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
            let n = rng.range(1, count);
            let mut case = Vec::with_capacity(2 * n as usize);
            for _ in 0..n {
                let s = if rng.chance(8) {
                    tags.push("values at the judge's limit");
                    value
                } else {
                    rng.range(0, value)
                };
                // The stones: anywhere, or where solutions go wrong (no
                // room, no move, the box worth 0 whose moves all fall short
                // of filling it).
                let c = match rng.range(0, 5) {
                    0 => {
                        tags.push("a full box");
                        s
                    }
                    1 => {
                        tags.push("an empty box");
                        0
                    }
                    2 => {
                        tags.push("a box at its threshold (worth 0)");
                        threshold_u64(s).min(s)
                    }
                    _ => rng.range(0, s),
                };
                case.extend([s, c]);
            }
            // Each box twice: a lost position.
            if rng.chance(4) && 2 * n <= count {
                tags.push("boxes in equal pairs");
                case.extend_from_within(..);
            }
            input.cases.push(case);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        for c in &input.cases {
            let _ = writeln!(out, "{}", c.len() / 2);
            for b in c.chunks(2) {
                let _ = writeln!(out, "{} {}", b[0], b[1]);
            }
        }
        out.push_str("0\n");
    }

    /// Boxes `s c` with `c ≤ s ≤ 10^6`.
    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| c.len() % 2 == 0 && c.chunks(2).all(|b| b[1] <= b[0] && b[0] <= CAPACITY))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let values: Vec<String> = case
            .chunks(2)
            .map(|b| {
                tr!(
                    "check-explain-box-worth",
                    capacity = b[0],
                    stones = b[1],
                    value = value_u64(b[0], b[1])
                )
            })
            .collect();
        let total = case.chunks(2).fold(0, |t, b| t ^ value_u64(b[0], b[1]));
        tr!(
            "check-explain-hdu1729",
            values = join_values(&values),
            total = total,
            wins = Arg::yes(total != 0)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Hdu1729.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    #[test]
    fn blocks_are_answered_case_by_case_at_any_size() {
        assert_eq!(answer("1\n6 2\n0\n").unwrap(), "Case 1:\nYes\n");
        assert_eq!(answer("0\n").unwrap(), "");
        // Without the final 0, the blocks read are answered.
        assert_eq!(answer("2\n3 3\n0 0\n").unwrap(), "Case 1:\nNo\n");
        let googol = format!("1{}", "0".repeat(100));
        // The thresholds below 10^100: 10^50 − 1, 10^25 − 1, 3162277660167,
        // 1778278, 1333, 36, then 5. So 5 stones are worth 0, and 7 are
        // worth 36 − 7 = 29.
        let big = answer(&format!("1\n{googol} 5\n0\n")).unwrap();
        assert_eq!(big, "Case 1:\nNo\n");
        let big = answer(&format!("1\n{googol} 7\n0\n")).unwrap();
        assert_eq!(big, "Case 1:\nYes\n");
        let big = answer(&format!("1\n{googol} {googol}\n0\n")).unwrap();
        assert_eq!(big, "Case 1:\nNo\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let e = answer("1\n2 3\n0\n").unwrap_err();
        assert!(e.starts_with("line 2, column 3: "), "{e}");
        assert!(e.contains("more than the capacity 2"), "{e}");
        let e = answer("1\n6 x\n0\n").unwrap_err();
        assert!(e.starts_with("line 2, column 3: "), "{e}");
        let e = answer("2\n6 2\n").unwrap_err();
        assert!(e.starts_with("line 2, column 4: "), "{e}");
        let e = answer("1\n6 2\n0\n5\n").unwrap_err();
        assert!(e.starts_with("line 4, column 1: "), "{e}");
    }
}

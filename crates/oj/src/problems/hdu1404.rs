//! Digit strings' judge format: HDU 1404 (Digital Deletions).

use crate::families::layout::until_end;
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::digits;
use grundy_i18n::{tr, Arg};
use std::io::Write;

impl Problem {
    /// HDU 1404 (Digital Deletions): digit strings, `Yes`/`No` per string.
    pub const Hdu1404: Problem = Problem::new("hdu1404", &Hdu1404);
}

/// A case is one string's digits, leading zeros included.
struct Hdu1404;

/// The statement's longest string.
const LONGEST: usize = 6;

/// HDU 1404: digit strings of 1 to 6 digits (leading zeros allowed), one a
/// line, until the end of input; `Yes` when the first player wins (the
/// string's value is not 0), `No` otherwise. The values come from the
/// engine's table of every string of up to six digits, built once.
fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, case| {
        let what = || tr!("oj-digits-of-line", line = case);
        let Some(token) = sc.next_token() else {
            return Err(sc.error_at(None, tr!("oj-ends-here", what = what())).into());
        };
        let bytes = token.bytes;
        if bytes.is_empty() || bytes.len() > LONGEST || !bytes.iter().all(u8::is_ascii_digit) {
            let text = String::from_utf8_lossy(bytes);
            return Err(sc
                .error_at(
                    Some(token),
                    tr!("oj-digits-not-a-string", what = what(), token = text),
                )
                .into());
        }
        let string: Vec<u8> = bytes.iter().map(|b| b - b'0').collect();
        let value = digits::value(&string).expect("six digits are in the table");
        line(out, if value == 0 { "No" } else { "Yes" });
        Ok(())
    })
}

impl Spec for Hdu1404 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve, solve)
    }

    /// Strings of 1 to 6 digits, as the statement says; the count of lines
    /// it does not.
    fn limits(&self) -> Limits {
        Limits {
            count: LONGEST as u64,
            cases: 1_000,
            value: 9,
        }
    }

    fn shape(&self) -> Shape {
        Shape::CASES
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
        let count = count.clamp(1, LONGEST as u64);
        let value = value.min(9);
        let draw = |rng: &mut Rng| -> Vec<u64> {
            let len = rng.range(1, count);
            (0..len).map(|_| rng.range(0, value)).collect()
        };
        for _ in 0..n_cases {
            let case = match rng.range(0, 4) {
                0 => {
                    // Lost strings are rare: draw until one is.
                    let mut case = draw(rng);
                    for _ in 0..200 {
                        if worth(&case) == 0 {
                            tags.push("a lost string");
                            break;
                        }
                        case = draw(rng);
                    }
                    case
                }
                1 => {
                    tags.push("a string starting with 0");
                    let mut case = draw(rng);
                    case[0] = 0;
                    case
                }
                2 if count == LONGEST as u64 => {
                    tags.push("six digits");
                    (0..LONGEST).map(|_| rng.range(0, value)).collect()
                }
                _ => draw(rng),
            };
            if case.len() == 1 {
                tags.push("a string of one digit");
            }
            input.cases.push(case);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        for case in &input.cases {
            out.extend(case.iter().map(|&d| char::from(b'0' + d as u8)));
            out.push('\n');
        }
    }

    /// Strings of 1 to 6 digits.
    fn is_valid(&self, input: &Input) -> bool {
        input
            .cases
            .iter()
            .all(|c| (1..=LONGEST).contains(&c.len()) && c.iter().all(|&d| d <= 9))
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let value = worth(case);
        let string: String = case.iter().map(|&d| char::from(b'0' + d as u8)).collect();
        tr!(
            "check-explain-hdu1404",
            digits = string,
            value = value,
            wins = Arg::yes(value != 0)
        )
    }
}

/// The value of a generated case (digits up to 9, at most six).
fn worth(case: &[u64]) -> u32 {
    let string: Vec<u8> = case.iter().map(|&d| d as u8).collect();
    digits::value(&string).expect("six digits are in the table")
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::solver::{ImpartialGame, Solver};

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Hdu1404.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The statement's rules, apart from the engine's: a string; a move
    /// lowers one digit or erases a 0 and all after it; the player who
    /// removes the last digit wins.
    struct Deletions;
    impl ImpartialGame for Deletions {
        type Position = String;
        fn moves(&self, s: &String) -> Vec<String> {
            let b = s.as_bytes();
            let mut out = Vec::new();
            for i in 0..b.len() {
                for lower in b'0'..b[i] {
                    let mut t = b.to_vec();
                    t[i] = lower;
                    out.push(String::from_utf8(t).unwrap());
                }
                if b[i] == b'0' {
                    out.push(s[..i].to_string());
                }
            }
            out
        }
    }

    /// Every string of up to four digits, against a search of the rules.
    #[test]
    fn every_short_string_is_answered_as_the_rules_decide() {
        let mut rules = Solver::new(Deletions);
        let (mut input, mut expected) = (String::new(), String::new());
        for len in 1..=4u32 {
            for n in 0..10u32.pow(len) {
                let s = format!("{n:0width$}", width = len as usize);
                input.push_str(&s);
                input.push('\n');
                let wins = rules.is_first_player_win(&s).unwrap();
                expected.push_str(if wins { "Yes\n" } else { "No\n" });
            }
        }
        assert_eq!(answer(&input).unwrap(), expected);
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let cases = [
            ("", "line 1, column 1: expected the digit string of line 1, but the input ends here"),
            ("12\n1234567\n", "line 2, column 1: expected the digit string of line 2 (1 to 6 digits, leading zeros allowed), found \"1234567\""),
            ("12\n 1x\n", "line 2, column 2: expected the digit string of line 2 (1 to 6 digits, leading zeros allowed), found \"1x\""),
            ("-1\n", "line 1, column 1: expected the digit string of line 1 (1 to 6 digits, leading zeros allowed), found \"-1\""),
        ];
        for (input, error) in cases {
            assert_eq!(answer(input).unwrap_err(), error, "{input:?}");
        }
    }
}

//! POJ 2068 (Nim, team game): 2n players round a table take from one heap,
//! whoever takes the last stone losing, `1`/`0` per line.

use crate::families::layout::{until_zeros, Record};
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, join, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::teams::first_team_wins;
use grundy_i18n::{tr, Arg};
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// POJ 2068 (Nim, team game): teams round a table, whoever takes the
    /// last stone loses, `1`/`0` per line.
    pub const Poj2068: Problem = Problem::new("poj2068", &Poj2068);
}

/// A case is the line `n S M1 … M2n`: team Nim
/// ([`grundy_engine::teams`]), the first seat to move.
struct Poj2068;

/// The most work one line may cost, stones times players: the statement's
/// largest, 2^13 stones and 20 players, is 163,840.
const WORK_LIMIT: u64 = 100_000_000;

/// POJ 2068: lines `n S M1 … M2n` until a lone `0`; `1` when the first
/// player's team wins, `0` otherwise. A line past [`WORK_LIMIT`] is refused
/// at its heap, never guessed.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_zeros(sc, "0", |sc, case| {
        let what_n = || tr!("oj-teams-of-line", line = case);
        let (n, n_token) = sc.natural_token::<N>(what_n)?;
        if n.is_zero() {
            return Ok(Record::Zeros);
        }
        let too_large = |sc: &Scanner<'_>, token, what: String| {
            Fail::Failed(sc.error_at(
                Some(token),
                tr!("oj-poj2068-too-large", what = what, most = WORK_LIMIT),
            ))
        };
        let players = n
            .to_u64()
            .and_then(|n| n.checked_mul(2))
            .filter(|&p| p <= WORK_LIMIT)
            .ok_or_else(|| too_large(sc, n_token, what_n()))?;
        let what_s = || tr!("oj-stones-of-line", line = case);
        let (s, s_token) = sc.natural_token::<N>(what_s)?;
        if s.is_zero() {
            return Err(Fail::Failed(
                sc.error_at(Some(s_token), tr!("oj-poj2068-zero", what = what_s())),
            ));
        }
        let stones = s
            .to_u64()
            .filter(|&s| s.checked_mul(players).is_some_and(|w| w <= WORK_LIMIT))
            .ok_or_else(|| too_large(sc, s_token, what_s()))?;
        let mut limits = Vec::with_capacity(players as usize);
        for player in 1..=players {
            let what = || tr!("oj-take-limit-of-player", player = player, line = case);
            let (m, token) = sc.natural_token::<N>(what)?;
            if m.is_zero() {
                return Err(Fail::Failed(
                    sc.error_at(Some(token), tr!("oj-poj2068-zero", what = what())),
                ));
            }
            // A limit past the heap allows the same takes as the heap.
            limits.push(m.to_u64().unwrap_or(u64::MAX).min(stones));
        }
        line(
            out,
            if first_team_wins(stones, &limits) {
                "1"
            } else {
                "0"
            },
        );
        Ok(Record::Case)
    })
}

impl Spec for Poj2068 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// 1 ≤ n ≤ 10, 1 ≤ S ≤ 2^13, 1 ≤ Mi ≤ 16, as the statement says; the
    /// count of lines is not stated.
    fn limits(&self) -> Limits {
        Limits {
            count: 22,
            cases: 100,
            value: 1 << 13,
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
        let most_teams = (count.saturating_sub(2) / 2).clamp(1, 10);
        let value = value.max(1);
        for _ in 0..n_cases.max(1) {
            let n = rng.range(1, most_teams);
            let mut case = vec![n, 0];
            for _ in 0..2 * n {
                case.push(rng.range(1, 16.min(value)));
            }
            // The heap: anywhere, or where solutions go wrong (a heap of 1,
            // which the first player must take and lose; a heap the first
            // player can almost empty).
            case[1] = match rng.range(0, 4) {
                0 => {
                    tags.push("a heap of 1");
                    1
                }
                1 => {
                    tags.push("a heap the first player can empty");
                    (case[2] + 1).min(value)
                }
                _ => rng.range(1, value),
            };
            input.cases.push(case);
        }
    }

    /// Each line `n S M1 … M2n`, then the lone `0`.
    fn render(&self, input: &Input, out: &mut String) {
        for c in &input.cases {
            let _ = writeln!(out, "{}", join(c));
        }
        out.push_str("0\n");
    }

    /// Lines of n teams (1 to 10), a heap of 1 to 2^13 and 2n limits of 1
    /// to 16.
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| {
            c.len() >= 4
                && (1..=10).contains(&c[0])
                && c.len() as u64 == 2 + 2 * c[0]
                && (1..=1 << 13).contains(&c[1])
                && c[2..].iter().all(|m| (1..=16).contains(m))
        })
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let wins = first_team_wins(case[1], &case[2..]);
        tr!(
            "check-explain-poj2068",
            stones = case[1],
            players = case.len() - 2,
            limits = join(&case[2..]),
            wins = Arg::yes(wins)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Poj2068.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The statement's game searched directly: whether the team of player
    /// `i` wins with `s` stones left and `i` to move, every take tried, the
    /// player taking the last stone losing.
    fn searched(s: u64, i: usize, limits: &[u64], memo: &mut HashMap<(u64, usize), bool>) -> bool {
        if let Some(&w) = memo.get(&(s, i)) {
            return w;
        }
        let next = (i + 1) % limits.len();
        let w = (1..=limits[i].min(s)).any(|t| {
            // Taking the last stone loses; otherwise the next player's
            // team (the other one) must lose.
            t < s && !searched(s - t, next, limits, memo)
        });
        memo.insert((s, i), w);
        w
    }

    #[test]
    fn the_table_is_the_searched_game_on_every_small_team() {
        let mut limits_sets: Vec<Vec<u64>> = Vec::new();
        for a in 1..=4u64 {
            for b in 1..=4u64 {
                limits_sets.push(vec![a, b]);
                for c in 1..=3u64 {
                    for d in 1..=3u64 {
                        limits_sets.push(vec![a, b, c, d]);
                    }
                }
            }
        }
        limits_sets.push(vec![8, 7, 6, 5, 4, 3]);
        limits_sets.push(vec![1, 16, 2, 15, 3, 14]);
        for limits in &limits_sets {
            let memo = &mut HashMap::new();
            for s in 1..=80 {
                assert_eq!(
                    first_team_wins(s, limits),
                    searched(s, 0, limits, memo),
                    "S = {s}, limits {limits:?}"
                );
            }
        }
    }

    #[test]
    fn the_sample_and_its_example_are_answered() {
        // 101 stones with limits 4 4 lose (the statement's own example),
        // 100 win.
        assert_eq!(
            answer("1 101 4 4\n1 100 4 4\n3 97 8 7 6 5 4 3\n0\n").unwrap(),
            "0\n1\n1\n"
        );
        // Without the lone 0 the lines run to the end of input.
        assert_eq!(answer("1 101 4 4\n").unwrap(), "0\n");
        // A limit past the heap allows the same takes as the heap.
        let big = "100000000000000000000000000000";
        assert_eq!(
            answer(&format!("1 3 {big} 1\n0\n")).unwrap(),
            answer("1 3 3 1\n0\n").unwrap()
        );
    }

    #[test]
    fn bad_lines_are_refused_where_they_stand() {
        for (input, at) in [
            ("", "line 1"),
            ("1 0 4 4\n0\n", "0"),
            ("1 5 4 0\n0\n", "0"),
            ("1 5 4\n", "line 1"),
            ("1 100000000000 4 4\n0\n", "column 3"),
            ("2 5 1 x 1 1\n", "x"),
        ] {
            let e = answer(input).unwrap_err();
            assert!(e.contains(at), "{input:?}: {e}");
        }
    }

    #[test]
    fn generated_inputs_are_valid() {
        let mut rng = Rng::new(11);
        let limits = Poj2068.limits();
        for _ in 0..200 {
            let mut input = Input {
                set: vec![],
                cases: vec![],
            };
            let mut tags = Vec::new();
            Poj2068.generate(
                &mut rng,
                4,
                limits.count,
                limits.value,
                &mut input,
                &mut tags,
            );
            assert!(Poj2068.is_valid(&input), "{input:?}");
        }
    }
}

//! Luogu P3235 ([HNOI2014] 江南乐): a pile of at least F stones is split
//! into M ≥ 2 piles as evenly as possible; `0`/`1` per game, on one line.

use crate::scanner::{Fail, Scanner, Token};
use crate::spec::{buffered, join, Limits, Spec};
use crate::{Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{join_values, tr, Arg};
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// Luogu P3235 ([HNOI2014] 江南乐): splitting piles evenly, one line of
    /// `0`/`1`.
    pub const P3235: Problem = Problem::new("p3235", &P3235);
}

/// A case is one game's piles; F is the input's `set[0]`.
struct P3235;

/// The statement's bound: every pile (and F) is below 100000.
const VALUE: u64 = 99_999;

/// The largest pile answered: the table of values costs about
/// 2·sqrt(x) steps for each x up to it.
const PILE_LIMIT: u64 = 100_000;

/// The Grundy value of every pile from 0 to `top` when a pile of at least
/// `f` stones may be split into M piles, 2 ≤ M ≤ x (a pile is never empty,
/// so a pile of 1 cannot be split).
///
/// Splitting x into M piles leaves r = x mod M piles of q + 1 and M − r of
/// q, q = x / M: worth G(q + 1) if r is odd, xor G(q) if M − r is odd.
/// The M with one quotient q form a block (M up to x / q); within it r
/// falls by q as M rises by one, so the two parities, of r and of M − r,
/// repeat with period 2: the first two M of the block reach every value
/// the block reaches. About 2·sqrt(x) blocks per pile.
///
/// The tests check it against the mex of every M, written out pile by
/// pile, for every pile to 300 and every F to 30.
pub(crate) fn values(top: usize, f: u64) -> Vec<u32> {
    let mut g = vec![0u32; top + 1];
    // seen[v] == x marks the value v as reached from the pile x.
    let mut seen = vec![0usize; top + 2];
    let start = usize::try_from(f.max(2)).unwrap_or(usize::MAX);
    for x in start..=top {
        let mut m = 2;
        while m <= x {
            let q = x / m;
            let hi = x / q;
            for mm in m..=hi.min(m + 1) {
                let r = x % mm;
                let mut v = 0;
                if r % 2 == 1 {
                    v ^= g[q + 1];
                }
                if (mm - r) % 2 == 1 {
                    v ^= g[q];
                }
                seen[v as usize] = x;
            }
            m = hi + 1;
        }
        g[x] = (0..).find(|&v| seen[v] != x).expect("a value is missing") as u32;
    }
    g
}

/// `T F`, then T lines `N a1 … aN`; one line of T digits, `1` where the
/// first player wins. The piles are all read before the table is built up
/// to the largest; F may be any size (past every pile, no pile moves).
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    let f: N = sc.natural(|| tr!("oj-p3235-f"))?;
    let f = f.to_u64().unwrap_or(u64::MAX);
    let mut games: Vec<Vec<usize>> = Vec::new();
    let mut top = 0;
    for case in 1..=t {
        let n = sc.count(|| tr!("oj-piles-of-case", case = case))?;
        let mut piles = Vec::new();
        for i in 1..=n {
            let (a, token): (N, Token<'_>) =
                sc.natural_token(|| tr!("oj-pile-in-case", pile = i, count = n, case = case))?;
            let a = a.to_u64().filter(|&a| a <= PILE_LIMIT).ok_or_else(|| {
                let what = tr!("oj-pile-in-case", pile = i, count = n, case = case);
                Fail::Failed(sc.error_at(
                    Some(token),
                    tr!("oj-p3235-pile-too-large", what = what, limit = PILE_LIMIT),
                ))
            })? as usize;
            top = top.max(a);
            piles.push(a);
        }
        games.push(piles);
    }
    sc.expect_end(|| tr!("oj-p3235-after", count = t))?;
    let g = values(top, f);
    let verdicts: Vec<&str> = games
        .iter()
        .map(|p| match p.iter().fold(0, |x, &a| x ^ g[a]) {
            0 => "0",
            _ => "1",
        })
        .collect();
    out.extend_from_slice(verdicts.join(" ").as_bytes());
    out.push(b'\n');
    Ok(())
}

impl Spec for P3235 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// T < 100, N < 100, F and every pile below 100000.
    fn limits(&self) -> Limits {
        Limits {
            count: 99,
            cases: 99,
            value: VALUE,
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
        let value = value.max(1);
        let f = match rng.range(0, 4) {
            0 => {
                tags.push("F = 1");
                1
            }
            1 => {
                tags.push("F = 2");
                2.min(value)
            }
            2 => rng.range(1, value.min(40)),
            _ => rng.range(1, value),
        };
        input.set = vec![f];
        for _ in 0..n_cases.max(1) {
            let n = rng.range(1, count.max(1));
            let mut case: Vec<u64> = (0..n)
                .map(|_| match rng.range(0, 5) {
                    0 => {
                        tags.push("a pile below F (no move)");
                        rng.range(1, f.saturating_sub(1).max(1))
                    }
                    1 => {
                        tags.push("a pile of exactly F");
                        f
                    }
                    2 => {
                        tags.push("piles at the judge's limit");
                        value
                    }
                    _ => rng.range(1, value),
                })
                .collect();
            if rng.chance(4) && 2 * n <= count {
                tags.push("piles in equal pairs");
                let copy = case.clone();
                case.extend(copy);
            }
            input.cases.push(case);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        let f = input.set.first().copied().unwrap_or(1);
        let _ = writeln!(out, "{} {f}", input.cases.len());
        for c in &input.cases {
            let _ = writeln!(out, "{} {}", c.len(), join(c));
        }
    }

    /// F and every pile from 1 to 99999, at least one game, and every game
    /// has at least one pile.
    fn is_valid(&self, input: &Input) -> bool {
        let ok = |a: &u64| (1..=VALUE).contains(a);
        input.set.len() == 1
            && input.set.iter().all(ok)
            && !input.cases.is_empty()
            && input
                .cases
                .iter()
                .all(|c| !c.is_empty() && c.iter().all(ok))
    }

    fn explain(&self, input: &Input, case: &[u64]) -> String {
        let f = input.set.first().copied().unwrap_or(1);
        let top = case.iter().copied().max().unwrap_or(0).min(PILE_LIMIT) as usize;
        let g = values(top, f);
        let value = |a: u64| g.get(a as usize).copied().unwrap_or(0);
        let listed: Vec<String> = case
            .iter()
            .map(|&a| format!("G({a}) = {}", value(a)))
            .collect();
        let total = case.iter().fold(0, |x, &a| x ^ value(a));
        tr!(
            "check-explain-p3235",
            f = f,
            values = join_values(&listed),
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
        match P3235.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The values by the rules: for each M from 2 to x the M piles are
    /// written out one by one (sizes differing by at most 1, summing to x)
    /// and their values xored; the pile's value is the mex of those.
    fn by_the_rules(top: usize, f: usize) -> Vec<u32> {
        let mut g = vec![0u32; top + 1];
        for x in f.max(1)..=top {
            let mut reached = Vec::new();
            for m in 2..=x {
                let piles: Vec<usize> = (0..m).map(|i| (x + i) / m).collect();
                assert_eq!(piles.iter().sum::<usize>(), x);
                assert!(piles[m - 1] - piles[0] <= 1);
                reached.push(piles.iter().fold(0, |v, &p| v ^ g[p]));
            }
            g[x] = (0..).find(|v| !reached.contains(v)).unwrap();
        }
        g
    }

    #[test]
    fn the_blocks_agree_with_the_mex_of_every_split() {
        for f in 1..=30 {
            assert_eq!(values(300, f as u64), by_the_rules(300, f), "F = {f}");
        }
    }

    #[test]
    fn the_sample_and_its_edges() {
        assert_eq!(answer("4 3\n1 1\n1 2\n1 3\n1 5\n").unwrap(), "0 0 1 1\n");
        // F past every pile: nobody moves.
        assert_eq!(
            answer(&format!("1 {}\n2 5 7\n", "9".repeat(30))).unwrap(),
            "0\n"
        );
        // F = 1: a pile of 1 cannot be split (no empty pile), 2 can.
        assert_eq!(answer("2 1\n1 1\n1 2\n").unwrap(), "0 1\n");
        // Two equal piles cancel.
        assert_eq!(answer("1 3\n2 5 5\n").unwrap(), "0\n");
    }

    #[test]
    fn malformed_input_is_refused_at_its_token() {
        let e = answer("1 3\n2 5 x\n").unwrap_err();
        assert!(e.starts_with("line 2, column 5: "), "{e}");
        let e = answer("1 3\n2 5 100001\n").unwrap_err();
        assert!(e.starts_with("line 2, column 5: "), "{e}");
        let e = answer("2 3\n1 5\n").unwrap_err();
        assert!(e.starts_with("line 2, column 4: "), "{e}");
        let e = answer("1 3\n1 5 6\n").unwrap_err();
        assert!(e.starts_with("line 2, column 5: "), "{e}");
    }
}

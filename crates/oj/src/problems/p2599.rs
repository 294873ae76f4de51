//! Luogu P2599 ([ZJOI2009] 取石子游戏): piles in a row, a move takes from
//! the leftmost or the rightmost pile, `1`/`0` per case.

use crate::families::layout;
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, Limits, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{one, BigNat, Natural};
use grundy_i18n::{tr, Arg};
use std::io::Write;

impl Problem {
    /// Luogu P2599 ([ZJOI2009] 取石子游戏): take from either end of a row of
    /// piles, `1`/`0` per case.
    pub const P2599: Problem = Problem::new("p2599", &P2599);
}

/// `T` cases of `n` and a row of n piles.
struct P2599;

/// The longest row answered: the table costs n²/2 steps (the statement's
/// n is at most 1000).
const MOST_PILES: usize = 10_000;

/// The pile to put left of `row` (non-empty) that makes the whole row lost
/// for the player to move, and the one to put right of it: for each the
/// single value that does, 0 when `row` alone is lost.
///
/// Uniqueness: two such values x < y would let y move to x, a lost
/// position to a lost one. Existence comes from the recurrence itself,
/// for a segment [i, j] from the segment one shorter, by length (so only
/// one length is kept): with L, R the left and right values of [i, j−1]
/// and x = a_j, the left value of [i, j] is 0 if x = R (the segment is
/// already lost); x when x is below both or above both L and R (both
/// players copy each other's moves on the two ends); x + 1 when L ≤ x < R;
/// x − 1 when R < x ≤ L. The right value mirrors it. The cases were
/// derived on paper and are checked against a search of the rules in the
/// tests.
pub(crate) fn ends<N: Natural>(row: &[N]) -> (N, N) {
    let n = row.len();
    // left[i], right[i]: the values of the segment starting at i of the
    // current length.
    let mut left: Vec<N> = row.to_vec();
    let mut right: Vec<N> = row.to_vec();
    for len in 2..=n {
        let mut next_left = Vec::with_capacity(n + 1 - len);
        let mut next_right = Vec::with_capacity(n + 1 - len);
        for i in 0..=n - len {
            let j = i + len - 1;
            next_left.push(step(&left[i], &right[i], &row[j]));
            next_right.push(step(&right[i + 1], &left[i + 1], &row[i]));
        }
        left = next_left;
        right = next_right;
    }
    (left.swap_remove(0), right.swap_remove(0))
}

/// One step of the recurrence: `near` is the value on the side the new
/// pile `x` joins, `far` the value on the side the answer is for. For the
/// left value of [i, j] with x = a_j: far = L, near = R of [i, j − 1].
fn step<N: Natural>(far: &N, near: &N, x: &N) -> N {
    if x == near {
        N::zero()
    } else if (x < far && x < near) || (x > far && x > near) {
        x.clone()
    } else if far <= x && x < near {
        x.checked_plus(&one()).expect("below a larger value")
    } else {
        x.minus(&one())
    }
}

/// Whether the first player wins the row: the first pile against the left
/// value of the rest.
pub(crate) fn first_player_wins<N: Natural>(row: &[N]) -> bool {
    match row {
        [] => false,
        [_] => true,
        [first, rest @ ..] => ends(rest).0 != *first,
    }
}

/// Luogu P2599: `T`, then cases `n` and n piles; `1` when the first player
/// wins. A pile of 0 (the statement's piles are positive) and a row past
/// [`MOST_PILES`] are refused at their token.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=t {
        let what_n = || tr!("oj-piles-of-case", case = case);
        let (n, n_token) = sc.natural_token::<u64>(what_n)?;
        let n = usize::try_from(n)
            .ok()
            .filter(|&n| (1..=MOST_PILES).contains(&n))
            .ok_or_else(|| {
                Fail::Failed(sc.error_at(
                    Some(n_token),
                    tr!("oj-p2599-row", what = what_n(), most = MOST_PILES),
                ))
            })?;
        let mut row = Vec::with_capacity(n);
        for i in 1..=n {
            let what = || tr!("oj-pile-in-case", pile = i, count = n, case = case);
            let (a, token) = sc.natural_token::<N>(what)?;
            if a.is_zero() {
                return Err(Fail::Failed(
                    sc.error_at(Some(token), tr!("oj-p2599-zero", what = what())),
                ));
            }
            row.push(a);
        }
        line(out, if first_player_wins(&row) { "1" } else { "0" });
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    Ok(())
}

impl Spec for P2599 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// 1 ≤ T ≤ 10, 1 ≤ n ≤ 1000, 1 ≤ a_i ≤ 10^9.
    fn limits(&self) -> Limits {
        Limits {
            count: 1_000,
            cases: 10,
            value: 1_000_000_000,
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
        for _ in 0..n_cases.max(1) {
            let n = match rng.range(0, 5) {
                0 => {
                    tags.push("a single pile");
                    1
                }
                1 => rng.range(1, count.clamp(1, 4)),
                _ => rng.range(1, count.max(1)),
            } as usize;
            // Small piles make the recurrence's ties (x equal to one of
            // the two values, x ± 1) common, where solutions go wrong.
            let top = if rng.chance(2) { value.min(5) } else { value };
            let mut row: Vec<u64> = (0..n).map(|_| rng.range(1, top)).collect();
            match rng.range(0, 4) {
                0 | 1 if n > 1 => {
                    // The first pile set to the rest's left value: a lost
                    // row, or a neighbour of one.
                    let lost = ends(&row[1..]).0;
                    if (1..=value).contains(&lost) {
                        tags.push("a lost row");
                        row[0] = lost;
                        if rng.chance(3) && lost < value {
                            tags.push("next to a lost row");
                            row[0] = lost + 1;
                        }
                    }
                }
                2 => {
                    tags.push("a row of equal piles");
                    let v = row[0];
                    row.iter_mut().for_each(|a| *a = v);
                }
                _ => {}
            }
            input.cases.push(row);
        }
    }

    fn render(&self, input: &Input, out: &mut String) {
        layout::counted_cases(input, out);
    }

    /// Rows of 1 to 1000 piles of 1 to 10^9.
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| {
            (1..=1_000).contains(&c.len()) && c.iter().all(|a| (1..=1_000_000_000).contains(a))
        })
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        if case.len() == 1 {
            return tr!("check-explain-p2599-one", pile = case[0]);
        }
        let lost = ends(&case[1..]).0;
        tr!(
            "check-explain-p2599",
            first = case[0],
            lost = lost,
            wins = Arg::yes(lost != case[0])
        )
    }
}

#[cfg(test)]
mod tests;

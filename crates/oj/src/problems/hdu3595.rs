//! HDU 3595 (GG and MM): Euclid's game played in every game at once
//! (Every-SG), `MM`/`GG` per block.

use crate::families::layout::until_end;
use crate::scanner::{Fail, Scanner};
use crate::spec::{buffered, join, Limits, Shape, Spec};
use crate::{line, Input, OjError, Problem, Rng};
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::{tr, Arg};
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// HDU 3595 (GG and MM): Euclid's game in every game at once
    /// (Every-SG), `MM`/`GG` per block.
    pub const Hdu3595: Problem = Problem::new("hdu3595", &Hdu3595);
}

/// A case is a block: its games' piles, `p q` after `p q`.
struct Hdu3595;

/// The statement's bound on the piles and on the games of a block.
const LIMIT: u64 = 1_000;

/// How long one game of two piles lasts when the player who wins it
/// hurries and the one who loses it delays (its *step*, or remoteness):
/// odd when the player to move wins it. A move takes a multiple of the
/// smaller pile from the larger (taking a multiple of the larger from the
/// smaller is possible only when they are equal, and empties one); a game
/// with an empty pile is over, step 0.
///
/// Down the remainders (a, b) → (b, a mod b), with q = a div b: a game
/// whose larger pile is a multiple of the smaller is won in one move
/// (step 1). Otherwise let s be the step of (b, a mod b). With q = 1 that
/// is the only move (step s + 1). With q ≥ 2 the player to move wins, by
/// moving to (b, a mod b) when it is lost (s even: step s + 1), else to
/// (b + a mod b, b), whose only move leads there (step s + 2).
fn step<N: Natural>(p: &N, q: &N) -> u64 {
    let (mut a, mut b) = if p >= q {
        (p.clone(), q.clone())
    } else {
        (q.clone(), p.clone())
    };
    if b.is_zero() {
        return 0;
    }
    // Whether each quotient down the remainders is at least 2, the last
    // (where b divides a) excluded.
    let mut many = Vec::new();
    loop {
        let r = a.rem(&b);
        if r.is_zero() {
            break;
        }
        many.push(a.minus(&b) >= b);
        (a, b) = (b, r);
    }
    many.iter().rev().fold(1, |s, &many| match (many, s % 2) {
        (true, 1) => s + 2,
        _ => s + 1,
    })
}

/// Whether the player to move wins the games `steps`: every game not
/// over must be moved in at each turn, so the longest game, played out as
/// its winner wants, decides; the player to move wins when its step is odd
/// (Every-SG). A block of games all over is lost for the player to move.
fn first_wins(steps: impl Iterator<Item = u64>) -> bool {
    steps.max().unwrap_or(0) % 2 == 1
}

/// HDU 3595: blocks until the end of input, each `N` and N lines `p q`;
/// `MM` when the first player wins, `GG` otherwise, at any size.
fn solve<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    until_end(sc, |sc, block| {
        let n = sc.count(|| tr!("oj-games-of-block", block = block))?;
        let mut longest = 0;
        for game in 1..=n {
            let p: N = sc.natural(|| tr!("oj-pile-p-of-game", game = game, block = block))?;
            let q: N = sc.natural(|| tr!("oj-pile-q-of-game", game = game, block = block))?;
            longest = longest.max(step(&p, &q));
        }
        line(
            out,
            if first_wins(std::iter::once(longest)) {
                "MM"
            } else {
                "GG"
            },
        );
        Ok(())
    })
}

impl Spec for Hdu3595 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        buffered(input, out, solve::<u64>, solve::<BigNat>)
    }

    /// N ≤ 1000 games of piles ≤ 1000; the count of blocks is not stated.
    fn limits(&self) -> Limits {
        Limits {
            count: 2 * LIMIT,
            cases: 10,
            value: LIMIT,
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
        let value = value.max(1);
        for _ in 0..n_cases.max(1) {
            let games = rng.range(1, (count / 2).max(1));
            let mut case = Vec::with_capacity(2 * games as usize);
            for _ in 0..games {
                // Where solutions go wrong: equal piles (won at once), one a
                // multiple of the other, consecutive Fibonacci numbers
                // (every quotient 1: the longest games), or anywhere.
                let (p, q) = match rng.range(0, 5) {
                    0 => {
                        tags.push("equal piles");
                        let p = rng.range(1, value);
                        (p, p)
                    }
                    1 => {
                        tags.push("one pile a multiple of the other");
                        let b = rng.range(1, value);
                        (b * rng.range(1, value / b), b)
                    }
                    2 => {
                        tags.push("consecutive Fibonacci numbers");
                        let (mut a, mut b) = (1u64, 2u64);
                        let stop = rng.range(0, 20);
                        for _ in 0..stop {
                            if a + b > value {
                                break;
                            }
                            (a, b) = (b, a + b);
                        }
                        (b.min(value), a.min(value))
                    }
                    _ => (rng.range(1, value), rng.range(1, value)),
                };
                if rng.chance(2) {
                    case.extend([p, q]);
                } else {
                    case.extend([q, p]);
                }
            }
            input.cases.push(case);
        }
    }

    /// Each block: `N`, then its games' piles, one game a line.
    fn render(&self, input: &Input, out: &mut String) {
        for c in &input.cases {
            let _ = writeln!(out, "{}", c.len() / 2);
            for game in c.chunks(2) {
                let _ = writeln!(out, "{}", join(game));
            }
        }
    }

    /// Games of two piles from 1 to 1000, at most 1000 a block.
    fn is_valid(&self, input: &Input) -> bool {
        input.cases.iter().all(|c| {
            c.len() % 2 == 0
                && c.len() as u64 <= 2 * LIMIT
                && c.iter().all(|v| (1..=LIMIT).contains(v))
        })
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        let steps: Vec<u64> = case.chunks(2).map(|g| step(&g[0], &g[1])).collect();
        let shown: Vec<String> = case
            .chunks(2)
            .zip(&steps)
            .map(|(g, s)| format!("({}, {}) → {s}", g[0], g[1]))
            .collect();
        let longest = steps.iter().copied().max().unwrap_or(0);
        tr!(
            "check-explain-hdu3595",
            steps = shown.join(", "),
            longest = longest,
            wins = Arg::yes(first_wins(steps.into_iter()))
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn answer(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        match Hdu3595.answer(input.as_bytes(), &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The statement's moves in one game: pick a pile of x and remove k·x
    /// (k ≥ 1) from the other; none once a pile is empty.
    fn moves(&(p, q): &(u64, u64)) -> Vec<(u64, u64)> {
        if p == 0 || q == 0 {
            return Vec::new();
        }
        let mut out = Vec::new();
        for k in 1..=q / p {
            out.push((p, q - k * p));
        }
        for k in 1..=p / q {
            out.push((p - k * q, q));
        }
        out
    }

    /// The remoteness of one game by a search of its moves: a won
    /// position's least lost child plus one, a lost one's longest child
    /// plus one.
    fn searched_step(g: (u64, u64), memo: &mut HashMap<(u64, u64), u64>) -> u64 {
        if let Some(&s) = memo.get(&g) {
            return s;
        }
        let children: Vec<u64> = moves(&g)
            .into_iter()
            .map(|c| searched_step(c, memo))
            .collect();
        let lost_children = children.iter().filter(|s| *s % 2 == 0);
        let s = match lost_children.min() {
            Some(s) => s + 1,
            None => children.iter().max().map_or(0, |s| s + 1),
        };
        memo.insert(g, s);
        s
    }

    /// Whether the player to move wins the games `games` played as the
    /// statement says, searched directly: a move moves in every game not
    /// over; whoever cannot move at all loses.
    fn every_sg_wins(games: &[(u64, u64)], memo: &mut HashMap<Vec<(u64, u64)>, bool>) -> bool {
        let mut key = games.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let options: Vec<Vec<(u64, u64)>> = games
            .iter()
            .map(|g| {
                let m = moves(g);
                if m.is_empty() {
                    vec![*g]
                } else {
                    m
                }
            })
            .collect();
        let live = games.iter().any(|g| !moves(g).is_empty());
        let mut wins = false;
        if live {
            // Every combination of one move in each live game.
            let mut pick = vec![0usize; games.len()];
            'all: loop {
                let next: Vec<(u64, u64)> = pick.iter().zip(&options).map(|(&i, o)| o[i]).collect();
                if !every_sg_wins(&next, memo) {
                    wins = true;
                    break;
                }
                for i in 0..pick.len() {
                    pick[i] += 1;
                    if pick[i] < options[i].len() {
                        continue 'all;
                    }
                    pick[i] = 0;
                }
                break;
            }
        }
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn the_step_is_the_searched_remoteness_of_every_small_game() {
        let memo = &mut HashMap::new();
        for p in 0..=60u64 {
            for q in 0..=60u64 {
                assert_eq!(step(&p, &q), searched_step((p, q), memo), "({p}, {q})");
                assert_eq!(step(&BigNat::from(p), &BigNat::from(q)), step(&p, &q));
            }
        }
    }

    #[test]
    fn the_longest_game_decides_every_block_of_small_games() {
        let memo = &mut HashMap::new();
        let games: Vec<(u64, u64)> = (1..=6u64)
            .flat_map(|p| (1..=6u64).map(move |q| (p, q)))
            .collect();
        for (i, &a) in games.iter().enumerate() {
            assert_eq!(
                first_wins([step(&a.0, &a.1)].into_iter()),
                every_sg_wins(&[a], memo),
                "{a:?}"
            );
            for &b in &games[i..] {
                let by_rule = first_wins([a, b].iter().map(|g| step(&g.0, &g.1)));
                assert_eq!(by_rule, every_sg_wins(&[a, b], memo), "{a:?} {b:?}");
            }
        }
        for a in [(2, 5), (3, 7), (4, 6)] {
            for b in [(1, 1), (5, 3), (6, 4)] {
                for c in [(2, 3), (6, 1), (5, 5)] {
                    let by_rule = first_wins([a, b, c].iter().map(|g| step(&g.0, &g.1)));
                    assert_eq!(
                        by_rule,
                        every_sg_wins(&[a, b, c], memo),
                        "{a:?} {b:?} {c:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn blocks_are_answered_until_the_end_at_any_size() {
        // (3, 2) has step 2 (lost), (5, 2) step 3, (4, 4) step 1: the
        // longest game decides, even where another is won at once.
        assert_eq!(answer("1\n3 2\n").unwrap(), "GG\n");
        assert_eq!(answer("2\n3 2\n4 4\n").unwrap(), "GG\n");
        assert_eq!(answer("2\n3 2\n5 2\n1\n3 2\n").unwrap(), "MM\nGG\n");
        let big = "100000000000000000000000000000";
        assert_eq!(answer(&format!("1\n{big} 1\n")).unwrap(), "MM\n");
        assert_eq!(
            answer(&format!("1\n{big}0 {big}\n")).unwrap(),
            answer("1\n10 1\n").unwrap()
        );
    }

    #[test]
    fn bad_input_is_refused_where_it_stands() {
        for (input, at) in [
            ("", "line 1"),
            ("1\n3\n", "line 2"),
            ("1\n3 x\n", "x"),
            ("2\n3 2\n", "line 2"),
        ] {
            let e = answer(input).unwrap_err();
            assert!(e.contains(at), "{input:?}: {e}");
        }
    }

    #[test]
    fn generated_inputs_are_valid() {
        let mut rng = Rng::new(7);
        for _ in 0..200 {
            let mut input = Input {
                set: vec![],
                cases: vec![],
            };
            let mut tags = Vec::new();
            let limits = Hdu3595.limits();
            Hdu3595.generate(
                &mut rng,
                3,
                limits.count,
                limits.value,
                &mut input,
                &mut tags,
            );
            assert!(Hdu3595.is_valid(&input), "{input:?}");
        }
    }
}

//! Every judge format's reader (`grundy oj NAME`): the problem is chosen by
//! the first byte, the rest is its input. A refused input must name a
//! position inside it; an accepted one is answered again identically, and
//! for the Nim and Wythoff formats the answer is checked against the rules.

use crate::{assert_position, small_numbers};
use grundy_oj::{run, OjError, Problem};

/// Runs the target on one input: the first byte picks the problem of
/// `Problem::ALL`, the rest is its input. Panics when a refusal writes or
/// names no position inside the input, or an answer is not the rules'.
///
/// ```
/// // An empty input picks no problem.
/// grundy_fuzz_checks::oj(b"");
/// ```
pub fn oj(data: &[u8]) {
    let Some((&first, input)) = data.split_first() else {
        return;
    };
    let problem = Problem::ALL[usize::from(first) % Problem::ALL.len()];
    let mut out = Vec::new();
    match run(problem, input, &mut out) {
        Err(OjError::Input(e)) => {
            assert!(
                out.is_empty(),
                "{}: output written before {e}",
                problem.name()
            );
            assert!(!e.message.is_empty());
            assert_position(input, e.line, e.column, &e);
        }
        Err(OjError::Io(e)) => panic!("writing to a Vec failed: {e}"),
        Ok(()) => {
            let mut again = Vec::new();
            run(problem, input, &mut again).expect("accepted once, refused again");
            assert_eq!(out, again, "{}: two answers", problem.name());
            check_answer(problem, input, &out);
        }
    }
}

/// The answer of an accepted input, from the rules, where they are simple.
fn check_answer(problem: Problem, input: &[u8], out: &[u8]) {
    let Some(numbers) = small_numbers(input) else {
        return;
    };
    let answer = String::from_utf8(out.to_vec()).expect("answers are text");
    let lines: Vec<&str> = answer.lines().collect();
    let mut it = numbers.into_iter();
    // (Problems are compared by name: their specs are not patterns.)
    if problem == Problem::P2197 {
        let cases = it.next().unwrap();
        assert_eq!(lines.len() as u64, cases);
        for line in lines {
            let n = it.next().unwrap();
            let x = (0..n).fold(0, |x, _| x ^ it.next().unwrap());
            assert_eq!(line, if x != 0 { "Yes" } else { "No" });
        }
    } else if problem == Problem::Hdu1850 {
        for line in lines {
            let m = it.next().unwrap();
            let piles: Vec<u64> = (0..m).map(|_| it.next().unwrap()).collect();
            let x = piles.iter().fold(0, |x, p| x ^ p);
            let winning = piles.iter().filter(|&&p| p ^ x < p).count();
            assert_eq!(line, winning.to_string(), "hdu1850 {piles:?}");
        }
    } else if problem == Problem::Hdu1527 || problem == Problem::Poj1067 {
        let numbers: Vec<u64> = it.collect();
        for (pair, line) in numbers.chunks(2).zip(lines) {
            let (a, b) = (pair[0], pair[1]);
            if a < 48 && b < 48 {
                let wins = !wythoff_lost(a as usize, b as usize);
                assert_eq!(line, if wins { "1" } else { "0" }, "wythoff {a} {b}");
            }
        }
    }
}

/// Whether Wythoff's game at (a, b) is lost for the player to move, by an
/// exhaustive search from the rules.
fn wythoff_lost(a: usize, b: usize) -> bool {
    const N: usize = 48;
    let mut lost = [[false; N]; N];
    for x in 0..N {
        for y in 0..N {
            let one = (0..x).any(|i| lost[i][y]) || (0..y).any(|j| lost[x][j]);
            let both = (1..=x.min(y)).any(|k| lost[x - k][y - k]);
            lost[x][y] = !(one || both);
        }
    }
    lost[a][b]
}

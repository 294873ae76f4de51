//! Random piles, shared by the generators of the Nim-like formats.

use crate::{Input, Rng};
use grundy_engine::nim;

/// Piles, one of several shapes that break solutions; with `nim_lost`,
/// sometimes the last pile fixed to make the nim-sum 0 (a lost position of
/// Nim, which formats of other games do not want).
pub(crate) fn piles(
    rng: &mut Rng,
    count: u64,
    value: u64,
    nim_lost: bool,
    tags: &mut Vec<&'static str>,
) -> Vec<u64> {
    let n = rng.range(1, count);
    let mut p: Vec<u64> = (0..n).map(|_| rng.range(0, value)).collect();
    match rng.range(0, 9) {
        0 => {
            tags.push("single pile");
            p.truncate(1);
        }
        1 => {
            tags.push("piles of 0");
            for x in p.iter_mut() {
                if rng.chance(2) {
                    *x = 0;
                }
            }
        }
        2 => {
            tags.push("all piles equal");
            let v = p[0];
            p.iter_mut().for_each(|x| *x = v);
        }
        3 => {
            tags.push("all piles 1");
            p.iter_mut().for_each(|x| *x = 1);
        }
        4 => {
            tags.push("piles 0 and 1 only");
            p.iter_mut().for_each(|x| *x = rng.range(0, 1));
        }
        5 => {
            tags.push("duplicates");
            let v = p[0];
            let i = rng.range(0, n - 1) as usize;
            p[i] = v;
        }
        6 => {
            tags.push("values at the judge's limit");
            p.iter_mut()
                .for_each(|x| *x = value - rng.range(0, 1.min(value)));
        }
        7 if nim_lost => {
            // Make the nim-sum 0 by fixing the last pile, if it fits.
            let rest = nim::nim_sum(&p[..p.len() - 1]);
            if rest <= value && p.len() > 1 {
                tags.push("lost position");
                *p.last_mut().expect("not empty") = rest;
            }
        }
        _ => {}
    }
    p
}

/// `n_cases` cases of [`piles`]: the generator of the plain Nim formats.
pub(crate) fn pile_cases(
    rng: &mut Rng,
    n_cases: u64,
    count: u64,
    value: u64,
    nim_lost: bool,
    input: &mut Input,
    tags: &mut Vec<&'static str>,
) {
    for _ in 0..n_cases {
        input.cases.push(piles(rng, count, value, nim_lost, tags));
    }
}

/// Piles of 1 to `value` (formats whose piles are positive), one of
/// several shapes that break solutions, sometimes a lost position of Nim.
pub(crate) fn positive_piles(
    rng: &mut Rng,
    count: u64,
    value: u64,
    tags: &mut Vec<&'static str>,
) -> Vec<u64> {
    let value = value.max(1);
    let n = rng.range(1, count);
    let mut p: Vec<u64> = (0..n).map(|_| rng.range(1, value)).collect();
    match rng.range(0, 7) {
        0 => {
            tags.push("single pile");
            p.truncate(1);
        }
        1 => {
            tags.push("all piles equal");
            let v = p[0];
            p.iter_mut().for_each(|x| *x = v);
        }
        2 => {
            tags.push("all piles 1");
            p.iter_mut().for_each(|x| *x = 1);
        }
        3 => {
            tags.push("duplicates");
            let v = p[0];
            let i = rng.range(0, n - 1) as usize;
            p[i] = v;
        }
        4 => {
            tags.push("values at the judge's limit");
            p.iter_mut()
                .for_each(|x| *x = value - rng.range(0, 1.min(value - 1)));
        }
        5 => {
            // Make the nim-sum 0 by fixing the last pile, if it fits.
            let rest = nim::nim_sum(&p[..p.len() - 1]);
            if (1..=value).contains(&rest) && p.len() > 1 {
                tags.push("lost position");
                *p.last_mut().expect("not empty") = rest;
            }
        }
        _ => {}
    }
    p
}

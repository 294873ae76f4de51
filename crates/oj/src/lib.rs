//! # grundy-oj
//!
//! The input and output formats of classic online-judge problems on
//! impartial games, answered exactly by `grundy-engine`. Every format takes
//! numbers of any size (`nim_product_64` too, its words fast and a number
//! of 2^64 or more by arbitrary precision), but the k-fold formats refuse a case whose
//! solution needs more than [`grundy_engine::k_fold::TERM_LIMIT`] losing
//! sizes (a pile far larger than a huge k), `poj2311` sheets wider than 400
//! and `uva1378` games of more than 10000 piles, `hdu3590` blocks whose
//! misère search is too large (or whose trees have a cycle), `hdu1524` graphs
//! with a cycle (refused at an edge of it); POJ 2348 refuses a pair
//! with a 0 and POJ 2505 an n of 1 or less (games over before their first
//! move); malformed input is refused with an [`InputError`] that names the
//! token and its line and column, before anything is written. Its text is
//! in the current language of `grundy_i18n` (the answers are the same
//! bytes in every language), and is only made when the input is refused.
//!
//! ```
//! let mut out = Vec::new();
//! grundy_oj::run(grundy_oj::Problem::P1247, b"3\n3 6 9\n", &mut out).unwrap();
//! assert_eq!(out, b"4 3\n3 6 5\n");
//! ```

#![warn(missing_docs)]

mod circle;
mod coins;
mod cutting;
mod euclid;
mod funny_stones;
mod geography;
mod graph;
mod hackenbush;
mod heap_games;
mod k_fold;
mod multiplication;
mod new_stone;
mod nim_family;
mod nimbers;
mod northcott;
mod scanner;
mod wythoff;

pub use scanner::{not_a_natural, InputError};

use scanner::{Fail, Scanner};
use std::fmt;
use std::io::{self, Write};
use std::str::FromStr;

/// A judge problem whose format `grundy oj` speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    /// Luogu P1247: Nim, the first winning move and the piles after it.
    P1247,
    /// Luogu P2197: Nim verdicts, `Yes`/`No`.
    P2197,
    /// Luogu P4279: misère Nim verdicts, `John`/`Brother`.
    P4279,
    /// HDU 2176: Nim, every winning move as "pile before, pile after".
    Hdu2176,
    /// HDU 1850: the number of winning first moves in Nim.
    Hdu1850,
    /// POJ 1704 (Georgia and Bob): chips on a line.
    Poj1704,
    /// Codeforces 15C (Industrial Nim): piles x, x+1, …, x+m−1 per quarry.
    Cf15c,
    /// HDU 1527: Wythoff's game, `1`/`0` per pair until the end of input.
    Hdu1527,
    /// POJ 1067: the same problem and format as HDU 1527.
    Poj1067,
    /// Luogu P2252: Wythoff's game, one pair.
    P2252,
    /// HDU 2177: Wythoff's game, every winning move as the piles it leaves.
    Hdu2177,
    /// HDU 1848: three heaps of the Fibonacci subtraction game, `Fibo`/`Nacci`.
    Hdu1848,
    /// HDU 1536: S-Nim, a line of W/L per test.
    Hdu1536,
    /// POJ 2960: the same problem and format as HDU 1536.
    Poj2960,
    /// Luogu P2148: E&D, `YES`/`NO` per case.
    P2148,
    /// HDU 3404 (Switch lights): Turning Corners, the xor of the lights'
    /// nim-products.
    Hdu3404,
    /// Library Checker `nim_product_64`: nim-products of words, one a line.
    NimProduct64,
    /// HDU 3537 (Daizhenyang's Coin): Mock Turtles, `Yes` when the first
    /// player loses.
    Hdu3537,
    /// HDU 2516: Fibonacci Nim, `Second win`/`First win` per pile.
    Hdu2516,
    /// HDU 2486 (A simple stone game): the k-fold game, the smallest
    /// winning first take per case.
    Hdu2486,
    /// POJ 3922: the same problem and format as HDU 2486.
    Poj3922,
    /// POJ 2311: the Cutting Game, `WIN`/`LOSE` per sheet until the end of input.
    Poj2311,
    /// POJ 2484 (A Funny Game): coins in a circle, `Alice`/`Bob` per line.
    Poj2484,
    /// HDU 1730: Northcott's game, `I WIN!`/`BAD LUCK!` per board.
    Hdu1730,
    /// POJ 1740 (A New Stone Game): `1`/`0` per block of piles.
    Poj1740,
    /// HDU 1907 (John): the same problem and format as Luogu P4279.
    Hdu1907,
    /// HDU 2509 (Be the Winner): misère play of taking runs of apples,
    /// `Yes`/`No` per block.
    Hdu2509,
    /// POJ 2348: Euclid's game, `Stan wins`/`Ollie wins` per pair until `0 0`.
    Poj2348,
    /// HDU 1525: the same problem and format as POJ 2348.
    Hdu1525,
    /// POJ 2505 (= UVa 847 = HDU 1517): the multiplication game,
    /// `Stan wins.`/`Ollie wins.` per n until the end of input.
    Poj2505,
    /// HDU 5795 (A Simple Nim): take or split a pile into three, a verdict
    /// per case.
    Hdu5795,
    /// UVa 1378 = LA 3668 (A Funny Stone Game): the smallest winning first
    /// move per game.
    Uva1378,
    /// HDU 3094 (A tree game): Green Hackenbush on a rooted tree,
    /// `Alice`/`Bob` per case.
    Hdu3094,
    /// POJ 3710 (Christmas Game): Green Hackenbush on trees with cycles,
    /// `Sally`/`Harry` per block.
    Poj3710,
    /// HDU 3590 (PP and QQ): Green Hackenbush on rooted trees under misère
    /// play, `PP`/`QQ` per block.
    Hdu3590,
    /// Luogu P4136 (谁能赢呢): geography on an n×n board from a corner,
    /// `Alice`/`Bob` per n.
    P4136,
    /// HDU 1524 (A Chess Game): tokens on an acyclic graph, `WIN`/`LOSE`
    /// per query.
    Hdu1524,
    /// POJ 2425: the same problem and format as HDU 1524.
    Poj2425,
}

impl Problem {
    /// Every problem, in the order of the format table.
    pub const ALL: [Problem; 38] = [
        Problem::P1247,
        Problem::P2197,
        Problem::P4279,
        Problem::Hdu2176,
        Problem::Hdu1850,
        Problem::Poj1704,
        Problem::Cf15c,
        Problem::Hdu1527,
        Problem::Poj1067,
        Problem::P2252,
        Problem::Hdu2177,
        Problem::Hdu1848,
        Problem::Hdu1536,
        Problem::Poj2960,
        Problem::P2148,
        Problem::Hdu3404,
        Problem::NimProduct64,
        Problem::Hdu3537,
        Problem::Hdu2516,
        Problem::Hdu2486,
        Problem::Poj3922,
        Problem::Poj2311,
        Problem::Poj2484,
        Problem::Hdu1730,
        Problem::Poj1740,
        Problem::Hdu1907,
        Problem::Hdu2509,
        Problem::Poj2348,
        Problem::Hdu1525,
        Problem::Poj2505,
        Problem::Hdu5795,
        Problem::Uva1378,
        Problem::Hdu3094,
        Problem::Poj3710,
        Problem::Hdu3590,
        Problem::P4136,
        Problem::Hdu1524,
        Problem::Poj2425,
    ];

    /// The name used on the command line (`grundy oj p1247`).
    ///
    /// ```
    /// assert_eq!(grundy_oj::Problem::Cf15c.name(), "cf15c");
    /// assert_eq!(grundy_oj::Problem::NimProduct64.name(), "nim_product_64");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Problem::P1247 => "p1247",
            Problem::P2197 => "p2197",
            Problem::P4279 => "p4279",
            Problem::Hdu2176 => "hdu2176",
            Problem::Hdu1850 => "hdu1850",
            Problem::Poj1704 => "poj1704",
            Problem::Cf15c => "cf15c",
            Problem::Hdu1527 => "hdu1527",
            Problem::Poj1067 => "poj1067",
            Problem::P2252 => "p2252",
            Problem::Hdu2177 => "hdu2177",
            Problem::Hdu1848 => "hdu1848",
            Problem::Hdu1536 => "hdu1536",
            Problem::Poj2960 => "poj2960",
            Problem::P2148 => "p2148",
            Problem::Hdu3404 => "hdu3404",
            Problem::NimProduct64 => "nim_product_64",
            Problem::Hdu3537 => "hdu3537",
            Problem::Hdu2516 => "hdu2516",
            Problem::Hdu2486 => "hdu2486",
            Problem::Poj3922 => "poj3922",
            Problem::Poj2311 => "poj2311",
            Problem::Poj2484 => "poj2484",
            Problem::Hdu1730 => "hdu1730",
            Problem::Poj1740 => "poj1740",
            Problem::Hdu1907 => "hdu1907",
            Problem::Hdu2509 => "hdu2509",
            Problem::Poj2348 => "poj2348",
            Problem::Hdu1525 => "hdu1525",
            Problem::Poj2505 => "poj2505",
            Problem::Hdu5795 => "hdu5795",
            Problem::Uva1378 => "uva1378",
            Problem::Hdu3094 => "hdu3094",
            Problem::Poj3710 => "poj3710",
            Problem::Hdu3590 => "hdu3590",
            Problem::P4136 => "p4136",
            Problem::Hdu1524 => "hdu1524",
            Problem::Poj2425 => "poj2425",
        }
    }

    /// A one-line description: the judge, the problem and its game, in the
    /// current language of `grundy_i18n` (the catalogues'
    /// `oj-title-NAME`, NAME as [`Problem::name`] gives it). The judge's
    /// output tokens (`John`/`Brother`, `WIN`/`LOSE`, …) are the same in
    /// every language.
    ///
    /// ```
    /// use grundy_i18n::{with_lang, Lang};
    /// use grundy_oj::Problem;
    /// let en = with_lang(Lang::En, || Problem::P4279.title());
    /// assert_eq!(en, "Luogu P4279: misère Nim, John/Brother per case");
    /// let zh = with_lang(Lang::Zh, || Problem::P4279.title());
    /// assert!(zh.starts_with("洛谷 P4279") && zh.contains("反 Nim") && zh.contains("John/Brother"));
    /// ```
    pub fn title(self) -> String {
        grundy_i18n::text(&format!("oj-title-{}", self.name()), &[])
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Writes one line of an answer.
pub(crate) fn line(out: &mut Vec<u8>, text: impl fmt::Display) {
    use std::io::Write as _;
    writeln!(out, "{text}").expect("writing to a Vec cannot fail");
}

/// An unknown problem name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownProblem(pub String);

impl fmt::Display for UnknownProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Problem::ALL.iter().map(|p| p.name()).collect();
        f.write_str(&grundy_i18n::tr!(
            "oj-unknown-problem",
            name = self.0,
            known = grundy_i18n::join_list(&names)
        ))
    }
}

impl std::error::Error for UnknownProblem {}

impl FromStr for Problem {
    type Err = UnknownProblem;
    /// A name as [`Problem::name`] gives it, in any case, with or without
    /// its dashes, underscores and spaces.
    ///
    /// ```
    /// use grundy_oj::Problem;
    /// assert_eq!("HDU-2176".parse(), Ok(Problem::Hdu2176));
    /// assert_eq!("nim_product_64".parse(), Ok(Problem::NimProduct64));
    /// assert_eq!("nim-product-64".parse(), Ok(Problem::NimProduct64));
    /// assert!("p9999".parse::<Problem>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bare = |name: &str| name.to_ascii_lowercase().replace(['-', '_', ' '], "");
        let wanted = bare(s);
        Problem::ALL
            .into_iter()
            .find(|p| bare(p.name()) == wanted)
            .ok_or_else(|| UnknownProblem(s.to_string()))
    }
}

/// Why a judge run failed.
#[derive(Debug)]
pub enum OjError {
    /// The input is malformed; nothing was written.
    Input(InputError),
    /// Writing the answer failed.
    Io(io::Error),
}

impl fmt::Display for OjError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OjError::Input(e) => e.fmt(f),
            OjError::Io(e) => f.write_str(&grundy_i18n::tr!("oj-cannot-write", why = e)),
        }
    }
}

impl std::error::Error for OjError {}

impl From<io::Error> for OjError {
    fn from(e: io::Error) -> Self {
        OjError::Io(e)
    }
}

impl From<InputError> for OjError {
    fn from(e: InputError) -> Self {
        OjError::Input(e)
    }
}

/// Reads the judge's input from `input` and writes exactly the judge's
/// expected output to `out`. Nothing is written if the input is malformed.
///
/// ```
/// use grundy_oj::{run, Problem};
/// let mut out = Vec::new();
/// run(Problem::P2197, b"2\n2\n1 1\n2\n1 0\n", &mut out).unwrap();
/// assert_eq!(out, b"No\nYes\n");
///
/// let err = run(Problem::P2197, b"1\n2\n1 x\n", &mut Vec::new()).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 3, column 3: expected pile 2 of 2 in case 1 (a non-negative integer), found \"x\""
/// );
/// ```
pub fn run(problem: Problem, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
    match problem {
        Problem::P1247 => return nim_family::p1247(input, out),
        Problem::NimProduct64 => return nimbers::nim_product_64(input, out),
        _ => {}
    }
    let answer = solve_buffered(problem, input)?;
    out.write_all(&answer)?;
    Ok(())
}

/// Answers a multi-case format into a buffer: first with machine words, and
/// again with arbitrary precision if some number does not fit.
fn solve_buffered(problem: Problem, input: &[u8]) -> Result<Vec<u8>, InputError> {
    fn attempt<N: grundy_engine::nimber::NimProduct>(
        problem: Problem,
        input: &[u8],
    ) -> Result<Vec<u8>, Fail> {
        let mut sc = Scanner::new(input);
        let mut out = Vec::new();
        match problem {
            Problem::P1247 => unreachable!("P1247 streams its answer"),
            Problem::NimProduct64 => unreachable!("nim_product_64 has its own reader"),
            Problem::P2197 => nim_family::p2197::<N>(&mut sc, &mut out)?,
            Problem::P4279 | Problem::Hdu1907 => nim_family::p4279::<N>(&mut sc, &mut out)?,
            Problem::Hdu2176 => nim_family::hdu2176::<N>(&mut sc, &mut out)?,
            Problem::Hdu1850 => nim_family::hdu1850::<N>(&mut sc, &mut out)?,
            Problem::Poj1704 => nim_family::poj1704::<N>(&mut sc, &mut out)?,
            Problem::Cf15c => nim_family::cf15c::<N>(&mut sc, &mut out)?,
            Problem::Hdu1527 | Problem::Poj1067 => wythoff::hdu1527::<N>(&mut sc, &mut out)?,
            Problem::P2252 => wythoff::p2252::<N>(&mut sc, &mut out)?,
            Problem::Hdu2177 => wythoff::hdu2177::<N>(&mut sc, &mut out)?,
            Problem::Hdu1848 => heap_games::hdu1848::<N>(&mut sc, &mut out)?,
            Problem::Hdu1536 | Problem::Poj2960 => heap_games::hdu1536::<N>(&mut sc, &mut out)?,
            Problem::P2148 => heap_games::p2148::<N>(&mut sc, &mut out)?,
            Problem::Hdu3404 => nimbers::hdu3404::<N>(&mut sc, &mut out)?,
            Problem::Hdu3537 => coins::hdu3537::<N>(&mut sc, &mut out)?,
            Problem::Hdu2516 => k_fold::hdu2516::<N>(&mut sc, &mut out)?,
            Problem::Hdu2486 | Problem::Poj3922 => k_fold::hdu2486::<N>(&mut sc, &mut out)?,
            Problem::Poj2311 => cutting::poj2311::<N>(&mut sc, &mut out)?,
            Problem::Poj2484 => circle::poj2484::<N>(&mut sc, &mut out)?,
            Problem::Hdu1730 => northcott::hdu1730::<N>(&mut sc, &mut out)?,
            Problem::Poj1740 => new_stone::poj1740::<N>(&mut sc, &mut out)?,
            Problem::Hdu2509 => nim_family::hdu2509::<N>(&mut sc, &mut out)?,
            Problem::Poj2348 | Problem::Hdu1525 => euclid::poj2348::<N>(&mut sc, &mut out)?,
            Problem::Poj2505 => multiplication::poj2505::<N>(&mut sc, &mut out)?,
            Problem::Hdu5795 => heap_games::hdu5795::<N>(&mut sc, &mut out)?,
            Problem::Uva1378 => funny_stones::uva1378::<N>(&mut sc, &mut out)?,
            Problem::Hdu3094 => hackenbush::hdu3094::<N>(&mut sc, &mut out)?,
            Problem::Poj3710 => hackenbush::poj3710::<N>(&mut sc, &mut out)?,
            Problem::Hdu3590 => hackenbush::hdu3590::<N>(&mut sc, &mut out)?,
            Problem::P4136 => geography::p4136::<N>(&mut sc, &mut out)?,
            Problem::Hdu1524 | Problem::Poj2425 => graph::hdu1524::<N>(&mut sc, &mut out)?,
        }
        Ok(out)
    }
    grundy_engine::num::or_big(attempt::<u64>(problem, input), || {
        attempt::<grundy_engine::num::BigNat>(problem, input)
    })
}

#[cfg(test)]
mod tests {
    use super::Problem;
    use grundy_i18n::{message_ids, with_lang, Lang};

    /// A problem added without its title would be listed under the bare
    /// id `oj-title-NAME` (or in English under `--lang zh`).
    #[test]
    fn every_problem_has_its_title_in_both_languages() {
        for lang in Lang::ALL {
            let known = message_ids(lang);
            for p in Problem::ALL {
                let id = format!("oj-title-{}", p.name());
                assert!(
                    known.contains(&id),
                    "{p}: no {id} in the {lang:?} catalogue"
                );
            }
        }
        for p in Problem::ALL {
            let en = with_lang(Lang::En, || p.title());
            let zh = with_lang(Lang::Zh, || p.title());
            assert_ne!(en, zh, "{p}: the Chinese title is the English one");
            // The judge, the problem's number and its name in parentheses
            // are kept: "HDU 3404 (Switch lights)" is "HDU 3404（Switch
            // lights）", "Luogu P1247" is "洛谷 P1247" (perhaps followed by
            // the problem's Chinese name).
            let (en_head, _) = en.split_once(": ").expect("an English title has a colon");
            let (zh_head, _) = zh.split_once('：').expect("a Chinese title has a colon");
            let kept = en_head
                .replace("Luogu", "洛谷")
                .replace(" (", "（")
                .replace(')', "）");
            assert!(
                zh_head.starts_with(&kept),
                "{p}: {zh_head:?} is not {kept:?}"
            );
        }
    }
}

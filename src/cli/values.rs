//! The parsers that read and bound the values of the flags and arguments,
//! and what they give: a refusal, in the program's own words, is bad input.

use crate::error::CommandError;
use grundy_engine::heap::HeapGame;
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::two_pile::TwoPileRules;
use grundy_i18n::tr;
use grundy_oj::Problem;
use std::ffi::OsString;
use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// `--grid RxC` of `geography`: two whole numbers of at least 1.
pub(super) fn grid_size(text: &str) -> Result<(u64, u64), BadValue> {
    let bad = || BadValue(tr!("value-grid", text = text));
    let (r, c) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let whole = |t: &str| match grundy_engine::num::parse_u64(t.as_bytes()) {
        Some(n) if n >= 1 => Ok(n),
        None if grundy_engine::num::is_digits(t) => Err(past_64_bits("--grid", t)),
        _ => Err(bad()),
    };
    Ok((whole(r)?, whole(c)?))
}

/// A coin-turning rule, checked where it is declared.
pub(super) fn parse_rule(text: &str) -> Result<grundy_engine::coins::Rule, String> {
    grundy_engine::coins::Rule::parse(text).map_err(|e| e.to_string())
}

/// A value refused by its argument's parser; the message names the
/// argument and the value.
#[derive(Debug)]
pub struct BadValue(pub(super) String);

impl fmt::Display for BadValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadValue {}

impl From<BadValue> for CommandError {
    fn from(e: BadValue) -> Self {
        CommandError::Input(e.0)
    }
}

/// A whole number from 1 to `limit`; `why` says what the limit protects.
pub(super) fn whole_up_to(
    flag: &str,
    text: &str,
    limit: usize,
    why: &str,
) -> Result<usize, BadValue> {
    match grundy_engine::num::parse_u64(text.as_bytes()) {
        Some(n) if n >= 1 && n <= limit as u64 => Ok(n as usize),
        Some(n) if n > limit as u64 => Err(BadValue(tr!(
            "value-too-large",
            flag = flag,
            n = n,
            limit = limit,
            why = why
        ))),
        // A number too large for 64 bits is too large, not "not a whole
        // number" (issue 42).
        None if grundy_engine::num::is_digits(text) => Err(BadValue(tr!(
            "value-too-large",
            flag = flag,
            n = text,
            limit = limit,
            why = why
        ))),
        _ => Err(BadValue(tr!(
            "value-whole-up-to",
            flag = flag,
            limit = limit,
            text = text
        ))),
    }
}

/// `flag`'s value of `text`, a whole number past 64 bits: too large, which
/// the parsers of machine words had called no whole number (issue 42).
pub(super) fn past_64_bits(flag: &str, text: &str) -> BadValue {
    BadValue(tr!(
        "value-too-large",
        flag = flag,
        n = text,
        limit = u64::MAX,
        why = tr!("why-64-bits")
    ))
}

/// A whole number of 64 bits for `flag`, or why `text` is none.
pub(super) fn word(flag: &str, text: &str) -> Result<u64, BadValue> {
    match grundy_engine::num::parse_u64(text.as_bytes()) {
        Some(n) => Ok(n),
        None if grundy_engine::num::is_digits(text) => Err(past_64_bits(flag, text)),
        None => Err(BadValue(tr!("value-whole", flag = flag, text = text))),
    }
}

/// `--vertices` of `geography`: at least 1, as the vertices are 1 to N (0
/// had been taken, and refusals then named the vertices 1 to 0).
pub(super) fn vertex_count(text: &str) -> Result<u64, BadValue> {
    match grundy_engine::num::parse_u64(text.as_bytes()) {
        Some(n) if n >= 1 => Ok(n),
        None if grundy_engine::num::is_digits(text) => Err(past_64_bits("--vertices", text)),
        _ => Err(BadValue(tr!(
            "value-at-least-1",
            flag = "--vertices",
            text = text
        ))),
    }
}

/// The largest --map: a map is read on a screen.
const MAP_LIMIT: usize = 1000;
/// The largest --table: n² 32-bit values must fit in memory comfortably.
const TABLE_LIMIT: usize = 8192;
/// The largest --size of `two-pile`: the exhaustive table costs about n³
/// steps for unbounded moves.
const TWO_PILE_LIMIT: usize = 1024;
/// The largest --up-to of `seq`: four bytes a value must fit in memory.
const SEQ_LIMIT: usize = 1 << 30;
/// The largest --row of `seq`.
const ROW_LIMIT: usize = 1000;
/// The largest --checkpoint-every, in seconds.
const CHECKPOINT_EVERY_LIMIT: usize = 1 << 30;

/// The largest --threads of `research`.
const RESEARCH_THREADS_LIMIT: usize = 1024;
/// The largest --cases of `check`.
const CASES_LIMIT: usize = 10_000_000;
/// The largest --threads of `check`: each runs the program under test.
const CHECK_THREADS_LIMIT: usize = 256;
/// The largest --shrink-budget of `check`: a million runs of a program that
/// takes a millisecond are a quarter of an hour already.
const SHRINK_BUDGET_LIMIT: usize = 1_000_000;

/// `--map N` of `wythoff`.
pub(super) fn map_size(text: &str) -> Result<usize, BadValue> {
    let why = tr!("why-map", n = MAP_LIMIT);
    whole_up_to("--map", text, MAP_LIMIT, &why)
}

/// `--table N` of `wythoff`.
pub(super) fn table_size(text: &str) -> Result<usize, BadValue> {
    let why = tr!("why-table", n = TABLE_LIMIT);
    whole_up_to("--table", text, TABLE_LIMIT, &why)
}

/// `--size N` of `two-pile`.
pub(super) fn two_pile_size(text: &str) -> Result<usize, BadValue> {
    let why = tr!("why-table", n = TWO_PILE_LIMIT);
    whole_up_to("--size", text, TWO_PILE_LIMIT, &why)
}

/// `--up-to N` of `seq`.
pub(super) fn up_to(text: &str) -> Result<usize, BadValue> {
    whole_up_to("--up-to", text, SEQ_LIMIT, &tr!("why-seq"))
}

/// `--row W` of `seq`.
pub(super) fn row_width(text: &str) -> Result<usize, BadValue> {
    whole_up_to("--row", text, ROW_LIMIT, &tr!("why-row"))
}

/// `--checkpoint-every SECONDS` of `research`.
pub(super) fn checkpoint_every(text: &str) -> Result<Duration, BadValue> {
    let seconds = whole_up_to(
        "--checkpoint-every",
        text,
        CHECKPOINT_EVERY_LIMIT,
        &tr!("why-checkpoint"),
    )?;
    Ok(Duration::from_secs(seconds as u64))
}

/// `--threads N` of `research`.
pub(super) fn research_threads(text: &str) -> Result<usize, BadValue> {
    whole_up_to(
        "--threads",
        text,
        RESEARCH_THREADS_LIMIT,
        &tr!("why-research-threads"),
    )
}

/// `--cases N` of `check`.
pub(super) fn cases(text: &str) -> Result<usize, BadValue> {
    whole_up_to("--cases", text, CASES_LIMIT, &tr!("why-cases"))
}

/// `--threads N` of `check`.
pub(super) fn check_threads(text: &str) -> Result<usize, BadValue> {
    whole_up_to(
        "--threads",
        text,
        CHECK_THREADS_LIMIT,
        &tr!("why-check-threads"),
    )
}

/// `--shrink-budget N` of `check`.
pub(super) fn shrink_budget(text: &str) -> Result<usize, BadValue> {
    whole_up_to(
        "--shrink-budget",
        text,
        SHRINK_BUDGET_LIMIT,
        &tr!("why-shrink-budget"),
    )
}

/// `--to` of `research`: a whole number, or `2^K`.
pub(super) fn research_target(text: &str) -> Result<usize, BadValue> {
    let bad = || BadValue(tr!("value-research-to", text = text));
    let t = text.trim();
    let n = match t.strip_prefix("2^") {
        Some(k) => {
            let k: u32 = k.parse().map_err(|_| bad())?;
            1u64.checked_shl(k)
                .filter(|_| k < 64)
                .ok_or_else(|| BadValue(tr!("value-beyond-64-bits", k = k)))?
        }
        None if grundy_engine::num::is_digits(t) => {
            grundy_engine::num::parse_u64(t.as_bytes()).ok_or_else(|| past_64_bits("--to", t))?
        }
        None => return Err(bad()),
    };
    if n == 0 {
        return Err(bad());
    }
    usize::try_from(n).map_err(|_| BadValue(tr!("value-beyond-word", n = n)))
}

/// `-k` of `moore` and `bounded` (and K of `grundy play moore:K`): a whole
/// number of at least 1, of any size.
pub fn k_bound(text: &str) -> Result<BigNat, BadValue> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match BigNat::parse_decimal(text) {
        Some(k) if digits && !Natural::is_zero(&k) => Ok(k),
        _ => Err(BadValue(tr!("value-k", text = text))),
    }
}

/// `--columns` of `northcott`: a whole number of at least 2 (two pieces a row).
pub(super) fn columns(text: &str) -> Result<BigNat, BadValue> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match BigNat::parse_decimal(text) {
        Some(m) if digits && m >= BigNat::from(2u8) => Ok(m),
        _ => Err(BadValue(tr!("value-columns", text = text))),
    }
}

/// `--allowance` of `fib`: a whole number of any size.
pub(super) fn allowance(text: &str) -> Result<BigNat, BadValue> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    BigNat::parse_decimal(text)
        .filter(|_| digits)
        .ok_or_else(|| BadValue(tr!("value-whole", flag = "--allowance", text = text)))
}

/// `--seed` of `gen` and `check`: a whole number that fits in 64 bits.
pub(super) fn seed(text: &str) -> Result<u64, BadValue> {
    word("--seed", text)
}

/// `--timeout-ms` of `check`: at least 1 ms.
pub(super) fn timeout_ms(text: &str) -> Result<Duration, BadValue> {
    match word("--timeout-ms", text)? {
        // Refused rather than raised to 1: the report tells the limit.
        0 => Err(BadValue(tr!("value-timeout-zero"))),
        ms => Ok(Duration::from_millis(ms)),
    }
}

/// A judge problem's name.
pub(super) fn problem(name: &str) -> Result<Problem, BadValue> {
    name.parse()
        .map_err(|e: grundy_oj::UnknownProblem| BadValue(e.to_string()))
}

/// The programming language of `grundy template`.
pub(super) fn source_lang(name: &str) -> Result<grundy_oj::SourceLang, BadValue> {
    name.parse()
        .map_err(|e: grundy_oj::UnknownSourceLang| BadValue(e.to_string()))
}

/// `--size` of `gen`.
pub(super) fn generated_size(text: &str) -> Result<grundy_check::Size, BadValue> {
    text.parse().map_err(|e: grundy_check::UnknownSize| {
        BadValue(tr!("flag-then", flag = "--size", why = e))
    })
}

/// `--addr HOST:PORT` of `serve`.
pub(super) fn address(text: &str) -> Result<SocketAddr, BadValue> {
    text.parse()
        .map_err(|_| BadValue(tr!("value-address", text = text)))
}

/// The P-positions K1..=K2 of `wythoff --p-position`.
#[derive(Clone)]
pub struct KRange {
    /// The first index.
    pub from: BigNat,
    /// The last index, at least `from`.
    pub to: BigNat,
}

/// `--p-position K` or `K1..K2`, numbers of any size.
pub(super) fn k_range(text: &str) -> Result<KRange, BadValue> {
    let parse = |part: &str| {
        BigNat::parse_decimal(part)
            .ok_or_else(|| BadValue(tr!("value-p-position", part = part, text = text)))
    };
    let (from, to) = match text.split_once("..") {
        Some((a, b)) => (parse(a)?, parse(b)?),
        None => (parse(text)?, parse(text)?),
    };
    if from > to {
        return Err(BadValue(tr!("value-p-range-empty", text = text)));
    }
    Ok(KRange { from, to })
}

/// A value read from an argument, kept with the argument as written, which
/// the output echoes beside the value's own spelling.
#[derive(Clone)]
pub struct AsWritten<T> {
    /// The value.
    pub parsed: T,
    /// The argument.
    pub text: String,
}

/// The GAME of `seq` and `research`.
pub(super) fn heap_game(text: &str) -> Result<AsWritten<HeapGame>, BadValue> {
    let parsed = HeapGame::parse(text).map_err(|e| BadValue(e.to_string()))?;
    Ok(AsWritten {
        parsed,
        text: text.to_string(),
    })
}

/// The CODE of `quotient`: a take-and-break code or a name of one.
pub(super) fn take_and_break(
    text: &str,
) -> Result<AsWritten<grundy_engine::octal::TakeAndBreak>, BadValue> {
    match HeapGame::parse(text).map_err(|e| BadValue(e.to_string()))? {
        HeapGame::TakeAndBreak(parsed) => Ok(AsWritten {
            parsed,
            text: text.to_string(),
        }),
        other => Err(BadValue(tr!(
            "value-not-take-and-break",
            text = text,
            game = other.to_string()
        ))),
    }
}

/// `--heaps N` of `quotient`.
pub(super) fn quotient_heaps(text: &str) -> Result<usize, BadValue> {
    whole_up_to(
        "--heaps",
        text,
        grundy_engine::quotient::MOST_HEAPS,
        &tr!("why-quotient-heaps"),
    )
}

/// The largest `--to` of `survey`: each game running keeps its values
/// (4 bytes each) until its row is made.
pub(super) const SURVEY_LIMIT: usize = 1 << 26;

/// `--to N` of `survey`: a number or a power of two, at most
/// [`SURVEY_LIMIT`].
pub(super) fn survey_to(text: &str) -> Result<usize, BadValue> {
    let n = research_target(text)?;
    if n > SURVEY_LIMIT {
        return Err(BadValue(tr!(
            "value-survey-to",
            text = text,
            most = SURVEY_LIMIT
        )));
    }
    Ok(n)
}

/// The most shards a survey is split into.
const MOST_SHARDS: usize = 100_000;

/// `--shard I/K` of `survey`: the I-th of K shards, `1 ≤ I ≤ K`.
pub(super) fn shard(text: &str) -> Result<(usize, usize), BadValue> {
    let bad = || BadValue(tr!("value-shard", text = text, most = MOST_SHARDS));
    let (i, k) = text.trim().split_once('/').ok_or_else(bad)?;
    let (i, k): (usize, usize) = (i.parse().map_err(|_| bad())?, k.parse().map_err(|_| bad())?);
    if i == 0 || i > k || k > MOST_SHARDS {
        return Err(bad());
    }
    Ok((i, k))
}

/// `--sweep FAMILY` of `quotient`: every code of a family.
pub(super) fn quotient_family(
    text: &str,
) -> Result<AsWritten<Vec<grundy_engine::octal::TakeAndBreak>>, BadValue> {
    use grundy_engine::survey::PatternError;
    let parsed = grundy_engine::quotient::family(text)
        .map_err(|e| BadValue(grundy_i18n::say(&PatternError::Octal(e).message(text))))?;
    Ok(AsWritten {
        text: text.to_string(),
        parsed,
    })
}

/// `--timeout SECONDS` of `quotient`.
pub(super) fn quotient_timeout(text: &str) -> Result<Duration, BadValue> {
    let seconds = whole_up_to(
        "--timeout",
        text,
        CHECKPOINT_EVERY_LIMIT,
        &tr!("why-checkpoint"),
    )?;
    Ok(Duration::from_secs(seconds as u64))
}

/// The SPEC of `two-pile`.
pub(super) fn two_pile_rules(text: &str) -> Result<AsWritten<TwoPileRules>, BadValue> {
    let parsed = text
        .parse()
        .map_err(|e| BadValue(tr!("value-rule-spec", text = text, why = e)))?;
    Ok(AsWritten {
        parsed,
        text: text.to_string(),
    })
}

/// The FILE of `--plot`, whose extension says the picture's format.
#[derive(Clone)]
pub struct PlotFile {
    /// Where the picture goes.
    pub path: PathBuf,
    /// PNG or SVG.
    pub format: grundy_plot::Format,
}

/// `--plot FILE` of `wythoff`, `two-pile`, `seq` and `coins`.
pub(super) fn plot_file(file: OsString) -> Result<PlotFile, BadValue> {
    let path = PathBuf::from(file);
    let format = grundy_plot::Format::from_path(&path)
        .map_err(|e| BadValue(tr!("flag-then", flag = "--plot", why = e)))?;
    Ok(PlotFile { path, format })
}

//! Judge formats of the Nim family: P1247, P2197, P4279, HDU 2176, HDU 1850,
//! POJ 1704 and CF 15C.

use crate::scanner::{Fail, Scanner, Token};
use crate::{line, OjError};
use grundy_engine::isa::Isa;
use grundy_engine::num::BigNat;
use grundy_engine::num::Natural;
use grundy_engine::staircase::Chips;
use grundy_engine::{misere_nim, nim};
use grundy_i18n::tr;
use std::io::Write;

/// Where a list of piles stands: in a case (counted by `T`) or in a block
/// (read until a 0 or the end of input).
#[derive(Clone, Copy)]
enum Within {
    Case(usize),
    Block(usize),
}

/// Reads `count` piles, describing each as "pile i of count in case 3" (or
/// "in block 3") on error.
fn piles<N: Natural>(sc: &mut Scanner<'_>, count: usize, within: Within) -> Result<Vec<N>, Fail> {
    // Never trust a count for an allocation: a short input must not make us
    // reserve gigabytes before failing.
    let mut piles = Vec::with_capacity(count.min(1 << 16));
    for i in 0..count {
        piles.push(sc.natural(|| match within {
            Within::Case(case) => tr!("oj-pile-in-case", pile = i + 1, count = count, case = case),
            Within::Block(block) => {
                tr!(
                    "oj-pile-in-block",
                    pile = i + 1,
                    count = count,
                    block = block
                )
            }
        })?);
    }
    Ok(piles)
}

/// Reads `T`, then `T` cases of `n` and `n` piles, answering each with
/// `answer`.
fn cases<N: Natural>(
    sc: &mut Scanner<'_>,
    out: &mut Vec<u8>,
    mut answer: impl FnMut(&[N], &mut Vec<u8>),
) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=t {
        let n = sc.count(|| tr!("oj-piles-of-case", case = case))?;
        let p = piles::<N>(sc, n, Within::Case(case))?;
        answer(&p, out);
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    Ok(())
}

/// Reads blocks of `m` and `m` piles until `m = 0` (or the end of input).
pub(crate) fn blocks<N: Natural>(
    sc: &mut Scanner<'_>,
    out: &mut Vec<u8>,
    mut answer: impl FnMut(&[N], &mut Vec<u8>),
) -> Result<(), Fail> {
    let mut block = 0;
    loop {
        // The end of input after a whole block ends the input as 0 does,
        // but an input with no block at all is empty, not an answer.
        if block > 0 && sc.at_end() {
            return Ok(());
        }
        block += 1;
        let m = sc.count(|| tr!("oj-piles-of-block", block = block))?;
        if m == 0 {
            sc.expect_end_after_terminator("0")?;
            return Ok(());
        }
        let p = piles::<N>(sc, m, Within::Block(block))?;
        answer(&p, out);
    }
}

pub(crate) fn p2197<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    cases::<N>(sc, out, |p, out| {
        line(
            out,
            if nim::outcome(p).first_player_wins() {
                "Yes"
            } else {
                "No"
            },
        )
    })
}

pub(crate) fn p4279<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    cases::<N>(sc, out, |p, out| {
        line(
            out,
            if misere_nim::outcome(p).first_player_wins() {
                "John"
            } else {
                "Brother"
            },
        )
    })
}

/// HDU 2509 (Be the Winner): rows of apples, a move takes any run of
/// consecutive apples from one row (which may split it in two), and whoever
/// takes the last apple loses. A row of n is worth n (the run-taking game,
/// 0.777…, reaches every smaller row and only pairs a + b < n, worth
/// a ⊕ b < n), and under misère play the rows decide as misère Nim's piles
/// do: checked against a misère search of the rules in the tests. Blocks
/// until the end of input; `Yes` when the first player wins.
pub(crate) fn hdu2509<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    blocks::<N>(sc, out, |p, out| {
        line(
            out,
            if misere_nim::outcome(p).first_player_wins() {
                "Yes"
            } else {
                "No"
            },
        )
    })
}

pub(crate) fn hdu2176<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    blocks::<N>(sc, out, |p, out| {
        let moves = nim::winning_moves(p);
        if moves.is_empty() {
            line(out, "No");
        } else {
            line(out, "Yes");
            for m in moves {
                line(out, format_args!("{} {}", m.from, m.to));
            }
        }
    })
}

pub(crate) fn hdu1850<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    blocks::<N>(sc, out, |p, out| {
        let s = nim::nim_sum(p);
        line(out, nim::winning_moves_with_sum(p, &s).count())
    })
}

pub(crate) fn poj1704<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let t = sc.count(|| tr!("oj-number-of-cases"))?;
    for case in 1..=t {
        let n = sc.count(|| tr!("oj-chips-of-case", case = case))?;
        let mut cells = Vec::with_capacity(n.min(1 << 16));
        let mut tokens: Vec<Token<'_>> = Vec::with_capacity(n.min(1 << 16));
        for i in 0..n {
            let (cell, token) = sc
                .natural_token::<N>(|| tr!("oj-chip-cell", chip = i + 1, count = n, case = case))?;
            cells.push(cell);
            tokens.push(token);
        }
        let chips = Chips::new(cells).map_err(|e| {
            sc.error_at(
                Some(tokens[e.culprit()]),
                tr!("oj-case-then", case = case, why = e),
            )
        })?;
        line(
            out,
            if chips.outcome().first_player_wins() {
                "Georgia will win"
            } else {
                "Bob will win"
            },
        );
    }
    sc.expect_end(|| tr!("oj-after-last-cases", count = t))?;
    Ok(())
}

/// The xor of 0, 1, …, n: n, 1, n + 1, 0 as n mod 4 is 0, 1, 2, 3.
fn xor_upto<N: Natural>(n: &N) -> Option<N> {
    let one = N::from_u64(1);
    Some(match (n.bit(1), n.bit(0)) {
        (false, false) => n.clone(),
        (false, true) => one,
        (true, false) => n.checked_plus(&one)?,
        (true, true) => N::zero(),
    })
}

pub(crate) fn cf15c<N: Natural>(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Fail> {
    let n = sc.count(|| tr!("oj-number-of-quarries"))?;
    let mut s = N::zero();
    for q in 1..=n {
        let x: N = sc.natural(|| tr!("oj-quarry-first", quarry = q, count = n))?;
        let m: N = sc.natural(|| tr!("oj-quarry-dumpers", quarry = q, count = n))?;
        if m.is_zero() {
            continue;
        }
        // The quarry's xor is xor(0..=x+m-1) xor xor(0..=x-1).
        let last = x
            .checked_plus(&m)
            .ok_or(Fail::Overflow)?
            .minus(&N::from_u64(1));
        let mut quarry = xor_upto(&last).ok_or(Fail::Overflow)?;
        if !x.is_zero() {
            quarry = quarry.xor(&xor_upto(&x.minus(&N::from_u64(1))).ok_or(Fail::Overflow)?);
        }
        s = s.xor(&quarry);
    }
    sc.expect_end(|| tr!("oj-after-last-quarries", count = n))?;
    line(out, if s.is_zero() { "bolik" } else { "tolik" });
    Ok(())
}

/// Luogu P1247, streamed: the answer can be as large as the input (a
/// million piles), so it is written as it is produced, after a first pass
/// has checked the whole input.
pub(crate) fn p1247(input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
    // Either pass checks the whole input before it writes anything, so the
    // retry never follows half an answer.
    grundy_engine::num::or_big(p1247_machine_words(input, out), || p1247_big(input, out))?
}

fn pile_description(i: usize, k: usize) -> impl FnOnce() -> String {
    move || tr!("oj-pile-of", pile = i + 1, count = k)
}

/// The first pile having a given bit: its index, value and byte range.
#[derive(Clone, Copy, Default)]
struct Pile {
    index: usize,
    value: u64,
    start: usize,
    end: usize,
}

/// The fast path: every pile fits in a `u64`.
fn p1247_machine_words(input: &[u8], out: &mut dyn Write) -> Result<Result<(), OjError>, Fail> {
    p1247_machine_words_with(Isa::best(), input, out)
}

/// [`p1247_machine_words`] with the reader's loop compiled for `isa` (the
/// same answer with every one).
fn p1247_machine_words_with(
    isa: Isa,
    input: &[u8],
    out: &mut dyn Write,
) -> Result<Result<(), OjError>, Fail> {
    isa.run(
        #[inline(always)]
        || p1247_machine_words_inlined(input, out),
    )
}

/// The body of [`p1247_machine_words_with`]: the piles read and xored in
/// one pass.
#[inline(always)]
fn p1247_machine_words_inlined(
    input: &[u8],
    out: &mut dyn Write,
) -> Result<Result<(), OjError>, Fail> {
    let mut sc = Scanner::new(input);
    let k = sc.count(|| tr!("oj-number-of-piles-k"))?;
    let mut s = 0u64;
    // The first pile having each bit, found in the same pass: the winning
    // pile is the first one with the highest bit of the final xor.
    let mut seen = 0u64;
    let mut first_with_bit = [Pile::default(); 64];
    // Whether the piles are written exactly as the answer prints them
    // (separated by single spaces, without leading zeros): then the answer
    // is the input's piles with the chosen one replaced.
    let mut canonical = true;
    let (mut first_start, mut prev_end) = (0, 0);
    for i in 0..k {
        let (x, start, end) = match sc.u64_fast() {
            Some(pile) => pile,
            None => {
                let (x, t) = sc.natural_token::<u64>(pile_description(i, k))?;
                (x, t.offset, t.offset + t.bytes.len())
            }
        };
        if i == 0 {
            first_start = start;
        } else {
            canonical &= start == prev_end + 1 && input[prev_end] == b' ';
        }
        canonical &= input[start] != b'0' || end - start == 1;
        prev_end = end;
        s ^= x;
        let new = x & !seen;
        if new != 0 {
            seen |= new;
            let mut bits = new;
            while bits != 0 {
                first_with_bit[bits.trailing_zeros() as usize] = Pile {
                    index: i,
                    value: x,
                    start,
                    end,
                };
                bits &= bits - 1;
            }
        }
    }
    sc.expect_end(|| tr!("oj-after-piles", count = k))?;
    if s == 0 {
        return Ok(out.write_all(b"lose\n").map_err(OjError::Io));
    }
    let chosen = first_with_bit[63 - s.leading_zeros() as usize];
    let to = chosen.value ^ s;
    let amount = chosen.value - to;
    if canonical {
        return Ok(write_p1247_spliced(
            input,
            first_start..prev_end,
            &chosen,
            amount,
            to,
            out,
        ));
    }
    Ok(write_p1247(input, k, chosen.index, &amount, &to, out))
}

/// Writes the answer when the piles are already in the answer's form: the
/// input from the first pile to the last, with the chosen one replaced.
fn write_p1247_spliced(
    input: &[u8],
    piles: std::ops::Range<usize>,
    chosen: &Pile,
    amount: u64,
    to: u64,
    out: &mut dyn Write,
) -> Result<(), OjError> {
    let mut head = Vec::with_capacity(64);
    writeln!(head, "{amount} {}", chosen.index + 1)?;
    out.write_all(&head)?;
    out.write_all(&input[piles.start..chosen.start])?;
    let mut middle = Vec::with_capacity(24);
    write!(middle, "{to}")?;
    out.write_all(&middle)?;
    // The final newline goes with the last piles when the input has one
    // there too: one write, and a line-buffered stdout finds it at once
    // instead of searching the whole slice for one.
    if input.get(piles.end) == Some(&b'\n') {
        out.write_all(&input[chosen.end..=piles.end])?;
    } else {
        out.write_all(&input[chosen.end..piles.end])?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// The slow path, once a pile overflowed a `u64`.
fn p1247_big(input: &[u8], out: &mut dyn Write) -> Result<Result<(), OjError>, Fail> {
    // Two passes instead of a vector of big numbers, so memory stays that of
    // the input: the xor first, then the first pile with its highest bit.
    let mut sc = Scanner::new(input);
    let k = sc.count(|| tr!("oj-number-of-piles-k"))?;
    let mut s = BigNat::zero();
    for i in 0..k {
        s = s.xor(&sc.natural::<BigNat>(pile_description(i, k))?);
    }
    sc.expect_end(|| tr!("oj-after-piles", count = k))?;
    if s.is_zero() {
        return Ok(out.write_all(b"lose\n").map_err(OjError::Io));
    }
    let top = s.bit_len() - 1;
    let mut sc = Scanner::new(input);
    sc.next_token();
    for i in 0..k {
        let x = sc.natural::<BigNat>(pile_description(i, k))?;
        if x.bit(top) {
            let to = x.xor(&s);
            return Ok(write_p1247(input, k, i, &x.minus(&to), &to, out));
        }
    }
    unreachable!("some pile has the highest bit of a non-zero xor")
}

/// Writes "amount pile" and the piles after the move, copying the other
/// piles' digits straight from the (already checked) input.
fn write_p1247<N: Natural>(
    input: &[u8],
    k: usize,
    chosen: usize,
    amount: &N,
    to: &N,
    out: &mut dyn Write,
) -> Result<(), OjError> {
    const CHUNK: usize = 1 << 16;
    let mut buf: Vec<u8> = Vec::with_capacity(CHUNK + 64);
    writeln!(buf, "{amount} {}", chosen + 1)?;
    let mut sc = Scanner::new(input);
    sc.next_token();
    for i in 0..k {
        let t = sc.next_token().expect("checked in the first pass");
        if i > 0 {
            buf.push(b' ');
        }
        if i == chosen {
            write!(buf, "{to}")?;
        } else {
            // A judge prints numbers without leading zeros.
            let digits = t.bytes;
            let start = digits
                .iter()
                .position(|&b| b != b'0')
                .unwrap_or(digits.len() - 1);
            buf.extend_from_slice(&digits[start..]);
        }
        if buf.len() >= CHUNK {
            out.write_all(&buf)?;
            buf.clear();
        }
    }
    buf.push(b'\n');
    out.write_all(&buf)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// What the machine-word reader gives for `input` with `isa`: its
    /// answer, or how it stopped.
    fn read_with(isa: Isa, input: &[u8]) -> (String, Vec<u8>) {
        let mut out = Vec::new();
        let outcome = p1247_machine_words_with(isa, input, &mut out);
        (format!("{outcome:?}"), out)
    }

    /// A P1247 input: the piles written with the separators and leading
    /// zeros given (so some are not canonical), some past u64, some not
    /// numbers.
    fn inputs() -> impl Strategy<Value = Vec<u8>> {
        let pile = prop_oneof![
            6 => (0u64..1_000_000_000).prop_map(|v| v.to_string()),
            2 => any::<u64>().prop_map(|v| v.to_string()),
            1 => (0u64..100).prop_map(|v| format!("00{v}")),
            1 => Just("18446744073709551616".to_string()),
            1 => Just("-3".to_string()),
        ];
        let separator =
            prop_oneof![8 => Just(" "), 1 => Just("  "), 1 => Just("\n"), 1 => Just("\t")];
        prop::collection::vec((pile, separator), 0..40).prop_map(|piles| {
            let mut text = format!("{}\n", piles.len());
            for (pile, separator) in &piles {
                text.push_str(pile);
                text.push_str(separator);
            }
            text.into_bytes()
        })
    }

    proptest! {
        /// Every instruction set the machine has, forced in turn (the
        /// portable one among them), answers or refuses each input exactly
        /// as the portable reader does.
        #[test]
        fn every_instruction_set_reads_p1247_as_the_portable_reader(input in inputs()) {
            let portable = read_with(Isa::portable(), &input);
            for isa in Isa::supported() {
                prop_assert_eq!(&read_with(isa, &input), &portable, "{}", isa);
            }
        }
    }
}

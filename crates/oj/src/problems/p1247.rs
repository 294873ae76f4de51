//! Luogu P1247: Nim, the first winning move and the piles after it. Its
//! answer streams (half a million piles), so it reads its input itself.

use crate::families::draw;
use crate::scanner::{Fail, Scanner};
use crate::spec::{join, Limits, Shape, Spec};
use crate::{Input, OjError, Problem, Rng};
use grundy_engine::isa::Isa;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use std::fmt::Write as _;
use std::io::Write;

impl Problem {
    /// Luogu P1247: Nim, the first winning move and the piles after it.
    pub const P1247: Problem = Problem::new("p1247", &P1247);
}

struct P1247;

impl Spec for P1247 {
    fn answer(&self, input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
        solve(input, out)
    }

    fn limits(&self) -> Limits {
        Limits {
            count: 500_000,
            cases: 1,
            value: 1_000_000_000,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            multi: false,
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
        draw::pile_cases(rng, n_cases, count, value, true, input, tags);
    }

    fn render(&self, input: &Input, out: &mut String) {
        let piles = &input.cases[0];
        let _ = write!(out, "{}\n{}\n", piles.len(), join(piles));
    }

    fn explain(&self, _input: &Input, case: &[u64]) -> String {
        grundy_i18n::read(&grundy_engine::nim::explain(case))
    }
}

/// Luogu P1247, streamed: the answer can be as large as the input (a
/// million piles), so it is written as it is produced, after a first pass
/// has checked the whole input.
fn solve(input: &[u8], out: &mut dyn Write) -> Result<(), OjError> {
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

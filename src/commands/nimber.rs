//! `grundy nimber`: nimber arithmetic, the nim-sum and nim-product at any
//! size, inverses, square roots and powers.

use super::{print_text, CommandError};
use crate::cli::{NimberArgs, NimberOp};
use crate::input::{items, numbers, tokens, Numbers};
use crate::report::number;
use grundy_engine::nimber;
use grundy_engine::num::{BigNat, Natural};
use serde_json::json;
use std::fmt::Write as _;
use std::process::ExitCode;

/// An answer: its own JSON fields (`result`, or `roots`), the line of
/// text, and why.
struct Answer {
    fields: serde_json::Map<String, serde_json::Value>,
    text: String,
    why: String,
}

/// `grundy nimber OP NUMBER…`.
pub fn run(args: NimberArgs) -> Result<ExitCode, CommandError> {
    let t = tokens(&args.numbers)?;
    let operands: Vec<BigNat> = match numbers(&items(&t, "number"))? {
        Numbers::Small(v) => v.into_iter().map(BigNat::from).collect(),
        Numbers::Big(v) => v,
    };
    let (takes, ok) = match args.op {
        NimberOp::Add | NimberOp::Mul => ("two or more numbers", operands.len() >= 2),
        NimberOp::Inv | NimberOp::Sqrt => ("one number", operands.len() == 1),
        NimberOp::Pow => (
            "two numbers, the nimber and the exponent",
            operands.len() == 2,
        ),
        NimberOp::Solve => (
            "C (for x ⊗ x ⊕ x = C) or B C (for x ⊗ x ⊕ B ⊗ x ⊕ C = 0)",
            (1..=2).contains(&operands.len()),
        ),
        NimberOp::Log => ("two numbers, the base G and A", operands.len() == 2),
    };
    if !ok {
        return Err(CommandError::Input(format!(
            "nimber {} takes {takes}, found {}",
            args.op.name(),
            operands.len()
        )));
    }
    let answer = match args.op {
        NimberOp::Solve => solve(&operands),
        NimberOp::Log => log(&operands)?,
        op => arithmetic(op, &operands, args.explain)?,
    };
    if args.json {
        let mut v = json!({
            "op": args.op.name(),
            "operands": operands.iter().map(number).collect::<Vec<_>>(),
        });
        let fields = v.as_object_mut().expect("an object");
        fields.extend(answer.fields);
        fields.insert("text".into(), json!(answer.text));
        if args.explain {
            fields.insert("explanation".into(), json!(answer.why));
        }
        return print_text(&format!("{v}\n"));
    }
    let mut out = format!("{}\n", answer.text);
    if args.explain {
        out.push('\n');
        out.push_str(&answer.why);
    }
    print_text(&out)
}

/// `add`, `mul`, `inv`, `sqrt` and `pow`: one result, and why only when
/// asked (explaining a product computes three more).
fn arithmetic(op: NimberOp, x: &[BigNat], asked: bool) -> Result<Answer, CommandError> {
    let result = match op {
        NimberOp::Add => x.iter().fold(BigNat::ZERO, |s, y| s ^ y),
        NimberOp::Mul => x[1..].iter().fold(x[0].clone(), |p, y| nimber::mul(&p, y)),
        NimberOp::Inv => nimber::inv(&x[0]).ok_or_else(|| {
            CommandError::Input(
                "0 has no inverse: the nimbers without 0 form the multiplicative group".into(),
            )
        })?,
        NimberOp::Sqrt => nimber::sqrt(&x[0]),
        NimberOp::Pow => nimber::pow(&x[0], &x[1]),
        NimberOp::Solve | NimberOp::Log => unreachable!("answered by solve and log"),
    };
    let mut fields = serde_json::Map::new();
    fields.insert("result".into(), number(&result));
    Ok(Answer {
        text: written(op, x, &result),
        why: if asked { explain(op, x) } else { String::new() },
        fields,
    })
}

/// `grundy nimber log G A`: the least x with G^x = A, in the field of 2^64.
fn log(x: &[BigNat]) -> Result<Answer, CommandError> {
    let word = |n: &BigNat, what: &str| {
        n.to_u64().ok_or_else(|| {
            CommandError::Input(format!(
                "{what} {n} is past 64 bits: the discrete logarithm is taken in the field of the \
                 2^64 nimbers below 2^64"
            ))
        })
    };
    let (g, a) = (word(&x[0], "the base")?, word(&x[1], "the number")?);
    let found = nimber::log64(g, a).ok_or_else(|| {
        CommandError::Input(format!(
            "{a} is no power of {g}: no x has {g}^x = {a} (the powers of {g} are a subgroup of \
             the 2^64 − 1 non-zero nimbers below 2^64)"
        ))
    })?;
    let mut fields = serde_json::Map::new();
    fields.insert("result".into(), json!(found));
    Ok(Answer {
        fields,
        text: format!("log_{g}({a}) = {found} (since {g}^{found} = {a}, the least such power)"),
        why:
            "The non-zero nimbers below 2^64 form a cyclic group of 2^64 − 1 = 3 · 5 · 17 · 257 · \
              641 · 65537 · 6700417 elements. Pohlig–Hellman: for each prime p, G^((2^64−1)/p) \
              and A^((2^64−1)/p) lie in the subgroup of order p, where baby steps and giant \
              steps find x mod p; the Chinese remainder theorem joins them into the least x.\n"
                .into(),
    })
}

/// `grundy nimber solve C` or `solve B C`: the two roots.
fn solve(x: &[BigNat]) -> Answer {
    let (equation, (r, s)) = match x {
        [c] => (format!("x ⊗ x ⊕ x = {c}"), nimber::solve_artin_schreier(c)),
        [b, c] => (
            format!("x ⊗ x ⊕ {b} ⊗ x ⊕ {c} = 0"),
            nimber::solve_quadratic(b, c),
        ),
        _ => unreachable!("one or two numbers, checked"),
    };
    let text = if r == s {
        format!(
            "{equation}: x = {r} (a double root: the square root of {})",
            x[1]
        )
    } else {
        format!("{equation}: x = {r} or x = {s}")
    };
    let mut fields = serde_json::Map::new();
    fields.insert("roots".into(), json!([number(&r), number(&s)]));
    Answer {
        fields,
        text,
        why: "x ↦ x ⊗ x ⊕ x is linear over the field {0, 1}, so Gaussian elimination on its \
              images of the single bits solves x ⊗ x ⊕ x = c; the two roots differ by 1. They \
              lie in the smallest field of 2^(2^k) nimbers holding c when the trace of c there \
              is 0, else in the field of twice the size: the finite nimbers are the quadratic \
              closure of {0, 1}, so every such equation has its roots among them. For \
              x ⊗ x ⊕ b ⊗ x ⊕ c = 0 with b ≠ 0, x = b ⊗ y turns it into y ⊗ y ⊕ y = c ⊗ b⁻², \
              and the roots are b ⊗ y and b ⊗ y ⊕ b; with b = 0, x is the square root of c.\n"
            .into(),
    }
}

/// The result as an equation: `8 ⊗ 8 = 13`.
fn written(op: NimberOp, x: &[BigNat], result: &BigNat) -> String {
    let joined = |sign: &str| {
        x.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(sign)
    };
    match op {
        NimberOp::Add => format!("{} = {result}", joined(" ⊕ ")),
        NimberOp::Mul => format!("{} = {result}", joined(" ⊗ ")),
        NimberOp::Inv => format!("{}⁻¹ = {result} (since {} ⊗ {result} = 1)", x[0], x[0]),
        NimberOp::Sqrt => format!(
            "√{} = {result} (since {result} ⊗ {result} = {})",
            x[0], x[0]
        ),
        NimberOp::Pow => format!("{}^{} = {result} (nim-product powers)", x[0], x[1]),
        NimberOp::Solve | NimberOp::Log => unreachable!("written by solve and log"),
    }
}

/// Why: the nim-sum is xor; the nim-product, the Fermat-power rule at the
/// top split of the two numbers.
fn explain(op: NimberOp, x: &[BigNat]) -> String {
    let mut out = String::new();
    match op {
        NimberOp::Add => {
            out.push_str(
                "The nim-sum is the xor of the binary digits: adding a nimber to itself gives 0, \
                 as two equal Nim heaps are worth 0.\n",
            );
        }
        NimberOp::Mul if x.len() == 2 => out.push_str(&nimber::explain_mul(&x[0], &x[1])),
        NimberOp::Mul => {
            let _ = writeln!(
                out,
                "The nim-product is associative: the numbers are multiplied left to right, each \
                 step by the Fermat-power rule (grundy nimber mul A B --explain shows one)."
            );
        }
        NimberOp::Inv => {
            let _ = writeln!(
                out,
                "The nimbers below 2^(2^k) are a field, so every non-zero one has an inverse. \
                 Writing a = a1·F ⊕ a0 with F the Fermat 2-power of its half size, F's conjugate \
                 is F ⊕ 1, so a ⊗ (a1·F ⊕ (a1 ⊕ a0)) = a1⊗a1⊗F/2 ⊕ a0⊗a0 ⊕ a0⊗a1 lies in the half-size \
                 field: the inverse is the conjugate times the inverse of that norm, recursively."
            );
        }
        NimberOp::Sqrt => {
            let _ = writeln!(
                out,
                "Squaring is additive in characteristic 2 ((a ⊕ b)² = a² ⊕ b²) and one to one, so \
                 every nimber has exactly one square root. With b = b1·F ⊕ b0, b ⊗ b = b1²·F ⊕ \
                 (b1² ⊗ F/2 ⊕ b0²): so b1 = √a1 and b0 = √(a0 ⊕ a1 ⊗ F/2), recursively."
            );
        }
        NimberOp::Solve | NimberOp::Log => unreachable!("explained by solve and log"),
        NimberOp::Pow => {
            let _ = writeln!(
                out,
                "Powers by repeated squaring of nim-products; the non-zero nimbers below \
                 2^(2^k) form a group of 2^(2^k) − 1 elements, so such a power cycles with that period."
            );
        }
    }
    out
}

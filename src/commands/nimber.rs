//! `grundy nimber`: nimber arithmetic, the nim-sum and nim-product at any
//! size, inverses, square roots and powers.

use super::{print_text, CommandError};
use crate::cli::{NimberArgs, NimberOp};
use crate::input::{items, numbers, tokens, Numbers};
use crate::report::number;
use grundy_engine::nimber;
use grundy_engine::num::{BigNat, Natural};
use grundy_i18n::tr;
use serde_json::json;
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
    let operands: Vec<BigNat> = match numbers(&items(&t, "noun-number"))? {
        Numbers::Small(v) => v.into_iter().map(BigNat::from).collect(),
        Numbers::Big(v) => v,
    };
    let ok = match args.op {
        NimberOp::Add | NimberOp::Mul => operands.len() >= 2,
        NimberOp::Inv | NimberOp::Sqrt => operands.len() == 1,
        NimberOp::Pow | NimberOp::Log => operands.len() == 2,
        NimberOp::Solve => (1..=2).contains(&operands.len()),
    };
    if !ok {
        let found = operands.len();
        return Err(CommandError::Input(tr!(
            "nimber-takes",
            op = args.op.name(),
            found = found
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
        NimberOp::Inv => {
            nimber::inv(&x[0]).ok_or_else(|| CommandError::Input(tr!("nimber-no-inverse")))?
        }
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
    let word = |n: &BigNat, which: &str| {
        n.to_u64()
            .ok_or_else(|| CommandError::Input(tr!("nimber-past-64-bits", which = which, n = n)))
    };
    let (g, a) = (word(&x[0], "base")?, word(&x[1], "number")?);
    if g == 0 {
        return Err(CommandError::Input(tr!("nimber-log-base-0")));
    }
    let found = nimber::log64(g, a)
        .ok_or_else(|| CommandError::Input(tr!("nimber-no-power", a = a, g = g)))?;
    let mut fields = serde_json::Map::new();
    fields.insert("result".into(), json!(found));
    Ok(Answer {
        fields,
        text: tr!("nimber-log", g = g, a = a, x = found),
        why: format!("{}\n", tr!("nimber-log-why")),
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
        tr!("nimber-double-root", equation = equation, r = r, c = x[1])
    } else {
        tr!("nimber-two-roots", equation = equation, r = r, s = s)
    };
    let mut fields = serde_json::Map::new();
    fields.insert("roots".into(), json!([number(&r), number(&s)]));
    Answer {
        fields,
        text,
        why: format!("{}\n", tr!("nimber-solve-why")),
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
        NimberOp::Inv => tr!("nimber-inv", x = x[0], result = result),
        NimberOp::Sqrt => tr!("nimber-sqrt", x = x[0], result = result),
        NimberOp::Pow => tr!("nimber-pow", x = x[0], e = x[1], result = result),
        NimberOp::Solve | NimberOp::Log => unreachable!("written by solve and log"),
    }
}

/// Why: the nim-sum is xor; the nim-product, the Fermat-power rule at the
/// top split of the two numbers.
fn explain(op: NimberOp, x: &[BigNat]) -> String {
    let why = match op {
        NimberOp::Mul if x.len() == 2 => {
            return grundy_i18n::read(&nimber::explain_mul(&x[0], &x[1]))
        }
        NimberOp::Add => tr!("nimber-add-why"),
        NimberOp::Mul => tr!("nimber-mul-many-why"),
        NimberOp::Inv => tr!("nimber-inv-why"),
        NimberOp::Sqrt => tr!("nimber-sqrt-why"),
        NimberOp::Pow => tr!("nimber-pow-why"),
        NimberOp::Solve | NimberOp::Log => unreachable!("explained by solve and log"),
    };
    format!("{why}\n")
}

//! `GRUNDY_ISA`: the instruction set of the engine's hot loops, forced from
//! the environment, gives the same answers with every level the machine
//! has, and a level it lacks or a name that is none is refused.

mod common;

use grundy_engine::isa::{Isa, Level};
use std::process::Output;

/// `GRUNDY_ISA=isa grundy ARGS…` with `stdin`.
fn grundy_with(isa: &str, args: &[&str], stdin: &[u8]) -> Output {
    common::grundy_with(&[("GRUNDY_ISA", isa)], args, stdin)
}

/// The standard output of a run that must succeed, less the time it took
/// and the level that ran (research's `"seconds"` and `"isa"`).
fn answer_with(isa: &str, args: &[&str], stdin: &[u8]) -> String {
    let out = grundy_with(isa, args, stdin);
    assert_eq!(
        out.status.code(),
        Some(0),
        "GRUNDY_ISA={isa} grundy {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    if !text.contains("\"seconds\":") {
        return text;
    }
    // Research says which level ran: the one asked for.
    let ran = format!(",\"isa\":\"{isa}\"");
    assert!(text.contains(&ran), "{args:?}: {text}");
    let text = text.replace(&ran, "");
    let at = text.find("\"seconds\":").unwrap();
    let end = text[at..].find([',', '}']).map_or(text.len(), |e| at + e);
    format!("{}{}", &text[..at], &text[end..])
}

/// Research past the pipeline's start (two threads, the worker's tiles), in
/// large values and small, a judge's reader and the batch nim-product, with
/// every level.
#[test]
fn every_level_the_machine_has_gives_the_same_answers() {
    let piles: Vec<String> = (0..5000u64)
        .map(|i| (i * 2_654_435_761 % 1_000_000_007).to_string())
        .collect();
    let p1247 = format!("{}\n{}\n", piles.len(), piles.join(" "));
    // Words of every length, for the products' kernels (the processor's
    // carry-less product, or the portable one).
    let pairs: Vec<String> = (0..5000u64)
        .map(|i| {
            let a = i.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            format!("{} {}", a >> (i % 64), a.rotate_left(17))
        })
        .collect();
    let nim_products = format!("{}\n{}\n", pairs.len(), pairs.join("\n"));
    let runs: [(&[&str], &[u8]); 5] = [
        (&["research", "0.6", "--to", "30000", "--json"], b""),
        (&["research", "0.106", "--to", "200000", "--json"], b""),
        (&["research", "0.16", "--to", "100000", "--json"], b""),
        (&["oj", "p1247"], p1247.as_bytes()),
        (&["oj", "nim_product_64"], nim_products.as_bytes()),
    ];
    for (args, stdin) in runs {
        let portable = answer_with("portable", args, stdin);
        for isa in Isa::supported() {
            assert_eq!(
                answer_with(isa.level().name(), args, stdin),
                portable,
                "{isa}: grundy {args:?}"
            );
        }
    }
}

#[test]
fn a_name_that_is_no_level_is_refused_by_name() {
    let out = grundy_with("sse9", &["nim", "3", "5"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: GRUNDY_ISA=sse9: not an instruction set (portable, avx2, avx512)\n"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn a_level_the_machine_lacks_is_refused() {
    for level in Level::ALL {
        if Isa::new(level).is_some() {
            continue;
        }
        let out = grundy_with(level.name(), &["nim", "3", "5"], b"");
        assert_eq!(out.status.code(), Some(2), "{level}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("error: GRUNDY_ISA={level}: this machine does not have {level}\n")
        );
    }
}

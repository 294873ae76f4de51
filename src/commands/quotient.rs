//! `grundy quotient`: the misère quotient of a take-and-break code, built
//! heap by heap and proved complete by the misère periodicity theorem;
//! `--certificate FILE` writes it down, `--verify FILE` checks one without
//! the search.

use super::{as_asked, cannot_write, CommandError};
use crate::cli::QuotientArgs;
use crate::input;
use grundy_engine::heap::HeapGame;
use grundy_engine::quotient::certificate::{self, Certificate, ReadProblem, Refusal};
use grundy_engine::quotient::{generator_name, Failure, Limits, MonoidError, Quotient, Step, Stop};
use grundy_i18n::tr;
use indicatif::ProgressBar;
use serde_json::json;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

/// `grundy quotient`: exit status 0 for a quotient complete or of the
/// heaps asked for, 1 when cut short (a deadline, memory, a heap not
/// placed) or a certificate refused, 2 for bad input.
pub fn run(args: QuotientArgs) -> Result<ExitCode, CommandError> {
    if let Some(path) = &args.verify {
        return verify(path, args.json);
    }
    if let Some(family) = &args.sweep {
        return super::quotient_sweep::sweep(&args, family);
    }
    let code = args
        .code
        .as_ref()
        .expect("clap requires CODE without --verify");
    let limits = Limits {
        heaps: args.heaps,
        deadline: args.timeout.map(|t| Instant::now() + t),
        ..Limits::default()
    };
    // The bar draws only when stderr is a terminal.
    let bar = ProgressBar::new(args.heaps as u64);
    bar.set_style(crate::progress::style("heaps", true));
    let q = Quotient::build(&code.parsed, &limits, |s: Step| {
        bar.set_position(s.heap as u64);
        bar.set_message(format!("|Q| = {}, |P| = {}", s.elements, s.p_elements));
    });
    bar.finish_and_clear();
    if let Some(path) = &args.certificate {
        std::fs::write(path, certificate::write(&q)).map_err(|e| {
            CommandError::Other(tr!(
                "quotient-cannot-write",
                file = path.display().to_string(),
                why = grundy_i18n::os_error(&e)
            ))
        })?;
        eprintln!(
            "{}",
            tr!("quotient-wrote", file = path.display().to_string())
        );
    }
    if let Some(path) = &args.compare {
        return super::quotient_compare::compare(&q, path, args.json);
    }
    let game = HeapGame::TakeAndBreak(code.parsed.clone());
    let heading = as_asked(&code.text, &game);
    let text = if args.json {
        grundy_json::quotient(&q).to_string() + "\n"
    } else {
        text_of(&q, &heading, args.explain)
    };
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(cannot_write)?;
    match q.stop {
        Stop::Complete | Stop::HeapBound => Ok(ExitCode::SUCCESS),
        _ => {
            eprintln!("{}", tr!("quotient-cut-short", why = stop_reason(&q)));
            Ok(ExitCode::from(1))
        }
    }
}

/// The text of FILE (`-` for standard input) and the name to give it.
pub(super) fn read_text(path: &Path) -> Result<(String, String), CommandError> {
    let (name, data) = if path.as_os_str() == "-" {
        (tr!("standard-input"), input::stdin_bytes()?)
    } else {
        let data = input::whole(Some(path)).map_err(|e| {
            CommandError::Input(tr!(
                "cannot-read-file",
                name = path.display().to_string(),
                why = grundy_i18n::os_error(&e)
            ))
        })?;
        (path.display().to_string(), data.to_vec())
    };
    let text = String::from_utf8(data).map_err(|e| {
        CommandError::Input(tr!(
            "not-utf8",
            name = name.clone(),
            byte = e.utf8_error().valid_up_to()
        ))
    })?;
    Ok((name, text))
}

/// Why the building stopped, in words.
fn stop_reason(q: &Quotient) -> String {
    match q.stop {
        Stop::Complete => tr!("quotient-stop-complete"),
        Stop::HeapBound => tr!("quotient-stop-heaps", heaps = q.heaps()),
        Stop::Timeout => tr!("quotient-stop-timeout", heaps = q.heaps()),
        Stop::TooLarge => tr!("quotient-stop-too-large", heap = q.heaps() + 1),
        Stop::Stuck { heap } => tr!("quotient-stop-stuck", heap = heap),
    }
}

fn words(q: &Quotient, xs: &[u32]) -> Vec<String> {
    xs.iter().map(|&x| q.word(x)).collect()
}

/// The report in words.
fn text_of(q: &Quotient, heading: &str, explain: bool) -> String {
    let mut out = String::new();
    let size = q.monoid.len();
    let p = q.monoid.p_elements();
    out += &tr!("quotient-heading", game = heading);
    out += "\n";
    out += &match q.period {
        Some(period) => tr!(
            "quotient-complete",
            preperiod = period.preperiod,
            period = period.period,
            proven = period.proven_at
        ),
        None => tr!("quotient-partial", heaps = q.heaps(), why = stop_reason(q)),
    };
    out += "\n";
    let names: Vec<String> = (0..q.generators.len()).map(generator_name).collect();
    let presentation = q.presentation().to_string();
    out += &format!(
        "  Q = <{} | {}>\n",
        names.join(","),
        if presentation.is_empty() {
            "-".into()
        } else {
            presentation
        }
    );
    out += &format!(
        "  |Q| = {size}, |P| = {}: P = {{{}}}\n",
        p.len(),
        words(q, &p).join(", ")
    );
    if let Some(k) = q.tame() {
        out += &tr!("quotient-tame", k = k);
    } else {
        out += &tr!("quotient-wild");
    }
    out += "\n";
    let gens: Vec<String> = q
        .generators
        .iter()
        .enumerate()
        .map(|(j, &h)| format!("{} = Φ({h})", generator_name(j)))
        .collect();
    if !gens.is_empty() {
        out += &tr!("quotient-generators", list = gens.join(", "));
        out += "\n";
    }
    // Φ: every heap placed, or up to the end of the first period.
    let shown = match q.period {
        Some(p) => (p.preperiod + p.period).max(1) - 1,
        None => q.heaps(),
    };
    out += &tr!("quotient-phi", last = shown);
    out += "\n";
    let phi = words(q, &q.phi[..=shown]);
    for (row, chunk) in phi.chunks(10).enumerate() {
        out += &format!("  {:>5}: {}\n", row * 10, chunk.join(" "));
    }
    if let Some(p) = q.period {
        out += &tr!(
            "quotient-repeats",
            period = p.period,
            from = p.preperiod,
            words = words(q, &q.phi[p.preperiod..p.preperiod + p.period]).join(" ")
        );
        out += "\n";
    }
    if let Some(rogue) = q.last_rogue() {
        out += &tr!("quotient-last-rogue", heap = rogue);
        out += "\n";
    }
    let changes: Vec<String> = q
        .changes
        .iter()
        .map(|c| format!("{} ({}/{})", c.heap, c.elements, c.p_elements))
        .collect();
    if !changes.is_empty() {
        out += &tr!("quotient-changes", list = changes.join(", "));
        out += "\n";
    }
    if explain {
        out += "\n";
        out += &tr!(
            "quotient-explain",
            size = size,
            p = words(q, &p).join(", "),
            example = example(q)
        );
        out += "\n";
    }
    out
}

/// A worked example for `--explain`: the heaps 1, 2 and 3 (those placed),
/// their product and whether it is in P.
fn example(q: &Quotient) -> String {
    let heaps: Vec<u128> = (1..=3u128).filter(|&h| h as usize <= q.heaps()).collect();
    if heaps.is_empty() {
        return String::new();
    }
    let x = q.product(&heaps);
    let parts: Vec<String> = heaps
        .iter()
        .map(|&h| format!("Φ({h}) = {}", q.word(q.phi[h as usize])))
        .collect();
    tr!(
        "quotient-example",
        heaps = heaps
            .iter()
            .map(|h| h.to_string())
            .collect::<Vec<_>>()
            .join(" + "),
        parts = parts.join(", "),
        product = q.word(x),
        verdict = if q.monoid.in_p(x) {
            tr!("quotient-in-p")
        } else {
            tr!("quotient-not-in-p")
        }
    )
}

/// `--verify FILE`: reads and checks a certificate.
fn verify(path: &Path, json: bool) -> Result<ExitCode, CommandError> {
    let (name, text) = read_text(path)?;
    let cert = Certificate::read(&text).map_err(|e| {
        let what = match &e.what {
            ReadProblem::Header => tr!("certificate-header", header = certificate::HEADER),
            ReadProblem::UnknownLine(w) => tr!("certificate-unknown-line", word = w.clone()),
            ReadProblem::BadToken(t) => tr!("certificate-bad-token", token = t.clone()),
            ReadProblem::Repeated(w) => tr!("certificate-repeated", word = w.clone()),
            ReadProblem::Missing(w) => tr!("certificate-missing", word = *w),
            ReadProblem::BadCode(c) => tr!("certificate-bad-code", code = c.clone()),
        };
        CommandError::Input(tr!(
            "certificate-at",
            file = name.clone(),
            line = e.line,
            what = what
        ))
    })?;
    match cert.check() {
        Ok(checked) => {
            let line = if json {
                json!({
                    "verified": true,
                    "game": cert.code.to_string(),
                    "size": cert.elements,
                    "p_size": cert.p.len(),
                    "heaps": cert.phi.len() - 1,
                    "period": cert.period.map(|(n0, p)| json!({ "preperiod": n0, "period": p })),
                    "kinds": checked.kinds,
                    "pairs": checked.pairs,
                })
                .to_string()
            } else {
                let scope = match cert.period {
                    Some((n0, p)) => tr!("certificate-scope-complete", preperiod = n0, period = p),
                    None => tr!("certificate-scope-partial", heaps = cert.phi.len() - 1),
                };
                tr!(
                    "certificate-verified",
                    game = cert.code.to_string(),
                    size = cert.elements,
                    p = cert.p.len(),
                    scope = scope
                )
            };
            println!("{line}");
            Ok(ExitCode::SUCCESS)
        }
        Err(refusal) => Err(CommandError::Other(tr!(
            "certificate-refused",
            file = name,
            why = refusal_words(&refusal)
        ))),
    }
}

/// What is wrong with a certificate, in words.
fn refusal_words(r: &Refusal) -> String {
    let heaps = |hs: &[usize]| {
        hs.iter()
            .map(|h| h.to_string())
            .collect::<Vec<_>>()
            .join(" + ")
    };
    match r {
        Refusal::Monoid(MonoidError::Shape) => tr!("certificate-shape"),
        Refusal::Monoid(MonoidError::OutOfRange { generator, element }) => tr!(
            "certificate-out-of-range-entry",
            generator = generator + 1,
            element = *element
        ),
        Refusal::Monoid(MonoidError::NotCommutative {
            first,
            second,
            element,
        }) => tr!(
            "certificate-not-commutative",
            first = first + 1,
            second = second + 1,
            element = *element
        ),
        Refusal::Monoid(MonoidError::Unreachable { element }) => {
            tr!("certificate-unreachable", element = *element)
        }
        Refusal::ElementOutOfRange => tr!("certificate-out-of-range"),
        Refusal::GeneratorNotPhi { generator, heap } => tr!(
            "certificate-generator-not-phi",
            generator = generator + 1,
            heap = *heap
        ),
        Refusal::NotPeriodic { heap } => tr!("certificate-not-periodic", heap = *heap),
        Refusal::PeriodNotProved { needed, given } => tr!(
            "certificate-period-not-proved",
            needed = *needed,
            given = *given
        ),
        Refusal::Check(f) => match f {
            Failure::EmptyHeapNotIdentity => tr!("certificate-empty-heap"),
            Failure::OutOfRange { heap } => tr!("certificate-phi-out-of-range", heap = *heap),
            Failure::NoMoveNotIdentity { heap } => tr!("certificate-no-move", heap = *heap),
            Failure::IdentityInP => tr!("certificate-identity-in-p"),
            Failure::NotOnto { element } => tr!("certificate-not-onto", element = *element),
            Failure::PCheck {
                heap,
                multiplier,
                leaves,
            } => tr!(
                "certificate-p-check",
                heap = *heap,
                multiplier = *multiplier,
                leaves = if leaves.is_empty() {
                    "0".into()
                } else {
                    heaps(leaves)
                }
            ),
            Failure::NCheck { heaps: hs } => tr!("certificate-n-check", heaps = heaps(hs)),
            Failure::NotReduced { first, second } => {
                tr!("certificate-not-reduced", first = *first, second = *second)
            }
            Failure::TooManyPairs { limit } => tr!("certificate-too-many-pairs", limit = *limit),
            Failure::Timeout => tr!("certificate-timeout"),
        },
    }
}

//! How the findings of both a sequence and a 2-D table are worded: the
//! formulas, the shortened lists and the Beatty verdicts that
//! [`super::sequence`] and [`super::grid`] share, kept here so that neither
//! analysis borrows from the other.

use super::beatty::Beatty;
use super::ratio::Ratio;
use super::{Finding, Kind};
use grundy_text::{msg, Arg, Join, Message};

/// `c·k + d`, written as a formula in k.
pub(crate) fn formula(c: i128, d: i128) -> String {
    let ck = match c {
        0 => String::new(),
        1 => "k".to_string(),
        -1 => "−k".to_string(),
        _ => format!("{c}k"),
    };
    match (ck.is_empty(), d) {
        (true, _) => d.to_string(),
        (false, 0) => ck,
        (false, d) if d > 0 => format!("{ck} + {d}"),
        (false, d) => format!("{ck} − {}", -d),
    }
}

/// The first few of `items`, then `…` and how many in all, joined as the
/// language joins a list (1、4、7 in Chinese, not the English "1, 4, 7").
pub(crate) fn some(items: &[u64]) -> Arg {
    const SHOWN: usize = 12;
    let shown = Arg::list(Join::Names, items.iter().take(SHOWN));
    if items.len() > SHOWN {
        Arg::Message(msg!("pattern-some", shown = shown, count = items.len()))
    } else {
        shown
    }
}

/// The finding of a Beatty test on `count` terms called `name`; `what`
/// names the terms, as a catalogue message.
pub(crate) fn beatty_finding_of(
    b: &Beatty,
    count: usize,
    name: &str,
    what: &'static str,
    kind: Kind,
) -> Finding {
    let what = Message::new(what);
    match *b {
        Beatty::Holds {
            from,
            lo,
            hi,
            simplest,
        } => {
            let last = from + count as u64 - 1;
            Finding {
                kind,
                holds: true,
                statement: msg!(
                    "pattern-beatty-holds",
                    what = what,
                    name = name,
                    simplest = simplest,
                    from = from,
                    last = last,
                    lo = lo,
                    hi = hi
                ),
                evidence: vec![msg!(
                    "pattern-beatty-evidence",
                    name = name,
                    count = count,
                    numbered = Arg::yes(from == 1),
                    lo = lo,
                    hi = hi,
                    simplest = simplest
                )],
                counterexample: None,
            }
        }
        Beatty::Fails {
            k, z, before, from, ..
        } => Finding {
            kind,
            holds: false,
            statement: msg!("pattern-beatty-fails", what = what, name = name),
            evidence: Vec::new(),
            counterexample: Some(match before {
                None => msg!("pattern-beatty-first", name = name, z = z),
                Some((lo, hi)) => msg!(
                    "pattern-beatty-counterexample",
                    name = name,
                    k = k,
                    z = z,
                    numbered = Arg::yes(from == 1),
                    needs_lo = Ratio::new(u128::from(z), u128::from(k)),
                    needs_hi = Ratio::new(u128::from(z) + 1, u128::from(k)),
                    one = Arg::yes(k - 1 == from.max(1)),
                    earliest = from.max(1),
                    previous = k - 1,
                    lo = lo,
                    hi = hi
                ),
            }),
        },
    }
}

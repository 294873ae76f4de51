//! `grundy quotient CODE --compare FILE`: the quotient built here against
//! one written down (as MisereSolver prints it), by the isomorphism that Φ
//! forces.

use super::quotient::read_text;
use super::{cannot_write, CommandError};
use grundy_engine::quotient::{compare as same, read_written, Mismatch, Quotient, WRITTEN_LIMIT};
use grundy_i18n::tr;
use serde_json::json;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

/// Exit status 0 for the same quotient, 1 for another, 2 for a file that
/// holds none.
pub fn compare(q: &Quotient, path: &Path, json: bool) -> Result<ExitCode, CommandError> {
    let (name, text) = read_text(path)?;
    let written = read_written(&text).map_err(|e| {
        CommandError::Input(tr!(
            "quotient-compare-unread",
            file = name.clone(),
            why = words(&e)
        ))
    })?;
    let result = same(q, &written);
    let line = match (&result, json) {
        (_, true) => json!({
            "game": q.code.to_string(),
            "file": name,
            "same": result.is_ok(),
            "why": result.as_ref().err().map(words),
        })
        .to_string(),
        (Ok(()), false) => tr!(
            "quotient-compare-same",
            file = name.clone(),
            heaps = q.phi.len().min(written.phi.len()).saturating_sub(1)
        ),
        (Err(e), false) => tr!(
            "quotient-compare-differs",
            file = name.clone(),
            why = words(e)
        ),
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(cannot_write)?;
    Ok(if result.is_ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn words(m: &Mismatch) -> String {
    match m {
        Mismatch::Missing(what) => tr!("compare-missing", what = *what),
        Mismatch::BadWord(w) => tr!("compare-bad-word", word = w.clone()),
        Mismatch::TooLarge(_) => tr!("compare-too-large", limit = WRITTEN_LIMIT),
        Mismatch::Incomplete(rules) => tr!("compare-incomplete", rules = *rules),
        Mismatch::NotMonoid => tr!("compare-not-monoid"),
        Mismatch::PhiTooShort(h) => tr!("compare-phi-short", heap = *h),
        Mismatch::Sizes((q, p), (q2, p2)) => {
            tr!("compare-sizes", q = *q, p = *p, q2 = *q2, p2 = *p2)
        }
        Mismatch::Phi(n, here, there) => tr!(
            "compare-phi",
            heap = *n,
            here = here.clone(),
            there = there.clone()
        ),
        Mismatch::NotIsomorphic(x) => tr!("compare-not-isomorphic", element = x.clone()),
    }
}

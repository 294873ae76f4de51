//! The lines of other commands' output that [`read`](super::read) knows a
//! table by: `grundy seq`'s line on the period, the heading of `grundy
//! wythoff --map` and of `grundy two-pile`, in whichever language they
//! were printed. Each is the catalogue's message, cut at its arguments.

use grundy_i18n::{text_in, Arg, Lang};
use std::sync::OnceLock;

/// Stands for an argument, to cut a message's text there.
const CUT: &str = "\u{1}";

/// The text of message `id` in `lang` with every argument in `args` left
/// as [`CUT`], in pieces between them.
fn pieces(lang: Lang, id: &str, args: &[&str]) -> Vec<String> {
    let args: Vec<(&str, Arg)> = args.iter().map(|&a| (a, CUT.into())).collect();
    text_in(lang, id, &args)
        .split(CUT)
        .map(str::to_string)
        .collect()
}

/// Whether `line` starts as a message's text up to its first argument,
/// in some language.
fn starts_as(line: &str, id: &str, args: &[&str]) -> Option<Lang> {
    Lang::ALL.into_iter().find(|&lang| {
        let start = &pieces(lang, id, args)[0];
        !start.is_empty() && line.starts_with(start.as_str())
    })
}

/// Whether `line` is `grundy seq`'s line on the period (or on none).
/// Asked of every row of a sequence: the starts are made once.
pub(super) fn is_period_line(line: &str) -> bool {
    static STARTS: OnceLock<Vec<String>> = OnceLock::new();
    let starts = STARTS.get_or_init(|| {
        let messages = [
            ("seq-period-kind", &["period"][..]),
            ("seq-arithmetic-kind", &["period", "saltus"]),
            ("seq-no-period", &["last"]),
        ];
        Lang::ALL
            .into_iter()
            .flat_map(|lang| messages.map(|(id, args)| pieces(lang, id, args).swap_remove(0)))
            .filter(|start| !start.is_empty())
            .collect()
    });
    starts.iter().any(|start| line.starts_with(start.as_str()))
}

/// Whether `line` is the heading of `grundy wythoff --map`.
pub(super) fn is_wythoff_map(line: &str) -> bool {
    starts_as(line, "wythoff-map-heading", &["n"]).is_some()
}

/// The language of `line` if it is the heading of `grundy two-pile`.
pub(super) fn two_pile_lang(line: &str) -> Option<Lang> {
    starts_as(line, "two-pile-heading", &["rules", "n"])
}

/// The size written in `grundy two-pile`'s heading `line`, in `lang`: the
/// text after its last words before the size.
pub(super) fn two_pile_size(line: &str, lang: Lang) -> Option<&str> {
    let parts = pieces(lang, "two-pile-heading", &["rules", "n"]);
    let before = parts.get(1)?;
    let after = parts.get(2).map_or("", String::as_str);
    let (_, n) = line.trim().rsplit_once(before.as_str())?;
    n.strip_suffix(after).or(Some(n))
}

/// Whether `line` starts the map or the table that `grundy two-pile` may
/// print after its P-positions, in `lang`.
pub(super) fn is_two_pile_table(line: &str, lang: Lang) -> bool {
    ["two-pile-map", "two-pile-table"]
        .iter()
        .any(|id| line.starts_with(text_in(lang, id, &[]).as_str()))
}

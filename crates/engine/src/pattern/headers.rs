//! The lines of other commands' output that [`read`](super::read) knows a
//! table by: `grundy seq`'s line on the period, the heading of `grundy
//! wythoff --map` and of `grundy two-pile`, in whichever language they
//! were printed. The engine knows no words: the face reads the catalogue's
//! messages in every language it speaks ([`Headers::read_by`]), each cut
//! at its arguments.

use grundy_text::{msg, Message};

/// Stands for an argument, to cut a message's text there.
const CUT: &str = "\u{1}";

/// The headings of one language, their texts cut at their arguments.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Words {
    /// The starts of `grundy seq`'s lines on the period (or on none).
    period_starts: Vec<String>,
    /// The start of `grundy wythoff --map`'s heading.
    wythoff_map: String,
    /// `grundy two-pile`'s heading, in pieces between its arguments.
    two_pile: Vec<String>,
    /// That heading as its refusal shows it, `SPEC` and `N` for its
    /// arguments.
    two_pile_example: String,
    /// The line over `grundy two-pile`'s P-positions.
    two_pile_p_positions: String,
    /// The starts of the map and the table `grundy two-pile` may print.
    two_pile_tables: Vec<String>,
}

impl Words {
    fn read_by(say: &dyn Fn(&Message) -> String) -> Words {
        let pieces =
            |m: Message| -> Vec<String> { say(&m).split(CUT).map(str::to_string).collect() };
        let start = |m: Message| pieces(m).swap_remove(0);
        Words {
            period_starts: [
                start(msg!("seq-period-kind", period = CUT)),
                start(msg!("seq-arithmetic-kind", period = CUT, saltus = CUT)),
                start(msg!("seq-no-period", last = CUT)),
            ]
            .into_iter()
            .filter(|s| !s.is_empty())
            .collect(),
            wythoff_map: start(msg!("wythoff-map-heading", n = CUT)),
            two_pile: pieces(msg!("two-pile-heading", rules = CUT, n = CUT)),
            two_pile_example: say(&msg!("two-pile-heading", rules = "SPEC", n = "N")),
            two_pile_p_positions: say(&msg!("two-pile-p-positions")),
            two_pile_tables: vec![say(&msg!("two-pile-map")), say(&msg!("two-pile-table"))],
        }
    }

    /// Whether `line` starts as `grundy two-pile`'s heading.
    fn is_two_pile(&self, line: &str) -> bool {
        let start = &self.two_pile[0];
        !start.is_empty() && line.starts_with(start.as_str())
    }
}

/// The headings of grundy's own output that [`read_with`](super::read_with)
/// knows, in every language the face read them in.
///
/// ```
/// use grundy_engine::pattern::{read_with, Headers, Source, Table};
/// // A reader of a made-up language, whose messages are their identifiers.
/// let known = Headers::read_by([|m: &grundy_text::Message| m.id().to_string()]);
/// let text = "wythoff-map-heading\n0 P..\n1 ..P\n2 .P.\n";
/// let Table::Grid(g) = read_with(text, &known).unwrap() else { unreachable!() };
/// assert_eq!(g.source, Source::WythoffMap);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Headers {
    langs: Vec<Words>,
}

impl Headers {
    /// No headings: only tables that carry no words of a language are read.
    pub fn none() -> Headers {
        Headers::default()
    }

    /// The headings as each of `readers` (one a language) reads them.
    pub fn read_by<F: Fn(&Message) -> String>(readers: impl IntoIterator<Item = F>) -> Headers {
        Headers {
            langs: readers
                .into_iter()
                .map(|say| Words::read_by(&say))
                .collect(),
        }
    }

    /// Whether `line` is `grundy seq`'s line on the period (or on none).
    pub(super) fn is_period_line(&self, line: &str) -> bool {
        self.langs
            .iter()
            .flat_map(|w| &w.period_starts)
            .any(|start| line.starts_with(start.as_str()))
    }

    /// Whether `line` is the heading of `grundy wythoff --map`.
    pub(super) fn is_wythoff_map(&self, line: &str) -> bool {
        self.langs
            .iter()
            .any(|w| !w.wythoff_map.is_empty() && line.starts_with(w.wythoff_map.as_str()))
    }

    /// The language (as an index into the readers) of `line` if it is the
    /// heading of `grundy two-pile`.
    pub(super) fn two_pile_lang(&self, line: &str) -> Option<usize> {
        self.langs.iter().position(|w| w.is_two_pile(line))
    }

    /// The size written in `grundy two-pile`'s heading `line`, in language
    /// `lang`: the text after its last words before the size.
    pub(super) fn two_pile_size<'l>(&self, line: &'l str, lang: usize) -> Option<&'l str> {
        let parts = &self.langs[lang].two_pile;
        let before = parts.get(1)?;
        let after = parts.get(2).map_or("", String::as_str);
        let (_, n) = line.trim().rsplit_once(before.as_str())?;
        n.strip_suffix(after).or(Some(n))
    }

    /// `grundy two-pile`'s heading in language `lang`, `SPEC` and `N` for
    /// its arguments.
    pub(super) fn two_pile_example(&self, lang: usize) -> &str {
        &self.langs[lang].two_pile_example
    }

    /// The line over `grundy two-pile`'s P-positions in language `lang`.
    pub(super) fn two_pile_p_positions(&self, lang: usize) -> &str {
        &self.langs[lang].two_pile_p_positions
    }

    /// Whether `line` starts the map or the table that `grundy two-pile`
    /// may print after its P-positions, in language `lang`.
    pub(super) fn is_two_pile_table(&self, line: &str, lang: usize) -> bool {
        self.langs[lang]
            .two_pile_tables
            .iter()
            .any(|t| line.starts_with(t.as_str()))
    }
}

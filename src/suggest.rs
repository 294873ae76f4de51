//! What `grundy WORD …` suggests when WORD is no command: the commands
//! spelt nearly like it, and for the name of a game, the commands that
//! take the game. clap's own suggestions ranked `nimber` and the hidden
//! alias `nim-k` above `nim` for `nmi`, and had none for `kayles`.

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, Error, ErrorKind};
use grundy_i18n::tr;

/// clap's refusal `e` of the command line `args` (the program first), with
/// grundy's suggestions in place of clap's where a command is unknown;
/// `cmd` is grundy's command line as the help shows it.
pub fn with_suggestions(e: Error, cmd: &clap::Command, args: &[String]) -> Error {
    let word = match (e.kind(), e.get(ContextKind::InvalidSubcommand)) {
        (ErrorKind::InvalidSubcommand, Some(ContextValue::String(word))) => word.clone(),
        _ => return e,
    };
    let rest = match args.iter().skip(1).position(|a| *a == word) {
        Some(i) => args[i + 2..].to_vec(),
        None => Vec::new(),
    };
    unknown_command(cmd, &word, &rest, e.get(ContextKind::Usage))
}

/// The refusal of the unknown command `word`, `rest` the arguments after
/// it, with its suggestions; `usage` is clap's usage line.
fn unknown_command(
    cmd: &clap::Command,
    word: &str,
    rest: &[String],
    usage: Option<&ContextValue>,
) -> Error {
    let mut e = Error::new(ErrorKind::InvalidSubcommand).with_cmd(cmd);
    e.insert(
        ContextKind::InvalidSubcommand,
        ContextValue::String(word.to_string()),
    );
    let similar = similar_commands(cmd, word);
    if !similar.is_empty() {
        e.insert(
            ContextKind::SuggestedSubcommand,
            ContextValue::Strings(similar),
        );
    }
    if let Some(tip) = game_tip(word, rest) {
        e.insert(
            ContextKind::Suggested,
            ContextValue::StyledStrs(vec![StyledStr::from(tip)]),
        );
    }
    if let Some(usage) = usage {
        e.insert(ContextKind::Usage, usage.clone());
    }
    e
}

/// The commands spelt within a typo or two of `word`, nearest first: a
/// hidden alias stands for its command (`nim-k` for `moore`).
fn similar_commands(cmd: &clap::Command, word: &str) -> Vec<String> {
    let word = word.to_ascii_lowercase();
    // One edit in a short word, two in a longer one.
    let most = if word.chars().count() <= 4 { 1 } else { 2 };
    let mut found: Vec<(usize, String)> = Vec::new();
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let names = std::iter::once(sub.get_name()).chain(sub.get_all_aliases());
        let Some(d) = names.map(|n| distance(&word, n)).min() else {
            continue;
        };
        if d <= most {
            found.push((d, sub.get_name().to_string()));
        }
    }
    found.sort();
    found.into_iter().map(|(_, name)| name).collect()
}

/// The edits (insert, delete, replace, swap two neighbours) from `a` to
/// `b`: a swap is one typo (`nmi` is one from `nim`).
fn distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

/// For the name of a game the registry knows, the commands that take it:
/// `seq` for a heap game, `sum` and `play` for every kind of component,
/// with the position given (else the kind's example).
fn game_tip(word: &str, rest: &[String]) -> Option<String> {
    use grundy_engine::kinds::KINDS;
    let game = word.to_ascii_lowercase();
    let kind = KINDS.iter().find(|k| (k.claims)(&game))?;
    let position: Vec<String> = if rest.is_empty() {
        let example = kind.play.example.split_whitespace().skip(1);
        example.map(str::to_string).collect()
    } else {
        rest.to_vec()
    };
    let mut commands = Vec::new();
    if grundy_engine::heap::HeapGame::parse(&game).is_ok() {
        commands.push(format!("grundy seq {word}"));
    }
    let components = kind.play_components(word, &position);
    commands.push(format!("grundy sum {}", components.join(" ")));
    commands.push(format!("grundy play {word} {}", position.join(" ")));
    Some(tr!(
        "command-is-a-game",
        game = word,
        commands = grundy_i18n::join_list(&commands)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Regression (issue 42): `grundy nmi` suggested `nimber` and the
    /// hidden alias `nim-k` (clap ranks by likeness of letters, aliases
    /// included), and `grundy kayles 5` suggested nothing, though
    /// `seq`, `sum` and `play` take Kayles.
    #[test]
    fn an_unknown_command_suggests_what_was_meant() {
        let cmd = crate::cli::Cli::command();
        // (name, word, the arguments after it, similar commands, the tip)
        type Case<'a> = (
            &'a str,
            &'a str,
            &'a [&'a str],
            &'a [&'a str],
            Option<&'a str>,
        );
        let cases: [Case<'_>; 6] = [
            ("a swap", "nmi", &["3"], &["nim"], None),
            ("a letter too many", "nimm", &[], &["nim"], None),
            ("a hidden alias", "nimk", &[], &["moore", "nim"], None),
            (
                "a heap game",
                "kayles",
                &["5"],
                &[],
                Some("kayles is a game, not a command; try grundy seq kayles, grundy sum kayles=5, grundy play kayles 5"),
            ),
            (
                "a game of one component a number",
                "euclid",
                &["34", "12"],
                &[],
                Some("euclid is a game, not a command; try grundy sum euclid=34,12, grundy play euclid 34 12"),
            ),
            ("nothing like it", "zzzzzz", &[], &[], None),
        ];
        for (name, word, rest, similar, tip) in cases {
            let rest: Vec<String> = rest.iter().map(|s| s.to_string()).collect();
            assert_eq!(similar_commands(&cmd, word), similar, "{name}");
            assert_eq!(game_tip(word, &rest).as_deref(), tip, "{name}");
        }
    }

    /// Every game the registry lists by example is suggested with a sum
    /// and a game to play.
    #[test]
    fn every_kind_of_the_registry_is_suggested() {
        for kind in grundy_engine::kinds::KINDS {
            let game = kind.examples[0].split('=').next().unwrap();
            let tip = game_tip(game, &[]).unwrap_or_else(|| panic!("{game}"));
            assert!(
                tip.contains("grundy sum ") && tip.contains("grundy play "),
                "{tip}"
            );
        }
    }
}

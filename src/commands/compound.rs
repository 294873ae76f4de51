//! `grundy sum --every`, `--selective` and `--misere`: the sums of other
//! conventions (the engine's `compound` module), their verdicts, every
//! winning move, and why.

use super::{cannot_write, CommandError};
use grundy_engine::component::Component;
use grundy_engine::compound::{
    self, Budget, CompoundMove, Conjunctive, Convention, Misere, MisereMethod, Selective,
    WinningMoves,
};
use grundy_engine::Outcome;
use std::io::{self, Write};
use std::process::ExitCode;

/// How the components are added up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// A move in one component (the ordinary sum), under misère play here.
    Disjunctive,
    /// A move in every component.
    Conjunctive,
    /// A move in any non-empty set of components.
    Selective,
}

/// Analyses and prints the sum of `parts` under `rule` and `convention`.
pub fn run(
    parts: &[Box<dyn Component>],
    rule: Rule,
    convention: Convention,
    explain: bool,
    json_out: bool,
) -> Result<ExitCode, CommandError> {
    let texts: Vec<String> = parts.iter().map(|c| c.describe()).collect();
    let cut_short =
        |e: compound::TooLarge| CommandError::Other(format!("cannot decide the sum: {e}"));
    let mut stdout = io::BufWriter::new(io::stdout().lock());
    let out: &mut dyn Write = &mut stdout;
    let written = match rule {
        Rule::Conjunctive => {
            let sum =
                compound::conjunctive(parts, convention, Budget::DEFAULT).map_err(cut_short)?;
            if json_out {
                json(out, &grundy_json::conjunctive(&texts, &sum))
            } else {
                conjunctive(out, &texts, &sum, explain)
            }
        }
        Rule::Selective => {
            let sum = compound::selective(parts, convention, Budget::DEFAULT).map_err(cut_short)?;
            if json_out {
                json(out, &grundy_json::selective(&texts, &sum))
            } else {
                selective(out, &texts, &sum, explain)
            }
        }
        Rule::Disjunctive => {
            let sum = compound::misere(parts, Budget::DEFAULT).map_err(cut_short)?;
            if json_out {
                json(out, &grundy_json::misere(&texts, &sum))
            } else {
                misere(out, &texts, &sum, explain)
            }
        }
    };
    written
        .and_then(|()| stdout.flush())
        .map_err(cannot_write)?;
    Ok(ExitCode::SUCCESS)
}

fn json(out: &mut dyn Write, doc: &serde_json::Value) -> io::Result<()> {
    serde_json::to_writer(&mut *out, doc)?;
    writeln!(out)
}

fn play_name(c: Convention) -> &'static str {
    match c {
        Convention::Normal => "normal play (whoever cannot move loses)",
        Convention::Misere => "misère play (whoever moves last loses)",
    }
}

/// The components, each with what decides it.
fn components(
    out: &mut dyn Write,
    texts: &[String],
    what: impl Fn(usize) -> String,
) -> io::Result<()> {
    let width = texts.iter().map(|t| t.chars().count()).max().unwrap_or(0);
    for (i, t) in texts.iter().enumerate() {
        writeln!(out, "  {}. {t:width$}  {}", i + 1, what(i))?;
    }
    Ok(())
}

/// The winning moves, a compound move a line.
fn winning(out: &mut dyn Write, texts: &[String], w: &WinningMoves) -> io::Result<()> {
    if w.count == 0u8.into() {
        return writeln!(out, "{}", grundy_i18n::tr!("no-winning-move"));
    }
    if w.complete {
        writeln!(
            out,
            "{}",
            grundy_i18n::tr!("winning-moves-heading", count = w.count)
        )?;
    } else {
        writeln!(
            out,
            "winning moves ({}, too many to list; the remoteness strategy's):",
            w.count
        )?;
    }
    for m in &w.listed {
        writeln!(out, "  {}", compound_move(texts, m))?;
    }
    Ok(())
}

fn compound_move(texts: &[String], m: &CompoundMove) -> String {
    m.parts
        .iter()
        .map(|p| {
            format!(
                "in {} ({}): {} -> {}",
                p.component + 1,
                texts[p.component],
                p.description,
                p.after
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn conjunctive(
    out: &mut dyn Write,
    texts: &[String],
    sum: &Conjunctive,
    explain: bool,
) -> io::Result<()> {
    writeln!(
        out,
        "Conjunctive sum of {} component{} (every component moves at each turn; the game ends when one cannot), {}:",
        texts.len(),
        plural(texts.len()),
        play_name(sum.convention)
    )?;
    components(out, texts, |i| {
        format!("remoteness {}", sum.remoteness_of[i])
    })?;
    writeln!(
        out,
        "{}",
        Outcome::from_first_player_wins(sum.first_player_wins)
    )?;
    writeln!(out, "remoteness of the sum: {} (the least)", sum.remoteness)?;
    winning(out, texts, &sum.winning)?;
    if explain {
        let (lost, won) = match sum.convention {
            Convention::Normal => ("even", "odd"),
            Convention::Misere => ("odd", "even"),
        };
        let decisive: Vec<String> = sum.decisive.iter().map(|i| format!("{}", i + 1)).collect();
        writeln!(out)?;
        writeln!(
            out,
            "Remoteness counts the moves left when the winner hurries and the loser lingers: 0 when the game is \
             over, and {lost} exactly when the player to move loses{}.",
            match sum.convention {
                Convention::Normal => "",
                Convention::Misere => " (misère remoteness: an ended game is won by the player to move)",
            }
        )?;
        writeln!(
            out,
            "Every component moves at each turn, so the sum ends with the component that ends first, and both \
             players play each component by its remoteness (Smith): the sum's remoteness is the least of the \
             components', here {} (component {}).",
            sum.remoteness,
            decisive.join(", ")
        )?;
        writeln!(
            out,
            "{} is {}: {}.",
            sum.remoteness,
            if sum.first_player_wins { won } else { lost },
            if sum.first_player_wins {
                format!(
                    "the player to move wins by leaving every component's least remoteness {lost}: in each \
                     component, one less than its remoteness wins where the component is won and holds out \
                     where it is lost"
                )
            } else {
                "the player to move loses, whatever every component does".to_string()
            }
        )?;
    }
    Ok(())
}

fn selective(
    out: &mut dyn Write,
    texts: &[String],
    sum: &Selective,
    explain: bool,
) -> io::Result<()> {
    writeln!(
        out,
        "Selective sum of {} component{} (a move is a move in any non-empty set of them), {}:",
        texts.len(),
        plural(texts.len()),
        play_name(sum.convention)
    )?;
    components(out, texts, |i| {
        if sum.won[i] {
            "won for the player to move alone".into()
        } else {
            "lost for the player to move alone".into()
        }
    })?;
    writeln!(
        out,
        "{}",
        Outcome::from_first_player_wins(sum.first_player_wins)
    )?;
    winning(out, texts, &sum.winning)?;
    if explain {
        writeln!(out)?;
        match sum.searched {
            None => writeln!(
                out,
                "Under normal play the player to move loses a selective sum exactly when every component is lost \
                 for the player to move: moving in some of them leaves each of those won, and the opponent answers \
                 in exactly those. Otherwise the winning moves are the moves in exactly the won components, each \
                 to a lost position{}.",
                if sum.first_player_wins { "" } else { "; here none is won" }
            )?,
            Some(n) => writeln!(
                out,
                "Under misère play no rule by the components' outcomes decides a selective sum (a pile of 1 beside \
                 an empty one is lost, beside another pile of 1 it is won), so the whole sum was searched: {n} \
                 positions."
            )?,
        }
    }
    Ok(())
}

fn misere(out: &mut dyn Write, texts: &[String], sum: &Misere, explain: bool) -> io::Result<()> {
    writeln!(
        out,
        "Misère sum of {} component{} (whoever moves last loses):",
        texts.len(),
        plural(texts.len())
    )?;
    components(out, texts, |i| format!("value {}", sum.values[i]))?;
    writeln!(
        out,
        "{}",
        Outcome::from_first_player_wins(sum.first_player_wins)
    )?;
    winning(out, texts, &sum.winning)?;
    if explain {
        writeln!(out)?;
        let xor = sum.values.iter().fold(0, |x, v| x ^ v);
        let big = sum.values.iter().filter(|&&v| v > 1).count();
        match &sum.method {
            MisereMethod::AntiSg => {
                writeln!(
                    out,
                    "In every component every position of value 0 is over (checked on every position they \
                     reach), so the sum is over exactly when every value is 0: the SJ theorem (anti-SG) applies."
                )?;
                sj_rule(out, "It says", xor, big)?;
            }
            MisereMethod::Genus {
                component,
                position,
                genera,
            } => {
                writeln!(
                    out,
                    "The SJ theorem does not apply: in component {} ({}), {position} has value 0 but is not over.",
                    component + 1,
                    texts[*component]
                )?;
                writeln!(
                    out,
                    "Genus theory does: every position each component reaches has the genus of a nim-heap \
                     (0^120, 1^031 or g^{{g, g⊕2}}; checked on every one), so the components are tame and the sum \
                     plays like misère Nim of their values."
                )?;
                let width = texts.iter().map(|t| t.chars().count()).max().unwrap_or(0);
                for (i, g) in genera.iter().enumerate() {
                    writeln!(out, "  {}. {:<width$}  genus {g}", i + 1, texts[i])?;
                }
                sj_rule(out, "Misère Nim's rule:", xor, big)?;
            }
            MisereMethod::Search {
                component,
                position,
                wild_component,
                wild,
                positions,
            } => writeln!(
                out,
                "The SJ theorem does not apply: in component {} ({}), {position} has value 0 but is not over. \
                 Nor does genus theory: component {} ({}) reaches {}, of genus {}, not a nim-heap's. So the \
                 whole sum was searched under misère play: {positions} positions.",
                component + 1,
                texts[*component],
                wild_component + 1,
                texts[*wild_component],
                wild.position,
                wild.genus
            )?,
        }
    }
    Ok(())
}

/// The rule of misère Nim (the SJ theorem's, and tame games'), and which
/// case holds.
fn sj_rule(out: &mut dyn Write, lead: &str, xor: u64, big: usize) -> io::Result<()> {
    writeln!(
        out,
        "{lead} the player to move wins exactly when the xor is not 0 and some value exceeds 1, or \
         the xor is 0 and none does. Here the xor is {xor} and {big} value{} exceed{} 1: {}.",
        plural(big),
        if big == 1 { "s" } else { "" },
        match (xor != 0, big > 0) {
            (true, true) => "the first case, a win",
            (false, false) => "the second case (an even number of values 1), a win",
            (false, true) => "neither case, a loss",
            (true, false) => "neither case (an odd number of values 1), a loss",
        }
    )
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

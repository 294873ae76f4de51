//! `grundy sum --every`, `--selective` and `--misere`: the sums of other
//! conventions (the engine's `compound` module), their verdicts, every
//! winning move, and why.

use super::{cannot_write, CommandError};
use grundy_engine::component::Component;
use grundy_engine::compound::{
    self, Budget, CompoundMove, Conjunctive, Continued, Convention, Misere, MisereMethod,
    Selective, WinningMoves,
};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::Outcome;
use grundy_i18n::{tr, Arg};
use std::io::{self, Write};
use std::process::ExitCode;

/// How the components are added up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// A move in one component (the ordinary sum), under misère play here.
    Disjunctive,
    /// A move in every component; over when one is.
    Conjunctive,
    /// A move in every component not over (Every-SG); over when all are.
    Continued,
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
        |e: compound::TooLarge| CommandError::Other(tr!("compound-cannot-decide", why = e));
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
        Rule::Continued => {
            let sum = compound::continued(parts, convention, Budget::DEFAULT).map_err(cut_short)?;
            if json_out {
                json(out, &grundy_json::continued(&texts, &sum))
            } else {
                continued(out, &texts, &sum, explain)
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

/// The convention, as the headings say it: `normal` or `misere`.
fn play(c: Convention) -> &'static str {
    match c {
        Convention::Normal => "normal",
        Convention::Misere => "misere",
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
        return writeln!(out, "{}", tr!("no-winning-move"));
    }
    let grouped = w
        .listed
        .iter()
        .flat_map(|m| &m.parts)
        .any(|p| p.family.is_some());
    if w.complete {
        writeln!(out, "{}", tr!("winning-moves-heading", count = w.count))?;
    } else if grouped {
        writeln!(out, "{}", tr!("compound-winning-groups", count = w.count))?;
    } else {
        writeln!(out, "{}", tr!("compound-winning-too-many", count = w.count))?;
    }
    for m in &w.listed {
        writeln!(out, "  {}", compound_move(texts, m))?;
        for f in m.parts.iter().filter_map(|p| p.family.as_ref()) {
            crate::report::write_like_moves(out, f)?;
        }
    }
    Ok(())
}

fn compound_move(texts: &[String], m: &CompoundMove) -> String {
    m.parts
        .iter()
        .map(|p| {
            tr!(
                "compound-move-part",
                component = p.component + 1,
                text = texts[p.component],
                description = p.description,
                after = p.after
            )
        })
        .collect::<Vec<_>>()
        .join(&tr!("compound-move-joiner"))
}

fn conjunctive(
    out: &mut dyn Write,
    texts: &[String],
    sum: &Conjunctive,
    explain: bool,
) -> io::Result<()> {
    writeln!(
        out,
        "{}",
        tr!(
            "compound-conjunctive-heading",
            count = Arg::count(texts.len()),
            play = play(sum.convention)
        )
    )?;
    components(out, texts, |i| {
        tr!("compound-remoteness", remoteness = sum.remoteness_of[i])
    })?;
    writeln!(
        out,
        "{}",
        crate::report::verdict(Outcome::from_first_player_wins(sum.first_player_wins))
    )?;
    writeln!(
        out,
        "{}",
        tr!("compound-sum-remoteness", remoteness = sum.remoteness)
    )?;
    winning(out, texts, &sum.winning)?;
    if explain {
        let decisive: Vec<String> = sum.decisive.iter().map(|i| format!("{}", i + 1)).collect();
        let misere = Arg::yes(sum.convention == Convention::Misere);
        writeln!(out)?;
        writeln!(
            out,
            "{}",
            tr!("compound-conjunctive-remoteness", misere = misere)
        )?;
        writeln!(
            out,
            "{}",
            tr!(
                "compound-conjunctive-least",
                remoteness = sum.remoteness,
                components = grundy_i18n::join_list(&decisive)
            )
        )?;
        writeln!(
            out,
            "{}",
            tr!(
                "compound-conjunctive-verdict",
                remoteness = sum.remoteness,
                misere = misere,
                wins = Arg::yes(sum.first_player_wins)
            )
        )?;
    }
    Ok(())
}

fn continued(
    out: &mut dyn Write,
    texts: &[String],
    sum: &Continued,
    explain: bool,
) -> io::Result<()> {
    writeln!(
        out,
        "{}",
        tr!(
            "compound-continued-heading",
            count = Arg::count(texts.len()),
            play = play(sum.convention)
        )
    )?;
    let misere = sum.convention == Convention::Misere;
    components(out, texts, |i| {
        if misere {
            tr!("compound-remoteness", remoteness = sum.remoteness_of[i])
        } else {
            tr!("compound-suspense", suspense = sum.remoteness_of[i])
        }
    })?;
    writeln!(
        out,
        "{}",
        crate::report::verdict(Outcome::from_first_player_wins(sum.first_player_wins))
    )?;
    if let Some(most) = sum.remoteness {
        writeln!(out, "{}", tr!("compound-sum-suspense", suspense = most))?;
    }
    winning(out, texts, &sum.winning)?;
    if explain {
        writeln!(out)?;
        match (sum.remoteness, sum.searched) {
            (Some(most), _) => {
                let decisive: Vec<String> =
                    sum.decisive.iter().map(|i| format!("{}", i + 1)).collect();
                writeln!(out, "{}", tr!("compound-continued-suspense"))?;
                writeln!(
                    out,
                    "{}",
                    tr!(
                        "compound-continued-most",
                        suspense = most,
                        components = grundy_i18n::join_list(&decisive),
                        wins = Arg::yes(sum.first_player_wins)
                    )
                )?;
            }
            (None, searched) => writeln!(
                out,
                "{}",
                tr!(
                    "compound-continued-searched",
                    positions = searched.unwrap_or(0)
                )
            )?,
        }
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
        "{}",
        tr!(
            "compound-selective-heading",
            count = Arg::count(texts.len()),
            play = play(sum.convention)
        )
    )?;
    components(out, texts, |i| {
        tr!("compound-alone", won = Arg::yes(sum.won[i]))
    })?;
    writeln!(
        out,
        "{}",
        crate::report::verdict(Outcome::from_first_player_wins(sum.first_player_wins))
    )?;
    winning(out, texts, &sum.winning)?;
    if explain {
        writeln!(out)?;
        match sum.searched {
            None => writeln!(
                out,
                "{}",
                tr!(
                    "compound-selective-normal",
                    wins = Arg::yes(sum.first_player_wins)
                )
            )?,
            Some(n) => writeln!(out, "{}", tr!("compound-selective-searched", positions = n))?,
        }
    }
    Ok(())
}

fn misere(out: &mut dyn Write, texts: &[String], sum: &Misere, explain: bool) -> io::Result<()> {
    writeln!(
        out,
        "{}",
        tr!("compound-misere-heading", count = Arg::count(texts.len()))
    )?;
    components(out, texts, |i| tr!("compound-value", value = sum.values[i]))?;
    writeln!(
        out,
        "{}",
        crate::report::verdict(Outcome::from_first_player_wins(sum.first_player_wins))
    )?;
    if sum.first_player_wins && sum.winning.count == 0u8.into() {
        // A won position with no winning move has no move at all: under
        // misère play the player who cannot move wins, as `grundy misere 0`
        // says (every move does not lose here: there is none).
        writeln!(out, "{}", tr!("misere-no-move"))?;
    } else {
        winning(out, texts, &sum.winning)?;
    }
    if explain {
        writeln!(out)?;
        let (xor, big) = xor_and_big(&sum.values);
        match &sum.method {
            MisereMethod::Parts { parts } => {
                writeln!(out, "{}", tr!("compound-misere-parts"))?;
                let width = texts.iter().map(|t| t.chars().count()).max().unwrap_or(0);
                for (i, p) in parts.iter().enumerate() {
                    let text = format!("{:<width$}", texts[i]);
                    let values: Vec<String> = p.iter().map(ToString::to_string).collect();
                    writeln!(
                        out,
                        "  {}. {text}  {}",
                        i + 1,
                        tr!(
                            "compound-parts",
                            count = Arg::count(p.len()),
                            parts = grundy_i18n::join_values(&values)
                        )
                    )?;
                }
                let all: Vec<BigNat> = parts.iter().flatten().cloned().collect();
                let (xor, big) = xor_and_big(&all);
                sj_rule(out, "compound-parts-lead", &xor, big)?;
            }
            MisereMethod::AntiSg => {
                writeln!(out, "{}", tr!("compound-misere-anti-sg"))?;
                sj_rule(out, "compound-sj-lead", &xor, big)?;
            }
            MisereMethod::Genus {
                component,
                position,
                genera,
            } => {
                writeln!(
                    out,
                    "{}",
                    tr!(
                        "compound-misere-not-sj",
                        component = component + 1,
                        text = texts[*component],
                        position = position
                    )
                )?;
                writeln!(out, "{}", tr!("compound-misere-genus"))?;
                let width = texts.iter().map(|t| t.chars().count()).max().unwrap_or(0);
                for (i, g) in genera.iter().enumerate() {
                    let text = format!("{:<width$}", texts[i]);
                    writeln!(
                        out,
                        "  {}. {text}  {}",
                        i + 1,
                        tr!("compound-genus", genus = g)
                    )?;
                }
                sj_rule(out, "compound-misere-nim-lead", &xor, big)?;
            }
            MisereMethod::Search {
                component,
                position,
                wild_component,
                wild,
                positions,
            } => writeln!(
                out,
                "{}",
                tr!(
                    "compound-misere-search",
                    component = component + 1,
                    text = texts[*component],
                    position = position,
                    wild_component = wild_component + 1,
                    wild_text = texts[*wild_component],
                    wild = wild.position,
                    genus = wild.genus,
                    positions = positions
                )
            )?,
            MisereMethod::Quotient(q) => {
                writeln!(
                    out,
                    "{}",
                    tr!(
                        "compound-misere-quotient",
                        code = q.code.as_str(),
                        elements = q.elements,
                        relations = q.relations.join(", "),
                        p = grundy_i18n::join_values(&q.p_portion),
                        how = grundy_i18n::say(&q.reach())
                    )
                )?;
                components(out, texts, |i| {
                    tr!("compound-element", element = q.elements_of[i].as_str())
                })?;
                writeln!(
                    out,
                    "{}",
                    tr!(
                        "compound-misere-quotient-product",
                        product = q.product.as_str(),
                        wins = Arg::yes(sum.first_player_wins)
                    )
                )?;
            }
        }
    }
    Ok(())
}

/// The rule of misère Nim (the SJ theorem's, and tame games'), and which
/// case holds; `lead` is the catalogue message it starts with.
fn sj_rule(out: &mut dyn Write, lead: &str, xor: &BigNat, big: usize) -> io::Result<()> {
    let case = match (!xor.is_zero(), big > 0) {
        (true, true) => "first",
        (false, false) => "second",
        (false, true) => "neither",
        (true, false) => "neither-odd",
    };
    writeln!(
        out,
        "{}",
        tr!(
            "compound-sj-rule",
            lead = grundy_i18n::text(lead, &[]),
            xor = xor.clone(),
            big = Arg::count(big),
            case = case
        )
    )
}

/// The xor of `values` and how many exceed 1: what the SJ rule asks.
fn xor_and_big(values: &[BigNat]) -> (BigNat, usize) {
    let one = BigNat::from(1u8);
    values.iter().fold((BigNat::from(0u8), 0), |(x, b), v| {
        (x.xor(v), b + usize::from(*v > one))
    })
}

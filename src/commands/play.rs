//! `grundy play`: a game against the perfect opponent (or between two
//! people) in the terminal, or through standard input when it is not one.

use super::CommandError;
use crate::cli::{k_bound, PlayArgs};
use crate::input::{items, numbers, tokens, Numbers};
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::play::whole::{self, WholeError, WholeGame};
use grundy_engine::play::{Game, LegalMove, MiserePlay, Playable};
use grundy_engine::remoteness::Budget;
use grundy_i18n::{text, tr, Arg};
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

/// Moves listed in full at most; beyond, `moves` and `hint` still work.
const SHOWN: usize = 12;
/// The most legal moves a position played in the terminal may have (the
/// web playground, which sends them all to a page, has its own
/// `grundy_web::MOVE_LIMIT`).
const TERMINAL_MOVE_LIMIT: usize = 20_000;

/// `grundy play`: exit status 0 if the game was played to its end, 1 if
/// the input ended first.
pub fn run(args: PlayArgs) -> Result<ExitCode, CommandError> {
    let (start, rules) = if args.misere {
        misere_playable(&args.game, &args.position)?
    } else {
        (playable(&args.game, &args.position)?, Rules::default())
    };
    let players = if args.two_players {
        Players::TwoPeople
    } else {
        Players::AgainstComputer {
            human_first: !args.computer_first,
        }
    };
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut stdout = io::stdout().lock();
    let echo = !io::IsTerminal::is_terminal(&stdin);
    let finished = play(start, players, &rules, &mut input, echo, &mut stdout)
        .map_err(|e| CommandError::Other(tr!("play-cannot", why = e.to_string())))?;
    Ok(if finished {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The game of `grundy play GAME POSITION…`: a whole game (see
/// [`grundy_engine::play::whole`]), or a sum of the kinds `grundy sum` reads.
fn playable(game: &str, position: &[String]) -> Result<Box<dyn Playable>, CommandError> {
    if let Some((whole, k)) = whole::find(game) {
        return whole_game(whole, k, position, false);
    }
    let texts = play_components(game, position);
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    Ok(Box::new(
        grundy_engine::play::Game::parse(&refs).map_err(|e| CommandError::Input(e.to_string()))?,
    ))
}

/// The whole game `whole` on the numbers of `position`, with the K written
/// `k` where it takes one, under misère play with `misere`; where its K or
/// its numbers are none, the place of the culprit.
fn whole_game(
    whole: &WholeGame,
    k: Option<&str>,
    position: &[String],
    misere: bool,
) -> Result<Box<dyn Playable>, CommandError> {
    let k = k.map(k_bound).transpose()?;
    let t = tokens(position)?;
    let numbers: Vec<BigNat> = match numbers(&items(&t, whole.noun))? {
        Numbers::Small(v) => v.into_iter().map(BigNat::from).collect(),
        Numbers::Big(v) => v,
    };
    whole.build(k, numbers, misere).map_err(|e| match e {
        WholeError::Chips(e) => crate::input::BadInput::at(&t[e.culprit()].place, &e).into(),
        WholeError::TooLarge(e) => {
            CommandError::Other(tr!("play-misere-chips-too-large", why = e.to_string()))
        }
        WholeError::Teams(e) => {
            let at = e.culprit().min(t.len().saturating_sub(1));
            crate::input::BadInput::at(&t[at].place, &e).into()
        }
        WholeError::MisereAlready => CommandError::Input(no_misere(whole, whole.game)),
    })
}

/// Why `whole`, named `game`, has no misère play, in the catalogue's
/// words ([`WholeGame::no_misere`]).
fn no_misere(whole: &WholeGame, game: &str) -> String {
    let id = whole.no_misere().unwrap_or("play-misere-already");
    grundy_i18n::text(id, &[("game", Arg::from(game))])
}

/// The game of `grundy play GAME POSITION… --misere`, and how its misère
/// verdict is found: Nim as misère Nim (any size), a whole game as it
/// declares (Nim_k by Moore's theorem for misère play, chips by a bounded
/// search of their positions), any other game or sum by the SJ theorem or
/// genus theory where they apply, else a bounded search, refused past its
/// bound.
fn misere_playable(
    game: &str,
    position: &[String],
) -> Result<(Box<dyn Playable>, Rules), CommandError> {
    // Nim under misère play is a whole game of its own.
    if let Some(whole) = whole::misere_of(game) {
        let played = whole_game(whole, None, position, false)?;
        let text = played
            .explain_verdict()
            .map(|t| grundy_i18n::read(&t))
            .unwrap_or_default();
        return Ok((played, Rules::misere(text, false)));
    }
    if let Some((whole, k)) = whole::find(game) {
        if !whole.has_misere() {
            return Err(CommandError::Input(no_misere(whole, game)));
        }
        let played = whole_game(whole, k, position, true)?;
        let text = played
            .explain_verdict()
            .map(|t| grundy_i18n::read(&t))
            .unwrap_or_default();
        return Ok((played, Rules::misere(text, whole.misere_searched())));
    }
    let texts = play_components(game, position);
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    let sum = Game::parse(&refs).map_err(|e| CommandError::Input(e.to_string()))?;
    let sum = MiserePlay::new(sum)
        .map_err(|e| CommandError::Other(tr!("play-misere-sum-too-large", why = e.to_string())))?;
    let text = grundy_i18n::say(&sum.explain());
    Ok((Box::new(sum), Rules::misere(text, true)))
}

/// The components of `grundy play GAME POSITION…`, in `grundy sum` syntax:
/// the game's kind says how its numbers are grouped.
fn play_components(game: &str, position: &[String]) -> Vec<String> {
    if game == "sum" {
        return position.to_vec();
    }
    let kind = grundy_engine::kinds::kind_of(game).expect("the registry has a fallback kind");
    kind.play_components(game, position)
}

/// How the game ends, for what is told along the way.
#[derive(Default)]
struct Rules {
    /// Under misère play: how its verdict is found, in words.
    misere: Option<String>,
    /// Whether the verdict is found by a search at each position (no
    /// remoteness is then computed: it would search each position again).
    searched: bool,
}

impl Rules {
    fn misere(text: String, searched: bool) -> Self {
        Rules {
            misere: Some(text),
            searched,
        }
    }
}

/// Who plays.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Players {
    /// A person against the computer; `human_first` says who starts.
    AgainstComputer { human_first: bool },
    /// Two people taking turns.
    TwoPeople,
}

/// A Grundy value as players write it: 0, *, *2, ….
fn star(v: &BigNat) -> String {
    if Natural::is_zero(v) {
        "0".into()
    } else if *v == BigNat::ONE {
        "*".into()
    } else {
        format!("*{v}")
    }
}

struct Turn {
    player: String,
    description: String,
    after: String,
    mover_was_winning: bool,
    winning: bool,
}

fn show_position(game: &dyn Playable, under: &str, out: &mut dyn Write) -> io::Result<()> {
    let Some(value) = game.grundy() else {
        let id = if game.first_player_wins() {
            "play-position-won"
        } else {
            "play-position-lost"
        };
        return writeln!(
            out,
            "\n{}",
            text(
                id,
                &[
                    ("position", Arg::from(&game.position())),
                    ("under", Arg::from(under))
                ]
            )
        );
    };
    writeln!(
        out,
        "\n{}",
        tr!(
            "play-position-value",
            position = game.position(),
            value = star(&value)
        )
    )
}

/// The moves, numbered; `labels` marks the winning ones, `values` tells
/// the value each leaves, `parts` the component each is played in.
fn list(
    moves: &[LegalMove],
    labels: bool,
    values: bool,
    parts: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let (winning, losing) = (tr!("play-label-winning"), tr!("play-label-losing"));
    let width = winning.chars().count().max(losing.chars().count());
    for (i, m) in moves.iter().enumerate() {
        let where_ = if parts {
            tr!("play-in-component", component = m.component + 1)
        } else {
            String::new()
        };
        if labels {
            let label = if m.winning { &winning } else { &losing };
            let leaves = match (values, m.winning) {
                (true, _) => star(&m.value),
                (false, true) => tr!("play-lost-position"),
                (false, false) => tr!("play-won-position"),
            };
            let leaves = tr!("play-leaves", what = leaves, value = Arg::yes(values));
            writeln!(
                out,
                "  {:>3}. {label:<width$} {where_}{} -> {} {leaves}",
                i + 1,
                grundy_i18n::say(&m.description),
                m.after
            )?;
        } else {
            writeln!(
                out,
                "  {:>3}. {where_}{} -> {}",
                i + 1,
                grundy_i18n::say(&m.description),
                m.after
            )?;
        }
    }
    Ok(())
}

/// Whether one number alone is a typed move (`N` for a single pile), so
/// that a move's number in the list must be written `#K`.
fn one_word_moves(game: &dyn Playable) -> bool {
    game.move_syntax().iter().any(|(p, _)| !p.contains(' '))
}

/// The banner: how moves are typed in this game's terms, and the commands.
fn banner(game: &dyn Playable) -> String {
    let typed: Vec<String> = game
        .move_syntax()
        .iter()
        .map(|(p, m)| tr!("play-typed-pattern", pattern = p, meaning = m))
        .collect();
    let number = if one_word_moves(game) {
        tr!("play-number-hash")
    } else {
        tr!("play-number-either")
    };
    let typed = if typed.is_empty() {
        String::new()
    } else {
        tr!(
            "play-typed",
            patterns = typed.join(&tr!("play-typed-separator"))
        )
    };
    tr!("play-banner", typed = typed, number = number)
}

/// Reads a move: `#K` (or `K` where no move is one number) for move K of
/// the list, or the move typed in the game's terms.
fn parse_move(
    text: &str,
    game: &dyn Playable,
    moves: Option<&[LegalMove]>,
) -> Result<LegalMove, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let numbered = match words.as_slice() {
        [w] if w.starts_with('#') => Some(&w[1..]),
        [w] if !one_word_moves(game) && w.bytes().all(|b| b.is_ascii_digit()) => Some(*w),
        _ => None,
    };
    if let Some(k) = numbered {
        let Some(moves) = moves else {
            return Err(tr!("play-too-many-to-number"));
        };
        return k
            .parse::<usize>()
            .ok()
            .filter(|&k| (1..=moves.len()).contains(&k))
            .map(|k| moves[k - 1].clone())
            .ok_or_else(|| tr!("play-no-such-move", k = k, count = moves.len()));
    }
    game.read_move(&words).map_err(|e| e.to_string())
}

/// Plays one game; returns whether it was played to the end.
/// With `echo`, each line read is written back after the prompt, so that a
/// game scripted through a pipe reads like one typed at a terminal.
fn play(
    start: Box<dyn Playable>,
    players: Players,
    rules: &Rules,
    input: &mut dyn BufRead,
    echo: bool,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let mut history: Vec<(Box<dyn Playable>, Turn)> = Vec::new();
    let values = start.grundy().is_some();
    let parts = start.moves_name_their_part();
    let mut game = start;
    // Mover 0 starts; the computer, if it plays, is mover 1 or mover 0.
    let computer = match players {
        Players::AgainstComputer { human_first } => Some(if human_first { 1 } else { 0 }),
        Players::TwoPeople => None,
    };
    let mut mover = 0usize;
    let is_computer = |m: usize| computer == Some(m);
    let is_you = |m: usize| !is_computer(m) && players != Players::TwoPeople;
    let name = |m: usize| match (is_computer(m), players) {
        (true, _) => tr!("play-computer"),
        (false, Players::TwoPeople) => tr!("play-player", n = m + 1),
        (false, _) => tr!("play-you"),
    };
    writeln!(out, "{}", banner(&*game))?;
    if let Some(text) = &rules.misere {
        writeln!(out, "{}\n{}", tr!("play-misere-rule"), text.trim_end())?;
    }
    let misere = rules.misere.is_some();
    let under = if misere {
        tr!("play-under-misere")
    } else {
        String::new()
    };
    loop {
        show_position(&*game, &under, out)?;
        // Too many to list (a huge heap, a huge pile): the game is still
        // played, by typed moves, and the computer finds its moves without
        // a list.
        let listed = game.legal_moves(TERMINAL_MOVE_LIMIT).ok();
        let winning = game.first_player_wins();
        let over = match &listed {
            Some(moves) => moves.is_empty(),
            None => false,
        };
        if over {
            // Normally the player who cannot move loses; in misère play, wins.
            let winner = if winning { mover } else { 1 - mover };
            let id = if winning {
                "play-over-misere"
            } else {
                "play-over"
            };
            let line = tr!(
                id,
                mover = name(mover),
                winner = name(winner),
                you = Arg::yes(is_you(winner))
            );
            writeln!(out, "{line}")?;
            print_history(&history, misere, out)?;
            return Ok(true);
        }
        // The prediction line.
        let predict = match (is_computer(mover), winning) {
            (false, true) if values => tr!("play-should-win-value", name = name(mover)),
            (false, true) => tr!("play-should-win-lost", name = name(mover)),
            (false, false) => tr!(
                "play-losing",
                name = name(mover),
                you = Arg::yes(is_you(mover)),
                values = Arg::yes(values),
                computer = Arg::yes(matches!(players, Players::AgainstComputer { .. }))
            ),
            (true, true) => tr!("play-computer-will-win"),
            (true, false) => tr!("play-computer-losing"),
        };
        writeln!(out, "{predict}")?;
        // How long perfect play lasts, from the mover's side; where the
        // search is past its budget, said once.
        // Not for a sum under misère play: each position of its search
        // would be decided again by a search of its own.
        let remoteness = match rules.searched {
            true => None,
            false => Some(grundy_engine::remoteness::remoteness(
                &*game,
                Budget::DEFAULT,
            )),
        };
        match remoteness.unwrap_or(Ok(0)) {
            _ if remoteness.is_none() => {}
            Ok(r) => {
                let who = if is_computer(mover) {
                    "computer"
                } else if is_you(mover) {
                    "you"
                } else {
                    "player"
                };
                let id = if winning {
                    "play-remoteness-win"
                } else {
                    "play-remoteness-lose"
                };
                let line = text(
                    id,
                    &[
                        ("who", Arg::from(who)),
                        ("name", Arg::from(&name(mover))),
                        ("moves", Arg::count(r)),
                    ],
                );
                writeln!(out, "{line}")?;
            }
            Err(e) if history.is_empty() => {
                let why = match (e.table, e.by_size, e.one_position) {
                    (Some(_), _, _) => "table",
                    (None, true, _) => "size",
                    (None, false, true) => "position",
                    (None, false, false) => "moves",
                };
                let (positions, moves) = e.table.unwrap_or_default();
                let line = tr!(
                    "play-remoteness-too-long",
                    why = why,
                    limit = e.limit().to_string(),
                    positions = positions.to_string(),
                    moves = moves.to_string(),
                    bytes = grundy_engine::remoteness::MOVE_BYTES
                );
                writeln!(out, "{line}")?
            }
            Err(_) => {}
        }
        let chosen = if is_computer(mover) {
            Some(
                game.computer_move(TERMINAL_MOVE_LIMIT)
                    .map_err(io::Error::other)?
                    .expect("moves exist"),
            )
        } else {
            match &listed {
                Some(moves) if moves.len() <= SHOWN => list(moves, false, values, parts, out)?,
                Some(moves) => writeln!(out, "{}", tr!("play-many-moves", count = moves.len()))?,
                None => writeln!(out, "{}", tr!("play-too-many", limit = TERMINAL_MOVE_LIMIT))?,
            }
            loop {
                write!(out, "{}> ", name(mover))?;
                out.flush()?;
                let mut line = String::new();
                if input.read_line(&mut line)? == 0 {
                    writeln!(out, "\n{}", tr!("play-input-ended"))?;
                    return Ok(false);
                }
                if echo {
                    writeln!(out, "{}", line.trim_end())?;
                }
                let line = line.trim();
                match line {
                    "" => continue,
                    "quit" | "q" => {
                        writeln!(out, "{}", tr!("play-abandoned"))?;
                        print_history(&history, misere, out)?;
                        return Ok(false);
                    }
                    "moves" | "m" | "hint" | "h" => match &listed {
                        Some(moves) => list(moves, line.starts_with('h'), values, parts, out)?,
                        None if line.starts_with('m') => writeln!(
                            out,
                            "{}",
                            tr!("play-too-many-short", limit = TERMINAL_MOVE_LIMIT)
                        )?,
                        None => {
                            let m = game
                                .computer_move(TERMINAL_MOVE_LIMIT)
                                .map_err(io::Error::other)?
                                .expect("moves exist");
                            let id = if m.winning {
                                "play-hint-winning"
                            } else {
                                "play-hint-lasting"
                            };
                            let line = tr!(id, move = m.description, after = m.after);
                            writeln!(out, "  {line}")?;
                        }
                    },
                    "undo" | "u" => {
                        // Back to the last position where this player moved.
                        let mut undone = false;
                        while let Some((before, turn)) = history.pop() {
                            let theirs = turn.player == name(mover);
                            game = before;
                            if theirs {
                                undone = true;
                                break;
                            }
                        }
                        if undone {
                            writeln!(out, "{}", tr!("play-undone"))?;
                        } else {
                            writeln!(out, "{}", tr!("play-nothing-to-undo"))?;
                        }
                        break None;
                    }
                    "help" | "?" => writeln!(out, "{}", tr!("play-help", banner = banner(&*game)))?,
                    _ => match parse_move(line, &*game, listed.as_deref()) {
                        Ok(m) => break Some(m),
                        Err(why) => {
                            writeln!(out, "{}", tr!("play-not-a-move", line = line, why = why))?
                        }
                    },
                }
            }
        };
        let Some(m) = chosen.as_ref() else {
            // After an undo the same player moves again from the earlier position.
            continue;
        };
        let line = tr!(
            "play-moved",
            name = name(mover),
            move = m.description,
            after = m.after
        );
        writeln!(out, "{line}")?;
        let next = game.after(m);
        history.push((
            game,
            Turn {
                player: name(mover),
                description: grundy_i18n::say(&m.description),
                after: m.after.clone(),
                mover_was_winning: winning,
                winning: m.winning,
            },
        ));
        game = next;
        mover = 1 - mover;
    }
}

fn print_history(
    history: &[(Box<dyn Playable>, Turn)],
    misere: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    if history.is_empty() {
        return Ok(());
    }
    let heading = if misere {
        tr!("play-history-misere")
    } else {
        tr!("play-history")
    };
    writeln!(out, "\n{heading}")?;
    let mut slips = 0;
    for (i, (_, t)) in history.iter().enumerate() {
        let note = match (t.mover_was_winning, t.winning) {
            (true, true) => tr!("play-kept-win"),
            (true, false) => {
                slips += 1;
                tr!("play-slipped")
            }
            (false, _) => tr!("play-was-losing"),
        };
        let line = tr!(
            "play-history-line",
            name = t.player,
            move = t.description,
            after = t.after,
            note = note
        );
        writeln!(out, "  {:>2}. {line}", i + 1)?;
    }
    if slips == 0 {
        writeln!(out, "{}", tr!("play-no-slip"))?;
    }
    Ok(())
}

//! `grundy survey PATTERN --to N`: every game of a family, each to N or
//! until its period is proven, on every core; a row a game, as a Markdown
//! table, CSV or JSON. With `--resume FILE` each row is appended to FILE as
//! it is made and the games already there are not computed again.

use super::rows_file;
use super::{cannot_write, check_plot, plotted, CommandError};
use crate::cli::SurveyArgs;
use grundy_engine::heap::HeapGame;
use grundy_engine::quotient::Limits;
use grundy_engine::survey::{family, plan, Budget, Checkpoint};
use grundy_i18n::tr;
use indicatif::ProgressBar;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Each game's time for its misère quotient unless `--misere-timeout`
/// says otherwise.
const MISERE_SECONDS: Duration = Duration::from_secs(2);

/// Seconds between a long game's checkpoints unless `--checkpoint-every`
/// says otherwise (as `research`'s).
const CHECKPOINT_SECONDS: u64 = 300;

/// Runs the survey: exit status 0 when every game has its row, 1 when some
/// are missing (listed, with why), 2 for bad input.
pub fn run(args: SurveyArgs) -> Result<ExitCode, CommandError> {
    check_plot(args.plot.as_ref())?;
    let games = games(&args.pattern)?;
    let to = args.to;
    if !args.merge.is_empty() {
        return merge(&args, &games);
    }
    // A shard is every k-th task of the family's plan (cousins stay
    // together), and its games in the family's order.
    let mut tasks = plan(&games);
    if let Some((i, k)) = args.shard {
        tasks = tasks
            .into_iter()
            .enumerate()
            .filter(|(n, _)| n % k == i - 1)
            .map(|(_, t)| t)
            .collect();
    }
    let in_shard: std::collections::HashSet<&HeapGame> = tasks
        .iter()
        .flat_map(|t| t.members.iter().map(|m| &m.game))
        .collect();
    let games: Vec<HeapGame> = games
        .iter()
        .filter(|g| in_shard.contains(g))
        .cloned()
        .collect();
    let mut done = match &args.resume {
        Some(path) => read_rows(path, &games, to)?,
        None => HashMap::new(),
    };
    // A take-and-break row written without `--misere` has no quotient: with
    // it, the game is computed again, and its new row, written after the
    // old one, is the one read from then on.
    if args.misere {
        done.retain(|game, row| {
            !grundy_json::survey_row_lacks_quotient(game, !row["misere"].is_null())
        });
    }
    if let Some(path) = &args.resume
        && !done.is_empty()
    {
        eprintln!(
            "{}",
            tr!(
                "survey-resumed",
                done = done.len(),
                games = games.len(),
                file = path.display().to_string()
            )
        );
    }
    let computed = tasks.len();
    tasks.retain(|t| {
        t.members
            .iter()
            .any(|m| !done.contains_key(&m.game.to_string()))
    });
    let mut file = match &args.resume {
        Some(path) => Some(rows_file::open(path)?),
        None => None,
    };
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .min(tasks.len())
        .max(1);
    // The bar draws only when stderr is a terminal.
    let bar = ProgressBar::new(games.len() as u64);
    bar.set_style(crate::progress::style("games", true));
    bar.set_position(done.len() as u64);
    let proven =
        |rows: &HashMap<String, Value>| rows.values().filter(|r| r["period"].is_u64()).count();
    bar.set_message(tr!("survey-progress", proven = proven(&done)));
    let next = AtomicUsize::new(0);
    let budget = Budget::default();
    let misere_time = args.misere_timeout.unwrap_or(MISERE_SECONDS);
    // Each octal task's checkpoint, where asked: DIR/GAME.ckpt.
    let checkpoints: Vec<Option<PathBuf>> = tasks
        .iter()
        .map(|t| {
            let dir = args.checkpoints.as_ref()?;
            t.game.sparse_rules()?;
            Some(dir.join(format!("{}.ckpt", t.game)))
        })
        .collect();
    if let Some(dir) = &args.checkpoints {
        std::fs::create_dir_all(dir).map_err(|e| {
            CommandError::Input(tr!(
                "survey-checkpoints-cannot",
                dir = dir.display().to_string(),
                why = grundy_i18n::os_error(&e)
            ))
        })?;
    }
    for (task, path) in tasks.iter().zip(&checkpoints) {
        if let Some(path) = path.as_ref().filter(|p| p.exists()) {
            eprintln!(
                "{}",
                tr!(
                    "survey-checkpoint-resumed",
                    game = task.game.to_string(),
                    file = path.display().to_string()
                )
            );
        }
    }
    let every = args
        .checkpoint_every
        .unwrap_or(Duration::from_secs(CHECKPOINT_SECONDS));
    let written: Result<(), CommandError> = std::thread::scope(|scope| {
        let (send, receive) = mpsc::channel::<(usize, Vec<Value>)>();
        for _ in 0..threads {
            let send = send.clone();
            let (tasks, next, budget, checkpoints) = (&tasks, &next, &budget, &checkpoints);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(task) = tasks.get(i) else { break };
                let start = Instant::now();
                let limits = args.misere.then(|| Limits {
                    deadline: Some(Instant::now() + misere_time),
                    ..Limits::default()
                });
                let checkpoint = checkpoints[i]
                    .as_deref()
                    .map(|path| Checkpoint { path, every });
                let computed = task.compute_saving(to, budget, limits.as_ref(), checkpoint);
                let millis = start.elapsed().as_millis();
                let rows = task
                    .members
                    .iter()
                    .map(|m| grundy_json::survey_row(&computed.row(m, to), to, millis))
                    .collect();
                if send.send((i, rows)).is_err() {
                    break;
                }
            });
        }
        drop(send);
        for (i, rows) in receive {
            for row in rows {
                let game = row["game"].as_str().unwrap_or_default().to_string();
                if done.contains_key(&game) {
                    continue;
                }
                if let (Some(file), Some(path)) = (&mut file, &args.resume) {
                    rows_file::append(file, path, &row)?;
                }
                done.insert(game, row);
            }
            // The rows are written: the game's checkpoint has served.
            if let Some(path) = &checkpoints[i] {
                let _ = std::fs::remove_file(path);
            }
            bar.set_position(done.len() as u64);
            bar.set_message(tr!("survey-progress", proven = proven(&done)));
        }
        Ok(())
    });
    bar.finish_and_clear();
    written?;
    let rows: Vec<Value> = games
        .iter()
        .map(|g| done.remove(&g.to_string()).expect("every game has its row"))
        .collect();
    print_table(&args, computed, &rows)
}

/// `--merge FILE…`: the rows the files hold (shards of one survey, each
/// written with `--resume`), a game in none of them listed as missing.
fn merge(args: &SurveyArgs, games: &[HeapGame]) -> Result<ExitCode, CommandError> {
    let mut done: HashMap<String, Value> = HashMap::new();
    for path in &args.merge {
        for (game, row) in read_rows(path, games, args.to)? {
            done.entry(game).or_insert(row);
        }
    }
    let rows: Vec<Value> = games
        .iter()
        .map(|g| {
            done.remove(&g.to_string()).unwrap_or_else(|| {
                json!({
                    "game": g.to_string(), "standard": null, "shift": 0, "to": args.to,
                    "period": null, "preperiod": null, "saltus": null, "proof": null,
                    "last_exception": null, "largest": null, "largest_at": null,
                    "rare": null, "classes": null,
                    "missing": tr!("survey-in-no-file"), "ms": null,
                })
            })
        })
        .collect();
    print_table(args, plan(games).len(), &rows)
}

/// Prints the rows as the flags ask; exit status 1 when a game is missing.
fn print_table(
    args: &SurveyArgs,
    computed: usize,
    rows: &[Value],
) -> Result<ExitCode, CommandError> {
    let to = args.to;
    let text = if args.json {
        json!({ "pattern": args.pattern, "to": to, "rows": rows }).to_string() + "\n"
    } else if args.csv {
        grundy_json::survey_csv(rows, args.misere)
    } else {
        grundy_json::survey_markdown(&args.pattern, to, computed, rows, args.misere)
    };
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(cannot_write)?;
    if let Some(plot) = &args.plot {
        let drawn = grundy_plot::survey(&plot.path, &args.pattern, to, rows);
        plotted(&plot.path, drawn)?;
    }
    let missing = rows.iter().any(|r| !r["missing"].is_null());
    Ok(if missing {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// The games of PATTERN: a family (`0.xyz`, `sub:1..6`), or a list a game
/// a line from a file (`@FILE`) or standard input (`-`).
fn games(pattern: &str) -> Result<Vec<HeapGame>, CommandError> {
    let (name, text) = if pattern == "-" {
        let mut text = String::new();
        io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| CommandError::Input(list_cannot("-", &e)))?;
        ("-".to_string(), text)
    } else if let Some(path) = pattern.strip_prefix('@') {
        let text = std::fs::read_to_string(path)
            .map_err(|e| CommandError::Input(list_cannot(path, &e)))?;
        (path.to_string(), text)
    } else {
        return family(pattern)
            .map_err(|e| CommandError::Input(grundy_i18n::say(&e.message(pattern))));
    };
    let mut games: Vec<HeapGame> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or_default().trim();
        if line.is_empty() {
            continue;
        }
        let game = HeapGame::parse(line).map_err(|e| {
            CommandError::Input(tr!(
                "survey-list-bad-game",
                file = name.as_str(),
                line = i + 1,
                why = e.to_string()
            ))
        })?;
        if !games.contains(&game) {
            games.push(game);
        }
    }
    if games.is_empty() {
        return Err(CommandError::Input(tr!("survey-list-empty", file = name)));
    }
    Ok(games)
}

fn list_cannot(file: &str, e: &io::Error) -> String {
    tr!(
        "survey-list-cannot",
        file = file,
        why = grundy_i18n::os_error(e)
    )
}

/// The rows of a file a survey wrote, by game. A line that is no row, a
/// row of another bound or a game not in this survey is bad input, named
/// by its line.
fn read_rows(
    path: &Path,
    games: &[HeapGame],
    to: usize,
) -> Result<HashMap<String, Value>, CommandError> {
    let names: std::collections::HashSet<String> = games.iter().map(|g| g.to_string()).collect();
    let file = path.display().to_string();
    let mut rows = HashMap::new();
    for (line, row) in rows_file::read(path)? {
        let not_a_row = || {
            CommandError::Input(tr!(
                "survey-resume-bad-line",
                file = file.as_str(),
                line = line
            ))
        };
        let row = row.ok_or_else(not_a_row)?;
        let (Some(game), Some(row_to)) = (
            row.get("game").and_then(Value::as_str),
            row.get("to").and_then(Value::as_u64),
        ) else {
            return Err(not_a_row());
        };
        if row_to != to as u64 {
            return Err(CommandError::Input(tr!(
                "survey-resume-other-bound",
                file = file.as_str(),
                line = line,
                game = game,
                other = row_to,
                to = to
            )));
        }
        if !names.contains(game) {
            return Err(CommandError::Input(tr!(
                "survey-resume-other-game",
                file = file.as_str(),
                line = line,
                game = game
            )));
        }
        rows.insert(game.to_string(), row);
    }
    Ok(rows)
}

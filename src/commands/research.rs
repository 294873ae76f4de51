//! `grundy research`: a nim-sequence far out, for research: statistics at
//! every power of two, a proof of the period as soon as there is one,
//! checkpoints to resume from, progress on stderr.

use super::{shell_word, CommandError};
use crate::cli::ResearchArgs;
use grundy_engine::isa::Isa;
use grundy_engine::research::{Milestone, Research};
use grundy_engine::sparse::Sparse;
use grundy_i18n::{tr, Arg};
use indicatif::ProgressBar;
use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// `grundy research`: exit status 130 when interrupted, after the
/// checkpoint is saved.
pub fn run(job: ResearchArgs) -> Result<ExitCode, CommandError> {
    let mut stdout = BufWriter::new(io::stdout().lock());
    match compute(&job, &mut stdout) {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(Stop::Input(m)) => Err(CommandError::Input(m)),
        Err(Stop::Failed(m)) => Err(CommandError::Other(m)),
        Err(Stop::OutputClosed) => Err(CommandError::OutputClosed),
        Err(Stop::Interrupted(m)) => {
            let _ = stdout.flush();
            eprintln!("{m}");
            Ok(ExitCode::from(130))
        }
    }
}

/// How a run ended badly: bad input (exit 2) or a failure on the way (1).
enum Stop {
    Input(String),
    Failed(String),
    /// The reader of the answer went away (see `CommandError::OutputClosed`).
    OutputClosed,
    Interrupted(String),
}

/// Bytes per heap on disk with `--disk`: the values, and the values
/// backwards for the engine's vectorised searches.
const DISK_BYTES_PER_HEAP: u64 = 4;

/// Bytes per heap in memory, and what they hold: the values and their
/// backwards copy (unless on disk), the second thread's copy of the values
/// (unless it maps the file). Checkpoints are written and read a part at a
/// time, and cost none.
fn memory_per_heap(job: &ResearchArgs) -> (u64, String) {
    let threads = job.threads.unwrap_or_else(Sparse::default_threads);
    let mut parts = Vec::new();
    if job.disk.is_none() {
        parts.push((4, tr!("research-memory-values")));
        if threads >= 2 {
            parts.push((2, tr!("research-memory-copy")));
        }
    }
    let bytes = parts.iter().map(|p| p.0).sum();
    let what = parts.iter().map(|p| p.1.as_str()).collect::<Vec<_>>();
    let what = grundy_i18n::join_list(&what);
    (bytes, what)
}

/// Refuses a target whose values would not fit in memory, with the estimate.
fn check_memory(job: &ResearchArgs) -> Result<(), Stop> {
    let to = job.to;
    let (per_heap, what) = memory_per_heap(job);
    if per_heap == 0 {
        return Ok(());
    }
    let need = (to as u64)
        .saturating_add(1)
        .saturating_mul(per_heap)
        .saturating_add(64 << 20);
    let Some(available) = available_memory() else {
        return Ok(());
    };
    if need > available {
        return Err(Stop::Input(tr!(
            "research-memory",
            to = to,
            need = gib(need),
            per_heap = per_heap,
            what = what,
            available = gib(available),
            disk = Arg::yes(job.disk.is_none())
        )));
    }
    Ok(())
}

/// With `--disk DIR`: the values go to files in DIR (created if need be),
/// so the disk must hold them.
fn check_disk(dir: &Path, to: usize) -> Result<(), Stop> {
    let fail = |e: String| {
        let flag = format!("--disk {}", dir.display());
        Stop::Input(tr!("flag-then", flag = flag, why = e))
    };
    fs::create_dir_all(dir).map_err(|e| fail(e.to_string()))?;
    let need = (to as u64)
        .saturating_add(1)
        .saturating_mul(DISK_BYTES_PER_HEAP);
    if let Some(free) = free_disk(dir)
        && need > free
    {
        return Err(fail(tr!(
            "research-disk-full",
            to = to,
            need = gib(need),
            per_heap = DISK_BYTES_PER_HEAP,
            free = gib(free)
        )));
    }
    Ok(())
}

/// Bytes free for this user on the file system of `dir`.
fn free_disk(dir: &Path) -> Option<u64> {
    use std::os::unix::ffi::OsStrExt;
    let path = std::ffi::CString::new(dir.as_os_str().as_bytes()).ok()?;
    let mut stat: libc::statvfs = unsafe { std::mem::zeroed() };
    // SAFETY: a valid NUL-terminated path and a statvfs to fill.
    let ok = unsafe { libc::statvfs(path.as_ptr(), &mut stat) } == 0;
    ok.then(|| stat.f_bavail as u64 * stat.f_frsize as u64)
}

fn gib(bytes: u64) -> String {
    format!("{:.1} GiB", bytes as f64 / f64::from(1u32 << 30))
}

/// MemAvailable from /proc/meminfo, where there is one.
fn available_memory() -> Option<u64> {
    let info = fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Runs the computation `job` asks for, writing the milestones and the
/// result to `out` and the progress to stderr.
fn compute(job: &ResearchArgs, out: &mut dyn Write) -> Result<(), Stop> {
    let game = &job.game.parsed;
    if let Some(dir) = &job.disk {
        check_disk(dir, job.to)?;
    }
    check_memory(job)?;
    let mut run = match (&job.checkpoint, job.resume) {
        (Some(file), true) => {
            let input = File::open(file).map_err(|e| {
                Stop::Input(tr!(
                    "research-cannot-open",
                    file = file.display(),
                    why = grundy_i18n::os_error(&e)
                ))
            })?;
            // With --disk the values go straight to their files: the
            // checkpoint is mapped, never read into memory whole.
            Research::read_checkpoint_file(&input, game, job.disk.as_deref()).map_err(|e| {
                Stop::Input(tr!(
                    "research-bad-checkpoint",
                    file = file.display(),
                    why = e
                ))
            })?
        }
        (None, true) => return Err(Stop::Input(tr!("research-resume-needs"))),
        _ => Research::new(game).map_err(|e| Stop::Input(e.to_string()))?,
    };
    // The statistics of a run cover every value it knows: they cannot be
    // told for a shorter range than the checkpoint's.
    if run.heaps() - 1 > job.to {
        return Err(Stop::Input(tr!(
            "research-reached",
            to = job.to,
            reached = run.heaps() - 1
        )));
    }
    if let Some(t) = job.threads {
        run.set_threads(t);
    }
    if job.direct {
        run.set_direct_only();
    }
    if let Some(dir) = job.disk.as_ref().filter(|_| !job.resume) {
        run.keep_values_in(dir).map_err(|e| {
            let flag = format!("--disk {}", dir.display());
            Stop::Input(tr!("flag-then", flag = flag, why = e))
        })?;
    }
    if let Some(dir) = &job.stats_dir {
        writable_dir(dir)?;
    }
    if let Some(file) = &job.checkpoint {
        let dir = file.parent().filter(|d| !d.as_os_str().is_empty());
        if let Some(dir) = dir
            && !dir.is_dir()
        {
            return Err(Stop::Input(tr!(
                "research-no-directory",
                file = file.display(),
                dir = dir.display()
            )));
        }
    }
    let mut values_out = match &job.values {
        Some(file) => {
            let mut w = BufWriter::new(File::create(file).map_err(|e| {
                Stop::Input(tr!(
                    "research-cannot-create",
                    file = file.display(),
                    why = grundy_i18n::os_error(&e)
                ))
            })?);
            // On resume the file is written again from G(0).
            for n in 0..run.heaps() {
                w.write_all(&run.value(n).to_le_bytes())
                    .map_err(|e| failed_write(file, e))?;
            }
            Some((file.clone(), w))
        }
        None => None,
    };
    let interrupted = Arc::new(AtomicBool::new(false));
    {
        let flag = interrupted.clone();
        // Without a handler (another one set already), Ctrl-C simply stops.
        let _ = ctrlc::set_handler(move || flag.store(true, Ordering::SeqCst));
    }
    // The JSON names the game as grundy writes it; the text as asked too.
    let title = game.to_string();
    let heading = super::as_asked(&job.game.text, game);
    let first = run.heaps();
    let bar = ProgressBar::new((job.to as u64).saturating_add(1));
    bar.set_style(crate::progress::style("heaps", true));
    bar.set_message(heading.clone());
    bar.set_position(first as u64);
    if !job.json && first > 1 {
        let line = tr!("research-resumed", heading = heading, last = first - 1);
        writeln!(out, "{line}").map_err(stdout_failed)?;
    }
    if !job.json && first <= 1 {
        let line = tr!("research-heading", heading = heading, to = job.to);
        writeln!(out, "{line}").map_err(stdout_failed)?;
    }
    let start = Instant::now();
    let mut last_save = Instant::now();
    let mut failure: Option<Stop> = None;
    // Heaps per call: each call ends the engine's pipeline, so calls last
    // a good fraction of a second, short enough for progress and Ctrl-C.
    let mut chunk = 1 << 16;
    while run.heaps() <= job.to {
        let before = run.heaps();
        let began = Instant::now();
        run.advance(job.to, chunk, |m| {
            if failure.is_some() {
                return;
            }
            let done = (|| {
                if let Some(dir) = &job.stats_dir {
                    write_stats(dir, m)?;
                }
                if !job.json {
                    writeln!(out, "{}", milestone_line(m)).map_err(stdout_failed)?;
                    out.flush().map_err(stdout_failed)?;
                }
                Ok(())
            })();
            if let Err(e) = done {
                failure = Some(e);
            }
        })
        .map_err(|e| Stop::Failed(e.to_string()))?;
        if let Some(e) = failure.take() {
            return Err(e);
        }
        let took = began.elapsed();
        if took < Duration::from_millis(150) {
            chunk = (2 * chunk).min(1 << 30);
        } else if took > Duration::from_millis(600) {
            chunk = (chunk / 2).max(1 << 12);
        }
        if let Some((file, w)) = &mut values_out {
            for n in before..run.heaps() {
                w.write_all(&run.value(n).to_le_bytes())
                    .map_err(|e| failed_write(file, e))?;
            }
        }
        bar.set_position(run.heaps() as u64);
        let stop = interrupted.load(Ordering::SeqCst);
        if let Some(file) = &job.checkpoint
            && (stop || last_save.elapsed() >= job.checkpoint_every)
        {
            save(&run, file)?;
            last_save = Instant::now();
        }
        if stop {
            bar.finish_and_clear();
            if let Some((file, w)) = &mut values_out {
                w.flush().map_err(|e| failed_write(file, e))?;
            }
            let resume = match &job.checkpoint {
                Some(file) => tr!(
                    "research-saved",
                    file = file.display(),
                    command = resume_command(job, file)
                ),
                None => tr!("research-not-saved"),
            };
            return Err(Stop::Interrupted(tr!(
                "research-interrupted",
                last = run.heaps() - 1,
                resume = resume
            )));
        }
    }
    bar.finish_and_clear();
    if let Some((file, w)) = &mut values_out {
        w.flush().map_err(|e| failed_write(file, e))?;
    }
    if let Some(file) = &job.checkpoint {
        save(&run, file)?;
    }
    let seconds = start.elapsed().as_secs_f64();
    let computed = run.computed();
    let rate = (computed.saturating_sub(first)) as f64 / seconds.max(1e-9);
    let (largest, largest_at) = run.largest();
    if job.json {
        let doc = grundy_json::research(&title, &job.game.text, job.to, &run, seconds);
        writeln!(out, "{doc}").map_err(stdout_failed)?;
    } else {
        let line = tr!(
            "research-value",
            to = job.to,
            value = run.value(job.to),
            checksum = format!("{:08X}", run.checksum()),
            largest = largest,
            at = largest_at
        );
        writeln!(out, "{line}").map_err(stdout_failed)?;
        let line = match run.proof() {
            Some(p) => tr!(
                "research-proof",
                proof = p,
                needed = p.needed,
                computed = computed
            ),
            None => tr!("research-no-proof", last = computed - 1),
        };
        writeln!(out, "{line}").map_err(stdout_failed)?;
    }
    // Timings vary from run to run: they go to stderr, the results to stdout.
    let timing = tr!(
        "research-timing",
        computed = computed,
        rate = format!("{rate:.0}"),
        seconds = format!("{seconds:.2}"),
        isa = Isa::best()
    );
    eprintln!("{timing}");
    out.flush().map_err(stdout_failed)?;
    Ok(())
}

/// The command that goes on from the checkpoint `file`: this run's, every
/// option kept (so that statistics, values and the disk go on too), with
/// `--resume`.
fn resume_command(job: &ResearchArgs, file: &Path) -> String {
    let mut words = vec![
        "grundy".to_string(),
        "research".into(),
        shell_word(&job.game.text),
        "--to".into(),
        job.to.to_string(),
        "--checkpoint".into(),
        shell_word(&file.display().to_string()),
        "--resume".into(),
    ];
    for (flag, path) in [
        ("--stats-dir", &job.stats_dir),
        ("--values", &job.values),
        ("--disk", &job.disk),
    ] {
        if let Some(path) = path {
            words.push(flag.into());
            words.push(shell_word(&path.display().to_string()));
        }
    }
    if let Some(threads) = job.threads {
        words.push(format!("--threads {threads}"));
    }
    if job.checkpoint_every.as_secs().to_string() != crate::cli::CHECKPOINT_EVERY {
        words.push(format!(
            "--checkpoint-every {}",
            job.checkpoint_every.as_secs()
        ));
    }
    for (flag, on) in [("--direct", job.direct), ("--json", job.json)] {
        if on {
            words.push(flag.into());
        }
    }
    words.join(" ")
}

fn stdout_failed(e: io::Error) -> Stop {
    if e.kind() == io::ErrorKind::BrokenPipe {
        return Stop::OutputClosed;
    }
    Stop::Failed(tr!(
        "research-cannot-write-answer",
        why = grundy_i18n::os_error(&e)
    ))
}

fn failed_write(file: &Path, e: io::Error) -> Stop {
    Stop::Failed(tr!(
        "research-cannot-write",
        file = file.display(),
        why = grundy_i18n::os_error(&e)
    ))
}

/// The text line for a milestone.
fn milestone_line(m: &Milestone) -> String {
    let rare = match m.last_rare {
        Some(last) => tr!("research-rare", rare = m.rare, last = last),
        None => tr!("research-rare-none"),
    };
    tr!(
        "research-milestone",
        heaps = format!("{:>10}", m.heaps),
        largest = m.largest,
        at = m.largest_at,
        values = m.counts.len(),
        rare = rare,
        checksum = format!("{:08X}", m.checksum)
    )
}

/// Fails early, with the reason, if statistics cannot be written to `dir`.
fn writable_dir(dir: &Path) -> Result<(), Stop> {
    let fail = |e: io::Error| {
        Stop::Input(tr!(
            "research-stats-dir",
            dir = dir.display(),
            why = grundy_i18n::os_error(&e)
        ))
    };
    fs::create_dir_all(dir).map_err(fail)?;
    let probe = dir.join(".grundy-write-test");
    fs::write(&probe, b"").map_err(fail)?;
    fs::remove_file(&probe).map_err(fail)
}

/// `DIR/N.txt`: a line `value count` per value occurring in G(1..=N),
/// written whole or not at all.
fn write_stats(dir: &Path, m: &Milestone) -> Result<(), Stop> {
    let file = dir.join(format!("{}.txt", m.heaps));
    let mut text = String::with_capacity(m.counts.len() * 12);
    for (v, c) in &m.counts {
        text.push_str(&format!("{v} {c}\n"));
    }
    write_whole(&file, |f| f.write_all(text.as_bytes())).map_err(|e| failed_write(&file, e))
}

fn save(run: &Research, file: &Path) -> Result<(), Stop> {
    // Straight to the file: a copy in memory would take two more bytes a
    // heap, or four while it grows.
    write_whole(file, |f| run.write_checkpoint(f)).map_err(|e| {
        Stop::Failed(tr!(
            "research-cannot-write-checkpoint",
            file = file.display(),
            why = grundy_i18n::os_error(&e)
        ))
    })
}

/// Writes to a temporary file beside `file`, syncs it and renames it over
/// `file`: a full disk or a crash leaves the old file, never half a new one.
fn write_whole(
    file: &Path,
    write: impl FnOnce(&mut BufWriter<File>) -> io::Result<()>,
) -> io::Result<()> {
    let mut tmp = file.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    let written = (|| {
        let mut f = BufWriter::new(File::create(&tmp)?);
        write(&mut f)?;
        f.into_inner().map_err(|e| e.into_error())?.sync_all()
    })();
    if let Err(e) = written {
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    fs::rename(&tmp, file)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    /// `grundy research ARGS…` as parsed.
    fn job(args: &[&str]) -> ResearchArgs {
        #[derive(Parser)]
        struct Wrapper {
            #[command(flatten)]
            job: ResearchArgs,
        }
        let words = std::iter::once("research").chain(args.iter().copied());
        Wrapper::try_parse_from(words).unwrap().job
    }

    /// Regression (issue 17): the command printed to go on after an
    /// interruption dropped `--stats-dir`, so copying it stopped the
    /// statistics; every option is kept now, and paths are quoted for the
    /// shell where they need it.
    #[test]
    fn the_resume_command_keeps_every_option() {
        for (args, expected) in [
            (
                &["treblecross", "--to", "2^24", "--checkpoint", "t.ckpt"][..],
                "grundy research treblecross --to 16777216 --checkpoint t.ckpt --resume",
            ),
            (
                &[
                    "0.007",
                    "--to",
                    "2^20",
                    "--checkpoint",
                    "my run.ckpt",
                    "--stats-dir",
                    "stats",
                    "--values",
                    "v.u16",
                    "--disk",
                    "d",
                    "--threads",
                    "1",
                    "--checkpoint-every",
                    "60",
                    "--direct",
                    "--json",
                    "--resume",
                ][..],
                "grundy research 0.007 --to 1048576 --checkpoint 'my run.ckpt' --resume \
                 --stats-dir stats --values v.u16 --disk d --threads 1 --checkpoint-every 60 \
                 --direct --json",
            ),
        ] {
            let job = job(args);
            let file = job.checkpoint.clone().unwrap();
            assert_eq!(resume_command(&job, &file), expected, "{args:?}");
        }
    }

    #[test]
    fn shell_words_are_quoted_only_where_needed() {
        assert_eq!(shell_word("0.007"), "0.007");
        assert_eq!(shell_word("sub:1,2"), "sub:1,2");
        assert_eq!(shell_word("a b"), "'a b'");
        assert_eq!(shell_word("it's"), r"'it'\''s'");
        assert_eq!(shell_word(""), "''");
    }
}

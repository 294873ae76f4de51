//! Every file of the committed fuzz corpus (`fuzz/corpus/<target>/`) run
//! through its target's check: the crashes, hangs and seeds kept there are
//! replayed by `cargo test`, without building cargo-fuzz or libFuzzer.
//! Each target is its own test, so that they run in parallel.

use std::path::{Path, PathBuf};

/// The corpus of `target`: its files, sorted so that failures are listed
/// in a stable order.
fn corpus(target: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target);
    let entries = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{target}: no corpus at {}: {e}", dir.display()));
    let mut files: Vec<PathBuf> = entries
        .map(|entry| {
            entry
                .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
                .path()
        })
        .filter(|path| path.is_file())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{target}: {} is empty", dir.display());
    files
}

/// What a panic said, when it said it in text.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> &str {
    payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(a panic without a message)")
}

/// Runs every corpus file of `target` through `check`, and fails naming
/// each file whose run panicked (all of them, not only the first).
fn replay(target: &str, check: fn(&[u8])) {
    let mut failures = Vec::new();
    let files = corpus(target);
    for path in &files {
        let data =
            std::fs::read(path).unwrap_or_else(|e| panic!("{target}: {}: {e}", path.display()));
        if let Err(payload) = std::panic::catch_unwind(|| check(&data)) {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            failures.push(format!("{target}/{name}: {}", panic_message(&*payload)));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} corpus files of {target} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// The table of targets, a row each: a test named after the target,
/// replaying its corpus through the function of the same name, and
/// `TARGETS`, the names, checked against the directories of `fuzz/`.
macro_rules! targets {
    ($($target:ident),* $(,)?) => {
        const TARGETS: &[&str] = &[$(stringify!($target)),*];
        $(
            #[test]
            fn $target() {
                replay(stringify!($target), grundy_fuzz_checks::$target);
            }
        )*
    };
}

targets!(
    checkpoint,
    coins,
    diff_nim,
    diff_sparse,
    diff_sum,
    diff_wythoff,
    graph,
    oj,
    pattern,
    play_move,
    rules,
    sum,
    web,
);

/// The names of the entries of `fuzz/<dir>`, without `suffix`, sorted.
fn names_in(dir: &str, suffix: &str) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz")
        .join(dir);
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut names: Vec<String> = entries
        .map(|entry| entry.unwrap_or_else(|e| panic!("{}: {e}", dir.display())))
        .filter_map(|entry| {
            entry
                .file_name()
                .to_str()?
                .strip_suffix(suffix)
                .map(String::from)
        })
        .collect();
    names.sort();
    names
}

#[test]
fn every_fuzz_target_and_corpus_is_replayed() {
    let mut table: Vec<&str> = TARGETS.to_vec();
    table.sort();
    // A target added to fuzz/ without a row here would go unreplayed.
    assert_eq!(names_in("fuzz_targets", ".rs"), table, "fuzz/fuzz_targets");
    assert_eq!(names_in("corpus", ""), table, "fuzz/corpus");
}

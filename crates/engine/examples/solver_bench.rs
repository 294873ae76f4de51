//! Speed of the generic solver (`solver::Solver`) on user-defined games,
//! measured side by side with a plain recursive memoized search written for
//! each game by hand.
//!
//! ```sh
//! cargo run --release --example solver_bench -p grundy-engine
//! cargo run --release --example solver_bench -p grundy-engine -- --piles 40 --pins 30 --reps 3
//! ```
//!
//! Options (all optional):
//!
//! * `--piles N` largest pile of the three-pile game (default 100)
//! * `--pins N`  longest row of the Kayles-rows game (default 44)
//! * `--reps R`  timed repetitions, median reported (default 5)
//!
//! The games:
//!
//! * **Three piles**: a position is `[a, b, c]` (ordered, not sorted); a move
//!   takes 1, 2 or 3 counters from one pile, or 1 counter from each of the
//!   three piles. The last move coupling the piles, the value is not the xor
//!   of the piles'. Start positions: `[N, N, N]`, `[N, N − 1, N − 2]`,
//!   `[N / 2, N, 1]`, which between them reach every position of the cube.
//!   Positions are cheap (6 bytes, about 10 moves) so the table and the
//!   engine's own bookkeeping dominate.
//! * **Kayles rows**: a position is the sorted list of row lengths
//!   (`Vec<u16>`); a move knocks down one pin or two adjacent pins of a row.
//!   The solver is *not* told that rows are independent (no `components`),
//!   so it searches sums of rows as whole positions. Start positions:
//!   `[N]`, `[N − 3, 2]`, `[N − 6, 3, 1]`. Positions are heap-allocated and
//!   have about twice their pin count of moves, so building moves dominates.
//!
//! Each repetition builds a fresh `Solver` and a fresh table for the plain
//! search (an `FxHashMap`, the solver's hasher) and values the start
//! positions, the two timed one after the other, which one goes first
//! alternating; a table is dropped (untimed) before the next run starts. Positions per second is the
//! number of distinct positions valued (the table sizes, checked equal)
//! divided by the time. After timing, one more untimed pair of runs is made
//! and every position of the plain search's table is checked to have the
//! same value in the solver.
//!
//! The plain searches run on a thread with a 1 GiB stack; the recursion is at
//! most `3N` (three piles) or `N` (Kayles rows) deep.
//!
//! Output is markdown.

use grundy_engine::solver::{ImpartialGame, Solver};
use rustc_hash::FxHashMap;
use std::hint::black_box;
use std::time::{Duration, Instant};

// ---------------------------------------------------------------- games ----

/// Take 1..=3 from one pile, or 1 from every pile.
struct ThreePiles;

type Piles = [u16; 3];

impl ImpartialGame for ThreePiles {
    type Position = Piles;
    fn moves(&self, p: &Piles) -> Vec<Piles> {
        let mut out = Vec::with_capacity(10);
        self.moves_into(p, &mut out);
        out
    }
    // Listing into the solver's reused buffer: no allocation per position,
    // as in the plain search.
    fn moves_into(&self, p: &Piles, out: &mut Vec<Piles>) {
        for i in 0..3 {
            for take in 1..=3.min(p[i]) {
                let mut q = *p;
                q[i] -= take;
                out.push(q);
            }
        }
        if p.iter().all(|&h| h > 0) {
            out.push([p[0] - 1, p[1] - 1, p[2] - 1]);
        }
    }
}

/// The plain search for [`ThreePiles`]: recursion, a table, and a bitmask
/// for the mex (at most 10 options, so every value is at most 10).
fn plain_three(memo: &mut FxHashMap<Piles, u32>, p: Piles) -> u32 {
    if let Some(&v) = memo.get(&p) {
        return v;
    }
    let mut seen: u64 = 0;
    for i in 0..3 {
        for take in 1..=3.min(p[i]) {
            let mut q = p;
            q[i] -= take;
            seen |= 1 << plain_three(memo, q);
        }
    }
    if p.iter().all(|&h| h > 0) {
        seen |= 1 << plain_three(memo, [p[0] - 1, p[1] - 1, p[2] - 1]);
    }
    let v = (!seen).trailing_zeros();
    memo.insert(p, v);
    v
}

/// Kayles on several rows, the rows given as a sorted list of lengths, with
/// no hint that the rows are independent.
struct KaylesRows;

type Rows = Vec<u16>;

/// The rows left when `knocked` pins are knocked down from row `i`, leaving
/// `left` pins to their left.
fn knock(rows: &[u16], i: usize, knocked: u16, left: u16) -> Rows {
    let right = rows[i] - knocked - left;
    let mut next = Vec::with_capacity(rows.len() + 1);
    next.extend_from_slice(&rows[..i]);
    next.extend_from_slice(&rows[i + 1..]);
    next.extend([left, right].into_iter().filter(|&r| r > 0));
    next.sort_unstable();
    next
}

/// Calls `each` with every option of `rows`: knock down one pin or two
/// adjacent pins, with the same (mirror-image) options listed once.
fn for_each_kayles_option(rows: &[u16], mut each: impl FnMut(Rows)) {
    for i in 0..rows.len() {
        if i > 0 && rows[i] == rows[i - 1] {
            continue; // the same row length again gives the same options
        }
        let row = rows[i];
        for knocked in 1..=2.min(row) {
            for left in 0..=(row - knocked) / 2 {
                each(knock(rows, i, knocked, left));
            }
        }
    }
}

impl ImpartialGame for KaylesRows {
    type Position = Rows;
    fn moves(&self, rows: &Rows) -> Vec<Rows> {
        let mut out = Vec::new();
        self.moves_into(rows, &mut out);
        out
    }
    fn moves_into(&self, rows: &Rows, out: &mut Vec<Rows>) {
        for_each_kayles_option(rows, |next| out.push(next));
    }
}

/// The plain search for [`KaylesRows`]. Values stay below 16 (Kayles values
/// of rows this short are below 16, and xors of them too), asserted.
fn plain_kayles(memo: &mut FxHashMap<Rows, u32>, rows: Rows) -> u32 {
    if let Some(&v) = memo.get(&rows) {
        return v;
    }
    let mut seen: u64 = 0;
    for_each_kayles_option(&rows, |next| {
        let g = plain_kayles(memo, next);
        assert!(g < 64, "the bitmask holds values below 64");
        seen |= 1 << g;
    });
    let v = (!seen).trailing_zeros();
    memo.insert(rows, v);
    v
}

// ------------------------------------------------------------ harness ----

struct Options {
    piles: u16,
    pins: u16,
    reps: usize,
}

fn usage(message: &str) -> ! {
    eprintln!("{message}");
    eprintln!("usage: solver_bench [--piles N] [--pins N] [--reps R]");
    std::process::exit(2);
}

fn parse_options() -> Options {
    let mut options = Options {
        piles: 100,
        pins: 44,
        reps: 5,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| usage(&format!("{flag} needs a value")))
        };
        match flag.as_str() {
            "--piles" => {
                options.piles = value()
                    .parse()
                    .ok()
                    .filter(|&n| (4..=1000).contains(&n))
                    .unwrap_or_else(|| usage("--piles takes a number from 4 to 1000"))
            }
            "--pins" => {
                options.pins = value()
                    .parse()
                    .ok()
                    .filter(|&n| (7..=70).contains(&n))
                    .unwrap_or_else(|| usage("--pins takes a number from 7 to 70"))
            }
            "--reps" => {
                options.reps = value()
                    .parse()
                    .ok()
                    .filter(|&n| n >= 1)
                    .unwrap_or_else(|| usage("--reps takes a positive number"))
            }
            _ => usage(&format!("unknown option {flag}")),
        }
    }
    options
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort_unstable();
    times[times.len() / 2]
}

/// One game's measurement: the median times and the positions valued.
struct Row {
    game: String,
    positions: usize,
    generic: Duration,
    plain: Duration,
}

/// Times `generic` and `plain` `reps` times each, alternating which goes
/// first. Each returns the number of positions it valued and its table; a
/// table is dropped after its clock stops and before the next run starts,
/// so no run shares the heap with another's table. The tables of one last,
/// untimed pair of runs are returned for the value check.
fn measure<S, M>(
    reps: usize,
    mut generic: impl FnMut() -> (usize, S),
    mut plain: impl FnMut() -> (usize, M),
) -> (usize, Duration, Duration, S, M) {
    let mut generic_times = Vec::with_capacity(reps);
    let mut plain_times = Vec::with_capacity(reps);
    let mut counts = Vec::with_capacity(2 * reps);
    for rep in 0..reps {
        for which in [rep % 2, 1 - rep % 2] {
            let start = Instant::now();
            if which == 0 {
                let (n, solver) = black_box(generic());
                generic_times.push(start.elapsed());
                counts.push(n);
                drop(solver);
            } else {
                let (n, memo) = black_box(plain());
                plain_times.push(start.elapsed());
                counts.push(n);
                drop(memo);
            }
        }
    }
    let (n_generic, solver) = generic();
    let (n_plain, memo) = plain();
    assert_eq!(n_generic, n_plain, "both searches value the same positions");
    assert!(counts.iter().all(|&c| c == n_generic), "every run alike");
    (
        n_generic,
        median(generic_times),
        median(plain_times),
        solver,
        memo,
    )
}

fn three_piles(options: &Options) -> Row {
    let n = options.piles;
    let starts: [Piles; 3] = [[n, n, n], [n, n - 1, n - 2], [n / 2, n, 1]];
    let (positions, generic, plain, mut solver, memo) = measure(
        options.reps,
        || {
            let mut solver = Solver::new(ThreePiles);
            for s in &starts {
                black_box(solver.grundy(s).expect("the game ends"));
            }
            (solver.positions_evaluated(), solver)
        },
        || {
            let mut memo = FxHashMap::default();
            for s in &starts {
                black_box(plain_three(&mut memo, *s));
            }
            (memo.len(), memo)
        },
    );
    for (p, &v) in &memo {
        assert_eq!(solver.grundy(p).unwrap(), u64::from(v), "value of {p:?}");
    }
    Row {
        game: format!("three piles ≤ {n}: take 1–3 from one, or 1 from all"),
        positions,
        generic,
        plain,
    }
}

fn kayles_rows(options: &Options) -> Row {
    let n = options.pins;
    let starts: [Rows; 3] = [vec![n], vec![2, n - 3], vec![1, 3, n - 6]];
    let (positions, generic, plain, mut solver, memo) = measure(
        options.reps,
        || {
            let mut solver = Solver::new(KaylesRows);
            for s in &starts {
                black_box(solver.grundy(s).expect("the game ends"));
            }
            (solver.positions_evaluated(), solver)
        },
        || {
            let mut memo = FxHashMap::default();
            for s in &starts {
                black_box(plain_kayles(&mut memo, s.clone()));
            }
            (memo.len(), memo)
        },
    );
    for (p, &v) in &memo {
        assert_eq!(solver.grundy(p).unwrap(), u64::from(v), "value of {p:?}");
    }
    Row {
        game: format!("Kayles rows, {n} pins, no components hint"),
        positions,
        generic,
        plain,
    }
}

fn per_second(positions: usize, time: Duration) -> String {
    let rate = positions as f64 / time.as_secs_f64();
    format!("{:.2} M", rate / 1e6)
}

fn main() {
    let options = parse_options();
    // The plain searches recurse; give them room whatever N is.
    let rows = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || vec![three_piles(&options), kayles_rows(&options)])
        .expect("a thread")
        .join()
        .expect("the benchmark ran");
    println!(
        "| game | positions | generic `Solver` s | plain search s | generic pos/s | plain pos/s | generic / plain time |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for row in &rows {
        println!(
            "| {} | {} | {:.3} | {:.3} | {} | {} | {:.2}× |",
            row.game,
            row.positions,
            row.generic.as_secs_f64(),
            row.plain.as_secs_f64(),
            per_second(row.positions, row.generic),
            per_second(row.positions, row.plain),
            row.generic.as_secs_f64() / row.plain.as_secs_f64()
        );
    }
    println!();
    println!("Values agree on every position (checked after timing).");
}

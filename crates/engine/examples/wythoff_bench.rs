//! Speed of the Wythoff engine, measured side by side with a baseline.
//!
//! ```sh
//! cargo run --release --example wythoff_bench -p grundy-engine
//! cargo run --release --example wythoff_bench -p grundy-engine -- --pairs 10000 --sizes 256,512
//! ```
//!
//! Options (all optional):
//!
//! * `--pairs P`   random pairs (a, b) below 10^18 (default 1000000)
//! * `--sizes LIST` comma-separated table sizes N (default 1024,2048,4096)
//! * `--reps R`    timed repetitions of the fast measurements, median
//!   reported (default 5); the naive table is built once per size
//! * `--seed S`    splitmix64 seed (default 2026)
//! * `--no-naive`  skip the naive table (only `grundy_table` is timed)
//!
//! Verdicts: `wythoff::outcome` and `wythoff::winning_moves` on the random
//! pairs, next to the textbook double-precision verdict
//! `⌊k·φ⌋ = (k as f64 * φ).floor()`, whose wrong answers are counted against
//! the exact engine. Random pairs are almost never P-positions, so the same is
//! also done on one P-position `(⌊kφ⌋, ⌊kφ⌋ + k)` per pair (the same random
//! k's, scaled so that both piles stay below 10^18), where a wrong `⌊kφ⌋`
//! becomes a wrong verdict.
//!
//! Tables: `wythoff::grundy_table(N)` against the plain O(N³) table built
//! here: for each cell, the values of every cell to its left, above and
//! up-left diagonal go into a seen-array, and the mex is taken. The two
//! tables are checked equal.
//!
//! Output is markdown.

use grundy_engine::wythoff::{floor_phi, grundy_table, outcome, winning_moves};
use std::hint::black_box;
use std::time::{Duration, Instant};

const LIMIT: u64 = 1_000_000_000_000_000_000;
const PHI: f64 = 1.618_033_988_749_895;

struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..bound` (rejection sampling, no modulo bias).
    fn below(&mut self, bound: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % bound;
        loop {
            let x = self.next();
            if x < zone {
                return x % bound;
            }
        }
    }
}

struct Options {
    pairs: usize,
    sizes: Vec<usize>,
    reps: usize,
    seed: u64,
    naive: bool,
}

fn usage(message: &str) -> ! {
    eprintln!("{message}");
    eprintln!(
        "usage: wythoff_bench [--pairs P] [--sizes N1,N2,..] [--reps R] [--seed S] [--no-naive]"
    );
    std::process::exit(2);
}

fn parse_options() -> Options {
    let mut options = Options {
        pairs: 1_000_000,
        sizes: vec![1024, 2048, 4096],
        reps: 5,
        seed: 2026,
        naive: true,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .unwrap_or_else(|| usage(&format!("{name} needs a value")))
        };
        let number = |text: String| -> usize {
            text.replace('_', "")
                .parse()
                .unwrap_or_else(|_| usage(&format!("not a number: {text}")))
        };
        match arg.as_str() {
            "--pairs" => options.pairs = number(value("--pairs")).max(1),
            "--reps" => options.reps = number(value("--reps")).max(1),
            "--seed" => options.seed = number(value("--seed")) as u64,
            "--sizes" => {
                options.sizes = value("--sizes")
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(|s| number(s.to_string()))
                    .collect();
            }
            "--no-naive" => options.naive = false,
            "-h" | "--help" => usage("Wythoff benchmark"),
            other => usage(&format!("unknown argument: {other}")),
        }
    }
    options
}

/// Median wall time of `reps` runs of `f`, and the value of the last run.
fn time_median<T>(reps: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut times = Vec::with_capacity(reps);
    let mut last = None;
    for _ in 0..reps {
        let start = Instant::now();
        let value = black_box(f());
        times.push(start.elapsed());
        last = Some(value);
    }
    times.sort();
    (times[reps / 2], last.expect("reps >= 1"))
}

/// The textbook verdict: first player wins unless the smaller pile is
/// `(k as f64 * φ).floor()`, k the difference.
fn float_first_player_wins(a: u64, b: u64) -> bool {
    let (x, y) = if a <= b { (a, b) } else { (b, a) };
    let k = y - x;
    (k as f64 * PHI).floor() as u64 != x
}

fn exact_first_player_wins(a: u64, b: u64) -> bool {
    outcome(&a, &b).first_player_wins()
}

fn count_wins(pairs: &[(u64, u64)], verdict: fn(u64, u64) -> bool) -> usize {
    pairs
        .iter()
        .filter(|&&(a, b)| verdict(black_box(a), black_box(b)))
        .count()
}

fn count_moves(pairs: &[(u64, u64)]) -> usize {
    pairs
        .iter()
        .map(|&(a, b)| winning_moves(black_box(&a), black_box(&b)).len())
        .sum()
}

fn ns_per(d: Duration, n: usize) -> f64 {
    d.as_secs_f64() * 1e9 / n as f64
}

fn per_second(d: Duration, n: usize) -> String {
    let rate = n as f64 / d.as_secs_f64();
    if rate >= 1e6 {
        format!("{:.1} M", rate / 1e6)
    } else {
        format!("{:.0} k", rate / 1e3)
    }
}

fn verdicts(options: &Options) {
    let mut rng = SplitMix64(options.seed);
    let n = options.pairs;
    let random: Vec<(u64, u64)> = (0..n)
        .map(|_| (rng.below(LIMIT), rng.below(LIMIT)))
        .collect();
    // P-positions (⌊kφ⌋, ⌊kφ⌋ + k) with ⌊kφ⌋ + k = ⌊kφ²⌋ < 10^18, that is
    // k < 10^18 / φ² ≈ 3.8 · 10^17; smaller pile first or second at random.
    let k_limit = 381_966_011_250_105_000; // just below 10^18 / φ²
    let p_positions: Vec<(u64, u64)> = (0..n)
        .map(|_| {
            let k = rng.below(k_limit);
            let a = floor_phi(&k).expect("fits u64");
            let b = a + k;
            assert!(b < LIMIT);
            if rng.next() & 1 == 0 {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();

    println!("### Verdicts ({n} pairs, seed {})\n", options.seed);
    println!("Median of {} runs over the whole set.\n", options.reps);
    println!(
        "| pairs | method | total ms | ns / pair | pairs / s | first-player wins | wrong verdicts | speed vs f64 |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
    for (label, set) in [
        ("random, a, b < 10^18", &random),
        ("P-positions, b < 10^18", &p_positions),
    ] {
        // Exact verdicts, once, as the reference for the count of wrong ones.
        let exact: Vec<bool> = set
            .iter()
            .map(|&(a, b)| exact_first_player_wins(a, b))
            .collect();
        let wrong = set
            .iter()
            .zip(&exact)
            .filter(|&(&(a, b), &e)| float_first_player_wins(a, b) != e)
            .count();
        // Alternate the two methods in each repetition.
        let mut t_float = Vec::new();
        let mut t_exact = Vec::new();
        let (mut w_float, mut w_exact) = (0, 0);
        for _ in 0..options.reps {
            let (d, w) = time_median(1, || count_wins(set, float_first_player_wins));
            t_float.push(d);
            w_float = w;
            let (d, w) = time_median(1, || count_wins(set, exact_first_player_wins));
            t_exact.push(d);
            w_exact = w;
        }
        t_float.sort();
        t_exact.sort();
        let (d_float, d_exact) = (t_float[options.reps / 2], t_exact[options.reps / 2]);
        let (d_moves, moves) = time_median(options.reps, || count_moves(set));
        let speed = d_float.as_secs_f64() / d_exact.as_secs_f64();
        println!(
            "| {label} | f64 `(k as f64 * φ).floor()` (baseline) | {:.1} | {:.1} | {} | {w_float} | **{wrong}** | 1.00× |",
            d_float.as_secs_f64() * 1e3,
            ns_per(d_float, n),
            per_second(d_float, n),
        );
        println!(
            "| {label} | exact `wythoff::outcome` | {:.1} | {:.1} | {} | {w_exact} | 0 | {speed:.2}× |",
            d_exact.as_secs_f64() * 1e3,
            ns_per(d_exact, n),
            per_second(d_exact, n),
        );
        println!(
            "| {label} | exact `wythoff::winning_moves` ({moves} moves) | {:.1} | {:.1} | {} | – | – | {:.2}× |",
            d_moves.as_secs_f64() * 1e3,
            ns_per(d_moves, n),
            per_second(d_moves, n),
            d_float.as_secs_f64() / d_moves.as_secs_f64(),
        );
    }
    // The first k where the float ⌊kφ⌋ is wrong, found by a scan.
    let first_bad = (0u64..200_000_000)
        .find(|&k| (k as f64 * PHI).floor() as u64 != floor_phi(&k).expect("fits u64"));
    match first_bad {
        Some(k) => println!(
            "\nThe f64 formula first gets ⌊kφ⌋ wrong at k = {k} (exact {}, f64 {}).",
            floor_phi(&k).expect("fits u64"),
            (k as f64 * PHI).floor() as u64
        ),
        None => println!("\nThe f64 formula gets ⌊kφ⌋ right for every k < 2·10^8."),
    }
    println!();
}

/// The plain O(N³) table: for each cell, mark the values of every cell to
/// its left, above and up-left diagonal, then take the least unmarked value.
/// The seen-array is stamped with the cell number instead of being cleared.
fn naive_table(n: usize) -> Vec<u32> {
    let mut table = vec![0u32; n * n];
    let mut seen = vec![usize::MAX; 2 * n + 1];
    for a in 0..n {
        for b in 0..n {
            let stamp = a * n + b;
            for j in 0..b {
                seen[table[a * n + j] as usize] = stamp;
            }
            for i in 0..a {
                seen[table[i * n + b] as usize] = stamp;
            }
            for t in 1..=a.min(b) {
                seen[table[(a - t) * n + (b - t)] as usize] = stamp;
            }
            let mut mex = 0;
            while seen[mex] == stamp {
                mex += 1;
            }
            table[stamp] = mex as u32;
        }
    }
    table
}

fn tables(options: &Options) {
    println!("### Grundy table G(a, b), 0 ≤ a, b < N\n");
    println!(
        "`grundy_table`: median of {} runs; naive O(N³): one run.\n",
        options.reps
    );
    println!(
        "| N | cells | naive s | `grundy_table` s | ns / cell | speed vs naive | tables equal |"
    );
    println!("|---:|---:|---:|---:|---:|---:|---|");
    for &n in &options.sizes {
        let (d_fast, fast) = time_median(options.reps, || grundy_table(n));
        let cells = n * n;
        if options.naive {
            let start = Instant::now();
            let naive = black_box(naive_table(n));
            let d_naive = start.elapsed();
            let equal = naive == fast;
            println!(
                "| {n} | {cells} | {:.3} | {:.4} | {:.2} | **{:.0}×** | {} |",
                d_naive.as_secs_f64(),
                d_fast.as_secs_f64(),
                ns_per(d_fast, cells),
                d_naive.as_secs_f64() / d_fast.as_secs_f64(),
                if equal { "yes" } else { "**NO**" },
            );
            assert!(equal, "grundy_table({n}) differs from the naive table");
        } else {
            println!(
                "| {n} | {cells} | – | {:.4} | {:.2} | – | – |",
                d_fast.as_secs_f64(),
                ns_per(d_fast, cells),
            );
        }
    }
    println!();
}

fn main() {
    let options = parse_options();
    verdicts(&options);
    tables(&options);
}

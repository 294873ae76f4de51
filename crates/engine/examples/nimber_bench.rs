//! Speed of the batch nim-product, without input or output: products per
//! second of `nimber::mul64_batch` with every kernel, and of one `mul64`
//! at a time, on the same random pairs.
//!
//! ```sh
//! cargo run --release --example nimber_bench -p grundy-engine
//! cargo run --release --example nimber_bench -p grundy-engine -- --pairs 100000 --reps 3
//! ```
//!
//! Options (all optional):
//!
//! * `--pairs P`  random pairs of words (default 1048576)
//! * `--reps R`   timed passes over all pairs per kernel, median reported
//!   (default 7; `mul64`, a hundred times slower, gets 1 pass)
//! * `--seed S`   splitmix64 seed (default 64)
//!
//! The pairs are splitmix64's outputs from the seed, `a₀ b₀ a₁ b₁ …`, the
//! same as bench/nim_product.sh's C++ twin of the table method draws; every
//! kernel's products are folded into a checksum (`c = rotl(c, 1) ⊕ p`), and
//! the kernels must agree on it, which the script also compares with the
//! twin's. One line per kernel:
//!
//! `kernel NAME ns_per_product X products_per_second Y checksum Z`

use grundy_engine::isa::Isa;
use grundy_engine::nimber::{mul64, mul64_batch_with};
use std::hint::black_box;
use std::time::Instant;

struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

fn usage(message: &str) -> ! {
    eprintln!("{message}");
    eprintln!("usage: nimber_bench [--pairs P] [--reps R] [--seed S]");
    std::process::exit(2);
}

fn checksum(products: &[u64]) -> u64 {
    products.iter().fold(0u64, |c, &p| c.rotate_left(1) ^ p)
}

/// The median of `reps` timed runs of `pass`, in seconds.
fn median_seconds(reps: usize, mut pass: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..reps)
        .map(|_| {
            let t = Instant::now();
            pass();
            t.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn report(name: &str, pairs: usize, seconds: f64, products: &[u64]) {
    println!(
        "kernel {name} ns_per_product {:.2} products_per_second {:.0} checksum {:016x}",
        seconds * 1e9 / pairs as f64,
        pairs as f64 / seconds,
        checksum(products)
    );
}

fn main() {
    let (mut pairs, mut reps, mut seed) = (1usize << 20, 7usize, 64u64);
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || {
            args.next()
                .and_then(|v| v.parse::<u64>().ok())
                .unwrap_or_else(|| usage(&format!("{flag} takes a whole number")))
        };
        match flag.as_str() {
            "--pairs" => pairs = value() as usize,
            "--reps" => reps = value().max(1) as usize,
            "--seed" => seed = value(),
            _ => usage(&format!("unknown option {flag}")),
        }
    }
    let mut rng = SplitMix64(seed);
    let (mut a, mut b) = (Vec::with_capacity(pairs), Vec::with_capacity(pairs));
    for _ in 0..pairs {
        a.push(rng.next());
        b.push(rng.next());
    }
    let mut out = vec![0u64; pairs];
    let mut sums = Vec::new();
    // The portable kernel, then the processor's (the best level), if it is
    // another; each once untimed first, for its tables and caches.
    let mut kernels = vec![("portable", Isa::portable())];
    let best = Isa::best();
    if best != Isa::portable() {
        kernels.push(("best", best));
    }
    for (name, isa) in kernels {
        mul64_batch_with(isa, &a, &b, &mut out);
        let seconds = median_seconds(reps, || {
            mul64_batch_with(isa, black_box(&a), black_box(&b), &mut out)
        });
        report(&format!("mul64_batch/{name}({isa})"), pairs, seconds, &out);
        sums.push(checksum(&out));
    }
    let seconds = median_seconds(1, || {
        for ((o, &x), &y) in out.iter_mut().zip(&a).zip(&b) {
            *o = mul64(black_box(x), y);
        }
    });
    report("mul64", pairs, seconds, &out);
    sums.push(checksum(&out));
    if sums.iter().any(|&s| s != sums[0]) {
        eprintln!("the kernels disagree: checksums {sums:x?}");
        std::process::exit(1);
    }
}

//! Hostile clients against a running `grundy serve` on loopback: slow
//! connections (a byte a second), oversized and malformed requests, all at
//! once, while a well-formed request every tenth of a second is timed.
//! Prints how each kind ended and the well-formed requests' latency; exits 1
//! if a well-formed request failed or took a second or more. It stops by
//! itself: the attack lasts `--seconds`, then as long again at most for the
//! hostile connections to end. `bench/serve_hostile.sh` runs it and
//! measures the server's memory.
//!
//! ```sh
//! cargo run --release -p grundy-web --example hostile -- --addr 127.0.0.1:8080
//! ```
//!
//! Options: `--addr HOST:PORT` (loopback only, required), `--slow N`
//! (default 2000), `--bad N` (default 1000), `--seconds S` (default 15;
//! `grundy serve` drops a slow client after 10).

#[path = "common/args.rs"]
mod args;
#[path = "../tests/common/hostile.rs"]
mod hostile;

use args::Args;
use hostile::End;
use std::collections::BTreeMap;
use std::time::Duration;

fn main() {
    let args = Args::new("hostile --addr 127.0.0.1:PORT [--slow N] [--bad N] [--seconds S]");
    let slow = args.number("--slow", 2000, 10_000);
    let bad = args.number("--bad", 1000, 10_000);
    let seconds = args.number("--seconds", 15, 120);
    let addr = args
        .loopback_addr("attacked")
        .unwrap_or_else(|| args.fail("--addr is required"));
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let report = runtime.block_on(hostile::attack(
        addr,
        slow,
        bad,
        Duration::from_secs(seconds as u64),
    ));
    let mut ends: BTreeMap<String, usize> = BTreeMap::new();
    let name = |end: &End| match end {
        End::Status(s, _) => format!("answered {s}"),
        End::Closed(_) => "closed".into(),
        End::Open => "still open".into(),
    };
    for end in &report.slow {
        *ends.entry(format!("slow: {}", name(end))).or_default() += 1;
    }
    for (kind, end) in &report.bad {
        *ends.entry(format!("{kind:?}: {}", name(end))).or_default() += 1;
    }
    for (what, count) in &ends {
        println!("{count:>6}  {what}");
    }
    let longest_slow = report
        .slow
        .iter()
        .filter_map(|e| match e {
            End::Closed(d) | End::Status(_, d) => Some(*d),
            End::Open => None,
        })
        .max()
        .unwrap_or_default();
    println!("slow connections dropped after at most {longest_slow:.1?}");
    let mut probes = report.probes.clone();
    probes.sort();
    let max = probes.last().copied().unwrap_or_default();
    println!(
        "{} well-formed requests answered, {} failed; latency p50 {:.1?}, max {max:.1?}",
        probes.len(),
        report.probe_failures.len(),
        probes.get(probes.len() / 2).copied().unwrap_or_default(),
    );
    if !report.probe_failures.is_empty() || max >= Duration::from_secs(1) {
        std::process::exit(1);
    }
}

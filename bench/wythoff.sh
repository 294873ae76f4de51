#!/usr/bin/env bash
# Benchmark: Wythoff's game in grundy-engine, side by side with baselines in
# one run (crates/engine/examples/wythoff_bench.rs).
#
#   bash bench/wythoff.sh                                   # full run
#   bash bench/wythoff.sh --pairs 100000 --sizes 256,512    # quick run
#
# Arguments are passed to the example:
#   --pairs P        random pairs (a, b) below 10^18 (default 1000000)
#   --sizes LIST     table sizes N, comma-separated (default 1024,2048,4096)
#   --reps R         repetitions of the fast measurements, median (default 5)
#   --seed S         splitmix64 seed (default 2026)
#   --no-naive       skip the naive O(N^3) table
#
# Verdicts: wythoff::outcome and wythoff::winning_moves against the textbook
# f64 formula (k as f64 * phi).floor(), whose wrong verdicts are counted.
# Tables: wythoff::grundy_table(N) against the plain O(N^3) mex table; the
# two tables must be equal (the example panics otherwise).
# Output is markdown.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

cargo build --release --example wythoff_bench -p grundy-engine >&2

echo "## Wythoff run"
echo
echo "- Command: \`bash bench/wythoff.sh${*:+ $*}\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM"
echo "- $(rustc --version)"
echo "- Date: $(date -u +%Y-%m-%d)"
echo
"$ROOT/target/release/examples/wythoff_bench" "$@"

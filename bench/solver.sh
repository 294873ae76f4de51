#!/usr/bin/env bash
# Benchmark: the generic solver (solver::Solver) on two user-defined games,
# side by side in one run with a plain recursive memoized search written for
# each game (crates/engine/examples/solver_bench.rs).
#
#   bash bench/solver.sh                         # two sizes, 5 repetitions
#   bash bench/solver.sh --piles 40 --pins 40    # one size, passed through
#
# With no arguments the example runs twice: a small size whose tables fit in
# the cache (--piles 40 --pins 40) and a large one of about a million
# positions per game (--piles 100 --pins 60). Arguments are passed to the
# example instead:
#   --piles N   largest pile of the three-pile game
#   --pins N    longest row of the Kayles-rows game
#   --reps R    timed repetitions, median reported (default 5)
# Both searches must value the same positions alike (the example panics
# otherwise). Output is markdown.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

cargo build --release --example solver_bench -p grundy-engine >&2
BIN="$ROOT/target/release/examples/solver_bench"

echo "## Generic solver run"
echo
echo "- Command: \`bash bench/solver.sh${*:+ $*}\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM"
echo "- $(rustc --version)"
echo "- Date: $(date -u +%Y-%m-%d)"
echo
if [ "$#" -gt 0 ]; then
    "$BIN" "$@"
else
    echo "### Small: --piles 40 --pins 40"
    echo
    "$BIN" --piles 40 --pins 40
    echo
    echo "### Large: --piles 100 --pins 60"
    echo
    "$BIN" --piles 100 --pins 60
fi

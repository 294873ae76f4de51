#!/usr/bin/env bash
# Benchmark: the small codes both programs solve, timed code by code inside
# one process each: MisereSolver's sweep (its --search4D, one JVM start for
# all, its JIT warm) beside grundy's engine (crates/engine/examples/
# quotient_times.rs, Quotient::build best of three in one process).
#
#   MISERE_SOLVER=/path/to/misere bash bench/quotient_sweep.sh
#   FROM=0.0001 WALL=300 TIMEOUT=2 MISERE_SOLVER=... bash bench/quotient_sweep.sh
#
# A single `MisereSolver CODE` of a small code spends 0-35 ms past its JVM
# start, within the start's variation (bench/quotient.sh), so no ratio can be
# read there. Inside a sweep the start is paid once: each line MisereSolver
# prints is stamped as it arrives, and a code's time is the time from the line
# before (so it holds the printing of the line too). MisereSolver sweeps
# four-digit codes from FROM, each for at most TIMEOUT seconds, and is stopped
# after WALL seconds; the codes it solved (period, preperiod, |Q|, |P|) are
# then built by grundy and both answers compared. Output is markdown.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

FROM=${FROM:-0.0001}
WALL=${WALL:-300}
TIMEOUT=${TIMEOUT:-2}
MS=${MISERE_SOLVER:?set MISERE_SOLVER to the launcher build_misere_solver.sh builds}

cargo build --release --bin grundy >&2
BIN="$ROOT/target/release/grundy"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

now() { date +%s%N; }

echo "## Small codes: grundy quotient beside MisereSolver's sweep"
echo
echo "- Command: \`FROM=$FROM WALL=$WALL TIMEOUT=$TIMEOUT bash bench/quotient_sweep.sh\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), AVX-512: $(grep -q avx512f /proc/cpuinfo && echo yes || echo no), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM; load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"

# Each line stamped in nanoseconds as it arrives, by bash itself
# ($EPOCHREALTIME, microseconds): a `date` for each line would add the
# start of a process, about a millisecond, to every code's time.
start=$(now)
{ timeout "$WALL" "$MS" --search4D "$FROM" --timeout "$TIMEOUT" 2>&1 || true; } |
    while IFS= read -r line; do echo "${EPOCHREALTIME/./}000 $line"; done > "$TMP/ms.txt"
echo "- MisereSolver: $(wc -l < "$TMP/ms.txt") codes in $WALL s; its first line came $(( ($(head -1 "$TMP/ms.txt" | cut -d' ' -f1) - start) / 1000000 )) ms after its start (JVM start and its first code)"
echo

# Per code: the time since the line before (the first code is left out: its
# time holds the JVM start). Solved lines read "CODE ... period / preperiod / |Q| / |P|".
awk 'NR > 1 && NF >= 10 && $4 != "Timeout" { printf "%s %d %s %s %s %s\n", $2, ($1 - prev) / 1000, $4, $6, $8, $10 } { prev = $1 }' \
    "$TMP/ms.txt" > "$TMP/solved.txt"

cargo build --release -p grundy-engine --example quotient_times >&2
# shellcheck disable=SC2046
"$ROOT/target/release/examples/quotient_times" $(cut -d' ' -f1 "$TMP/solved.txt") > "$TMP/grundy.txt"

echo "| code | period | preperiod | \|Q\| | \|P\| | grundy (ms) | MisereSolver (ms) | ratio | same answer |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---|"
fmt() { awk -v t="$1" 'BEGIN { printf "%.2f", t / 1000 }'; }
total_g=0
total_m=0
n=0
while read -r code m per pre q p && read -r code_g g per_g pre_g q_g p_g <&3; do
    [ "$code" = "$code_g" ] || { echo "grundy timed $code_g where $code was due" >&2; exit 1; }
    same=$([ "$per_g $pre_g $q_g $p_g" = "$per $pre $q $p" ] && echo yes || echo "no: grundy $per_g $pre_g $q_g $p_g")
    ratio=$(awk -v a="$m" -v b="$g" 'BEGIN { printf "%.1f", a / (b > 0 ? b : 1) }')
    echo "| $code | $per | $pre | $q | $p | $(fmt "$g") | $(fmt "$m") | $ratio | $same |"
    total_g=$((total_g + g))
    total_m=$((total_m + m))
    n=$((n + 1))
done < "$TMP/solved.txt" 3< "$TMP/grundy.txt"
echo
echo "$n codes both solve: grundy $(fmt "$total_g") ms in all, MisereSolver $(fmt "$total_m") ms: ratio $(awk -v a="$total_m" -v b="$total_g" 'BEGIN { printf "%.1f", a / b }')."
echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"

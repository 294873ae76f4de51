#!/usr/bin/env bash
# Benchmark: `grundy graph` on large random graphs (a release build).
#
#   bash bench/graph.sh
#   N=100000 M=1000000 bash bench/graph.sh     a quick run
#
# 1. An acyclic graph of N vertices and M edges (declared acyclic, so the
#    parser checks it): the Grundy value of every vertex and the tokens'
#    verdict.
# 2. A graph with cycles of N vertices and M edges (every fifth vertex a
#    dead end), one token: win, lose or draw by retrograde analysis
#    (`token 0` only).
# 3. Generalised values (two tokens on a graph with cycles) on graphs of n
#    vertices and 10n edges, n doubling from 62500, until a run takes more
#    than 10 s: the largest done in 10 s is the last under it.
# Each run is timed by /usr/bin/time -v: wall-clock seconds and the peak
# resident memory. Output goes to /dev/null.
set -euo pipefail

N=${N:-1000000}
M=${M:-10000000}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/graph-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

cargo build --release --quiet --bin grundy
BIN=target/release/grundy
echo "machine: $(grep 'model name' /proc/cpuinfo | head -1 | cut -d: -f2 | sed 's/^ //'), $(nproc) cores"

# time_run LABEL FILE [ARGS...]: one line, seconds and peak memory.
time_run() {
    local label=$1 file=$2
    shift 2
    /usr/bin/time -v "$BIN" graph "$file" "$@" >"$TMP/out" 2>"$TMP/time"
    local wall peak
    wall=$(grep 'Elapsed (wall clock)' "$TMP/time" | awk '{print $NF}')
    peak=$(grep 'Maximum resident' "$TMP/time" | awk '{print $NF}')
    printf '%-46s %9s s %6d MB\n    %s\n' "$label" "$wall" $((peak / 1024)) "$(sed -n 2,4p "$TMP/out" | tr '\n' ' ' | cut -c1-150)"
    LAST_WALL=$wall
}

python3 bench/graph_gen.py acyclic "$N" "$M" 1 >"$TMP/acyclic.txt"
python3 bench/graph_gen.py cyclic "$N" "$M" 2 | sed '$d' >"$TMP/cyclic.txt"
echo "token 0" >>"$TMP/cyclic.txt"
echo "files: acyclic $(du -m "$TMP/acyclic.txt" | cut -f1) MB, cyclic $(du -m "$TMP/cyclic.txt" | cut -f1) MB"
time_run "acyclic, $N vertices, $M edges, 2 tokens" "$TMP/acyclic.txt"
time_run "cyclic, $N vertices, $M edges, 1 token" "$TMP/cyclic.txt"

n=62500
while :; do
    python3 bench/graph_gen.py cyclic "$n" $((10 * n)) 3 >"$TMP/gen.txt"
    time_run "generalised, $n vertices, $((10 * n)) edges" "$TMP/gen.txt"
    # m:ss.ss to seconds
    secs=$(echo "$LAST_WALL" | awk -F: '{ if (NF == 2) print $1 * 60 + $2; else print $1 * 3600 + $2 * 60 + $3 }')
    if awk -v s="$secs" 'BEGIN { exit !(s > 10) }'; then
        break
    fi
    n=$((2 * n))
    if ((n > 8000000)); then
        echo "(stopped at 8000000 vertices: still under 10 s)"
        break
    fi
done

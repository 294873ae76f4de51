#!/usr/bin/env bash
# Benchmark: the largest graphs `grundy geography` decides, with every
# winning move, within a time limit (10 s), in a release build.
#
#   bash bench/geography.sh
#   LIMIT=2 bash bench/geography.sh        # a quick run
#
# Environment:
#   LIMIT=10    seconds a run may take
#   DEGREE=3    average degree of the random edges
#   SEED=1      seed of the random graphs
#
# Three families, each at sizes growing by a factor of about 1.41 from 1000
# vertices until a run takes longer than LIMIT:
#   planted   n vertices (n even), a perfect matching 1-2, 3-4, … planted, plus
#             n*DEGREE/2 random edges: the first player wins from vertex 1,
#             so each of its moves is tested (the most work per graph)
#   random    n vertices and n*DEGREE/2 random edges (no loops, parallel
#             edges merged), from vertex 1
#   grid      the n×n board from a corner (--grid), even n: the first player
#             wins and both moves are tested; up to the 2^24 squares a graph
#             may have
# Each graph is written to a file, one edge `A B` a line, and read from it.
# Times are wall-clock seconds of the whole command (reading included);
# peak RSS from /usr/bin/time -f '%e %M'. MB means 10^6 bytes.
set -euo pipefail

LIMIT=${LIMIT:-10}
DEGREE=${DEGREE:-3}
SEED=${SEED:-1}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

if [[ ! -x /usr/bin/time ]]; then
    echo "installing GNU time (for peak RSS)..." >&2
    if [[ $(id -u) -eq 0 ]]; then apt-get install -y -qq time >&2; else sudo apt-get install -y -qq time >&2; fi
fi
echo "building grundy (cargo build --release)..." >&2
cargo build --release --quiet --bin grundy >&2
BIN=target/release/grundy

TMP=$(mktemp -d "${TMPDIR:-/tmp}/geography-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

# gen KIND N > file: the edges of a random graph, one `A B` a line.
gen() {
    python3 - "$1" "$2" "$DEGREE" "$SEED" <<'PY'
import random, sys
kind, n, degree, seed = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
rng = random.Random(seed * 1_000_003 + n)
edges = set()
if kind == "planted":
    edges.update((i, i + 1) for i in range(1, n, 2))
target = len(edges) + int(n * degree / 2)
while len(edges) < target:
    a, b = rng.randint(1, n), rng.randint(1, n)
    if a != b:
        edges.add((min(a, b), max(a, b)))
# Vertex 1 gets a few more neighbours, so that it has moves to test.
for _ in range(4):
    b = rng.randint(2, n)
    edges.add((1, b))
sys.stdout.write("".join(f"{a} {b}\n" for a, b in sorted(edges)))
PY
}

# run ARGS…: prints "seconds peak_MB verdict moves", or "timeout".
run() {
    local out rc=0
    out=$( { /usr/bin/time -f '%e %M' timeout $((LIMIT * 3)) "$BIN" geography "$@" --json >"$TMP/out.json"; } 2>&1 ) || rc=$?
    if [[ $rc -eq 124 || $rc -eq 137 ]]; then
        echo "timeout"
        return
    elif [[ $rc -ne 0 ]]; then
        echo "refused: $(head -1 <<<"$out")"
        return
    fi
    local t m
    read -r t m <<<"$(tail -1 <<<"$out")"
    python3 - "$TMP/out.json" "$t" "$m" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
print(sys.argv[2], f"{int(sys.argv[3]) * 1024 / 1e6:.1f}", d["vertices"], d["edges"],
      "wins" if d["first_player_wins"] else "loses", len(d["moves"]))
PY
}

echo "machine: $(grep 'model name' /proc/cpuinfo | head -1 | sed 's/.*: //'), $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB"
echo "limit ${LIMIT} s, random degree ${DEGREE}, seed ${SEED}"
printf '%-8s %10s %10s %6s %8s %6s %6s\n' family vertices edges s peak_MB verdict moves
for family in planted random grid; do
    n=1000
    [[ $family == grid ]] && n=32
    best=""
    while :; do
        if [[ $family == grid ]]; then
            result=$(run --grid "${n}x${n}")
        else
            gen "$family" "$n" >"$TMP/g.txt"
            result=$(run "$TMP/g.txt")
        fi
        if [[ $result == timeout ]]; then
            printf '%-8s %10s %s\n' "$family" "$n" "over $((LIMIT * 3)) s"
            break
        elif [[ $result == refused* ]]; then
            printf '%-8s %10s %s\n' "$family" "$n" "$result"
            break
        fi
        read -r t mb v e verdict moves <<<"$result"
        printf '%-8s %10s %10s %6s %8s %6s %6s\n' "$family" "$v" "$e" "$t" "$mb" "$verdict" "$moves"
        if awk -v t="$t" -v l="$LIMIT" 'BEGIN { exit !(t > l) }'; then
            break
        fi
        best="$v vertices, $e edges in $t s"
        # Even sizes: a planted perfect matching covers every vertex, and
        # an even board is won from its corner.
        n=$(( (n * 141 / 100 + 1) / 2 * 2 ))
    done
    echo "largest $family within ${LIMIT} s: ${best:-none}"
done

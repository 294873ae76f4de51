#!/usr/bin/env bash
# Benchmark: `grundy seq` (HeapGame::sequence) on three heap games to 10^5.
#
#   bash bench/seq.sh                  # G(0..=100000), 3 runs per game
#   UP_TO=20000 RUNS=1 bash bench/seq.sh   # quick run
#
# For each game the script first runs `grundy seq GAME --up-to N` once
# (untimed) to a temporary file and keeps its last line, which says whether
# a period was found and whether it is proven. It then times RUNS runs of
# `grundy seq GAME --up-to N > /dev/null` with `/usr/bin/time -f '%e %M'`
# (wall time taken with `date +%s%N` around it, for milliseconds), the games
# taking turns, and reports the median wall time, values per second (N + 1
# values over the median time) and the largest peak RSS.
# Output is markdown.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

UP_TO=${UP_TO:-100000}
RUNS=${RUNS:-3}
GAMES=(kayles dawsons-kayles grundys-game)

cargo build --release --bin grundy >&2
BIN="$ROOT/target/release/grundy"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

for g in "${GAMES[@]}"; do
    "$BIN" seq "$g" --up-to "$UP_TO" > "$TMP/$g.out"
    tail -n 1 "$TMP/$g.out" > "$TMP/$g.last"
    : > "$TMP/$g.times"
done

for ((r = 0; r < RUNS; r++)); do
    for g in "${GAMES[@]}"; do
        start=$(date +%s%N)
        /usr/bin/time -f '%e %M' -o "$TMP/time" "$BIN" seq "$g" --up-to "$UP_TO" > /dev/null
        end=$(date +%s%N)
        # Wall time to the millisecond from date (time's %e has only two
        # decimals), peak RSS in KB from time's %M.
        awk -v ns=$((end - start)) '{printf "%.3f %s\n", ns / 1e9, $2}' "$TMP/time" >> "$TMP/$g.times"
    done
done

echo "## grundy seq run"
echo
echo "- Command: \`UP_TO=$UP_TO RUNS=$RUNS bash bench/seq.sh\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM"
echo "- $(rustc --version)"
echo "- Date: $(date -u +%Y-%m-%d)"
echo
echo "| command | median s | values/s | peak RSS MB | runs (s) | period (last line of the output) |"
echo "|---|---:|---:|---:|---|---|"
for g in "${GAMES[@]}"; do
    median=$(awk '{print $1}' "$TMP/$g.times" | sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}')
    rss=$(awk 'BEGIN {m = 0} $2 > m {m = $2} END {printf "%.1f", m / 1000}' "$TMP/$g.times")
    runs=$(awk '{printf "%s%s", (NR > 1 ? ", " : ""), $1}' "$TMP/$g.times")
    rate=$(awk -v n="$UP_TO" -v s="$median" 'BEGIN {if (s > 0) printf "%.0f", (n + 1) / s; else print "-"}')
    # The last line, without the proof's wording in parentheses.
    last=$(sed -e 's/ (.*//' -e 's/|/\\|/g' "$TMP/$g.last")
    echo "| \`grundy seq $g --up-to $UP_TO\` | $median | $rate | $rss | $runs | $last |"
done

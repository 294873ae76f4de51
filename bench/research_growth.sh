#!/usr/bin/env bash
# Benchmark: the cost per value of `grundy research` on one thread as N
# doubles (issue 48: where the time goes as the nim-sequence grows), for the
# games the issue names.
#
#   bash bench/research_growth.sh
#   GAMES="0.6 0.106" FROM=18 TO=26 LIMIT=120 bash bench/research_growth.sh
#   THREADS="1 2" PLOT=docs/img/research-growth.svg bash bench/research_growth.sh
#
# Each game runs `grundy research GAME --to 2^k --threads T` (T each of
# THREADS, default 1) for k from FROM
# to TO, a fresh process each, until one run passes LIMIT seconds. The time
# is the engine's own (the line "values computed, … s"), the cost a value that
# time over the values computed, and the last column the cost over the cost
# at the N before: 1.00 where a value costs the same however far the
# sequence goes. Output is markdown; with PLOT=FILE.svg, the rows are drawn
# too (bench/growth_plot.py: log2 N across, the time a value up), with those
# of earlier runs given the same CSV=FILE.csv (rows are added to it).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

GAMES=${GAMES:-0.6 0.007 0.106 grundys-game}
FROM=${FROM:-18}
TO=${TO:-24}
LIMIT=${LIMIT:-60}
THREADS=${THREADS:-1}
PLOT=${PLOT:-}
if [[ -n ${CSV:-} ]]; then
    ROWS=$CSV
else
    ROWS=$(mktemp "${TMPDIR:-/tmp}/growth.XXXXXX.csv")
    trap 'rm -f "$ROWS"' EXIT
fi

cargo build --release --bin grundy >&2
BIN="$ROOT/target/release/grundy"

echo "## The cost of a value as N doubles"
echo
echo "- Command: \`GAMES=\"$GAMES\" FROM=$FROM TO=$TO LIMIT=$LIMIT THREADS=\"$THREADS\"${CSV:+ CSV=$CSV}${PLOT:+ PLOT=$PLOT} bash bench/research_growth.sh\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), AVX-512: $(grep -q avx512f /proc/cpuinfo && echo yes || echo no), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM; load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| game | threads | N | values | seconds | ns a value | against the N before |"
echo "|---|---:|---|---:|---:|---:|---:|"
for game in $GAMES; do
    for threads in $THREADS; do
        before=""
        for ((k = FROM; k <= TO; k++)); do
            line=$("$BIN" research "$game" --to "2^$k" --threads "$threads" 2>&1 | grep "values computed" | tail -1)
            values=$(awk '{print $1}' <<< "$line")
            seconds=$(sed -n 's/.* \([0-9.]*\) s.*/\1/p' <<< "$line")
            ns=$(awk -v s="$seconds" -v v="$values" 'BEGIN { printf "%.1f", s * 1e9 / v }')
            ratio=$([ -n "$before" ] && awk -v a="$ns" -v b="$before" 'BEGIN { printf "%.2f", a / b }' || echo "-")
            echo "| $game | $threads | 2^$k | $values | $seconds | $ns | $ratio |"
            echo "$game,$threads,$k,$values,$seconds" >> "$ROWS"
            before=$ns
            if awk -v s="$seconds" -v l="$LIMIT" 'BEGIN { exit !(s > l) }'; then
                break
            fi
        done
    done
done
echo
echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
if [[ -n $PLOT ]]; then
    python3 bench/growth_plot.py "$ROWS" "$PLOT"
    echo
    echo "Plot: $PLOT"
fi

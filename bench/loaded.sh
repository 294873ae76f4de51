#!/usr/bin/env bash
# Benchmark: `grundy research` on one thread and on two (the pipeline), on a
# quiet machine and with its cores busy with other work (two `yes >
# /dev/null`, started before and stopped after the loaded runs), side by
# side in one run. The default build (`cargo build --release`).
#
#   bash bench/loaded.sh                # ROUNDS=3, the sizes of bench/octal.sh
#   QUICK=1 ROUNDS=1 bash bench/loaded.sh   # sizes / 16
#
# Environment:
#   ROUNDS=N   rounds (default 3); in each, every game runs on one thread
#              and on two, the order swapped every round; the median is
#              reported
#   QUICK=1    sizes / 16
#   GAMES="0.6 0.106"  only these games
#
# Wall-clock seconds and processor time (user + system, both threads) of the
# whole process, from /usr/bin/time.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
ROUNDS=${ROUNDS:-3}
QUICK=${QUICK:-0}

if [[ ! -x /usr/bin/time ]]; then
    echo "installing GNU time..." >&2
    if [[ $(id -u) -eq 0 ]]; then apt-get install -y -qq time >&2; else sudo apt-get install -y -qq time >&2; fi
fi
cargo build --release --quiet --target-dir target/bench-default --bin grundy >&2
GRUNDY=target/bench-default/release/grundy

TMP=$(mktemp -d "${TMPDIR:-/tmp}/loaded-bench.XXXXXX")
LOAD=()
stop_load() {
    if ((${#LOAD[@]})); then kill "${LOAD[@]}" 2>/dev/null || true; fi
    LOAD=()
}
trap 'stop_load; rm -rf "$TMP"' EXIT

median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

# measure GAME N: prints "wall1 cpu1 wall2 cpu2", medians of ROUNDS
measure() {
    local game=$1 n=$2 r t w1="" c1="" w2="" c2="" order
    for ((r = 0; r < ROUNDS; r++)); do
        if ((r % 2 == 0)); then order="1 2"; else order="2 1"; fi
        for t in $order; do
            /usr/bin/time -f '%e %U %S' -o "$TMP/time" \
                "$GRUNDY" research "$game" --to "$n" --json --threads "$t" >/dev/null 2>"$TMP/err"
            read -r wall user sys <"$TMP/time"
            cpu=$(python3 -c "print(f'{$user + $sys:.2f}')")
            if [[ $t == 1 ]]; then w1="$w1 $wall" c1="$c1 $cpu"; else w2="$w2 $wall" c2="$c2 $cpu"; fi
        done
    done
    echo "$(echo "$w1" | median) $(echo "$c1" | median) $(echo "$w2" | median) $(echo "$c2" | median)"
}

echo "## research on one thread and two, quiet and loaded"
echo
if [[ $QUICK == 1 ]]; then prefix="QUICK=1 "; else prefix=""; fi
if [[ -n ${GAMES:-} ]]; then prefix="${prefix}GAMES=\"$GAMES\" "; fi
echo "- Command: \`${prefix}ROUNDS=$ROUNDS bash bench/loaded.sh\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM; the default build ($("$GRUNDY" research 0.6 --to 10 --json 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["isa"])'))"
echo "- Date: $(date -u +%Y-%m-%d), grundy $(git rev-parse --short HEAD)"
echo "- Loaded: two \`yes > /dev/null\` running throughout the loaded runs"
echo "- Median of $ROUNDS rounds; wall seconds, and processor seconds (user + system) in brackets"
echo
echo "| game | N | quiet, 1 thread | quiet, 2 threads | loaded, 1 thread | loaded, 2 threads | loaded: 2 threads / 1 |"
echo "|---|---|---:|---:|---:|---:|---:|"
for case in "0.6 22" "0.007 20" "0.106 24" "0.16 20" "grundys-game 22"; do
    set -- $case
    game=$1
    if [[ -n ${GAMES:-} && " $GAMES " != *" $game "* ]]; then continue; fi
    k=$2
    if [[ $QUICK == 1 ]]; then k=$((k - 4)); fi
    n=$((1 << k))
    read -r qw1 qc1 qw2 qc2 < <(measure "$game" "$n")
    yes >/dev/null &
    LOAD+=($!)
    yes >/dev/null &
    LOAD+=($!)
    read -r lw1 lc1 lw2 lc2 < <(measure "$game" "$n")
    stop_load
    ratio=$(python3 -c "print(f'{$lw2 / max($lw1, 0.001):.2f}')")
    echo "| $game | 2^$k | $qw1 ($qc1) | $qw2 ($qc2) | $lw1 ($lc1) | $lw2 ($lc2) | $ratio |"
done
echo

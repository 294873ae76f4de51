#!/usr/bin/env bash
# Benchmark: two builds of grundy side by side in one run, interleaved
# (A B A B …), on the octal research games and on P1247's judge format:
# what a change costs or gains, with the machine's moods spread over both.
#
#   bash bench/before-after.sh REV              # REV (e.g. a commit) against the work tree
#   ROUNDS=5 bash bench/before-after.sh d406240
#
# Environment:
#   ROUNDS=3     interleaved rounds (the median of each build is reported)
#   N=10000000   piles of the P1247 input (values below 10^9, as bench/p1247.sh)
#   GAMES="0.6:2^22 0.007:2^20 0.106:2^24 0.16:2^20 grundys-game:2^22"
#   THREADS=     --threads for research (default: the engine's own choice)
#   BEFORE_BIN=  a grundy binary already built from REV (skips building it)
#
# Both builds use -C target-cpu=native, as bench/octal.sh does. Each pair of
# research runs must agree on the checksum of G(0..=N), and each pair of
# P1247 runs on its output; the script stops if not. Times are wall-clock
# seconds of the whole process, to the millisecond.
set -euo pipefail

REV=${1:?usage: bench/before-after.sh REV}
ROUNDS=${ROUNDS:-3}
N=${N:-10000000}
GAMES=${GAMES:-"0.6:2^22 0.007:2^20 0.106:2^24 0.16:2^20 grundys-game:2^22"}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

TMP=$(mktemp -d "${TMPDIR:-/tmp}/before-after.XXXXXX")
trap 'git worktree remove --force "$TMP/before-tree" >/dev/null 2>&1 || true; rm -rf "$TMP"' EXIT

export RUSTFLAGS="-C target-cpu=native"
BEFORE=${BEFORE_BIN:-target/bench-before/release/grundy}
if [[ -z ${BEFORE_BIN:-} ]]; then
    echo "building $REV..." >&2
    git worktree add --quiet --detach "$TMP/before-tree" "$REV"
    (cd "$TMP/before-tree" && cargo build --release --quiet --target-dir "$ROOT/target/bench-before" --bin grundy) >&2
fi
echo "building the work tree..." >&2
cargo build --release --quiet --target-dir target/bench-native --bin grundy >&2
unset RUSTFLAGS
AFTER=target/bench-native/release/grundy

# seconds CMD...: wall seconds of CMD, stdout to $TMP/out.
seconds() {
    local t0 t1
    t0=$(date +%s%N)
    "$@" >"$TMP/out" 2>/dev/null
    t1=$(date +%s%N)
    echo "scale=3; ($t1 - $t0) / 1000000000" | bc
}

median() { tr ' ' '\n' | sed '/^$/d' | sort -n | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }

threads=()
[[ -n ${THREADS:-} ]] && threads=(--threads "$THREADS")

echo "| run | before ($REV) | after (work tree) | after / before |"
echo "|---|---|---|---|"
for spec in $GAMES; do
    game=${spec%%:*}
    to=${spec#*:}
    b_times="" a_times=""
    for ((r = 0; r < ROUNDS; r++)); do
        b_times+=" $(seconds "$BEFORE" research "$game" --to "$to" --json "${threads[@]}")"
        b_sum=$(grep -o '"checksum":"[0-9A-F]*"' "$TMP/out")
        a_times+=" $(seconds "$AFTER" research "$game" --to "$to" --json "${threads[@]}")"
        a_sum=$(grep -o '"checksum":"[0-9A-F]*"' "$TMP/out")
        if [[ $b_sum != "$a_sum" ]]; then
            echo "checksums differ for $game to $to: $b_sum vs $a_sum" >&2
            exit 1
        fi
    done
    b=$(echo "$b_times" | median)
    a=$(echo "$a_times" | median)
    echo "| research $game --to $to | $b s | $a s | $(echo "scale=3; $a / $b" | bc) |"
done

# P1247: the generator of bench/p1247.sh, values below 10^9.
python3 - "$N" >"$TMP/p1247.txt" <<'EOF'
import random, sys
n = int(sys.argv[1])
rng = random.Random(1247)
piles = [rng.randrange(10**9) for _ in range(n)]
x = 0
for p in piles:
    x ^= p
if x == 0:
    piles[-1] ^= 1
print(n)
print(" ".join(map(str, piles)))
EOF
b_times="" a_times=""
for ((r = 0; r < ROUNDS; r++)); do
    b_times+=" $(seconds "$BEFORE" oj p1247 "$TMP/p1247.txt")"
    cp "$TMP/out" "$TMP/before.out"
    a_times+=" $(seconds "$AFTER" oj p1247 "$TMP/p1247.txt")"
    cmp -s "$TMP/out" "$TMP/before.out" || { echo "p1247 outputs differ" >&2; exit 1; }
done
b=$(echo "$b_times" | median)
a=$(echo "$a_times" | median)
echo "| oj p1247, $N piles | $b s | $a s | $(echo "scale=3; $a / $b" | bc) |"

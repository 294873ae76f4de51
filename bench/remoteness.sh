#!/usr/bin/env bash
# Benchmark: what a student types is answered at once. The README's
# analyses and the commands issue 42 names (each of which paid for a
# remoteness search before it answered), timed as whole processes, two
# builds side by side in one run, interleaved (A B A B ...).
#
#   bash bench/remoteness.sh REV          # REV (e.g. 0b633ca) against the work tree
#   ROUNDS=5 bash bench/remoteness.sh 0b633ca
#
# Environment:
#   ROUNDS=3      interleaved rounds; the median of each build is reported
#   BEFORE_BIN=   a grundy binary already built from REV (skips building it)
#   LIMIT=50      the goal, in milliseconds, for the work tree's median
#
# Prints a Markdown table: the command, the medians in milliseconds, the
# ratio before / after, and whether the work tree's median is within LIMIT.
set -euo pipefail

REV=${1:?usage: bench/remoteness.sh REV}
ROUNDS=${ROUNDS:-3}
LIMIT=${LIMIT:-50}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

TMP=$(mktemp -d "${TMPDIR:-/tmp}/remoteness.XXXXXX")
trap 'git worktree remove --force "$TMP/before-tree" >/dev/null 2>&1 || true; rm -rf "$TMP"' EXIT

BEFORE=${BEFORE_BIN:-target/bench-before/release/grundy}
if [[ -z ${BEFORE_BIN:-} ]]; then
    echo "building $REV..." >&2
    git worktree add --quiet --detach "$TMP/before-tree" "$REV"
    (cd "$TMP/before-tree" && cargo build --release --quiet --target-dir "$ROOT/target/bench-before" --bin grundy) >&2
fi
echo "building the work tree..." >&2
cargo build --release --quiet --bin grundy >&2
AFTER=${CARGO_TARGET_DIR:-target}/release/grundy

COMMANDS=(
    # The guide's analyses.
    "nim 3 5 7"
    "nim 3 6 9 --explain"
    "misere 3 5 1 --all"
    "moore -k 2 3 5 6 1 --all"
    "bounded 10/3 12/2 7/5 --all"
    "staircase 1 4 3 --all"
    "chips 1 5 6 7 9 12 14 17 --all"
    "wythoff 2 2 --all"
    "sum take-or-split:3=7,3"
    "sum nim=7 kayles=10 wythoff=3,5 staircase=1,4,3"
    "sum --misere nim=1 nim=1 nim=3"
    "sum --every nim=3 wythoff=1,2"
    "coins mock 1 4 6"
    "coins corners 2:3 4:1"
    "fib 100 --explain"
    "northcott -m 6 4:5 1:3 1:2"
    "new-stone 2 1 3"
    "hackenbush 1-2,2-3,3-1,3-4,4-5 1-2 --all"
    "geography 1-2,2-3,3-4,4-1,1-5 --all"
    # The commands issue 42 names.
    "nim 30 50 70"
    "staircase 1 4 3 5 6"
    "sum kayles=50 nim=3"
    "wythoff 300 500"
    "sum cutting=9x9"
    "bounded -k 3 1000000000000000000000000000000"
    "coins ruler 2000"
    "coins ruler 20000"
)

# ms CMD...: wall milliseconds of CMD.
ms() {
    local t0 t1
    t0=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    t1=$(date +%s%N)
    echo $(((t1 - t0) / 1000000))
}

median() { tr ' ' '\n' | sed '/^$/d' | sort -n | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }

echo "| command | before ($REV), ms | after, ms | before / after | within ${LIMIT} ms |"
echo "|---|---|---|---|---|"
for cmd in "${COMMANDS[@]}"; do
    read -r -a args <<<"$cmd"
    b="" a=""
    for _ in $(seq "$ROUNDS"); do
        b+=" $(ms "$BEFORE" "${args[@]}")"
        a+=" $(ms "$AFTER" "${args[@]}")"
    done
    mb=$(echo "$b" | median)
    ma=$(echo "$a" | median)
    ratio=$(echo "scale=1; $mb / ($ma + (${ma} == 0))" | bc)
    ok=yes
    ((ma > LIMIT)) && ok=NO
    echo "| \`grundy $cmd\` | $mb | $ma | $ratio | $ok |"
done

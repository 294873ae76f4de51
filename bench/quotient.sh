#!/usr/bin/env bash
# Benchmark: `grundy quotient CODE` beside MisereSolver (A. N. Siegel's, in
# CGSuite), on the same machine in one run.
#
#   MISERE_SOLVER=/path/to/misere bash bench/quotient.sh
#   SOLVED="0.75 0.77" UNSOLVED="0.07" BUDGET=60 MISERE_SOLVER=... bash bench/quotient.sh
#
# MISERE_SOLVER is the launcher that ../shared/baselines/build_misere_solver.sh
# builds (it prints where); MisereSolver runs only as a separate program.
#
# Codes both solve (SOLVED): each program three times, the best time kept.
# MisereSolver's JVM start is its best time on 0.1 (whose quotient, T1, is
# found at heap 4), measured three times too and taken from each of its
# times: the ratio is MisereSolver's time past its start over grundy's.
# Both answers' |Q|, |P|, period and preperiod must agree, and the
# quotients be isomorphic by the map Φ forces (grundy quotient --compare),
# or the row says so. Codes neither solves (UNSOLVED): each program for BUDGET seconds of
# wall time (one core each; run them on a quiet machine), and the largest
# heap each placed. Output is markdown.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

read -r -a SOLVED <<< "${SOLVED:-0.75 0.31 0.123 0.34 0.73 0.52 0.53 0.71 0.77 0.44 0.72}"
read -r -a UNSOLVED <<< "${UNSOLVED:-0.07 0.137 0.35 4.7}"
BUDGET=${BUDGET:-60}
MS=${MISERE_SOLVER:?set MISERE_SOLVER to the launcher build_misere_solver.sh builds}

cargo build --release --bin grundy >&2
BIN="$ROOT/target/release/grundy"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

now() { date +%s%N; }
# Best wall time in seconds of three runs of "$@", its output kept in $TMP/out.
best_of_3() {
    local best=""
    for _ in 1 2 3; do
        local s e t
        s=$(now)
        "$@" > "$TMP/out" 2>&1 || true
        e=$(now)
        t=$(( (e - s) / 1000 ))
        if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
    done
    echo "$best"
}
secs() { awk -v us="$1" 'BEGIN { printf "%.3f", us / 1e6 }'; }

echo "## grundy quotient beside MisereSolver"
echo
echo "- Command: \`SOLVED=\"${SOLVED[*]}\" UNSOLVED=\"${UNSOLVED[*]}\" BUDGET=$BUDGET bash bench/quotient.sh\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), AVX-512: $(grep -q avx512f /proc/cpuinfo && echo yes || echo no), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM; load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
jvm=$(best_of_3 "$MS" 0.1)
echo "- MisereSolver's JVM start (its best time on 0.1): $(secs "$jvm") s"
echo
echo "| code | \|Q\| | \|P\| | period | preperiod | grundy (s) | MisereSolver (s) | its time past the JVM start (s) | ratio | same answer |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|"
for c in "${SOLVED[@]}"; do
    g=$(best_of_3 "$BIN" quotient "$c" --json)
    mine=$(python3 -c 'import json,sys; q=json.load(open(sys.argv[1])); p=q.get("period") or {}; print(q["size"], q["p_size"], p.get("period"), p.get("preperiod"))' "$TMP/out")
    m=$(best_of_3 "$MS" "$c")
    theirs=$(awk '/^Q-Size/ {q=$3} /^P-Size/ {p=$3} /^Period / {per=$3} /^Preperiod/ {pre=$3} END {print q, p, per, pre}' "$TMP/out")
    past=$(( m > jvm ? m - jvm : 0 ))
    ratio=$(awk -v a="$past" -v b="$g" 'BEGIN { printf "%.1f", a / b }')
    # The same quotient by the isomorphism Φ forces (presentation, P and
    # Φ of every heap), not by names: grundy quotient --compare.
    cp "$TMP/out" "$TMP/ms.txt"
    if iso=$("$BIN" quotient "$c" --compare "$TMP/ms.txt" 2>&1); then
        same=$([ "$mine" = "$theirs" ] && echo "yes, isomorphic" || echo "no: grundy $mine, MisereSolver $theirs")
    else
        same="no: $iso"
    fi
    read -r q p per pre <<< "$mine"
    echo "| $c | $q | $p | $per | $pre | $(secs "$g") | $(secs "$m") | $(secs "$past") | $ratio | $same |"
done
echo
echo "Codes neither program completes, $BUDGET s of wall time each:"
echo
echo "| code | grundy: heaps placed, \|Q\| there | MisereSolver: last heap whose presentation it changed, \|Q\| there | the quotients of the heaps grundy placed |"
echo "|---|---|---|---|"
for c in "${UNSOLVED[@]}"; do
    "$BIN" quotient "$c" --timeout "$BUDGET" --json > "$TMP/g.json" 2>/dev/null || true
    mine=$(python3 -c 'import json,sys; q=json.load(open(sys.argv[1])); print(q["heaps"], q["size"])' "$TMP/g.json")
    timeout "$BUDGET" "$MS" "$c" > "$TMP/m.txt" 2>&1 || true
    theirs=$(awk '/Presentation Changed at Heap/ {h=$6} /^\|Q\| =/ {q=$3; sub(";", "", q)} END {print h, q}' "$TMP/m.txt")
    # The partial quotients compared where both got: MisereSolver stopped
    # at the last heap grundy placed (or, where it changed its presentation
    # last at a smaller heap within the budget, there), against grundy's
    # quotient there.
    h=${mine%% *}
    t=${theirs%% *}
    if [ -n "$t" ] && [ "$t" -lt "$h" ]; then h=$t; fi
    # A check, not a timing: MisereSolver may need longer than the budget to
    # reach the heap again (4.7's heap 35 came at 29-30 s of 30), and a run
    # cut short would be compared at the heap before.
    timeout $((BUDGET * 4)) "$MS" --maxheap "$h" "$c" > "$TMP/m2.txt" 2>&1 || true
    if why=$("$BIN" quotient "$c" --heaps "$h" --compare "$TMP/m2.txt" 2>&1); then
        iso="isomorphic, heaps 0 to $h"
    else
        iso="differ: ${why#*: }"
    fi
    echo "| $c | $mine | $theirs | $iso |"
done

#!/usr/bin/env bash
# Benchmark (issue 48): where the research engine's time goes, one thread,
# by source file (perf's samples, each placed by the debug information at
# the line it ran, so code inlined into the engine's one target-feature
# function is placed where it was written: by symbol nearly every sample
# is `isa::x86::avx512`) and by the engine's own counters (rare candidates searched for among the
# common pairs, values computed directly), per value, as N grows.
#
#   bash bench/research_profile.sh
#   GAMES="0.6 0.106" SIZES="20 22 24" bash bench/research_profile.sh
#
# Needs `perf` (linux-tools). This machine's virtual processor counts no
# hardware events (instructions, cache misses: "not supported"), so memory
# traffic is read from the functions that do the look-ups, not counted.
# Output is markdown.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

GAMES=${GAMES:-0.6 0.007 0.106 grundys-game}
SIZES=${SIZES:-20 22}
TOP=${TOP:-8}

CARGO_PROFILE_RELEASE_DEBUG=true cargo build --release -p grundy-engine --example sparse_bench >&2
BIN="$ROOT/target/release/examples/sparse_bench"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

echo "## Where a value's time goes, one thread"
echo
echo "- Command: \`GAMES=\"$GAMES\" SIZES=\"$SIZES\" bash bench/research_profile.sh\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), AVX-512: $(grep -q avx512f /proc/cpuinfo && echo yes || echo no), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM; load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| game | N | seconds | ns a value | searches a value | direct values | rare heaps | the source files the time is spent in (share of the samples) |"
echo "|---|---|---:|---:|---:|---:|---:|---|"
for game in $GAMES; do
    for k in $SIZES; do
        n=$((1 << k))
        THREADS=1 perf record -q -F 499 -o "$TMP/perf.data" -- "$BIN" "$game" "$n" > "$TMP/out.txt" 2>/dev/null
        line=$(cat "$TMP/out.txt")
        seconds=$(sed -n 's/.*: \([0-9.]*\) s,.*/\1/p' <<< "$line")
        searches=$(sed -n 's/.*searches: \([0-9]*\).*/\1/p' <<< "$line")
        direct=$(sed -n 's/.*direct_values: \([0-9]*\).*/\1/p' <<< "$line")
        rare=$(sed -n 's/.*, rare \([0-9]*\),.*/\1/p' <<< "$line")
        top=$(perf report -q -i "$TMP/perf.data" --no-children --sort srcfile 2>/dev/null |
            awk -v top="$TOP" 'NF >= 2 && n < top {
                out = out (n ? ", " : "") $2 " " $1; n++ } END { print out }')
        awk -v g="$game" -v k="$k" -v s="$seconds" -v n="$n" -v se="$searches" -v d="$direct" -v r="$rare" -v t="$top" \
            'BEGIN { printf "| %s | 2^%s | %s | %.0f | %.3f | %s | %s | %s |\n", g, k, s, s * 1e9 / n, se / n, d, r, t }'
    done
done

#!/usr/bin/env bash
# Benchmark: `grundy survey` of a family on one core and on two, in one run.
#
#   bash bench/survey.sh
#   PATTERN=0.xy TO=2^20 bash bench/survey.sh
#
# The default is issue 47's: every 0.xyz code to 2^16 (or until its period
# is proven). Each run's wall time and CPU time; the two tables must be the
# same (the rows without their times). Output is markdown.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

PATTERN=${PATTERN:-0.xyz}
TO=${TO:-2^16}

cargo build --release --bin grundy >&2
BIN="$ROOT/target/release/grundy"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

echo "## grundy survey $PATTERN --to $TO: one core and two"
echo
echo "- Command: \`PATTERN=$PATTERN TO=$TO bash bench/survey.sh\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), AVX-512: $(grep -q avx512f /proc/cpuinfo && echo yes || echo no), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM; load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| threads | wall (s) | CPU (s) | games | computed | proven |"
echo "|---:|---:|---:|---:|---:|---:|"
for threads in 1 2; do
    /usr/bin/time -f "%e %U %S" -o "$TMP/time" "$BIN" survey "$PATTERN" --to "$TO" --threads "$threads" --json > "$TMP/$threads.json"
    read -r wall user sys < "$TMP/time"
    summary=$(python3 - "$TMP/$threads.json" <<'PY'
import json, sys
rows = json.load(open(sys.argv[1]))["rows"]
print(len(rows), len({r["standard"] or r["game"] for r in rows}), sum(1 for r in rows if r["period"] is not None))
PY
)
    read -r games computed proven <<< "$summary"
    echo "| $threads | $wall | $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }') | $games | $computed | $proven |"
done
same=$(python3 - "$TMP/1.json" "$TMP/2.json" <<'PY'
import json, sys
def rows(p):
    out = []
    for r in json.load(open(p))["rows"]:
        r.pop("ms")
        out.append(r)
    return out
print("the same" if rows(sys.argv[1]) == rows(sys.argv[2]) else "DIFFERENT")
PY
)
echo
echo "The two tables are $same. Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"

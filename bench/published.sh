#!/usr/bin/env bash
# Check (not a timing): the two solved games of tczajka/octal-games'
# SolvedGames.md whose proofs need too many values for a test, 0.376
# (prefix 2268248, period 4) and 0.354 (prefix 10061916, period 1180),
# computed by `grundy research` until the period is proven, and their
# preperiod, period, largest value and its first heap set beside the
# table's (issue 47: the survey's values equal the published ones).
#
#   bash bench/published.sh
#
# The table's values, by game: prefix, period, first heap of the largest
# value, the largest value (SolvedGames.md, MIT). Output is markdown.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

cargo build --release --bin grundy >&2
BIN="$ROOT/target/release/grundy"

echo "## SolvedGames.md's largest proofs, computed"
echo
echo "- Command: \`bash bench/published.sh\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), AVX-512: $(grep -q avx512f /proc/cpuinfo && echo yes || echo no), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM; load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| game | values | seconds | preperiod | period | largest | first at | the table's | same |"
echo "|---|---:|---:|---:|---:|---:|---:|---|---|"
status=0
while read -r game to prefix period at largest; do
    start=$(date +%s.%N)
    json=$("$BIN" research "$game" --to "$to" --json 2>/dev/null)
    seconds=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
    read -r got_prefix got_period got_largest got_at values < <(python3 -c '
import json, sys
d = json.load(sys.stdin)
p = d.get("proof") or {}
print(p.get("preperiod"), p.get("period"), d["largest"], d["largest_at"], d["computed"])' <<< "$json")
    same=yes
    if [ "$got_prefix $got_period $got_largest $got_at" != "$prefix $period $largest $at" ]; then
        same=no
        status=1
    fi
    echo "| $game | $values | $seconds | $got_prefix | $got_period | $got_largest | $got_at | $prefix, $period, $largest at $at | $same |"
done <<'TABLE'
0.376 2^23 2268248 4 341612 176
0.354 2^25 10061916 1180 1152 113
TABLE
exit $status

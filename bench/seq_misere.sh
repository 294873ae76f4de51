#!/usr/bin/env bash
# Benchmark: `grundy seq GAME --misere`, the genus of every heap, on Kayles
# (0.77) and Dawson's Kayles (0.07): the largest heap N whose genus is known
# within ten seconds.
#
#   bash bench/seq_misere.sh                 # 0.77 and 0.07, 10 s each
#   SECONDS_LIMIT=3 GAMES="0.137" bash bench/seq_misere.sh
#
# One run per game of `grundy seq GAME --misere --up-to 1000`: the text
# output writes (and flushes) one line per heap as soon as its genus is
# known, and the script stamps each line with the time since the start
# (`date +%s%N`), so the last heap stamped within the limit is the answer.
# The run is then killed, or ends by itself when the search passes its
# limit of positions (reported as such). A second run, `--up-to N --json`
# for the N found, gives the positions valued and, with
# `/usr/bin/time -f '%e %M'`, the wall time and peak RSS. Output is markdown.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

SECONDS_LIMIT=${SECONDS_LIMIT:-10}
read -r -a GAMES <<< "${GAMES:-0.77 0.07}"

cargo build --release --bin grundy >&2
BIN="$ROOT/target/release/grundy"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

echo "## grundy seq --misere run"
echo
echo "- Command: \`SECONDS_LIMIT=$SECONDS_LIMIT GAMES=\"${GAMES[*]}\" bash bench/seq_misere.sh\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM"
echo
echo "| game | largest N within ${SECONDS_LIMIT} s | its time (s) | first wild heap | how the run ended | --up-to N alone: time (s), peak RSS (MB), positions |"
echo "|---|---:|---:|---:|---|---|"
for g in "${GAMES[@]}"; do
    start=$(date +%s%N)
    : > "$TMP/stamps"
    # Lines after the header: "n G G- genus tame".
    set +e
    timeout "$SECONDS_LIMIT" "$BIN" seq "$g" --misere --up-to 1000 2> "$TMP/err" |
        while IFS= read -r line; do
            now=$(date +%s%N)
            echo "$(( (now - start) / 1000000 )) $line" >> "$TMP/stamps"
        done
    status=${PIPESTATUS[0]}
    set -e
    case $status in
        124) ended="killed at ${SECONDS_LIMIT} s" ;;
        1) ended="stopped by the position limit: $(sed 's/^grundy: //' "$TMP/err" | cut -c1-80)…" ;;
        0) ended="reached heap 1000" ;;
        *) ended="exit status $status" ;;
    esac
    limit_ms=$((SECONDS_LIMIT * 1000))
    last=$(awk -v lim="$limit_ms" '$2 ~ /^[0-9]+$/ && $1 <= lim {n = $2; t = $1} END {printf "%s %.2f", n, t / 1000}' "$TMP/stamps")
    wild=$(awk '$NF == "wild" {print $2; exit}' "$TMP/stamps")
    n=${last% *}
    /usr/bin/time -f '%e %M' -o "$TMP/time" "$BIN" seq "$g" --misere --up-to "$n" --json > "$TMP/json"
    positions=$(jq .positions "$TMP/json")
    alone=$(awk -v p="$positions" '{printf "%s, %d, %s", $1, $2 / 1024, p}' "$TMP/time")
    echo "| $g | $n | ${last#* } | ${wild:-none} | $ended | $alone |"
done

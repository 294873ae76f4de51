#!/usr/bin/env bash
# The long campaign of README.md: every target in turn for CAMPAIGN_SECONDS
# (default 240) from a copy of its committed corpus, on the binaries that
# `cargo +stable fuzz build -s none` built; one line of the table a target.
# Targets named as arguments are run alone (`bash campaign.sh coins web`).
# A finding stops that target's run and is kept in artifacts/.
set -uo pipefail
cd "$(dirname "$0")"
seconds="${CAMPAIGN_SECONDS:-240}"
bin=target/x86_64-unknown-linux-gnu/release
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p artifacts
echo "| Target | Seconds | Executions | cov / ft | Corpus | Finding |"
echo "|---|---|---|---|---|---|"
targets="${*:-$(cargo +stable fuzz list)}"
for target in $targets; do
    mkdir -p "$work/$target"
    cp corpus/"$target"/* "$work/$target/" 2>/dev/null || true
    max_len=256
    [ "$target" = checkpoint ] && max_len=1024
    # The engine's work limits are about a second of work in a release
    # build, and up to 30 times that instrumented (.c51=11151 spends its
    # 10^9 steps in 0.4 s, and in over 10 s here): a hang is past 30 s.
    timeout=30
    start=$(date +%s)
    "$bin/$target" "$work/$target" -max_total_time="$seconds" -max_len="$max_len" \
        -timeout="$timeout" -print_final_stats=1 -artifact_prefix="artifacts/$target-" \
        > "$work/$target.log" 2>&1
    status=$?
    took=$(( $(date +%s) - start ))
    runs=$(grep -E '^stat::number_of_executed_units' "$work/$target.log" | awk '{print $2}')
    cov=$(grep -E '^#[0-9]+' "$work/$target.log" | grep -oE 'cov: [0-9]+ ft: [0-9]+' | tail -1 |
        awk '{print $2 " / " $4}')
    units=$(ls "$work/$target" | wc -l)
    finding="none"
    if [ "$status" -ne 0 ]; then
        finding="$(grep -m1 -oE 'panicked at [^ ]+|ERROR: libFuzzer: [a-z -]+|timeout' "$work/$target.log" | head -1)"
        cp "$work/$target.log" "artifacts/$target.log"
    fi
    echo "| \`$target\` | $took | $runs | $cov | $units | $finding |"
done

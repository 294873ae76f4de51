#!/usr/bin/env bash
# Every fuzz target on its committed corpus for a short fixed time: a
# regression of a crash found before, or a new one near the corpus, fails CI.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${FUZZ_SECONDS:-5}"
command -v cargo-fuzz >/dev/null 2>&1 || cargo install --locked cargo-fuzz
# All targets in one build, on the stable toolchain (no sanitizer).
cargo +stable fuzz build -s none
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for target in $(cargo +stable fuzz list); do
    mkdir -p "$work/$target"
    # A copy of the corpus: what a run adds is not kept.
    cp corpus/"$target"/* "$work/$target/" 2>/dev/null || true
    # A checkpoint of a dozen values is about 470 bytes.
    max_len=256
    [ "$target" = checkpoint ] && max_len=1024
    # The engine's work limits are about a second of work in a release
    # build, and up to 30 times that instrumented (.c51=11151 spends its
    # 10^9 steps in 0.4 s, and in over 10 s here): a hang is past 30 s,
    # and CI allows twice that, so that a busy machine fails no run.
    timeout=60
    echo "fuzz: $target for ${seconds}s"
    cargo +stable fuzz run -s none "$target" "$work/$target" -- \
        -max_total_time="$seconds" -max_len="$max_len" -timeout="$timeout" -print_final_stats=1 \
        > "$work/$target.log" 2>&1 || {
            # What failed (the panic, or libFuzzer's finding), then the input.
            grep -v -E '^ +([0-9]+: |at )' "$work/$target.log" | grep -A6 -E 'panicked|==ERROR|ERROR: libFuzzer|memory allocation' | head -40
            tail -25 "$work/$target.log"
            exit 1
        }
    grep -E '^stat::number_of_executed_units|^#[0-9]+ *DONE' "$work/$target.log" | tail -1
done

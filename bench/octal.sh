#!/usr/bin/env bash
# Benchmark: `grundy research` (the rare/common engine) side by side in one
# run with ogsolve 0.0.7, method rc2 (the fastest public octal-game solver,
# `cargo install ogsolve`), and Grundy's game against the direct method.
#
#   bash bench/octal.sh                 # the sizes of issue 7
#   QUICK=1 bash bench/octal.sh         # each size divided by 16
#
# Environment:
#   QUICK=1        sizes / 16 (the direct Grundy's game run / 256)
#   DIRECT=0       skip Grundy's game by the direct method (about 30 minutes
#                  at 2^22 on the 2-core machine of BENCHMARKS.md)
#   OGSOLVE=PATH   an ogsolve binary (default: installed under bench/.ogsolve)
#   GAMES="0.16 0.106"  only these of the octal games
#   THREADS=1      grundy on this many threads (`--threads`; default: one
#                  per core). ogsolve rc2 runs on one thread.
#
# grundy is built twice: the default build (`cargo build --release`, what
# `cargo install` makes: the x86-64 baseline, its hot loops choosing their
# instruction set at run time) and the native one (-C target-cpu=native);
# ogsolve with -C target-cpu=native, as its README recommends. Times are
# wall-clock seconds of the whole process (the best of five for runs under a
# second, for every program), peak RSS from /usr/bin/time. The runs must
# agree on the Fletcher-32 checksum of G(0..=N) (ogsolve's own definition);
# the script stops if not. Grundy's game by the direct method is run with
# the default build only.
# grundy stops at a proven period (0.16): its time is to the proof and the
# statistics up to N, ogsolve's to N.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
QUICK=${QUICK:-0}
DIRECT=${DIRECT:-1}

if [[ ! -x /usr/bin/time ]]; then
    echo "installing GNU time (for peak RSS)..." >&2
    if [[ $(id -u) -eq 0 ]]; then apt-get install -y -qq time >&2; else sudo apt-get install -y -qq time >&2; fi
fi

cargo build --release --quiet --target-dir target/bench-default --bin grundy >&2
GRUNDY=target/bench-default/release/grundy
export RUSTFLAGS="-C target-cpu=native"
cargo build --release --quiet --target-dir target/bench-native --bin grundy >&2
NATIVE=target/bench-native/release/grundy
OG=${OGSOLVE:-bench/.ogsolve/bin/ogsolve}
if [[ ! -x $OG ]]; then
    echo "installing ogsolve 0.0.7 into bench/.ogsolve..." >&2
    cargo install --quiet ogsolve --version 0.0.7 --root bench/.ogsolve >&2
fi
unset RUSTFLAGS

TMP=$(mktemp -d "${TMPDIR:-/tmp}/octal-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

# timed OUT CMD...: runs CMD with stdout to OUT; prints "seconds peak_kib"
# (wall seconds to the millisecond). Runs under a second are repeated five
# times, the fastest kept, so that the start of a process and the machine's
# moods weigh less.
timed() {
    local out=$1
    shift
    local best="" kib=0 runs=1 i
    for ((i = 0; i < runs; i++)); do
        local t0 t1 s
        t0=$(date +%s%N)
        /usr/bin/time -f '%M' -o "$TMP/time" "$@" >"$out" 2>"$TMP/stderr"
        t1=$(date +%s%N)
        s=$(((t1 - t0) / 1000000))
        if [[ -z $best || $s -lt $best ]]; then best=$s; fi
        if (($(cat "$TMP/time") > kib)); then kib=$(cat "$TMP/time"); fi
        if ((i == 0 && s < 1000)); then runs=5; fi
    done
    printf '%d.%03d %d\n' $((best / 1000)) $((best % 1000)) "$kib"
}

shrink() { # exponent -> N
    local k=$1
    if [[ $QUICK == 1 ]]; then k=$((k - 4)); fi
    echo $((1 << k))
}

echo "## Octal games against ogsolve (rc2)"
echo
if [[ $QUICK == 1 ]]; then prefix="QUICK=1 "; else prefix=""; fi
if [[ $DIRECT == 0 ]]; then prefix="${prefix}DIRECT=0 "; fi
if [[ -n ${GAMES:-} ]]; then prefix="${prefix}GAMES=\"$GAMES\" "; fi
threads=()
if [[ -n ${THREADS:-} ]]; then
    prefix="${prefix}THREADS=$THREADS "
    threads=(--threads "$THREADS")
fi
echo "- Command: \`${prefix}bash bench/octal.sh\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM"
echo "- Date: $(date -u +%Y-%m-%d), grundy $(git rev-parse --short HEAD), ogsolve $("$OG" --version | awk '{print $2}')"
echo "- grundy's threads: ${THREADS:-one per core ($(nproc))}"
echo "- grundy's default build ran with: $("$GRUNDY" research 0.6 --to 10 --json 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["isa"])')"
echo
echo "| game | N | ogsolve rc2 (s) | grundy, default build (s) | speed-up | grundy, native build (s) | speed-up | ogsolve peak RSS | grundy peak RSS | checksum of G(0..=N) | grundy's note |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
for case in "0.6 22" "0.007 20" "0.106 24" "0.16 20"; do
    set -- $case
    game=$1
    if [[ -n ${GAMES:-} && " $GAMES " != *" $game "* ]]; then continue; fi
    n=$(shrink "$2")
    read -r og_s og_kib < <(timed "$TMP/og.txt" "$OG" "$game" -m rc2 -n "$n")
    og_sum=$(sed -n 's/.*checksum: \([0-9A-F]*\).*/\1/p' "$TMP/og.txt")
    read -r gr_s gr_kib < <(timed "$TMP/gr.json" "$GRUNDY" research "$game" --to "$n" --json "${threads[@]}")
    gr_sum=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["checksum"])' "$TMP/gr.json")
    read -r nat_s _ < <(timed "$TMP/nat.json" "$NATIVE" research "$game" --to "$n" --json "${threads[@]}")
    nat_sum=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["checksum"])' "$TMP/nat.json")
    note=$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
p = d["proof"]
print("period %d from %d proven after %d values" % (p["period"], p["preperiod"], d["computed"]) if p else "no period proven")
' "$TMP/gr.json")
    if [[ $(printf '%08X' "0x$og_sum") != "$gr_sum" || $gr_sum != "$nat_sum" ]]; then
        echo "checksums differ for $game to $n: ogsolve $og_sum, grundy $gr_sum (native $nat_sum)" >&2
        exit 1
    fi
    ratio=$(python3 -c "print(f'{$og_s / max($gr_s, 0.005):.1f}x')")
    nat_ratio=$(python3 -c "print(f'{$og_s / max($nat_s, 0.005):.1f}x')")
    echo "| $game | $n | $og_s | $gr_s | $ratio | $nat_s | $nat_ratio | $((og_kib / 1024)) MiB | $((gr_kib / 1024)) MiB | $gr_sum | $note |"
done
echo

if [[ $DIRECT == 1 ]]; then
    k=22
    if [[ $QUICK == 1 ]]; then k=18; fi
    n=$((1 << k))
    echo "## Grundy's game: rare/common against the direct method"
    echo
    echo "(the default build, both methods)"
    echo
    echo "| N | direct (s) | rare/common (s) | speed-up | direct peak RSS | rare/common peak RSS | checksum |"
    echo "|---|---|---|---|---|---|---|"
    read -r fast_s fast_kib < <(timed "$TMP/fast.json" "$GRUNDY" research grundys-game --to "$n" --json)
    read -r slow_s slow_kib < <(timed "$TMP/slow.json" "$GRUNDY" research grundys-game --to "$n" --json --direct)
    sums=$(python3 -c '
import json, sys
a, b = (json.load(open(f))["checksum"] for f in sys.argv[1:])
print(a if a == b else "DIFFER")
' "$TMP/fast.json" "$TMP/slow.json")
    if [[ $sums == DIFFER ]]; then
        echo "the direct method and the rare/common engine disagree" >&2
        exit 1
    fi
    ratio=$(python3 -c "print(f'{$slow_s / max($fast_s, 0.005):.0f}x')")
    echo "| $n | $slow_s | $fast_s | $ratio | $((slow_kib / 1024)) MiB | $((fast_kib / 1024)) MiB | $sums |"
    echo
fi

#!/usr/bin/env bash
# Benchmark: the default build (what `cargo build --release` and `cargo
# install --path .` make, for the x86-64 baseline, the hot loops choosing
# their instruction set at run time) against the native build (`-C
# target-cpu=native`), side by side in one run, on a command of every
# benchmark of BENCHMARKS.md.
#
#   bash bench/builds.sh              # ROUNDS=5
#   QUICK=1 ROUNDS=3 bash bench/builds.sh   # smaller sizes (about 2 minutes)
#
# Environment:
#   ROUNDS=N   rounds (default 5); in each, every command runs once with each
#              build, the order of the two swapped every round; the median
#              of each is reported
#   QUICK=1    smaller sizes
#   CASES="p1247 0.6"  only the cases whose name contains one of these words
#
# Times are wall-clock seconds of the whole process (`date +%s%N` around
# it; the fastest of five for runs under a second), output to /dev/null;
# each case's two builds must print the same (the research runs less their
# "seconds"), or the script stops.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
ROUNDS=${ROUNDS:-5}
QUICK=${QUICK:-0}

build() { # target-dir, then RUSTFLAGS
    local dir=$1
    shift
    RUSTFLAGS="$*" cargo build --release --quiet --target-dir "$dir" --bin grundy >&2
    RUSTFLAGS="$*" cargo build --release --quiet --target-dir "$dir" -p grundy-engine \
        --example solver_bench --example wythoff_bench >&2
    RUSTFLAGS="$*" cargo build --release --quiet --target-dir "$dir" -p grundy-web --example load >&2
}
echo "building the default and the native builds..." >&2
build target/bench-default ""
build target/bench-native "-C target-cpu=native"

TMP=$(mktemp -d "${TMPDIR:-/tmp}/builds-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

if [[ $QUICK == 1 ]]; then
    PILES=1000000 SEQ=20000 PAIRS=100000 SIZES=512,1024 K=4
else
    PILES=10000000 SEQ=100000 PAIRS=1000000 SIZES=1024,2048,4096 K=0
fi
python3 - "$PILES" >"$TMP/p1247.txt" <<'EOF'
import random, sys
n = int(sys.argv[1])
rng = random.Random(1247)
piles = [rng.randrange(10**9) for _ in range(n)]
sys.stdout.write(f"{n}\n{' '.join(map(str, piles))}\n")
EOF

# name | program (grundy, solver_bench, wythoff_bench, load) | arguments | stdin
CASES_ALL=(
    "p1247 on $PILES piles|grundy|oj p1247|$TMP/p1247.txt"
    "generic solver|solver_bench|--reps 1|"
    "seq kayles to $SEQ|grundy|seq kayles --up-to $SEQ|"
    "seq grundys-game to $SEQ|grundy|seq grundys-game --up-to $SEQ|"
    "playground, 5 x 1000 requests|load|--rounds 5|"
    "wythoff, $PAIRS verdicts and tables $SIZES|wythoff_bench|--pairs $PAIRS --sizes $SIZES --reps 1 --no-naive|"
    "research 0.6 to 2^$((22 - K))|grundy|research 0.6 --to $((1 << (22 - K))) --json|"
    "research 0.007 to 2^$((20 - K))|grundy|research 0.007 --to $((1 << (20 - K))) --json|"
    "research 0.106 to 2^$((24 - K))|grundy|research 0.106 --to $((1 << (24 - K))) --json|"
    "research 0.16 to 2^$((20 - K)) (its proof)|grundy|research 0.16 --to $((1 << (20 - K))) --json|"
    "research grundys-game to 2^$((24 - K))|grundy|research grundys-game --to $((1 << (24 - K))) --json|"
    "research grundys-game --direct to 2^$((17 - K))|grundy|research grundys-game --direct --to $((1 << (17 - K))) --json|"
)

bin_of() { # build, program
    case $2 in
    grundy) echo "target/bench-$1/release/grundy" ;;
    load) echo "target/bench-$1/release/examples/load" ;;
    *) echo "target/bench-$1/release/examples/$2" ;;
    esac
}

# run BUILD PROGRAM ARGS STDIN OUT: milliseconds of one run; a run under a
# second is repeated five times and the fastest kept (short runs here are
# bimodal: P1247's took 0.22 or 0.32 s, whichever the build).
run() {
    local bin t0 t1 ms best="" i runs=1
    bin=$(bin_of "$1" "$2")
    for ((i = 0; i < runs; i++)); do
        t0=$(date +%s%N)
        # shellcheck disable=SC2086 # the arguments are words
        if [[ -n $4 ]]; then "$bin" $3 <"$4" >"$5" 2>/dev/null; else "$bin" $3 </dev/null >"$5" 2>/dev/null; fi
        t1=$(date +%s%N)
        ms=$(((t1 - t0) / 1000000))
        if [[ -z $best || $ms -lt $best ]]; then best=$ms; fi
        if ((i == 0 && ms < 1000)); then runs=5; fi
    done
    echo "$best"
}

median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
secs() { printf '%d.%03d' $(($1 / 1000)) $(($1 % 1000)); }

echo "## The default build against the native build"
echo
if [[ $QUICK == 1 ]]; then prefix="QUICK=1 "; else prefix=""; fi
if [[ -n ${CASES:-} ]]; then prefix="${prefix}CASES=\"$CASES\" "; fi
echo "- Command: \`${prefix}ROUNDS=$ROUNDS bash bench/builds.sh\`"
echo "- Machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM; the default build's instruction set here: $(target/bench-default/release/grundy research 0.6 --to 10 --json 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin).get("isa", "?"))')"
echo "- Date: $(date -u +%Y-%m-%d), grundy $(git rev-parse --short HEAD), $(rustc --version)"
echo "- Median of $ROUNDS rounds, wall seconds of the whole process (each the fastest of five where under a second)"
echo
echo "| benchmark | command | default build (s) | native build (s) | default / native |"
echo "|---|---|---:|---:|---:|"
for case in "${CASES_ALL[@]}"; do
    IFS='|' read -r name program args stdin <<<"$case"
    if [[ -n ${CASES:-} ]]; then
        keep=0
        for word in $CASES; do [[ $name == *"$word"* ]] && keep=1; done
        ((keep)) || continue
    fi
    d="" n=""
    for ((r = 0; r < ROUNDS; r++)); do
        if ((r % 2 == 0)); then order="default native"; else order="native default"; fi
        for b in $order; do
            ms=$(run "$b" "$program" "$args" "$stdin" "$TMP/out-$b")
            if [[ $b == default ]]; then d="$d $ms"; else n="$n $ms"; fi
        done
        if [[ $program == grundy ]]; then
            if ! cmp -s <(sed 's/"seconds":[0-9.e-]*//' "$TMP/out-default") <(sed 's/"seconds":[0-9.e-]*//' "$TMP/out-native"); then
                echo "the two builds disagree on: $name" >&2
                exit 1
            fi
        fi
    done
    dm=$(echo "$d" | median)
    nm=$(echo "$n" | median)
    ratio=$(python3 -c "print(f'{$dm / max($nm, 1):.2f}')")
    echo "| $name | \`${program} ${args}${stdin:+ < input}\` | $(secs "$dm") | $(secs "$nm") | $ratio |"
done
echo

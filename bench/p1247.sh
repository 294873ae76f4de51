#!/usr/bin/env bash
# Benchmark: `grundy oj p1247` against the straightforward C++ solution
# (/work/shared/baselines/p1247_iostream.cpp, g++ -O2), side by side in one run.
#
#   bash bench/p1247.sh              # 10^7 piles, values below 10^9 (~100 MB)
#   N=100000 REPS=3 bash bench/p1247.sh   # quick run
#
# Environment:
#   N         number of piles (default 10000000)
#   REPS      timed repetitions per program, median reported (default 5)
#   SEED      generator seed (default 1247)
#   BASELINE  C++ source of the baseline (default /work/shared/baselines/p1247_iostream.cpp)
#   KEEP=1    keep the temporary directory (input, outputs, binaries)
#
# Both programs read the input with `< file` and write to /dev/null while
# timed; each is run once more beforehand with its output kept in a file, and
# the two files must be byte-identical (and match the move the generator
# computed independently). Wall time is measured around each run; peak RSS
# comes from /usr/bin/time -f '%e %M'. MB means 10^6 bytes throughout.
set -euo pipefail

N=${N:-10000000}
REPS=${REPS:-5}
SEED=${SEED:-1247}
BASELINE=${BASELINE:-/work/shared/baselines/p1247_iostream.cpp}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if [[ ! -x /usr/bin/time ]]; then
    echo "installing GNU time (for peak RSS)..." >&2
    if [[ $(id -u) -eq 0 ]]; then apt-get install -y -qq time >&2; else sudo apt-get install -y -qq time >&2; fi
fi

TMP=$(mktemp -d "${TMPDIR:-/tmp}/p1247-bench.XXXXXX")
if [[ ${KEEP:-0} == 1 ]]; then
    echo "keeping $TMP" >&2
else
    trap 'rm -rf "$TMP"' EXIT
fi

# --- Generator: splitmix64, values in [0, 10^9); the last pile is nudged if
# the xor would be 0, so the instance is always a winning one. It also writes
# the expected first output line ("amount pile") computed on its own.
cat >"$TMP/gen.c" <<'EOF'
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
static uint64_t state;
static uint64_t next(void) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: gen N SEED EXPECTED\n"); return 2; }
    long n = atol(argv[1]);
    uint64_t seed = strtoull(argv[2], 0, 10);
    if (n < 1) { fprintf(stderr, "N must be at least 1\n"); return 2; }
    uint32_t *a = malloc(sizeof *a * (size_t)n);
    if (!a) { perror("malloc"); return 1; }
    state = seed;
    uint64_t s = 0;
    for (long i = 0; i < n; i++) { a[i] = (uint32_t)(next() % 1000000000ULL); s ^= a[i]; }
    if (s == 0) { s ^= a[n - 1]; a[n - 1] ^= 1; s ^= a[n - 1]; } /* stays below 10^9 */
    static char buf[1 << 20];
    setvbuf(stdout, buf, _IOFBF, sizeof buf);
    printf("%ld\n", n);
    for (long i = 0; i < n; i++) printf(i ? " %u" : "%u", a[i]);
    putchar('\n');
    FILE *e = fopen(argv[3], "w");
    if (!e) { perror(argv[3]); return 1; }
    for (long i = 0; i < n; i++) {
        uint64_t t = a[i] ^ s;
        if (t < a[i]) { fprintf(e, "%llu %ld\n", (unsigned long long)(a[i] - t), i + 1); break; }
    }
    fclose(e);
    return fflush(stdout) ? 1 : 0;
}
EOF

echo "building generator and C++ baseline (g++ -O2)..." >&2
gcc -O2 -o "$TMP/gen" "$TMP/gen.c"
g++ -O2 -o "$TMP/p1247_iostream" "$BASELINE"

echo "building grundy (cargo build --release)..." >&2
(cd "$ROOT" && cargo build --release --quiet --bin grundy)
GRUNDY="${CARGO_TARGET_DIR:-$ROOT/target}/release/grundy"

echo "generating $N piles (seed $SEED)..." >&2
"$TMP/gen" "$N" "$SEED" "$TMP/expected" >"$TMP/input.txt"
INPUT_BYTES=$(stat -c %s "$TMP/input.txt")
INPUT_MB=$(awk -v b="$INPUT_BYTES" 'BEGIN { printf "%.1f", b / 1e6 }')
echo "input: $INPUT_BYTES bytes ($INPUT_MB MB)" >&2

names=("C++ iostream (g++ -O2)" "grundy oj p1247")
cmds=("$TMP/p1247_iostream" "$GRUNDY oj p1247")

# --- Correctness: byte-identical outputs, a winning instance, the expected move.
"$TMP/p1247_iostream" <"$TMP/input.txt" >"$TMP/out.cpp"
$GRUNDY oj p1247 <"$TMP/input.txt" >"$TMP/out.grundy"
if ! cmp -s "$TMP/out.cpp" "$TMP/out.grundy"; then
    echo "FAIL: outputs differ" >&2
    cmp "$TMP/out.cpp" "$TMP/out.grundy" >&2 || true
    exit 1
fi
first=$(head -n 1 "$TMP/out.grundy")
if [[ $first == lose ]]; then
    echo "FAIL: the instance is a losing one" >&2
    exit 1
fi
if [[ $first != "$(cat "$TMP/expected")" ]]; then
    echo "FAIL: first line '$first' is not the generator's '$(cat "$TMP/expected")'" >&2
    exit 1
fi
if [[ $(wc -l <"$TMP/out.grundy") -ne 2 ]]; then
    echo "FAIL: expected two output lines" >&2
    exit 1
fi
echo "outputs byte-identical ($(stat -c %s "$TMP/out.grundy") bytes), first move: $first" >&2

# --- Timing: the two programs alternate, REPS times each.
declare -a secs0 secs1 rss0 rss1
for ((r = 1; r <= REPS; r++)); do
    for p in 0 1; do
        t0=$EPOCHREALTIME
        # shellcheck disable=SC2086
        /usr/bin/time -f '%e %M' -o "$TMP/time" ${cmds[$p]} <"$TMP/input.txt" >/dev/null
        t1=$EPOCHREALTIME
        wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", b - a }')
        read -r _e kb <"$TMP/time"
        if [[ $p == 0 ]]; then secs0+=("$wall"); rss0+=("$kb"); else secs1+=("$wall"); rss1+=("$kb"); fi
        echo "  rep $r ${names[$p]}: ${wall}s (time: ${_e}s), ${kb} KiB" >&2
    done
done

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
max() { printf '%s\n' "$@" | sort -g | tail -n 1; }

m0=$(median "${secs0[@]}"); m1=$(median "${secs1[@]}")
k0=$(max "${rss0[@]}"); k1=$(max "${rss1[@]}")

echo
echo "P1247, N = $N piles, input $INPUT_MB MB, $REPS runs each, median wall time, max peak RSS"
echo
echo "| program | median s | MB/s of input | peak RSS MB | RSS / input | speed vs baseline |"
echo "|---|---:|---:|---:|---:|---:|"
row() {
    awk -v name="$1" -v s="$2" -v kb="$3" -v bytes="$INPUT_BYTES" -v base="$m0" 'BEGIN {
        printf "| %s | %.3f | %.0f | %.1f | %.2f× | %.2f× |\n",
            name, s, bytes / 1e6 / s, kb * 1024 / 1e6, kb * 1024 / bytes, base / s
    }'
}
row "${names[0]}" "$m0" "$k0"
row "${names[1]}" "$m1" "$k1"
echo
ratio=$(awk -v a="$m0" -v b="$m1" 'BEGIN { printf "%.2f", a / b }')
rss_ratio=$(awk -v kb="$k1" -v bytes="$INPUT_BYTES" 'BEGIN { printf "%.2f", kb * 1024 / bytes }')
speed_ok=$(awk -v r="$ratio" 'BEGIN { print (r >= 3) ? "yes" : "NO" }')
mem_ok=$(awk -v r="$rss_ratio" 'BEGIN { print (r <= 2) ? "yes" : "NO" }')
echo "grundy is ${ratio}× faster than the baseline (goal ≥ 3×: $speed_ok);" \
    "its peak RSS is ${rss_ratio}× the input (goal ≤ 2×: $mem_ok)."

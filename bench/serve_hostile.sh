#!/usr/bin/env bash
# Benchmark: the memory of `grundy serve` (release build, its own limits)
# under hostile clients on loopback, from the example
# crates/web/examples/hostile.rs: SLOW connections sending a byte a second,
# BAD oversized or malformed requests, all at once, while a well-formed
# request every 100 ms is timed (the example exits 1 if one fails or takes a
# second or more).
#
#   bash bench/serve_hostile.sh                 # 2000 slow, 1000 bad, 15 s
#   SLOW=500 BAD=200 DURATION=12 bash bench/serve_hostile.sh
#
# The server's resident memory is read from /proc/PID/status: VmRSS when
# idle, sampled every 0.1 s during the attack, and VmHWM (the peak) at the
# end. MiB means 2^20 bytes.
set -euo pipefail

SLOW=${SLOW:-2000}
BAD=${BAD:-1000}
DURATION=${DURATION:-15}
PORT=${PORT:-18181}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

cargo build --release --quiet
cargo build --release --quiet -p grundy-web --example hostile

# The server and the clients each hold one end of every connection.
ulimit -n "$(ulimit -Hn)"

./target/release/grundy serve --addr "127.0.0.1:$PORT" &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break
    sleep 0.1
done

kib() { awk -v k="$1" '$1 == k":" { print $2 }' "/proc/$SERVER/status"; }
mib() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
idle=$(kib VmRSS)

./target/release/examples/hostile --addr "127.0.0.1:$PORT" \
    --slow "$SLOW" --bad "$BAD" --seconds "$DURATION" &
CLIENT=$!
most=0
while kill -0 "$CLIENT" 2>/dev/null; do
    now=$(kib VmRSS)
    (( now > most )) && most=$now
    sleep 0.1
done
status=0
wait "$CLIENT" || status=$?
after=$(kib VmRSS)
peak=$(kib VmHWM)

echo
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "| slow | bad | seconds | RSS idle | RSS during (most sampled) | peak (VmHWM) | RSS after |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
echo "| $SLOW | $BAD | $DURATION | $(mib "$idle") MiB | $(mib "$most") MiB | $(mib "$peak") MiB | $(mib "$after") MiB |"
exit "$status"

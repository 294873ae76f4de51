#!/usr/bin/env bash
# Every judge problem's largest generated input, answered by `grundy oj` and
# by its C++ template, side by side (see bench/judges.py for the method).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cargo build --release --manifest-path "$ROOT/Cargo.toml" >&2
exec python3 "$ROOT/bench/judges.py" "$@"

#!/usr/bin/env bash
# The Python package against plain Python and pycgt: installs grundy from this
# clone and pycgt from PyPI into a fresh virtual environment, then runs
# bench/python_games.py (QUICK=1 for a short run).
set -euo pipefail
cd "$(dirname "$0")/.."
venv="$(mktemp -d)/venv"
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --upgrade pip
"$venv/bin/pip" install --quiet ./crates/python pycgt
echo "nproc: $(nproc); $(lscpu | grep 'Model name' | sed 's/  */ /g')"
"$venv/bin/python" bench/python_games.py ${QUICK:+--quick}

"""Benchmark: grundy.survey on this machine's cores beside the same survey
on a local Dask cluster of two worker processes (one thread each), in one
run; the rows must be the same.

    python bench/survey_cluster.py            # every 0.xyz code to 2^16
    python bench/survey_cluster.py 0.xy 4096

Needs the package with its cluster extra: pip install "./crates/python[cluster]"
(built as a release, for speed). Prints markdown: each path's wall time and
the cluster's overhead against the local path.
"""

import os
import subprocess
import sys
import time

import grundy
from distributed import Client, LocalCluster


def rows(s):
    return [{k: v for k, v in r.items() if k != "ms"} for r in s.rows]


def main():
    games = sys.argv[1] if len(sys.argv) > 1 else "0.xyz"
    to = int(sys.argv[2]) if len(sys.argv) > 2 else 2**16
    model = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
    model = next((l.split(":", 1)[1].strip() for l in model.splitlines() if l.startswith("Model name")), "?")
    avx512 = "yes" if "avx512f" in open("/proc/cpuinfo").read() else "no"
    print(f"## grundy.survey({games!r}, {to}): local cores beside a local Dask cluster\n")
    print(f"- Command: `python bench/survey_cluster.py {games} {to}`")
    print(f"- Machine: {os.cpu_count()} cores, {model}, AVX-512: {avx512}; load average at the start: {"%.2f %.2f %.2f" % os.getloadavg()}")
    start = time.perf_counter()
    local = grundy.survey(games, to)
    t_local = time.perf_counter() - start
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, Client(
        cluster
    ) as client:
        # The workers import grundy once before the clock starts, as a
        # cluster kept for many surveys would have.
        client.run(lambda: __import__("grundy") and None)
        start = time.perf_counter()
        remote = grundy.survey(games, to, client=client)
        t_cluster = time.perf_counter() - start
    same = "the same" if rows(local) == rows(remote) else "DIFFERENT"
    print()
    print("| path | wall (s) |")
    print("|---|---:|")
    print(f"| this machine's {os.cpu_count()} cores (threads) | {t_local:.2f} |")
    print(f"| local Dask cluster, 2 worker processes | {t_cluster:.2f} |")
    print()
    print(
        f"Overhead of the cluster path: {100 * (t_cluster / t_local - 1):+.1f} %. "
        f"The rows are {same}. Load average at the end: {"%.2f %.2f %.2f" % os.getloadavg()}"
    )


if __name__ == "__main__":
    main()
